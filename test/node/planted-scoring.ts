/**
 * Building and scoring a planted set for the offline long-term-memory extractor: each session
 * is one segment with the items planted in it; `plantedSet` turns a session list into the
 * extractor's input and scores its candidates. The matching rule is the one the blind sets'
 * headers state (test/node/planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items. A candidate is counted
 *   for one item at most (the first of its segment's unmatched items it matches): a sentence stating
 *   two items must give two memories. The sets' headers state the rule without this clause; every
 *   figure since the first blind set was scored this way.
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import type { StoredEvent } from "../../src/core/ingest/event";
import type { ExtractionSegment, MemoryCandidate } from "../../src/core/memories/extract";
import type { MemoryKind } from "../../src/core/memories/model";
import { summarizeSegment } from "../../src/core/summarize/extractive-segment";
import { extractGrips } from "../../src/core/toc/grips";
import { type SessionBuilder, session } from "./session-builder";

export interface BlindItem {
  kind: MemoryKind;
  /** Every one must occur in a matching candidate's text (case-insensitive). */
  keys: string[];
}

export interface BlindSession {
  id: string;
  build: (s: SessionBuilder) => SessionBuilder;
  planted: BlindItem[];
}

export interface BlindScore {
  planted: number;
  candidates: number;
  matchedItems: number;
  correctCandidates: number;
  precision: number;
  recall: number;
  misses: { session: string; item: BlindItem }[];
  falsePositives: { session: string; kind: MemoryKind; text: string; rightWordsWrongKind: boolean }[];
  duplicates: { session: string; kind: MemoryKind; text: string }[];
}

export interface PlantedSet {
  sessions: readonly BlindSession[];
  /** Events of one session, one event a minute, sessions a day apart from the set's start. */
  events(index: number): StoredEvent[];
  /**
   * One session as the extractor's input, built the way the service builds it: the
   * extractive summarizer's bullets, their grips, and the events with the text of messages
   * only (as src/db/memory-extraction.ts reads them).
   */
  segment(index: number): ExtractionSegment;
  /** Scores candidates (per session, in the set's order) by the rule in this file's header. */
  score(candidatesBySession: readonly (readonly MemoryCandidate[])[]): BlindScore;
}

const DAY_MS = 86_400_000;

/**
 * A planted set over `sessions`, the first starting at `startMs`.
 * @example
 *   const set = plantedSet(SESSIONS, Date.UTC(2026, 9, 5, 8));
 *   const score = set.score(SESSIONS.map((_, i) => extractCandidates(set.segment(i))));
 */
export function plantedSet(sessions: readonly BlindSession[], startMs: number): PlantedSet {
  const events = (index: number): StoredEvent[] => {
    const spec = sessions[index]!;
    return spec.build(session(spec.id, startMs + index * DAY_MS)).events();
  };
  const segment = (index: number): ExtractionSegment => {
    const spec = sessions[index]!;
    const evs = events(index);
    const nodeId = `toc:segment:${spec.id}`;
    const summary = summarizeSegment(evs);
    const grips = extractGrips(nodeId, summary.bullets, evs);
    return {
      nodeId,
      segmentId: `seg-${spec.id}`,
      sessionId: evs[0]?.session_id ?? spec.id,
      project: "app",
      projectId: null,
      events: evs.map((e) => ({
        eventId: e.event_id,
        eventType: e.event_type,
        role: e.role,
        tsMs: e.ts_ms,
        text: e.event_type === "user_message" || e.event_type === "assistant_message" ? e.text : "",
      })),
      bullets: summary.bullets.map((text, i) => ({ text, grip_ids: grips.filter((g) => g.bulletIndex === i && g.grip).map((g) => g.grip!.gripId) })),
      grips: grips.flatMap((g) =>
        g.grip ? [{ gripId: g.grip.gripId, bulletIndex: g.bulletIndex, eventIdStart: g.grip.eventIdStart, eventIdEnd: g.grip.eventIdEnd }] : [],
      ),
    };
  };
  return { sessions, events, segment, score: (candidatesBySession) => scoreSessions(sessions, candidatesBySession) };
}

export function matchesItem(candidate: Pick<MemoryCandidate, "kind" | "text">, item: BlindItem): boolean {
  return candidate.kind === item.kind && wordsIn(candidate.text, item);
}

function wordsIn(text: string, item: BlindItem): boolean {
  const lower = text.toLowerCase();
  return item.keys.every((k) => lower.includes(k.toLowerCase()));
}

function scoreSessions(sessions: readonly BlindSession[], candidatesBySession: readonly (readonly MemoryCandidate[])[]): BlindScore {
  let planted = 0;
  let candidates = 0;
  let matchedItems = 0;
  let correctCandidates = 0;
  const misses: BlindScore["misses"] = [];
  const falsePositives: BlindScore["falsePositives"] = [];
  const duplicates: BlindScore["duplicates"] = [];
  sessions.forEach((spec, i) => {
    const found = candidatesBySession[i] ?? [];
    planted += spec.planted.length;
    candidates += found.length;
    const hit = new Set<number>();
    for (const c of found) {
      const j = spec.planted.findIndex((item, k) => !hit.has(k) && matchesItem(c, item));
      if (j >= 0) {
        hit.add(j);
        correctCandidates++;
        continue;
      }
      if (spec.planted.some((item) => matchesItem(c, item))) {
        correctCandidates++;
        duplicates.push({ session: spec.id, kind: c.kind, text: c.text });
        continue;
      }
      falsePositives.push({ session: spec.id, kind: c.kind, text: c.text, rightWordsWrongKind: spec.planted.some((item) => wordsIn(c.text, item)) });
    }
    matchedItems += hit.size;
    spec.planted.forEach((item, k) => {
      if (!hit.has(k)) misses.push({ session: spec.id, item });
    });
  });
  return {
    planted,
    candidates,
    matchedItems,
    correctCandidates,
    precision: candidates === 0 ? 0 : correctCandidates / candidates,
    recall: planted === 0 ? 0 : matchedItems / planted,
    misses,
    falsePositives,
    duplicates,
  };
}
