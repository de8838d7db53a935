import { type Args, flag } from "../args";
import { type Api, CliError, mapLimited } from "../query/api";
import { int, text } from "../query/options";
import { bulletLines, dateIn, humanAnswer, jsonAnswer, localTime, nodeDates, nodeTitle, statusTag } from "../query/output";
import type { ChildrenPage, NodeAnswer, Resolved, TocNode, TocNodeDetail } from "../query/types";

/** Most days `--days` may ask for (the service resolves at most `last-31-days`). */
const MAX_DAYS = 31;
/** Children listed under a period that has no summary of its own yet. */
const CHILDREN_SHOWN = 20;

export const RECENT_OPTIONS = ["days", "period"];

interface Entry {
  node: TocNodeDetail;
  /** The node's children, read only when it has no summary yet (its rollup has not run). */
  children: TocNode[] | null;
}

/** `today`, `last-N-days`, or the period given. */
function periodOf(args: Args): string {
  const period = text(args, "period");
  const days = int(args, "days", 1, MAX_DAYS);
  if (period !== undefined && days !== undefined) throw new CliError("give --days or --period, not both", 2);
  if (period !== undefined) return period;
  return days === undefined || days === 1 ? "today" : `last-${days}-days`;
}

/**
 * `amem recent [--days N | --period P]`: the period resolved in the user's time zone, then the
 * summary of each of its nodes that holds memory. A day not rolled up yet shows its segments'
 * summaries instead, so what happened an hour ago is there too.
 */
export async function recentCommand(api: Api, args: Args): Promise<string> {
  const resolved = await api.get<Resolved>("/v1/toc/resolve", { period: periodOf(args) });
  const entries = await mapLimited(resolved.existing_node_ids, async (id): Promise<Entry> => {
    const { node } = await api.get<NodeAnswer>(`/v1/toc/nodes/${encodeURIComponent(id)}`);
    const summarized = node.status !== "pending" && node.bullets.length > 0;
    if (summarized || node.child_count === 0) return { node, children: null };
    const page = await api.get<ChildrenPage>(`/v1/toc/nodes/${encodeURIComponent(id)}/children`, { limit: CHILDREN_SHOWN });
    return { node, children: page.children };
  });
  if (flag(args, "json")) return jsonAnswer({ period: resolved, nodes: entries }, flag(args, "full"));

  const range = `${dateIn(Date.parse(resolved.start), resolved.time_zone)} → ${dateIn(Date.parse(resolved.end) - 1, resolved.time_zone)}`;
  const lines = [
    `${resolved.period} (${range}, time zone ${resolved.time_zone}): ${entries.length} of ${resolved.node_ids.length} ${resolved.level}(s) hold memory`,
  ];
  if (entries.length === 0) lines.push("", "Nothing recorded in this period. Try a longer one (--days 7) or amem search <words>.");
  for (const { node, children } of entries) {
    lines.push("", `■ ${nodeDates(node)}  ${node.node_id}${statusTag(node)}`, `  ${nodeTitle(node)}`);
    lines.push(...bulletLines(node, "  "));
    if (node.keywords.length > 0) lines.push(`  keywords: ${node.keywords.join(", ")}`);
    if (children) {
      lines.push(`  not rolled up yet; its ${node.child_count} part(s):`);
      for (const child of children) {
        const when =
          child.level === "segment" ? `${localTime(child.start_ts_ms)}–${localTime(Math.max(child.start_ts_ms, child.end_ts_ms - 1))}` : nodeDates(child);
        lines.push(`  ${when}  ${child.node_id}${statusTag(child)}`, `    ${nodeTitle(child)}`, ...bulletLines(child, "    "));
      }
      if (node.child_count > children.length) lines.push(`  … ${node.child_count - children.length} more: amem toc ${node.node_id}`);
    } else if (node.child_count > 0) {
      lines.push(`  ${node.child_count} part(s): amem toc ${node.node_id}`);
    }
  }
  return humanAnswer(lines);
}
