/**
 * The terms of an event, worked out once per event object and shared by the summarizer
 * (keywords) and grip extraction (evidence): term extraction is the pipeline's main cost.
 */
import type { StoredEvent } from "../ingest/event";
import { extractTerms, type Term } from "./terms";

/** Tool output is read at its head and its tail (where runners print their summaries). */
const TOOL_OUTPUT_HEAD_CHARS = 1_500;
const TOOL_OUTPUT_TAIL_CHARS = 700;
/** Prose past this adds little evidence and costs time. */
const TEXT_CHARS = 6_000;

/** The part of an event's text that terms are read from. */
export function evidenceText(event: Pick<StoredEvent, "event_type" | "text">): string {
  const text = event.text;
  if (event.event_type !== "tool_result") return text.length <= TEXT_CHARS ? text : text.slice(0, TEXT_CHARS);
  if (text.length <= TOOL_OUTPUT_HEAD_CHARS + TOOL_OUTPUT_TAIL_CHARS) return text;
  return `${text.slice(0, TOOL_OUTPUT_HEAD_CHARS)}\n${text.slice(-TOOL_OUTPUT_TAIL_CHARS)}`;
}

const cache = new WeakMap<StoredEvent, readonly Term[]>();

/** The terms of `evidenceText(event)`, cached per event object (events are not mutated once stored). */
export function eventTerms(event: StoredEvent): readonly Term[] {
  let terms = cache.get(event);
  if (terms === undefined) {
    terms = extractTerms(evidenceText(event));
    cache.set(event, terms);
  }
  return terms;
}
