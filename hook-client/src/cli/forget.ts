import { createInterface } from "node:readline";
import { type Args, flag, parseArgs } from "../args";
import { type Api, CliError, connect } from "../query/api";
import { checkOptions, text, time } from "../query/options";
import { localDateTime } from "../query/output";
import type { ForgetAnswer, ForgetRequest } from "../query/types";
import { printHelp } from "./help";

type Env = Record<string, string | undefined>;

const VALUED = ["event", "session", "from", "to", "query"];
const FLAGS = ["yes", "dry-run"];

/** Sessions a dry run lists by name; the rest are counted. */
const LISTED_SESSIONS = 20;

/** The one selector the options name, as POST /v1/forget takes it, and how to say it. */
async function selector(api: Api, args: Args, nowMs: number): Promise<{ body: Omit<ForgetRequest, "dry_run">; what: string }> {
  const event = text(args, "event");
  const session = text(args, "session");
  const query = text(args, "query") ?? (args.positionals.length > 0 ? args.positionals.join(" ") : undefined);
  const from = await time(api, args, "from", nowMs);
  const to = await time(api, args, "to", nowMs);
  const named = [event, session, query, from ?? to].filter((v) => v !== undefined).length;
  if (named !== 1) throw new CliError("name exactly one of --event <id>, --session <id>, --from <t> [--to <t>], --query <phrase> (see amem help forget)", 2);
  if (event !== undefined) return { body: { event_id: event }, what: `event ${event}` };
  if (session !== undefined) return { body: { session_id: session }, what: `session ${session}` };
  if (query !== undefined) {
    if (query.trim() === "") throw new CliError("--query needs a phrase", 2);
    return { body: { query }, what: `the events whose text holds "${query}"` };
  }
  if (from === undefined) throw new CliError("--to needs --from", 2);
  const end = to ?? nowMs;
  if (end <= from) throw new CliError("--to must be after --from", 2);
  return {
    body: { from: new Date(from).toISOString(), to: new Date(end).toISOString() },
    what: `the events from ${localDateTime(from)} to ${to === undefined ? "now" : localDateTime(end)}`,
  };
}

function plan(answer: ForgetAnswer, what: string): string[] {
  if (answer.events === 0 && answer.memories === 0) return [`nothing to forget: no stored event matches ${what}`];
  const lines = [`would forget ${answer.events} event(s) in ${answer.sessions.length} session(s), ${what}:`];
  lines.push(`  ${"EVENTS".padStart(6)}  SESSION`);
  for (const s of answer.sessions.slice(0, LISTED_SESSIONS)) lines.push(`  ${String(s.events).padStart(6)}  ${s.session_id}`);
  if (answer.sessions.length > LISTED_SESSIONS) lines.push(`  … and ${answer.sessions.length - LISTED_SESSIONS} more session(s)`);
  if (answer.memories > 0) lines.push(`and ${answer.memories} memory(ies) drawn from them`);
  lines.push(
    "Their raw text and metadata are deleted (each keeps a tombstone: id, time, session, type); the summaries, grips and",
    "earlier versions that repeat them are derived again without them; memories drawn from them go. This cannot be undone.",
  );
  return lines;
}

/** Asks on the terminal; true only for y or yes. */
async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  try {
    const answer = await new Promise<string>((resolve) => {
      rl.question(question, resolve);
      rl.once("close", () => resolve(""));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/**
 * `amem forget (--event ID | --session ID | --from T [--to T] | --query PHRASE) [--yes] [--dry-run] [--json]`:
 * always a dry run first (what would go, per session), then a question on a terminal; --yes
 * confirms for scripts, and without a terminal nothing is forgotten unless --yes was given.
 */
export async function forgetCommand(argv: string[], env: Env, stdinIsTty = Boolean(process.stdin.isTTY)): Promise<number> {
  const args = parseArgs(argv, new Set(VALUED));
  if (flag(args, "help")) return printHelp("forget");
  const out = (lines: string[]): void => void process.stdout.write(`${lines.join("\n")}\n`);
  try {
    checkOptions("forget", args, VALUED, FLAGS);
    const api = connect(env);
    const json = flag(args, "json");
    const { body, what } = await selector(api, args, Date.now());
    const dry = await api.post<ForgetAnswer>("/v1/forget", { ...body, dry_run: true });
    if (json && ((dry.events === 0 && dry.memories === 0) || flag(args, "dry-run") || !flag(args, "yes")))
      process.stdout.write(`${JSON.stringify(dry, null, 2)}\n`);
    else if (!json) out(plan(dry, what));
    if ((dry.events === 0 && dry.memories === 0) || flag(args, "dry-run")) return 0;
    if (!flag(args, "yes")) {
      if (!stdinIsTty) throw new CliError("nothing forgotten: not a terminal, so no one can confirm; run again with --yes to forget what the dry run lists", 2);
      if (!(await confirm(`Forget these ${dry.events} event(s)${dry.memories > 0 ? ` and ${dry.memories} memory(ies)` : ""}? [y/N] `))) {
        process.stderr.write("nothing forgotten\n");
        return 1;
      }
    }
    const done = await api.post<ForgetAnswer>("/v1/forget", { ...body, dry_run: false });
    if (json) process.stdout.write(`${JSON.stringify(done, null, 2)}\n`);
    else
      out([
        `forgot ${done.events} event(s) in ${done.sessions.length} session(s); ${done.nodes_purged} summary node(s) derived again without them, their earlier versions purged${done.memories > 0 ? `; ${done.memories} memory(ies) deleted` : ""}`,
      ]);
    return 0;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    process.stderr.write(`amem forget: ${err.message}\n`);
    return err.exitCode;
  }
}
