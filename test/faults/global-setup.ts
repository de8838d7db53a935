import type { TestProject } from "vitest/node";
import { FULL, MODE, newRunDir, REPORT_DIR, writeTable } from "./report";

/** Gives the run its own directory for rows, and prints the table the run filled. */
export default function setup(project: TestProject): () => void {
  const runDir = newRunDir();
  project.provide("faultsRunDir", runDir);
  return () => {
    const md = writeTable(runDir, FULL ? "npm run test:faults" : "npm test (quick fault run)");
    process.stdout.write(`\n${md}\n(written to ${REPORT_DIR}/reliability-${MODE}.md)\n`);
  };
}
