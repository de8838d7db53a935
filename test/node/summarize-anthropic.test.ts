import { describe, expect, it } from "vitest";
import { createAnthropicSummarizer, selectSummarizer, summarizeExtractive, type AnthropicSummarizerOptions, type TokenBudget } from "../../src/core/summarize";
import { planRollup, rollupInput, type RollupChild, type RollupTarget } from "../../src/core/toc/rollup";
import { rollupConfig } from "../../src/core/toc/rollup-config";
import { parseSummary, userPrompt } from "../../src/core/summarize/prompt";
import { anthropicMessage, useFakeAnthropic } from "./fake-anthropic";
import { claudeCodeEvents } from "./fixture-events";

const api = useFakeAnthropic();
const message = (text: string, usage = { input_tokens: 1_200, output_tokens: 80 }) => anthropicMessage(text, usage);

const GOOD = {
  title: "Add JWT auth to the invoices API",
  bullets: ["Asked for JWT auth on /invoices", "Created src/auth/jwt.ts and requireAuth", "Tests: 8 passed after fixing expired tokens (500 → 401)"],
  keywords: ["JWT", "requireAuth", "jwt.ts"],
};

const events = claudeCodeEvents();
const input = { kind: "segment" as const, events };
const slept: number[] = [];
const summarizer = (extra: Partial<AnthropicSummarizerOptions> = {}) =>
  createAnthropicSummarizer({ apiKey: "test-key", baseURL: api.baseURL, backoffMs: 10, sleep: async (ms) => void slept.push(ms), ...extra });

function budget(left: number): TokenBudget & { spent: number[] } {
  const spent: number[] = [];
  return { spent, remaining: async () => left - spent.reduce((a, b) => a + b, 0), spend: async (n) => void spent.push(n) };
}

describe("anthropic summarizer", () => {
  it("asks the configured model for JSON and returns it, spending the tokens used", async () => {
    api.replies = [{ status: 200, body: message(`Here you go:\n\`\`\`json\n${JSON.stringify(GOOD)}\n\`\`\``) }];
    const wallet = budget(100_000);
    const result = await summarizer({ budget: wallet }).summarize(input);
    expect(result).toEqual({ ...GOOD, summarizer: "anthropic" });
    expect(wallet.spent).toEqual([1_280]);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.path).toBe("/v1/messages");
    const headers = api.requests[0]?.headers ?? {};
    expect([headers["x-api-key"], headers["authorization"]]).toContain(headers["x-api-key"] === undefined ? "Bearer test-key" : "test-key");
    expect(api.requests[0]?.body).toMatchObject({ model: "claude-haiku-4-5", max_tokens: 800 });
    const prompt = JSON.stringify(api.requests[0]?.body["messages"]);
    expect(prompt).toContain("user_message: Add JWT auth to the invoices API");
    expect(prompt).toContain("tool_result Bash (failed): Exit code 1");
  });

  it("uses the model it is given", async () => {
    api.replies = [{ status: 200, body: message(JSON.stringify(GOOD)) }];
    await summarizer({ model: "claude-opus-4-6" }).summarize(input);
    expect(api.requests[0]?.body["model"]).toBe("claude-opus-4-6");
  });

  it("retries a 500 with backoff and then succeeds", async () => {
    slept.length = 0;
    api.replies = [
      { status: 500, body: { type: "error", error: { type: "api_error", message: "boom" } } },
      { status: 529, body: { type: "error", error: { type: "overloaded_error", message: "busy" } } },
      { status: 200, body: message(JSON.stringify(GOOD)) },
    ];
    const result = await summarizer().summarize(input);
    expect(result.summarizer).toBe("anthropic");
    expect(api.requests).toHaveLength(3);
    expect(slept).toEqual([10, 20]);
  });

  it("falls back to extractive when the answer is never valid JSON of the right shape", async () => {
    api.replies = [
      { status: 200, body: message("I think the session was about JWT.") },
      { status: 200, body: message('{"title": "x", "bullets": "not a list", "keywords": []}') },
      { status: 200, body: message('{"title": ') },
    ];
    const result = await summarizer().summarize(input);
    expect(result).toEqual({ ...summarizeExtractive(input), fallbackReason: "invalid_output" });
    expect(result.summarizer).toBe("extractive");
    expect(api.requests).toHaveLength(3);
  });

  it("falls back after timing out on every attempt", async () => {
    // Answers that come after the test's own time limit: only the summarizer's timeout can end it.
    api.replies = [
      { status: 200, body: message(JSON.stringify(GOOD)), delayMs: 10 * 60_000 },
      { status: 200, body: message(JSON.stringify(GOOD)), delayMs: 10 * 60_000 },
    ];
    const result = await summarizer({ timeoutMs: 100, maxAttempts: 2 }).summarize(input);
    expect(result.summarizer).toBe("extractive");
    expect(result.fallbackReason).toBe("timeout");
    expect(api.requests).toHaveLength(2);
  });

  it("does not call the API once the user's daily budget is spent", async () => {
    api.replies = [{ status: 200, body: message(JSON.stringify(GOOD)) }];
    const result = await summarizer({ budget: budget(500) }).summarize(input);
    expect(result).toEqual({ ...summarizeExtractive(input), fallbackReason: "budget_exhausted" });
    expect(api.requests).toHaveLength(0);
  });

  it("does not retry a request the API refuses outright", async () => {
    api.replies = [{ status: 401, body: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } } }];
    const result = await summarizer().summarize(input);
    expect(result.fallbackReason).toBe("api_error");
    expect(api.requests).toHaveLength(1);
  });

  it("summarizes rollups through the same interface", async () => {
    api.replies = [{ status: 200, body: message(JSON.stringify(GOOD)) }];
    const child = {
      nodeId: "toc:segment:2026-03-04:A",
      title: "Add JWT auth",
      bullets: [{ text: "Created jwt.ts" }],
      keywords: ["JWT"],
      weight: 3,
      startMs: 0,
      endMs: 1,
    };
    const result = await summarizer().summarize({ kind: "rollup", nodeId: "toc:day:2026-03-04", level: "day", children: [child] });
    expect(result.summarizer).toBe("anthropic");
    expect(JSON.stringify(api.requests[0]?.body["messages"])).toContain("1. Add JWT auth (weight 3)");
  });
});

describe("anthropic rollups", () => {
  const HOUR = 3_600_000;
  const dayEnd = Date.UTC(2026, 2, 5);
  const child = (id: string, title: string, bullets: [string, string[]][], weight: number): RollupChild => ({
    nodeId: `toc:segment:2026-03-04:${id}`,
    level: "segment",
    title,
    bullets: bullets.map(([text, grip_ids]) => ({ text, grip_ids, supported: true })),
    keywords: ["JWT"],
    startTsMs: dayEnd - 20 * HOUR,
    endTsMs: dayEnd - 19 * HOUR,
    status: "final",
    weight,
  });
  const children = [
    child(
      "A",
      "Add JWT auth to the invoices API",
      [
        ["Created src/auth/jwt.ts with requireAuth", ["g1"]],
        ["Expired tokens now answer 401", ["g2"]],
      ],
      1_500,
    ),
    child("B", "Fix the flaky export test", [["The export test no longer depends on the clock", ["g3"]]], 400),
  ];
  const day: RollupTarget = {
    nodeId: "toc:day:2026-03-04",
    level: "day",
    title: "2026-03-04 (summary pending)",
    bullets: [],
    keywords: [],
    endTsMs: dayEnd,
    status: "pending",
    summarizer: null,
    weight: 0,
    dirtySinceMs: dayEnd - HOUR,
  };
  const rollupOf = async (s: ReturnType<typeof summarizer>) => {
    const input = rollupInput(day, children)!;
    return planRollup(day, children, await s.summarize(input), dayEnd + 2 * HOUR, rollupConfig({}));
  };

  it("a model's bullets keep the grips of the child bullets they restate", async () => {
    const answer = {
      title: "JWT auth for the invoices API and a test fix",
      bullets: ["Created jwt.ts with a requireAuth middleware", "Expired tokens answer 401", "Discussed lunch options"],
      keywords: ["JWT", "requireAuth"],
    };
    api.replies = [{ status: 200, body: message(JSON.stringify(answer)) }];
    const plan = await rollupOf(summarizer({ budget: budget(100_000) }));
    expect(plan).toMatchObject({ title: answer.title, summarizer: "anthropic", status: "final", contentChanged: true });
    expect(plan.bullets).toEqual([
      { text: answer.bullets[0], grip_ids: ["g1"], supported: true },
      { text: answer.bullets[1], grip_ids: ["g2"], supported: true },
      { text: answer.bullets[2], grip_ids: [], supported: false },
    ]);
  });

  it("past the user's budget, or when the API keeps failing, the rollup is the extractive one with its grips", async () => {
    const extractive = planRollup(day, children, summarizeExtractive(rollupInput(day, children)!), dayEnd + 2 * HOUR, rollupConfig({}));
    const spent = await rollupOf(summarizer({ budget: budget(100) }));
    expect(api.requests).toHaveLength(0);
    expect(spent).toEqual(extractive);
    expect(spent.bullets.flatMap((b) => b.grip_ids).sort()).toEqual(["g1", "g2", "g3"]);

    api.replies = [0, 1, 2].map(() => ({ status: 529, body: { type: "error", error: { type: "overloaded_error", message: "overloaded" } } }));
    const failing = await rollupOf(summarizer({ budget: budget(100_000) }));
    expect(api.requests).toHaveLength(3);
    expect(failing).toEqual(extractive);
  });
});

describe("choosing a summarizer", () => {
  it("is extractive unless anthropic is asked for and keyed", () => {
    expect(selectSummarizer({}).name).toBe("extractive");
    expect(selectSummarizer({ summarizer: "anthropic" }).name).toBe("extractive");
    expect(selectSummarizer({ summarizer: "anthropic", apiKey: "k" }).name).toBe("anthropic");
  });

  it("asks the model for a period's outcomes before its asks and files, as the extractive rollup ranks them", () => {
    const child = {
      nodeId: "toc:segment:2026-03-04:A",
      title: "Add JWT auth",
      bullets: [{ text: "Result: JWT auth is in place" }],
      keywords: ["JWT"],
      weight: 1,
      startMs: 0,
      endMs: 1,
    };
    const prompt = userPrompt({ kind: "rollup", nodeId: "toc:day:2026-03-04", level: "day", children: [child] }, 10_000);
    expect(prompt).toMatch(/Lead with outcomes: .*how it ended .*root causes.*commits and PRs.*failing to passing/);
    expect(prompt).toContain("Restate asks or list files only if room remains");
    expect(prompt).toContain("- Result: JWT auth is in place");
  });

  it("validates and trims the model's JSON", () => {
    expect(parseSummary(JSON.stringify({ ...GOOD, bullets: ["a", "b", "c", "d", "e", "f"], keywords: ["x", "x", "y"] }))).toEqual({
      title: GOOD.title,
      bullets: ["a", "b", "c", "d", "e"],
      keywords: ["x", "y"],
    });
    expect(parseSummary('{"title": "", "bullets": ["a"], "keywords": []}')).toBeNull();
  });
});
