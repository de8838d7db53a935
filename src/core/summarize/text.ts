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
  return text.replace(/`([^`]*)`/g, "$1").replace(/\*\*([^*]+)\*\*/g, "$1").replace(/\s+/g, " ").trim();
}

export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

const TRAILING_FILLER = /\s+(the|a|an|to|of|and|or|with|for|in|on|by|from|that|which|so|as|at|into|via|its|their|our|my|your)$/i;
const POLITE_PREFIX = /^(please|pls|kindly|can you|could you|would you|will you|i want you to|i'd like you to|i would like you to|i need you to|help me|let's|lets|now|ok|okay|so)[,\s]+/i;

/**
 * A title of at most `maxWords` words from a request: its first clause, without politeness,
 * parentheticals or a dangling preposition.
 * @example titleFromAsk("Please add JWT auth to the invoices API: a POST /auth/token endpoint…") // "Add JWT auth to the invoices API"
 */
export function titleFromAsk(text: string, maxWords: number): string {
  let clause = plain(text.split("\n").find((l) => l.trim() !== "") ?? "");
  for (let i = 0; i < 3; i++) clause = clause.replace(POLITE_PREFIX, "");
  clause = clause.replace(/\s*\([^)]*\)/g, "");
  clause = clause.split(/[:;?!]\s|\.\s|\s[—–-]\s|[?!]$|\.$|,\s(?:and|but|so|then|\w+ing)\s|\s(?:so that|because)\s/)[0] ?? clause;
  let words = clause.split(/\s+/).filter(Boolean).slice(0, maxWords).join(" ");
  while (TRAILING_FILLER.test(words)) words = words.replace(TRAILING_FILLER, "");
  return upperFirst(words.replace(/[,.:;]+$/, ""));
}
