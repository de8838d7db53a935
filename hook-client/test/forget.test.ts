import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { type RunResult, runAmem, runOnTty, sandbox } from "./helpers";
import { createUserToken, type LocalService, startService } from "./service";

const HOUR_MS = 3_600_000;
const PLANTED = "zqforgetmarker";

interface StoredEvent {
  event_id: string;
  session_id: string;
  text: string;
  evicted?: { rule: string };
}

let counter = 0;
/** A client event as POST /v1/events takes it. */
function event(sessionId: string, ts: number, text: string): Record<string, unknown> {
  counter++;
  return {
    event_id: `01KF${String(counter).padStart(22, "0")}`,
    session_id: sessionId,
    ts,
    agent: "claude-code",
    event_type: "user_message",
    role: "user",
    text,
    metadata: { cwd: "/work/app" },
  };
}

describe("amem forget against a local service (wrangler dev)", () => {
  let bin: string;
  let svc: LocalService;
  let token: string;
  let otherToken: string;
  const now = Date.now();
  const env = (t = token): Record<string, string> => ({ ...sandbox().env, AMEM_URL: svc.url, AMEM_TOKEN: t, TZ: "UTC" });
  const amem = (args: string[], t = token): Promise<RunResult> => runAmem(bin, args, { env: env(t), killAfterMs: 30_000 });

  const events = async (t: string, sessionId: string): Promise<StoredEvent[]> => {
    const res = await fetch(`${svc.url}/v1/events?session_id=${sessionId}&limit=500`, { headers: { authorization: `Bearer ${t}` } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { events: StoredEvent[] }).events;
  };
  const post = async (t: string, body: unknown): Promise<void> => {
    const res = await fetch(`${svc.url}/v1/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${t}`, "content-type": "application/json" },
      body: JSON.stringify({ events: body }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  };
  const forgotten = (list: StoredEvent[]) => list.filter((e) => e.evicted?.rule === "forget").length;

  beforeAll(async () => {
    [bin, svc] = await Promise.all([amemBin(), startService()]);
    [token, otherToken] = [await createUserToken(svc, "alice"), await createUserToken(svc, "bob")];
    const planted = [
      event("secret", now - 3 * HOUR_MS, `the ${PLANTED} password is in config.yaml`),
      event("secret", now - 3 * HOUR_MS + 60_000, `move the ${PLANTED} password to the vault`),
      event("other", now - 2 * HOUR_MS, "write the release notes"),
      event("recent", now - 10 * 60_000, `paste the ${PLANTED} token here`),
    ];
    // The other user holds the same events, ids included: only the user's own rows may go.
    await Promise.all([post(token, planted), post(otherToken, planted)]);
  }, 120_000);
  afterAll(async () => {
    await svc?.stop();
  });

  it("without a terminal and without --yes: shows the dry run per session, refuses, forgets nothing", async () => {
    const run = await amem(["forget", "--query", PLANTED]);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stdout).toContain("would forget 3 event(s) in 2 session(s)");
    expect(run.stdout).toMatch(/^\s+2\s+secret$/m);
    expect(run.stdout).toMatch(/^\s+1\s+recent$/m);
    expect(run.stderr).toContain("not a terminal");
    expect(run.stderr).toContain("--yes");
    expect(forgotten(await events(token, "secret"))).toBe(0);

    const dry = await amem(["forget", "--session", "secret", "--dry-run", "--json"]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual({ dry_run: true, events: 2, sessions: [{ session_id: "secret", events: 2 }], nodes_purged: 0, memories: 0 });
    expect(forgotten(await events(token, "secret"))).toBe(0);
  });

  it("on a terminal: asks, and only yes forgets", async () => {
    const declined = await runOnTty(bin, ["forget", "--session", "secret"], env(), "n");
    expect(declined.code, declined.stdout).toBe(1);
    expect(declined.stdout).toContain("would forget 2 event(s) in 1 session(s)");
    expect(declined.stdout).toContain("Forget these 2 event(s)? [y/N]");
    expect(declined.stdout).toContain("nothing forgotten");
    expect(forgotten(await events(token, "secret"))).toBe(0);

    const accepted = await runOnTty(bin, ["forget", "--session", "secret"], env(), "yes");
    expect(accepted.code, accepted.stdout).toBe(0);
    expect(accepted.stdout).toContain("forgot 2 event(s) in 1 session(s)");
    const after = await events(token, "secret");
    expect(after.map((e) => [e.text, e.evicted?.rule])).toEqual([
      ["", "forget"],
      ["", "forget"],
    ]);
    // The other sessions, and the other user's same session, are untouched.
    expect((await events(token, "other"))[0]?.text).toBe("write the release notes");
    expect((await events(otherToken, "secret")).map((e) => e.text)).toEqual([
      `the ${PLANTED} password is in config.yaml`,
      `move the ${PLANTED} password to the vault`,
    ]);
  }, 60_000);

  it("--yes forgets without a question (scripts); a time range defaults --to to now", async () => {
    const run = await amem(["forget", "--from", "30m", "--yes"]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("would forget 1 event(s) in 1 session(s)");
    expect(run.stdout).toContain("forgot 1 event(s) in 1 session(s)");
    expect(forgotten(await events(token, "recent"))).toBe(1);
    expect(forgotten(await events(token, "other"))).toBe(0);

    const search = await fetch(`${svc.url}/v1/search?q=${PLANTED}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await search.text()).toLowerCase()).not.toContain(PLANTED);
    const again = await amem(["forget", "--query", PLANTED, "--yes"]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain("nothing to forget");
  });

  it("names exactly one selector: anything else is a usage error that asks nothing", async () => {
    for (const args of [[], ["--session", "a", "--event", "b"], ["--to", "1h"], ["--session"], ["--sesion", "a"], ["--from", "1h", "--to", "2h"]]) {
      const run = await amem(["forget", ...args]);
      expect(run.code, `${args.join(" ")}: ${run.stderr}`).toBe(2);
      expect(run.stderr).toMatch(/^amem forget: /);
      expect(run.stdout).toBe("");
    }
    const help = await amem(["forget", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--yes");
    const top = await amem(["help"]);
    expect(top.stdout).toContain("amem forget");
  });
});
