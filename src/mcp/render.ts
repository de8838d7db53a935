/**
 * The text an MCP tool answers with next to its structured content: the same answer in the
 * fewest tokens a model reads well (one line per hit, node or event, ids kept so the next
 * call can name them). Pure.
 */
import type { EventView } from "../api/common";
import type { HitsAnswer, ResolveAnswer } from "../api/search";
import type { NodeDetailView, NodeView } from "../api/toc";
import type { RelatedView } from "../api/related";

const statusTag = (node: Pick<NodeView, "status" | "open">): string => (node.open ? " (in progress)" : node.status === "final" ? "" : ` [${node.status}]`);

const titleOf = (node: Pick<NodeView, "title" | "status">): string => node.title.trim() || (node.status === "pending" ? "(no summary yet)" : "(untitled)");

/** `2026-03-04T14:02` → `2026-03-04 14:02` (UTC). */
const minute = (iso: string): string => iso.slice(0, 16).replace("T", " ");

function bulletLines(node: Pick<NodeView, "bullets">, indent: string): string[] {
  return node.bullets.map((b) => {
    const grips = b.grip_ids.length > 0 ? `  [${b.grip_ids.join(", ")}]` : b.supported ? "" : "  (unsupported)";
    return `${indent}• ${b.text}${grips}`;
  });
}

/** A node as a heading, its bullets with their grip ids, and its keywords. */
export function nodeLines(node: NodeView | NodeDetailView, indent = ""): string[] {
  const span = node.level === "segment" ? `${minute(node.start)}–${minute(node.end).slice(11)} UTC` : node.node_id.split(":")[2];
  const lines = [`${indent}${node.node_id}${statusTag(node)}  ${span}`, `${indent}  ${titleOf(node)}`, ...bulletLines(node, `${indent}  `)];
  if (node.keywords.length > 0) lines.push(`${indent}  keywords: ${node.keywords.join(", ")}`);
  if ("child_count" in node && node.child_count > 0) lines.push(`${indent}  ${node.child_count} child node(s): list_children ${node.node_id}`);
  return lines;
}

export function hitLines(answer: HitsAnswer): string[] {
  if (answer.results.length === 0) return ["No hits."];
  return answer.results.flatMap((hit, i) => {
    const next = hit.next.grip_id ? `expand_grip ${hit.next.grip_id}` : hit.next.node_id ? `read_node ${hit.next.node_id}` : null;
    const head = `${i + 1}. [${hit.kind}${hit.level ? ` ${hit.level}` : ""}] ${hit.date} ${hit.id}${hit.open ? " (in progress)" : ""}${hit.title ? ` — ${hit.title}` : ""}`;
    return [head, `   ${hit.snippet.replace(/\s+/g, " ").trim()}`, ...(next ? [`   next: ${next}`] : [])];
  });
}

export function eventLines(events: readonly EventView[], indent = ""): string[] {
  return events.map((e) => {
    const tool = e.metadata["tool_name"] ? ` ${e.metadata["tool_name"]}` : "";
    return `${indent}[${minute(e.ts)} ${e.event_type}${tool}] ${e.event_id}\n${indent}${e.text}`;
  });
}

export function resolveLines(answer: ResolveAnswer): string[] {
  return [
    `${answer.period}: ${answer.level}(s) ${answer.start} → ${answer.end} (${answer.time_zone})`,
    answer.empty ? "Nothing recorded in this period." : `Hold memory: ${answer.existing_node_ids.join(", ")}`,
  ];
}

/** The closing line of a page that has more: how to ask for it. */
export function moreLine(tool: string, nextCursor: string | null, cut: boolean): string[] {
  if (nextCursor === null) return [];
  return [`${cut ? "Cut to fit max_tokens; m" : "M"}ore: call ${tool} again with cursor "${nextCursor}".`];
}

/** Items shown under a node's "also" line at most (the structured answer has them all). */
const RELATED_LINES = 5;

/** What else is on the same subject: the "also" line, then the strongest links with their ids. */
export function relatedLines(related: RelatedView, indent = "  "): string[] {
  const lines: string[] = [];
  if (related.also) lines.push(`${indent}${related.also}`);
  for (const item of related.items.slice(0, RELATED_LINES)) {
    const what = item.relation === "cluster" ? "" : ` ${item.relation}${item.shared.length > 0 ? ` (${item.shared.join(", ")})` : ""}`;
    const title = item.title.replace(/\s+/g, " ").trim().slice(0, 100);
    lines.push(`${indent}- ${item.date} ${item.kind} ${item.id}${what}: ${title}`);
  }
  return lines;
}
