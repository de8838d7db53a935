/**
 * Extraction of memory candidates by a Claude model (SUMMARIZER=anthropic), under the same
 * daily token budget as the summaries. The model reads the segment's messages, numbered, and
 * answers JSON, checked against a zod schema: each memory names the message it comes from, and
 * is supported by the grips of that message as in the offline extraction (none: dropped). When
 * the budget cannot cover a call, the API keeps failing or the answer is not the JSON asked for,
 * it answers null and the caller extracts offline. Nothing here throws for an API problem.
 */
import Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import type { TokenBudget } from "../summarize/anthropic";
import { type ExtractionSegment, extractedConfidence, keyFor, type MemoryCandidate, sourceGripOf, supportOf } from "./extract";
import { extractedMemoryId, MEMORY_KINDS, normalizeKey } from "./model";

export interface ModelExtractorOptions {
  apiKey: string;
  model: string;
  baseURL?: string;
  fetch?: typeof fetch;
  budget?: TokenBudget;
  /** Per attempt. Default 20 s. */
  timeoutMs?: number;
  /** Attempts, the first included. Default 2. */
  maxAttempts?: number;
}

export interface ModelExtractor {
  /** The candidates, or null when the model could not be used (extract offline instead). */
  extract(segment: ExtractionSegment): Promise<MemoryCandidate[] | null>;
}

const MAX_OUTPUT_TOKENS = 800;
const MAX_MESSAGE_CHARS = 800;
const MAX_PROMPT_CHARS = 16_000;
const CHARS_PER_TOKEN_ESTIMATE = 3;

export const EXTRACTION_SYSTEM_PROMPT = `You read one stretch of a coding session between a user and a coding agent, and pick out what should be remembered for later sessions of the same project:
- decision: a choice that was made ("we use jose, not jsonwebtoken"; an attempt that was tried and reverted)
- instruction: a convention or preference for future work ("always run the linter before committing", "never push to main")
- fact: a confirmed fact about the codebase or its environment (a confirmed root cause, "staging's clock runs 47 s behind")
- task: open work left to do ("TODO: add a regression test")
Only what was stated or confirmed in the messages; not questions, guesses, plans that were dropped, or routine progress.
Answer with JSON only: {"memories":[{"kind":"decision|instruction|fact|task","text":"one sentence in the speaker's words","key":"the subject in 1-4 words, or null","confidence":0.0-1.0,"message":<the number of the message it comes from>}]}. Answer {"memories":[]} when there is nothing.`;

/** What the model answers: checked field by field; anything else is invalid output. */
export const ModelMemoriesSchema = z.object({
  memories: z
    .array(
      z.object({
        kind: z.enum(MEMORY_KINDS),
        text: z.string().trim().min(3).max(300),
        key: z.string().trim().min(1).max(80).nullable().optional(),
        confidence: z.number().min(0).max(1),
        message: z.number().int().min(0),
      }),
    )
    .max(20),
});

/** The JSON object in a model's text (it may wrap it in a code fence), checked; null when it is not one. */
export function parseModelMemories(text: string): z.infer<typeof ModelMemoriesSchema> | null {
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return null;
  try {
    const parsed = ModelMemoriesSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The prompt: the segment's messages numbered by their place in the segment, and its summary bullets. */
export function extractionPrompt(segment: ExtractionSegment): string {
  const lines: string[] = ["Messages:"];
  segment.events.forEach((e, i) => {
    if (e.eventType !== "user_message" && e.eventType !== "assistant_message") return;
    const text = e.text.replace(/\s+/g, " ").trim();
    if (text === "") return;
    lines.push(
      `[${i}] ${e.eventType === "user_message" ? "user" : "agent"}: ${text.length > MAX_MESSAGE_CHARS ? `${text.slice(0, MAX_MESSAGE_CHARS)}…` : text}`,
    );
  });
  if (segment.bullets.length > 0) lines.push("", "Summary:", ...segment.bullets.map((b) => `- ${b.text}`));
  const prompt = lines.join("\n");
  return prompt.length > MAX_PROMPT_CHARS ? prompt.slice(0, MAX_PROMPT_CHARS) : prompt;
}

/** The model's memories as candidates: each tied to a message it names and supported by its grips. */
export function candidatesFromModel(segment: ExtractionSegment, answer: z.infer<typeof ModelMemoriesSchema>): MemoryCandidate[] {
  const position = new Map(segment.events.map((e, i) => [e.eventId, i]));
  const seen = new Set<string>();
  const out: MemoryCandidate[] = [];
  for (const m of answer.memories) {
    const event = segment.events[m.message];
    if (!event || (event.eventType !== "user_message" && event.eventType !== "assistant_message")) continue;
    const support = supportOf(segment, position, m.message, m.text);
    // A message no bullet's grip reaches gets a grip of its own, as offline extraction gives it.
    const sourceGrip = support.gripIds.length === 0 ? sourceGripOf(segment, event, m.text) : undefined;
    const memoryId = extractedMemoryId(segment.nodeId, m.kind, m.text);
    if (seen.has(memoryId)) continue;
    seen.add(memoryId);
    const key = m.key ? normalizeKey(m.key) : keyFor(m.kind, m.text);
    out.push({
      memoryId,
      kind: m.kind,
      text: m.text,
      key,
      confidence: extractedConfidence(m.confidence),
      gripIds: sourceGrip ? [sourceGrip.gripId] : [...new Set(support.gripIds)].sort(),
      project: segment.project,
      projectId: segment.projectId,
      sourceNodeId: segment.nodeId,
      sourceSegmentId: segment.segmentId,
      pattern: "model",
      ...(sourceGrip ? { sourceGrip } : {}),
    });
  }
  return out.sort((a, b) => (a.memoryId < b.memoryId ? -1 : a.memoryId > b.memoryId ? 1 : 0));
}

export function createModelExtractor(options: ModelExtractorOptions): ModelExtractor {
  const maxAttempts = options.maxAttempts ?? 2;
  const client = new Anthropic({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? "https://api.anthropic.com",
    timeout: options.timeoutMs ?? 20_000,
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    async extract(segment) {
      const prompt = extractionPrompt(segment);
      const estimate = Math.ceil((prompt.length + EXTRACTION_SYSTEM_PROMPT.length) / CHARS_PER_TOKEN_ESTIMATE) + MAX_OUTPUT_TOKENS;
      for (let n = 1; n <= maxAttempts; n++) {
        if (options.budget !== undefined && (await options.budget.remaining()) < estimate) return null;
        try {
          const message = await client.messages.create({
            model: options.model,
            max_tokens: MAX_OUTPUT_TOKENS,
            system: EXTRACTION_SYSTEM_PROMPT,
            messages: [{ role: "user", content: prompt }],
          });
          await options.budget?.spend(message.usage.input_tokens + message.usage.output_tokens);
          const text = message.content.map((block) => (block.type === "text" ? block.text : "")).join("");
          const parsed = parseModelMemories(text);
          if (parsed) return candidatesFromModel(segment, parsed);
        } catch {
          // An API failure: try again, then extract offline.
        }
      }
      return null;
    },
  };
}
