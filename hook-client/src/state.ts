import { readFileSync } from "node:fs";
import { writeFileAtomic } from "./fsutil";
import type { Paths } from "./paths";

/** What the last delivery attempts learned; shown by `amem status`. */
export interface DeliveryState {
  /** The background flush waits until then after a failure (backoff or Retry-After). */
  down_until?: number;
  /** Consecutive failed attempts, for the backoff. */
  failures?: number;
  last_error?: { at: number; kind: string; message: string; status?: number };
  last_ok_at?: number;
  last_flush?: { at: number; sent: number; created: number; duplicates: number; rejected: number; left: number };
}

export function readState(paths: Paths): DeliveryState {
  try {
    return JSON.parse(readFileSync(paths.stateFile, "utf8")) as DeliveryState;
  } catch {
    return {};
  }
}

/** Read, change, replace atomically. Two flushes never run at once, so lost updates cannot happen in practice. */
export function updateState(paths: Paths, change: (state: DeliveryState) => DeliveryState): void {
  try {
    writeFileAtomic(paths.stateFile, `${JSON.stringify(change(readState(paths)), null, 2)}\n`);
  } catch {
    // state is advisory
  }
}
