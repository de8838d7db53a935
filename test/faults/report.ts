// The suite's own reliability table: each scenario records a row into its run's directory; the
// global teardown writes the run's rows to .wrangler/faults/reliability-<mode>.{json,md}.
// Runs are kept apart, so that a quick run (someone's `npm test`) never mixes into a full one.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { ROOT } from "./service";

export const REPORT_DIR = join(ROOT, ".wrangler", "faults");

/** `AMEM_FAULTS=full` (npm run test:faults): the sizes; otherwise a quick mode for CI. */
export const FULL = process.env["AMEM_FAULTS"] === "full";
export const MODE = FULL ? "full" : "quick";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where this run's scenarios record their rows (made by the global setup). */
    faultsRunDir: string;
  }
}

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
  writeFileSync(join(inject("faultsRunDir"), `${key}.json`), JSON.stringify(row, null, 2));
}

/** A fresh directory for one run's rows. */
export function newRunDir(): string {
  const dir = join(REPORT_DIR, "runs", `${MODE}-${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Assembles a run's rows into reliability-<mode>.json and a markdown table; answers the markdown. */
export function writeTable(runDir: string, command: string): string {
  const rows = readdirSync(runDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(runDir, f), "utf8")) as ReliabilityRow);
  const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
  const md = [
    `Reliability (${MODE} mode), ${date}, \`${command}\``,
    "",
    "| scenario | events | lost | duplicated | 5xx seen | notes |",
    "|---|---:|---:|---:|---:|---|",
    ...rows.map((r) => `| ${r.scenario} | ${r.events} | ${r.lost} | ${r.duplicated} | ${r.fiveXx} | ${r.notes} |`),
    "",
  ].join("\n");
  writeFileSync(join(REPORT_DIR, `reliability-${MODE}.json`), JSON.stringify({ mode: MODE, date, command, rows }, null, 2));
  writeFileSync(join(REPORT_DIR, `reliability-${MODE}.md`), md);
  return md;
}
