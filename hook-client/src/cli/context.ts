import { existsSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { flag, option, type OptionSpec, parseArgs, usageProblem } from "../args";
import { loadConfig } from "../config";
import { readSnapshot } from "../context/cache";
import { renderDigest } from "../context/digest";
import { refreshProject } from "../context/refresh";
import { resolvePaths } from "../paths";
import { projectOf } from "../project";
import { estimateTokens } from "../query/tokens";

type Env = Record<string, string | undefined>;

const SPEC: OptionSpec = { valued: ["project"], flags: ["refresh", "json"] };

/** `--project`: a directory (its repository is the project), or a project id as events carry it. */
function projectArg(value: string | undefined): { id: string; name: string } | string {
  if (value !== undefined && /^(git|path):./.test(value)) return { id: value, name: value.replace(/\/+$/, "").split("/").pop() ?? value };
  const dir = resolve(value ?? process.cwd());
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return `no such directory: ${dir} (give a directory, or a project id such as git:github.com/acme/api)`;
  const { id, name } = projectOf(dir);
  return { id, name };
}

/**
 * `amem context [--project P] [--refresh] [--json]`: prints the digest a session of the project
 * would start with, from the same local cache the hook reads. `--refresh` fetches it from the
 * service first. Exit 1 when there is nothing cached (or the refresh failed), 2 for usage errors.
 */
export async function contextCommand(argv: string[], env: Env): Promise<number> {
  const args = parseArgs(argv, new Set(SPEC.valued));
  const problem = usageProblem("context", args, SPEC) ?? (args.positionals.length > 0 ? `unexpected argument "${args.positionals[0]}"` : undefined);
  if (problem) {
    process.stderr.write(`amem context: ${problem}\n`);
    return 2;
  }
  const project = projectArg(option(args, "project"));
  if (typeof project === "string") {
    process.stderr.write(`amem context: ${project}\n`);
    return 2;
  }
  const paths = resolvePaths(env);
  const config = loadConfig(paths, env);
  if (flag(args, "refresh")) {
    if (!config.token) {
      process.stderr.write("amem context: no token: run `amem login --url <url> --token -` or set AMEM_TOKEN\n");
      return 1;
    }
    const result = await refreshProject(paths, config, project);
    if ("error" in result) {
      process.stderr.write(`amem context: could not fetch the context of ${project.name} from ${config.url}: ${result.error}\n`);
      return 1;
    }
    if (result.building) process.stderr.write("amem context: the service is still building some events; the latest work may be missing\n");
  }
  const snapshot = readSnapshot(paths, project.id);
  if (!snapshot) {
    process.stderr.write(
      `amem context: nothing cached for ${project.name} (${project.id}): sessions there start without a digest. ` +
        "The cache is written after amem delivers events of the project; `amem context --refresh` fetches it now.\n",
    );
    return 1;
  }
  const text = snapshot.budget_tokens === config.context.budgetTokens ? snapshot.text : renderDigest(snapshot, config.context.budgetTokens);
  const off = !config.context.enabled
    ? "the session-start digest is turned off (AMEM_CONTEXT or context in the config file): sessions get nothing"
    : config.context.disabledAgents.size > 0
      ? `turned off for ${[...config.context.disabledAgents].join(", ")}`
      : undefined;
  const tokens = estimateTokens(text);
  if (flag(args, "json")) {
    const enabled = config.context.enabled;
    process.stdout.write(
      `${JSON.stringify({ project_id: project.id, project: snapshot.project, fetched_at: new Date(snapshot.fetched_at).toISOString(), enabled, budget_tokens: config.context.budgetTokens, estimate_tokens: tokens, text })}\n`,
    );
    return 0;
  }
  process.stdout.write(`${text}\n`);
  const age = Math.round((Date.now() - snapshot.fetched_at) / 60_000);
  process.stderr.write(`(${project.id}; fetched ${age} min ago; ≈ ${tokens} of ${config.context.budgetTokens} tokens${off ? `; ${off}` : ""})\n`);
  return 0;
}
