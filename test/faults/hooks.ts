// Real hook-client invocations for the fault suite: the fixture payloads (test/fixtures/agents), adapted so that
// every invocation names its own session and carries a marker that says which invocation it was.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FIXTURES, sandbox, type Sandbox } from "../../hook-client/test/helpers";

export { amemBin } from "../../hook-client/test/build";
export { readSpool, runAmem } from "../../hook-client/test/helpers";

/**
 * One agent's hook payloads, each mapped by the client to exactly one marked event; a Claude Code
 * or Codex post-tool payload also gives the call it finished, as an unmarked tool_use.
 */
export interface AgentTemplates {
  agent: string;
  payloads: Record<string, unknown>[];
  sessionKey: "session_id" | "sessionId";
}

function fixture(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURES, path), "utf8")) as Record<string, unknown>;
}

export const AGENTS: AgentTemplates[] = [
  {
    agent: "claude-code",
    sessionKey: "session_id",
    payloads: ["UserPromptSubmit", "PreToolUse", "PostToolUse.bash", "Stop"].map((n) => fixture(`claude-code/hooks/${n}.json`)),
  },
  {
    agent: "codex",
    sessionKey: "session_id",
    payloads: ["UserPromptSubmit", "PreToolUse", "PostToolUse", "Stop"].map((n) => fixture(`codex/hooks/${n}.json`)),
  },
  {
    agent: "gemini",
    sessionKey: "session_id",
    payloads: ["BeforeAgent", "BeforeTool", "AfterTool", "AfterAgent"].map((n) => fixture(`gemini/hooks/${n}.json`)),
  },
  {
    agent: "copilot",
    sessionKey: "sessionId",
    // preToolUse is not recorded (postToolUse carries the call and its result).
    payloads: ["userPromptSubmitted", "postToolUse"].map((n) => fixture(`copilot-cli/hooks/${n}.json`)),
  },
];

export const MARKER = /fault-(\d+)-(\d+)-(\d+)\b/;

/** Whether the n-th payload of a lane also records its call (Claude Code's and Codex's post-tool events). */
export function recordsCall(t: AgentTemplates, n: number): boolean {
  const p = t.payloads[n % t.payloads.length]!;
  return (t.agent === "claude-code" || t.agent === "codex") && p["hook_event_name"] === "PostToolUse" && typeof p["tool_use_id"] === "string";
}
/** `fault-<lane>-<session>-<n>`: which lane, which of its sessions, which invocation in it. */
export const marker = (lane: number, session: number, n: number): string => `fault-${lane}-${session}-${n}`;

/**
 * The n-th payload of a session: the fixture's, with the session id replaced, the fixture's
 * timestamp dropped (the client stamps the invocation's time), its native ids made unique and
 * the marker written into the field that becomes the event's text.
 */
export function payloadFor(t: AgentTemplates, sessionId: string, n: number, mark: string): string {
  const p = structuredClone(t.payloads[n % t.payloads.length]!);
  p[t.sessionKey] = sessionId;
  delete p["timestamp"];
  if (typeof p["tool_use_id"] === "string") p["tool_use_id"] = `${p["tool_use_id"]}-${mark}`;
  if (typeof p["turn_id"] === "string") p["turn_id"] = `${p["turn_id"]}-${mark}`;
  const field = ["last_assistant_message", "prompt_response", "prompt"].find((k) => typeof p[k] === "string");
  const response = p["tool_response"];
  if (field) p[field] = `${p[field] as string} (${mark})`;
  // A post-tool payload: the marker goes into the result, so the call it also records stays unmarked.
  else if (typeof response === "string") p["tool_response"] = `${response} (${mark})`;
  else if (typeof response === "object" && response !== null && typeof (response as Record<string, unknown>)["stdout"] === "string") {
    (response as Record<string, unknown>)["stdout"] = `${(response as Record<string, string>)["stdout"]} (${mark})`;
  } else if (typeof p["tool_input"] === "object" && p["tool_input"] !== null) (p["tool_input"] as Record<string, unknown>)["description"] = mark;
  else if (typeof p["toolArgs"] === "string") p["toolArgs"] = JSON.stringify({ ...(JSON.parse(p["toolArgs"]) as object), description: mark });
  else throw new Error(`no field to mark in a ${t.agent} payload`);
  return JSON.stringify(p);
}

/** One machine's amem state (a private HOME and XDG tree) pointed at the service. */
export function machine(url: string, token: string): Sandbox {
  // A short first backoff: a restarted service is back within seconds.
  return sandbox({ AMEM_URL: url, AMEM_TOKEN: token, AMEM_BACKOFF_MS: "500" });
}
