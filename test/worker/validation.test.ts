import { describe, expect, it } from "vitest";
import { call, countRows, createUser, makeEvent, postJson, type TestUser } from "./helpers";

const KiB = 1024;
const FUTURE = Date.now() + 10 * 60_000;
const without = (key: string) => {
  const event = makeEvent();
  delete event[key];
  return event;
};

interface BadBody {
  name: string;
  body: unknown;
  contentType?: string;
  status: number;
  /** The field the error must name (in details.issues or details.field). */
  field?: string;
}

const badBodies: BadBody[] = [
  { name: "non-JSON", body: "{not json", status: 400 },
  { name: "empty body", body: "", status: 400 },
  { name: "JSON null", body: "null", status: 400, field: "body" },
  { name: "JSON array", body: "[]", status: 400 },
  { name: "a bare string", body: '"hello"', status: 400 },
  { name: "wrong content type", body: JSON.stringify(makeEvent()), contentType: "text/plain", status: 415 },
  { name: "form content type", body: "event_id=x", contentType: "application/x-www-form-urlencoded", status: 415 },
  { name: "missing event_id", body: without("event_id"), status: 400, field: "event_id" },
  { name: "event_id not a ULID", body: makeEvent({ event_id: "not-a-ulid" }), status: 400, field: "event_id" },
  { name: "event_id with forbidden letter U", body: makeEvent({ event_id: "01KJWJHKTXQ8V7T4ZC9R6N1B5U" }), status: 400, field: "event_id" },
  { name: "event_id overflowing 128 bits", body: makeEvent({ event_id: "81KJWJHKTXQ8V7T4ZC9R6N1B5H" }), status: 400, field: "event_id" },
  { name: "event_id a number", body: makeEvent({ event_id: 12345 }), status: 400, field: "event_id" },
  { name: "missing session_id", body: without("session_id"), status: 400, field: "session_id" },
  { name: "empty session_id", body: makeEvent({ session_id: "" }), status: 400, field: "session_id" },
  { name: "blank session_id", body: makeEvent({ session_id: "   " }), status: 400, field: "session_id" },
  { name: "session_id too long", body: makeEvent({ session_id: "s".repeat(257) }), status: 400, field: "session_id" },
  { name: "unknown event_type", body: makeEvent({ event_type: "user_msg" }), status: 400, field: "event_type" },
  { name: "unknown role", body: makeEvent({ role: "robot" }), status: 400, field: "role" },
  { name: "agent with spaces", body: makeEvent({ agent: "claude code" }), status: 400, field: "agent" },
  { name: "agent empty", body: makeEvent({ agent: "" }), status: 400, field: "agent" },
  { name: "missing timestamp", body: without("ts"), status: 400, field: "ts" },
  { name: "timestamp in the future", body: makeEvent({ ts: FUTURE }), status: 400, field: "ts" },
  { name: "timestamp in seconds", body: makeEvent({ ts: 1_769_854_530 }), status: 400, field: "ts" },
  { name: "timestamp not a date", body: makeEvent({ ts: "yesterday" }), status: 400, field: "ts" },
  { name: "ISO timestamp without zone", body: makeEvent({ ts: "2026-01-31T10:15:30" }), status: 400, field: "ts" },
  { name: "a day that does not exist (not shifted to March 2nd)", body: makeEvent({ ts: "2026-02-30T00:00:00Z" }), status: 400, field: "ts" },
  { name: "February 29th of a common year", body: makeEvent({ ts: "2025-02-29T12:00:00Z" }), status: 400, field: "ts" },
  { name: "hour 24", body: makeEvent({ ts: "2026-01-31T24:00:00Z" }), status: 400, field: "ts" },
  { name: "a zone offset past 23 hours", body: makeEvent({ ts: "2026-01-31T10:00:00+25:00" }), status: 400, field: "ts" },
  { name: "fractional ms timestamp", body: makeEvent({ ts: 1769854530000.5 }), status: 400, field: "ts" },
  { name: "future ISO timestamp alias", body: { ...without("ts"), timestamp: new Date(FUTURE).toISOString() }, status: 400, field: "timestamp" },
  { name: "text a number", body: makeEvent({ text: 42 }), status: 400, field: "text" },
  { name: "text over the cap", body: makeEvent({ text: "x".repeat(256 * KiB + 1) }), status: 413, field: "text" },
  { name: "multibyte text over the cap in bytes", body: makeEvent({ text: "é".repeat(128 * KiB + 1) }), status: 413, field: "text" },
  { name: "metadata nested", body: makeEvent({ metadata: { a: { b: "c" } } }), status: 400, field: "metadata.a" },
  { name: "metadata number value", body: makeEvent({ metadata: { is_error: true } }), status: 400, field: "metadata.is_error" },
  { name: "metadata an array", body: makeEvent({ metadata: ["a"] }), status: 400, field: "metadata" },
  { name: "metadata key with spaces", body: makeEvent({ metadata: { "tool name": "Bash" } }), status: 400, field: "metadata.tool name" },
  {
    name: "metadata too many keys",
    body: makeEvent({ metadata: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, "v"])) }),
    status: 400,
    field: "metadata",
  },
  { name: "metadata value too long", body: makeEvent({ metadata: { cwd: "x".repeat(8 * KiB + 1) } }), status: 400, field: "metadata.cwd" },
  { name: "empty batch", body: { events: [] }, status: 400, field: "events" },
  { name: "batch not an array", body: { events: "x" }, status: 400, field: "events" },
  { name: "batch over 500 events", body: { events: Array.from({ length: 501 }, () => makeEvent({ text: "" })) }, status: 400, field: "events" },
  { name: "bad event inside a batch", body: { events: [makeEvent(), makeEvent({ role: "robot" })] }, status: 400, field: "events[1].role" },
  {
    name: "oversize text inside a batch",
    body: { events: [makeEvent(), makeEvent({ text: "y".repeat(256 * KiB + 1) })] },
    status: 413,
    field: "events[1].text",
  },
  { name: "body over 2 MiB", body: { events: Array.from({ length: 9 }, () => makeEvent({ text: "z".repeat(250 * KiB) })) }, status: 413 },
  { name: "event_id with an emoji", body: makeEvent({ event_id: "01KJWJHKTXQ8V7T4ZC9R6N1B5😀" }), status: 400, field: "event_id" },
  { name: "zero-width agent", body: makeEvent({ agent: "\u200b" }), status: 400, field: "agent" },
  { name: "RTL override in agent", body: makeEvent({ agent: "\u202eedoc" }), status: 400, field: "agent" },
];

describe("POST /v1/events rejects bad bodies with the error shape and stores nothing", () => {
  let user: TestUser;
  it.each(badBodies)("$name → $status", async ({ body, contentType, status, field }) => {
    user ??= await createUser();
    const res = await postJson("/v1/events", typeof body === "string" ? body : JSON.stringify(body), {
      ...user.auth,
      ...(contentType ? { "Content-Type": contentType } : {}),
    });
    const answer = (await res.json()) as { error: { code: string; message: string; details?: { issues?: { field: string }[]; field?: string } } };
    expect(res.status).toBe(status);
    expect(Object.keys(answer)).toEqual(["error"]);
    expect(answer.error.code).toMatch(/^[a-z_]+$/);
    expect(answer.error.message.length).toBeGreaterThan(0);
    if (field !== undefined) {
      const fields = [...(answer.error.details?.issues?.map((i) => i.field) ?? []), answer.error.details?.field];
      expect(fields).toContain(field);
    }
    expect(await countRows("events", user.userId)).toBe(0);
    expect(await countRows("outbox", user.userId)).toBe(0);
  });

  it("has at least 30 cases", () => expect(badBodies.length).toBeGreaterThanOrEqual(30));

  it("names the event whose text is too large", async () => {
    const u = await createUser();
    const big = makeEvent({ text: "q".repeat(300 * KiB) });
    const res = await postJson("/v1/events", { events: [makeEvent(), big] }, u.auth);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: "payload_too_large",
        message: "events[1].text: text is larger than 262144 bytes",
        details: { field: "events[1].text", event_id: big.event_id },
      },
    });
  });

  it("accepts unicode text: emoji, RTL, CJK, NUL", async () => {
    const u = await createUser();
    const text = "fix 🐛 in \u202bשלום\u202c 你好 \u0000 end";
    const event = makeEvent({ text, session_id: "séssion-✓" });
    expect((await postJson("/v1/events", event, u.auth)).status).toBe(201);
    const res = await call(`/v1/events?session_id=${encodeURIComponent("séssion-✓")}`, { headers: u.auth });
    const { events } = (await res.json()) as { events: { text: string }[] };
    expect(events.map((e) => e.text)).toEqual([text]);
  });
});

describe("times are parsed strictly: ISO 8601 that exists, or epoch milliseconds", () => {
  it("stores a real leap day at its exact time, with the zone applied", async () => {
    const u = await createUser();
    const res = await postJson("/v1/events", makeEvent({ ts: "2024-02-29T23:30:00-01:00" }), u.auth);
    expect(res.status).toBe(201);
    const { events } = (await (await call("/v1/events", { headers: u.auth })).json()) as { events: { ts: string }[] };
    expect(events.map((e) => e.ts)).toEqual(["2024-03-01T00:30:00.000Z"]);
  });

  it("search refuses a from or to that is not ISO 8601", async () => {
    const u = await createUser();
    for (const query of ["from=Nov%201%202026", "to=Tuesday", "from=2026-02-30"]) {
      const res = await call(`/v1/search?q=x&${query}`, { headers: u.auth });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    expect((await call("/v1/search?q=x&from=2026-03-01&to=2026-03-02T00:00:00%2B01:00", { headers: u.auth })).status).toBe(200);
  });
});

describe("GET /v1/events validates its query", () => {
  it.each([
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=abc", "limit"],
    ["from=not-a-date", "from"],
    ["from=Nov%201%202026", "from"],
    ["to=2026-02-30", "to"],
    ["to=2026-13-01T00:00:00Z", "to"],
    ["from=2026-01-31T10:61:00Z", "from"],
    ["cursor=%%%", "cursor"],
    ["cursor=eyJ4IjoxfQ", "cursor"],
  ])("%s → 400 naming %s", async (query, field) => {
    const u = await createUser();
    const res = await call(`/v1/events?${query}`, { headers: u.auth });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: { code: string; details: { issues: { field: string }[] } } };
    expect(answer.error.code).toBe("bad_request");
    expect(answer.error.details.issues.map((i) => i.field)).toContain(field);
  });
});
