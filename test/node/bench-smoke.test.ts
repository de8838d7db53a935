import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

/*
 * The benchmarks are plain .mjs over the bundled core, so tsc does not see them: a rename in the
 * core can leave one unable to run until someone measures again. Each core-only bench runs here
 * at a small size; the figures are not checked, only that it runs to its closing line.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

const benches: [string, string[]][] = [
  // Fewer segments than days: most days empty, the changed day among them unless the bench picks one that has a segment.
  ["rollup", ["--segments", "60", "--runs", "1", "--no-service"]],
  ["pipeline", ["--events", "500", "--runs", "1", "--no-e2e"]],
  ["recent-eval", ["--days", "3"]],
  ["import", ["--sessions", "20", "--rounds", "1", "--no-service"]],
];

describe("benchmarks run against the current core", () => {
  it.each(benches)("%s", async (name, args) => {
    const { stdout } = await run(process.execPath, ["bench/run.mjs", name, ...args], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    expect(stdout).toContain(`command: npm run bench -- ${name}`);
  });
});
