import { type Args, flag } from "../args";
import { type Api, mapLimited } from "../query/api";
import { int } from "../query/options";
import { humanAnswer, jsonAnswer, nodeDates, nodeTitle, oneLine, statusTag } from "../query/output";
import type { ChildrenPage, NodeAnswer, RootPage, TocNode } from "../query/types";

export const TOC_OPTIONS = ["depth", "limit"];

/** Deepest tree drawn: year › month › week › day › segment. */
const MAX_DEPTH = 4;
/** Children read per node unless --limit says otherwise, and the most --limit allows. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 500;
/** A page of children (the service's maximum). */
const PAGE = 100;
const TITLE_CHARS = 100;

type Tree = TocNode & { children?: Tree[]; more_children?: boolean };

async function childrenOf(api: Api, id: string, limit: number): Promise<{ children: TocNode[]; more: boolean }> {
  const children: TocNode[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await api.get<ChildrenPage>(`/v1/toc/nodes/${encodeURIComponent(id)}/children`, { limit: Math.min(PAGE, limit - children.length), cursor });
    children.push(...page.children);
    if (!page.has_more || page.next_cursor === null) return { children, more: false };
    if (children.length >= limit) return { children, more: true };
    cursor = page.next_cursor;
  }
}

/** Reads `depth` levels below each node (segments have none). */
async function grow(api: Api, nodes: TocNode[], depth: number, limit: number): Promise<Tree[]> {
  if (depth <= 0) return nodes;
  return mapLimited(nodes, async (node): Promise<Tree> => {
    if (node.level === "segment") return node;
    const { children, more } = await childrenOf(api, node.node_id, limit);
    return { ...node, children: await grow(api, children, depth - 1, limit), ...(more ? { more_children: true } : {}) };
  });
}

function draw(nodes: Tree[], prefix: string, lines: string[]): void {
  nodes.forEach((node, i) => {
    const last = i === nodes.length - 1;
    lines.push(`${prefix}${last ? "└─ " : "├─ "}${nodeDates(node)}  ${node.node_id}${statusTag(node)}  ${oneLine(nodeTitle(node), TITLE_CHARS)}`);
    const inner = prefix + (last ? "   " : "│  ");
    if (node.children) draw(node.children, inner, lines);
    if (node.more_children) lines.push(`${inner}… more: amem toc ${node.node_id} --limit ${MAX_LIMIT}`);
  });
}

/**
 * `amem toc [node-id] [--depth N] [--limit N]`: without an id the years and their months; with
 * one, that node and its children (deeper with --depth).
 */
export async function tocCommand(api: Api, args: Args): Promise<string> {
  const id = args.positionals[0]?.trim();
  const limit = int(args, "limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT;
  const json = flag(args, "json");
  if (!id) {
    const depth = int(args, "depth", 0, MAX_DEPTH) ?? 1;
    const root = await api.get<RootPage>("/v1/toc/root");
    const years = await grow(api, root.nodes, depth, limit);
    if (json) return jsonAnswer({ nodes: years }, flag(args, "full"));
    const lines = ["Years, newest first (amem toc <id> opens one):"];
    if (years.length === 0) lines.push("  (nothing recorded yet)");
    draw(years, "", lines);
    return humanAnswer(lines);
  }
  const depth = int(args, "depth", 1, MAX_DEPTH) ?? 1;
  const { node } = await api.get<NodeAnswer>(`/v1/toc/nodes/${encodeURIComponent(id)}`);
  const [tree] = await grow(api, [node], depth, limit);
  if (json) return jsonAnswer({ node: tree }, flag(args, "full"));
  const lines = [`${nodeDates(node)}  ${node.node_id}${statusTag(node)}  ${oneLine(nodeTitle(node), TITLE_CHARS)}`];
  const children = tree?.children ?? [];
  if (children.length === 0) lines.push(node.level === "segment" ? "  (a segment: amem node shows its bullets and grips)" : "  (no children)");
  draw(children, "", lines);
  if (tree?.more_children) lines.push(`… more: amem toc ${node.node_id} --limit ${MAX_LIMIT}`);
  return humanAnswer(lines);
}
