import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DraftEvent } from "../src/event";
import { ClaudeParser } from "../src/import/claude";
import { CodexParser } from "../src/import/codex";
import { GrokParser, type GrokSession } from "../src/import/grok";
import type { LineResult, LogParser } from "../src/import/types";
import { createRedactor } from "../src/redact";
import { FIXTURES } from "./helpers";

/** The parsers alone (plain Node): shapes of other agent versions, and input they must survive. */
const ctx = { nowMs: Date.parse("2026-11-25T00:00:00Z"), redact: createRedactor() };
const GOLDEN = join(import.meta.dirname, "golden");

function feed(parser: LogParser, records: unknown[], idle = true): { events: DraftEvent[]; results: LineResult[] } {
  const results = records.map((r) => parser.line(r));
  const events = results.flatMap((r) => (r.kind === "events" ? r.events : []));
  events.push(...parser.end(idle));
  return { events, results };
}

const keys = (events: DraftEvent[]): [string, string | undefined][] => events.map((e) => [e.event_type, e.metadata["dedupe_key"]]);

describe("Codex rollouts", () => {
  /** The key of the last event a hook payload gives (PostToolUse gives the call, then its result). */
  const hookKey = (file: string): string =>
    (JSON.parse(readFileSync(join(GOLDEN, "codex", `${file}.json`), "utf8")) as DraftEvent[]).at(-1)?.metadata["dedupe_key"] ?? "";
  const hookPayload = (file: string): Record<string, string> =>
    JSON.parse(readFileSync(join(FIXTURES, "codex", "hooks", `${file}.json`), "utf8")) as Record<string, string>;

  it("a newer rollout (turn ids in task_started) gives the keys Codex's hooks give", () => {
    const sid = "019e87a2-24f8-73ab-9b3b-6f74979a0624";
    const turn = "019e87a2-297b-7800-bc21-e1498c817990";
    const at = (s: number): string => `2026-06-02T09:20:${String(s).padStart(2, "0")}.000Z`;
    const { events, results } = feed(new CodexParser(ctx, undefined), [
      {
        timestamp: at(11),
        type: "session_meta",
        payload: { id: sid, timestamp: at(11), cwd: "/home/dev/projects/ledger-service", cli_version: "0.145.0", base_instructions: { text: "…" } },
      },
      { timestamp: at(12), type: "event_msg", payload: { type: "task_started", turn_id: turn, started_at: 1780392012, model_context_window: 258400 } },
      { timestamp: at(12), type: "turn_context", payload: { turn_id: turn, cwd: "/home/dev/projects/ledger-service", model: "gpt-5.4" } },
      {
        timestamp: at(13),
        type: "response_item",
        payload: { type: "message", role: "user", content: [{ type: "input_text", text: hookPayload("UserPromptSubmit")["prompt"] }] },
      },
      {
        timestamp: at(14),
        type: "response_item",
        payload: {
          type: "function_call",
          name: "shell_command",
          arguments: JSON.stringify({ command: 'rg -n "Idempotency-Key|idempotency" app tests' }),
          call_id: "call_NFi094NUnBZ4WrtjXnMDhzHC",
        },
      },
      {
        timestamp: at(15),
        type: "response_item",
        payload: { type: "function_call_output", call_id: "call_NFi094NUnBZ4WrtjXnMDhzHC", output: "Exit code: 1\nWall time: 0.1 seconds\nOutput:\n" },
      },
      { timestamp: at(16), type: "event_msg", payload: { type: "brand_new_event", ordinal: 7 } },
      {
        timestamp: at(17),
        type: "response_item",
        payload: { type: "message", role: "assistant", id: "msg_1", content: [{ type: "output_text", text: hookPayload("Stop")["last_assistant_message"] }] },
      },
      { timestamp: at(18), type: "event_msg", payload: { type: "task_complete", turn_id: turn, completed_at: 1780392018, last_agent_message: "…" } },
    ]);
    expect(results.filter((r) => r.kind === "skipped")).toEqual([]);
    expect(keys(events)).toEqual([
      ["user_message", hookKey("UserPromptSubmit")],
      ["tool_use", hookKey("PreToolUse")],
      ["tool_result", hookKey("PostToolUse")],
      ["assistant_stop", hookKey("Stop")],
    ]);
    expect(events[2]?.metadata).toMatchObject({ is_error: "true", exit_code: "1", tool_name: "shell_command", model: "gpt-5.4" });
    expect(events[3]?.text).toBe(hookPayload("Stop")["last_assistant_message"]);
  });

  it("an older rollout of bare items (no {type, payload} envelope, no times per line)", () => {
    const { events, results } = feed(new CodexParser(ctx, undefined), [
      { id: "5973b6c0-94b8-487b-a530-2aeb6098ae0e", timestamp: "2025-05-07T17:24:21.123Z", instructions: null },
      { record_type: "state" },
      { type: "message", role: "user", content: [{ type: "input_text", text: "list the files" }] },
      { type: "function_call", name: "shell", arguments: JSON.stringify({ command: ["bash", "-lc", "ls"] }), call_id: "call_1" },
      { type: "function_call_output", call_id: "call_1", output: { content: "README.md\nsrc", metadata: { exit_code: 0 } } },
      { type: "message", role: "assistant", content: [{ type: "output_text", text: "Two entries: README.md and src." }] },
    ]);
    expect(results.filter((r) => r.kind === "skipped")).toEqual([]);
    const sid = "codex|5973b6c0-94b8-487b-a530-2aeb6098ae0e";
    expect(keys(events)).toEqual([
      ["user_message", `${sid}|0|prompt`],
      ["tool_use", `${sid}|call_1|use`],
      ["tool_result", `${sid}|call_1|result`],
      ["assistant_stop", `${sid}|0|stop`],
    ]);
    expect(events.map((e) => e.text)).toEqual(["list the files", "shell: ls", "README.md\nsrc", "Two entries: README.md and src."]);
    expect(events.every((e) => e.ts === Date.parse("2025-05-07T17:24:21.123Z"))).toBe(true);
  });

  it("holds a turn's last message until the turn ends, across runs (the state is what a cursor stores)", () => {
    const first = new CodexParser(ctx, undefined);
    const a = feed(
      first,
      [
        { timestamp: "2026-01-31T10:15:30.412Z", type: "session_meta", payload: { id: "s1" } },
        { timestamp: "2026-01-31T10:15:31.000Z", type: "event_msg", payload: { type: "task_started" } },
        {
          timestamp: "2026-01-31T10:15:32.000Z",
          type: "response_item",
          payload: { type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] },
        },
        {
          timestamp: "2026-01-31T10:15:33.000Z",
          type: "response_item",
          payload: { type: "message", role: "assistant", content: [{ type: "output_text", text: "hello" }] },
        },
      ],
      false,
    );
    expect(keys(a.events)).toEqual([["user_message", "codex|s1|1|prompt"]]);
    const second = new CodexParser(ctx, JSON.parse(JSON.stringify(first.state())));
    const b = feed(second, [{ timestamp: "2026-01-31T10:15:34.000Z", type: "event_msg", payload: { type: "task_complete", last_agent_message: "hello" } }]);
    expect(keys(b.events)).toEqual([["assistant_stop", "codex|s1|1|stop"]]);
    expect(b.events[0]?.ts).toBe(Date.parse("2026-01-31T10:15:33.000Z"));
  });
});

describe("Claude Code transcripts", () => {
  it("never throws on odd records: unknown types and missing fields are skipped with a reason", () => {
    const parser = new ClaudeParser(ctx, {}, undefined);
    const { results } = feed(parser, [
      null,
      42,
      "text",
      [],
      {},
      { type: "assistant" },
      { type: "user", message: "x" },
      { type: "brand-new-kind" },
      { type: "assistant", message: { content: [null, 3, { type: "tool_use" }, { type: "text" }] } },
    ]);
    expect(results.map((r) => (r.kind === "skipped" ? r.reason : r.kind))).toEqual([
      "not a JSON object",
      "not a JSON object",
      "not a JSON object",
      "not a JSON object",
      "a record without a type",
      "an assistant record without a message",
      "a user record without a message",
      'unknown record type "brand-new-kind"',
      "events",
    ]);
  });

  it("a turn's reply is held at the end of what is written, and emitted once the file is idle", () => {
    const lines = readFileSync(join(FIXTURES, "claude-code/transcript.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .slice(0, 41)
      .map((l) => JSON.parse(l) as unknown);
    const busy = feed(
      new ClaudeParser(ctx, {}, undefined),
      lines.map((l) => ({ ...(l as object), message: { ...((l as { message?: object }).message ?? {}), stop_reason: null } })),
      false,
    );
    expect(busy.events.at(-1)?.event_type).toBe("tool_result");
    const idle = feed(
      new ClaudeParser(ctx, {}, undefined),
      lines.map((l) => ({ ...(l as object), message: { ...((l as { message?: object }).message ?? {}), stop_reason: null } })),
      true,
    );
    expect(idle.events.at(-1)?.event_type).toBe("assistant_stop");
  });
});

describe("Grok sessions", () => {
  it("without updates.jsonl, events take the session's creation time and keep their order", () => {
    const session: GrokSession = {
      sessionId: "g1",
      createdMs: Date.parse("2026-08-20T15:04:05Z"),
      times: { prompts: [], thoughts: [], messages: [], toolStart: {}, toolEnd: {} },
    };
    const { events } = feed(new GrokParser(ctx, session, undefined), [
      { type: "user", content: [{ type: "text", text: "<user_query>\nrun the tests\n</user_query>" }], prompt_index: 0 },
      { type: "assistant", content: "", tool_calls: [{ id: "c1", name: "run_terminal_command", arguments: '{"command":"npm test"}' }] },
      { type: "tool_result", tool_call_id: "c1", content: "ok" },
      { type: "assistant", content: "All green." },
      { type: "future_record", x: 1 },
    ]);
    expect(events.map((e) => [e.event_type, e.text, e.ts])).toEqual([
      ["user_message", "run the tests", session.createdMs],
      ["tool_use", "run_terminal_command: npm test", session.createdMs],
      ["tool_result", "ok", session.createdMs],
      ["assistant_stop", "All green.", session.createdMs],
    ]);
  });
});
