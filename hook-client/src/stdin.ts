import type { Hash } from "node:crypto";
import { fstatSync, read } from "node:fs";
import { lazyCrypto } from "./hash";

export interface StdinRead {
  data: Buffer;
  /** Bytes that arrived, including those past the limit. */
  bytes: number;
  /** More than the limit arrived: `data` holds only the first part and `sha256` covers all of it. */
  overLimit: boolean;
  sha256?: string;
  /** EOF did not come in time; `data` is what arrived. */
  timedOut: boolean;
}

const CHUNK_BYTES = 64 * 1024;

/**
 * Reads stdin (fd 0) to EOF, at most `limitBytes` kept, giving up after `timeoutMs`: an agent
 * that never closes the pipe must not hold the hook. Plain fs.read on the descriptor instead of
 * process.stdin: the stream machinery costs milliseconds of startup on every hook. A terminal
 * (or /dev/null, also a character device) is not read.
 */
export function readStdin(limitBytes: number, timeoutMs: number): Promise<StdinRead> {
  return new Promise((resolvePromise) => {
    const empty: StdinRead = { data: Buffer.alloc(0), bytes: 0, overLimit: false, timedOut: false };
    try {
      if (fstatSync(0).isCharacterDevice()) return resolvePromise(empty);
    } catch {
      return resolvePromise(empty); // no stdin at all
    }
    const chunks: Buffer[] = [];
    let kept = 0;
    let bytes = 0;
    let hash: Hash | undefined;
    let done = false;
    const finish = (timedOut: boolean): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const result: StdinRead = { data: Buffer.concat(chunks, kept), bytes, overLimit: bytes > limitBytes, timedOut };
      if (hash) result.sha256 = hash.digest("hex");
      resolvePromise(result);
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    const next = (): void => {
      const buf = Buffer.allocUnsafe(CHUNK_BYTES);
      read(0, buf, 0, CHUNK_BYTES, null, (err, n) => {
        if (done) return;
        if (err) {
          // A non-blocking pipe with nothing in it yet: try again shortly.
          if ((err as NodeJS.ErrnoException).code === "EAGAIN") setTimeout(next, 2);
          else finish(false);
          return;
        }
        if (n === 0) return finish(false);
        const chunk = buf.subarray(0, n);
        bytes += n;
        if (bytes > limitBytes && !hash) {
          // Past the limit: keep hashing so the rejected record can name what was lost.
          hash = lazyCrypto().createHash("sha256");
          for (const c of chunks) hash.update(c);
        }
        if (hash) hash.update(chunk);
        if (kept < limitBytes) {
          const part = chunk.subarray(0, limitBytes - kept);
          chunks.push(part);
          kept += part.length;
        }
        next();
      });
    };
    next();
  });
}
