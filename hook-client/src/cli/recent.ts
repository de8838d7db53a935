import { type Args, flag } from "../args";
import { type Api, CliError, mapLimited } from "../query/api";
import { int, text } from "../query/options";
import { bulletLines, dateIn, humanAnswer, jsonAnswer, localTime, nodeDates, nodeTitle, statusTag } from "../query/output";
import type { ChildrenPage, NodeAnswer, Resolved, TocNode, TocNodeDetail } from "../query/types";

/** Most days `--days` may ask for (the service resolves at most `last-31-days`). */
const MAX_DAYS = 31;
/** Children listed under a period that has no summary of its own yet. */
const CHILDREN_SHOWN = 20;

export const RECENT_OPTIONS = ["days", "period", "from"];

interface Entry {
  node: TocNodeDetail;
  /** The node's children, read only when it has no summary yet (its rollup has not run). */
  children: TocNode[] | null;
  /** A summarized day not final yet: its open segments, the work in progress its summary may not cover yet. */
  in_progress?: TocNode[];
}

const DAY_MS = 86_400_000;

/** `today`, `last-N-days`, or the period given; with `--from`, the days from that one's start through today. */
async function resolvePeriod(api: Api, args: Args): Promise<{ resolved: Resolved; label: string }> {
  const period = text(args, "period");
  const from = text(args, "from");
  const days = int(args, "days", 1, MAX_DAYS);
  if ([period, from, days].filter((o) => o !== undefined).length > 1) throw new CliError("give one of --days, --period or --from", 2);
  const resolve = (p: string) => api.get<Resolved>("/v1/toc/resolve", { period: p });
  if (period !== undefined) return { resolved: await resolve(period), label: "" };
  if (from === undefined) return { resolved: await resolve(days === undefined || days === 1 ? "today" : `last-${days}-days`), label: "" };
  // The same parser as --period (the service's); the day count between the starts of two days of
  // the user's zone, rounded: a DST change makes one of them 23 or 25 hours.
  const [start, today] = await Promise.all([resolve(from), resolve("today")]);
  const count = Math.round((Date.parse(today.start) - Date.parse(start.start)) / DAY_MS) + 1;
  if (count > MAX_DAYS) throw new CliError(`--from ${from} starts ${count} days back; recent shows at most ${MAX_DAYS}: use --period`, 2);
  const resolved = count <= 1 ? today : await resolve(`last-${count}-days`);
  return { resolved, label: `from ${start.period}: ` };
}

/**
 * `amem recent [--days N | --period P | --from P]`: the period resolved in the user's time zone,
 * then the summary of each of its nodes that holds memory. A day not rolled up yet shows its
 * segments' summaries instead, and a provisional day the segments still open (a session running
 * now), so what happened a minute ago is there too.
 */
export async function recentCommand(api: Api, args: Args): Promise<string> {
  const { resolved, label } = await resolvePeriod(api, args);
  const entries = await mapLimited(resolved.existing_node_ids, async (id): Promise<Entry> => {
    // A listing: the nodes it prints are handed to the agent (cited), not opened one by one.
    const { node } = await api.get<NodeAnswer>(`/v1/toc/nodes/${encodeURIComponent(id)}`, { use: "cited" });
    const summarized = node.status !== "pending" && node.bullets.length > 0;
    if (summarized && (node.status === "final" || node.level !== "day")) return { node, children: null };
    if (node.child_count === 0) return { node, children: null };
    const page = await api.get<ChildrenPage>(`/v1/toc/nodes/${encodeURIComponent(id)}/children`, { limit: CHILDREN_SHOWN });
    if (!summarized) return { node, children: page.children };
    const open = page.children.filter((c) => c.open);
    return open.length > 0 ? { node, children: null, in_progress: open } : { node, children: null };
  });
  if (flag(args, "json")) return jsonAnswer({ period: resolved, nodes: entries }, flag(args, "full"));

  const range = `${dateIn(Date.parse(resolved.start), resolved.time_zone)} → ${dateIn(Date.parse(resolved.end) - 1, resolved.time_zone)}`;
  const lines = [
    `${label}${resolved.period} (${range}, time zone ${resolved.time_zone}): ${entries.length} of ${resolved.node_ids.length} ${resolved.level}(s) hold memory`,
  ];
  if (entries.length === 0) lines.push("", "Nothing recorded in this period. Try a longer one (--days 7) or amem search <words>.");
  for (const { node, children, in_progress } of entries) {
    lines.push("", `■ ${nodeDates(node)}  ${node.node_id}${statusTag(node)}`, `  ${nodeTitle(node)}`);
    lines.push(...bulletLines(node, "  "));
    if (node.keywords.length > 0) lines.push(`  keywords: ${node.keywords.join(", ")}`);
    if (in_progress) {
      lines.push(`  still running (its summary so far, rewritten as events arrive):`);
      for (const child of in_progress) lines.push(...childLines(child));
    }
    if (children) {
      lines.push(`  not rolled up yet; its ${node.child_count} part(s):`);
      for (const child of children) lines.push(...childLines(child));
      if (node.child_count > children.length) lines.push(`  … ${node.child_count - children.length} more: amem toc ${node.node_id}`);
    } else if (node.child_count > 0) {
      lines.push(`  ${node.child_count} part(s): amem toc ${node.node_id}`);
    }
  }
  return humanAnswer(lines);
}

function childLines(child: TocNode): string[] {
  const when = child.level === "segment" ? `${localTime(child.start_ts_ms)}–${localTime(Math.max(child.start_ts_ms, child.end_ts_ms - 1))}` : nodeDates(child);
  return [`  ${when}  ${child.node_id}${statusTag(child)}`, `    ${nodeTitle(child)}`, ...bulletLines(child, "    ")];
}
