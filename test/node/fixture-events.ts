/**
 * Turns the agent fixtures (test/fixtures/agents) into StoredEvents the way the hook client and importer
 * are documented to (research/agent-hooks.md §2.6 and §3): prompts, assistant text, tool
 * calls with a one-line summary and `tool_name`/`tool_input` metadata, tool results with
 * `is_error`, turn ends as assistant_stop, compaction. Ids are ULIDs made deterministically
 * from each record's timestamp and native id, so pinned outputs stay stable.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { encodeTime } from "ulid";
import type { EventType, Role, StoredEvent } from "../../src/core/ingest/event";

// The synthetic fixtures kept in the repository (AMEM_FIXTURES points elsewhere).
const FIXTURES = process.env["AMEM_FIXTURES"] ?? fileURLToPath(new URL("../fixtures/agents", import.meta.url));
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 16 Crockford characters from a string: the random half of a ULID, made repeatable. */
function randomPart(seed: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < seed.length; i++) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ seed.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  let out = "";
  for (let i = 0; i < 16; i++) {
    const word = i < 8 ? h1 : h2;
    out += CROCKFORD[(word >>> ((i % 8) * 4)) & 31];
  }
  return out;
}

export function fixtureUlid(tsMs: number, seed: string): string {
  return encodeTime(tsMs, 10) + randomPart(seed);
}

interface Draft {
  ts: string;
  seed: string;
  event_type: EventType;
  role: Role;
  text: string;
  metadata?: Record<string, string>;
}

/** Like the hook client, every event carries the session's working directory. */
function finish(sessionId: string, agent: string, drafts: Draft[], cwd: string): StoredEvent[] {
  return drafts.map((d) => {
    const ts_ms = Date.parse(d.ts);
    return {
      event_id: fixtureUlid(ts_ms, d.seed),
      session_id: sessionId,
      agent,
      ts_ms,
      event_type: d.event_type,
      role: d.role,
      text: d.text,
      metadata: { cwd, ...d.metadata },
    };
  });
}

function readJsonl(path: string): Record<string, unknown>[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");
const obj = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

function relative(path: string, cwd: string): string {
  return cwd !== "" && path.startsWith(`${cwd}/`) ? path.slice(cwd.length + 1) : path;
}

/** A tool call's one-line text, as the hook client writes it: the command, or the tool and its target. */
function toolSummary(name: string, input: Record<string, unknown>, cwd: string): string {
  if (typeof input["command"] === "string") return input["command"];
  const path = str(input["file_path"]) || str(input["path"]);
  if (path !== "") return `${name} ${relative(path, cwd)}`;
  if (typeof input["pattern"] === "string") return `${name} ${input["pattern"]}`;
  if (typeof input["description"] === "string") return `${name}: ${input["description"]}`;
  return name;
}

function blockText(content: unknown): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((b) => str(obj(b)["text"])).join("\n");
  return "";
}

/** The Claude Code fixture session (`claude-code/transcript.jsonl`). */
export function claudeCodeEvents(): StoredEvent[] {
  const lines = readJsonl(`${FIXTURES}/claude-code/transcript.jsonl`);
  const drafts: Draft[] = [];
  const toolNames = new Map<string, string>();
  let sessionId = "";
  let lastAssistantText = "";
  for (const line of lines) {
    const ts = str(line["timestamp"]);
    const cwd = str(line["cwd"]);
    const uuid = str(line["uuid"]);
    if (sessionId === "" && typeof line["sessionId"] === "string") {
      sessionId = line["sessionId"];
      drafts.push({ ts, seed: `${uuid}:start`, event_type: "session_start", role: "system", text: "", metadata: { cwd, git_branch: str(line["gitBranch"]) } });
    }
    const message = obj(line["message"]);
    const content = message["content"];
    if (line["type"] === "user" && typeof content === "string") {
      if (line["isCompactSummary"] === true) {
        drafts.push({ ts, seed: uuid, event_type: "compaction", role: "system", text: content, metadata: { phase: "summary" } });
      } else if (!/^<(command-name|local-command-stdout)>/.test(content)) {
        drafts.push({ ts, seed: uuid, event_type: "user_message", role: "user", text: content });
      }
      continue;
    }
    if (line["type"] === "user" && Array.isArray(content)) {
      for (const block of content.map(obj)) {
        if (block["type"] !== "tool_result") continue;
        const id = str(block["tool_use_id"]);
        drafts.push({
          ts,
          seed: uuid,
          event_type: "tool_result",
          role: "tool",
          text: blockText(block["content"]).slice(0, 16_384),
          metadata: { tool_name: toolNames.get(id) ?? "", tool_use_id: id, is_error: String(block["is_error"] === true) },
        });
      }
      continue;
    }
    if (line["type"] === "assistant" && Array.isArray(content)) {
      for (const block of content.map(obj)) {
        if (block["type"] === "text") {
          lastAssistantText = str(block["text"]);
          drafts.push({
            ts,
            seed: uuid,
            event_type: "assistant_message",
            role: "assistant",
            text: lastAssistantText,
            metadata: { model: str(message["model"]) },
          });
        } else if (block["type"] === "tool_use") {
          const name = str(block["name"]);
          const input = obj(block["input"]);
          toolNames.set(str(block["id"]), name);
          drafts.push({
            ts,
            seed: uuid,
            event_type: "tool_use",
            role: "assistant",
            text: toolSummary(name, input, cwd),
            metadata: { tool_name: name, tool_use_id: str(block["id"]), tool_input: JSON.stringify(input).slice(0, 2_048) },
          });
        }
      }
      continue;
    }
    if (line["type"] === "system" && line["subtype"] === "turn_duration") {
      drafts.push({
        ts,
        seed: uuid,
        event_type: "assistant_stop",
        role: "assistant",
        text: lastAssistantText,
        metadata: { duration_ms: String(line["durationMs"]) },
      });
    }
  }
  return finish(sessionId, "claude-code", drafts, str(lines.find((l) => typeof l["cwd"] === "string")?.["cwd"]));
}

/** The Codex fixture rollout (`codex/rollout-….jsonl`). */
export function codexEvents(): StoredEvent[] {
  const lines = readJsonl(`${FIXTURES}/codex/rollout-2026-01-31T10-15-30-019c138c-f35e-7996-8ac8-db5b4818cc7f.jsonl`);
  const drafts: Draft[] = [];
  const toolNames = new Map<string, string>();
  let sessionId = "";
  let cwd = "";
  lines.forEach((line, index) => {
    const ts = str(line["timestamp"]);
    const payload = obj(line["payload"]);
    const seed = `${index}`;
    if (line["type"] === "session_meta") {
      sessionId = str(payload["id"]);
      cwd = str(payload["cwd"]);
      drafts.push({ ts, seed, event_type: "session_start", role: "system", text: "", metadata: { cwd, git_branch: str(obj(payload["git"])["branch"]) } });
      return;
    }
    if (line["type"] === "event_msg" && payload["type"] === "task_complete") {
      drafts.push({ ts, seed, event_type: "assistant_stop", role: "assistant", text: str(payload["last_agent_message"]) });
      return;
    }
    if (line["type"] !== "response_item") return;
    const text = Array.isArray(payload["content"]) ? payload["content"].map((b) => str(obj(b)["text"])).join("\n") : "";
    switch (payload["type"]) {
      case "message":
        if (payload["role"] === "user" && !/^(# AGENTS\.md|<environment_context>)/.test(text)) {
          drafts.push({ ts, seed, event_type: "user_message", role: "user", text });
        } else if (payload["role"] === "assistant") {
          drafts.push({ ts, seed, event_type: "assistant_message", role: "assistant", text });
        }
        return;
      case "function_call":
      case "custom_tool_call": {
        const name = str(payload["name"]);
        const raw = payload["type"] === "function_call" ? obj(JSON.parse(str(payload["arguments"]))) : { command: str(payload["input"]) };
        toolNames.set(str(payload["call_id"]), name);
        drafts.push({
          ts,
          seed,
          event_type: "tool_use",
          role: "assistant",
          text: toolSummary(name, raw, cwd).slice(0, 4_096),
          metadata: { tool_name: name, tool_use_id: str(payload["call_id"]), tool_input: JSON.stringify(raw).slice(0, 2_048) },
        });
        return;
      }
      case "function_call_output":
      case "custom_tool_call_output": {
        const output = str(payload["output"]);
        const exit = /^Exit code: (\d+)/.exec(output);
        drafts.push({
          ts,
          seed,
          event_type: "tool_result",
          role: "tool",
          text: output.slice(0, 16_384),
          metadata: {
            tool_name: toolNames.get(str(payload["call_id"])) ?? "",
            tool_use_id: str(payload["call_id"]),
            is_error: String(exit !== null && exit[1] !== "0"),
          },
        });
        return;
      }
    }
  });
  return finish(sessionId, "codex", drafts, cwd);
}
