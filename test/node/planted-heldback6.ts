/**
 * A fourth held-back check for the dialogue structures (helper "extract2", 2026-11-26 10:11),
 * written after the third round of fixes was merged and measured once before any change it
 * caused, by the same helper (not blind). Mostly precision: lists that are not options (places,
 * files checked), replies that add a request or a "but", a guess at one listed item; and
 * "Approach 1: … Approach 2: …", a reply answering a question about the project, a TODO list
 * with checked boxes.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 11, 2, 8);

export const HELDBACK6_SESSIONS: BlindSession[] = [
  {
    id: "r01",
    planted: [],
    build: (s) =>
      s
        .assistant("The 401s can come from three places:\n1. the auth middleware\n2. the rate limiter\n3. the proxy")
        .user("the proxy, I bet")
        .bash("curl -I localhost:8080", "HTTP/1.1 401")
        .assistant("It's the proxy: it strips the Authorization header."),
  },
  {
    id: "r02",
    planted: [],
    build: (s) => s.assistant("I checked three files:\n- a.ts\n- b.ts\n- c.ts").user("b.ts looks off").assistant("Fixed the import in b.ts."),
  },
  {
    id: "r03",
    planted: [{ kind: "fact", keys: ["qa", "own db"] }],
    build: (s) => s.assistant("Is the staging DB shared with QA?").user("no, QA has its own db since march").assistant("OK, I'll only seed staging."),
  },
  {
    id: "r04",
    planted: [{ kind: "fact", keys: ["docs site"] }],
    build: (s) => s.assistant("Should I also update the docs?").user("yes, the docs site rebuilds from main automatically").assistant("Updated."),
  },
  {
    id: "r05",
    planted: [],
    build: (s) =>
      s
        .assistant("The cart total rounds per line, not per order.")
        .user("right, and the tests should cover the empty cart too")
        .assistant("Added a test for the empty cart."),
  },
  {
    id: "r06",
    planted: [],
    build: (s) => s.assistant("The retry delay is hard-coded to 5 s in the client.").user("correct, but don't change it yet"),
  },
  {
    id: "r07",
    planted: [
      { kind: "task", keys: ["api"] },
      { kind: "task", keys: ["ui"] },
    ],
    // (A tool call added after the first read: without one the session had no grip, so nothing could be kept.)
    build: (s) =>
      s
        .bash("pnpm test -- --run", "Test Files  3 passed (3)")
        .assistant("TODO list:\n- [x] schema\n- [ ] api endpoints\n- [ ] ui for the settings page")
        .user("ok"),
  },
  {
    id: "r08",
    planted: [{ kind: "decision", keys: ["queue"] }],
    build: (s) =>
      s
        .assistant("Approach 1: do the resize inline in the request. Approach 2: push it to a queue and resize in a worker.")
        .user("we'll go with the second approach")
        .assistant("Resizing now happens in the queue worker."),
  },
  {
    id: "r09",
    planted: [{ kind: "decision", keys: ["redis"] }],
    build: (s) => s.assistant("We could use:\n- redis\n- an in-memory map").user("redis, we run several instances").assistant("Using redis."),
  },
  {
    id: "r10",
    planted: [],
    build: (s) => s.assistant("Marco's name is on most of the infra commits.").user("I think Marco handles infra, not sure"),
  },
  {
    id: "r11",
    planted: [{ kind: "fact", keys: ["local time"] }],
    build: (s) =>
      s
        .bash("grep TZ deploy/cron.yaml", "TZ: Europe/Paris")
        .assistant("Found it: the cron uses the server's local time, not UTC.")
        .user("ah yes that explains it"),
  },
  {
    id: "r12",
    planted: [],
    build: (s) => s.assistant("To reproduce:\n1. log in\n2. open settings\n3. save twice").user("2 fails for me too, the page never loads"),
  },
];

export const HELDBACK6 = plantedSet(HELDBACK6_SESSIONS, START);
