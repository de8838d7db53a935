import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { amemBin } from "./build";
import { FakeService, FIXTURES, readSpool, runAmem, sandbox, waitFor } from "./helpers";

const prompt = JSON.parse(readFileSync(join(FIXTURES, "claude-code/hooks/UserPromptSubmit.json"), "utf8")) as Record<string, unknown>;

describe("concurrent hooks share one spool safely", () => {
  let bin: string;
  let svc: FakeService | undefined;
  beforeAll(async () => {
    bin = await amemBin();
  });
  afterEach(async () => {
    await svc?.stop();
    svc = undefined;
  });

  it("50 parallel invocations: 50 whole lines, none torn, none lost", async () => {
    const sb = sandbox();
    // Half of them carry texts far above PIPE_BUF (4 KiB), where O_APPEND alone promises nothing.
    const texts = Array.from({ length: 50 }, (_, i) => `event ${i} ${i % 2 ? "y".repeat(40_000) : ""}`);
    const results = await Promise.all(
      texts.map((text) => runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...prompt, prompt: text }) })),
    );
    for (const r of results) expect(r).toMatchObject({ code: 0, stdout: "", stderr: "" });
    const raw = readFileSync(sb.pendingFile, "utf8");
    const lines = raw.split("\n");
    expect(lines.pop()).toBe(""); // ends with a newline
    expect(lines).toHaveLength(50);
    const events = lines.map((l) => (JSON.parse(l) as { event: { event_id: string; text: string } }).event);
    expect(new Set(events.map((e) => e.event_id)).size).toBe(50);
    expect(events.map((e) => e.text).sort()).toEqual([...texts].sort());
    // Every writer got the spool lock: none had to fall back to an unlocked append.
    expect(existsSync(sb.logFile) ? readFileSync(sb.logFile, "utf8") : "").not.toContain("spool lock busy");
  });

  it("hooks appending while background flushes run: every event delivered exactly once", async () => {
    svc = await new FakeService().start();
    const sb = sandbox({ AMEM_URL: svc.url, AMEM_TOKEN: svc.token });
    const n = 30;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        runAmem(bin, ["hook", "--agent", "claude-code"], { env: sb.env, input: JSON.stringify({ ...prompt, prompt: `parallel ${i}` }) }),
      ),
    );
    for (const r of results) expect(r.code).toBe(0);
    const service = svc;
    await waitFor(() => service.stored.size === n, 60_000, "all deliveries");
    await waitFor(() => readSpool(sb).length === 0, 30_000, "an empty spool");
    expect(service.duplicates.size).toBe(0);
    expect([...service.stored.values()].map((e) => e.text).sort()).toEqual(Array.from({ length: n }, (_, i) => `parallel ${i}`).sort());
  });
});
