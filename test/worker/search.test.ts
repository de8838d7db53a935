import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { call, createUser, fixtures, makeEvent, postJson, settleBuilds, type TestUser } from "./helpers";

interface Hit {
  kind: "event" | "node" | "grip";
  id: string;
  date: string;
  snippet: string;
  session_id: string | null;
  level: string | null;
  next: { node_id: string | null; grip_id: string | null };
  open: boolean;
}

let owner: TestUser;
let stranger: TestUser;
let claude: StoredEvent[];

async function searchAs(user: TestUser, query: string): Promise<{ status: number; hits: Hit[]; body: unknown }> {
  const res = await call(`/v1/search?${query}`, { headers: user.auth });
  const body = (await res.json()) as { results?: Hit[] };
  return { status: res.status, hits: body.results ?? [], body };
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createUser(undefined, "America/New_York"), createUser()]);
  claude = fixtures().claudeCode;
  const codex = fixtures().codex;
  for (const [user, events] of [
    [owner, [...claude, ...codex]],
    [stranger, [makeEvent({ text: "stranger talks about requireAuth and JWT secrets" })]],
  ] as const) {
    const body = { events: events.map((e) => ("ts_ms" in e ? { ...e, ts: (e as StoredEvent).ts_ms, ts_ms: undefined } : e)) };
    expect((await postJson("/v1/events", body, user.auth)).status).toBe(201);
  }
  await settleBuilds(owner.userId);
  await settleBuilds(stranger.userId);
});

describe("GET /v1/search", () => {
  it("finds a distinctive code identifier in events, nodes and grips", async () => {
    const { status, hits } = await searchAs(owner, "q=requireAuth");
    expect(status).toBe(200);
    expect(new Set(hits.map((h) => h.kind))).toEqual(new Set(["event", "node"]));
    const excerpt = await env.DB.prepare("SELECT excerpt FROM grips WHERE user_id = ? ORDER BY grip_id LIMIT 1")
      .bind(owner.userId)
      .first<{ excerpt: string }>();
    const word = excerpt!.excerpt.match(/[A-Za-z_]{6,}/)![0];
    const grips = await searchAs(owner, `q=${word}&kind=grip`);
    expect(grips.hits.length).toBeGreaterThan(0);
    expect(grips.hits.every((h) => h.kind === "grip" && h.next.grip_id === h.id && h.next.node_id !== null)).toBe(true);
    expect(hits.every((h) => h.snippet.toLowerCase().includes("**requireauth"))).toBe(true);
    expect(hits[0]!.kind).toBe("node"); // summaries first: they answer in fewest tokens
    expect(hits[0]!.next.node_id).toMatch(/^toc:segment:2026-03-04:/);
    expect(hits[0]!.date).toBe("2026-03-04");
  });

  it("finds a phrase and an identifier with punctuation", async () => {
    expect((await searchAs(owner, `q=${encodeURIComponent('"token lifetime"')}`)).hits.length).toBeGreaterThan(0);
    const ttl = await searchAs(owner, "q=JWT_TTL_SECONDS&kind=event");
    expect(ttl.hits.length).toBeGreaterThan(0);
    expect(ttl.hits.every((h) => h.kind === "event")).toBe(true);
    expect((await searchAs(owner, "q=jwt.ts")).hits.length).toBeGreaterThan(0);
  });

  it("matches stems and ranks a natural-language question", async () => {
    const stemmed = await searchAs(owner, "q=expiring");
    expect(stemmed.hits.some((h) => /\*\*expir/i.test(h.snippet))).toBe(true);
    const question = await searchAs(owner, `q=${encodeURIComponent("how did we fix the token expiry bug?")}`);
    expect(question.status).toBe(200);
    expect(question.hits.length).toBeGreaterThan(0);
    expect(question.hits[0]!.snippet.toLowerCase()).toMatch(/token|expir/);
  });

  it("narrows by kind, level, agent, session, project and time", async () => {
    const nodes = await searchAs(owner, "q=tests&kind=node&level=segment");
    expect(nodes.hits.length).toBeGreaterThan(0);
    expect(nodes.hits.every((h) => h.kind === "node" && h.level === "segment")).toBe(true);
    const codexOnly = await searchAs(owner, "q=tests&agent=codex");
    expect(codexOnly.hits.length).toBeGreaterThan(0);
    expect(codexOnly.hits.every((h) => h.kind === "event" && h.session_id === fixtures().codex[0]!.session_id)).toBe(true);
    const session = await searchAs(owner, `q=tests&session_id=${claude[0]!.session_id}`);
    expect(session.hits.every((h) => h.session_id === claude[0]!.session_id)).toBe(true);
    const before2026 = await searchAs(owner, "q=tests&to=2025-12-31T00:00:00Z");
    expect(before2026.hits).toEqual([]);
    const march = await searchAs(owner, "q=tests&from=2026-03-01T00:00:00Z");
    expect(march.hits.length).toBeGreaterThan(0);
    expect(march.hits.every((h) => h.date >= "2026-03-01")).toBe(true);
  });

  it("never shows another user's data", async () => {
    const theirs = await searchAs(stranger, "q=requireAuth");
    // Their session is still running: its open segment's provisional node and grip are found too.
    expect(theirs.hits.map((h) => [h.kind, h.open]).sort()).toEqual([
      ["event", true],
      ["grip", true],
      ["node", true],
    ]);
    expect(theirs.hits.map((h) => [h.session_id, h.snippet.toLowerCase().includes("stranger")])).toEqual(theirs.hits.map(() => ["sess-1", true]));
    const mine = await searchAs(owner, "q=stranger");
    expect(mine.hits).toEqual([]);
  });

  it("pages with a cursor", async () => {
    const first = (await call("/v1/search?q=the%20tests%20token&limit=2", { headers: owner.auth }).then((r) => r.json())) as {
      results: Hit[];
      next_cursor: string;
    };
    expect(first.results).toHaveLength(2);
    const second = (await call(`/v1/search?q=the%20tests%20token&limit=2&cursor=${first.next_cursor}`, { headers: owner.auth }).then((r) => r.json())) as {
      results: Hit[];
    };
    expect(second.results.map((h) => h.id)).not.toContain(first.results[0]!.id);
  });

  const hostile = [
    "NEAR(",
    "NEAR(a b",
    '"unbalanced',
    "a AND",
    "OR OR OR",
    "*",
    "token*",
    "^token",
    "col:token",
    "{text}: x",
    "'; DROP TABLE events; --",
    "1=1) OR (1=1",
    "\\",
    "(((",
    ")))",
    "-token",
    "+token",
    "a\u0000b",
    "😀🔥💥",
    "שלום עולם",
    "مرحبا",
    "\u202etoken",
    "Ｔｏｋｅｎ",
    "x".repeat(10_000),
    "token ".repeat(2_000),
    "%",
    "%%",
    "...",
    "___",
  ];
  it.each(hostile.map((q) => [q.slice(0, 30), q]))("hostile query %j answers 200", async (_label, q) => {
    const res = await call(`/v1/search?q=${encodeURIComponent(q)}`, { headers: owner.auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: unknown[]; next_cursor: unknown };
    expect(Array.isArray(body.results)).toBe(true);
  });

  it.each(["", "   ", "q="])("an empty query %j is a clean 400", async (q) => {
    const res = await call(q === "q=" ? "/v1/search?q=" : `/v1/search?q=${encodeURIComponent(q)}`, { headers: owner.auth });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it("a missing q or a bad kind is a 400 naming the field", async () => {
    const missing = await call("/v1/search", { headers: owner.auth });
    expect(missing.status).toBe(400);
    const kind = await call("/v1/search?q=x&kind=video", { headers: owner.auth });
    expect(((await kind.json()) as { error: { details: { issues: { field: string }[] } } }).error.details.issues[0]!.field).toBe("kind");
  });
});

describe("GET /v1/toc/nodes/{id}/search", () => {
  it("ranks the descendants of a month", async () => {
    const res = await call("/v1/toc/nodes/toc:month:2026-03/search?q=jwt", { headers: owner.auth });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: Hit[] };
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((h) => h.kind === "node" && h.id !== "toc:month:2026-03")).toBe(true);
    expect(results.some((h) => h.id.startsWith("toc:segment:2026-03-04:"))).toBe(true);
    const other = await call("/v1/toc/nodes/toc:month:2026-01/search?q=jwt", { headers: owner.auth });
    expect(((await other.json()) as { results: Hit[] }).results.every((h) => !h.id.includes("2026-03"))).toBe(true);
  });

  it("404s for another user's node", async () => {
    expect((await call("/v1/toc/nodes/toc:month:2026-03/search?q=jwt", { headers: stranger.auth })).status).toBe(404);
  });
});

describe("GET /v1/toc/resolve", () => {
  it("resolves absolute periods and says which hold memory", async () => {
    const res = await call("/v1/toc/resolve?period=2026-03-04", { headers: owner.auth });
    expect(await res.json()).toEqual({
      period: "2026-03-04",
      level: "day",
      node_ids: ["toc:day:2026-03-04"],
      existing_node_ids: ["toc:day:2026-03-04"],
      empty: false,
      start: "2026-03-04T05:00:00.000Z",
      end: "2026-03-05T05:00:00.000Z",
      time_zone: "America/New_York",
    });
    const week = (await (await call("/v1/toc/resolve?period=2026-W05", { headers: owner.auth })).json()) as { node_ids: string[]; empty: boolean };
    expect(week).toMatchObject({ node_ids: ["toc:week:2026-W05"], empty: false });
    const empty = (await (await call("/v1/toc/resolve?period=2025-07", { headers: owner.auth })).json()) as { empty: boolean; existing_node_ids: string[] };
    expect(empty).toMatchObject({ empty: true, existing_node_ids: [] });
  });

  it("refuses an unknown period with a 400", async () => {
    const res = await call("/v1/toc/resolve?period=next-tuesday", { headers: owner.auth });
    expect(res.status).toBe(400);
  });
});
