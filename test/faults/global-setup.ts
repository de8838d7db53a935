import { clearRows, FULL, REPORT_DIR, writeTable } from "./report";

/** Starts each run with an empty table and prints the table the run filled. */
export default function setup(): () => void {
  clearRows();
  return () => {
    const md = writeTable(FULL ? "npm run test:faults" : "npm test (quick fault run)");
    process.stdout.write(`\n${md}\n(written to ${REPORT_DIR}/reliability.md)\n`);
  };
}
