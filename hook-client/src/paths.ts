import { homedir } from "node:os";
import { join } from "node:path";

/** Every file the client reads or writes outside the agents' own config. */
export interface Paths {
  home: string;
  configDir: string;
  configFile: string;
  stateDir: string;
  /** Holds `pending.jsonl` (appended by hooks) and `outbox-*.jsonl` (taken by a flush). */
  spoolDir: string;
  pendingFile: string;
  spoolLock: string;
  flushLock: string;
  rejectedFile: string;
  stateFile: string;
  logFile: string;
  /** One file per project: what its next session is told at start (context/cache.ts). */
  contextDir: string;
  /** The copy of the program that installed hooks run (install/program-copy.ts). */
  programFile: string;
}

type Env = Record<string, string | undefined>;

/**
 * Resolves the XDG locations: `$XDG_CONFIG_HOME/amem` (default `~/.config/amem`) for the
 * config, `$XDG_STATE_HOME/amem` (default `~/.local/state/amem`) for spool, log and state, and
 * `$XDG_DATA_HOME/amem` (default `~/.local/share/amem`) for the installed program.
 */
export function resolvePaths(env: Env = process.env): Paths {
  const home = env["HOME"] || env["USERPROFILE"] || homedir();
  const configDir = join(env["XDG_CONFIG_HOME"] || join(home, ".config"), "amem");
  const stateBase = env["XDG_STATE_HOME"] || (process.platform === "win32" && env["LOCALAPPDATA"]) || join(home, ".local", "state");
  const stateDir = join(stateBase, "amem");
  const spoolDir = join(stateDir, "spool");
  const dataBase = env["XDG_DATA_HOME"] || (process.platform === "win32" && env["LOCALAPPDATA"]) || join(home, ".local", "share");
  return {
    home,
    configDir,
    configFile: join(configDir, "config.json"),
    stateDir,
    spoolDir,
    pendingFile: join(spoolDir, "pending.jsonl"),
    spoolLock: join(spoolDir, "spool.lock"),
    flushLock: join(stateDir, "flush.lock"),
    rejectedFile: join(stateDir, "rejected.jsonl"),
    stateFile: join(stateDir, "state.json"),
    logFile: join(stateDir, "amem.log"),
    contextDir: join(stateDir, "context"),
    programFile: join(dataBase, "amem", "bin", "amem.cjs"),
  };
}

/** Replaces the home directory with `~` for display. */
export function tildify(path: string, home: string): string {
  return home && path.startsWith(`${home}/`) ? `~${path.slice(home.length)}` : path;
}
