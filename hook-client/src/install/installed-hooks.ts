import { accessSync, constants, readFileSync } from "node:fs";
import { join } from "node:path";
import { isObject, type Json } from "../map/common";
import { OUR_COMMAND } from "./hooks-json";
import { OPENCODE_PLUGIN_MARKER } from "./opencode-plugin";
import { type Scope, targetFor } from "./targets";

/** One amem hook registration found in an agent's config: the Node and program it runs. */
export interface InstalledHook {
  agent: string;
  scope: Scope;
  file: string;
  node: string;
  script: string;
}

/** Splits a POSIX shell command into words (the quoting shellQuote writes: '…', "…", \x). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < command.length; i++) {
    const c = command[i] as string;
    if (c === "'") {
      const end = command.indexOf("'", i + 1);
      word = (word ?? "") + command.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? command.length : end;
    } else if (c === '"') {
      let text = "";
      let j = i + 1;
      // Inside "…" a backslash escapes only $ ` " \ (POSIX); elsewhere it stays (a Windows path).
      for (; j < command.length && command[j] !== '"'; j++) text += command[j] === "\\" && /[$`"\\]/.test(command[j + 1] ?? "") ? command[++j] : command[j];
      word = (word ?? "") + text;
      i = j;
    } else if (c === "\\") {
      word = (word ?? "") + (command[++i] ?? "");
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else word = (word ?? "") + c;
  }
  if (word !== undefined) words.push(word);
  return words;
}

function fromArgv(agent: string, scope: Scope, file: string, argv: unknown): InstalledHook | undefined {
  if (!Array.isArray(argv) || typeof argv[0] !== "string" || typeof argv[1] !== "string") return undefined;
  return { agent, scope, file, node: argv[0], script: argv[1] };
}

/** Every string value in a JSON document that is an amem hook command. */
function commandsIn(value: Json, out: string[] = []): string[] {
  if (typeof value === "string" && OUR_COMMAND.test(value) && !value.startsWith("&")) out.push(value);
  else if (Array.isArray(value)) for (const v of value) commandsIn(v, out);
  else if (isObject(value)) for (const v of Object.values(value)) commandsIn(v, out);
  return out;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The amem hooks registered in the configs `amem install` writes, global and for the project in
 * `cwd`, one entry per config file (all of a file's hooks share one command).
 */
export function findInstalledHooks(home: string, cwd: string, configHome: string): InstalledHook[] {
  const found: InstalledHook[] = [];
  const spec = { node: "node", script: "amem" };
  for (const agent of ["claude-code", "codex", "gemini", "copilot", "grok"]) {
    for (const scope of ["global", "project"] as Scope[]) {
      const target = targetFor(agent, scope, spec, home, cwd);
      // In the home directory a project's file is the global one.
      if ("error" in target || found.some((h) => h.file === target.file)) continue;
      const text = read(target.file);
      if (text === undefined) continue;
      let data: Json;
      try {
        data = JSON.parse(text) as Json;
      } catch {
        continue;
      }
      const [command] = commandsIn(data);
      if (command) {
        const hook = fromArgv(agent, scope, target.file, shellWords(command));
        if (hook) found.push(hook);
      }
    }
  }
  for (const file of [join(home, ".codex", "config.toml")]) {
    const line = /^\s*notify\s*=\s*(\[.*\])\s*$/m.exec(read(file) ?? "")?.[1];
    if (line && OUR_COMMAND.test(line.replace(/","/g, " "))) {
      try {
        const hook = fromArgv("codex --notify", "global", file, JSON.parse(line));
        if (hook) found.push(hook);
      } catch {
        // not the array install writes
      }
    }
  }
  for (const [scope, file] of [
    ["global", join(configHome, "opencode", "plugins", "amem.js")],
    ["project", join(cwd, ".opencode", "plugins", "amem.js")],
  ] as const) {
    const text = read(file);
    if (!text?.startsWith(OPENCODE_PLUGIN_MARKER) || found.some((h) => h.file === file)) continue;
    const argv = /^const AMEM = (\[.*\]);$/m.exec(text)?.[1];
    try {
      const hook = argv ? fromArgv("opencode", scope, file, JSON.parse(argv)) : undefined;
      if (hook) found.push(hook);
    } catch {
      // edited by hand
    }
  }
  return found;
}

/** What is wrong with a registration's command, or undefined when both files are there. */
export function brokenBecause(hook: InstalledHook): string | undefined {
  const problems: string[] = [];
  try {
    accessSync(hook.node, constants.X_OK);
  } catch {
    problems.push(`its Node ${hook.node} is gone (Node upgraded or removed?)`);
  }
  try {
    accessSync(hook.script, constants.R_OK);
  } catch {
    problems.push(`its program ${hook.script} is gone`);
  }
  return problems.length ? problems.join("; ") : undefined;
}
