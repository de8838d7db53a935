/** What happened in a period: each of its nodes that holds memory, summarized. */
import { z } from "@hono/zod-openapi";
import { AppError } from "../core/errors";
import type { Caller } from "./common";
import { PeriodSchema, resolve, ResolveAnswerSchema } from "./search";
import { NodeDetailSchema, NodeSchema, nodeDetail, readChildren } from "./toc";

/** Most days `days` may ask for (periods resolve at most `last-31-days`). */
const MAX_DAYS = 31;
/** Children shown under a period that has no summary of its own yet. */
const CHILDREN_SHOWN = 20;
/** Node reads in flight at once: a month of days is 31 reads. */
const READS_IN_FLIGHT = 6;

export const RecentQuerySchema = z.object({
  period: PeriodSchema.optional(),
  days: z.number().int().min(1).max(MAX_DAYS).optional().openapi({ description: "the last N days, today included (instead of period)" }),
});

export const RecentEntrySchema = z.object({
  node: NodeDetailSchema,
  children: z.array(NodeSchema).nullable().openapi({ description: "the node's first children, when it has no summary of its own yet" }),
  in_progress: z
    .array(NodeSchema)
    .optional()
    .openapi({ description: "a day with its summary but not final: its open segments (sessions running now), which that summary may not cover yet" }),
});
export const RecentAnswerSchema = z.object({ period: ResolveAnswerSchema, nodes: z.array(RecentEntrySchema) });
export type RecentEntry = z.infer<typeof RecentEntrySchema>;

/** `today`, `last-N-days`, or the period given; a clear 400 for both at once. */
function periodOf({ period, days }: z.output<typeof RecentQuerySchema>): string {
  if (period !== undefined && days !== undefined) {
    throw new AppError("bad_request", "invalid query: give period or days, not both", { issues: [{ field: "days", message: "not with period" }] });
  }
  if (period !== undefined) return period;
  return days === undefined || days === 1 ? "today" : `last-${days}-days`;
}

/**
 * The period resolved in the user's time zone, then the summary of each of its nodes that
 * holds memory, oldest first. A node not rolled up yet shows its children's summaries
 * instead, and a day not final its open segments, so what happened a minute ago is there too.
 */
export async function readRecent(caller: Caller, query: z.output<typeof RecentQuerySchema>): Promise<z.infer<typeof RecentAnswerSchema>> {
  const period = await resolve(caller, periodOf(query));
  const ids = period.existing_node_ids;
  const nodes: RecentEntry[] = [];
  for (let i = 0; i < ids.length; i += READS_IN_FLIGHT) {
    const batch = ids.slice(i, i + READS_IN_FLIGHT).map(async (id): Promise<RecentEntry> => {
      const { node } = await nodeDetail(caller, id);
      const summarized = node.status !== "pending" && node.bullets.length > 0;
      if (node.child_count === 0 || (summarized && (node.status === "final" || node.level !== "day"))) return { node, children: null };
      const { children } = await readChildren(caller, id, { limit: CHILDREN_SHOWN });
      if (!summarized) return { node, children };
      const open = children.filter((c) => c.open);
      return open.length > 0 ? { node, children: null, in_progress: open } : { node, children: null };
    });
    nodes.push(...(await Promise.all(batch)));
  }
  return { period, nodes };
}
