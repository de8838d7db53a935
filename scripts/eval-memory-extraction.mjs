// Memory extraction on text its learned models never saw: the calibration sets in folds (see
// foldedExtraction in test/node/memory-classifier-training.ts). Prints pooled precision and recall
// of the patterns alone, of everything extracted, of what is applied (>= 0.7), and how often each
// routing band is right. About 6 minutes on a quiet machine at 189 training sets. `npm run eval:memories` (FOLDS=n to change the folds).
import { loadTraining } from "./memory-training-bundle.mjs";

const { foldedExtraction } = await loadTraining();
const folds = Number(process.env.FOLDS ?? 5);
const started = Date.now();
const r = foldedExtraction(folds);
const ratio = (a, b) => (b === 0 ? "-" : (a / b).toFixed(3));
const line = (name, s) =>
  console.log(
    `${name.padEnd(28)} precision ${ratio(s.correct, s.candidates)} (${s.correct}/${s.candidates})  recall ${ratio(s.matched, s.planted)} (${s.matched}/${s.planted})`,
  );
console.log(`memory extraction, ${r.sets} calibration sets in ${folds} folds (models never trained on the fold)`);
line("patterns alone", r.rules);
line("shipped, everything", r.all);
line("shipped, applied (>= 0.7)", r.applied);
const band = (name, s) => console.log(`${name.padEnd(28)} right ${ratio(s.correct, s.candidates)} (${s.correct}/${s.candidates})`);
band("band >= 0.9 (auto)", r.bands.auto);
band("band 0.7-0.9 (logged)", r.bands.logged);
band("band < 0.7 (review)", r.bands.review);
console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
