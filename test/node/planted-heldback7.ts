/**
 * A fifth held-back check for the dialogue structures (helper "extract2", 2026-11-26 10:16),
 * written after the fourth round of fixes was merged and measured once before any change it
 * caused, by the same helper (not blind): heads of other words ("things to revisit", "before
 * launch we still need"), a confirmation with "that's how it's set up: …", roles ("Ravi is our
 * DBA"), "only ever …", "go with what you suggested", and negatives: replies reporting this
 * session's results, "let me think", deciding not to decide.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 11, 6, 8);

export const HELDBACK7_SESSIONS: BlindSession[] = [
  {
    id: "v01",
    planted: [
      { kind: "task", keys: ["n+1"] },
      { kind: "task", keys: ["image sizes"] },
    ],
    build: (s) =>
      s
        .bash("pnpm test -- --run", "ok")
        .assistant("Profile page done.")
        .user("things to revisit:\n- the n+1 query on the orders tab\n- image sizes on mobile")
        .assistant("Noted."),
  },
  {
    id: "v02",
    planted: [
      { kind: "task", keys: ["load test"] },
      { kind: "task", keys: ["status page"] },
    ],
    build: (s) =>
      s
        .bash("pnpm build", "ok")
        .assistant("Build is clean.")
        .user("before launch we still need\n1. a load test at 2x peak\n2. the status page wired to the health checks"),
  },
  {
    id: "v03",
    planted: [{ kind: "fact", keys: ["stdout", "fluent"] }],
    build: (s) =>
      s
        .bash("kubectl logs api-1 | head -2", "{...}")
        .assistant("The pods write JSON logs to stdout; I don't see a log file.")
        .user("yes, that's how it's set up: every service logs to stdout and fluentbit ships it to loki"),
  },
  {
    id: "v04",
    planted: [{ kind: "fact", keys: ["ravi", "dba"] }],
    build: (s) =>
      s
        .assistant("The migration needs a lock on the orders table for ~40 s.")
        .user("Ravi is our DBA, run the plan by him first")
        .assistant("I'll write it up for Ravi."),
  },
  {
    id: "v05",
    planted: [{ kind: "instruction", keys: ["pipeline"] }],
    build: (s) => s.bash("wrangler deploy", "Deployed").user("only ever deploy via the pipeline, not from your machine").assistant("Understood."),
  },
  {
    id: "v06",
    planted: [{ kind: "decision", keys: ["zustand"] }],
    build: (s) =>
      s
        .user("the redux boilerplate is killing me")
        .assistant("I'd suggest moving the cart and session state to zustand; it's ~1 KB and needs no providers.")
        .user("go with what you suggested")
        .file("Edit", "src/state/cart.ts")
        .assistant("Cart and session state are in zustand now."),
  },
  {
    id: "v07",
    planted: [],
    build: (s) =>
      s
        .file("Edit", "src/cart.ts")
        .bash("pnpm test -- --run src/cart", "3 passed")
        .assistant("Is that the behaviour you wanted for the discount?")
        .user("yes, all three tests pass locally and the total is right"),
  },
  {
    id: "v08",
    planted: [],
    build: (s) => s.assistant("There are a few options for the search backend.").user("right, let me think about it over the weekend"),
  },
  {
    id: "v09",
    planted: [{ kind: "task", keys: ["cert"] }],
    build: (s) =>
      s
        .bash("openssl x509 -enddate -noout -in cert.pem", "notAfter=Dec 14 2026")
        .assistant("The cert expires on Dec 14.")
        .user("remind me to renew the cert in early december"),
  },
  {
    id: "v10",
    planted: [],
    build: (s) => s.assistant("The CI pipeline takes 14 minutes.").user("yeah the pipeline is slow today, runners are busy"),
  },
];

export const HELDBACK7 = plantedSet(HELDBACK7_SESSIONS, START);
