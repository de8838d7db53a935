import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildAmem } from "../build.mjs";

let built: Promise<string> | undefined;

/**
 * Builds the real `amem` bundle once per test file into its own temp directory (test files run
 * in parallel, so they never share an output file) and returns its path.
 */
export function amemBin(): Promise<string> {
  built ??= buildAmem(join(mkdtempSync(join(tmpdir(), "amem-build-")), "amem.cjs"));
  return built;
}
