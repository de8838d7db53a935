import { flag, type Args } from "../args";
import { type Config, loadConfig } from "../config";
import { BACKGROUND_FLUSH_LIMIT_MS, BACKGROUND_FLUSH_LINGER_MS, CONTEXT_BUILD_WAIT_MS } from "../constants";
import { type FlushReport, flushSpool } from "../flush";
import { log } from "../log";
import { type Paths, resolvePaths } from "../paths";

type Env = Record<string, string | undefined>;

/** After a background flush: imports the logs of sessions that ended, and delivers what they added. */
async function importEndedSessions(paths: Paths, config: Config, env: Env, logTo: (level: "info" | "warn" | "error", message: string) => void): Promise<void> {
  try {
    const { importQueued } = await import("../import/queued");
    const spooled = await importQueued(paths, config, env);
    if (spooled === 0) return;
    const r = await flushSpool(paths, config, { deadlineMs: Date.now() + BACKGROUND_FLUSH_LIMIT_MS, waitForLock: false, lingerMs: 0, log: logTo });
    logTo("info", `background import of ended sessions: ${spooled} event(s) spooled, ${r.sent} delivered (${r.duplicates} already stored)`);
  } catch (err) {
    logTo("error", `background import of ended sessions failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Keeps the session-start context of the projects just delivered fresh (context/refresh.ts); never fails the flush. */
async function refreshContexts(
  paths: Paths,
  config: Config,
  report: FlushReport,
  logTo: (level: "info" | "warn" | "error", message: string) => void,
): Promise<void> {
  if (report.projects.size === 0) return;
  try {
    const { refreshAfterFlush } = await import("../context/refresh");
    await refreshAfterFlush(paths, config, report.projects.values(), Date.now() + CONTEXT_BUILD_WAIT_MS, logTo);
  } catch (err) {
    logTo("error", `refreshing the session-start context failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Deletes the repeat counts of long-idle sessions (at most daily; repeats.ts): background work, never the hook's. */
async function pruneRepeatCounts(paths: Paths, logTo: (level: "info" | "warn" | "error", message: string) => void): Promise<void> {
  try {
    const { pruneRepeats } = await import("../repeats");
    const removed = pruneRepeats(paths, Date.now());
    if (removed > 0) logTo("info", `pruned the repeat counts of ${removed} idle session(s)`);
  } catch (err) {
    logTo("error", `pruning the repeat counts failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** `amem flush` (foreground, reports) and `amem flush --background` (spawned by hooks, logs only). */
export async function flushCommand(args: Args, env: Env): Promise<number> {
  const paths = resolvePaths(env);
  const config = loadConfig(paths, env);
  const background = flag(args, "background");
  const logTo = (level: "info" | "warn" | "error", message: string): void => log(paths, level, message);
  if (config.disabled && background) return 0;
  const report = await flushSpool(paths, config, {
    deadlineMs: Date.now() + (background ? BACKGROUND_FLUSH_LIMIT_MS : 24 * 3600_000),
    waitForLock: !background,
    lingerMs: background ? BACKGROUND_FLUSH_LINGER_MS : 0,
    log: logTo,
  });
  const summary =
    `delivered ${report.sent} event(s) (${report.created} new, ${report.duplicates} already stored), ` +
    `${report.rejected} rejected, ${report.left} left in the spool`;
  await refreshContexts(paths, config, report, logTo);
  if (background) {
    if (report.sent > 0 || report.rejected > 0 || report.stop)
      logTo(report.stop ? "warn" : "info", `background flush: ${summary}${report.stop ? `; stopped: ${report.stop.message}` : ""}`);
    if (!report.stop && !report.busy) await importEndedSessions(paths, config, env, logTo);
    await pruneRepeatCounts(paths, logTo);
    return 0;
  }
  if (report.busy) {
    process.stderr.write(`amem flush: another flush is still running; ${report.left} event(s) in the spool\n`);
    return 1;
  }
  if (report.stop) {
    process.stdout.write(`amem flush: ${summary}\n`);
    process.stderr.write(`amem flush: stopped: ${report.stop.message}${report.stop.status ? ` (HTTP ${report.stop.status})` : ""}\n`);
    return 1;
  }
  process.stdout.write(`amem flush: ${summary}\n`);
  if (report.rejected > 0) process.stdout.write(`rejected events are kept in ${paths.rejectedFile}\n`);
  return report.left > 0 ? 1 : 0;
}
