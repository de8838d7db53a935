/**
 * The sentence classifier behind memory extraction's second opinion
 * (src/core/memories/sentence-classifier.ts): its features, its probabilities, its training, and
 * the shipped weights (exactly what training on the planted sets gives, so a changed set or
 * feature cannot ship stale weights), and the calibration model's (calibration.ts). Their measure
 * on sets they were not trained on is printed and held to a floor: the sentence classifier on every
 * calibration set, read by a classifier trained without the set's fold; the calibration's bands on
 * the largest calibration set left out.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { trainCalibration } from "../../src/core/memories/calibration";
import { conversationSentences, extractCandidates, type MemoryCandidate } from "../../src/core/memories/extract";
import {
  type ClassifierWeights,
  classProbabilities,
  DEFAULT_TRAINING,
  likeliestKind,
  SENTENCE_CLASSES,
  type SentenceUnit,
  sentenceFeatures,
  serializeWeights,
  trainClassifier,
} from "../../src/core/memories/sentence-classifier";
import { type CalibrationReading, calibrationReadings, statedExamples, TRAINING_SETS } from "./memory-classifier-training";

/** The tests that train models on the planted sets: seconds on a quiet machine, minutes on a loaded one. */
const TRAINING_TIMEOUT_MS = 600_000;

/**
 * The calibration sets as the shipped calibration model's training reads them, each with the sentence
 * classifier (trained without the set's fold) that read it. Eight classifiers, a minute's training on a
 * quiet machine: read once and shared by the calibration-weights check and the measures on sets left out.
 */
let readings: CalibrationReading[] | undefined;
const calibrationRead = (): CalibrationReading[] => (readings ??= calibrationReadings());

const unit = (text: string, more: Partial<SentenceUnit> = {}): SentenceUnit => ({ role: "user", text, lastMessage: false, position: 0, ...more });

describe("sentence features", () => {
  it("reads words, word pairs, the speaker and the turn", () => {
    const f = sentenceFeatures(unit("We use jose for JWTs?", { role: "assistant", previous: "which lib?", next: "Yes, go ahead." }));
    expect(f).toEqual(expect.arrayContaining(["role:assistant", "first:we", "w:jose", "b:use jose", "shape:question", "prev:which", "prev:asked", "next:yes"]));
    expect(f).not.toContain("shape:last-message");
    expect(sentenceFeatures(unit("done", { lastMessage: true }))).toEqual(expect.arrayContaining(["prev:none", "next:none", "shape:last-message"]));
  });

  it("folds code spans, paths and numbers into shapes, so one name or number does not decide", () => {
    const f = sentenceFeatures(unit("Run `pnpm vitest` in src/api, it takes 47 s"));
    expect(f).toEqual(expect.arrayContaining(["w:codespan", "w:pathlike", "w:<num>", "b:run codespan"]));
    expect(f.some((x) => x.includes("vitest") || x.includes("47"))).toBe(false);
  });

  it("reads the words before a short head's colon as a head", () => {
    expect(sentenceFeatures(unit("Next steps: write the migration"))).toEqual(expect.arrayContaining(["head:next", "head:steps"]));
    expect(sentenceFeatures(unit("We spent the whole afternoon on the flaky test and then: nothing")).some((x) => x.startsWith("head:"))).toBe(false);
  });
});

describe("probabilities and training", () => {
  const toy: ClassifierWeights = {
    version: 1,
    classes: SENTENCE_CLASSES,
    bias: [1, 0, 0, 0, 0],
    weights: { "w:todo": [0, 0, 0, 0, 4], "w:always": [0, 0, 0, 3, 0] },
  };

  it("gives a distribution over the classes, none first", () => {
    const p = classProbabilities(toy, ["w:todo", "w:unknown"]);
    expect(p).toHaveLength(SENTENCE_CLASSES.length);
    expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(p.indexOf(Math.max(...p))).toBe(SENTENCE_CLASSES.indexOf("task"));
    expect(likeliestKind(toy, ["w:always"])).toMatchObject({ kind: "instruction" });
    // No feature known: the bias alone, "none" likeliest, yet the likeliest kind is still reported with its probability.
    const none = likeliestKind(toy, ["w:unknown"])!;
    expect(none.none).toBeGreaterThan(none.probability);
  });

  it("learns a rule from examples, and the same examples give the same weights", () => {
    const examples = [
      ...Array.from({ length: 20 }, (_, i) => ({ features: ["w:always", `w:x${i}`], label: SENTENCE_CLASSES.indexOf("instruction") })),
      ...Array.from({ length: 20 }, (_, i) => ({ features: ["w:todo", `w:x${i}`], label: SENTENCE_CLASSES.indexOf("task") })),
      ...Array.from({ length: 40 }, (_, i) => ({ features: ["w:the", `w:x${i}`], label: 0 })),
    ];
    const model = trainClassifier(examples);
    expect(likeliestKind(model, ["w:always", "w:x3"])).toMatchObject({ kind: "instruction" });
    expect(likeliestKind(model, ["w:todo"])!.probability).toBeGreaterThan(0.5);
    expect(classProbabilities(model, ["w:the", "w:x7"])[0]).toBeGreaterThan(0.5);
    expect(serializeWeights(trainClassifier(examples))).toBe(serializeWeights(model));
  });

  it("learns the same rule without dropout or averaging, and refuses a dropout outside [0, 1)", () => {
    const examples = [
      ...Array.from({ length: 20 }, (_, i) => ({ features: ["w:always", `w:x${i}`], label: SENTENCE_CLASSES.indexOf("instruction") })),
      ...Array.from({ length: 40 }, (_, i) => ({ features: ["w:the", `w:x${i}`], label: 0 })),
    ];
    const plain = trainClassifier(examples, { ...DEFAULT_TRAINING, dropout: 0, average: false });
    expect(likeliestKind(plain, ["w:always"])!.probability).toBeGreaterThan(0.5);
    // Scaled by the share kept, a shipped weight is smaller than one learned with every feature seen at every step.
    const hidden = trainClassifier(examples, { ...DEFAULT_TRAINING, dropout: 0.3, average: false });
    expect(hidden.weights["w:always"]![3]!).toBeLessThan(plain.weights["w:always"]![3]!);
    for (const dropout of [1, -0.1, Number.NaN]) expect(() => trainClassifier(examples, { ...DEFAULT_TRAINING, dropout })).toThrow(RangeError);
  });

  it(
    "ships exactly the weights training on the planted sets gives (run `npm run train:memories` after changing a set or a feature)",
    () => {
      const shipped = readFileSync(new URL("../../src/core/memories/sentence-classifier-weights.json", import.meta.url), "utf8");
      expect(serializeWeights(trainClassifier(statedExamples())) === shipped, "src/core/memories/sentence-classifier-weights.json is stale").toBe(true);
    },
    TRAINING_TIMEOUT_MS,
  );

  it(
    "ships exactly the calibration weights training gives",
    () => {
      const shipped = readFileSync(new URL("../../src/core/memories/calibration-weights.json", import.meta.url), "utf8");
      expect(
        serializeWeights(trainCalibration(calibrationRead().flatMap((r) => r.examples))) === shipped,
        "src/core/memories/calibration-weights.json is stale",
      ).toBe(true);
    },
    TRAINING_TIMEOUT_MS,
  );
});

/**
 * The model alone on text it was not trained on: every calibration set read by the classifier trained
 * without the set's fold (one eighth of the calibration sets; see calibrationReadings), a sentence
 * read as its likeliest kind when that reaches 0.5 (the extractor's threshold for a sentence no rule
 * took until the fifth session; it proposes from 0.3 now and lets calibration sort them, so 0.5 keeps
 * this a measure of the model's own reading). Until the eleventh session this trained a classifier per
 * left-out set on a fixed twelve (blind12-23; last, of 167 training sets: 0.908 / 0.800); the folds the
 * calibration check trains anyway measure on all the calibration sets at no extra training. Floors:
 * below what it reached, 2026-11-27 (152 calibration sets of 167 training sets): 0.889 / 0.702
 * (8,087/9,095, 7,644/10,883).
 */
describe("the model alone, each calibration set read by a classifier not trained on it", () => {
  it(
    "keeps pooled precision and recall at their floors",
    () => {
      let [correct, candidates, matched, planted] = [0, 0, 0, 0];
      const read = calibrationRead();
      for (const { name, sentences: model } of read) {
        const set = TRAINING_SETS[name]!;
        const score = set.score(
          set.sessions.map((_, i) =>
            conversationSentences(set.segment(i)).flatMap((s): MemoryCandidate[] => {
              const k = likeliestKind(model, sentenceFeatures(s));
              return k && k.probability >= 0.5 && !s.text.trimEnd().endsWith("?") ? [{ kind: k.kind, text: s.text } as MemoryCandidate] : [];
            }),
          ),
        );
        correct += score.correctCandidates;
        candidates += score.candidates;
        matched += score.matchedItems;
        planted += score.planted;
      }
      console.log(
        `sentence classifier alone, ${read.length} calibration sets each read by a classifier not trained on its fold: precision ${(correct / candidates).toFixed(3)} (${correct}/${candidates}), recall ${(matched / planted).toFixed(3)} (${matched}/${planted})`,
      );
      expect(correct / candidates).toBeGreaterThanOrEqual(PRECISION_FLOOR);
      expect(matched / planted).toBeGreaterThanOrEqual(RECALL_FLOOR);
    },
    TRAINING_TIMEOUT_MS,
  );
});

/**
 * Calibration on sets it was not trained on: each of the LEFT_OUT largest calibration sets, read by the
 * sentence classifier trained without its fold, and by a calibration model trained on every other set's
 * candidates; then their candidates pooled by confidence band. (The other sets' candidates were read by
 * classifiers trained on the left-out set, labels included: an indirect leak, as the calibration model never sees
 * its candidates.) Calibrated, the bands are ordered as their names promise: what is applied on its own (>= 0.9) is
 * right more often than what is applied and logged (0.7-0.9), which is right more often than what waits for review;
 * and the top band is right at least 0.8 of the time. One set alone gave the middle bands a few dozen candidates
 * each, too few to order them (blind64 at 219 sets: 0.7-0.9 right 30/41, review 21/27).
 */
const LEFT_OUT = 6;
describe("calibration on sets left out", () => {
  it(
    "orders the routing bands by how often they are right",
    () => {
      const read = calibrationRead();
      const size = (name: string) => TRAINING_SETS[name]!.sessions.flatMap((s) => s.planted).length;
      const lefts = [...read].sort((a, b) => size(b.name) - size(a.name)).slice(0, LEFT_OUT);
      const bands = [
        { lo: 0.9, hi: 2, right: 0, of: 0 },
        { lo: 0.7, hi: 0.9, right: 0, of: 0 },
        { lo: 0, hi: 0.7, right: 0, of: 0 },
      ];
      for (const left of lefts) {
        const calibration = trainCalibration(read.filter((r) => r !== left).flatMap((r) => r.examples));
        const set = TRAINING_SETS[left.name]!;
        const candidates = set.sessions.map((_, i) => extractCandidates(set.segment(i), { sentences: left.sentences, calibration }));
        for (const band of bands) {
          const s = set.score(candidates.map((cs) => cs.filter((c) => c.confidence >= band.lo && c.confidence < band.hi)));
          band.right += s.correctCandidates;
          band.of += s.candidates;
        }
      }
      const [auto, logged, review] = bands.map((b) => ({ ...b, share: b.of === 0 ? 0 : b.right / b.of }));
      console.log(
        `calibration, ${lefts.map((l) => l.name).join(", ")} each left out: >= 0.9 ${auto!.right}/${auto!.of}, 0.7-0.9 ${logged!.right}/${logged!.of}, < 0.7 ${review!.right}/${review!.of}`,
      );
      expect(auto!.of).toBeGreaterThan(0);
      expect(auto!.share).toBeGreaterThanOrEqual(0.8);
      expect(auto!.share).toBeGreaterThan(review!.share);
      expect(logged!.share).toBeGreaterThan(review!.share);
    },
    TRAINING_TIMEOUT_MS,
  );
});

const PRECISION_FLOOR = 0.87;
const RECALL_FLOOR = 0.69;
