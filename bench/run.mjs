#!/usr/bin/env node
// `npm run bench -- <name> [options]`: runs bench/<name>.mjs. Each benchmark measures its own
// floor in the same run and reports our figure as a ratio to it.
const [name, ...args] = process.argv.slice(2);
const benches = ["ingest", "hook", "pipeline", "search-eval", "recent-eval", "rollup", "search", "mcp", "retention", "import", "consolidate"];
if (!name || !benches.includes(name)) {
  console.error(`usage: npm run bench -- <${benches.join("|")}> [options]`);
  process.exit(2);
}
const bench = await import(`./${name}.mjs`);
await bench.run(args);
