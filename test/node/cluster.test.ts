import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { alsoLine } from "../../src/core/consolidation/also";
import {
  type ClusterItem,
  clusters,
  cohesionPairs,
  itemFeatures,
  MAX_CLUSTER_MEMBERS,
  mergeGroups,
  MERGE_MIN_COHESION,
  RELATED_MIN_COHESION,
} from "../../src/core/consolidation/cluster";

const DAY = 86_400_000;
const seg = (id: string, text: string, keywords: string[] = [], gripIds: string[] = [], day = 0): ClusterItem => ({
  kind: "node",
  id,
  text,
  keywords,
  gripIds,
  atMs: Date.UTC(2026, 9, 1) + day * DAY,
});
const mem = (id: string, text: string, gripIds: string[] = []): ClusterItem => ({ kind: "memory", id, text, keywords: [], gripIds, atMs: 0 });

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => seg(`f${i}`, `rename widget${i} in module${i}.py and update docs for release notes`, [`widget${i}`]));

function cohesionOf(items: ClusterItem[], a: string, b: string): number {
  const index = cohesionPairs(items, 0);
  const ia = items.findIndex((i) => i.id === a);
  const ib = items.findIndex((i) => i.id === b);
  return index.pairs.find((p) => p.a === Math.min(ia, ib) && p.b === Math.max(ia, ib))?.cohesion ?? 0;
}

describe("cohesion: a table of cases", () => {
  const items = [
    seg("auth1", "Fix requireAuth in src/auth/jwt.ts: expired tokens answered 500", ["requireAuth", "jwt.ts", "expired"], ["g1"], 0),
    seg("auth2", "requireAuth: add a test for expired tokens in jwt.test.ts", ["requireAuth", "expired", "jwt.test.ts"], ["g2"], 3),
    seg("auth3", "Refactor requireAuth to read the session cookie", ["requireAuth", "cookie"], ["g3"], 9),
    seg("cache", "Add an LRU cache to loadConfig in src/config.ts", ["loadConfig", "config.ts", "cache"], ["g4"], 4),
    mem("m1", "Use jose, not jsonwebtoken, for JWT verification", ["g1"]),
    mem("m2", "We use jose instead of jsonwebtoken for JWT verification", ["g1"]),
    mem("m3", "Run tests with pnpm vitest", []),
    ...filler(8),
  ];
  it.each([
    ["near-duplicate memories", "m1", "m2", (c: number) => c >= MERGE_MIN_COHESION],
    ["two segments on requireAuth and expired tokens", "auth1", "auth2", (c: number) => c >= RELATED_MIN_COHESION && c < MERGE_MIN_COHESION],
    ["segments on unrelated things", "auth1", "cache", (c: number) => c === 0],
    ["a memory and the segment whose grip supports it", "m1", "auth1", (c: number) => c >= RELATED_MIN_COHESION],
    ["unrelated memories", "m1", "m3", (c: number) => c < RELATED_MIN_COHESION],
  ] as const)("%s", (_name, a, b, ok) => {
    const c = cohesionOf(items, a, b);
    expect(ok(c), `cohesion ${c}`).toBe(true);
  });

  it("groups the requireAuth segments into one cluster labelled requireauth, across days; the cache segment stays out", () => {
    const segmentsOnly = items.filter((i) => i.kind === "node");
    const index = cohesionPairs(segmentsOnly);
    const found = clusters(index);
    const items_ = segmentsOnly;
    // With the memories, the grip g1 joins the jose memories to auth1: one cluster of all four.
    const all = clusters(cohesionPairs(items)).find((c) => c.members.some((i) => items[i]!.id === "auth1"))!;
    expect(all.members.map((i) => items[i]!.id).sort()).toEqual(["auth1", "auth2", "m1", "m2"].sort());
    const auth = found.find((c) => c.members.some((i) => items_[i]!.id === "auth1"))!;
    expect(auth.members.map((i) => items_[i]!.id)).toEqual(expect.arrayContaining(["auth1", "auth2"]));
    expect(auth.members.map((i) => items_[i]!.id)).not.toContain("cache");
    expect(clusters(cohesionPairs(segmentsOnly))).toEqual(found);
    expect(auth.label.toLowerCase()).toBe("requireauth");
    expect(auth.cohesion).toBeGreaterThanOrEqual(RELATED_MIN_COHESION);
  });

  it("merge groups hold only memories at merge cohesion", () => {
    const groups = mergeGroups(cohesionPairs(items));
    expect(groups.map((g) => g.members.map((i) => items[i]!.id))).toEqual([["m1", "m2"]]);
    expect(mergeGroups(cohesionPairs(items), () => false)).toEqual([]);
  });

  it("a feature most items share links nothing", () => {
    const many = Array.from({ length: 60 }, (_, i) => seg(`s${i}`, `bump the version of kubernetes chart ${i}`, []));
    expect(cohesionPairs(many).pairs.filter((p) => p.shared.includes("kubernetes"))).toEqual([]);
  });
});

describe("determinism", () => {
  const arbItem = fc.record({
    kind: fc.constantFrom("node" as const, "memory" as const),
    id: fc.uuid(),
    text: fc
      .array(fc.constantFrom("requireAuth", "jwt.ts", "loadConfig", "cache", "token", "expired", "pnpm", "vitest", "jose"), { minLength: 1, maxLength: 6 })
      .map((w) => w.join(" ")),
    keywords: fc.array(fc.constantFrom("requireAuth", "cache", "jose"), { maxLength: 2 }),
    gripIds: fc.array(fc.constantFrom("g1", "g2", "g3"), { maxLength: 2 }),
    atMs: fc.nat(),
  });
  it("the same items give the same pairs and clusters; cohesion is symmetric and in [0, 1]", () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 25 }), (items) => {
        const one = cohesionPairs(items, 0);
        const two = cohesionPairs(
          items.map((i) => ({ ...i })),
          0,
        );
        expect(two.pairs).toEqual(one.pairs);
        expect(clusters(two)).toEqual(clusters(one));
        for (const p of one.pairs) {
          expect(p.cohesion).toBeGreaterThanOrEqual(0);
          expect(p.cohesion).toBeLessThanOrEqual(1);
          expect(p.a).toBeLessThan(p.b);
        }
        if (items.length >= 2) {
          const swapped = [items[1]!, items[0]!, ...items.slice(2)];
          const c01 = one.pairs.find((p) => p.a === 0 && p.b === 1)?.cohesion ?? 0;
          const c10 = cohesionPairs(swapped, 0).pairs.find((p) => p.a === 0 && p.b === 1)?.cohesion ?? 0;
          expect(c10).toBeCloseTo(c01, 9);
        }
      }),
    );
  });

  it("features: grips and identifiers, one per key", () => {
    const fs = itemFeatures(seg("x", "requireAuth requireAuth in jwt.ts", ["requireAuth"], ["g9"]));
    expect(fs.filter((f) => f.key === "t:requireauth")).toHaveLength(1);
    expect(fs.find((f) => f.key === "g:g9")?.kind).toBe("grip");
  });
});

describe("alsoLine", () => {
  it.each([
    [
      "three segments, dates oldest first",
      "requireAuth",
      ["2026-10-09", "2026-10-02", "2026-10-05"],
      0,
      "also: 3 other segments on requireAuth (2026-10-02, 2026-10-05, 2026-10-09)",
    ],
    ["one segment and a memory", "jwt.ts", ["2026-10-02"], 1, "also: 1 other segment on jwt.ts (2026-10-02); 1 memory"],
    [
      "more dates than shown",
      "cache",
      ["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04"],
      0,
      "also: 4 other segments on cache (2026-01-01, 2026-01-02, 2026-01-03, …)",
    ],
    ["memories only", "jose", [], 2, "also: 2 memories"],
    ["nothing else", "x", [], 0, null],
  ] as const)("%s", (_name, label, dates, memories, line) => {
    const others = [
      ...dates.map((date) => ({ kind: "node" as const, date })),
      ...Array.from({ length: memories }, () => ({ kind: "memory" as const, date: "2026-01-01" })),
    ];
    expect(alsoLine(label, others)).toBe(line);
  });
});

describe("oversized groups", () => {
  it("a chain of more than MAX_CLUSTER_MEMBERS items (all links alike, so no stricter cohesion splits it) gives no cluster larger than that", () => {
    // 300 segments in a chain: each shares a rare identifier with the next, and all share a common one.
    const word = (n: number) => `link${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}`;
    const chain = Array.from({ length: 300 }, (_, i) => seg(`c${i}`, `touch ${word(i)} and ${word(i + 1)} in chainModule`, []));
    // Without the limit, the chain is one component of 300.
    const pairs = cohesionPairs(chain).pairs;
    expect(pairs.length).toBeGreaterThanOrEqual(299);
    const found = clusters(cohesionPairs(chain));
    for (const c of found) expect(c.members.length).toBeLessThanOrEqual(MAX_CLUSTER_MEMBERS);
    expect(clusters(cohesionPairs(chain))).toEqual(found);
  });
});
