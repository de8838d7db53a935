/**
 * The extractive summary of a period from its children's summaries.
 *
 * - Children weigh by their size (tokens of activity) with a little extra for recency.
 * - Bullets are the children's own, ranked by child weight times what the bullet reports
 *   (`bulletSignificance`): how work ended — results, what shipped, what broke and why,
 *   tests that went from red to green — comes before restated asks and file lists.
 * - A day first gives each piece of work (a session, whose segments are its children) the
 *   bullet that says how it ended, named by its topic (`Add JWT auth — Result: …`), as many
 *   as the budget holds, heaviest first; then the rest by rank. Weeks and months keep the
 *   most significant bullets of their children, which already carry their topics; a kept
 *   bullet that says how work ended takes in its child's other endings (packEndings), so
 *   five bullets name most of a week's endings instead of five of them.
 * - Each further pick from the same child counts for less, so a period covers its main
 *   pieces of work instead of repeating its busiest child. Near-duplicates are merged into
 *   the bullet that stands for them.
 * - Keywords are merged across children by weight.
 * - The title is the child title that the most activity agrees with (children whose titles
 *   and keywords share its terms lend it their weight), joined by a second one naming a
 *   different piece of work when that carries at least half as much.
 *
 * Every bullet lists the child bullets it stands for, so the caller can keep their grips.
 */
import { termKeys } from "../text/terms";
import { SUMMARY_MAX_BULLETS, SUMMARY_MAX_KEYWORDS, SUMMARY_TITLE_MAX_WORDS } from "../toc/constants";
import { bulletBody, bulletKind, bulletSignificance, isEnding, TOPIC_SEPARATOR, withoutTopic } from "./bullet-kind";
import type { BulletSource, ChildSummary, RollupInput, Summary } from "./types";

/** Bullets sharing this much of their terms say the same thing (lower, and "the audit endpoint is live" would stand for "the tags endpoint is live"). */
const DUPLICATE_JACCARD = 0.75;
/** A second title joins the first when its support is at least this share of the first's. */
const SECOND_TITLE_SHARE = 0.5;
/** Two titles whose terms overlap this much name the same work. */
const SAME_THEME_SHARE = 0.5;
/** The most recent child weighs this much more than the oldest (linear in between). */
const RECENCY_BONUS = 0.25;
/** Each bullet already picked from a child scales its next one by this. */
const SAME_CHILD_DECAY = 0.5;
/** A child's k-th bullet (0-based) scores 1 / (1 + k × this): a tie-break, the kind says more. */
const RANK_DECAY = 0.1;
/** A bullet holding this share of its topic's terms already names it. */
const TOPIC_NAMED_SHARE = 0.6;
/** Longest bullet of a week, month or year that packs several endings of one child, in characters (a segment's bullets: 240). */
const PACKED_BULLET_MAX_CHARS = 480;
/** Between the endings packed into one bullet. */
const PACK_JOIN = "; ";
/** A title opening like this continues an earlier segment's work; the topic is what follows. */
const CONTINUATION = /^Continue: /;

interface Candidate {
  c: number;
  b: number;
  text: string;
  keys: Set<string>;
  base: number;
  ending: boolean;
}

interface Pick {
  text: string;
  /** The terms of each child bullet the text says (more than one once endings are packed in). */
  parts: Set<string>[];
  sources: BulletSource[];
  /** Child, then the topic-led bullet before the child's others, then bullet order. */
  order: number;
}

/** The endings a bullet joins with "; " (its clauses), compared without case. */
function clauses(text: string): string[] {
  return text
    .split(PACK_JOIN)
    .map((c) => c.trim())
    .filter((c) => c !== "");
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return shared / (a.size + b.size - shared);
}

/** The share of `a`'s terms that `b` has. */
function coverage(a: Set<string>, b: Set<string>): number {
  if (a.size === 0) return 0;
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return shared / a.size;
}

/** Each child's weight relative to the heaviest, times a recency factor; in (0, 1.25]. */
function childScores(children: readonly ChildSummary[]): number[] {
  const n = children.length;
  const maxWeight = Math.max(...children.map((c) => Math.max(c.weight, 0)), 1e-9);
  return children.map((c, i) => {
    const size = Math.max(c.weight, 0) / maxWeight;
    const recency = 1 + (n > 1 ? (RECENCY_BONUS * i) / (n - 1) : 0);
    // A child with no recorded size still counts a little: it has a summary.
    return Math.max(size, 0.05) * recency;
  });
}

/** Segments of one session form one piece of work; other children stand alone. */
function piecesOfWork(children: readonly ChildSummary[]): number[][] {
  const pieces = new Map<string, number[]>();
  children.forEach((child, c) => {
    const key = child.sessionId ? `session:${child.sessionId}` : `node:${child.nodeId}`;
    pieces.set(key, [...(pieces.get(key) ?? []), c]);
  });
  return [...pieces.values()];
}

/** The name of a piece of work: its first own title (a continuation names what it continues). */
function topicOf(children: readonly ChildSummary[], piece: readonly number[]): string {
  const titles = piece.map((c) => children[c]!.title.trim()).filter((t) => t !== "");
  const own = titles.find((t) => !CONTINUATION.test(t)) ?? titles[0] ?? "";
  const topic = own.replace(CONTINUATION, "");
  return topic.charAt(0).toUpperCase() + topic.slice(1);
}

function pickBullets(children: readonly ChildSummary[], scores: readonly number[], level: RollupInput["level"]): Pick[] {
  const candidates: Candidate[] = children.flatMap((child, c) =>
    child.bullets.map((bullet, b) => {
      const kind = bulletKind(bullet.text);
      const base = ((scores[c] ?? 0) * bulletSignificance(bullet.text, kind)) / (1 + RANK_DECAY * b);
      return { c, b, text: bullet.text, keys: termKeys(bulletBody(bullet.text)), base, ending: isEnding(kind) };
    }),
  );
  const picked = new Array<number>(children.length).fill(0);
  const picks: Pick[] = [];
  const open = new Set(candidates.keys());
  const duplicateOf = (candidate: Candidate): Pick | undefined => picks.find((p) => p.parts.some((keys) => jaccard(keys, candidate.keys) >= DUPLICATE_JACCARD));
  const take = (i: number, topic?: string, lead = topic !== undefined): Pick | undefined => {
    const candidate = candidates[i]!;
    open.delete(i);
    // How one piece of work ended is not merged into another's unless it says exactly the same.
    const same = lead ? picks.find((p) => withoutTopic(p.text) === withoutTopic(candidate.text)) : duplicateOf(candidate);
    if (same !== undefined) {
      same.sources.push({ child: candidate.c, bullet: candidate.b });
      return undefined;
    }
    picked[candidate.c] = (picked[candidate.c] ?? 0) + 1;
    const text = topic ? `${topic}${TOPIC_SEPARATOR}${withoutTopic(candidate.text)}` : candidate.text;
    const order = candidate.c * 1_000 + (lead ? 0 : 1 + candidate.b);
    const pick: Pick = { text, parts: [candidate.keys], sources: [{ child: candidate.c, bullet: candidate.b }], order };
    picks.push(pick);
    return pick;
  };
  /**
   * Above a day, a bullet picked for how some work ended takes in its child's other endings, most
   * significant first, while it stays within PACKED_BULLET_MAX_CHARS: a week of fifteen sessions
   * has more endings than five bullets hold one by one. Endings another bullet already says are
   * left to it.
   */
  const packEndings = (pick: Pick): void => {
    const first = pick.sources[0]?.child;
    if (first === undefined || !isEnding(bulletKind(pick.text))) return;
    const more = [...open].filter((i) => candidates[i]!.c === first && candidates[i]!.ending).sort((x, y) => candidates[y]!.base - candidates[x]!.base);
    const packed: { text: string; bullet: number }[] = [];
    for (const i of more) {
      const candidate = candidates[i]!;
      const twin = duplicateOf(candidate);
      if (twin !== undefined) {
        open.delete(i);
        twin.sources.push({ child: candidate.c, bullet: candidate.b });
        continue;
      }
      const own = withoutTopic(candidate.text);
      // A child bullet joins its turns' endings with "; " too: one already said ("Lint is clean") is not said twice.
      const said = new Set([pick.text, ...packed.map((p) => p.text)].flatMap(clauses));
      const fresh = clauses(bulletKind(own) === "result" ? own.replace(/^Result: /, "") : own).filter((c) => !said.has(c));
      const part = fresh.join(PACK_JOIN);
      if (fresh.length > 0 && [pick.text, ...packed.map((p) => p.text), part].join(PACK_JOIN).length > PACKED_BULLET_MAX_CHARS) continue;
      open.delete(i);
      pick.sources.push({ child: candidate.c, bullet: candidate.b });
      if (fresh.length === 0) continue;
      picked[candidate.c] = (picked[candidate.c] ?? 0) + 1;
      packed.push({ text: part, bullet: candidate.b });
      pick.parts.push(candidate.keys);
    }
    // In the order the child says them (its bullets run in time order), after the bullet picked first.
    pick.text = [pick.text, ...packed.sort((x, y) => x.bullet - y.bullet).map((p) => p.text)].join(PACK_JOIN);
  };

  if (level === "day") {
    // How each piece of work ended: its latest child's most significant ending, else its most significant bullet.
    const pieces = piecesOfWork(children)
      .map((piece) => ({ piece, weight: piece.reduce((sum, c) => sum + (scores[c] ?? 0), 0) }))
      .sort((a, b) => b.weight - a.weight || a.piece[0]! - b.piece[0]!);
    for (const { piece } of pieces.slice(0, SUMMARY_MAX_BULLETS)) {
      const own = candidates.map((candidate, i) => ({ candidate, i })).filter(({ candidate }) => piece.includes(candidate.c));
      const endings = own.filter(({ candidate }) => candidate.ending);
      const latest = Math.max(-1, ...endings.map(({ candidate }) => candidate.c));
      const pool = latest >= 0 ? endings.filter(({ candidate }) => candidate.c === latest) : own;
      const best = pool.reduce<(typeof pool)[number] | undefined>(
        (top, x) => (top === undefined || x.candidate.base > top.candidate.base ? x : top),
        undefined,
      );
      if (best === undefined) continue;
      const topic = topicOf(children, piece);
      // An ask, or a bullet that already says what the work was, needs no topic in front.
      const named = bulletKind(best.candidate.text) === "ask" || coverage(termKeys(topic), best.candidate.keys) >= TOPIC_NAMED_SHARE;
      take(best.i, named ? undefined : topic, true);
    }
  }

  while (picks.length < SUMMARY_MAX_BULLETS && open.size > 0) {
    let best: number | undefined;
    let bestScore = -1;
    for (const i of open) {
      const candidate = candidates[i]!;
      const score = candidate.base * SAME_CHILD_DECAY ** (picked[candidate.c] ?? 0);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    }
    const pick = take(best!);
    if (pick !== undefined && level !== "day") packEndings(pick);
  }
  // Bullets left out that say what a kept one says: the kept one stands for them too.
  for (const i of open) {
    const candidate = candidates[i]!;
    duplicateOf(candidate)?.sources.push({ child: candidate.c, bullet: candidate.b });
  }
  for (const pick of picks) pick.sources.sort((x, y) => x.child - y.child || x.bullet - y.bullet);
  return picks.sort((a, b) => a.order - b.order);
}

function chooseTitle(children: readonly ChildSummary[], scores: readonly number[]): string {
  const titleKeys = children.map((c) => termKeys(c.title));
  const themeKeys = children.map((c) => termKeys(`${c.title} ${c.keywords.join(" ")}`));
  const support = children.map((_, i) => children.reduce((sum, _c, j) => sum + (scores[j] ?? 0) * (i === j ? 1 : coverage(titleKeys[i]!, themeKeys[j]!)), 0));
  const order = children.map((_, i) => i).filter((i) => children[i]!.title.trim() !== "");
  order.sort((a, b) => support[b]! - support[a]! || b - a);
  const first = order[0];
  if (first === undefined) return "";
  const title = children[first]!.title;
  const second = order.find(
    (i) => i !== first && coverage(titleKeys[i]!, titleKeys[first]!) < SAME_THEME_SHARE && coverage(titleKeys[first]!, titleKeys[i]!) < SAME_THEME_SHARE,
  );
  if (second !== undefined && support[second]! >= support[first]! * SECOND_TITLE_SHARE) {
    const both = `${title}; ${children[second]!.title}`;
    if (both.split(/\s+/).length <= SUMMARY_TITLE_MAX_WORDS) return both;
  }
  return title;
}

function mergeKeywords(children: readonly ChildSummary[], scores: readonly number[]): string[] {
  const merged = new Map<string, { surface: string; score: number; order: number }>();
  for (const [c, child] of children.entries()) {
    for (const [rank, keyword] of child.keywords.entries()) {
      const key = keyword.toLowerCase();
      const entry = merged.get(key) ?? { surface: keyword, score: 0, order: merged.size };
      entry.score += (scores[c] ?? 0) / (1 + rank);
      merged.set(key, entry);
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, SUMMARY_MAX_KEYWORDS)
    .map((k) => k.surface);
}

export function summarizeRollup(input: RollupInput): Summary & { bulletSources: BulletSource[][] } {
  const children = input.children;
  if (children.length === 0) return { title: "No activity", bullets: [], keywords: [], bulletSources: [] };
  const scores = childScores(children);
  const picks = pickBullets(children, scores, input.level);
  return {
    title: chooseTitle(children, scores),
    bullets: picks.map((p) => p.text),
    keywords: mergeKeywords(children, scores),
    bulletSources: picks.map((p) => p.sources),
  };
}
