import { type Args, flag, parseArgs } from "../args";
import { projectOf } from "../project";
import { type Api, CliError, connect } from "../query/api";
import { checkOptions, text } from "../query/options";
import type { ConsolidationTask, MemoriesPage, Memory, RememberRequest, TasksPage } from "../query/types";
import { printHelp } from "./help";

/** `amem remember`, `amem memories` and `amem review`: the long-term memories and their review queue. */

type Env = Record<string, string | undefined>;

const KINDS = ["fact", "decision", "instruction", "task"] as const;
const DEFAULT_LIMIT = 30;

function kindOf(args: Args, fallback?: (typeof KINDS)[number]): (typeof KINDS)[number] | undefined {
  const kind = text(args, "kind") ?? fallback;
  if (kind !== undefined && !(KINDS as readonly string[]).includes(kind)) throw new CliError(`--kind must be one of ${KINDS.join(", ")}`, 2);
  return kind as (typeof KINDS)[number] | undefined;
}

function limitOf(args: Args): number {
  const raw = text(args, "limit");
  if (raw === undefined) return DEFAULT_LIMIT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new CliError("--limit must be a whole number from 1 to 100", 2);
  return n;
}

const out = (lines: string[]): void => void process.stdout.write(`${lines.join("\n")}\n`);
const json = (value: unknown): void => void process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);

function memoryLine(m: Memory): string {
  const where = m.project === null ? "every project" : m.project;
  const extra = [m.key ? `key: ${m.key}` : "", m.status === "active" ? "" : m.status, where, m.memory_id].filter((s) => s !== "").join(", ");
  return `[${m.kind}] ${m.text}  (${extra})`;
}

async function run(name: string, argv: string[], valued: string[], flags: string[], body: (api: Api, args: Args) => Promise<void>): Promise<number> {
  const args = parseArgs(argv, new Set(valued));
  if (flag(args, "help")) return printHelp(name);
  try {
    checkOptions(name, args, valued, flags);
    await body(connect(process.env as Env), args);
    return 0;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    process.stderr.write(`amem ${name}: ${err.message}\n`);
    return err.exitCode;
  }
}

/** `amem remember <text> [--kind K] [--key K] [--global] [--json]`: stored active at once, for this project unless --global. */
export function rememberCommand(argv: string[]): Promise<number> {
  return run("remember", argv, ["kind", "key"], ["global", "json"], async (api, args) => {
    const words = args.positionals.join(" ").trim();
    if (words === "") throw new CliError('say what to remember, e.g. amem remember --kind decision "we use jose, not jsonwebtoken"', 2);
    const body: RememberRequest = { kind: kindOf(args, "fact")!, text: words };
    const key = text(args, "key");
    if (key !== undefined) body.key = key;
    if (!flag(args, "global")) {
      const project = projectOf(process.cwd());
      body.project = project.name;
      body.project_id = project.id;
    }
    const answer = await api.post<{ memory: Memory; superseded: string | null }>("/v1/memories", body);
    if (flag(args, "json")) return json(answer);
    out([`remembered ${memoryLine(answer.memory)}`, ...(answer.superseded ? [`it supersedes ${answer.superseded} (kept as history)`] : [])]);
  });
}

/** `amem memories [--status S] [--kind K] [--all-projects] [--limit N] [--json]`, `amem memories archive|restore <id>`. */
export function memoriesCommand(argv: string[]): Promise<number> {
  return run("memories", argv, ["status", "kind", "limit"], ["all-projects", "json"], async (api, args) => {
    const [action, id] = args.positionals;
    if (action === "archive" || action === "restore") {
      if (!id) throw new CliError(`amem memories ${action} <memory-id>`, 2);
      const path = `/v1/memories/${encodeURIComponent(id)}`;
      const answer =
        action === "archive" ? await api.send<{ memory: Memory }>("DELETE", path) : await api.send<{ memory: Memory }>("PATCH", path, { status: "active" });
      if (flag(args, "json")) return json(answer);
      const m = answer.memory;
      return out([`${action === "archive" ? "archived" : "restored"} ${memoryLine(m)}`, ...(m.purge_after ? [`recoverable until ${m.purge_after}`] : [])]);
    }
    if (action !== undefined) throw new CliError(`unknown action "${action}": archive or restore (or no action to list)`, 2);
    const status = text(args, "status") ?? "active";
    if (!["active", "candidate", "archived"].includes(status)) throw new CliError("--status must be active, candidate or archived", 2);
    const project = flag(args, "all-projects") ? undefined : projectOf(process.cwd()).name;
    const page = await api.get<MemoriesPage>("/v1/memories", { status, kind: kindOf(args), project, limit: limitOf(args) });
    if (flag(args, "json")) return json(page);
    const where = project === undefined ? "all projects" : `project ${project} and every project`;
    if (page.memories.length === 0) return out([`no ${status} memories (${where})`]);
    out([`${page.memories.length} ${status} memor${page.memories.length === 1 ? "y" : "ies"} (${where}), newest first:`, ...page.memories.map(memoryLine)]);
    if (page.has_more) out(["… more: --limit, or --json for next_cursor"]);
  });
}

function taskLines(t: ConsolidationTask): string[] {
  const urgency = t.labels.find((l) => l.startsWith("urgency:"))?.slice("urgency:".length) ?? "";
  const head = `${t.task_id}  [${t.step}${urgency ? `, ${urgency}` : ""}] ${t.title}  (confidence ${t.confidence.toFixed(2)}, ${t.status}${t.attempts > 0 ? `, ${t.attempts} attempt(s)` : ""})`;
  return t.last_error ? [head, `    last error: ${t.last_error}`] : [head];
}

/** `amem review [--all] [--json]`, `amem review approve|reject <task-id>`, `amem review edit <task-id> [--text T] [--kind K] [--key K] [--priority N]`. */
export function reviewCommand(argv: string[]): Promise<number> {
  return run("review", argv, ["limit", "text", "kind", "key", "priority"], ["all", "json"], async (api, args) => {
    const [action, id] = args.positionals;
    if (action === "edit") {
      if (!id) throw new CliError("amem review edit <task-id> [--text T] [--kind K] [--key K] [--priority 1-3]", 2);
      const fields: Record<string, unknown> = {};
      const newText = text(args, "text");
      const kind = kindOf(args);
      const key = text(args, "key");
      if (newText !== undefined) fields["text"] = newText;
      if (kind !== undefined) fields["kind"] = kind;
      if (key !== undefined) fields["key"] = key;
      const body: Record<string, unknown> = Object.keys(fields).length > 0 ? { action: fields } : {};
      const priority = text(args, "priority");
      if (priority !== undefined) {
        if (!/^[123]$/.test(priority)) throw new CliError("--priority must be 1, 2 or 3", 2);
        body["priority"] = Number(priority);
      }
      if (Object.keys(body).length === 0) throw new CliError("name what to change: --text, --kind, --key or --priority", 2);
      const answer = await api.send<{ task: ConsolidationTask }>("PATCH", `/v1/consolidation/tasks/${encodeURIComponent(id)}`, body);
      if (flag(args, "json")) return json(answer);
      return out([`edited: ${answer.task.title}`, `  action: ${JSON.stringify(answer.task.action)}`]);
    }
    if (action === "approve" || action === "reject") {
      if (!id) throw new CliError(`amem review ${action} <task-id>`, 2);
      const answer = await api.post<{ task: ConsolidationTask }>(`/v1/consolidation/tasks/${encodeURIComponent(id)}/${action}`, {});
      if (flag(args, "json")) return json(answer);
      return out([`${action === "approve" ? "approved" : "rejected"}: ${answer.task.title}`]);
    }
    if (action !== undefined) throw new CliError(`unknown action "${action}": approve, reject or edit (or no action to list)`, 2);
    const page = await api.get<TasksPage>("/v1/consolidation/tasks", { status: flag(args, "all") ? undefined : "open", limit: limitOf(args) });
    if (flag(args, "json")) return json(page);
    if (page.tasks.length === 0) return out([flag(args, "all") ? "no review tasks" : "nothing to review"]);
    out([`${page.tasks.length} task(s), most urgent first (amem review approve|reject <task-id>):`, ...page.tasks.flatMap(taskLines)]);
  });
}
