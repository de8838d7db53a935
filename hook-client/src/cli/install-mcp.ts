import { existsSync } from "node:fs";
import { flag, type Args } from "../args";
import { type Config, loadConfig } from "../config";
import { ConfigFileError } from "../install/json-file";
import { applyMcpServer } from "../install/mcp-register";
import { isMcpClient, MCP_CLIENT_NAMES, MCP_CLIENTS, type McpContext, mcpTargetFor } from "../install/mcp-servers";
import { installProgramCopy } from "../install/program-copy";
import type { CommandSpec, Scope } from "../install/targets";
import { bridgeFileFor, mcpEndpoint } from "../mcp/location";
import type { Paths } from "../paths";
import { selfPath } from "../self";

type Env = Record<string, string | undefined>;

export interface McpRun {
  command: "install" | "uninstall";
  agent: string;
  args: Args;
  env: Env;
  paths: Paths;
  home: string;
  scope: Scope;
  dry: boolean;
  spec: CommandSpec;
}

function contextOf(run: McpRun, config: Config): McpContext {
  // Not secrets, and a client may start the bridge with a bare environment (Codex, Claude Desktop):
  // pass what makes it find the same config and service as this shell.
  const bridgeEnv: Record<string, string> = {};
  for (const name of ["XDG_CONFIG_HOME", "AMEM_URL"]) {
    const value = run.env[name]?.trim();
    if (value) bridgeEnv[name] = value;
  }
  return {
    spec: run.spec,
    endpoint: mcpEndpoint(config.url),
    tokenInEnv: config.tokenSource === "env",
    bridgeEnv,
    home: run.home,
    cwd: process.cwd(),
    env: run.env,
    platform: process.platform,
  };
}

/** Removes the MCP registration a plain `amem uninstall <agent>` also takes away; answers only what it did. */
export function uninstallMcpQuietly(run: McpRun): string[] {
  if (!isMcpClient(run.agent)) return [];
  const target = mcpTargetFor(run.agent, run.scope, contextOf(run, loadConfig(run.paths, run.env)));
  if ("error" in target) return [];
  return applyMcpServer(run.paths, target, false, run.dry).filter((l) => !l.endsWith("nothing to remove"));
}

/**
 * `amem install <client> --mcp` / `amem uninstall <client> --mcp`: registers or removes the
 * service's MCP server in the client's config, and nothing else (hooks and skills stay as they are).
 */
export function mcpInstallCommand(run: McpRun): number {
  const { command, agent, paths, dry } = run;
  const install = command === "install";
  const fail = (message: string, code = 2): number => {
    process.stderr.write(`amem ${command}: ${message}\n`);
    return code;
  };
  if (!isMcpClient(agent)) return fail(`--mcp is for ${MCP_CLIENTS.join(", ")}`);
  if (install && !flag(run.args, "mcp")) return fail(`amem adds only its MCP server to ${agent}: run amem install ${agent} --mcp`);
  if (flag(run.args, "skills") || flag(run.args, "notify"))
    return fail("--mcp registers only the MCP server; run install without --mcp for hooks, --skills and --notify");
  const config = loadConfig(paths, run.env);
  const target = mcpTargetFor(agent, run.scope, contextOf(run, config));
  if ("error" in target) return fail(target.error);
  let lines: string[];
  try {
    lines = applyMcpServer(paths, target, install, dry);
  } catch (err) {
    if (err instanceof ConfigFileError) return fail(err.message, 1);
    throw err;
  }
  const notes: string[] = [];
  if (install) {
    lines.unshift(...installProgramCopy(paths, selfPath(), dry).lines);
    notes.push(...target.notes);
    if (target.mode === "bridge" && !dry && !existsSync(bridgeFileFor(paths.programFile)))
      notes.push(`the MCP bridge ${bridgeFileFor(paths.programFile)} is missing: run \`npm run build:hook\` and this install again.`);
    if (target.mode === "url")
      notes.push(`${MCP_CLIENT_NAMES[target.client]} has the service URL written in its config: after \`amem login --url …\` run this install again.`);
    if (!config.token) notes.push(`amem has no token yet: run \`amem login\` before you start ${MCP_CLIENT_NAMES[target.client]}.`);
  }
  const header = `amem ${command} ${agent} --mcp (${run.scope}${dry ? ", dry run: nothing written" : ""})`;
  const body = [header, ...lines.map((l) => `  ${l.split(`${paths.home}/`).join("~/")}`), ...notes.map((n) => `note: ${n}`)];
  process.stdout.write(`${body.join("\n")}\n`);
  return 0;
}
