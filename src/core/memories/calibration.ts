/**
 * Calibrated confidence for extracted memories: a second small model (the same multinomial
 * logistic regression as sentence-classifier.ts) reads each candidate the patterns and the
 * sentence classifier produced — which pattern found it, its kind and raw confidence, how many
 * words it has, who said its sentence, where it stands, how the other speaker answered and what
 * the sentence classifier read there — and says how
 * likely it is to be a true memory of each kind, or none.
 *
 * It is trained on candidates from planted sets the patterns were never tuned on (so their
 * mistakes are the patterns' real mistakes on unseen text; test/node/memory-classifier-training.ts
 * lists them), each read with a sentence classifier that was not trained on that set. Its
 * probability for the candidate's kind becomes the candidate's confidence, so the routing bands
 * mean what they say (≥ 0.9, applied on its own, was right ~9 times in 10 on sets it was not
 * trained on; see bench/RESULTS.md, "memory extraction").
 */
import { FUNCTION_WORDS, type MemoryKind } from "./model";
import {
  type ClassifiedSentence,
  type ClassifierWeights,
  DEFAULT_TRAINING,
  likeliestKindOf,
  SENTENCE_CLASSES,
  type TrainingExample,
  trainClassifier,
} from "./sentence-classifier";

/** The feature naming the pattern that found a candidate. */
export function patternFeature(pattern: string): string {
  return `pattern:${pattern}`;
}

/** Trains the calibration model; its weights say how many candidates of each pattern it saw (`support`), which extract.ts reads before trusting a low probability. */
export function trainCalibration(examples: readonly TrainingExample[]): ClassifierWeights {
  // Averaged weights as the sentence classifier's, but no dropout: a candidate has about twenty features and each one
  // counts (5 folds over 113 calibration sets, the classifier at dropout 0.2: 0.775 / 0.771 without, 0.765 / 0.775 with
  // 0.2 here too).
  return trainClassifier(examples, { ...DEFAULT_TRAINING, dropout: 0, support: patternFeature("") });
}

/** A candidate as the calibration model reads it. */
export interface CalibrationInput {
  kind: string;
  text: string;
  pattern: string;
  /** The confidence the patterns and the sentence classifier gave it. */
  confidence: number;
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z0-9']*/g) ?? [];
}

/** Probability as a coarse level (0–5), so the model learns bands rather than exact values. */
function level(p: number): number {
  return Math.round(p * 5);
}

/** How the calibration model reads a candidate: its features, and the kind the sentence classifier read in its sentence (undefined: no sentence of the conversation restates it). */
export interface CalibrationReading {
  features: string[];
  sentenceKind: MemoryKind | undefined;
  /** The sentence classifier's probability for sentenceKind (0 without a sentence). */
  sentenceProbability: number;
}

/**
 * How the calibration model reads a candidate: what found it, its size and first word, the sentence of
 * the conversation it restates (the one sharing most of its words) and what the sentence
 * classifier read there (`sentences`: the segment's, as extract.ts's `classifiedSentences` reads them).
 */
export function calibrationReading(candidate: CalibrationInput, sentences: readonly ClassifiedSentence[]): CalibrationReading {
  const body = candidate.text.replace(/^(?:todo|chosen):\s*/i, "");
  const mine = new Set(words(body).filter((w) => w.length > 2 && !FUNCTION_WORDS.has(w)));
  let source: ClassifiedSentence | undefined;
  let share = 0;
  for (const s of sentences) {
    const theirs = new Set(words(s.text));
    let shared = 0;
    for (const w of mine) if (theirs.has(w)) shared++;
    const ratio = shared / Math.max(1, mine.size);
    if (ratio > share) {
      share = ratio;
      source = s;
    }
  }
  const p = source?.probabilities ?? [1, 0, 0, 0, 0];
  const { kind: likeliest, probability } = likeliestKindOf(p);
  const first = words(body)[0] ?? "";
  const features = [
    patternFeature(candidate.pattern),
    `kind:${candidate.kind}`,
    `pattern-kind:${candidate.pattern}|${candidate.kind}`,
    `confidence:${Math.round(candidate.confidence * 10)}`,
    `size:${Math.min(4, Math.floor(mine.size / 2))}`,
    `first:${first}`,
    `role:${source?.role ?? "bullet"}`,
    `sentence-kind:${likeliest}`,
    `sentence-agrees:${likeliest === candidate.kind}`,
    `sentence-none:${level(p[0]!)}`,
    `sentence-own-kind:${level(p[SENTENCE_CLASSES.indexOf(candidate.kind as (typeof SENTENCE_CLASSES)[number])] ?? 0)}`,
    `restates:${share >= 0.99 ? "all" : share >= 0.6 ? "most" : "little"}`,
    ...SENTENCE_CLASSES.slice(1).map((k, i) => `sentence-${k}:${level(p[i + 1]!)}`),
    // Where the sentence stands and how the other speaker met it ("ok", "thanks", "no", a question answered).
    `role-kind:${source?.role ?? "bullet"}|${candidate.kind}`,
    `last-message:${source?.lastMessage ?? "none"}`,
    `position:${Math.min(3, source?.position ?? 9)}`,
    `next-first:${words(source?.next ?? "")[0] ?? "none"}`,
    `prev-asked:${(source?.previous ?? "").trimEnd().endsWith("?")}`,
  ];
  return { features, sentenceKind: source ? likeliest : undefined, sentenceProbability: source ? probability : 0 };
}
