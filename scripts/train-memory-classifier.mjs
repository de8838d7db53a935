// Trains the memory extractor's sentence classifier and its calibration model on the planted sets
// and writes the shipped weights (src/core/memories/sentence-classifier-weights.json,
// calibration-weights.json). Run after changing a training set, the features or the training
// options: `npm run train:memories`.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadTraining, root } from "./memory-training-bundle.mjs";

const { calibrationExamples, statedExamples, trainCalibration, trainClassifier, serializeWeights } = await loadTraining();
const memories = join(root, "src", "core", "memories");
const examples = statedExamples();
const weights = trainClassifier(examples);
writeFileSync(join(memories, "sentence-classifier-weights.json"), serializeWeights(weights));
const positives = examples.filter((e) => e.label !== 0).length;
console.log(`sentence classifier: ${examples.length} sentences (${positives} stating a planted item), ${Object.keys(weights.weights).length} features`);
const candidates = calibrationExamples();
const calibration = trainCalibration(candidates);
writeFileSync(join(memories, "calibration-weights.json"), serializeWeights(calibration));
const right = candidates.filter((e) => e.label !== 0).length;
console.log(`calibration: ${candidates.length} candidates (${right} true memories), ${Object.keys(calibration.weights).length} features`);
