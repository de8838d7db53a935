/**
 * Grips: for each bullet of a summary, the events that back it up.
 *
 * An event's score for a bullet is the share of the bullet's terms it contains (its text
 * plus what its tool metadata implies: `Write` means "created", a failed result means
 * "failed"). The best-scoring event must score more than 30 %; the grip's span starts there
 * (the earliest one on a tie) and runs on over the following events while each scores at
 * least 0.8 × the best. The excerpt (≤ 200 characters) is cut from the best event around
 * the matched words. Compaction events restate earlier work, so they back a bullet only when
 * no original event does. A bullet nothing supports gets no grip and `supported: false`.
 */
import type { StoredEvent } from "../ingest/event";
import { eventTerms, evidenceText } from "../text/event-terms";
import { hash64 } from "../hash";
import { actionOf, toolInputOf, type FileAction } from "../summarize/event-facts";
import { termKeys, termOccurrences, type Term } from "../text/terms";
import { GRIP_EXCERPT_MAX_CHARS, GRIP_EXTEND_RATIO, GRIP_MIN_SCORE } from "./constants";

export interface Grip {
  /** `grip:<ts_ms>:<16 hex>`, the same for the same node, bullet and span on every run. */
  gripId: string;
  nodeId: string;
  bulletIndex: number;
  excerpt: string;
  eventIdStart: string;
  eventIdEnd: string;
  /** When the span starts (its first event, which is also the best-scoring one). */
  tsMs: number;
  /** The best event's share of the bullet's terms, 0–1. */
  score: number;
}

export interface BulletGrip {
  bulletIndex: number;
  text: string;
  supported: boolean;
  grip: Grip | null;
}

export interface GripOptions {
  minScore?: number;
  extendRatio?: number;
  excerptMaxChars?: number;
}

/** Tool input worth reading for evidence is short (a path, a command); past this it is file content. */
const TOOL_INPUT_CHARS = 1_000;

const ACTION_WORDS: Record<FileAction, string> = {
  created: "created wrote added",
  edited: "edited changed updated",
  deleted: "deleted removed",
  read: "read",
};

/**
 * A grip id. Besides the node, bullet position and span it hashes the bullet's text, so a
 * rewritten bullet gets a new grip and older node versions keep pointing at theirs.
 */
export function gripId(tsMs: number, nodeId: string, bulletIndex: number, bulletText: string, eventIdStart: string, eventIdEnd: string): string {
  return `grip:${tsMs}:${hash64([nodeId, bulletIndex, bulletText, eventIdStart, eventIdEnd].join("\n"))}`;
}

const keyCache = new WeakMap<StoredEvent, ReadonlySet<string>>();

/** The terms an event offers as evidence (cached per event object). */
export function eventTermKeys(event: StoredEvent): ReadonlySet<string> {
  let keys = keyCache.get(event);
  if (keys === undefined) {
    const collected = new Set(eventTerms(event).map((t) => t.key));
    for (const key of metadataKeys(event)) collected.add(key);
    keys = collected;
    keyCache.set(event, keys);
  }
  return keys;
}

/** Tool names and the words they imply are few, so their keys are worked out once each. */
const nameKeys = new Map<string, readonly string[]>();
const NAME_KEY_CACHE_ENTRIES = 1_000;

function keysOfName(name: string): readonly string[] {
  let keys = nameKeys.get(name);
  if (keys === undefined) {
    keys = [...termKeys(name)];
    if (nameKeys.size >= NAME_KEY_CACHE_ENTRIES) nameKeys.clear();
    nameKeys.set(name, keys);
  }
  return keys;
}

/** The evidence an event's tool metadata adds to its text: the tool, what it implies, its target, a failure. */
function metadataKeys(event: StoredEvent): string[] {
  const keys: string[] = [];
  const toolName = event.metadata["tool_name"];
  if (toolName) {
    keys.push(...keysOfName(toolName));
    const action = actionOf(toolName);
    if (action !== null && event.event_type === "tool_use") keys.push(...keysOfName(ACTION_WORDS[action]));
    const input = toolInputOf(event);
    for (const value of [input["file_path"], input["path"], input["command"]]) {
      if (typeof value !== "string") continue;
      // A shell call's text is usually its command: those terms are the event's own already.
      if (value.length <= TOOL_INPUT_CHARS && value === evidenceText(event)) continue;
      keys.push(...termKeys(value.slice(0, TOOL_INPUT_CHARS)));
    }
  }
  if (event.metadata["is_error"] === "true") keys.push(...keysOfName("failed error"));
  return keys;
}

/**
 * Every event's score for every bullet, `scores[bullet][event]`: the share of the bullet's terms
 * among the event's evidence (`eventTermKeys`). Worked out from the bullets' side — a map from
 * each bullet term to the bullets holding it, checked once per event term — because building a
 * set of every term of every event cost more than all the rest of gripping.
 */
function scoreEvents(bulletKeys: readonly ReadonlySet<string>[], events: readonly StoredEvent[]): number[][] {
  const holders = new Map<string, { bullets: number[]; seenIn: number }>();
  bulletKeys.forEach((keys, bullet) => {
    for (const key of keys) {
      const holder = holders.get(key);
      if (holder === undefined) holders.set(key, { bullets: [bullet], seenIn: -1 });
      else holder.bullets.push(bullet);
    }
  });
  const scores = bulletKeys.map(() => new Array<number>(events.length).fill(0));
  const hits = new Array<number>(bulletKeys.length);
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as StoredEvent;
    hits.fill(0);
    const terms = eventTerms(event);
    const extra = metadataKeys(event);
    // The keys of `eventTermKeys(event)`, repeats included, without building the set.
    for (let k = 0; k < terms.length + extra.length; k++) {
      const key = k < terms.length ? (terms[k] as Term).key : (extra[k - terms.length] as string);
      const holder = holders.get(key);
      if (holder === undefined || holder.seenIn === i) continue; // a term counts once per event
      holder.seenIn = i;
      for (const bullet of holder.bullets) hits[bullet] = (hits[bullet] as number) + 1;
    }
    for (let bullet = 0; bullet < bulletKeys.length; bullet++) {
      const size = (bulletKeys[bullet] as ReadonlySet<string>).size;
      if (size > 0) (scores[bullet] as number[])[i] = (hits[bullet] as number) / size;
    }
  }
  return scores;
}

/** How much raw text, in excerpt lengths, is flattened to fill an excerpt before trying all of it. */
const EXCERPT_WINDOW_FACTOR = 4;

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The densest window of matched words in the best event's text, cut at word boundaries. */
export function excerptAround(text: string, keys: ReadonlySet<string>, maxChars: number): string {
  const flat = evidenceText({ event_type: "tool_result", text });
  if (flat.length <= maxChars) return oneLine(flat);
  const hits = termOccurrences(flat, keys);
  let bestStart = 0;
  let bestCount = -1;
  for (let i = 0, j = 0; i < hits.length; i++) {
    const start = (hits[i] as { start: number }).start;
    while (j < hits.length && (hits[j] as { end: number }).end - start <= maxChars - 2) j++;
    if (j - i > bestCount) {
      bestCount = j - i;
      bestStart = start;
    }
  }
  // Start a little before the first hit, at a word boundary, so the excerpt reads as text.
  let start = Math.max(0, bestStart - 20);
  if (start > 0) {
    const space = flat.lastIndexOf(" ", bestStart);
    start = space >= start ? space + 1 : bestStart;
  }
  const prefix = start > 0 ? "…" : "";
  const room = maxChars - prefix.length;
  // Collapsing whitespace only shrinks text, so when a window of the rest already gives more
  // than `room` characters its start is the start of the whole rest's: no need to flatten all of it.
  const window = start + EXCERPT_WINDOW_FACTOR * maxChars;
  let body = oneLine(flat.slice(start, window));
  if (body.length <= room && window < flat.length) body = oneLine(flat.slice(start));
  if (body.length > room) {
    const cut = body.slice(0, room - 1);
    const space = cut.lastIndexOf(" ");
    body = `${space > room * 0.6 ? cut.slice(0, space) : cut}…`;
  }
  return prefix + body;
}

/**
 * Grips for the bullets of one node from the events that node summarizes (a segment's
 * members, in order). Pure and deterministic.
 */
export function extractGrips(nodeId: string, bullets: readonly string[], events: readonly StoredEvent[], options: GripOptions = {}): BulletGrip[] {
  const minScore = options.minScore ?? GRIP_MIN_SCORE;
  const extendRatio = options.extendRatio ?? GRIP_EXTEND_RATIO;
  const excerptMax = options.excerptMaxChars ?? GRIP_EXCERPT_MAX_CHARS;
  const original = events.map((e) => e.event_type !== "compaction");
  const bulletKeys = bullets.map((text) => termKeys(text));
  const eventScores = scoreEvents(bulletKeys, events);

  return bullets.map((text, bulletIndex) => {
    const keys = bulletKeys[bulletIndex] as ReadonlySet<string>;
    const scores = eventScores[bulletIndex] as number[];
    const bestIn = (allowed: (i: number) => boolean): number => {
      let best = -1;
      for (let i = 0; i < scores.length; i++) if (allowed(i) && (best < 0 || (scores[i] ?? 0) > (scores[best] ?? 0))) best = i;
      return best >= 0 && (scores[best] ?? 0) > minScore ? best : -1;
    };
    let best = bestIn((i) => original[i] === true);
    if (best < 0) best = bestIn(() => true);
    const bestEvent = events[best];
    if (bestEvent === undefined) return { bulletIndex, text, supported: false, grip: null };
    const bestScore = scores[best] ?? 0;
    let end = best;
    while (end + 1 < events.length && (scores[end + 1] ?? 0) >= bestScore * extendRatio) end++;
    const endEvent = events[end] as StoredEvent;
    const excerpt = excerptAround(bestEvent.text !== "" ? bestEvent.text : `${bestEvent.metadata["tool_name"] ?? bestEvent.event_type}`, keys, excerptMax);
    return {
      bulletIndex,
      text,
      supported: true,
      grip: {
        gripId: gripId(bestEvent.ts_ms, nodeId, bulletIndex, text, bestEvent.event_id, endEvent.event_id),
        nodeId,
        bulletIndex,
        excerpt,
        eventIdStart: bestEvent.event_id,
        eventIdEnd: endEvent.event_id,
        tsMs: bestEvent.ts_ms,
        score: bestScore,
      },
    };
  });
}
