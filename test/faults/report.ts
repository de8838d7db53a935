// The suite's own reliability table: each scenario records a row; the global teardown writes
// them to .wrangler/faults/reliability.{json,md}.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./service";

export const REPORT_DIR = join(ROOT, ".wrangler", "faults");
const ROWS_DIR = join(REPORT_DIR, "rows");

/** `AMEM_FAULTS=full` (npm run test:faults): the sizes; otherwise a quick mode for CI. */
export const FULL = process.env["AMEM_FAULTS"] === "full";
export const MODE = FULL ? "full" : "quick";

export interface ReliabilityRow {
  scenario: string;
  /** Events the scenario sent (each counted once however often it was sent). */
  events: number;
  lost: number;
  duplicated: number;
  /** 5xx answers any client of the scenario received. */
  fiveXx: number;
  /** What else the scenario measured, in a few words. */
  notes: string;
}

export function recordRow(key: string, row: ReliabilityRow): void {
  mkdirSync(ROWS_DIR, { recursive: true });
  writeFileSync(join(ROWS_DIR, `${key}.json`), JSON.stringify(row, null, 2));
}

export function clearRows(): void {
  rmSync(ROWS_DIR, { recursive: true, force: true });
  mkdirSync(ROWS_DIR, { recursive: true });
}

/** Assembles the recorded rows into reliability.json and a markdown table; answers the markdown. */
export function writeTable(command: string): string {
  const rows = readdirSync(ROWS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(ROWS_DIR, f), "utf8")) as ReliabilityRow);
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const md = [
    `Reliability (${MODE} mode), ${date}, \`${command}\``,
    "",
    "| scenario | events | lost | duplicated | 5xx seen | notes |",
    "|---|---:|---:|---:|---:|---|",
    ...rows.map((r) => `| ${r.scenario} | ${r.events} | ${r.lost} | ${r.duplicated} | ${r.fiveXx} | ${r.notes} |`),
    "",
  ].join("\n");
  writeFileSync(join(REPORT_DIR, "reliability.json"), JSON.stringify({ mode: MODE, date, command, rows }, null, 2));
  writeFileSync(join(REPORT_DIR, "reliability.md"), md);
  return md;
}
