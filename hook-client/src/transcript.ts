import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { TRANSCRIPT_TAIL_BYTES } from "./constants";

export interface LastReply {
  text: string;
  messageId: string | undefined;
}

type Line = Record<string, unknown>;

/** The last `maxBytes` of a file as lines; the first (probably cut) line is dropped when the read started mid-file. */
function tailLines(path: string, maxBytes: number): string[] {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const start = Math.max(0, size - maxBytes);
    const buf = Buffer.alloc(size - start);
    let off = 0;
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, start + off);
      if (n === 0) break;
      off += n;
    }
    const lines = buf.subarray(0, off).toString("utf8").split("\n");
    if (start > 0) lines.shift();
    return lines;
  } finally {
    closeSync(fd);
  }
}

function messageOf(line: Line): Record<string, unknown> | undefined {
  const m = line["message"];
  return typeof m === "object" && m !== null ? (m as Record<string, unknown>) : undefined;
}

/** A real prompt: a user line with string or text content that is not meta, a command wrapper or a compaction summary. */
function isPrompt(line: Line): boolean {
  if (line["type"] !== "user" || line["isMeta"] === true || line["isCompactSummary"] === true || line["isSidechain"] === true) return false;
  const content = messageOf(line)?.["content"];
  if (typeof content === "string") return !/^\s*<(command-name|command-message|local-command-stdout|local-command-caveat)>/.test(content);
  return Array.isArray(content) && content.some((b) => typeof b === "object" && b !== null && (b as Line)["type"] === "text");
}

/**
 * The assistant's last reply in a Claude Code transcript: after the last real prompt, the text
 * blocks of the final assistant message (Claude writes one line per block; lines share
 * `message.id`). Undefined when that message has no text yet: the transcript is written
 * asynchronously and may lag the Stop hook.
 * @param sidechain a subagent transcript, where every line is a sidechain line
 */
export function lastAssistantReply(path: string, sidechain: boolean): LastReply | undefined {
  const lines: Line[] = [];
  for (const raw of tailLines(path, TRANSCRIPT_TAIL_BYTES)) {
    if (!raw.trim()) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === "object" && parsed !== null) lines.push(parsed as Line);
    } catch {
      // a half-written last line
    }
  }
  let from = 0;
  if (!sidechain) {
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i];
      if (line && isPrompt(line)) {
        from = i + 1;
        break;
      }
    }
  }
  let lastId: string | undefined;
  let texts: string[] = [];
  for (const line of lines.slice(from)) {
    if (line["type"] !== "assistant" || (!sidechain && line["isSidechain"] === true)) continue;
    const message = messageOf(line);
    const id = typeof message?.["id"] === "string" ? message["id"] : undefined;
    if (id !== lastId || id === undefined) {
      lastId = id;
      texts = [];
    }
    const content = message?.["content"];
    const blocks = Array.isArray(content) ? content : typeof content === "string" ? [{ type: "text", text: content }] : [];
    for (const b of blocks) {
      if (typeof b === "object" && b !== null && (b as Line)["type"] === "text" && typeof (b as Line)["text"] === "string")
        texts.push((b as Line)["text"] as string);
    }
  }
  if (texts.length === 0) return undefined;
  return { text: texts.join("\n\n"), messageId: lastId };
}
