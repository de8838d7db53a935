import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, makeEvent, postJson, settleBuilds, type TestUser } from "./helpers";

let tokyo: TestUser;

async function resolve(user: TestUser, period: string): Promise<Record<string, unknown>> {
  const res = await call(`/v1/toc/resolve?period=${period}`, { headers: user.auth });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  tokyo = await createUser(undefined, "Asia/Tokyo");
  // Sunday 2025-12-28 20:00 UTC is Monday 2025-12-29 05:00 in Tokyo: ISO week 2026-W01 there.
  const ts = Date.parse("2025-12-28T20:00:00Z");
  const events = [
    makeEvent({ session_id: "year-edge", ts, text: "fix the invoice rounding" }),
    makeEvent({ session_id: "year-edge", ts: ts + 60_000, event_type: "session_end", role: "system", text: "" }),
  ];
  expect((await postJson("/v1/events", { events }, tokyo.auth)).status).toBe(201);
  await settleBuilds(tokyo.userId);
});

describe("GET /v1/toc/resolve in the user's time zone", () => {
  it("places memory in the ISO week and day of the user's zone across the year change", async () => {
    expect(await resolve(tokyo, "2026-W01")).toEqual({
      period: "2026-w01",
      level: "week",
      node_ids: ["toc:week:2026-W01"],
      existing_node_ids: ["toc:week:2026-W01"],
      empty: false,
      start: "2025-12-28T15:00:00.000Z",
      end: "2026-01-04T15:00:00.000Z",
      time_zone: "Asia/Tokyo",
    });
    expect(await resolve(tokyo, "2025-W52")).toMatchObject({ existing_node_ids: [], empty: true });
    expect(await resolve(tokyo, "2025-12-29")).toMatchObject({ existing_node_ids: ["toc:day:2025-12-29"], empty: false, start: "2025-12-28T15:00:00.000Z" });
    expect(await resolve(tokyo, "2025-12-28")).toMatchObject({ empty: true });
    // The week belongs to the month and year of its Thursday (2026-01-01).
    expect(await resolve(tokyo, "2026-01")).toMatchObject({ existing_node_ids: ["toc:month:2026-01"], empty: false });
    expect(await resolve(tokyo, "2025")).toMatchObject({ existing_node_ids: [], empty: true });
  });

  it("answers week 53 of a year that has one, and refuses it in a year that has not", async () => {
    expect(await resolve(tokyo, "2020-W53")).toMatchObject({
      node_ids: ["toc:week:2020-W53"],
      empty: true,
      start: "2020-12-27T15:00:00.000Z",
      end: "2021-01-03T15:00:00.000Z",
    });
    const res = await call("/v1/toc/resolve?period=2025-W53", { headers: tokyo.auth });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });
});

describe("GET /v1/toc/resolve with the periods people say", () => {
  it("resolves phrases in the user's zone, case and filler words aside", async () => {
    expect(await resolve(tokyo, encodeURIComponent("in December 2025"))).toMatchObject({
      period: "december 2025",
      level: "month",
      node_ids: ["toc:month:2025-12"],
    });
    // The week of 2025-12-29 belongs to January 2026 (its Thursday), so Q1 2026 holds the memory.
    expect(await resolve(tokyo, encodeURIComponent("Q1 2026"))).toMatchObject({
      level: "month",
      node_ids: ["toc:month:2026-01", "toc:month:2026-02", "toc:month:2026-03"],
      existing_node_ids: ["toc:month:2026-01"],
      empty: false,
    });
    expect(await resolve(tokyo, encodeURIComponent("On the Last Year"))).toMatchObject({ level: "year" });
  });

  it("answers an unknown phrase with a 400 that lists the accepted forms", async () => {
    const res = await call(`/v1/toc/resolve?period=${encodeURIComponent("next fortnight")}`, { headers: tokyo.auth });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; details: { accepted: string[] } } };
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toContain('"next fortnight"');
    for (const form of ["this/last week", "on Tuesday", "N days ago", "Q3", "in May 2026", "2026-W05"]) expect(body.error.message).toContain(form);
    expect(body.error.details.accepted).toEqual(expect.arrayContaining(["this year", "May 2026", "Q3 2026", "yesterday"]));
  });
});
