#!/usr/bin/env node
// `npm start`: run the whole service locally with working defaults.
// Checks that $PORT (default 8787) is free, applies D1 migrations, creates .dev.vars
// (ADMIN_TOKEN, DEV_TOKEN) once, makes sure a dev user owns DEV_TOKEN, runs `wrangler dev`,
// prints the URL and the token, and fires wrangler.toml's cron triggers on their times
// (`--no-cron` or AMEM_DEV_CRON=0 turns that off). Other arguments go to wrangler dev;
// `--persist-to <dir>` also to the migrations. A local database it cannot open (damaged, or not
// a database) ends it with the command that moves the state aside.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCronTriggers, scheduleCrons, scheduledUrl } from "./dev-cron.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const devVarsPath = join(root, ".dev.vars");
const portText = process.env.PORT?.trim() || "8787";
const port = Number(portText);
const ownFlags = new Set(["--no-cron"]);
const wranglerArgs = process.argv.slice(2).filter((a) => !ownFlags.has(a));
const cronOn = !process.argv.includes("--no-cron") && !/^(0|false|no|off)$/i.test(process.env.AMEM_DEV_CRON ?? "");
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

/** Where wrangler keeps the local state (D1, Durable Objects, queues): `--persist-to` if given, else its default. */
function persistDir() {
  const at = wranglerArgs.findIndex((a) => a === "--persist-to" || a.startsWith("--persist-to="));
  if (at < 0) return { dir: join(root, ".wrangler", "state"), args: [] };
  const dir = wranglerArgs[at].includes("=") ? wranglerArgs[at].slice("--persist-to=".length) : wranglerArgs[at + 1];
  return { dir: resolve(root, dir), args: ["--persist-to", dir] };
}
const persist = persistDir();

/** SQLite's words for a file it cannot use as a database. */
const DAMAGED_DATABASE = /SQLITE_NOTADB|SQLITE_CORRUPT|file is not a database|database disk image is malformed/;

function run(args, what) {
  const result = spawnSync(wrangler, [...args, ...persist.args], { cwd: root, env: childEnv, encoding: "utf8" });
  if (result.status !== 0) {
    const output = result.stdout + result.stderr;
    process.stderr.write(output);
    console.error(`npm start: ${what} failed (wrangler ${args.join(" ")})`);
    if (DAMAGED_DATABASE.test(output)) {
      const aside = `${persist.dir}.broken-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      console.error(
        `npm start: the local database cannot be opened: it is damaged or not a SQLite database.\n` +
          `  It is kept in ${persist.dir} (with the local Durable Objects and queues). To start afresh, move it aside\n` +
          `  (what it held stays in the moved copy) and start again; the migrations and the dev user are made anew:\n` +
          `    mv "${persist.dir}" "${aside}" && npm start`,
      );
    }
    process.exit(1);
  }
}

/** Waits until the service answers, or false once wrangler dev has exited (it prints why). */
async function waitForHealth(url, child) {
  while (child.exitCode === null && child.signalCode === null) {
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

/** Whether something already listens on 127.0.0.1:port (wrangler dev would fail or, worse, another service would answer). */
function portInUse(p) {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once("error", (err) => (err.code === "EADDRINUSE" || err.code === "EACCES" ? resolvePromise(err.code) : reject(err)));
    probe.listen(p, "127.0.0.1", () => probe.close(() => resolvePromise(undefined)));
  });
}

/** Logs one line per fire: the wrangler dev answer to its scheduled-handler URL. */
async function fireCron(expression, timeMs) {
  const at = new Date(timeMs).toISOString().slice(11, 19);
  try {
    const res = await fetch(scheduledUrl(url, expression, timeMs), { signal: AbortSignal.timeout(120_000) });
    await res.text();
    console.log(`[cron ${at}Z] "${expression}" fired: ${res.status}`);
  } catch (error) {
    console.log(`[cron ${at}Z] "${expression}" could not be fired: ${error.cause?.code ?? error.message}`);
  }
}

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`npm start: PORT must be a port number (1-65535), not "${portText}"`);
  process.exit(2);
}
const busy = await portInUse(port);
if (busy) {
  console.error(
    `npm start: port ${port} is ${busy === "EACCES" ? "not allowed for this user" : "in use (another npm start or wrangler dev?)"}; set PORT=… to use another one, e.g. PORT=${port + 1} npm start`,
  );
  process.exit(1);
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
const crons = cronOn ? await readCronTriggers(join(root, "wrangler.toml")) : [];
const child = spawn(wrangler, ["dev", "--ip", "127.0.0.1", "--port", String(port), ...wranglerArgs], {
  cwd: root,
  env: childEnv,
  stdio: "inherit",
});
let ready = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  if (!ready) console.error(`npm start: wrangler dev exited (${signal ?? `code ${code}`}) before the service answered on ${url}; see its output above`);
  process.exit(ready ? (code ?? 0) : code || 1);
});

if (await waitForHealth(url, child)) {
  ready = true;
  console.log(`
  agent-memory-edge is running at ${url}
  dev user: ${DEV_USER_NAME} (${DEV_USER_ID})
  dev token: ${vars.DEV_TOKEN}
  admin token: in .dev.vars (ADMIN_TOKEN)

  try:  curl -s ${url}/v1/status -H "Authorization: Bearer ${vars.DEV_TOKEN}"
  api reference: ${url}/docs
  cron: ${crons.length > 0 ? `${crons.map((c) => `"${c}"`).join(", ")} fired on their times (UTC); --no-cron or AMEM_DEV_CRON=0 turns this off` : "off"}
`);
  if (crons.length > 0) scheduleCrons({ crons, fire: fireCron });
}
