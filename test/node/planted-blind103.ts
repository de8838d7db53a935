/**
 * Blind planted set 103 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a platform engineer running internal developer tooling (Backstage, GitHub Actions runners,
 * Renovate, artifact caching, monorepo build times) who writes checklists and status tables and states
 * rules in passing; the agent answers in a Copilot CLI voice (short "I'll ..." narration, terse summaries).
 * Each session is one segment; the items planted in it are listed with it: 72 items (17 decisions, 19 instructions,
 * 19 facts, 17 tasks) in 46 sessions, 12 of which plant nothing (51 user/assistant messages between them). Every other message
 * must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed
 * guesses, quoted config/logs/tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions: only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set; the one in planted-blind.ts):
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

export const BLIND103_SESSIONS: BlindSession[] = [
  {
    id: "b103-renovate-grouping",
    build: (s) =>
      s
        .user(
          "renovate opened 41 PRs against the monorepo last week, most of them @types and eslint plugin bumps. can you look at renovate.json and tell me why nothing is grouped",
        )
        .bash(
          "cat renovate.json",
          '{\n  "$schema": "https://docs.renovatebot.com/renovate-schema.json",\n  "extends": ["config:recommended"],\n  "prConcurrentLimit": 0,\n  "labels": ["deps"]\n}',
        )
        .assistant(
          "The config only extends `config:recommended` and sets `prConcurrentLimit: 0`, so there is no packageRules grouping and no concurrency cap. Every devDependency bump gets its own PR. I could group by manager, by monorepo preset, or both. Which do you want?",
        )
        .user(
          "group all devDependencies into one weekly PR, monday before 6am. runtime deps stay as separate PRs. also fyi renovate here is self-hosted (runs as renovate-platform[bot]), the global settings like prConcurrentLimit live in infra/renovate/config.js, not in the repo file, so dont put global stuff in renovate.json",
        )
        .file("Edit", "renovate.json")
        .bash("npx --yes --package renovate -- renovate-config-validator", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .assistant(
          "Added a packageRules entry grouping devDependencies (schedule `before 6am on monday`) and removed `prConcurrentLimit` from the repo config. Validator passes.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["devdependencies", "weekly"] },
      { kind: "fact", keys: ["infra/renovate/config.js"] },
      { kind: "instruction", keys: ["global", "renovate.json"] },
    ],
  },
  {
    id: "b103-arc-runner-disk",
    build: (s) =>
      s
        .user(
          "the arc runners keep dying on docker builds:\n```\n#14 ERROR: failed to copy: write /var/lib/docker/tmp/...: no space left on device\n##[error]Process completed with exit code 1.\n```\ncan you check the scale set spec",
        )
        .bash(
          "kubectl -n arc-runners get autoscalingrunnerset ubuntu-arc -o yaml | grep -A6 volumes",
          "      volumes:\n      - name: work\n        emptyDir:\n          sizeLimit: 20Gi\n      - name: dind-sock\n        emptyDir: {}",
        )
        .assistant(
          "I'll check the node pool too. The `work` volume is an emptyDir capped at 20Gi; a dind layer cache on top of a monorepo checkout could plausibly hit that.",
        )
        .bash("kubectl describe node arc-pool-7f2k | grep -i ephemeral", "  ephemeral-storage:  20Gi\n  ephemeral-storage:  19.2Gi")
        .user(
          "yep that's it, matches what I saw in grafana. the arc runner pods are hard capped at 20Gi ephemeral storage, it's a node pool setting and infra won't raise it. so rule going forward: any workflow that builds docker images runs on the `docker-large` label, not ubuntu-arc. add a line to the runner docs",
        )
        .file("Edit", "docs/runners.md")
        .assistant('Added a "Docker builds" section to docs/runners.md.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["20gi"] },
      { kind: "instruction", keys: ["docker-large"] },
    ],
  },
  {
    id: "b103-e-cache-miss-question",
    build: (s) =>
      s
        .user("why does the lint job print 'Cache not found for input keys' on basically every run?")
        .bash(
          "gh run view 9940012 --log | grep -m3 -i cache",
          "lint\tRestore cache\tCache not found for input keys: lint-Linux-eslint-8f1c2a9e, lint-Linux-eslint-\nlint\tPost Restore cache\tCache saved with key: lint-Linux-eslint-8f1c2a9e",
        )
        .assistant(
          "The key hashes `**/.eslintcache`, which is the thing being cached, so it changes every run. It might also be the 7-day eviction on an unused key, but the first explanation seems more likely.",
        )
        .user("huh, could be. I want to look at the other jobs first before we touch it")
        .assistant("Sure, I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b103-backstage-orphans",
    build: (s) =>
      s
        .user("backstage says 14 orphaned entities. what are they and where do they come from?")
        .bash(
          "curl -s -H \"Authorization: Bearer $BACKSTAGE_TOKEN\" 'https://backstage.internal.acme.io/api/catalog/entities?filter=metadata.annotations.backstage.io/orphan=true' | jq -r '.[].metadata.annotations[\"backstage.io/managed-by-location\"]' | sort | uniq -c",
          "     14 url:https://github.com/acme/platform-catalog/blob/main/catalog-info.yaml",
        )
        .bash("grep -n platform-catalog app-config.yaml", "", 1)
        .assistant(
          "All 14 come from the `platform-catalog` repo, which was archived in September. I couldn't find that location in app-config.yaml though, so I'm not sure where it's registered.",
        )
        .user(
          "it's in app-config.production.yaml. catalog locations only ever live there, app-config.yaml is the local dev base. I already cleaned up the orphans by hand. but for later:\n- TODO remove the platform-catalog location from prod config once the teams confirm they moved their yaml\n- TODO add a catalog rule that rejects entities without spec.owner",
        )
        .bash(
          "grep -n platform-catalog app-config.production.yaml",
          "212:    - type: url\n213:      target: https://github.com/acme/platform-catalog/blob/main/catalog-info.yaml",
        )
        .assistant("Found it at line 212. I've left the config untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["app-config.production.yaml"] },
      { kind: "task", keys: ["platform-catalog", "location"] },
      { kind: "task", keys: ["spec.owner"] },
    ],
  },
  {
    id: "b103-turbo-remote-cache",
    build: (s) =>
      s
        .user(
          "monorepo build p50 is back at 22 min. we need turbo remote caching. options: vercel remote cache, or self hosting ducktors/turborepo-remote-cache with an S3 bucket. thoughts?",
        )
        .assistant(
          "Vercel's cache is zero-ops but artifacts leave your infrastructure and it's billed per seat. Self-hosting is one small container plus a bucket. I'd lean toward self-hosting, but Vercel is quicker to try.",
        )
        .user("let's just try vercel for now, quicker")
        .bash(
          "npx turbo login && npx turbo link",
          ">>> Opening browser to https://vercel.com/turborepo/token?redirect_uri=...\n>>> Success! Turborepo CLI authorized",
        )
        .user(
          "hm wait, security came back on the thread: build artifacts must not leave our AWS account, that's a standing rule for anything we set up, not just turbo. so scratch vercel. we self-host turborepo-remote-cache on S3 in the build account instead",
        )
        .bash("npx turbo unlink", ">>> Turborepo CLI unlinked")
        .file("Write", "infra/turbo-cache/main.tf")
        .assistant(
          "Unlinked Vercel and drafted infra/turbo-cache/main.tf: an ECS service running turborepo-remote-cache with an S3 bucket in the build account.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["turborepo-remote-cache", "s3"] },
      { kind: "instruction", keys: ["artifacts", "aws account"] },
    ],
  },
  {
    id: "b103-codeowners-ci-label",
    build: (s) =>
      s
        .user("who owns .github/workflows now? the reviewer requests look off")
        .bash("grep -n workflows .github/CODEOWNERS", "4:/.github/workflows/  @acme/platform-ci")
        .assistant("CODEOWNERS assigns `/.github/workflows/` to @acme/platform-ci.")
        .user(
          "right, that's us since the reorg. the backstage plugins are owned by devex (@acme/devex) now btw, not us. and from now on any PR that touches workflows gets a `ci-impact` label, can you add that to the checklist in the PR template",
        )
        .file("Edit", ".github/pull_request_template.md")
        .assistant('Added "- [ ] Touches .github/workflows? Add the `ci-impact` label" to the checklist.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["devex", "backstage"] },
      { kind: "instruction", keys: ["ci-impact"] },
    ],
  },
  {
    id: "b103-e-thanks",
    build: (s) =>
      s
        .user("morning! the renovate grouping PR merged overnight, 41 -> 6 open PRs. nice")
        .assistant("Good morning. That's a big drop.")
        .user("yeah the devs are happy. ok nothing else for now, going into meetings")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b103-renovate-automerge",
    build: (s) =>
      s
        .user(
          "where we are with renovate:\n\n| repo | open PRs | oldest |\n|---|---|---|\n| monorepo | 12 | 19d |\n| backstage | 7 | 33d |\n| runner-images | 3 | 4d |\n\nnobody reviews the patch bumps. should we automerge?",
        )
        .assistant(
          "I'd suggest automerging patch updates of devDependencies once required checks pass, keeping minor and major for humans. We could also automerge `lockFileMaintenance`, which is most of the noise in backstage.",
        )
        .user(
          "yes to patch devDeps automerge once CI is green, minor/major stay manual. not the lockfile one yet. remind me to revisit lockFileMaintenance after the Q1 freeze",
        )
        .file("Edit", "renovate.json")
        .bash("npx --yes --package renovate -- renovate-config-validator", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .assistant("Done: patch devDependency updates now automerge (`platformAutomerge: true`); minor and major are unchanged.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["automerge", "patch"] },
      { kind: "task", keys: ["lockfilemaintenance"] },
    ],
  },
  {
    id: "b103-pin-actions",
    build: (s) =>
      s
        .user(
          "supply chain review fallout. going forward all third-party actions get pinned to a full commit SHA, not a tag. first-party actions/* can stay on major tags. how many do we have unpinned?",
        )
        .bash(
          "grep -rhoE 'uses: [^ ]+@[^ ]+' .github/workflows | grep -v '^uses: actions/' | grep -vE '@[0-9a-f]{40}$' | sort | uniq -c | sort -rn | head",
          "     9 uses: pnpm/action-setup@v4\n     7 uses: docker/build-push-action@v6\n     6 uses: aws-actions/configure-aws-credentials@v4\n     5 uses: dorny/paths-filter@v3\n     4 uses: softprops/action-gh-release@v2",
        )
        .assistant("31 unpinned third-party references across 14 workflow files. Want me to pin all of them now?")
        .user("just release.yml now. the rest goes in PLAT-412, put it on the backlog for next sprint")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("Pinned the 4 third-party actions in release.yml to commit SHAs with the tag as a trailing comment.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit sha"] },
      { kind: "task", keys: ["plat-412"] },
    ],
  },
  {
    id: "b103-web-build-uncached",
    build: (s) =>
      s
        .user("why does @acme/web take 9 min to build when every other package is ~2? is it the cache?")
        .bash(
          "npx turbo run build --filter=@acme/web --dry=json | jq '.tasks[0] | {cache, environmentVariables}'",
          '{\n  "cache": { "local": false, "remote": false, "status": "MISS" },\n  "environmentVariables": { "specified": { "env": [] }, "inferred": [] }\n}',
        )
        .assistant(
          "Every run is a MISS. My guess is that the Next.js build inlines NEXT_PUBLIC_* variables that aren't declared in turbo.json, so turbo hashes differently each time. I can check by building twice with the same env.",
        )
        .bash(
          "NEXT_PUBLIC_API_URL=x npx turbo run build --filter=@acme/web --summarize | tail -2",
          " Cached:    1 cached, 1 total\n   Time:    1.9s >>> FULL TURBO",
        )
        .user(
          "confirmed then, the undeclared NEXT_PUBLIC_* env vars are why the web build never hits the cache. declare them in globalEnv please. later, not today: split the web build so typecheck runs as its own turbo task",
        )
        .file("Edit", "turbo.json")
        .assistant("Declared `NEXT_PUBLIC_*` in turbo.json globalEnv.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["next_public"] },
      { kind: "task", keys: ["typecheck"] },
    ],
  },
  {
    id: "b103-e-always-quoted",
    build: (s) =>
      s
        .user(
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression in quoted text, not a template
          "what does this step actually do? from the old deploy workflow:\n```yaml\n      - name: notify\n        if: always()\n        # TODO never remove this, ops relies on it\n        run: ./scripts/notify.sh ${{ job.status }}\n```",
        )
        .file("Read", "scripts/notify.sh")
        .assistant(
          "`if: always()` makes the step run even if earlier steps failed or the run was cancelled. notify.sh posts the job status to the #deploys Slack channel via a webhook. The TODO comment is from 2022.",
        )
        .user("ok so it's just the slack ping. and always() vs success() || failure(), what's the difference again?")
        .assistant("`always()` also runs on cancellation; `success() || failure()` skips cancelled runs.")
        .user("got it, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b103-artifact-retention",
    build: (s) =>
      s
        .user("actions storage on the bill tripled this month. what's eating it?")
        .bash(
          "gh api /orgs/acme/settings/billing/shared-storage",
          '{\n  "days_left_in_billing_cycle": 11,\n  "estimated_paid_storage_for_month": 146,\n  "estimated_storage_for_month": 196\n}',
        )
        .assistant(
          "196 GB estimated this month. The included shared storage for your plan is 50 GB, so ~146 GB is billed. Most of it is `upload-artifact` outputs kept for the default 90 days.",
        )
        .user(
          "ok. the 50 GB included is right, I checked the contract. let's set artifact retention to 7 days org-wide, and 30 days for the release workflows only",
        )
        .bash("gh api -X PUT /orgs/acme/actions/permissions/artifact-and-log-retention -f days=7", "")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("Org retention is now 7 days; release.yml sets `retention-days: 30` on its uploads.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["50 gb"] },
      { kind: "decision", keys: ["retention", "7 days"] },
    ],
  },
  {
    id: "b103-backstage-bump-blocked",
    build: (s) =>
      s
        .user("we're on backstage 1.24. run the version bump and see what breaks")
        .bash(
          "yarn backstage-cli versions:bump",
          'Checking for updates of @backstage/* packages\n...\nerror @roadiehq/backstage-plugin-argo-cd@2.6.4: The engine "@backstage/core-plugin-api" is incompatible with this module. Expected version "^1.8.0". Got "1.10.1"',
          1,
        )
        .assistant(
          "The bump fails on @roadiehq/backstage-plugin-argo-cd, which pins @backstage/core-plugin-api ^1.8. I could patch it with a yarn resolution, or we drop the plugin.",
        )
        .user("nah, leave it. ok we stay on 1.24 until roadie ships a fix. follow up when roadie releases the argo-cd plugin for the new frontend system")
        .bash("git checkout -- package.json yarn.lock", "")
        .assistant("Reverted package.json and yarn.lock.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1.24"] },
      { kind: "task", keys: ["roadie", "argo-cd"] },
    ],
  },
  {
    id: "b103-runner-labels",
    build: (s) =>
      s
        .user("we need a naming scheme for the self-hosted runner labels before we add the new pools. any suggestion?")
        .bash("gh api /orgs/acme/actions/runners --jq '.runners[].labels[].name' | sort -u", "big\nbig-arm\nself-hosted\nubuntu-arc\nlinux\nx64")
        .assistant(
          "Proposal: `<os>-<size>-<arch>`, e.g. `linux-xl-arm64`, `linux-m-x64`, plus an optional `gpu` label for GPU pools. The existing `big` / `big-arm` would become `linux-xl-x64` / `linux-xl-arm64`.",
        )
        .user(
          "sounds good, go with that. skip the gpu part, we have no gpu pool. and note the arm64 pool only exists in eu-west-1, so arm jobs can't use the us runners at all",
        )
        .file("Edit", "infra/arc/values/linux-xl-arm64.yaml")
        .assistant("Renamed the scale sets to linux-xl-x64 and linux-xl-arm64.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["linux-xl-arm64"] },
      { kind: "fact", keys: ["arm64", "eu-west-1"] },
    ],
  },
  {
    id: "b103-e-readme-typo",
    build: (s) =>
      s
        .user("typo in the backstage README, 'catlog-info.yaml' in the onboarding section. fix pls")
        .bash("grep -n 'catlog' README.md", "57:Add a `catlog-info.yaml` to the root of your repo.")
        .file("Edit", "README.md")
        .assistant("Fixed line 57.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b103-secrets-in-logs",
    build: (s) =>
      s
        .user("found a workflow echoing a token into the log (masked, but still). grep for others?")
        .bash(
          "grep -rn 'echo.*secrets\\.' .github/workflows",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression in quoted text, not a template
          '.github/workflows/deploy-preview.yml:31:        run: echo "token=${{ secrets.PREVIEW_TOKEN }}" >> $GITHUB_OUTPUT\n.github/workflows/nightly.yml:18:        run: echo ${{ secrets.SLACK_WEBHOOK }} | wc -c',
        )
        .assistant("Two more: deploy-preview.yml line 31 writes PREVIEW_TOKEN to a step output and nightly.yml echoes the Slack webhook.")
        .user(
          "fix both. and general rules for workflows, please keep these in mind: never put a secret through echo or a step output, pass it via env: only. and I prefer OIDC to AWS over long-lived access keys in every workflow, that's the standard now",
        )
        .file("Edit", ".github/workflows/deploy-preview.yml")
        .file("Edit", ".github/workflows/nightly.yml")
        .assistant("Both now pass the secrets through `env:`; no echo left.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["echo", "env:"] },
      { kind: "instruction", keys: ["oidc"] },
    ],
  },
  {
    id: "b103-techdocs",
    build: (s) =>
      s
        .user("techdocs pages for half the services show 'Documentation not found'. look into it?")
        .bash(
          "grep -A4 '^techdocs:' app-config.production.yaml",
          "techdocs:\n  builder: external\n  publisher:\n    type: googleGcs\n    googleGcs:\n      bucketName: acme-techdocs",
        )
        .bash("gsutil ls gs://acme-techdocs/default/component/ | wc -l", "48")
        .assistant(
          "Backstage doesn't build docs itself (`builder: external`); it reads from the acme-techdocs GCS bucket, which has 48 components. The missing ones were probably never published by CI. Could be the techdocs-cli version too.",
        )
        .user(
          "yeah it's external, CI publishes to the acme-techdocs bucket and backstage only reads. the missing ones just don't have the publish job, I added it to the template this morning so they'll show up after the next run. bigger thing for Q1: move techdocs storage from GCS to S3 so we're off GCP entirely",
        )
        .assistant("Noted, no changes from my side.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-techdocs"] },
      { kind: "task", keys: ["techdocs", "s3"] },
    ],
  },
  {
    id: "b103-e2e-retries",
    build: (s) =>
      s
        .user("the e2e suite retries 3x and it's hiding real failures. what does the playwright config say")
        .bash(
          "sed -n 1,20p e2e/playwright.config.ts",
          "export default defineConfig({\n  retries: process.env.CI ? 3 : 0,\n  // TODO: always keep traces?\n  use: { trace: 'on-first-retry' },\n  reporter: [['github'], ['html', { open: 'never' }]],\n});",
        )
        .assistant("CI runs with `retries: 3`, local runs with 0.")
        .user(
          "new rule for all our test suites: at most 1 retry in CI, ever. if a test needs that retry it gets tagged @flaky and goes to the owning team. set it to 1 here",
        )
        .file("Edit", "e2e/playwright.config.ts")
        .bash("npx playwright test --list | tail -1", "Total: 184 tests in 37 files")
        .assistant("retries is now `process.env.CI ? 1 : 0`; config still loads (184 tests).")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["1 retry"] },
      { kind: "instruction", keys: ["@flaky"] },
    ],
  },
  {
    id: "b103-e-nx-question",
    build: (s) =>
      s
        .user("someone in #eng asked why we use turbo and not nx. what would moving to nx actually buy us?")
        .assistant(
          "Mainly: a project graph that understands imports (affected detection without manual `dependsOn`), distributed task execution, and generators. Costs: a migration of 60+ package.json scripts, a new config format, and Nx Cloud if you want DTE.",
        )
        .user("would the affected detection be better than turbo --filter=[origin/main]?")
        .assistant(
          "Somewhat: Nx also looks at source imports, turbo only at package dependencies and file hashes. For your layout the difference would probably be small.",
        )
        .user("ok, that's enough for my reply. I'm not proposing anything, just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b103-pnpm-cache",
    build: (s) =>
      s
        .user(
          "timings from yesterday, install step only:\n\n| runner | actions/cache restore | pnpm install (cold) |\n|---|---|---|\n| ubuntu-arc | 3m41s | 1m55s |\n| ubuntu-latest | 0m48s | 2m10s |\n\nthe restore is slower than a cold install on arc??",
        )
        .bash("du -sh $(pnpm store path)", "3.1G\t/home/runner/.local/share/pnpm/store/v3")
        .assistant(
          "The pnpm store is 3.1 GB. On ARC the cache download goes through the GitHub cache service over the NAT gateway, while the registry is served by the in-cluster Verdaccio mirror, so a cold install wins there.",
        )
        .user("makes sense, that's the verdaccio mirror. ok decision: drop actions/cache for the pnpm store on arc runners, keep it on github-hosted ones")
        .file("Edit", ".github/actions/setup-node/action.yml")
        .assistant("The composite action now skips the pnpm cache step when `runner.environment == 'self-hosted'`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["verdaccio"] },
      { kind: "decision", keys: ["actions/cache", "arc"] },
    ],
  },
  {
    id: "b103-arc-autoscale",
    build: (s) =>
      s
        .user("runner costs: we sit at 10 idle runners all night. what are the scale set min/max now?")
        .bash("helm get values arc-ubuntu -n arc-runners", "minRunners: 10\nmaxRunners: 60\nrunnerScaleSetName: ubuntu-arc")
        .assistant("minRunners is 10 around the clock. We could schedule it with a CronJob that patches the value, or keep a lower floor all day.")
        .user(
          "let's do minRunners 2 on weekdays 07:00-19:00 CET and 0 the rest of the time, via the cronjob. maxRunners stays 60. and TODO for me: get finance sign-off on the arm64 pool budget before the end of the month",
        )
        .file("Write", "infra/arc/cron/scale-schedule.yaml")
        .bash(
          "kubectl apply --dry-run=server -f infra/arc/cron/scale-schedule.yaml",
          "cronjob.batch/arc-scale-up created (server dry run)\ncronjob.batch/arc-scale-down created (server dry run)",
        )
        .assistant("Two CronJobs patch minRunners to 2 at 07:00 and to 0 at 19:00 CET, Monday to Friday.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["minrunners"] },
      { kind: "task", keys: ["finance", "arm64"] },
    ],
  },
  {
    id: "b103-renovate-preset",
    build: (s) =>
      s
        .user("the new repos created last week got renovate's default onboarding config. that's wrong")
        .bash("gh api repos/acme/svc-ledger/contents/renovate.json --jq .content | base64 -d", '{\n  "extends": ["config:recommended"]\n}')
        .user(
          "every repo extends our shared preset github>acme/renovate-config, nothing else. please update the repo template so new repos get that, and fix svc-ledger",
        )
        .file("Edit", "templates/repo/renovate.json")
        .file("Edit", "../svc-ledger/renovate.json")
        .assistant("Both now extend `github>acme/renovate-config` only.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["acme/renovate-config"] }],
  },
  {
    id: "b103-e-withdrawn-maxrunners",
    build: (s) =>
      s
        .user("queue times are bad this morning, 12 min waits. let's bump maxRunners to 120")
        .bash("kubectl -n arc-runners get ephemeralrunners | grep -c Running", "60")
        .assistant("All 60 runners are busy. I can raise maxRunners in the helm values.")
        .user("actually no, scratch that. it's the release train, it'll clear in 20 min. forget it")
        .assistant("OK, leaving it at 60.")
        .stop(),
    planted: [],
  },
  {
    id: "b103-scaffolder-visibility",
    build: (s) =>
      s
        .user("the node-service scaffolder template created a public repo this morning!! check the template")
        .bash("grep -rn -B2 -A4 'publish:github' templates/", "", 1)
        .assistant("No scaffolder templates in this repo. Are they somewhere else?")
        .user("yeah they live in acme/backstage-templates, not in the backstage app repo. cloned it to ../backstage-templates")
        .bash(
          "grep -n -A4 'publish:github' ../backstage-templates/node-service/template.yaml",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression in quoted text, not a template
          "41:    - id: publish\n42:      action: publish:github\n43:      input:\n44:        repoUrl: ${{ parameters.repoUrl }}\n45:        repoVisibility: public",
        )
        .assistant("`repoVisibility: public` on line 45. Should scaffolded repos be private or internal?")
        .user("make them internal. that's the call for every scaffolded repo")
        .file("Edit", "../backstage-templates/node-service/template.yaml")
        .assistant("Set `repoVisibility: internal`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme/backstage-templates"] },
      { kind: "decision", keys: ["internal", "scaffold"] },
    ],
  },
  {
    id: "b103-merge-queue",
    build: (s) =>
      s
        .user(
          "ok we're turning on the merge queue for the monorepo, main is too busy for rebase-and-wait. checklist:\n- [ ] enable merge queue in the ruleset\n- [ ] required checks run on merge_group\n- [ ] tell #eng",
        )
        .bash("grep -L 'merge_group' $(grep -l 'pull_request' .github/workflows/*.yml)", ".github/workflows/lint.yml\n.github/workflows/unit.yml")
        .file("Edit", ".github/workflows/lint.yml")
        .file("Edit", ".github/workflows/unit.yml")
        .assistant("lint.yml and unit.yml were missing the `merge_group` trigger; added it to both.")
        .user(
          "thx. for the future: any new required workflow needs `merge_group:` in its triggers, otherwise the queue just sits there waiting for a check that never runs",
        )
        .bash("gh api -X PUT repos/acme/monorepo/rulesets/88 --input ruleset.json | jq .enforcement", '"active"')
        .assistant("Ruleset 88 is active with the merge queue enabled.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["merge queue"] },
      { kind: "instruction", keys: ["merge_group"] },
    ],
  },
  {
    id: "b103-registries",
    build: (s) =>
      s
        .user("docker hub rate limited us again, 429s in the morning builds")
        .bash(
          "gh run view 9921337 --log-failed | grep -m3 -i 'toomanyrequests'",
          "#5 ERROR: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading",
        )
        .assistant("The failing pulls are `node:22-bookworm-slim` and `postgres:16` from Docker Hub. Should they come from ECR instead?")
        .user(
          "no, ECR is only for the prod deploy images. internal and CI images live on ghcr.io/acme. follow-up for this sprint: mirror the base images we pull from docker hub onto ghcr and switch the Dockerfiles over",
        )
        .bash(
          "grep -rhn '^FROM' --include=Dockerfile . | sort | uniq -c",
          "     11 FROM node:22-bookworm-slim\n      3 FROM postgres:16\n      2 FROM nginx:1.27-alpine",
        )
        .assistant("Three base images to mirror. I haven't changed anything.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ecr"] },
      { kind: "task", keys: ["mirror", "ghcr"] },
    ],
  },
  {
    id: "b103-e-todo-count",
    build: (s) =>
      s
        .user("how many TODOs are in the backstage plugins dir? curious")
        .bash(
          "grep -rn 'TODO' plugins/ | head -4; grep -rc 'TODO' plugins/ | awk -F: '{s+=$2} END {print s}'",
          "plugins/cost-insights/src/api.ts:44:  // TODO: always paginate, the API must never return > 500 rows\nplugins/runner-status/src/Card.tsx:12:// TODO remove after 1.25\nplugins/runner-status/src/api.ts:88:  // TODO: never retry on 403\nplugins/scaffolder-ext/src/actions.ts:9:// TODO\n17",
        )
        .assistant("17 TODOs across plugins/, most of them in runner-status and cost-insights.")
        .user("lol less than I thought")
        .assistant("Most are short notes; a few date back to the 1.1x upgrades.")
        .stop(),
    planted: [],
  },
  {
    id: "b103-buildtime-report",
    build: (s) =>
      s
        .user(
          "weekly build times:\n\n| pipeline | p50 | p90 | vs last wk |\n|---|---|---|---|\n| monorepo/ci | 11m | 19m | -4m |\n| api-gateway | 8m | 16m | +6m |\n| web | 4m | 6m | -1m |\n\nwhy did api-gateway p90 jump?",
        )
        .bash(
          "gh run view 9934410 --json jobs --jq '.jobs[] | select(.name==\"build\") | .steps[] | [.name, .completed_at] | @tsv' | head -5",
          "checkout\t10:02:11\nsetup\t10:03:05\ncodegen\t10:07:22\nbuild\t10:09:40",
        )
        .assistant("The codegen step takes over 4 minutes in that run. It might be the buf plugins being downloaded each time, or maybe a network issue.")
        .user(
          "known, the 4 minutes is buf generate, it re-downloads the remote plugins every run because its output isn't cached anywhere. next sprint: make the codegen a turbo task with outputs so it caches",
        )
        .assistant("OK, I'll leave it for now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["buf generate"] },
      { kind: "task", keys: ["codegen", "turbo"] },
    ],
  },
  {
    id: "b103-timeouts-bitrise",
    build: (s) =>
      s
        .user("a job hung for 6 hours yesterday and burned the macOS minutes. two things")
        .bash("grep -L 'timeout-minutes' .github/workflows/*.yml | wc -l", "23")
        .user(
          "1. every job gets timeout-minutes, 30 as the default unless you know it needs more, that goes for anything you write from now on\n2. we're dropping the github macOS runners, the iOS builds move to our Bitrise account\n\nadd timeouts to the 23 files now pls",
        )
        .file("Edit", ".github/workflows/ios.yml")
        .bash("grep -L 'timeout-minutes' .github/workflows/*.yml | wc -l", "0")
        .assistant("All 23 workflows have `timeout-minutes: 30` per job now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["timeout-minutes"] },
      { kind: "decision", keys: ["bitrise"] },
    ],
  },
  {
    id: "b103-backstage-auth",
    build: (s) =>
      s
        .user("backstage login loops for some people, back to the sign-in page after github")
        .bash(
          "kubectl -n backstage logs deploy/backstage --since=1h | grep -m2 auth",
          '{"level":"error","message":"Authentication failed, redirect_uri mismatch","plugin":"auth"}',
        )
        .assistant(
          "redirect_uri mismatch. Backstage signs in through the GitHub OAuth app; if someone opens it through the old hostname the callback won't match. Which app is it?",
        )
        .user(
          "it's the `acme-backstage-auth` oauth app and its callback is pinned to backstage.internal.acme.io, so people on the old backstage.acme.tools bookmark hit the loop. already posted in #eng. remind me to rotate that app's client secret, it expires dec 3",
        )
        .file("Read", "app-config.production.yaml")
        .assistant("The config matches: `baseUrl: https://backstage.internal.acme.io`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["acme-backstage-auth"] },
      { kind: "task", keys: ["client secret"] },
    ],
  },
  {
    id: "b103-e-run-plugin-tests",
    build: (s) =>
      s
        .user("run the runner-status plugin tests real quick")
        .bash(
          "yarn workspace @acme/plugin-runner-status test --watchAll=false",
          "Test Suites: 14 passed, 14 total\nTests:       212 passed, 212 total\nTime:        18.4 s",
        )
        .assistant("All 212 tests pass.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b103-node22",
    build: (s) =>
      s
        .user("half the workflows say node 18, half say 20. let's just settle it, what does .nvmrc say")
        .bash(
          "cat .nvmrc; grep -rhn 'node-version:' .github/workflows | sort | uniq -c",
          "20\n      9         node-version: 18\n      8         node-version: 20",
        )
        .assistant("`.nvmrc` says 20. Nine workflows hardcode 18 and eight hardcode 20.")
        .user(
          "we go to node 22 everywhere, bump .nvmrc. and the version only ever comes from .nvmrc, workflows use node-version-file, no hardcoded node-version in yaml",
        )
        .file("Edit", ".nvmrc")
        .bash(
          "sed -i 's/node-version: [0-9]*/node-version-file: .nvmrc/' .github/workflows/*.yml && grep -rc 'node-version-file' .github/workflows | wc -l",
          "17",
        )
        .assistant("Bumped .nvmrc to 22 and switched all 17 workflows to `node-version-file: .nvmrc`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["node 22"] },
      { kind: "instruction", keys: ["node-version-file"] },
    ],
  },
  {
    id: "b103-runner-image",
    build: (s) =>
      s
        .user("bump the runner image to 2.321.0 please")
        .file("Edit", "runners/image/variables.pkr.hcl")
        .file("Edit", "infra/arc/values/ubuntu-arc.yaml")
        .assistant("Bumped the runner version in the Packer variables and in the ubuntu-arc values.")
        .user(
          "you forgot runners/CHANGELOG.md. every runner image bump gets a changelog entry there, same PR, otherwise nobody knows what changed on the runners. also TODO before the SOC2 audit next month: add a trivy scan step to the image pipeline",
        )
        .file("Edit", "runners/CHANGELOG.md")
        .assistant("Added a 2.321.0 entry to runners/CHANGELOG.md.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changelog"] },
      { kind: "task", keys: ["trivy"] },
    ],
  },
  {
    id: "b103-rust-sccache",
    build: (s) =>
      s
        .user("the two rust services take 14 min in CI, all compile. sccache with the gha backend or the s3 backend?")
        .assistant(
          "The GHA backend needs no infra but shares the 10 GB repo cache limit with everything else; S3 has no limit and works from ARC without going through the GitHub cache service. I'd pick S3.",
        )
        .user("agreed, sccache on the S3 bucket. (bazel for the rust stuff is worth a benchmark next quarter, not now)")
        .file("Edit", ".github/workflows/rust.yml")
        .bash(
          "gh workflow run rust.yml && sleep 600 && gh run list -w rust.yml -L1 --json conclusion,updatedAt",
          '[{"conclusion":"success","updatedAt":"2026-11-02T11:48:10Z"}]',
        )
        .assistant("Second run with a warm sccache: 4m12s.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sccache", "s3"] },
      { kind: "task", keys: ["bazel"] },
    ],
  },
  {
    id: "b103-e-controller-oom-guess",
    build: (s) =>
      s
        .user("the arc controller restarted 3 times overnight. OOM maybe?")
        .bash(
          "kubectl -n arc-systems get pod -l app.kubernetes.io/name=gha-rs-controller -o jsonpath='{.items[0].status.containerStatuses[0].lastState}'",
          '{"terminated":{"exitCode":2,"reason":"Error","finishedAt":"2026-11-08T03:12:44Z"}}',
        )
        .assistant(
          "The last termination was exit code 2 with reason Error, not OOMKilled. It could be a panic or a failed leader election; the previous logs are gone.",
        )
        .user("hm. not sure then. maybe the API server blip at 3am? dunno")
        .assistant("Possibly; 03:12 is close to that maintenance window, but I can't confirm it from here.")
        .user("let's leave it and see if it happens again")
        .stop(),
    planted: [],
  },
  {
    id: "b103-e-migration-status",
    build: (s) =>
      s
        .user(
          "status update for the standup doc, just so you have it:\n\n| repo | on ARC | pinned actions | merge queue |\n|---|---|---|---|\n| monorepo | ✅ | partial | ✅ |\n| backstage | ✅ | ✅ | n/a |\n| runner-images | ✅ | ✅ | n/a |\n| svc-ledger | ❌ | ❌ | n/a |",
        )
        .assistant("Thanks. That's three of four on ARC.")
        .user("can you turn that into a sentence I can paste in slack")
        .assistant(
          '"ARC migration: monorepo, backstage and runner-images are on ARC; svc-ledger is not yet. Action pinning is done in backstage and runner-images and partial in the monorepo; the monorepo merge queue is live."',
        )
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b103-backstage-db",
    build: (s) =>
      s
        .user("catalog queries are slow since tuesday. can you check the backstage database, pg_stat_statements top 3")
        .bash(
          'psql "$BACKSTAGE_DB_URL" -c "select left(query,60), calls, round(mean_exec_time) from pg_stat_statements order by total_exec_time desc limit 3"',
          "                             left                             | calls  | round\n--------------------------------------------------------------+--------+-------\n select * from final_entities where entity_ref = any($1)       | 912334 |    41\n select * from search where key = $1 and value = any($2)       | 220145 |    96\n select * from refresh_state where next_update_at <= now()    |  41200 |   310",
        )
        .assistant(
          "The `refresh_state` scan averages 310 ms. There's no index on `next_update_at`. I can add one through a catalog migration, which would run against this database.",
        )
        .user(
          "careful, that db is platform-pg-01, the shared RDS instance, backstage is just one schema on it (backstage_prod), so every query there affects the other tools too. add the index but only after you take a snapshot — and that's the rule for anything schema-ish on prod from now on, snapshot first",
        )
        .bash(
          "aws rds create-db-snapshot --db-instance-identifier platform-pg-01 --db-snapshot-identifier pre-refresh-idx-20261108",
          '{\n  "DBSnapshot": { "Status": "creating" }\n}',
        )
        .file("Write", "packages/backend/migrations/20261108_refresh_state_idx.js")
        .assistant("Snapshot `pre-refresh-idx-20261108` is creating; the migration adds the index `CONCURRENTLY`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["platform-pg-01"] },
      { kind: "instruction", keys: ["snapshot"] },
    ],
  },
  {
    id: "b103-renovate-sharding",
    build: (s) =>
      s
        .user("renovate skipped ~40 repos in last nights run. logs?")
        .bash(
          "kubectl -n tools logs job/renovate-29381200 | grep -m3 -iE 'rate limit|skipping'",
          'WARN: GitHub API rate limit exceeded (repository="acme/svc-payments")\nWARN: Skipping repository: rate limit (remaining=0, reset in 3112s)\nINFO: Renovate is exiting with a non-zero code due to the following logged errors',
        )
        .assistant(
          "It runs as one hourly job over all repos from the `renovate` CronJob in the tools cluster. The GitHub App installation gets 5000 requests/h and the run exhausts that at around repo 180 of 220. Is 5000/h the limit for your app, or has it been raised?",
        )
        .user("5000/h is right, never raised. hmm")
        .assistant("Options: shard the run into two CronJobs at different minutes, or reduce API calls with `repositoryCache`.")
        .user(
          "ok lets shard it, two cronjobs, repos a-m on :00 and n-z on :30. and todo for me, ask github suport abt raising the app limit, we're only going to grow",
        )
        .file("Edit", "infra/renovate/cronjob.yaml")
        .assistant("Split into renovate-a-m (minute 0) and renovate-n-z (minute 30) using `autodiscoverFilter`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5000"] },
      { kind: "decision", keys: ["shard"] },
      { kind: "task", keys: ["app limit"] },
    ],
  },
  {
    id: "b103-preview-envs",
    build: (s) =>
      s
        .user("we have 63 preview environments running, most from PRs closed weeks ago. ideas?")
        .bash(
          "kubectl get ns -l preview=true --sort-by=.metadata.creationTimestamp | head -3",
          "NAME          STATUS   AGE\npr-4410       Active   71d\npr-4423       Active   68d",
        )
        .assistant(
          "I'd add a scheduled workflow that deletes a preview namespace 48h after its last deploy or when the PR closes, whichever comes first, and labels each namespace with `last-deploy` to track it.",
        )
        .user(
          "yes, 48h after last deploy or PR close, go with that. while you're in there: preview envs never get prod secrets, only the ones from the `preview` github environment. I found one that had the prod stripe key",
        )
        .file("Write", ".github/workflows/preview-reaper.yml")
        .file("Edit", ".github/workflows/deploy-preview.yml")
        .assistant("Added preview-reaper.yml (hourly) and switched deploy-preview.yml to `environment: preview`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["48h"] },
      { kind: "instruction", keys: ["preview", "prod secrets"] },
    ],
  },
  {
    id: "b103-tools-dir",
    build: (s) =>
      s
        .user("turbo run build builds 58 packages but we have 64 in the repo. which ones are missing")
        .bash(
          "comm -13 <(npx turbo ls --output=json | jq -r '.packages.items[].path' | sort) <(ls -d packages/* apps/* tools/* | sort)",
          "tools/codemods\ntools/eslint-config\ntools/gen-openapi\ntools/release-notes\ntools/scripts\ntools/tsconfig",
        )
        .assistant("The six missing ones are all under tools/. Maybe tools/* was left out of the workspace globs by accident?")
        .user(
          "not an accident, tools/ is outside the turbo pipeline on purpose, those packages are never published and get run with tsx directly. fine as is. what IS left: once the last package is off lerna we need to delete lerna.json and the lerna scripts, probably next month",
        )
        .bash("grep -n lerna package.json", '14:    "version:legacy": "lerna version --no-push",\n15:    "publish:legacy": "lerna publish from-package"')
        .assistant("Two lerna scripts remain in package.json. I haven't touched them.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tools/", "turbo"] },
      { kind: "task", keys: ["lerna.json"] },
    ],
  },
  {
    id: "b103-e-actionlint",
    build: (s) =>
      s
        .user("run actionlint over the workflows and fix whatever it finds")
        .bash(
          "actionlint",
          '.github/workflows/nightly.yml:22:9: shellcheck reported issue in this script: SC2086:info:1:6: Double quote to prevent globbing and word splitting [shellcheck]\n.github/workflows/docs.yml:8:5: "runs-on" section is missing in job "publish" [syntax-check]',
          1,
        )
        .file("Edit", ".github/workflows/nightly.yml")
        .file("Edit", ".github/workflows/docs.yml")
        .bash("actionlint && echo clean", "clean")
        .assistant("Fixed both: quoted the variable in nightly.yml and added `runs-on: ubuntu-arc` to the docs publish job. actionlint is clean.")
        .user("nice, thx")
        .assistant("Anytime.")
        .stop(),
    planted: [],
  },
  {
    id: "b103-oncall-arc-systems",
    build: (s) =>
      s
        .user("the ARC listener alert fired twice today. who gets paged for that?")
        .bash(
          "grep -n -A3 'ArcListenerDown' infra/monitoring/alerts.yaml",
          '88:  - alert: ArcListenerDown\n89:    expr: up{job="arc-listener"} == 0\n90:    labels:\n91:      routing_key: plat-primary',
        )
        .assistant("The alert routes with `routing_key: plat-primary`.")
        .user(
          "yeah, that's the PagerDuty schedule PLAT-PRIMARY, the platform on-call. every ARC alert pages it. and one preference while we're at it: ask me before you change anything in the arc-systems namespace, the controller is touchy",
        )
        .bash(
          "kubectl -n arc-runners get pods -l app.kubernetes.io/component=runner-scale-set-listener",
          "NAME                              READY   STATUS    RESTARTS\nubuntu-arc-754b5d4d-listener      1/1     Running   2",
        )
        .assistant("The listener in arc-runners restarted twice and is running now. I didn't touch arc-systems.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["plat-primary"] },
      { kind: "instruction", keys: ["arc-systems"] },
    ],
  },
  {
    id: "b103-buildx-cache",
    build: (s) =>
      s
        .user("docker builds lose their layer cache constantly. we use cache-from type=gha right now")
        .bash(
          "gh api repos/acme/monorepo/actions/cache/usage",
          '{\n  "full_name": "acme/monorepo",\n  "active_caches_size_in_bytes": 10694213021,\n  "active_caches_count": 412\n}',
        )
        .assistant(
          "The repo is at ~10 GB of Actions cache, which is the per-repo cap, so GitHub evicts the oldest entries and the buildx layers go first. Switching to a registry cache on ghcr (`type=registry`) would avoid the cap.",
        )
        .user(
          "right, the 10 GB cap is per repo and buildx shares it with pnpm and turbo. ok going with type=registry on ghcr for the buildx cache.\n\nand pls keep in mind for all image work: tag with the git sha, never push a `latest` tag, deploys break when latest moves under them",
        )
        .file("Edit", ".github/workflows/docker.yml")
        .assistant(
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression in quoted text, not a template
          "docker.yml now uses `cache-from/cache-to: type=registry,ref=ghcr.io/acme/buildcache:<image>` and tags images with `${{ github.sha }}` only.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["10 gb"] },
      { kind: "decision", keys: ["type=registry"] },
      { kind: "instruction", keys: ["git sha", "latest"] },
    ],
  },
  {
    id: "b103-plugin-changesets",
    build: (s) =>
      s
        .user("release of the backstage plugins failed, no version bumps found?")
        .bash(
          "yarn changeset status",
          "🦋  info NO packages to be bumped at patch, minor or major\n🦋  error Some packages have been changed but no changesets were found.",
          1,
        )
        .assistant("The last three plugin PRs were merged without changeset files, so `changeset version` had nothing to release.")
        .user(
          "ugh. every plugin PR has to include a changeset (`yarn changeset`), ok? add one now for the runner-status changes. and follow-up once runner-status is stable: publish it to the internal npm registry so other orgs can install it",
        )
        .bash("yarn changeset add --empty && ls .changeset", "🦋  Empty Changeset added! - you can now commit it\nbrave-lions-dance.md\nconfig.json")
        .file("Edit", ".changeset/brave-lions-dance.md")
        .assistant("Added a patch changeset for @acme/plugin-runner-status.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changeset"] },
      { kind: "task", keys: ["runner-status", "npm registry"] },
    ],
  },
  {
    id: "b103-gateway-shards",
    build: (s) =>
      s
        .user(
          "CI budget check for the monthly eng-leads review:\n\n| pipeline | p50 | budget |\n|---|---|---|\n| monorepo/ci | 11m | ✅ |\n| api-gateway | 17m | ❌ |\n| web | 4m | ✅ |\n\n(the budget is 15 min p50 for every pipeline, that's the CI SLO we agreed with eng leads in october.) api-gateway is over. let's split its tests into 4 shards",
        )
        .file("Read", ".github/workflows/api-gateway.yml")
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression in quoted text, not a template
        .assistant("I'll add a `strategy.matrix.shard: [1, 2, 3, 4]` to the test job and pass `--shard=${{ matrix.shard }}/4` to vitest.")
        .bash("gh run list -w api-gateway.yml -L 20 --json createdAt,runStartedAt | jq '[.[] | ...] | add/length'", "41")
        .user(
          "hm wait, 41s average just waiting for a runner per job already. 4 shards means 4x the queueing. go 2 shards instead. and PLAT-430: profile the gateway integration tests, that's for next week",
        )
        .file("Edit", ".github/workflows/api-gateway.yml")
        .assistant("Test job now runs as 2 shards.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["15 min", "slo"] },
      { kind: "decision", keys: ["2 shards"] },
      { kind: "task", keys: ["plat-430"] },
    ],
  },
  {
    id: "b103-e-token-error",
    build: (s) =>
      s
        .user(
          "anyone know what this means? from the release job:\n```\nError: Input required and not supplied: github-token\n  The token must have contents:write. Never use a PAT here.\n```",
        )
        .assistant(
          "The action's `github-token` input was empty. The message text is from the action itself. Perhaps the job runs on a fork PR where secrets aren't passed, or the `permissions:` block doesn't grant contents: write.",
        )
        .user("it's not a fork. does permissions: at the workflow level apply to reusable workflows?")
        .assistant("A called workflow can only keep or reduce the caller's permissions; it can't elevate them.")
        .user("hmm ok. no idea then, not urgent, moving on")
        .stop(),
    planted: [],
  },
];

export const BLIND103 = plantedSet(BLIND103_SESSIONS, Date.UTC(2026, 10, 6, 9));
