import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { FIXTURES, runAmem, sandbox } from "./helpers";
import { GROK_SESSION, layOut } from "./import-layout";
import { createUserToken, type LocalService, startService } from "./service";

interface StoredEvent {
  event_id: string;
  session_id: string;
  event_type: string;
  text: string;
  metadata: Record<string, string>;
}

/**
 * The dedupe pairs against the real service (wrangler dev, local D1 and Durable Objects): a hook
 * event later imported, an imported event later seen by a hook, a second import with its cursors
 * gone, and one Grok event through both of Grok's hook dialects are each stored once.
 */
describe("amem import into the local service", () => {
  let bin: string;
  let svc: LocalService;
  let token: string;
  beforeAll(async () => {
    [bin, svc] = await Promise.all([amemBin(), startService()]);
    token = await createUserToken(svc, "importer");
  }, 180_000);
  afterAll(async () => {
    await svc?.stop();
  });

  const allEvents = async (bearer = token): Promise<StoredEvent[]> => {
    const out: StoredEvent[] = [];
    let cursor: string | null = null;
    do {
      const res = await fetch(`${svc.url}/v1/events?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
        headers: { authorization: `Bearer ${bearer}` },
        signal: AbortSignal.timeout(30_000),
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { events: StoredEvent[]; next_cursor: string | null };
      out.push(...page.events);
      cursor = page.next_cursor;
    } while (cursor);
    return out;
  };

  it("hook then import, import then hook, import twice, both Grok dialects: every event stored once", async () => {
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: token });
    // Hooks run without the token: they only spool, and `amem flush` delivers.
    const { AMEM_TOKEN: _token, ...hookEnv } = sb.env;
    const hook = async (agent: string, file: string): Promise<void> => {
      const res = await runAmem(bin, ["hook", "--agent", agent], { env: hookEnv, input: readFileSync(join(FIXTURES, file)) });
      expect(res.code).toBe(0);
    };
    const flush = async (): Promise<void> => {
      const res = await runAmem(bin, ["flush"], { env: sb.env, killAfterMs: 60_000 });
      expect(res.code, res.stderr).toBe(0);
    };

    await hook("claude-code", "claude-code/hooks/UserPromptSubmit.json");
    await hook("claude-code", "claude-code/hooks/PreToolUse.json");
    // Grok runs its own hook and the one registered for Claude Code, at once.
    await Promise.all([hook("grok", "grok/hooks/PreToolUse.json"), hook("claude-code", "grok/hooks/PreToolUse.json")]);
    await flush();
    expect(await allEvents()).toHaveLength(3);

    layOut(sb);
    const first = await runAmem(bin, ["import"], { env: sb.env, killAfterMs: 120_000 });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("delivered 90 (87 new, 3 already stored), 0 rejected, 0 left in the spool");

    await hook("claude-code", "claude-code/hooks/PostToolUse.bash.json");
    await hook("claude-code", "claude-code/hooks/Stop.json");
    await hook("claude-code", "claude-code/hooks/SubagentStop.json");
    await hook("grok", "grok/hooks/PostToolUse.json");
    await flush();

    writeFileSync(join(sb.stateDir, "import", "cursors.json"), "{}");
    const second = await runAmem(bin, ["import"], { env: sb.env, killAfterMs: 120_000 });
    expect(second.stdout).toContain("delivered 90 (0 new, 90 already stored)");

    const stored = await allEvents();
    expect(stored).toHaveLength(90);
    expect(new Set(stored.map((e) => e.metadata["dedupe_key"])).size).toBe(90);
    // The row keeps the copy that came first: the hook's prompt, the import's tool result.
    const prompt = stored.find((e) => e.event_type === "user_message" && e.text.startsWith("Add JWT auth"));
    expect(prompt?.metadata["source"]).toBe("hook");
    const bash = stored.find((e) => e.metadata["tool_use_id"] === "toolu_01RjTDWTagrPf6pJ1ZyDbV6h" && e.event_type === "tool_result");
    expect(bash?.metadata["source"]).toBe("import");
  }, 300_000);

  it("a Grok Stop stored without its text gets it from the import of the same turn, once", async () => {
    const grokToken = await createUserToken(svc, "grok-fill");
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: grokToken });
    const { AMEM_TOKEN: _token, ...hookEnv } = sb.env;
    const base = { sessionId: GROK_SESSION, cwd: "/home/dev/projects/invoice-api", workspaceRoot: "/home/dev/projects/invoice-api" };
    // Grok's prompt payload field is undocumented; the turn count needs only the event.
    const prompt = JSON.stringify({
      ...base,
      hookEventName: "UserPromptSubmit",
      prompt: "Write a short ADR in docs/adr explaining why we use HS256 access tokens with a 15-minute TTL and rotating refresh tokens.",
    });
    const stop = readFileSync(join(FIXTURES, "grok", "hooks", "Stop.json"));
    for (const input of [prompt, stop]) {
      // Both of Grok's hook dialects, at once.
      const runs = await Promise.all(["grok", "claude-code"].map((agent) => runAmem(bin, ["hook", "--agent", agent], { env: hookEnv, input })));
      for (const run of runs) expect(run.code).toBe(0);
    }
    const flushed = await runAmem(bin, ["flush"], { env: sb.env, killAfterMs: 60_000 });
    expect(flushed.code, flushed.stderr).toBe(0);
    const hooked = await allEvents(grokToken);
    expect(hooked.map((e) => [e.event_type, e.text === "", e.metadata["text_pending"]])).toEqual([
      ["user_message", false, undefined],
      ["assistant_stop", true, "true"],
    ]);

    layOut(sb);
    const first = await runAmem(bin, ["import", "grok"], { env: sb.env, killAfterMs: 120_000 });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain("(8 new, 2 already stored, 1 of them given the text a hook could not send)");
    writeFileSync(join(sb.stateDir, "import", "cursors.json"), "{}");
    const second = await runAmem(bin, ["import", "grok"], { env: sb.env, killAfterMs: 120_000 });
    expect(second.stdout).toContain("(0 new, 10 already stored)");

    const stored = await allEvents(grokToken);
    expect(stored).toHaveLength(10);
    const filled = stored.filter((e) => e.event_type === "assistant_stop");
    expect(filled).toHaveLength(1);
    expect(filled[0]?.event_id).toBe(hooked[1]?.event_id);
    expect(filled[0]?.text).toMatch(/^Added docs\/adr\/0007/);
    expect(filled[0]?.metadata["text_pending"]).toBeUndefined();
    expect(filled[0]?.metadata["source"]).toBe("import");
    expect(filled[0]?.metadata["native_event"]).toBe("Stop"); // the hook's keys the import lacks stay
  }, 300_000);
});
