import { existsSync, readFileSync } from "node:fs";
import { type JsonObject, isObject } from "../map/common";

export interface JsonFile {
  exists: boolean;
  data: JsonObject;
  /** The indentation the file already uses, kept when it is rewritten. */
  indent: string | number;
  /** Whether the file ends in a newline (kept when it is rewritten; a new file gets one). */
  newline: boolean;
}

export class ConfigFileError extends Error {}

/** Reads a JSON settings file; a missing file is an empty object, an unparsable one is an error (never overwritten). */
export function readJsonFile(path: string): JsonFile {
  if (!existsSync(path)) return { exists: false, data: {}, indent: 2, newline: true };
  const text = readFileSync(path, "utf8");
  if (text.trim() === "") return { exists: true, data: {}, indent: 2, newline: true };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new ConfigFileError(
      `${path} is not plain JSON (${err instanceof Error ? err.message : String(err)}); amem will not rewrite it. Add amem's entries by hand (hook-client/README.md shows them).`,
    );
  }
  if (!isObject(data)) throw new ConfigFileError(`${path} does not hold a JSON object; amem will not rewrite it.`);
  const indent = /^([ \t]+)\S/m.exec(text)?.[1] ?? 2;
  return { exists: true, data, indent, newline: text.endsWith("\n") };
}

export function formatJson(data: unknown, indent: string | number, newline = true): string {
  return `${JSON.stringify(data, null, indent)}${newline ? "\n" : ""}`;
}
