import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { AmemEvent } from "../src/event";
import { eventIdFor } from "../src/event-id";
import { amemBin } from "./build";
import { FIXTURES, readJsonLines, readSpool, runAmem, sandbox, ULID } from "./helpers";

/**
 * Golden mapping: every hook payload in test/fixtures/agents goes through the real program and
 * must produce exactly the reviewed events in test/golden/. Generated values are checked by
 * shape (event_id a ULID, ts the receive time when the payload has none) and then replaced by
 * placeholders. Set UPDATE_GOLDEN=1 to rewrite the files, then review the diff.
 */
const GOLDEN = join(import.meta.dirname, "golden");
const UPDATE = process.env["UPDATE_GOLDEN"] === "1";

interface Case {
  name: string;
  file: string;
  args: string[];
  argvPayload?: boolean;
}

function hookCases(dir: string, agent: string, extra: (file: string) => string[] = () => []): Case[] {
  return readdirSync(join(FIXTURES, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ name: `${agent}/${basename(f, ".json")}`, file: join(FIXTURES, dir, f), args: ["--agent", agent, ...extra(f)] }));
}

const CASES: Case[] = [
  ...hookCases("claude-code/hooks", "claude-code"),
  ...hookCases("codex/hooks", "codex"),
  {
    name: "codex/notify.agent-turn-complete",
    file: join(FIXTURES, "codex/notify/agent-turn-complete.argv.json"),
    args: ["--agent", "codex"],
    argvPayload: true,
  },
  ...hookCases("gemini/hooks", "gemini"),
  ...hookCases("copilot-cli/hooks", "copilot", (f) => (f.includes("vscode") ? [] : ["--event", basename(f, ".json")])),
  ...hookCases("grok/hooks", "grok"),
];

type Shaped = Omit<AmemEvent, "event_id" | "ts"> & { event_id: string; ts: number | string };

/** Checks the generated fields and replaces them with placeholders. */
function shape(events: AmemEvent[], from: number, to: number): Shaped[] {
  return events.map((e) => {
    expect(e.event_id).toMatch(ULID);
    expect(e.event_id).toBe(eventIdFor(e.metadata["dedupe_key"] ?? ""));
    expect(Number.isInteger(e.ts)).toBe(true);
    const generated = e.ts >= from && e.ts <= to;
    return { ...e, event_id: "<ulid>", ts: generated ? "<receive time>" : e.ts };
  });
}

function compareGolden(name: string, actual: unknown): void {
  const file = join(GOLDEN, `${name}.json`);
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE) throw new Error(`missing golden file ${file}: run with UPDATE_GOLDEN=1 and review it`);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
    return;
  }
  expect(actual).toEqual(JSON.parse(readFileSync(file, "utf8")));
}

async function runCase(bin: string, c: Case, args = c.args): Promise<Shaped[]> {
  const sb = sandbox(); // no token: events stay in the spool, where the test reads them
  const payload = readFileSync(c.file, "utf8");
  const from = Date.now();
  const res = c.argvPayload
    ? await runAmem(bin, ["hook", ...args, JSON.stringify(JSON.parse(payload))], { env: sb.env })
    : await runAmem(bin, ["hook", ...args], { env: sb.env, input: payload });
  const to = Date.now();
  expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
  expect(readJsonLines(sb.rejectedFile)).toEqual([]);
  return shape(
    readSpool(sb).map((r) => r.event),
    from,
    to,
  );
}

describe("golden mapping of every fixture payload", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });

  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    compareGolden(c.name, await runCase(bin, c));
  });

  it("Grok payloads are recognized even when the hook was registered for Claude Code", async () => {
    for (const f of ["PreToolUse", "SessionStart"]) {
      const c: Case = { name: `grok/${f}`, file: join(FIXTURES, "grok/hooks", `${f}.json`), args: ["--agent", "claude-code"] };
      compareGolden(c.name, await runCase(bin, c));
    }
  });

  it("the agent named at install (--agent) wins over fields that look like another agent's", async () => {
    // A Claude Code prompt carrying fields Codex sends (model, turn_id, a transcript under .codex/).
    const prompt = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;
    const lookalike = { ...prompt, model: "gpt-5-codex", turn_id: "t-1", transcript_path: "/home/dev/.codex/sessions/x.jsonl" };
    const run = async (args: string[]): Promise<string[]> => {
      const sb = sandbox();
      const res = await runAmem(bin, ["hook", ...args], { env: sb.env, input: JSON.stringify(lookalike) });
      expect(res).toMatchObject({ code: 0, stdout: "" });
      return readSpool(sb).map((r) => `${r.event.agent} ${r.event.event_type}`);
    };
    expect(await run(["--agent", "claude-code"])).toEqual(["claude-code user_message"]);
    // Only a hook command without --agent guesses from the fields.
    expect(await run([])).toEqual(["codex user_message"]);
  });

  it("a Copilot payload without --event is mapped only when its fields leave no doubt, and says so", async () => {
    const post = await runCase(bin, { name: "", file: join(FIXTURES, "copilot-cli/hooks/postToolUse.json"), args: ["--agent", "copilot"] });
    expect(post).toHaveLength(1);
    expect(post[0]).toMatchObject({ event_type: "tool_result", metadata: { native_event: "postToolUse", native_event_inferred: "true" } });
    // preToolUse and permissionRequest look the same: never guessed, recorded as rejected instead.
    const sb = sandbox();
    const res = await runAmem(bin, ["hook", "--agent", "copilot"], { env: sb.env, input: readFileSync(join(FIXTURES, "copilot-cli/hooks/preToolUse.json")) });
    expect(res).toMatchObject({ code: 0, stdout: "" });
    expect(readSpool(sb)).toEqual([]);
    expect(readJsonLines(sb.rejectedFile)).toEqual([expect.objectContaining({ reason: expect.stringContaining("--event") })]);
  });

  it("maps the OpenCode capture through the real plugin", async () => {
    const pluginDir = sandbox();
    const install = await runAmem(bin, ["install", "opencode", "--project"], { env: pluginDir.env, cwd: pluginDir.root });
    expect(install.code).toBe(0);
    const pluginFile = join(pluginDir.root, ".opencode", "plugins", "amem.js");
    const mjs = pluginFile.replace(/\.js$/, ".mjs");
    writeFileSync(mjs, readFileSync(pluginFile));
    const envelopes: Record<string, unknown>[] = [];
    const { AmemCapture } = (await import(mjs)) as { AmemCapture: (input: unknown) => Promise<Record<string, (...a: unknown[]) => Promise<void>>> };
    const hooks = await AmemCapture({ amemSend: (e: Record<string, unknown>) => envelopes.push(e) });
    const lines = readFileSync(join(FIXTURES, "opencode/events.jsonl"), "utf8").split("\n").filter(Boolean);
    const captured: { line: number; capturedAt: string }[] = [];
    for (const [i, line] of lines.entries()) {
      const { hook, payload, captured_at } = JSON.parse(line) as {
        hook: string;
        captured_at: string;
        payload: { input?: unknown; output?: unknown; type?: string };
      };
      const before = envelopes.length;
      if (hook === "event") await hooks["event"]?.({ event: payload });
      else await hooks[hook]?.(payload.input, payload.output);
      for (let k = before; k < envelopes.length; k++) captured.push({ line: i + 1, capturedAt: captured_at });
    }
    const results: { line: number; events: Shaped[] }[] = [];
    for (const [k, envelope] of envelopes.entries()) {
      const meta = captured[k];
      if (!meta) throw new Error("envelope without a line");
      // The plugin stamps Date.now(); use the capture time so the golden file is stable.
      const sb = sandbox();
      const res = await runAmem(bin, ["hook", "--agent", "opencode"], { env: sb.env, input: JSON.stringify({ ...envelope, ts: Date.parse(meta.capturedAt) }) });
      expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
      expect(readJsonLines(sb.rejectedFile)).toEqual([]);
      results.push({
        line: meta.line,
        events: shape(
          readSpool(sb).map((r) => r.event),
          0,
          0,
        ),
      });
    }
    compareGolden("opencode/events", results);
  });
});
