import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { ADMIN, call, createUser, fixtures, makeEvent, postJson, settleBuilds, type TestUser } from "./helpers";

/*
 * Alice asks for Bob's things on every read route. The answer must be exactly what she gets
 * for a thing that does not exist (compared whole, ids swapped), or what Carol — a user with
 * no memory at all — gets: nothing Bob has may change what Alice sees.
 */

const DAY_MS = 86_400_000;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let bobEvents: StoredEvent[];
let bobSession: string;
let bobIds: { segment: string; day: string; week: string; month: string; year: string; grip: string };
let bobOnlyTerm: string;

async function ingestAndBuild(user: TestUser, events: StoredEvent[]): Promise<void> {
  const res = await postJson("/v1/events", { events: events.map(({ ts_ms, ...e }) => ({ ...e, ts: ts_ms })) }, user.auth);
  expect(res.status).toBe(201);
  await settleBuilds(user.userId);
}

const words = (events: StoredEvent[]) => new Set(events.flatMap((e) => e.text.toLowerCase().match(/[a-z]{7,}/g) ?? []));

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([createUser(), createUser(), createUser()]);
  const { codex, claudeCode } = fixtures();
  bobEvents = codex;
  bobSession = codex[0]!.session_id;
  // Alice has memory too, a year earlier, so that her answers are not trivially empty.
  const aliceEvents = claudeCode.map((e) => ({ ...e, ts_ms: e.ts_ms - 400 * DAY_MS }));
  await Promise.all([ingestAndBuild(bob, codex), ingestAndBuild(alice, aliceEvents)]);
  const id = async (sql: string) => (await env.DB.prepare(sql).bind(bob.userId).first<{ id: string }>())!.id;
  bobIds = {
    segment: await id("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'segment'"),
    day: await id("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'day'"),
    week: await id("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'week'"),
    month: await id("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'month'"),
    year: await id("SELECT node_id AS id FROM toc_nodes WHERE user_id = ? AND level = 'year'"),
    grip: await id("SELECT grip_id AS id FROM grips WHERE user_id = ?"),
  };
  const aliceWords = words(aliceEvents);
  bobOnlyTerm = [...words(codex)].find((w) => !aliceWords.has(w))!;
  expect(bobOnlyTerm).toBeDefined();
}, 60_000);

async function get(user: TestUser, path: string): Promise<{ status: number; text: string }> {
  const res = await call(path, { headers: user.auth });
  return { status: res.status, text: await res.text() };
}

const missingDay = "toc:day:2011-03-04";
const cases: [string, (id: string) => string, () => string, string][] = [
  ["segment node", (id) => `/v1/toc/nodes/${id}`, () => bobIds.segment, "toc:segment:2011-03-04:01KJWJHKTXQ8V7T4ZC9R6N1B5H"],
  ["day node", (id) => `/v1/toc/nodes/${id}`, () => bobIds.day, missingDay],
  ["week node", (id) => `/v1/toc/nodes/${id}`, () => bobIds.week, "toc:week:2011-W09"],
  ["month node", (id) => `/v1/toc/nodes/${id}`, () => bobIds.month, "toc:month:2011-03"],
  ["year node", (id) => `/v1/toc/nodes/${id}`, () => bobIds.year, "toc:year:2011"],
  ["day's children", (id) => `/v1/toc/nodes/${id}/children?limit=5`, () => bobIds.day, missingDay],
  ["year's children", (id) => `/v1/toc/nodes/${id}/children`, () => bobIds.year, "toc:year:2011"],
  ["segment's children", (id) => `/v1/toc/nodes/${id}/children`, () => bobIds.segment, "toc:segment:2011-03-04:01KJWJHKTXQ8V7T4ZC9R6N1B5H"],
  ["subtree search of a year", (id) => `/v1/toc/nodes/${id}/search?q=${bobOnlyTerm}`, () => bobIds.year, "toc:year:2011"],
  ["subtree search of a day", (id) => `/v1/toc/nodes/${id}/search?q=tests`, () => bobIds.day, missingDay],
  ["grip", (id) => `/v1/grips/${encodeURIComponent(id)}?before=5&after=5`, () => bobIds.grip, "grip:1299196800000:0000000000000000"],
  ["events of a session", (id) => `/v1/events?session_id=${encodeURIComponent(id)}`, () => bobSession, "no-such-session"],
  [
    "events of a session, agent and window",
    (id) => `/v1/events?session_id=${encodeURIComponent(id)}&agent=codex&from=0&to=${Date.now()}`,
    () => bobSession,
    "no-such-session",
  ],
  ["search in a session", (id) => `/v1/search?q=tests&session_id=${encodeURIComponent(id)}`, () => bobSession, "no-such-session"],
  ["search for a term only Bob has", (term) => `/v1/search?q=${term}`, () => bobOnlyTerm, "zzqxjvwkpl"],
  ["search for Bob's term, events and grips", (term) => `/v1/search?q=${term}&kind=event,grip`, () => bobOnlyTerm, "zzqxjvwkpl"],
  ["search for Bob's term, segment nodes", (term) => `/v1/search?q=${term}&kind=node&level=segment`, () => bobOnlyTerm, "zzqxjvwkpl"],
];

describe("tenant isolation on every read route: no existence oracle", () => {
  it("Bob's ids exist and answer Bob", async () => {
    for (const [name, path, bobsId] of cases) {
      const res = await get(bob, path(bobsId()));
      expect(res.status, name).toBe(200);
      // A segment is a leaf: its empty list is the one that proves nothing.
      if (name !== "segment's children") expect(res.text, name).not.toMatch(/"(results|events|children)":\[\]/);
    }
  });

  it.each(cases)("%s: Alice with Bob's id gets exactly what a missing id gets", async (_name, path, bobsId, missingId) => {
    const withBobs = await get(alice, path(bobsId()));
    const withMissing = await get(alice, path(missingId));
    expect(withBobs.status).toBe(withMissing.status);
    expect(withBobs.text.replaceAll(bobsId(), "ID").replaceAll(encodeURIComponent(bobsId()), "ID")).toBe(
      withMissing.text.replaceAll(missingId, "ID").replaceAll(encodeURIComponent(missingId), "ID"),
    );
  });

  it("resolving Bob's periods: Alice gets what Carol (no memory at all) gets", async () => {
    const days = [...new Set(bobEvents.map((e) => new Date(e.ts_ms).toISOString().slice(0, 10)))];
    const periods = [...days, days[0]!.slice(0, 7), days[0]!.slice(0, 4), bobIds.week.replace("toc:week:", "")];
    for (const period of periods) {
      const [a, c] = [await get(alice, `/v1/toc/resolve?period=${period}`), await get(carol, `/v1/toc/resolve?period=${period}`)];
      expect(a.status, period).toBe(200);
      expect(a.text, period).toBe(c.text);
      expect(JSON.parse(a.text)).toMatchObject({ empty: true, existing_node_ids: [] });
    }
  });

  it("status, root and unfiltered lists count Alice's data only", async () => {
    const status = JSON.parse((await get(alice, "/v1/status")).text) as {
      events: { total: number };
      outbox: { total: number };
      dead_letters: { count: number };
    };
    expect(status.events.total).toBe(fixtures().claudeCode.length);
    expect(status.outbox.total).toBe(fixtures().claudeCode.length);
    expect(status.dead_letters.count).toBe(0);
    const root = JSON.parse((await get(alice, "/v1/toc/root")).text) as { nodes?: { node_id: string }[]; years?: { node_id: string }[] };
    expect(JSON.stringify(root)).not.toContain(bobIds.year);
    const all = JSON.parse((await get(alice, "/v1/events?limit=500")).text) as { events: { session_id: string }[] };
    expect(all.events).toHaveLength(fixtures().claudeCode.length);
    expect(all.events.every((e) => e.session_id !== bobSession)).toBe(true);
  });
});

const UNAUTHORIZED = { error: { code: "unauthorized", message: "missing or invalid bearer token" } };
const ADMIN_REQUIRED = { error: { code: "unauthorized", message: "admin token required" } };

const readPaths = () => [
  "/v1/status",
  "/v1/events",
  `/v1/events?session_id=${encodeURIComponent(bobSession)}`,
  "/v1/toc/root",
  `/v1/toc/nodes/${bobIds.day}`,
  `/v1/toc/nodes/${bobIds.day}/children`,
  `/v1/toc/nodes/${bobIds.year}/search?q=tests`,
  `/v1/grips/${encodeURIComponent(bobIds.grip)}`,
  "/v1/search?q=tests",
  "/v1/toc/resolve?period=today",
];

describe("auth on every route", () => {
  it("revoking a token takes effect at once on every read and on ingest; the user's other token keeps working", async () => {
    const issued = await postJson(`/v1/admin/users/${bob.userId}/tokens`, { label: "second" }, ADMIN);
    const { token, token_info } = (await issued.json()) as { token: string; token_info: { token_id: string } };
    const doomed = { Authorization: `Bearer ${token}` };
    // Warm: every route has just accepted the token (and the object has it cached).
    for (const path of readPaths()) expect((await call(path, { headers: doomed })).status, path).toBe(200);
    expect((await call(`/v1/admin/tokens/${token_info.token_id}`, { method: "DELETE", headers: ADMIN })).status).toBe(200);
    for (const path of readPaths()) {
      const res = await call(path, { headers: doomed });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
      expect((await call(path, { headers: bob.auth })).status, path).toBe(200);
    }
    const ingest = await postJson("/v1/events", makeEvent(), doomed);
    expect(ingest.status).toBe(401);
    expect(await ingest.json()).toEqual(UNAUTHORIZED);
  });

  it("the admin token is not a user token", async () => {
    for (const path of readPaths()) {
      const res = await call(path, { headers: ADMIN });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it("every admin route refuses user tokens, no token and a wrong admin token, and changes nothing", async () => {
    const victim = await createUser();
    const jobsBefore = await (await call("/v1/admin/jobs", { headers: ADMIN })).text();
    const routes: [string, string, unknown?][] = [
      ["GET", "/v1/admin/users"],
      ["POST", "/v1/admin/users", { name: `intruder-${crypto.randomUUID()}` }],
      ["GET", `/v1/admin/users/${victim.userId}/tokens`],
      ["POST", `/v1/admin/users/${victim.userId}/tokens`, { label: "stolen" }],
      ["DELETE", `/v1/admin/tokens/${victim.tokenId}`],
      ["DELETE", `/v1/admin/users/${victim.userId}?confirm=${victim.userId}`],
      ["GET", "/v1/admin/jobs"],
      ["POST", "/v1/admin/jobs/rollup-dirty/pause"],
      ["POST", "/v1/admin/jobs/rollup-dirty/resume"],
      ["POST", "/v1/admin/jobs/outbox-sweep/run"],
      ["POST", "/v1/admin/jobs/no-such-job/run"],
      ["POST", "/v1/admin/rebuild", { user_id: bob.userId, from: 0, to: Date.now() }],
      ["GET", `/v1/admin/users/${victim.userId}/extraction/given-up`],
      ["POST", `/v1/admin/users/${victim.userId}/extraction/requeue`, {}],
      ["GET", "/v1/admin/nothing-here"],
    ];
    for (const headers of [victim.auth, bob.auth, {}, { Authorization: "Bearer wrong-admin-token" }, { Authorization: `Bearer ${env.ADMIN_TOKEN}x` }]) {
      for (const [method, path, body] of routes) {
        const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) } };
        if (body !== undefined) init.body = JSON.stringify(body);
        const res = await call(path, init);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(await res.json()).toEqual(ADMIN_REQUIRED);
      }
    }
    expect(await (await call("/v1/admin/jobs", { headers: ADMIN })).text()).toBe(jobsBefore);
    const tokens = (await (await call(`/v1/admin/users/${victim.userId}/tokens`, { headers: ADMIN })).json()) as { tokens: { revoked_at: string | null }[] };
    expect(tokens.tokens).toHaveLength(1);
    expect(tokens.tokens[0]!.revoked_at).toBeNull();
    expect((await call("/v1/status", { headers: victim.auth })).status).toBe(200);
  });
});

describe("tokens never appear in logs or error messages", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("auth failures and other errors echo no token, no secret part and no admin token, in bodies or console output", async () => {
    const logged: string[] = [];
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack ?? ""}` : typeof a === "string" ? a : JSON.stringify(a))).join(" "));
      });
    }
    const user = await createUser();
    const revoked = await createUser();
    await call(`/v1/admin/tokens/${revoked.tokenId}`, { method: "DELETE", headers: ADMIN });
    const secret = user.token.split(".")[2]!;
    const bearer = (t: string) => ({ Authorization: `Bearer ${t}` });
    const attempts: [string, RequestInit][] = [
      ["/v1/status", { headers: bearer(`${user.token}x`) }],
      ["/v1/status", { headers: bearer(`amem.${bob.userId}.${secret}`) }],
      ["/v1/status", { headers: bearer(`amem.usr_NOBODY.${secret}`) }],
      ["/v1/status", { headers: bearer(`amem.${user.userId}.${secret.slice(0, -1)}`) }],
      ["/v1/status", { headers: { Authorization: `Token ${user.token}` } }],
      ["/v1/status", { headers: { Authorization: user.token } }],
      ["/v1/status", { headers: revoked.auth }],
      ["/v1/events", { method: "POST", headers: { ...revoked.auth, "Content-Type": "application/json" }, body: JSON.stringify(makeEvent()) }],
      ["/v1/events", { method: "POST", headers: { ...bearer(`${user.token}x`), "Content-Type": "application/json" }, body: JSON.stringify(makeEvent()) }],
      ["/v1/admin/users", { headers: user.auth }],
      ["/v1/admin/users", { headers: bearer(`${env.ADMIN_TOKEN}x`) }],
      ["/v1/status", { headers: ADMIN }],
      // Other errors, with a valid token: bad input, unknown ids, unknown routes, wrong methods, bad JSON.
      ["/v1/events", { method: "POST", headers: { ...user.auth, "Content-Type": "application/json" }, body: "{not json" }],
      ["/v1/events", { method: "POST", headers: { ...user.auth, "Content-Type": "application/json" }, body: JSON.stringify(makeEvent({ ts: "yesterday" })) }],
      ["/v1/events", { method: "POST", headers: { ...user.auth, "Content-Type": "text/plain" }, body: "x" }],
      ["/v1/events?limit=0&cursor=%%%", { headers: user.auth }],
      ["/v1/toc/nodes/toc:day:2011-01-01", { headers: user.auth }],
      ["/v1/grips/grip:1:nope", { headers: user.auth }],
      ["/v1/search?q=", { headers: user.auth }],
      ["/v1/toc/resolve?period=someday", { headers: user.auth }],
      ["/v1/nothing", { headers: user.auth }],
      ["/v1/status", { method: "DELETE", headers: user.auth }],
      ["/v1/admin/rebuild", { method: "POST", headers: { ...ADMIN, "Content-Type": "application/json" }, body: "{}" }],
      ["/v1/admin/users/usr_nope/tokens", { method: "POST", headers: { ...ADMIN, "Content-Type": "application/json" }, body: "{}" }],
    ];
    const bodies: string[] = [];
    for (const [path, init] of attempts) {
      const res = await call(path, init);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      bodies.push(await res.text());
    }
    const haystack = [...bodies, ...logged].join("\n");
    expect(bodies.every((b) => (JSON.parse(b) as { error?: unknown }).error !== undefined)).toBe(true);
    for (const needle of [user.token, secret, revoked.token, revoked.token.split(".")[2]!, env.ADMIN_TOKEN, bob.token.split(".")[2]!]) {
      expect(haystack.includes(needle), `leaked ${needle.slice(0, 8)}…`).toBe(false);
    }
  });
});
