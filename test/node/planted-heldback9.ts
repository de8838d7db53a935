/**
 * A seventh held-back check (helper "extract2", 2026-11-26 10:21), written after the sixth round
 * of fixes was merged and measured once before any change it caused, by the same helper (not
 * blind): lettered options inside one sentence, "the latter", "unless I ask", and negatives.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 11, 14, 8);

export const HELDBACK9_SESSIONS: BlindSession[] = [
  {
    id: "x01",
    planted: [{ kind: "decision", keys: ["keep the commits"] }],
    build: (s) =>
      s
        .bash("git log --oneline | head -3", "a\nb\nc")
        .assistant("Would you like me to (a) squash the 14 commits or (b) keep the commits as they are?")
        .user("b")
        .assistant("Kept them."),
  },
  {
    id: "x02",
    planted: [{ kind: "decision", keys: ["grpc"] }],
    build: (s) =>
      s
        .bash("ls proto", "orders.proto")
        .assistant("The services can talk over plain REST with JSON, or over gRPC with the protos we already have.")
        .user("the latter")
        .assistant("Generated the gRPC clients."),
  },
  {
    id: "x03",
    planted: [{ kind: "instruction", keys: ["code only"] }],
    build: (s) => s.bash("ls", "src").user("answer with code only, no explanations unless I ask").assistant("OK."),
  },
  {
    id: "x04",
    planted: [{ kind: "decision", keys: ["vitest"] }],
    build: (s) => s.bash("ls packages", "a\nb").user("we're standardizing on vitest across all packages, jest goes").assistant("Migrating."),
  },
  {
    id: "x05",
    planted: [],
    build: (s) =>
      s
        .bash("ls", "src")
        .assistant("Should I (a) inline the helper or (b) export it?")
        .user("what's the tradeoff?")
        .assistant("Inlining avoids a public API; exporting allows reuse."),
  },
  {
    id: "x06",
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
    build: (s) => s.bash("git diff --stat", "900 lines").user("too big. keep PRs under 400 lines").assistant("Splitting it."),
  },
  {
    id: "x07",
    planted: [],
    build: (s) => s.bash("ls", "src").assistant("Pick one:\n1. retry\n2. fail fast").user("hmm, both have issues. let me sleep on it"),
  },
];

export const HELDBACK9 = plantedSet(HELDBACK9_SESSIONS, START);
