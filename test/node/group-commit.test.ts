import { describe, expect, it } from "vitest";
import { GroupCommit } from "../../src/durable/group-commit";

type Outcome = { ok: true; wrote: string[] } | { ok: false; reason: string };

/** A store whose batches wait until released, and which refuses any batch holding "bad". */
function harness(maxItemsPerCommit = 100) {
  const batches: string[][][] = [];
  const gates: (() => void)[] = [];
  const commits = new GroupCommit<string, Outcome>({
    maxItemsPerCommit,
    commit: async (requests) => {
      batches.push(requests);
      await new Promise<void>((release) => gates.push(release));
      if (requests.flat().includes("bad")) throw new Error("batch refused");
      return requests.map((items) => ({ ok: true, wrote: items }));
    },
    failed: (error) => ({ ok: false, reason: (error as Error).message }),
  });
  /** Releases every batch waiting, until none is left. */
  const releaseAll = async () => {
    for (let i = 0; i < 100; i++) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const gate = gates.shift();
      if (gate === undefined && !commits.busy) return;
      gate?.();
    }
  };
  return { commits, batches, releaseAll };
}

describe("group commit", () => {
  it("requests that arrive while a batch is in flight share the next batch, in order", async () => {
    const h = harness();
    const first = h.commits.submit(["a"]);
    expect(h.commits.busy).toBe(true);
    const later = [h.commits.submit(["b"]), h.commits.submit(["c", "d"])];
    await h.releaseAll();
    expect(await first).toEqual({ ok: true, wrote: ["a"] });
    expect(await Promise.all(later)).toEqual([
      { ok: true, wrote: ["b"] },
      { ok: true, wrote: ["c", "d"] },
    ]);
    expect(h.batches).toEqual([[["a"]], [["b"], ["c", "d"]]]);
    expect(h.commits.busy).toBe(false);
  });

  it("a batch holds at most maxItemsPerCommit items, and a larger request still goes alone", async () => {
    const h = harness(3);
    const answers = [h.commits.submit(["a"]), h.commits.submit(["b", "c"]), h.commits.submit(["d", "e"]), h.commits.submit(["f", "g", "h", "i"])];
    await h.releaseAll();
    await Promise.all(answers);
    expect(h.batches).toEqual([[["a"]], [["b", "c"]], [["d", "e"]], [["f", "g", "h", "i"]]]);
  });

  it("a failed batch is retried request by request: one bad request fails alone", async () => {
    const h = harness();
    const first = h.commits.submit(["a"]);
    const group = [h.commits.submit(["b"]), h.commits.submit(["bad"]), h.commits.submit(["c"])];
    await h.releaseAll();
    await first;
    expect(await Promise.all(group)).toEqual([
      { ok: true, wrote: ["b"] },
      { ok: false, reason: "batch refused" },
      { ok: true, wrote: ["c"] },
    ]);
    expect(h.batches.slice(1)).toEqual([[["b"], ["bad"], ["c"]], [["b"]], [["bad"]], [["c"]]]);
  });
});
