import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { consecutiveRuns, type CommitRange } from "../../src/core/ingest/commit-runs";

const commit = (first: number, last: number, created: number[]): CommitRange<number> => ({ created, seqRange: [first, last] });

describe("consecutiveRuns", () => {
  it("merges commits that follow one another and keeps their rows in order", () => {
    const input = [commit(1, 2, [1, 2]), commit(3, 3, []), commit(4, 6, [4, 6])];
    expect(consecutiveRuns(input)).toEqual([commit(1, 6, [1, 2, 4, 6])]);
    expect(input[0]).toEqual(commit(1, 2, [1, 2])); // inputs untouched
  });

  it("starts a new run at a gap, so the watermark cannot pass seqs nobody sent", () => {
    expect(consecutiveRuns([commit(1, 2, [1, 2]), commit(5, 5, [5]), commit(6, 7, [7])])).toEqual([commit(1, 2, [1, 2]), commit(5, 7, [5, 7])]);
  });

  it("covers exactly the input's rows and seqs, whatever the gaps", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.nat(3), size: fc.integer({ min: 1, max: 5 }), keep: fc.array(fc.boolean(), { maxLength: 5 }) }), { maxLength: 30 }),
        (shapes) => {
          let next = 1;
          const commits = shapes.map(({ gap, size, keep }) => {
            const first = next + gap;
            next = first + size;
            const created = Array.from({ length: size }, (_, i) => first + i).filter((_, i) => keep[i] ?? true);
            return commit(first, first + size - 1, created);
          });
          const runs = consecutiveRuns(commits);
          expect(runs.flatMap((r) => r.created)).toEqual(commits.flatMap((c) => c.created));
          for (const run of runs) {
            const inside = commits.filter((c) => c.seqRange[0] >= run.seqRange[0] && c.seqRange[1] <= run.seqRange[1]);
            // a run is exactly a chain of consecutive commits
            expect(inside[0]!.seqRange[0]).toBe(run.seqRange[0]);
            expect(inside[inside.length - 1]!.seqRange[1]).toBe(run.seqRange[1]);
            for (const [i, c] of inside.slice(1).entries()) expect(c.seqRange[0]).toBe(inside[i]!.seqRange[1] + 1);
          }
          for (const [i, r] of runs.slice(1).entries()) expect(r.seqRange[0]).toBeGreaterThan(runs[i]!.seqRange[1] + 1);
        },
      ),
    );
  });
});
