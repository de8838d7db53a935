// Trains the memory extractor's sentence classifier and its calibration model on the planted sets
// and writes the shipped weights (src/core/memories/sentence-classifier-weights.json,
// calibration-weights.json). Run after changing a training
// set, the features or the training options: `npm run train:memories`.
// The training data is TypeScript (test/node/memory-classifier-training.ts): esbuild bundles it
// into a temporary module first.
import { build } from "esbuild";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = mkdtempSync(join(tmpdir(), "amem-train-"));
try {
  const bundle = join(out, "training.mjs");
  await build({
    stdin: {
      contents: `export { calibrationExamples, trainingExamples } from "./test/node/memory-classifier-training.ts";
export { trainClassifier, serializeWeights } from "./src/core/memories/sentence-classifier.ts";`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: bundle,
    logLevel: "warning",
  });
  const { calibrationExamples, trainingExamples, trainClassifier, serializeWeights } = await import(pathToFileURL(bundle).href);
  const memories = join(root, "src", "core", "memories");
  const examples = trainingExamples();
  const weights = trainClassifier(examples);
  writeFileSync(join(memories, "sentence-classifier-weights.json"), serializeWeights(weights));
  const positives = examples.filter((e) => e.label !== 0).length;
  console.log(`sentence classifier: ${examples.length} sentences (${positives} stating a planted item), ${Object.keys(weights.weights).length} features`);
  const candidates = calibrationExamples();
  const calibration = trainClassifier(candidates);
  writeFileSync(join(memories, "calibration-weights.json"), serializeWeights(calibration));
  const right = candidates.filter((e) => e.label !== 0).length;
  console.log(`calibration: ${candidates.length} candidates (${right} true memories), ${Object.keys(calibration.weights).length} features`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
