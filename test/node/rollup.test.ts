import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jobsForCron, scheduledCrons } from "../../src/core/jobs/schedule";
import {
  inferBulletSources,
  keptGrips,
  needsSummary,
  planRollup,
  rolledUpStatus,
  rollupInput,
  type RollupChild,
  type RollupTarget,
} from "../../src/core/toc/rollup";
import { ROLLUP_MIN_AGE_MS, rollupConfig } from "../../src/core/toc/rollup-config";
import { summarizeExtractive } from "../../src/core/summarize";
import type { StoredEvent } from "../../src/core/ingest/event";
import { claudeCodeEvents, codexEvents } from "./fixture-events";
import { session } from "./session-builder";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const config = rollupConfig({});
const dayEnd = Date.UTC(2026, 2, 5);

const child = (
  id: string,
  title: string,
  weight: number,
  bullets: [string, string[]][],
  keywords: string[],
  status: RollupChild["status"] = "final",
): RollupChild => ({
  nodeId: `toc:segment:2026-03-04:${id}`,
  level: "segment",
  title,
  bullets: bullets.map(([text, grip_ids]) => ({ text, grip_ids, supported: grip_ids.length > 0 })),
  keywords,
  startTsMs: dayEnd - DAY,
  endTsMs: dayEnd - DAY + 1,
  status,
  weight,
});

const placeholder: RollupTarget = {
  nodeId: "toc:day:2026-03-04",
  level: "day",
  title: "2026-03-04 (summary pending)",
  bullets: [],
  keywords: [],
  endTsMs: dayEnd,
  status: "pending",
  summarizer: null,
  weight: 0,
  dirtySinceMs: dayEnd - 2 * HOUR,
};

const jwt = child(
  "A",
  "Add JWT auth to the invoices API",
  1_700,
  [
    ["Asked to add JWT auth", ["g1"]],
    ["Created src/auth/jwt.ts", ["g2", "g3"]],
  ],
  ["JWT", "requireAuth"],
);
const flaky = child("B", "Fix flaky invoice export test", 300, [["Asked to fix the flaky export test", ["g4"]]], ["export"]);

function rollup(node: RollupTarget, children: RollupChild[], nowMs: number) {
  const input = rollupInput(node, children);
  if (input === null) throw new Error("no input");
  return planRollup(node, children, summarizeExtractive(input), nowMs, config);
}

describe("planning a rollup", () => {
  it("fills a placeholder in place: content, no new version, grips of the kept bullets", () => {
    const plan = rollup(placeholder, [jwt, flaky], dayEnd + 2 * HOUR);
    expect(plan.contentChanged).toBe(true);
    expect(plan.bump).toBe(false);
    expect(plan.title).toBe("Add JWT auth to the invoices API");
    expect(plan.bullets).toEqual([
      { text: "Asked to add JWT auth", grip_ids: ["g1"], supported: true },
      { text: "Created src/auth/jwt.ts", grip_ids: ["g2", "g3"], supported: true },
      { text: "Asked to fix the flaky export test", grip_ids: ["g4"], supported: true },
    ]);
    expect(plan.weight).toBe(2_000);
    expect(plan.status).toBe("final");
  });

  it("the same children again: nothing to write once the marks are clear", () => {
    const first = rollup(placeholder, [jwt, flaky], dayEnd + 2 * HOUR);
    const stored: RollupTarget = { ...placeholder, ...first, status: first.status, summarizer: first.summarizer, dirtySinceMs: null };
    const again = rollup(stored, [jwt, flaky], dayEnd + 3 * HOUR);
    expect(again).toMatchObject({ contentChanged: false, bump: false, changed: false });
    // A dirty mark alone is cleared without a new version.
    expect(rollup({ ...stored, dirtySinceMs: dayEnd }, [jwt, flaky], dayEnd + 3 * HOUR)).toMatchObject({ contentChanged: false, bump: false, changed: true });
  });

  it("a changed child makes a new version", () => {
    const first = rollup(placeholder, [jwt], dayEnd + 2 * HOUR);
    const stored: RollupTarget = { ...placeholder, ...first, status: first.status, summarizer: first.summarizer, dirtySinceMs: dayEnd + 3 * HOUR };
    const plan = rollup(stored, [jwt, flaky], dayEnd + 4 * HOUR);
    expect(plan).toMatchObject({ contentChanged: true, bump: true, changed: true });
  });

  it("is provisional until the period ended and its minimum age passed, and while a child is not final", () => {
    const node = { level: "day" as const, endTsMs: dayEnd };
    expect(rolledUpStatus(node, [jwt], dayEnd - 1, config)).toBe("provisional");
    expect(rolledUpStatus(node, [jwt], dayEnd + ROLLUP_MIN_AGE_MS.day - 1, config)).toBe("provisional");
    expect(rolledUpStatus(node, [jwt], dayEnd + ROLLUP_MIN_AGE_MS.day, config)).toBe("final");
    expect(rolledUpStatus(node, [{ status: "provisional" }], dayEnd + DAY, config)).toBe("provisional");
    expect(rolledUpStatus({ level: "year", endTsMs: dayEnd }, [jwt], dayEnd + 6 * DAY, config)).toBe("provisional");
    expect(rolledUpStatus({ level: "year", endTsMs: dayEnd }, [jwt], dayEnd + 7 * DAY, config)).toBe("final");
  });

  it("settling a node whose children did not change keeps its stored summary: the summarizer is not asked again", () => {
    const modelWritten: RollupTarget = {
      ...placeholder,
      title: "JWT auth for invoices, and a flaky export test",
      bullets: [{ text: "Added JWT auth to the invoices API", grip_ids: ["g1", "g2"], supported: true }],
      keywords: ["JWT"],
      status: "provisional",
      summarizer: "anthropic",
      weight: 2_000,
      dirtySinceMs: null,
    };
    expect(needsSummary(modelWritten)).toBe(false);
    expect(needsSummary({ ...modelWritten, dirtySinceMs: dayEnd })).toBe(true);
    expect(needsSummary(placeholder)).toBe(true);
    const plan = planRollup(modelWritten, [jwt, flaky], null, dayEnd + 2 * HOUR, config);
    expect(plan).toMatchObject({
      title: modelWritten.title,
      bullets: modelWritten.bullets,
      summarizer: "anthropic",
      status: "final",
      contentChanged: false,
      bump: false,
      changed: true,
    });
    expect(() => planRollup(placeholder, [jwt], null, dayEnd + 2 * HOUR, config)).toThrow(/placeholder/);
  });

  it("counts a running session's open segment, keeping none of its grips (each build replaces them) but calling its bullets supported", () => {
    const open = child("C", "Export the ledger as CSV", 400, [["Asked to export the ledger as CSV", ["g5"]]], ["ledger"], "provisional");
    const plan = rollup(placeholder, [jwt, flaky, open], dayEnd - HOUR);
    expect(plan.bullets).toContainEqual({ text: "Asked to export the ledger as CSV", grip_ids: [], supported: true });
    expect(plan.bullets.find((b) => b.text === "Asked to add JWT auth")).toEqual({ text: "Asked to add JWT auth", grip_ids: ["g1"], supported: true });
    expect(plan.weight).toBe(2_400);
    // Until it closes the day stays provisional, however old.
    expect(rollup(placeholder, [jwt, open], dayEnd + DAY).status).toBe("provisional");
    // Closed (final), the same segment lends its grips.
    const closed = rollup(placeholder, [jwt, flaky, { ...open, status: "final" }], dayEnd - HOUR);
    expect(closed.bullets).toContainEqual({ text: "Asked to export the ledger as CSV", grip_ids: ["g5"], supported: true });
  });

  it("leaves pending children out of the summary", () => {
    const pending = child("C", "2026-03-04 (summary pending)", 0, [], [], "pending");
    expect(rollupInput(placeholder, [pending])).toBeNull();
    expect(rollupInput(placeholder, [pending, jwt])?.children.map((c) => c.nodeId)).toEqual([jwt.nodeId]);
  });
});

describe("provenance", () => {
  it("keeps every source's grips in turns, at most the cap", () => {
    const children = [
      { bullets: [{ text: "a", grip_ids: ["a1", "a2", "a3"], supported: true }] },
      { bullets: [{ text: "b", grip_ids: ["b1"], supported: true }] },
    ];
    const sources = [
      { child: 0, bullet: 0 },
      { child: 1, bullet: 0 },
    ];
    expect(keptGrips(sources, children)).toEqual(["a1", "b1", "a2", "a3"]);
    expect(keptGrips(sources, children, 2)).toEqual(["a1", "b1"]);
  });

  it("traces a model's bullets to the child bullets sharing their terms", () => {
    const sources = inferBulletSources(
      ["Added JWT auth with a requireAuth middleware", "Talked about lunch"],
      [
        { bullets: [{ text: "Asked to add JWT auth" }, { text: "Created src/auth/jwt.ts" }] },
        { bullets: [{ text: "requireAuth middleware wired into the router" }] },
      ],
    );
    expect(sources[0]).toEqual(
      expect.arrayContaining([
        { child: 0, bullet: 0 },
        { child: 1, bullet: 0 },
      ]),
    );
    expect(sources[1]).toEqual([]);
  });
});

describe("extractive rollup", () => {
  it("covers the period's pieces of work instead of repeating the busiest child", () => {
    const busy = child(
      "A",
      "Add JWT auth",
      5_000,
      [
        ["JWT one", []],
        ["JWT two", []],
        ["JWT three", []],
        ["JWT four", []],
        ["JWT five", []],
      ],
      ["JWT"],
    );
    const small = child("B", "Fix invoice export", 1_000, [["Fixed the invoice exporter", []]], ["export"]);
    const other = child("C", "Upgrade wrangler", 800, [["Upgraded wrangler to 4", []]], ["wrangler"]);
    const result = summarizeExtractive({
      kind: "rollup",
      nodeId: "toc:day:2026-03-04",
      level: "day",
      children: rollupInput(placeholder, [busy, small, other])!.children,
    });
    expect(result.bullets).toContain("Fixed the invoice exporter");
    expect(result.bullets).toContain("Upgraded wrangler to 4");
    expect(result.bullets.length).toBe(5);
  });

  it("names the work most of the activity agrees on, even when split across small children", () => {
    const pieces = ["A", "B", "C"].map((id) => child(id, "JWT auth middleware", 400, [[`JWT step ${id}`, []]], ["JWT", "auth"]));
    const big = child("D", "Refactor invoice exporter", 900, [["Refactored the exporter", []]], ["invoice"]);
    const result = summarizeExtractive({
      kind: "rollup",
      nodeId: "toc:day:2026-03-04",
      level: "day",
      children: rollupInput(placeholder, [...pieces, big])!.children,
    });
    expect(result.title).toBe("JWT auth middleware; Refactor invoice exporter");
  });
});

describe("configuration", () => {
  it("reads the minimum ages and the debounce from vars in seconds, keeping defaults for nonsense", () => {
    expect(
      rollupConfig({ ROLLUP_DAY_MIN_AGE_SECONDS: "60", ROLLUP_DEBOUNCE_SECONDS: "0", ROLLUP_YEAR_MIN_AGE_SECONDS: "-5", ROLLUP_WEEK_MIN_AGE_SECONDS: "x" }),
    ).toEqual({
      debounceMs: 0,
      minAgeMs: { day: 60_000, week: DAY, month: DAY, year: 7 * DAY },
    });
  });

  it("wrangler.toml schedules exactly the crons the jobs run on", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const crons = /\[triggers\][^[]*?crons\s*=\s*\[([^\]]*)\]/.exec(toml)?.[1];
    const listed = [...(crons ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(scheduledCrons().sort());
    for (const cron of listed) expect(jobsForCron(cron!).length).toBeGreaterThan(0);
  });
});

describe("rollups keep outcomes", () => {
  /** A segment node as the builder writes it: the extractive summary of the events, a grip per bullet. */
  const segmentNode = (id: string, events: StoredEvent[], weight: number): RollupChild => {
    const summary = summarizeExtractive({ kind: "segment", events });
    return {
      nodeId: `toc:segment:2026-03-04:${id}`,
      sessionId: events[0]!.session_id,
      level: "segment",
      title: summary.title,
      bullets: summary.bullets.map((text, i) => ({ text, grip_ids: [`grip:${id}:${i}`], supported: true })),
      keywords: summary.keywords,
      startTsMs: events[0]!.ts_ms,
      endTsMs: events.at(-1)!.ts_ms,
      status: "final",
      weight,
    };
  };
  const zod = session("zod", Date.UTC(2026, 2, 4, 15))
    .user("Bump zod to v4 and make the build pass")
    .file("Edit", "package.json")
    .file("Edit", "src/routes/shared.ts")
    .bash("npm run build", "src/routes/shared.ts(14,3): error TS2345: Argument of type 'ZodEffects' is not assignable to parameter of type 'ZodType'.", 2)
    .stop("The build still fails on src/routes/shared.ts: z.preprocess returns a different type in v4. I stopped here.")
    .events();
  const day = [segmentNode("A", claudeCodeEvents(), 3_000), segmentNode("B", codexEvents(), 2_000), segmentNode("C", zod, 400)];
  const AREAS = [
    "audit",
    "export",
    "quota",
    "billing",
    "search",
    "login",
    "upload",
    "webhook",
    "report",
    "invite",
    "backup",
    "metrics",
    "alerts",
    "tags",
    "notes",
  ];
  const endings = (c: RollupChild) => c.bullets.filter((b) => /^(Result|Failed|Shipped|In progress): /.test(b.text));

  it("a day of three sessions says what each was and how it ended, before any restated ask", () => {
    const plan = rollup({ ...placeholder }, day, dayEnd + 2 * HOUR);
    expect(plan.bullets.length).toBeLessThanOrEqual(5);
    for (const segment of day) {
      const ending = endings(segment).at(-1)!;
      const kept = plan.bullets.find((b) => b.text.includes(ending.text));
      expect(kept, `${segment.title}: ${ending.text}`).toBeDefined();
      // Named by its topic, and backed by the child's grips.
      expect(kept!.text.startsWith(`${segment.title} — `) || kept!.text === ending.text).toBe(true);
      expect(kept!.grip_ids).toEqual(expect.arrayContaining(ending.grip_ids));
    }
    expect(plan.bullets.map((b) => b.text)).toEqual([
      "Add JWT auth to the invoices API — Result: JWT auth is in place and the full suite passes (8/8); signAccessToken now reads JWT_TTL_SECONDS on each call and falls back to 900 seconds when the variable is unset, non-numeric or not a positive integer",
      "Tests: npx vitest run test/auth.test.ts failed (1 failed, 2 passed), then npx vitest run passed (8 tests)",
      "Protect the /payments endpoints with JWT bearer auth — Result: All /payments routes now require a bearer JWT: app/security.py adds require_token, which decodes HS256 tokens with LEDGER_JWT_SECRET and returns 401 (with WWW-Authenticate: Bearer) for missing or invalid tokens",
      "Tests: uv run pytest -q tests/test_payments_auth.py failed (1 failed, 2 passed), then uv run pytest -q passed (14 tests)",
      "Bump zod to v4 and make the build pass — Result: The build still fails on src/routes/shared.ts: z.preprocess returns a different type in v4",
    ]);
  });

  it("a week keeps the most significant outcomes of its days, with their grips (at most 8 each)", () => {
    const days = [0, 1, 2, 3, 4].map((d) => {
      const pieces = [0, 1, 2].map((s) => {
        const area = AREAS[d * 3 + s]!;
        return segmentNode(
          `${d}${s}`,
          session(`w${d}${s}`, Date.UTC(2026, 2, 2 + d, 9 + 2 * s))
            .user(`Add the ${area} endpoint`)
            .file("Write", `src/routes/${area}.ts`)
            .bash("npx vitest run", `      Tests  ${10 + d + s} passed (${10 + d + s})`)
            .stop(`The ${area} endpoint is live; ${10 + d + s} tests pass.`)
            .events(),
          500 + 100 * s,
        );
      });
      const dayNode: RollupTarget = { ...placeholder, nodeId: `toc:day:2026-03-0${2 + d}`, endTsMs: Date.UTC(2026, 2, 3 + d) };
      const plan = rollup(dayNode, pieces, Date.UTC(2026, 2, 10));
      return { ...dayNode, ...plan, level: "day" as const, startTsMs: dayNode.endTsMs - DAY, status: "final" as const, weight: plan.weight };
    });
    const week: RollupTarget = { ...placeholder, nodeId: "toc:week:2026-W10", level: "week", endTsMs: Date.UTC(2026, 2, 9) };
    const plan = rollup(week, days, Date.UTC(2026, 2, 20));
    expect(plan.bullets.length).toBe(5);
    for (const bullet of plan.bullets) {
      expect(bullet.text).toMatch(/ — Result: |^Result: |^Tests: /);
      expect(bullet.grip_ids.length).toBeGreaterThan(0);
      expect(bullet.grip_ids.length).toBeLessThanOrEqual(8);
      const childGrips = new Set(days.flatMap((d) => d.bullets.flatMap((b) => b.grip_ids)));
      for (const grip of bullet.grip_ids) expect(childGrips.has(grip)).toBe(true);
    }
    expect(plan.bullets.some((b) => b.text.startsWith("Asked to"))).toBe(false);
  });
});
