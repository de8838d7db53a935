/**
 * Training set for the sentence classifier (written without reading the extractor): a planted set
 * for the offline long-term-memory extractor, written without reading src/core/memories/ (apart
 * from model.ts) or the other planted sets' sessions. Style: monorepo and build tooling work
 * (pnpm/npm/yarn workspaces, turborepo, nx, bazel, esbuild/vite/webpack, TypeScript config) in
 * Claude Code's voice, with users stating conventions in passing while asking for something else.
 * Each session is one segment; the items planted in it are listed with it: 68 items (17
 * decisions, 16 instructions, 18 facts, 17 tasks) in 51 sessions, 16 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals not taken, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output (with "always", "never", "TODO"),
 * chit-chat, and requests the agent completes in the same session. Some decisions are superseded
 * later in their session; the planted item is the one standing at the end.
 *
 * Matching rule (fixed before any extractor was run on this set; the rule of planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items.
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING20_SESSIONS: BlindSession[] = [
  {
    id: "t20-01-pnpm-add-zod",
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
    build: (s) =>
      s
        .user(
          "can you add zod to packages/api? and btw we're on pnpm for the whole workspace, never run npm install in here, it writes a package-lock and wrecks everything",
        )
        .bash("pnpm --filter @acme/api add zod", "Packages: +1\n+\ndependencies:\n+ zod 3.23.8\n\nDone in 2.1s")
        .assistant("Added `zod@3.23.8` to `packages/api` with `pnpm --filter @acme/api add zod`. No package-lock.json was created.")
        .user("ty")
        .stop("Anything else you want wired up with zod?"),
  },
  {
    id: "t20-02-turbo-remote-cache",
    planted: [
      { kind: "decision", keys: ["remote cache"] },
      { kind: "task", keys: ["turbo_token"] },
    ],
    build: (s) =>
      s
        .user("why is `turbo run build` so slow on CI, it rebuilds everything every time??")
        .bash(
          "cat turbo.json",
          '{\n  "$schema": "https://turbo.build/schema.json",\n  "tasks": {\n    "build": { "dependsOn": ["^build"], "outputs": ["dist/**"] }\n  }\n}',
        )
        .bash("grep -rn TURBO .github/workflows/", "")
        .assistant(
          "CI has no cache between runs: there's no `TURBO_TOKEN`/`TURBO_TEAM` in the workflows, so every job starts cold and rebuilds all 30-ish packages. Options: (1) Vercel remote cache, (2) a self-hosted cache server, (3) `actions/cache` on `.turbo`.",
        )
        .user("ok lets turn the vercel remote cache on, we already pay for vercel anyway. go with 1")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Wired the remote cache into ci.yml: `TURBO_TEAM: acme` as a plain env var and `TURBO_TOKEN` read from the repo secret of the same name.")
        .user(
          "cool. the TURBO_TOKEN secret still has to be added to the repo secrets and I don't have admin on the org rn, so that's open — leave it for later, I'll grab someone tomorrow",
        )
        .stop("Noted. Until the secret exists the job will just run without the cache, it won't fail."),
  },
  {
    id: "t20-03-button-type-error",
    planted: [],
    build: (s) =>
      s
        .user("packages/ui Button is throwing a type error after the react types bump, pls fix")
        .bash(
          "pnpm --filter @acme/ui exec tsc --noEmit",
          "src/Button.tsx(14,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.\nsrc/Button.tsx(22,3): warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any",
          2,
        )
        .file("Edit", "packages/ui/src/Button.tsx")
        .bash("pnpm --filter @acme/ui exec tsc --noEmit", "")
        .assistant(
          "Fixed: `variant` is optional now so I default it to `'primary'` before passing it down. The `any` on line 22 is gone too (typed it as `React.MouseEvent<HTMLButtonElement>`).",
        )
        .user("nice, thanks")
        .stop(),
  },
  {
    id: "t20-04-tsconfig-base",
    planted: [
      { kind: "instruction", keys: ["tsconfig.base"] },
      { kind: "fact", keys: ["moduleresolution"] },
    ],
    build: (s) =>
      s
        .user(
          "packages/cli has its own tsconfig with everything copy-pasted, can you clean it up. all packages extend `tsconfig.base.json` at the root — keep it that way, no standalone tsconfigs anywhere",
        )
        .file("Read", "tsconfig.base.json")
        .file("Edit", "packages/cli/tsconfig.json")
        .bash("pnpm --filter @acme/cli exec tsc --noEmit", "")
        .assistant(
          "packages/cli/tsconfig.json now just extends `../../tsconfig.base.json` and sets `outDir`/`rootDir`. One thing I noticed: the base sets `moduleResolution` to `bundler`, which means the cli's relative imports don't need `.js` extensions. Is that intended for a node CLI?",
        )
        .user("yes, that's on purpose, moduleResolution bundler everywhere since everything goes through tsup/esbuild anyway")
        .stop("OK, leaving it."),
  },
  {
    id: "t20-05-admin-bundler",
    planted: [
      { kind: "decision", keys: ["webpack"] },
      { kind: "task", keys: ["rspack"] },
    ],
    build: (s) =>
      s
        .user("let's move apps/admin from webpack to vite, the dev server startup is killing me")
        .bash(
          "cat apps/admin/webpack.config.js | head -40",
          "const { ModuleFederationPlugin } = require('webpack').container;\nmodule.exports = {\n  plugins: [\n    new ModuleFederationPlugin({ name: 'admin', remotes: { billing: 'billing@/billing/remoteEntry.js' } }),",
        )
        .assistant(
          "Before I start: admin is a module federation host (it loads `billing` as a remote). Vite's federation plugin exists but it's not compatible with webpack remotes, so billing would have to move too.",
        )
        .user("ugh. ok scrap vite for admin then, it stays on webpack. we'll look at rspack instead once billing is ready, that keeps federation working")
        .user("actually can you put the rspack migration on the list so it doesn't get lost, it's not for this week")
        .bash("cat apps/admin/package.json | grep webpack", '"webpack": "5.91.0",\n"webpack-dev-server": "5.0.4"')
        .assistant("Nothing changed in admin. I'll keep the rspack migration as an open item for later.")
        .stop(),
  },
  {
    id: "t20-06-nx-affected",
    planted: [{ kind: "fact", keys: ["nx affected"] }],
    build: (s) =>
      s
        .user("why did my PR run every test project? I only touched libs/date-utils")
        .bash("grep -n affected .github/workflows/ci.yml", "41:      - run: npx nx affected -t test --base=origin/main --head=HEAD")
        .bash("git merge-base HEAD origin/main", "3f1e2a9c0b7d")
        .assistant(
          "CI runs `nx affected -t test` with `--base=origin/main`. Your branch is based on `feat/calendar`, not main, so the diff against origin/main includes everything on that branch, hence all projects.",
        )
        .user("ahh right. yeah nx affected always diffs against origin/main in our CI, forgot. does nx cache lint too?")
        .assistant("It does if `lint` is in `targetDefaults` with `cache: true`; in your nx.json it is.")
        .stop(),
  },
  {
    id: "t20-07-frozen-lockfile",
    planted: [],
    build: (s) =>
      s
        .user("what does `--frozen-lockfile` actually do again? CI failed with it")
        .bash(
          "pnpm install --frozen-lockfile",
          'ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with "frozen-lockfile" because pnpm-lock.yaml is not up to date with packages/web/package.json',
          1,
        )
        .assistant(
          "It makes pnpm refuse to touch the lockfile: if package.json and pnpm-lock.yaml disagree it fails instead of updating. Here `packages/web/package.json` got a new dep but the lockfile wasn't regenerated. Run `pnpm install` locally and commit the lockfile.",
        )
        .user("ok makes sense, I'll do that")
        .stop(),
  },
  {
    id: "t20-08-bazel-gazelle",
    planted: [
      { kind: "fact", keys: ["buildbuddy"] },
      { kind: "instruction", keys: ["gazelle"] },
    ],
    build: (s) =>
      s
        .user("bazel build //services/... is failing on a missing dep for the new grpc client, can u look")
        .bash("bazel build //services/...", "ERROR: /repo/services/orders/BUILD.bazel:12:11: no such package '@go_grpc//...'", 1)
        .assistant("The `go_library` in services/orders/BUILD.bazel doesn't list the new import. I can add it to `deps` by hand.")
        .user(
          "no don't touch the BUILD.bazel files by hand, ever. run `bazel run //:gazelle` and let it regenerate them. also if it's slow the first time that's because the remote cache is on buildbuddy (org `acme-build`), it needs the creds from ~/.bazelrc.user",
        )
        .bash("bazel run //:gazelle", "INFO: Build completed successfully, 4 total actions")
        .bash("bazel build //services/...", "INFO: Build completed successfully, 212 total actions")
        .assistant("Gazelle picked up the import, build passes now.")
        .stop(),
  },
  {
    id: "t20-09-lambda-esbuild",
    planted: [{ kind: "decision", keys: ["esbuild"] }],
    build: (s) =>
      s
        .user("the lambda bundles are 14MB each, something's off. maybe the sourcemaps are what's making them huge? not sure")
        .bash("ls -la services/lambdas/dist/", "-rw-r--r-- 1 dev dev 9.1M ingest.js\n-rw-r--r-- 1 dev dev 4.9M ingest.js.map")
        .assistant(
          "The map is 4.9M but the bundle itself is 9.1M: tsup's config has `noExternal: [/.*/]` and no minify, so the whole aws-sdk v3 is inlined unminified. Either we keep tsup and fix its config, or bundle with esbuild directly, which is what tsup wraps anyway.",
        )
        .user(
          "let's just go with esbuild directly for the lambdas, not tsup. tsup's dts step was the slow part and lambdas don't need types. and set minify on while you're at it",
        )
        .file("Write", "services/lambdas/build.mjs")
        .bash("node services/lambdas/build.mjs && ls -la services/lambdas/dist/", "-rw-r--r-- 1 dev dev 612K ingest.js")
        .assistant("Switched to an esbuild script (`build.mjs`) with `minify: true`, `external: ['@aws-sdk/*']` (it's in the runtime). ingest.js is 612K now.")
        .stop(),
  },
  {
    id: "t20-10-changesets",
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "task", keys: ["release workflow"] },
    ],
    build: (s) =>
      s
        .user(
          "fix the typo in the @acme/logger README please. and remember: every PR that touches a published package needs a changeset (`pnpm changeset`), even for a readme fix",
        )
        .file("Edit", "packages/logger/README.md")
        .bash("pnpm changeset add --empty", "🦋  Empty Changeset added! - you can now commit it")
        .assistant('Fixed the typo and added a changeset: patch bump for `@acme/logger`, message "docs: fix typo in README".')
        .user("👍 we still have no release workflow that actually publishes on merge btw, that's still to do at some point. not today")
        .stop("Got it."),
  },
  {
    id: "t20-11-path-alias-build",
    planted: [],
    build: (s) =>
      s
        .user("build is broken on main, `Cannot find module '@/lib/fetcher'`")
        .bash(
          "pnpm --filter web build",
          "> web@0.0.0 build\n> next build\n\nModule not found: Can't resolve '@/lib/fetcher'\n./src/app/page.tsx:3:1\n// TODO: remove once fetcher moves to @acme/http",
          1,
        )
        .bash("ls apps/web/src/lib", "fetch.ts\nformat.ts")
        .assistant("The file was renamed to `fetch.ts` in the last commit but page.tsx still imports `fetcher`. Updating the import.")
        .file("Edit", "apps/web/src/app/page.tsx")
        .bash("pnpm --filter web build", "✓ Compiled successfully")
        .assistant("Build passes again.")
        .stop(),
  },
  {
    id: "t20-12-tokens-owner",
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["react"] },
    ],
    build: (s) =>
      s
        .user(
          "can you add a `--color-warning` token to packages/tokens? fyi Priya owns that package, she'll review. and whatever you do don't bump react in packages/ui on your own, it has to match the host apps",
        )
        .file("Edit", "packages/tokens/src/colors.ts")
        .bash("pnpm --filter @acme/tokens build", "CLI Building entry: src/index.ts\nESM Build success in 84ms")
        .assistant("Added `--color-warning: #b45309` (and the dark variant). Built fine. I didn't touch react; ui is still on 18.2.")
        .stop(),
  },
  {
    id: "t20-13-nvmrc",
    planted: [{ kind: "fact", keys: ["nvmrc"] }],
    build: (s) =>
      s
        .user("sharp fails to install on my machine, `prebuilt binary not found`")
        .bash("node -v; cat .nvmrc", "v22.4.0\n20.11.1")
        .assistant(
          "You're on node 22, the repo's `.nvmrc` says 20.11.1. Sharp's prebuilt binaries for the version we pin only exist up to node 20. Alternatively we could move everything to yarn 4 with PnP and sharp's wasm build...",
        )
        .user("nah, not doing PnP. and yeah, the .nvmrc pins 20.11 exactly because of the sharp prebuilts, I remember now")
        .bash("nvm use && pnpm install", "Now using node v20.11.1\nDone in 18.3s")
        .stop("Installs fine on 20.11.1."),
  },
  {
    id: "t20-14-unchecked-index",
    planted: [
      { kind: "decision", keys: ["nouncheckedindexedaccess"] },
      { kind: "task", keys: ["packages/core"] },
    ],
    build: (s) =>
      s
        .user("let's set `noUncheckedIndexedAccess: true` in the base tsconfig")
        .file("Edit", "tsconfig.base.json")
        .bash("pnpm -r exec tsc --noEmit 2>&1 | grep -c 'error TS'", "412")
        .assistant("That's 412 errors across 19 packages. Most are `arr[0]` accesses in tests. I can go through them but it's a big diff.")
        .user("ok no, too many. revert that. new plan: noUncheckedIndexedAccess gets enabled per package instead of in the base")
        .file("Edit", "tsconfig.base.json")
        .user("and enabling it in packages/core is a follow-up, not this PR. leave it open")
        .assistant("Reverted the base change. Nothing else touched.")
        .stop(),
  },
  {
    id: "t20-15-vitest-workspace",
    planted: [],
    build: (s) =>
      s
        .user("is vitest.workspace.ts picking up the new packages/queue tests or do I have to add it?")
        .bash("cat vitest.workspace.ts", "export default ['packages/*', 'apps/*'];")
        .bash("pnpm vitest run --project @acme/queue", " ✓ src/queue.test.ts (9 tests) 41ms\n Test Files  1 passed (1)")
        .assistant("It's picked up: the workspace file globs `packages/*`, and `--project @acme/queue` runs its 9 tests.")
        .user("perfect")
        .stop(),
  },
  {
    id: "t20-16-turbo-dependson",
    planted: [
      { kind: "instruction", keys: ["dependson"] },
      { kind: "fact", keys: ["build time"] },
      { kind: "decision", keys: ["typecheck", "separate"] },
    ],
    build: (s) =>
      s
        .user(
          'add a `build` task for the new apps/docs in turbo.json. rule of thumb: `dependsOn: ["^build"]` on every build task, no exceptions, I\'ve been bitten by that twice',
        )
        .file("Edit", "turbo.json")
        .bash("pnpm turbo run build --filter=docs --dry=json | jq '.tasks | length'", "7")
        .assistant("Added. The dry run shows docs pulls in 6 upstream builds, as expected.")
        .user(
          "cool. unrelated but fyi the web app's build time on CI is ~6 min and most of that is next's typecheck. so: we're moving typecheck into a separate turbo task and turning off next's built-in one, decided with the team yesterday",
        )
        .file("Edit", "apps/web/next.config.mjs")
        .bash("grep -n ignoreBuildErrors apps/web/next.config.mjs", "8:  typescript: { ignoreBuildErrors: true },")
        .assistant("Done: next skips its type check (`ignoreBuildErrors: true`) and there's a `typecheck` task in turbo.json running `tsc --noEmit`.")
        .stop(),
  },
  {
    id: "t20-17-nested-lockfiles",
    planted: [{ kind: "decision", keys: ["lockfile"] }],
    build: (s) =>
      s
        .user("why are there three pnpm-lock.yaml files in this repo")
        .bash("git ls-files | grep pnpm-lock", "pnpm-lock.yaml\napps/mobile/pnpm-lock.yaml\ntools/codegen/pnpm-lock.yaml")
        .assistant(
          "apps/mobile and tools/codegen were probably installed standalone at some point (someone ran `pnpm install` inside them with `--ignore-workspace`).",
        )
        .user("ok decided: only the root lockfile gets committed, delete the nested ones and add them to .gitignore")
        .bash(
          "git rm apps/mobile/pnpm-lock.yaml tools/codegen/pnpm-lock.yaml && pnpm install",
          "rm 'apps/mobile/pnpm-lock.yaml'\nrm 'tools/codegen/pnpm-lock.yaml'\nDone in 6.2s",
        )
        .file("Edit", ".gitignore")
        .stop("Deleted both nested lockfiles and ignored them; root install is clean."),
  },
  {
    id: "t20-18-hoisting-chat",
    planted: [],
    build: (s) =>
      s
        .user("random q, why does pnpm complain about peer deps so much more than npm did")
        .bash(
          "pnpm install",
          ' WARN  Issues with peer dependencies found\napps/web\n└─┬ @storybook/react 7.6.17\n  └── ✕ unmet peer react@"^16.8.0 || ^17.0.0 || ^18.0.0": found 19.0.0\nhint: peer deps should always be satisfied by the consumer',
        )
        .assistant(
          "npm 7+ silently installs peers and hides conflicts; pnpm's strict, non-hoisted layout surfaces every mismatch. This one is storybook 7 not declaring react 19 yet. It's a warning, not an error.",
        )
        .user("lol ok. friday brain, ignore me")
        .stop(),
  },
  {
    id: "t20-19-lint-warnings",
    planted: [
      { kind: "instruction", keys: ["max-warnings"] },
      { kind: "task", keys: ["babel"] },
      { kind: "task", keys: ["storybook"] },
    ],
    build: (s) =>
      s
        .user("CI lint job is red, can you fix")
        .bash(
          "pnpm turbo run lint --filter=@acme/forms",
          "src/Field.tsx\n  31:9  warning  'value' is assigned a value but never used  no-unused-vars\n✖ 1 problem (0 errors, 1 warning)\nESLint found too many warnings (maximum: 0).",
          1,
        )
        .assistant("Only a warning, but the job fails. I could add an eslint-disable comment or bump the limit.")
        .user("no — lint runs with `--max-warnings 0` in CI on purpose, so fix the warnings, don't disable them or raise the limit")
        .file("Edit", "packages/forms/src/Field.tsx")
        .bash("pnpm turbo run lint --filter=@acme/forms", "✓ No problems")
        .user(
          "thx. before I forget, two for next week:\n1. drop the `babel.config.js` from packages/legacy, nothing uses babel there anymore\n2. move storybook over to the vite builder",
        )
        .assistant("Lint is green. I'll leave those two for later as you said.")
        .stop(),
  },
  {
    id: "t20-20-lib-aliases",
    planted: [{ kind: "decision", keys: ["aliases"] }],
    build: (s) =>
      s
        .user("the @acme/http package breaks when consumed from apps/mobile, something about `@/utils`")
        .bash('grep -rn "from \'@/" packages/http/src | head -3', "packages/http/src/client.ts:2:import { retry } from '@/utils/retry';")
        .assistant("The library uses a `@/` path alias that only its own tsconfig knows; consumers that compile the source (metro in mobile) can't resolve it.")
        .user("yeah ok, we drop the `@/` aliases from library packages. apps can keep their aliases, libs use relative imports. convert http now")
        .file("Edit", "packages/http/src/client.ts")
        .bash("pnpm --filter mobile test", "Tests: 48 passed, 48 total")
        .stop("Converted, mobile tests pass."),
  },
  {
    id: "t20-21-verdaccio",
    planted: [
      { kind: "fact", keys: ["verdaccio"] },
      { kind: "task", keys: ["verdaccio token"] },
    ],
    build: (s) =>
      s
        .user("publishing @acme/logger fails with 403, wtf")
        .bash("cat .npmrc", "@acme:registry=https://npm.internal.acme.dev/\n//npm.internal.acme.dev/:_authToken=npm_****************f3Qa")
        .bash("npm whoami --registry https://npm.internal.acme.dev/", "npm ERR! code E403", 1)
        .assistant("The auth token in your ~/.npmrc is rejected. Is npm.internal.acme.dev a proxy in front of npmjs, or its own registry?")
        .user("it's our own verdaccio, every @acme/* package is published there, not to npmjs. my token probably expired, lemme refresh")
        .bash("npm whoami --registry https://npm.internal.acme.dev/", "jlee")
        .user(
          "ok works. which reminds me, the verdaccio token in the CI secrets expires end of month, somebody has to rotate it before then. not me today though",
        )
        .stop("Publishing works with your refreshed token."),
  },
  {
    id: "t20-22-hmr-guess",
    planted: [],
    build: (s) =>
      s
        .user("HMR in apps/web stopped working after I pulled. any idea?")
        .bash(
          "pnpm --filter web dev 2>&1 | head -5",
          "  VITE v5.2.8  ready in 611 ms\n  ➜  Local:   http://localhost:5173/\n[vite] hmr invalidate /src/state/store.ts Could not Fast Refresh",
        )
        .assistant(
          "Could be that store.ts now exports both a component and a non-component, which breaks fast refresh for that module. Or the symlinked package isn't in `server.watch`. I'd need to see the diff to be sure.",
        )
        .user("hmm maybe. let me check with Tom first, he changed the store. don't change anything yet")
        .stop(),
  },
  {
    id: "t20-23-esm-only",
    planted: [
      { kind: "decision", keys: ["esm"] },
      { kind: "fact", keys: ["transformignorepatterns"] },
    ],
    build: (s) =>
      s
        .user("jest in packages/legacy-ui fails on `SyntaxError: Cannot use import statement outside a module` from nanoid")
        .bash(
          "pnpm --filter legacy-ui test",
          "SyntaxError: Cannot use import statement outside a module\n  at node_modules/.pnpm/nanoid@5.0.7/node_modules/nanoid/index.js:1",
          1,
        )
        .assistant(
          "I think the `transformIgnorePatterns` regex is `node_modules/(?!nanoid)` which doesn't match pnpm's `.pnpm/nanoid@5.0.7/node_modules/nanoid` path. Let me try a pattern that accounts for `.pnpm`.",
        )
        .file("Edit", "packages/legacy-ui/jest.config.js")
        .bash("pnpm --filter legacy-ui test", "Tests: 61 passed, 61 total")
        .assistant("Confirmed: with the `.pnpm`-aware pattern all 61 pass. The old transformIgnorePatterns never matched anything under `.pnpm`.")
        .user('great. and so we stop hitting this: new packages are ESM-only from now on, `"type": "module"`, no dual cjs builds')
        .stop("Understood."),
  },
  {
    id: "t20-24-exact-pins",
    planted: [
      { kind: "instruction", keys: ["exact"] },
      { kind: "fact", keys: ["save-exact"] },
    ],
    build: (s) =>
      s
        .user(
          "add date-fns to apps/web. pin exact versions when you add deps pls, no carets. save-exact=true is in the root .npmrc already so pnpm should do it by itself",
        )
        .bash("pnpm --filter web add date-fns", "dependencies:\n+ date-fns 3.6.0")
        .bash("grep date-fns apps/web/package.json", '    "date-fns": "3.6.0",')
        .assistant("Added `date-fns` pinned at `3.6.0` (no caret).")
        .stop(),
  },
  {
    id: "t20-25-tsc-build-order",
    planted: [],
    build: (s) =>
      s
        .user("how does `tsc -b` decide what order to build in?")
        .bash("cat tsconfig.json", '{ "files": [], "references": [{ "path": "packages/core" }, { "path": "packages/api" }] }')
        .assistant(
          "It walks `references` recursively and builds a project after everything it references; up-to-date projects (per their .tsbuildinfo) are skipped. The order in the root file doesn't matter beyond ties.",
        )
        .user("and if two reference each other?")
        .assistant("That's an error (TS6202, circular project references). You'd have to split the shared bit into its own project.")
        .stop(),
  },
  {
    id: "t20-26-project-refs",
    planted: [
      { kind: "decision", keys: ["project references"] },
      { kind: "task", keys: ["packages/scripts"] },
    ],
    build: (s) =>
      s
        .user("the typecheck step loops over 24 packages running tsc --noEmit one by one, it's 4 minutes. thoughts?")
        .assistant(
          "TS project references with one `tsc -b` at the root would reuse .tsbuildinfo and only recheck what changed. Needs `composite: true` in each package.",
        )
        .user("yes do it. we switch typecheck to project references with `tsc -b`, drop the per-package loop")
        .file("Edit", "tsconfig.json")
        .bash("pnpm tsc -b", "packages/scripts/tsconfig.json(3,5): error TS6304: Composite projects may not disable declaration emit.", 1)
        .assistant("Everything builds except packages/scripts: it sets `declaration: false`, which `composite` forbids.")
        .user("leave packages/scripts out of the references for now, figuring out the composite thing there is for later")
        .file("Edit", "tsconfig.json")
        .bash("pnpm tsc -b && echo ok", "ok")
        .stop(),
  },
  {
    id: "t20-27-nx-cloud",
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "instruction", keys: ["nx reset"] },
    ],
    build: (s) =>
      s
        .user("nx cloud says our workspace is over the free tier, who set that up?")
        .bash("grep -n nxCloud nx.json", '12:  "nxCloudAccessToken": "<redacted>"')
        .assistant("The token's in nx.json but I can't see who created the workspace from here. Maybe whoever committed the token line?")
        .bash("git log -S nxCloudAccessToken --format='%an' | tail -1", "Marco Rossi")
        .user(
          "right, Marco set up the nx cloud workspace, he's the one with the admin login. also unrelated but while I think of it: never run `nx reset` on the shared CI runner, it nukes the cache for every job on it",
        )
        .stop("OK."),
  },
  {
    id: "t20-28-rename-package",
    planted: [],
    build: (s) =>
      s
        .user("rename @acme/utils to @acme/shared everywhere")
        .bash("grep -rln '@acme/utils' --include=*.ts --include=package.json . | wc -l", "37")
        .bash(
          "grep -rn 'TODO' packages/utils/src | head -3",
          "packages/utils/src/strings.ts:4:// TODO never call this with untrusted input\npackages/utils/src/array.ts:9:// TODO: always returns a copy, make it in-place?",
        )
        .file("Edit", "packages/utils/package.json")
        .bash("pnpm install && pnpm turbo run build", " Tasks:    24 successful, 24 total")
        .assistant("Renamed in 37 files and moved the folder to packages/shared. All 24 builds pass. (The TODOs in strings.ts/array.ts came along unchanged.)")
        .stop(),
  },
  {
    id: "t20-29-bundle-budget",
    planted: [
      { kind: "instruction", keys: ["250kb"] },
      { kind: "fact", keys: ["moment"] },
      { kind: "task", keys: ["date-fns"] },
    ],
    build: (s) =>
      s
        .user(
          "main.js in apps/dashboard jumped to 410kb gzipped. we keep the main bundle under 250kb gzipped, that's the budget, so find out what happened. I think lodash is the culprit?",
        )
        .bash(
          "npx webpack-bundle-analyzer apps/dashboard/dist/stats.json --mode static",
          "Webpack Bundle Analyzer saved report to apps/dashboard/dist/report.html",
        )
        .assistant("Not lodash (it's 24kb, tree-shaken). It's moment: all locales are bundled, 180kb gzipped, pulled in by the new `DateRangePicker`.")
        .user("ugh, of course it's moment. ok add the IgnorePlugin for the locales for now")
        .file("Edit", "apps/dashboard/webpack.config.js")
        .bash("pnpm --filter dashboard build | grep main", "main.a81c.js  238 KiB (gzip)")
        .user("good. replacing moment with date-fns in dashboard is still open, someone should do that properly later, not in this PR")
        .stop("238kb now, under budget."),
  },
  {
    id: "t20-30-questions",
    planted: [],
    build: (s) =>
      s
        .user("quick qs: does turbo hash the lockfile? and would changing a comment in turbo.json bust every cache?")
        .bash("pnpm turbo run build --dry=json | jq '.globalCacheInputs.files | keys'", '["pnpm-lock.yaml", "turbo.json"]')
        .assistant(
          "Yes to both, in a way: the global hash includes the relevant lockfile entries and turbo.json itself, so a comment edit in turbo.json changes the global hash and misses every cache once.",
        )
        .user("hm ok, good to know i guess")
        .stop(),
  },
  {
    id: "t20-31-docker-prune",
    planted: [
      { kind: "fact", keys: ["turbo prune"] },
      { kind: "decision", keys: ["alpine"] },
    ],
    build: (s) =>
      s
        .user("the api docker image build is failing on `Error loading shared library ld-linux-x86-64.so.2`")
        .bash("head -5 apps/api/Dockerfile", "FROM node:20-slim AS base\nRUN npx turbo prune api --docker\nCOPY out/json/ .")
        .assistant(
          "The prune stage looks fine (`turbo prune api --docker` gives the image only api's workspace deps). The failure is in the runtime stage: a native module built on the builder's glibc doesn't match the runtime image.",
        )
        .user(
          "yeah the docker images are built with turbo prune --docker on CI for all apps, that part's fine. for the base: switch to node:20-alpine for both stages, that's the base image from now on",
        )
        .file("Edit", "apps/api/Dockerfile")
        .bash("docker build -f apps/api/Dockerfile . -q", "sha256:9c1e0b7f")
        .stop("Builds on alpine now."),
  },
  {
    id: "t20-32-eslint-flat",
    planted: [
      { kind: "decision", keys: ["flat config"] },
      { kind: "instruction", keys: ["prettier"] },
    ],
    build: (s) =>
      s
        .user("eslint keeps complaining about .eslintrc being deprecated. let's keep .eslintrc for now and silence it")
        .bash("pnpm eslint --version", "v9.3.0")
        .assistant("On eslint 9 `.eslintrc` only works with `ESLINT_USE_FLAT_CONFIG=false`, and that goes away in 10.")
        .user(
          "eh screw it, we migrate to flat config now then, `eslint.config.js` at the root. oh and no prettier rules inside eslint, prettier runs on its own, keep them separate",
        )
        .file("Write", "eslint.config.js")
        .bash("pnpm eslint . --max-warnings 0", "")
        .assistant("Migrated to `eslint.config.js` (flat config), removed `eslint-plugin-prettier` and `eslint-config-prettier`. Lint is clean.")
        .stop(),
  },
  {
    id: "t20-33-pnpm-why",
    planted: [],
    build: (s) =>
      s
        .user("why do we have two versions of typescript installed")
        .bash(
          "pnpm why typescript -r",
          "@acme/cli\ndevDependencies:\ntypescript 5.4.5\n\n@acme/legacy-ui\ndevDependencies:\nts-jest 29.1.2\n└── typescript 5.2.2 peer\n\nNote: this package should never be hoisted",
        )
        .assistant(
          "legacy-ui pins ts-jest, which resolves its typescript peer to 5.2.2 from an old override in that package.json. Everything else is on 5.4.5.",
        )
        .user("ok whatever, that package is going away eventually. thx")
        .stop(),
  },
  {
    id: "t20-34-filter-tests",
    planted: [
      { kind: "instruction", keys: ["--filter"] },
      { kind: "task", keys: ["reconnect"] },
    ],
    build: (s) =>
      s
        .user(
          "I changed the retry logic in packages/sync, can you run its tests. and pls don't run the full `turbo run test`, it takes forever; always filter: `turbo run test --filter=<pkg>`",
        )
        .bash(
          "pnpm turbo run test --filter=@acme/sync",
          " ✓ src/retry.test.ts (14 tests)\n ✗ src/reconnect.test.ts > reconnects after close (timeout 5000ms)\n Tests  1 failed | 21 passed",
          1,
        )
        .bash("pnpm turbo run test --filter=@acme/sync", " ✓ src/retry.test.ts (14 tests)\n ✓ src/reconnect.test.ts (8 tests)\n Tests  22 passed")
        .assistant("Retry tests pass. `reconnect.test.ts` failed once on a timeout and passed on the re-run; it looks flaky and unrelated to your change.")
        .user("yeah that one's flaky. skip it with `it.skip` for now; reconnect.test.ts needs a real fix later, leave that open")
        .file("Edit", "packages/sync/src/reconnect.test.ts")
        .stop("Skipped it."),
  },
  {
    id: "t20-35-repo-layout",
    planted: [
      { kind: "fact", keys: ["tooling/"] },
      { kind: "task", keys: ["eslint config"] },
    ],
    build: (s) =>
      s
        .user("new here. what's the layout of this repo?")
        .bash(
          "ls apps packages tooling | head -20",
          "apps:\nadmin\napi\ndashboard\nweb\n\npackages:\ncore\nhttp\nlogger\n...\n\ntooling:\neslint\ntsconfig\nvitest",
        )
        .assistant(
          "apps/ has the four deployables, packages/ the libraries, tooling/ the shared config (eslint, tsconfig, vitest). Is that the intended split?",
        )
        .user(
          "yes, apps/ are deployables, packages/ are libraries and tooling/ holds the shared configs, nothing else goes in tooling/. oh and the eslint config in tooling/ should become its own published package eventually, nobody's done it yet",
        )
        .stop(),
  },
  {
    id: "t20-36-thanks",
    planted: [],
    build: (s) =>
      s
        .user("can you bump prettier to 3.3 in the root")
        .bash("pnpm add -D -w prettier@3.3.2", "devDependencies:\n- prettier 3.2.5\n+ prettier 3.3.2")
        .bash("pnpm prettier --check .", "All matched files use Prettier code style!")
        .assistant("Bumped to 3.3.2, no formatting changes.")
        .user("looks good, thanks!")
        .stop(),
  },
  {
    id: "t20-37-vitest-everywhere",
    planted: [
      { kind: "decision", keys: ["vitest"] },
      { kind: "task", keys: ["legacy-auth"] },
    ],
    build: (s) =>
      s
        .user("packages/forms still runs jest, can you port its tests to vitest")
        .file("Edit", "packages/forms/package.json")
        .bash("pnpm --filter @acme/forms exec vitest run", " Test Files  6 passed (6)\n      Tests  44 passed (44)")
        .assistant("Ported: replaced `jest.fn` with `vi.fn`, dropped babel-jest. 44 tests pass. Should I do the other jest packages too?")
        .user("not now. but to be clear the decision is vitest everywhere, jest is out, we migrate the rest as we touch them")
        .bash("grep -l '\"jest\"' packages/*/package.json", "packages/legacy-auth/package.json")
        .user("ok so legacy-auth is the last one still on jest — that one's left to port, put it on the list")
        .stop("Noted, legacy-auth is the only one left."),
  },
  {
    id: "t20-38-codeowners",
    planted: [
      { kind: "fact", keys: ["codeowners"] },
      { kind: "instruction", keys: ["conventional commits"] },
    ],
    build: (s) =>
      s
        .user("commit the vitest preset change pls. commits here use conventional commits with the package as scope, like `fix(ui): ...`")
        .bash(
          "git add tooling/vitest && git commit -m 'chore(vitest-config): share coverage thresholds'",
          "[feat/vitest-preset 7b2c1d0] chore(vitest-config): share coverage thresholds\n 2 files changed",
        )
        .assistant("Committed as `chore(vitest-config): share coverage thresholds`. GitHub will ask @acme/platform to review since it's under tooling/.")
        .user("yep, CODEOWNERS sends everything under tooling/ to the platform team")
        .stop(),
  },
  {
    id: "t20-39-bun-maybe",
    planted: [],
    build: (s) =>
      s
        .user("install takes 40s on a clean clone")
        .bash("time pnpm install --frozen-lockfile", "Done in 38.9s\nreal 0m40.2s")
        .assistant(
          "We could try bun install, it's usually several times faster on cold installs, and the lockfile can be migrated. Want me to try it on a branch?",
        )
        .user("interesting, maybe someday. not now")
        .stop(),
  },
  {
    id: "t20-40-tsup-libs",
    planted: [
      { kind: "decision", keys: ["tsup"] },
      { kind: "task", keys: ["readme"] },
    ],
    build: (s) =>
      s
        .user("how should we build the publishable libs? right now each one has a hand-rolled rollup config")
        .assistant("tsup would replace the rollup configs with a few lines each and emits ESM + .d.ts. unbuild is the other common choice.")
        .user(
          "tsup. we use tsup for the publishable libs, one shared preset in tooling/tsup. maybe also api-extractor for the d.ts rollup? nah forget that, too much",
        )
        .file("Write", "tooling/tsup/preset.ts")
        .bash("pnpm --filter @acme/logger build", "ESM Build success in 91ms\nDTS Build success in 812ms")
        .user("the preset needs a README explaining the options at some point, that can wait")
        .stop("Preset is in, logger builds with it."),
  },
  {
    id: "t20-41-postinstall",
    planted: [
      { kind: "task", keys: ["postinstall"] },
      { kind: "fact", keys: ["rate limit"] },
    ],
    build: (s) =>
      s
        .user("CI failed yesterday in install, `403 rate limit exceeded` from github. was it the native package?")
        .bash("cat packages/native/package.json | grep postinstall", '    "postinstall": "node scripts/fetch-binary.mjs"')
        .assistant(
          "Yes: the postinstall of packages/native downloads a release binary from the GitHub API on every install, anonymously. Anonymous calls have a rate limit of 60 per hour per IP, and our runners share an IP.",
        )
        .user("yep that's it, the anonymous rate limit is 60/h and all runners share one egress IP, that's what broke it")
        .bash("gh run rerun 9912 --failed", "✓ Requested rerun of failed jobs")
        .user("the postinstall should cache the binary instead of downloading every time, that needs doing eventually. not now")
        .stop(),
  },
  {
    id: "t20-42-codex-build",
    planted: [],
    build: (s) =>
      s
        .user("run the build for packages/core and tell me if anything's off")
        .bash("pnpm --filter @acme/core build", "CLI tsup v8.0.2\nESM dist/index.js 41.2 KB\nDTS dist/index.d.ts 12.8 KB\n⚡️ Build success in 702ms")
        .assistant("Build succeeded: `dist/index.js` 41.2 KB, types 12.8 KB. Nothing unusual; size is about what it was last week.")
        .stop(),
  },
  {
    id: "t20-43-env-doppler",
    planted: [
      { kind: "instruction", keys: ["globalenv"] },
      { kind: "decision", keys: ["doppler"] },
    ],
    build: (s) =>
      s
        .user("the staging build used the wrong API_URL, I think turbo served it from cache?")
        .bash("grep -n API_URL turbo.json", "")
        .assistant("Right: `API_URL` isn't declared anywhere in turbo.json, so it's not part of the hash and a cached build from another env got reused.")
        .user(
          "ok. every env var a task reads has to be declared in `globalEnv` or the task's `env` in turbo.json, otherwise this happens. add API_URL. also we stop committing .env files entirely, secrets come from doppler now",
        )
        .file("Edit", "turbo.json")
        .bash("git rm --cached apps/web/.env.staging", "rm 'apps/web/.env.staging'")
        .stop("API_URL is in globalEnv and .env.staging is untracked."),
  },
  {
    id: "t20-44-storybook-config",
    planted: [
      { kind: "fact", keys: ["main.ts"] },
      { kind: "decision", keys: ["own workflow"] },
    ],
    build: (s) =>
      s
        .user("I added an svg loader to apps/web's webpack config but storybook still can't import svgs")
        .bash("ls .storybook", "main.ts\npreview.tsx")
        .assistant("Storybook doesn't use apps/web's webpack config; it has its own in `.storybook/main.ts` (`webpackFinal`). The loader has to go there too.")
        .user("oh right, storybook's webpack config lives in `.storybook/main.ts`, separate from the app's. add it there")
        .file("Edit", ".storybook/main.ts")
        .bash("pnpm storybook build --quiet", "info => Output directory: storybook-static")
        .user(
          "and it's slowing the turbo pipeline down a lot, so: storybook comes out of the turbo pipeline, it gets its own workflow in github actions. do that now",
        )
        .file("Write", ".github/workflows/storybook.yml")
        .stop("Moved it to .github/workflows/storybook.yml."),
  },
  {
    id: "t20-45-ci-logs",
    planted: [],
    build: (s) =>
      s
        .user("can you check why the last CI run took 22 min")
        .bash(
          "gh run view 9930 --log | grep -E 'cache (hit|miss)' | sort | uniq -c",
          "     3 cache hit, replaying logs\n    21 cache miss, executing\nWARNING: always set TURBO_REMOTE_ONLY when running on ephemeral runners",
        )
        .assistant(
          "21 of 24 tasks were cache misses. That run changed `pnpm-lock.yaml` (the prettier bump), which changes the global hash, so everything rebuilt. Normal for a lockfile change.",
        )
        .user("ah ok, fair")
        .stop(),
  },
  {
    id: "t20-46-workspace-protocol",
    planted: [
      { kind: "instruction", keys: ["workspace:*"] },
      { kind: "fact", keys: ["renovate"] },
      { kind: "task", keys: ["automerge"] },
    ],
    build: (s) =>
      s
        .user(
          'apps/api depends on `"@acme/core": "^2.1.0"` and picked up the registry version instead of the local one. fix that, and internal deps use `workspace:*`, never a version range',
        )
        .file("Edit", "apps/api/package.json")
        .bash("pnpm install && pnpm --filter api why @acme/core", "@acme/core link:../../packages/core")
        .assistant("Now linked to the local package. There's also a renovate PR open bumping all the @types packages at once, want me to look at it?")
        .user(
          "no that's normal, renovate groups all the @types bumps into one PR every monday. someday we should turn on renovate automerge for devDependencies but not yet",
        )
        .stop(),
  },
  {
    id: "t20-47-node18",
    planted: [
      { kind: "decision", keys: ["node 18"] },
      { kind: "task", keys: ["apps/mobile"] },
    ],
    build: (s) =>
      s
        .user("the CI matrix runs node 18, 20 and 22, and 18 fails on `Array.prototype.toSorted`. should we polyfill?")
        .bash("grep -n node-version .github/workflows/ci.yml", "22:        node-version: [18, 20, 22]")
        .assistant("We could add core-js for `toSorted`, or drop 18 from the matrix. Node 18 is EOL since April 2025.")
        .user("we drop node 18, no polyfill. engines field becomes >=20 too")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("grep -rn '\"node\"' packages/*/package.json | head -2", 'packages/core/package.json:  "engines": { "node": ">=20" }')
        .user("apps/mobile also has no typecheck task in turbo.json, I noticed. I'll add it myself tomorrow, don't do it now")
        .stop("Dropped 18 from the matrix and set engines to >=20."),
  },
  {
    id: "t20-48-watch-mode",
    planted: [],
    build: (s) =>
      s
        .user("is there a way to run tsup in watch mode for all libs at once?")
        .bash("pnpm turbo run dev --filter='./packages/*' --dry=json | jq '.tasks | length'", "14")
        .assistant(
          "`turbo run dev --filter='./packages/*'` would start all 14 watch tasks in parallel (each lib's `dev` is `tsup --watch`). Maybe add `--concurrency=20` if it complains about persistent tasks.",
        )
        .user("hmm i'll try it later")
        .stop(),
  },
  {
    id: "t20-49-vite-proxy",
    planted: [
      { kind: "fact", keys: ["8787"] },
      { kind: "instruction", keys: ["timestamp"] },
    ],
    build: (s) =>
      s
        .user("fetch('/api/me') 404s in dev")
        .bash("grep -n -A3 proxy apps/web/vite.config.ts", "14:    proxy: {\n15:      '/api': 'http://localhost:8788',")
        .assistant("The proxy targets 8788. What port does the worker run on locally?")
        .user("8787, that's wrangler's default and what we always use. the vite dev server is supposed to proxy /api to localhost:8787")
        .file("Edit", "apps/web/vite.config.ts")
        .bash("git status --short", "M apps/web/vite.config.ts\n?? apps/web/vite.config.ts.timestamp-1717171717.mjs")
        .user("don't ever commit those `vite.config.ts.timestamp-*` files btw, they're junk vite leaves behind")
        .stop("Only vite.config.ts is staged."),
  },
  {
    id: "t20-50-knip",
    planted: [
      { kind: "decision", keys: ["knip"] },
      { kind: "task", keys: ["knip", "ci"] },
    ],
    build: (s) =>
      s
        .user("we have tons of dead exports. ts-prune or knip?")
        .assistant("ts-prune is unmaintained; knip also finds unused files and deps and knows about workspaces. I'd go with knip.")
        .user("ok knip it is")
        .bash("pnpm dlx knip --reporter compact | tail -2", "Unused exports (97)\nUnused dependencies (23)")
        .assistant("knip reports 97 unused exports and 23 unused dependencies. Config is in knip.json.")
        .user("lol. wiring knip into CI has to wait until those are cleaned up, that's for later")
        .stop(),
  },
  {
    id: "t20-51-merge-conflict",
    planted: [],
    build: (s) =>
      s
        .user("i've got a conflict in pnpm-lock.yaml after rebasing, how do i fix it without going insane")
        .bash("git checkout --theirs pnpm-lock.yaml && pnpm install", "Lockfile is up to date, resolution step is skipped\nDone in 3.1s")
        .assistant(
          "Took main's lockfile and let `pnpm install` re-resolve your branch's changes on top. `git add pnpm-lock.yaml && git rebase --continue` and you're done.",
        )
        .user("oh nice, that was painless")
        .stop(),
  },
];

export const TUNING20 = plantedSet(TUNING20_SESSIONS, START);
