/**
 * What a summary bullet says — the ask, a result, a failure, a decision… — and how much it
 * matters to someone reading a day, week or month back. The extractive segment summarizer
 * writes each kind behind its label (`Result: …`) and rollups read the kind back from the
 * text with `bulletKind`. The text is the one place every bullet has its kind: bullets are
 * stored and served as text (toc_nodes and their versions, the search index, the API),
 * nodes written earlier carry nothing else, and a model's bullets are free sentences — so
 * the labels are one table here, written and read from the same place.
 */

export type BulletKind = "result" | "shipped" | "failure" | "decision" | "tests" | "progress" | "red" | "discussion" | "ask" | "files" | "commands" | "reads";

/** The labels the segment summarizer writes; `bulletKind` reads the same ones. */
export const BULLET_LABEL = {
  result: "Result: ",
  shipped: "Shipped: ",
  failure: "Failed: ",
  tests: "Tests: ",
  progress: "In progress: ",
  /** A test that failed before a fix later in the same segment passed. */
  redBeforeFix: "Failed at first: ",
  /** A test written to fail first, as asked. */
  redAsPlanned: "Failing as planned: ",
} as const;

/** Label (or opening words) → kind, longest first where one opens another. */
const LABELLED: readonly [RegExp, BulletKind][] = [
  [/^Result: /, "result"],
  [/^Shipped: /, "shipped"],
  [/^(Failed at first|Failing as planned): /, "red"],
  [/^Failed: /, "failure"],
  [/^Tests: /, "tests"],
  [/^In progress: /, "progress"],
  [/^Asked( to |: )/, "ask"],
  [/^(Created|Edited|Deleted) /, "files"],
  [/^Ran /, "commands"],
  [/^Read /, "reads"],
];

/** Rollups of a day name the piece of work before its bullet: `Add JWT auth — Result: …`. */
export const TOPIC_SEPARATOR = " — ";
const TOPIC_PREFIX = /^[^—]{1,160}? — (?=[A-Z])/;

/** Cues of a free sentence (a model's bullet, or the assistant's own words) by what it reports. */
const SHIPPED_CUE = /\b(PR #?\d+|pull request|committed|merged|pushed|released|deployed|shipped|tagged v?\d)/i;
const FAILURE_CUE = /\b(fail(ed|s|ing|ure)?|errors?|broke|broken|crash(ed|es)?|regression|exception|timed? ?out)\b/i;
const DECISION_CUE = /\b(root cause|because|the fix|turns out|decided|instead of|rather than|switch(ed)? to|falls? through|falling through|which means)\b/i;
const RESULT_CUE =
  /\b(now (passes|works|returns|reads|requires|uses|takes)|all \d+ tests? pass|suite passes|is in place|fixed|resolved|implemented|(went|dropped|fell) from)\b/i;

/** Removes a rollup's topic prefix, leaving the child's own bullet. */
export function withoutTopic(text: string): string {
  return text.replace(TOPIC_PREFIX, "");
}

const LABEL = /^(Result|Shipped|Failed at first|Failing as planned|Failed|Tests|In progress): /;

/** What a bullet says without its topic and label: two bullets are compared by this. */
export function bulletBody(text: string): string {
  return withoutTopic(text).replace(LABEL, "");
}

/** The kind of a bullet: its label when it has one, else what its words report. Deterministic. */
export function bulletKind(text: string): BulletKind {
  const own = withoutTopic(text);
  for (const [pattern, kind] of LABELLED) if (pattern.test(own)) return kind;
  if (SHIPPED_CUE.test(own)) return "shipped";
  if (RESULT_CUE.test(own)) return "result";
  if (DECISION_CUE.test(own)) return "decision";
  if (FAILURE_CUE.test(own)) return "failure";
  return "discussion";
}

/**
 * How much a bullet of each kind tells a reader of a period, 0–1: how work ended (results,
 * what shipped, what broke, why) before what was asked, touched or run.
 */
const SIGNIFICANCE: Record<BulletKind, number> = {
  result: 1,
  shipped: 0.95,
  failure: 0.85,
  decision: 0.7,
  tests: 0.5,
  progress: 0.6,
  red: 0.45,
  discussion: 0.4,
  ask: 0.3,
  files: 0.25,
  commands: 0.2,
  reads: 0.1,
};

/** A test run that went from failing to passing says how the work ended. */
const RED_THEN_GREEN = /failed \(\d+ failed.*(then|after \d+ more runs) .*passed/;

export function bulletSignificance(text: string, kind = bulletKind(text)): number {
  if (kind === "tests" && RED_THEN_GREEN.test(text)) return 0.75;
  return SIGNIFICANCE[kind];
}

/** Kinds that say how a piece of work ended. */
export function isEnding(kind: BulletKind): boolean {
  return kind === "result" || kind === "shipped" || kind === "failure" || kind === "progress" || kind === "tests";
}
