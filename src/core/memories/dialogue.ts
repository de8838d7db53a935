/**
 * Dialogue structures the offline extractor reads across lines and messages, not within one
 * sentence (pure, no Workers APIs):
 * - the options an assistant message offers (a numbered, lettered or bulleted list, "Option 2: …",
 *   "X or Y?"), and which one a user's short answer picks ("jose.", "option 2", "the second one");
 * - a head line announcing unfinished or future work ("open items for tmrw:", "parked:") and the
 *   list under it, one item a line;
 * - a reply that confirms what the assistant just found ("right, …", "yes, …") or warns ("careful — …").
 * Each recognises a CLASS with a small lexicon and the structure (a list, a head, a reply), not a phrase.
 */

export interface OfferedOption {
  /** 1-based position among the offered options. */
  index: number;
  /** Its label as written ("a", "2"), lower case, if it has one. */
  label: string | null;
  /** The option's own words (the line without its marker). */
  text: string;
}

export interface Offer {
  options: OfferedOption[];
  /** The options are a question's alternatives ("X or Y?"): the user's words name the pick better than the option's. */
  fromQuestion: boolean;
  /** What the options are for: the line (or sentence) that introduces them, or the question. */
  context: string;
}

/** A list line: "1. x", "2) x", "(a) x", "A) x", "b. x", "- x", "* x", "• x", also in bold ("**1. Webhooks** — …"). */
const LIST_LINE = /^\s*(?:\*\*|__)?(?:(\d{1,2})[.)]|\(?([a-eA-E])\)|([a-eA-E])\.|[-*•])\s+(\S.*)$/;

/** A list line's item without markdown emphasis: "**Webhooks** — …" is "Webhooks — …". */
function itemText(raw: string): string {
  return raw.replace(/\*\*|__/g, "").trim();
}
/** "Option 1: …", "Option B: …" inline, each up to the next option or the end. */
const INLINE_OPTION =
  /\b(?:option|approach|variant|plan|choice)\s+([1-9]|[a-e])\s*[:—-]\s*(.+?)(?=\s*\b(?:option|approach|variant|plan|choice)\s+(?:[1-9]|[a-e])\s*[:—-]|$)/gi;
/** A line before a list that reports what was seen or done, or names causes and steps: not a choice. */
const NOT_A_CHOICE_CONTEXT =
  /\b(?:checked|found|saw|looked at|changed|fixed|did|ran|tested|updated|removed|added|touched|edited|come from|comes from|caused by|places|reasons|causes|steps|reproduce|files|results?|errors|warnings|failures|summary|done|how)\b/i;
/** Words saying a message offers a choice, without a question mark. */
const CHOICE_WORDS =
  /\b(?:options?|choices?|approaches|alternatives|candidates|either|pick one|two ways|ways to|fixes|which one|(?:could|can|might) (?:use|do|go with|try|pick))\b/i;

/**
 * The options an assistant message offers, or undefined: a list of two or more items under a line
 * that asks or names a choice; "Option 1: … Option 2: …"; or a question "X or Y?" / "which: X, Y or Z?".
 */
export function offeredOptions(message: string): Offer | undefined {
  const lines = message.split(/\r?\n/);
  const listed: OfferedOption[] = [];
  let context = "";
  for (const [i, line] of lines.entries()) {
    const m = LIST_LINE.exec(line);
    if (!m) continue;
    if (listed.length === 0) context = lastSentence(lines.slice(0, i).join(" "));
    const label = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase() || null;
    listed.push({ index: listed.length + 1, label, text: itemText(m[4]!) });
  }
  // Lettered items ("A) Playwright", "(b) …") are alternatives even with nothing before them.
  const lettered = listed.every((o) => o.label !== null && /^[a-e]$/.test(o.label));
  // A list under "I checked three files:" or "it can come from three places:" reports, it offers nothing to choose.
  const reported = NOT_A_CHOICE_CONTEXT.test(context);
  if (listed.length >= 2 && (lettered || CHOICE_WORDS.test(context) || context.endsWith("?") || (context.endsWith(":") && !reported)))
    return { options: listed, context, fromQuestion: false };
  const inline = [...message.matchAll(INLINE_OPTION)].map((m, i) => ({ index: i + 1, label: m[1]!.toLowerCase(), text: m[2]!.trim().replace(/[.]$/, "") }));
  if (inline.length >= 2)
    return {
      options: inline,
      context: message.slice(0, message.search(/\b(?:option|approach|variant|plan|choice)\s+(?:[1-9]|[a-e])\b/i)).trim(),
      fromQuestion: false,
    };
  // "Would you like me to (a) squash the commits or (b) keep them?": lettered alternatives inside a sentence.
  const inSentence = [...message.matchAll(/\(([a-e1-9])\)\s+(.+?)(?=\s*,?\s*(?:or\s+)?\([a-e1-9]\)|[?.!]?\s*$|[?.!]\s)/gi)];
  if (inSentence.length >= 2)
    return { options: inSentence.map((m, i) => ({ index: i + 1, label: m[1]!.toLowerCase(), text: m[2]!.trim() })), context: "", fromQuestion: false };
  const said = message.split(/(?<=[.!?])\s+|\r?\n/).map((s) => s.trim());
  // "The services can talk over REST, or over gRPC with the protos": alternatives stated as what can be done.
  const could = said.find((x) => /\b(?:can|could)\b/i.test(x) && /,\s+or\s+/i.test(x) && !x.endsWith("?"));
  if (could) {
    const parts = could.replace(/[.!]$/, "").split(/,\s+or\s+/i);
    if (parts.length === 2) return { options: unlabelled(parts.map((p) => p.trim())), context: "", fromQuestion: false };
  }
  // "Either store them in Redis …, or add a column …", "I can either use inotify or poll the size": the alternatives after
  // "either" (blind166-183, read after their first measurement, with the wider "options:" head below: four items more,
  // no candidate more that is not true).
  const either = said.find((x) => /\beither\b/i.test(x) && /\s+or\s+/i.test(x) && !x.endsWith("?"));
  if (either) {
    const at = either.search(/\beither\b/i);
    const parts = either
      .slice(at + "either".length)
      .replace(/\([^)]*\)/g, "")
      .replace(/[.!]$/, "")
      .split(/,?\s+or\s+/i)
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    if (parts.length === 2) return { options: unlabelled(parts), context: either.slice(0, at).trim(), fromQuestion: false };
  }
  // A question between named things: "Mailgun or Postmark for transactional mail?", "Which date lib: dayjs, luxon or date-fns?".
  const question = said.find((s) => s.endsWith("?") && /\bor\b/i.test(s));
  // "Is the role read-only, or is something holding a lock?": two yes/no questions about what is the case (a
  // diagnosis), not a menu of things to choose from.
  const diagnostic =
    question && /^(?:is|are|was|were|does|do|did|has|have|can)\b/i.test(question) && /\bor\s+(?:is|are|was|were|does|do|did|has|have|can)\b/i.test(question);
  if (question && !diagnostic) {
    const body = (question.includes(":") ? question.slice(question.indexOf(":") + 1) : question).replace(/\([^)]*\)/g, "");
    const parts = body
      .replace(/\?\s*$/, "")
      .split(/,\s*(?:or\s+)?|\s+or\s+/i)
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    if (parts.length >= 2) return { options: unlabelled(parts), context: question, fromQuestion: true };
  }
  // "Options: sqlite in-memory (…), pg-mem (…), or Testcontainers with real Postgres (…)."
  // "I see two paths: upgrade in place, or build a fresh cluster."
  const named = said.find((s) => /^[^:]{0,60}\b(?:options|choices|alternatives|candidates|paths|ways|approaches)\b[^:]{0,20}:/i.test(s));
  if (named) {
    const body = named.slice(named.indexOf(":") + 1).replace(/\([^)]*\)/g, "");
    const parts = body
      .split(/,\s*(?:or\s+)?|\s+or\s+/i)
      .map((p) => p.trim().replace(/\s*[.]$/, ""))
      .filter((p) => p.length > 0);
    if (parts.length >= 2) return { options: unlabelled(parts), context: named.slice(0, named.indexOf(":")), fromQuestion: false };
  }
  return undefined;
}

/** Alternatives named in a sentence, in their order, without labels. */
function unlabelled(texts: readonly string[]): OfferedOption[] {
  return texts.map((text, i) => ({ index: i + 1, label: null, text }));
}

function lastSentence(text: string): string {
  const parts = text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter((p) => p.length > 0);
  return parts[parts.length - 1] ?? "";
}

const ORDINALS: Record<string, number> = { first: 1, "1st": 1, former: 1, second: 2, "2nd": 2, third: 3, "3rd": 3, fourth: 4, "4th": 4 };
/** Openers before a pick: "go with", "let's do", "I'd say", "ok". */
const PICK_LEAD =
  /^(?:(?:ok(?:ay)?|yeah|yes|so|then|hm+|alright|right|fine)[,.!]?\s+)*(?:(?:let'?s\s+)?(?:go with|go for|do|take|pick|use)\s+|i'?d (?:say|go with|pick)\s+|we'?ll (?:take|do|go with)\s+)?/i;
/** An answer that declines to pick, asks back or defers. */
const NOT_A_PICK =
  /^(?:neither|none|both|either|whichever|all of|any|not|no|nah|nope|maybe|hm+|let me|let's think|i'?ll think|not sure|what|which|why|how|wait|depends|thanks|thx|ty|ok|okay|sure|yes|yeah|good|nice|great|fix|do it|do that)\b/i;
/** Words a pick may trail: "2 pls", "the second one", "tsup then". */
const PICK_TAIL = /\s+(?:one|option|approach|variant|plan|choice|please|pls|plz|then|it is|for now)$/i;
/** The longest pick read as naming an option (a longer first clause is a sentence of its own). */
const MAX_PICK_WORDS = 4;

/**
 * The option a user's answer picks: its first clause (up to ".", ",", ";", "—" or a line end) is
 * short and names one option, by position ("2", "#2", "option b", "the second one", "a.") or by a
 * word only that option holds ("jose.", "pino", "k8s cronjob"). A question, "neither", "both",
 * "not sure" pick nothing.
 */
export function pickedOption(answer: string, offer: Offer): { option: OfferedOption; said: string; byPosition: boolean } | undefined {
  const text = answer.trim();
  if (text.length === 0) return undefined;
  const first = text.split(/\r?\n/)[0]!;
  // A question or a guess ("the proxy, I bet") picks nothing.
  if (first.includes("?") || /\b(?:i bet|i guess|i think|probably|maybe|not sure)\b/i.test(first)) return undefined;
  // The pick is one of the first line's short clauses: "jose. and …", "otel obviously, first one".
  for (const part of first.split(/(?<=\S)[.,;!]\s|[.,;!]$|\s[—–-]\s|\s\(/).slice(0, 2)) {
    const picked = pickIn(part, offer);
    if (picked) return picked;
  }
  return undefined;
}

function pickIn(part: string, offer: Offer): { option: OfferedOption; said: string; byPosition: boolean } | undefined {
  const clause = part
    .trim()
    .replace(PICK_LEAD, "")
    // "lru is enough", "drizzle works": the pick is what comes before the verb.
    .replace(/\s+(?:is|are|would|will|should|works?|seems?|sounds?|looks?)\b.*$/i, "")
    .replace(PICK_TAIL, "")
    .replace(/^the\s+/i, "")
    .replace(/[.!]+$/, "")
    .trim();
  if (clause.length === 0 || NOT_A_PICK.test(clause) || clause.split(/\s+/).length > MAX_PICK_WORDS) return undefined;
  const { options } = offer;
  // By position or label.
  const positional = /^(?:option\s+|choice\s+|approach\s+|number\s+|#)?(\d|[a-e]|first|second|third|fourth|1st|2nd|3rd|4th|last|latter|former)\)?$/i.exec(
    clause,
  );
  if (positional) {
    const p = positional[1]!.toLowerCase();
    const n = ORDINALS[p] ?? (/^\d$/.test(p) ? Number(p) : p === "last" || p === "latter" ? options.length : undefined);
    const option = options.find((o) => o.label === p) ?? options.find((o) => o.index === n);
    return option && { option, said: clause, byPosition: true };
  }
  // By name: every word of the pick in exactly one option.
  const pick = nameWords(clause);
  if (pick.length === 0) return undefined;
  const holding = options.filter((o) => {
    const theirs = new Set(nameWords(o.text));
    return pick.every((w) => theirs.has(w));
  });
  return holding.length === 1 ? { option: holding[0]!, said: clause, byPosition: false } : undefined;
}

function nameWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9@/._+-]*[a-z0-9]|[a-z0-9]/g) ?? [])
    .flatMap((w) => [w, ...w.split(/[-/.@]/)])
    .filter((w) => w.length > 1 && !PICK_STOP.has(w));
}
const PICK_STOP = new Set("the a an and or of to in on for with is are be it its this that one".split(" "));

/** A head line's meaning of future or unfinished work (the class, in a small lexicon). */
const FUTURE_HEAD =
  /\b(?:open|outstanding|left|leftovers?|remaining|pending|parked|deferred|punted|backlog|todos?|to-?dos?|to do|follow[- ]?ups?|next (?:time|session|steps?|week|sprint|release|version|pr|iteration|round|cycle|milestone|phase|change)|later|tomorrow|tmrw|tmr|monday|tuesday|wednesday|thursday|friday|unfinished|not (?:done|started|finished|yet)|yet|gaps?|missing|planned|wishlist|nice to have|didn't get to|did not get to|haven't (?:done|started)|still (?:to do|open|missing)|for (?:another|a later) (?:day|session|pr)|v\d+|revisit|look into|out of scope|worth doing|would be nice|come back to|still need(?:s|ed)?|before (?:launch|release|shipping|we ship|go-live|going live)|(?:things|stuff|items|bits) to \w+)\b/i;
/** A head line's meaning of what is done, seen or described (what its list is not: future work). */
const DONE_HEAD =
  /\b(?:done|did|fixed|changed|changes|completed|finished|checked|shipped|merged|added|removed|steps to|reproduce|includes?|contains?|summary|what i)\b/i;

/**
 * The items of a list under a head announcing future or unfinished work ("open items for tmrw:",
 * "Things I didn't get to:"), and the lines they came from (so the caller reads them only as tasks).
 */
export function futureWorkList(message: string): { head: string; items: string[]; lines: Set<number> } | undefined {
  const lines = message.split(/\r?\n/);
  // "for next sprint: 1) cache warmup 2) a retry budget": the list on the head's own line.
  for (const [i, line] of lines.entries()) {
    const m = /^(.{2,60}?):\s*(?:1[.)]|\(1\))\s+(.+)$/.exec(line.trim());
    if (!m) continue;
    const head = lastSentence(m[1]!);
    const items = m[2]!.split(/\s+(?:\d[.)]|\(\d\))\s+/).map((x) => x.trim().replace(/[,;]$/, ""));
    if (items.length >= 2 && FUTURE_HEAD.test(withoutAsides(head)) && !DONE_HEAD.test(head))
      return { head, items: items.filter(isWorkItem), lines: new Set([i]) };
  }
  for (let i = 0; i < lines.length - 1; i++) {
    // "## Known gaps", "**Open items:**", or a short line with no colon right above the list.
    const headLine = lines[i]!.trim()
      .replace(/^#{1,6}\s+/, "")
      .replace(/\*\*|__/g, "")
      .trim();
    if (LIST_LINE.test(lines[i]!) || !(headLine.endsWith(":") || LIST_LINE.test(lines[i + 1]!))) continue;
    const head = lastSentence(headLine.replace(/:$/, ""));
    if (head.length === 0 || head.split(/\s+/).length > 10) continue;
    // "not done yet" is future work; a bare "done" is not.
    if (
      !FUTURE_HEAD.test(withoutAsides(head)) ||
      DONE_HEAD.test(head.replace(/\bnot (?:\w+ )?(?:done|finished|started)\b|\b(?:didn't|did not|haven't) \w+(?: \w+)?/gi, ""))
    )
      continue;
    const list = listBelow(lines, i);
    // A checked box under the head is done: not a task.
    const items = list.items.filter((item) => !/^\[[xX]\]/.test(item)).map((item) => item.replace(/^\[ \]\s*/, ""));
    if (items.length > 0) return { head, items: items.filter(isWorkItem), lines: list.lines };
  }
  return undefined;
}

/** A head without its asides: "handover from dana (she's off till monday)" names no future work. */
function withoutAsides(head: string): string {
  return head.replace(/\([^)]*\)/g, " ");
}

/** The list right under the head line `head`: its items' texts, and the lines it spans (the head's too). */
function listBelow(lines: readonly string[], head: number): { items: string[]; lines: Set<number> } {
  const items: string[] = [];
  const taken = new Set<number>([head]);
  for (let j = head + 1; j < lines.length; j++) {
    const m = LIST_LINE.exec(lines[j]!);
    if (!m) break;
    taken.add(j);
    items.push(itemText(m[4]!));
  }
  return { items, lines: taken };
}

/** An item that is work to do: not a question ("do we need SSO?"), not the speaker's own next step ("I'll run the migrations"). */
function isWorkItem(item: string): boolean {
  return !item.endsWith("?") && !/^(?:then\s+)?(?:i'll|i will|i'm going to|let me|i'd)\b/i.test(item);
}

/** A reply opening by confirming what was just found, or warning about it. */
export const CONFIRMING_REPLY =
  /^(?:(?:ugh|oh|ah|hm+|ok(?:ay)?|well)[,.!]?\s+)*(?:right|yes|yeah|yep|yup|correct|exactly|indeed|true|that's right|that's correct|confirmed|careful|watch out|heads up)\b/i;

/**
 * A head announcing standing rules ("two things going forward, for all code you write here:", "a couple of rules
 * for this codebase:", "keep in mind whenever you touch the api:"): a standing scope, or the word rule/convention.
 */
const RULE_HEAD =
  /\b(?:from now on|going forward|moving forward|from here on(?: out)?|in future|rules?|conventions?|guidelines?|house style|keep in mind|whenever you|every time you|for all (?:code|new code|files|prs|commits)|in this (?:repo|codebase|project))\b/i;

/**
 * A head line announcing rules, then a list: the items are the rules; the head alone says nothing
 * (its words "going forward" would otherwise read as a rule of its own). The lines it took, to be read as nothing else.
 */
export function ruleList(message: string): { head: string; items: string[]; lines: Set<number> } | undefined {
  const lines = message.split(/\r?\n/);
  for (let i = 0; i < lines.length - 1; i++) {
    const headLine = lines[i]!.trim()
      .replace(/\*\*|__/g, "")
      .trim();
    if (LIST_LINE.test(lines[i]!) || !headLine.endsWith(":") || !LIST_LINE.test(lines[i + 1]!)) continue;
    const head = lastSentence(headLine.replace(/:$/, ""));
    if (head.length === 0 || head.split(/\s+/).length > 16 || !RULE_HEAD.test(head)) continue;
    const list = listBelow(lines, i);
    // A question or the speaker's own next step is not a rule.
    const items = list.items.filter((item) => item.length >= 6 && isWorkItem(item));
    if (items.length > 0) return { head, items, lines: list.lines };
  }
  return undefined;
}
