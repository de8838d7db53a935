import { existsSync, readFileSync, unlinkSync } from "node:fs";
import { SHARED_FILE_MODE, writeFileAtomic } from "../fsutil";
import { isObject } from "../map/common";
import { tildify, type Paths } from "../paths";
import { ConfigFileError, formatJson, readJsonFile } from "./json-file";
import { isOurMcpServer, type McpTarget, SERVER_NAME } from "./mcp-servers";
import { readManifest, writeManifest } from "./own-files";
import { definedElsewhere, dropTable, findTable, putTable } from "./toml-table";

type Outcome = "added" | "updated" | "unchanged" | "removed" | "absent" | "foreign";

/** Writes `next` (or deletes the file when amem created it and nothing else is left) and keeps the manifest in step. */
function save(paths: Paths, target: McpTarget, existed: boolean, next: string | undefined, install: boolean): void {
  const manifest = readManifest(paths);
  if (next === undefined) {
    unlinkSync(target.file);
    delete manifest[target.file];
  } else {
    writeFileAtomic(target.file, next, SHARED_FILE_MODE);
    if (install && !existed) manifest[target.file] = { agent: target.client, at: new Date().toISOString() };
  }
  writeManifest(paths, manifest);
}

/** `mcpServers.amem` of a JSON config: set, replaced if amem wrote it, or removed. */
function applyJson(paths: Paths, target: McpTarget & { format: "json" }, install: boolean, dry: boolean): Outcome {
  const json = readJsonFile(target.file);
  const servers = json.data["mcpServers"];
  if (servers !== undefined && !isObject(servers))
    throw new ConfigFileError(`${tildify(target.file, paths.home)}: mcpServers is not an object; amem will not rewrite it.`);
  const current = servers?.[SERVER_NAME];
  if (current !== undefined && !isOurMcpServer(JSON.stringify(current))) {
    if (install)
      throw new ConfigFileError(`${tildify(target.file, paths.home)} already has an MCP server named "${SERVER_NAME}" that amem did not write; left alone.`);
    return "foreign";
  }
  if (install) {
    if (current !== undefined && JSON.stringify(current) === JSON.stringify(target.entry)) return "unchanged";
    const next = servers ?? {};
    next[SERVER_NAME] = target.entry; // an existing key keeps its place
    json.data["mcpServers"] = next;
    if (!dry) save(paths, target, json.exists, formatJson(json.data, json.indent, json.newline), true);
    return current === undefined ? "added" : "updated";
  }
  if (!servers || current === undefined) return "absent";
  delete servers[SERVER_NAME];
  if (Object.keys(servers).length === 0) delete json.data["mcpServers"];
  const createdByAmem = readManifest(paths)[target.file] !== undefined;
  if (!dry)
    save(paths, target, true, Object.keys(json.data).length === 0 && createdByAmem ? undefined : formatJson(json.data, json.indent, json.newline), false);
  return "removed";
}

/** `[mcp_servers.amem]` of a TOML config: appended, replaced if amem wrote it, or removed; the rest stays byte for byte. */
function applyToml(paths: Paths, target: McpTarget & { format: "toml" }, install: boolean, dry: boolean): Outcome {
  const shown = tildify(target.file, paths.home);
  const existed = existsSync(target.file);
  const text = existed ? readFileSync(target.file, "utf8") : "";
  const span = findTable(text, target.table);
  if (!span && definedElsewhere(text, target.table)) {
    if (install) throw new ConfigFileError(`${shown} defines ${target.table} as a dotted key or inline table, which amem does not edit; left alone.`);
    return "foreign";
  }
  if (span && !isOurMcpServer(span.text)) {
    if (install) throw new ConfigFileError(`${shown} already has [${target.table}], which amem did not write; left alone.`);
    return "foreign";
  }
  if (install) {
    if (span?.text === target.body) return "unchanged";
    if (!dry) save(paths, target, existed, putTable(text, span, target.body), true);
    return span ? "updated" : "added";
  }
  if (!span) return "absent";
  const next = dropTable(text, span);
  const createdByAmem = readManifest(paths)[target.file] !== undefined;
  if (!dry) save(paths, target, true, next.trim() === "" && createdByAmem ? undefined : next, false);
  return "removed";
}

const SAID: Record<Outcome, [past: string, future: string]> = {
  added: ["added the amem MCP server", "would add the amem MCP server"],
  updated: ["updated the amem MCP server", "would update the amem MCP server"],
  unchanged: ["the amem MCP server is already as it should be; nothing changed", "the amem MCP server is already as it should be; nothing changed"],
  removed: ["removed the amem MCP server", "would remove the amem MCP server"],
  absent: ["no amem MCP server; nothing to remove", "no amem MCP server; nothing to remove"],
  foreign: ["has an MCP server named amem that amem did not write; left alone", "has an MCP server named amem that amem did not write; left alone"],
};

/**
 * Registers (or removes) the amem MCP server in one client's config, and answers the summary
 * lines. Only the one entry named amem is touched, and only if amem wrote it.
 */
export function applyMcpServer(paths: Paths, target: McpTarget, install: boolean, dry: boolean): string[] {
  const outcome = target.format === "json" ? applyJson(paths, target, install, dry) : applyToml(paths, target, install, dry);
  const lines = [`${tildify(target.file, paths.home)}: ${SAID[outcome][dry ? 1 : 0]}`];
  if (install) lines.push(`  it ${target.how}`);
  return lines;
}
