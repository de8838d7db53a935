import { type Args, flag } from "../args";
import type { Api } from "../query/api";
import { positional } from "../query/options";
import { humanAnswer, jsonAnswer, nodeDates, nodeTitle } from "../query/output";
import type { NodeAnswer } from "../query/types";

export const NODE_OPTIONS: string[] = [];

/** `amem node <id>`: one node's summary, each bullet with the grips that support it. */
export async function nodeCommand(api: Api, args: Args): Promise<string> {
  const id = positional("node", args, "a node id, e.g. toc:day:2026-03-04");
  const answer = await api.get<NodeAnswer>(`/v1/toc/nodes/${encodeURIComponent(id)}`);
  const { node, related } = answer;
  if (flag(args, "json")) return jsonAnswer(answer, flag(args, "full"));
  const about = [node.level, node.status, `v${node.version}`, node.summarizer].filter(Boolean).join(", ");
  const lines = [
    // A running session's open segment: its summary so far, rewritten as events arrive.
    `${node.node_id}${node.open ? " (in progress)" : ""}  (${about})`,
    `${nodeDates(node)}${node.session_id ? `  session ${node.session_id}` : ""}${node.parent_id ? `  parent ${node.parent_id}` : ""}`,
    "",
    nodeTitle(node),
  ];
  if (node.bullets.length > 0) lines.push("");
  node.bullets.forEach((b, i) => {
    lines.push(`${i + 1}. ${b.text}`);
    if (b.grip_ids.length > 0) lines.push(`   grips: ${b.grip_ids.join(", ")}`);
    else if (!b.supported) lines.push("   (no event supports this bullet: no grip)");
  });
  if (node.keywords.length > 0) lines.push("", `keywords: ${node.keywords.join(", ")}`);
  // What else is on the same subject (a service without consolidation answers no `related`).
  if (related?.also) lines.push("", related.also);
  for (const item of related?.items.slice(0, 5) ?? []) lines.push(`  ${item.date} ${item.kind} ${item.id}: ${item.title.replace(/\s+/g, " ").slice(0, 100)}`);
  const next: string[] = [];
  if (node.child_count > 0) next.push(`amem toc ${node.node_id} (${node.child_count} children)`);
  const grip = node.bullets.find((b) => b.grip_ids.length > 0)?.grip_ids[0];
  if (grip) next.push(`amem expand ${grip} (the events behind a bullet)`);
  if (next.length > 0) lines.push("", `next: ${next.join("  |  ")}`);
  return humanAnswer(lines);
}
