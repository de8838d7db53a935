import { describe, expect, it } from "vitest";
import { ADMIN, call, createUser, makeEvent, postJson } from "./helpers";

const UNAUTHORIZED = { error: { code: "unauthorized", message: "missing or invalid bearer token" } };

describe("auth", () => {
  it.each([
    ["no header", {}],
    ["malformed header", { Authorization: "Token abc" }],
    ["empty bearer", { Authorization: "Bearer " }],
    ["not one of our tokens", { Authorization: "Bearer amem_doesnotexist000000000000000000000000" }],
    ["well-formed token of no user", { Authorization: `Bearer amem.usr_NOBODY.${"A".repeat(43)}` }],
  ])("%s → 401 on reads and writes", async (_name, headers: Record<string, string>) => {
    for (const res of [await call("/v1/events", { headers }), await postJson("/v1/events", makeEvent(), headers), await call("/v1/status", { headers })]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it("a user's secret under another user's id is refused", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const secret = a.token.split(".")[2]!;
    for (const token of [`amem.${b.userId}.${secret}`, `amem.${a.userId}.${"B".repeat(43)}`]) {
      const res = await call("/v1/events", { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect((await postJson("/v1/events", makeEvent(), { Authorization: `Bearer ${token}` })).status).toBe(401);
    }
  });

  it("a revoked token is refused at once", async () => {
    const user = await createUser();
    expect((await postJson("/v1/events", makeEvent(), user.auth)).status).toBe(201);
    const revoked = await call(`/v1/admin/tokens/${user.tokenId}`, { method: "DELETE", headers: ADMIN });
    expect(revoked.status).toBe(200);
    const body = (await revoked.json()) as { token_info: { token_id: string; revoked_at: string | null } };
    expect(body.token_info.token_id).toBe(user.tokenId);
    expect(body.token_info.revoked_at).not.toBeNull();
    const after = await postJson("/v1/events", makeEvent(), user.auth);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(UNAUTHORIZED);
    expect((await call("/v1/status", { headers: user.auth })).status).toBe(401);
  });

  it("user A never sees user B's events", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    await postJson("/v1/events", makeEvent({ session_id: "b-secret-session", text: "B's secret" }), b.auth);
    const all = await call("/v1/events", { headers: a.auth });
    expect(await all.json()).toEqual({ events: [], next_cursor: null });
    const bySession = await call("/v1/events?session_id=b-secret-session", { headers: a.auth });
    expect(await bySession.json()).toEqual({ events: [], next_cursor: null });
    const status = (await (await call("/v1/status", { headers: a.auth })).json()) as { events: { total: number } };
    expect(status.events.total).toBe(0);
  });

  it("the same event_id from two users is two events", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const event = makeEvent();
    expect(await (await postJson("/v1/events", event, a.auth)).json()).toEqual({ event_id: event.event_id, created: true });
    expect(await (await postJson("/v1/events", event, b.auth)).json()).toEqual({ event_id: event.event_id, created: true });
  });

  it("admin routes refuse user tokens and no token", async () => {
    const user = await createUser();
    for (const headers of [user.auth, {}, { Authorization: "Bearer wrong-admin-token" }]) {
      const res = await postJson("/v1/admin/users", { name: "intruder" }, headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "admin token required" } });
      expect((await call("/v1/admin/users", { headers })).status).toBe(401);
    }
  });

  it("tokens are stored only as hashes and listed without secrets", async () => {
    const user = await createUser();
    const list = await call(`/v1/admin/users/${user.userId}/tokens`, { headers: ADMIN });
    const text = await list.text();
    expect(list.status).toBe(200);
    expect(text).not.toContain(user.token);
    const { env } = await import("cloudflare:test");
    const rows = await env.DB.prepare("SELECT * FROM api_tokens WHERE user_id = ?").bind(user.userId).all();
    expect(JSON.stringify(rows.results)).not.toContain(user.token);
  });
});

describe("admin API", () => {
  it("creates users with a time zone, refuses duplicates and bad zones", async () => {
    const name = `tz-${crypto.randomUUID()}`;
    const res = await postJson("/v1/admin/users", { name, time_zone: "Europe/Paris" }, ADMIN);
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { user_id: string; name: string; time_zone: string } };
    expect(user).toMatchObject({ name, time_zone: "Europe/Paris" });
    expect(user.user_id).toMatch(/^usr_[0-9A-Z]{26}$/);

    const dup = await postJson("/v1/admin/users", { name }, ADMIN);
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: { code: "conflict", message: `a user named "${name}" already exists` } });

    const bad = await postJson("/v1/admin/users", { name: `x-${name}`, time_zone: "Mars/Olympus" }, ADMIN);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { details: { issues: { field: string }[] } } }).error.details.issues[0]!.field).toBe("time_zone");
  });

  it("defaults the time zone to UTC", async () => {
    const res = await postJson("/v1/admin/users", { name: `utc-${crypto.randomUUID()}` }, ADMIN);
    expect(((await res.json()) as { user: { time_zone: string } }).user.time_zone).toBe("UTC");
  });

  it("404s tokens for unknown users and revoking unknown tokens", async () => {
    const res = await postJson("/v1/admin/users/usr_nope/tokens", {}, ADMIN);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "no such user" } });
    const del = await call("/v1/admin/tokens/tok_nope", { method: "DELETE", headers: ADMIN });
    expect(del.status).toBe(404);
  });
});
