// A small client of the local service for the search benchmarks: a user with a token, batched
// ingest with past timestamps, waiting for the TOC build and rollups, and reads paced under the
// per-user read limit (600 per 10 s in wrangler.toml) so no answer is a 429.

export const ADMIN_TOKEN = "bench-admin-token";
/** Vars for wrangler dev: no ingest limit in the way of a bulk load, rollups as soon as asked. */
export const BENCH_VARS = { ADMIN_TOKEN, INGEST_EVENTS_PER_SECOND: "100000000", INGEST_BURST_EVENTS: "100000000", ROLLUP_DEBOUNCE_SECONDS: "0" };
/** Reads per second the client allows itself: under the limiter's 60/s average. */
const READS_PER_SECOND = 55;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function createClient(url, { name = "bench-search", timeZone = "UTC", token: given } = {}) {
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" };
  let token = given;
  let userId = given?.split(".")[1];
  if (token === undefined) {
    const created = await (
      await fetch(`${url}/v1/admin/users`, { method: "POST", headers: admin, body: JSON.stringify({ name, time_zone: timeZone }) })
    ).json();
    userId = created.user.user_id;
    token = (await (await fetch(`${url}/v1/admin/users/${userId}/tokens`, { method: "POST", headers: admin, body: "{}" })).json()).token;
  }
  const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  let nextReadAt = 0;

  /** A paced GET; answers the parsed body and the time the request took (pacing excluded). */
  async function get(path) {
    for (;;) {
      const wait = nextReadAt - performance.now();
      if (wait > 0) await sleep(wait);
      nextReadAt = Math.max(performance.now(), nextReadAt) + 1000 / READS_PER_SECOND;
      const started = performance.now();
      const res = await fetch(url + path, { headers: auth });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status === 429) {
        await sleep(Number(res.headers.get("Retry-After") ?? "1") * 1000);
        continue;
      }
      if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${JSON.stringify(body)}`);
      return { body, ms };
    }
  }

  return {
    userId,
    token,
    get,
    async post(events) {
      const body = JSON.stringify({ events: events.map(({ ts_ms, ...e }) => ({ ...e, ts: e.ts ?? ts_ms })) });
      for (let attempt = 0; ; attempt++) {
        const res = await fetch(`${url}/v1/events`, { method: "POST", headers: auth, body });
        const text = await res.text();
        if (res.ok) return;
        if ((res.status === 429 || res.status === 503) && attempt < 20) {
          await sleep(Number(res.headers.get("Retry-After") ?? "1") * 1000);
          continue;
        }
        throw new Error(`POST /v1/events answered ${res.status}: ${text.slice(0, 300)}`);
      }
    },
    /** Waits until every outbox row is built into the TOC; `onProgress(pending)` now and then. */
    async drained({ timeoutMs = 600_000, onProgress } = {}) {
      const started = Date.now();
      let last = 0;
      for (;;) {
        const { body } = await get("/v1/status");
        const pending = body.outbox.pending;
        if (pending === 0) return;
        if (onProgress && Date.now() - last > 10_000) {
          onProgress(pending);
          last = Date.now();
        }
        if (Date.now() - started > timeoutMs) throw new Error(`the outbox still holds ${pending} rows after ${timeoutMs / 1000} s`);
        await sleep(500);
      }
    },
    /** Runs the rollup job until the given period nodes all have a summary. */
    async rolledUp(nodeIds, { timeoutMs = 300_000 } = {}) {
      const started = Date.now();
      for (;;) {
        const res = await fetch(`${url}/v1/admin/jobs/rollup-dirty/run`, { method: "POST", headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
        await res.text();
        if (!res.ok && res.status !== 409) throw new Error(`rollup-dirty run answered ${res.status}`);
        for (let i = 0; i < 10; i++) {
          await sleep(1000);
          let pending = 0;
          for (const id of nodeIds) if ((await get(`/v1/toc/nodes/${encodeURIComponent(id)}`)).body.node.status === "pending") pending++;
          if (pending === 0) return;
        }
        if (Date.now() - started > timeoutMs) throw new Error("period nodes were not rolled up in time");
      }
    },
  };
}

/** The ISO week node id of an instant in UTC. */
export function isoWeekId(tsMs) {
  const d = new Date(tsMs);
  const day = (d.getUTCDay() + 6) % 7; // Monday 0
  const thursday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day + 3);
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000));
  return `toc:week:${year}-W${String(week).padStart(2, "0")}`;
}

export const dayId = (tsMs) => `toc:day:${new Date(tsMs).toISOString().slice(0, 10)}`;
