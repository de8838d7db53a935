/**
 * The fourth held-back check (test/node/planted-heldback6.ts), written after the third round of
 * fixes was merged, by the same helper, and measured once before any change it caused: 4/11 and
 * 4/7 (a list of places or files checked read as options and a reply naming one as a pick, "ah yes
 * that explains it" and "correct, but don't change it yet" as facts, "Approach 1: … Approach 2: …";
 * one session had no grip and was given a tool call afterwards). Its misses then led to general
 * fixes, so it is a tuning set now too. Left: "the tests should cover the empty cart too" (an
 * older convention pattern) and "The retry delay is hard-coded …" (a true fact the set does not plant).
 */
import { describe, expect, it } from "vitest";
import { extractCandidates } from "../../src/core/memories/extract";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { HELDBACK6, HELDBACK6_SESSIONS } from "./planted-heldback6";

/** Regression bounds at what it gives after those fixes: 7/9 and 7/7. */
const PRECISION_FLOOR = 7 / 9;
const RECALL_FLOOR = 1;

describe("fourth held-back check for the dialogue structures (a tuning set now)", () => {
  it("every planted item's key words occur in a message of its session", () => {
    HELDBACK6_SESSIONS.forEach((s, i) => {
      const texts = HELDBACK6.events(i)
        .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
        .map((e) => e.text.toLowerCase());
      for (const p of s.planted)
        expect(
          texts.some((t) => p.keys.every((k) => t.includes(k.toLowerCase()))),
          `${s.id}: ${p.keys.join(", ")}`,
        ).toBe(true);
    });
    expect(new Set(HELDBACK6_SESSIONS.map((s) => s.id)).size).toBe(HELDBACK6_SESSIONS.length);
  });

  it("keeps precision and recall at or above what was measured", () => {
    const bySession = HELDBACK6_SESSIONS.map((_, i) => extractCandidates(HELDBACK6.segment(i)));
    const score = HELDBACK6.score(bySession);
    const missed = new Set(score.misses.map((m) => m.item));
    const byKind = MEMORY_KINDS.map((k) => {
      const items = HELDBACK6_SESSIONS.flatMap((s) => s.planted).filter((p) => p.kind === k);
      return `${k} ${items.filter((p) => !missed.has(p)).length}/${items.length}`;
    });
    console.log(
      `heldback6 set: precision ${score.precision.toFixed(3)} (${score.correctCandidates}/${score.candidates}), recall ${score.recall.toFixed(3)} (${score.matchedItems}/${score.planted}); ${byKind.join(", ")}`,
    );
    for (const m of score.misses) console.log(`miss  ${m.session} ${m.item.kind} [${m.item.keys.join(", ")}]`);
    for (const f of score.falsePositives) console.log(`fp    ${f.session} ${f.kind}${f.rightWordsWrongKind ? " (right words, wrong kind)" : ""}: ${f.text}`);
    for (const d of score.duplicates) console.log(`dup   ${d.session} ${d.kind}: ${d.text}`);
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
