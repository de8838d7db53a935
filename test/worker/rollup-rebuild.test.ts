import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ADMIN, createUser, fixtures, postJson } from "./helpers";
import { ingestAndBuild, nodeRows, session, stubOf, versionRows, type NodeRow } from "./rollup-helpers";

const TIMEOUT_MS = 30_000;

interface RebuildAnswer {
  rebuild: {
    user_id: string;
    from: string;
    to: string;
    dry_run: boolean;
    sessions: number;
    events: number;
    resegmented_sessions: number;
    segment_nodes: { added: string[]; changed: string[]; removed: string[]; unchanged: number; truncated: boolean };
    periods_to_roll_up: number;
    period_nodes: string[];
    rollup: {
      examined: number;
      filled: number;
      rewritten: number;
      finalized: number;
      unchanged: number;
      removed: number;
      more: boolean;
      changed_nodes: string[];
    } | null;
  };
}

async function rebuild(body: Record<string, unknown>): Promise<RebuildAnswer["rebuild"]> {
  const res = await postJson("/v1/admin/rebuild", body, ADMIN);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as RebuildAnswer).rebuild;
}

/** The TOC as a reader sees it: every node's content, place and status, and every grip. */
async function toc(userId: string) {
  const nodes = (await nodeRows(userId)).map(({ updated_at_ms: _u, dirty_since_ms: _d, ...rest }: NodeRow) => rest);
  const { results: grips } = await env.DB.prepare(
    "SELECT grip_id, node_id, bullet_index, excerpt, event_id_start, event_id_end, session_id, ts_ms FROM grips WHERE user_id = ? ORDER BY grip_id",
  )
    .bind(userId)
    .all();
  const { results: segments } = await env.DB.prepare(
    "SELECT segment_id, session_id, state, first_event_id, last_event_id, token_count, event_count, node_id FROM segments WHERE user_id = ? ORDER BY segment_id",
  )
    .bind(userId)
    .all();
  const members = await env.DB.prepare("SELECT count(*) AS n FROM segment_members WHERE user_id = ?").bind(userId).first<{ n: number }>();
  return { nodes, grips, segments, members: members!.n };
}

async function deleteDerived(userId: string): Promise<void> {
  await env.DB.batch(
    ["toc_nodes", "grips", "segments", "segment_members", "segmenter_sessions"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table} WHERE user_id = ?`).bind(userId),
    ),
  );
}

describe("rebuild", () => {
  it(
    "deleting a user's derived TOC and rebuilding it from the raw events yields the same TOC; again, nothing changes",
    async () => {
      const user = await createUser(undefined, "Europe/Paris");
      const { claudeCode, codex } = fixtures();
      await ingestAndBuild(user, claudeCode);
      await ingestAndBuild(user, codex);
      await stubOf(user).rollup(user.userId, { force: true });
      const original = await toc(user.userId);
      expect(original.nodes.filter((n) => n.level === "segment").length).toBeGreaterThanOrEqual(2);
      expect(original.nodes.every((n) => n.status !== "pending")).toBe(true);

      const all = [...claudeCode, ...codex].map((e) => e.ts_ms);
      const range = { user_id: user.userId, from: new Date(Math.min(...all)).toISOString(), to: Math.max(...all) + 1 };
      const segmentCount = original.nodes.filter((n) => n.level === "segment").length;

      // Nothing to do while the TOC is intact.
      const intact = await rebuild({ ...range, dry_run: true });
      expect(intact).toMatchObject({
        dry_run: true,
        resegmented_sessions: 0,
        segment_nodes: { added: [], changed: [], removed: [], unchanged: segmentCount, truncated: false },
        rollup: null,
      });
      expect(intact.events).toBe(claudeCode.length + codex.length);
      expect(intact.sessions).toBe(new Set([...claudeCode, ...codex].map((e) => e.session_id)).size);

      await deleteDerived(user.userId);

      // A dry run reports what it would restore and writes nothing.
      const dry = await rebuild({ ...range, dry_run: true });
      expect(dry.segment_nodes.added).toHaveLength(segmentCount);
      expect(dry.resegmented_sessions).toBe(dry.sessions);
      // ...and names every period it would roll up again: the ancestors of the restored segments.
      expect(dry.period_nodes).toEqual(
        original.nodes
          .filter((n) => n.level !== "segment")
          .map((n) => n.node_id)
          .sort(),
      );
      expect(dry.periods_to_roll_up).toBe(dry.period_nodes.length);
      expect((await toc(user.userId)).nodes).toEqual([]);

      const done = await rebuild(range);
      expect(done.dry_run).toBe(false);
      expect(done.segment_nodes.added.sort()).toEqual(
        original.nodes
          .filter((n) => n.level === "segment")
          .map((n) => n.node_id)
          .sort(),
      );
      expect(done.rollup).toMatchObject({ more: false, rewritten: 0, removed: 0 });
      expect(done.rollup!.filled).toBe(original.nodes.filter((n) => n.level !== "segment").length);
      expect(await toc(user.userId)).toEqual(original);

      // Idempotent: a second rebuild finds everything in place and rewrites nothing.
      const again = await rebuild(range);
      expect(again).toMatchObject({ resegmented_sessions: 0, segment_nodes: { added: [], changed: [], removed: [], unchanged: segmentCount } });
      expect(again.rollup).toMatchObject({ filled: 0, rewritten: 0, removed: 0, finalized: 0 });
      expect(await toc(user.userId)).toEqual(original);
      expect(await versionRows(user.userId)).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    "rewrites a segment whose stored node went stale as a new version, and re-rolls its parents",
    async () => {
      const user = await createUser();
      const at = Date.UTC(2026, 3, 7, 14);
      await ingestAndBuild(user, session("s", at, "add rate limiting to the search endpoint"));
      await stubOf(user).rollup(user.userId, { force: true });
      const segment = (await nodeRows(user.userId)).find((n) => n.level === "segment")!;
      await env.DB.prepare("UPDATE toc_nodes SET title = 'stale', bullets = '[]' WHERE user_id = ? AND node_id = ?").bind(user.userId, segment.node_id).run();
      await env.DB.prepare("UPDATE toc_nodes SET title = 'stale day' WHERE user_id = ? AND node_id = 'toc:day:2026-04-07'").bind(user.userId).run();

      const done = await rebuild({ user_id: user.userId, from: at, to: at + 3_600_000 });
      expect(done.segment_nodes).toMatchObject({ added: [], changed: [segment.node_id], removed: [], unchanged: 0 });
      expect(done.rollup!.rewritten).toBeGreaterThanOrEqual(1);
      const after = await nodeRows(user.userId);
      expect(after.find((n) => n.node_id === segment.node_id)).toMatchObject({ title: segment.title, bullets: segment.bullets, version: 2 });
      expect(after.find((n) => n.node_id === "toc:day:2026-04-07")).toMatchObject({ title: segment.title, version: 2 });
      expect((await versionRows(user.userId)).map((v) => [v.node_id, v.version, v.title])).toEqual([
        ["toc:day:2026-04-07", 1, "stale day"],
        [segment.node_id, 1, "stale"],
      ]);
    },
    TIMEOUT_MS,
  );

  it("answers errors in the one shape: unknown user 404, a backwards range 400 naming the field", async () => {
    const unknown = await postJson("/v1/admin/rebuild", { user_id: "usr_nobody", from: 0, to: 1 }, ADMIN);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: "not_found", message: "no such user" } });
    const user = await createUser();
    const backwards = await postJson("/v1/admin/rebuild", { user_id: user.userId, from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" }, ADMIN);
    expect(backwards.status).toBe(400);
    const body = (await backwards.json()) as { error: { code: string; details: { issues: { field: string }[] } } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.details.issues[0]!.field).toBe("to");
    const garbage = await postJson("/v1/admin/rebuild", { user_id: user.userId, from: "yesterday", to: 5 }, ADMIN);
    expect(garbage.status).toBe(400);
  });
});
