import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Agent } from "../event";
import { isObject, str } from "../map/common";
import { ClaudeParser } from "./claude";
import { CodexParser } from "./codex";
import { GrokParser, loadGrokSession } from "./grok";
import type { SourceFile } from "./types";

type Env = Record<string, string | undefined>;

/** The agents whose own logs `amem import` reads. */
export const IMPORT_AGENTS = ["claude-code", "codex", "grok"] as const;
export type ImportAgent = (typeof IMPORT_AGENTS)[number];

/** Where each agent keeps its sessions; the same variables the agents themselves honour, and GROK_HOME. */
export function agentHome(agent: ImportAgent, env: Env, home: string): string {
  switch (agent) {
    case "claude-code":
      return env["CLAUDE_CONFIG_DIR"] || join(home, ".claude");
    case "codex":
      return env["CODEX_HOME"] || join(home, ".codex");
    case "grok":
      return env["GROK_HOME"] || join(home, ".grok");
  }
}

function entries(dir: string): { name: string; dir: boolean; file: boolean }[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).map((d) => ({ name: d.name, dir: d.isDirectory(), file: d.isFile() }));
  } catch {
    return [];
  }
}

/** `~/.claude/projects/<encoded-cwd>/<session>.jsonl` and `<session>/subagents/agent-<id>.jsonl`. */
function claudeFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const projects = join(root, "projects");
  for (const project of entries(projects).filter((e) => e.dir)) {
    const projectDir = join(projects, project.name);
    for (const e of entries(projectDir)) {
      if (e.file && e.name.endsWith(".jsonl")) out.push(claudeSource(join(projectDir, e.name)));
      if (!e.dir) continue;
      const subagents = join(projectDir, e.name, "subagents");
      for (const s of entries(subagents)) {
        const id = /^agent-(.+)\.jsonl$/.exec(s.name)?.[1];
        if (s.file && id) out.push(claudeSource(join(subagents, s.name), id));
      }
    }
  }
  return out;
}

/** One Claude Code transcript; `subagentId` for a subagent's own file. */
export function claudeSource(path: string, subagentId?: string): SourceFile {
  let agentType: string | undefined;
  if (subagentId !== undefined) {
    try {
      const meta: unknown = JSON.parse(readFileSync(join(dirname(path), `agent-${subagentId}.meta.json`), "utf8"));
      if (isObject(meta)) agentType = str(meta["agentType"]);
    } catch {
      // no meta file (before 2.1.x)
    }
  }
  const info = { ...(subagentId === undefined ? {} : { subagentId }), ...(agentType === undefined ? {} : { agentType }) };
  return { agent: "claude-code", path, parser: (ctx, state) => new ClaudeParser(ctx, info, state) };
}

/** `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-*.jsonl`, at any depth below sessions/. */
function codexFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string, depth: number): void => {
    for (const e of entries(dir)) {
      if (e.dir && depth < 4) walk(join(dir, e.name), depth + 1);
      else if (e.file && e.name.startsWith("rollout-") && e.name.endsWith(".jsonl")) out.push(codexSource(join(dir, e.name)));
    }
  };
  walk(join(root, "sessions"), 0);
  return out;
}

export function codexSource(path: string): SourceFile {
  return { agent: "codex", path, parser: (ctx, state) => new CodexParser(ctx, state) };
}

/** `~/.grok/sessions/<encoded-cwd>/<session>/chat_history.jsonl` (and one level less deep). */
function grokFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string, depth: number): void => {
    for (const e of entries(dir)) {
      if (e.file && e.name === "chat_history.jsonl") out.push(grokSource(dir));
      else if (e.dir && depth < 2) walk(join(dir, e.name), depth + 1);
    }
  };
  walk(join(root, "sessions"), 0);
  return out;
}

/** A Grok session directory; its chat_history.jsonl is the file read, the rest is loaded beside it. */
export function grokSource(dir: string): SourceFile {
  return { agent: "grok", path: join(dir, "chat_history.jsonl"), parser: (ctx, state) => new GrokParser(ctx, loadGrokSession(dir, ctx.nowMs), state) };
}

/** Every log file of `agent` under its home, in a stable order. */
export function findSources(agent: ImportAgent, env: Env, home: string): SourceFile[] {
  const root = agentHome(agent, env, home);
  const files = agent === "claude-code" ? claudeFiles(root) : agent === "codex" ? codexFiles(root) : grokFiles(root);
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A short name for reports: the file's name and its directory's. */
export function shortPath(path: string): string {
  return join(basename(dirname(path)), basename(path));
}

export type { Agent };
