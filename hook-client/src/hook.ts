import { loadConfig } from "./config";
import { FLUSH_LOCK_STALE_MS, HOOK_HARD_LIMIT_MS, REDACT_WINDOW_MARGIN_CHARS, MAX_STDIN_BYTES, STDIN_TIMEOUT_MS } from "./constants";
import { agentFromHint, type DraftEvent } from "./event";
import { finalize } from "./finalize";
import { sha256Hex, shortHash } from "./hash";
import { isHeld } from "./lock";
import { log } from "./log";
import { dedupeKey } from "./map/common";
import { mapPayload, type MapContext } from "./map/index";
import { resolvePaths, type Paths } from "./paths";
import { createRedactor, type Redactor } from "./redact";
import { appendRejected, appendToSpool, spoolBytes, type SpoolRecord } from "./spool";
import { queueEndedSessions } from "./import/queue";
import { numberRepeats } from "./repeats";
import { readState } from "./state";
import { selfPath } from "./self";
import { readStdin } from "./stdin";
import { lastAssistantReply } from "./transcript";

export interface HookArgs {
  agent: string | undefined;
  event: string | undefined;
  /** Positional arguments after `hook`: Codex's legacy notify passes its JSON as the last one. */
  positionals: string[];
}

type Env = Record<string, string | undefined>;

/** Writes one honest line to stderr (agents show stderr of a successful hook only in debug logs). */
function warn(message: string): void {
  try {
    process.stderr.write(`amem: ${message}\n`);
  } catch {
    // stderr closed
  }
}

function argvPayload(positionals: string[]): unknown {
  for (let i = positionals.length - 1; i >= 0; i--) {
    const arg = positionals[i]?.trim() ?? "";
    if (!arg.startsWith("{")) continue;
    try {
      return JSON.parse(arg) as unknown;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Characters of an unreadable payload kept in rejected.jsonl, to tell what it was. */
const REJECTED_HEAD_CHARS = 2048;

/** The start of a payload, redacted with a margin so that no secret is cut in half before redaction. */
function redactedHead(text: string, redact: Redactor): string {
  return redact(text.slice(0, REJECTED_HEAD_CHARS + REDACT_WINDOW_MARGIN_CHARS)).slice(0, REJECTED_HEAD_CHARS);
}

/**
 * Fills in a missing Claude reply from its transcript, retrying once: the file may lag the hook.
 * The stop then gets the key it has when the payload carries the reply (a digest of the text),
 * which is also the key the importer gives that reply.
 */
async function resolveTranscript(event: DraftEvent, redact: Redactor, retryMs: number, paths: Paths): Promise<void> {
  const hint = event.transcript;
  delete event.transcript;
  if (!hint || event.text) return;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (attempt > 0) {
      log(paths, "info", `no reply in the transcript yet; reading it again in ${retryMs} ms`);
      await sleep(retryMs);
    }
    let reply: ReturnType<typeof lastAssistantReply> | undefined;
    try {
      reply = lastAssistantReply(hint.path, hint.sidechain);
    } catch {
      reply = undefined; // missing or unreadable: retry, then leave it to the importer
    }
    if (reply) {
      event.text = reply.text;
      delete event.metadata["text_pending"];
      event.metadata["text_source"] = "transcript";
      if (event.event_type === "assistant_stop") event.metadata["dedupe_key"] = dedupeKey(event.agent, event.session_id, shortHash(redact(reply.text)), "stop");
      return;
    }
  }
}

/** Starts `amem flush --background` detached, so the agent never waits for the network. */
async function spawnFlusher(paths: Paths, env: Env): Promise<void> {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [selfPath(), "flush", "--background"], {
    detached: true,
    stdio: "ignore",
    env: env as NodeJS.ProcessEnv,
    windowsHide: true,
  });
  child.on("error", (err) => log(paths, "error", `could not start the background flush: ${err.message}`));
  child.unref();
}

/**
 * `amem hook`: read one hook payload, map it, redact it, append it to the spool, and hand
 * delivery to a detached background flush. The hook itself never touches the network, so it
 * costs the same whether the service is up, down or hung. It writes to stdout only at a session
 * start, where the agent adds the project's digest from the local cache to the model's context
 * (context/print.ts); the caller always exits 0.
 */
export async function runHook(args: HookArgs, env: Env): Promise<void> {
  const paths = resolvePaths(env);
  const guard = setTimeout(() => {
    log(paths, "error", `hook still running after ${HOOK_HARD_LIMIT_MS} ms; exiting`);
    process.exit(0);
  }, HOOK_HARD_LIMIT_MS);
  guard.unref();
  const config = loadConfig(paths, env);
  if (config.disabled) {
    await readStdin(MAX_STDIN_BYTES, STDIN_TIMEOUT_MS); // drain, so the agent never sees EPIPE
    return;
  }
  const nowMs = Date.now();
  const fromArgv = argvPayload(args.positionals);
  let payload: unknown = fromArgv;
  if (fromArgv === undefined) {
    const input = await readStdin(MAX_STDIN_BYTES, STDIN_TIMEOUT_MS);
    if (input.bytes === 0) {
      if (input.timedOut) log(paths, "warn", "no hook payload arrived on stdin within the time limit");
      return;
    }
    if (input.overLimit) {
      appendRejected(paths, [
        { rejected_at: nowMs, reason: `payload over ${MAX_STDIN_BYTES} bytes`, bytes: input.bytes, sha256: input.sha256, agent_hint: args.agent },
      ]);
      log(paths, "error", `hook payload of ${input.bytes} bytes is over the limit; recorded in ${paths.rejectedFile}`);
      warn(`hook payload too large (${input.bytes} bytes); recorded in ${paths.rejectedFile}`);
      return;
    }
    try {
      payload = JSON.parse(input.data.toString("utf8")) as unknown;
    } catch {
      const redact = createRedactor(config.redactRules);
      const head = redactedHead(input.data.subarray(0, 4 * (REJECTED_HEAD_CHARS + REDACT_WINDOW_MARGIN_CHARS)).toString("utf8"), redact);
      appendRejected(paths, [
        {
          rejected_at: nowMs,
          reason: input.timedOut ? "stdin not closed in time; partial JSON" : "malformed JSON",
          bytes: input.bytes,
          sha256: sha256Hex(input.data),
          head,
          agent_hint: args.agent,
        },
      ]);
      log(paths, "warn", `hook payload is not JSON (${input.bytes} bytes); recorded in ${paths.rejectedFile}`);
      warn(`hook payload is not JSON (${input.bytes} bytes); recorded in ${paths.rejectedFile}`);
      return;
    }
  }

  const redact = createRedactor(config.redactRules, (m) => log(paths, "warn", m));
  const ctx: MapContext = { agentHint: agentFromHint(args.agent), eventHint: args.event, nowMs, env, redact };
  const result = mapPayload(payload, ctx, fromArgv !== undefined);
  if (result.kind === "ignored") return;
  if (result.kind === "unknown-event" || result.kind === "unrecognized") {
    const what = result.kind === "unrecognized" ? result.reason : `unknown ${result.dialect} event "${result.nativeEvent}"`;
    appendRejected(paths, [
      { rejected_at: nowMs, reason: what, agent_hint: args.agent, event_hint: args.event, head: redactedHead(JSON.stringify(payload), redact) },
    ]);
    log(paths, "warn", `not recorded: ${what}; payload head kept in ${paths.rejectedFile}`);
    return;
  }

  const start = result.events.find((d) => d.event_type === "session_start");
  if (start) {
    try {
      const { printSessionContext } = await import("./context/print");
      const project = await printSessionContext(paths, config, result.dialect, start);
      if (project) log(paths, "info", `printed the session-start context of ${project}`);
    } catch (err) {
      log(paths, "warn", `could not print the session-start context: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  const drafts = result.events.filter((d) => !config.skipTools.has((d.metadata["tool_name"] ?? "").toLowerCase()));
  if (drafts.length === 0) return;
  await Promise.all(drafts.map((d) => resolveTranscript(d, redact, config.transcriptRetryMs, paths)));
  numberRepeats(paths, drafts, nowMs);
  const spooledAt = Date.now();
  const lines = drafts.map((d) => JSON.stringify({ v: 1, spooled_at: spooledAt, event: finalize(d, nowMs, redact) } satisfies SpoolRecord));
  if (!appendToSpool(paths, lines)) log(paths, "warn", "spool lock busy; appended without it");
  try {
    queueEndedSessions(paths, drafts);
  } catch (err) {
    log(paths, "warn", `could not queue the session's log for import: ${err instanceof Error ? err.message : String(err)}`);
  }

  const size = spoolBytes(paths);
  if (size > config.spoolCapBytes) {
    log(paths, "warn", `spool holds ${size} bytes, over its ${config.spoolCapBytes}-byte cap; nothing is dropped, but check amem status`);
    warn(`spool is over its cap (${size} bytes); run amem status`);
  }
  if (!config.token) return;
  const downUntil = readState(paths).down_until ?? 0;
  if (downUntil > Date.now() || isHeld(paths.flushLock, FLUSH_LOCK_STALE_MS)) return;
  await spawnFlusher(paths, env);
}
