import { join } from "node:path";
import { type OptionSpec, parseArgs, usageProblem } from "../args";
import { loadConfig } from "../config";
import {
  IMPORT_DELIVERY_CONCURRENCY,
  IMPORT_DELIVERY_LINGER_MS,
  IMPORT_DELIVERY_POLL_MS,
  IMPORT_FLUSH_AT_BYTES,
  IMPORT_LOCK_STALE_MS,
  IMPORT_SPOOL_MAX_BYTES,
  RETRY_AFTER_MAX_MS,
} from "../constants";
import { agentFromHint } from "../event";
import { type FlushReport, flushSpool } from "../flush";
import { ensureDir } from "../fsutil";
import { tryLock, unlock } from "../lock";
import { log } from "../log";
import { resolvePaths } from "../paths";
import { importLogs, type SourceProgress } from "../import/run";
import { IMPORT_AGENTS, type ImportAgent } from "../import/sources";
import { spoolBytes } from "../spool";

type Env = Record<string, string | undefined>;

const OPTIONS: OptionSpec = { valued: ["since", "project", "interval"], flags: ["dry-run", "watch"] };
/** Pause between two passes of `--watch`, unless --interval says otherwise. */
const WATCH_INTERVAL_S = 60;
const DAY_MS = 86_400_000;
/** Longest import waits in a row for a flush another process runs before leaving delivery to it. */
const BUSY_ROUNDS = 8;

function usage(message: string): number {
  process.stderr.write(
    `amem import: ${message}\nUsage: amem import [claude-code|codex|grok|all] [--since DATE] [--project PATH] [--dry-run | --watch [--interval S]]\n`,
  );
  return 2;
}

/** `2026-01-31`, an ISO time, or `30d` (days ago). */
function parseSince(value: string, nowMs: number): number | undefined {
  const days = /^(\d+)d$/.exec(value);
  if (days) return nowMs - Number(days[1]) * DAY_MS;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** Characters of the progress bar drawn per source on a terminal (the share of its bytes read). */
const BAR_WIDTH = 20;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function progressLine(p: SourceProgress): string {
  const elapsedS = Math.max(0.001, (Date.now() - p.startedMs) / 1000);
  const rate = p.bytesDone / elapsedS;
  const eta = rate > 0 && p.bytesDone < p.bytes ? `ETA ${Math.ceil((p.bytes - p.bytesDone) / rate)}s` : "";
  const filled = p.bytes > 0 ? Math.round((Math.min(p.bytesDone, p.bytes) / p.bytes) * BAR_WIDTH) : BAR_WIDTH;
  const bar = `[${"#".repeat(filled)}${".".repeat(BAR_WIDTH - filled)}]`;
  return `${p.agent.padEnd(12)} ${bar} ${p.filesDone}/${p.files} files  ${p.events} events  ${mb(p.bytesDone)}/${mb(p.bytes)}  ${mb(rate)}/s  ${eta}`.trimEnd();
}

/** What the flushes of one import delivered, summed. */
type Delivery = Omit<FlushReport, "busy" | "projects">;

/** How many stored events took their missing text from this import; nothing when none did. */
function filledNote(filled: number): string {
  return filled > 0 ? `, ${filled} of them given the text a hook could not send` : "";
}

function resetDelivery(d: Delivery): void {
  Object.assign(d, { sent: 0, created: 0, duplicates: 0, filled: 0, rejected: 0, left: 0 });
  delete d.stop;
}

/**
 * `amem import`: reads the agents' own session logs into the spool (see importLogs), then
 * delivers the spool, waiting out 429s as Retry-After says. Exit 0 when everything read was
 * delivered, 1 when something stays in the spool (it is delivered later), 2 for usage errors.
 */
export async function importCommand(argv: string[], env: Env): Promise<number> {
  const args = parseArgs(argv, new Set(OPTIONS.valued));
  const problem = usageProblem("import", args, OPTIONS);
  if (problem) return usage(problem);
  if (args.positionals.length > 1) return usage(`one agent at a time, or all (got ${args.positionals.join(", ")})`);
  const which = args.positionals[0] ?? "all";
  const agent = which === "all" ? undefined : agentFromHint(which);
  if (which !== "all" && !(IMPORT_AGENTS as readonly string[]).includes(agent ?? ""))
    return usage(`cannot import "${which}": the agents with logs to import are ${IMPORT_AGENTS.join(", ")}`);
  const agents: ImportAgent[] = agent ? [agent as ImportAgent] : [...IMPORT_AGENTS];
  const nowMs = Date.now();
  const sinceOpt = args.options.get("since");
  const projectOpt = args.options.get("project");
  const sinceMs = typeof sinceOpt === "string" ? parseSince(sinceOpt, nowMs) : undefined;
  if (sinceOpt !== undefined && sinceMs === undefined) return usage(`--since ${sinceOpt}: not a date (2026-01-31) or a number of days (30d)`);
  const dryRun = args.options.has("dry-run");
  const watch = args.options.has("watch");
  const intervalOpt = args.options.get("interval");
  const intervalS = typeof intervalOpt === "string" ? Number(intervalOpt) : WATCH_INTERVAL_S;
  if (intervalOpt !== undefined && !watch) return usage("--interval goes with --watch");
  if (!Number.isFinite(intervalS) || intervalS < 1) return usage(`--interval ${String(intervalOpt)}: a number of seconds, at least 1`);
  if (watch && (dryRun || sinceOpt !== undefined || projectOpt !== undefined))
    return usage("--watch follows the logs through their cursors: not with --dry-run, --since or --project");

  const paths = resolvePaths(env);
  const config = loadConfig(paths, env);
  const lock = join(paths.stateDir, "import.lock");
  ensureDir(paths.stateDir);
  if (!tryLock(lock, IMPORT_LOCK_STALE_MS)) {
    process.stderr.write(`amem import: another amem import is running (${lock})\n`);
    return 1;
  }
  const tty = process.stderr.isTTY === true;
  const delivery: Delivery = { sent: 0, created: 0, duplicates: 0, filled: 0, rejected: 0, left: 0 };
  /**
   * `lingerMs`: a delivery beside the reading stays that long after the spool empties, for what
   * the reading adds next, while `reading()` answers true.
   */
  const deliver = async (lingerMs = 0, reading = (): boolean => false): Promise<void> => {
    for (let busy = 0; ; ) {
      const r = await flushSpool(paths, config, {
        deadlineMs: Date.now() + DAY_MS,
        waitForLock: true,
        lingerMs,
        lingerPollMs: IMPORT_DELIVERY_POLL_MS,
        lingerWhile: reading,
        log: (level, message) => log(paths, level, message),
        concurrency: IMPORT_DELIVERY_CONCURRENCY,
      });
      delivery.sent += r.sent;
      delivery.created += r.created;
      delivery.duplicates += r.duplicates;
      delivery.filled += r.filled;
      delivery.rejected += r.rejected;
      delivery.left = r.left;
      if (r.busy && ++busy < BUSY_ROUNDS) continue;
      if (r.stop?.kind === "rate-limited") {
        const waitMs = Math.min(Math.max(r.stop.retryAfterMs ?? config.backoffMs, 1_000), RETRY_AFTER_MAX_MS);
        if (tty) process.stderr.write(`\rrate limited; waiting ${Math.ceil(waitMs / 1000)}s as the service asked\x1b[K`);
        await new Promise((resolveWait) => setTimeout(resolveWait, waitMs));
        continue;
      }
      if (r.stop) delivery.stop = r.stop;
      else delete delivery.stop;
      return;
    }
  };

  let lastDraw = 0;
  let current: ImportAgent | undefined;
  const draw = (p: SourceProgress): void => {
    if (!tty) return;
    const now = Date.now();
    if (current !== p.agent) {
      if (current !== undefined) process.stderr.write("\n");
      current = p.agent;
    } else if (now - lastDraw < 100 && p.filesDone < p.files) return;
    lastDraw = now;
    process.stderr.write(`\r${progressLine(p)}\x1b[K`);
  };

  /**
   * One import and delivery; its summary line is printed unless `quiet` and nothing was read.
   * Delivery runs beside the reading once the spool holds IMPORT_FLUSH_AT_BYTES (the reading
   * goes on while a POST waits for the service), and the reading waits for it when the spool
   * holds IMPORT_SPOOL_MAX_BYTES.
   */
  const pass = async (quiet: boolean): Promise<number> => {
    resetDelivery(delivery);
    current = undefined;
    let delivering: Promise<void> | undefined;
    let reading = true;
    const startDelivery = (): void => {
      delivering ??= deliver(IMPORT_DELIVERY_LINGER_MS, () => reading).finally(() => {
        delivering = undefined;
      });
    };
    const report = await importLogs(paths, config, {
      agents,
      ...(sinceMs === undefined ? {} : { sinceMs }),
      ...(typeof projectOpt === "string" ? { project: projectOpt } : {}),
      dryRun,
      nowMs: Date.now(),
      env,
      onProgress: draw,
      afterSpool: async () => {
        if (dryRun || !config.token) return;
        if (spoolBytes(paths) > IMPORT_FLUSH_AT_BYTES) startDelivery();
        // Let the delivery's answers in; when the spool is full, wait until the delivery has taken
        // some of it (not until it is done: the POSTs would pause while the reading catches up).
        await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
        while (delivering !== undefined && spoolBytes(paths) > IMPORT_SPOOL_MAX_BYTES) {
          await new Promise<void>((resolveWait) => setTimeout(resolveWait, IMPORT_DELIVERY_POLL_MS));
        }
      },
    }).finally(() => {
      reading = false;
    });
    await delivering;
    if (tty && current !== undefined) process.stderr.write("\n");
    const files = `${report.filesRead} file(s) read (${report.filesUnchanged} unchanged, ${report.filesRewritten} rewritten since the last import)`;
    const skipped = `${report.skipped} line(s) skipped as unreadable`;
    for (const reason of report.reasons) process.stderr.write(`amem import: skipped: ${reason}\n`);
    if (dryRun) {
      process.stdout.write(`amem import: dry run: ${files}, ${report.events} event(s) to import, ${skipped}; nothing spooled or sent\n`);
      return 0;
    }
    await deliver();
    if (quiet && report.filesRead === 0 && delivery.sent === 0 && !delivery.stop) return 0;
    process.stdout.write(
      `amem import: ${files}, ${report.events} event(s) spooled, ${skipped}; ` +
        `delivered ${delivery.sent} (${delivery.created} new, ${delivery.duplicates} already stored${filledNote(delivery.filled)}), ${delivery.rejected} rejected, ${delivery.left} left in the spool\n`,
    );
    if (delivery.stop) {
      process.stderr.write(
        `amem import: delivery stopped: ${delivery.stop.message}${delivery.stop.status ? ` (HTTP ${delivery.stop.status})` : ""}; the events stay in the spool and are delivered later (amem flush)\n`,
      );
      return 1;
    }
    return delivery.left > 0 ? 1 : 0;
  };

  try {
    if (!watch) return await pass(false);
    // --watch: a pass, then a pause, until SIGINT or SIGTERM (which end the pause, not a pass).
    let stopping = false;
    let wake: (() => void) | undefined;
    const stop = (): void => {
      stopping = true;
      wake?.();
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    for (let first = true; !stopping; first = false) {
      await pass(!first);
      if (stopping) break;
      await new Promise<void>((resolveWait) => {
        wake = resolveWait;
        setTimeout(resolveWait, intervalS * 1000);
      });
    }
    return 0;
  } finally {
    unlock(lock);
  }
}
