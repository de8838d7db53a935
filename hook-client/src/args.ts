/** Parsed command line: `--name value`, `--name=value` and bare `--flag`. */
export interface Args {
  positionals: string[];
  options: Map<string, string | true>;
}

/** Options that take a value; every other `--option` is a flag. */
const VALUED = new Set(["agent", "event", "url", "token"]);

/** `valued` adds a command's own valued options (`--days 3`); elsewhere they may be flags (`--project`). */
export function parseArgs(argv: readonly string[], valued: ReadonlySet<string> = new Set()): Args {
  const positionals: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg.startsWith("--") && arg.length > 2) {
      const eq = arg.indexOf("=");
      const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
      if (eq > 0) options.set(name, arg.slice(eq + 1));
      else if ((VALUED.has(name) || valued.has(name)) && i + 1 < argv.length) options.set(name, argv[++i] ?? "");
      else options.set(name, true);
    } else if (arg === "-h") {
      options.set("help", true);
    } else {
      positionals.push(arg);
    }
  }
  return { positionals, options };
}

export function option(args: Args, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === "string" ? v : undefined;
}

export function flag(args: Args, name: string): boolean {
  return args.options.has(name);
}

/** The options a command accepts: `valued` need a value, `flags` take none. `help` is always accepted. */
export interface OptionSpec {
  valued: readonly string[];
  flags: readonly string[];
}

/**
 * Why `args` is not a valid use of a command, or undefined: an unknown option (a typo should not
 * silently change what a command does), a valued option without its value, a flag given one.
 * Callers answer it as a usage error (exit 2).
 */
export function usageProblem(command: string, args: Args, spec: OptionSpec): string | undefined {
  for (const [name, value] of args.options) {
    if (name === "help") continue;
    if (spec.valued.includes(name)) {
      if (value === true || value.trim() === "") return `--${name} needs a value`;
    } else if (spec.flags.includes(name)) {
      if (value !== true) return `--${name} takes no value (got "${value}")`;
    } else return `unknown option --${name} (see amem help ${command})`;
  }
  return undefined;
}
