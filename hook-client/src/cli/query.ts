import { type Args, flag, parseArgs } from "../args";
import { type Api, CliError, connect } from "../query/api";
import { checkOptions } from "../query/options";
import { EVENTS_OPTIONS, eventsCommand } from "./events";
import { EXPAND_OPTIONS, expandCommand } from "./expand";
import { printHelp } from "./help";
import { NODE_OPTIONS, nodeCommand } from "./node";
import { RECENT_OPTIONS, recentCommand } from "./recent";
import { SEARCH_OPTIONS, searchCommand } from "./search";
import { TOC_OPTIONS, tocCommand } from "./toc";

type Env = Record<string, string | undefined>;

interface QueryCommand {
  /** Options that take a value (every known option but the flags). */
  options: readonly string[];
  flags: readonly string[];
  run(api: Api, args: Args): Promise<string>;
}

const without = (all: readonly string[], flags: readonly string[]): string[] => all.filter((o) => !flags.includes(o));

const COMMANDS: Record<string, QueryCommand> = {
  recent: { options: RECENT_OPTIONS, flags: ["full"], run: recentCommand },
  toc: { options: TOC_OPTIONS, flags: ["full"], run: tocCommand },
  node: { options: NODE_OPTIONS, flags: ["full"], run: nodeCommand },
  search: { options: without(SEARCH_OPTIONS, ["recency"]), flags: ["recency", "full"], run: searchCommand },
  expand: { options: without(EXPAND_OPTIONS, ["full"]), flags: ["full"], run: expandCommand },
  events: { options: without(EVENTS_OPTIONS, ["full"]), flags: ["full"], run: eventsCommand },
};

/**
 * Runs a read command against the service and prints its answer on stdout. Unlike the hook these
 * are interactive: a failure is one line on stderr and a non-zero exit (2: bad usage, 1: the
 * service failed or refused).
 */
export async function queryCommand(command: string, argv: string[], env: Env): Promise<number> {
  const spec = COMMANDS[command];
  if (!spec) return 2;
  const args = parseArgs(argv, new Set(spec.options));
  if (flag(args, "help")) return printHelp(command);
  try {
    checkOptions(command, args, spec.options, spec.flags);
    const out = await spec.run(connect(env), args);
    // `amem events … | head` closes the pipe early: that is the reader's choice, not an error.
    process.stdout.on("error", (err: NodeJS.ErrnoException) => process.exit(err.code === "EPIPE" ? 0 : 1));
    process.stdout.write(out);
    return 0;
  } catch (err) {
    if (!(err instanceof CliError)) throw err;
    process.stderr.write(`amem ${command}: ${err.message}\n`);
    return err.exitCode;
  }
}
