import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { call, countRows, createUser, makeEvent, postJson, type TestUser } from "./helpers";

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

/** Any answer to client input: never a 5xx, and every error in the one shape. */
async function expectClientAnswer(res: Response): Promise<void> {
  expect(res.status, `status ${res.status}`).toBeLessThan(500);
  if (res.status >= 400) {
    const body = (await res.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code).toBe("string");
    expect(typeof body.error?.message).toBe("string");
  } else {
    await res.arrayBuffer();
  }
}

const RUNS = { numRuns: 60 };

describe("fuzzing every route's input", () => {
  it("POST /v1/events with arbitrary JSON: a 4xx stores nothing, and nothing is a 5xx", async () => {
    const mutant = fc.record({
      event_id: fc.oneof(fc.constant(undefined), fc.string(), fc.integer(), fc.constant(makeEvent().event_id)),
      session_id: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
      ts: fc.oneof(
        fc.integer(),
        fc.double(),
        fc.string(),
        fc.date().map((d) => (Number.isNaN(d.getTime()) ? "x" : d.toISOString())),
      ),
      event_type: fc.oneof(fc.constantFrom("user_message", "tool_use", "nope"), fc.string()),
      role: fc.oneof(fc.constantFrom("user", "tool"), fc.string()),
      agent: fc.oneof(fc.constant("codex"), fc.string()),
      text: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      metadata: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.object())), fc.anything()),
    });
    const body = fc.oneof(fc.jsonValue(), mutant, fc.record({ events: fc.array(fc.oneof(mutant, fc.jsonValue()), { maxLength: 5 }) }));
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const before = await countRows("events", user.userId);
        const res = await postJson("/v1/events", JSON.stringify(value) ?? "null", user.auth);
        const status = res.status;
        await expectClientAnswer(res);
        if (status >= 400) expect(await countRows("events", user.userId)).toBe(before);
      }),
      RUNS,
    );
  });

  it("POST /v1/events with arbitrary bytes and content types", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom("application/json", "text/plain", "", "application/json; charset=latin1"),
        async (bytes, type) => {
          const res = await call("/v1/events", { method: "POST", headers: { ...user.auth, ...(type ? { "Content-Type": type } : {}) }, body: bytes });
          await expectClientAnswer(res);
        },
      ),
      RUNS,
    );
  });

  it("deeply nested JSON and huge metadata maps are refused cleanly", async () => {
    const nested = "[".repeat(20_000) + "]".repeat(20_000);
    await expectClientAnswer(await postJson("/v1/events", nested, user.auth));
    const metadata = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, "v".repeat(100)]));
    const res = await postJson("/v1/events", makeEvent({ metadata }), user.auth);
    expect(res.status).toBe(400);
  });

  it("GET routes with arbitrary query strings and path ids", async () => {
    const paths = ["/v1/events", "/v1/search", "/v1/toc/root", "/v1/toc/resolve", "/v1/status"];
    const pathIds = ["/v1/toc/nodes/", "/v1/grips/"];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths, ...pathIds),
        fc.string({ maxLength: 80 }),
        fc.dictionary(
          fc.constantFrom("q", "from", "to", "limit", "cursor", "session_id", "agent", "kind", "level", "period", "before", "after"),
          fc.string({ maxLength: 40 }),
        ),
        async (path, id, query) => {
          const url = `${pathIds.includes(path) ? path + encodeURIComponent(id) : path}?${new URLSearchParams(query).toString()}`;
          await expectClientAnswer(await call(url, { headers: user.auth }));
        },
      ),
      RUNS,
    );
  });

  it("arbitrary Authorization headers are a 401, never more", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 200 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
        async (header) => {
          const res = await call("/v1/status", { headers: { Authorization: header } });
          expect(res.status).toBe(401);
          await expectClientAnswer(res);
        },
      ),
      RUNS,
    );
  });
});
