import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { call, createUser, fixtures, makeEvent, postJson, settleBuilds, type TestUser } from "./helpers";

const MCP_URL = "http://amem.test/mcp";
const TOOLS = ["expand_grip", "list_children", "list_events", "memories", "read_node", "recent", "remember", "resolve_period", "search"];
/** The tools that write: they say so in their annotations. */
const WRITING_TOOLS = ["remember"];

let owner: TestUser;
let stranger: TestUser;
let ownerClient: Client;
let strangerClient: Client;

/** The official SDK client, talking to the worker's own fetch handler. */
async function connect(headers: Record<string, string>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: (url, init) => exports.default.fetch(new Request(url, init)),
    requestInit: { headers },
  });
  const client = new Client({ name: "amem-test", version: "1" });
  await client.connect(transport);
  return client;
}

async function rest<T>(user: TestUser, path: string): Promise<T> {
  const res = await call(path, { headers: user.auth });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface Estimate {
  tokens: number;
  text_tokens: number;
  max_tokens: number;
  cut: boolean;
  method: string;
}

/** Calls a tool that must succeed; its structured answer without the size estimate, and the estimate. */
async function tool<T = Record<string, unknown>>(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  const { estimate, ...answer } = result.structuredContent as { estimate: Estimate } & Record<string, unknown>;
  const text = result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
  return { answer: answer as T, estimate, text };
}

/** Calls a tool that must fail as a tool (not as a protocol error); its error text. */
async function toolError(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  expect(result.isError).toBe(true);
  return result.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
}

function rawPost(body: string, headers: Record<string, string>): Promise<Response> {
  return call("/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
    body,
  });
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createUser(undefined, "Europe/Paris"), createUser()]);
  const owned = [...fixtures().claudeCode, ...fixtures().codex].map(({ ts_ms, ...e }: StoredEvent) => ({ ...e, ts: ts_ms }));
  expect((await postJson("/v1/events", { events: owned }, owner.auth)).status).toBe(201);
  const secret = makeEvent({ text: "stranger whispers about zanzibar tokens", session_id: "stranger-1" });
  expect((await postJson("/v1/events", secret, stranger.auth)).status).toBe(201);
  await Promise.all([settleBuilds(owner.userId), settleBuilds(stranger.userId)]);
  [ownerClient, strangerClient] = await Promise.all([connect(owner.auth), connect(stranger.auth)]);
});

afterAll(async () => {
  await Promise.all([ownerClient?.close(), strangerClient?.close()]);
});

describe("MCP server: tools", () => {
  it("lists the navigation and memory tools, each with a description and JSON schemas", async () => {
    const { tools } = await ownerClient.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const t of tools) {
      expect(t.description!.length, t.name).toBeGreaterThan(80);
      expect(t.inputSchema.type).toBe("object");
      expect(Object.keys(t.inputSchema.properties ?? {}), t.name).toContain("max_tokens");
      expect(t.outputSchema?.type, t.name).toBe("object");
      expect(Object.keys(t.outputSchema?.properties ?? {}), t.name).toContain("estimate");
      expect(t.annotations?.readOnlyHint, t.name).toBe(!WRITING_TOOLS.includes(t.name));
    }
    const remember = tools.find((t) => t.name === "remember")!;
    expect(remember.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false });
    expect(remember.inputSchema.required?.sort()).toEqual(["kind", "text"]);
    const search = tools.find((t) => t.name === "search")!;
    expect(search.inputSchema.required).toEqual(["q"]);
    expect(Object.keys(search.inputSchema.properties!).sort()).toEqual(
      ["agent", "cursor", "from", "kind", "level", "limit", "max_tokens", "project", "q", "rank", "recency", "session_id", "to", "within"].sort(),
    );
  });

  it("search answers what GET /v1/search answers, with text and a size estimate", async () => {
    const expected = await rest<{ results: { id: string }[] }>(owner, "/v1/search?q=requireAuth&limit=3");
    expect(expected.results.length).toBe(3);
    const { answer, estimate, text } = await tool(ownerClient, "search", { q: "requireAuth", limit: 3 });
    expect(answer).toEqual(expected);
    expect(estimate).toMatchObject({ max_tokens: 3000, cut: false, method: "cl100k_base" });
    expect(estimate.tokens).toBeGreaterThan(0);
    expect(estimate.text_tokens).toBeLessThan(estimate.tokens);
    for (const hit of expected.results) expect(text).toContain(hit.id);
  });

  it("search pages with the REST cursor, and ranks below a node with `within`", async () => {
    const first = await tool<{ next_cursor: string }>(ownerClient, "search", { q: "auth", limit: 2 });
    expect(first.answer.next_cursor).toEqual(expect.any(String));
    const second = await tool(ownerClient, "search", { q: "auth", limit: 2, cursor: first.answer.next_cursor });
    expect(second.answer).toEqual(await rest(owner, `/v1/search?q=auth&limit=2&cursor=${first.answer.next_cursor}`));

    const within = await tool(ownerClient, "search", { q: "auth", within: "toc:month:2026-03" });
    expect(within.answer).toEqual(await rest(owner, "/v1/toc/nodes/toc:month:2026-03/search?q=auth"));
    expect(await toolError(ownerClient, "search", { q: "auth", within: "toc:month:2026-03", kind: ["event"] })).toMatch(
      /^bad_request: .*within takes no other filter \(got kind\)/,
    );
  });

  it("resolve_period, read_node and expand_grip answer what their REST calls answer", async () => {
    const resolved = await tool<{ existing_node_ids: string[] }>(ownerClient, "resolve_period", { period: "2026-03-04" });
    expect(resolved.answer).toEqual(await rest(owner, "/v1/toc/resolve?period=2026-03-04"));
    expect(resolved.answer.existing_node_ids).toEqual(["toc:day:2026-03-04"]);

    const day = await tool<{ node: { node_id: string } }>(ownerClient, "read_node", { node_id: "toc:day:2026-03-04" });
    expect(day.answer).toEqual(await rest(owner, "/v1/toc/nodes/toc:day:2026-03-04"));
    expect(day.text).toContain("toc:day:2026-03-04");

    const { children } = await rest<{ children: { node_id: string; bullets: { grip_ids: string[] }[] }[] }>(owner, "/v1/toc/nodes/toc:day:2026-03-04/children");
    const gripId = children.flatMap((c) => c.bullets.flatMap((b) => b.grip_ids))[0]!;
    const grip = await tool(ownerClient, "expand_grip", { grip_id: gripId, before: 1, after: 1, max_tokens: 20_000 });
    expect(grip.answer).toEqual(await rest(owner, `/v1/grips/${gripId}?before=1&after=1`));
    expect(grip.estimate.cut).toBe(false);
  });

  it("list_children pages a node's children, and without a node lists the years", async () => {
    const years = await tool(ownerClient, "list_children", {});
    const root = await rest<{ nodes: unknown[] }>(owner, "/v1/toc/root");
    expect(years.answer).toEqual({ children: root.nodes, next_cursor: null, has_more: false });

    // The fixtures are in January and March: two months.
    const all = await rest<{ children: { node_id: string }[] }>(owner, "/v1/toc/nodes/toc:year:2026/children?limit=100");
    expect(all.children.map((c) => c.node_id)).toEqual(["toc:month:2026-01", "toc:month:2026-03"]);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await tool<{ children: { node_id: string }[]; next_cursor: string | null }>(ownerClient, "list_children", {
        node_id: "toc:year:2026",
        limit: 1,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...page.answer.children.map((c) => c.node_id));
      cursor = page.answer.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all.children.map((c) => c.node_id));
  });

  it("list_events pages raw events, and cuts a page to max_tokens with a cursor to the rest", async () => {
    const all = await rest<{ events: { event_id: string }[]; next_cursor: string | null }>(owner, "/v1/events?limit=500");
    expect(all.next_cursor).toBeNull();
    const page = await tool(ownerClient, "list_events", { limit: 5, max_tokens: 20_000 });
    expect(page.answer).toEqual(await rest(owner, "/v1/events?limit=5"));

    // A small budget: fewer events than asked, the size within it, the cursor resuming at the first left out.
    const seen: string[] = [];
    let cursor: string | undefined;
    let cuts = 0;
    do {
      const small = await tool<{ events: { event_id: string; text: string }[]; next_cursor: string | null }>(ownerClient, "list_events", {
        limit: 50,
        max_tokens: 1_000,
        ...(cursor ? { cursor } : {}),
      });
      if (small.answer.events.length > 1) expect(small.estimate.tokens).toBeLessThanOrEqual(1_000);
      if (small.estimate.cut) cuts++;
      seen.push(...small.answer.events.map((e) => e.event_id));
      cursor = small.answer.next_cursor ?? undefined;
    } while (cursor);
    expect(cuts).toBeGreaterThan(0);
    expect(seen).toEqual(all.events.map((e) => e.event_id));
  });

  it("recent reads the summaries of a period's nodes", async () => {
    const { answer, text } = await tool<{ period: { existing_node_ids: string[] }; nodes: { node: { node_id: string } }[]; omitted_node_ids: string[] }>(
      ownerClient,
      "recent",
      { period: "2026-03-04" },
    );
    expect(answer.period).toEqual(await rest(owner, "/v1/toc/resolve?period=2026-03-04"));
    expect(answer.nodes.map((n) => n.node)).toEqual([(await rest<{ node: unknown }>(owner, "/v1/toc/nodes/toc:day:2026-03-04")).node]);
    expect(answer.omitted_node_ids).toEqual([]);
    expect(text).toContain("toc:day:2026-03-04");
    expect(await toolError(ownerClient, "recent", { period: "today", days: 3 })).toMatch(/^bad_request: .*period or days/);
  });
});

describe("MCP server: budget", () => {
  it("expand_grip keeps the span first and the nearest context, its texts clipped to max_tokens", async () => {
    const { children } = await rest<{ children: { bullets: { grip_ids: string[] }[] }[] }>(owner, "/v1/toc/nodes/toc:day:2026-03-04/children");
    const gripIds = children.flatMap((c) => c.bullets.flatMap((b) => b.grip_ids));
    let checked = 0;
    for (const gripId of gripIds) {
      type Expanded = {
        before: { event_id: string; text: string }[];
        events: { event_id: string; text: string }[];
        after: { event_id: string; text: string }[];
      };
      const full = await rest<Expanded>(owner, `/v1/grips/${gripId}?before=3&after=3`);
      const small = await tool<Expanded>(ownerClient, "expand_grip", { grip_id: gripId, before: 3, after: 3, max_tokens: 200 });
      const all = [...full.before, ...full.events, ...full.after];
      if (all.every((e) => e.text.length <= 400) && all.length <= 2) continue;
      checked++;
      expect(small.estimate.cut).toBe(true);
      expect(small.answer.events[0]!.event_id).toBe(full.events[0]!.event_id);
      const kept = small.answer.before.length + small.answer.events.length + small.answer.after.length;
      if (kept > 1) expect(small.estimate.tokens).toBeLessThanOrEqual(200);
      // Context is kept nearest the span first: a suffix of `before`, a prefix of `after`.
      const ids = (events: { event_id: string }[]) => events.map((e) => e.event_id);
      expect(ids(full.events).slice(0, small.answer.events.length)).toEqual(ids(small.answer.events));
      expect(ids(full.before).slice(full.before.length - small.answer.before.length)).toEqual(ids(small.answer.before));
      expect(ids(full.after).slice(0, small.answer.after.length)).toEqual(ids(small.answer.after));
      for (const event of [...small.answer.before, ...small.answer.events, ...small.answer.after]) {
        const original = all.find((e) => e.event_id === event.event_id)!;
        if (original.text.length <= 400) expect(event.text).toBe(original.text);
        else expect(event.text).toBe(`${original.text.slice(0, 400)}… [${original.text.length - 400} more characters]`);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("recent keeps the newest days that fit and names the others", async () => {
    const user = await createUser();
    const day = 86_400_000;
    const events = [1, 2, 3].map((daysAgo) =>
      makeEvent({
        ts: Date.now() - daysAgo * day,
        session_id: `s-${daysAgo}`,
        text: `day ${daysAgo}: reworked the retry policy of the payment webhook handler`,
      }),
    );
    expect((await postJson("/v1/events", { events }, user.auth)).status).toBe(201);
    await settleBuilds(user.userId);
    const client = await connect(user.auth);
    try {
      type Recent = { period: { existing_node_ids: string[] }; nodes: { node: { node_id: string }; children: unknown[] | null }[]; omitted_node_ids: string[] };
      const whole = await tool<Recent>(client, "recent", { days: 5, max_tokens: 20_000 });
      const dayIds = whole.answer.period.existing_node_ids;
      expect(dayIds).toHaveLength(3);
      expect(whole.answer.nodes.map((n) => n.node.node_id)).toEqual(dayIds);
      expect(whole.answer.nodes.every((n) => n.children !== null && n.children.length === 1)).toBe(true); // days not rolled up yet show their segment
      expect(whole.answer.omitted_node_ids).toEqual([]);

      const cut = await tool<Recent>(client, "recent", { days: 5, max_tokens: 600 });
      expect(cut.estimate.cut).toBe(true);
      const kept = cut.answer.nodes.map((n) => n.node.node_id);
      expect(kept.length).toBeGreaterThan(0);
      expect([...cut.answer.omitted_node_ids, ...kept]).toEqual(dayIds);
      expect(cut.text).toContain(`not shown: ${cut.answer.omitted_node_ids.join(", ")}`);
    } finally {
      await client.close();
    }
  });
});

describe("MCP server: work in progress", () => {
  it("recent shows a session running now as an open segment, before and after its day is rolled up", async () => {
    const user = await createUser();
    const running = [0, 1].map((i) =>
      makeEvent({ session_id: "running", ts: Date.now() - 20_000 + i * 10_000, text: `tune the zanzibar cache eviction, step ${i}` }),
    );
    expect((await postJson("/v1/events", { events: running }, user.auth)).status).toBe(201);
    await settleBuilds(user.userId);
    const client = await connect(user.auth);
    type Entry = { node: { node_id: string }; children: { open: boolean; node_id: string }[] | null; in_progress?: { open: boolean; node_id: string }[] };
    try {
      const before = await tool<{ nodes: Entry[] }>(client, "recent", { days: 2 });
      const open = before.answer.nodes.flatMap((n) => n.children ?? []).filter((c) => c.open);
      expect(open).toHaveLength(1);
      expect(before.text).toContain(`${open[0]!.node_id} (in progress)`);

      await env.USER_MEMORY.get(env.USER_MEMORY.idFromName(user.userId)).rollup(user.userId, { force: true });
      const after = await tool<{ nodes: Entry[] }>(client, "recent", { days: 2 });
      expect(after.answer.nodes.flatMap((n) => n.in_progress ?? []).map((c) => [c.node_id, c.open])).toEqual([[open[0]!.node_id, true]]);
      expect(after.text).toContain("still running (its summary so far):");
      expect(after.text).toContain(`${open[0]!.node_id} (in progress)`);

      // The other navigation tools say so too: a search hit, the node read, its day's children.
      const found = await tool<{ results: { id: string; open?: boolean }[] }>(client, "search", { q: "zanzibar eviction", kind: ["node"] });
      expect(found.answer.results.find((h) => h.id === open[0]!.node_id)?.open).toBe(true);
      expect(found.text).toContain(`${open[0]!.node_id} (in progress)`);
      const read = await tool<{ node: { open: boolean; status: string } }>(client, "read_node", { node_id: open[0]!.node_id });
      expect(read.answer.node).toMatchObject({ open: true, status: "provisional" });
      expect(read.text).toContain(`${open[0]!.node_id} (in progress)`);
      const day = after.answer.nodes.find((n) => n.in_progress)!.node.node_id;
      const listed = await tool<{ children: { node_id: string; open: boolean }[] }>(client, "list_children", { node_id: day });
      expect(listed.answer.children.map((c) => [c.node_id, c.open])).toEqual([[open[0]!.node_id, true]]);
      expect(listed.text).toContain(`${open[0]!.node_id} (in progress)`);
    } finally {
      await client.close();
    }
  });
});

describe("MCP server: errors", () => {
  it("answers bad arguments, unknown ids and bad cursors with a tool error", async () => {
    expect(await toolError(ownerClient, "read_node", {})).toMatch(/node_id/);
    expect(await toolError(ownerClient, "search", { q: "auth", limit: 0 })).toMatch(/limit/);
    expect(await toolError(ownerClient, "search", { q: "  " })).toMatch(/^bad_request: invalid query: q must not be empty/);
    expect(await toolError(ownerClient, "read_node", { node_id: "toc:day:1999-01-01" })).toBe("not_found: no such node");
    expect(await toolError(ownerClient, "list_events", { cursor: "not-a-cursor" })).toMatch(/^bad_request: invalid cursor/);
    expect(await toolError(ownerClient, "resolve_period", { period: "the day after never" })).toMatch(/^bad_request: invalid query: period/);
    expect(await toolError(ownerClient, "no_such_tool", {})).toMatch(/no_such_tool not found/);
  });

  it("refuses a request without a valid token with 401 and a bearer challenge", async () => {
    const initialize = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    });
    const missing = await rawPost(initialize, {});
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toBe('Bearer realm="agent-memory-edge"');
    expect(await missing.json()).toEqual({ error: { code: "unauthorized", message: "missing or invalid bearer token" } });

    const forged = await rawPost(initialize, { Authorization: `Bearer ${owner.token}x` });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("WWW-Authenticate")).toBe('Bearer realm="agent-memory-edge", error="invalid_token"');

    await expect(connect({})).rejects.toThrow(/unauthorized/);
  });

  it("answers malformed JSON-RPC with a JSON-RPC error, never a 500", async () => {
    const notJson = await rawPost("{not json", owner.auth);
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 }, id: null });

    const notRpc = await rawPost(JSON.stringify({ hello: "world" }), owner.auth);
    expect(notRpc.status).toBe(400);
    expect(await notRpc.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });

    const unknownMethod = await rawPost(JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/destroy" }), owner.auth);
    expect(await unknownMethod.json()).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32601 } });

    const get = await call("/mcp", { headers: { ...owner.auth, Accept: "text/event-stream" } });
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });
});

describe("MCP server: long-term memories", () => {
  it("remember keeps what the user stated (active, confidence 1); memories answers what GET /v1/memories answers, and counts as cited", async () => {
    const kept = await tool<{ memory: { memory_id: string; status: string; confidence: number; key: string; project: string }; superseded: string | null }>(
      ownerClient,
      "remember",
      { kind: "decision", text: "We use jose, not jsonwebtoken", key: "JWT library", project: "invoice-api" },
    );
    expect(kept.answer.memory).toMatchObject({ status: "active", confidence: 1, key: "jwt library", project: "invoice-api" });
    expect(kept.answer.superseded).toBeNull();
    expect(kept.text).toContain("Remembered [decision] We use jose, not jsonwebtoken (key: jwt library, invoice-api, mem_");
    const newer = await tool<{ superseded: string | null }>(ownerClient, "remember", {
      kind: "decision",
      text: "We use jose v6",
      key: "jwt library",
      project: "invoice-api",
    });
    expect(newer.answer.superseded).toBe(kept.answer.memory.memory_id);
    await tool(ownerClient, "remember", { kind: "instruction", text: "Never commit to main" });
    await tool(ownerClient, "remember", { kind: "task", text: "Ship the web app", project: "web-app" });

    const read = await tool<{ memories: { text: string }[] }>(ownerClient, "memories", { project: "invoice-api" });
    expect(read.answer).toEqual(await rest(owner, "/v1/memories?status=active&project=invoice-api"));
    expect(read.answer.memories.map((m) => m.text)).toEqual(["Never commit to main", "We use jose v6"]);
    expect(read.text).toContain("[instruction] Never commit to main (every project, mem_");
    expect(read.estimate.tokens).toBeGreaterThan(0);

    // A page cut to max_tokens names the cursor to the rest.
    const cut = await tool<{ memories: unknown[]; next_cursor: string | null }>(ownerClient, "memories", { status: "active", max_tokens: 200 });
    expect(cut.answer.memories.length).toBeLessThan(3);
    expect(cut.answer.next_cursor).not.toBeNull();
    expect(cut.estimate.cut).toBe(true);

    // What the answer handed the agent counts as cited (after the answer, via waitUntil).
    await eventuallyCited(owner.userId, (read.answer.memories[1] as unknown as { memory_id: string }).memory_id);

    expect(await toolError(ownerClient, "remember", { kind: "opinion", text: "x" })).toMatch(/kind/);
    expect(await toolError(ownerClient, "remember", { kind: "fact", text: "x", grip_ids: ["grip:0:nope"] })).toMatch(
      /^bad_request: no such grip .*grip_ids\[0\]/,
    );
  });
});

async function eventuallyCited(userId: string, memoryId: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const row = await env.DB.prepare("SELECT cited_count FROM uses WHERE user_id = ? AND target_kind = 'memory' AND target_id = ?")
      .bind(userId, memoryId)
      .first<{ cited_count: number }>();
    if (row && row.cited_count > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`memory ${memoryId} was never counted as cited`);
}

describe("MCP server: isolation", () => {
  it("never answers one user's data to another", async () => {
    const mine = await tool<{ results: unknown[] }>(strangerClient, "search", { q: "zanzibar" });
    expect(mine.answer.results.length).toBeGreaterThan(0);
    expect((await tool<{ results: unknown[] }>(ownerClient, "search", { q: "zanzibar" })).answer.results).toEqual([]);
    expect((await tool<{ results: unknown[] }>(strangerClient, "search", { q: "requireAuth" })).answer.results).toEqual([]);

    expect(await toolError(strangerClient, "read_node", { node_id: "toc:day:2026-03-04" })).toBe("not_found: no such node");
    expect(await toolError(strangerClient, "list_children", { node_id: "toc:day:2026-03-04" })).toBe("not_found: no such node");
    const { children } = await rest<{ children: { bullets: { grip_ids: string[] }[] }[] }>(owner, "/v1/toc/nodes/toc:day:2026-03-04/children");
    const gripId = children.flatMap((c) => c.bullets.flatMap((b) => b.grip_ids))[0]!;
    expect(await toolError(strangerClient, "expand_grip", { grip_id: gripId })).toBe("not_found: no such grip");
    const strangerEvents = await tool<{ events: { session_id: string }[] }>(strangerClient, "list_events", {});
    expect(strangerEvents.answer.events.map((e) => e.session_id)).toEqual(["stranger-1"]);
    const recent = await tool<{ period: { empty: boolean } }>(strangerClient, "recent", { period: "2026-03-04" });
    expect(recent.answer.period.empty).toBe(true);
    await tool(ownerClient, "remember", { kind: "fact", text: "owner-only zq memory" });
    const theirs = await tool<{ memories: { text: string }[] }>(strangerClient, "memories", { status: "active" });
    expect(theirs.answer.memories).toEqual([]);
  });
});
