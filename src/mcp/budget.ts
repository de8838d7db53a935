/**
 * Keeping a tool's answer within a token budget. An agent's context is the scarce thing: a
 * tool answers a page that fits, says it was cut, and hands back the cursor that resumes at
 * the first item it left out. Pure: the caller supplies the token counter.
 */

/** Default and bounds of `max_tokens`, the budget an agent gives a tool call. */
export const DEFAULT_TOOL_BUDGET_TOKENS = 3_000;
export const MIN_TOOL_BUDGET_TOKENS = 200;
export const MAX_TOOL_BUDGET_TOKENS = 20_000;

/**
 * An event's text is clipped to this many characters per budget token: at about four
 * characters a token, one event then takes at most half the budget, and a page always has
 * room for more than one.
 */
const EVENT_TEXT_CHARS_PER_BUDGET_TOKEN = 2;

export interface Budget {
  tokens: number;
  /** cl100k_base tokens of a text. */
  count(text: string): number;
}

/** The tokens a value takes as the JSON an agent would read. */
export const jsonTokens = (budget: Budget, value: unknown): number => budget.count(JSON.stringify(value));

/**
 * How many of `items`, from the front, fit in what is left of the budget once `fixed` tokens
 * are spent. At least one, so that a page always moves forward.
 */
export function fittingCount<T>(budget: Budget, items: readonly T[], fixed: number): number {
  let spent = fixed;
  for (let i = 0; i < items.length; i++) {
    // +1: the comma between array elements.
    spent += jsonTokens(budget, items[i]) + 1;
    if (spent > budget.tokens) return Math.max(1, i);
  }
  return items.length;
}

/**
 * The longest page of `items` that fits: `build` makes the answer from the items kept (with
 * the cursor that resumes after them when some are left out). Summing item costs gives a
 * first guess cheaply; counting the whole answer settles it, so what an agent reads is
 * within the budget unless its one item alone is not (a page always moves forward).
 */
export function fitPage<T, A>(budget: Budget, items: readonly T[], build: (kept: readonly T[]) => A): { answer: A; kept: number; tokens: number } {
  const all = build(items);
  const allTokens = jsonTokens(budget, all);
  // Most pages fit: one count settles them.
  if (allTokens <= budget.tokens || items.length <= 1) return { answer: all, kept: items.length, tokens: allTokens };
  const tokensOf = (n: number): number => jsonTokens(budget, build(items.slice(0, n)));
  let kept = fittingCount(budget, items, jsonTokens(budget, build([])));
  let tokens = tokensOf(kept);
  while (kept > 1 && tokens > budget.tokens) tokens = tokensOf(--kept);
  while (kept + 1 < items.length) {
    const more = tokensOf(kept + 1);
    if (more > budget.tokens) break;
    kept += 1;
    tokens = more;
  }
  return { answer: build(items.slice(0, kept)), kept, tokens };
}

/**
 * What fits of a span and its context: the span's first item always (an answer moves
 * forward), then as much of the rest of the span as fits, in order; then, once the whole span
 * is in, context nearest the span first, alternating sides. `fixed` is what the answer costs with nothing in it.
 */
export function fitAround<T>(
  budget: Budget,
  parts: { before: readonly T[]; span: readonly T[]; after: readonly T[] },
  fixed: number,
): { before: T[]; span: T[]; after: T[] } {
  let spent = fixed;
  const take = (item: T, always = false): boolean => {
    // +1: the comma between array elements.
    const cost = jsonTokens(budget, item) + 1;
    if (!always && spent + cost > budget.tokens) return false;
    spent += cost;
    return true;
  };
  const span: T[] = [];
  for (const item of parts.span) {
    if (!take(item, span.length === 0)) break;
    span.push(item);
  }
  const before: T[] = [];
  const after: T[] = [];
  // Context is worth less than any of the span: none while the span is cut.
  if (span.length < parts.span.length) return { before, span, after };
  const { before: allBefore, after: allAfter } = parts;
  for (let i = 0; i < Math.max(allBefore.length, allAfter.length); i++) {
    const b = allBefore[allBefore.length - 1 - i];
    const a = allAfter[i];
    if (b !== undefined && before.length === i && take(b)) before.unshift(b);
    if (a !== undefined && after.length === i && take(a)) after.push(a);
  }
  return { before, span, after };
}

/** The most characters of one event's text an answer carries within this budget. */
export const eventTextChars = (budget: Budget): number => budget.tokens * EVENT_TEXT_CHARS_PER_BUDGET_TOKEN;

/** A text cut to `maxChars`, saying how much was cut; unchanged when it fits. */
export function clipText(text: string, maxChars: number): { text: string; clipped: boolean } {
  if (text.length <= maxChars) return { text, clipped: false };
  let end = maxChars;
  // Never split a surrogate pair: half of one is not a character.
  if (isHighSurrogate(text.charCodeAt(end - 1))) end -= 1;
  return { text: `${text.slice(0, end)}… [${text.length - end} more characters]`, clipped: true };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}
