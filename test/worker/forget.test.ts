import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { userDatabase } from "../../src/db/handle";
import { TocChain } from "../../src/durable/toc-chain";
import { checkPipelineWith } from "../faults/invariants";
import { ADMIN, call, createUser, makeEvent, postJson, type TestUser } from "./helpers";
import { ingestAndBuild, stubOf } from "./rollup-helpers";

const TIMEOUT_MS = 90_000;
const DAY = Date.UTC(2026, 9, 14, 9);
const PLANTED = "zqplantedmarker";
const KEPT = "zqkeptmarker";

const PROJECT = { cwd: "/home/dev/api", project_id: "git:example.com/acme/api", project: "api" };

/** A session that ends, each of whose texts carries `marker`. */
function markedSession(sessionId: string, atMs: number, marker: string): Record<string, unknown>[] {
  return [
    makeEvent({ session_id: sessionId, ts: atMs, text: `rotate the ${marker} credential in the deploy script`, metadata: PROJECT }),
    makeEvent({
      session_id: sessionId,
      ts: atMs + 60_000,
      event_type: "assistant_message",
      role: "assistant",
      text: `Done: the ${marker} credential is rotated and the deploy script reads it from the vault.`,
      metadata: PROJECT,
    }),
    makeEvent({ session_id: sessionId, ts: atMs + 120_000, event_type: "session_end", role: "system", text: "", metadata: PROJECT }),
  ];
}

async function forget(user: TestUser, body: Record<string, unknown>): Promise<Response> {
  return postJson("/v1/forget", body, user.auth);
}

/** Every text the user's rows hold, table by table, lower-cased: the planted marker must be in none. */
async function storedTexts(user: TestUser): Promise<{ events: string; nodes: string; versions: string; grips: string }> {
  const q = async (sql: string) => ((await env.DB.prepare(sql).bind(user.userId).first<{ t: string | null }>())?.t ?? "").toLowerCase();
  return {
    events: await q("SELECT group_concat(text || metadata, ' ') AS t FROM events WHERE user_id = ?"),
    nodes: await q("SELECT group_concat(title || bullets || keywords, ' ') AS t FROM toc_nodes WHERE user_id = ?"),
    versions: await q("SELECT group_concat(title || bullets || keywords, ' ') AS t FROM toc_node_versions WHERE user_id = ?"),
    grips: await q("SELECT group_concat(excerpt, ' ') AS t FROM grips WHERE user_id = ?"),
  };
}

/** Everything the read routes answer for the user: search of each kind, the tree walked from the root, every grip expanded, subtree search, events. */
async function everyReadRoute(user: TestUser, marker: string): Promise<string> {
  const get = async (path: string) => {
    const res = await call(path, { headers: user.auth });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const out: string[] = [];
  out.push(await get(`/v1/search?q=${marker}`));
  for (const kind of ["event", "node", "grip"]) out.push(await get(`/v1/search?q=${marker}&kind=${kind}`));
  out.push(await get("/v1/events?limit=500"));
  const queue = ((JSON.parse(await get("/v1/toc/root")) as { nodes: { node_id: string }[] }).nodes ?? []).map((n) => n.node_id);
  for (const id of [...queue]) out.push(await get(`/v1/toc/nodes/${encodeURIComponent(id)}/search?q=${marker}`));
  while (queue.length > 0) {
    const id = queue.shift()!;
    out.push(await get(`/v1/toc/nodes/${encodeURIComponent(id)}`));
    const children = JSON.parse(await get(`/v1/toc/nodes/${encodeURIComponent(id)}/children?limit=100`)) as { children: { node_id: string }[] };
    out.push(JSON.stringify(children));
    queue.push(...children.children.map((c) => c.node_id));
  }
  const { results: grips } = await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ?").bind(user.userId).all<{ grip_id: string }>();
  for (const g of grips) out.push(await get(`/v1/grips/${encodeURIComponent(g.grip_id)}?before=20&after=20`));
  return out.join("\n").toLowerCase();
}

/** The official MCP client, talking to the worker's own fetch handler. */
async function mcpClient(user: TestUser): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("http://amem.test/mcp"), {
    fetch: (url, init) => exports.default.fetch(new Request(url, init)),
    requestInit: { headers: user.auth },
  });
  const client = new Client({ name: "amem-forget-test", version: "1" });
  await client.connect(transport);
  return client;
}

/** Everything the MCP tools and the session-start digest answer the user: search of each kind, the tree, every grip, events, recent, context. */
async function everyAgentRoute(user: TestUser, marker: string): Promise<string> {
  const client = await mcpClient(user);
  const out: string[] = [];
  const tool = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
    expect(result.isError ?? false, `${name} ${JSON.stringify(args)}`).toBe(false);
    out.push(JSON.stringify(result.structuredContent), ...result.content.map((c) => (c.type === "text" ? c.text : "")));
    return result.structuredContent as Record<string, unknown>;
  };
  try {
    await tool("search", { q: marker });
    for (const kind of ["node", "grip", "event"]) await tool("search", { q: marker, kind: [kind] });
    const queue = ((await tool("list_children", {})) as { children: { node_id: string }[] }).children.map((c) => c.node_id);
    for (const id of [...queue]) await tool("search", { q: marker, within: id });
    while (queue.length > 0) {
      const id = queue.shift()!;
      await tool("read_node", { node_id: id });
      queue.push(...((await tool("list_children", { node_id: id })) as { children: { node_id: string }[] }).children.map((c) => c.node_id));
    }
    const { results: grips } = await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ?").bind(user.userId).all<{ grip_id: string }>();
    for (const g of grips) await tool("expand_grip", { grip_id: g.grip_id, before: 20, after: 20 });
    await tool("list_events", { from: new Date(DAY - 3_600_000).toISOString(), limit: 500 });
    await tool("recent", { period: new Date(DAY).toISOString().slice(0, 10) });
  } finally {
    await client.close();
  }
  const context = await call(`/v1/context?project_id=${encodeURIComponent(PROJECT.project_id)}&project=api`, { headers: user.auth });
  expect(context.status).toBe(200);
  out.push(await context.text());
  return out.join("\n").toLowerCase();
}

/** The D1 binding, but its `failAt`-th batch (a transaction) is lost: the object dying between two writes of a forget. */
function losingBatch(inner: D1Database, failAt: number): { db: D1Database; batches: () => number } {
  let batches = 0;
  const db = new Proxy(inner, {
    get(target, prop) {
      if (prop === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (++batches === failAt) throw new Error("injected fault: the object died before this batch");
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, batches: () => batches };
}

async function expectConsistent(): Promise<void> {
  expect(await checkPipelineWith({ all: async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results })).toMatchObject({
    membershipMismatches: 0,
    closedSegmentsWithoutNode: 0,
    strayOrDuplicateSegmentNodes: 0,
    danglingGripRefs: 0,
    orphanGrips: 0,
    rawUsageMismatches: 0,
    evictedWithContent: 0,
    eventIndexErrors: 0,
  });
}

describe("forget", () => {
  it(
    "a session's text is unreachable afterwards through every read route and every table, summaries and versions included; other sessions and users untouched",
    async () => {
      const [user, other] = [await createUser(), await createUser()];
      await ingestAndBuild(user, [...markedSession("secret", DAY, PLANTED), ...markedSession("kept", DAY + 3_600_000, KEPT)]);
      await ingestAndBuild(other, markedSession("secret", DAY, PLANTED));
      await stubOf(user).rollup(user.userId, { force: true });
      // A later session the same day rewrites the day: its earlier version, quoting the marker, is archived.
      await ingestAndBuild(user, markedSession("later", DAY + 7_200_000, "zqlatermarker"));
      await stubOf(user).rollup(user.userId, { force: true });
      const before = await storedTexts(user);
      expect(before.events).toContain(PLANTED);
      expect(before.nodes + before.grips).toContain(PLANTED);
      expect(before.versions).toContain(PLANTED);
      expect(await everyReadRoute(user, PLANTED)).toContain(PLANTED);

      const dry = await forget(user, { session_id: "secret", dry_run: true });
      expect(dry.status).toBe(200);
      expect(await dry.json()).toEqual({ dry_run: true, events: 3, sessions: [{ session_id: "secret", events: 3 }], nodes_purged: 0, memories: 0 });
      expect((await storedTexts(user)).events).toContain(PLANTED);

      const done = await forget(user, { session_id: "secret" });
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ dry_run: false, events: 3, sessions: [{ session_id: "secret", events: 3 }] });

      const after = await storedTexts(user);
      for (const [table, text] of Object.entries(after)) expect(text.includes(PLANTED), table).toBe(false);
      expect(await everyReadRoute(user, PLANTED)).not.toContain(PLANTED);
      const tombstones = (await (await call("/v1/events?session_id=secret", { headers: user.auth })).json()) as {
        events: { text: string; evicted?: { rule: string } }[];
      };
      expect(tombstones.events).toHaveLength(3);
      for (const e of tombstones.events) expect(e).toMatchObject({ text: "", evicted: { rule: "forget" } });

      // The other session, and the other user's identical session, are untouched.
      expect(after.events).toContain(KEPT);
      expect(await everyReadRoute(user, KEPT)).toContain(KEPT);
      expect((await storedTexts(other)).events).toContain(PLANTED);
      expect(await everyReadRoute(other, PLANTED)).toContain(PLANTED);
      await expectConsistent();

      // Again: nothing left to find, nothing breaks.
      expect((await forget(user, { session_id: "secret" })).status).toBe(200);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "by query takes only the events holding the phrase; by event, only that one",
    async () => {
      const user = await createUser();
      const events = [
        makeEvent({ session_id: "q", ts: DAY, text: "the zqquerymarker token leaked into the log" }),
        makeEvent({ session_id: "q", ts: DAY + 1_000, text: "a zqquerymarkers plural is not the phrase" }),
        makeEvent({ session_id: "q", ts: DAY + 2_000, text: "unrelated step" }),
        makeEvent({ session_id: "q", ts: DAY + 3_000, event_type: "session_end", role: "system", text: "" }),
      ];
      await ingestAndBuild(user, events);
      const res = await forget(user, { query: "zqquerymarker token" });
      expect(await res.json()).toMatchObject({ events: 1, sessions: [{ session_id: "q", events: 1 }] });
      const byEvent = await forget(user, { event_id: events[2]!["event_id"], dry_run: true });
      expect(await byEvent.json()).toMatchObject({ events: 1 });
      const { results } = await env.DB.prepare("SELECT text, evicted_reason FROM events WHERE user_id = ? ORDER BY ts_ms")
        .bind(user.userId)
        .all<{ text: string; evicted_reason: string | null }>();
      expect(results.map((r) => r.evicted_reason)).toEqual(["forget", null, null, null]);
      expect((await storedTexts(user)).nodes + (await storedTexts(user)).grips).not.toContain("zqquerymarker token");
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "nothing an agent reads afterwards holds the text: every MCP tool (search of each kind, within a node, the tree, grips, events, recent) and the session-start context",
    async () => {
      const user = await createUser();
      const marker = "zqagentmarker";
      await ingestAndBuild(user, [...markedSession("secret", DAY, marker), ...markedSession("kept", DAY + 3_600_000, KEPT)]);
      await stubOf(user).rollup(user.userId, { force: true });
      const before = await everyAgentRoute(user, marker);
      expect(before).toContain(marker);
      expect(before).toContain(KEPT);

      expect((await forget(user, { session_id: "secret" })).status).toBe(200);
      const after = await everyAgentRoute(user, marker);
      expect(after).not.toContain(marker);
      expect(after).toContain(KEPT);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "cross-user: no selector reaches another user's rows — their event id, their session, a phrase or a range they share",
    async () => {
      const [user, other] = [await createUser(), await createUser()];
      const marker = "zqcrossmarker";
      const theirs = markedSession("shared", DAY, marker);
      await ingestAndBuild(user, markedSession("shared", DAY, marker));
      await ingestAndBuild(other, theirs);
      await stubOf(other).rollup(other.userId, { force: true });
      const otherBefore = await storedTexts(other);
      const otherRoutes = await everyReadRoute(other, marker);
      expect(otherRoutes).toContain(marker);

      const byTheirEvent = await forget(user, { event_id: theirs[0]!["event_id"] });
      expect(await byTheirEvent.json()).toEqual({ dry_run: false, events: 0, sessions: [], nodes_purged: 0, memories: 0 });
      for (const body of [{ session_id: "shared" }, { query: marker }, { from: DAY - 60_000, to: DAY + 3_600_000 }]) {
        const res = await forget(user, body);
        expect(res.status, JSON.stringify(body)).toBe(200);
      }
      expect((await storedTexts(user)).events).not.toContain(marker);
      expect(await storedTexts(other)).toEqual(otherBefore);
      // Ranks are BM25 over the whole index, whose statistics moved: everything but the scores is as before.
      const unscored = (text: string) => text.replace(/"score":-?[\d.e+-]+/g, '"score":0');
      expect(unscored(await everyReadRoute(other, marker))).toBe(unscored(otherRoutes));
      const { results } = await env.DB.prepare("SELECT count(*) AS n FROM events WHERE user_id = ? AND evicted_at_ms IS NOT NULL")
        .bind(other.userId)
        .all<{ n: number }>();
      expect(results[0]!.n).toBe(0);
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it(
    "killed at any of its writes, a forget leaves a consistent database, and running it again finishes it",
    async () => {
      for (let failAt = 1; ; failAt++) {
        const user = await createUser();
        const marker = `zqkilledmarker${failAt}`;
        await ingestAndBuild(user, [...markedSession("secret", DAY, marker), ...markedSession("kept", DAY + 3_600_000, KEPT)]);
        await stubOf(user).rollup(user.userId, { force: true });
        const faulty = losingBatch(env.DB, failAt);
        const faultyEnv = { ...env, DB: faulty.db };
        const chain = new TocChain({ env: faultyEnv, db: userDatabase(faultyEnv, user.userId), userId: user.userId, wakeAt: async () => undefined });
        const killed = await chain.forget({ selector: { sessionId: "secret" }, dryRun: false }).then(
          () => "finished",
          (error: unknown) => String(error),
        );
        await expectConsistent();
        const again = await forget(user, { session_id: "secret" });
        expect(again.status).toBe(200);
        const after = await storedTexts(user);
        for (const [table, text] of Object.entries(after)) expect(text.includes(marker), `killed at batch ${failAt}: ${table}`).toBe(false);
        expect(await everyReadRoute(user, marker)).not.toContain(marker);
        expect(after.events).toContain(KEPT);
        await expectConsistent();
        if (killed === "finished") {
          // Past its last write: every earlier batch was lost once, in an earlier round.
          expect(failAt).toBeGreaterThan(2);
          break;
        }
        expect(killed).toContain("injected fault");
      }
    },
    TIMEOUT_MS * 3,
  );

  it(
    "memories drawn from the forgotten events go with them; a remembered one keeps its text and loses its links to grips that are gone; a phrase takes every memory holding it",
    async () => {
      const user = await createUser();
      const marker = "zqmemorymarker";
      await ingestAndBuild(user, [...markedSession("secret", DAY, marker), ...markedSession("kept", DAY + 3_600_000, KEPT)]);
      const nodeOf = async (session: string) =>
        (await env.DB.prepare("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'segment' AND session_id = ?")
          .bind(user.userId, session)
          .first<{ id: string }>())!.id;
      const gripOf = async (session: string) =>
        (await env.DB.prepare("SELECT grip_id AS id FROM grips WHERE user_id = ? AND node_id = ? LIMIT 1")
          .bind(user.userId, await nodeOf(session))
          .first<{ id: string }>())!.id;
      const [secretNode, keptNode, secretGrip, keptGrip] = [await nodeOf("secret"), await nodeOf("kept"), await gripOf("secret"), await gripOf("kept")];
      const memory = async (id: string, origin: string, text: string, sourceNode: string | null, grips: string[], status = "active") => {
        await env.DB.prepare(
          "INSERT INTO memories (user_id, memory_id, kind, text, confidence, status, origin, source_node_id, created_at_ms, updated_at_ms) VALUES (?, ?, 'decision', ?, 0.9, ?, ?, ?, 1, 1)",
        )
          .bind(user.userId, id, text, status, origin, sourceNode)
          .run();
        for (const g of grips) await env.DB.prepare("INSERT INTO memory_grips (user_id, memory_id, grip_id) VALUES (?, ?, ?)").bind(user.userId, id, g).run();
      };
      await memory("mem_extracted_secret", "extracted", `rotate the ${marker} credential`, secretNode, [secretGrip], "candidate");
      await memory("mem_merged_secret", "merged", `the ${marker} credential lives in the vault`, null, [secretGrip]);
      await memory("mem_remembered_link", "remembered", "deploy reads credentials from the vault", null, [secretGrip, keptGrip]);
      await memory("mem_remembered_phrase", "remembered", `never paste zqphrasemarker again`, null, []);
      await memory("mem_extracted_kept", "extracted", `the ${KEPT} credential is rotated`, keptNode, [keptGrip]);
      const memories = async () => {
        const out: string[] = [];
        for (const status of ["candidate", "active", "archived"])
          out.push(await (await call(`/v1/memories?status=${status}&limit=100`, { headers: user.auth })).text());
        return out.join("\n").toLowerCase();
      };
      // What consolidation wrote about them: relations, clusters, tasks and log entries naming the forgotten node or memories.
      const run = (sql: string, ...values: unknown[]) =>
        env.DB.prepare(sql)
          .bind(user.userId, ...values)
          .run();
      const relation =
        "INSERT INTO relations (user_id, from_kind, from_id, to_kind, to_id, relation, score, shared, created_at_ms) VALUES (?, ?, ?, ?, ?, 'related', 0.5, ?, 1)";
      await run(relation, "node", secretNode, "node", keptNode, JSON.stringify([marker]));
      await run(relation, "memory", "mem_extracted_kept", "node", keptNode, JSON.stringify([KEPT]));
      const cluster = "INSERT INTO clusters (user_id, cluster_id, label, cohesion, member_count, updated_at_ms) VALUES (?, ?, ?, 0.5, 2, 1)";
      const member = "INSERT INTO cluster_members (user_id, cluster_id, member_kind, member_id) VALUES (?, ?, ?, ?)";
      await run(cluster, "cl_secret", marker);
      await run(member, "cl_secret", "node", secretNode);
      await run(member, "cl_secret", "node", keptNode);
      await run(cluster, "cl_kept", KEPT);
      await run(member, "cl_kept", "node", keptNode);
      await run(member, "cl_kept", "memory", "mem_extracted_kept");
      const task =
        "INSERT INTO consolidation_tasks (user_id, task_id, step, title, notes, labels, status, priority, confidence, action, created_at_ms, updated_at_ms) VALUES (?, ?, 'merge', ?, ?, '[]', 'open', 1, 0.5, ?, 1, 1)";
      await run(
        task,
        "task_secret",
        `Merge 2 near-duplicate decision memories: "the ${marker} credential"`,
        JSON.stringify({ ids: ["mem_merged_secret"] }),
        "{}",
      );
      await run(task, "task_kept", "Relate two nodes", JSON.stringify({ ids: ["mem_extracted_kept", keptNode] }), "{}");
      const log = "INSERT INTO consolidation_log (user_id, log_id, step, band, confidence, action, at_ms) VALUES (?, ?, 'merge', 'auto', 0.9, ?, 1)";
      await run(log, "log_secret", JSON.stringify({ memory_ids: ["mem_extracted_secret"] }));
      await run(log, "log_kept", JSON.stringify({ memory_ids: ["mem_extracted_kept"] }));
      // The use counts of each node, grip and memory (what the decay step reads).
      const use = "INSERT INTO uses (user_id, target_kind, target_id, use_count, first_used_at_ms, last_used_at_ms) VALUES (?, ?, ?, 1, 1, 1)";
      const used = [
        ["node", secretNode],
        ["node", keptNode],
        ["grip", secretGrip],
        ["grip", keptGrip],
        ...["mem_extracted_secret", "mem_merged_secret", "mem_remembered_link", "mem_remembered_phrase", "mem_extracted_kept"].map((id) => ["memory", id]),
      ];
      for (const [kind, id] of used) await run(use, kind, id);
      const usesLeft = async () =>
        (
          await env.DB.prepare("SELECT target_kind || ':' || target_id AS id FROM uses WHERE user_id = ? ORDER BY 1").bind(user.userId).all<{ id: string }>()
        ).results.map((r) => r.id);
      expect((await call("/v1/consolidation/tasks?limit=100", { headers: user.auth })).status).toBe(200);
      expect(await memories()).toContain(marker);

      // The dry run counts the two drawn from the session; the remembered ones are not among them.
      expect(await (await forget(user, { session_id: "secret", dry_run: true })).json()).toMatchObject({ events: 3, memories: 2 });
      expect(await (await forget(user, { query: "zqphrasemarker", dry_run: true })).json()).toMatchObject({ events: 0, memories: 1 });
      expect(await (await forget(user, { session_id: "secret" })).json()).toMatchObject({ events: 3, memories: 2 });
      const left = async (table: string, column: string) =>
        (await env.DB.prepare(`SELECT ${column} AS id FROM ${table} WHERE user_id = ? ORDER BY 1`).bind(user.userId).all<{ id: string }>()).results.map(
          (r) => r.id,
        );
      expect(await left("relations", "from_id")).toEqual(["mem_extracted_kept"]);
      expect(await left("clusters", "cluster_id")).toEqual(["cl_kept"]);
      expect(await left("cluster_members", "cluster_id")).toEqual(["cl_kept", "cl_kept"]);
      expect(await left("consolidation_tasks", "task_id")).toEqual(["task_kept"]);
      expect(await left("consolidation_log", "log_id")).toEqual(["log_kept"]);
      const tasks = await (await call("/v1/consolidation/tasks?limit=100", { headers: user.auth })).text();
      expect(tasks.toLowerCase()).not.toContain(marker);
      const ids = async () =>
        (await env.DB.prepare("SELECT memory_id AS id FROM memories WHERE user_id = ? ORDER BY memory_id").bind(user.userId).all<{ id: string }>()).results.map(
          (r) => r.id,
        );
      expect(await ids()).toEqual(["mem_extracted_kept", "mem_remembered_link", "mem_remembered_phrase"]);
      expect(await memories()).not.toContain(marker);
      const links = await env.DB.prepare("SELECT memory_id, grip_id FROM memory_grips WHERE user_id = ? ORDER BY memory_id").bind(user.userId).all();
      expect(links.results).toEqual([
        { memory_id: "mem_extracted_kept", grip_id: keptGrip },
        { memory_id: "mem_remembered_link", grip_id: keptGrip },
      ]);

      // The use counts of what was forgotten went: the session's segment node (it stays, derived again without the text), its grip, the two memories drawn from it.
      expect(await usesLeft()).toEqual(
        [`grip:${keptGrip}`, "memory:mem_extracted_kept", "memory:mem_remembered_link", "memory:mem_remembered_phrase", `node:${keptNode}`].sort(),
      );

      // No stored event holds this phrase: the memory holding it goes all the same, with its use count.
      expect(await (await forget(user, { query: "zqphrasemarker" })).json()).toMatchObject({ events: 0, memories: 1 });
      expect(await ids()).toEqual(["mem_extracted_kept", "mem_remembered_link"]);
      expect(await usesLeft()).toEqual([`grip:${keptGrip}`, "memory:mem_extracted_kept", "memory:mem_remembered_link", `node:${keptNode}`].sort());
      await expectConsistent();
    },
    TIMEOUT_MS,
  );

  it("asks for exactly one selector, in the error shape", async () => {
    const user = await createUser();
    for (const body of [{}, { session_id: "a", event_id: "b" }, { from: "2026-01-02T00:00:00Z" }, { from: 10, to: 5 }, { query: " " }]) {
      const res = await forget(user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    }
    const admin = await postJson("/v1/forget", { session_id: "x" }, ADMIN);
    expect(admin.status).toBe(401);
  });
});
