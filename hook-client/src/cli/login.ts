import { option, type Args } from "../args";
import { loadConfig, saveConfig } from "../config";
import { HEALTH_TIMEOUT_MS } from "../constants";
import { request } from "../http";
import { resolvePaths, tildify } from "../paths";

type Env = Record<string, string | undefined>;

async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** `amem login --url <url> --token <token|->`: saves both to the config file (mode 0600) and checks the service. */
export async function loginCommand(args: Args, env: Env): Promise<number> {
  const paths = resolvePaths(env);
  const url = option(args, "url")?.trim();
  let token = option(args, "token");
  if (!url && token === undefined) {
    process.stderr.write("amem login: give --url and/or --token (see amem help login)\n");
    return 2;
  }
  if (url) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error("not http(s)");
    } catch {
      process.stderr.write(`amem login: "${url}" is not an http(s) URL\n`);
      return 2;
    }
  }
  if (token === "-") token = (await readAllStdin()).trim();
  if (token !== undefined && token.trim() === "") {
    process.stderr.write("amem login: the token is empty\n");
    return 2;
  }
  saveConfig(paths, { ...(url ? { url: url.replace(/\/+$/, "") } : {}), ...(token !== undefined ? { token: token.trim() } : {}) });
  process.stdout.write(`saved to ${tildify(paths.configFile, paths.home)} (mode 600)\n`);
  const config = loadConfig(paths, env);
  if (config.urlSource === "env" || config.tokenSource === "env") {
    process.stdout.write("note: AMEM_URL / AMEM_TOKEN are set in this environment and take precedence\n");
  }
  const health = await request("GET", `${config.url}/healthz`, { timeoutMs: HEALTH_TIMEOUT_MS });
  if (health.ok) process.stdout.write(`service at ${config.url} is reachable\n`);
  else process.stdout.write(`service at ${config.url} is not reachable yet (${"error" in health ? health.error : `HTTP ${health.status}`}); events wait in the spool meanwhile\n`);
  return 0;
}
