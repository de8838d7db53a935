/**
 * Summaries written by a Claude model through `@anthropic-ai/sdk`, with the extractive
 * summarizer as the safety net: when the user's daily token budget cannot cover a call,
 * when the API keeps failing or timing out, or when the answer is not the JSON we asked
 * for, the extractive summary is returned with `summarizer: "extractive"` and a
 * `fallbackReason`. Nothing here throws for an API problem.
 */
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError } from "@anthropic-ai/sdk";
import { summarizeExtractive } from "./extractive";
import { parseSummary, SYSTEM_PROMPT, userPrompt } from "./prompt";
import type { FallbackReason, Summarizer, SummaryInput, SummaryResult } from "./types";

/** A user's daily allowance of model tokens; the caller owns the storage (e.g. a D1 row per user and day). */
export interface TokenBudget {
  /** Tokens still available now. */
  remaining(): Promise<number>;
  /** Records tokens a call used (input + output). */
  spend(tokens: number): Promise<void>;
}

export interface AnthropicSummarizerOptions {
  apiKey: string;
  /** Default `claude-haiku-4-5`: small and fast is plenty for summaries. */
  model?: string;
  /** For a proxy, or a fake server in tests. */
  baseURL?: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 20 s. */
  timeoutMs?: number;
  /** Attempts before falling back, the first included. Default 3. */
  maxAttempts?: number;
  /** Wait before the second attempt, doubled for each one after. Default 500 ms. */
  backoffMs?: number;
  /** Default 800. */
  maxOutputTokens?: number;
  /** Longest prompt sent, in characters; long transcripts keep their head and tail. Default 24,000. */
  maxPromptChars?: number;
  budget?: TokenBudget;
  /** For tests. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_ANTHROPIC_MODEL = "claude-haiku-4-5";
const DEFAULTS = { timeoutMs: 20_000, maxAttempts: 3, backoffMs: 500, maxOutputTokens: 800, maxPromptChars: 24_000 };
/** A conservative characters-per-token ratio for checking the budget before a call (English and code run 3.5–4). */
const CHARS_PER_TOKEN_ESTIMATE = 3;

type Attempt = { ok: true; result: SummaryResult } | { ok: false; reason: FallbackReason; retry: boolean };

function classify(error: unknown): { reason: FallbackReason; retry: boolean } {
  if (error instanceof APIConnectionTimeoutError) return { reason: "timeout", retry: true };
  if (error instanceof APIConnectionError) return { reason: "api_error", retry: true };
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    return { reason: "api_error", retry: status === 408 || status === 409 || status === 429 || status >= 500 };
  }
  return { reason: "api_error", retry: false };
}

export function createAnthropicSummarizer(options: AnthropicSummarizerOptions): Summarizer {
  const settings = { ...DEFAULTS, ...options };
  const model = options.model ?? DEFAULT_ANTHROPIC_MODEL;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? "https://api.anthropic.com",
    timeout: settings.timeoutMs,
    maxRetries: 0, // our loop retries, so that invalid output and the budget are handled too
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const fallback = (input: SummaryInput, reason: FallbackReason): SummaryResult => ({ ...summarizeExtractive(input), fallbackReason: reason });

  async function attempt(prompt: string): Promise<Attempt> {
    try {
      const message = await client.messages.create({
        model,
        max_tokens: settings.maxOutputTokens,
        system: SYSTEM_PROMPT,
        messages: [{ role: "user", content: prompt }],
      });
      await options.budget?.spend(message.usage.input_tokens + message.usage.output_tokens);
      const text = message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
      const summary = parseSummary(text);
      if (summary === null) return { ok: false, reason: "invalid_output", retry: true };
      return { ok: true, result: { ...summary, summarizer: "anthropic" } };
    } catch (error) {
      return { ok: false, ...classify(error) };
    }
  }

  return {
    name: "anthropic",
    async summarize(input: SummaryInput): Promise<SummaryResult> {
      const prompt = userPrompt(input, settings.maxPromptChars);
      const estimate = Math.ceil((prompt.length + SYSTEM_PROMPT.length) / CHARS_PER_TOKEN_ESTIMATE) + settings.maxOutputTokens;
      let reason: FallbackReason = "api_error";
      for (let n = 1; n <= settings.maxAttempts; n++) {
        if (options.budget !== undefined && (await options.budget.remaining()) < estimate) return fallback(input, "budget_exhausted");
        const outcome = await attempt(prompt);
        if (outcome.ok) return outcome.result;
        reason = outcome.reason;
        if (!outcome.retry || n === settings.maxAttempts) break;
        await sleep(settings.backoffMs * 2 ** (n - 1));
      }
      return fallback(input, reason);
    },
  };
}
