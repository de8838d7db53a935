import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { flag, type Args } from "../args";
import { loadConfig } from "../config";
import { HEALTH_TIMEOUT_MS, SPOOL_WARN_SHARE } from "../constants";
import { resolvePaths, tildify } from "../paths";
import { brokenBecause, findInstalledHooks } from "../install/installed-hooks";
import { findMcpRegistrations, mcpProblem } from "../install/installed-mcp";
import { MCP_CLIENT_NAMES } from "../install/mcp-servers";
import { mcpEndpoint } from "../mcp/location";
import { checkService, describeCheck } from "../service-check";
import { summarizeSpool } from "../spool";
import { readState } from "../state";

type Env = Record<string, string | undefined>;

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

function ago(ms: number): string {
  const s = Math.max(0, Math.round((Date.now() - ms) / 1000));
  if (s < 90) return `${s} s ago`;
  if (s < 90 * 60) return `${Math.round(s / 60)} min ago`;
  if (s < 48 * 3600) return `${Math.round(s / 3600)} h ago`;
  return `${Math.round(s / 86400)} days ago`;
}

/**
 * rejected.jsonl holds two kinds of record: payloads the hook itself could not read or map
 * (a `reason`, no status) and events the service refused when sent alone (`status` 400/413).
 */
function countRejected(path: string): { local: number; byService: number } {
  const counts = { local: 0, byService: 0 };
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return counts;
  }
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      record = undefined;
    }
    if (typeof record === "object" && record !== null && typeof (record as { status?: unknown }).status === "number") counts.byService++;
    else counts.local++;
  }
  return counts;
}

/** A token shown only by its last four characters. */
function maskToken(token: string): string {
  return token.length > 8 ? `…${token.slice(-4)}` : "…";
}

/** `amem status`: everything a user needs to know whether capture works. Exit 0 unless asked for nothing. */
export async function statusCommand(args: Args, env: Env): Promise<number> {
  const paths = resolvePaths(env);
  const config = loadConfig(paths, env);
  const state = readState(paths);
  const spool = summarizeSpool(paths);
  const rejected = countRejected(paths.rejectedFile);
  const check = await checkService(config.url, config.token, HEALTH_TIMEOUT_MS);
  const reachable = check.kind === "no-token" ? check.reachable : check.kind !== "unreachable";
  const fullShare = spool.bytes / config.spoolCapBytes;
  const hooks = findInstalledHooks(paths.home, process.cwd(), env["XDG_CONFIG_HOME"] || join(paths.home, ".config")).map((h) => ({
    ...h,
    broken: brokenBecause(h),
  }));
  const programInstalled = existsSync(paths.programFile);
  const endpoint = mcpEndpoint(config.url);
  const mcp = findMcpRegistrations({
    spec: { node: "node", script: paths.programFile },
    endpoint,
    tokenInEnv: config.tokenSource === "env",
    bridgeEnv: {},
    home: paths.home,
    cwd: process.cwd(),
    env,
    platform: process.platform,
  }).map((r) => ({ ...r, problem: mcpProblem(r, endpoint, env) }));

  if (flag(args, "json")) {
    const out = {
      version: AMEM_VERSION,
      config_file: paths.configFile,
      config_error: config.fileError ?? null,
      url: config.url,
      url_source: config.urlSource,
      token_set: Boolean(config.token),
      token_source: config.tokenSource,
      disabled: config.disabled,
      url_dropped_v1: config.urlDroppedV1,
      service: {
        reachable,
        token: check.kind === "no-token" ? "unset" : check.kind === "accepted" ? "accepted" : check.kind === "refused" ? "refused" : "unchecked",
        status: "status" in check ? check.status : 0,
        ms: check.ms,
        error: "error" in check ? (check.error ?? null) : null,
      },
      spool: {
        dir: paths.spoolDir,
        events: spool.events,
        bytes: spool.bytes,
        files: spool.files,
        oldest_spooled_at: spool.oldestSpooledAt ?? null,
        cap_bytes: config.spoolCapBytes,
      },
      rejected: { file: paths.rejectedFile, events: rejected.local + rejected.byService, local: rejected.local, by_service: rejected.byService },
      last_error: state.last_error ?? null,
      down_until: state.down_until ?? null,
      last_flush: state.last_flush ?? null,
      program: { file: paths.programFile, installed: programInstalled },
      hooks: hooks.map((h) => ({ agent: h.agent, scope: h.scope, file: h.file, node: h.node, program: h.script, broken: h.broken ?? null })),
      mcp: mcp.map((r) => ({
        client: r.client,
        scope: r.scope,
        file: r.file,
        ours: r.ours,
        mode: r.mode,
        url: r.url,
        token: r.token,
        node: r.node,
        program: r.program,
        broken: r.problem.broken ?? null,
        note: r.problem.note ?? null,
      })),
      log_file: paths.logFile,
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }

  const t = (p: string): string => tildify(p, paths.home);
  const lines: string[] = [`amem ${AMEM_VERSION}`];
  const row = (label: string, value: string): void => {
    lines.push(`${label.padEnd(11)}${value}`);
  };
  row("config", `${t(paths.configFile)}${config.fileError ? ` (unreadable: ${config.fileError})` : ""}`);
  row(
    "url",
    `${config.url} (${config.urlSource === "env" ? "from AMEM_URL" : config.urlSource === "config" ? "from config" : "default"}${config.urlDroppedV1 ? "; its trailing /v1 dropped: amem adds /v1/… itself" : ""})`,
  );
  row(
    "token",
    config.token
      ? `set ${maskToken(config.token)} (${config.tokenSource === "env" ? "from AMEM_TOKEN" : "from config"})`
      : "not set: events wait in the spool; run amem login",
  );
  row("capture", config.disabled ? "off (AMEM_DISABLED is set)" : "on");
  row("service", describeCheck(check, config.url));
  if (spool.events === 0) row("spool", `empty (${t(paths.spoolDir)})`);
  else {
    const oldest = spool.oldestSpooledAt ? `, oldest spooled ${ago(spool.oldestSpooledAt)}` : "";
    row("spool", `${spool.events} event(s) waiting, ${size(spool.bytes)}${oldest} (${t(paths.spoolDir)})`);
  }
  if (fullShare >= 1) row("", `WARNING: over its ${size(config.spoolCapBytes)} cap; nothing is dropped, but delivery is failing: see last error`);
  else if (fullShare >= SPOOL_WARN_SHARE) row("", `WARNING: ${Math.round(fullShare * 100)}% of its ${size(config.spoolCapBytes)} cap`);
  if (rejected.local + rejected.byService === 0) row("rejected", "none");
  else {
    if (rejected.local > 0)
      row("rejected", `${rejected.local} payload(s) rejected locally: the hook could not read or map them (kept in ${t(paths.rejectedFile)})`);
    if (rejected.byService > 0)
      row("refused", `${rejected.byService} event(s) refused by the service (400/413 when sent alone; kept in ${t(paths.rejectedFile)})`);
  }
  if (state.last_error) {
    const e = state.last_error;
    row("last error", `${new Date(e.at).toISOString()} ${e.kind}: ${e.message}${e.status ? ` (HTTP ${e.status})` : ""}`);
  }
  if (state.down_until && state.down_until > Date.now())
    row("retry", `background delivery pauses until ${new Date(state.down_until).toISOString()}; amem flush retries now`);
  if (state.last_flush) {
    const f = state.last_flush;
    row("last flush", `${new Date(f.at).toISOString()}: ${f.sent} delivered (${f.duplicates} already stored), ${f.rejected} rejected, ${f.left} left`);
  }
  row("program", programInstalled ? `${t(paths.programFile)} (the copy installed hooks run)` : "no installed copy yet (amem install <agent> makes one)");
  if (hooks.length === 0) row("hooks", "none found in the agents' configs (amem install <agent>)");
  for (const [i, h] of hooks.entries()) {
    const again = `amem install ${h.agent}${h.scope === "project" ? " --project" : ""}`;
    row(i === 0 ? "hooks" : "", `${h.agent} (${t(h.file)}): ${h.broken ? `BROKEN: ${h.broken}; events are not captured. Run ${again} again` : "ok"}`);
  }
  if (mcp.length === 0) row("mcp", "not registered in any client's config (amem install <client> --mcp)");
  for (const [i, r] of mcp.entries()) {
    const again = `amem install ${r.client} --mcp${r.scope === "project" ? " --project" : ""}`;
    const how =
      r.mode === "bridge"
        ? "starts amem mcp (the bridge)"
        : r.token === "headers-helper"
          ? `connects to ${r.url}, token from amem mcp --print-headers`
          : `connects to ${r.url}, token from $AMEM_TOKEN`;
    const { broken, note } = r.problem;
    const verdict = !r.ours ? `${broken}; left alone` : broken ? `${how}; BROKEN: ${broken}. Run ${again} again` : `${how}: ok${note ? ` (but ${note})` : ""}`;
    row(
      i === 0 ? "mcp" : "",
      `${r.client} (${MCP_CLIENT_NAMES[r.client]}, ${r.scope === "project" ? "this project" : "all projects"}, ${t(r.file)}): ${verdict}`,
    );
  }
  row("log", t(paths.logFile));
  process.stdout.write(`${lines.join("\n")}\n`);
  return 0;
}
