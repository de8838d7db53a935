import { createHash, randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { STDIN_TIMEOUT_MS } from "../src/constants";
import { amemBin } from "./build";
import { FIXTURES, readJsonLines, readSpool, runAmem, sandbox, spoolText } from "./helpers";

const postToolUse = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/PostToolUse.bash.json"), "utf8")) as { tool_response: { stdout: string } };

describe("the hook survives any stdin", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });

  it("empty stdin: nothing recorded, nothing printed", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: "" });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(readSpool(sb)).toEqual([]);
    expect(readJsonLines(sb.rejectedFile)).toEqual([]);
  });

  it("malformed JSON: kept in rejected.jsonl (head redacted), one line on stderr", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], {
      env: sb.env,
      input: '{"session_id": "s1", "prompt": "my key is AKIAIOSFODNN7EXAMPLE", ',
    });
    expect(res).toMatchObject({ code: 0, stdout: "" });
    expect(res.stderr).toMatch(/^amem: hook payload is not JSON \(\d+ bytes\); recorded in .*rejected\.jsonl\n$/);
    const [rejected] = readJsonLines(sb.rejectedFile) as { reason: string; head: string }[];
    expect(rejected?.reason).toBe("malformed JSON");
    expect(rejected?.head).toContain("[REDACTED:aws-access-key]");
    expect(rejected?.head).not.toContain("AKIAIOSFODNN7EXAMPLE");
  });

  it("binary garbage", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: randomBytes(4096) });
    expect(res).toMatchObject({ code: 0, stdout: "" });
    expect(readSpool(sb)).toEqual([]);
    expect(readJsonLines(sb.rejectedFile)).toHaveLength(1);
  });

  it("10 MB of binary garbage", async () => {
    const sb = sandbox();
    const data = randomBytes(10 * 1024 * 1024);
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: data });
    expect(res).toMatchObject({ code: 0, stdout: "" });
    const [rejected] = readJsonLines(sb.rejectedFile) as { bytes: number; sha256: string }[];
    expect(rejected).toMatchObject({ bytes: data.length, sha256: createHash("sha256").update(data).digest("hex") });
  });

  it("a 10 MB tool output becomes one small event with head, tail, size and sha256", async () => {
    const sb = sandbox();
    const huge = `HEAD-MARKER ${"x".repeat(10 * 1024 * 1024)} TAIL-MARKER`;
    const payload = JSON.stringify({ ...postToolUse, tool_response: { ...postToolUse.tool_response, stdout: huge } });
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: payload });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    // The post-tool payload gives the call, then its result.
    const event = readSpool(sb)
      .map((r) => r.event)
      .find((e) => e.event_type === "tool_result");
    expect(event?.text.startsWith("HEAD-MARKER")).toBe(true);
    expect(event?.text.endsWith("TAIL-MARKER")).toBe(true);
    expect(Buffer.byteLength(event?.text ?? "")).toBeLessThanOrEqual(16 * 1024);
    expect(event?.metadata).toMatchObject({
      text_truncated: "true",
      text_bytes: String(Buffer.byteLength(huge)),
      text_sha256: createHash("sha256").update(huge).digest("hex"),
    });
    expect(statSync(sb.pendingFile).size).toBeLessThan(32 * 1024);
  });

  it("a huge tool_input is cut in metadata the same way", async () => {
    const sb = sandbox();
    const content = "line\n".repeat(100_000);
    const payload = { ...postToolUse, tool_name: "Write", tool_input: { file_path: "/tmp/big.txt", content } };
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify(payload) });
    expect(res.code).toBe(0);
    const [event] = readSpool(sb).map((r) => r.event);
    const input = JSON.stringify(payload.tool_input);
    expect(event?.metadata["tool_input_bytes"]).toBe(String(Buffer.byteLength(input)));
    expect(event?.metadata["tool_input_sha256"]).toBe(createHash("sha256").update(input).digest("hex"));
    expect(Buffer.byteLength(event?.metadata["tool_input"] ?? "")).toBeLessThanOrEqual(4 * 1024);
  });

  it("stdin that never closes: gives up after its time limit, exits 0", async () => {
    const sb = sandbox();
    // Killed by the test (signal SIGKILL) only if its own limit never fired.
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], {
      env: sb.env,
      input: '{"hook_event_name": "Stop", ',
      keepStdinOpen: true,
      killAfterMs: 30_000,
    });
    expect(res).toMatchObject({ code: 0, signal: null, stdout: "" });
    expect(readJsonLines(sb.rejectedFile)).toEqual([expect.objectContaining({ reason: "stdin not closed in time; partial JSON" })]);
  });

  it("a complete payload on a pipe the agent keeps open is captured without waiting for EOF", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], {
      env: sb.env,
      input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")),
      keepStdinOpen: true,
    });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const [record] = readSpool(sb);
    // By the hook's own clock (event ts: before it read stdin; spooled_at: after): it did not sit out its stdin limit.
    expect(record!.spooled_at - record!.event.ts).toBeLessThan(STDIN_TIMEOUT_MS);
  });

  it("AMEM_DISABLED=1 records nothing", async () => {
    const sb = sandbox({ AMEM_DISABLED: "1" });
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], {
      env: sb.env,
      input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")),
    });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(spoolText(sb)).toBe("");
  });

  it("the older `--agent x` form without the hook subcommand still captures", async () => {
    const sb = sandbox();
    const res = await runAmem(bin, ["--agent", "claude-code"], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect(readSpool(sb)).toHaveLength(1);
  });

  it("spool, log dir and files are private", async () => {
    const sb = sandbox();
    await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json")) });
    expect(statSync(sb.pendingFile).mode & 0o777).toBe(0o600);
    expect(statSync(sb.spoolDir).mode & 0o777).toBe(0o700);
    expect(statSync(sb.stateDir).mode & 0o777).toBe(0o700);
  });
});
