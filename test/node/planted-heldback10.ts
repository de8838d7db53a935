/**
 * An eighth held-back check (helper "extract2", 2026-11-26 10:24), written after the seventh round
 * of fixes was merged and measured once before any change it caused, by the same helper (not
 * blind): mostly negatives of the new structures in ordinary work (an explanation as a numbered
 * list, the assistant's own next steps carried out in the session, replies that confirm and ask
 * for more), and a few positives.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 11, 18, 8);

export const HELDBACK10_SESSIONS: BlindSession[] = [
  {
    id: "y01",
    planted: [],
    build: (s) =>
      s
        .bash("cat src/auth/flow.ts | head", "...")
        .assistant("Here's how the auth flow works:\n1. the client gets a code\n2. it exchanges the code for a token\n3. the token is stored in a cookie")
        .user("the cookie part is what I wanted to know"),
  },
  {
    id: "y02",
    planted: [],
    build: (s) =>
      s
        .user("add the invoices table")
        .assistant("Next steps:\n1. write the migration\n2. add the repository functions")
        .file("Write", "migrations/0044_invoices.sql")
        .file("Write", "src/db/invoices.ts")
        .assistant("Migration and repository functions are in; tests pass."),
  },
  {
    id: "y03",
    planted: [],
    build: (s) =>
      s.bash("pnpm test", "1 failed").assistant("The date test fails because the fixture uses local time.").user("correct. can you fix the fixture too"),
  },
  {
    id: "y04",
    planted: [],
    build: (s) => s.bash("curl localhost/api", "200").assistant("The endpoint answered 200.").user("yep, the api returns 200 now"),
  },
  {
    id: "y05",
    planted: [{ kind: "fact", keys: ["vault"] }],
    build: (s) =>
      s
        .bash("env | grep DB_", "DB_HOST=...")
        .assistant("The DB password isn't in the env files.")
        .user("right, db credentials come from vault at boot, they're never in env files"),
  },
  {
    id: "y06",
    planted: [{ kind: "task", keys: ["webhook retries"] }],
    build: (s) => s.bash("pnpm test", "ok").assistant("Done for today.\n\nStill open:\n- webhook retries for the partner api").user("thanks"),
  },
  {
    id: "y07",
    planted: [{ kind: "decision", keys: ["monthly"] }],
    build: (s) =>
      s
        .bash("ls billing", "plans.ts")
        .assistant("Monthly billing only, or monthly and yearly?")
        .user("monthly only for launch")
        .assistant("Removed the yearly plans."),
  },
];

export const HELDBACK10 = plantedSet(HELDBACK10_SESSIONS, START);
