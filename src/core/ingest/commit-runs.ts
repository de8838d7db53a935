/** What one ingest commit wrote: the outbox rows it created, and every seq it assigned (repeats included). */
export interface CommitRange<Row> {
  created: Row[];
  seqRange: [first: number, last: number];
}

/**
 * Merges commits whose seq ranges follow one another, in order, so that commits which piled
 * up while the relay was busy go out as one queue message. A gap (the seqs of a failed batch,
 * which may or may not have landed) ends a run: the relay's watermark must never pass rows it
 * did not send. The inputs are not modified.
 */
export function consecutiveRuns<Row>(commits: readonly CommitRange<Row>[]): CommitRange<Row>[] {
  const runs: CommitRange<Row>[] = [];
  for (const commit of commits) {
    const last = runs[runs.length - 1];
    if (last !== undefined && commit.seqRange[0] === last.seqRange[1] + 1) {
      last.created.push(...commit.created);
      last.seqRange[1] = commit.seqRange[1];
    } else {
      runs.push({ created: [...commit.created], seqRange: [commit.seqRange[0], commit.seqRange[1]] });
    }
  }
  return runs;
}
