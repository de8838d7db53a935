import { closeSync, openSync, readSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Config } from "../config";
import { IMPORT_COMMIT_EVENTS, IMPORT_CURSOR_SAVE_MS, IMPORT_IDLE_MS, IMPORT_READ_CHUNK_BYTES, IMPORT_REASONS_KEPT } from "../constants";
import type { DraftEvent } from "../event";
import { finalize } from "../finalize";
import { sha256Hex } from "../hash";
import type { Json } from "../map/common";
import type { Paths } from "../paths";
import { createRedactor, rememberingRedactor } from "../redact";
import { appendToSpool, type SpoolRecord } from "../spool";
import { type Cursor, readCursors, resumePoint, writeCursors } from "./cursor";
import { findSources, type ImportAgent, shortPath } from "./sources";
import type { LogParser, SourceFile } from "./types";

export interface ImportOptions {
  agents: readonly ImportAgent[];
  /** These files only, instead of every log of `agents` (the sessions hooks queued as ended). */
  sources?: readonly SourceFile[];
  /** Only events at or after this time (epoch ms); files last written before it are not opened. */
  sinceMs?: number;
  /** Only events whose working directory is this directory or below it. */
  project?: string;
  /** Read and count, spool nothing, move no cursor. */
  dryRun: boolean;
  nowMs: number;
  env: Record<string, string | undefined>;
  /** Called after every chunk read and every file. */
  onProgress?: (progress: SourceProgress) => void;
  /** Called after events were appended to the spool (the caller may deliver, or wait for its delivery, before reading on). */
  afterSpool?: () => Promise<void>;
}

export interface SourceProgress {
  agent: ImportAgent;
  files: number;
  filesDone: number;
  /** Bytes to read in this run (what grew since the cursors), and read so far. */
  bytes: number;
  bytesDone: number;
  events: number;
  startedMs: number;
}

export interface ImportReport {
  sources: SourceProgress[];
  /** Files read (wholly or what grew), left alone as unchanged, and read again from the start because they were rewritten. */
  filesRead: number;
  filesUnchanged: number;
  filesRewritten: number;
  /** Events spooled (or, in a dry run, that would be). */
  events: number;
  /** Lines that could not be read, and the first reasons. */
  skipped: number;
  reasons: string[];
}

interface Planned {
  source: SourceFile;
  size: number;
  mtimeMs: number;
  dev: number;
  ino: number;
  offset: number;
  state: Json | undefined;
  rewritten: boolean;
  idle: boolean;
}

const NEWLINE = 0x0a;

/**
 * Reads the agents' own logs from where their cursors stopped, maps every record to events,
 * and appends them to the spool, fsync'd, before the cursor moves past them: a run killed at
 * any point loses nothing, and what it read twice has the same event ids. Delivery is the
 * spool's (see flushSpool). With a filter (`sinceMs`, `project`) the cursors are neither used
 * nor moved: what a filter leaves out must still be imported by a later run.
 */
export async function importLogs(paths: Paths, config: Config, opts: ImportOptions): Promise<ImportReport> {
  const filtered = opts.sinceMs !== undefined || opts.project !== undefined;
  const useCursors = !filtered && !opts.dryRun;
  const cursors = filtered ? {} : readCursors(paths);
  const redact = rememberingRedactor(createRedactor(config.redactRules));
  const ctx = { nowMs: opts.nowMs, redact };
  const project = opts.project === undefined ? undefined : resolve(opts.project);
  const report: ImportReport = { sources: [], filesRead: 0, filesUnchanged: 0, filesRewritten: 0, events: 0, skipped: 0, reasons: [] };
  const skip = (reason: string): void => {
    report.skipped++;
    if (report.reasons.length < IMPORT_REASONS_KEPT) report.reasons.push(reason);
  };
  const keep = (d: DraftEvent): boolean => {
    if (config.skipTools.has((d.metadata["tool_name"] ?? "").toLowerCase())) return false;
    if (opts.sinceMs !== undefined && (d.ts ?? opts.nowMs) < opts.sinceMs) return false;
    const cwd = d.metadata["cwd"];
    if (project !== undefined && !(cwd !== undefined && (cwd === project || cwd.startsWith(project.endsWith("/") ? project : `${project}/`)))) return false;
    return true;
  };

  // Spool lines wait here, across files, until IMPORT_COMMIT_EVENTS of them are appended with
  // one write and one fsync: an fsync per file (most logs are small) cost more than the reading,
  // and it blocked the delivery beside it. A cursor is written only after every event before it
  // is on disk (writeSpool first), so a kill loses only what a rerun reads again.
  let spoolLines: string[] = [];
  let wrote = false;
  const writeSpool = (): void => {
    if (spoolLines.length === 0) return;
    appendToSpool(paths, spoolLines, true);
    spoolLines = [];
    wrote = true;
  };
  /** Lets the delivery beside the reading run (its answers, its next POSTs); it may also hold the reading back. */
  const pace = async (): Promise<void> => {
    if (wrote && opts.afterSpool) {
      wrote = false;
      await opts.afterSpool();
    } else await new Promise<void>((resolveTurn) => setImmediate(resolveTurn));
  };

  // The cursors are written at most every IMPORT_CURSOR_SAVE_MS (and at the end): rewriting the
  // whole file after each of thousands of files would cost more than reading them. A cursor that
  // lags the spool only means a rerun reads a little again, and those events keep their ids.
  let savedAt = Date.now();
  let unsaved = false;
  const saveCursors = (force: boolean): void => {
    unsaved = true;
    if (!force && Date.now() - savedAt < IMPORT_CURSOR_SAVE_MS) return;
    writeSpool();
    writeCursors(paths, cursors);
    savedAt = Date.now();
    unsaved = false;
  };

  // One read buffer for every file (most logs are small; a zeroed megabyte per file cost more than reading it).
  const chunk = Buffer.allocUnsafe(IMPORT_READ_CHUNK_BYTES);
  for (const agent of opts.agents) {
    const progress: SourceProgress = { agent, files: 0, filesDone: 0, bytes: 0, bytesDone: 0, events: 0, startedMs: Date.now() };
    report.sources.push(progress);
    const planned: Planned[] = [];
    const sources = opts.sources ? opts.sources.filter((f) => f.agent === agent) : findSources(agent, opts.env, paths.home);
    for (const source of sources) {
      let st: ReturnType<typeof statSync>;
      try {
        st = statSync(source.path);
      } catch (err) {
        skip(`${shortPath(source.path)}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      if (opts.sinceMs !== undefined && st.mtimeMs < opts.sinceMs) continue;
      const idle = opts.nowMs - st.mtimeMs >= IMPORT_IDLE_MS;
      const resume = useCursors ? resumePoint(source.path, st, cursors[source.path], idle) : ({ kind: "restart", rewritten: false } as const);
      if (resume.kind === "unchanged") {
        report.filesUnchanged++;
        continue;
      }
      const offset = resume.kind === "resume" ? resume.offset : 0;
      planned.push({
        source,
        size: st.size,
        mtimeMs: st.mtimeMs,
        dev: st.dev,
        ino: st.ino,
        offset,
        state: resume.kind === "resume" ? resume.state : undefined,
        rewritten: resume.kind === "restart" && resume.rewritten,
        idle,
      });
      progress.bytes += st.size - offset;
    }
    progress.files = planned.length;
    opts.onProgress?.(progress);

    for (const file of planned) {
      if (file.rewritten) report.filesRewritten++;
      report.filesRead++;
      let parser: LogParser;
      try {
        parser = file.source.parser(ctx, file.state);
      } catch (err) {
        skip(`${shortPath(file.source.path)}: ${err instanceof Error ? err.message : String(err)}`);
        continue;
      }
      let drafts: DraftEvent[] = [];
      let offset = file.offset;
      let last = { bytes: 0, sha256: "" };
      if (file.offset > 0) {
        const previous = cursors[file.source.path];
        if (previous) last = { bytes: previous.lineBytes, sha256: previous.lineSha256 };
      }
      // The last complete line read (where it lies in `lastData`), hashed only when a cursor needs
      // it (a commit) or before that read buffer is reused: hashing every line cost more than parsing it.
      let lastData: Buffer | undefined;
      let lastStart = 0;
      let lastEnd = 0;
      const settleLast = (): void => {
        if (lastData === undefined) return;
        last = { bytes: lastEnd - lastStart, sha256: sha256Hex(lastData.subarray(lastStart, lastEnd)) };
        lastData = undefined;
      };
      const commit = (final: boolean): void => {
        settleLast();
        const events = drafts.filter(keep).map((d) => finalize(d, opts.nowMs, redact));
        drafts = [];
        progress.events += events.length;
        report.events += events.length;
        if (opts.dryRun) return;
        const spooledAt = Date.now();
        for (const event of events) spoolLines.push(JSON.stringify({ v: 1, spooled_at: spooledAt, event } satisfies SpoolRecord));
        if (spoolLines.length >= IMPORT_COMMIT_EVENTS) writeSpool();
        if (!useCursors) return;
        const cursor: Cursor = {
          dev: file.dev,
          ino: file.ino,
          size: file.size,
          mtimeMs: file.mtimeMs,
          offset,
          lineBytes: last.bytes,
          lineSha256: last.sha256,
          state: JSON.parse(JSON.stringify(parser.state())) as Json,
        };
        if (final && file.idle && offset === file.size) cursor.final = true;
        cursors[file.source.path] = cursor;
        saveCursors(false);
      };
      const name = shortPath(file.source.path);
      const onLine = (line: string, at: number): void => {
        let record: unknown;
        try {
          record = JSON.parse(line);
        } catch {
          skip(`${name} at byte ${at}: not JSON`);
          return;
        }
        try {
          const result = parser.line(record);
          if (result.kind === "events") drafts.push(...result.events);
          else if (result.kind === "skipped") skip(`${name} at byte ${at}: ${result.reason}`);
        } catch (err) {
          skip(`${name} at byte ${at}: ${err instanceof Error ? err.message : String(err)}`);
        }
      };
      try {
        const fd = openSync(file.source.path, "r");
        try {
          let pending = Buffer.alloc(0);
          let position = file.offset;
          // Read only up to the size planned: what the agent appends meanwhile is for the next run.
          while (position < file.size) {
            const n = readSync(fd, chunk, 0, Math.min(chunk.length, file.size - position), position);
            if (n === 0) break;
            position += n;
            progress.bytesDone += n;
            let data = pending.length > 0 ? Buffer.concat([pending, chunk.subarray(0, n)]) : chunk.subarray(0, n);
            let start = 0;
            for (let nl = data.indexOf(NEWLINE, start); nl !== -1; nl = data.indexOf(NEWLINE, start)) {
              const at = offset;
              offset += nl + 1 - start;
              lastData = data;
              lastStart = start;
              lastEnd = nl + 1;
              if (nl > start) onLine(data.toString("utf8", start, nl), at);
              start = nl + 1;
              if (drafts.length >= IMPORT_COMMIT_EVENTS) commit(false);
            }
            settleLast();
            pending = Buffer.from(data.subarray(start));
            data = Buffer.alloc(0);
            opts.onProgress?.(progress);
            if (position < file.size) await pace();
          }
        } finally {
          closeSync(fd);
        }
      } catch (err) {
        skip(`${name}: ${err instanceof Error ? err.message : String(err)}`);
      }
      // A half-written last line stays unread (offset is before it) until the agent finishes it.
      if (offset === file.size) drafts.push(...parser.end(file.idle));
      commit(true);
      progress.filesDone++;
      opts.onProgress?.(progress);
      await pace();
    }
  }
  writeSpool();
  if (unsaved) saveCursors(true);
  return report;
}
