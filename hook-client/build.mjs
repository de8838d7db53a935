// Bundles hook-client/src into one dependency-free CommonJS file (default: hook-client/dist/amem.cjs),
// and the `amem mcp` bridge, with the MCP SDK it needs, into a second file beside it (amem-mcp.cjs).
// Usage: node hook-client/build.mjs [--outfile path]
import { build } from "esbuild";
import { chmodSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

/** The file `npm run build` writes and the package's `bin` points at. */
export const DEFAULT_OUTFILE = join(here, "dist", "amem.cjs");

/**
 * The bridge bundle beside a program file: amem.cjs → amem-mcp.cjs (src/mcp/location.ts finds it the same way).
 * @param {string} program
 */
export function bridgeFileFor(program) {
  return program.endsWith(".cjs") ? `${program.slice(0, -".cjs".length)}-mcp.cjs` : `${program}-mcp.cjs`;
}

/**
 * Builds the `amem` program into `outfile` and makes it executable, and the MCP bridge beside it.
 * The bridge is a separate file because the SDK is larger than the whole client: bundled into
 * amem.cjs, even unexecuted, it would add its parse time to every hook start.
 * @param {string} [outfile]
 * @returns {Promise<string>} the absolute path of the program
 */
export async function buildAmem(outfile = DEFAULT_OUTFILE) {
  const target = resolve(outfile);
  const { version } = JSON.parse(readFileSync(join(here, "package.json"), "utf8"));
  await build({
    entryPoints: [join(here, "src", "main.ts")],
    outfile: target,
    bundle: true,
    platform: "node",
    // CommonJS, not ESM: the ESM loader alone adds ~6 ms to every start, and the hook starts once per event.
    format: "cjs",
    // The client runs on whatever Node the user already has; 18 is the oldest supported.
    target: "node18",
    banner: { js: "#!/usr/bin/env node" },
    define: { AMEM_VERSION: JSON.stringify(version) },
    // The skill, slash commands and instruction blocks (assets/) ship inside the one file as strings.
    loader: { ".md": "text" },
    legalComments: "none",
    logLevel: "warning",
  });
  chmodSync(target, 0o755);
  await build({
    entryPoints: [join(here, "src", "mcp", "bridge.ts")],
    outfile: bridgeFileFor(target),
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node18",
    legalComments: "none",
    logLevel: "warning",
  });
  return target;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--outfile");
  const written = await buildAmem(at > 0 ? process.argv[at + 1] : undefined);
  process.stdout.write(`built ${written}\n`);
}
