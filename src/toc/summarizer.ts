import { selectSummarizer, type Summarizer, type TokenBudget } from "../core/summarize";
import { addModelTokens, modelTokensUsed } from "../db/model-usage";
import { userDatabase } from "../db/handle";

const DEFAULT_DAILY_TOKEN_BUDGET = 200_000;

/** The user's daily allowance of model tokens, counted per UTC day in D1 (summaries and memory extraction share it). */
export function dailyBudget(env: Env, userId: string): TokenBudget {
  const limit = Number(env.ANTHROPIC_DAILY_TOKEN_BUDGET) || DEFAULT_DAILY_TOKEN_BUDGET;
  const today = () => new Date().toISOString().slice(0, 10);
  return {
    remaining: async () => Math.max(0, limit - (await modelTokensUsed(userDatabase(env, userId), userId, today()))),
    spend: (tokens) => addModelTokens(userDatabase(env, userId), userId, today(), tokens),
  };
}

/** The summarizer configured for this deployment: extractive unless SUMMARIZER=anthropic and a key is set. */
export function summarizerFor(env: Env, userId: string): Summarizer {
  return selectSummarizer(
    { summarizer: env.SUMMARIZER, apiKey: env.ANTHROPIC_API_KEY, model: env.ANTHROPIC_MODEL },
    dailyBudget(env, userId),
    env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {},
  );
}
