import type { Config } from "../config";
import type { DraftEvent } from "../event";
import { writeAll } from "../fsutil";
import type { Dialect } from "../map/types";
import type { Paths } from "../paths";
import { projectOf } from "../project";
import { readSnapshot } from "./cache";
import { sessionStartOutput } from "./output";

/**
 * At a session start, prints the project's digest from the local cache in the form the agent
 * adds to the model's context: the one time the hook writes to stdout. Reads one small file
 * and never touches the network: no cache (or the digest turned off) means no output.
 * Answers what it printed, for the log.
 */
export async function printSessionContext(paths: Paths, config: Config, dialect: Dialect, start: DraftEvent): Promise<string | undefined> {
  if (!config.context.enabled || config.context.disabledAgents.has(start.agent)) return undefined;
  const projectId = start.metadata["project_id"] ?? projectOf(process.cwd()).id;
  const snapshot = readSnapshot(paths, projectId);
  if (!snapshot) return undefined;
  let text = snapshot.text;
  if (snapshot.budget_tokens !== config.context.budgetTokens) {
    const { renderDigest } = await import("./digest");
    text = renderDigest(snapshot, config.context.budgetTokens);
  }
  const output = sessionStartOutput(dialect, text);
  if (output === undefined) return undefined;
  // fd 1 directly, synchronously: process.stdout to a pipe is asynchronous on macOS, and the
  // hook exits with process.exit right after, which would cut the write short.
  writeAll(1, Buffer.from(output));
  return snapshot.project;
}
