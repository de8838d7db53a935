// No auth, no validation, no Durable Object: parse the batch and run the same D1 batch
// (events + outbox via json_each) that the service's Durable Object runs. A GET answers at
// once, and POST /round-trip makes one `SELECT 1`: the two show what a single D1 round trip
// per request costs any worker here.
import { insertEventsWithOutbox, type NewEventRow } from "../../src/db/events";
import { userDatabase } from "../../src/db/handle";

let nextSeq = 1;

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    if (request.method !== "POST") return new Response("ok");
    // The cheapest D1 call there is, once per request: what one local D1 round trip costs a worker.
    if (new URL(request.url).pathname === "/round-trip") {
      await request.text();
      await env.DB.prepare("SELECT 1").all();
      return Response.json({ ok: true });
    }
    const { events } = (await request.json()) as { events: (Omit<NewEventRow, "seq" | "ts_ms"> & { ts: number })[] };
    const rows = events.map(({ ts, ...e }) => ({ ...e, ts_ms: ts, seq: nextSeq++ }));
    const created = await insertEventsWithOutbox(userDatabase(env, "usr_floor"), "usr_floor", rows, Date.now());
    return Response.json({ created: created.created.size });
  },
};
