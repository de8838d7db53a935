import { flag, option, type OptionSpec, parseArgs, usageProblem } from "./args";
import { runHook } from "./hook";
import { log } from "./log";
import { resolvePaths } from "./paths";

/** The read commands (`amem search …`); named here so that their code stays out of the hook path. */
const QUERY_COMMANDS = new Set(["recent", "toc", "node", "search", "expand", "events"]);

/** The options of each command but the hook (which never fails) and the read commands (cli/query.ts). */
const COMMAND_OPTIONS: Record<string, OptionSpec> = {
  flush: { valued: [], flags: ["background"] },
  status: { valued: [], flags: ["json"] },
  login: { valued: ["url", "token"], flags: ["force"] },
  install: { valued: [], flags: ["global", "project", "dry-run", "skills", "notify", "mcp"] },
  uninstall: { valued: [], flags: ["global", "project", "dry-run", "mcp"] },
  mcp: { valued: [], flags: ["print-headers"] },
  help: { valued: [], flags: [] },
  version: { valued: [], flags: [] },
};

/** Everything but `amem hook` lives behind dynamic imports: the hook path stays small. */
async function runCommand(command: string, argv: string[]): Promise<number> {
  if (QUERY_COMMANDS.has(command)) return (await import("./cli/query")).queryCommand(command, argv, process.env);
  const args = parseArgs(argv);
  if (command === "import" && !flag(args, "help")) return (await import("./cli/import")).importCommand(argv, process.env);
  if (command === "context" && !flag(args, "help")) return (await import("./cli/context")).contextCommand(argv, process.env);
  if (command === "forget") return (await import("./cli/forget")).forgetCommand(argv, process.env);
  if (command === "remember") return (await import("./cli/memories")).rememberCommand(argv);
  if (command === "memories") return (await import("./cli/memories")).memoriesCommand(argv);
  if (command === "review") return (await import("./cli/memories")).reviewCommand(argv);
  if (flag(args, "help") && command !== "help") {
    const { printHelp } = await import("./cli/help");
    return printHelp(command);
  }
  const spec = COMMAND_OPTIONS[command];
  const problem = spec && usageProblem(command, args, spec);
  if (problem) {
    process.stderr.write(`amem ${command}: ${problem}\n`);
    return 2;
  }
  switch (command) {
    case "flush":
      return (await import("./cli/flush")).flushCommand(args, process.env);
    case "status":
      return (await import("./cli/status")).statusCommand(args, process.env);
    case "login":
      return (await import("./cli/login")).loginCommand(args, process.env);
    case "install":
    case "uninstall":
      return (await import("./cli/install")).installCommand(command, args, process.env);
    case "mcp":
      return (await import("./cli/mcp")).mcpCommand(args, process.env);
    case "help":
      return (await import("./cli/help")).printHelp(args.positionals[0]);
    case "version":
      process.stdout.write(`amem ${AMEM_VERSION}\n`);
      return 0;
    default: {
      const { printHelp } = await import("./cli/help");
      process.stderr.write(`amem: unknown command "${command}"\n\n`);
      printHelp(undefined, process.stderr);
      return 2;
    }
  }
}

/**
 * The hook path: whatever happens, exit 0; stdout only ever carries a session start's digest. Errors go to the log.
 */
async function hookMain(argv: string[]): Promise<never> {
  const env = process.env;
  const fail = (err: unknown): never => {
    log(resolvePaths(env), "error", `hook failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(0);
  };
  process.on("uncaughtException", fail);
  process.on("unhandledRejection", fail);
  try {
    const args = parseArgs(argv);
    await runHook({ agent: option(args, "agent"), event: option(args, "event"), positionals: args.positionals }, env);
  } catch (err) {
    fail(err);
  }
  process.exit(0);
}

async function main(argv: string[]): Promise<void> {
  const first = argv[0];
  if (first === "hook") return hookMain(argv.slice(1));
  if (first === "--agent" || first?.startsWith("--agent=")) return hookMain(argv); // `hook-client --agent x` in older configs
  if (first === undefined || first === "--help" || first === "-h") {
    const { printHelp } = await import("./cli/help");
    process.exitCode = printHelp(undefined);
    return;
  }
  if (first === "--version" || first === "-v") {
    process.stdout.write(`amem ${AMEM_VERSION}\n`);
    return;
  }
  try {
    process.exitCode = await runCommand(first, argv.slice(1));
  } catch (err) {
    process.stderr.write(`amem: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}

void main(process.argv.slice(2));
