import { summarizeRollup } from "./extractive-rollup";
import { summarizeSegment } from "./extractive-segment";
import type { Summarizer, SummaryInput, SummaryResult } from "./types";

/** The extractive summary of any input, synchronously: deterministic, no network, no clock. */
export function summarizeExtractive(input: SummaryInput): SummaryResult {
  if (input.kind === "segment") return { ...summarizeSegment(input.events, input.overlap), summarizer: "extractive" };
  return { ...summarizeRollup(input), summarizer: "extractive" };
}

/** The default summarizer. */
export const extractiveSummarizer: Summarizer = {
  name: "extractive",
  summarize: (input) => Promise.resolve(summarizeExtractive(input)),
};
