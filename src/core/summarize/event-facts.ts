/**
 * What a segment's events say happened, read from their types, text and tool metadata:
 * what the user asked, which files were touched, which commands ran, how tests went,
 * what failed, and what the assistant concluded. Agent-neutral: tool names of Claude Code,
 * Codex, Gemini CLI, OpenCode and Copilot are all mapped onto the same few actions.
 */
import type { StoredEvent } from "../ingest/event";
import { withoutGreeting } from "./text";

export type FileAction = "created" | "edited" | "deleted" | "read";

export interface FileTouch {
  path: string;
  action: FileAction;
  /** Write/edit events on this file. */
  changes: number;
  /** The first change, or the first read when it was only read. */
  first_event_id: string;
}

export interface CommandRun {
  command: string;
  event_id: string;
  /** undefined when no result was seen. */
  ok?: boolean;
  tests?: TestCounts;
}

export interface TestCounts {
  passed: number;
  failed: number;
}

export interface Finding {
  text: string;
  event_id: string;
}

/** A failure, and whether it was one the work expected: a red test before the fix that made it pass, or one written to fail first. */
export interface Failure extends Finding {
  expected?: "before_fix" | "as_planned";
}

export interface SegmentFacts {
  asks: Finding[];
  files: FileTouch[];
  commands: CommandRun[];
  errors: Failure[];
  /** Commits made and pull requests opened or merged, e.g. `commit 1a2b3c4 "Add JWT auth"`, `PR #42`. */
  shipped: Finding[];
  /** Sentences where the assistant explains a cause or a plan. */
  decisions: Finding[];
  /** The assistant's closing statement of each turn. */
  conclusions: Finding[];
  /** The assistant's last words when the segment ends mid-turn. */
  in_progress?: Finding;
}

const FILE_PATH_KEYS = ["file_path", "path", "filePath", "filename", "file", "target_file", "absolute_path"];
const SHELL_TOOLS = /^(bash|shell|shell_command|exec_command|local_shell|run_shell_command|run_in_terminal|terminal|execute|command)$/i;
const TEST_COMMAND =
  /\b(vitest|jest|mocha|pytest|py\.test|unittest|rspec|phpunit|go test|cargo test|dotnet test|mvn test|gradle test|npm (run )?test|pnpm (run )?test|yarn test|bun test|deno test|playwright test|tox|nox)\b/i;
/** Replies that approve or thank rather than ask: a message made only of these is not a request. */
const ACK_PHRASE =
  /^(yes|yep|yeah|ok|okay|sure|thanks|thank you|thx|ty|cheers|continue|go on|go ahead|proceed|do it|do that|sounds good|looks good|lgtm|great|perfect|nice|cool|awesome|excellent|exactly|agreed|that works|works for me|ship it|yes please|please do|go for it|makes sense|got it|understood|alright|all right|good job|well done|wonderful|amazing|that's it|that is it|a lot|so much|very much|((it|that) )?looks? (right|fine|great|good)( to me)?)\b[\s,.!:;)-]*/i;
/** A user taking back what they asked before: "never mind", "forget that", "actually, don't". */
const WITHDRAWAL =
  /^(never ?mind|nvm|forget (that|it|about (that|it))|scratch that|cancel that|ignore (that|my last (message|request))|(actually|wait|no)[,\s]+(don'?t|do not|stop|never ?mind|forget (that|it)|leave it|skip (that|it)))\b[\s,.!:;-]*/i;
/** A request that the next test run fail first. */
const TEST_FIRST_ASK = /\b(failing tests?|red tests?|tests? (that|which) fails?|test[- ]first|tdd|make (it|the test) fail)\b/i;
/** Commands that search: finding nothing exits 1, which is an answer, not an error. */
const SEARCH_COMMAND = /^(\S+=\S+\s+)*(grep|egrep|fgrep|rg|ag|ack|git grep)\b/;
const DECISION_CUE =
  /\b((I'll|I will|I'm going to|we'll|let's) (map|use|switch|replace|change|move|make|return|raise|wrap|handle|construct|keep|drop|remove|split|store|treat|pin|cache|guard|rename)|decided|instead of|rather than|switch(ed)? to|root cause|because|falls? through|falling through|the fix|turns out|which means)\b/i;

function parseJsonObject(text: string | undefined): Record<string, unknown> {
  if (text === undefined || !text.startsWith("{")) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // tool_input may be truncated by the hook client
  }
}

const toolInputs = new WeakMap<StoredEvent, Record<string, unknown>>();

/** An event's parsed `tool_input`, cached per event object: the summary and the grips both read it. Do not mutate. */
export function toolInputOf(event: StoredEvent): Record<string, unknown> {
  let input = toolInputs.get(event);
  if (input === undefined) {
    input = parseJsonObject(event.metadata["tool_input"]);
    toolInputs.set(event, input);
  }
  return input;
}

function relativePath(path: string, cwd: string | undefined): string {
  if (cwd && path.startsWith(`${cwd}/`)) return path.slice(cwd.length + 1);
  return path;
}

export function actionOf(toolName: string): FileAction | null {
  const name = toolName.toLowerCase();
  if (/(^|_)(write|create)/.test(name) || name === "write_file") return "created";
  if (/(edit|replace|patch|str_replace|insert)/.test(name)) return "edited";
  if (/(^|_)(delete|remove|rm)($|_)/.test(name)) return "deleted";
  if (/(^|_)(read|view|cat|open)($|_)/.test(name) || name === "read_file") return "read";
  return null;
}

/** Files named in an apply_patch body (Codex): `*** Add File: p`, `*** Update File: p`, `*** Delete File: p`. */
function patchFiles(text: string): { path: string; action: FileAction }[] {
  const out: { path: string; action: FileAction }[] = [];
  for (const m of text.matchAll(/^\*\*\* (Add|Update|Delete) File: (.+)$/gm)) {
    const action: FileAction = m[1] === "Add" ? "created" : m[1] === "Delete" ? "deleted" : "edited";
    out.push({ path: (m[2] ?? "").trim(), action });
  }
  return out;
}

/** The file a tool call works on, from its input or else its one-line text (`Write src/a.ts`). */
function targetPath(event: StoredEvent, input: Record<string, unknown>): string | null {
  for (const key of FILE_PATH_KEYS) {
    const value = input[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  const m = /^\S+\s+(\S+\.[A-Za-z0-9]{1,8})\s*$/.exec(event.text.trim());
  return m?.[1] ?? null;
}

function commandOf(event: StoredEvent, input: Record<string, unknown>): string | null {
  const toolName = event.metadata["tool_name"] ?? "";
  const raw = input["command"] ?? input["cmd"];
  const command = Array.isArray(raw) ? raw.filter((p): p is string => typeof p === "string").join(" ") : raw;
  if (typeof command === "string" && command.trim() !== "") return command.replace(/^(bash|sh|zsh) -l?c /, "").trim();
  if (SHELL_TOOLS.test(toolName) && event.text.trim() !== "") return event.text.trim().split("\n")[0] ?? null;
  return null;
}

/** Pass/fail counts from a test runner's summary (vitest, jest, pytest, cargo, go, mocha, rspec). */
export function testCounts(output: string): TestCounts | undefined {
  const tail = output.slice(-4_000);
  const vitest = /Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/.exec(tail);
  if (vitest) return { failed: Number(vitest[1] ?? 0), passed: Number(vitest[2]) };
  const jest = /Tests:\s+(?:(\d+) failed,\s*)?(\d+) passed/.exec(tail);
  if (jest) return { failed: Number(jest[1] ?? 0), passed: Number(jest[2]) };
  const cargo = /test result: \w+\. (\d+) passed; (\d+) failed/.exec(tail);
  if (cargo) return { passed: Number(cargo[1]), failed: Number(cargo[2]) };
  const passed = /(\d+) (?:passed|passing)/.exec(tail);
  const failed = /(\d+) (?:failed|failing)/.exec(tail);
  if (passed || failed) return { passed: Number(passed?.[1] ?? 0), failed: Number(failed?.[1] ?? 0) };
  const examples = /(\d+) examples?, (\d+) failures?/.exec(tail);
  if (examples) return { passed: Number(examples[1]) - Number(examples[2]), failed: Number(examples[2]) };
  return undefined;
}

function isFailure(event: StoredEvent, run: CommandRun | undefined): boolean {
  const exit = /^(?:Error: )?Exit code:? (\d+)/.exec(event.text)?.[1];
  if (run !== undefined && SEARCH_COMMAND.test(run.command) && (exit === "1" || (exit === undefined && event.text.trim() === ""))) return false;
  if (event.metadata["is_error"] === "true") return true;
  return exit !== undefined && exit !== "0";
}

/** What a user message asks once greetings and acknowledgements ("great, thanks!") are taken off its front; "" for none. */
export function requestIn(text: string): string {
  let rest = withoutGreeting(text);
  for (let m = ACK_PHRASE.exec(rest); m !== null && m[0] !== ""; m = ACK_PHRASE.exec(rest)) rest = rest.slice(m[0].length).replace(/^(and|then|so)\s+/i, "");
  return words(rest) >= 2 ? rest : "";
}

function isTestCommand(run: CommandRun): boolean {
  return run.tests !== undefined || TEST_COMMAND.test(run.command) || /\b(test|vitest|jest|pytest|mocha|rspec)\b/i.test(run.command);
}

/** A commit or pull request a command made, from its command line and its output. */
function shippedBy(command: string, output: string): string | null {
  if (/\bgit commit\b/.test(command)) {
    const made = /^\[[^\]\s]+(?: \([^)]*\))? ([0-9a-f]{7,40})\] (.+)$/m.exec(output);
    const message = made?.[2] ?? /-m\s+(["'])(.+?)\1/.exec(command)?.[2];
    if (made === null && message === undefined) return null;
    return `commit ${made?.[1] ? `${made[1]} ` : ""}"${message ?? ""}"`.replace(/ ""$/, "");
  }
  const prNumber = /\/pull\/(\d+)/.exec(output)?.[1];
  if (/\bgh pr create\b/.test(command) && prNumber !== undefined) {
    const title = /--title\s+(["'])(.+?)\1/.exec(command)?.[2];
    return `PR #${prNumber}${title ? ` "${title}"` : ""} opened`;
  }
  const merged = /\bgh pr merge\s+#?(\d+)/.exec(command)?.[1] ?? (/\bgh pr merge\b/.test(command) ? prNumber : undefined);
  if (merged !== undefined) return `PR #${merged} merged`;
  return null;
}

/** The most telling lines of a failure: the failing test, the assertion, or the error message. */
export function errorSummary(text: string): string {
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const shortSummary = lines.map((l) => /^FAILED (?:\S+::)?(\S+) - (.+)$/.exec(l)).find((m) => m !== null);
  if (shortSummary) return `${shortSummary[1]}: ${shortSummary[2]}`;
  const failingTest = lines.find((l) => /^(×|✗|✕|FAIL\b|FAILED\b|_{3,} .+ _{3,}$|\d+\) )/.test(l) && !/^FAIL\s*$/.test(l));
  const assertion = ASSERTION_LINES.map((pattern) => lines.find((l) => pattern.test(l))).find((l) => l !== undefined);
  const error = lines.find(
    (l) => /\b([A-Z][a-zA-Z]*Error|Exception|ERR_[A-Z_]+|error(\[E\d+\])?:|fatal:|Traceback)/.test(l) && !/^(Error: )?Exit code/.test(l),
  );
  const parts = [failingTest, assertion ?? error].filter((p): p is string => p !== undefined);
  const cleaned = parts.map((p) =>
    p
      .replace(/^(×|✗|✕|→|E)\s+/, "")
      .replace(/^_{3,} (.+?) _{3,}$/, "$1")
      .replace(/\s+\d+ms$/, "")
      .replace(/\s*\/\/ Object\.is equality$/, ""),
  );
  if (cleaned.length > 0) return [...new Set(cleaned)].join(": ");
  return lines.find((l) => !/^(Error: )?Exit code/.test(l) && !/^Wall time/.test(l) && l !== "Output:") ?? lines[0] ?? "";
}

/** Assertion lines by how much they say: pytest's `E` lines, vitest's arrow, then the rest. */
const ASSERTION_LINES = [/^E\s{2,}\S/, /^→ /, /AssertionError:/, /expected .+ to /i, /Expected:/, /panicked at/, /^>?\s*assert /];

/** Splits prose into sentences, dropping markdown list markers and code fences. */
export function sentences(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\n+/)
    .flatMap((line) => line.replace(/^\s*([-*•]|\d+[.)])\s+/, "").split(/(?<=[.!?])\s+(?=[A-Z`"'(])/))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

export function extractFacts(events: readonly StoredEvent[]): SegmentFacts {
  const facts: SegmentFacts = { asks: [], files: [], commands: [], errors: [], shipped: [], decisions: [], conclusions: [] };
  /** The test run behind each failure read from a test's output. */
  const failedRuns = new Map<Failure, CommandRun>();
  const files = new Map<string, FileTouch>();
  const commandsByToolId = new Map<string, CommandRun>();
  let lastAssistant: Finding | undefined;
  let turnConcluded = false;
  let cwd: string | undefined;

  const touch = (path: string, action: FileAction, eventId: string): void => {
    const found = files.get(path);
    const changes = action === "read" ? 0 : 1;
    if (found === undefined) {
      files.set(path, { path, action, changes, first_event_id: eventId });
      return;
    }
    if (found.changes === 0 && changes > 0) found.first_event_id = eventId;
    found.changes += changes;
    const rank: Record<FileAction, number> = { read: 0, edited: 1, deleted: 2, created: 3 };
    if (rank[action] > rank[found.action] && !(found.action === "created" && action === "deleted")) found.action = action;
  };
  const conclude = (finding: Finding | undefined): void => {
    if (finding !== undefined && !turnConcluded) facts.conclusions.push(finding);
    turnConcluded = true;
  };

  for (const event of events) {
    cwd = event.metadata["cwd"] ?? cwd;
    switch (event.event_type) {
      case "user_message": {
        let text = event.text.trim();
        let withdrawn = false;
        for (let m = WITHDRAWAL.exec(text); m !== null && m[0] !== ""; m = WITHDRAWAL.exec(text)) {
          withdrawn = true;
          text = text.slice(m[0].length).replace(/^instead\b[\s,:]*/i, "");
        }
        if (withdrawn) facts.asks.pop();
        const request = requestIn(text);
        if (request !== "") facts.asks.push({ text: request, event_id: event.event_id });
        turnConcluded = false;
        lastAssistant = undefined;
        break;
      }
      case "assistant_message": {
        if (event.text.trim() === "") break;
        lastAssistant = { text: event.text, event_id: event.event_id };
        const decision = sentences(event.text).find((s) => DECISION_CUE.test(s) && words(s) >= 5);
        if (decision !== undefined) facts.decisions.push({ text: decision, event_id: event.event_id });
        break;
      }
      case "assistant_stop":
      case "session_end":
        if (event.metadata["error"]) facts.errors.push({ text: `${event.metadata["error"]}: ${event.text}`.trim(), event_id: event.event_id });
        conclude(event.text.trim() !== "" ? { text: event.text, event_id: event.event_id } : lastAssistant);
        break;
      case "tool_use": {
        const input = toolInputOf(event);
        const toolName = event.metadata["tool_name"] ?? "";
        for (const patched of patchFiles(event.text)) touch(patched.path, patched.action, event.event_id);
        const action = actionOf(toolName);
        const path = action === null ? null : targetPath(event, input);
        if (action !== null && path !== null) touch(relativePath(path, cwd), action, event.event_id);
        const command = action === null ? commandOf(event, input) : null;
        if (command !== null && !command.startsWith("*** Begin Patch")) {
          const run: CommandRun = { command, event_id: event.event_id };
          facts.commands.push(run);
          const id = event.metadata["tool_use_id"];
          if (id) commandsByToolId.set(id, run);
        }
        break;
      }
      case "tool_result": {
        const run = commandsByToolId.get(event.metadata["tool_use_id"] ?? "");
        const failed = isFailure(event, run);
        if (run !== undefined) {
          run.ok = !failed;
          if (TEST_COMMAND.test(run.command)) run.tests = testCounts(event.text);
          const shipped = failed ? null : shippedBy(run.command, event.text);
          if (shipped !== null) facts.shipped.push({ text: shipped, event_id: event.event_id });
        }
        if (failed) {
          const failure: Failure = { text: errorSummary(event.text), event_id: event.event_id };
          facts.errors.push(failure);
          if (run !== undefined && isTestCommand(run)) failedRuns.set(failure, run);
        }
        break;
      }
      default:
        break;
    }
  }
  if (!turnConcluded && lastAssistant !== undefined) facts.in_progress = lastAssistant;
  facts.files = [...files.values()];
  markExpectedFailures(facts, failedRuns);
  return facts;
}

/**
 * Test failures the work meant or mended: a red run before a later green one in the same
 * segment, or the first failing runs after the user asked for a failing test.
 */
function markExpectedFailures(facts: SegmentFacts, failedRuns: ReadonlyMap<Failure, CommandRun>): void {
  const testRuns = facts.commands.filter(isTestCommand);
  const lastGreen = testRuns.findLastIndex((run) => run.ok === true && (run.tests?.failed ?? 0) === 0);
  const firstGreen = testRuns.findIndex((run) => run.ok === true && (run.tests?.failed ?? 0) === 0);
  const testFirst = facts.asks.some((ask) => TEST_FIRST_ASK.test(ask.text));
  for (const failure of facts.errors) {
    const run = failedRuns.get(failure);
    if (run === undefined) continue;
    const index = testRuns.indexOf(run);
    if (index < lastGreen) failure.expected = "before_fix";
    else if (testFirst && (firstGreen < 0 || index < firstGreen)) failure.expected = "as_planned";
  }
}
