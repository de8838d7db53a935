import { describe, expect, it } from "vitest";
import { call, countRows, createUser, makeEvent, postJson } from "./helpers";

describe("POST /v1/events", () => {
  it("stores an event once: created true, then false on retry", async () => {
    const user = await createUser();
    const event = makeEvent();
    const first = await postJson("/v1/events", event, user.auth);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ event_id: event.event_id, created: true });

    const again = await postJson("/v1/events", event, user.auth);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ event_id: event.event_id, created: false });

    expect(await countRows("events", user.userId)).toBe(1);
    expect(await countRows("outbox", user.userId)).toBe(1);
  });

  it("answers per event for a batch mixing new and repeated ids", async () => {
    const user = await createUser();
    const old = makeEvent();
    await postJson("/v1/events", old, user.auth);
    const fresh = [makeEvent(), makeEvent()];
    const res = await postJson("/v1/events", { events: [fresh[0], old, fresh[1], fresh[0]] }, user.auth);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      results: [
        { event_id: fresh[0]!.event_id, created: true },
        { event_id: old.event_id, created: false },
        { event_id: fresh[1]!.event_id, created: true },
        { event_id: fresh[0]!.event_id, created: false },
      ],
    });
    expect(await countRows("events", user.userId)).toBe(3);
    expect(await countRows("outbox", user.userId)).toBe(3);
  });

  it("stores the normalized event and reads it back", async () => {
    const user = await createUser();
    const ts = Date.UTC(2026, 0, 31, 10, 15, 30);
    const event = makeEvent({ event_id: makeEvent().event_id, agent: "Codex", ts: new Date(ts).toISOString(), metadata: { tool_name: "Bash" } });
    delete (event as { ts?: unknown }).ts;
    (event as Record<string, unknown>).timestamp = new Date(ts).toISOString();
    expect((await postJson("/v1/events", event, user.auth)).status).toBe(201);
    const res = await call("/v1/events", { headers: user.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      events: [
        {
          event_id: event.event_id,
          session_id: "sess-1",
          agent: "codex",
          ts: "2026-01-31T10:15:30.000Z",
          ts_ms: ts,
          event_type: "user_message",
          role: "user",
          text: "add JWT auth to the API",
          metadata: { tool_name: "Bash" },
        },
      ],
      next_cursor: null,
    });
  });
});
