/**
 * The long-term promoter as a consolidation step: extraction of memory candidates from closed
 * segments and their promotion by confidence or by use. The plan is src/services/memory-promote.ts.
 * With SUMMARIZER=anthropic (and a key), a model extracts, under the user's daily token budget
 * shared with the summaries; a dry run extracts offline and spends nothing.
 */
import { createModelExtractor, type ModelExtractor } from "../../core/memories/model-extract";
import { DEFAULT_ANTHROPIC_MODEL } from "../../core/summarize";
import { JOB_CRONS } from "../../core/jobs/schedule";
import { planPromote, settlePromote } from "../../services/memory-promote";
import { dailyBudget } from "../../toc/summarizer";
import type { ConsolidationStep, StepContext } from "./runner";

/** The model extractor the deployment configures for this user, if any. */
export function modelExtractorFor(ctx: Pick<StepContext, "env" | "dryRun" | "userId">, extra: { fetch?: typeof fetch } = {}): ModelExtractor | undefined {
  const env = ctx.env;
  if (!env || ctx.dryRun || env.SUMMARIZER !== "anthropic" || !env.ANTHROPIC_API_KEY) return undefined;
  return createModelExtractor({
    apiKey: env.ANTHROPIC_API_KEY,
    model: env.ANTHROPIC_MODEL || DEFAULT_ANTHROPIC_MODEL,
    ...(env.ANTHROPIC_BASE_URL ? { baseURL: env.ANTHROPIC_BASE_URL } : {}),
    ...extra,
    budget: dailyBudget(env, ctx.userId),
  });
}

export const promoteStep: ConsolidationStep = {
  name: "consolidate-promote",
  label: "promote",
  cron: JOB_CRONS["consolidate-promote"],
  description:
    "Long-term promoter: extracts decisions, conventions, facts and open tasks from newly closed segments as candidates (each with its supporting grips; by the model with SUMMARIZER=anthropic), keeps those of confidence >= 0.7 (logged below 0.9) and asks for review below; promotes candidates used often or reviewed.",
  plan: (ctx) => planPromote({ ...ctx, extractor: modelExtractorFor(ctx), patternsOnly: ctx.env?.MEMORY_EXTRACTION === "patterns" }),
  settle: (ctx, failedGroups) => settlePromote(ctx, failedGroups),
};
