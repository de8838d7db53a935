import { type Args, usageProblem } from "../args";
import { CliError } from "./api";

/** Options every query command takes. */
const COMMON = ["json", "help"];

/** Refuses options the command does not know (a typo should not silently widen a query). */
export function checkOptions(command: string, args: Args, valued: readonly string[], flags: readonly string[]): void {
  const problem = usageProblem(command, args, { valued, flags: [...flags, ...COMMON] });
  if (problem) throw new CliError(problem, 2);
}

/** A valued option, refusing a bare `--name` with no value. */
export function text(args: Args, name: string): string | undefined {
  const v = args.options.get(name);
  if (v === true) throw new CliError(`--${name} needs a value`, 2);
  return v === undefined ? undefined : v;
}

/** A whole number in [min, max], or undefined when the option is absent. */
export function int(args: Args, name: string, min: number, max: number): number | undefined {
  const raw = text(args, name);
  if (raw === undefined) return undefined;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new CliError(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`, 2);
  return n;
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/**
 * A time for `from`/`to`: epoch milliseconds, ISO 8601 (a bare date is local midnight, as a
 * person means it), or a duration ago such as `30m`, `2h`, `3d`, `1w`. Answers epoch ms.
 */
export function time(args: Args, name: string, nowMs = Date.now()): number | undefined {
  const raw = text(args, name)?.trim();
  if (raw === undefined) return undefined;
  const ago = /^(\d+)([mhdw])$/.exec(raw);
  if (ago) return nowMs - Number(ago[1]) * (UNIT_MS[ago[2] as string] as number);
  if (/^\d{10,}$/.test(raw)) return Number(raw);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const ms = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime() : Date.parse(raw);
  if (!Number.isFinite(ms)) throw new CliError(`--${name} must be a date (2026-03-04, 2026-03-04T14:00), epoch ms, or a time ago (30m, 2h, 3d, 1w), not "${raw}"`, 2);
  return ms;
}

/** The first positional, required. */
export function positional(command: string, args: Args, what: string): string {
  const v = args.positionals[0]?.trim();
  if (!v) throw new CliError(`give ${what} (see amem help ${command})`, 2);
  return v;
}
