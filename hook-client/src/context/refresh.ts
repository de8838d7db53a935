import type { Config } from "../config";
import {
  CONTEXT_BUILD_POLL_MS,
  CONTEXT_CITE_AGAIN_MS,
  CONTEXT_CITED_MAX,
  CONTEXT_MEMORIES,
  CONTEXT_REFRESH_INTERVAL_MS,
  CONTEXT_SEGMENTS_PER_SESSION,
  CONTEXT_SESSIONS,
} from "../constants";
import { errorText, request } from "../http";
import type { Paths } from "../paths";
import type { ProjectContext } from "../query/types";
import { type ContextSnapshot, type DigestMemory, readSnapshot, writeSnapshot } from "./cache";
import { renderDigest } from "./digest";

/** A project the flusher delivered events of. */
export interface TouchedProject {
  id: string;
  name: string;
  /** A session of it ended: its outcome belongs in the next session's digest now. */
  sessionEnded: boolean;
}

type Log = (level: "info" | "warn" | "error", message: string) => void;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * The project's active long-term memories, or null when the service keeps none (it answers
 * /v1/memories with 404). The service scopes a memory by `project` (a project name or a cwd,
 * or null for every project) and answers those of `project=<name>` and those of none; one
 * tied to another project by its `project_id`, when a memory carries one, is left out here.
 */
async function fetchMemories(config: Config, project: { id: string; name: string }): Promise<{ list: DigestMemory[]; ids: string[] } | null | "error"> {
  const qs = new URLSearchParams({ status: "active", project: project.name, limit: String(CONTEXT_MEMORIES) });
  const res = await request("GET", `${config.url}/v1/memories?${qs}`, { token: config.token, timeoutMs: config.timeoutMs });
  if (!res.ok) return res.status === 404 ? null : "error";
  const body = res.body;
  const list = isObject(body) && Array.isArray(body["memories"]) ? body["memories"] : [];
  const out: DigestMemory[] = [];
  const ids: string[] = [];
  for (const m of list) {
    if (!isObject(m) || typeof m["text"] !== "string" || m["text"].trim() === "") continue;
    const owner = m["project_id"];
    if (typeof owner === "string" && owner !== project.id) continue;
    if (typeof m["status"] === "string" && m["status"] !== "active") continue;
    out.push({ kind: typeof m["kind"] === "string" ? m["kind"] : "memory", text: m["text"] });
    if (typeof m["id"] === "string") ids.push(m["id"]);
  }
  return { list: out, ids };
}

type CitedItem = { kind: "node" | "memory"; id: string };

/**
 * Tells the service what the digest will hand the next session (POST /v1/uses, counted as
 * cited: what its decay score reads): items new to the digest, and those last cited more than
 * CONTEXT_CITE_AGAIN_MS ago, so that the frequent refreshes of a busy day count an item once a
 * while rather than at each refresh. Answers when each item of this digest was last cited.
 * Best effort: a service without the route, or a failure, leaves the items to the next refresh.
 */
async function citeDigest(config: Config, items: CitedItem[], previous: Record<string, number>): Promise<Record<string, number>> {
  const now = Date.now();
  const due = items.filter((i) => !(now - (previous[`${i.kind}:${i.id}`] ?? 0) < CONTEXT_CITE_AGAIN_MS)).slice(0, CONTEXT_CITED_MAX);
  let sent = false;
  if (due.length > 0) {
    const res = await request("POST", `${config.url}/v1/uses`, {
      token: config.token,
      timeoutMs: config.timeoutMs,
      body: JSON.stringify({ how: "cited", items: due }),
    });
    sent = res.ok;
  }
  const sentKeys = new Set(sent ? due.map((i) => `${i.kind}:${i.id}`) : []);
  const out: Record<string, number> = {};
  for (const i of items) {
    const key = `${i.kind}:${i.id}`;
    const at = sentKeys.has(key) ? now : previous[key];
    if (at !== undefined) out[key] = at;
  }
  return out;
}

/**
 * Fetches what the project's next session should be told and caches it with its digest.
 * Answers whether the service was still building some of the user's events (the digest may
 * lag them), or an error message.
 */
export async function refreshProject(paths: Paths, config: Config, project: { id: string; name: string }): Promise<{ building: boolean } | { error: string }> {
  const qs = new URLSearchParams({
    project_id: project.id,
    project: project.name,
    sessions: String(CONTEXT_SESSIONS),
    segments: String(CONTEXT_SEGMENTS_PER_SESSION),
  });
  const [res, memories] = await Promise.all([
    request("GET", `${config.url}/v1/context?${qs}`, { token: config.token, timeoutMs: config.timeoutMs }),
    fetchMemories(config, project),
  ]);
  if (!res.ok) return { error: "error" in res ? res.error : `HTTP ${res.status}: ${errorText(res.body) ?? "no detail"}` };
  const answer = res.body as ProjectContext;
  if (!isObject(answer) || !Array.isArray(answer.sessions)) return { error: "GET /v1/context answered without sessions" };
  const previous = readSnapshot(paths, project.id);
  const data = {
    project: project.name,
    memories: memories === "error" ? (previous?.memories ?? null) : (memories?.list ?? null),
    sessions: answer.sessions.map((s) => ({
      session_id: s.session_id,
      agent: s.agent,
      start: s.start,
      segments: s.segments.map((g) => ({ node_id: g.node_id, title: g.title, bullets: g.bullets })),
    })),
  };
  const budget = config.context.budgetTokens;
  const snapshot: ContextSnapshot = {
    v: 1,
    project_id: project.id,
    fetched_at: Date.now(),
    ...data,
    budget_tokens: budget,
    text: renderDigest(data, budget),
  };
  const cited: CitedItem[] = [
    ...(memories !== null && memories !== "error" ? memories.ids.map((id): CitedItem => ({ kind: "memory", id })) : []),
    ...data.sessions.flatMap((s) => s.segments.map((g): CitedItem => ({ kind: "node", id: g.node_id }))),
  ];
  snapshot.cited = await citeDigest(config, cited, previous?.cited ?? {});
  writeSnapshot(paths, snapshot);
  return { building: answer.building };
}

/**
 * After a flush: fetches the context of each project it delivered events of, when its cache is
 * missing or older than CONTEXT_REFRESH_INTERVAL_MS, or at once when a session of it ended —
 * then, while the service is still building, again until it is done or `deadlineMs`, so the
 * ended session's own segments reach the next session's digest.
 */
export async function refreshAfterFlush(paths: Paths, config: Config, touched: Iterable<TouchedProject>, deadlineMs: number, log: Log): Promise<void> {
  if (!config.context.enabled || !config.token) return;
  for (const project of touched) {
    const cached = readSnapshot(paths, project.id);
    if (!project.sessionEnded && cached && Date.now() - cached.fetched_at < CONTEXT_REFRESH_INTERVAL_MS) continue;
    for (;;) {
      const result = await refreshProject(paths, config, project);
      if ("error" in result) {
        log("warn", `could not refresh the session-start context of ${project.name}: ${result.error}`);
        break;
      }
      if (!result.building || !project.sessionEnded || Date.now() + CONTEXT_BUILD_POLL_MS > deadlineMs) break;
      await sleep(CONTEXT_BUILD_POLL_MS);
    }
  }
}
