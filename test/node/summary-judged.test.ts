/**
 * A small judged set of segments: for each, the topic its title must name, the facts its
 * summary must keep, and what it must not say. Fixture sessions and generated ones, with
 * conversations that use no tools. One test runs every case and lists every miss, so a
 * change shows all it broke in one readable diff.
 */
import { describe, expect, it } from "vitest";
import type { StoredEvent } from "../../src/core/ingest/event";
import { summarizeExtractive } from "../../src/core/summarize/extractive";
import type { Summary } from "../../src/core/summarize/types";
import { claudeCodeEvents, codexEvents } from "./fixture-events";
import { session } from "./session-builder";

interface JudgedCase {
  name: string;
  events: StoredEvent[];
  /** The title must match: the topic of the work, or of the talk. */
  title: RegExp;
  /** Each must appear in the bullets (a string as is, case-sensitive). */
  keep: (string | RegExp)[];
  /** None may appear in the title or bullets. */
  never?: (string | RegExp)[];
  /** None may be a keyword. */
  neverKeywords?: RegExp[];
}

const found = (pattern: string | RegExp, text: string): boolean => (typeof pattern === "string" ? text.includes(pattern) : pattern.test(text));

const CASES: JudgedCase[] = [
  {
    name: "claude-code fixture: JWT auth, red test then green",
    events: claudeCodeEvents(),
    title: /^Add JWT auth to the invoices API$/,
    keep: ["JWT_TTL_SECONDS", "passed (8 tests)", /^Result: JWT auth is in place/m, "falling through to the generic error handler"],
    // The red test before the fix is not breakage.
    never: [/^Failed: /m],
  },
  {
    name: "codex fixture: /payments auth, red test then green",
    events: codexEvents(),
    title: /\/payments endpoints with JWT/,
    keep: ["Failed at first: test_missing_token_is_401", "passed (14 tests)", "require a bearer JWT"],
    never: [/^Failed: /m],
  },
  {
    name: "conversation only: a greeting, a pleasantry, then the question",
    events: session("talk1")
      .user("Hi Claude! Hope you're doing well. How do Durable Object alarms retry when the alarm handler throws?")
      .assistant(
        "An alarm whose handler throws is retried with exponential backoff, starting at 2 seconds, for up to six attempts. After that the alarm is dropped unless you set it again.",
      )
      .stop("Wrap the handler's work so it sets the next alarm before it can throw, and keep the attempt count in storage.")
      .events(),
    title: /Durable Object alarms retry/,
    keep: ["exponential backoff", /^Result: /m],
    never: [/Claude/, /\bHi\b/, /Hope you/],
    neverKeywords: [/^claude$/i, /^hope$/i],
  },
  {
    name: "conversation only: greeting alone, then thanks to a person, then the question",
    events: session("talk2", Date.UTC(2026, 2, 4, 14))
      .user("hey codex")
      .assistant("Hello! What are we looking at today?")
      .user("Thanks Alice for the pointer earlier. Why is the p99 latency of the search route so much higher on cold isolates?")
      .assistant(
        "Cold isolates pay for module evaluation and the first D1 connection, which adds about 40 ms before the query runs. The FTS5 query itself costs the same warm or cold.",
      )
      .stop()
      .events(),
    title: /p99 latency of the search route/,
    keep: ["module evaluation"],
    never: [/Alice/, /\bhey\b/i, /codex/i, /Hello/],
    neverKeywords: [/^alice$/i, /^codex$/i],
  },
  {
    name: "acknowledgements are not asks",
    events: session("acks")
      .user("Add a retry with backoff to the webhook sender")
      .file("Edit", "src/webhooks/send.ts")
      .assistant("I added retries with exponential backoff, three attempts, to sendWebhook.")
      .stop()
      .user("Perfect, thanks a lot, that looks right to me")
      .assistant("Should I also add a test for the retry path?")
      .stop()
      .user("ok go ahead and do it")
      .file("Write", "test/webhooks/send.test.ts")
      .bash("npx vitest run test/webhooks", " Test Files  1 passed (1)\n      Tests  3 passed (3)")
      .stop("Added test/webhooks/send.test.ts; the 3 webhook tests pass.")
      .events(),
    title: /^Add a retry with backoff to the webhook sender$/,
    keep: [/^Asked to add a retry with backoff to the webhook sender$/m, "passed (3 tests)"],
    never: [/perfect/i, /thanks/i, /go ahead/i, /\(\+\d+ more requests\)/],
  },
  {
    name: "a withdrawn request is not an ask; what replaced it is",
    events: session("withdrawn")
      .user("Rename the config loader to loadSettings everywhere")
      .assistant("I'll start with src/config/load.ts.")
      .user("actually don't, forget that. Instead add a --dry-run flag to the importer")
      .file("Edit", "src/import/cli.ts")
      .stop("The importer now takes --dry-run: it parses and counts events without sending them.")
      .events(),
    title: /dry-run flag to the importer/,
    keep: ["--dry-run", /^Asked to/m],
    never: [/loadSettings/, /Rename the config loader/],
  },
  {
    name: "a request withdrawn with nothing in its place",
    events: session("nevermind")
      .user("Migrate the session cache from the Cache API to KV")
      .assistant("Before I start: KV is eventually consistent, so a revoked token could stay valid for up to 60 seconds at other locations.")
      .user("never mind")
      .stop("Understood, the cache stays on the Cache API.")
      .events(),
    title: /^(?!Migrate)/,
    keep: ["eventually consistent"],
    never: [/Asked to migrate/i],
  },
  {
    name: "a search finding nothing is not a failure",
    events: session("search")
      .user("Remove the legacyToken helper if nothing uses it")
      .bash('rg -n "legacyToken" src test', "", 1)
      .file("Edit", "src/auth/tokens.ts")
      .stop("Nothing referenced legacyToken, so I removed it from src/auth/tokens.ts.")
      .events(),
    title: /legacyToken helper/,
    keep: ["src/auth/tokens.ts"],
    never: [/^Failed/m, /Exit code/],
  },
  {
    name: "a test written to fail first is not breakage",
    events: session("tdd")
      .user("Write a failing test for slugify with unicode titles first, don't fix it yet")
      .file("Write", "test/slugify.test.ts")
      .bash(
        "npx vitest run test/slugify.test.ts",
        " FAIL  test/slugify.test.ts > slugify > keeps unicode letters\nAssertionError: expected 'caf' to be 'café'\n Test Files  1 failed (1)\n      Tests  1 failed | 4 passed (5)",
        1,
      )
      .stop("The new test fails as intended: slugify drops é. Ready for the fix when you are.")
      .events(),
    title: /failing test for slugify/,
    keep: [/^Failing as planned: .*expected 'caf' to be 'café'/m],
    never: [/^Failed: /m],
  },
  {
    name: "a real error stays a failure",
    events: session("build")
      .user("Bump zod to v4 and make the build pass")
      .file("Edit", "package.json")
      .bash("npm run build", "src/routes/shared.ts(14,3): error TS2345: Argument of type 'ZodEffects' is not assignable to parameter of type 'ZodType'.", 2)
      .stop("The build still fails on src/routes/shared.ts: z.preprocess returns a different type in v4. I stopped here.")
      .events(),
    title: /Bump zod to v4/,
    keep: [/^Failed: .*TS2345/m],
  },
  {
    name: "the result keeps its figures",
    events: session("index")
      .user("The invoice list query is slow, find out why and fix it")
      .bash("sqlite3 app.db 'EXPLAIN QUERY PLAN SELECT * FROM invoices WHERE customer_id = 7 ORDER BY created_at'", "SCAN invoices")
      .file("Write", "migrations/0007_invoice_index.sql")
      .stop(
        "Done. The query scanned the whole table. I added idx_invoices_customer_created on invoices(customer_id, created_at); the list query now takes 4.6 ms instead of 310 ms.",
      )
      .events(),
    title: /invoice list query is slow/,
    keep: ["idx_invoices_customer_created", "4.6 ms"],
  },
  {
    name: "commits and pull requests are kept",
    events: session("ship")
      .user("Commit the webhook retry work and open a PR")
      .bash('git commit -am "Retry webhooks with backoff"', "[feat/webhook-retry 1a2b3c4] Retry webhooks with backoff\n 2 files changed, 48 insertions(+)")
      .bash('gh pr create --title "Retry webhooks with backoff" --body "Three attempts"', "https://github.com/acme/billing-api/pull/42")
      .stop("Committed and opened the pull request.")
      .events(),
    title: /Commit the webhook retry work/,
    keep: [/^Shipped: commit 1a2b3c4 "Retry webhooks with backoff"; PR #42/m],
  },
  {
    name: "keywords leave out redaction markers",
    events: session("secret")
      .user("Store the Stripe key as a secret: STRIPE_API_KEY=[REDACTED:secret-assignment] and wire it into the Stripe client")
      .bash("echo $KEY | npx wrangler secret put STRIPE_API_KEY", "✨ Success! Uploaded secret STRIPE_API_KEY")
      .file("Edit", "src/payments/stripe.ts")
      .stop("stripeClient now reads STRIPE_API_KEY from the environment.")
      .events(),
    title: /^Store the Stripe key as a secret$/,
    keep: ["STRIPE_API_KEY"],
    neverKeywords: [/redacted/i, /secret-assignment/i],
  },
  {
    name: "a long request is titled by whole phrases",
    events: session("long")
      .user("Move the rollup weighting for day nodes with many short segments into its own module under core and document it")
      .file("Write", "src/core/toc/rollup-weights.ts")
      .stop("Moved the weighting into src/core/toc/rollup-weights.ts.")
      .events(),
    title: /^Move the rollup weighting for day nodes$/,
    keep: ["rollup-weights.ts"],
  },
  {
    name: "a title does not end on the stub of a phrase after a comma",
    events: session("stub")
      .user("The invoice list endpoint takes 3892 ms at p95, look into it")
      .stop("Added idx_invoices_customer_id_issued_at; the invoice list now runs in 28 ms instead of 3892 ms.")
      .events(),
    title: /^The invoice list endpoint takes 3892 ms at p95$/,
    keep: ["idx_invoices_customer_id_issued_at", "28 ms"],
  },
  {
    name: "three turns' endings: the last one is not clipped away",
    events: session("turns")
      .user("Fix the off-by-one in renderInvoicePage")
      .stop("Fixed the off-by-one in renderInvoicePage (src/invoices/render.ts): the loop bound is now inclusive and a regression test covers the last page.")
      .user("Now upgrade prisma from 5 to 6")
      .stop("prisma is on 6 now: the breaking change was rejectOnNotFound → findUniqueOrThrow; all call sites migrated and the suite passes.")
      .user("And raise the worker memory limit")
      .stop("Raised the pdf-renderer memory limit from 384Mi to 768Mi in k8s/pdf-renderer/deployment.yaml.")
      .events(),
    title: /off-by-one in renderInvoicePage/,
    keep: ["renderInvoicePage", "findUniqueOrThrow", "768Mi"],
  },
];

/** Fillers that say nothing about a session, whatever the case. */
const FILLER_KEYWORDS = /^(really|actually|just|maybe|thanks|great|please|hello|hey|okay|something|stuff|think)$/i;

function judge(c: JudgedCase, summary: Summary): string[] {
  const misses: string[] = [];
  const body = summary.bullets.join("\n");
  const said = `${summary.title}\n${body}`;
  if (!c.title.test(summary.title)) misses.push(`title ${JSON.stringify(summary.title)} does not match ${c.title}`);
  if (/…|\s(the|a|an|to|of|and|or|with|for|in|on|by)$/i.test(summary.title)) misses.push(`title ${JSON.stringify(summary.title)} is cut mid-phrase`);
  for (const pattern of c.keep) if (!found(pattern, body)) misses.push(`bullets lost ${String(pattern)}`);
  for (const pattern of c.never ?? []) if (found(pattern, said)) misses.push(`says ${String(pattern)}`);
  for (const keyword of summary.keywords) {
    if (FILLER_KEYWORDS.test(keyword) || (c.neverKeywords ?? []).some((p) => p.test(keyword))) misses.push(`keyword ${JSON.stringify(keyword)}`);
  }
  return misses;
}

describe("judged summaries", () => {
  it("every case names its topic, keeps its facts and says nothing it must not", () => {
    const report: string[] = [];
    for (const c of CASES) {
      const summary = summarizeExtractive({ kind: "segment", events: c.events });
      const misses = judge(c, summary);
      if (misses.length > 0)
        report.push(
          `${c.name}:\n  ${misses.join("\n  ")}\n  got: ${JSON.stringify({ title: summary.title, bullets: summary.bullets, keywords: summary.keywords }, null, 2).replace(/\n/g, "\n  ")}`,
        );
    }
    expect(report).toEqual([]);
  });

  it("judges the same way every run", () => {
    for (const c of CASES)
      expect(summarizeExtractive({ kind: "segment", events: c.events })).toEqual(summarizeExtractive({ kind: "segment", events: c.events }));
  });
});
