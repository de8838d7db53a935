import fc from "fast-check";
import { Tiktoken } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { countEventTokens, countedText, loadTokenCounter, type TokenCounter } from "../../src/core/toc/tokens";
import { claudeCodeEvents } from "./fixture-events";

let counter: TokenCounter;
let reference: Tiktoken;

beforeAll(async () => {
  counter = await loadTokenCounter();
  reference = new Tiktoken(cl100k);
}, 30_000);

const exact = (text: string): number => reference.encode(text, [], []).length;

describe("token counter", () => {
  it("is built once and shared", async () => {
    expect(await loadTokenCounter()).toBe(counter);
  });

  it("counts exactly what js-tiktoken encodes, on real session text", () => {
    for (const event of claudeCodeEvents()) expect(counter.count(event.text), event.text.slice(0, 40)).toBe(exact(event.text));
    expect(counter.count("")).toBe(0);
    expect(counter.count("hello world")).toBe(2);
    expect(counter.count("a <|endoftext|> b")).toBe(exact("a <|endoftext|> b"));
  });

  it("counts exactly on arbitrary text made of ordinary pieces", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9_]{1,20}$/);
    const separator = fc.constantFrom(" ", "  ", "\n", "\n\n", ". ", "(", ")", "/", "-", ", ", "\t", "'s ", "é", "日本", "🙂");
    const text = fc.array(fc.tuple(word, separator), { maxLength: 60 }).map((parts) => parts.flat().join(""));
    fc.assert(
      fc.property(text, (t) => counter.count(t) === exact(t)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), (t) => counter.count(t) === exact(t)),
      { numRuns: 300 },
    );
  });

  it("bounds the cost of one enormous word (a base64 blob) and stays close to the exact count", () => {
    let blob = "";
    for (let i = 0; i < 16_000; i++) blob += "qwxzjkvbpmyfgh"[(i * 7 + i * i) % 14];
    // The cost is bounded by what reaches the quadratic merge: never more than a slice at a time.
    const encode = vi.spyOn(Tiktoken.prototype, "encode");
    const n = counter.count(blob);
    expect(encode).toHaveBeenCalled();
    expect(Math.max(...encode.mock.calls.map(([text]) => text.length))).toBeLessThanOrEqual(64);
    encode.mockRestore();
    expect(n).toBeGreaterThan(8_000); // js-tiktoken itself says 9,143 after ~24 s
    expect(n).toBeLessThan(11_000);
  });

  it("counts tool output on its first 1,000 characters only", () => {
    const long = "word ".repeat(1_000);
    const base = { session_id: "s", agent: "claude-code", ts_ms: 0, role: "tool" as const, metadata: {} };
    const result = { ...base, event_id: "A", event_type: "tool_result" as const, text: long };
    const message = { ...base, event_id: "B", event_type: "user_message" as const, text: long };
    expect(countedText(result)).toHaveLength(1_000);
    expect(countEventTokens(counter, result)).toBe(exact(long.slice(0, 1_000)));
    expect(countEventTokens(counter, message)).toBe(exact(long));
    expect(countEventTokens(counter, message)).toBeGreaterThan(4 * countEventTokens(counter, result));
  });
});
