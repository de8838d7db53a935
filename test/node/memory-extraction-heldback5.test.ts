/**
 * The third held-back check (test/node/planted-heldback5.ts), written after the second round of
 * fixes was merged, by the same helper, and measured once before any change it caused: 4/9 and
 * 4/10 (options named in a sentence, "the first option sounds right", a list on one line, "not in
 * this PR, but …", "Kim's team owns …"; an assistant's own next steps and questions under a head
 * read as tasks). Its misses then led to general fixes, so it is a tuning set now too.
 */
import { describe, expect, it } from "vitest";
import { extractCandidates } from "../../src/core/memories/extract";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { HELDBACK5, HELDBACK5_SESSIONS } from "./planted-heldback5";

/** Regression bounds at what it gives after those fixes: 10/10 and 10/10. */
const PRECISION_FLOOR = 1;
const RECALL_FLOOR = 1;

describe("third held-back check for the dialogue structures (a tuning set now)", () => {
  it("every planted item's key words occur in a message of its session", () => {
    HELDBACK5_SESSIONS.forEach((s, i) => {
      const texts = HELDBACK5.events(i)
        .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
        .map((e) => e.text.toLowerCase());
      for (const p of s.planted)
        expect(
          texts.some((t) => p.keys.every((k) => t.includes(k.toLowerCase()))),
          `${s.id}: ${p.keys.join(", ")}`,
        ).toBe(true);
    });
    expect(new Set(HELDBACK5_SESSIONS.map((s) => s.id)).size).toBe(HELDBACK5_SESSIONS.length);
  });

  it("keeps precision and recall at or above what was measured", () => {
    const bySession = HELDBACK5_SESSIONS.map((_, i) => extractCandidates(HELDBACK5.segment(i)));
    const score = HELDBACK5.score(bySession);
    const missed = new Set(score.misses.map((m) => m.item));
    const byKind = MEMORY_KINDS.map((k) => {
      const items = HELDBACK5_SESSIONS.flatMap((s) => s.planted).filter((p) => p.kind === k);
      return `${k} ${items.filter((p) => !missed.has(p)).length}/${items.length}`;
    });
    console.log(
      `heldback5 set: precision ${score.precision.toFixed(3)} (${score.correctCandidates}/${score.candidates}), recall ${score.recall.toFixed(3)} (${score.matchedItems}/${score.planted}); ${byKind.join(", ")}`,
    );
    for (const m of score.misses) console.log(`miss  ${m.session} ${m.item.kind} [${m.item.keys.join(", ")}]`);
    for (const f of score.falsePositives) console.log(`fp    ${f.session} ${f.kind}${f.rightWordsWrongKind ? " (right words, wrong kind)" : ""}: ${f.text}`);
    for (const d of score.duplicates) console.log(`dup   ${d.session} ${d.kind}: ${d.text}`);
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
