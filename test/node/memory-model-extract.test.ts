import { describe, expect, it } from "vitest";
import { type ExtractionSegment, sourceGripOf } from "../../src/core/memories/extract";
import { createModelExtractor, EXTRACTION_SYSTEM_PROMPT, extractionPrompt, parseModelMemories } from "../../src/core/memories/model-extract";
import type { TokenBudget } from "../../src/core/summarize";
import { anthropicMessage, useFakeAnthropic } from "./fake-anthropic";

/*
 * Memory extraction by the model (SUMMARIZER=anthropic) against a stand-in for the Messages API
 * on 127.0.0.1: the JSON answer checked against its schema, each memory tied to the message it
 * names and supported by that message's grips, the daily token budget checked before and
 * charged after each call, and null (extract offline) on invalid output, API failure or budget.
 */

const api = useFakeAnthropic();
const message = (text: string, usage = { input_tokens: 900, output_tokens: 60 }) => anthropicMessage(text, usage);

const SEGMENT: ExtractionSegment = {
  nodeId: "toc:segment:2026-06-01:E0",
  segmentId: "seg_E0",
  sessionId: "s_E0",
  project: "invoice-api",
  projectId: "git:github.com/acme/invoice-api",
  events: [
    { eventId: "E0", eventType: "user_message", role: "user", text: "Switch the token signing to jose; we are done with jsonwebtoken.", tsMs: 0 },
    { eventId: "E1", eventType: "tool_use", role: "assistant", text: "", tsMs: 1000 },
    { eventId: "E2", eventType: "tool_result", role: "tool", text: "", tsMs: 2000 },
    {
      eventId: "E3",
      eventType: "assistant_message",
      role: "assistant",
      text: "Done: tokens are signed with jose. The flaky test came from a shared clock mock.",
      tsMs: 3000,
    },
  ],
  bullets: [{ text: "Switched token signing to jose", grip_ids: ["g0"] }],
  grips: [{ gripId: "g0", bulletIndex: 0, eventIdStart: "E0", eventIdEnd: "E0" }],
};

function budget(remaining: number): TokenBudget & { spent: number[] } {
  const spent: number[] = [];
  return {
    spent,
    remaining: async () => remaining - spent.reduce((a, b) => a + b, 0),
    spend: async (t) => void spent.push(t),
  };
}

const extractor = (b?: TokenBudget) =>
  createModelExtractor({ apiKey: "sk-test", model: "claude-haiku-4-5", baseURL: api.baseURL, ...(b ? { budget: b } : {}) });

describe("model extraction", () => {
  it("turns the model's JSON into candidates tied to their messages and supported by their grips; charges the budget", async () => {
    api.replies = [
      {
        status: 200,
        body: message(
          "```json\n" +
            JSON.stringify({
              memories: [
                { kind: "decision", text: "We use jose for token signing, not jsonwebtoken", key: "Token Signing", confidence: 0.97, message: 0 },
                { kind: "fact", text: "The flaky test came from a shared clock mock", key: null, confidence: 0.6, message: 3 },
                { kind: "task", text: "Points at a tool result", confidence: 0.9, message: 2 },
                { kind: "task", text: "Points past the end", confidence: 0.9, message: 40 },
              ],
            }) +
            "\n```",
        ),
      },
    ];
    const b = budget(100_000);
    const candidates = await extractor(b).extract(SEGMENT);
    expect(candidates).not.toBeNull();
    expect(candidates!.map((c) => [c.kind, c.text, c.key, c.confidence, c.gripIds, c.pattern, c.project])).toEqual(
      expect.arrayContaining([
        ["decision", "We use jose for token signing, not jsonwebtoken", "token signing", 0.95, ["g0"], "model", "invoice-api"],
        ["fact", "The flaky test came from a shared clock mock", null, 0.6, ["g0"], "model", "invoice-api"],
      ]),
    );
    expect(candidates).toHaveLength(2);
    expect(b.spent).toEqual([960]);
    const sent = api.requests[0]!.body;
    expect(sent["system"]).toBe(EXTRACTION_SYSTEM_PROMPT);
    expect(sent["model"]).toBe("claude-haiku-4-5");
    const prompt = (sent["messages"] as { content: string }[])[0]!.content;
    expect(prompt).toBe(extractionPrompt(SEGMENT));
    expect(prompt).toContain("[0] user: Switch the token signing to jose");
    expect(prompt).toContain("[3] agent: Done: tokens are signed with jose.");
    expect(prompt).not.toContain("[1]");
  });

  it("gives a memory whose message no grip reaches a source grip on that message, as offline extraction does", async () => {
    api.replies = [
      {
        status: 200,
        body: message(JSON.stringify({ memories: [{ kind: "decision", text: "We use jose for token signing", key: null, confidence: 0.9, message: 0 }] })),
      },
    ];
    const bare = { ...SEGMENT, bullets: [], grips: [] };
    const [candidate, ...rest] = (await extractor().extract(bare))!;
    expect(rest).toEqual([]);
    expect(candidate!.sourceGrip).toEqual(sourceGripOf(bare, bare.events[0]!, "We use jose for token signing"));
    expect(candidate!.sourceGrip).toMatchObject({ eventId: "E0", sessionId: "s_E0", tsMs: 0 });
    expect(candidate!.gripIds).toEqual([candidate!.sourceGrip!.gripId]);
  });

  it("answers null (extract offline) for output that is not the JSON asked for, after retrying once", async () => {
    api.replies = [
      { status: 200, body: message("Here are the memories: none really.") },
      { status: 200, body: message(JSON.stringify({ memories: [{ kind: "opinion", text: "x y z", confidence: 2, message: 0 }] })) },
    ];
    expect(await extractor().extract(SEGMENT)).toBeNull();
    expect(api.requests).toHaveLength(2);
  });

  it("answers null on API failures, and without a call when the budget cannot cover one", async () => {
    api.replies = [
      { status: 529, body: { type: "error", error: { type: "overloaded_error", message: "busy" } } },
      { status: 500, body: { type: "error", error: { type: "api_error", message: "down" } } },
    ];
    expect(await extractor().extract(SEGMENT)).toBeNull();
    expect(api.requests).toHaveLength(2);
    api.requests.length = 0;
    const empty = budget(500);
    expect(await extractor(empty).extract(SEGMENT)).toBeNull();
    expect(api.requests).toHaveLength(0);
    expect(empty.spent).toEqual([]);
  });

  it("an empty answer is no memories, not a failure", async () => {
    api.replies = [{ status: 200, body: message('{"memories":[]}') }];
    expect(await extractor().extract(SEGMENT)).toEqual([]);
  });

  it("checks the JSON field by field", () => {
    expect(parseModelMemories('{"memories":[{"kind":"fact","text":"abc","confidence":0.5,"message":1}]}')).toEqual({
      memories: [{ kind: "fact", text: "abc", confidence: 0.5, message: 1 }],
    });
    for (const bad of [
      "",
      "{",
      '{"memories":{}}',
      '{"memories":[{"kind":"fact","text":"abc","confidence":0.5}]}',
      '{"memories":[{"kind":"fact","text":"abc","confidence":-1,"message":0}]}',
    ]) {
      expect(parseModelMemories(bad), bad).toBeNull();
    }
  });
});
