/**
 * Blind planted set 227 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a team lead onboarding the agent to a payments monorepo (Nx, pnpm workspaces), with
 * "heads up", "FYI" and "gotcha:" remarks, lists of house rules, and plenty of one-off requests.
 * Each session is one segment; the items planted in it are listed with it: 79 items (16 decisions, 21 instructions,
 * 26 facts, 16 tasks) in 48 sessions, 13 of which plant nothing (64 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
 * - A candidate matches a planted item when it comes from the item's segment, has the item's
 *   kind, and every one of the item's key words occurs in the candidate's text
 *   (case-insensitive substring).
 * - Recall = planted items matched by at least one candidate / planted items (a candidate counts for one
 *   item at most: two items stated in one sentence need two memories).
 * - Precision = candidates that match some planted item of their segment / all candidates.
 *   A second candidate matching an already-matched item counts as correct for precision
 *   (it is true), and is reported as a duplicate.
 * - Also reported, not asserted: "right words, wrong kind" (a candidate whose text has an
 *   item's key words but another kind), which counts as a false positive and leaves the
 *   item missed.
 */
import { type BlindSession, plantedSet } from "./planted-scoring";

export const BLIND227_SESSIONS: BlindSession[] = [
  {
    id: "b227-welcome-layout",
    build: (s) =>
      s
        .user(
          "Welcome aboard 👋 quick orientation before you touch anything. This is the payments monorepo, Nx + pnpm workspaces. Apps live in apps/, shared libs in libs/. FYI the web checkout is apps/checkout-web and the API is apps/ledger-api. Heads up: never run plain `npm install` in here, it writes a package-lock.json and CI rejects the PR. pnpm only.",
        )
        .bash(
          "ls apps libs",
          "apps:\nadmin-console  checkout-web  checkout-web-e2e  docs  ledger-api  legacy-checkout\n\nlibs:\ndb-client  errors  money  ui-kit  ...  (14 entries)",
        )
        .assistant(
          "Got it. I see checkout-web, ledger-api, admin-console, docs and legacy-checkout under apps/, and 14 libs. Want me to dump the project graph so I can see who depends on what?",
        )
        .user("yeah go ahead")
        .bash("pnpm nx graph --file=graph.json", "NX   JSON output contains deps for 20 projects\n\nGraph written to graph.json")
        .assistant("Graph written: ledger-api depends on libs/money, libs/db-client and libs/errors; checkout-web on ui-kit and errors.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["checkout-web"] },
      { kind: "instruction", keys: ["npm install"] },
    ],
  },
  {
    id: "b227-affected-fetch",
    build: (s) =>
      s
        .user(
          "gotcha: `nx affected` compares against origin/main, so if your local origin ref is stale it'll happily run half the repo. Always do a `git fetch origin main` before any affected run.",
        )
        .bash(
          "git fetch origin main && pnpm nx affected -t lint",
          "From github.com:acme/payments\n * branch            main       -> FETCH_HEAD\n\n NX   Successfully ran target lint for 4 projects (11s)",
        )
        .assistant("Fetched; affected lint covered 4 projects and all passed.")
        .user("nice. can you also run typecheck on those")
        .bash("pnpm nx affected -t typecheck", " NX   Successfully ran target typecheck for 4 projects (23s)")
        .assistant("Typecheck is clean on all 4.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["origin/main"] },
      { kind: "instruction", keys: ["git fetch"] },
    ],
  },
  {
    id: "b227-money-bigint",
    build: (s) =>
      s
        .user(
          "So, the rounding mess in libs/money. We talked about it in the guild yesterday, options were dinero.js or rolling our own bigint cents. What do you think?",
        )
        .assistant(
          "I'd lean to bigint minor units: no new dependency, and libs/money already stores amounts as integers in two of its three call sites. dinero.js v2 is still alpha-tagged on npm.",
        )
        .user("ok yeah, let's go with bigint cents, no dinero. I'll tell the guild.")
        .file("Edit", "libs/money/src/amount.ts")
        .bash("pnpm nx test money", " ✓ src/amount.spec.ts (24)\n ✓ src/format.spec.ts (14)\n\n Tests  38 passed (38)")
        .assistant("Amount now holds bigint minor units; all 38 money tests pass.")
        .user("TODO for later, not now: ledger-api still does parseFloat on amounts in the refunds controller, that needs migrating to the new Amount too.")
        .assistant("Noted, I left the refunds controller untouched.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bigint"] },
      { kind: "task", keys: ["refunds"] },
    ],
  },
  {
    id: "b227-readme-typo",
    build: (s) =>
      s
        .user("hey can you fix the typo in the libs/ui-kit README, it says 'compnent'")
        .file("Edit", "libs/ui-kit/README.md")
        .assistant("Fixed 'compnent' → 'component' in libs/ui-kit/README.md.")
        .user("thx. did lint complain about anything else in ui-kit?")
        .bash("pnpm nx lint ui-kit", "\n> nx run ui-kit:lint\n\nAll files pass linting.")
        .assistant("No, ui-kit lint is clean.")
        .user("cool 👍")
        .stop(),
    planted: [],
  },
  {
    id: "b227-nx-cloud-cache",
    build: (s) =>
      s
        .user(
          "FYI we use Nx Cloud for remote caching, the CI token lives in 1Password under 'nx-cloud-ci'. Locally your access is read-only, so don't be surprised when it says remote cache hit but never uploads anything.",
        )
        .bash(
          "pnpm nx build checkout-web",
          "Nx read the output from the cache instead of running the command for 1 out of 1 tasks.\n\n NX   Successfully ran target build for project checkout-web [remote cache] (1.2s)",
        )
        .assistant("Build came back as a remote cache hit, 1.2s.")
        .user("yep that's the one. run it once with --skip-nx-cache so you see the real time")
        .bash("pnpm nx build checkout-web --skip-nx-cache", " NX   Successfully ran target build for project checkout-web (48s)")
        .assistant("Cold build is 48s.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "fact", keys: ["read-only"] },
    ],
  },
  {
    id: "b227-nx-run-over-filter",
    build: (s) =>
      s
        .user(
          "small thing, I prefer `pnpm nx run <proj>:<target>` over `pnpm --filter <pkg> test` for anything that has an Nx target, the filter version skips the cache. Can you rerun the ledger-api tests that way?",
        )
        .bash("pnpm nx run ledger-api:test", "\n Test Files  41 passed (41)\n      Tests  212 passed | 3 skipped (215)")
        .assistant("ledger-api:test: 212 passed, 3 skipped. The skipped ones are tagged @slow.")
        .user("right, the @slow ones only run in the nightly pipeline, that's expected")
        .assistant("Ok, then that's a clean run.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["nx run"] },
      { kind: "fact", keys: ["@slow", "nightly"] },
    ],
  },
  {
    id: "b227-parallel-question",
    build: (s) =>
      s
        .user("Question: does Nx run targets in parallel across projects that use different executors? I've never actually checked")
        .assistant(
          "Yes, `--parallel=N` applies across projects regardless of executor; Nx schedules from the task graph. An executor that takes its own lock can still serialize itself, but that's rare.",
        )
        .user("hmm ok, just curious. what's it set to right now?")
        .bash("grep -n parallel nx.json", '14:  "parallel": 3,')
        .assistant("nx.json sets parallel to 3.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b227-db-client-owners",
    build: (s) =>
      s
        .user(
          "heads up, libs/db-client is owned by the platform team (Ramona's group). If you change anything in there, tag @platform-db on the PR, they're strict about it.",
        )
        .bash("grep db-client .github/CODEOWNERS", "/libs/db-client/   @acme/platform-db")
        .assistant("CODEOWNERS agrees: /libs/db-client/ goes to @acme/platform-db.")
        .user("yup. so the migration helper you were about to add, put it in apps/ledger-api instead of db-client. keeps us out of their review queue.")
        .file("Write", "apps/ledger-api/src/db/migration-helper.ts")
        .assistant("Added apps/ledger-api/src/db/migration-helper.ts with runPending() and a dry-run flag.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["db-client", "platform"] },
      { kind: "instruction", keys: ["@platform-db"] },
      { kind: "decision", keys: ["migration helper"] },
    ],
  },
  {
    id: "b227-stripe-mock-e2e",
    build: (s) =>
      s
        .user("the checkout e2e is red again, can you look")
        .bash("pnpm nx e2e checkout-web-e2e", "  ✖ payment form › submits card (timeout of 5000ms exceeded)\n\n  23 passing\n  1 failing", 1)
        .assistant("One failure, 'submits card' timing out at 5s. Could be the Stripe mock being slow to boot, or the wait on the card iframe. Checking.")
        .bash("docker logs e2e-stripe-mock 2>&1 | tail -2", "stripe-mock 0.188.0\nListening for HTTP on port: 12111 (started in 7.8s)")
        .assistant("Found it: stripe-mock needs ~7.8s to start in the container and the test starts clicking at 5s. That's the cause, not the iframe.")
        .user("ugh, right. so that's just how it is: stripe-mock is slow to boot in CI, ~8 seconds. bump the wait.")
        .file("Edit", "apps/checkout-web-e2e/src/support/stripe.ts")
        .assistant("The support file now polls stripe-mock's health endpoint instead of sleeping a fixed 5s.")
        .user("follow-up for next week: admin-console-e2e has the same fixed 5s sleep, it'll need the same health check.")
        .stop("Ok, I'll leave admin-console-e2e as is for now."),
    planted: [
      { kind: "fact", keys: ["stripe-mock"] },
      { kind: "task", keys: ["admin-console-e2e"] },
    ],
  },
  {
    id: "b227-buttons-status",
    build: (s) =>
      s
        .user("morning! where did we leave the ui-kit buttons refactor yesterday?")
        .assistant(
          "The Button split is done: PrimaryButton and GhostButton are separate components, the stories are updated and the 3 usages in checkout-web are switched over. Nothing was left open.",
        )
        .user("ok and did the storybook build pass?")
        .bash("pnpm nx build-storybook ui-kit", "info => Output directory: dist/storybook/ui-kit\nStorybook build completed successfully")
        .assistant("Yes, build-storybook passes for ui-kit.")
        .user("great, ship it")
        .stop(),
    planted: [],
  },
  {
    id: "b227-node-versions",
    build: (s) =>
      s
        .user(
          "gotcha: the repo pins Node 20.11 via .nvmrc and volta, but CI actually runs 20.9 because the runner image lags. If you ever see weird fetch() differences between local and CI, that's why.",
        )
        .bash("cat .nvmrc && node -v", "20.11.1\nv20.11.1")
        .assistant("Local is v20.11.1, matching .nvmrc.")
        .user(
          "good. we decided at the last retro to bump the CI runner image to 20.11 rather than downgrade everyone locally, Jonas is on it. so leave .nvmrc alone, don't ever edit it to match CI",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["20.9"] },
      { kind: "decision", keys: ["runner image"] },
      { kind: "instruction", keys: [".nvmrc"] },
    ],
  },
  {
    id: "b227-workspace-generator",
    build: (s) =>
      s
        .user(
          "when you create new libs, use our workspace generator `pnpm nx g @acme/tools:lib`, not the stock @nx/js:library. ours sets up the tags and the eslint boundaries. go ahead and create libs/fx-rates with it",
        )
        .bash(
          "pnpm nx g @acme/tools:lib fx-rates --scope=ledger",
          "CREATE libs/fx-rates/project.json\nCREATE libs/fx-rates/src/index.ts\nCREATE libs/fx-rates/tsconfig.json\nUPDATE tsconfig.base.json",
        )
        .assistant("Created libs/fx-rates with tags scope:ledger and type:data-access.")
        .user("perfect. remind me friday to wire fx-rates into the nightly job, we're not doing that today")
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["acme/tools"] },
      { kind: "task", keys: ["fx-rates", "nightly"] },
    ],
  },
  {
    id: "b227-module-boundaries",
    build: (s) =>
      s
        .user("lint is failing on checkout-web after your formatting change")
        .bash(
          "pnpm nx lint checkout-web",
          'apps/checkout-web/src/cart/total.tsx\n  3:1  error  A project tagged with "scope:web" can only depend on libs tagged with "scope:web", "scope:shared"  @nx/enforce-module-boundaries\n\n✖ 1 problem (1 error, 0 warnings)',
          1,
        )
        .user(
          "ah yeah. FYI the boundaries rule: scope:web projects can only import scope:web and scope:shared libs. so checkout-web can't pull in libs/money directly.",
        )
        .assistant("Then we could tag libs/money as scope:shared, or copy the formatCents helper into checkout-web. Retagging is a one-line change.")
        .user("hmm no, retagging money is a bigger convo with the ledger folks. just copy formatCents into checkout-web for now.")
        .file("Edit", "apps/checkout-web/src/lib/format.ts")
        .bash("pnpm nx lint checkout-web", "All files pass linting.")
        .assistant("Copied formatCents into checkout-web; lint passes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["scope:shared"] }],
  },
  {
    id: "b227-daemon-ram",
    build: (s) =>
      s
        .user("lol the nx daemon just ate 4GB of RAM on my laptop")
        .assistant("Ouch. Want me to run `pnpm nx reset` here and see whether it comes back down?")
        .user("sure")
        .bash("pnpm nx reset", " NX   Resetting the Nx cache and stopping the daemon.\n\n NX   Successfully reset the Nx workspace.")
        .assistant("Reset done; the daemon restarted at about 300MB.")
        .user("ty. ok back to meetings, ttyl")
        .stop(),
    planted: [],
  },
  {
    id: "b227-changesets",
    build: (s) =>
      s
        .user(
          "onboarding part 3: releases. we use changesets. every PR that touches a publishable lib needs a changeset (`pnpm changeset`), the bot blocks the merge otherwise. fyi only libs/ui-kit and libs/money get published to npm, everything else is internal.",
        )
        .bash("pnpm changeset status", "🦋  info NO packages to be bumped at patch, minor or major")
        .assistant("No pending changesets right now.")
        .user("add one for the money bigint change, minor bump")
        .file("Write", ".changeset/brave-lions-dance.md")
        .assistant("Added .changeset/brave-lions-dance.md: @acme/money minor, 'Amount uses bigint minor units'.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "fact", keys: ["ui-kit", "published"] },
    ],
  },
  {
    id: "b227-pgbouncer",
    build: (s) =>
      s
        .user(
          "heads up, ledger-api reads its config from apps/ledger-api/.env.local, which is gitignored, so copy .env.example. the DATABASE_URL in there points at the shared dev db on port 6543, not 5432, it goes through pgbouncer.",
        )
        .bash(
          "cp apps/ledger-api/.env.example apps/ledger-api/.env.local && pnpm nx serve ledger-api",
          "[ledger-api] connected to postgres (localhost:6543)\n[ledger-api] listening on :3333",
        )
        .assistant("ledger-api is up on :3333 and connected through pgbouncer on 6543.")
        .user("🎉 btw don't use prepared statements in new queries, pgbouncer runs in transaction mode and they break")
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["6543"] },
      { kind: "instruction", keys: ["prepared statements"] },
    ],
  },
  {
    id: "b227-target-defaults",
    build: (s) =>
      s
        .user("can you explain what the targetDefaults block in nx.json is doing? I inherited it")
        .file("Read", "nx.json")
        .assistant(
          'targetDefaults sets defaults for every project\'s targets: build depends on "^build", test and lint are cacheable, and build outputs go to dist/{projectRoot}. Next to the inputs override there\'s a comment "// TODO: remove once all libs have project.json".',
        )
        .user("huh. ok makes sense I think. why ^build with the caret again?")
        .assistant("The caret means 'this target on the project's dependencies', so libs build before the apps that import them.")
        .user("right right, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b227-ports",
    build: (s) =>
      s
        .user(
          "gotcha: storybook for ui-kit runs on 6006, and admin-console's dev server ALSO defaults to 6006 for some cursed reason, so if you run both one of them silently moves to 6007.",
        )
        .assistant("Want me to move one of them? Storybook's port is the conventional one, admin-console's is just the Vite default someone copied.")
        .user("yeah let's fix it for good: admin-console moves to 4300. that's what it should've had all along.")
        .file("Edit", "apps/admin-console/vite.config.ts")
        .bash("pnpm nx serve admin-console", "  VITE v5.4.2  ready in 612 ms\n\n  ➜  Local:   http://localhost:4300/")
        .assistant("admin-console now serves on 4300.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["storybook", "6006"] },
      { kind: "decision", keys: ["4300"] },
    ],
  },
  {
    id: "b227-vitest-migration",
    build: (s) =>
      s
        .user("we're migrating from jest to vitest, lib by lib. start with libs/fx-rates since it's brand new.")
        .assistant("Sure. Should the test target use the @nx/vite:test executor or plain vitest through nx:run-commands?")
        .user("the @nx/vite one I guess")
        .file("Edit", "libs/fx-rates/project.json")
        .bash("pnpm nx test fx-rates", "Error: Cannot find module '@acme/errors' imported from libs/fx-rates/src/lib/fetch.ts", 1)
        .user(
          "hmm actually no, scratch that. the @nx/vite executor chokes on our tsconfig paths, platform hit the same thing. use nx:run-commands with `vitest run`, that's what they ended up with.",
        )
        .file("Edit", "libs/fx-rates/project.json")
        .bash("pnpm nx test fx-rates", " ✓ src/lib/fx-rates.spec.ts (1)\n\n Tests  1 passed (1)")
        .assistant("fx-rates tests now run through nx:run-commands with vitest run.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jest", "vitest"] },
      { kind: "decision", keys: ["run-commands"] },
    ],
  },
  {
    id: "b227-split-ledger-idea",
    build: (s) =>
      s
        .user("thinking we could maybe split ledger-api into two apps, read side and write side? thoughts")
        .assistant(
          "It'd let reads scale separately, but db-client's transaction helpers would need splitting too, and the deploy pipeline assumes one app per service. It's a sizeable change.",
        )
        .user("yeah nah, forget it, not worth it right now. was just thinking out loud. how big is ledger-api anyway")
        .bash("find apps/ledger-api/src -name '*.ts' | xargs wc -l | tail -1", "  18422 total")
        .assistant("About 18.4k lines of TypeScript.")
        .user("ok, smaller than I thought")
        .stop(),
    planted: [],
  },
  {
    id: "b227-ci-workflow",
    build: (s) =>
      s
        .user("FYI CI is GitHub Actions, the workflow is .github/workflows/ci.yml, and it spreads the affected e2e suites over 4 agents with Nx Cloud DTE.")
        .file("Read", ".github/workflows/ci.yml")
        .assistant(
          'I see it: `npx nx-cloud start-ci-run --distribute-on="4 linux-medium-js"` plus the agents job. There\'s a comment "# never cancel in-progress runs on main" on the concurrency block.',
        )
        .user(
          "right. and a rule of mine: don't add new jobs to ci.yml, add a target to the project's project.json and let affected pick it up. keeps the CI config boring. so add a check-format target to checkout-web",
        )
        .file("Edit", "apps/checkout-web/project.json")
        .assistant("Added a check-format target to checkout-web's project.json; affected will pick it up.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ci.yml"] },
      { kind: "instruction", keys: ["project.json"] },
    ],
  },
  {
    id: "b227-backlog-list",
    build: (s) =>
      s
        .user(
          "before I forget, a few things for your backlog (not today):\n- admin-console still imports lodash whole, needs switching to lodash-es\n- libs/db-client has no tests at all, someone needs to add at least smoke tests (coordinate w/ platform)\n- delete apps/legacy-checkout once the Q4 cutover is done",
        )
        .assistant("Noted all three. Should I start a TODO.md in the repo root or do you keep them in the tracker?")
        .user("tracker's fine, I'll file them. just check how big legacy-checkout is")
        .bash("du -sh apps/legacy-checkout", "41M\tapps/legacy-checkout")
        .assistant("41M, mostly a vendored node_modules snapshot and fixtures.")
        .stop(),
    planted: [
      { kind: "task", keys: ["lodash-es"] },
      { kind: "task", keys: ["smoke tests"] },
      { kind: "task", keys: ["legacy-checkout"] },
    ],
  },
  {
    id: "b227-run-the-tests",
    build: (s) =>
      s
        .user("run the money tests pls")
        .bash("pnpm nx test money", " Tests  38 passed (38)")
        .assistant("All 38 pass.")
        .user("and is ledger-api affected by that?")
        .bash("pnpm nx show projects --affected", "money\nledger-api\ncheckout-web")
        .assistant("Affected: money, ledger-api and checkout-web.")
        .user("run ledger-api too then")
        .bash("pnpm nx run ledger-api:test", "      Tests  212 passed | 3 skipped (215)")
        .assistant("ledger-api: 212 passed, 3 skipped.")
        .stop(),
    planted: [],
  },
  {
    id: "b227-code-style",
    build: (s) =>
      s
        .user(
          "a couple of style things the team cares about, since you'll write a lot of code here:\n1. named exports only, no default exports (the barrel files rely on it)\n2. request bodies in ledger-api get validated with zod, don't hand-roll validators\n3. errors go through AppError from libs/errors, no bare `throw new Error` in app code",
        )
        .bash(
          "grep -rn 'export default' apps/ledger-api/src",
          "apps/ledger-api/src/routes/refunds.ts:88:export default router\napps/ledger-api/src/routes/payouts.ts:41:export default router",
        )
        .assistant("Got it. There are two default exports in ledger-api/src/routes, want them converted?")
        .user("yes pls")
        .file("Edit", "apps/ledger-api/src/routes/refunds.ts")
        .file("Edit", "apps/ledger-api/src/routes/payouts.ts")
        .bash("pnpm nx lint ledger-api", "All files pass linting.")
        .assistant("Converted both to named exports and updated the imports; lint passes.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["default exports"] },
      { kind: "instruction", keys: ["zod"] },
      { kind: "instruction", keys: ["apperror"] },
    ],
  },
  {
    id: "b227-recon-timeout",
    build: (s) =>
      s
        .user("the recon job failed again last night, can you check what it's doing")
        .bash(
          "pnpm nx run ledger-api:recon --dry-run",
          "[recon] scanning ledger_entries partition 2026_10\nERROR recon: canceling statement due to statement timeout (30000ms)",
          1,
        )
        .assistant("It's hitting a 30s statement timeout while scanning the October ledger_entries partition.")
        .user(
          "ah, that one. FYI Priya owns the recon job and already knows. the 30s statement timeout is set on the shared dev db and can't be raised there. next sprint we need to add an index on ledger_entries(account_id, posted_at), that's the real fix.",
        )
        .assistant("Understood, I won't touch the timeout.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "recon"] },
      { kind: "fact", keys: ["30s"] },
      { kind: "task", keys: ["posted_at"] },
    ],
  },
  {
    id: "b227-deploys",
    build: (s) =>
      s
        .user(
          "deploy stuff, briefly: checkout-web deploys to Vercel from main automatically; ledger-api deploys to Fly via `pnpm nx deploy ledger-api`, which only on-call can run. you won't need to deploy anything.",
        )
        .bash(
          "jq .targets.deploy apps/ledger-api/project.json",
          '{\n  "executor": "nx:run-commands",\n  "options": { "command": "flyctl deploy --config apps/ledger-api/fly.toml" }\n}',
        )
        .assistant("The deploy target is flyctl deploy with apps/ledger-api/fly.toml.")
        .user("yup")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vercel"] },
      { kind: "fact", keys: ["fly"] },
    ],
  },
  {
    id: "b227-workspace-protocol",
    build: (s) =>
      s
        .user(
          "the tsconfig.base.json paths are getting out of hand. Jonas proposes switching to the pnpm workspace: protocol with package.json exports instead of paths. other option is keeping paths and generating them. your take?",
        )
        .assistant(
          "The workspace protocol with exports is where Nx is heading and it also fixes the vitest path resolution problem. The cost is a package.json per lib, 14 of them.",
        )
        .user("ok let's do it, workspace protocol and we drop the tsconfig paths. but incrementally, not one big PR.")
        .bash("grep -c '\"@acme/' tsconfig.base.json", "62")
        .assistant("62 path entries today. I'll start with fx-rates.")
        .file("Write", "libs/fx-rates/package.json")
        .user("👍 and TODO for after this one: the rest of the libs, one lib per PR, money goes last because it's published.")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["workspace", "paths"] },
      { kind: "task", keys: ["money"] },
    ],
  },
  {
    id: "b227-nx-release-thought",
    build: (s) =>
      s
        .user("should we switch to nx release instead of changesets? saw a talk about it")
        .assistant(
          "nx release does versioning, changelogs and publishing off the project graph, so the changesets bot would go away. The catch is that the bot's check is a required status on main, so branch protection would have to change at the same time.",
        )
        .user("mm. let me think about it, maybe bring it up at guild. no action for now. how many changesets are sitting there rn?")
        .bash("ls .changeset", "README.md\nbrave-lions-dance.md\nconfig.json")
        .assistant("Just one pending: brave-lions-dance.md (the money minor bump).")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b227-pre-push",
    build: (s) =>
      s
        .user(
          "gotcha #2: there's a husky pre-push hook that runs affected lint + test, takes like 3 min. don't --no-verify your way past it though, Marco will yell.",
        )
        .bash("cat .husky/pre-push", "#!/usr/bin/env sh\npnpm nx affected -t lint test --base=origin/main")
        .assistant("Confirmed, the pre-push hook runs affected lint and test against origin/main.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pre-push"] },
      { kind: "instruction", keys: ["no-verify"] },
    ],
  },
  {
    id: "b227-pr-summary",
    build: (s) =>
      s
        .user("write me a quick summary of PR #412 for a slack message")
        .bash(
          "gh pr view 412 --json title,body",
          '{"title":"refactor(ui-kit): split Button","body":"Splits Button into PrimaryButton and GhostButton, updates 3 usages in checkout-web."}',
        )
        .assistant("PR #412 splits the ui-kit Button into PrimaryButton and GhostButton and updates the three usages in checkout-web. No behaviour change.")
        .user("shorter pls")
        .assistant("#412: Button → PrimaryButton + GhostButton, checkout-web updated, no behaviour change.")
        .user("perfect thx")
        .stop(),
    planted: [],
  },
  {
    id: "b227-build-warning",
    build: (s) =>
      s
        .user("what's this warning in the build output?")
        .bash(
          "pnpm nx build ledger-api",
          "WARNING in DefinePlugin\nConflicting values for 'process.env.NODE_ENV'\nNOTE: you must never ship a dev build to production\n\n NX   Successfully ran target build for project ledger-api",
        )
        .assistant(
          "DefinePlugin complains that NODE_ENV is defined twice, once by Nx's default and once in webpack.config.js. It's harmless for this build; the NOTE line comes from the custom banner plugin.",
        )
        .user("ok whatever, it builds. leave it")
        .assistant("Leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b227-growthbook",
    build: (s) =>
      s
        .user(
          "we're picking a feature flag lib for checkout-web. candidates are unleash (self-hosted) or growthbook. I'm leaning growthbook but tell me if I'm wrong",
        )
        .assistant(
          "GrowthBook's SDK is smaller and works in edge middleware; Unleash needs its proxy for client-side flags. For a Next app on Vercel, GrowthBook fits better.",
        )
        .user("ok, growthbook it is.")
        .bash("pnpm add @growthbook/growthbook-react --filter checkout-web", "+ @growthbook/growthbook-react 1.2.0\nDone in 6.1s")
        .assistant("Added @growthbook/growthbook-react 1.2.0 to checkout-web.")
        .user(
          "the growthbook client key still has to go into the vercel prod env, and I need to do that myself since you don't have access. remind me tomorrow",
        )
        .stop("Will remind you."),
    planted: [
      { kind: "decision", keys: ["growthbook"] },
      { kind: "task", keys: ["client key"] },
    ],
  },
  {
    id: "b227-pr-conventions",
    build: (s) =>
      s
        .user(
          "PR conventions: titles in conventional-commit style, scoped by project, e.g. `fix(ledger-api): ...`. the repo is squash-merge only anyway so the PR title becomes the commit.",
        )
        .bash("gh pr create --draft --title 'feat(fx-rates): add rates fetcher' --fill", "https://github.com/acme/payments/pull/431")
        .assistant("Opened #431 as 'feat(fx-rates): add rates fetcher'.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "fact", keys: ["squash"] },
    ],
  },
  {
    id: "b227-utc-dates",
    build: (s) =>
      s
        .user("the fx-rates test fails for me but passes for you??")
        .bash("TZ=Europe/Berlin pnpm nx test fx-rates", " ✖ rateDate › uses the publication day\n   expected '2026-11-04' to be '2026-11-05'", 1)
        .assistant(
          "Reproduced with TZ=Europe/Berlin. My shell is UTC, so maybe the helper uses local time, or the fixture sits right on midnight. Checking the helper.",
        )
        .bash("grep -n toDateString libs/fx-rates/src/lib/rate-date.ts", "7:  return new Date(ts).toDateString();")
        .assistant("It's local time: rateDate() calls toDateString(). Formatting in UTC fixes it.")
        .user(
          "yes. and make it a rule: all date handling in ledger code is UTC, and use date-fns-tz's formatInTimeZone when something needs to be shown in local time.",
        )
        .file("Edit", "libs/fx-rates/src/lib/rate-date.ts")
        .bash("TZ=Europe/Berlin pnpm nx test fx-rates", " Tests  9 passed (9)")
        .assistant("Passes under Berlin time now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utc"] }],
  },
  {
    id: "b227-lockfile-conflict",
    build: (s) =>
      s
        .user("pnpm-lock.yaml has a merge conflict after rebasing on main, help")
        .bash("git status --short", "UU pnpm-lock.yaml")
        .assistant("Simplest here is taking main's lockfile and reinstalling so pnpm re-adds your branch's changes.")
        .user("do it")
        .bash("git checkout origin/main -- pnpm-lock.yaml && pnpm install", "Lockfile is up to date, resolution step is skipped\nPackages: +3\nDone in 14.2s")
        .assistant("Lockfile regenerated, conflict resolved.")
        .user("lifesaver")
        .stop(),
    planted: [],
  },
  {
    id: "b227-docs-site",
    build: (s) =>
      s
        .user(
          "FYI the internal docs live in apps/docs (docusaurus), there's no wiki. whenever you figure out something non-obvious about the repo, write it down there. and we settled on mermaid for diagrams, no excalidraw pngs, pngs rot.",
        )
        .file("Write", "apps/docs/docs/ledger/recon.md")
        .assistant("Added a recon page with a mermaid sequence diagram of the nightly run.")
        .user("nice. the money page is totally outdated since your bigint change, needs a rewrite at some point")
        .assistant("Ok, I didn't touch it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["docusaurus"] },
      { kind: "instruction", keys: ["non-obvious"] },
      { kind: "decision", keys: ["mermaid"] },
      { kind: "task", keys: ["money page"] },
    ],
  },
  {
    id: "b227-bundle-budget",
    build: (s) =>
      s
        .bash(
          "pnpm nx build checkout-web",
          "WARNING in entrypoint size limit: The following entrypoint(s) combined asset size exceeds the recommended limit (250 KiB).\n  main (312 KiB)",
        )
        .user("ouch. heads up, that 250 KiB budget is a hard requirement from the perf team, not a suggestion.")
        .assistant(
          "The biggest new piece is growthbook-react pulling in its devtools (58 KiB). We could lazy-load the provider, or switch to the plain JS SDK.",
        )
        .user("lazy-load it, keep the react sdk.")
        .file("Edit", "apps/checkout-web/src/flags/provider.tsx")
        .bash("pnpm nx build checkout-web --skip-nx-cache", "  main (241 KiB)\n\n NX   Successfully ran target build for project checkout-web")
        .assistant("Down to 241 KiB.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["250"] },
      { kind: "decision", keys: ["lazy"] },
    ],
  },
  {
    id: "b227-contacts-drafts",
    build: (s) =>
      s
        .user(
          "who to ask for what: Dana is the tech lead for checkout-web, Priya for ledger-api. also: open draft PRs only, never ready-for-review, a human flips them.",
        )
        .bash("gh pr list --author @me", "431  feat(fx-rates): add rates fetcher  h-fx-rates  DRAFT")
        .assistant("#431 is already a draft.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana"] },
      { kind: "instruction", keys: ["draft"] },
    ],
  },
  {
    id: "b227-fx-wrapup",
    build: (s) =>
      s
        .bash("pnpm nx test fx-rates", " Tests  9 passed (9)")
        .assistant("fx-rates: 9 passed. The rate fetcher is done.")
        .user(
          "ok end of day. left for tomorrow: retries with backoff in the fx-rates fetcher (it gives up after one attempt rn), and the ECB api key needs rotating before Dec 1.",
        )
        .assistant("Ok.")
        .stop(),
    planted: [
      { kind: "task", keys: ["backoff"] },
      { kind: "task", keys: ["ecb"] },
    ],
  },
  {
    id: "b227-pino",
    build: (s) =>
      s
        .user("we're standardizing on pino for logging in ledger-api, winston is getting ripped out. new code: pino only.")
        .bash("grep -rl winston apps/ledger-api/src | wc -l", "7")
        .assistant("7 files still import winston.")
        .user("those can stay until someone gets to them. put it on the list: remove winston from the remaining 7 files.")
        .file("Edit", "apps/ledger-api/src/db/migration-helper.ts")
        .assistant("The new migration helper logs through pino.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "task", keys: ["winston"] },
    ],
  },
  {
    id: "b227-nx-version",
    build: (s) =>
      s
        .user(
          "don't run `nx migrate latest` on your own, ever. Nx upgrades are done once a quarter by platform. we're on 19.8 and we're staying there until January.",
        )
        .bash("pnpm nx --version", "Nx Version:\n- Local: v19.8.4\n- Global: Not found")
        .assistant("Local Nx is 19.8.4.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["nx migrate"] },
      { kind: "fact", keys: ["quarter"] },
      { kind: "decision", keys: ["19.8"] },
    ],
  },
  {
    id: "b227-api-client-codegen",
    build: (s) =>
      s
        .user(
          "next onboarding bit: checkout-web talks to ledger-api through a generated client. right now it's hand-maintained in libs/api-client and it drifts. options: orval from the openapi spec, or ts-rest contracts shared by both sides. preference?",
        )
        .assistant(
          "ts-rest would give compile-time checks on both ends but means rewriting ledger-api's routes. orval only needs the openapi.json that ledger-api already emits, so it's much less churn.",
        )
        .user("agreed, orval. ts-rest is too much surgery for now.")
        .file("Write", "libs/api-client/orval.config.ts")
        .bash(
          "pnpm nx run api-client:generate",
          "🍻 orval v7.1.0 - A swagger client generator for typescript\n🎉 api-client - Your OpenAPI spec has been converted into ready to use orval!",
        )
        .assistant("Generated the client with orval into libs/api-client/src/generated.")
        .user(
          "sweet. gotcha to remember: the generated folder is committed, not built at CI time, so after any ledger-api route change you have to rerun generate and commit the output.",
        )
        .assistant("Makes sense.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["orval"] },
      { kind: "instruction", keys: ["generate", "commit"] },
    ],
  },
  {
    id: "b227-error-tracking",
    build: (s) =>
      s
        .user("do you have any idea why sentry isn't showing source maps for admin-console?")
        .bash("ls dist/apps/admin-console/assets | grep -c '\\.map$'", "0")
        .assistant(
          "The build emits no .map files at all, so there's nothing to upload. Maybe sourcemap is turned off in vite.config, or the upload step deletes them afterwards. Let me check the config.",
        )
        .file("Read", "apps/admin-console/vite.config.ts")
        .assistant(
          "vite.config has build.sourcemap: false. Setting it to 'hidden' would emit maps without referencing them from the bundle, so they can be uploaded but aren't public.",
        )
        .user("yes, do hidden. and that goes for every frontend app from now on: sourcemaps hidden, uploaded to sentry, never public.")
        .file("Edit", "apps/admin-console/vite.config.ts")
        .bash("pnpm nx build admin-console --skip-nx-cache && ls dist/apps/admin-console/assets | grep -c '\\.map$'", "12")
        .assistant("12 hidden source maps emitted now.")
        .user("checkout-web still needs the same change + the sentry upload step in its build, I'll give you the auth token monday")
        .stop("Ok, checkout-web waits until Monday then."),
    planted: [
      { kind: "instruction", keys: ["hidden"] },
      { kind: "task", keys: ["checkout-web", "sentry"] },
    ],
  },
  {
    id: "b227-onboarding-chat",
    build: (s) =>
      s
        .user("how are you finding the repo so far, honestly? too much at once?")
        .assistant("It's a lot of moving parts, but the project graph helps. Mostly I'm building a map of who owns what.")
        .user("haha fair. I remember my first week here, I broke the lockfile twice")
        .assistant("Then I'm in good company. Anything you want me to look at before lunch?")
        .user("nah, go grab a coffee (metaphorically). we'll pick up after standup")
        .stop(),
    planted: [],
  },
  {
    id: "b227-i18n",
    build: (s) =>
      s
        .user("checkout-web needs german and french soon. we looked at next-intl vs lingui last week")
        .assistant(
          "Both work with the app router. next-intl keeps messages as JSON per locale; lingui extracts from source and needs a babel/swc plugin, which Nx's Next build doesn't set up out of the box.",
        )
        .user("next-intl then. final.")
        .bash("pnpm add next-intl --filter checkout-web", "+ next-intl 3.20.0\nDone in 5.4s")
        .file("Write", "apps/checkout-web/messages/en.json")
        .assistant("Added next-intl 3.20.0 and an en.json message file with the checkout strings.")
        .user("translations come from the agency, Lena handles them. so the de.json and fr.json files are still open, once she sends them over")
        .stop("Ok."),
    planted: [
      { kind: "decision", keys: ["next-intl"] },
      { kind: "fact", keys: ["lena"] },
      { kind: "task", keys: ["de.json"] },
    ],
  },
  {
    id: "b227-rate-limit",
    build: (s) =>
      s
        .user("ledger-api needs rate limiting on the public refund endpoint. redis-backed or in-memory?")
        .assistant(
          "ledger-api runs 3 Fly machines, so an in-memory limiter would give each machine its own count; Redis keeps one shared count. There's already an Upstash Redis in the Fly org for sessions.",
        )
        .user("ok, redis via the existing upstash instance. 20 requests per minute per merchant.")
        .file("Write", "apps/ledger-api/src/middleware/rate-limit.ts")
        .bash("pnpm nx run ledger-api:test -- rate-limit", " ✓ src/middleware/rate-limit.spec.ts (5)\n\n Tests  5 passed (5)")
        .assistant("Added the limiter middleware on the refund route: 20 requests per minute per merchant through Upstash; 5 tests pass.")
        .user("👍 the admin endpoints will want the same eventually, but that's a separate ticket")
        .stop(),
    planted: [
      { kind: "decision", keys: ["upstash"] },
      { kind: "fact", keys: ["3 fly"] },
      { kind: "task", keys: ["admin endpoints"] },
    ],
  },
  {
    id: "b227-flaky-guess",
    build: (s) =>
      s
        .user("ledger-api tests flaked once in CI this morning, one of the payouts specs. probably nothing?")
        .bash("pnpm nx run ledger-api:test -- payouts --repeat=20", " Tests  160 passed (160)")
        .assistant("20 repeats locally, all green. Maybe a slow runner, maybe ordering with another spec; I can't tell from a single failure.")
        .user("yeah let's not chase ghosts. if it happens again we look.")
        .assistant("Ok.")
        .stop(),
    planted: [],
  },
  {
    id: "b227-renovate",
    build: (s) =>
      s
        .user(
          "FYI renovate opens dependency PRs every monday, grouped per Nx scope. don't merge the ones that touch @nx/* packages, those wait for platform's quarterly upgrade. everything else you can approve if CI is green.",
        )
        .bash(
          "gh pr list --label dependencies",
          "438  chore(deps): update @nx/* to v20.1.0    renovate/nx\n437  chore(deps): update vitest to v2.1.5      renovate/vitest",
        )
        .assistant("Two renovate PRs are open: #438 (@nx/* to 20.1.0) and #437 (vitest 2.1.5). #437's CI is green.")
        .user(
          "yep approve 437, leave 438. oh and decided in guild yesterday: renovate gets automerge for devDependency patch bumps from now on, platform already configured it",
        )
        .bash("gh pr review 437 --approve", "✓ Approved pull request #437")
        .assistant("Approved #437.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["renovate", "monday"] },
      { kind: "instruction", keys: ["@nx/"] },
      { kind: "decision", keys: ["automerge"] },
    ],
  },
];

export const BLIND227 = plantedSet(BLIND227_SESSIONS, Date.UTC(2026, 10, 5, 9));
