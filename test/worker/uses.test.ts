import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createUser, eventually, postJson, type TestUser } from "./helpers";
import { ingestAndBuild, session } from "./rollup-helpers";

interface UseRowView {
  target_kind: string;
  target_id: string;
  use_count: number;
  opened_count: number;
  cited_count: number;
  recent_uses: string;
}

async function useRows(userId: string): Promise<UseRowView[]> {
  const { results } = await env.DB.prepare(
    "SELECT target_kind, target_id, use_count, opened_count, cited_count, recent_uses FROM uses WHERE user_id = ? ORDER BY target_kind, target_id",
  )
    .bind(userId)
    .all<UseRowView>();
  return results;
}

async function useOf(userId: string, kind: string, id: string): Promise<UseRowView | undefined> {
  return (await useRows(userId)).find((r) => r.target_kind === kind && r.target_id === id);
}

let owner: TestUser;
let stranger: TestUser;
let segmentId: string;
let gripId: string;
let otherSegmentId: string;
let client: Client;

const DAY = 86_400_000;

async function connect(headers: Record<string, string>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL("http://amem.test/mcp"), {
    fetch: (url, init) => exports.default.fetch(new Request(url, init)),
    requestInit: { headers },
  });
  const c = new Client({ name: "amem-test", version: "1" });
  await c.connect(transport);
  return c;
}

async function tool(name: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  return result.structuredContent as Record<string, unknown>;
}

async function segmentsOf(user: TestUser): Promise<{ node_id: string; grip: string | null }[]> {
  const { results } = await env.DB.prepare(
    "SELECT n.node_id, (SELECT g.grip_id FROM grips g WHERE g.user_id = n.user_id AND g.node_id = n.node_id ORDER BY g.grip_id LIMIT 1) AS grip FROM toc_nodes n WHERE n.user_id = ? AND n.level = 'segment' ORDER BY n.start_ts_ms",
  )
    .bind(user.userId)
    .all<{ node_id: string; grip: string | null }>();
  return results;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createUser(), createUser()]);
  const t0 = Date.now() - 3 * DAY;
  await ingestAndBuild(owner, [
    ...session("s-auth", t0, "fix requireAuth in src/auth/jwt.ts so expired tokens get a 401"),
    ...session("s-cache", t0 + DAY, "add a cache to loadConfig in src/config.ts"),
  ]);
  await ingestAndBuild(stranger, session("s-x", t0, "rename the zanzibar module"));
  const segs = await segmentsOf(owner);
  expect(segs.length).toBe(2);
  segmentId = segs[0]!.node_id;
  otherSegmentId = segs[1]!.node_id;
  gripId = segs.find((s) => s.grip !== null)!.grip!;
  client = await connect(owner.auth);
});

afterAll(async () => {
  await client?.close();
});

describe("opened: the read routes count what they open", () => {
  it("GET /v1/toc/nodes/{id} counts the node once per read", async () => {
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(segmentId)}`, { headers: owner.auth })).status).toBe(200);
    await eventually(async () => expect(await useOf(owner.userId, "node", segmentId)).toMatchObject({ use_count: 1, opened_count: 1, cited_count: 0 }));
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(segmentId)}`, { headers: owner.auth })).status).toBe(200);
    await eventually(async () => expect(await useOf(owner.userId, "node", segmentId)).toMatchObject({ use_count: 2, opened_count: 2 }));
    const row = await useOf(owner.userId, "node", segmentId);
    expect(JSON.parse(row!.recent_uses)).toHaveLength(2);
  });

  it("GET /v1/toc/nodes/{id}?use=cited counts a listing's read as cited, not opened; another use is a 400", async () => {
    const before = (await useOf(owner.userId, "node", segmentId))!;
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(segmentId)}?use=cited`, { headers: owner.auth })).status).toBe(200);
    await eventually(async () => expect((await useOf(owner.userId, "node", segmentId))!.cited_count).toBe(before.cited_count + 1));
    expect((await useOf(owner.userId, "node", segmentId))!.opened_count).toBe(before.opened_count);
    const bad = await call(`/v1/toc/nodes/${encodeURIComponent(segmentId)}?use=glanced`, { headers: owner.auth });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: { issues: { field: string }[] } } }).error.details.issues.map((i) => i.field)).toEqual(["use"]);
  });

  it("GET /v1/grips/{id} counts the grip", async () => {
    expect((await call(`/v1/grips/${encodeURIComponent(gripId)}`, { headers: owner.auth })).status).toBe(200);
    await eventually(async () => expect(await useOf(owner.userId, "grip", gripId)).toMatchObject({ use_count: 1, opened_count: 1 }));
  });

  it("MCP read_node and expand_grip count as opened, through the same handlers", async () => {
    await tool("read_node", { node_id: otherSegmentId });
    await eventually(async () => expect(await useOf(owner.userId, "node", otherSegmentId)).toMatchObject({ opened_count: 1, cited_count: 0 }));
    const before = (await useOf(owner.userId, "grip", gripId))!.opened_count;
    await tool("expand_grip", { grip_id: gripId, before: 0, after: 0 });
    await eventually(async () => expect((await useOf(owner.userId, "grip", gripId))!.opened_count).toBe(before + 1));
  });

  it("a 404 counts nothing, and a read of another user's node counts nothing for anyone", async () => {
    const [strangerSeg] = await segmentsOf(stranger);
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(strangerSeg!.node_id)}`, { headers: owner.auth })).status).toBe(404);
    expect((await call("/v1/toc/nodes/toc:segment:nope", { headers: owner.auth })).status).toBe(404);
    // A marker read after them: once it is counted, the earlier (deferred) work has run too.
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(strangerSeg!.node_id)}`, { headers: stranger.auth })).status).toBe(200);
    await eventually(async () => expect(await useOf(stranger.userId, "node", strangerSeg!.node_id)).toMatchObject({ use_count: 1 }));
    expect((await useRows(owner.userId)).map((r) => r.target_id)).not.toContain(strangerSeg!.node_id);
    expect((await useRows(owner.userId)).map((r) => r.target_id)).not.toContain("toc:segment:nope");
  });
});

describe("appearing in a list is no use", () => {
  it("REST search, resolve, root and children count nothing", async () => {
    const fresh = await createUser();
    await ingestAndBuild(fresh, session("s-1", Date.now() - DAY, "fix requireAuth in src/auth/jwt.ts"));
    const [seg] = await segmentsOf(fresh);
    expect((await call("/v1/search?q=requireAuth", { headers: fresh.auth })).status).toBe(200);
    expect((await call("/v1/toc/resolve?period=today", { headers: fresh.auth })).status).toBe(200);
    expect((await call("/v1/toc/root", { headers: fresh.auth })).status).toBe(200);
    const day = (await env.DB.prepare("SELECT parent_id FROM toc_nodes WHERE user_id = ? AND node_id = ?")
      .bind(fresh.userId, seg!.node_id)
      .first<{ parent_id: string }>())!.parent_id;
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(day)}/children`, { headers: fresh.auth })).status).toBe(200);
    // The marker: a read counted after the lists means their (deferred) counting would have run.
    expect((await call(`/v1/toc/nodes/${encodeURIComponent(day)}`, { headers: fresh.auth })).status).toBe(200);
    await eventually(async () => expect(await useOf(fresh.userId, "node", day)).toBeDefined());
    expect((await useRows(fresh.userId)).map((r) => `${r.target_kind}:${r.target_id}`)).toEqual([`node:${day}`]);
  });
});

describe("cited", () => {
  it("MCP search and recent count what they return as cited", async () => {
    const fresh = await createUser();
    await ingestAndBuild(fresh, session("s-1", Date.now() - 60 * 60_000, "fix requireAuth in src/auth/jwt.ts"));
    const [seg] = await segmentsOf(fresh);
    const c = await connect(fresh.auth);
    try {
      const result = (await c.callTool({ name: "search", arguments: { q: "requireAuth", kind: ["node"] } })) as CallToolResult;
      const hits = (result.structuredContent as { results: { kind: string; id: string }[] }).results;
      expect(hits.map((h) => h.id)).toContain(seg!.node_id);
      await eventually(async () => expect(await useOf(fresh.userId, "node", seg!.node_id)).toMatchObject({ cited_count: 1, opened_count: 0 }));
      // Two days: the session an hour ago is yesterday's in the first hour after midnight (UTC).
      await c.callTool({ name: "recent", arguments: { days: 2 } });
      await eventually(async () => expect((await useOf(fresh.userId, "node", seg!.node_id))!.cited_count).toBe(2));
    } finally {
      await c.close();
    }
  });

  it("POST /v1/uses counts the caller's items as cited, each once, and skips what the caller does not have", async () => {
    const [strangerSeg] = await segmentsOf(stranger);
    const res = await postJson(
      "/v1/uses",
      {
        how: "cited",
        items: [
          { kind: "node", id: otherSegmentId },
          { kind: "node", id: otherSegmentId },
          { kind: "grip", id: gripId },
          { kind: "node", id: strangerSeg!.node_id },
          { kind: "node", id: "toc:segment:nope" },
        ],
      },
      owner.auth,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ counted: 2 });
    expect(await useOf(stranger.userId, "node", strangerSeg!.node_id)).toMatchObject({ cited_count: 0 });
    expect((await useRows(owner.userId)).map((r) => r.target_id)).not.toContain(strangerSeg!.node_id);
  });

  it("counts a memory the caller has, not another user's", async () => {
    const insert = (userId: string, id: string) =>
      env.DB.prepare(
        "INSERT INTO memories (user_id, memory_id, kind, text, confidence, status, origin, created_at_ms, updated_at_ms) VALUES (?, ?, 'decision', 'use jose', 1, 'active', 'remembered', 0, 0)",
      )
        .bind(userId, id)
        .run();
    await insert(owner.userId, "mem_owned");
    await insert(stranger.userId, "mem_foreign");
    const res = await postJson(
      "/v1/uses",
      {
        how: "cited",
        items: [
          { kind: "memory", id: "mem_owned" },
          { kind: "memory", id: "mem_foreign" },
        ],
      },
      owner.auth,
    );
    expect(await res.json()).toEqual({ counted: 1 });
    expect(await useOf(owner.userId, "memory", "mem_owned")).toMatchObject({ cited_count: 1 });
    expect(await useOf(owner.userId, "memory", "mem_foreign")).toBeUndefined();
    expect(await useOf(stranger.userId, "memory", "mem_foreign")).toBeUndefined();
  });

  it("GET /v1/memories/{id} counts the memory as opened; the list does not", async () => {
    await env.DB.prepare(
      "INSERT INTO memories (user_id, memory_id, kind, text, confidence, status, origin, created_at_ms, updated_at_ms) VALUES (?, 'mem_read', 'fact', 'staging clock drifts', 1, 'active', 'remembered', 0, 0)",
    )
      .bind(owner.userId)
      .run();
    expect((await call("/v1/memories", { headers: owner.auth })).status).toBe(200);
    expect((await call("/v1/memories/mem_read", { headers: owner.auth })).status).toBe(200);
    await eventually(async () => expect(await useOf(owner.userId, "memory", "mem_read")).toMatchObject({ use_count: 1, opened_count: 1, cited_count: 0 }));
    expect((await call("/v1/memories/mem_read", { headers: stranger.auth })).status).toBe(404);
  });

  it("keeps the last 5 use times", async () => {
    for (let i = 0; i < 7; i++) {
      expect((await postJson("/v1/uses", { how: "cited", items: [{ kind: "node", id: segmentId }] }, owner.auth)).status).toBe(200);
    }
    const row = (await useOf(owner.userId, "node", segmentId))!;
    expect(JSON.parse(row.recent_uses)).toHaveLength(5);
    expect(row.use_count).toBe(row.opened_count + row.cited_count);
  });

  it("refuses bad input with 400 naming the field, and no token with 401", async () => {
    const bad = await postJson("/v1/uses", { how: "opened", items: [{ kind: "event", id: "" }] }, owner.auth);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; details: { issues: { field: string }[] } } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.details.issues.map((i) => i.field).sort()).toEqual(["how", "items[0].id", "items[0].kind"].sort());
    expect((await postJson("/v1/uses", { how: "cited", items: [] }, owner.auth)).status).toBe(400);
    expect((await postJson("/v1/uses", { how: "cited", items: Array.from({ length: 201 }, () => ({ kind: "node", id: "x" })) }, owner.auth)).status).toBe(400);
    expect((await postJson("/v1/uses", "not json", owner.auth)).status).toBe(400);
    expect((await postJson("/v1/uses", { how: "cited", items: [{ kind: "node", id: segmentId }] })).status).toBe(401);
  });
});

describe("rank=decay", () => {
  it("reorders a page of hits by use: a hit read often rises above an equal one never read; off by default", async () => {
    const user = await createUser();
    const at = Date.now() - 40 * DAY;
    await ingestAndBuild(user, [
      ...session("s-a", at, "tune the zebrafish exporter in src/zebra.ts"),
      ...session("s-b", at + DAY, "tune the zebrafish exporter in src/zebra.ts"),
    ]);
    const search = async (rank?: string) => {
      const res = await call(`/v1/search?q=zebrafish&kind=node&level=segment${rank ? `&rank=${rank}` : ""}`, { headers: user.auth });
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: { id: string }[] }).results.map((h) => h.id);
    };
    const plain = await search();
    expect(plain).toHaveLength(2);
    const last = plain[1]!;
    for (let i = 0; i < 6; i++) expect((await postJson("/v1/uses", { how: "cited", items: [{ kind: "node", id: last }] }, user.auth)).status).toBe(200);
    expect(await search()).toEqual(plain);
    expect(await search("decay")).toEqual([last, plain[0]]);
    expect((await call("/v1/search?q=zebrafish&rank=popular", { headers: user.auth })).status).toBe(400);
  });
});
