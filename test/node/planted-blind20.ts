/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of security
 * reviews and dependency upgrades (CVE triage, Dependabot/Renovate, lockfiles, secret scanning,
 * SBOMs, pinning) as cautious users run them in Copilot CLI (terse imperative prompts, "Done."
 * answers) and Grok ("I'll check … first."): rules about secrets and versions, facts about which
 * services run what. It was written without reading src/core/memories/ (beyond model.ts's kinds)
 * or any other planted set's sessions. Each session is one segment; the items planted in it are
 * listed with it: 73 items (17 decisions, 17 instructions, 22 facts, 17 tasks) in 50 sessions,
 * 14 of which plant nothing. Every other message must give nothing: questions, hypotheses,
 * proposals the user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted
 * code, logs and tool output (with "always", "never", "TODO" in them), chit-chat, and requests
 * the agent completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set; planted-blind.ts's):
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

export const BLIND20_SESSIONS: BlindSession[] = [
  {
    id: "b20-openssl-vex",
    build: (s) =>
      s
        .user(
          "dependabot flagged CVE-2026-3311 (openssl) on the ledger-worker image. is that even reachable from our code? dont change anything yet, just look",
        )
        .assistant("I'll scan the current image first and then check how the binary uses TLS.")
        .bash(
          "grype registry.internal/ledger-worker:1.14.2 --only-fixed",
          "NAME     INSTALLED   FIXED-IN   TYPE  VULNERABILITY   SEVERITY\nlibssl3  3.0.13-1    3.0.15-1   deb   CVE-2026-3311   High",
        )
        .bash("go version -m ./bin/ledger-worker | grep -E 'CGO_ENABLED|-tags'", "\tbuild\tCGO_ENABLED=0\n\tbuild\t-tags=netgo")
        .assistant(
          "Not reachable. ledger-worker is a static Go binary (CGO_ENABLED=0) on a distroless base, so it never loads the system openssl; TLS goes through crypto/tls. The libssl3 package is only in the image because of the base layer.",
        )
        .user("ok good. we mark it not_affected in the VEX doc and we don't rebuild for it. add the statement")
        .file("Edit", "security/vex/ledger-worker.openvex.json")
        .assistant("Added a not_affected statement for CVE-2026-3311 with justification vulnerable_code_not_in_execute_path.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ledger-worker", "distroless"] },
      { kind: "decision", keys: ["vex"] },
    ],
  },
  {
    id: "b20-renovate-switch",
    build: (s) =>
      s
        .user(
          "Platform sync decided it today: we're moving every repo off Dependabot and onto Renovate. start with this one. keep the dependabot.yml around until the renovate onboarding PR is merged",
        )
        .assistant("I'll look at the current Dependabot config so the Renovate one covers the same ecosystems.")
        .bash("cat .github/dependabot.yml", 'version: 2\nupdates:\n  - package-ecosystem: "npm"\n    directory: "/"\n    schedule:\n      interval: "weekly"')
        .file("Write", "renovate.json")
        .assistant("Wrote renovate.json extending config:recommended with the npm manager only, matching what Dependabot did. Opened nothing yet.")
        .user(
          "one more thing that applies every time: when you review renovate PRs for me, read the changelog link before you say anything about it being safe",
        )
        .assistant("Understood, I'll open the release notes/changelog for each bump before giving you a verdict.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["renovate"] },
      { kind: "instruction", keys: ["changelog"] },
    ],
  },
  {
    id: "b20-gitleaks-fixture",
    build: (s) =>
      s
        .user("gitleaks is failing the pre-commit hook on test/fixtures/s3.json. is that a real key??")
        .bash(
          "gitleaks detect --no-banner -v --source . --log-opts=-1",
          'Finding:     "aws_access_key_id": "AKIAIOSFODNN7EXAMPLE"\nSecret:      AKIAIOSFODNN7EXAMPLE\nRuleID:      aws-access-token\nFile:        test/fixtures/s3.json\nLine:        4',
          1,
        )
        .assistant(
          "It's not real: AKIAIOSFODNN7EXAMPLE is the placeholder from the AWS documentation. Want me to allowlist that exact value in .gitleaks.toml?",
        )
        .user("yes allowlist it, that exact value only not the file")
        .file("Edit", ".gitleaks.toml")
        .bash("gitleaks detect --no-banner --source . --log-opts=-1", "INF no leaks found")
        .user(
          "and for the future: if you ever find a real secret in this repo you stop and tell me. do NOT rewrite git history yourself, no filter-repo, no force push, I'll coordinate that with security",
        )
        .assistant("Got it — a real secret means I stop and report it; I won't touch git history.")
        .user("also there's an old key-looking string in the legacy-importer repo I saw last month. not this repo, check it next week when you have access")
        .assistant("Noted for next week: check the key-like string in legacy-importer.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["history"] },
      { kind: "task", keys: ["legacy-importer"] },
    ],
  },
  {
    id: "b20-pnpm-lockfile",
    build: (s) =>
      s
        .user("why does my diff have a package-lock.json with 9k lines?")
        .bash("git status --short", "?? package-lock.json\n M package.json")
        .assistant(
          'Someone ran npm install here; npm writes package-lock.json next to the existing pnpm-lock.yaml. The package.json change is only the npm-added "overrides" block.',
        )
        .user("ugh. this repo is pnpm only — never run npm install in it, use pnpm for everything, including one-off adds")
        .bash(
          "rm package-lock.json && git checkout package.json && pnpm install --frozen-lockfile",
          "Lockfile is up to date, resolution step is skipped\nDone in 3.1s",
        )
        .user("which pnpm does CI use btw")
        .bash(
          "grep -n packageManager package.json; grep -n corepack .github/workflows/ci.yml",
          '5:  "packageManager": "pnpm@9.12.1",\n14:      - run: corepack enable',
        )
        .assistant("CI runs pnpm 9.12.1 through corepack: the workflow calls `corepack enable` and the version comes from the packageManager field.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["pnpm"] },
      { kind: "fact", keys: ["corepack"] },
    ],
  },
  {
    id: "b20-node-version",
    build: (s) =>
      s
        .user("what node does billing-api run in prod? I think it's 18 but not sure")
        .bash("head -3 services/billing-api/Dockerfile", "# syntax=docker/dockerfile:1.7\nFROM node:20.11-bookworm-slim AS base\nWORKDIR /app")
        .assistant("It's not 18: billing-api runs Node 20.11 in prod, the Dockerfile's base is node:20.11-bookworm-slim.")
        .user("ok pin .nvmrc to 20.11 too so local matches")
        .file("Write", "services/billing-api/.nvmrc")
        .assistant("Done, .nvmrc says 20.11.")
        .user("and so nobody asks again: billing-api stays on Node 20 LTS until April. no Node 22 before that, even if renovate opens the PR")
        .assistant("Understood. I'll add a packageRule so Renovate doesn't propose node 22 for this service before then?")
        .user("no, leave the renovate config alone")
        .stop(),
    planted: [
      { kind: "fact", keys: ["billing-api", "node"] },
      { kind: "decision", keys: ["node", "lts"] },
    ],
  },
  {
    id: "b20-sbom-format",
    build: (s) =>
      s
        .user("compliance wants SBOMs for every release. SPDX or CycloneDX, what's the difference for us?")
        .assistant(
          "Both are fine for an audit. CycloneDX has better tooling for vulnerability workflows (VEX, Dependency-Track); SPDX is the ISO standard and what some customers ask for by name. Syft can emit either.",
        )
        .user("cyclonedx. generate it with syft in the release workflow and attach it to the github release")
        .file("Edit", ".github/workflows/release.yml")
        .bash(
          "act -j release --dryrun 2>&1 | tail -3",
          "[release/release] ✅  Success - Main syft packages . -o cyclonedx-json=sbom.cdx.json\n[release/release] ✅  Success - Main gh release upload\nJob succeeded",
        )
        .assistant("The release job now runs `syft packages . -o cyclonedx-json` and uploads sbom.cdx.json to the GitHub release.")
        .user("ledger-worker needs the same sbom step but its release is a goreleaser thing, don't do it now. later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cyclonedx"] },
      { kind: "task", keys: ["sbom", "ledger-worker"] },
    ],
  },
  {
    id: "b20-cvss-chat",
    build: (s) =>
      s
        .user("random q while I have coffee: what's the difference between the CVSS base score and EPSS?")
        .assistant(
          "CVSS base score rates how bad a vulnerability is if exploited (0–10, static). EPSS estimates the probability it gets exploited in the next 30 days, from observed activity. A 9.8 with EPSS 0.2% is often less urgent than a 7.5 with EPSS 40%.",
        )
        .bash("curl -s 'https://api.first.org/data/v1/epss?cve=CVE-2026-3311' | jq '.data[0].epss'", '"0.00213"')
        .user("huh ok, so the openssl one from this morning is like 0.2%")
        .assistant("Right, 0.00213, about 0.2%.")
        .user("cool thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b20-axios-bump",
    build: (s) =>
      s
        .user("bump axios to 1.7.4 in web, the SSRF advisory one. tests must pass before you call it done")
        .bash(
          "pnpm --filter web up axios@1.7.4",
          "Progress: resolved 812, reused 790, downloaded 1, added 1, done\nWARN  deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not use it.",
        )
        .bash("pnpm --filter web test", " Test Files  41 passed (41)\n      Tests  388 passed (388)")
        .assistant("Done: web is on axios 1.7.4 and the suite passes (388 tests). The inflight warning is a transitive dev dependency of glob, unrelated.")
        .user("perfect, ty")
        .stop(),
    planted: [],
  },
  {
    id: "b20-notifier-vault",
    build: (s) =>
      s
        .user("where does notifier get its smtp password from? env? a k8s secret?")
        .bash(
          "grep -n 'vault.hashicorp.com' helm/notifier/values.yaml",
          '12:    vault.hashicorp.com/agent-inject: "true"\n13:    vault.hashicorp.com/agent-inject-secret-smtp: "secret/data/notifier/smtp"',
        )
        .assistant(
          "Neither: notifier reads the SMTP password from Vault at secret/data/notifier/smtp, injected by the Vault agent sidecar into /vault/secrets/smtp.",
        )
        .user("good. and a rule for everything in helm/: never put secrets in values.yaml, not even for staging. they go in vault, period.")
        .assistant("Understood — no secret values in values.yaml files, Vault only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["notifier", "vault"] },
      { kind: "instruction", keys: ["values.yaml"] },
    ],
  },
  {
    id: "b20-actions-pinning",
    build: (s) =>
      s
        .user("openssf scorecard complains that our actions aren't pinned. how bad is it")
        .bash("scorecard --repo=github.com/acme/billing --checks Pinned-Dependencies --format json | jq '.checks[0].score'", "3")
        .assistant(
          "Score 3/10. A tag like `@v4` can be moved by the action's owner, so a compromised third-party action would run in our jobs with our secrets.",
        )
        .user(
          "ok here's the call: every third-party action gets pinned to a full commit sha with the tag in a comment. actions/* from github itself can stay on tags",
        )
        .bash("pinact run --exclude '^actions/'", "pinned 9 actions in 4 workflow files")
        .assistant("Pinned 9 third-party actions to commit SHAs (with `# v4.1.1`-style comments); actions/* untouched.")
        .user("the reusable workflows in the infra-workflows repo need the same treatment but that's another repo and another review. later")
        .stop(),
    planted: [
      { kind: "decision", keys: ["actions", "sha"] },
      { kind: "task", keys: ["infra-workflows"] },
    ],
  },
  {
    id: "b20-audit-signatures-maybe",
    build: (s) =>
      s
        .user("should we turn on `npm audit signatures` in CI? does pnpm even have that")
        .bash("pnpm audit --help | head -5", "Usage: pnpm audit [options]\n\nChecks for known security issues with the installed packages.")
        .assistant(
          "pnpm has no signature verification equivalent yet; we'd have to run `npm audit signatures` against a generated package-lock, which is awkward. It would catch registry tampering, though.",
        )
        .user("hmm. maybe the flaky install last week was the registry mirror rewriting tarballs? no idea")
        .assistant("Possible, but the logs only showed an ETIMEDOUT, nothing about integrity mismatches.")
        .user("let me think about it, not deciding anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b20-auth-gateway-log4j",
    build: (s) =>
      s
        .user("security asked again whether auth-gateway is hit by the new log4j thing. check pls, read only")
        .bash(
          "cd services/auth-gateway && ./gradlew -q dependencies --configuration runtimeClasspath | grep -i log4j",
          "|    +--- org.apache.logging.log4j:log4j-to-slf4j:2.21.1\n|    |    \\--- org.apache.logging.log4j:log4j-api:2.21.1",
        )
        .bash(
          "grep -E 'sourceCompatibility|springframework.boot' build.gradle.kts",
          '    id("org.springframework.boot") version "3.2.5"\n    sourceCompatibility = JavaVersion.VERSION_17',
        )
        .assistant(
          "Not affected: auth-gateway (Spring Boot 3.2 on Java 17) logs through logback; log4j-api and the log4j-to-slf4j bridge are on the classpath but log4j-core is not.",
        )
        .user("ok. decision so this doesn't come back: we exclude log4j-core explicitly in the gradle build so it can't sneak in transitively")
        .file("Edit", "services/auth-gateway/build.gradle.kts")
        .assistant("Added a global exclude for org.apache.logging.log4j:log4j-core in configurations.all.")
        .user("separate thing, not today: renovate ignores our gradle version catalog (libs.versions.toml), someone needs to fix the manager config for it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["auth-gateway", "java"] },
      { kind: "decision", keys: ["log4j-core", "exclude"] },
      { kind: "task", keys: ["catalog"] },
    ],
  },
  {
    id: "b20-lodash-override",
    build: (s) =>
      s
        .user("add an overrides entry forcing lodash 4.17.21 everywhere, the prototype pollution advisory")
        .file("Edit", "package.json")
        .bash("pnpm install && pnpm why lodash | tail -2", "lodash 4.17.21\n└── lodash.template 4.5.0 -> lodash 4.17.21")
        .assistant("Added `pnpm.overrides: { lodash: 4.17.21 }`; every path resolves to 4.17.21 now.")
        .user(
          "actually scrap the override. talked to Dana: we remove lodash completely instead, the only real use is lodash.template in the pdf renderer. revert the override",
        )
        .bash("git checkout package.json pnpm-lock.yaml && git status --short", "")
        .assistant("Reverted; package.json and the lockfile are back to main.")
        .user("Dana is writing a tiny replacement helper. once it lands, swap the lodash.template calls in src/invoices/pdf.ts for it — not before")
        .stop(),
    planted: [
      { kind: "decision", keys: ["remove", "lodash"] },
      { kind: "task", keys: ["lodash.template"] },
    ],
  },
  {
    id: "b20-ci-env-dump",
    build: (s) =>
      s
        .user("does the deploy job leak anything? I saw an `env | sort` step in the logs")
        .bash(
          "grep -n -B2 -A2 'env | sort' .github/workflows/deploy.yml",
          "31-      - name: debug\n32-        if: runner.debug == '1'\n33-        run: env | sort",
        )
        .assistant(
          "Yes, in debug reruns: GitHub masks registered secrets, but derived values (base64'd, split) would print. The step is only there for debugging.",
        )
        .user("delete that step")
        .file("Edit", ".github/workflows/deploy.yml")
        .bash("grep -n 'role-to-assume' .github/workflows/deploy.yml", "44:          role-to-assume: arn:aws:iam::4417:role/gha-deploy-billing")
        .assistant(
          "Removed. Also confirmed the deploy job authenticates to AWS through OIDC (role gha-deploy-billing), so there are no long-lived AWS keys in the repo's secrets.",
        )
        .user("good. standing rule for all workflows: never dump the environment (env, printenv, set -x) in any job that has secrets")
        .stop(),
    planted: [
      { kind: "fact", keys: ["oidc"] },
      { kind: "instruction", keys: ["dump", "secrets"] },
    ],
  },
  {
    id: "b20-osv-readout",
    build: (s) =>
      s
        .user("run osv-scanner on the repo and tell me if anything is critical")
        .bash(
          "osv-scanner --lockfile pnpm-lock.yaml",
          "Scanned pnpm-lock.yaml file and found 412 packages\n╭──────────────┬──────┬───────────┬─────────┬─────────╮\n│ OSV URL      │ CVSS │ PACKAGE   │ VERSION │ SOURCE  │\n│ GHSA-9wv6-…  │ 5.3  │ micromatch│ 4.0.5   │ pnpm-lock│\n╰──────────────┴──────┴───────────┴─────────┴─────────╯",
        )
        .file("Read", "node_modules/micromatch/index.js")
        .assistant(
          "Nothing critical. One moderate: micromatch 4.0.5 ReDoS (GHSA-9wv6), pulled in by the test runner only. The source even has a `// TODO: always escape user globs, never trust input` comment near the vulnerable regex.",
        )
        .user("dev-only, fine. thx that's all")
        .stop(),
    planted: [],
  },
  {
    id: "b20-express-bump-policy",
    build: (s) =>
      s
        .user("upgrade express 4.19 -> 4.21.1 in billing-api")
        .bash("pnpm --filter billing-api up express@4.21.1 && pnpm --filter billing-api test", " Test Files  27 passed (27)\n      Tests  214 passed (214)")
        .assistant("Done. billing-api is on express 4.21.1, tests pass.")
        .user("from now on: patch bumps you can just do. minor bumps, ask me first. major upgrades never without a ticket number in the PR")
        .assistant("Noted: patches directly, minors after asking, majors only with a ticket reference.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["major", "ticket"] }],
  },
  {
    id: "b20-trivy-base-images",
    build: (s) =>
      s
        .user("what base images do the node services use? trivy keeps complaining about different things per service")
        .bash(
          "grep -h '^FROM' services/*/Dockerfile | sort | uniq -c",
          "      3 FROM cgr.dev/chainguard/node:latest-dev AS build\n      3 FROM cgr.dev/chainguard/node:latest\n      1 FROM python:3.11-slim",
        )
        .assistant(
          "All three node services (billing-api, web's SSR server, importer) build on cgr.dev/chainguard/node. Most of the trivy findings come from the one python image.",
        )
        .user("ok wait, billing-api is on node:20.11-bookworm-slim, I saw that last week?")
        .bash("git log -1 --format=%s -- services/billing-api/Dockerfile", "billing-api: move runtime to chainguard/node (SEC-377)")
        .assistant("It moved: billing-api's runtime switched to chainguard/node in SEC-377, so all node services are on chainguard now.")
        .user("right. the notifier trivy failures are ticket SEC-412, look at it after the release freeze, not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["chainguard"] },
      { kind: "task", keys: ["sec-412"] },
    ],
  },
  {
    id: "b20-trufflehog-idea",
    build: (s) =>
      s
        .user("what if we ran trufflehog on every push, on top of gitleaks?")
        .bash("time trufflehog git file://. --since-commit HEAD~50 --only-verified", "🐷🔑🐷  TruffleHog. Unearth your secrets. 🐷🔑🐷\n\nreal\t0m41.7s")
        .assistant(
          "It would add roughly 40 s per push on this repo, and its --only-verified mode checks found keys against the providers, which gitleaks can't.",
        )
        .user("40s is a lot. not sure it's worth it, I'll bring it up with the team at some point")
        .assistant("Sure, nothing changed on my side.")
        .stop(),
    planted: [],
  },
  {
    id: "b20-ledger-go-toolchain",
    build: (s) =>
      s
        .user("govulncheck says ledger-worker is hit by GO-2026-3101 in golang.org/x/net. options?")
        .bash(
          "cd services/ledger-worker && govulncheck ./...",
          "Vulnerability #1: GO-2026-3101\n    Found in: golang.org/x/net@v0.28.0\n    Fixed in: golang.org/x/net@v0.33.0\n    Example traces found:\n      #1: internal/feed/http.go:58:22: feed.Fetch calls html.Parse",
        )
        .bash("grep -E '^(go|toolchain) ' go.mod", "go 1.22\ntoolchain go1.22.5")
        .assistant(
          "Two options: bump golang.org/x/net to v0.33.0 directly, or wait for grpc-go's next release, which will pull it in. The call path is real (feed.Fetch → html.Parse). For reference, go.mod pins toolchain go1.22.5, which is already fine for this one.",
        )
        .user("we bump x/net to v0.33 now, not waiting for grpc")
        .bash("go get golang.org/x/net@v0.33.0 && go mod tidy && go test ./...", "ok  \tledger/internal/feed\t0.412s\nok  \tledger/internal/ledger\t1.907s")
        .assistant("Bumped golang.org/x/net to v0.33.0; tests pass and govulncheck is clean.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["toolchain"] },
      { kind: "decision", keys: ["x/net"] },
    ],
  },
  {
    id: "b20-security-pr-titles",
    build: (s) =>
      s
        .user("make a branch for the x/net fix and open a draft PR")
        .bash("git switch -c deps/x-net-0.33 && gh pr create --draft --fill", "https://github.com/acme/ledger/pull/881")
        .assistant('Draft PR #881 is open with the default title "Bump golang.org/x/net".')
        .user(
          "retitle it. and remember this for every security fix: own PR, CVE id (or GO-/GHSA- id) in the title, never bundled with feature work. makes the audit trail greppable",
        )
        .bash('gh pr edit 881 --title "GO-2026-3101: bump golang.org/x/net to v0.33.0"', "https://github.com/acme/ledger/pull/881")
        .assistant('Retitled to "GO-2026-3101: bump golang.org/x/net to v0.33.0".')
        .stop(),
    planted: [{ kind: "instruction", keys: ["cve", "title"] }],
  },
  {
    id: "b20-notifier-python",
    build: (s) =>
      s
        .user("I think notifier is still on python 3.9? there's a CVE for 3.9's email module")
        .bash("grep -n python services/notifier/pyproject.toml; head -1 services/notifier/Dockerfile", '9:python = "^3.11"\nFROM python:3.11-slim')
        .assistant("It's newer than that: notifier is on Python 3.11, both pyproject.toml and the Dockerfile say 3.11, so the 3.9 advisory doesn't apply.")
        .user("and it's poetry right? which version")
        .bash("cd services/notifier && poetry --version", "Poetry (version 1.8.3)")
        .assistant("Yes, notifier uses Poetry 1.8 (1.8.3 here and in CI); the lock is poetry.lock.")
        .user(
          "ok. rule when you update notifier deps: one package at a time with `poetry update <pkg>`, never a blanket poetry update, that drags 40 things along",
        )
        .assistant("Will do.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["notifier", "3.11"] },
      { kind: "fact", keys: ["poetry", "1.8"] },
      { kind: "instruction", keys: ["poetry", "update"] },
    ],
  },
  {
    id: "b20-renovate-schedule",
    build: (s) =>
      s
        .user("set the renovate schedule to mondays before 6am")
        .file("Edit", "renovate.json")
        .assistant('Set "schedule": ["before 6am on monday"].')
        .user("hmm on-call just complained, monday mornings are already their worst. change of plan: renovate only runs on weekends. that's final, update it")
        .file("Edit", "renovate.json")
        .bash("npx --yes --package renovate renovate-config-validator", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .assistant('Schedule is now ["every weekend"] and the config validates.')
        .user("the go modules in the monorepo still need their own packageRules (grouping, automerge off). after we've seen a weekend of it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["weekend"] },
      { kind: "task", keys: ["packagerules"] },
    ],
  },
  {
    id: "b20-npm-audit-readout",
    build: (s) =>
      s
        .user("quick `npm audit --omit dev` on the old admin-ui, just to see")
        .bash(
          "cd legacy/admin-ui && npm audit --omit dev",
          "npm WARN config always-auth This option has been deprecated and will never be used again.\n# npm audit report\n\nsemver  <5.7.2\nSeverity: moderate\nfix available via `npm audit fix`\n\n1 moderate severity vulnerability",
        )
        .assistant("One moderate (semver ReDoS) in production deps, nothing high or critical. The always-auth line is just a deprecated .npmrc option warning.")
        .user("ok so nothing critical. cool, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b20-db-creds",
    build: (s) =>
      s
        .user("how do billing-api's postgres credentials work, are they static? the pentest report asks")
        .bash("vault read -format=json database/roles/billing-api | jq '.data | {default_ttl, max_ttl}'", '{\n  "default_ttl": 86400,\n  "max_ttl": 259200\n}')
        .assistant(
          "Not static: billing-api gets dynamic Postgres credentials from Vault's database secrets engine with a 24h lease (max 72h), renewed by the agent sidecar.",
        )
        .user("and ledger-worker?")
        .bash("kubectl -n ledger get secret ledger-db -o jsonpath='{.metadata.creationTimestamp}'", "2024-03-11T08:12:40Z")
        .assistant("ledger-worker uses a static DB password from the k8s secret ledger-db, created March 2024 and never rotated.")
        .user("yeah. moving ledger-worker off the static password onto vault dynamic creds is on the list, after Q4. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lease"] },
      { kind: "fact", keys: ["ledger-worker", "static"] },
      { kind: "task", keys: ["ledger-worker", "static"] },
    ],
  },
  {
    id: "b20-npm-provenance",
    build: (s) =>
      s
        .user("how do we publish @acme/crypto-utils right now?")
        .bash(
          "git log -3 --format='%h %an %s' -- packages/crypto-utils/package.json",
          "a91e3f2 Priya Nair v2.3.1\n77c01de Tom Berg v2.3.0\n5d2b8aa Priya Nair v2.2.0",
        )
        .assistant("By hand: versions are bumped in commits and published from someone's machine, there's no publish workflow.")
        .user(
          "that changes. internal packages get published from GitHub Actions only, with npm provenance (--provenance). and nobody publishes from a laptop anymore, you included",
        )
        .file("Write", ".github/workflows/publish.yml")
        .assistant(
          "Added publish.yml: on a version tag it runs `npm publish --provenance --access restricted` with id-token: write. I won't run npm publish locally.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["provenance"] },
      { kind: "instruction", keys: ["laptop"] },
    ],
  },
  {
    id: "b20-semver-question",
    build: (s) =>
      s
        .user("remind me, ^1.2.3 vs ~1.2.3, which one takes minors?")
        .assistant("^1.2.3 allows any 1.x.y ≥ 1.2.3 (minors and patches); ~1.2.3 allows only 1.2.x patches.")
        .bash("npm view undici versions --json | jq -r '.[-3:][]'", "6.21.0\n6.21.1\n7.0.0")
        .user("so ^6.21.0 wouldn't pick up 7.0.0")
        .assistant("Correct, a caret never crosses a major.")
        .stop(),
    planted: [],
  },
  {
    id: "b20-xml-importer",
    build: (s) =>
      s
        .user("maybe the fast-xml-parser CVE affects the invoice importer? just a hunch")
        .bash("pnpm why fast-xml-parser", "importer@0.9.0 /services/importer\n└── fast-xml-parser 4.2.5")
        .assistant("Your hunch is right: importer depends on fast-xml-parser 4.2.5 and the advisory is fixed in 4.4.1.")
        .user("bump it")
        .bash("pnpm --filter importer up fast-xml-parser@4.4.1 && pnpm --filter importer test", " Tests  96 passed (96)")
        .assistant("Bumped to 4.4.1; importer's 96 tests pass.")
        .user(
          "fact worth keeping: the importer is the only service that parses customer XML. everything else is JSON. so xml advisories only ever matter there",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["importer", "xml"] }],
  },
  {
    id: "b20-push-protection",
    build: (s) =>
      s
        .user("the slack webhook URL in PR #412 — did push protection not catch it?")
        .bash(
          "gh api orgs/acme/code-security/configurations --jq '.[] | {name, secret_scanning_push_protection}'",
          '{"name":"default","secret_scanning_push_protection":"disabled"}',
        )
        .assistant(
          "Push protection is disabled in the org's default security configuration, so nothing blocked the push. Secret scanning did alert afterwards.",
        )
        .user("ok we're turning on push protection org-wide. bypass needs a written reason. do it")
        .bash(
          "gh api -X PATCH orgs/acme/code-security/configurations/17 -f secret_scanning_push_protection=enabled -f secret_scanning_delegated_bypass=enabled",
          '{"id":17,"secret_scanning_push_protection":"enabled"}',
        )
        .assistant("Push protection is enabled org-wide with delegated bypass, so a bypass needs a reason and a reviewer.")
        .user("the leaked slack webhook still needs rotating. Marco owns that slack app, ask him when he's back monday")
        .stop(),
    planted: [
      { kind: "decision", keys: ["push", "protection"] },
      { kind: "task", keys: ["slack", "webhook"] },
    ],
  },
  {
    id: "b20-audit-fix-force",
    build: (s) =>
      s
        .user("web has 3 high advisories, npm audit says what?")
        .bash(
          "cd web && npm audit --package-lock-only | tail -4",
          "3 high severity vulnerabilities\n\nTo address all issues (including breaking changes), run:\n  npm audit fix --force",
        )
        .assistant("All three come from next's transitive deps. audit suggests `npm audit fix --force`, which would move next to 15.")
        .user("no. never run npm audit fix --force, in any repo. it jumps majors behind your back")
        .bash("jq -r '.dependencies.next' web/package.json", "14.2.15")
        .assistant("Understood. web is on Next.js 14.2 (14.2.15); the advisories are fixed in 14.2.21, so a patch bump covers them.")
        .user("right, and 15 is blocked anyway because of the i18n plugin. do the 14.2.21 bump")
        .bash("pnpm --filter web up next@14.2.21 && pnpm --filter web build", "✓ Compiled successfully")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["audit", "force"] },
      { kind: "fact", keys: ["next.js", "14.2"] },
      { kind: "fact", keys: ["i18n"] },
    ],
  },
  {
    id: "b20-yarn-withdrawn",
    build: (s) =>
      s
        .user("let's switch the monorepo to yarn berry, PnP would stop the phantom deps")
        .bash("jq -r .packageManager package.json", "pnpm@9.12.1")
        .assistant("That would mean replacing pnpm-lock.yaml, the CI cache keys and corepack config. Want me to sketch the migration?")
        .user("no wait, forget that. too much churn for a security review week")
        .assistant("Okay, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b20-cosign-signing",
    build: (s) =>
      s
        .user("how do we prove the images in prod are the ones CI built?")
        .bash("cosign verify registry.internal/billing-api:2.8.0 2>&1 | head -2", "Error: no signatures found", 1)
        .assistant(
          "We can't today: the images aren't signed. Options are cosign with a key pair in KMS, or keyless signing through Sigstore with the GitHub OIDC identity.",
        )
        .user("keyless. we sign every release image with cosign keyless in the release workflow")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("The release job now runs `cosign sign --yes` on the pushed digest with id-token: write.")
        .user("enforcing it in the prod cluster needs a kyverno policy. next sprint, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cosign"] },
      { kind: "task", keys: ["kyverno"] },
    ],
  },
  {
    id: "b20-payments-proxy",
    build: (s) =>
      s
        .user("trivy flags envoy in payments-proxy. can you bump the image tag?")
        .bash(
          "head -6 deploy/platform/payments-proxy/deployment.yaml",
          "# owned by platform-team, see CODEOWNERS\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: payments-proxy",
        )
        .bash("grep -n image: deploy/platform/payments-proxy/deployment.yaml", "21:        image: envoyproxy/envoy:v1.30.4")
        .assistant("payments-proxy runs Envoy 1.30.4 and is owned by the platform team (CODEOWNERS). Should I still edit it?")
        .user(
          "no!! anything under deploy/platform/ belongs to the platform team. don't edit those files, ever — open an issue on their board instead. file one for this envoy finding",
        )
        .bash(
          'gh issue create -R acme/platform -t "payments-proxy: envoy 1.30.4 flagged by trivy" -b "see nightly scan"',
          "https://github.com/acme/platform/issues/233",
        )
        .assistant("Filed acme/platform#233; I didn't touch the deployment.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["payments-proxy", "envoy"] },
      { kind: "instruction", keys: ["deploy/platform"] },
    ],
  },
  {
    id: "b20-dotenv-printed",
    build: (s) =>
      s
        .user("is STRIPE_KEY set in .env.production?")
        .bash("cat .env.production", "DATABASE_URL=postgres://…\nSTRIPE_KEY=sk_test_51N…REDACTED\nSENTRY_DSN=https://…")
        .assistant("Yes, STRIPE_KEY is set (a test-mode key).")
        .user(
          "you just printed the whole file into the transcript. please don't. never print the contents of secret files, only tell me whether the key exists (grep -c or similar)",
        )
        .bash("grep -c '^STRIPE_KEY=' .env.production", "1")
        .assistant("Sorry about that. From now on I'll only check for presence, like this: the key is there (1 match).")
        .user("that stripe test key has now been in a transcript, so it needs rotating. I'll do that monday in the dashboard")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["print", "secret"] },
      { kind: "task", keys: ["stripe"] },
    ],
  },
  {
    id: "b20-hello-status",
    build: (s) =>
      s
        .user("morning! back from the conference, lots of sbom talks lol")
        .assistant("Welcome back! Anything you want to pick up first?")
        .bash("git status --short --branch", "## main...origin/main")
        .user("nah just checking the tree is clean. it is. later")
        .stop(),
    planted: [],
  },
  {
    id: "b20-rates-sync",
    build: (s) =>
      s
        .user("which go services do we have besides ledger-worker, and do they run govulncheck?")
        .bash(
          "ls services/*/go.mod; grep -l govulncheck .github/workflows/*.yml",
          "services/ledger-worker/go.mod\nservices/rates-sync/go.mod\n.github/workflows/ledger-worker.yml",
        )
        .bash(
          "head -3 services/rates-sync/go.mod; grep -n driver services/rates-sync/job.nomad.hcl",
          'module acme/rates-sync\n\ngo 1.21\n12:    driver = "exec"',
        )
        .assistant("Only rates-sync: a Go 1.21 cron job scheduled on Nomad (exec driver, job.nomad.hcl). Only ledger-worker's workflow runs govulncheck.")
        .user("figured. adding govulncheck to rates-sync's CI is a todo, put it on the list for after the freeze")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rates-sync", "nomad"] },
      { kind: "task", keys: ["govulncheck", "rates-sync"] },
    ],
  },
  {
    id: "b20-digests-exact-versions",
    build: (s) =>
      s
        .user("write the upgrade notes for this release in UPGRADING.md")
        .file("Edit", "UPGRADING.md")
        .assistant('Drafted the notes: "billing-api now uses the latest express and the latest chainguard image".')
        .user('no "latest" in upgrade notes or changelogs, ever. always the exact version, e.g. express 4.21.1')
        .file("Edit", "UPGRADING.md")
        .assistant("Rewritten with exact versions (express 4.21.1, chainguard/node digest sha256:7c1e…).")
        .user("speaking of which: we decided prod manifests reference images by digest from now on, not by tag. the tag can go in a comment")
        .bash("grep -rn 'image:' deploy/prod/*.yaml | head -3", "deploy/prod/billing-api.yaml:18:        image: registry.internal/billing-api:2.8.0")
        .assistant("billing-api's prod manifest still uses a tag; I'll leave the conversion for the deploy PR you mentioned?")
        .user("yes that's in the deploy PR already, don't touch it here")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["latest"] },
      { kind: "decision", keys: ["digest"] },
    ],
  },
  {
    id: "b20-outdated-count",
    build: (s) =>
      s
        .user("how far behind are we in web?")
        .bash("pnpm --filter web outdated --format json | jq 'length'", "23")
        .bash(
          'pnpm --filter web outdated --format json | jq \'[.[] | select(.isDeprecated == false)] | map(select(.latest | split(".")[0] != (.current | split(".")[0]))) | length\'',
          "7",
        )
        .assistant("23 packages are outdated in web; 7 of them are a major behind.")
        .user("ok, was just curious, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b20-install-scripts-adr",
    build: (s) =>
      s
        .user("write a short ADR for the new-dependency rule we agreed on in the security review")
        .assistant("I'll check the existing ADRs for numbering and format first.")
        .bash("ls docs/adr", "0001-record-architecture-decisions.md\n0011-renovate-over-dependabot.md")
        .user(
          "the rule: any new dependency that has install scripts (preinstall/postinstall) needs a second reviewer from security before it's merged. that's decided, just write it down",
        )
        .file("Write", "docs/adr/0012-dependencies-with-install-scripts.md")
        .assistant("Added ADR 0012 (Accepted): new dependencies with install scripts require a security reviewer.")
        .user("and for you specifically: pnpm's onlyBuiltDependencies allowlist in package.json — don't add packages to it without asking me first")
        .assistant("Understood, I'll ask before adding anything to onlyBuiltDependencies.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["install", "scripts"] },
      { kind: "instruction", keys: ["onlybuiltdependencies"] },
    ],
  },
  {
    id: "b20-vault-namespaces",
    build: (s) =>
      s
        .user("does staging have its own vault?")
        .bash("vault namespace list -format=json", '["prod/", "staging/"]')
        .bash("echo $VAULT_ADDR", "https://vault.internal:8200")
        .assistant("No: staging and prod share one Vault cluster (vault.internal) and are separated by namespaces, staging/ and prod/.")
        .user(
          "yeah that's what I feared. platform has ticket PLAT-88 for a separate staging vault cluster. keep an eye on PLAT-88 and re-point our staging config once it's done",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["vault", "namespaces"] },
      { kind: "task", keys: ["plat-88"] },
    ],
  },
  {
    id: "b20-ci-vs-install",
    build: (s) =>
      s
        .user("is `npm ci` actually safer than `npm install` or is that folklore")
        .assistant(
          "It's real: npm ci installs exactly what the lockfile says and fails if package.json and the lockfile disagree, while npm install may re-resolve ranges and rewrite the lockfile. pnpm's equivalent is --frozen-lockfile.",
        )
        .bash("npm help ci | sed -n 3,4p", "npm ci\n  Clean install a project")
        .user("ok, so not folklore. good to know")
        .stop(),
    planted: [],
  },
  {
    id: "b20-sbom-storage",
    build: (s) =>
      s
        .user("where should the release SBOMs live long term? push them to an s3 bucket, sbom-archive?")
        .assistant("An S3 bucket works for retention. I can add an upload step after syft.")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://dtrack.internal/api/version", "200")
        .user(
          "wait, security already runs Dependency-Track at dtrack.internal, they own it. so no s3: we upload the SBOMs to Dependency-Track via its API instead. final",
        )
        .file("Edit", ".github/workflows/release.yml")
        .assistant("Release job now PUTs sbom.cdx.json to dtrack.internal/api/v1/bom with the project set to the service name; no S3 step.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dependency-track"] },
      { kind: "fact", keys: ["dtrack.internal"] },
    ],
  },
  {
    id: "b20-crypto-utils-yank",
    build: (s) =>
      s
        .user("@acme/crypto-utils 2.3.0 has the weak IV bug. which services pull it?")
        .bash("pnpm why @acme/crypto-utils -r | grep crypto-utils", "billing-api: @acme/crypto-utils 2.3.1\nimporter: @acme/crypto-utils 2.3.1")
        .assistant("Both consumers are on 2.3.1 exactly, already fixed.")
        .user(
          "good. internal packages are always consumed with an exact version in services, no ^ or ~. keep it that way when you touch package.json. and 2.3.0 should be deprecated on the registry — needs owner rights I don't have, Priya has them, ask her to deprecate 2.3.0 of crypto-utils",
        )
        .assistant("Noted on exact versions. I'll leave the deprecation for Priya.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["exact"] },
      { kind: "task", keys: ["crypto-utils"] },
    ],
  },
  {
    id: "b20-flaky-rerun",
    build: (s) =>
      s
        .user("ci red on the dependency PR again")
        .bash(
          "gh run view 99812 --log-failed | tail -3",
          "FAIL  test/queue.test.ts > retries\nAssertionError: expected 2 to be 3\n Test Files  1 failed | 40 passed (41)",
          1,
        )
        .assistant("That's the known flaky queue retry test, not the bump. Rerun?")
        .user("rerun")
        .bash("gh run rerun 99812 --failed && gh run watch 99812 --exit-status", "✓ main ci · 99812\nTriggered via pull_request")
        .assistant("Green on the rerun.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b20-nightly-trivy",
    build: (s) =>
      s
        .user("where does the nightly vuln scan run? I get pinged in #sec-alerts at 3am")
        .bash(
          "grep -n -E 'cron|trivy|slack' security-scans/.github/workflows/nightly.yml",
          "4:    - cron: '0 2 * * *'\n22:      run: trivy image --ignore-unfixed $IMAGE\n31:          channel: '#sec-alerts'",
        )
        .assistant(
          "The nightly scan is in the security-scans repo: Trivy over every prod image at 02:00 UTC, results posted to #sec-alerts. It already passes --ignore-unfixed.",
        )
        .user(
          "yes and that stays, we decided to ignore unfixed CVEs in the nightly — nobody can act on them anyway. the pings you see are fixable ones. could the 3am ones be from the new image?",
        )
        .assistant("Can't tell from the workflow alone; the alert payload would say which image.")
        .user("eh, whatever, leave it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["trivy", "sec-alerts"] },
      { kind: "decision", keys: ["ignore", "unfixed"] },
    ],
  },
  {
    id: "b20-triage-reachability",
    build: (s) =>
      s
        .user("triage GHSA-4xh5 for billing-api, it's in jsonpath-plus")
        .bash("grep -rn 'jsonpath-plus' services/billing-api/src | head -3", "")
        .bash("pnpm why jsonpath-plus --filter billing-api", "billing-api\n└─┬ @stoplight/spectral-core 1.18.3 (dev)\n  └── jsonpath-plus 7.2.0")
        .assistant("Not reachable in prod: jsonpath-plus only comes in through spectral, a dev dependency for OpenAPI linting. No runtime import.")
        .user(
          "good. that's how I want every CVE triage done: check reachability first, before proposing any bump. then write the verdict in the ticket as affected / not affected / reason",
        )
        .assistant("Will do. Verdict for this one: not affected, dev-only dependency via spectral.")
        .user("the triage template isn't in the wiki yet btw. someone should add it to the wiki, remind me when we're done with the freeze")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["reachability"] },
      { kind: "task", keys: ["template", "wiki"] },
    ],
  },
  {
    id: "b20-401-hypothesis",
    build: (s) =>
      s
        .user("could the 401 spike at 14:00 be the refresh token rotation change?")
        .bash("kubectl -n auth logs deploy/auth-gateway --since=3h | grep -c 'status=401'", "214")
        .assistant(
          "214 401s in the last 3 hours, but the logs don't say whether the tokens were rotated ones; it could just as well be the expired-session sweep.",
        )
        .user("ok whatever, it stopped happening. never mind")
        .stop(),
    planted: [],
  },
  {
    id: "b20-node-fetch-vercel",
    build: (s) =>
      s
        .user("node-fetch 2.x has another advisory. do we still need it?")
        .bash("grep -rln \"from 'node-fetch'\" services/ web/ | head", "services/notifier-bridge/src/send.ts\nweb/lib/cms.ts")
        .assistant("Two imports left. Node 20 has a global fetch, so both could drop it; the other choice is bumping to node-fetch 3 (ESM only).")
        .user("drop node-fetch, we use the global fetch everywhere. go")
        .file("Edit", "web/lib/cms.ts")
        .file("Edit", "services/notifier-bridge/src/send.ts")
        .bash("pnpm -r remove node-fetch && pnpm -r test", " Test Files  112 passed (112)")
        .assistant("node-fetch is gone from both packages; all tests pass.")
        .user("web's preview is on vercel, right? check it still builds there")
        .bash("vercel inspect --logs acme-web-git-deps-drop-node-fetch.vercel.app | tail -1", "Build Completed in /vercel/output [48s]")
        .assistant("Yes, web deploys to Vercel (billing-api and notifier are on EKS), and the preview built fine.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["node-fetch"] },
      { kind: "fact", keys: ["vercel"] },
    ],
  },
  {
    id: "b20-new-package-info",
    build: (s) =>
      s
        .user("need a small lib to parse ISO durations in web. suggestions?")
        .bash("npm view iso8601-duration time.modified && npm view tinyduration time.modified", "2024-02-11T09:20:14.512Z\n2021-06-03T17:44:02.101Z")
        .assistant("iso8601-duration (last publish Feb 2024) or tinyduration (June 2021, unmaintained-looking).")
        .user(
          "in general when you suggest a new package: tell me weekly downloads and the last publish date, every time, so I don't have to ask. iso8601-duration then",
        )
        .bash("pnpm --filter web add iso8601-duration@2.1.2", "+ iso8601-duration 2.1.2")
        .assistant("Added iso8601-duration 2.1.2 (about 380k weekly downloads, last published Feb 2024).")
        .user("also moment is still in web... evaluating date-fns as its replacement is a later thing, not this PR")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["downloads"] },
      { kind: "task", keys: ["date-fns"] },
    ],
  },
  {
    id: "b20-renovate-pr-review",
    build: (s) =>
      s
        .user("review renovate PR #902 (zod 3.23.8 -> 3.24.1)")
        .bash(
          "gh pr view 902 --json body --jq .body | head -8",
          "| Package | Change |\n| zod | 3.23.8 -> 3.24.1 |\n\n### Release Notes\n- never throws on unknown keys in `.passthrough()`\n- always infers readonly tuples",
        )
        .assistant(
          "Minor release, no breaking notes; CI is green. The two behaviour notes don't touch our schemas (we don't use passthrough or readonly tuples).",
        )
        .user("ok merge it")
        .bash("gh pr merge 902 --squash", "✓ Squashed and merged pull request #902")
        .assistant("Merged.")
        .stop(),
    planted: [],
  },
  {
    id: "b20-freeze-pg",
    build: (s) =>
      s
        .user("can we bump pg to 8.13 in billing-api today? it has the SCRAM fix")
        .bash("cat RELEASE_FREEZE.md", "Release freeze: 2026-11-27 00:00 UTC – 2026-12-03 23:59 UTC\nOnly security fixes with a ticket.")
        .assistant("The release freeze runs Nov 27 to Dec 3 (RELEASE_FREEZE.md) and only ticketed security fixes go in; the pg bump isn't one.")
        .user("hm ok. then bumping pg to 8.13 in billing-api is a task for right after the freeze, Dec 4")
        .assistant("Okay, not doing it now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["freeze"] },
      { kind: "task", keys: ["pg", "8.13"] },
    ],
  },
];

export const BLIND20 = plantedSet(BLIND20_SESSIONS, Date.UTC(2026, 10, 2, 9));
