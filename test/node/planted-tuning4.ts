/**
 * A fourth tuning set for the offline extractor (helper "extract3", 2026-11-26), written before
 * changing the extractor, from the CLASSES of false positives and misses the third blind set
 * showed, each in fresh words and orders (none copied from planted-blind3.ts):
 * - r*: the agent narrating its own work ("Rolled back …", "I put … instead") — nothing planted.
 * - q*: a diagnostic question with "or" ("Does …, or is …?") answered by the user — the answer's
 *   fact is planted, no decision.
 * - h*: a head line announcing rules, then a list: the items are instructions, the head nothing.
 * - d*: a request done within the session ("add a test for …", then the agent does it) — nothing.
 * - e*: a number quoted from an error message or a log ("the error says the limit is …") — nothing.
 * - k*: standing choices: a tool/design for X (a decision) vs a rule for how the agent acts (an
 *   instruction), worded both ways.
 * A TUNING set: its figures say the extractor handles these classes, not that it generalizes.
 * Same shape and scoring rule as planted-blind.ts (test/node/planted-scoring.ts).
 */
import type { MemoryKind } from "../../src/core/memories/model";
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 12, 8);

type Item = { kind: MemoryKind; keys: string[] };

/** The user asks for something, the agent does it and reports; the user answers. */
function work(id: string, ask: string, report: string, reply: string, items: Item[] = []): BlindSession {
  return {
    id,
    planted: items,
    build: (s) => s.user(ask).file("Edit", "src/main.ts").bash("pnpm test -- --run", "Tests  9 passed (9)").assistant(report).user(reply).assistant("Sure."),
  };
}

/** The agent reports a finding ending in a question; the user answers. */
function asks(id: string, finding: string, answer: string, items: Item[]): BlindSession {
  return {
    id,
    planted: items,
    build: (s) =>
      s.user("can you check why this fails").bash("scripts/check.sh", "exit 1", 1).assistant(finding).user(answer).assistant("Thanks, that explains it."),
  };
}

/** A user's message after some work; `items` what it plants. */
function says(id: string, text: string, items: Item[]): BlindSession {
  return {
    id,
    planted: items,
    build: (s) => s.user("go ahead").file("Edit", "src/app.ts").assistant("Done, tests pass.").user(text).assistant("Got it."),
  };
}

export const TUNING4_SESSIONS: BlindSession[] = [
  // r*: the agent narrating its own work
  work(
    "r01",
    "the retry helper double-counts attempts, fix it",
    "Rolled back the first attempt and moved the counter into `withRetry` instead; 9 tests pass.",
    "nice, thanks",
  ),
  work(
    "r02",
    "make the export button work on safari",
    "I tried a blob URL first, reverted it, and used a data URI in `exportCsv` instead.",
    "works here too, cheers",
  ),
  work(
    "r03",
    "clean up the lint warnings in the api package",
    "Went with disabling `no-explicit-any` for the generated client only; the rest are fixed.",
    "ok",
  ),
  // q*: a diagnostic question with "or"
  asks(
    "q01",
    "The job exits with `EACCES` on `/var/run/app.sock`. Does the worker run as root, or is the socket owned by another user?",
    "the worker runs as the app user, the socket belongs to nginx",
    [{ kind: "fact", keys: ["socket", "nginx"] }],
  ),
  asks(
    "q02",
    "The import stops at row 10000. Is the file truncated, or does the parser have a row cap?",
    "the vendor truncates exports at 10000 rows, that's known",
    [{ kind: "fact", keys: ["10000 rows"] }],
  ),
  // h*: a head line, then a list of rules
  says("h01", "looks fine. a couple of rules for this codebase from here on:\n- no default exports\n- name test files `*.spec.ts`", [
    { kind: "instruction", keys: ["default exports"] },
    { kind: "instruction", keys: ["spec.ts"] },
  ]),
  says("h02", "ok. three things to keep in mind whenever you touch the api:\n1. validate every body with zod\n2. never log request bodies", [
    { kind: "instruction", keys: ["zod"] },
    { kind: "instruction", keys: ["log request bodies"] },
  ]),
  // d*: a request done within the session
  work("d01", "add a test for `parseInvoiceDate` with a leap day", "Added `parseInvoiceDate.spec.ts` with the Feb 29 case; passes.", "great"),
  work("d02", "rename `getUsr` to `getUser` everywhere", "Renamed in 14 files; typecheck clean.", "thanks"),
  work("d03", "please bump vitest to the latest minor", "Bumped vitest to 4.1; all tests pass.", "cool"),
  // e*: numbers from an error or a log
  asks(
    "e01",
    "The upload fails: the error says the payload limit is 10 MB and the file is 14 MB. Should I chunk it?",
    "yes chunk it, the gateway limit is fixed by the platform team",
    [{ kind: "decision", keys: ["chunk"] }],
  ),
  asks("e02", "The log shows the connection pool max is 20 and all 20 are busy during the batch.", "ok, leave it for now", []),
  // k*: standing choices, decisions vs instructions
  says("k01", "from now on we use valibot for form validation in the web app, not yup", [{ kind: "decision", keys: ["valibot"] }]),
  says("k02", "releases only go out on mondays from now on, after the friday incident", [{ kind: "decision", keys: ["mondays"] }]),
  says("k03", "store uploads in r2, one bucket per tenant", [{ kind: "decision", keys: ["r2"] }]),
  says("k04", "from now on, run `pnpm lint` before you tell me something is done", [{ kind: "instruction", keys: ["pnpm lint"] }]),
  says("k05", "and please, whatever you do, never force-push to the release branches", [{ kind: "instruction", keys: ["force-push"] }]),
  says("k06", "commit messages here follow the gitmoji style, keep to that", [{ kind: "instruction", keys: ["gitmoji"] }]),
  says("k07", "fyi a full e2e run takes about 25 min on ci", [{ kind: "fact", keys: ["25 min"] }]),
  says("k08", "the payments service is owned by Ana from the platform team", [{ kind: "fact", keys: ["ana", "platform team"] }]),
];

export const TUNING4 = plantedSet(TUNING4_SESSIONS, START);
