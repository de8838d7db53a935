import type { Hash } from "node:crypto";
import { fstatSync, readSync } from "node:fs";
import { lazyCrypto } from "./hash";

export interface StdinRead {
  data: Buffer;
  /** Bytes that arrived, including those past the limit. */
  bytes: number;
  /** More than the limit arrived: `data` holds only the first part and `sha256` covers all of it. */
  overLimit: boolean;
  sha256?: string;
  /** Neither EOF nor a complete JSON document came in time; `data` is what arrived. */
  timedOut: boolean;
}

const CHUNK_BYTES = 64 * 1024;
/** Above this size, completeness is left to EOF: re-parsing a growing buffer would cost O(n²). */
const EARLY_PARSE_MAX_BYTES = 1024 * 1024;
const CLOSE_BRACE = 0x7d;

/** Collects chunks up to a limit, hashing everything once the limit is passed. */
class Collector {
  readonly chunks: Buffer[] = [];
  kept = 0;
  bytes = 0;
  hash: Hash | undefined;

  constructor(private readonly limit: number) {}

  add(chunk: Buffer): void {
    this.bytes += chunk.length;
    if (this.bytes > this.limit && !this.hash) {
      // Past the limit: keep hashing so the rejected record can name what was lost.
      this.hash = lazyCrypto().createHash("sha256");
      for (const c of this.chunks) this.hash.update(c);
    }
    if (this.hash) this.hash.update(chunk);
    if (this.kept < this.limit) {
      const part = chunk.subarray(0, this.limit - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
  }

  /** A whole JSON document has arrived (checked only when the data ends in `}`): no need to wait for EOF. */
  complete(): boolean {
    if (this.hash || this.kept === 0 || this.kept > EARLY_PARSE_MAX_BYTES) return false;
    const last = this.chunks[this.chunks.length - 1];
    let i = (last?.length ?? 0) - 1;
    while (last && i >= 0 && (last[i] === 0x20 || last[i] === 0x0a || last[i] === 0x0d || last[i] === 0x09)) i--;
    if (!last || i < 0 || last[i] !== CLOSE_BRACE) return false;
    try {
      JSON.parse(Buffer.concat(this.chunks, this.kept).toString("utf8"));
      return true;
    } catch {
      return false;
    }
  }

  result(timedOut: boolean): StdinRead {
    const r: StdinRead = { data: Buffer.concat(this.chunks, this.kept), bytes: this.bytes, overLimit: this.bytes > this.limit, timedOut };
    if (this.hash) r.sha256 = this.hash.digest("hex");
    return r;
  }
}

/**
 * Reads the hook payload from stdin, at most `limitBytes` kept. It stops at EOF, or as soon as
 * a complete JSON document has arrived (an agent may keep the pipe open), or after `timeoutMs`.
 * A terminal or /dev/null (character devices) is not read. Pipes and sockets go through
 * process.stdin, whose non-blocking reads never leave a thread stuck in read(2): a blocked
 * read would keep the process from exiting.
 */
export function readStdin(limitBytes: number, timeoutMs: number): Promise<StdinRead> {
  const collector = new Collector(limitBytes);
  let kind: "file" | "stream" = "stream";
  try {
    const st = fstatSync(0);
    if (st.isCharacterDevice()) return Promise.resolve(collector.result(false));
    if (st.isFile()) kind = "file";
  } catch {
    return Promise.resolve(collector.result(false)); // no stdin at all
  }
  if (kind === "file") {
    const buf = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const n = readSync(0, buf, 0, CHUNK_BYTES, null);
      if (n === 0) break;
      collector.add(Buffer.from(buf.subarray(0, n)));
    }
    return Promise.resolve(collector.result(false));
  }
  return new Promise((resolvePromise) => {
    const stdin = process.stdin;
    let done = false;
    const finish = (timedOut: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stdin.pause();
      resolvePromise(collector.result(timedOut));
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    stdin.on("data", (chunk: Buffer) => {
      collector.add(chunk);
      if (collector.complete()) finish(false);
    });
    stdin.on("end", () => finish(false));
    stdin.on("error", () => finish(false));
  });
}
