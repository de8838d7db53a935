import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, fixtures, postJson, settleBuilds, type TestUser } from "./helpers";

let alice: TestUser;
let bob: TestUser;
let bobNode: string;
let bobGrip: string;
let bobSession: string;

beforeAll(async () => {
  [alice, bob] = await Promise.all([createUser(), createUser()]);
  const events = fixtures().codex;
  bobSession = events[0]!.session_id;
  await postJson("/v1/events", { events: events.map(({ ts_ms, ...e }) => ({ ...e, ts: ts_ms })) }, bob.auth);
  await settleBuilds(bob.userId);
  const node = await env.DB.prepare("SELECT node_id FROM toc_nodes WHERE user_id = ? AND level = 'segment'").bind(bob.userId).first<{ node_id: string }>();
  const grip = await env.DB.prepare("SELECT grip_id FROM grips WHERE user_id = ?").bind(bob.userId).first<{ grip_id: string }>();
  bobNode = node!.node_id;
  bobGrip = grip!.grip_id;
});

/** Status and body for a path, as Alice. */
async function asAlice(path: string): Promise<[number, unknown]> {
  const res = await call(path, { headers: alice.auth });
  return [res.status, await res.json()];
}

describe("tenant isolation: Alice asking for Bob's ids gets what a missing id gets", () => {
  it("Bob's data exists and Bob can read it", async () => {
    for (const path of [`/v1/toc/nodes/${bobNode}`, `/v1/grips/${encodeURIComponent(bobGrip)}`, `/v1/events?session_id=${bobSession}`]) {
      expect((await call(path, { headers: bob.auth })).status, path).toBe(200);
    }
  });

  it.each([
    ["node", (id: string) => `/v1/toc/nodes/${id}`, () => bobNode, "toc:segment:2026-01-31:01KJWJHKTXQ8V7T4ZC9R6N1B5H"],
    ["children", (id: string) => `/v1/toc/nodes/${id}/children`, () => "toc:day:2026-01-31", "toc:day:2019-01-31"],
    ["subtree search", (id: string) => `/v1/toc/nodes/${id}/search?q=tests`, () => "toc:year:2026", "toc:year:2019"],
    ["grip", (id: string) => `/v1/grips/${encodeURIComponent(id)}`, () => bobGrip, "grip:1769854530412:0000000000000000"],
    ["session events", (id: string) => `/v1/events?session_id=${id}`, () => bobSession, "no-such-session"],
  ])("%s", async (_name, path, bobsId, missingId) => {
    const [bobStatus, bobBody] = await asAlice(path(bobsId()));
    const [missingStatus, missingBody] = await asAlice(path(missingId));
    expect(bobStatus).toBe(missingStatus);
    expect(JSON.stringify(bobBody).replaceAll(bobsId(), "ID")).toBe(JSON.stringify(missingBody).replaceAll(missingId, "ID"));
  });

  it("searches, the root, resolution and status never show Bob's data", async () => {
    for (const path of ["/v1/search?q=tests", "/v1/toc/root", "/v1/toc/resolve?period=2026-01-31", "/v1/events", "/v1/status"]) {
      const [status, body] = await asAlice(path);
      expect(status, path).toBe(200);
      const text = JSON.stringify(body);
      expect(text).not.toContain(bobSession);
      expect(text).not.toContain(bob.userId);
    }
    const [, resolved] = await asAlice("/v1/toc/resolve?period=2026-01-31");
    expect(resolved).toMatchObject({ empty: true, existing_node_ids: [] });
  });

  it("tokens never appear in error messages", async () => {
    const res = await call("/v1/status", { headers: { Authorization: `Bearer ${alice.token}x` } });
    expect(await res.text()).not.toContain(alice.token);
  });
});
