import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { Tiktoken } from "js-tiktoken/lite";
import cl100k from "js-tiktoken/ranks/cl100k_base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { claudeCodeEvents, codexEvents, fixtureUlid } from "../../test/node/fixture-events";
import { ESTIMATE_METHOD, estimateTokens, leanAnswer } from "../src/query/output";
import { amemBin } from "./build";
import { closedPort, runAmem, type RunResult, sandbox } from "./helpers";
import { type LocalService, startService } from "./service";

const DAY_MS = 86_400_000;
const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A fixture session moved to start at `startMs`, with new ids, closed by a session_end. */
function session(events: StoredEvent[], startMs: number): StoredEvent[] {
  const shift = startMs - events[0]!.ts_ms;
  const moved = events.map((e) => ({ ...e, ts_ms: e.ts_ms + shift, event_id: fixtureUlid(e.ts_ms + shift, e.event_id) }));
  const last = moved[moved.length - 1]!;
  const end: StoredEvent = {
    ...last,
    event_id: fixtureUlid(last.ts_ms + 1_000, `end:${last.event_id}`),
    ts_ms: last.ts_ms + 1_000,
    event_type: "session_end",
    role: "system",
    text: "",
    metadata: { cwd: last.metadata["cwd"] ?? "" },
  };
  return [...moved, end];
}

interface User {
  token: string;
  get<T>(path: string): Promise<T>;
}

async function createUser(svc: LocalService, name: string): Promise<User> {
  const { user } = (await svc.admin("POST", "/v1/admin/users", { name })) as { user: { user_id: string } };
  const { token } = (await svc.admin("POST", `/v1/admin/users/${user.user_id}/tokens`, { label: "test" })) as { token: string };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(svc.url + path, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  return { token, get };
}

async function ingest(svc: LocalService, user: User, events: StoredEvent[]): Promise<void> {
  const body = { events: events.map(({ ts_ms, ...e }) => ({ ...e, ts: ts_ms })) };
  const res = await fetch(`${svc.url}/v1/events`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`ingest: ${res.status} ${await res.text()}`);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

interface Node {
  node_id: string;
  status: string;
  title: string;
  bullets: { text: string; grip_ids: string[] }[];
  child_count: number;
}

const tokenizer = new Tiktoken(cl100k);

/** The estimate is one a budget can rely on: within 10 % of cl100k_base's count of the same text. */
function expectTokensClose(estimate: number, text: string): void {
  const real = tokenizer.encode(text).length;
  expect(Math.abs(estimate - real) / real, `estimate ${estimate}, cl100k ${real}`).toBeLessThanOrEqual(0.1);
}

/** The human answer's last line states the size of everything above it; check it is exact. */
function humanEstimate(stdout: string): { body: string; tokens: number } {
  const lines = stdout.trimEnd().split("\n");
  const match = /^\(≈ ([\d,]+) tokens: ([\d,]+) characters, (.+)\)$/.exec(lines[lines.length - 1] ?? "");
  expect(match, stdout).not.toBeNull();
  const body = `${lines.slice(0, -1).join("\n")}\n`;
  const chars = Number(match![2]!.replace(/,/g, ""));
  const tokens = Number(match![1]!.replace(/,/g, ""));
  expect(chars).toBe(body.length);
  expect(match![3]).toBe(ESTIMATE_METHOD);
  expect(tokens).toBe(estimateTokens(body));
  expectTokensClose(tokens, body);
  return { body, tokens };
}

/** The JSON answer is the service's JSON (lean unless --full) plus an estimate of the whole printed line. */
function jsonAnswer(stdout: string): Record<string, unknown> {
  const parsed = JSON.parse(stdout) as Record<string, unknown> & { estimate: { tokens: number; chars: number; method: string } };
  expect(parsed.estimate).toEqual({ tokens: estimateTokens(stdout), chars: stdout.length, method: ESTIMATE_METHOD });
  expectTokensClose(parsed.estimate.tokens, stdout);
  const { estimate: _, ...rest } = parsed;
  return rest;
}

describe("amem query commands against a local service (wrangler dev)", () => {
  let bin: string;
  let svc: LocalService;
  let alice: User;
  let bob: User;
  const todayStart = Date.parse(`${utcDay(Date.now())}T00:00:00Z`);
  // Fixed times of day keep the test independent of when it runs: the Claude session two days
  // ago at 10:00 UTC, the Codex session today at 00:01 (at most a minute ahead of the clock,
  // inside the service's 5-minute skew).
  const claude = session(claudeCodeEvents(), todayStart - 2 * DAY_MS + 10 * 3_600_000);
  const codex = session(codexEvents(), todayStart + 60_000);
  const claudeDay = `toc:day:${utcDay(claude[0]!.ts_ms)}`;
  const codexDay = `toc:day:${utcDay(codex[0]!.ts_ms)}`;
  let claudeSegment: Node;
  const env = (user: User, extra: Record<string, string> = {}): Record<string, string> => ({
    ...sandbox().env,
    AMEM_URL: svc.url,
    AMEM_TOKEN: user.token,
    TZ: "UTC",
    ...extra,
  });
  const amem = (user: User, args: string[], extra: Record<string, string> = {}): Promise<RunResult> =>
    runAmem(bin, args, { env: env(user, extra), killAfterMs: 30_000 });

  beforeAll(async () => {
    [bin, svc] = await Promise.all([amemBin(), startService({ ROLLUP_DEBOUNCE_SECONDS: "0" })]);
    alice = await createUser(svc, "alice");
    bob = await createUser(svc, "bob");
    await ingest(svc, alice, [...claude, ...codex]);
    // The queue builds the segments; then a manual rollup writes the day summaries.
    await until("alice's segments", async () => {
      const days = await Promise.all([claudeDay, codexDay].map((id) => alice.get<{ node: Node }>(`/v1/toc/nodes/${id}`).catch(() => undefined)));
      return days.every((d) => d && d.node.child_count > 0) ? true : undefined;
    });
    await svc.admin("POST", "/v1/admin/jobs/rollup-dirty/run");
    await until("alice's day summaries", async () => {
      const days = await Promise.all([claudeDay, codexDay].map((id) => alice.get<{ node: Node }>(`/v1/toc/nodes/${id}`)));
      return days.every((d) => d.node.status !== "pending" && d.node.bullets.length > 0) ? true : undefined;
    });
    const children = await alice.get<{ children: Node[] }>(`/v1/toc/nodes/${claudeDay}/children`);
    claudeSegment = (await alice.get<{ node: Node }>(`/v1/toc/nodes/${children.children[0]!.node_id}`)).node;
    // Bob's session arrives after the rollup ran: his day has no summary yet, only its segment.
    await ingest(svc, bob, codex);
    await until("bob's segment", async () =>
      (await bob.get<{ node: Node }>(`/v1/toc/nodes/${codexDay}`).catch(() => undefined))?.node.child_count ? true : undefined,
    );
  }, 180_000);

  afterAll(async () => {
    await svc?.stop();
  });

  it("recent: the days of the period with their summaries, in human and JSON form", async () => {
    const human = await amem(alice, ["recent", "--days", "3"]);
    expect(human).toMatchObject({ code: 0, stderr: "" });
    const { body } = humanEstimate(human.stdout);
    expect(body).toContain(`last-3-days (${utcDay(todayStart - 2 * DAY_MS)} → ${utcDay(todayStart)}, time zone UTC): 2 of 3 day(s) hold memory`);
    expect(body).toContain(`${claudeDay}`);
    expect(body).toContain("Add JWT auth to the invoices API");
    expect(body).toContain("Protect the /payments endpoints with JWT bearer auth");
    expect(body).toMatch(/• .*falling through to the generic error handler \(500\)\. {2}\[grip:\d+:[0-9a-f]+\]/);
    expect(body.indexOf(claudeDay)).toBeLessThan(body.indexOf(codexDay));

    const json = await amem(alice, ["recent", "--days", "3", "--json"]);
    const answer = jsonAnswer(json.stdout) as { period: { existing_node_ids: string[]; node_ids: string[] }; nodes: { node: Node; children: unknown }[] };
    expect(answer.period).toEqual(await alice.get("/v1/toc/resolve?period=last-3-days"));
    expect(answer.period.existing_node_ids).toEqual([claudeDay, codexDay]);
    expect(answer.nodes.map((n) => n.node)).toEqual(
      leanAnswer([(await alice.get<{ node: Node }>(`/v1/toc/nodes/${claudeDay}`)).node, (await alice.get<{ node: Node }>(`/v1/toc/nodes/${codexDay}`)).node]),
    );
    expect(answer.nodes.map((n) => n.children)).toEqual([null, null]);

    const today = await amem(alice, ["recent"]);
    expect(today.stdout).toContain("today (");
    expect(today.stdout).toContain("Protect the /payments endpoints");
    expect(today.stdout).not.toContain("invoices");

    const empty = await amem(alice, ["recent", "--period", "yesterday"]);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toContain("0 of 1 day(s) hold memory");
    expect(empty.stdout).toContain("Nothing recorded in this period.");
  });

  it("recent: a day not rolled up yet shows its segments; another user's days never appear", async () => {
    const human = await amem(bob, ["recent", "--days", "3"]);
    expect(human.code).toBe(0);
    const { body } = humanEstimate(human.stdout);
    expect(body).toContain("1 of 3 day(s) hold memory");
    expect(body).toContain(`${codexDay} [pending]`);
    expect(body).toContain("not rolled up yet; its 1 part(s):");
    expect(body).toMatch(/00:01–00:01 {2}toc:segment:/);
    expect(body).toContain("Protect the /payments endpoints with JWT bearer auth");
    expect(body).not.toContain("invoices");
    const json = jsonAnswer((await amem(bob, ["recent", "--days", "3", "--json"])).stdout) as { nodes: { node: Node; children: Node[] }[] };
    expect(json.nodes).toHaveLength(1);
    expect(json.nodes[0]!.children.map((c) => c.title)).toEqual(["Protect the /payments endpoints with JWT bearer auth"]);
  });

  it("recent: a session running now is in progress, before and after its day is rolled up; --from counts the days from a phrase's start", async () => {
    const carol = await createUser(svc, "carol");
    // Still running: the last event a few seconds ago, no session_end.
    const now = Date.now();
    const running = codexEvents()
      .slice(0, 4)
      .map((e, i) => ({ ...e, ts_ms: now - (4 - i) * 5_000, event_id: fixtureUlid(now - (4 - i) * 5_000, `running:${e.event_id}`) }));
    const runningDay = `toc:day:${utcDay(running[0]!.ts_ms)}`;
    await ingest(svc, carol, running);
    const openNode = await until("carol's open segment", async () => {
      const page = await carol.get<{ children: (Node & { open: boolean })[] }>(`/v1/toc/nodes/${runningDay}/children`).catch(() => undefined);
      return page?.children.find((c) => c.open);
    });
    expect(openNode.status).toBe("provisional");

    const pending = humanEstimate((await amem(carol, ["recent", "--days", "2"])).stdout).body;
    expect(pending).toContain("not rolled up yet; its 1 part(s):");
    expect(pending).toContain(`${openNode.node_id} (in progress)`);

    await svc.admin("POST", "/v1/admin/jobs/rollup-dirty/run");
    await until("carol's provisional day", async () => {
      const { node } = await carol.get<{ node: Node }>(`/v1/toc/nodes/${runningDay}`);
      return node.status === "provisional" && node.bullets.length > 0 ? true : undefined;
    });
    const rolled = humanEstimate((await amem(carol, ["recent", "--days", "2"])).stdout).body;
    expect(rolled).toContain(`${runningDay} [provisional]`);
    expect(rolled).toContain("still running (its summary so far, rewritten as events arrive):");
    expect(rolled).toContain(`${openNode.node_id} (in progress)`);
    const json = jsonAnswer((await amem(carol, ["recent", "--days", "2", "--json"])).stdout) as {
      nodes: { in_progress?: { node_id: string; open: boolean }[] }[];
    };
    expect(json.nodes.flatMap((n) => n.in_progress ?? []).map((c) => [c.node_id, c.open])).toEqual([[openNode.node_id, true]]);
    const word = openNode.title.split(/\W+/).sort((a, b) => b.length - a.length)[0]!;
    const found = await amem(carol, ["search", word, "--kind", "node"]);
    expect(found.stdout).toContain(`${openNode.node_id} (in progress)`);
    // The day's table of contents and the node itself say so too.
    expect((await amem(carol, ["toc", runningDay])).stdout).toContain(`${openNode.node_id} (in progress)`);
    expect((await amem(carol, ["node", openNode.node_id])).stdout).toContain(`${openNode.node_id} (in progress)`);

    // --from: the same phrases as --period, from that day through today.
    const fromYesterday = await amem(alice, ["recent", "--from", "yesterday", "--json"]);
    expect((jsonAnswer(fromYesterday.stdout) as { period: unknown }).period).toEqual(await alice.get("/v1/toc/resolve?period=last-2-days"));
    const fromHuman = humanEstimate((await amem(alice, ["recent", "--from", "2 days ago"])).stdout).body;
    expect(fromHuman).toContain(
      `from 2 days ago: last-3-days (${utcDay(todayStart - 2 * DAY_MS)} → ${utcDay(todayStart)}, time zone UTC): 2 of 3 day(s) hold memory`,
    );
    expect(humanEstimate((await amem(alice, ["recent", "--from", "today"])).stdout).body).toContain("from today: today (");
    const tooFar = await amem(alice, ["recent", "--from", "40 days ago"]);
    expect(tooFar).toMatchObject({
      code: 2,
      stdout: "",
      stderr: "amem recent: --from 40 days ago starts 41 days back; recent shows at most 31: use --period\n",
    });
    const both = await amem(alice, ["recent", "--days", "3", "--from", "yesterday"]);
    expect(both).toMatchObject({ code: 2, stdout: "", stderr: "amem recent: give one of --days, --period or --from\n" });
  });

  it("toc: years and months as a tree, a node and its children, deeper with --depth", async () => {
    const year = `toc:year:${utcDay(todayStart).slice(0, 4)}`;
    const root = await amem(alice, ["toc"]);
    expect(root).toMatchObject({ code: 0, stderr: "" });
    const { body } = humanEstimate(root.stdout);
    expect(body).toMatch(new RegExp(`^└─ \\d{4} {2}${year}`, "m"));
    expect(body).toMatch(/^ {3}(└|├)─ [A-Z][a-z]{2} \d{4} {2}toc:month:\d{4}-\d{2}/m);

    const day = await amem(alice, ["toc", claudeDay]);
    const dayBody = humanEstimate(day.stdout).body;
    expect(dayBody.split("\n")[0]).toMatch(new RegExp(`^[A-Z][a-z]{2} ${claudeDay.slice(8)} {2}${claudeDay}`));
    expect(dayBody).toContain(`└─ ${claudeDay.slice(8)} 10:00–10:03  ${claudeSegment.node_id}  Add JWT auth to the invoices API`);

    // On a machine 11 hours behind the period keeps the user's dates; the segment shows local times.
    const far = humanEstimate((await amem(alice, ["toc", claudeDay], { TZ: "Pacific/Pago_Pago" })).stdout).body;
    expect(far.split("\n")[0]).toMatch(new RegExp(`^[A-Z][a-z]{2} ${claudeDay.slice(8)} {2}${claudeDay}`));
    expect(far).toContain(`└─ ${utcDay(claude[0]!.ts_ms - 11 * 3_600_000)} 23:00–23:03  ${claudeSegment.node_id}`);
    const farRecent = (await amem(alice, ["recent", "--days", "3"], { TZ: "Pacific/Pago_Pago" })).stdout;
    expect(farRecent).toContain(`last-3-days (${utcDay(todayStart - 2 * DAY_MS)} → ${utcDay(todayStart)}, time zone UTC)`);

    const deep = jsonAnswer((await amem(alice, ["toc", year, "--depth", "4", "--json"])).stdout) as {
      node: { node_id: string; children: { children: { children: { children: { node_id: string }[] }[] }[] }[] };
    };
    expect(deep.node.node_id).toBe(year);
    const segments = deep.node.children.flatMap((m) => m.children.flatMap((w) => w.children.flatMap((d) => d.children.map((s) => s.node_id))));
    expect(segments).toContain(claudeSegment.node_id);
    expect(segments).toHaveLength(2);

    const rootJson = jsonAnswer((await amem(alice, ["toc", "--depth", "0", "--json"])).stdout);
    expect(rootJson).toEqual(leanAnswer(await alice.get("/v1/toc/root").then((r) => ({ nodes: (r as { nodes: unknown[] }).nodes }))));
  });

  it("node: title, numbered bullets with their grips, keywords and next steps; --json is the service's node", async () => {
    const human = await amem(alice, ["node", claudeSegment.node_id]);
    const { body } = humanEstimate(human.stdout);
    expect(body.split("\n")[0]).toBe(`${claudeSegment.node_id}  (segment, ${claudeSegment.status}, v1, extractive)`);
    expect(body).toContain("\nAdd JWT auth to the invoices API\n");
    for (const [i, b] of claudeSegment.bullets.entries()) expect(body).toContain(`${i + 1}. ${b.text}\n   grips: ${b.grip_ids.join(", ")}`);
    expect(body).toMatch(/keywords: .*requireAuth/);
    expect(body).toContain(`next: amem expand ${claudeSegment.bullets[0]!.grip_ids[0]}`);
    const json = jsonAnswer((await amem(alice, ["node", claudeSegment.node_id, "--json"])).stdout);
    expect(json).toEqual(leanAnswer(await alice.get(`/v1/toc/nodes/${claudeSegment.node_id}`)));
    const full = jsonAnswer((await amem(alice, ["node", claudeSegment.node_id, "--json", "--full"])).stdout);
    expect(full).toEqual(await alice.get(`/v1/toc/nodes/${claudeSegment.node_id}`));
  });

  it("search: a question ranks the right session first; filters and --in narrow; --json is the service's answer", async () => {
    const human = await amem(alice, ["search", "how", "did", "we", "fix", "the", "token", "expiry", "bug", "--limit", "5"]);
    expect(human).toMatchObject({ code: 0, stderr: "" });
    const { body } = humanEstimate(human.stdout);
    expect(body).toContain('5 result(s) for "how did we fix the token expiry bug", best first:');
    const first = body.split("\n").find((l) => l.startsWith("1. "));
    expect(first).toMatch(/^1\. node\/\w+ +\d{4}-\d{2}-\d{2} {2}toc:\w+:\S+ {2}Add JWT auth to the invoices API$/);
    expect(body).toContain("**");
    expect(body).toMatch(/→ amem (node|expand) /);
    expect(body).toContain("more: add --cursor ");

    const json = jsonAnswer((await amem(alice, ["search", "ERR_TOKEN_EXPIRED", "jwt.ts", "--kind", "event,grip", "--limit", "7", "--json"])).stdout);
    expect(json).toEqual(leanAnswer(await alice.get(`/v1/search?q=${encodeURIComponent("ERR_TOKEN_EXPIRED jwt.ts")}&kind=event,grip&limit=7`)));

    type Hits = { results: { kind: string; session_id: string | null; id: string }[] };
    const codexOnly = jsonAnswer((await amem(alice, ["search", "LEDGER_JWT_SECRET", "jwt", "--kind", "event", "--agent", "codex", "--json"])).stdout) as Hits;
    expect(codexOnly.results.length).toBeGreaterThan(0);
    expect(new Set(codexOnly.results.map((h) => `${h.kind}:${h.session_id}`))).toEqual(new Set([`event:${codex[0]!.session_id}`]));

    const sinceToday = jsonAnswer((await amem(alice, ["search", "requireAuth", "jwt", "--from", utcDay(todayStart), "--json"])).stdout) as Hits;
    expect(sinceToday.results.every((h) => h.session_id === null || h.session_id === codex[0]!.session_id)).toBe(true);

    const within = jsonAnswer((await amem(alice, ["search", "--in", claudeDay, "--json", "--", "jwt", "auth"])).stdout) as Hits;
    expect(within.results.map((h) => h.id)).toEqual([claudeSegment.node_id]);

    const none = await amem(alice, ["search", "zyzzyva-never-said"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain("0 result(s)");
    expect(none.stdout).toContain("No match.");
  });

  it("expand: the events behind a bullet, marked, with context; --json is the service's answer", async () => {
    // The tests bullet's grip spans the red run.
    const tests = claudeSegment.bullets.find((b) => b.text.startsWith("Tests:"))!;
    const grip = tests.grip_ids[0]!;
    const human = await amem(alice, ["expand", grip, "--before", "1", "--after", "1"]);
    expect(human).toMatchObject({ code: 0, stderr: "" });
    const { body } = humanEstimate(human.stdout);
    expect(body.split("\n")[0]).toMatch(new RegExp(`^${grip} {2}bullet \\d of ${claudeSegment.node_id}$`));
    expect(body).toContain("1 before, 1 spanned (▶), 1 after:");
    expect(body).toMatch(/^▶ 10:0\d:\d\d {2}tool_result Bash {2}\(tool, claude-code\)/m);
    expect(body).toContain("→ expected 500 to be 401");
    expect(body).toMatch(/^ {2}10:0\d:\d\d {2}tool_use Bash/m);

    const json = jsonAnswer((await amem(alice, ["expand", grip, "--before", "0", "--after", "2", "--json"])).stdout) as {
      before: unknown[];
      after: unknown[];
      events: unknown[];
    };
    expect(json).toEqual(leanAnswer(await alice.get(`/v1/grips/${grip}?before=0&after=2`)));
    const full = jsonAnswer((await amem(alice, ["expand", grip, "--before", "0", "--after", "2", "--json", "--full"])).stdout);
    expect(full).toEqual(await alice.get(`/v1/grips/${grip}?before=0&after=2`));
    expect(json.before).toEqual([]);
    expect(json.after).toHaveLength(2);
  });

  it("events: a page of raw events as a table, the next page by cursor; --json is the service's page", async () => {
    const from = utcDay(claude[0]!.ts_ms);
    const to = utcDay(claude[0]!.ts_ms + DAY_MS);
    const human = await amem(alice, ["events", "--from", from, "--to", to, "--limit", "5"]);
    expect(human).toMatchObject({ code: 0, stderr: "" });
    const { body } = humanEstimate(human.stdout);
    const lines = body.trimEnd().split("\n");
    expect(lines[0]).toBe(`5 event(s), ${from} 00:00 → ${to} 00:00, oldest first:`);
    expect(lines[1]).toMatch(/^LOCAL TIME +SESSION +AGENT +TYPE +TEXT$/);
    expect(lines[2]).toBe(`${from} 10:00  5f0c2a9e  claude-code session_start`);
    expect(lines[3]).toMatch(/^\d{4}-\d{2}-\d{2} 10:00 {2}5f0c2a9e {2}claude-code user_message +Add JWT auth to the invoices API/);
    expect(lines[7]).toMatch(/^more: add --cursor \S+$/);

    const json = jsonAnswer((await amem(alice, ["events", "--session", codex[0]!.session_id, "--limit", "500", "--json"])).stdout) as {
      events: { event_id: string }[];
    };
    const page = await alice.get<{ events: { ts_ms: number; metadata: Record<string, unknown> }[] }>(`/v1/events?session_id=${codex[0]!.session_id}&limit=500`);
    expect(json).toEqual(leanAnswer(page));
    const full = jsonAnswer((await amem(alice, ["events", "--session", codex[0]!.session_id, "--limit", "500", "--json", "--full"])).stdout);
    expect(full).toEqual(page);
    // Lean: no epoch-ms copy of ts, no capture bookkeeping, the working directory once.
    const leanText = JSON.stringify(json);
    for (const gone of ['"ts_ms"', '"dialect"', '"transcript_path"', '"dedupe_key"', '"tool_use_id"']) expect(leanText).not.toContain(gone);
    expect(leanText.split('"cwd"').length - 1).toBe(1);
    expect(json.events.map((e) => e.event_id)).toEqual(page.events.map((e) => (e as unknown as { event_id: string }).event_id));
    expect(json.events.map((e) => e.event_id)).toEqual(codex.map((e) => e.event_id));

    const cursor = /more: add --cursor (\S+)/.exec(body)![1]!;
    const next = jsonAnswer((await amem(alice, ["events", "--from", from, "--to", to, "--limit", "5", "--cursor", cursor, "--json"])).stdout) as {
      events: { event_id: string }[];
    };
    expect(next.events.map((e) => e.event_id)).toEqual(claude.slice(5, 10).map((e) => e.event_id));
  });

  it("periods people say: --from/--to and --period are resolved by the service in the user's zone", async () => {
    const from = utcDay(claude[0]!.ts_ms);
    const to = utcDay(claude[0]!.ts_ms + DAY_MS);
    const byDate = jsonAnswer((await amem(alice, ["events", "--from", from, "--to", to, "--limit", "5", "--json"])).stdout);
    const byPhrase = jsonAnswer((await amem(alice, ["events", "--from", "2 days ago", "--to", "the 2 days ago", "--limit", "5", "--json"])).stdout);
    expect(byPhrase).toEqual(byDate);
    const yesterday = await amem(alice, ["events", "--from", "yesterday", "--to", "Yesterday"]);
    expect(yesterday).toMatchObject({ code: 0, stderr: "" });
    expect(yesterday.stdout).toMatch(/^0 event\(s\), \d{4}-\d{2}-\d{2} 00:00 → \d{4}-\d{2}-\d{2} 00:00, oldest first:/);
    const recent = jsonAnswer((await amem(alice, ["recent", "--period", "2 days ago", "--json"])).stdout) as {
      period: { node_ids: string[]; existing_node_ids: string[] };
    };
    expect(recent.period).toMatchObject({ node_ids: [claudeDay], existing_node_ids: [claudeDay] });

    const unknown = await amem(alice, ["events", "--from", "next fortnight"]);
    expect(unknown).toMatchObject({ code: 2, stdout: "" });
    expect(unknown.stderr).toMatch(
      /^amem events: --from must be a date .* or a period: 400 bad_request: invalid query: period "next fortnight" is not a period I know; say today, yesterday, "N days ago", .*on Tuesday/,
    );
    const badPeriod = await amem(alice, ["recent", "--period", "next fortnight"]);
    expect(badPeriod).toMatchObject({ code: 1, stdout: "" });
    expect(badPeriod.stderr).toContain("Q3 2026");
  });

  it("errors: one line on stderr, nothing on stdout, exit 1 for the service's refusals and 2 for bad usage", async () => {
    const cases: [string[], number, string, Record<string, string>?][] = [
      [["node", "toc:day:2001-01-01"], 1, "amem node: 404 not_found: no such node\n"],
      [["expand", "grip:1:nope"], 1, "amem expand: 404 not_found: no such grip\n"],
      [["search", "jwt", "--kind", "bogus"], 1, "amem search: 400 bad_request: invalid query: kind must list event, node or grip\n"],
      [["recent", "--days", "40"], 2, 'amem recent: --days must be a whole number from 1 to 31, not "40"\n'],
      [["recent", "--dayz", "3"], 2, "amem recent: unknown option --dayz (see amem help recent)\n"],
      [["search"], 2, "amem search: give the words to search for, e.g. amem search how did we fix the token expiry bug\n"],
      [["events"], 2, "amem events: give --from (e.g. --from 2h, --from 2026-03-04) or --session <id>\n"],
      [["node"], 2, "amem node: give a node id, e.g. toc:day:2026-03-04 (see amem help node)\n"],
      [
        ["recent"],
        1,
        "amem recent: 401 unauthorized: missing or invalid bearer token (check the token: amem status)\n",
        { AMEM_TOKEN: "amem.usr_nobody.secret" },
      ],
    ];
    for (const [args, code, stderr, extra] of cases) {
      const res = await amem(alice, args, extra);
      expect({ args, code: res.code, stdout: res.stdout, stderr: res.stderr }).toEqual({ args, code, stdout: "", stderr });
    }
    const noToken = await runAmem(bin, ["toc"], { env: { ...sandbox().env, AMEM_URL: svc.url } });
    expect(noToken).toMatchObject({ code: 1, stdout: "", stderr: "amem toc: no token: run `amem login --url <url> --token -` or set AMEM_TOKEN\n" });
    const down = `http://127.0.0.1:${await closedPort()}`;
    const refused = await amem(alice, ["recent"], { AMEM_URL: down });
    expect(refused).toMatchObject({ code: 1, stdout: "", stderr: `amem recent: cannot reach ${down}: ECONNREFUSED\n` });
  });

  it("reads the URL and token that amem login saved, like the hook", async () => {
    const sb = sandbox();
    // The real service refuses a token whose secret is wrong, and login saves nothing.
    const wrong = await runAmem(bin, ["login", "--url", `${svc.url}/v1`, "--token", `${alice.token}x`], { env: sb.env });
    expect(wrong).toMatchObject({ code: 1, stdout: expect.stringContaining("dropped the trailing /v1") });
    expect(wrong.stderr).toContain(`the service at ${svc.url} refused the token (401`);
    const login = await runAmem(bin, ["login", "--url", svc.url, "--token", "-"], { env: sb.env, input: alice.token });
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`service at ${svc.url} is reachable and accepted the token`);
    expect((await runAmem(bin, ["status"], { env: sb.env })).stdout).toMatch(/^service\s+reachable, token accepted \(GET \/v1\/status 200/m);
    const res = await runAmem(bin, ["node", claudeDay, "--json"], { env: { ...sb.env, TZ: "UTC" } });
    expect(res).toMatchObject({ code: 0, stderr: "" });
    expect(jsonAnswer(res.stdout)).toEqual(leanAnswer(await alice.get(`/v1/toc/nodes/${claudeDay}`)));
  });

  it("--help lists the query commands with examples; each command has its own help", async () => {
    const main = await runAmem(bin, ["--help"], { env: sandbox().env });
    expect(main).toMatchObject({ code: 0, stderr: "" });
    for (const text of [
      "amem recent [--days N | --period P | --from P]",
      "amem toc [node-id]",
      "amem node <node-id>",
      "amem search <words>",
      "amem expand <grip-id>",
      "amem events --from <t>",
      'amem search "how did we fix the token expiry bug"',
      "cl100k_base",
      "--full",
      "--skills",
    ]) {
      expect(main.stdout).toContain(text);
    }
    for (const command of ["recent", "toc", "node", "search", "expand", "events"]) {
      for (const args of [
        [command, "--help"],
        ["help", command],
      ]) {
        const res = await runAmem(bin, args, { env: sandbox().env });
        expect(res, args.join(" ")).toMatchObject({ code: 0, stderr: "" });
        expect(res.stdout).toMatch(new RegExp(`^amem ${command} `));
        expect(res.stdout).toContain(`Example`);
      }
    }
  });

  it("a hung service: the command gives up after AMEM_TIMEOUT_MS with one line", async () => {
    const sockets = new Set<Socket>();
    const hung: Server = createServer(() => {}); // accepts, never answers
    hung.on("connection", (s) => sockets.add(s));
    await new Promise<void>((r) => hung.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
    try {
      const res = await amem(alice, ["search", "jwt"], { AMEM_URL: url, AMEM_TIMEOUT_MS: "500" });
      expect(res).toMatchObject({ code: 1, stdout: "", stderr: `amem search: cannot reach ${url}: no answer within 500 ms (AMEM_TIMEOUT_MS)\n` });
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => hung.close(() => r()));
    }
  });
});
