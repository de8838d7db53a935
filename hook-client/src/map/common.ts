import type { Agent, DraftEvent, EventType, Role } from "../event";
import { shortHash } from "../hash";
import { type ProjectIdentity, projectOf } from "../project";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function str(v: unknown): string | undefined {
  return typeof v === "string" ? v : undefined;
}

/** A non-empty string, number or boolean as a string; anything else is left out. */
export function scalar(v: unknown): string | undefined {
  if (typeof v === "string") return v === "" ? undefined : v;
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v === "boolean") return v ? "true" : "false";
  return undefined;
}

/** Metadata builder: skips empty values and stringifies scalars (the service takes strings only). */
export class Meta {
  readonly values: Record<string, string> = {};
  set(key: string, value: unknown): this {
    const s = scalar(value);
    if (s !== undefined) this.values[key] = s;
    return this;
  }
  /** Objects and arrays as compact JSON (truncated later like any value). */
  json(key: string, value: unknown): this {
    if (value === undefined || value === null) return this;
    if (typeof value === "string") return this.set(key, value);
    try {
      const s = JSON.stringify(value);
      if (s !== undefined && s !== "{}" && s !== "[]") this.values[key] = s;
    } catch {
      // cyclic values cannot come from JSON input
    }
    return this;
  }
}

export interface DraftInput {
  agent: Agent;
  sessionId: string | undefined;
  type: EventType;
  role: Role;
  text?: string | undefined;
  ts?: number | undefined;
  meta: Meta;
}

/** A session id the service accepts: non-empty, at most 256 characters. */
export function sessionIdOf(raw: string | undefined, meta: Meta): string {
  const id = (raw ?? "").trim();
  if (id === "") {
    meta.set("session_id_missing", true);
    return "unknown";
  }
  return id.length <= 256 ? id : `sha256:${shortHash(id)}`;
}

export function draft(input: DraftInput): DraftEvent {
  const d: DraftEvent = {
    session_id: sessionIdOf(input.sessionId, input.meta),
    event_type: input.type,
    role: input.role,
    agent: input.agent,
    text: input.text ?? "",
    metadata: input.meta.values,
  };
  if (input.ts !== undefined) d.ts = input.ts;
  return d;
}

/** `agent|session|part|part…`: the same native thing reported by a hook and by the importer gets the same key. */
export function dedupeKey(agent: Agent, sessionId: string | undefined, ...parts: (string | undefined)[]): string {
  return [agent, sessionId ?? "", ...parts.map((p) => p ?? "")].join("|");
}

/**
 * The key of the `n`th event of a session with the same content key: the first keeps the bare
 * key, so an agent version that adds native ids later changes nothing for events seen once.
 */
export function nthKey(key: string, n: number): string {
  return n <= 1 ? key : `${key}#${n}`;
}

/** Epoch ms from an ISO string or a number, when it is a plausible event time (not in the far future). */
export function parseTimestamp(v: unknown, nowMs: number): number | undefined {
  const ms = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Date.parse(v) : NaN;
  if (!Number.isFinite(ms)) return undefined;
  const rounded = Math.round(ms);
  const year2000 = 946_684_800_000;
  if (rounded < year2000 || rounded > nowMs + 60_000) return undefined;
  return rounded;
}

/**
 * The project metadata of a working directory: cwd, the project it belongs to (`project_id`
 * names the repository, `project` is its name; see project.ts). Answers the identity.
 */
export function projectMeta(meta: Meta, cwd: string): ProjectIdentity {
  const project = projectOf(cwd);
  meta.set("cwd", cwd).set("project", project.name).set("project_id", project.id);
  return project;
}

/** projectMeta and the git branch checked out there now (a hook reports the present). */
export function cwdMeta(meta: Meta, cwd: string | undefined): void {
  if (cwd) meta.set("git_branch", projectMeta(meta, cwd).branch);
}

const PRIMARY_INPUT_KEYS = ["command", "cmd", "file_path", "filePath", "path", "notebook_path", "pattern", "url", "query", "description", "prompt", "id"];

/** One line saying what a tool is about to do: `Bash: npm test`, `Edit: src/app.ts`. */
export function toolSummary(toolName: string, input: unknown): string {
  if (typeof input === "string") return input ? `${toolName}: ${input}` : toolName;
  if (!isObject(input)) return toolName;
  const description = str(input["description"]);
  const prompt = str(input["prompt"]);
  if (description && prompt) return `${toolName}: ${description}\n\n${prompt}`;
  for (const key of PRIMARY_INPUT_KEYS) {
    const v = input[key];
    if (Array.isArray(v) && v.every((x) => typeof x === "string")) return `${toolName}: ${shellCommand(v as string[])}`;
    const s = scalar(v);
    if (s) return `${toolName}: ${s}`;
  }
  const json = JSON.stringify(input);
  return json === "{}" ? toolName : `${toolName}: ${json}`;
}

/** `["bash","-lc","npm test"]` → `npm test`; other argv arrays are joined with spaces. */
function shellCommand(argv: string[]): string {
  if (argv.length === 3 && /(^|\/)(ba|z)?sh$/.test(argv[0] ?? "") && /^-l?c$/.test(argv[1] ?? "")) return argv[2] ?? "";
  return argv.join(" ");
}

export interface RenderedResult {
  text: string;
  exitCode?: number;
  isError?: boolean;
}

/** The exit code in `Exit code: 1` (Codex) or `Exit code 1` (Claude failures) at the start of a tool output. */
export function exitCodeOf(text: string): number | undefined {
  const m = /^Exit code:?\s*(-?\d+)/i.exec(text);
  return m?.[1] !== undefined ? Number(m[1]) : undefined;
}

function joinTextParts(parts: Json[]): string {
  return parts
    .map((p) => (typeof p === "string" ? p : isObject(p) ? (str(p["text"]) ?? "") : ""))
    .filter(Boolean)
    .join("\n");
}

/** Turns a tool's structured output into the text worth remembering. */
export function renderToolResult(response: unknown): RenderedResult {
  if (response === undefined || response === null) return { text: "" };
  if (typeof response === "string") {
    const exitCode = exitCodeOf(response);
    return exitCode === undefined ? { text: response } : { text: response, exitCode, isError: exitCode !== 0 };
  }
  if (Array.isArray(response)) return { text: joinTextParts(response) };
  if (!isObject(response)) return { text: String(response) };
  const r = response;
  if (typeof r["stdout"] === "string" || typeof r["stderr"] === "string") {
    const stdout = str(r["stdout"]) ?? "";
    const stderr = str(r["stderr"]) ?? "";
    return { text: stderr ? `${stdout}${stdout ? "\n" : ""}[stderr]\n${stderr}` : stdout };
  }
  const filePath = str(r["filePath"]) ?? str(r["file_path"]);
  if (filePath && Array.isArray(r["structuredPatch"])) {
    const hunks = r["structuredPatch"].filter(isObject).map((h) => {
      const lines = Array.isArray(h["lines"]) ? h["lines"].filter((l): l is string => typeof l === "string") : [];
      return `@@ -${scalar(h["oldStart"]) ?? "?"},${scalar(h["oldLines"]) ?? "?"} +${scalar(h["newStart"]) ?? "?"},${scalar(h["newLines"]) ?? "?"} @@\n${lines.join("\n")}`;
    });
    if (hunks.length > 0) return { text: `${filePath}\n${hunks.join("\n")}` };
  }
  if (filePath && typeof r["content"] === "string") return { text: `${filePath}\n${r["content"]}` };
  const file = r["file"];
  if (isObject(file) && typeof file["content"] === "string") return { text: `${str(file["filePath"]) ?? ""}\n${file["content"]}`.trimStart() };
  if ("llmContent" in r) {
    const llm = r["llmContent"];
    const text = typeof llm === "string" ? llm : Array.isArray(llm) ? joinTextParts(llm) : (str(r["returnDisplay"]) ?? "");
    const error = r["error"];
    if (error !== undefined && error !== null) {
      const message = isObject(error) ? (str(error["message"]) ?? JSON.stringify(error)) : String(error);
      return { text: text || message, isError: true };
    }
    return { text };
  }
  if (typeof r["textResultForLlm"] === "string") {
    const resultType = str(r["resultType"]);
    return { text: r["textResultForLlm"], isError: resultType !== undefined && resultType !== "success" };
  }
  if (Array.isArray(r["content"])) return { text: joinTextParts(r["content"]), isError: r["isError"] === true };
  if (Array.isArray(r["filenames"])) return { text: r["filenames"].filter((f) => typeof f === "string").join("\n") };
  return { text: JSON.stringify(r) };
}

/** Parses a JSON string argument (Copilot sends `toolArgs` as a string); other values pass through. */
export function maybeJson(v: unknown): unknown {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (!t.startsWith("{") && !t.startsWith("[")) return v;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return v;
  }
}
