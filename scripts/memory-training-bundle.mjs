// Loads the memory extractor's training code (test/node/memory-classifier-training.ts, TypeScript) in
// plain Node: esbuild bundles it with the extractor into a temporary module, imported once. Used by
// train-memory-classifier.mjs and eval-memory-extraction.mjs.
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The training module's exports, with trainClassifier, trainCalibration and serializeWeights. */
export async function loadTraining() {
  const out = mkdtempSync(join(tmpdir(), "amem-train-"));
  try {
    const bundle = join(out, "training.mjs");
    await build({
      stdin: {
        contents: `export * from "./test/node/memory-classifier-training.ts";
export { trainClassifier, serializeWeights } from "./src/core/memories/sentence-classifier.ts";
export { trainCalibration } from "./src/core/memories/calibration.ts";`,
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: bundle,
      logLevel: "warning",
    });
    return await import(pathToFileURL(bundle).href);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
