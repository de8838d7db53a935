import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { FIXTURES, readSpool, runAmem, sandbox, waitFor } from "./helpers";

const transcriptLines = readFileSync(join(FIXTURES, "claude-code/transcript.jsonl"), "utf8").split("\n").filter(Boolean);
const stopPayload = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/Stop.pre-2.1.47.json"), "utf8")) as Record<string, unknown>;
const firstTurnReply = (JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/Stop.json"), "utf8")) as { last_assistant_message: string })
  .last_assistant_message;

describe("Claude Code Stop without last_assistant_message (before 2.1.47)", () => {
  let bin: string;
  beforeAll(async () => {
    bin = await amemBin();
  });

  it("reads the last reply of the turn from the transcript", async () => {
    const sb = sandbox();
    const transcript = join(sb.root, "session.jsonl");
    // The session up to the end of its first turn (turn_duration after the final reply).
    writeFileSync(transcript, `${transcriptLines.slice(0, 43).join("\n")}\n`);
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...stopPayload, transcript_path: transcript }) });
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const [event] = readSpool(sb).map((r) => r.event);
    expect(event?.text).toBe(firstTurnReply);
    // The same key (and so the same event_id) as a Stop that carries the reply, and as its import.
    const withReply = JSON.parse(readFileSync(join(import.meta.dirname, "golden/claude-code/Stop.json"), "utf8")) as {
      event_id: string;
      metadata: { dedupe_key: string };
    }[];
    expect(event?.metadata).toMatchObject({ text_source: "transcript", dedupe_key: withReply[0]?.metadata.dedupe_key });
    expect(event?.metadata["text_pending"]).toBeUndefined();
  });

  it("skips the compaction wrappers after the last prompt and finds the second turn's reply", async () => {
    const sb = sandbox();
    const transcript = join(sb.root, "session.jsonl");
    writeFileSync(transcript, `${transcriptLines.join("\n")}\n`);
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...stopPayload, transcript_path: transcript }) });
    expect(res.code).toBe(0);
    const [event] = readSpool(sb).map((r) => r.event);
    expect(event?.text).toMatch(/^Done\. `signAccessToken` now reads `JWT_TTL_SECONDS`/);
  });

  it("retries once when the transcript lags the hook", async () => {
    const sb = sandbox();
    const transcript = join(sb.root, "session.jsonl");
    // The final text block is not written yet: the last assistant message is a tool call.
    writeFileSync(transcript, `${transcriptLines.slice(0, 40).join("\n")}\n`);
    // The longest re-read wait the hook allows, and the reply written once the hook says it found none:
    // only a test stalled for seconds could miss the window, on however busy a machine.
    const env = { ...sb.env, AMEM_TRANSCRIPT_RETRY_MS: "3000" };
    const run = runAmem(bin, ["hook", "--agent", "claude-code"], { env, input: JSON.stringify({ ...stopPayload, transcript_path: transcript }) });
    await waitFor(() => existsSync(sb.logFile) && readFileSync(sb.logFile, "utf8").includes("no reply in the transcript yet"), 30_000, "the hook's first read");
    appendFileSync(transcript, `${transcriptLines.slice(40, 43).join("\n")}\n`);
    const res = await run;
    expect(res).toMatchObject({ code: 0, stdout: "" });
    const [event] = readSpool(sb).map((r) => r.event);
    expect(event?.text).toBe(firstTurnReply);
  });

  it("leaves the text to the importer when the transcript never has it", async () => {
    const sb = sandbox();
    const transcript = join(sb.root, "session.jsonl");
    writeFileSync(transcript, `${transcriptLines.slice(0, 40).join("\n")}\n`);
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...stopPayload, transcript_path: transcript }) });
    // Within the hook's hard limit, or it would have exited without spooling.
    expect(res).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const [event] = readSpool(sb).map((r) => r.event);
    expect(event).toMatchObject({ event_type: "assistant_stop", text: "", metadata: { text_pending: "true" } });
  });

  it("reads a SubagentStop reply from the subagent's own transcript", async () => {
    const sb = sandbox();
    const payload = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/SubagentStop.json"), "utf8")) as Record<string, unknown>;
    const expected = payload["last_assistant_message"];
    delete payload["last_assistant_message"];
    payload["agent_transcript_path"] = join(FIXTURES, "claude-code/subagents/agent-a4c7e19.jsonl");
    const res = await runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify(payload) });
    expect(res.code).toBe(0);
    const [event] = readSpool(sb).map((r) => r.event);
    expect(event).toMatchObject({ event_type: "subagent_stop", text: expected, metadata: { text_source: "transcript" } });
  });
});
