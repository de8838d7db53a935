import { type Args, usageProblem } from "../args";
import { type Api, CliError } from "./api";
import type { Resolved } from "./types";

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
 * person means it), a duration ago such as `30m`, `2h`, `3d`, `1w`, or a period people say
 * ("yesterday", "last week", "on Tuesday", "in May"), which the service resolves in the user's
 * time zone (one parser, GET /v1/toc/resolve): `--from` takes its start, `--to` its end.
 * Answers epoch ms.
 */
export async function time(api: Api, args: Args, name: "from" | "to", nowMs = Date.now()): Promise<number | undefined> {
  const raw = text(args, name)?.trim();
  if (raw === undefined) return undefined;
  const ago = /^(\d+)([mhdw])$/.exec(raw);
  if (ago) return nowMs - Number(ago[1]) * (UNIT_MS[ago[2] as string] as number);
  if (/^\d{10,}$/.test(raw)) return Number(raw);
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])).getTime();
  // Date.parse reads loose English ("May 2026", "1 2 3") its own way; only ISO date-times go there.
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(raw)) {
    const ms = Date.parse(raw);
    if (Number.isFinite(ms)) return ms;
  }
  const period = await api.get<Resolved>("/v1/toc/resolve", { period: raw }).catch((err: unknown) => {
    // The service's 400 lists the periods it knows; reaching it is a failure of its own.
    if (!(err instanceof CliError) || !err.message.startsWith("400 ")) throw err;
    throw new CliError(`--${name} must be a date (2026-03-04, 2026-03-04T14:00), epoch ms, a time ago (30m, 2h, 3d, 1w) or a period: ${err.message}`, 2);
  });
  return Date.parse(name === "from" ? period.start : period.end);
}

/** The first positional, required. */
export function positional(command: string, args: Args, what: string): string {
  const v = args.positionals[0]?.trim();
  if (!v) throw new CliError(`give ${what} (see amem help ${command})`, 2);
  return v;
}
