/**
 * The consolidation steps of this module: decay analyzer, cluster detector, relationship
 * discovery and semantic merge. Each only plans (see runner.ts); all read the same history the
 * same way, so the same history gives the same operations.
 */
import { clusters, cohesionPairs, MERGE_MIN_COHESION, mergeGroups, RELATED_MIN_COHESION } from "../../core/consolidation/cluster";
import { archiveConfidence, decayBand, decayScore } from "../../core/consolidation/decay";
import { mergeConfidence, relateConfidence } from "../../core/consolidation/graph-actions";
import { hash64 } from "../../core/hash";
import { JOB_CRONS } from "../../core/jobs/schedule";
import { liveMemories, relationRows, segmentItems, storedClusters } from "../../db/consolidation";
import { allUseRows, useStatsOf } from "../../db/uses";
import type { ConsolidationOp, ConsolidationStep } from "./runner";
import { userItems } from "./items";

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A destructive-free action (a node faded, undone by its next use) is this much surer than archiving a memory. */
const FADE_CONFIDENCE_BONUS = 0.3;
/** A memory the user asked to keep is never archived without review. */
const REMEMBERED_MAX_CONFIDENCE = 0.69;
/** Clusters are a view of what the detector found, rebuilt each run: applied on their own. */
const CLUSTER_CONFIDENCE = 0.95;

const clip = (text: string, n = 80) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export const decayStep: ConsolidationStep = {
  name: "consolidate-decay",
  label: "decay",
  cron: JOB_CRONS["consolidate-decay"],
  description:
    "Decay analyzer: scores each memory and segment by its use (decay score); below the forget score archives memories and fades segments, in the danger zone archives or asks for review by confidence.",
  async plan({ db, userId, nowMs, decay }) {
    const [memories, segments, memoryUses, nodeUses] = await Promise.all([
      liveMemories(db, userId),
      segmentItems(db, userId),
      allUseRows(db, userId, "memory"),
      allUseRows(db, userId, "node"),
    ]);
    const memUse = new Map(memoryUses.map((r) => [r.id, r]));
    const nodeUse = new Map(nodeUses.map((r) => [r.id, r]));
    const ops: ConsolidationOp[] = [];
    for (const m of memories) {
      const score = round3(decayScore(useStatsOf(memUse.get(m.memoryId), m.createdAtMs), nowMs, decay));
      const band = decayBand(score, decay);
      if (band !== "forget" && band !== "low" && band !== "danger") continue;
      let confidence = archiveConfidence(score, decay);
      if (m.origin === "remembered") confidence = Math.min(confidence, REMEMBERED_MAX_CONFIDENCE);
      ops.push({
        key: `decay:memory:${m.memoryId}`,
        action: { type: "archive", memory_id: m.memoryId },
        confidence: round3(confidence),
        score: 1 - score,
        title: `Archive unused ${m.kind}: "${clip(m.text)}" (decay ${score})`,
        notes: { memory_id: m.memoryId, decay_score: score, band, use_count: memUse.get(m.memoryId)?.useCount ?? 0 },
      });
    }
    for (const s of segments) {
      const row = nodeUse.get(s.nodeId);
      if (row?.fadedAtMs != null) continue;
      // A segment's age runs from when the work happened, not from when it was built (a backfill is old work).
      const score = round3(decayScore(useStatsOf(row, s.startTsMs), nowMs, decay));
      const band = decayBand(score, decay);
      if (band !== "forget" && band !== "low" && band !== "danger") continue;
      ops.push({
        key: `decay:node:${s.nodeId}`,
        action: { type: "fade_node", node_id: s.nodeId, score },
        confidence: round3(Math.min(1, archiveConfidence(score, decay) + FADE_CONFIDENCE_BONUS)),
        score: 1 - score,
        title: `Fade unused segment "${clip(s.title)}" (decay ${score})`,
        notes: { node_id: s.nodeId, decay_score: score, band, use_count: row?.useCount ?? 0 },
      });
    }
    return ops;
  },
};

export const clusterStep: ConsolidationStep = {
  name: "consolidate-cluster",
  label: "cluster",
  cron: JOB_CRONS["consolidate-cluster"],
  description:
    "Cluster detector: groups related segments and memories across days by shared identifiers, files, keywords and grips (cohesion ≥ 0.4), each with a label; replaces the clusters it no longer finds.",
  async plan({ db, userId }) {
    const [{ items }, stored] = await Promise.all([userItems(db, userId, { segments: true, memories: true }), storedClusters(db, userId)]);
    const found = clusters(cohesionPairs(items, RELATED_MIN_COHESION));
    const storedById = new Map(stored.map((c) => [c.clusterId, c]));
    const ops: ConsolidationOp[] = [];
    const foundIds = new Set<string>();
    for (const c of found) {
      foundIds.add(c.id);
      const members = c.members.map((i) => ({ kind: items[i]!.kind, id: items[i]!.id }));
      const had = storedById.get(c.id);
      if (had && had.label === c.label && Math.abs(had.cohesion - c.cohesion) < 1e-6) continue;
      ops.push({
        key: `cluster:${c.id}:${hash64(`${c.label}|${c.cohesion}`)}`,
        action: { type: "cluster", cluster_id: c.id, label: c.label, cohesion: c.cohesion, members },
        confidence: CLUSTER_CONFIDENCE,
        score: c.cohesion,
        title: `Cluster of ${members.length} on ${c.label}`,
        notes: { cluster_id: c.id, label: c.label, cohesion: c.cohesion, members: members.map((m) => `${m.kind}:${m.id}`) },
      });
    }
    for (const c of stored) {
      if (foundIds.has(c.clusterId)) continue;
      ops.push({
        key: `uncluster:${c.clusterId}`,
        action: { type: "uncluster", cluster_id: c.clusterId },
        confidence: CLUSTER_CONFIDENCE,
        score: 0,
        title: `Drop the cluster on ${c.label}: no longer found`,
        notes: { cluster_id: c.clusterId, label: c.label },
      });
    }
    return ops;
  },
};

export const relationsStep: ConsolidationStep = {
  name: "consolidate-relations",
  label: "relations",
  cron: JOB_CRONS["consolidate-relations"],
  description:
    "Relationship discovery: links segments and memories that share identifiers, files, keywords or grips (cohesion 0.4–0.75, or more between items that are never merged) as related, with what they share.",
  async plan({ db, userId }) {
    const [{ items }, existing] = await Promise.all([userItems(db, userId, { segments: true, memories: true }), relationRows(db, userId, "related")]);
    const have = new Map(existing.map((r) => [`${r.fromKind}:${r.fromId}>${r.toKind}:${r.toId}`, r.score]));
    const ops: ConsolidationOp[] = [];
    for (const p of cohesionPairs(items, RELATED_MIN_COHESION).pairs) {
      const a = items[p.a]!;
      const b = items[p.b]!;
      // Near-duplicate memories are the merge step's; every other strong pair is a link.
      if (p.cohesion >= MERGE_MIN_COHESION && a.kind === "memory" && b.kind === "memory") continue;
      const linkKey = `${a.kind}:${a.id}>${b.kind}:${b.id}`;
      const had = have.get(linkKey);
      if (had !== undefined && Math.abs(had - p.cohesion) < 1e-6) continue;
      ops.push({
        key: `relate:${linkKey}:${p.cohesion}`,
        action: { type: "relate", from: { kind: a.kind, id: a.id }, to: { kind: b.kind, id: b.id }, score: p.cohesion, shared: p.shared },
        confidence: round3(relateConfidence(p.cohesion)),
        score: p.cohesion,
        title: `Relate ${a.kind} ${a.id} and ${b.kind} ${b.id} (${p.shared.join(", ")})`,
        notes: { from: `${a.kind}:${a.id}`, to: `${b.kind}:${b.id}`, cohesion: p.cohesion, shared: p.shared },
      });
    }
    return ops;
  },
};

export const mergeStep: ConsolidationStep = {
  name: "consolidate-merge",
  label: "merge",
  cron: JOB_CRONS["consolidate-merge"],
  description:
    "Semantic merge: near-duplicate memories (cohesion ≥ 0.75, same kind and project) become one new memory with consolidated_from relations to the originals, which are archived (recoverable for 30 days).",
  async plan({ db, userId }) {
    const { items, memories } = await userItems(db, userId, { segments: false, memories: true });
    const groups = mergeGroups(cohesionPairs(items, MERGE_MIN_COHESION), (a, b) => {
      const ma = memories.get(a.id)!;
      const mb = memories.get(b.id)!;
      return ma.kind === mb.kind && ma.project === mb.project;
    });
    return groups.map((g): ConsolidationOp => {
      const ids = g.members.map((i) => items[i]!.id).sort();
      const into = `mem_merged_${hash64(ids.join("\n"))}`;
      const first = memories.get(ids[0]!)!;
      return {
        key: `merge:${ids.join(",")}`,
        action: { type: "merge", memory_ids: ids, into, cohesion: g.cohesion },
        confidence: round3(mergeConfidence(g.cohesion)),
        score: g.cohesion,
        title: `Merge ${ids.length} near-duplicate ${first.kind} memories: "${clip(first.text)}"`,
        notes: { memory_ids: ids, into, cohesion: g.cohesion, texts: ids.map((id) => clip(memories.get(id)!.text, 200)) },
      };
    });
  },
};
