/**
 * The third blind planted set (test/node/planted-blind3.ts): its shape here; the extractor's
 * precision and recall on it below, printed with its misses and false positives.
 *
 * Measured once, at 58f4ae0 (the extractor after its second round, whose author never saw this
 * set): precision 36/49, recall 34/55. The extractor of the first round (8c2475c) gave 26/36 and
 * 24/55. From then on this is a tuning set like the others; the floors are regression bounds.
 * Round 3 (helper "extract3", who read this set's misses and false positives and fixed their
 * classes, with fresh variants in planted-tuning4.ts): 39/42 and 36/55; then 40/43 and 37/55
 * with "whoa"/"hey" read as discourse openers (no fresh variant written for that one).
 */
import { describe, expect, it } from "vitest";
import { extractCandidates } from "../../src/core/memories/extract";
import { MEMORY_KINDS } from "../../src/core/memories/model";
import { BLIND3_SESSIONS, blind3Events, blind3Segment, scoreBlind3 } from "./planted-blind3";

/** What round 3 reached on it (see above); regression bounds, not a measure of generalization. */
const PRECISION_FLOOR = 40 / 43;
const RECALL_FLOOR = 37 / 55;

/** The lower-cased texts of a session's user and assistant messages (not tool calls or output). */
function messageTexts(index: number): string[] {
  return blind3Events(index)
    .filter((e) => e.event_type === "user_message" || e.event_type === "assistant_message")
    .map((e) => e.text.toLowerCase());
}

describe("third blind planted set: shape", () => {
  const items = BLIND3_SESSIONS.flatMap((s) => s.planted);

  it("plants at least 48 items, at least 12 of each kind", () => {
    expect(items.length).toBeGreaterThanOrEqual(48);
    for (const kind of MEMORY_KINDS) expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(12);
  });

  it("has at least 10 sessions and 40 messages that plant nothing", () => {
    const emptySessions = BLIND3_SESSIONS.filter((s) => s.planted.length === 0).length;
    let emptyMessages = 0;
    BLIND3_SESSIONS.forEach((s, i) => {
      for (const text of messageTexts(i)) if (!s.planted.some((p) => p.keys.every((k) => text.includes(k)))) emptyMessages++;
    });
    console.log(
      `blind set 3: ${items.length} items (${MEMORY_KINDS.map((k) => `${items.filter((i) => i.kind === k).length} ${k}`).join(", ")}) in ${BLIND3_SESSIONS.length} sessions, ${emptySessions} planting nothing; ${emptyMessages} messages planting nothing`,
    );
    expect(emptySessions).toBeGreaterThanOrEqual(10);
    expect(emptyMessages).toBeGreaterThanOrEqual(40);
  });

  it("has unique session ids, 1-2 lower-case key words per item, found together in one message of its session", () => {
    expect(new Set(BLIND3_SESSIONS.map((s) => s.id)).size).toBe(BLIND3_SESSIONS.length);
    BLIND3_SESSIONS.forEach((s, i) => {
      const texts = messageTexts(i);
      for (const p of s.planted) {
        expect(p.keys.length, `${s.id}: ${p.keys.join(", ")}`).toBeGreaterThanOrEqual(1);
        expect(p.keys.length, `${s.id}: ${p.keys.join(", ")}`).toBeLessThanOrEqual(2);
        for (const k of p.keys) expect(k, `${s.id}: ${k}`).toBe(k.toLowerCase());
        expect(
          texts.some((t) => p.keys.every((k) => t.includes(k))),
          `${s.id}: ${p.keys.join(", ")}`,
        ).toBe(true);
      }
    });
  });

  it("builds every session into a segment with events and bullets", () => {
    BLIND3_SESSIONS.forEach((s, i) => {
      const seg = blind3Segment(i);
      expect(seg.nodeId).toBe(`toc:segment:${s.id}`);
      expect(seg.events.length, s.id).toBe(blind3Events(i).length);
      expect(seg.bullets.length, s.id).toBeGreaterThan(0);
    });
  });
});

describe("offline extraction on the third blind planted set", () => {
  it("reports precision and recall, with misses and false positives", () => {
    const score = scoreBlind3(BLIND3_SESSIONS.map((_, i) => extractCandidates(blind3Segment(i))));
    console.log(
      `blind set 3: precision ${score.precision.toFixed(3)} (${score.correctCandidates}/${score.candidates}), recall ${score.recall.toFixed(3)} (${score.matchedItems}/${score.planted})`,
    );
    for (const m of score.misses) console.log(`miss  ${m.session} ${m.item.kind} [${m.item.keys.join(", ")}]`);
    for (const f of score.falsePositives) console.log(`fp    ${f.session} ${f.kind}${f.rightWordsWrongKind ? " (right words, wrong kind)" : ""}: ${f.text}`);
    for (const d of score.duplicates) console.log(`dup   ${d.session} ${d.kind}: ${d.text}`);
    expect(score.planted).toBe(BLIND3_SESSIONS.flatMap((s) => s.planted).length);
    expect(score.matchedItems + score.misses.length).toBe(score.planted);
    expect(score.correctCandidates + score.falsePositives.length).toBe(score.candidates);
    expect(score.precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(score.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
