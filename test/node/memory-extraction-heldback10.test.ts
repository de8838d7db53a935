/**
 * The eighth held-back check (test/node/planted-heldback10.ts), written after the seventh round of
 * fixes was merged, by the same helper, and measured once before any change it caused: 2/5 and
 * 2/3 (the assistant's "Next steps:" it then carried out read as tasks). Fixed: an assistant's own
 * plan followed by its tool calls gives no task; an explanation ("Here's how … works:") offers no
 * options. Left: "monthly only for launch" (a pick whose words two options share; loosening the
 * match picked wrong options elsewhere) and "The token is stored in a cookie" (a true fact the
 * set does not plant). A tuning set now too.
 */
import { describe, expect, it } from "vitest";
import { extractCandidates } from "../../src/core/memories/extract";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { HELDBACK10, HELDBACK10_SESSIONS } from "./planted-heldback10";

/** Regression bounds at what it gives after those fixes: 2/3 and 2/3. */
const PRECISION_FLOOR = 2 / 3;
const RECALL_FLOOR = 2 / 3;

describe("eighth held-back check for the dialogue structures (a tuning set now)", () => {
  it("every planted item's key words occur in a message of its session", () => {
    HELDBACK10_SESSIONS.forEach((s, i) => {
      const texts = HELDBACK10.events(i)
        .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
        .map((e) => e.text.toLowerCase());
      for (const p of s.planted)
        expect(
          texts.some((t) => p.keys.every((k) => t.includes(k.toLowerCase()))),
          `${s.id}: ${p.keys.join(", ")}`,
        ).toBe(true);
    });
    expect(new Set(HELDBACK10_SESSIONS.map((s) => s.id)).size).toBe(HELDBACK10_SESSIONS.length);
  });

  it("keeps precision and recall at or above what was measured", () => {
    const bySession = HELDBACK10_SESSIONS.map((_, i) => extractCandidates(HELDBACK10.segment(i)));
    const score = HELDBACK10.score(bySession);
    const missed = new Set(score.misses.map((m) => m.item));
    const byKind = MEMORY_KINDS.map((k) => {
      const items = HELDBACK10_SESSIONS.flatMap((s) => s.planted).filter((p) => p.kind === k);
      return `${k} ${items.filter((p) => !missed.has(p)).length}/${items.length}`;
    });
    console.log(
      `heldback10 set: precision ${score.precision.toFixed(3)} (${score.correctCandidates}/${score.candidates}), recall ${score.recall.toFixed(3)} (${score.matchedItems}/${score.planted}); ${byKind.join(", ")}`,
    );
    for (const m of score.misses) console.log(`miss  ${m.session} ${m.item.kind} [${m.item.keys.join(", ")}]`);
    for (const f of score.falsePositives) console.log(`fp    ${f.session} ${f.kind}${f.rightWordsWrongKind ? " (right words, wrong kind)" : ""}: ${f.text}`);
    for (const d of score.duplicates) console.log(`dup   ${d.session} ${d.kind}: ${d.text}`);
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
