import { readFileSync, statSync } from "node:fs";
import type { Config } from "./config";
import {
  BACKOFF_MAX_MS,
  FLUSH_LOCK_STALE_MS,
  LINGER_POLL_MS,
  FOREGROUND_FLUSH_WAIT_MS,
  MAX_BATCH_BODY_BYTES,
  MAX_BATCH_EVENTS,
  RETRY_AFTER_MAX_MS,
} from "./constants";
import { ensureDir, sleepSync, writeFileAtomic } from "./fsutil";
import { errorText, request } from "./http";
import { touchLock, tryLock, unlock } from "./lock";
import type { TouchedProject } from "./context/refresh";
import type { Paths } from "./paths";
import { appendRejected, listOutbox, removeFile, type SpoolRecord, summarizeSpool, takePending } from "./spool";
import { updateState } from "./state";

/** Why a flush stopped before the spool was empty; the events stay in the spool. */
export interface FlushStop {
  kind: "no-token" | "network" | "unauthorized" | "rate-limited" | "server" | "http" | "deadline";
  message: string;
  status?: number;
  retryAfterMs?: number;
}

export interface FlushReport {
  /** Events the service acknowledged in this flush. */
  sent: number;
  created: number;
  /** Acknowledged as already stored (`created: false`): a redelivery, harmless by design. */
  duplicates: number;
  /** Of the duplicates, those whose stored copy had no text yet (a hook's text_pending) and took this one's (`text_filled`). */
  filled: number;
  /** Poison events moved to rejected.jsonl (400/413 when sent alone, or unreadable spool lines). */
  rejected: number;
  /** Events still in the spool afterwards. */
  left: number;
  stop?: FlushStop;
  /** Another flush holds the lock. */
  busy?: boolean;
  /** The projects of the events acknowledged, by project id: their session-start context may be due a refresh. */
  projects: Map<string, TouchedProject>;
}

export interface FlushOptions {
  /** Epoch ms after which no new request is started. */
  deadlineMs: number;
  /** Wait for a running flush instead of leaving the work to it. */
  waitForLock: boolean;
  /** Stay this long after the spool is empty in case more events arrive (background flushes). */
  lingerMs: number;
  /** How often a lingering flush looks for new events (default LINGER_POLL_MS). */
  lingerPollMs?: number;
  /** Lingering also ends as soon as this answers false (the importer: once its reading is done). */
  lingerWhile?: () => boolean;
  log: (level: "info" | "warn" | "error", message: string) => void;
  /**
   * POSTs in flight at once within a spool file (default 1). Order across them does not matter
   * to the service (it orders by event time); what each acknowledges is removed as before, and
   * on a stop what was not acknowledged stays, in its order.
   */
  concurrency?: number;
}

interface Pending {
  line: string;
  record: SpoolRecord;
}

type GroupOutcome = { stop: FlushStop } | undefined;

/** How the client writes a spool line (hook.ts, import/run.ts): `{"v":1,"spooled_at":…,"event":…}`. */
const SPOOL_LINE_HEAD = /^\{"v":1,"spooled_at":\d+,"event":/;

/**
 * The event of a spool line as JSON: the line's own text of it when the line is as the client
 * writes it (JSON.stringify of the parsed event would give the same text again), else stringified.
 */
function eventJson(item: Pending): string {
  const head = SPOOL_LINE_HEAD.exec(item.line);
  if (head && item.line.endsWith("}") && Object.keys(item.record).length === 3) return item.line.slice(head[0].length, -1);
  return JSON.stringify(item.record.event);
}

function classify(status: number, body: unknown, error: string | undefined, retryAfterMs: number | undefined): FlushStop {
  const detail = errorText(body);
  if (status === 0) return { kind: "network", message: error ?? "network error" };
  if (status === 401 || status === 403) return { kind: "unauthorized", status, message: detail ?? "the token was refused; run amem login" };
  if (status === 429) return { kind: "rate-limited", status, message: detail ?? "rate limited", ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  if (status === 408 || status >= 500) return { kind: "server", status, message: detail ?? `HTTP ${status}` };
  return { kind: "http", status, message: detail ?? `HTTP ${status}` };
}

/** Splits into POST-sized groups: at most MAX_BATCH_EVENTS events and MAX_BATCH_BODY_BYTES of body. */
function chunk(items: Pending[]): Pending[][] {
  const groups: Pending[][] = [];
  let current: Pending[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = Buffer.byteLength(item.line);
    if (current.length > 0 && (current.length >= MAX_BATCH_EVENTS || bytes + size > MAX_BATCH_BODY_BYTES)) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size + 1;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/** One outbox file being delivered: its lines, those acknowledged (or set aside), and its groups not finished yet. */
interface FileWork {
  file: string;
  items: Pending[];
  done: Set<Pending>;
  groupsLeft: number;
}

class Sender {
  readonly report: FlushReport = { sent: 0, created: 0, duplicates: 0, filled: 0, rejected: 0, left: 0, projects: new Map() };
  /** Groups to send, oldest first, across outbox files. */
  readonly #queue: { work: FileWork; group: Pending[] }[] = [];
  /** Outbox files whose groups were queued (a file is read once). */
  readonly #loaded = new Map<string, FileWork>();

  constructor(
    private readonly paths: Paths,
    private readonly config: Config,
    private readonly opts: FlushOptions,
  ) {}

  /** Moves pending.jsonl aside and queues the groups of every outbox file not queued yet. */
  #load(): void {
    takePending(this.paths);
    for (const file of listOutbox(this.paths)) {
      if (this.#loaded.has(file)) continue;
      const work = this.#read(file);
      if (!work) continue;
      this.#loaded.set(file, work);
      const groups = chunk(work.items);
      work.groupsLeft = groups.length;
      if (groups.length === 0) this.#finish(work);
      for (const group of groups) this.#queue.push({ work, group });
    }
  }

  #read(file: string): FileWork | undefined {
    let content: string;
    try {
      content = readFileSync(file, "utf8");
    } catch {
      return undefined; // taken by nobody else (we hold the flush lock), so it is simply gone
    }
    const items: Pending[] = [];
    const unreadable: object[] = [];
    for (const line of content.split("\n")) {
      if (!line.trim()) continue;
      try {
        const record = JSON.parse(line) as SpoolRecord;
        if (typeof record?.event?.event_id !== "string") throw new Error("no event");
        items.push({ line, record });
      } catch {
        unreadable.push({ rejected_at: Date.now(), reason: "unreadable spool line", line });
      }
    }
    if (unreadable.length > 0) {
      appendRejected(this.paths, unreadable);
      this.report.rejected += unreadable.length;
      this.opts.log("warn", `${unreadable.length} unreadable spool line(s) moved to ${this.paths.rejectedFile}`);
    }
    return { file, items, done: new Set(), groupsLeft: 0 };
  }

  /** A file all of whose groups were sent: removed once every line was acknowledged or set aside. */
  #finish(work: FileWork): void {
    if (work.done.size !== work.items.length) return;
    removeFile(work.file);
    this.#loaded.delete(work.file);
  }

  /**
   * Sends every outbox file and what is pending, in POST-sized groups, `concurrency` at a time
   * across files: when the queue runs low it takes what was appended meanwhile, so the POSTs do
   * not pause at a file's end. A file is removed once every line was acknowledged or rejected; on a
   * stop, each file keeps exactly its lines not acknowledged, in their order.
   */
  async sendAll(): Promise<FlushStop | undefined> {
    const concurrency = Math.max(1, this.opts.concurrency ?? 1);
    let stop: FlushStop | undefined;
    let active = 0;
    await new Promise<void>((resolveAll) => {
      const pump = (): void => {
        if (stop === undefined && this.#queue.length < concurrency) this.#load();
        while (stop === undefined && active < concurrency && this.#queue.length > 0) {
          const { work, group } = this.#queue.shift() as { work: FileWork; group: Pending[] };
          active++;
          const send: Promise<GroupOutcome> =
            Date.now() >= this.opts.deadlineMs
              ? Promise.resolve({ stop: { kind: "deadline", message: "time limit reached" } })
              : this.sendGroup(group, work.done);
          void send.then(
            (outcome) => {
              active--;
              if (outcome) stop ??= outcome.stop;
              work.groupsLeft--;
              if (work.groupsLeft === 0) this.#finish(work);
              pump();
            },
            (err: unknown) => {
              active--;
              stop ??= { kind: "network", message: err instanceof Error ? err.message : String(err) };
              pump();
            },
          );
        }
        if (active === 0) resolveAll();
      };
      pump();
    });
    if (stop !== undefined) {
      for (const work of this.#loaded.values()) {
        const left = work.items.filter((i) => !work.done.has(i));
        if (left.length === 0) removeFile(work.file);
        else if (left.length < work.items.length) writeFileAtomic(work.file, left.map((i) => `${i.line}\n`).join(""));
      }
      this.#loaded.clear();
      this.#queue.length = 0;
    }
    return stop;
  }

  /** POSTs a group; a 400/413 means one poison event, found by bisection and set aside. */
  private async sendGroup(group: Pending[], done: Set<Pending>): Promise<GroupOutcome> {
    touchLock(this.paths.flushLock);
    const body = `{"events":[${group.map(eventJson).join(",")}]}`;
    const res = await request("POST", `${this.config.url}/v1/events`, { token: this.config.token, body, timeoutMs: this.config.timeoutMs });
    if (res.ok) {
      this.acknowledge(group, res.body);
      for (const item of group) done.add(item);
      return undefined;
    }
    if (res.status === 400 || res.status === 413) {
      if (group.length === 1) {
        const item = group[0] as Pending;
        appendRejected(this.paths, [{ rejected_at: Date.now(), status: res.status, error: res.body, event: item.record.event }]);
        done.add(item);
        this.report.rejected++;
        this.opts.log(
          "warn",
          `event ${item.record.event.event_id} rejected with ${res.status} (${errorText(res.body) ?? "no detail"}); kept in ${this.paths.rejectedFile}`,
        );
        return undefined;
      }
      const half = Math.ceil(group.length / 2);
      return (await this.sendGroup(group.slice(0, half), done)) ?? (await this.sendGroup(group.slice(half), done));
    }
    return {
      stop: classify(
        res.status,
        "body" in res ? res.body : undefined,
        "error" in res ? res.error : undefined,
        "retryAfterMs" in res ? res.retryAfterMs : undefined,
      ),
    };
  }

  private touch(event: SpoolRecord["event"]): void {
    const id = event.metadata["project_id"];
    if (!id) return;
    const known = this.report.projects.get(id);
    const ended = event.event_type === "session_end";
    if (known) known.sessionEnded ||= ended;
    else this.report.projects.set(id, { id, name: event.metadata["project"] ?? id, sessionEnded: ended });
  }

  private acknowledge(group: Pending[], body: unknown): void {
    const results = new Map<string, boolean>();
    const filled = new Set<string>();
    const list =
      typeof body === "object" && body !== null && Array.isArray((body as { results?: unknown }).results) ? (body as { results: unknown[] }).results : [body];
    for (const r of list) {
      if (typeof r === "object" && r !== null && typeof (r as { event_id?: unknown }).event_id === "string") {
        const id = (r as { event_id: string }).event_id.toUpperCase();
        results.set(id, (r as { created?: unknown }).created !== false);
        if ((r as { text_filled?: unknown }).text_filled === true) filled.add(id);
      }
    }
    for (const item of group) {
      this.touch(item.record.event);
      this.report.sent++;
      if (results.get(item.record.event.event_id) === false) this.report.duplicates++;
      else this.report.created++;
      if (filled.delete(item.record.event.event_id)) this.report.filled++;
    }
  }
}

function pendingBytes(paths: Paths): number {
  try {
    return statSync(paths.pendingFile).size;
  } catch {
    return 0;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits up to `lingerMs` for new events; true when some arrived (and there is time to send them). */
async function lingerForMore(paths: Paths, opts: FlushOptions): Promise<boolean> {
  const until = Math.min(Date.now() + opts.lingerMs, opts.deadlineMs);
  while (Date.now() < until && (opts.lingerWhile?.() ?? true)) {
    await sleep(opts.lingerPollMs ?? LINGER_POLL_MS);
    touchLock(paths.flushLock);
    if (pendingBytes(paths) > 0) return true;
  }
  return false;
}

function backoffMs(config: Config, failures: number, stop: FlushStop): number {
  if (stop.retryAfterMs !== undefined) return Math.min(stop.retryAfterMs, RETRY_AFTER_MAX_MS);
  if (config.backoffMs === 0) return 0;
  return Math.min(config.backoffMs * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}

/**
 * Delivers everything in the spool, oldest first, and removes what the service acknowledged.
 * Exactly-once comes from the service: a redelivered event_id answers `created: false`.
 * Only one flush runs at a time (a lock file); it re-checks the spool after releasing the lock,
 * so an event appended while it finished is never left waiting for the next hook.
 */
export async function flushSpool(paths: Paths, config: Config, opts: FlushOptions): Promise<FlushReport> {
  const sender = new Sender(paths, config, opts);
  const report = sender.report;
  if (!config.token) {
    report.stop = { kind: "no-token", message: "no token configured (set AMEM_TOKEN or run amem login)" };
    report.left = summarizeSpool(paths).events;
    return report;
  }
  ensureDir(paths.stateDir);
  const waitUntil = Date.now() + (opts.waitForLock ? FOREGROUND_FLUSH_WAIT_MS : 0);
  while (!tryLock(paths.flushLock, FLUSH_LOCK_STALE_MS)) {
    if (Date.now() >= waitUntil) {
      report.busy = true;
      report.left = summarizeSpool(paths).events;
      return report;
    }
    sleepSync(50);
  }
  try {
    for (;;) {
      report.stop = await sender.sendAll();
      if (report.stop) break;
      if (pendingBytes(paths) > 0 && Date.now() < opts.deadlineMs) continue;
      if (await lingerForMore(paths, opts)) continue;
      unlock(paths.flushLock);
      // An event appended after the last check but before the unlock would wait for the next
      // hook: look once more now that a new flusher could start.
      if (pendingBytes(paths) === 0 || Date.now() >= opts.deadlineMs || !tryLock(paths.flushLock, FLUSH_LOCK_STALE_MS)) break;
    }
  } finally {
    unlock(paths.flushLock);
  }
  report.left = summarizeSpool(paths).events;
  const stop = report.stop;
  updateState(paths, (state) => {
    const now = Date.now();
    const next = { ...state };
    if (report.sent > 0 || report.rejected > 0 || !stop) {
      next.last_flush = { at: now, sent: report.sent, created: report.created, duplicates: report.duplicates, rejected: report.rejected, left: report.left };
    }
    if (stop && stop.kind !== "deadline") {
      const failures = (state.failures ?? 0) + 1;
      next.failures = failures;
      next.down_until = now + backoffMs(config, failures, stop);
      next.last_error = { at: now, kind: stop.kind, message: stop.message, ...(stop.status ? { status: stop.status } : {}) };
    } else {
      delete next.failures;
      delete next.down_until;
      // A delivery that worked means the last error no longer holds; status stops showing it.
      if (report.sent > 0 || !stop) delete next.last_error;
      if (report.sent > 0) next.last_ok_at = now;
    }
    return next;
  });
  return report;
}
