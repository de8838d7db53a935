import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { errorSummary, extractFacts, testCounts } from "../../src/core/summarize/event-facts";
import { extractiveSummarizer, summarizeExtractive } from "../../src/core/summarize/extractive";
import { titleFromAsk } from "../../src/core/summarize/text";
import { STOP_WORDS } from "../../src/core/text/terms";
import { claudeCodeEvents, codexEvents } from "./fixture-events";

const segment = (events: readonly StoredEvent[], overlap: readonly StoredEvent[] = []) => summarizeExtractive({ kind: "segment", events, overlap });

function expectShape(summary: { title: string; bullets: string[]; keywords: string[] }): void {
  expect(summary.title.split(/\s+/).length).toBeLessThanOrEqual(10);
  expect(summary.bullets.length).toBeLessThanOrEqual(5);
  expect(summary.keywords.length).toBeLessThanOrEqual(7);
  for (const keyword of summary.keywords) expect(STOP_WORDS.has(keyword.toLowerCase())).toBe(false);
}

describe("extractive summary of a segment", () => {
  it("summarizes the Claude Code session as a reader would want it", async () => {
    const summary = await extractiveSummarizer.summarize({ kind: "segment", events: claudeCodeEvents() });
    expect(summary).toEqual({
      summarizer: "extractive",
      title: "Add JWT auth to the invoices API",
      bullets: [
        "Asked to add JWT auth to the invoices API; then make the token lifetime configurable through a JWT_TTL_SECONDS env var",
        "Created src/auth/jwt.ts, src/middleware/requireAuth.ts and src/routes/auth.ts (+3 more files)",
        "Tests: npx vitest run test/auth.test.ts failed (1 failed, 2 passed), then npx vitest run passed (8 tests)",
        "The expired token is falling through to the generic error handler (500).",
        "Result: JWT auth is in place and the full suite passes (8/8); signAccessToken now reads JWT_TTL_SECONDS on each call and falls back to 900 seconds when the variable is unset, non-numeric or not a positive integer",
      ],
      keywords: ["token", "jwt.ts", "requireAuth.ts", "auth.test.ts", "JWT", "invoices", "expired"],
    });
  });

  it("summarizes the Codex rollout the same way", () => {
    const summary = segment(codexEvents());
    expect(summary).toEqual({
      summarizer: "extractive",
      title: "Protect the /payments endpoints with JWT bearer auth",
      bullets: [
        "Asked to protect the /payments endpoints with JWT bearer auth (PyJWT, HS256, secret from LEDGER_JWT_SECRET). Missing or invalid tokens should get a 401. Add tests.",
        "Created app/security.py and tests/test_payments_auth.py; edited app/routers/payments.py",
        "Tests: uv run pytest -q tests/test_payments_auth.py failed (1 failed, 2 passed), then uv run pytest -q passed (14 tests)",
        "Failed at first: test_missing_token_is_401: assert 403 == 401",
        "Result: All /payments routes now require a bearer JWT: app/security.py adds require_token, which decodes HS256 tokens with LEDGER_JWT_SECRET and returns 401 (with WWW-Authenticate: Bearer) for missing or invalid tokens",
      ],
      keywords: ["LEDGER_JWT_SECRET", "security.py", "JWT", "payments.py", "test_payments_auth.py", "payments", "bearer"],
    });
  });

  it("titles a segment without its own request from the request in its overlap", () => {
    const events = claudeCodeEvents();
    const start = events.findIndex((e) => e.event_type === "tool_use" && e.text.startsWith("npm install"));
    const summary = segment(events.slice(start, start + 20), events.slice(0, start));
    expectShape(summary);
    expect(summary.title).toBe("Continue: add JWT auth to the invoices API");
    expect(summary.bullets).toEqual([
      "Ran npm install jsonwebtoken && npm install -D @types/jsonwebtoken",
      "Created src/middleware/requireAuth.ts, src/auth/jwt.ts and src/routes/auth.ts (+3 more files)",
      "Tests: npx vitest run test/auth.test.ts failed (1 failed, 2 passed)",
      "Failed: /invoices requires a bearer token > returns 401 token_expired for an expired token: expected 500 to be 401",
      "The expired token is falling through to the generic error handler (500).",
    ]);
  });

  it("keeps every slice of a session within the limits, and deterministic", () => {
    for (const events of [claudeCodeEvents(), codexEvents()]) {
      for (let size = 1; size <= events.length; size += 3) {
        for (let start = 0; start < events.length; start += size) {
          const slice = events.slice(start, start + size);
          const summary = segment(slice);
          expectShape(summary);
          expect(summary.title.length).toBeGreaterThan(0);
          expect(segment(slice)).toEqual(summary);
        }
      }
    }
  });

  it("summarizes a conversation without tools from what was asked and answered", () => {
    const base = { session_id: "s", agent: "claude-code", metadata: {} };
    const events: StoredEvent[] = [
      {
        ...base,
        event_id: "A",
        ts_ms: 1,
        event_type: "user_message",
        role: "user",
        text: "Why does the queue consumer retry messages that already succeeded?",
      },
      {
        ...base,
        event_id: "B",
        ts_ms: 2,
        event_type: "assistant_message",
        role: "assistant",
        text: "The consumer acks only after the whole batch commits. When one message throws, retryAll() re-delivers the ones that had succeeded too.",
      },
      {
        ...base,
        event_id: "C",
        ts_ms: 3,
        event_type: "assistant_stop",
        role: "assistant",
        text: "Ack each message on its own after its write commits, and retry only the failed one.",
      },
    ];
    expect(segment(events)).toEqual({
      summarizer: "extractive",
      title: "Why does the queue consumer retry messages that already succeeded",
      bullets: [
        "Asked: Why does the queue consumer retry messages that already succeeded?",
        "The consumer acks only after the whole batch commits.",
        "Result: Ack each message on its own after its write commits, and retry only the failed one",
      ],
      keywords: ["message", "consumer", "retry", "succeeded", "queue", "acks", "commits"],
    });
  });
});

describe("facts read from events", () => {
  it("reads test counts from common runners", () => {
    expect(testCounts(" Tests  1 failed | 2 passed (3)")).toEqual({ failed: 1, passed: 2 });
    expect(testCounts("Tests:       2 failed, 5 passed, 7 total")).toEqual({ failed: 2, passed: 5 });
    expect(testCounts("14 passed in 1.42s")).toEqual({ failed: 0, passed: 14 });
    expect(testCounts("test result: FAILED. 3 passed; 1 failed; 0 ignored")).toEqual({ failed: 1, passed: 3 });
    expect(testCounts("all good")).toBeUndefined();
  });

  it("picks the telling line of a failure", () => {
    expect(errorSummary("Error: Exit code 1\nnpm ERR! code ERR_TOKEN_EXPIRED\nsomething")).toBe("npm ERR! code ERR_TOKEN_EXPIRED");
    expect(errorSummary("Traceback (most recent call last):\n  File x\nKeyError: 'user_id'")).toBe("Traceback (most recent call last):");
  });

  it("maps file tools of every agent, and apply_patch bodies", () => {
    const tool = (event_id: string, tool_name: string, text: string, tool_input = ""): StoredEvent => ({
      event_id,
      session_id: "s",
      agent: "x",
      ts_ms: 0,
      event_type: "tool_use",
      role: "assistant",
      text,
      metadata: { tool_name, tool_input, cwd: "/w" },
    });
    const facts = extractFacts([
      tool("1", "write_file", "write_file a.ts", '{"file_path":"/w/a.ts"}'),
      tool("2", "replace", "replace b.ts", '{"file_path":"/w/b.ts"}'),
      tool("3", "apply_patch", "*** Begin Patch\n*** Add File: c.py\n+x\n*** Delete File: d.py\n*** End Patch"),
      tool("4", "Read", "Read e.md"),
      tool("5", "Bash", "ls -la"),
    ]);
    expect(facts.files.map((f) => [f.path, f.action])).toEqual([
      ["a.ts", "created"],
      ["b.ts", "edited"],
      ["c.py", "created"],
      ["d.py", "deleted"],
      ["e.md", "read"],
    ]);
    expect(facts.commands.map((c) => c.command)).toEqual(["ls -la"]);
  });

  it("titles a request by its first clause, without politeness or parentheses", () => {
    expect(titleFromAsk("Please add JWT auth to the invoices API: a POST /auth/token endpoint", 10)).toBe("Add JWT auth to the invoices API");
    expect(titleFromAsk("can you make the importer skip sidechain files (they duplicate events) and add a flag for it", 10)).toBe(
      "Make the importer skip sidechain files and add a flag",
    );
  });
});

describe("extractive rollup", () => {
  it("keeps the heaviest children's bullets with their sources, merges keywords, and names the main work", () => {
    const child = (nodeId: string, title: string, weight: number, bullets: string[], keywords: string[]) => ({
      nodeId,
      title,
      weight,
      bullets: bullets.map((text) => ({ text, grip_ids: [`grip:1:${nodeId}`] })),
      keywords,
      startMs: 0,
      endMs: 1,
    });
    const result = summarizeExtractive({
      kind: "rollup",
      nodeId: "toc:day:2026-03-04",
      level: "day",
      children: [
        child(
          "toc:segment:2026-03-04:A",
          "Add JWT auth to the invoices API",
          1_700,
          ["Asked to add JWT auth", "Created src/auth/jwt.ts", "Result: all 8 tests pass"],
          ["JWT", "requireAuth"],
        ),
        child(
          "toc:segment:2026-03-04:B",
          "Fix flaky invoice export test",
          300,
          ["Asked to fix the flaky export test", "Result: all 8 tests pass"],
          ["export", "JWT"],
        ),
      ],
    });
    // How the heavier piece of work ended leads, named by its topic; the other one's same result merges into it.
    expect(result).toEqual({
      summarizer: "extractive",
      title: "Add JWT auth to the invoices API",
      bullets: [
        "Add JWT auth to the invoices API — Result: all 8 tests pass",
        "Asked to add JWT auth",
        "Created src/auth/jwt.ts",
        "Asked to fix the flaky export test",
      ],
      keywords: ["JWT", "requireAuth", "export"],
      bulletSources: [
        [
          { child: 0, bullet: 2 },
          { child: 1, bullet: 1 },
        ],
        [{ child: 0, bullet: 0 }],
        [{ child: 0, bullet: 1 }],
        [{ child: 1, bullet: 0 }],
      ],
    });
  });

  it("a week packs each picked ending's day's other endings into its bullet, within 480 characters, none said twice; a day does not", () => {
    const ends = (day: number) => [
      `Result: the ${["deploy", "release", "terraform", "unit", "e2e"][day]} job is green again; Lint is clean`,
      `Result: raised POOL_${day} from 4 to 8 in wrangler.toml; Lint is clean`,
      `Failed: ERR_LOCK_${day} thrown by applyEntries${day}`,
      `Result: renamed loadRows${day} to readRows${day} in 12 places; types check and tests pass`,
      `Asked to tidy module ${day}`,
    ];
    const days = [0, 1, 2, 3, 4].map((d) => ({
      nodeId: `toc:day:2026-03-0${d + 2}`,
      title: `Work of day ${d}`,
      weight: 1_000,
      bullets: ends(d).map((text, b) => ({ text, grip_ids: [`grip:${d}:${b}`] })),
      keywords: [`day${d}`],
      startMs: d,
      endMs: d + 1,
    }));
    const week = summarizeExtractive({ kind: "rollup", nodeId: "toc:week:2026-W10", level: "week", children: days });
    expect(week.bullets.length).toBeLessThanOrEqual(5);
    for (const bullet of week.bullets) {
      expect(bullet.length).toBeLessThanOrEqual(480);
      const said = bullet.split("; ");
      expect(new Set(said).size, bullet).toBe(said.length);
    }
    // Each day's endings are named (a bullet each), the asks are left out for them.
    for (const [d, job] of ["deploy", "release", "terraform", "unit", "e2e"].entries()) {
      const bullet = week.bullets.find((b) => b.includes(`POOL_${d} `));
      expect(bullet, `day ${d}`).toBeDefined();
      expect(bullet).toContain(`the ${job} job is green again`);
      expect(bullet).toContain(`ERR_LOCK_${d} `);
      expect(bullet).toContain(`readRows${d} `);
    }
    expect(week.bullets.join("\n")).not.toContain("Asked to tidy");
    // A packed bullet stands for every child bullet it says: their grips go up with it.
    const sources = week.bulletSources![week.bullets.findIndex((b) => b.includes("POOL_0 "))]!;
    expect(sources.filter((s) => s.child === 0).map((s) => s.bullet)).toEqual([0, 1, 2, 3]);

    // The same five children as a day's segments: one ending each, as before (a day is judged per session).
    const day = summarizeExtractive({ kind: "rollup", nodeId: "toc:day:2026-03-02", level: "day", children: days });
    expect(day.bullets.every((b) => b.split("; ").length <= 2)).toBe(true);
  });
});
