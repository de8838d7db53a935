#!/usr/bin/env node
// `npm run admin -- <command>`: the admin API from a terminal, for any deployment.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  create-user <name> [--tz <IANA zone>]    create a user (time zone defaults to UTC)
  list-users
  create-token <user_id> [--label <text>]  create a token; it is printed once, store it
  list-tokens <user_id>
  revoke-token <token_id>                  revoke a token (effective immediately)
  redaction <user_id> on|off               the service's secret redaction at ingest for one user (on by default)
  extraction-given-up <user_id>            the segments memory extraction gave up on (5 failed runs), with the last error
  requeue-extraction <user_id> [--segment <segment_id>]...
                                           put them back in the queue with fresh attempts (all, or only those named)
  delete-user <user_id> [--yes]            delete the user and every row they own, in every table (cannot be
                                           undone); asks for the id again on a terminal, --yes for scripts

Options:
  --url <url>            service URL (default: $AMEM_URL, else http://127.0.0.1:$PORT, PORT defaulting to 8787 as for npm start)
  --admin-token <token>  admin token (default: $ADMIN_TOKEN, else ADMIN_TOKEN in .dev.vars)
  --json                 print the raw JSON answer

Examples:
  npm run admin -- create-user alice --tz Europe/Paris
  npm run admin -- create-token usr_01J... --label laptop
  npm run admin -- delete-user usr_01J...
  PORT=8790 npm run admin -- list-users    # the local service started with PORT=8790 npm start
  AMEM_URL=https://agent-memory-edge.<you>.workers.dev ADMIN_TOKEN=... npm run admin -- list-users
`;

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: "string" },
      "admin-token": { type: "string" },
      tz: { type: "string" },
      label: { type: "string" },
      json: { type: "boolean" },
      yes: { type: "boolean" },
      segment: { type: "string", multiple: true },
      help: { type: "boolean", short: "h" },
    },
  });
} catch (error) {
  // An unknown option or a missing value is a usage error, as for amem.
  console.error(`admin: ${error.message}\n\n${HELP}`);
  process.exit(2);
}
const { values, positionals } = parsed;

function devVarsAdminToken() {
  const path = join(dirname(fileURLToPath(import.meta.url)), "..", ".dev.vars");
  if (!existsSync(path)) return undefined;
  return /^ADMIN_TOKEN\s*=\s*"?([^"\n]*)"?/m.exec(readFileSync(path, "utf8"))?.[1];
}

const [command, arg, setting] = positionals;
if (values.help || !command) {
  process.stdout.write(HELP);
  process.exit(command || values.help ? 0 : 2);
}
const url = (values.url ?? process.env.AMEM_URL ?? `http://127.0.0.1:${process.env.PORT?.trim() || "8787"}`).replace(/\/+$/, "").replace(/\/v1$/, "");
const adminToken = values["admin-token"] ?? process.env.ADMIN_TOKEN ?? devVarsAdminToken();
if (!adminToken) {
  console.error("admin: no admin token (pass --admin-token, set ADMIN_TOKEN, or run npm start once to create .dev.vars)");
  process.exit(2);
}

function need(what) {
  if (!arg) {
    console.error(`admin: ${command} needs <${what}>\n\n${HELP}`);
    process.exit(2);
  }
  return encodeURIComponent(arg);
}

const requests = {
  "create-user": () => ["POST", "/v1/admin/users", { name: arg ?? need("name"), time_zone: values.tz ?? "UTC" }],
  "list-users": () => ["GET", "/v1/admin/users"],
  "create-token": () => ["POST", `/v1/admin/users/${need("user_id")}/tokens`, { label: values.label ?? "" }],
  "list-tokens": () => ["GET", `/v1/admin/users/${need("user_id")}/tokens`],
  "revoke-token": () => ["DELETE", `/v1/admin/tokens/${need("token_id")}`],
  redaction: () => {
    if (setting !== "on" && setting !== "off") {
      console.error(`admin: redaction needs on or off after the user id\n\n${HELP}`);
      process.exit(2);
    }
    return ["PUT", `/v1/admin/users/${need("user_id")}/redaction`, { ingest: setting === "on" }];
  },
  "extraction-given-up": () => ["GET", `/v1/admin/users/${need("user_id")}/extraction/given-up`],
  "requeue-extraction": () => ["POST", `/v1/admin/users/${need("user_id")}/extraction/requeue`, values.segment?.length ? { segment_ids: values.segment } : {}],
};
requests["delete-user"] = () => ["DELETE", `/v1/admin/users/${need("user_id")}?confirm=${encodeURIComponent(arg)}`];
if (!(command in requests)) {
  console.error(`admin: unknown command "${command}"\n\n${HELP}`);
  process.exit(2);
}
const [method, path, body] = requests[command]();
if (command === "delete-user" && !values.yes) await confirmDeletion(arg);

/** A deletion cannot be undone: on a terminal the id must be typed again; elsewhere only --yes goes ahead. */
async function confirmDeletion(userId) {
  if (!process.stdin.isTTY) {
    console.error(`admin: nothing deleted: not a terminal, so no one can confirm; run again with --yes to delete ${userId} and every row they own`);
    process.exit(2);
  }
  const { createInterface } = await import("node:readline/promises");
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const typed = await rl.question(
    `Delete user ${userId} at ${url} and every row they own (events, summaries, grips, tokens)? This cannot be undone.\nType the user id again to confirm: `,
  );
  rl.close();
  if (typed.trim() !== userId) {
    console.error("admin: nothing deleted (the id did not match)");
    process.exit(1);
  }
}

let res;
try {
  res = await fetch(url + path, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
} catch (error) {
  console.error(`admin: cannot reach ${url}: ${error.cause?.code ?? error.message}`);
  process.exit(1);
}
const answer = await res.json().catch(() => ({}));
if (!res.ok) {
  console.error(`admin: ${res.status} ${answer.error?.code ?? ""}: ${answer.error?.message ?? "unexpected answer"}`);
  process.exit(1);
}
if (values.json) {
  console.log(JSON.stringify(answer, null, 2));
} else if (answer.deleted) {
  const rows = Object.entries(answer.rows).filter(([, n]) => n > 0);
  console.log(`deleted user ${answer.user_id}: ${rows.map(([table, n]) => `${n} ${table}`).join(", ") || "no rows"}`);
} else if (answer.requeued) {
  console.log(
    answer.requeued.length === 0
      ? `nothing re-queued for ${answer.user_id} (no segment named had been given up)`
      : `re-queued ${answer.requeued.length} segment(s) of ${answer.user_id} for the next consolidate-promote run: ${answer.requeued.join(", ")}`,
  );
} else if (answer.segments && command === "extraction-given-up") {
  if (answer.segments.length === 0) console.log(`extraction has given up on no segment of ${answer.user_id}`);
  for (const s of answer.segments) console.log(`${s.segment_id}	session ${s.session_id}	${s.attempts} attempts	${s.error ?? "-"}`);
} else if (answer.token) {
  console.log(`token for ${answer.token_info.user_id} (id ${answer.token_info.token_id}); shown once, store it now:\n${answer.token}`);
} else if (answer.user && command === "redaction") {
  console.log(`ingest redaction for ${answer.user.user_id} (${answer.user.name}) is ${answer.user.ingest_redaction ? "on" : "off"}`);
} else if (answer.user) {
  console.log(`created user ${answer.user.name}: ${answer.user.user_id} (time zone ${answer.user.time_zone})`);
} else if (answer.users) {
  for (const u of answer.users) console.log(`${u.user_id}\t${u.name}\t${u.time_zone}\t${u.created_at}`);
} else if (answer.tokens) {
  for (const t of answer.tokens) console.log(`${t.token_id}\t${t.label || "-"}\tcreated ${t.created_at}\t${t.revoked_at ? `revoked ${t.revoked_at}` : "live"}`);
} else if (answer.token_info) {
  console.log(`revoked ${answer.token_info.token_id} at ${answer.token_info.revoked_at}`);
}
