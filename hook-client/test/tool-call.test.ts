import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { eventIdFor } from "../src/event-id";
import { mapPayload } from "../src/map/index";
import type { MapContext } from "../src/map/types";
import { createRedactor } from "../src/redact";

const FIXTURES = join(import.meta.dirname, "../../test/fixtures/agents");
const NOW = Date.parse("2026-03-04T14:00:00Z");
const ctx = (agent: "claude-code" | "codex"): MapContext => ({ agentHint: agent, eventHint: undefined, nowMs: NOW, env: {}, redact: createRedactor() });
const fixture = (file: string): Record<string, unknown> => JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as Record<string, unknown>;

function events(payload: unknown, agent: "claude-code" | "codex") {
  const result = mapPayload(payload, ctx(agent));
  if (result.kind !== "events") throw new Error(`not mapped: ${JSON.stringify(result)}`);
  return result.events;
}

describe("one hook process per tool call", () => {
  for (const [agent, dir] of [
    ["claude-code", "claude-code/hooks"],
    ["codex", "codex/hooks"],
  ] as const) {
    it(`${agent}: PostToolUse records the call and its result; the call is the event PreToolUse would have made`, () => {
      const pre = fixture(`${dir}/PreToolUse.json`);
      // The same call finishing: the post-tool payload of the pre-tool one's call.
      const post = {
        ...fixture(`${dir}/PostToolUse.json`),
        tool_name: pre["tool_name"],
        tool_input: pre["tool_input"],
        tool_use_id: pre["tool_use_id"],
        duration_ms: 2_500,
      };
      const [fromPre] = events(pre, agent);
      const [call, result, ...rest] = events(post, agent);
      expect(rest).toEqual([]);
      expect(result).toMatchObject({ event_type: "tool_result" });
      expect(call).toMatchObject({ event_type: "tool_use", role: "assistant", text: fromPre!.text });
      // The id is derived from the dedupe key alone (event-id.ts): the same key, the same event.
      expect(call!.metadata["dedupe_key"]).toBe(fromPre!.metadata["dedupe_key"]);
      expect(eventIdFor(call!.metadata["dedupe_key"]!)).toBe(eventIdFor(fromPre!.metadata["dedupe_key"]!));
      expect(call!.metadata["tool_input"]).toBe(fromPre!.metadata["tool_input"]);
      // Stamped when the call started, so it sorts before its result (stamped on receipt, NOW).
      expect(call!.ts).toBe((result!.ts ?? NOW) - 2_500);
    });
  }

  it("a failed or interrupted call (PostToolUseFailure) is recorded with its call too", () => {
    const [call, result] = events(fixture("claude-code/hooks/PostToolUseFailure.json"), "claude-code");
    expect(call).toMatchObject({ event_type: "tool_use" });
    expect(result).toMatchObject({ event_type: "tool_result", metadata: expect.objectContaining({ is_error: "true" }) });
    expect(call!.ts).toBeLessThan(result!.ts ?? NOW);
  });
});
