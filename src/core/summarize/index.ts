/** Summarizers for the TOC: pick one with `selectSummarizer`, call `summarize(input)`. */
import { createAnthropicSummarizer, type AnthropicSummarizerOptions, type TokenBudget } from "./anthropic";
import { extractiveSummarizer } from "./extractive";
import type { Summarizer } from "./types";

export type * from "./types";
export { createAnthropicSummarizer, DEFAULT_ANTHROPIC_MODEL, type AnthropicSummarizerOptions, type TokenBudget } from "./anthropic";
export { extractiveSummarizer, summarizeExtractive } from "./extractive";

export interface SummarizerConfig {
  /** `anthropic` only takes effect with an API key; anything else means extractive. */
  summarizer?: string;
  apiKey?: string;
  model?: string;
}

/**
 * The summarizer a deployment is configured for. Model summaries are off unless asked for
 * and keyed; the budget is per user, so build one summarizer per user and run.
 * @example selectSummarizer({ summarizer: env.SUMMARIZER, apiKey: env.ANTHROPIC_API_KEY }, budgetFor(userId))
 */
export function selectSummarizer(config: SummarizerConfig, budget?: TokenBudget, extra: Partial<AnthropicSummarizerOptions> = {}): Summarizer {
  if (config.summarizer !== "anthropic" || !config.apiKey) return extractiveSummarizer;
  return createAnthropicSummarizer({ ...extra, apiKey: config.apiKey, ...(config.model ? { model: config.model } : {}), ...(budget ? { budget } : {}) });
}
