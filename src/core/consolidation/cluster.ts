/**
 * Cohesion of a user's segments and memories: how strongly two items are about the same thing,
 * from what they share — code identifiers and file names, keywords, plain words, and grips
 * (the evidence a memory and a segment bullet point to). Pure and deterministic: the same items
 * give the same pairs, clusters and labels, in the same order.
 *
 * A feature's weight is its kind's weight times its rarity among the user's items, 1 / (1 + ln df):
 * sharing `requireAuth`, named by three segments, counts far more than sharing "test", named by
 * hundreds. Cohesion is the weighted overlap of the two feature sets,
 *
 *   cohesion(a, b) = Σ_shared w / min(Σ_a w, Σ_b w)
 *
 * in [0, 1]: 1 when one item's features are all in the other (a near-duplicate), 0 when nothing is
 * shared. A feature the two weigh differently (a keyword of one, a plain word of the other) counts
 * with the smaller weight. Grips count only when shared: every segment has its own, so an unshared
 * grip says nothing, while a memory and a segment pointing to the same grip are the same evidence. Features named by more than MAX_FEATURE_DF items are too common to link anything.
 * Bands: ≥ MERGE_MIN_COHESION a merge candidate (memories) or a strong link (segments);
 * ≥ RELATED_MIN_COHESION a `related` link; below, nothing.
 */
import { hash64 } from "../hash";
import { extractTerms, keywordWorthy } from "../text/terms";

export const MERGE_MIN_COHESION = 0.75;
export const RELATED_MIN_COHESION = 0.4;
/** A feature more items than this share is ignored (it would link everything to everything). */
export const MAX_FEATURE_DF = 50;
/** The least denominator of a cohesion: an item of one stray word cannot be "all shared" with anything. */
const MIN_ITEM_WEIGHT = 0.25;

export type ItemKind = "node" | "memory";

/** A segment or a memory, as the cluster detector sees it. */
export interface ClusterItem {
  kind: ItemKind;
  id: string;
  /** Title, bullets (a segment) or the memory's text. */
  text: string;
  /** A segment's keywords (a memory has none). */
  keywords: readonly string[];
  /** Grips it points to: a segment's own, a memory's supporting ones. */
  gripIds: readonly string[];
  /** When it happened (a segment's start, a memory's creation), for "also: … (2026-10-02, …)". */
  atMs: number;
}

type FeatureKind = "code" | "keyword" | "word" | "grip";
const KIND_WEIGHT: Record<FeatureKind, number> = { grip: 1.5, code: 1, keyword: 0.8, word: 0.3 };

interface Feature {
  key: string;
  kind: FeatureKind;
  /** How it is shown in a label (an identifier's spelling). */
  surface: string;
}

/** The features of an item, one per key (the strongest kind wins). */
export function itemFeatures(item: ClusterItem): Feature[] {
  const out = new Map<string, Feature>();
  const put = (f: Feature) => {
    const had = out.get(f.key);
    if (!had || KIND_WEIGHT[f.kind] > KIND_WEIGHT[had.kind]) out.set(f.key, f);
  };
  for (const term of extractTerms(item.text)) {
    if (term.derived || !keywordWorthy(term)) continue;
    put({ key: `t:${term.key}`, kind: term.code ? "code" : "word", surface: term.surface });
  }
  for (const keyword of item.keywords) {
    for (const term of extractTerms(keyword)) {
      if (term.derived || !keywordWorthy(term)) continue;
      put({ key: `t:${term.key}`, kind: term.code ? "code" : "keyword", surface: term.surface });
    }
  }
  for (const grip of item.gripIds) put({ key: `g:${grip}`, kind: "grip", surface: grip });
  return [...out.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export interface Pair {
  a: number;
  b: number;
  cohesion: number;
  /** What both share, strongest first (surfaces, grips left out): at most 5. */
  shared: string[];
}

export interface CohesionIndex {
  items: readonly ClusterItem[];
  /** Every pair at or above `minCohesion`, by (a, b). */
  pairs: Pair[];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

/**
 * Every pair of items whose cohesion is at least `minCohesion`, found through the features they
 * share (never all n² pairs). Items keep their order; pairs come sorted by (a, b).
 */
export function cohesionPairs(items: readonly ClusterItem[], minCohesion = RELATED_MIN_COHESION): CohesionIndex {
  const features = items.map(itemFeatures);
  const df = new Map<string, number>();
  for (const fs of features) for (const f of fs) df.set(f.key, (df.get(f.key) ?? 0) + 1);
  const weightOf = (f: Feature) => {
    const n = df.get(f.key) ?? 1;
    return n > MAX_FEATURE_DF ? 0 : KIND_WEIGHT[f.kind] / (1 + Math.log(n));
  };
  const weights = features.map((fs) => fs.map(weightOf));
  const byKey = features.map((fs, i) => new Map(fs.map((f, j) => [f.key, weights[i]![j]!])));
  const totals = features.map((fs, i) => fs.reduce((s, f, j) => s + (f.kind === "grip" ? 0 : weights[i]![j]!), 0));
  const postings = new Map<string, number[]>();
  for (let i = 0; i < features.length; i++) {
    features[i]!.forEach((f, j) => {
      if (weights[i]![j]! === 0) return;
      const list = postings.get(f.key);
      if (list) list.push(i);
      else postings.set(f.key, [i]);
    });
  }
  const pairs: Pair[] = [];
  for (let a = 0; a < items.length; a++) {
    const sharedWeight = new Map<number, number>();
    features[a]!.forEach((f, j) => {
      const w = weights[a]![j]!;
      if (w === 0) return;
      for (const b of postings.get(f.key) ?? []) if (b > a) sharedWeight.set(b, (sharedWeight.get(b) ?? 0) + Math.min(w, byKey[b]!.get(f.key)!));
    });
    for (const [b, shared] of [...sharedWeight].sort((x, y) => x[0] - y[0])) {
      const cohesion = round(Math.min(1, shared / Math.max(MIN_ITEM_WEIGHT, Math.min(totals[a]!, totals[b]!))));
      if (cohesion < minCohesion) continue;
      const inB = new Set(features[b]!.map((f) => f.key));
      const common = features[a]!.map((f, j) => ({ f, w: weights[a]![j]! }))
        .filter(({ f, w }) => w > 0 && inB.has(f.key) && f.kind !== "grip")
        .sort((x, y) => y.w - x.w || (x.f.key < y.f.key ? -1 : 1))
        .slice(0, 5)
        .map(({ f }) => f.surface);
      pairs.push({ a, b, cohesion, shared: common });
    }
  }
  return { items, pairs };
}

export interface Cluster {
  /** Derived from the members: the same members give the same id. */
  id: string;
  /** Indexes into the items, ascending. */
  members: number[];
  /** The mean cohesion of the linked pairs inside it. */
  cohesion: number;
  /** What its pairs share most strongly (an identifier or a file, usually). */
  label: string;
}

/** The most members a cluster holds: a larger group is a theme, split by a stricter cohesion. */
export const MAX_CLUSTER_MEMBERS = 200;
/** How much stricter each split of an oversized group is, and the strictest tried. */
const SPLIT_STEP = 0.05;
const SPLIT_MAX_COHESION = 0.95;

/** Connected components over `pairs` (union-find): each its members (ascending) and the pairs that link them. */
function linkedGroups(pairs: readonly Pair[]): { members: number[]; pairs: Pair[] }[] {
  const parent = new Map<number, number>();
  const find = (i: number): number => {
    let r = i;
    while ((parent.get(r) ?? r) !== r) r = parent.get(r)!;
    parent.set(i, r);
    return r;
  };
  for (const p of pairs) {
    const [ra, rb] = [find(p.a), find(p.b)];
    if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
  }
  const groups = new Map<number, { members: Set<number>; pairs: Pair[] }>();
  for (const p of pairs) {
    const root = find(p.a);
    const g = groups.get(root) ?? { members: new Set<number>(), pairs: [] };
    g.members.add(p.a).add(p.b);
    g.pairs.push(p);
    groups.set(root, g);
  }
  return [...groups.values()].map((g) => ({ members: [...g.members].sort((x, y) => x - y), pairs: g.pairs }));
}

/** Connected components over the pairs at or above `min`. */
function components(pairs: readonly Pair[], min: number): { members: number[]; pairs: Pair[] }[] {
  return linkedGroups(pairs.filter((p) => p.cohesion >= min));
}

/**
 * Groups items linked by pairs at or above RELATED_MIN_COHESION (connected components), each
 * with its mean cohesion and a label; clusters of one are dropped. A group of more than
 * MAX_CLUSTER_MEMBERS (a chain through a common subject) is split again at a stricter cohesion,
 * 0.05 at a time; what is still too large at 0.95 is left out. Sorted by their first member.
 */
export function clusters(index: CohesionIndex): Cluster[] {
  const found: { members: number[]; pairs: Pair[] }[] = [];
  const split = (pairs: readonly Pair[], min: number) => {
    for (const g of components(pairs, min)) {
      if (g.members.length <= MAX_CLUSTER_MEMBERS) found.push(g);
      else if (min + SPLIT_STEP <= SPLIT_MAX_COHESION + 1e-9) split(g.pairs, round(min + SPLIT_STEP));
    }
  };
  split(index.pairs, RELATED_MIN_COHESION);
  const out: Cluster[] = [];
  for (const g of found.sort((x, y) => x.members[0]! - y.members[0]!)) {
    if (g.members.length < 2) continue;
    const counts = new Map<string, number>();
    // Each pair votes for what it shares, its strongest term most.
    for (const p of g.pairs) {
      p.shared.forEach((s, rank) => {
        counts.set(s, (counts.get(s) ?? 0) + (5 - rank));
      });
    }
    const label = [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0]?.[0] ?? "";
    const ids = g.members.map((i) => `${index.items[i]!.kind}:${index.items[i]!.id}`);
    out.push({
      id: `cl_${hash64(ids.join("\n"))}`,
      members: g.members,
      cohesion: round(g.pairs.reduce((s, p) => s + p.cohesion, 0) / g.pairs.length),
      label: label.slice(0, 200),
    });
  }
  return out;
}

/** Groups of memories at merge cohesion (connected by pairs ≥ MERGE_MIN_COHESION), each of two or more, by first member. */
export function mergeGroups(index: CohesionIndex, accept: (a: ClusterItem, b: ClusterItem) => boolean = () => true): { members: number[]; cohesion: number }[] {
  const strong = index.pairs.filter(
    (p) =>
      p.cohesion >= MERGE_MIN_COHESION &&
      index.items[p.a]!.kind === "memory" &&
      index.items[p.b]!.kind === "memory" &&
      accept(index.items[p.a]!, index.items[p.b]!),
  );
  return linkedGroups(strong)
    .map((g) => ({ members: g.members, cohesion: round(Math.min(...g.pairs.map((p) => p.cohesion))) }))
    .sort((x, y) => x.members[0]! - y.members[0]!);
}
