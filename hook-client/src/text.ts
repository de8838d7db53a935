import { REDACT_WHOLE_MAX_CHARS, REDACT_WINDOW_MARGIN_CHARS, TRUNCATE_HEAD_SHARE } from "./constants";
import { sha256Hex } from "./hash";
import type { Redactor } from "./redact";

export interface PreparedText {
  text: string;
  /** Set when the text was cut: the original size in UTF-8 bytes and its sha256. */
  truncated?: { bytes: number; sha256: string };
}

/** The first `maxBytes` of `s` in UTF-8, never splitting a character. */
function headBytes(s: string, maxBytes: number): string {
  return Buffer.from(s)
    .subarray(0, maxBytes)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
}

/** The last `maxBytes` of `s` in UTF-8, never splitting a character. */
function tailBytes(s: string, maxBytes: number): string {
  const buf = Buffer.from(s);
  return buf
    .subarray(Math.max(0, buf.length - maxBytes))
    .toString("utf8")
    .replace(/^\uFFFD/, "");
}

function marker(bytes: number, sha256: string): string {
  return `\n[… amem truncated this text: ${bytes} bytes, sha256 ${sha256} …]\n`;
}

/**
 * Redacts `raw`, then cuts it to at most `maxBytes` (UTF-8) keeping its head and tail around
 * a marker that names the original size and sha256. Redaction runs before the cut so that a
 * secret straddling it cannot leave a readable half behind. Very long strings are redacted only
 * in windows around the kept parts (plus a margin), which bounds the work on a 10 MB tool output.
 * @example prepareText("x".repeat(100_000), 16_384, redact).truncated?.bytes // 100000
 */
export function prepareText(raw: string, maxBytes: number, redact: Redactor): PreparedText {
  if (raw.length <= maxBytes && Buffer.byteLength(raw) <= maxBytes) {
    const text = redact(raw);
    if (Buffer.byteLength(text) <= maxBytes) return { text };
  }
  const bytes = Buffer.byteLength(raw);
  const sha256 = sha256Hex(raw);
  const mark = marker(bytes, sha256);
  const room = Math.max(0, maxBytes - Buffer.byteLength(mark));
  const headRoom = Math.floor(room * TRUNCATE_HEAD_SHARE);
  const tailRoom = room - headRoom;
  let head: string;
  let tail: string;
  if (raw.length <= REDACT_WHOLE_MAX_CHARS) {
    const redacted = redact(raw);
    if (Buffer.byteLength(redacted) <= maxBytes) return { text: redacted }; // redaction alone made it fit
    head = headBytes(redacted, headRoom);
    tail = tailBytes(redacted, tailRoom);
  } else {
    head = headBytes(redact(raw.slice(0, headRoom + REDACT_WINDOW_MARGIN_CHARS)), headRoom);
    tail = tailBytes(redact(raw.slice(raw.length - tailRoom - REDACT_WINDOW_MARGIN_CHARS)), tailRoom);
  }
  return { text: head + mark + tail, truncated: { bytes, sha256 } };
}
