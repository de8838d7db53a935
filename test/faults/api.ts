// HTTP helpers of the fault suite: admin setup, and a client that counts what it saw.
import { ADMIN_TOKEN } from "./service";

export interface WireEvent {
  event_id: string;
  session_id: string;
  ts: number;
  event_type: string;
  role: string;
  agent: string;
  text: string;
  metadata: Record<string, string>;
}

export interface StoredEvent {
  event_id: string;
  session_id: string;
  agent: string;
  ts_ms: number;
  event_type: string;
  text: string;
  metadata: Record<string, string>;
}

export interface Status {
  events: { total: number };
  outbox: { total: number; pending: number; oldest_pending_age_ms: number | null };
}

/** Creates a user and a token for it; answers both. */
export async function createUser(url: string, name: string): Promise<{ userId: string; token: string }> {
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
  const res = await fetch(`${url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name }) });
  if (res.status !== 201) throw new Error(`create user answered ${res.status}: ${await res.text()}`);
  const { user } = (await res.json()) as { user: { user_id: string } };
  const tok = await fetch(`${url}/v1/admin/users/${user.user_id}/tokens`, { method: "POST", headers: admin, body: "{}" });
  if (tok.status !== 201) throw new Error(`create token answered ${tok.status}: ${await tok.text()}`);
  const { token } = (await tok.json()) as { token: string };
  return { userId: user.user_id, token };
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
  ms: number;
}

/** One user's client; counts every status it received (0: no answer, e.g. the service was killed). Never throws. */
export class Client {
  readonly statuses = new Map<number, number>();

  constructor(
    readonly url: string,
    readonly token: string,
  ) {}

  get fiveXx(): number {
    let n = 0;
    for (const [status, count] of this.statuses) if (status >= 500) n += count;
    return n;
  }

  async request(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    let status = 0;
    try {
      const res = await fetch(`${this.url}${path}`, {
        method,
        headers: { Authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(60_000),
      });
      status = res.status;
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        // not JSON: keep the text
      }
      return { status, body: parsed, headers: res.headers, ms: performance.now() - started };
    } catch (error) {
      // No answer (connection refused or reset: the service died): status 0, for the caller to retry.
      return {
        status: 0,
        body: error instanceof Error ? String(error.cause ?? error.message) : String(error),
        headers: new Headers(),
        ms: performance.now() - started,
      };
    } finally {
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    }
  }

  async status(): Promise<Status> {
    const res = await this.request("GET", "/v1/status");
    if (res.status !== 200) throw new Error(`GET /v1/status answered ${res.status}`);
    return res.body as Status;
  }

  /** Every stored event of the user, oldest first, page by page. */
  async allEvents(): Promise<StoredEvent[]> {
    const all: StoredEvent[] = [];
    let cursor: string | null = null;
    do {
      const res = await this.request("GET", `/v1/events?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      if (res.status !== 200) throw new Error(`GET /v1/events answered ${res.status}`);
      const page = res.body as { events: StoredEvent[]; next_cursor: string | null };
      all.push(...page.events);
      cursor = page.next_cursor;
    } while (cursor);
    return all;
  }

  /** Waits until every outbox row of the user is processed; `nudge` runs between polls. */
  async drained(timeoutMs: number, nudge?: () => Promise<void>): Promise<Status> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const status = await this.status();
      if (status.outbox.pending === 0) return status;
      if (Date.now() > until) throw new Error(`outbox still has ${status.outbox.pending} pending rows after ${timeoutMs} ms`);
      if (nudge) await nudge();
      await new Promise((r) => setTimeout(r, 1_000));
    }
  }
}

/** Duplicates in a list of ids: how many ids appear more than once, counted beyond the first. */
export function duplicates(ids: readonly string[]): number {
  return ids.length - new Set(ids).size;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
