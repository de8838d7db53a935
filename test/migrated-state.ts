// A local state directory with the D1 migrations applied, for the tests that start `wrangler dev`.
// `wrangler d1 migrations apply` takes seconds per call (wrangler and a workerd start for it, 13 s
// on a quiet 2-core machine), and a dozen test files each started a service on a fresh state. The
// migrations are now applied once per set of migrations, into a template under the OS temp dir
// keyed by their hash (with wrangler.toml, which names the database, and wrangler's version), and
// each service gets a copy.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "node_modules", ".bin");

/** The file a finished template holds: written last, before the rename. */
const COMPLETE = ".amem-migrated";

/** Whether `dir` is a finished template that nothing has damaged since (a temp-dir cleaner ages files out). */
function complete(dir: string): boolean {
  const d1 = join(dir, "v3", "d1", "miniflare-D1DatabaseObject");
  return existsSync(join(dir, COMPLETE)) && existsSync(d1) && readdirSync(d1).some((f) => f.endsWith(".sqlite"));
}

/** The migrations, the config and the wrangler that apply them, as one hash: a change to any makes a new template. */
function migrationsKey(): string {
  const hash = createHash("sha256").update(readFileSync(join(ROOT, "wrangler.toml")));
  hash.update(readFileSync(join(ROOT, "node_modules", "wrangler", "package.json")));
  const dir = join(ROOT, "migrations");
  for (const name of readdirSync(dir).sort()) hash.update(name).update(readFileSync(join(dir, name)));
  return hash.digest("hex").slice(0, 16);
}

/** The template for the current migrations, made if missing; test files racing to make it each try, the first rename wins. */
function template(): string {
  // Per OS user: mkdtemp's directories are theirs alone (0700).
  const done = join(tmpdir(), `amem-migrated-${userInfo().uid}-${migrationsKey()}`);
  if (complete(done)) return done;
  rmSync(done, { recursive: true, force: true });
  const work = mkdtempSync(join(tmpdir(), "amem-migrating-"));
  const env = { ...process.env, PATH: `${BIN}${delimiter}${process.env["PATH"] ?? ""}`, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
  const migrate = spawnSync(join(BIN, "wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", work], { cwd: ROOT, env, encoding: "utf8" });
  if (migrate.status !== 0) {
    rmSync(work, { recursive: true, force: true });
    throw new Error(`migrations failed: ${migrate.stderr || migrate.stdout}`);
  }
  writeFileSync(join(work, COMPLETE), "");
  try {
    renameSync(work, done);
  } catch (err) {
    // Another file made it first (a non-empty directory cannot be renamed over): use theirs.
    rmSync(work, { recursive: true, force: true });
    if (!complete(done)) throw err;
  }
  return done;
}

/** A new directory (named from `prefix`) holding a freshly migrated local state, to pass as `--persist-to`. */
export function migratedState(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template(), dir, { recursive: true });
  return dir;
}
