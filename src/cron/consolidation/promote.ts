/**
 * The long-term promoter as a consolidation step: extraction of memory candidates from closed
 * segments and their promotion by confidence or by use. The plan is src/services/memory-promote.ts.
 */
import { JOB_CRONS } from "../../core/jobs/schedule";
import { planPromote } from "../../services/memory-promote";
import type { ConsolidationStep } from "./runner";

export const promoteStep: ConsolidationStep = {
  name: "consolidate-promote",
  label: "promote",
  cron: JOB_CRONS["consolidate-promote"],
  description:
    "Long-term promoter: extracts decisions, conventions, facts and open tasks from newly closed segments as candidates (each with its supporting grips), keeps those of confidence >= 0.7 (logged below 0.9) and asks for review below; promotes candidates used often or reviewed.",
  plan: (ctx) => planPromote(ctx),
};
