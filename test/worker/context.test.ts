import { describe, expect, it } from "vitest";
import { call, createUser, makeEvent, postJson, settleBuilds, type TestUser } from "./helpers";

interface ContextAnswer {
  project_id: string;
  building: boolean;
  sessions: {
    session_id: string;
    agent: string;
    start: string;
    end: string;
    segments: { node_id: string; title: string; start: string; end: string; bullets: { text: string; grip_ids: string[] }[] }[];
  }[];
}

const MINUTE_MS = 60_000;

/** One closed session of work: a prompt, a tool call and its result, the reply, the end. */
function session(sessionId: string, startMs: number, topic: string, metadata: Record<string, string>): Record<string, unknown>[] {
  const at = (i: number) => startMs + i * MINUTE_MS;
  return [
    makeEvent({ session_id: sessionId, ts: at(0), event_type: "user_message", role: "user", text: `Fix the ${topic} in the invoices service`, metadata }),
    makeEvent({
      session_id: sessionId,
      ts: at(1),
      event_type: "tool_use",
      role: "assistant",
      text: `Edit: src/${topic.replace(/\W+/g, "-")}.ts`,
      metadata: { ...metadata, tool_name: "Edit" },
    }),
    makeEvent({
      session_id: sessionId,
      ts: at(2),
      event_type: "tool_result",
      role: "tool",
      text: "1 file changed",
      metadata: { ...metadata, tool_name: "Edit" },
    }),
    makeEvent({
      session_id: sessionId,
      ts: at(3),
      event_type: "assistant_stop",
      role: "assistant",
      text: `Fixed the ${topic}: the tests pass now.`,
      metadata,
    }),
    makeEvent({ session_id: sessionId, ts: at(4), event_type: "session_end", role: "system", text: "", metadata }),
  ];
}

async function ingest(user: TestUser, events: Record<string, unknown>[]): Promise<void> {
  const res = await postJson("/v1/events", { events }, user.auth);
  expect(res.status).toBe(201);
}

async function context(user: TestUser, query: string): Promise<ContextAnswer> {
  const res = await call(`/v1/context?${query}`, { headers: user.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ContextAnswer;
}

const API_A = { cwd: "/home/dev/a/api", project: "api", project_id: "git:example.com/a/api" };
const API_B = { cwd: "/home/dev/b/api", project: "api", project_id: "git:example.com/b/api" };

describe("GET /v1/context", () => {
  it("answers the project's latest sessions, newest first, and nothing of another project, another user, or older events unless named", async () => {
    const user = await createUser();
    const other = await createUser();
    const base = Date.now() - 6 * 3600_000;
    // An event from before project_id existed: only its cwd's base name says where it belongs.
    await ingest(user, session("legacy", base, "currency rounding", { cwd: "/home/dev/a/api", project: "api" }));
    await ingest(user, session("a-1", base + 3600_000, "tax total", API_A));
    await ingest(user, session("b-1", base + 2 * 3600_000, "webhook retry", API_B));
    await ingest(user, session("a-2", base + 3 * 3600_000, "due date parsing", { ...API_A, cwd: "/home/dev/a/api-worktree/src" }));
    await ingest(other, session("other-1", base + 4 * 3600_000, "secret payroll", API_A));
    await Promise.all([settleBuilds(user.userId), settleBuilds(other.userId)]);

    const a = await context(user, `project_id=${encodeURIComponent(API_A.project_id)}`);
    expect(a.project_id).toBe(API_A.project_id);
    expect(a.building).toBe(false);
    expect(a.sessions.map((s) => s.session_id)).toEqual(["a-2", "a-1"]);
    const latest = a.sessions[0]!;
    expect(latest.agent).toBe("claude-code");
    expect(latest.segments).toHaveLength(1);
    expect(latest.segments[0]!.node_id).toMatch(/^toc:segment:\d{4}-\d{2}-\d{2}:[0-9A-Z]{26}$/);
    expect(latest.segments[0]!.title.toLowerCase()).toContain("due date parsing");
    expect(latest.segments[0]!.bullets.some((b) => b.grip_ids.some((g) => g.startsWith("grip:")))).toBe(true);
    expect(Date.parse(latest.start)).toBeLessThan(Date.parse(latest.end));
    const text = JSON.stringify(a);
    for (const foreign of ["webhook", "payroll", "currency"]) expect(text).not.toContain(foreign);

    const withLegacy = await context(user, `project_id=${encodeURIComponent(API_A.project_id)}&project=api&sessions=2`);
    expect(withLegacy.sessions.map((s) => s.session_id)).toEqual(["a-2", "a-1"]);
    const all = await context(user, `project_id=${encodeURIComponent(API_A.project_id)}&project=api`);
    expect(all.sessions.map((s) => s.session_id)).toEqual(["a-2", "a-1", "legacy"]);

    const b = await context(user, `project_id=${encodeURIComponent(API_B.project_id)}&project=api`);
    expect(b.sessions.map((s) => s.session_id)).toEqual(["b-1", "legacy"]);

    const theirs = await context(other, `project_id=${encodeURIComponent(API_A.project_id)}`);
    expect(theirs.sessions.map((s) => s.session_id)).toEqual(["other-1"]);
    expect(await context(user, "project_id=git%3Aexample.com%2Fnobody%2Fapi")).toEqual({
      project_id: "git:example.com/nobody/api",
      sessions: [],
      building: false,
    });
  });

  it("keeps the latest segments of a session, oldest first, and says when events wait to be built", async () => {
    const user = await createUser();
    const base = Date.now() - 10 * 3600_000;
    // Gaps over 30 minutes cut one session into three segments.
    const parts = ["ledger import", "ledger export", "ledger audit"].flatMap((topic, i) =>
      session("long", base + i * 2 * 3600_000, topic, API_A).filter((e) => e["event_type"] !== "session_end" || i === 2),
    );
    await ingest(user, parts);
    await settleBuilds(user.userId);
    const two = await context(user, `project_id=${encodeURIComponent(API_A.project_id)}&segments=2`);
    expect(two.sessions).toHaveLength(1);
    expect(two.sessions[0]!.segments.map((s) => s.title.toLowerCase())).toEqual([
      expect.stringContaining("ledger export"),
      expect.stringContaining("ledger audit"),
    ]);

    await ingest(user, session("fresh", Date.now() - 10 * MINUTE_MS, "late fee", API_A));
    const now = await context(user, `project_id=${encodeURIComponent(API_A.project_id)}`);
    // Either the queue has not built the new events yet, or it has and their session shows.
    expect(now.building || now.sessions.some((s) => s.session_id === "fresh")).toBe(true);
  });

  it("bad input is a 400 naming the field; no token is a 401", async () => {
    const user = await createUser();
    for (const [query, field] of [
      ["", "project_id"],
      ["project_id=", "project_id"],
      ["project_id=x&sessions=0", "sessions"],
      ["project_id=x&segments=abc", "segments"],
    ] as const) {
      const res = await call(`/v1/context?${query}`, { headers: user.auth });
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; details: { issues: { field: string }[] } } };
      expect(body.error.code).toBe("bad_request");
      expect(body.error.details.issues.map((i) => i.field)).toContain(field);
    }
    const res = await call("/v1/context?project_id=x");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await (await call("/openapi.json")).json()) as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    expect(doc.paths["/v1/context"]?.get?.parameters?.map((p) => p.name)).toEqual(["project_id", "project", "sessions", "segments"]);
  });
});
