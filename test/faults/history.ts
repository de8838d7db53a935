// Past histories for the pipeline scenarios: the fixture sessions replayed on many days, with
// ids unique per user, so that segments, summaries, grips and rollups up to the year all have
// work to do.
import type { StoredEvent } from "../../src/core/ingest/event";
import { claudeCodeEvents, codexEvents, fixtureUlid } from "../node/fixture-events";
import type { WireEvent } from "./api";

const DAY_MS = 86_400_000;
/** The first replayed session starts here: long enough ago that every period but the year is closed. */
const HISTORY_START_MS = Date.UTC(2026, 0, 5, 8);

/**
 * `total` events of one user, oldest first: sessions of both fixtures replayed back to back,
 * one to three a day over about two months (so several days, weeks and months), each a few
 * hours after the previous one.
 */
export function history(user: string, total: number): WireEvent[] {
  const templates = [claudeCodeEvents(), codexEvents()];
  const out: WireEvent[] = [];
  let session = 0;
  let clock = HISTORY_START_MS;
  while (out.length < total) {
    const template = templates[session % templates.length]!;
    const first = template[0]!.ts_ms;
    const sessionId = `${user}-s${session}`;
    for (const [i, e] of template.entries()) {
      if (out.length >= total) break;
      const ts = clock + (e.ts_ms - first);
      out.push(wire(e, { event_id: fixtureUlid(ts, `${sessionId}:${i}`), session_id: sessionId, ts }));
    }
    session++;
    clock += (session % 3 === 0 ? DAY_MS : 0) + 3 * 3_600_000 + ((session * 7_919) % 3_600_000);
    if (clock > HISTORY_START_MS + 60 * DAY_MS) clock = HISTORY_START_MS + ((session * 104_729) % DAY_MS);
  }
  return out.sort((a, b) => a.ts - b.ts || (a.event_id < b.event_id ? -1 : 1));
}

function wire(e: StoredEvent, over: Pick<WireEvent, "event_id" | "session_id" | "ts">): WireEvent {
  return { ...over, event_type: e.event_type, role: e.role, agent: e.agent, text: e.text, metadata: e.metadata };
}
