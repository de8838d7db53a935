import { existsSync } from "node:fs";
import { flag, type Args } from "../args";
import { loadConfig } from "../config";
import { bridgeFileFor, mcpEndpoint } from "../mcp/location";
import type { runBridge } from "../mcp/bridge";
import { resolvePaths } from "../paths";
import { selfPath } from "../self";

type Env = Record<string, string | undefined>;

/**
 * `amem mcp`: serves MCP on stdin/stdout by forwarding to the service's /mcp, with the URL and
 * token of the hook (config file or AMEM_URL / AMEM_TOKEN). `--print-headers` instead prints the
 * Authorization header as a JSON object, for clients that fetch headers from a command (Claude
 * Code's headersHelper) so that the token never has to be written into their config.
 */
export async function mcpCommand(args: Args, env: Env): Promise<number> {
  const config = loadConfig(resolvePaths(env), env);
  if (flag(args, "print-headers")) {
    if (!config.token) {
      process.stderr.write("amem mcp: no token; run `amem login` (or set AMEM_TOKEN)\n");
      return 1;
    }
    process.stdout.write(`${JSON.stringify({ Authorization: `Bearer ${config.token}` })}\n`);
    return 0;
  }
  const log = (line: string): void => {
    process.stderr.write(`amem mcp: ${line}\n`);
  };
  const bridgeFile = bridgeFileFor(selfPath());
  if (!existsSync(bridgeFile)) {
    log(`the MCP bridge ${bridgeFile} is missing next to the program; rebuild (npm run build:hook) and re-run \`amem install <agent> --mcp\``);
    return 1;
  }
  if (config.fileError) log(`the config file is unreadable (${config.fileError}); using the environment and defaults`);
  if (!config.token) log("no token: every request will be refused until you run `amem login` (or set AMEM_TOKEN)");
  const endpoint = mcpEndpoint(config.url);
  log(`forwarding to ${endpoint}`);
  // A plain require of the sibling file: the bridge bundle is loaded only here, never by the hook.
  const bridge = require(bridgeFile) as { runBridge: typeof runBridge };
  await bridge.runBridge({ endpoint, token: config.token, version: AMEM_VERSION, log });
  return 0;
}
