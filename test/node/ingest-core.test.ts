import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "../../src/core/cursor";
import { AppError } from "../../src/core/errors";
import { EventInputSchema, utf8LongerThan } from "../../src/core/ingest/event-schema";
import { newUserToken } from "../../src/core/accounts/ids";
import { bearerToken, claimedUserId, constantTimeEqual, sha256Hex } from "../../src/core/accounts/secrets";
import { TokenBucket } from "../../src/core/ingest/token-bucket";
import { fieldPath, validationError } from "../../src/core/validation";

describe("TokenBucket", () => {
  it("allows the burst, then refills at the rate", () => {
    const bucket = new TokenBucket(10, 100, 0);
    expect(bucket.take(100, 0)).toEqual({ ok: true });
    expect(bucket.take(1, 0)).toEqual({ ok: false, retryAfterMs: 100 });
    expect(bucket.take(5, 500)).toEqual({ ok: true });
  });

  it("lets a request larger than the burst through from a full bucket, then charges for it", () => {
    const bucket = new TokenBucket(10, 100, 0);
    expect(bucket.take(500, 0)).toEqual({ ok: true });
    const next = bucket.take(1, 0);
    expect(next.ok).toBe(false);
    expect(next.ok === false && next.retryAfterMs).toBe(40_100);
  });

  it("never admits more than burst + rate × time (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 1000 })), { maxLength: 200 }), (requests) => {
        const bucket = new TokenBucket(20, 100, 0);
        let now = 0;
        let admitted = 0;
        for (const [cost, wait] of requests) {
          now += wait;
          if (bucket.take(cost, now).ok) admitted += cost;
        }
        expect(admitted).toBeLessThanOrEqual(100 + 50 + (20 * now) / 1000);
      }),
    );
  });
});

describe("cursors", () => {
  const schema = z.tuple([z.number().int(), z.string()]);
  it("round-trip any position", () => {
    fc.assert(
      fc.property(fc.integer(), fc.string(), (n, s) => {
        expect(decodeCursor(encodeCursor([n, s]), schema)).toEqual([n, s]);
      }),
    );
  });
  it.each(["", "%%%", "eyJ4IjoxfQ", "bm90IGpzb24"])("reject %j with a 400", (bad) => {
    expect(() => decodeCursor(bad, schema)).toThrow(AppError);
  });
});

describe("tokens", () => {
  it("name their user and nothing else parses as one", async () => {
    const token = newUserToken("usr_01KJWJHKTXQ8V7T4ZC9R6N1B5H");
    expect(claimedUserId(token)).toBe("usr_01KJWJHKTXQ8V7T4ZC9R6N1B5H");
    expect(claimedUserId(`${token}x`)).toBeUndefined();
    expect(claimedUserId("amem_legacyformat")).toBeUndefined();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer   ${token}  `)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeUndefined();
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(constantTimeEqual("abc", "abc")).toBe(true);
    expect(constantTimeEqual("abc", "abd")).toBe(false);
    expect(constantTimeEqual("abc", "ab")).toBe(false);
  });
});

describe("validation errors", () => {
  it("name fields by path", () => {
    expect(fieldPath(["events", 3, "text"])).toBe("events[3].text");
    expect(fieldPath([])).toBe("body");
  });

  it("count UTF-8 bytes, not characters", () => {
    expect(utf8LongerThan("é".repeat(10), 19)).toBe(true);
    expect(utf8LongerThan("é".repeat(10), 20)).toBe(false);
    expect(utf8LongerThan("😀", 3)).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.integer({ min: 0, max: 200 }), (text, max) => {
        expect(utf8LongerThan(text, max)).toBe(new TextEncoder().encode(text).length > max);
      }),
    );
  });

  it("map an oversize text to 413 and everything else to 400", () => {
    const big = EventInputSchema.safeParse({
      event_id: "01KJWJHKTXQ8V7T4ZC9R6N1B5H",
      session_id: "s",
      ts: Date.now(),
      event_type: "user_message",
      role: "user",
      agent: "x",
      text: "x".repeat(300_000),
    });
    expect(big.success).toBe(false);
    expect(validationError(big.error!, {}).status).toBe(413);
    const bad = EventInputSchema.safeParse({ event_id: "nope" });
    const error = validationError(bad.error!, {});
    expect(error.status).toBe(400);
    expect((error.details as { issues: { field: string }[] }).issues.map((i) => i.field)).toEqual(
      expect.arrayContaining(["event_id", "session_id", "event_type", "role", "agent"]),
    );
  });
});
