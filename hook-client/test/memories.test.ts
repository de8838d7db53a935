import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { type RunResult, runAmem, sandbox } from "./helpers";
import { createUserToken, type LocalService, startService } from "./service";

/*
 * amem remember, amem memories and amem review against a real local service (wrangler dev):
 * remembering with supersede by key, listing by project, archive and restore, the review queue
 * filled by the service's promote step, and another user's things out of reach.
 */

interface Memory {
  memory_id: string;
  kind: string;
  text: string;
  key: string | null;
  project: string | null;
  project_id: string | null;
  status: string;
}

describe("amem remember / memories / review against a local service (wrangler dev)", () => {
  let bin: string;
  let svc: LocalService;
  let alice: string;
  let bob: string;
  const sb = sandbox();
  const repo = join(sb.home, "invoice-api");
  const elsewhere = join(sb.home, "web-app");
  const env = (t: string): Record<string, string> => ({ ...sb.env, AMEM_URL: svc.url, AMEM_TOKEN: t, TZ: "UTC" });
  const amem = (args: string[], t = alice, cwd = repo): Promise<RunResult> => runAmem(bin, args, { env: env(t), cwd, killAfterMs: 30_000 });

  beforeAll(async () => {
    mkdirSync(repo, { recursive: true });
    mkdirSync(elsewhere, { recursive: true });
    [bin, svc] = await Promise.all([amemBin(), startService()]);
    [alice, bob] = [await createUserToken(svc, "alice"), await createUserToken(svc, "bob")];
  }, 120_000);
  afterAll(async () => {
    await svc?.stop();
  });

  it("remembers for this project, supersedes on a key, lists this project's and every project's", async () => {
    const first = await amem(["remember", "--kind", "decision", "--key", "jwt library", "We use jsonwebtoken for tokens"]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^remembered \[decision\] We use jsonwebtoken for tokens {2}\(key: jwt library, invoice-api, mem_[0-9A-Z]{26}\)\n$/);
    const second = await amem(["remember", "--kind", "decision", "--key", "jwt library", "--json", "We use jose, not jsonwebtoken"]);
    expect(second.code, second.stderr).toBe(0);
    const answer = JSON.parse(second.stdout) as { memory: Memory; superseded: string | null };
    expect(answer.memory).toMatchObject({
      kind: "decision",
      text: "We use jose, not jsonwebtoken",
      project: "invoice-api",
      project_id: `path:${repo}`,
      status: "active",
    });
    expect(answer.superseded).toMatch(/^mem_/);
    expect((await amem(["remember", "--global", "--kind", "instruction", "Never commit to main"])).code).toBe(0);
    expect((await amem(["remember", "--kind", "task", "Ship the web app"], alice, elsewhere)).code).toBe(0);

    const list = await amem(["memories"]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain("2 active memories (project invoice-api and every project), newest first:");
    expect(list.stdout).toContain("[instruction] Never commit to main  (every project, mem_");
    expect(list.stdout).toContain("[decision] We use jose, not jsonwebtoken  (key: jwt library, invoice-api, mem_");
    expect(list.stdout).not.toContain("jsonwebtoken for tokens");
    expect(list.stdout).not.toContain("Ship the web app");

    const all = JSON.parse((await amem(["memories", "--all-projects", "--json"])).stdout) as { memories: Memory[] };
    expect(all.memories.map((m) => m.text).sort()).toEqual(["Never commit to main", "Ship the web app", "We use jose, not jsonwebtoken"]);
    const history = JSON.parse((await amem(["memories", "--status", "archived", "--json"])).stdout) as { memories: Memory[] };
    expect(history.memories.map((m) => m.memory_id)).toEqual([answer.superseded]);
  }, 90_000);

  it("the session-start digest of the project shows its active memories first (amem context --refresh)", async () => {
    const digest = await amem(["context", "--refresh"]);
    expect(digest.code, digest.stderr).toBe(0);
    expect(digest.stdout).toContain("## Long-term memories\n");
    const section = digest.stdout.slice(digest.stdout.indexOf("## Long-term memories"));
    expect(section).toContain("- [decision] We use jose, not jsonwebtoken\n");
    expect(section).toContain("- [instruction] Never commit to main\n");
    expect(digest.stdout).not.toContain("jsonwebtoken for tokens");
    expect(digest.stdout).not.toContain("Ship the web app");
  }, 60_000);

  it("archives recoverably and restores", async () => {
    const { memories } = JSON.parse((await amem(["memories", "--kind", "instruction", "--json"])).stdout) as { memories: Memory[] };
    const id = memories[0]!.memory_id;
    const archived = await amem(["memories", "archive", id]);
    expect(archived.code, archived.stderr).toBe(0);
    expect(archived.stdout).toMatch(
      /^archived \[instruction\] Never commit to main {2}\(archived, every project, mem_\w+\)\nrecoverable until \d{4}-\d\d-\d\dT/,
    );
    expect((await amem(["memories", "--kind", "instruction"])).stdout).toBe("no active memories (project invoice-api and every project)\n");
    const restored = await amem(["memories", "restore", id]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toBe(`restored [instruction] Never commit to main  (every project, ${id})\n`);
  }, 60_000);

  it("refuses bad usage with exit 2 and a service error with exit 1", async () => {
    for (const args of [
      ["remember"],
      ["remember", "--kind", "opinion", "x"],
      ["memories", "--status", "gone"],
      ["memories", "archive"],
      ["review", "approve"],
      ["memories", "--limit", "0"],
    ]) {
      const run = await amem(args);
      expect(run.code, args.join(" ")).toBe(2);
      expect(run.stderr).toMatch(new RegExp(`^amem ${args[0]}: `));
    }
    const missing = await amem(["memories", "archive", "mem_nope"]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("amem memories: 404 not_found: no such memory\n");
    const help = await amem(["remember", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("amem remember <text>");
  }, 60_000);

  it("review lists what the promote step queued; approve keeps the candidate; the other user sees none of it", async () => {
    const at = Date.now() - 3_600_000;
    const events = [
      ["user_message", "user", "Why do the token tests fail at night?"],
      ["assistant_message", "assistant", "It turned out the staging clock runs 47 s behind production."],
      ["session_end", "system", ""],
    ].map(([event_type, role, text], i) => ({
      event_id: `01KG${String(i).padStart(22, "0")}`,
      session_id: "review-1",
      ts: at + i * 60_000,
      agent: "claude-code",
      event_type,
      role,
      text,
      metadata: { cwd: repo, project: "invoice-api" },
    }));
    const res = await fetch(`${svc.url}/v1/events`, {
      method: "POST",
      headers: { authorization: `Bearer ${alice}`, "content-type": "application/json" },
      body: JSON.stringify({ events }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    // The build is asynchronous (queue): run the promote step until it has found the segment.
    let listed: RunResult | undefined;
    for (let tries = 0; tries < 120; tries++) {
      await svc.admin("POST", "/v1/admin/jobs/consolidate-promote/run");
      listed = await amem(["review"]);
      if (!listed.stdout.startsWith("nothing to review")) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(listed!.code, listed!.stderr).toBe(0);
    expect(listed!.stdout).toMatch(
      /^1 task\(s\), most urgent first \(amem review approve\|reject <task-id>\):\ntask_promote_\w+ {2}\[promote, \w+\] Keep fact: It turned out the staging clock runs 47 s behind production\. {2}\(confidence 0\.\d\d, open\)\n$/,
    );
    const taskId = /^(task_promote_\w+)/m.exec(listed!.stdout)![1]!;
    expect((await amem(["memories", "--status", "candidate"])).stdout).toContain("[fact] It turned out the staging clock runs 47 s behind production.");

    // Bob can neither see nor approve it.
    expect((await amem(["review"], bob)).stdout).toBe("nothing to review\n");
    const stolen = await amem(["review", "approve", taskId], bob);
    expect(stolen.code).toBe(1);
    expect(stolen.stderr).toBe("amem review: 404 not_found: no such task\n");
    expect((await amem(["memories", "--all-projects"], bob)).stdout).toBe("no active memories (all projects)\n");

    const approved = await amem(["review", "approve", taskId]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toBe("approved: Keep fact: It turned out the staging clock runs 47 s behind production.\n");
    expect((await amem(["memories", "--kind", "fact"])).stdout).toContain(
      "[fact] It turned out the staging clock runs 47 s behind production.  (invoice-api, mem_",
    );
    expect((await amem(["review"])).stdout).toBe("nothing to review\n");
    expect((await amem(["review", "--all"])).stdout).toContain(", closed, 1 attempt(s))");
  }, 120_000);
});
