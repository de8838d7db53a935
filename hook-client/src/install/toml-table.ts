// Edits one table of a TOML file amem shares with the user (Codex's config.toml) without a TOML
// library: the client has no dependencies, and it needs no more than to find, replace or remove
// its own `[a.b]` table as lines. Everything outside that table is left byte for byte.

/** A TOML string: JSON's escapes (\", \\, \n, \uXXXX) are all valid in a TOML basic string. */
export function tomlString(value: string): string {
  return JSON.stringify(value);
}

/** `key = value` for the values amem writes: strings, arrays of strings, and inline tables of strings. */
export function tomlLine(key: string, value: string | string[] | Record<string, string>): string {
  if (typeof value === "string") return `${key} = ${tomlString(value)}`;
  if (Array.isArray(value)) return `${key} = [${value.map(tomlString).join(", ")}]`;
  const pairs = Object.entries(value).map(([k, v]) => `${/^[A-Za-z0-9_-]+$/.test(k) ? k : tomlString(k)} = ${tomlString(v)}`);
  return `${key} = { ${pairs.join(", ")} }`;
}

const HEADER = /^\s*\[\[?\s*([^\]]*?)\s*\]\]?\s*(?:#.*)?$/;

/** The dotted name of a table header line, with quoted parts unquoted; undefined for other lines. */
function headerName(line: string): string | undefined {
  const m = HEADER.exec(line);
  if (!m?.[1]) return undefined;
  return m[1]
    .split(".")
    .map((p) => p.trim().replace(/^"(.*)"$/, "$1"))
    .join(".");
}

export interface TableSpan {
  /** Character offsets: from the header line to the end of the table's last key line, with its newline. */
  start: number;
  end: number;
  /** The table's own text, header included. */
  text: string;
}

/**
 * Where table `name` is (its sub-tables `[name.x]` count as part of it), or undefined. The span
 * ends after its last non-blank, non-comment line: blank lines and comments before the next
 * header belong to what follows.
 */
export function findTable(text: string, name: string): TableSpan | undefined {
  const lines = text.split("\n");
  const offsets: number[] = [];
  let at = 0;
  for (const line of lines) {
    offsets.push(at);
    at += line.length + 1;
  }
  const first = lines.findIndex((l) => headerName(l) === name);
  if (first < 0) return undefined;
  let last = first;
  for (let i = first + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const header = headerName(line);
    if (header !== undefined && header !== name && !header.startsWith(`${name}.`)) break;
    if (line.trim() !== "" && !line.trim().startsWith("#")) last = i;
  }
  const start = offsets[first] ?? 0;
  const end = Math.min(text.length, (offsets[last] ?? 0) + (lines[last] ?? "").length + 1);
  return { start, end, text: text.slice(start, end) };
}

/**
 * Whether `name` is defined some other way than as its own `[name]` table: a dotted key
 * (`mcp_servers.amem = …`) or a key of the parent table (`amem = { … }` under `[mcp_servers]`).
 * amem does not edit those; it says so instead.
 */
export function definedElsewhere(text: string, name: string): boolean {
  const dot = name.lastIndexOf(".");
  const parent = dot < 0 ? "" : name.slice(0, dot);
  const leaf = name.slice(dot + 1);
  let table = "";
  for (const line of text.split("\n")) {
    const header = headerName(line);
    if (header !== undefined) {
      table = header;
      continue;
    }
    if (table === name || table.startsWith(`${name}.`)) continue; // the table itself: findTable's business
    const key = /^\s*([A-Za-z0-9_."-]+?)\s*=/.exec(line)?.[1]?.replace(/"/g, "").replace(/\s/g, "");
    if (!key) continue;
    const full = table ? `${table}.${key}` : key;
    if (full === name || full.startsWith(`${name}.`) || (table === parent && key === leaf)) return true;
  }
  return false;
}

/** `text` with `table` (a whole `[name]` table, ending in a newline) in place of `span`, or appended after a blank line. */
export function putTable(text: string, span: TableSpan | undefined, table: string): string {
  if (span) return text.slice(0, span.start) + table + text.slice(span.end);
  if (text === "") return table;
  return `${text.replace(/\n?$/, "\n")}\n${table}`;
}

/** `text` without `span`, and without the blank line putTable put before it. */
export function dropTable(text: string, span: TableSpan): string {
  const before = text.slice(0, span.start);
  return (before.endsWith("\n\n") ? before.slice(0, -1) : before) + text.slice(span.end);
}
