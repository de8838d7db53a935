/**
 * The extractive summary of a segment: a title naming what the user wanted, then up to five
 * bullets in the order a reader needs them: the ask, what was decided, what changed (files),
 * what ran (tests, commands), what broke, and how it ended (what shipped, the result). When
 * there are more candidates than room, the ask and the outcome win, then what shipped,
 * changes, tests, errors, decisions, commands. A test that was red before the fix (or was
 * written to fail first) is told as such, below real errors.
 */
import type { StoredEvent } from "../ingest/event";
import { eventTerms } from "../text/event-terms";
import { SUMMARY_BULLET_MAX_CHARS, SUMMARY_MAX_BULLETS, SUMMARY_TITLE_MAX_WORDS } from "../toc/constants";
import { BULLET_LABEL } from "./bullet-kind";
import { extractFacts, sentences, type CommandRun, type Failure, type FileTouch, type Finding, type SegmentFacts } from "./event-facts";
import { topKeywords, type WeightedText } from "./keywords";
import { termKeys } from "../text/terms";
import { AGENT_NAMES, clip, joinList, lowerFirst, plain, titleFromAsk, upperFirst } from "./text";
import type { Summary } from "./types";

type BulletKind = "ask" | "decision" | "files" | "tests" | "commands" | "errors" | "expected" | "shipped" | "outcome" | "progress" | "reads" | "discussion";

interface Candidate {
  kind: BulletKind;
  text: string;
  /** Position of its first supporting event in the segment, for narrative order. */
  at: number;
}

/** Which candidates survive when there are more than five: lower is kept first. */
const PRIORITY: Record<BulletKind, number> = {
  ask: 0,
  outcome: 1,
  shipped: 2,
  files: 3,
  tests: 4,
  errors: 5,
  decision: 6,
  expected: 7,
  commands: 8,
  progress: 9,
  discussion: 10,
  reads: 11,
};
/** A request phrased as a question reads as "Asked: why …?", not "Asked to why …". */
const QUESTION = /^(why|what|how|when|where|which|who|whose|is|are|was|were|does|do|did|can|could|should|would|will|has|have|i|we|my|our|it|there|the)\b/i;
const NAMED_FILES = 3;
const NAMED_ASKS = 3;
const ASK_CLAUSE_WORDS = 14;
const COMMAND_CHARS = 70;
/** Commands that only look around; they are not worth a bullet. */
const READ_ONLY_COMMAND = /^(ls|cat|head|tail|less|sed -n|rg|grep|find|fd|pwd|echo|wc|tree|which|git (status|diff|log|show|branch))\b/;

export function summarizeSegment(events: readonly StoredEvent[], overlap: readonly StoredEvent[] = []): Summary {
  const facts = extractFacts(events);
  const position = new Map(events.map((e, i) => [e.event_id, i]));
  const at = (eventId: string): number => position.get(eventId) ?? 0;

  const candidates = [
    askBullet(facts.asks, at),
    decisionBullet(facts.decisions, at),
    filesBullet(facts.files, at),
    testsBullet(facts.commands, at),
    commandsBullet(facts.commands, at),
    errorsBullet(
      facts.errors.filter((e) => e.expected === undefined),
      at,
    ),
    expectedFailureBullet(facts.errors, at),
    shippedBullet(facts.shipped, at),
    ...outcomeBullets(facts.conclusions, at),
    progressBullet(facts.in_progress, at),
    readsBullet(facts.files, at),
    discussionBullet(events, facts, at),
  ].filter((c): c is Candidate => c !== null && c.text !== "");

  const kept = [...candidates].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind]).slice(0, SUMMARY_MAX_BULLETS);
  const narrative = kept.sort((a, b) => rank(a) - rank(b) || a.at - b.at);
  const title = titleOf(facts, events, overlap);
  return {
    title,
    bullets: narrative.map((c) => clip(c.text, SUMMARY_BULLET_MAX_CHARS)),
    keywords: topKeywords(keywordSources(events, facts), undefined, undefined, notKeywords(events, title)),
  };
}

/** The ask opens and the outcome (or where work stopped) closes; everything else in the order it happened. */
function rank(c: Candidate): number {
  return c.kind === "ask" ? 0 : c.kind === "shipped" ? 2 : c.kind === "outcome" || c.kind === "progress" ? 3 : 1;
}

function askClause(text: string): string {
  return lowerFirst(titleFromAsk(text, ASK_CLAUSE_WORDS));
}

function askBullet(asks: Finding[], at: (id: string) => number): Candidate | null {
  const first = asks[0];
  if (first === undefined) return null;
  if (asks.length === 1) {
    const text = plain(first.text);
    return { kind: "ask", text: QUESTION.test(text) ? `Asked: ${text}` : `Asked to ${lowerFirst(text)}`, at: at(first.event_id) };
  }
  const named = asks.slice(0, NAMED_ASKS).map((a) => askClause(a.text));
  const more = asks.length > NAMED_ASKS ? ` (+${asks.length - NAMED_ASKS} more requests)` : "";
  return { kind: "ask", text: `Asked to ${named.join("; then ")}${more}`, at: at(first.event_id) };
}

function decisionBullet(decisions: Finding[], at: (id: string) => number): Candidate | null {
  const first = decisions[0];
  if (first === undefined) return null;
  const text = decisions
    .slice(0, 2)
    .map((d) => plain(d.text))
    .join(" ");
  return { kind: "decision", text: upperFirst(text), at: at(first.event_id) };
}

function filesBullet(files: FileTouch[], at: (id: string) => number): Candidate | null {
  const changed = files.filter((f) => f.action !== "read");
  if (changed.length === 0) return null;
  const named = [...changed].sort((a, b) => b.changes - a.changes || at(a.first_event_id) - at(b.first_event_id)).slice(0, NAMED_FILES);
  const groups = (["created", "edited", "deleted"] as const)
    .map((action) => ({ action, paths: named.filter((f) => f.action === action).map((f) => f.path) }))
    .filter((g) => g.paths.length > 0)
    .map((g, i) => `${i === 0 ? upperFirst(g.action) : g.action} ${joinList(g.paths)}`);
  const more = changed.length - named.length;
  const tail = more > 0 ? ` (+${more} more ${more === 1 ? "file" : "files"})` : "";
  return { kind: "files", text: `${groups.join("; ")}${tail}`, at: Math.min(...named.map((f) => at(f.first_event_id))) };
}

function runOutcome(run: CommandRun): string {
  const counts = run.tests;
  if (counts !== undefined) {
    if (counts.failed > 0) return `failed (${counts.failed} failed, ${counts.passed} passed)`;
    return `passed (${counts.passed} tests)`;
  }
  return run.ok === undefined ? "ran" : run.ok ? "passed" : "failed";
}

function isTestRun(run: CommandRun): boolean {
  return run.tests !== undefined || /\b(test|vitest|jest|pytest|mocha|rspec)\b/i.test(run.command);
}

function testsBullet(commands: CommandRun[], at: (id: string) => number): Candidate | null {
  const runs = commands.filter(isTestRun);
  const first = runs[0];
  const last = runs[runs.length - 1];
  if (first === undefined || last === undefined) return null;
  const describe = (run: CommandRun): string => `${clip(run.command, COMMAND_CHARS)} ${runOutcome(run)}`;
  let text = `${BULLET_LABEL.tests}${describe(first)}`;
  if (runs.length === 2) text += `, then ${describe(last)}`;
  if (runs.length > 2) text += `; after ${runs.length - 1} more runs ${describe(last)}`;
  return { kind: "tests", text, at: at(first.event_id) };
}

function commandsBullet(commands: CommandRun[], at: (id: string) => number): Candidate | null {
  const runs = commands.filter((run) => !isTestRun(run) && !READ_ONLY_COMMAND.test(run.command));
  const first = runs[0];
  if (first === undefined) return null;
  const distinct = [...new Set(runs.map((r) => clip(r.command.split("\n")[0] ?? "", COMMAND_CHARS)))];
  const failed = runs.filter((r) => r.ok === false).length;
  const named = distinct.slice(0, 2).join("; ");
  const more = distinct.length > 2 ? ` (+${distinct.length - 2} more)` : "";
  const failures = failed > 0 ? `, ${failed} failed` : "";
  return { kind: "commands", text: `Ran ${named}${more}${failures}`, at: at(first.event_id) };
}

function errorsBullet(errors: Failure[], at: (id: string) => number): Candidate | null {
  const distinct = [...new Map(errors.filter((e) => e.text !== "").map((e) => [e.text, e])).values()];
  const first = distinct[0];
  if (first === undefined) return null;
  const more = distinct.length > 1 ? ` (+${distinct.length - 1} more ${distinct.length === 2 ? "error" : "errors"})` : "";
  return { kind: "errors", text: `${BULLET_LABEL.failure}${plain(first.text)}${more}`, at: at(first.event_id) };
}

/** The red test before the fix, or the one written to fail first: what it said, not breakage. */
function expectedFailureBullet(errors: Failure[], at: (id: string) => number): Candidate | null {
  const first = errors.find((e) => e.expected !== undefined && e.text !== "");
  if (first === undefined) return null;
  const label = first.expected === "as_planned" ? BULLET_LABEL.redAsPlanned : BULLET_LABEL.redBeforeFix;
  return { kind: "expected", text: `${label}${plain(first.text)}`, at: at(first.event_id) };
}

function shippedBullet(shipped: Finding[], at: (id: string) => number): Candidate | null {
  const first = shipped[0];
  if (first === undefined) return null;
  const distinct = [...new Set(shipped.map((s) => s.text))];
  return { kind: "shipped", text: `${BULLET_LABEL.shipped}${distinct.join("; ")}`, at: at(first.event_id) };
}

const gists = new Map<string, string>();
const GIST_CACHE_ENTRIES = 2_000;

/** The first sentence of a text that says something ("Done." does not). Memoized: the same texts are asked for repeatedly. */
function gist(text: string): string {
  let found = gists.get(text);
  if (found === undefined) {
    const all = sentences(text).map(plain);
    found = all.find((s) => s.split(/\s+/).length >= 4) ?? all[0] ?? "";
    if (gists.size >= GIST_CACHE_ENTRIES) gists.clear();
    gists.set(text, found);
  }
  return found;
}

/** Concrete figures and names a result should keep: a duration, a count, a ratio, an identifier. */
const FIGURE =
  /\d(\.\d+)?\s?(ms|s|sec|seconds?|minutes?|min|h|hours?|%|x|×|kb|mb|gb|tokens?|rows?|tests?|files?|requests?)\b|\b\d+\/\d+\b|#\d+|`[^`]+`|\b\w+_\w+\b|\b[a-z]+[A-Z]\w*\b|\b\w+\.(ts|js|py|go|rs|sql|json|toml|md)\b/;

/** A conclusion's gist, with the sentence holding its figures when the gist has none ("4.6 ms", the index's name). */
function resultGist(text: string): string {
  const first = gist(text);
  if (first === "" || FIGURE.test(first)) return first;
  const figures = sentences(text).find((s) => FIGURE.test(s) && s.split(/\s+/).length >= 3);
  return figures === undefined ? first : `${first.replace(/[.;:]$/, "")}: ${lowerFirst(plain(figures))}`;
}

/**
 * How the segment's turns ended, in one `Result:` bullet, or — when they do not fit in one —
 * the first ones in a bullet and the later ones in a second, so a later turn is not clipped away.
 */
function outcomeBullets(conclusions: Finding[], at: (id: string) => number): Candidate[] {
  const last = conclusions[conclusions.length - 1];
  if (last === undefined) return [];
  const gists = [...new Set(conclusions.map((c) => resultGist(c.text).replace(/[.;]$/, "")).filter((g) => g !== ""))];
  if (gists.length === 0) return [];
  const room = SUMMARY_BULLET_MAX_CHARS - BULLET_LABEL.result.length;
  let split = gists.length;
  while (split > 1 && gists.slice(0, split).join("; ").length > room) split--;
  const bullet = (part: string[]): Candidate => ({ kind: "outcome", text: `${BULLET_LABEL.result}${part.join("; ")}`, at: at(last.event_id) });
  return split === gists.length ? [bullet(gists)] : [bullet(gists.slice(0, split)), bullet(gists.slice(split))];
}

function progressBullet(finding: Finding | undefined, at: (id: string) => number): Candidate | null {
  if (finding === undefined) return null;
  const text = gist(finding.text);
  return text === "" ? null : { kind: "progress", text: `${BULLET_LABEL.progress}${text.replace(/[.;]$/, "")}`, at: at(finding.event_id) };
}

function readsBullet(files: FileTouch[], at: (id: string) => number): Candidate | null {
  const reads = files.filter((f) => f.action === "read");
  const first = reads[0];
  if (first === undefined) return null;
  const more = reads.length > NAMED_FILES ? ` (+${reads.length - NAMED_FILES} more)` : "";
  return { kind: "reads", text: `Read ${joinList(reads.slice(0, NAMED_FILES).map((f) => f.path))}${more}`, at: at(first.first_event_id) };
}

/** For talk without tools: the assistant's first substantial sentence not already used as the outcome. */
function discussionBullet(events: readonly StoredEvent[], facts: SegmentFacts, at: (id: string) => number): Candidate | null {
  const used = [...facts.conclusions, ...facts.decisions, ...(facts.in_progress ? [facts.in_progress] : [])];
  const usedIds = new Set(used.map((f) => f.event_id));
  const usedGists = new Set(used.map((f) => gist(f.text)));
  // A question back to the user ("What are we looking at today?") is not what was discussed.
  const message = events.find(
    (e) =>
      e.event_type === "assistant_message" &&
      !usedIds.has(e.event_id) &&
      !usedGists.has(gist(e.text)) &&
      gist(e.text).split(/\s+/).length >= 6 &&
      !gist(e.text).endsWith("?"),
  );
  if (message === undefined) return null;
  return { kind: "discussion", text: gist(message.text), at: at(message.event_id) };
}

function titleOf(facts: SegmentFacts, events: readonly StoredEvent[], overlap: readonly StoredEvent[]): string {
  const ask = facts.asks[0];
  if (ask !== undefined) return titleFromAsk(ask.text, SUMMARY_TITLE_MAX_WORDS);
  const primary = [...events, ...overlap]
    .filter((e) => e.event_type === "compaction")
    .map((e) => /Primary request:\s*(.+)/i.exec(e.text)?.[1])
    .find((t) => t !== undefined);
  if (primary !== undefined) return titleFromAsk(primary, SUMMARY_TITLE_MAX_WORDS);
  const earlier = extractFacts(overlap).asks.at(-1);
  if (earlier !== undefined) return `Continue: ${lowerFirst(titleFromAsk(earlier.text, SUMMARY_TITLE_MAX_WORDS - 1))}`;
  const conclusion = facts.conclusions[0];
  if (conclusion !== undefined) return titleFromAsk(gist(conclusion.text), SUMMARY_TITLE_MAX_WORDS);
  const changed = facts.files.filter((f) => f.action !== "read").map((f) => f.path.split("/").pop() ?? f.path);
  if (changed.length > 0) return `Changes to ${joinList(changed.slice(0, 2))}`;
  const keywords = topKeywords(keywordSources(events, facts), 3, 1);
  return keywords.length > 0 ? `Work on ${joinList(keywords)}` : "Session activity";
}

/** Redaction markers the hook client leaves in place of secrets: `[REDACTED:secret-assignment]`. */
const REDACTION = /\[REDACTED(?::([^\]\s]+))?\]/g;
/** A name a user greets, thanks or addresses: "thanks Alice", "hi Bob,". */
const ADDRESSED_NAME = /\b(?:[Hh]i|[Hh]ello|[Hh]ey|[Tt]hanks|[Tt]hank you|[Cc]heers|[Dd]ear)[,\s]+([A-Z][a-z]+)\b/g;

/** Terms never to offer as keywords: redaction markers, and the names of speakers unless the title names them. */
function notKeywords(events: readonly StoredEvent[], title: string): Set<string> {
  const out = new Set<string>(["redacted"]);
  const names = new Set(AGENT_NAMES);
  for (const event of events) {
    for (const m of event.text.matchAll(REDACTION)) if (m[1] !== undefined) for (const key of termKeys(m[1])) out.add(key);
    if (event.event_type === "user_message") for (const m of event.text.matchAll(ADDRESSED_NAME)) names.add((m[1] ?? "").toLowerCase());
  }
  const inTitle = termKeys(title);
  for (const name of names) for (const key of termKeys(name)) if (!inTitle.has(key)) out.add(key);
  return out;
}

/** What keywords are drawn from: the user's words count most, tool output least. */
const KEYWORD_WEIGHT: Partial<Record<StoredEvent["event_type"], number>> = {
  user_message: 3,
  assistant_message: 1,
  tool_use: 1,
  tool_result: 0.25,
  compaction: 0.5,
};

function keywordSources(events: readonly StoredEvent[], facts: SegmentFacts): WeightedText[] {
  const texts: WeightedText[] = [];
  for (const event of events) {
    const weight = KEYWORD_WEIGHT[event.event_type];
    if (weight !== undefined) texts.push({ terms: eventTerms(event), weight });
  }
  for (const file of facts.files) if (file.action !== "read") texts.push({ text: file.path, weight: 1 + file.changes });
  for (const finding of [...facts.decisions, ...facts.conclusions]) texts.push({ text: finding.text, weight: 1 });
  for (const error of facts.errors) texts.push({ text: error.text, weight: 1.5 });
  return texts;
}
