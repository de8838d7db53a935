import { appendFileSync, renameSync, statSync } from "node:fs";
import { LOG_MAX_BYTES } from "./constants";
import { ensureDir, PRIVATE_FILE_MODE } from "./fsutil";
import type { Paths } from "./paths";

export type LogLevel = "info" | "warn" | "error";

/**
 * Appends one line to the capped log in the state directory. The hook path never writes
 * diagnostics to stdout (agents feed it to the model), so this file is where they go.
 * Logging never throws.
 */
export function log(paths: Paths, level: LogLevel, message: string): void {
  try {
    ensureDir(paths.stateDir);
    try {
      if (statSync(paths.logFile).size > LOG_MAX_BYTES) renameSync(paths.logFile, `${paths.logFile}.1`);
    } catch {
      // no log yet
    }
    const line = `${new Date().toISOString()} pid=${process.pid} ${level} ${message.replace(/\s*\n\s*/g, " ")}\n`;
    appendFileSync(paths.logFile, line, { mode: PRIVATE_FILE_MODE });
  } catch {
    // a full disk must not turn into a failing hook
  }
}
