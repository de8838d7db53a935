import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "../../hook-client/test/build";
import { SECRETS } from "../../hook-client/test/corpus";
import { FIXTURES, runAmem, sandbox, type Sandbox } from "../../hook-client/test/helpers";
import { ulid } from "ulid";
import { ADMIN_TOKEN, LocalService } from "../faults/service";
import { plantedSecrets, survivors } from "../planted-secrets";

/*
 * The redaction corpora end to end, by both paths into a real local service (`wrangler dev`:
 * D1, Durable Objects, Queues), which stores, segments, summarizes, grips, rolls up and
 * indexes: the real hook client (built bundle, spawned per hook event), and a client that
 * posts to /v1/events directly (the service's own redaction layer). No planted secret may be
 * found by search or read back through events, nodes or grips — while the words planted beside
 * them are (so the text did travel the whole way).
 */

const CANARY = "quetzalcanary";
const SESSION = `secrets-e2e-${Date.now()}`;
const DIRECT_SESSION = `${SESSION}-direct`;
/** The generated corpus (test/planted-secrets.ts): 18 formats, sent by both paths. */
const PLANTED = plantedSecrets();

const hook = (name: string) => JSON.parse(readFileSync(join(FIXTURES, `claude-code/hooks/${name}.json`), "utf8")) as Record<string, unknown>;

/** The secret as it would look raw or inside a JSON string. */
const forms = (secret: string) => [secret, JSON.stringify(secret).slice(1, -1)];
const leaked = (haystack: string) => [
  ...SECRETS.filter((s) => forms(s.secret).some((f) => haystack.includes(f))).map((s) => s.label),
  ...survivors(PLANTED, haystack),
];

let service: LocalService;
let auth: { Authorization: string };
let sb: Sandbox;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A GET as the user; waits out the per-user read limit (600 per 10 s), which the search sweep below can reach. */
async function get(path: string): Promise<{ status: number; text: string }> {
  for (;;) {
    const res = await fetch(`${service.url}${path}`, { headers: auth, signal: AbortSignal.timeout(30_000) });
    if (res.status !== 429) return { status: res.status, text: await res.text() };
    await sleep(Number(res.headers.get("Retry-After") ?? "1") * 1000);
  }
}

async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${service.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

beforeAll(async () => {
  // Rollups without their debounce, so that the day, week, month and year summaries get written too.
  service = await LocalService.create({ vars: { ROLLUP_DEBOUNCE_SECONDS: "0" } });
  const { user } = (await admin("POST", "/v1/admin/users", { name: `secrets-${Date.now()}` })) as { user: { user_id: string } };
  const { token } = (await admin("POST", `/v1/admin/users/${user.user_id}/tokens`, { label: "e2e" })) as { token: string };
  auth = { Authorization: `Bearer ${token}` };
  sb = sandbox({ AMEM_URL: service.url, AMEM_TOKEN: token });

  const all = SECRETS.map((s) => s.text).join("\n\n");
  const planted = PLANTED.map((c) => c.text).join("\n\n");
  const bin = await amemBin();
  const payloads = [
    { ...hook("SessionStart"), session_id: SESSION },
    { ...hook("UserPromptSubmit"), session_id: SESSION, prompt: `Rotate the ${CANARY} credentials below and fix the deploy:\n\n${all}\n\n${planted}` },
    {
      ...hook("PostToolUse.bash"),
      session_id: SESSION,
      tool_input: { command: `printenv # ${CANARY}\n${all}`, description: "print the environment" },
      tool_response: { stdout: all, stderr: SECRETS[1]!.text, interrupted: false, isImage: false },
    },
    { ...hook("Stop"), session_id: SESSION, last_assistant_message: `The ${CANARY} credentials were rotated. For the record:\n${all}\n\n${planted}` },
    { ...hook("SessionEnd"), session_id: SESSION },
  ];
  for (const payload of payloads) {
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify(payload) });
    expect(res).toMatchObject({ code: 0, stdout: "" });
  }
  expect((await runAmem(bin, ["flush"], { env: sb.env })).code).toBe(0);

  // The direct path: one planted case per event, no hook client in front.
  const start = Date.now() - PLANTED.length * 1000 - 60_000;
  const direct: Record<string, unknown>[] = PLANTED.map((c, i) => ({
    event_id: ulid(),
    session_id: DIRECT_SESSION,
    ts: start + i * 1000,
    event_type: "user_message",
    role: "user",
    agent: "direct-client",
    text: `${CANARY} direct ${c.format}: ${c.text}`,
    metadata: { tool_input: JSON.stringify({ command: c.text }) },
  }));
  direct.push({ ...direct[0]!, event_id: ulid(), ts: start + PLANTED.length * 1000, event_type: "session_end", role: "system", text: "", metadata: {} });
  const posted = await fetch(`${service.url}/v1/events`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ events: direct }),
    signal: AbortSignal.timeout(60_000),
  });
  expect(posted.status).toBe(201);

  // Stored, built (the session_end closes the segment), then rolled up.
  await until("the events", async () => {
    const { events } = JSON.parse((await get(`/v1/events?session_id=${SESSION}`)).text) as { events: unknown[] };
    // One event per payload, and the post-tool payload's call beside its result.
    return events.length === payloads.length + 1 ? true : undefined;
  });
  await until("the build", async () => {
    const status = JSON.parse((await get("/v1/status")).text) as { outbox: { pending: number } };
    const day = JSON.parse((await get("/v1/toc/resolve?period=today")).text) as { existing_node_ids: string[] };
    return status.outbox.pending === 0 && day.existing_node_ids.length > 0 ? true : undefined;
  });
  await admin("POST", "/v1/admin/jobs/rollup-dirty/run");
  await until("the rollup", async () => {
    const { existing_node_ids } = JSON.parse((await get("/v1/toc/resolve?period=today")).text) as { existing_node_ids: string[] };
    const { node } = JSON.parse((await get(`/v1/toc/nodes/${existing_node_ids[0]}`)).text) as { node: { status: string } };
    return node.status !== "pending" ? true : undefined;
  });
}, 240_000);

afterAll(async () => {
  await service?.stop();
});

/** Every node from the year down, and every grip of every node expanded with its context. */
async function everythingReadable(): Promise<{ texts: string[]; nodes: number; grips: number }> {
  const texts: string[] = [];
  const root = await get("/v1/toc/root");
  texts.push(root.text);
  const queue = (JSON.parse(root.text) as { nodes: { node_id: string }[] }).nodes.map((n) => n.node_id);
  const gripIds = new Set<string>();
  let nodes = 0;
  while (queue.length > 0) {
    const id = queue.shift()!;
    const node = await get(`/v1/toc/nodes/${encodeURIComponent(id)}`);
    expect(node.status).toBe(200);
    texts.push(node.text);
    nodes++;
    for (const bullet of (JSON.parse(node.text) as { node: { bullets: { grip_ids: string[] }[] } }).node.bullets)
      for (const g of bullet.grip_ids) gripIds.add(g);
    const children = await get(`/v1/toc/nodes/${encodeURIComponent(id)}/children?limit=100`);
    texts.push(children.text);
    queue.push(...(JSON.parse(children.text) as { children: { node_id: string }[] }).children.map((c) => c.node_id));
  }
  for (const id of gripIds) {
    const grip = await get(`/v1/grips/${encodeURIComponent(id)}?before=20&after=20`);
    expect(grip.status).toBe(200);
    texts.push(grip.text);
  }
  return { texts, nodes, grips: gripIds.size };
}

describe("secrets end to end: hook client → service → search", () => {
  it("the events arrived, redacted, with the words beside the secrets intact", async () => {
    const { events } = JSON.parse((await get(`/v1/events?session_id=${SESSION}`)).text) as { events: { text: string; metadata: Record<string, string> }[] };
    const stored = JSON.stringify(events);
    expect(stored).toContain(CANARY);
    expect(stored.match(/\[REDACTED:[a-z0-9-]+\]/g)?.length ?? 0).toBeGreaterThanOrEqual(SECRETS.length);
    expect(leaked(stored)).toEqual([]);
  });

  it("the directly posted events arrived redacted by the service, which counted them", async () => {
    const { events } = JSON.parse((await get(`/v1/events?session_id=${DIRECT_SESSION}&limit=500`)).text) as { events: unknown[] };
    expect(events.length).toBe(PLANTED.length + 1);
    const stored = JSON.stringify(events);
    expect(stored).toContain(CANARY);
    expect(leaked(stored)).toEqual([]);
    const status = JSON.parse((await get("/v1/status")).text) as { redaction: { ingest_layer: boolean; total: number } };
    expect(status.redaction.ingest_layer).toBe(true);
    expect(status.redaction.total).toBeGreaterThanOrEqual(PLANTED.length * 2); // each case in the text and again in metadata
  });

  it("no secret can be read back through events, nodes, children or grips", async () => {
    const { texts, nodes, grips } = await everythingReadable();
    expect(nodes).toBeGreaterThanOrEqual(5); // year, month, week, day, segment
    expect(grips).toBeGreaterThan(0);
    const all = [
      ...texts,
      (await get("/v1/events?limit=500")).text,
      (await get(`/v1/events?session_id=${SESSION}&limit=500`)).text,
      (await get(`/v1/events?session_id=${DIRECT_SESSION}&limit=500`)).text,
    ].join("\n");
    expect(all).toContain("[REDACTED:");
    expect(leaked(all)).toEqual([]);
  }, 60_000);

  it("search finds the planted words but never a secret, by any kind or in any subtree", async () => {
    const found = JSON.parse((await get(`/v1/search?q=${CANARY}`)).text) as { results: { kind: string }[] };
    expect(found.results.some((r) => r.kind === "event")).toBe(true);
    const year = (JSON.parse((await get("/v1/toc/root")).text) as { nodes: { node_id: string }[] }).nodes[0]!.node_id;
    const queries = [
      ...SECRETS.map((s) => ({ label: s.label, secret: s.secret })),
      ...PLANTED.flatMap((c) => c.secrets.map((secret) => ({ label: c.format, secret }))),
    ];
    for (const s of queries) {
      const q = encodeURIComponent(s.secret);
      for (const path of [`/v1/search?q=${q}&limit=100`, `/v1/search?q=${q}&kind=event&session_id=${SESSION}`, `/v1/toc/nodes/${year}/search?q=${q}`]) {
        const res = await get(path);
        expect(res.status, `${s.label}: ${path}`).toBe(200);
        expect(leaked(res.text), `${s.label}: ${path}`).toEqual([]);
        // A secret of one token matches nothing at all: it is not in any index.
        if (/^[A-Za-z0-9]+$/.test(s.secret)) expect(JSON.parse(res.text), `${s.label}: ${path}`).toMatchObject({ results: [] });
      }
    }
  }, 600_000);
});
