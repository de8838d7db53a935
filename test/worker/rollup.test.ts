import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withoutTopic } from "../../src/core/summarize/bullet-kind";
import { call, createUser, fixtures } from "./helpers";
import {
  DAY_MS,
  DEBOUNCE_MS,
  EVERY_5_MIN,
  eventually,
  fireCron,
  fireCronAndSettle,
  HOUR_MS,
  HOURLY,
  ingestAndBuild,
  nodeRow,
  nodeRows,
  session,
  stubOf,
  versionRows,
} from "./rollup-helpers";

afterEach(() => vi.restoreAllMocks());

/** Queue deliveries and Durable Object calls make these tests slower than the default 5 s. */
const TIMEOUT_MS = 30_000;
const PERIODS = ["toc:day:2026-03-04", "toc:week:2026-W10", "toc:month:2026-03", "toc:year:2026"];

describe("rollups from the scheduled jobs", () => {
  it(
    "a dirty day gets a real summary, and every parent up to the year keeps grips that lead to events",
    async () => {
      const user = await createUser(undefined, "Europe/Paris");
      await ingestAndBuild(user, fixtures().claudeCode);
      const before = await nodeRow(user.userId, "toc:day:2026-03-04");
      expect(before.status).toBe("pending");
      expect(before.dirty_since_ms).not.toBeNull();

      // The debounce holds a change back for two minutes: a run right now leaves the day alone.
      const early = await fireCronAndSettle(EVERY_5_MIN, Date.now());
      expect(early.filter((m) => (m as { user_id: string }).user_id === user.userId)).toEqual([]);
      expect((await nodeRow(user.userId, "toc:day:2026-03-04")).status).toBe("pending");

      await fireCron(EVERY_5_MIN, Date.now() + DEBOUNCE_MS + 1000);
      await eventually(async () => expect((await nodeRow(user.userId, "toc:year:2026")).status).not.toBe("pending"));

      const segments = (await nodeRows(user.userId)).filter((n) => n.level === "segment");
      const gripIds = new Set(
        (await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ?").bind(user.userId).all<{ grip_id: string }>()).results.map((g) => g.grip_id),
      );
      for (const id of PERIODS) {
        const res = await call(`/v1/toc/nodes/${id}`, { headers: user.auth });
        expect(res.status).toBe(200);
        const { node } = (await res.json()) as {
          node: {
            title: string;
            bullets: { text: string; grip_ids: string[]; supported: boolean }[];
            keywords: string[];
            status: string;
            version: number;
            summarizer: string;
          };
        };
        expect(node.title).not.toContain("summary pending");
        expect(node.title.toLowerCase()).toContain("jwt");
        expect(node.bullets.length).toBeGreaterThanOrEqual(3);
        expect(node.keywords.length).toBeGreaterThanOrEqual(3);
        expect(node.summarizer).toBe("extractive");
        // March 2026 closed long ago and every child is final: the first rollup is the final one.
        // The year 2026 is not over yet: provisional.
        expect(node.status).toBe(id === "toc:year:2026" ? "provisional" : "final");
        expect(node.version).toBe(1);
        // Provenance survives up to the year: each supported bullet points at real grips of the segments.
        const supported = node.bullets.filter((b) => b.supported);
        expect(supported.length).toBeGreaterThan(0);
        for (const bullet of supported) for (const grip of bullet.grip_ids) expect(gripIds.has(grip), `${id}: ${grip}`).toBe(true);
      }
      const day = await nodeRow(user.userId, "toc:day:2026-03-04");
      expect(day.dirty_since_ms).toBeNull();
      expect(day.weight).toBeGreaterThan(0);
      // The day's bullets are its segment's own, the one saying how the work ended led by its topic.
      expect(segments.flatMap((s) => s.bullets.map((b) => b.text))).toEqual(expect.arrayContaining(day.bullets.map((b) => withoutTopic(b.text))));
      expect(day.bullets[0]!.text).toMatch(/^Add JWT auth to the invoices API — Result: /);

      // The grip of the year's first bullet expands to the events behind it.
      const yearGrip = (await nodeRow(user.userId, "toc:year:2026")).bullets.find((b) => b.supported)!.grip_ids[0]!;
      const expanded = await call(`/v1/grips/${encodeURIComponent(yearGrip)}`, { headers: user.auth });
      expect(expanded.status).toBe(200);
      expect(((await expanded.json()) as { events: unknown[] }).events.length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );

  it(
    "a period younger than its minimum age stays provisional; the final pass marks it final",
    async () => {
      const user = await createUser();
      const at = Date.now() - 10 * 60_000;
      await ingestAndBuild(user, session("young", at, "add a retry budget to the uploader"));
      const dayId = (await nodeRows(user.userId)).find((n) => n.level === "day")!.node_id;

      await fireCron(EVERY_5_MIN, Date.now() + DEBOUNCE_MS + 1000);
      await eventually(async () => expect((await nodeRow(user.userId, dayId)).status).toBe("provisional"));
      const day = await nodeRow(user.userId, dayId);
      expect(day.title).toContain("retry budget");
      expect(day.version).toBe(1);
      for (const n of (await nodeRows(user.userId)).filter((n) => n.level !== "segment")) expect(n.status).toBe("provisional");

      // Ended, but younger than its hour: a pass then changes nothing.
      const young = await stubOf(user).rollup(user.userId, { asOfMs: day.end_ts_ms + 30 * 60_000 });
      expect(young.finalized).toBe(0);
      expect(young.examined).toBe(0);
      await fireCronAndSettle(HOURLY, day.end_ts_ms + 30 * 60_000);
      expect((await nodeRow(user.userId, dayId)).status).toBe("provisional");

      // An hour after its end the final pass settles the day; the week waits for its 24 h.
      await fireCron(HOURLY, day.end_ts_ms + HOUR_MS + 1000);
      await eventually(async () => expect((await nodeRow(user.userId, dayId)).status).toBe("final"));
      const settledDay = await nodeRow(user.userId, dayId);
      expect(settledDay.version).toBe(1); // same content: a status change is not a new version
      expect(settledDay.title).toBe(day.title);
      const week = (await nodeRows(user.userId)).find((n) => n.level === "week")!;
      expect(week.status).toBe(day.end_ts_ms + HOUR_MS + 1000 >= week.end_ts_ms + DAY_MS ? "final" : "provisional");

      // Long after the year ends, everything is final.
      const year = (await nodeRows(user.userId)).find((n) => n.level === "year")!;
      await fireCron(HOURLY, year.end_ts_ms + 7 * DAY_MS + 1000);
      await eventually(async () => {
        for (const n of await nodeRows(user.userId)) expect(n.status, n.node_id).toBe("final");
      });
      expect(await versionRows(user.userId)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "the final pass settles a day whose segments did not change without summarizing it again",
    async () => {
      const user = await createUser();
      const at = Date.now() - 10 * 60_000;
      await ingestAndBuild(user, session("settle", at, "profile the thumbnail worker"));
      const dayId = (await nodeRows(user.userId)).find((n) => n.level === "day")!.node_id;
      await stubOf(user).rollup(user.userId, { asOfMs: Date.now() + DEBOUNCE_MS + 1000 });
      const day = await nodeRow(user.userId, dayId);
      expect(day).toMatchObject({ status: "provisional", dirty_since_ms: null, version: 1 });
      // Stands for a model's wording, which a second call would not reproduce: the final pass must keep it.
      await env.DB.prepare(
        "UPDATE toc_nodes SET title = 'Profiled the thumbnail worker (model wording)', summarizer = 'anthropic' WHERE user_id = ? AND node_id = ?",
      )
        .bind(user.userId, dayId)
        .run();

      const report = await stubOf(user).rollup(user.userId, { asOfMs: day.end_ts_ms + HOUR_MS + 1000 });
      expect(report.finalized).toBeGreaterThanOrEqual(1);
      expect(report.changed_nodes).not.toContain(dayId);
      expect(await nodeRow(user.userId, dayId)).toMatchObject({
        title: "Profiled the thumbnail worker (model wording)",
        summarizer: "anthropic",
        status: "final",
        version: 1,
        bullets: day.bullets,
      });
      expect(await versionRows(user.userId)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "running the same job twice changes nothing the second time",
    async () => {
      const user = await createUser();
      await ingestAndBuild(user, [
        ...session("a", Date.UTC(2025, 5, 2, 9), "tune the query planner"),
        ...session("b", Date.UTC(2025, 5, 3, 9), "write the migration guide"),
      ]);
      const asOf = Date.now() + DEBOUNCE_MS + 1000;
      await fireCron(EVERY_5_MIN, asOf);
      await eventually(async () => {
        for (const n of await nodeRows(user.userId)) expect(n.status, n.node_id).toBe("final");
      });
      const first = await nodeRows(user.userId);
      const versions = await versionRows(user.userId);

      await fireCronAndSettle(EVERY_5_MIN, asOf);
      await fireCronAndSettle(HOURLY, asOf);
      const again = await stubOf(user).rollup(user.userId, { asOfMs: asOf });
      expect(again).toEqual({ examined: 0, filled: 0, rewritten: 0, finalized: 0, unchanged: 0, removed: 0, more: false, changed_nodes: [] });
      // Not a row touched: the same versions, marks and write times.
      expect(await nodeRows(user.userId)).toEqual(first);
      expect(await versionRows(user.userId)).toEqual(versions);
    },
    TIMEOUT_MS,
  );

  it(
    "a node rewritten twice reads as version 2, with version 1 in toc_node_versions",
    async () => {
      const user = await createUser();
      const day = Date.UTC(2026, 1, 10, 9);
      await ingestAndBuild(user, session("first", day, "refactor the invoice exporter"));
      const report = await stubOf(user).rollup(user.userId, { force: true });
      expect(report.filled).toBe(4);
      const v1 = await nodeRow(user.userId, "toc:day:2026-02-10");
      expect(v1.version).toBe(1);

      await ingestAndBuild(user, session("second", day + 3 * HOUR_MS, "migrate the billing cron to queues"));
      const second = await stubOf(user).rollup(user.userId, { force: true });
      expect(second.rewritten).toBeGreaterThanOrEqual(1);
      const res = await call("/v1/toc/nodes/toc:day:2026-02-10", { headers: user.auth });
      const { node } = (await res.json()) as { node: { version: number; title: string; bullets: { text: string }[] } };
      expect(node.version).toBe(2);
      expect(node.bullets.map((b) => b.text).join(" ")).toContain("billing");
      const archived = (await versionRows(user.userId)).filter((v) => v.node_id === "toc:day:2026-02-10");
      expect(archived).toEqual([{ node_id: "toc:day:2026-02-10", version: 1, title: v1.title }]);
    },
    TIMEOUT_MS,
  );
});
