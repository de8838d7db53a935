import { join } from "node:path";
import type { JsonObject } from "../map/common";
import { type CommandSpec, type Scope, shellQuote } from "./targets";
import { tomlLine } from "./toml-table";

/** The clients `amem install <client> --mcp` registers the service's MCP server in. */
export const MCP_CLIENTS = ["claude-code", "codex", "gemini", "cursor", "claude-desktop"] as const;
export type McpClient = (typeof MCP_CLIENTS)[number];

/** How each client calls itself, for messages. */
export const MCP_CLIENT_NAMES: Record<McpClient, string> = {
  "claude-code": "Claude Code",
  codex: "Codex",
  gemini: "Gemini CLI",
  cursor: "Cursor",
  "claude-desktop": "Claude Desktop",
};

export function isMcpClient(name: string): name is McpClient {
  return (MCP_CLIENTS as readonly string[]).includes(name);
}

/** The name the server is registered under in every client (its tools show as mcp__amem__…). */
export const SERVER_NAME = "amem";

/** The environment variable a client reads the token from when it connects to the URL itself. */
export const TOKEN_ENV = "AMEM_TOKEN";

/**
 * How the client reaches the service: `url`, the client speaks Streamable HTTP to /mcp itself;
 * `bridge`, it starts `amem mcp`, which reads the URL and token from amem's own config.
 */
export type McpMode = "url" | "bridge";

export interface McpContext {
  /** Node and the installed program, as in the hook commands. */
  spec: CommandSpec;
  endpoint: string;
  /** AMEM_TOKEN is set where install runs: clients that expand environment variables can use it. */
  tokenInEnv: boolean;
  /** Environment the bridge needs to find the same config as this shell (XDG_CONFIG_HOME, AMEM_URL when set). */
  bridgeEnv: Record<string, string>;
  home: string;
  cwd: string;
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
}

interface Common {
  client: McpClient;
  file: string;
  mode: McpMode;
  /** What the registration does, for the install summary. */
  how: string;
  notes: string[];
}

/** A server entry under `mcpServers` in a JSON file, or a `[mcp_servers.amem]` table in a TOML one. */
export type McpTarget = (Common & { format: "json"; entry: JsonObject }) | (Common & { format: "toml"; table: string; body: string });

function bridgeEntry(ctx: McpContext): JsonObject {
  const env = ctx.bridgeEnv;
  return { command: ctx.spec.node, args: [ctx.spec.script, "mcp"], ...(Object.keys(env).length > 0 ? { env } : {}) };
}

const BRIDGE_HOW = "runs `amem mcp`, which reads the URL and token from amem's config";

/**
 * A client with a JSON config under the home directory (or the project) that can either connect
 * to the URL with its own reference to AMEM_TOKEN, or start the bridge.
 */
function jsonClient(
  client: McpClient,
  ctx: McpContext,
  scope: Scope,
  where: string[],
  notes: string[],
  remote: { entry: JsonObject; reference: string },
): McpTarget {
  const viaUrl = ctx.tokenInEnv;
  return {
    client,
    format: "json",
    file: join(scope === "project" ? ctx.cwd : ctx.home, ...where),
    mode: viaUrl ? "url" : "bridge",
    how: viaUrl ? `connects to ${ctx.endpoint} with the token from $${TOKEN_ENV} (${remote.reference})` : BRIDGE_HOW,
    entry: viaUrl ? remote.entry : bridgeEntry(ctx),
    notes,
  };
}

/** Claude Desktop's config file: by platform, as its own documentation places it. */
function claudeDesktopFile(ctx: McpContext): string {
  const name = "claude_desktop_config.json";
  if (ctx.platform === "darwin") return join(ctx.home, "Library", "Application Support", "Claude", name);
  if (ctx.platform === "win32") return join(ctx.env["APPDATA"] || join(ctx.home, "AppData", "Roaming"), "Claude", name);
  return join(ctx.env["XDG_CONFIG_HOME"] || join(ctx.home, ".config"), "Claude", name);
}

/**
 * Where and how `client` gets the server. The token is never written into a client's config:
 * Claude Code fetches the header from `amem mcp --print-headers`; Codex, Gemini CLI and Cursor
 * read AMEM_TOKEN through their own environment-variable references when the token lives there,
 * and otherwise (like Claude Desktop, which speaks only stdio) start the bridge, which reads it
 * from amem's config file. See hook-client/README.md for the reasons per client.
 */
export function mcpTargetFor(client: McpClient, scope: Scope, ctx: McpContext): McpTarget | { error: string } {
  const viaUrl = ctx.tokenInEnv;
  switch (client) {
    case "claude-code": {
      const project = scope === "project";
      return {
        client,
        format: "json",
        file: project ? join(ctx.cwd, ".mcp.json") : join(ctx.home, ".claude.json"),
        mode: "url",
        how: `connects to ${ctx.endpoint}; the token comes from \`amem mcp --print-headers\` (headersHelper)`,
        entry: { type: "http", url: ctx.endpoint, headersHelper: `${[ctx.spec.node, ctx.spec.script].map(shellQuote).join(" ")} mcp --print-headers` },
        notes: [
          "Claude Code connects in new sessions; /mcp shows the amem server and its tools.",
          ...(project ? [".mcp.json names this machine's path to amem: keep it out of commits; Claude Code asks once before it uses a project's server."] : []),
        ],
      };
    }
    case "codex": {
      const file = scope === "project" ? join(ctx.cwd, ".codex", "config.toml") : join(ctx.home, ".codex", "config.toml");
      const table = `mcp_servers.${SERVER_NAME}`;
      const lines = viaUrl
        ? [tomlLine("url", ctx.endpoint), tomlLine("bearer_token_env_var", TOKEN_ENV)]
        : [
            tomlLine("command", ctx.spec.node),
            tomlLine("args", [ctx.spec.script, "mcp"]),
            ...(Object.keys(ctx.bridgeEnv).length > 0 ? [tomlLine("env", ctx.bridgeEnv)] : []),
          ];
      return {
        client,
        format: "toml",
        file,
        table,
        body: `${[`[${table}]`, ...lines].join("\n")}\n`,
        mode: viaUrl ? "url" : "bridge",
        how: viaUrl ? `connects to ${ctx.endpoint} with the token from $${TOKEN_ENV} (bearer_token_env_var)` : BRIDGE_HOW,
        notes: [
          "Codex starts MCP servers in new sessions; /mcp lists them.",
          ...(scope === "project" ? ["Codex reads a project's .codex/config.toml only in a trusted project."] : []),
        ],
      };
    }
    case "gemini":
      return jsonClient(client, ctx, scope, [".gemini", "settings.json"], ["Gemini CLI connects at start; /mcp lists the amem tools."], {
        entry: { httpUrl: ctx.endpoint, headers: { Authorization: `Bearer \${${TOKEN_ENV}}` } },
        reference: "expanded by Gemini CLI",
      });
    case "cursor":
      return jsonClient(client, ctx, scope, [".cursor", "mcp.json"], ["Cursor lists the server under Settings → MCP; turn it on there if it is off."], {
        entry: { url: ctx.endpoint, headers: { Authorization: `Bearer \${env:${TOKEN_ENV}}` } },
        reference: `\${env:${TOKEN_ENV}}`,
      });
    case "claude-desktop":
      if (scope === "project") return { error: "Claude Desktop has one config for the whole machine; install it without --project." };
      return {
        client,
        format: "json",
        file: claudeDesktopFile(ctx),
        mode: "bridge",
        how: BRIDGE_HOW,
        entry: bridgeEntry(ctx),
        notes: [
          "Restart Claude Desktop to start the server.",
          ...(ctx.tokenInEnv
            ? ["Claude Desktop does not pass your shell's environment: the bridge needs the token in amem's config file (amem login), not only in AMEM_TOKEN."]
            : []),
        ],
      };
  }
}

/** Whether a registration found under the amem name is one amem wrote (and may replace or remove). */
export function isOurMcpServer(text: string): boolean {
  return /amem\.cjs\b[\s\S]*\bmcp\b/.test(text) || new RegExp(`\\b${TOKEN_ENV}\\b`).test(text);
}
