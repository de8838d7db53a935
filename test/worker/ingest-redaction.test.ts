import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { plantedSecrets, survivors } from "../planted-secrets";
import { ADMIN, call, createUser, makeEvent, postJson, type TestUser } from "./helpers";
import { fireCron, ingestAndBuild } from "./rollup-helpers";

/*
 * The service's own redaction at ingest: a client that posts directly (no hook client in
 * front) cannot store a planted secret, and no read route gives one back — events, nodes,
 * children, grips, a project's context, search of every kind, and the stored node versions.
 */

const CASES = plantedSecrets();
const CANARY = "wombatcanary";
const PROJECT = "git:example.com/acme/planted";

async function get(user: TestUser, path: string): Promise<{ status: number; text: string }> {
  const res = await call(path, { headers: user.auth });
  return { status: res.status, text: await res.text() };
}

async function setRedaction(userId: string, ingest: boolean): Promise<Response> {
  return call(`/v1/admin/users/${userId}/redaction`, {
    method: "PUT",
    headers: { ...ADMIN, "Content-Type": "application/json" },
    body: JSON.stringify({ ingest }),
  });
}

/** Every text a user can read: events, every node from the years down with its children, every grip, and the node versions stored in D1. */
async function everythingReadable(user: TestUser): Promise<{ text: string; nodes: number; grips: number }> {
  const texts: string[] = [(await get(user, "/v1/events?limit=500")).text];
  const root = await get(user, "/v1/toc/root");
  texts.push(root.text);
  const queue = (JSON.parse(root.text) as { nodes: { node_id: string }[] }).nodes.map((n) => n.node_id);
  const gripIds = new Set<string>();
  let nodes = 0;
  while (queue.length > 0) {
    const id = encodeURIComponent(queue.shift()!);
    const node = await get(user, `/v1/toc/nodes/${id}`);
    expect(node.status).toBe(200);
    texts.push(node.text);
    nodes++;
    for (const b of (JSON.parse(node.text) as { node: { bullets: { grip_ids: string[] }[] } }).node.bullets) for (const g of b.grip_ids) gripIds.add(g);
    const children = await get(user, `/v1/toc/nodes/${id}/children?limit=100`);
    texts.push(children.text);
    queue.push(...(JSON.parse(children.text) as { children: { node_id: string }[] }).children.map((c) => c.node_id));
  }
  for (const g of gripIds) texts.push((await get(user, `/v1/grips/${encodeURIComponent(g)}?before=50&after=50`)).text);
  const context = await get(user, `/v1/context?project_id=${encodeURIComponent(PROJECT)}`);
  expect(context.status).toBe(200);
  expect(context.text).toContain("[REDACTED:");
  texts.push(context.text);
  const versions = await env.DB.prepare("SELECT title, bullets, keywords FROM toc_node_versions WHERE user_id = ?").bind(user.userId).all();
  texts.push(JSON.stringify(versions.results));
  return { text: texts.join("\n"), nodes, grips: gripIds.size };
}

describe("redaction at ingest, for clients that post directly", () => {
  it("no planted secret is stored or read back through any route, and status counts them", async () => {
    const user = await createUser();
    const start = Date.now() - 3 * 3_600_000;
    // One case per event, half of them in metadata (tool input is stored there), then a session end.
    const events = CASES.map((c, i) =>
      makeEvent({
        session_id: "planted",
        ts: start + i * 1000,
        text: i % 2 === 0 ? `${CANARY} ${c.format}: ${c.text}` : `${CANARY} ran a command (${c.format})`,
        metadata: { project_id: PROJECT, ...(i % 2 === 0 ? { cwd: "/srv/app" } : { tool_name: "Bash", tool_input: JSON.stringify({ command: c.text }) }) },
        event_type: i % 2 === 0 ? "user_message" : "tool_use",
        role: i % 2 === 0 ? "user" : "assistant",
      }),
    );
    events.push(makeEvent({ session_id: "planted", ts: start + CASES.length * 1000, event_type: "session_end", role: "system", text: "" }));
    await ingestAndBuild(user, events);
    await fireCron("17 * * * *"); // rollups: day, week, month, year get summaries and versions

    const { text, nodes, grips } = await everythingReadable(user);
    expect(text).toContain(CANARY);
    expect(text).toContain("[REDACTED:");
    expect(nodes).toBeGreaterThanOrEqual(5);
    expect(grips).toBeGreaterThan(0);
    expect(survivors(CASES, text)).toEqual([]);

    // Search, of every kind and in a subtree, finds the planted words but no secret.
    const found = await get(user, `/v1/search?q=${CANARY}&limit=100`);
    expect((JSON.parse(found.text) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    // Every secret by the broad search; every fourth also by kind and in a subtree (reads are rate-limited per user).
    const secrets = CASES.flatMap((c) => c.secrets);
    const year = `toc:year:${new Date(start).getUTCFullYear()}`;
    for (const [i, secret] of secrets.entries()) {
      const q = encodeURIComponent(secret);
      const paths = [`/v1/search?q=${q}&limit=100`, ...(i % 4 === 0 ? [`/v1/search?q=${q}&kind=event`, `/v1/toc/nodes/${year}/search?q=${q}`] : [])];
      for (const path of paths) {
        const res = await get(user, path);
        expect(res.status, path).toBe(200);
        expect(survivors(CASES, res.text), path).toEqual([]);
      }
    }

    const status = JSON.parse((await get(user, "/v1/status")).text) as { redaction: { ingest_layer: boolean; total: number; by_rule: Record<string, number> } };
    expect(status.redaction.ingest_layer).toBe(true);
    expect(status.redaction.total).toBeGreaterThanOrEqual(CASES.length);
    expect(Object.keys(status.redaction.by_rule).length).toBeGreaterThanOrEqual(10);

    // The same events again: nothing new is stored, so nothing more is counted.
    const again = await postJson("/v1/events", { events: events.map((e) => ({ ...e })) }, user.auth);
    expect(again.status).toBe(200);
    const after = JSON.parse((await get(user, "/v1/status")).text) as { redaction: { total: number } };
    expect(after.redaction.total).toBe(status.redaction.total);
  }, 120_000);

  it("an admin can turn it off for one user, and on again; it holds at once", async () => {
    const user = await createUser();
    const other = await createUser();
    const secret = plantedSecrets(99, 1).find((c) => c.format === "github-token")!.secrets[0]!;

    const off = await setRedaction(user.userId, false);
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ user: { user_id: user.userId, ingest_redaction: false } });
    const a = makeEvent({ text: `token ${secret}` });
    expect((await postJson("/v1/events", a, user.auth)).status).toBe(201);
    const stored = JSON.parse((await get(user, "/v1/events")).text) as { events: { text: string }[] };
    expect(stored.events[0]!.text).toBe(`token ${secret}`);
    expect(JSON.parse((await get(user, "/v1/status")).text)).toMatchObject({ redaction: { ingest_layer: false, total: 0, by_rule: {} } });

    // Other users keep the default.
    expect((await postJson("/v1/events", makeEvent({ text: `token ${secret}` }), other.auth)).status).toBe(201);
    expect((await get(other, "/v1/events")).text).not.toContain(secret);

    expect((await setRedaction(user.userId, true)).status).toBe(200);
    expect((await postJson("/v1/events", makeEvent({ text: `again ${secret}` }), user.auth)).status).toBe(201);
    const later = JSON.parse((await get(user, "/v1/events")).text) as { events: { text: string }[] };
    expect(later.events.map((e) => e.text)).toEqual([`token ${secret}`, "again [REDACTED:github-token]"]);
    expect(JSON.parse((await get(user, "/v1/status")).text)).toMatchObject({ redaction: { ingest_layer: true, total: 1, by_rule: { "github-token": 1 } } });
  });

  it("the admin route answers 404 for an unknown user and 400 for a bad body", async () => {
    expect((await setRedaction("usr_nobody", true)).status).toBe(404);
    const user = await createUser();
    const bad = await call(`/v1/admin/users/${user.userId}/redaction`, {
      method: "PUT",
      headers: { ...ADMIN, "Content-Type": "application/json" },
      body: '{"ingest":"no"}',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: "bad_request" } });
  });
});
