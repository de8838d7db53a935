/**
 * What else is on the same subject as a node or a memory: its links (related, consolidated_from,
 * supersedes) and the cluster it belongs to, with the one-line summary an agent reads first
 * ("also: 3 other segments on requireAuth (2026-10-02, …)"). Items that no longer exist are left out.
 */
import { z } from "@hono/zod-openapi";
import { alsoLine } from "../core/consolidation/also";
import { civilDateOf, dayKey } from "../core/toc/time-buckets";
import { clusterMates, type ItemRef, itemFacts, linksAndCluster } from "../db/consolidation";
import { type Caller, databaseOf } from "./common";

/** Items a read lists at most. */
const MAX_ITEMS = 20;

const RelatedItemSchema = z.object({
  kind: z.enum(["node", "memory"]),
  id: z.string(),
  relation: z.enum(["related", "consolidated_from", "supersedes", "cluster"]).openapi({
    description:
      "related: found by the relations step; consolidated_from: a merge and its originals; supersedes: a newer memory on the same key; cluster: in the same cluster",
  }),
  direction: z
    .enum(["out", "in"])
    .openapi({ description: "out: this item's link to the other (a merged memory to an original); in: the other's link to this one" }),
  score: z.number().openapi({ description: "cohesion in [0, 1]" }),
  shared: z.array(z.string()).openapi({ description: "identifiers, files or keywords both name" }),
  title: z.string().openapi({ description: "the node's title or the memory's text" }),
  date: z.string().openapi({ description: "local date (user's time zone) of the segment, or of when the memory was made" }),
  status: z
    .string()
    .nullable()
    .openapi({ description: "a memory's status (an archived original of a merge is recoverable until its archive expires); null for a node" }),
});

export const RelatedSchema = z
  .object({
    also: z.string().nullable().openapi({ example: "also: 3 other segments on requireAuth (2026-10-02, 2026-10-05, 2026-10-09)" }),
    cluster: z.object({ cluster_id: z.string(), label: z.string(), cohesion: z.number(), size: z.number().int() }).nullable(),
    items: z.array(RelatedItemSchema),
  })
  .openapi("Related");

export type RelatedView = z.infer<typeof RelatedSchema>;

/** The related items of a node or memory the caller has (checked by the caller's read). */
export async function relatedOf(caller: Caller, item: ItemRef): Promise<RelatedView> {
  const db = databaseOf(caller);
  const { userId, timeZone } = caller.user;
  const { links, cluster: head } = await linksAndCluster(db, userId, item);
  const cluster = head && { ...head, others: await clusterMates(db, userId, head.clusterId, item) };
  const refs: ItemRef[] = [...links, ...(cluster?.others ?? [])];
  const facts = await itemFacts(db, userId, refs);
  const dateOf = (ms: number) => dayKey(civilDateOf(ms, timeZone));
  const items: RelatedView["items"] = [];
  const seen = new Set<string>();
  for (const l of links) {
    const f = facts.get(`${l.kind}:${l.id}`);
    if (!f || seen.has(`${l.kind}:${l.id}`)) continue;
    seen.add(`${l.kind}:${l.id}`);
    items.push({
      kind: l.kind,
      id: l.id,
      relation: l.relation,
      direction: l.direction,
      score: l.score,
      shared: l.shared,
      title: f.title,
      date: dateOf(f.atMs),
      status: f.status,
    });
  }
  const mates = (cluster?.others ?? []).flatMap((o) => {
    const f = facts.get(`${o.kind}:${o.id}`);
    return f && f.status !== "archived" ? [{ ...o, f }] : [];
  });
  for (const m of [...mates].sort((a, b) => a.f.atMs - b.f.atMs || (a.id < b.id ? -1 : 1))) {
    if (seen.has(`${m.kind}:${m.id}`)) continue;
    seen.add(`${m.kind}:${m.id}`);
    items.push({
      kind: m.kind,
      id: m.id,
      relation: "cluster",
      direction: "out",
      score: cluster!.cohesion,
      shared: [cluster!.label],
      title: m.f.title,
      date: dateOf(m.f.atMs),
      status: m.f.status,
    });
  }
  return {
    also: cluster
      ? alsoLine(
          cluster.label,
          mates.map((m) => ({ kind: m.kind, date: dateOf(m.f.atMs) })),
        )
      : null,
    cluster: cluster && { cluster_id: cluster.clusterId, label: cluster.label, cohesion: cluster.cohesion, size: cluster.size },
    items: items.slice(0, MAX_ITEMS),
  };
}
