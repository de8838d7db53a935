import { cpSync, mkdirSync, readdirSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { FIXTURES, type Sandbox } from "./helpers";

export const CLAUDE_SESSION = "5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f5";
export const GROK_SESSION = "01a01fb3-6300-7bd7-8392-90518e4077ab";
export const CODEX_ROLLOUT = "rollout-2026-01-31T10-15-30-019c138c-f35e-7996-8ac8-db5b4818cc7f.jsonl";
/** An hour ago: the agents are done writing these files, so a reply held at a file's end is final. */
export const IDLE = new Date(Date.now() - 3_600_000);

export interface Homes {
  claudeProject: string;
  claudeMain: string;
  codexRollout: string;
  grokChat: string;
}

/** Copies the fixture sessions into the sandbox's home where Claude Code, Codex and Grok write them. */
export function layOut(sb: Sandbox): Homes {
  const claudeProject = join(sb.home, ".claude", "projects", "-home-dev-projects-invoice-api");
  const subagents = join(claudeProject, CLAUDE_SESSION, "subagents");
  mkdirSync(subagents, { recursive: true });
  const claudeMain = join(claudeProject, `${CLAUDE_SESSION}.jsonl`);
  cpSync(join(FIXTURES, "claude-code", "transcript.jsonl"), claudeMain);
  cpSync(join(FIXTURES, "claude-code", "transcript-legacy-v1.0-inline-sidechain.jsonl"), join(claudeProject, "9d3e7a51-2c4f-4b8e-b6e1-73a0c5d2f914.jsonl"));
  for (const f of readdirSync(join(FIXTURES, "claude-code", "subagents"))) cpSync(join(FIXTURES, "claude-code", "subagents", f), join(subagents, f));
  const codexDir = join(sb.home, ".codex", "sessions", "2026", "01", "31");
  mkdirSync(codexDir, { recursive: true });
  const codexRollout = join(codexDir, CODEX_ROLLOUT);
  cpSync(join(FIXTURES, "codex", CODEX_ROLLOUT), codexRollout);
  const grokDir = join(sb.home, ".grok", "sessions", "%2Fhome%2Fdev%2Fprojects%2Finvoice-api", GROK_SESSION);
  cpSync(join(FIXTURES, "grok", GROK_SESSION), grokDir, { recursive: true });
  for (const file of [
    claudeMain,
    codexRollout,
    join(grokDir, "chat_history.jsonl"),
    ...readdirSync(subagents).map((f) => join(subagents, f)),
    join(claudeProject, "9d3e7a51-2c4f-4b8e-b6e1-73a0c5d2f914.jsonl"),
  ])
    utimesSync(file, IDLE, IDLE);
  return { claudeProject, claudeMain, codexRollout, grokChat: join(grokDir, "chat_history.jsonl") };
}
