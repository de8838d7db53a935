/**
 * A learned second opinion on memory extraction: a multinomial logistic regression that reads one
 * sentence of a conversation (its words, word pairs, speaker and the turn around it) and says how
 * likely it states a fact, decision, instruction or task, or nothing worth keeping.
 *
 * Trained offline (scripts/train-memory-classifier.mjs) on the planted sets in test/node, and
 * shipped as data (sentence-classifier-weights.json), so extraction stays offline and
 * deterministic: the same segment and the same weights give the same probabilities.
 */
import { mulberry32 } from "../mulberry32";
import type { MemoryKind } from "./model";

/** The classes, "none" first; probabilities come in this order. */
export const SENTENCE_CLASSES = ["none", "fact", "decision", "instruction", "task"] as const;
export type SentenceClass = (typeof SENTENCE_CLASSES)[number];

export interface SentenceUnit {
  role: "user" | "assistant";
  text: string;
  /** The other speaker's message just before this sentence's message, if any. */
  previous?: string;
  /** The other speaker's message just after it, if any. */
  next?: string;
  /** This sentence's message is the session's last user or assistant message. */
  lastMessage: boolean;
  /** Where the sentence stands in its message: 0 for the first. */
  position: number;
}

/** A sentence with the classifier's probabilities for it (SENTENCE_CLASSES order). */
export interface ClassifiedSentence extends SentenceUnit {
  probabilities: readonly number[];
}

export interface ClassifierWeights {
  version: 1;
  classes: readonly SentenceClass[];
  /** One bias per class. */
  bias: readonly number[];
  /** Per feature, one weight per class. */
  weights: Readonly<Record<string, readonly number[]>>;
  /** How many training examples had each feature starting with TrainingOptions.support (absent: none asked for). */
  support?: Readonly<Record<string, number>>;
}

/** Words as the model sees them: lower case; numbers, code spans and paths folded into a few shapes. */
function tokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/`[^`]*`/g, " codespan ")
      .replace(/\b\S+\/\S+\b/g, " pathlike ")
      .match(/[a-z][a-z0-9']*|\d+(?:\.\d+)?/g)
      ?.map((w) => (/^\d/.test(w) ? "<num>" : w)) ?? []
  );
}

/** Words of four letters or more too common to tie a sentence to the messages around it. */
const COMMON_WORDS: ReadonlySet<string> = new Set(
  "that this with from have will what when there their they them then than just like also been were into your about would could should which".split(" "),
);

/** How much of a sentence's own words (`words`, as tokens gives them) a neighbouring message holds: none, some, most, or no message. */
function sharedWords(words: readonly string[], message: string | undefined): string {
  if (message === undefined) return "none";
  const own = new Set(words.filter((w) => w.length > 3 && !COMMON_WORDS.has(w)));
  if (own.size === 0) return "empty";
  const theirs = new Set(tokens(message));
  let shared = 0;
  for (const w of own) if (theirs.has(w)) shared++;
  return shared === 0 ? "0" : shared / own.size < 0.5 ? "some" : "most";
}

/** How a neighbouring message opens ("yes", "no", "ok"), the part of it that answers. */
function opening(message: string | undefined): string {
  if (message === undefined) return "none";
  const first = tokens(message)[0];
  return first ?? "empty";
}

/**
 * The features of one sentence: its words and word pairs, its speaker and its turn, its place and
 * length in its message, and the speaker paired with the turn's signals (a linear model cannot
 * combine them itself: the assistant's "we use X" answered "yes" is not the user's).
 */
export function sentenceFeatures(unit: SentenceUnit): string[] {
  const words = tokens(unit.text);
  const [role, first, next] = [unit.role, words[0] ?? "", opening(unit.next)];
  const asked = unit.previous?.includes("?") === true;
  const out = new Set<string>([`role:${role}`, `first:${first}`, `prev:${opening(unit.previous)}`, `next:${next}`]);
  out.add(`position:${Math.min(unit.position, 3)}`);
  out.add(`length:${Math.min(6, Math.floor(words.length / 5))}`);
  out.add(`role-first:${role}|${first}`);
  out.add(`role-next:${role}|${next}`);
  out.add(`role-asked:${role}|${asked}`);
  out.add(`role-last:${role}|${unit.lastMessage}`);
  if (unit.text.trimEnd().endsWith("?")) out.add("shape:question");
  if (asked) out.add("prev:asked");
  if (unit.lastMessage) out.add("shape:last-message");
  const colon = unit.text.indexOf(":");
  if (colon > 0 && colon < 40) for (const w of tokens(unit.text.slice(0, colon))) out.add(`head:${w}`);
  // Whether the other speaker's messages either side share its words: a pick among the options just offered, a rule
  // the assistant repeats back, or a new subject nobody takes up (5 folds: 0.768 / 0.746 -> 0.774 / 0.755; the pair
  // read with the sentence's length, 0.775 / 0.763 with source grips, is no better than without, 0.774 / 0.761).
  const [before, after] = [sharedWords(words, unit.previous), sharedWords(words, unit.next)];
  out.add(`shares-previous:${role}|${before}`);
  out.add(`shares-next:${role}|${after}`);
  out.add(`shares-both:${role}|${before}|${after}`);
  for (const w of words) out.add(`w:${w}`);
  for (let i = 0; i + 1 < words.length; i++) out.add(`b:${words[i]} ${words[i + 1]}`);
  return [...out];
}

/** The class probabilities of a sentence's features, in SENTENCE_CLASSES order. */
export function classProbabilities(model: ClassifierWeights, features: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const f of features) {
    const w = model.weights[f];
    if (!w) continue;
    for (let c = 0; c < scores.length; c++) scores[c]! += w[c]!;
  }
  return softmax(scores);
}

function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp(s - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

/** The likeliest kind in a distribution (SENTENCE_CLASSES order), its probability and that of "none". */
export function likeliestKindOf(probabilities: readonly number[]): { kind: MemoryKind; probability: number; none: number } {
  let best = 1;
  for (let c = 2; c < probabilities.length; c++) if (probabilities[c]! > probabilities[best]!) best = c;
  return { kind: SENTENCE_CLASSES[best] as MemoryKind, probability: probabilities[best]!, none: probabilities[0]! };
}

/** The likeliest kind of a sentence's features, its probability and that of "none". */
export function likeliestKind(model: ClassifierWeights, features: readonly string[]): { kind: MemoryKind; probability: number; none: number } {
  return likeliestKindOf(classProbabilities(model, features));
}

export interface TrainingExample {
  features: readonly string[];
  /** Index into SENTENCE_CLASSES. */
  label: number;
}

export interface TrainingOptions {
  epochs: number;
  /** L2 penalty per example step. */
  l2: number;
  learningRate: number;
  /** Features seen in fewer examples are dropped. */
  minCount: number;
  /** Weight of a positive (not "none") example relative to a "none" one. */
  positiveWeight: number;
  /** A feature whose every class weight is smaller than this is not shipped (it barely moves a probability). */
  prune: number;
  /** Features starting with this ship with their example counts (ClassifierWeights.support), so a reader knows how much the model saw of them. */
  support?: string;
  /**
   * Share of an example's features hidden from each of its steps (dropout, in [0, 1)), so the model
   * cannot lean on any one word or signal; the shipped weights are scaled by the share kept.
   */
  dropout: number;
  /** Ship the mean of the weights at each epoch's end rather than the last epoch's: steadier on text it never saw. */
  average: boolean;
}

/**
 * minCount 3: a feature seen in fewer than three sentences is dropped. With 73 training sets it
 * kept extraction's figures (5 folds over the calibration sets: 0.695 / 0.703 against 0.697 / 0.703
 * with 2) at about half the weights.
 *
 * Dropout 0.3 with averaged weights: a bag of words learns its training sets' topics ("log
 * shipping" read as nothing); hiding features at random makes it read a sentence by more of its
 * signals at once. 5 folds over 113 calibration sets: 0.763 / 0.760 without either, 0.760 / 0.774
 * averaged, 0.779 / 0.770 with both (dropout 0.2: 0.775 / 0.771, 0.4: 0.785 / 0.763; hiding only
 * words and word pairs, 0.3: 0.767 / 0.771).
 */
export const DEFAULT_TRAINING: TrainingOptions = {
  epochs: 15,
  l2: 1e-4,
  learningRate: 0.1,
  minCount: 3,
  positiveWeight: 1,
  prune: 0.02,
  dropout: 0.3,
  average: true,
};

/** The seed of training's dropout. */
const TRAINING_SEED = 19;

/**
 * Fits the model by stochastic gradient descent with AdaGrad steps, in the examples' order (no
 * shuffling) and with seeded dropout: the same examples give the same weights.
 */
export function trainClassifier(examples: readonly TrainingExample[], options: TrainingOptions = DEFAULT_TRAINING): ClassifierWeights {
  if (!(options.dropout >= 0 && options.dropout < 1)) throw new RangeError(`dropout must be in [0, 1), not ${options.dropout}`);
  const k = SENTENCE_CLASSES.length;
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [f, n] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) if (n >= options.minCount) index.set(f, index.size);
  const w = new Float64Array(index.size * k);
  const g2 = new Float64Array(index.size * k).fill(1e-8);
  const bias = new Float64Array(k);
  const b2 = new Float64Array(k).fill(1e-8);
  const rows = examples.map((e) => ({ ids: e.features.flatMap((f) => (index.has(f) ? [index.get(f)!] : [])), label: e.label }));
  const random = mulberry32(TRAINING_SEED);
  const mean = options.average ? { w: new Float64Array(w.length), bias: new Float64Array(k) } : undefined;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const { ids: all, label } of rows) {
      const ids = options.dropout > 0 ? all.filter(() => random() >= options.dropout) : all;
      const scores = [...bias];
      for (const id of ids) for (let c = 0; c < k; c++) scores[c]! += w[id * k + c]!;
      const p = softmax(scores);
      const weight = label === 0 ? 1 : options.positiveWeight;
      for (let c = 0; c < k; c++) {
        const grad = weight * (p[c]! - (c === label ? 1 : 0));
        b2[c]! += grad * grad;
        bias[c]! -= (options.learningRate * grad) / Math.sqrt(b2[c]!);
        for (const id of ids) {
          const at = id * k + c;
          const gw = grad + options.l2 * w[at]!;
          g2[at]! += gw * gw;
          w[at]! -= (options.learningRate * gw) / Math.sqrt(g2[at]!);
        }
      }
    }
    if (mean) {
      for (let i = 0; i < w.length; i++) mean.w[i]! += w[i]! / options.epochs;
      for (let c = 0; c < k; c++) mean.bias[c]! += bias[c]! / options.epochs;
    }
  }
  if (mean) {
    w.set(mean.w);
    bias.set(mean.bias);
  }
  // Trained on a share of its features at a time, a sentence's sum is taller with all of them.
  for (let i = 0; i < w.length; i++) w[i]! *= 1 - options.dropout;
  const weights: Record<string, number[]> = {};
  for (const [f, id] of index) {
    const row = Array.from(w.subarray(id * k, id * k + k), round);
    if (row.some((x) => Math.abs(x) >= options.prune)) weights[f] = row;
  }
  const model: ClassifierWeights = { version: 1, classes: SENTENCE_CLASSES, bias: Array.from(bias, round), weights };
  const prefix = options.support;
  if (prefix === undefined) return model;
  return { ...model, support: Object.fromEntries([...counts].filter(([f]) => f.startsWith(prefix)).sort((a, b) => (a[0] < b[0] ? -1 : 1))) };
}

/** Three decimals: enough for the probabilities, and the JSON stays small. */
function round(x: number): number {
  return Math.round(x * 1e3) / 1e3;
}

/** The weights as shipped: one feature per line, so a retraining's diff reads feature by feature. */
export function serializeWeights(model: ClassifierWeights): string {
  const lines = Object.entries(model.weights).map(([f, w]) => `    ${JSON.stringify(f)}: ${JSON.stringify(w)}`);
  const support = model.support ? `,\n  "support": ${JSON.stringify(model.support)}` : "";
  return `{\n  "version": ${model.version},\n  "classes": ${JSON.stringify(model.classes)},\n  "bias": ${JSON.stringify(model.bias)},\n  "weights": {\n${lines.join(",\n")}\n  }${support}\n}\n`;
}
