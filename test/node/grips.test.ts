import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { EventType, StoredEvent } from "../../src/core/ingest/event";
import { eventTermKeys, excerptAround, extractGrips, gripId } from "../../src/core/toc/grips";
import { summarizeExtractive } from "../../src/core/summarize/extractive";
import { termKeys } from "../../src/core/text/terms";
import { claudeCodeEvents, codexEvents } from "./fixture-events";

const NODE = "toc:segment:2026-03-04:01KJWJFYW7AWDJQVS74W3RQXQD";

function ev(id: string, text: string, event_type: EventType = "assistant_message", metadata: Record<string, string> = {}): StoredEvent {
  return {
    event_id: id,
    session_id: "s",
    agent: "claude-code",
    ts_ms: 1_000 + Number(id.replace(/\D/g, "") || 0),
    event_type,
    role: "assistant",
    text,
    metadata,
  };
}

describe("grips for the fixture sessions", () => {
  for (const [name, events] of [
    ["claude-code", claudeCodeEvents()],
    ["codex", codexEvents()],
  ] as const) {
    it(`backs every extractive bullet of the ${name} session with events of the segment`, () => {
      const summary = summarizeExtractive({ kind: "segment", events });
      const grips = extractGrips(NODE, summary.bullets, events);
      const ids = events.map((e) => e.event_id);
      expect(grips).toHaveLength(summary.bullets.length);
      for (const g of grips) {
        expect(g.supported, g.text).toBe(true);
        const grip = g.grip!;
        expect(grip.gripId).toMatch(/^grip:\d+:[0-9a-f]{16}$/);
        expect(ids.indexOf(grip.eventIdStart)).toBeLessThanOrEqual(ids.indexOf(grip.eventIdEnd));
        expect(grip.excerpt.length).toBeLessThanOrEqual(200);
        expect(grip.score).toBeGreaterThan(0.3);
      }
    });
  }

  it("points the failure bullet at the failing test run and the ask at the request", () => {
    const events = codexEvents();
    const summary = summarizeExtractive({ kind: "segment", events });
    const grips = extractGrips(NODE, summary.bullets, events);
    const byId = new Map(events.map((e) => [e.event_id, e]));
    const failed = grips.find((g) => g.text.startsWith("Failed at first:"))?.grip;
    expect(byId.get(failed!.eventIdStart)).toMatchObject({ event_type: "tool_result", metadata: { is_error: "true" } });
    expect(failed!.excerpt).toContain("test_missing_token_is_401");
    const ask = grips[0]!.grip!;
    expect(byId.get(ask.eventIdStart)?.event_type).toBe("user_message");
    expect(ask.tsMs).toBe(byId.get(ask.eventIdStart)?.ts_ms);
  });
});

describe("scoring and spans", () => {
  it("needs more than 30 % of the bullet's terms in one event", () => {
    const bullet = "alpha bravo charlie delta echo foxtrot golf hotel india juliet";
    expect(termKeys(bullet).size).toBe(10);
    const three = [ev("E1", "alpha bravo charlie")];
    const four = [ev("E1", "alpha bravo charlie delta")];
    expect(extractGrips(NODE, [bullet], three)[0]).toEqual({ bulletIndex: 0, text: bullet, supported: false, grip: null });
    expect(extractGrips(NODE, [bullet], four)[0]?.grip?.score).toBe(0.4);
  });

  it("starts at the best event and extends over following events scoring at least 0.8 × the best", () => {
    const bullet = "alpha bravo charlie delta echo";
    const events = [
      ev("E1", "alpha bravo"), // 0.4: before the best, not included
      ev("E2", "alpha bravo charlie delta echo"), // 1.0: best
      ev("E3", "alpha bravo charlie delta"), // 0.8: extends
      ev("E4", "alpha bravo charlie"), // 0.6: stops here
      ev("E5", "alpha bravo charlie delta echo"), // not consecutive
    ];
    const grip = extractGrips(NODE, [bullet], events)[0]?.grip;
    expect(grip).toMatchObject({ eventIdStart: "E2", eventIdEnd: "E3", score: 1, tsMs: 1_002 });
  });

  it("counts what a tool call implies: the file it wrote and that it created it", () => {
    const write = ev("E1", "Write src/auth/jwt.ts", "tool_use", { tool_name: "Write", tool_input: '{"file_path":"/w/src/auth/jwt.ts"}' });
    expect([...eventTermKeys(write)]).toEqual(expect.arrayContaining(["jwt.ts", ...termKeys("created write")]));
    expect(extractGrips(NODE, ["Created src/auth/jwt.ts"], [write])[0]?.grip?.score).toBe(1);
  });

  it("prefers original events over a compaction summary that restates them", () => {
    const events = [ev("E1", "add bearer auth to invoices", "user_message"), ev("E2", "Primary request: add bearer auth to invoices router", "compaction")];
    expect(extractGrips(NODE, ["add bearer auth to invoices router"], events)[0]?.grip?.eventIdStart).toBe("E1");
    expect(extractGrips(NODE, ["invoices router"], [events[1]!])[0]?.grip?.eventIdStart).toBe("E2");
  });

  it("cuts the excerpt around the matching words", () => {
    const text = `${"lorem ipsum ".repeat(40)}the requireAuth middleware maps TokenExpiredError to 401 ${"dolor sit ".repeat(40)}`;
    const excerpt = excerptAround(text, termKeys("requireAuth TokenExpiredError 401"), 200);
    expect(excerpt.length).toBeLessThanOrEqual(200);
    expect(excerpt).toContain("requireAuth middleware maps TokenExpiredError to 401");
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt.endsWith("…")).toBe(true);
  });

  it("derives the grip id from the node, bullet and span only", () => {
    const id = gripId(1_772_633_051_762, NODE, 0, "Asked to add JWT auth", "01A", "01B");
    expect(id).toBe(gripId(1_772_633_051_762, NODE, 0, "Asked to add JWT auth", "01A", "01B"));
    expect(id).toMatch(/^grip:1772633051762:[0-9a-f]{16}$/);
    expect(
      new Set([
        id,
        gripId(1_772_633_051_762, NODE, 1, "Asked to add JWT auth", "01A", "01B"),
        gripId(1_772_633_051_762, "toc:segment:x", 0, "Asked to add JWT auth", "01A", "01B"),
      ]).size,
    ).toBe(3);
  });
});

describe("properties", () => {
  const vocabulary = ["jwt", "token", "requireAuth", "invoices", "expired", "middleware", "vitest", "router", "bearer", "secret", "ttl", "header"];
  const text = fc.array(fc.constantFrom(...vocabulary), { maxLength: 8 }).map((w) => w.join(" "));
  const eventsArb = fc.array(text, { minLength: 1, maxLength: 20 }).map((texts) => texts.map((t, i) => ev(`E${i + 1}`, t)));
  const bulletsArb = fc.array(
    text.filter((t) => t !== ""),
    { minLength: 1, maxLength: 5 },
  );

  it("only ever references events of the segment, with spans that obey the rule, and the same ids on every run", () => {
    fc.assert(
      fc.property(eventsArb, bulletsArb, (events, bullets) => {
        const first = extractGrips(NODE, bullets, events);
        const again = extractGrips(NODE, bullets, structuredClone(events));
        expect(again).toEqual(first);
        const ids = events.map((e) => e.event_id);
        for (const g of first) {
          if (g.grip === null) {
            expect(g.supported).toBe(false);
            continue;
          }
          const start = ids.indexOf(g.grip.eventIdStart);
          const end = ids.indexOf(g.grip.eventIdEnd);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeGreaterThanOrEqual(start);
          expect(g.grip.score).toBeGreaterThan(0.3);
          const keys = termKeys(g.text);
          const scoreOf = (e: StoredEvent) => [...keys].filter((k) => eventTermKeys(e).has(k)).length / keys.size;
          for (const e of events) expect(scoreOf(e)).toBeLessThanOrEqual(g.grip.score);
          for (let i = start; i <= end; i++) expect(scoreOf(events[i]!)).toBeGreaterThanOrEqual(g.grip.score * 0.8);
        }
      }),
      { numRuns: 300 },
    );
  });
});
