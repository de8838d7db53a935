import { readFileSync } from "node:fs";
import {
  BACKOFF_BASE_MS,
  CONTEXT_BUDGET_TOKENS,
  CONTEXT_MAX_BUDGET_TOKENS,
  CONTEXT_MIN_BUDGET_TOKENS,
  DEFAULT_URL,
  REQUEST_TIMEOUT_MS,
  SPOOL_CAP_BYTES,
  TRANSCRIPT_RETRY_DELAY_MS,
  TRANSCRIPT_RETRY_MAX_DELAY_MS,
} from "./constants";
import { writeFileAtomic } from "./fsutil";
import type { Paths } from "./paths";

/** An extra redaction rule from the config file. */
export interface RedactRule {
  name: string;
  pattern: string;
  flags?: string;
}

/** The config file (`amem login` writes url and token; the rest is edited by hand). */
export interface ConfigFile {
  url?: string;
  token?: string;
  /** Tool names never captured (tool_use and tool_result dropped), e.g. ["Read"]. Case-insensitive. */
  skip_tools?: string[];
  /** Extra patterns redacted as `[REDACTED:<name>]`: a regex string, or { name, pattern, flags }. */
  redact_patterns?: (string | RedactRule)[];
  timeout_ms?: number;
  backoff_ms?: number;
  spool_cap_bytes?: number;
  /** The session-start digest: `false` turns it off everywhere. */
  context?: boolean | ContextConfigFile;
}

export interface ContextConfigFile {
  enabled?: boolean;
  budget_tokens?: number;
  /** Per agent (`claude-code`, `codex`, `gemini`): `false` turns the digest off for that agent only. */
  agents?: Record<string, boolean>;
}

/** What the session-start hook prints, and whether the flusher keeps its cache. */
export interface ContextConfig {
  enabled: boolean;
  budgetTokens: number;
  /** Agents the user turned the digest off for. */
  disabledAgents: Set<string>;
}

export interface Config {
  url: string;
  token: string | undefined;
  urlSource: "env" | "config" | "default";
  /** The configured URL ended in /v1, which was dropped (see normalizeServiceUrl). */
  urlDroppedV1: boolean;
  tokenSource: "env" | "config" | "none";
  disabled: boolean;
  skipTools: Set<string>;
  redactRules: RedactRule[];
  timeoutMs: number;
  backoffMs: number;
  spoolCapBytes: number;
  /** Wait before the one re-read of a transcript that lacks the reply (AMEM_TRANSCRIPT_RETRY_MS, capped). */
  transcriptRetryMs: number;
  context: ContextConfig;
  /** Why the config file could not be read, if it exists but is broken. */
  fileError?: string;
}

type Env = Record<string, string | undefined>;

export function readConfigFile(paths: Paths): { file: ConfigFile; error?: string } {
  let text: string;
  try {
    text = readFileSync(paths.configFile, "utf8");
  } catch {
    return { file: {} };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return { file: {}, error: "not a JSON object" };
    return { file: parsed as ConfigFile };
  } catch (err) {
    return { file: {}, error: err instanceof Error ? err.message : String(err) };
  }
}

/** `AMEM_DISABLED=1` (or true/yes/on) turns the client into a no-op. */
export function isDisabled(env: Env): boolean {
  return /^(1|true|yes|on)$/i.test((env["AMEM_DISABLED"] ?? "").trim());
}

function positiveNumber(...values: unknown[]): number | undefined {
  for (const v of values) {
    const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
    if (typeof n === "number" && Number.isFinite(n) && n >= 0) return n;
  }
  return undefined;
}

/**
 * The service's base URL as amem uses it: no trailing slash, and no trailing `/v1`. amem appends
 * `/v1/events`, `/v1/status`, … itself, so a base that ends in /v1 (copied from an API example)
 * would ask /v1/v1/… and see only 404s; dropping it is what the user meant.
 */
export function normalizeServiceUrl(raw: string): { url: string; droppedV1: boolean } {
  const trimmed = raw.trim().replace(/\/+$/, "");
  const withoutV1 = trimmed.replace(/\/v1$/i, "");
  return { url: withoutV1.replace(/\/+$/, ""), droppedV1: withoutV1 !== trimmed };
}

/** AMEM_CONTEXT=0 (or false/no/off) and AMEM_CONTEXT_BUDGET_TOKENS win over the file's `context`. */
function contextConfig(file: ConfigFile, env: Env): ContextConfig {
  const section = typeof file.context === "object" && file.context !== null ? file.context : {};
  const envOff = /^(0|false|no|off)$/i.test((env["AMEM_CONTEXT"] ?? "").trim());
  const enabled = !envOff && file.context !== false && section.enabled !== false;
  const budget = positiveNumber(env["AMEM_CONTEXT_BUDGET_TOKENS"], section.budget_tokens) ?? CONTEXT_BUDGET_TOKENS;
  const agents = typeof section.agents === "object" && section.agents !== null ? section.agents : {};
  return {
    enabled,
    budgetTokens: Math.round(Math.min(CONTEXT_MAX_BUDGET_TOKENS, Math.max(CONTEXT_MIN_BUDGET_TOKENS, budget))),
    disabledAgents: new Set(
      Object.entries(agents)
        .filter(([, on]) => on === false)
        .map(([agent]) => agent.toLowerCase()),
    ),
  };
}

/** Environment first (AMEM_URL, AMEM_TOKEN, …), then the config file, then defaults. */
export function loadConfig(paths: Paths, env: Env = process.env): Config {
  const { file, error } = readConfigFile(paths);
  const envUrl = env["AMEM_URL"]?.trim();
  const envToken = env["AMEM_TOKEN"]?.trim();
  const skip = [...(file.skip_tools ?? []), ...(env["AMEM_SKIP_TOOLS"] ?? "").split(",")].map((t) => String(t).trim().toLowerCase()).filter(Boolean);
  const rules = (file.redact_patterns ?? []).map((r, i) =>
    typeof r === "string" ? { name: `custom-${i + 1}`, pattern: r } : { name: r.name || `custom-${i + 1}`, pattern: r.pattern, flags: r.flags },
  );
  const url = normalizeServiceUrl(envUrl || file.url || DEFAULT_URL);
  const config: Config = {
    url: url.url,
    urlDroppedV1: url.droppedV1,
    urlSource: envUrl ? "env" : file.url ? "config" : "default",
    token: envToken || file.token || undefined,
    tokenSource: envToken ? "env" : file.token ? "config" : "none",
    disabled: isDisabled(env),
    skipTools: new Set(skip),
    redactRules: rules,
    timeoutMs: positiveNumber(env["AMEM_TIMEOUT_MS"], file.timeout_ms) ?? REQUEST_TIMEOUT_MS,
    backoffMs: positiveNumber(env["AMEM_BACKOFF_MS"], file.backoff_ms) ?? BACKOFF_BASE_MS,
    spoolCapBytes: positiveNumber(env["AMEM_SPOOL_CAP_BYTES"], file.spool_cap_bytes) ?? SPOOL_CAP_BYTES,
    transcriptRetryMs: Math.min(TRANSCRIPT_RETRY_MAX_DELAY_MS, positiveNumber(env["AMEM_TRANSCRIPT_RETRY_MS"]) ?? TRANSCRIPT_RETRY_DELAY_MS),
    context: contextConfig(file, env),
  };
  if (error) config.fileError = error;
  return config;
}

/** Merges `change` into the config file and writes it with mode 0600 (it holds a bearer token). */
export function saveConfig(paths: Paths, change: Partial<ConfigFile>): void {
  const { file } = readConfigFile(paths);
  writeFileAtomic(paths.configFile, `${JSON.stringify({ ...file, ...change }, null, 2)}\n`);
}
