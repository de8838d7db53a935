import { readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";

/**
 * The project a working directory belongs to: its repository, not its last path component.
 *
 * - `id` names the repository. With a remote it is `git:<host>/<path>` from the `origin` URL
 *   (the first remote when there is no origin), without scheme, user, password or `.git`: every
 *   clone, worktree and subdirectory of one repository shares it, on every machine, and two
 *   repositories that are both called `api` do not. A repository without a remote is
 *   `path:<its main checkout>` (the directory that holds the common git dir), so its worktrees
 *   still share it. Outside git, the directory itself is the project: `path:<cwd>`.
 * - `name` is what people call it: the remote's last path component, or the main checkout's
 *   directory name, or the directory name outside git.
 *
 * Computed from files alone (.git, gitdir, commondir, config), never by running git: the hook
 * runs once per agent event and must cost little more than Node's start. The first commit
 * would be a stabler id still, but finding it means walking packed history.
 */
export interface ProjectIdentity {
  id: string;
  name: string;
  /** The branch checked out in `cwd`'s worktree (a short commit id when detached). */
  branch?: string;
}

/** How far up from the working directory a `.git` is looked for. */
const MAX_DEPTH = 32;

const cache = new Map<string, ProjectIdentity>();

/** The project of `cwd` (memoized per process: the importer asks once per event). */
export function projectOf(cwd: string): ProjectIdentity {
  const dir = resolve(cwd);
  let known = cache.get(dir);
  if (!known) {
    known = identify(dir);
    cache.set(dir, known);
  }
  return known;
}

function identify(cwd: string): ProjectIdentity {
  const repo = findGitDir(cwd);
  if (!repo) return { id: `path:${cwd}`, name: basename(cwd) || cwd };
  const commonDir = readCommonDir(repo.gitDir);
  const checkout = basename(commonDir) === ".git" ? dirname(commonDir) : commonDir;
  const remote = remoteUrl(commonDir);
  const normalized = remote === undefined ? undefined : normalizeRemote(remote);
  const identity: ProjectIdentity = normalized
    ? { id: `git:${normalized}`, name: basename(normalized) || basename(checkout) }
    : { id: `path:${checkout}`, name: basename(checkout).replace(/\.git$/, "") || checkout };
  const branch = headBranch(repo.gitDir);
  if (branch) identity.branch = branch;
  return identity;
}

/** The worktree's git dir: `.git` itself, or where a `.git` file's `gitdir:` line points (worktrees, submodules). */
function findGitDir(cwd: string): { gitDir: string } | undefined {
  let dir = cwd;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const dotGit = join(dir, ".git");
    try {
      const st = statSync(dotGit);
      if (st.isDirectory()) return { gitDir: dotGit };
      const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, "utf8"));
      return m?.[1] ? { gitDir: resolve(dir, m[1].trim()) } : undefined;
    } catch {
      // not here
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return undefined;
}

/** A linked worktree's git dir names the shared one in its `commondir` file; a main checkout's is its own. */
function readCommonDir(gitDir: string): string {
  try {
    return resolve(gitDir, readFileSync(join(gitDir, "commondir"), "utf8").trim());
  } catch {
    return gitDir;
  }
}

function headBranch(gitDir: string): string | undefined {
  try {
    const head = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
    const ref = /^ref:\s*refs\/heads\/(.+)$/.exec(head);
    return ref?.[1] ?? (/^[0-9a-f]{40}/.test(head) ? head.slice(0, 12) : undefined);
  } catch {
    return undefined;
  }
}

/** The `url` of `[remote "origin"]` in the repository's config, else of its first remote. */
function remoteUrl(commonDir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(commonDir, "config"), "utf8");
  } catch {
    return undefined;
  }
  let section: string | undefined;
  const urls = new Map<string, string>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const header = /^\[\s*remote\s+"([^"]*)"\s*\]/.exec(line);
    if (header) {
      section = header[1];
      continue;
    }
    if (line.startsWith("[")) {
      section = undefined;
      continue;
    }
    const url = /^url\s*=\s*(.+)$/i.exec(line);
    if (section !== undefined && url?.[1] && !urls.has(section)) urls.set(section, url[1].trim().replace(/^"(.*)"$/, "$1"));
  }
  return urls.get("origin") ?? urls.values().next().value;
}

/**
 * `git@github.com:Acme/api.git`, `https://user:pw@github.com/Acme/api`, `ssh://git@github.com:22/Acme/api.git/`
 * all become `github.com/Acme/api`: the host lower-cased, the path kept as written (paths are
 * case-sensitive on most hosts). A local path remote keeps its path.
 */
export function normalizeRemote(url: string): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  let host = "";
  let path: string;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/(?:[^@/]*@)?([^/:]*)(?::\d+)?(\/.*)?$/i.exec(trimmed);
  const scp = /^(?:[^@/]+@)?([^/:]+):(?!\/)(.*)$/.exec(trimmed);
  if (scheme) {
    host = scheme[1]?.toLowerCase() === "file" ? "" : (scheme[2] ?? "").toLowerCase();
    path = scheme[3] ?? "";
  } else if (scp) {
    host = (scp[1] ?? "").toLowerCase();
    path = scp[2] ?? "";
  } else {
    path = trimmed;
  }
  path = path
    .replace(/\/+$/, "")
    .replace(/\.git$/, "")
    .replace(/^\/+/, host ? "" : "/");
  const id = host ? `${host}/${path}` : path;
  return id || undefined;
}
