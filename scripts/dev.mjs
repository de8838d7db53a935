#!/usr/bin/env node
// `npm start`: run the whole service locally with working defaults.
// Applies D1 migrations, creates .dev.vars (ADMIN_TOKEN, DEV_TOKEN) once, makes sure a dev
// user owns DEV_TOKEN, then runs `wrangler dev` and prints the URL and the token.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const devVarsPath = join(root, ".dev.vars");
const port = Number(process.env.PORT ?? 8787);
const childEnv = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

const DEV_USER_ID = "usr_dev";
const DEV_USER_NAME = "dev";

function readDevVars() {
  if (!existsSync(devVarsPath)) return {};
  const vars = {};
  for (const line of readFileSync(devVarsPath, "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*"?([^"]*)"?\s*$/.exec(line);
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

/** Creates the local secrets once; later starts reuse them, so the dev token survives restarts. */
function ensureDevVars() {
  const vars = readDevVars();
  const missing = [];
  if (!vars.ADMIN_TOKEN) missing.push(["ADMIN_TOKEN", `adm_${randomBytes(24).toString("base64url")}`]);
  // A user token names its user: amem.<user id>.<secret>.
  if (!vars.DEV_TOKEN?.startsWith(`amem.${DEV_USER_ID}.`)) missing.push(["DEV_TOKEN", `amem.${DEV_USER_ID}.${randomBytes(32).toString("base64url")}`]);
  if (missing.length > 0) {
    const existing = existsSync(devVarsPath) ? readFileSync(devVarsPath, "utf8") : "# Local secrets for wrangler dev (git-ignored).\n";
    const kept = existing.split("\n").filter((line) => !missing.some(([k]) => line.startsWith(`${k}=`)));
    const lines = missing.map(([k, v]) => `${k}="${v}"`).join("\n");
    writeFileSync(devVarsPath, `${kept.join("\n").replace(/\n*$/, "\n")}${lines}\n`, { mode: 0o600 });
    for (const [k, v] of missing) vars[k] = v;
  }
  return vars;
}

function run(args, what) {
  const result = spawnSync(wrangler, args, { cwd: root, env: childEnv, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`npm start: ${what} failed (wrangler ${args.join(" ")})`);
    process.exit(1);
  }
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const vars = ensureDevVars();
run(["d1", "migrations", "apply", "DB", "--local"], "applying D1 migrations");
const tokenHash = createHash("sha256").update(vars.DEV_TOKEN).digest("hex");
const now = Date.now();
run(
  [
    "d1",
    "execute",
    "DB",
    "--local",
    "--command",
    `INSERT OR IGNORE INTO users (user_id, name, time_zone, created_at_ms) VALUES ('${DEV_USER_ID}', '${DEV_USER_NAME}', 'UTC', ${now});` +
      ` INSERT INTO api_tokens (token_id, user_id, token_hash, label, created_at_ms) VALUES ('tok_dev', '${DEV_USER_ID}', '${tokenHash}', 'dev', ${now})` +
      ` ON CONFLICT (token_id) DO UPDATE SET token_hash = excluded.token_hash;`,
  ],
  "creating the dev user",
);

const url = `http://127.0.0.1:${port}`;
const child = spawn(wrangler, ["dev", "--ip", "127.0.0.1", "--port", String(port), ...process.argv.slice(2)], {
  cwd: root,
  env: childEnv,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

if (await waitForHealth(url, child)) {
  console.log(`
  agent-memory-edge is running at ${url}
  dev user: ${DEV_USER_NAME} (${DEV_USER_ID})
  dev token: ${vars.DEV_TOKEN}
  admin token: in .dev.vars (ADMIN_TOKEN)

  try:  curl -s ${url}/v1/status -H "Authorization: Bearer ${vars.DEV_TOKEN}"
`);
}
