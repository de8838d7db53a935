import { flag, option, type Args } from "../args";
import { loadConfig, normalizeServiceUrl, readConfigFile, saveConfig } from "../config";
import { DEFAULT_URL, HEALTH_TIMEOUT_MS } from "../constants";
import { checkService, describeCheck } from "../service-check";
import { resolvePaths, tildify } from "../paths";

type Env = Record<string, string | undefined>;

async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * `amem login --url <url> --token <token|-> [--force]`: checks the pair against the service, then
 * saves it to the config file (mode 0600).
 * A token the service refuses (401/403) is not saved, and the previous config stays: a saved bad
 * token would look configured while every event waits in the spool. `--force` saves it anyway.
 * An unreachable service does not block the save (setting up before the service runs is
 * normal); login then says it could not verify.
 */
export async function loginCommand(args: Args, env: Env): Promise<number> {
  const paths = resolvePaths(env);
  const rawUrl = option(args, "url");
  let token = option(args, "token");
  if (rawUrl === undefined && token === undefined) {
    process.stderr.write("amem login: give --url and/or --token (see amem help login)\n");
    return 2;
  }
  let url: string | undefined;
  if (rawUrl !== undefined) {
    const normalized = normalizeServiceUrl(rawUrl);
    try {
      const parsed = new URL(normalized.url);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
    } catch {
      process.stderr.write(`amem login: "${rawUrl}" is not an http(s) URL\n`);
      return 2;
    }
    url = normalized.url;
    if (normalized.droppedV1) process.stdout.write(`note: dropped the trailing /v1 from the URL (amem adds /v1/… itself): ${url}\n`);
  }
  if (token === "-") token = (await readAllStdin()).trim();
  if (token !== undefined && token.trim() === "") {
    process.stderr.write("amem login: the token is empty\n");
    return 2;
  }
  token = token?.trim();
  // The pair the config file will hold: what was given, the rest from the file as it is.
  const { file } = readConfigFile(paths);
  const checkUrl = url ?? normalizeServiceUrl(file.url ?? DEFAULT_URL).url;
  const checkToken = token ?? file.token;
  const check = await checkService(checkUrl, checkToken, HEALTH_TIMEOUT_MS);
  if (check.kind === "refused" && !flag(args, "force")) {
    process.stderr.write(
      `amem login: the service at ${checkUrl} refused the token (${check.status}${check.detail ? `: ${check.detail}` : ""}); nothing was saved.\n` +
        "  Check that the token is for this deployment and not revoked (npm run admin -- list-tokens <user_id>),\n" +
        "  or save it anyway with --force.\n",
    );
    return 1;
  }
  saveConfig(paths, { ...(url ? { url } : {}), ...(token !== undefined ? { token } : {}) });
  process.stdout.write(`saved to ${tildify(paths.configFile, paths.home)} (mode 600)\n`);
  const config = loadConfig(paths, env);
  if (config.urlSource === "env" || config.tokenSource === "env") {
    process.stdout.write("note: AMEM_URL / AMEM_TOKEN are set in this environment and take precedence\n");
  }
  switch (check.kind) {
    case "accepted":
      process.stdout.write(`service at ${checkUrl} is reachable and accepted the token\n`);
      break;
    case "refused":
      process.stdout.write(
        `saved although the service at ${checkUrl} refused the token (${check.status}) (--force); events wait in the spool until a valid token is saved\n`,
      );
      break;
    case "no-token":
      process.stdout.write(
        check.reachable
          ? `service at ${checkUrl} is reachable; no token yet: events wait in the spool until amem login --token\n`
          : `service at ${checkUrl} is not reachable yet (${check.error ?? `HTTP ${check.status}`}); events wait in the spool meanwhile\n`,
      );
      break;
    default:
      process.stdout.write(
        `could not verify the token: service at ${checkUrl}: ${describeCheck(check, checkUrl)}; events wait in the spool until it answers (amem status checks again)\n`,
      );
  }
  return 0;
}
