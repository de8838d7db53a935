import { accessSync, constants, readFileSync } from "node:fs";
import { isObject, type Json } from "../map/common";
import { bridgeFileFor } from "../mcp/location";
import { brokenBecause, shellWords } from "./installed-hooks";
import { isOurMcpServer, MCP_CLIENTS, type McpClient, type McpContext, type McpMode, mcpTargetFor, SERVER_NAME, TOKEN_ENV } from "./mcp-servers";
import type { Scope } from "./targets";
import { findTable } from "./toml-table";

/** One registration of an MCP server named amem found in a client's config (`amem install <client> --mcp` writes them). */
export interface InstalledMcpServer {
  client: McpClient;
  scope: Scope;
  file: string;
  /** amem wrote it (install replaces and uninstall removes only those); otherwise someone else's server under the same name. */
  ours: boolean;
  /** `url`: the client connects to the service itself; `bridge`: it starts `amem mcp`. Unknown for a server amem did not write. */
  mode: McpMode | null;
  /** The endpoint the client connects to (url mode). */
  url: string | null;
  /** Where the token comes from (url mode): `amem mcp --print-headers`, or the AMEM_TOKEN variable of the client's environment. */
  token: "headers-helper" | "env" | null;
  /** The Node and program the client starts: the bridge, or Claude Code's headers helper. */
  node: string | null;
  program: string | null;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

const str = (value: Json | undefined): string | null => (typeof value === "string" ? value : null);

/** A JSON client's `mcpServers.amem` entry, as a registration (null when there is none). */
function fromJson(client: McpClient, scope: Scope, file: string, text: string): InstalledMcpServer | null {
  let data: Json;
  try {
    data = JSON.parse(text) as Json;
  } catch {
    return null;
  }
  const servers = isObject(data) ? data["mcpServers"] : undefined;
  const entry = isObject(servers) ? servers[SERVER_NAME] : undefined;
  if (entry === undefined) return null;
  const found: InstalledMcpServer = {
    client,
    scope,
    file,
    ours: isOurMcpServer(JSON.stringify(entry)),
    mode: null,
    url: null,
    token: null,
    node: null,
    program: null,
  };
  if (!found.ours || !isObject(entry)) return found;
  const command = str(entry["command"]);
  const args = Array.isArray(entry["args"]) ? entry["args"] : [];
  if (command !== null) return { ...found, mode: "bridge", node: command, program: str(args[0]) };
  const url = str(entry["url"]) ?? str(entry["httpUrl"]);
  const helper = str(entry["headersHelper"]);
  if (helper !== null) {
    const [node, program] = shellWords(helper);
    return { ...found, mode: "url", url, token: "headers-helper", node: node ?? null, program: program ?? null };
  }
  return { ...found, mode: "url", url, token: "env" };
}

/** A TOML client's `[mcp_servers.amem]` table (the lines amem writes: JSON-compatible strings and arrays). */
function fromToml(client: McpClient, scope: Scope, file: string, text: string): InstalledMcpServer | null {
  const span = findTable(text, `mcp_servers.${SERVER_NAME}`);
  if (!span) return null;
  const found: InstalledMcpServer = { client, scope, file, ours: isOurMcpServer(span.text), mode: null, url: null, token: null, node: null, program: null };
  if (!found.ours) return found;
  const value = (key: string): Json | undefined => {
    const raw = new RegExp(`^\\s*${key}\\s*=\\s*(.+?)\\s*$`, "m").exec(span.text)?.[1];
    try {
      return raw === undefined ? undefined : (JSON.parse(raw) as Json);
    } catch {
      return undefined;
    }
  };
  const command = str(value("command"));
  const args = value("args");
  if (command !== null) return { ...found, mode: "bridge", node: command, program: Array.isArray(args) ? str(args[0]) : null };
  return { ...found, mode: "url", url: str(value("url")), token: "env" };
}

/**
 * Every MCP server named amem in the configs `amem install <client> --mcp` writes, for the
 * whole machine and for the project in `ctx.cwd`: where it is, and what it connects to or starts.
 */
export function findMcpRegistrations(ctx: McpContext): InstalledMcpServer[] {
  const found: InstalledMcpServer[] = [];
  for (const client of MCP_CLIENTS) {
    for (const scope of ["global", "project"] as Scope[]) {
      const target = mcpTargetFor(client, scope, ctx);
      // In the home directory a project's file is the global one.
      if ("error" in target || found.some((r) => r.file === target.file)) continue;
      const text = read(target.file);
      if (text === undefined) continue;
      const registration = target.format === "json" ? fromJson(client, scope, target.file, text) : fromToml(client, scope, target.file, text);
      if (registration) found.push(registration);
    }
  }
  return found;
}

/** What is wrong with a registration. */
export interface McpProblem {
  /** What keeps it from working: the Node or program it starts is gone (for the bridge, also the bridge bundle beside the program), or its URL is not the service's any more. */
  broken?: string;
  /** What may: the client is to read the token from AMEM_TOKEN, which is not set in this shell (it may be where the client starts). */
  note?: string;
}

export function mcpProblem(r: InstalledMcpServer, endpoint: string, env: Record<string, string | undefined>): McpProblem {
  if (!r.ours) return { broken: `an MCP server named ${SERVER_NAME} that amem did not write` };
  const problems: string[] = [];
  if (r.node !== null && r.program !== null) {
    const broken = brokenBecause({ agent: r.client, scope: r.scope, file: r.file, node: r.node, script: r.program });
    if (broken) problems.push(broken);
    else if (r.mode === "bridge") {
      try {
        accessSync(bridgeFileFor(r.program), constants.R_OK);
      } catch {
        problems.push(`the bridge ${bridgeFileFor(r.program)} is missing`);
      }
    }
  }
  if (r.url !== null && r.url !== endpoint) problems.push(`it connects to ${r.url}, but amem's config names ${endpoint}`);
  const note = r.token === "env" && !env[TOKEN_ENV]?.trim() ? `it reads the token from $${TOKEN_ENV}, which is not set in this shell` : undefined;
  return { ...(problems.length ? { broken: problems.join("; ") } : {}), ...(note ? { note } : {}) };
}
