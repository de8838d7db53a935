/** Small text helpers for writing titles and bullets. */

/** Cuts `text` to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(-]+$/, "")}…`;
}

export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word looks like a name or acronym (`JWT`, `PyJWT`, `README`). */
export function lowerFirst(text: string): string {
  const first = /^\S+/.exec(text)?.[0] ?? "";
  if (/^[A-Z][a-z]*[A-Z0-9]|^[A-Z]{2,}/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Removes markdown emphasis and code ticks, keeping the words. */
export function plain(text: string): string {
  return text
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const TRAILING_FILLER = /\s+(the|a|an|to|of|and|or|with|for|in|on|by|from|that|which|so|as|at|into|via|its|their|our|my|your)$/i;
const POLITE_PREFIX =
  /^(please|pls|kindly|can you|could you|would you|will you|i want you to|i'd like you to|i would like you to|i need you to|help me|let's|lets|now|ok|okay|so|quick question|i (want|would like|'d like) to (understand|know|learn)( about)?|i('m| am| was) (wondering|curious)( about| whether| if)?|tell me( about)?|instead)[,:\s]+/i;
/** A word that opens a new phrase: a title may end before it, never inside the phrase. */
const PHRASE_OPENER =
  /^(and|or|but|with|without|for|to|in|on|by|from|so|that|which|who|when|while|where|because|using|via|after|before|through|into|across|instead|unless|until|if|since|as)$/i;
/** Greetings and pleasantries that open a message; they say nothing about the work. */
const GREETING = /^(hi|hello|hey|hiya|yo|good (morning|afternoon|evening)|morning|greetings)\b[\s,!.]*/i;
const ADDRESSEE = /^(there|team|all|folks|everyone|[A-Z][a-z]+)\b[\s,!.:;-]*/;
const PLEASANTRY = /^(hope (you're|you are|all is|everything is)|how are you|how's it going|i hope)\b[^.!?\n]*[.!?]*\s*/i;
/** A whole sentence of thanks: "Thanks Alice for the pointer earlier." */
const THANKS = /^(thanks|thank you|thx|cheers|much appreciated)\b[^.!?\n]*[.!?]+\s+/i;
/** The agents' own names: how a user addresses them, rarely what the work is about. */
export const AGENT_NAMES: ReadonlySet<string> = new Set(["claude", "codex", "gemini", "copilot", "grok", "opencode", "cursor", "assistant", "chatgpt"]);
const VOCATIVE = new RegExp(`^(${[...AGENT_NAMES].join("|")})[,!:]\\s*`, "i");

/** A message without the greeting, the name it addresses and the pleasantries it opens with. */
export function withoutGreeting(text: string): string {
  let rest = text.trim();
  for (let i = 0; i < 4; i++) {
    const greeting = GREETING.exec(rest);
    const before = rest;
    if (greeting !== null) rest = rest.slice(greeting[0].length).replace(ADDRESSEE, "");
    rest = rest.replace(VOCATIVE, "").replace(PLEASANTRY, "").replace(THANKS, "");
    if (rest === before) break;
  }
  return rest;
}

/** At most `maxWords` words ending where a phrase ends: before a conjunction or preposition, or after a comma. */
function wholePhrase(words: readonly string[], maxWords: number): string[] {
  if (words.length <= maxWords) return [...words];
  for (let i = maxWords; i >= 3; i--) {
    if (!PHRASE_OPENER.test(words[i] ?? "") && !/,$/.test(words[i - 1] ?? "")) continue;
    // A stub of at most three words after a comma ("…at p95, look") reads as cut: end at the comma.
    const comma = words.slice(0, i).findLastIndex((w) => w.endsWith(","));
    return comma >= 2 && i - comma - 1 <= 3 ? words.slice(0, comma + 1) : words.slice(0, i);
  }
  return words.slice(0, maxWords);
}

/**
 * A title of at most `maxWords` words from a request: its first clause, without greeting,
 * politeness, parentheticals or a dangling preposition, ending where a phrase ends.
 * @example titleFromAsk("Please add JWT auth to the invoices API: a POST /auth/token endpoint…") // "Add JWT auth to the invoices API"
 */
export function titleFromAsk(text: string, maxWords: number): string {
  let clause = plain(
    withoutGreeting(text)
      .split("\n")
      .find((l) => l.trim() !== "") ?? "",
  );
  for (let i = 0; i < 3; i++) clause = clause.replace(POLITE_PREFIX, "");
  clause = clause.replace(/\s*\([^)]*\)/g, "");
  clause = clause.split(/[:;?!]\s|\.\s|\s[—–-]\s|[?!]$|\.$|,\s(?:and|but|so|then|\w+ing)\s|\s(?:so that|because)\s/)[0] ?? clause;
  let words = wholePhrase(clause.split(/\s+/).filter(Boolean), maxWords).join(" ");
  while (TRAILING_FILLER.test(words)) words = words.replace(TRAILING_FILLER, "");
  return upperFirst(words.replace(/[,.:;]+$/, ""));
}
