/**
 * The extractive summary of a period from its children's summaries: the children's own
 * bullets, chosen by the child's weight (size, a little recency) and the bullet's rank
 * within the child, near-duplicates merged; keywords merged by weight; the title of the
 * heaviest child (two titles when two children carry the period). Every bullet lists the
 * child bullets it stands for, so the caller can keep their grips.
 */
import { termKeys } from "../terms";
import { SUMMARY_MAX_BULLETS, SUMMARY_MAX_KEYWORDS, SUMMARY_TITLE_MAX_WORDS } from "../toc-constants";
import type { BulletSource, RollupInput, Summary } from "./types";

/** Bullets sharing this much of their terms say the same thing. */
const DUPLICATE_JACCARD = 0.6;
/** A second child's title joins the first when the child weighs at least this share of the first. */
const SECOND_TITLE_SHARE = 0.5;

interface Pick {
  text: string;
  keys: Set<string>;
  sources: BulletSource[];
  order: number;
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const key of a) if (b.has(key)) shared++;
  return shared / (a.size + b.size - shared);
}

export function summarizeRollup(input: RollupInput): Summary & { bullet_sources: BulletSource[][] } {
  const children = input.children;
  const n = children.length;
  if (n === 0) return { title: "No activity", bullets: [], keywords: [], bullet_sources: [] };
  const maxWeight = Math.max(...children.map((c) => Math.max(c.weight, 0)), 1e-9);
  const childScore = children.map((c, i) => (Math.max(c.weight, 0) / maxWeight) * (0.8 + (0.2 * (i + 1)) / n));

  const candidates = children.flatMap((child, c) =>
    child.bullets.map((bullet, b) => ({ c, b, text: bullet.text, score: (childScore[c] ?? 0) / (1 + 0.5 * b) })),
  );
  candidates.sort((x, y) => y.score - x.score || x.c - y.c || x.b - y.b);
  const picks: Pick[] = [];
  for (const candidate of candidates) {
    const keys = termKeys(candidate.text);
    const same = picks.find((p) => jaccard(p.keys, keys) >= DUPLICATE_JACCARD);
    if (same !== undefined) {
      same.sources.push({ child: candidate.c, bullet: candidate.b });
      continue;
    }
    if (picks.length >= SUMMARY_MAX_BULLETS) continue;
    picks.push({ text: candidate.text, keys, sources: [{ child: candidate.c, bullet: candidate.b }], order: candidate.c * 1_000 + candidate.b });
  }
  picks.sort((a, b) => a.order - b.order);

  const byScore = children.map((child, i) => ({ child, score: childScore[i] ?? 0 })).sort((a, b) => b.score - a.score);
  const [first, second] = byScore;
  let title = first?.child.title ?? "";
  if (second !== undefined && first !== undefined && second.score >= first.score * SECOND_TITLE_SHARE && second.child.title !== title) {
    const both = `${title}; ${second.child.title}`;
    if (both.split(/\s+/).length <= SUMMARY_TITLE_MAX_WORDS) title = both;
  }

  const keywordScores = new Map<string, { surface: string; score: number; order: number }>();
  children.forEach((child, c) =>
    child.keywords.forEach((keyword, rank) => {
      const key = keyword.toLowerCase();
      const entry = keywordScores.get(key) ?? { surface: keyword, score: 0, order: keywordScores.size };
      entry.score += (childScore[c] ?? 0) / (1 + rank);
      keywordScores.set(key, entry);
    }),
  );
  const keywords = [...keywordScores.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, SUMMARY_MAX_KEYWORDS)
    .map((k) => k.surface);

  return { title, bullets: picks.map((p) => p.text), keywords, bullet_sources: picks.map((p) => p.sources) };
}
