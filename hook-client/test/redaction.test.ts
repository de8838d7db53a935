import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedactor } from "../src/redact";
import { amemBin } from "./build";
import { CONTROL, SECRETS } from "./corpus";
import { FakeService, FIXTURES, readSpool, runAmem, sandbox, spoolText, waitFor } from "./helpers";

const prompt = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;
const bash = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/PostToolUse.bash.json"), "utf8")) as Record<string, unknown>;

/** The secret as it would look raw or inside a JSON string. */
function forms(secret: string): string[] {
  return [secret, JSON.stringify(secret).slice(1, -1)];
}

function leaked(haystack: string): string[] {
  return SECRETS.filter((s) => forms(s.secret).some((f) => haystack.includes(f))).map((s) => s.label);
}

describe("redaction", () => {
  it(`has a corpus of at least 40 realistic secrets`, () => {
    expect(SECRETS.length).toBeGreaterThanOrEqual(40);
  });

  const redact = createRedactor();
  it.each(SECRETS.map((s) => [s.label, s] as const))("removes %s", (_label, s) => {
    const out = redact(s.text);
    expect(out).not.toContain(s.secret);
    expect(out).toMatch(/\[REDACTED:[a-z0-9-]+\]/);
  });

  it("also inside JSON-encoded strings (tool input as it is stored in metadata)", () => {
    for (const s of SECRETS) expect(redact(JSON.stringify({ command: s.text }))).not.toContain(JSON.stringify(s.secret).slice(1, -1));
  });

  it.each(CONTROL.map((t, i) => [i, t] as const))("leaves control text %i unchanged", (_i, text) => {
    expect(redact(text)).toBe(text);
  });

  it("leaves control text unchanged inside JSON-encoded strings too", () => {
    for (const text of CONTROL) expect(redact(JSON.stringify({ command: text }))).toBe(JSON.stringify({ command: text }));
  });

  it("cuts an assignment's value at the end of its line, also in JSON text", () => {
    expect(redact(JSON.stringify("DB_PASSWORD=hunter2-x\nnext line stays"))).toBe(JSON.stringify("DB_PASSWORD=[REDACTED:secret-assignment]\nnext line stays"));
  });

  it("applies extra patterns from the config", () => {
    const custom = createRedactor([{ name: "ticket", pattern: "INTERNAL-\\d{4}" }]);
    expect(custom("see INTERNAL-4821 for details")).toBe("see [REDACTED:ticket] for details");
  });
});

describe("redaction through the real program", () => {
  let bin: string;
  let svc: FakeService;
  beforeAll(async () => {
    bin = await amemBin();
    svc = await new FakeService().start();
  });
  afterAll(async () => {
    await svc.stop();
  });

  const allSecrets = SECRETS.map((s) => s.text).join("\n\n");
  const payloads = [
    JSON.stringify({ ...prompt, prompt: allSecrets }),
    JSON.stringify({
      ...bash,
      tool_input: { command: allSecrets, description: "print the env" },
      tool_response: { stdout: allSecrets, stderr: SECRETS[0]?.text ?? "" },
    }),
  ];

  it("no secret reaches the spool", async () => {
    const sb = sandbox();
    for (const input of payloads) {
      const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input });
      expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    }
    const text = spoolText(sb);
    // The prompt, then the tool call and its result (both from the post-tool payload).
    expect(readSpool(sb).map((r) => r.event.event_type)).toEqual(["user_message", "tool_use", "tool_result"]);
    expect(leaked(text)).toEqual([]);
    expect(text).toContain("[REDACTED:");
  });

  it("no secret reaches the network", async () => {
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    for (const input of payloads) await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input });
    await waitFor(() => svc.stored.size >= 2, 10_000, "delivery");
    const bodies = svc.requests.map((r) => r.body).join("\n");
    expect(bodies.length).toBeGreaterThan(1000);
    expect(leaked(bodies)).toEqual([]);
  });

  it("ordinary code and prose arrive unchanged", async () => {
    const sb = sandbox();
    const text = CONTROL.join("\n\n");
    await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...prompt, prompt: text }) });
    expect(readSpool(sb)[0]?.event.text).toBe(text);
  });

  it("skips tools listed in skip_tools entirely", async () => {
    const sb = sandbox({ AMEM_SKIP_TOOLS: "bash,Read" });
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify(bash) });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(readSpool(sb)).toEqual([]);
  });
});
