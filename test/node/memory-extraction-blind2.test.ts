/**
 * The second blind planted set (test/node/planted-blind2.ts): its shape here; the extractor's
 * precision and recall on it below, printed with its misses and false positives.
 *
 * Measured once, at a03fffd (the extractor after its clause-level rewrite, whose author never
 * saw this set): precision 23/30, recall 23/53. The extractor before that rewrite gave 10/13 and
 * 10/53. From then on this is a tuning set like the others; the floors are regression bounds.
 * Round 2 (helper "extract2", 2026-11-26 10:00) read its misses and fixed the dialogue structures
 * behind them (options picked by a short answer, lists under a head of future work, replies
 * confirming a finding, owners, scoped imperatives, needs met or choices superseded in the
 * session): 52/53 and 52/53, tuned on this set, so not a measure of generalization.
 */
import { describe, expect, it } from "vitest";
import { extractCandidates } from "../../src/core/memories/extract";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND2_SESSIONS, blind2Events, blind2Segment, scoreBlind2 } from "./planted-blind2";

/** After round 2 (see above); regression bounds. The first measurement was 23/30 and 23/53. */
const PRECISION_FLOOR = 52 / 53;
const RECALL_FLOOR = 52 / 53;

function messages(index: number): string[] {
  return blind2Events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("second blind planted set: shape", () => {
  it("has at least 48 planted items, 12 of each kind, 10 sessions and 40 messages that plant nothing", () => {
    const items = BLIND2_SESSIONS.flatMap((s) => s.planted);
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
    expect(BLIND2_SESSIONS.filter((s) => s.planted.length === 0).length).toBeGreaterThanOrEqual(10);
    let empty = 0;
    BLIND2_SESSIONS.forEach((s, i) => {
      for (const m of messages(i)) if (!s.planted.some((p) => p.keys.every((k) => m.includes(k)))) empty++;
    });
    console.log(
      `blind set 2: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${BLIND2_SESSIONS.length} sessions, ${BLIND2_SESSIONS.filter((s) => s.planted.length === 0).length} planting nothing; ${empty} messages planting nothing`,
    );
    expect(empty).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids and lower-case key words, each item's found together in a message of its session", () => {
    expect(new Set(BLIND2_SESSIONS.map((s) => s.id)).size).toBe(BLIND2_SESSIONS.length);
    BLIND2_SESSIONS.forEach((s, i) => {
      const texts = messages(i);
      for (const p of s.planted) {
        for (const k of p.keys) expect(k, `${s.id}: ${k}`).toBe(k.toLowerCase());
        expect(
          texts.some((t) => p.keys.every((k) => t.includes(k))),
          `${s.id}: ${p.keys.join(", ")}`,
        ).toBe(true);
      }
    });
  });

  it("builds every session into a segment with bullets", () => {
    BLIND2_SESSIONS.forEach((s, i) => {
      const seg = blind2Segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length).toBeGreaterThan(0);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});

describe("offline extraction on the second blind planted set", () => {
  it("reports precision and recall, with misses and false positives", () => {
    const score = scoreBlind2(BLIND2_SESSIONS.map((_, i) => extractCandidates(blind2Segment(i))));
    console.log(
      `blind set 2: precision ${score.precision.toFixed(3)} (${score.correctCandidates}/${score.candidates}), recall ${score.recall.toFixed(3)} (${score.matchedItems}/${score.planted})`,
    );
    for (const m of score.misses) console.log(`miss  ${m.session} ${m.item.kind} [${m.item.keys.join(", ")}]`);
    for (const f of score.falsePositives) console.log(`fp    ${f.session} ${f.kind}${f.rightWordsWrongKind ? " (right words, wrong kind)" : ""}: ${f.text}`);
    for (const d of score.duplicates) console.log(`dup   ${d.session} ${d.kind}: ${d.text}`);
    expect(score.planted).toBe(BLIND2_SESSIONS.flatMap((s) => s.planted).length);
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
