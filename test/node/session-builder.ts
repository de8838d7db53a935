/**
 * Generated sessions for summary tests: a few lines describe what the user said, what the
 * agent ran and what came back, and come out as the StoredEvents the hook client records
 * (Claude Code's shapes: `Bash` with `tool_input`, results with `is_error`, a turn end as
 * assistant_stop). Deterministic: one event per minute from `startMs`, ids seeded by the
 * session id and position.
 */
import type { StoredEvent } from "../../src/core/ingest/event";
import { fixtureUlid } from "./fixture-events";

const MINUTE_MS = 60_000;
const CWD = "/home/dev/src/app";

export class SessionBuilder {
  readonly #events: StoredEvent[] = [];
  #toolCalls = 0;
  #lastAssistant = "";

  constructor(
    readonly sessionId: string,
    readonly startMs: number,
    readonly agent = "claude-code",
  ) {}

  #push(event_type: StoredEvent["event_type"], role: StoredEvent["role"], text: string, metadata: Record<string, string> = {}): this {
    const ts_ms = this.startMs + this.#events.length * MINUTE_MS;
    const event_id = fixtureUlid(ts_ms, `${this.sessionId}:${this.#events.length}`);
    this.#events.push({ event_id, session_id: this.sessionId, agent: this.agent, ts_ms, event_type, role, text, metadata: { cwd: CWD, ...metadata } });
    return this;
  }

  user(text: string): this {
    return this.#push("user_message", "user", text);
  }

  assistant(text: string): this {
    this.#lastAssistant = text;
    return this.#push("assistant_message", "assistant", text);
  }

  /** The end of the agent's turn, closing with its last words (or `text`). */
  stop(text = this.#lastAssistant): this {
    return this.#push("assistant_stop", "assistant", text);
  }

  /** A shell command and its output; a non-zero exit is recorded as Claude Code does (`Error: Exit code N`). */
  bash(command: string, output: string, exit = 0): this {
    const id = `toolu_${this.sessionId}_${++this.#toolCalls}`;
    this.#push("tool_use", "assistant", command, { tool_name: "Bash", tool_use_id: id, tool_input: JSON.stringify({ command }) });
    const text = exit === 0 ? output : `Error: Exit code ${exit}${output === "" ? "" : `\n${output}`}`;
    return this.#push("tool_result", "tool", text, { tool_name: "Bash", tool_use_id: id, is_error: String(exit !== 0) });
  }

  /** A file tool (`Edit`, `Write`, `Read`) on a path under the session's directory. */
  file(tool: "Edit" | "Write" | "Read", path: string): this {
    const id = `toolu_${this.sessionId}_${++this.#toolCalls}`;
    this.#push("tool_use", "assistant", `${tool} ${path}`, { tool_name: tool, tool_use_id: id, tool_input: JSON.stringify({ file_path: `${CWD}/${path}` }) });
    return this.#push("tool_result", "tool", tool === "Read" ? `1\t// ${path}` : `The file ${CWD}/${path} has been updated.`, {
      tool_name: tool,
      tool_use_id: id,
      is_error: "false",
    });
  }

  events(): StoredEvent[] {
    return [...this.#events];
  }
}

export function session(sessionId: string, startMs = Date.UTC(2026, 2, 4, 9), agent?: string): SessionBuilder {
  return new SessionBuilder(sessionId, startMs, agent);
}
