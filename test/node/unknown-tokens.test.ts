import { describe, expect, it } from "vitest";
import { UnknownTokenGuard, type UnknownTokenLimits } from "../../src/core/accounts/unknown-tokens";

const limits: UnknownTokenLimits = { burstLookups: 3, lookupsPerSecond: 1, refusedTtlMs: 60_000, verifiedTtlMs: 600_000, maxEntries: 100 };

describe("UnknownTokenGuard", () => {
  it("a refused token is refused again without a lookup, until its time is up", () => {
    const guard = new UnknownTokenGuard(limits);
    expect(guard.beforeLookup("h1", "usr_a", undefined, 0)).toEqual({ kind: "lookup" });
    guard.afterLookup("h1", false, 0);
    expect(guard.beforeLookup("h1", "usr_a", undefined, 59_999)).toEqual({ kind: "refused" });
    expect(guard.beforeLookup("h1", "usr_a", undefined, 60_000)).toEqual({ kind: "lookup" });
  });

  it("bounds the lookups of unverified tokens per claimed user, refilling with time", () => {
    const guard = new UnknownTokenGuard(limits);
    for (let i = 0; i < 3; i++) expect(guard.beforeLookup(`guess-${i}`, "usr_a", undefined, 0)).toEqual({ kind: "lookup" });
    expect(guard.beforeLookup("guess-3", "usr_a", undefined, 0)).toEqual({ kind: "limited", retryAfterSeconds: 1 });
    expect(guard.beforeLookup("guess-4", "usr_b", undefined, 0)).toEqual({ kind: "lookup" }); // another user is not affected
    expect(guard.beforeLookup("guess-5", "usr_a", undefined, 1_000)).toEqual({ kind: "lookup" });
  });

  it("bounds them per client address too, across claimed users", () => {
    const guard = new UnknownTokenGuard(limits);
    for (let i = 0; i < 3; i++) expect(guard.beforeLookup(`g${i}`, `usr_${i}`, "203.0.113.9", 0).kind).toBe("lookup");
    expect(guard.beforeLookup("g3", "usr_3", "203.0.113.9", 0).kind).toBe("limited");
    expect(guard.beforeLookup("g4", "usr_4", "198.51.100.7", 0).kind).toBe("lookup");
  });

  it("a token verified lately is always looked up, so guessing cannot lock its user out", () => {
    const guard = new UnknownTokenGuard(limits);
    expect(guard.beforeLookup("mine", "usr_a", undefined, 0).kind).toBe("lookup");
    guard.afterLookup("mine", true, 0);
    for (let i = 0; i < 10; i++) guard.beforeLookup(`guess-${i}`, "usr_a", undefined, 0);
    expect(guard.beforeLookup("guess-x", "usr_a", undefined, 0).kind).toBe("limited");
    expect(guard.beforeLookup("mine", "usr_a", undefined, 0)).toEqual({ kind: "lookup" });
    // Revoked since: the object refuses it, and from then on it is refused from memory.
    guard.afterLookup("mine", false, 1);
    expect(guard.beforeLookup("mine", "usr_a", undefined, 2)).toEqual({ kind: "refused" });
  });

  it("keeps its memory bounded, forgetting the oldest first", () => {
    const guard = new UnknownTokenGuard({ ...limits, maxEntries: 5 });
    for (let i = 0; i < 20; i++) guard.afterLookup(`bad-${i}`, false, 0);
    expect(guard.beforeLookup("bad-0", "usr_z", undefined, 1).kind).toBe("lookup");
    expect(guard.beforeLookup("bad-19", "usr_z", undefined, 1).kind).toBe("refused");
  });
});
