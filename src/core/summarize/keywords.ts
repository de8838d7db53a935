import { extractTerms, keywordWorthy, type Term } from "../text/terms";
import { SUMMARY_MAX_KEYWORDS, SUMMARY_MIN_KEYWORDS } from "../toc/constants";

/** A text, or its terms when they are already known, and how much it counts. */
export type WeightedText = { text: string; weight: number } | { terms: readonly Term[]; weight: number };

/** Below this share of the best score a term is noise, unless it is needed to reach the minimum count. */
const RELATIVE_CUTOFF = 0.25;
/** Code identifiers say more about a session than plain words do. */
const CODE_BONUS = 1.5;

/**
 * The most telling terms of weighted texts: each text votes once per distinct term with its
 * weight; ties go to the term seen first. Terms whose key is in `exclude` are passed over. Deterministic.
 */
export function topKeywords(
  texts: readonly WeightedText[],
  max = SUMMARY_MAX_KEYWORDS,
  min = SUMMARY_MIN_KEYWORDS,
  exclude: ReadonlySet<string> = new Set(),
): string[] {
  const scores = new Map<string, { score: number; order: number; surfaces: Map<string, number> }>();
  let order = 0;
  for (const source of texts) {
    const weight = source.weight;
    if (weight <= 0) continue;
    const seenHere = new Set<string>();
    for (const term of "terms" in source ? source.terms : extractTerms(source.text)) {
      if (!keywordWorthy(term) || exclude.has(term.key)) continue;
      let entry = scores.get(term.key);
      if (entry === undefined) {
        entry = { score: 0, order: order++, surfaces: new Map() };
        scores.set(term.key, entry);
      }
      entry.surfaces.set(term.surface, (entry.surfaces.get(term.surface) ?? 0) + 1);
      if (seenHere.has(term.key)) continue;
      seenHere.add(term.key);
      entry.score += weight * (term.code ? CODE_BONUS : 1);
    }
  }
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score || a.order - b.order);
  const best = ranked[0]?.score ?? 0;
  const chosen = ranked.filter((entry, i) => i < min || entry.score >= best * RELATIVE_CUTOFF).slice(0, max);
  return chosen.map((entry) => mostUsedSurface(entry.surfaces));
}

function mostUsedSurface(surfaces: Map<string, number>): string {
  let best = "";
  let count = -1;
  for (const [surface, n] of surfaces) {
    if (n > count) {
      best = surface;
      count = n;
    }
  }
  return best;
}
