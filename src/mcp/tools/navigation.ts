/**
 * The navigation tools: the walk the memory-navigator skill teaches (find where to look with a
 * period or a search, read summaries, expand a grip only for evidence), one tool per step,
 * each calling the same handler as its REST route.
 */
import { z } from "@hono/zod-openapi";
import { EventsAnswerSchema, eventsCursor, EventsQuerySchema, readEvents } from "../../api/events";
import type { EventView } from "../../api/common";
import { readRecent, RecentAnswerSchema, RecentQuerySchema } from "../../api/recent";
import {
  HIT_KINDS,
  HitsAnswerSchema,
  hitsCursor,
  offsetOf,
  PeriodSchema,
  resolve,
  ResolveAnswerSchema,
  SearchFilterSchema,
  SearchQuerySchema,
  searchAll,
  searchWithin,
} from "../../api/search";
import {
  ChildrenAnswerSchema,
  childrenCursor,
  ChildrenQuerySchema,
  expandGrip,
  GripAnswerSchema,
  GripIdSchema,
  GripQuerySchema,
  NodeAnswerSchema,
  NodeIdSchema,
  readChildren,
  readNode,
  readRoot,
} from "../../api/toc";
import type { UseRef } from "../../api/uses";
import { AppError } from "../../core/errors";
import { type Budget, clipText, eventTextChars, fitAround, fitPage, jsonTokens } from "../budget";
import { eventLines, hitLines, moreLine, nodeLines, relatedLines, resolveLines } from "../render";
import { defineTool, type McpTool } from "./tool";

const SearchInput = SearchQuerySchema.omit({ recency: true }).extend({
  ...SearchFilterSchema.shape,
  kind: z.array(z.enum(HIT_KINDS)).min(1).optional().describe("what to rank: node (summaries), grip (excerpts backing a bullet), event (raw); default all"),
  recency: z.boolean().default(false).describe("count recent hits more"),
  within: NodeIdSchema.optional().describe("rank only the summaries below this node (e.g. a month, to find the right day); takes no other filter"),
});

const search = defineTool({
  name: "search",
  title: "Search memory",
  description:
    "Ranked search over past coding sessions: summaries (node), grip excerpts (grip) and raw events (event). Use it for how / why / which questions; pass the question as the user asked it, plus any identifier you know (function, error code, file). Each hit has a date (user's time zone) and `next`: the node to read_node or the grip to expand_grip. Narrow with kind, from/to, agent, project, or `within` a node.",
  input: SearchInput,
  output: HitsAnswerSchema,
  async run(caller, { within, kind, ...query }, budget) {
    let answer: z.infer<typeof HitsAnswerSchema>;
    if (within === undefined) {
      answer = await searchAll(caller, { ...query, kinds: kind ?? HIT_KINDS });
    } else {
      const filters = (["kind", "level", "agent", "session_id", "project", "from", "to"] as const).filter((k) => ({ kind, ...query })[k] !== undefined);
      if (filters.length > 0) {
        throw new AppError("bad_request", `invalid arguments: within takes no other filter (got ${filters.join(", ")})`, {
          issues: filters.map((field) => ({ field, message: "not with within" })),
        });
      }
      answer = await searchWithin(caller, within, query);
    }
    const offset = offsetOf(query.cursor);
    const all = answer;
    const page = fitPage(budget, all.results, (results) =>
      results.length < all.results.length ? { results: [...results], next_cursor: hitsCursor(offset + results.length) } : all,
    );
    answer = page.answer;
    const cut = page.kept < all.results.length;
    return { answer, cut, tokens: page.tokens, text: [...hitLines(answer), ...moreLine("search", answer.next_cursor, cut)] };
  },
  cites: (answer) => answer.results.flatMap((hit): UseRef[] => (hit.kind === "event" ? [] : [{ kind: hit.kind, id: hit.id }])),
});

const resolvePeriod = defineTool({
  name: "resolve_period",
  title: "Resolve a period",
  description:
    "Turn a period as people say it (today, yesterday, 3 days ago, last week, on Tuesday, in May, Q3, last year, last 7 days, 2026-W10, 2026-03-04) into the table-of-contents node ids that cover it, in the user's time zone, and say which of them hold memory. Use it for when / what questions; then read_node or list_children on those ids. `recent` does this and reads the nodes in one call.",
  input: z.object({ period: PeriodSchema }),
  output: ResolveAnswerSchema,
  async run(caller, { period }) {
    const answer = await resolve(caller, period);
    return { answer, cut: false, text: resolveLines(answer) };
  },
});

const listChildren = defineTool({
  name: "list_children",
  title: "List a node's children",
  description:
    "The children of a table-of-contents node in time order (year › month › week › day › segment), each with its whole summary; without node_id, the year nodes (where navigation starts). Under a month or a year, `search` with `within` finds the right child for fewer tokens. Pages with cursor.",
  input: ChildrenQuerySchema.extend({ node_id: NodeIdSchema.optional().describe("e.g. toc:month:2026-03; omit for the years") }),
  output: ChildrenAnswerSchema,
  async run(caller, { node_id, ...page }, budget) {
    let answer: z.infer<typeof ChildrenAnswerSchema>;
    let cut = false;
    let tokens: number | undefined;
    if (node_id === undefined) {
      // The years are few and not paged.
      answer = { children: (await readRoot(caller)).nodes, next_cursor: null, has_more: false };
    } else {
      const all = await readChildren(caller, node_id, page);
      const fitted = fitPage(budget, all.children, (children) => {
        const last = children[children.length - 1];
        return children.length < all.children.length && last ? { children: [...children], next_cursor: childrenCursor(last), has_more: true } : all;
      });
      answer = fitted.answer;
      cut = fitted.kept < all.children.length;
      tokens = fitted.tokens;
    }
    const text = answer.children.length === 0 ? ["No children."] : answer.children.flatMap((child) => nodeLines(child));
    return { answer, cut, tokens, text: [...text, ...moreLine("list_children", answer.next_cursor, cut)] };
  },
  cites: (answer) => answer.children.map((child) => ({ kind: "node", id: child.node_id })),
});

const readNodeTool = defineTool({
  name: "read_node",
  title: "Read a node",
  description:
    "One table-of-contents node: its title, 3–5 bullets each with the grip ids of the events that back it, keywords, time range, status and child count. A node with status pending has no summary yet: list its children. Costs 150–500 tokens; read summaries before raw events.",
  input: z.object({ node_id: NodeIdSchema.describe("e.g. toc:day:2026-03-04 or a segment id from a search hit") }),
  output: NodeAnswerSchema,
  async run(caller, { node_id }) {
    const answer = await readNode(caller, node_id);
    return { answer, cut: false, text: [...nodeLines(answer.node), ...relatedLines(answer.related)] };
  },
});

/** Events with their text clipped to what one event may take of the budget. */
function clipped(events: readonly EventView[], budget: Budget): { events: EventView[]; clipped: boolean } {
  let any = false;
  const out = events.map((event) => {
    const { text, clipped } = clipText(event.text, eventTextChars(budget));
    any ||= clipped;
    return clipped ? { ...event, text } : event;
  });
  return { events: out, clipped: any };
}

const expandGripTool = defineTool({
  name: "expand_grip",
  title: "Expand a grip",
  description:
    "The evidence behind a summary bullet: the grip's excerpt, the raw events it spans (prompts, replies, tool calls and output) and up to `before`/`after` events of context from the same session. Use it last, for the exact error, command or code, one grip at a time; before/after 0–1 keeps it small. Long event texts are clipped to fit max_tokens.",
  input: GripQuerySchema.extend({ grip_id: GripIdSchema.describe("e.g. grip:1772633000000:abc from a bullet or a search hit") }),
  output: GripAnswerSchema,
  async run(caller, { grip_id, ...context }, budget) {
    const full = await expandGrip(caller, grip_id, context);
    const span = clipped(full.events, budget);
    const before = clipped(full.before, budget);
    const after = clipped(full.after, budget);
    const kept = fitAround(
      budget,
      { before: before.events, span: span.events, after: after.events },
      jsonTokens(budget, { ...full, before: [], events: [], after: [] }),
    );
    const { before: keptBefore, span: events, after: keptAfter } = kept;
    const answer = { grip: full.grip, before: keptBefore, events, after: keptAfter, raw_evicted: full.raw_evicted };
    const cut =
      span.clipped ||
      before.clipped ||
      after.clipped ||
      events.length + keptBefore.length + keptAfter.length < full.events.length + full.before.length + full.after.length;
    const text = [
      `${full.grip.grip_id} (${full.grip.node_id}, bullet ${full.grip.bullet_index}): ${full.grip.excerpt.replace(/\s+/g, " ").trim()}`,
      ...(keptBefore.length > 0 ? ["before:", ...eventLines(keptBefore, "  ")] : []),
      "events:",
      ...eventLines(events, "  "),
      ...(keptAfter.length > 0 ? ["after:", ...eventLines(keptAfter, "  ")] : []),
      ...(cut ? ["Cut to fit max_tokens: raise it, or read the events with list_events."] : []),
    ];
    return { answer, cut, text };
  },
});

const listEvents = defineTool({
  name: "list_events",
  title: "List raw events",
  description:
    "Raw events (prompts, replies, tool calls and results) in a time range, oldest first; from inclusive, to exclusive, as ISO 8601 or epoch ms. The last resort, after summaries and grips: keep the range narrow and limit small. Long texts are clipped to fit max_tokens. Pages with cursor.",
  input: EventsQuerySchema,
  output: EventsAnswerSchema,
  async run(caller, query, budget) {
    const full = await readEvents(caller, query);
    const clip = clipped(full.events, budget);
    const all = { ...full, events: clip.events };
    const { answer, kept, tokens } = fitPage(budget, all.events, (events) => {
      const last = events[events.length - 1];
      return events.length < all.events.length && last ? { events: [...events], next_cursor: eventsCursor(last) } : all;
    });
    const dropped = kept < all.events.length;
    const cut = dropped || clip.clipped;
    const text = answer.events.length === 0 ? ["No events."] : eventLines(answer.events);
    return { answer, cut, tokens, text: [...text, ...moreLine("list_events", answer.next_cursor, dropped)] };
  },
});

const recent = defineTool({
  name: "recent",
  title: "Recent work",
  description:
    "What happened in a period, in one call: the period resolved in the user's time zone (default today; `days` for the last N days, or `period` as people say it: yesterday, last week, in May, …), then the summary of each node in it that holds memory; a node not rolled up yet shows its children's summaries, and a session running now shows as a segment with open: true (its summary so far). When it does not fit max_tokens, the newest nodes are kept and the others named in omitted_node_ids (read them with read_node).",
  input: RecentQuerySchema,
  output: RecentAnswerSchema.extend({ omitted_node_ids: z.array(z.string()) }),
  async run(caller, query, budget) {
    const full = await readRecent(caller, query);
    const newestFirst = [...full.nodes].reverse();
    const { answer, kept, tokens } = fitPage(budget, newestFirst, (entries) => ({
      period: full.period,
      nodes: [...entries].reverse(),
      omitted_node_ids: newestFirst
        .slice(entries.length)
        .map((entry) => entry.node.node_id)
        .reverse(),
    }));
    const nodes = answer.nodes;
    const omitted = newestFirst.slice(kept);
    const text = [
      ...resolveLines(full.period),
      ...nodes.flatMap(({ node, children, in_progress }) => [
        "",
        ...nodeLines(node),
        ...(in_progress ? ["  still running (its summary so far):", ...in_progress.flatMap((child) => nodeLines(child, "    "))] : []),
        ...(children ? ["  not rolled up yet; its parts:", ...children.flatMap((child) => nodeLines(child, "    "))] : []),
      ]),
      ...(omitted.length > 0 ? ["", `Cut to fit max_tokens; not shown: ${answer.omitted_node_ids.join(", ")}`] : []),
    ];
    return { answer, cut: omitted.length > 0, tokens, text };
  },
  cites: (answer) =>
    answer.nodes.flatMap(({ node, children, in_progress }) =>
      [node, ...(children ?? []), ...(in_progress ?? [])].map((n): UseRef => ({ kind: "node", id: n.node_id })),
    ),
});

/** Navigation, in the order the walk uses them. */
export const navigationTools: McpTool[] = [recent, search, resolvePeriod, readNodeTool, listChildren, expandGripTool, listEvents];
