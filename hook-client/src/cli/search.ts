import { type Args, flag } from "../args";
import { type Api, CliError } from "../query/api";
import { int, text, time } from "../query/options";
import { humanAnswer, jsonAnswer, oneLine } from "../query/output";
import type { Hit, SearchPage, WithinSearchPage } from "../query/types";

export const SEARCH_OPTIONS = ["kind", "level", "agent", "session", "project", "from", "to", "limit", "cursor", "recency", "in"];

/** The service's most hits per page. */
const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 10;
const SNIPPET_CHARS = 240;

/** What to run next for a hit: expand its grip if it has one, else read its node. */
function nextStep(hit: Hit): string | undefined {
  if (hit.next.grip_id) return `amem expand ${hit.next.grip_id}`;
  if (hit.next.node_id) return `amem node ${hit.next.node_id}`;
  return undefined;
}

/**
 * `amem search <words> [filters]`: ranked hits over summaries, grips and raw events
 * (GET /v1/search), or over the summaries below one node with --in (its subtree search).
 */
export async function searchCommand(api: Api, args: Args): Promise<string> {
  const q = args.positionals.join(" ").trim();
  if (q === "") throw new CliError("give the words to search for, e.g. amem search how did we fix the token expiry bug", 2);
  const within = text(args, "in");
  const params = {
    q,
    limit: int(args, "limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
    cursor: text(args, "cursor"),
    recency: flag(args, "recency") ? "true" : undefined,
  };
  const filters = {
    kind: text(args, "kind"),
    level: text(args, "level"),
    agent: text(args, "agent"),
    session_id: text(args, "session"),
    project: text(args, "project"),
    from: await time(api, args, "from"),
    to: await time(api, args, "to"),
  };
  if (within !== undefined) {
    const used = Object.entries(filters).filter(([, v]) => v !== undefined);
    if (used.length > 0) throw new CliError(`--in searches the summaries below a node; it takes no other filter (${used.map(([k]) => k).join(", ")})`, 2);
  }
  const answer =
    within === undefined
      ? await api.get<SearchPage>("/v1/search", { ...params, ...filters })
      : await api.get<WithinSearchPage>(`/v1/toc/nodes/${encodeURIComponent(within)}/search`, params);
  if (flag(args, "json")) return jsonAnswer(answer, flag(args, "full"));

  const lines = [`${answer.results.length} result(s) for "${oneLine(q, 80)}"${within ? ` below ${within}` : ""}, best first:`];
  if (answer.results.length === 0) lines.push("", "No match. Try other words, fewer filters, or amem recent --days 7.");
  const width = String(answer.results.length).length;
  answer.results.forEach((hit, i) => {
    const what = hit.kind === "node" ? `node/${hit.level ?? "?"}` : hit.kind;
    lines.push(
      "",
      `${String(i + 1).padStart(width)}. ${what.padEnd(12)} ${hit.date}  ${hit.id}${hit.open ? " (in progress)" : ""}${hit.title ? `  ${oneLine(hit.title, 80)}` : ""}`,
    );
    const pad = " ".repeat(width + 2);
    lines.push(`${pad}${oneLine(hit.snippet, SNIPPET_CHARS)}`);
    const next = nextStep(hit) ?? (hit.kind === "node" ? `amem node ${hit.id}` : undefined);
    if (next) lines.push(`${pad}→ ${next}`);
  });
  if (answer.next_cursor) lines.push("", `more: add --cursor ${answer.next_cursor}`);
  return humanAnswer(lines);
}
