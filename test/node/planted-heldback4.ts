/**
 * A second held-back check for the dialogue structures (helper "extract2", 2026-11-26 10:05),
 * written after round 2 was merged and measured once before any change it caused, by the same
 * helper (not blind): markdown-formatted options and heads, heads without a colon, checkboxes
 * under a head, confirmations with a dash, team ownership, "keep using", a later "let's … instead",
 * and replies that only judge the session's work ("yes, the fix looks good"), which give nothing.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 24, 8);

export const HELDBACK4_SESSIONS: BlindSession[] = [
  {
    id: "k01",
    planted: [{ kind: "decision", keys: ["webhooks"] }],
    build: (s) =>
      s
        .user("how should the partner sync work")
        .assistant("A few approaches:\n\n**1. Webhooks** — the partner pushes changes to us\n**2. Polling** — we pull every 5 minutes")
        .user("webhooks, they already support them")
        .assistant("Webhook receiver added."),
  },
  {
    id: "k02",
    planted: [{ kind: "decision", keys: ["option b"] }],
    build: (s) =>
      s
        .assistant("### Option A\nKeep one table per tenant.\n### Option B\nOne shared table with a tenant_id column and RLS.")
        .user("let's go with option B")
        .assistant("Migrating to the shared table."),
  },
  {
    id: "k03",
    planted: [
      { kind: "task", keys: ["retention"] },
      { kind: "task", keys: ["alerting"] },
    ],
    build: (s) =>
      s.assistant(
        "Metrics pipeline is live.\n\n## Known gaps\n- no retention policy on the raw metrics bucket\n- alerting rules still point at the old dashboard",
      ),
  },
  {
    id: "k04",
    planted: [
      { kind: "task", keys: ["rollback"] },
      { kind: "task", keys: ["canary"] },
    ],
    build: (s) =>
      s
        .assistant("Deploy script rewritten.")
        .user("good. still to do before we trust it\n- [ ] a rollback command\n- [ ] canary stage for the api\n- [x] dry-run flag")
        .assistant("Noted."),
  },
  {
    id: "k05",
    planted: [{ kind: "fact", keys: ["utc"] }],
    build: (s) =>
      s.assistant("The job fires at 02:00 but the logs show 03:00 local.").user("yep that's right — the scheduler runs in UTC, the logs are local time"),
  },
  {
    id: "k06",
    planted: [{ kind: "fact", keys: ["platform team", "k8s"] }],
    build: (s) =>
      s.assistant("The cluster autoscaler config is in a repo I can't see.").user("the platform team owns the k8s clusters, open a ticket with them"),
  },
  {
    id: "k07",
    planted: [{ kind: "instruction", keys: ["v2 client"] }],
    build: (s) =>
      s.assistant("The v2 client is deprecated upstream; want me to move to v3?").user("no, keep using the v2 client in this service, v3 breaks our retries"),
  },
  {
    id: "k08",
    planted: [{ kind: "decision", keys: ["memcached"] }],
    build: (s) =>
      s
        .user("let's use redis for the rate limiter")
        .assistant("Wired redis in.")
        .user("actually, let's use memcached instead, we already run it for sessions")
        .assistant("Swapped to memcached."),
  },
  {
    id: "k09",
    planted: [],
    build: (s) => s.assistant("The fix is in: the retry now backs off. Does that look right?").user("yes, the fix looks good").assistant("Merged."),
  },
  {
    id: "k10",
    planted: [],
    build: (s) => s.assistant("I rewrote the summary section of the README.").user("yep the new description reads much better, thanks"),
  },
  {
    id: "k11",
    planted: [{ kind: "fact", keys: ["eur"] }],
    build: (s) =>
      s.assistant("The checkout converts currencies before charging.").user("Yes — payments are only ever charged in EUR, conversion is display-only"),
  },
  {
    id: "k12",
    planted: [],
    build: (s) => s.assistant("In most codebases, the session secret is rotated yearly. Want me to add a rotation job?").user("not now"),
  },
  {
    id: "k13",
    planted: [{ kind: "decision", keys: ["sqs"] }],
    build: (s) => s.assistant("Which queue should the mailer use?\n1. SQS\n2. RabbitMQ").user("sqs please").assistant("Using SQS."),
  },
  {
    id: "k14",
    planted: [
      { kind: "task", keys: ["sso"] },
      { kind: "task", keys: ["audit export"] },
    ],
    build: (s) => s.user("v1 is feature complete. deferred to v2\n1. sso via okta\n2. audit export as csv").assistant("Logged both for v2."),
  },
];

export const HELDBACK4 = plantedSet(HELDBACK4_SESSIONS, START);
