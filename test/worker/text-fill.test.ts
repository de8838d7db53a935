import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, makeEvent, postJson, settleBuilds, type TestUser } from "./helpers";
import { DAY_MS, HOUR_MS, stubOf } from "./rollup-helpers";

const TIMEOUT_MS = 60_000;
const REPLY = "Rotated the signing keys and added the kestrel middleware; all invoice tests pass.";

interface NodeRow {
  node_id: string;
  level: string;
  version: number;
  bullets: string;
  keywords: string;
  title: string;
  dirty_since_ms: number | null;
}

async function post(user: TestUser, events: Record<string, unknown>[]): Promise<{ status: number; results: Record<string, unknown>[] }> {
  const res = await postJson("/v1/events", { events }, user.auth);
  const body = (await res.json()) as { results: Record<string, unknown>[] };
  return { status: res.status, results: body.results };
}

async function storedEvent(user: TestUser, eventId: string): Promise<{ text: string; ts_ms: number; metadata: Record<string, string>; event_type: string }> {
  const row = await env.DB.prepare("SELECT text, ts_ms, metadata, event_type FROM events WHERE user_id = ? AND event_id = ?")
    .bind(user.userId, eventId)
    .first<{ text: string; ts_ms: number; metadata: string; event_type: string }>();
  return { ...row!, metadata: JSON.parse(row!.metadata) as Record<string, string> };
}

async function nodes(user: TestUser): Promise<NodeRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT node_id, level, version, bullets, keywords, title, dirty_since_ms FROM toc_nodes WHERE user_id = ? ORDER BY node_id",
  )
    .bind(user.userId)
    .all<NodeRow>();
  return results;
}

async function refreshRows(user: TestUser): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM session_refreshes WHERE user_id = ?").bind(user.userId).first<{ n: number }>();
  return row!.n;
}

async function searchEvents(user: TestUser, q: string): Promise<string[]> {
  const res = await call(`/v1/search?q=${encodeURIComponent(q)}&kind=event`, { headers: user.auth });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { results: { event_id?: string; id?: string }[] };
  return body.results.map((r) => r.event_id ?? r.id ?? "");
}

/** A Grok-like session two days ago whose reply the Stop hook could not send. */
function pendingSession(sessionId: string, atMs: number) {
  const prompt = makeEvent({ session_id: sessionId, ts: atMs, agent: "grok", text: "rotate the JWT signing keys" });
  const stop = makeEvent({
    session_id: sessionId,
    ts: atMs + 60_000,
    agent: "grok",
    event_type: "assistant_stop",
    role: "assistant",
    text: "",
    metadata: { source: "hook", dialect: "grok", text_pending: "true", cwd: "/home/dev/api" },
  });
  const end = makeEvent({ session_id: sessionId, ts: atMs + 120_000, agent: "grok", event_type: "session_end", role: "system", text: "" });
  return { prompt, stop, end };
}

/** The imported copy of the stop: the same event_id, with the reply, a later time and the importer's metadata. */
function importedCopy(stop: Record<string, unknown>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...stop,
    ts: (stop["ts"] as number) + 5_000,
    text: REPLY,
    metadata: { source: "import", native_record: "assistant", model: "grok-4.5", dedupe_key: "grok|s|abc|stop" },
    ...overrides,
  };
}

describe("filling in a pending text", () => {
  it(
    "an imported copy fills the stored text and metadata once; the segment is rebuilt, its day re-rolled, the search index follows; a repeat changes nothing",
    async () => {
      const user = await createUser();
      const { prompt, stop, end } = pendingSession("grok-1", Date.now() - 2 * DAY_MS);
      expect((await post(user, [prompt, stop, end])).status).toBe(201);
      await settleBuilds(user.userId);
      await stubOf(user).rollup(user.userId, { force: true });
      const before = await nodes(user);
      const segment = before.find((n) => n.level === "segment")!;
      const day = before.find((n) => n.level === "day")!;
      expect(segment.bullets).not.toContain("kestrel");
      expect(day.dirty_since_ms).toBeNull();

      const fill = await post(user, [importedCopy(stop)]);
      expect(fill).toEqual({ status: 200, results: [{ event_id: stop["event_id"], created: false, text_filled: true }] });

      const stored = await storedEvent(user, stop["event_id"] as string);
      expect(stored.text).toBe(REPLY);
      expect(stored.ts_ms).toBe(stop["ts"]); // the time stays: the event keeps its place in its segment
      expect(stored.event_type).toBe("assistant_stop");
      // The import's keys win; the hook's keys the import lacks stay; text_pending goes.
      expect(stored.metadata).toEqual({
        source: "import",
        native_record: "assistant",
        model: "grok-4.5",
        dedupe_key: "grok|s|abc|stop",
        dialect: "grok",
        cwd: "/home/dev/api",
      });
      expect(await searchEvents(user, "kestrel")).toEqual([stop["event_id"]]);
      expect(await refreshRows(user)).toBe(1);

      // The object's alarm (brought forward by the fill) derives the session again.
      await runDurableObjectAlarm(stubOf(user));
      expect(await refreshRows(user)).toBe(0);
      const after = await nodes(user);
      const rebuilt = after.find((n) => n.node_id === segment.node_id)!;
      expect(rebuilt.version).toBe(segment.version + 1);
      expect(`${rebuilt.title} ${rebuilt.bullets} ${rebuilt.keywords}`).toContain("kestrel");
      expect(after.find((n) => n.node_id === day.node_id)!.dirty_since_ms).not.toBeNull();
      expect(after.filter((n) => n.level === "segment").map((n) => n.node_id)).toEqual([segment.node_id]);
      const { results: versions } = await env.DB.prepare("SELECT version FROM toc_node_versions WHERE user_id = ? AND node_id = ?")
        .bind(user.userId, segment.node_id)
        .all<{ version: number }>();
      expect(versions.map((v) => v.version)).toEqual([segment.version]);

      // The rollup re-rolls the day (and what is above it) from the rebuilt segment.
      const rollup = await stubOf(user).rollup(user.userId, { force: true });
      expect(rollup.changed_nodes).toContain(day.node_id);
      const rerolled = (await nodes(user)).find((n) => n.node_id === day.node_id)!;
      expect(rerolled.dirty_since_ms).toBeNull();
      expect(rerolled.version).toBeGreaterThan(day.version);

      // Exactly once: the same copy again, or another text, is a plain duplicate.
      const settled = await nodes(user);
      for (const again of [importedCopy(stop), importedCopy(stop, { text: "something else entirely" })]) {
        expect(await post(user, [again])).toEqual({ status: 200, results: [{ event_id: stop["event_id"], created: false }] });
      }
      expect((await storedEvent(user, stop["event_id"] as string)).text).toBe(REPLY);
      expect(await refreshRows(user)).toBe(0);
      await runDurableObjectAlarm(stubOf(user));
      expect(await nodes(user)).toEqual(settled);
    },
    TIMEOUT_MS,
  );

  it(
    "only a pending text is filled, only with text, and only by a copy of the same event",
    async () => {
      const user = await createUser();
      const atMs = Date.now() - 3 * HOUR_MS;
      const plain = makeEvent({ session_id: "s", ts: atMs, agent: "grok", event_type: "assistant_stop", role: "assistant", text: "" });
      const { stop } = pendingSession("s", atMs);
      expect((await post(user, [plain, stop])).status).toBe(201);
      const attempts: Record<string, unknown>[] = [
        importedCopy(plain), // its stored copy is not pending: an empty text is a fact, not a gap
        importedCopy(stop, { text: "" }), // no text to give
        importedCopy(stop, { metadata: { text_pending: "true" } }), // still pending itself
        importedCopy(stop, { event_type: "assistant_message" }), // not the same event
        importedCopy(stop, { session_id: "other" }),
        importedCopy(stop, { agent: "claude-code" }),
        importedCopy(stop, { role: "system" }),
      ];
      for (const attempt of attempts) {
        expect(await post(user, [attempt])).toEqual({ status: 200, results: [{ event_id: attempt["event_id"], created: false }] });
      }
      expect((await storedEvent(user, plain["event_id"] as string)).text).toBe("");
      const pending = await storedEvent(user, stop["event_id"] as string);
      expect(pending.text).toBe("");
      expect(pending.metadata["text_pending"]).toBe("true");
      expect(await refreshRows(user)).toBe(0);
    },
    TIMEOUT_MS,
  );

  it(
    "a pending copy and its filled copy in one request: stored once, with the text",
    async () => {
      const user = await createUser();
      const { prompt, stop } = pendingSession("s2", Date.now() - HOUR_MS);
      const answer = await post(user, [prompt, stop, importedCopy(stop)]);
      expect(answer).toEqual({
        status: 201,
        results: [
          { event_id: prompt["event_id"], created: true },
          { event_id: stop["event_id"], created: true },
          { event_id: stop["event_id"], created: false, text_filled: true },
        ],
      });
      expect((await storedEvent(user, stop["event_id"] as string)).text).toBe(REPLY);
      const { results } = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE user_id = ?").bind(user.userId).all<{ n: number }>();
      expect(results[0]!.n).toBe(2);
    },
    TIMEOUT_MS,
  );
});
