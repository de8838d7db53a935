/**
 * A third held-back check for the dialogue structures (helper "extract2", 2026-11-26 10:08),
 * written after the second round of fixes was merged and measured once before any change it
 * caused, by the same helper (not blind): options named in a sentence ("two paths: …, or …"),
 * a pick with a verdict after it, a list on one line, a deferral "not in this PR", a team owner
 * with a possessive, and negatives: an assistant's own next steps, questions under a head,
 * a pick that is a question, a reply with a state of the moment.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 28, 8);

export const HELDBACK5_SESSIONS: BlindSession[] = [
  {
    id: "p01",
    planted: [{ kind: "decision", keys: ["fresh cluster"] }],
    build: (s) =>
      s
        .assistant("I see two paths: upgrade postgres in place, or build a fresh cluster and replicate. Which do you prefer?")
        .user("fresh cluster, less downtime")
        .assistant("Provisioning the new cluster."),
  },
  {
    id: "p02",
    planted: [{ kind: "decision", keys: ["bottom"] }],
    build: (s) => s.assistant("Would you rather have the toast at the top or the bottom?").user("bottom").assistant("Moved it."),
  },
  {
    id: "p03",
    planted: [{ kind: "decision", keys: ["argon2"] }],
    build: (s) =>
      s
        .assistant("For password hashing:\n1. argon2id\n2. bcrypt (cost 12)\n3. scrypt")
        .user("the first option sounds right")
        .assistant("Switched to argon2id."),
  },
  {
    id: "p04",
    planted: [
      { kind: "task", keys: ["cache warmup"] },
      { kind: "task", keys: ["retry budget"] },
    ],
    build: (s) =>
      s.assistant("Latency fix is deployed.").user("nice. for next sprint: 1) cache warmup on deploy 2) a retry budget per client").assistant("Noted."),
  },
  {
    id: "p05",
    planted: [{ kind: "task", keys: ["retry logic"] }],
    build: (s) => s.assistant("The timeout bug is fixed.").user("not in this PR, but the retry logic in the uploader needs a rewrite").assistant("OK."),
  },
  {
    id: "p06",
    planted: [{ kind: "fact", keys: ["mobile app"] }],
    build: (s) => s.assistant("The push notification certs are not in this repo.").user("Kim's team owns the mobile app and its certs, ask them"),
  },
  {
    id: "p07",
    planted: [{ kind: "fact", keys: ["ses"] }],
    build: (s) => s.assistant("The invoice mails come from a separate service.").user("Yup. Billing emails are sent from SES in us-east-1."),
  },
  {
    id: "p08",
    planted: [],
    build: (s) =>
      s
        .user("set up the staging deploy")
        .assistant("Next steps:\n1. I'll run the migrations on staging\n2. Then I'll deploy the api")
        .bash("make deploy-staging", "ok")
        .assistant("Staging is deployed."),
  },
  {
    id: "p09",
    planted: [],
    build: (s) => s.assistant("Open questions:\n- do we need SSO for the admin?\n- should exports be async?").user("let me check with product"),
  },
  {
    id: "p10",
    planted: [],
    build: (s) => s.assistant("Two options:\n1. webhooks\n2. polling").user("can you benchmark both first?").assistant("Running a benchmark."),
  },
  {
    id: "p11",
    planted: [],
    build: (s) => s.assistant("The build was red because of the lockfile.").user("yeah the build is green now, thanks"),
  },
  {
    id: "p12",
    planted: [{ kind: "instruction", keys: ["squash"] }],
    build: (s) => s.assistant("Merged with a merge commit.").user("from here on squash-merge everything into main").assistant("Will do."),
  },
  {
    id: "p13",
    planted: [{ kind: "fact", keys: ["replica", "2"] }],
    build: (s) => s.assistant("Reads right after writes sometimes miss the new row.").user("true, the read replica lags ~2 s behind the primary"),
  },
  {
    id: "p14",
    planted: [],
    build: (s) => s.assistant("Which logger, pino or bunyan?").user("pino? is bunyan even maintained").assistant("Bunyan's last release was in 2021."),
  },
];

export const HELDBACK5 = plantedSet(HELDBACK5_SESSIONS, START);
