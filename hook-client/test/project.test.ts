import { mkdirSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeRemote, projectOf } from "../src/project";
import { git, makeRepo } from "./helpers";

describe("project identity", () => {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "amem-project-")));

  it("a worktree, a subdirectory and the main checkout of one repository are one project", () => {
    const main = makeRepo(root, "one", "api");
    const worktree = join(root, "elsewhere", "api-feature");
    git(main, "worktree", "add", "-q", "-b", "feature", worktree);
    const ids = [projectOf(main), projectOf(join(main, "src", "deep")), projectOf(worktree)];
    expect(new Set(ids.map((p) => p.id))).toEqual(new Set([`path:${main}`]));
    expect(ids.map((p) => p.name)).toEqual(["api", "api", "api"]);
    expect(ids.map((p) => p.branch)).toEqual(["main", "main", "feature"]);
  });

  it("two repositories both named api are two projects; a remote names the repository on any machine", () => {
    const a = makeRepo(root, "two", "api");
    const b = makeRepo(root, "three", "api");
    expect(projectOf(a).id).not.toBe(projectOf(b).id);
    const c = makeRepo(root, "four", "api");
    git(c, "remote", "add", "upstream", "https://example.com/other/thing.git");
    git(c, "remote", "add", "origin", "git@GitHub.com:Acme/api.git");
    expect(projectOf(join(c, "src"))).toMatchObject({ id: "git:github.com/Acme/api", name: "api" });
  });

  it("outside git, the directory itself is the project", () => {
    const plain = join(root, "plain", "notes");
    mkdirSync(plain, { recursive: true });
    expect(projectOf(plain)).toEqual({ id: `path:${plain}`, name: "notes" });
  });

  it("remote URLs: scheme, user, password, port and .git are dropped; the host is lower-cased", () => {
    for (const url of [
      "git@github.com:Acme/api.git",
      "https://github.com/Acme/api",
      "https://user:s3cret@GITHUB.com/Acme/api.git/",
      "ssh://git@github.com:22/Acme/api.git",
      "git+ssh://github.com/Acme/api",
    ]) {
      expect(normalizeRemote(url), url).toBe("github.com/Acme/api");
    }
    expect(normalizeRemote("/srv/git/api.git")).toBe("/srv/git/api");
    expect(normalizeRemote("file:///srv/git/api.git")).toBe("/srv/git/api");
    expect(normalizeRemote("  ")).toBeUndefined();
  });
});
