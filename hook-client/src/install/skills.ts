import { join } from "node:path";
import memoryContext from "../../assets/claude-code/commands/memory-context.md";
import memoryRecent from "../../assets/claude-code/commands/memory-recent.md";
import memorySearch from "../../assets/claude-code/commands/memory-search.md";
import skill from "../../assets/claude-code/skills/memory-navigator/SKILL.md";
import instructions from "../../assets/instructions.md";
import type { Scope } from "./targets";

/** The line every file of `--skills` carries, so that uninstall deletes only what amem wrote. */
export const SKILL_MARKER = "<!-- written by amem install claude-code --skills;";

export const isSkillFile = (text: string): boolean => text.includes(SKILL_MARKER);

/** How the agent learns to read its memory with `amem … --json`. */
export type SkillPlan =
  /** Files of amem's own (Claude Code's skill and slash commands); `base` is where the directories amem may create start. */
  | { kind: "files"; base: string; files: { file: string; content: string }[] }
  /** A marked block in an instructions file the user shares (AGENTS.md, GEMINI.md). */
  | { kind: "block"; file: string; body: string };

/** The assets with `{{amem}}` replaced by the command that runs this very program. */
function render(text: string, amem: string): string {
  return text.split("{{amem}}").join(amem);
}

/** What `--skills` installs for `agent`, or undefined when that agent has no such instructions. */
export function skillPlan(agent: string, scope: Scope, amem: string, home: string, cwd: string): SkillPlan | undefined {
  switch (agent) {
    case "claude-code": {
      const dir = join(scope === "global" ? home : cwd, ".claude");
      const files = [
        { file: join(dir, "skills", "memory-navigator", "SKILL.md"), content: skill },
        { file: join(dir, "commands", "memory-search.md"), content: memorySearch },
        { file: join(dir, "commands", "memory-recent.md"), content: memoryRecent },
        { file: join(dir, "commands", "memory-context.md"), content: memoryContext },
      ];
      return { kind: "files", base: scope === "global" ? home : cwd, files: files.map((f) => ({ file: f.file, content: render(f.content, amem) })) };
    }
    case "codex":
      return { kind: "block", file: scope === "global" ? join(home, ".codex", "AGENTS.md") : join(cwd, "AGENTS.md"), body: render(instructions, amem) };
    case "gemini":
      return { kind: "block", file: scope === "global" ? join(home, ".gemini", "GEMINI.md") : join(cwd, "GEMINI.md"), body: render(instructions, amem) };
    default:
      return undefined;
  }
}
