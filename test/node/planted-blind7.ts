/**
 * The seventh blind planted set for the offline long-term-memory extractor: written without
 * reading the extractor (src/core/memories/, model.ts aside) or the sessions of any other planted
 * set, from issue 19's description of what should and should not be remembered and from how
 * people talk to coding agents (Claude Code, Codex, Grok, Gemini CLI). A mix of domains (frontend,
 * data pipelines, infra/ops, mobile, ML scripts) and of users (terse one-liners with typos,
 * verbose paragraphs), assistants that sometimes sum up what was agreed. Each session is one
 * segment; the items planted in it are listed with it (counts: see memory-extraction-blind7.test.ts,
 * which prints them). Every other message must give nothing: questions, hypotheses, proposals
 * rejected or never confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool
 * output with "always"/"never"/"TODO" in them, chit-chat, requests done in the same session, and
 * decisions that a later message in the session replaced (only the replacement is planted).
 *
 * Measured once, 2026-11-26 12:02, on the extractor with its sentence classifier (trained on 25
 * other sets): precision 44/69, recall 42/64 (the rules alone: 33/52, 31/64). Since then a
 * training set of the classifier and a calibration set (test/node/memory-classifier-training.ts).
 *
 * Matching rule (fixed before any extractor runs on this set; the one planted-blind.ts states and
 * planted-scoring.ts implements):
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

const START = Date.UTC(2026, 10, 2, 8);

export const BLIND7_SESSIONS: BlindSession[] = [
  {
    id: "g01-tw-arbitrary",
    planted: [{ kind: "instruction", keys: ["arbitrary"] }],
    build: (s) =>
      s
        .user("the card grid looks off on mobile. fix pls")
        .file("Read", "src/components/CardGrid.tsx")
        .assistant(
          "The grid uses `w-[312px]` and `gap-[18px]`, so the columns can't shrink below ~340px and the second card overflows. I'll switch it to `grid-cols-1 sm:grid-cols-2` with `gap-4`.",
        )
        .file("Edit", "src/components/CardGrid.tsx")
        .bash("pnpm lint", "✔ No ESLint warnings or errors")
        .assistant("Fixed; the grid collapses to one column under `sm` now.")
        .user(
          "ok. and in general no arbitrary values in tailwind classes, use the spacing scale from tailwind.config.ts. saw three more of those in review last week",
        )
        .assistant("Got it. There are 5 other `-[..px]` classes under src/components. Want me to replace them now?")
        .user("yes do it")
        .bash("rg -l '\\-\\[[0-9]+px\\]' src/components", "src/components/Header.tsx\nsrc/components/PriceTag.tsx\nsrc/components/Modal.tsx")
        .file("Edit", "src/components/Header.tsx")
        .file("Edit", "src/components/PriceTag.tsx")
        .file("Edit", "src/components/Modal.tsx")
        .bash("pnpm test -- --run visual", " ✓ visual/components.spec.ts (18 tests)")
        .assistant("Replaced all 5 with scale values; lint and the 18 visual snapshot tests pass."),
  },
  {
    id: "g02-dag-retries",
    planted: [
      { kind: "decision", keys: ["retries"] },
      { kind: "fact", keys: ["ingest_wh"] },
    ],
    build: (s) =>
      s
        .user(
          "So the orders_daily DAG failed again last night, third time this week. Every time it's the Snowflake query timing out at the load step, and when I rerun it in the morning it goes through fine. My guess is the warehouse is cold or something, but I haven't verified that. Can you look at the task logs in logs/orders_daily/ and tell me what you see?",
        )
        .bash(
          "grep -i -h timeout logs/orders_daily/2026-11-0*.log | tail -4",
          "[2026-11-01 02:10:44] ERROR load_orders: SQL execution canceled: statement timeout (600s)\n[2026-11-01 02:10:44] WARN task will not be retried (retries=0)\n[2026-10-30 02:10:51] ERROR load_orders: SQL execution canceled: statement timeout (600s)\n[2026-10-30 02:10:51] WARN task will not be retried (retries=0)",
        )
        .assistant(
          "All three failures are a 600 s statement timeout in `load_orders`, and the DAG has `retries=0`, so nothing is retried. Two options: (a) set retries with a delay in default_args, a one-line change; (b) rewrite the load as a deferrable sensor plus an async query, more work but no idle worker slot.",
        )
        .user("(a). retries=3 with a 10 minute retry_delay, and put it in the shared default_args so every ingest DAG gets it, not just this one")
        .file("Edit", "dags/common/default_args.py")
        .bash("python -m pytest tests/dags -q", "............\n12 passed in 3.41s")
        .assistant(
          "Done: `dags/common/default_args.py` now sets `retries=3, retry_delay=timedelta(minutes=10)`; all 9 ingest DAGs import it. DAG tests pass (12).",
        )
        .user(
          "fyi for later, the INGEST_WH warehouse auto-suspends after 60 seconds, that's why the first query of the night is slow. data platform set it that way on purpose and won't change it",
        )
        .assistant("Noted."),
  },
  {
    id: "g03-usememo-question",
    planted: [],
    build: (s) =>
      s
        .user("quick q whats the actual difference between useMemo and useCallback, i always mix them up")
        .assistant(
          "`useMemo(fn, deps)` calls `fn` and caches its *result*; `useCallback(fn, deps)` caches `fn` itself. `useCallback(fn, deps)` is the same as `useMemo(() => fn, deps)`. You'd reach for useCallback when you pass a handler to a memoized child, so the child doesn't re-render on every parent render.",
        )
        .file("Read", "src/components/Filters.tsx")
        .assistant(
          "In Filters.tsx for example, `onChange` is recreated every render and passed to `<MemoSelect>`, which is why its memo never helps. Wrapping it in useCallback would.",
        )
        .user("ah ok makes sense ty"),
  },
  {
    id: "g04-tf-subnets",
    planted: [
      { kind: "decision", keys: ["subnet"] },
      { kind: "fact", keys: ["tf-locks"] },
      { kind: "task", keys: ["staging"] },
    ],
    build: (s) =>
      s
        .user("terraform plan wants to recreate the NAT gateway?? dont apply yet, just look")
        .bash(
          "terraform plan -no-color | grep -B2 -A4 'must be replaced'",
          '  # module.vpc.aws_nat_gateway.main must be replaced\n-/+ resource "aws_nat_gateway" "main" {\n      ~ subnet_id = "subnet-0a1b" -> "subnet-0c9d" # forces replacement\n\nPlan: 1 to add, 0 to change, 1 to destroy.',
        )
        .assistant(
          "The replacement comes from `subnet_id`: the module reads `module.vpc.public_subnets[0]`, and the order of that list changed when eu-west-1c was added. Keying the subnets by AZ name (a map instead of a list) would make the reference stable.",
        )
        .user("right. ok we're keying subnets by AZ name from now on, map not list, in the vpc module. go ahead")
        .file("Edit", "modules/vpc/main.tf")
        .file("Edit", "modules/vpc/outputs.tf")
        .bash("terraform plan -no-color | tail -1", "No changes. Your infrastructure matches the configuration.")
        .assistant("Plan is clean now: no changes.")
        .user("nice. state is in the acme-tfstate bucket with dynamodb locking btw, if a lock ever gets stuck it's the tf-locks table")
        .assistant("Good to know.")
        .user("also we still need to move the staging workspace onto the same vpc module version, it's on 2.3. not today")
        .assistant("Understood, staging stays as it is for now."),
  },
  {
    id: "g05-rn-pods",
    planted: [
      { kind: "instruction", keys: ["repo-update"] },
      { kind: "decision", keys: ["hermes"] },
    ],
    build: (s) =>
      s
        .user("ios build broken after the rn upgarde, pod install fails")
        .bash(
          "cd ios && pod install",
          '[!] CocoaPods could not find compatible versions for pod "hermes-engine":\n  In snapshot (Podfile.lock):\n    hermes-engine (= 0.72.6)\n  In Podfile:\n    hermes-engine (from `../node_modules/react-native/sdks/hermes-engine/hermes-engine.podspec`)',
          1,
        )
        .assistant("Podfile.lock still pins hermes-engine 0.72.6 and RN 0.74 ships 0.74. I'll drop that entry and run `pod install --repo-update`.")
        .bash("cd ios && pod install --repo-update", "Pod installation complete! There are 74 dependencies from the Podfile and 91 total pods installed.")
        .bash("npx react-native run-ios --simulator 'iPhone 15'", "success Successfully built the app\ninfo Launching org.acme.shop")
        .assistant("pod install went through and the app builds and launches in the simulator.")
        .user("k. always run pod install with --repo-update after bumping rn, the cdn cache is stale half the time")
        .user("and we're staying on hermes. someone will suggest going back to jsc again, the answer is no")
        .assistant("Noted on both."),
  },
  {
    id: "g06-wandb",
    planted: [
      { kind: "instruction", keys: ["wandb"] },
      { kind: "fact", keys: ["gpu-03"] },
      { kind: "task", keys: ["checkpointing"] },
    ],
    build: (s) =>
      s
        .user("train.py keeps logging to my personal wandb project, thats wrong")
        .file("Read", "scripts/train.py")
        .assistant('`wandb.init` is called with `project="scratch"` and no `entity`, so runs land under whoever is logged in.')
        .user("every training script logs to wandb entity `ml-research`, project `ranker-v2`. never to personal projects")
        .file("Edit", "scripts/train.py")
        .bash(
          "python scripts/train.py --dry-run --batch-size 32",
          "wandb: Currently logged in as: ncho (ml-research)\nwandb: Tracking run with wandb version 0.17.4\nwandb: Syncing run dry-run-7 to ml-research/ranker-v2\ndry run: 1 step ok",
        )
        .assistant("Runs now go to ml-research/ranker-v2.")
        .user("the a100 box (gpu-03) only has 40GB so batch 64 OOMs at seq len 512. confirmed it yesterday, dont bother trying")
        .user("todo for next week: add gradient checkpointing so we can do 64 there")
        .assistant("Okay, leaving batch size at 32 for now."),
  },
  {
    id: "g07-flaky-guess",
    planted: [],
    build: (s) =>
      s
        .user("test_orders_sorted fails on CI like 1 in 5 runs. maybe its the timezone? I think CI runs in UTC but not sure")
        .bash(
          "pytest tests/test_orders.py -k sorted -p no:randomly --count 20 -q",
          "....F.....F.........\nFAILED tests/test_orders.py::test_orders_sorted - AssertionError: [1042, 1041] != [1041, 1042]\n2 failed, 18 passed",
        )
        .assistant(
          "It fails locally too, so it's not the timezone. The two rows get the same `created_at` (the factory uses `now()`), and the query orders by `created_at` only, so their order is arbitrary. Adding `id` as a tiebreak makes it deterministic.",
        )
        .file("Edit", "app/orders/queries.py")
        .bash("pytest tests/test_orders.py -k sorted --count 50 -q", "..................................................\n50 passed")
        .assistant("50/50 now. The fix is in `app/orders/queries.py` (`order_by(created_at, id)`).")
        .user("cool thanks"),
  },
  {
    id: "g08-next-images",
    planted: [{ kind: "fact", keys: ["shopfront"] }],
    build: (s) =>
      s
        .user("next/image is throwing for the cdn urls")
        .assistant("✦ I will check `next.config.js` for the allowed remote image patterns.")
        .file("Read", "next.config.js")
        .assistant(
          "✦ `images.remotePatterns` only lists `assets.acme-shop.com`. The failing URLs are on `cdn.shopfront.io`, which is not allowed, so `next/image` throws `hostname is not configured`. I can add it.",
        )
        .user("add it. fyi all product images are served from cdn.shopfront.io now, the old assets domain gets shut down end of month")
        .file("Edit", "next.config.js")
        .bash("npm run build", "✓ Compiled successfully\n✓ Generating static pages (42/42)")
        .assistant("✦ Added the pattern. The build passes.")
        .user("should we also set unoptimized for the svg logos? not sure")
        .assistant(
          "✦ For SVGs the options are `dangerouslyAllowSVG` in the config or `unoptimized` on those `<Image>`s; `unoptimized` is the simpler one. Your call.",
        )
        .user("leave it for now"),
  },
  {
    id: "g09-kafka-key",
    planted: [
      { kind: "decision", keys: ["payment_id"] },
      { kind: "instruction", keys: ["retention"] },
    ],
    build: (s) =>
      s
        .user(
          "We need to pick a partition key for the new `payments.events` topic before the consumers get written. Ravi suggested merchant id, I was leaning towards customer id. Ordering only matters within a single payment though, nobody cares about cross-payment order.",
        )
        .assistant(
          "If ordering only matters per payment, keying by `payment_id` gives you exactly that and the most even spread. Merchant id would make hot partitions out of the few large merchants; customer id is in between.",
        )
        .user("ok payment_id it is. 12 partitions to start")
        .file("Edit", "infra/kafka/topics.yaml")
        .bash(
          "kafka-topics --bootstrap-server localhost:9092 --describe --topic payments.events",
          "Topic: payments.events\tPartitionCount: 12\tReplicationFactor: 3\tConfigs: retention.ms=604800000",
        )
        .assistant("Created with key `payment_id`, 12 partitions, replication 3 and the default 7-day retention.")
        .user("retention is 30d for anything under payments.*, compliance requirement. always, every topic")
        .file("Edit", "infra/kafka/topics.yaml")
        .bash(
          "kafka-configs --bootstrap-server localhost:9092 --alter --entity-type topics --entity-name payments.events --add-config retention.ms=2592000000",
          "Completed updating config for topic payments.events.",
        )
        .assistant("Set retention.ms to 30 days on payments.events."),
  },
  {
    id: "g10-standup-chat",
    planted: [],
    build: (s) =>
      s
        .user("morning! what did we do yesterday on the billing thing?")
        .assistant("I don't have yesterday's conversation, but the git log shows what landed:")
        .bash("git log --since=yesterday --oneline -- billing/", "a41c9e2 billing: round invoice lines half-even\n7d02b13 billing: test for 0.005 rounding")
        .assistant("Two commits on billing yesterday: half-even rounding of invoice lines and a test for the 0.005 case.")
        .user("ah right the rounding. ok nothing today, just checking in. have a good one")
        .assistant("You too!"),
  },
  {
    id: "g11-helm-set",
    planted: [
      { kind: "instruction", keys: ["--set"] },
      { kind: "task", keys: ["hpa"] },
    ],
    build: (s) =>
      s
        .user("bump the api chart to 1.8.2 in staging")
        .bash(
          "helm upgrade api charts/api -f values/staging.yaml --set image.tag=1.8.2 --dry-run | tail -3",
          'NOTES:\nRelease "api" will be upgraded.\nimage: registry.acme.dev/api:1.8.2',
        )
        .assistant("Dry run is clean. Apply it?")
        .user("yes")
        .bash("helm upgrade api charts/api -f values/staging.yaml --set image.tag=1.8.2", 'Release "api" has been upgraded. Happy Helming!\nREVISION: 57')
        .bash("kubectl -n staging rollout status deploy/api", 'deployment "api" successfully rolled out')
        .assistant("Upgraded to 1.8.2 (revision 57), rollout finished.")
        .user("btw dont ever use --set for anything except image.tag. everything else goes in the values files so its in git")
        .user("and the hpa min replicas is still hardcoded to 2 in values/prod.yaml, needs to come from the capacity sheet. later")
        .assistant("Understood; I won't touch prod.yaml now."),
  },
  {
    id: "g12-swift-sync",
    planted: [{ kind: "decision", keys: ["asyncstream"] }],
    build: (s) =>
      s
        .user(
          "For the new sync layer in the iOS app I want to use Combine. We already have it in the settings screen and the team knows it, so it seems like the obvious pick. Can you sketch the SyncEngine with a publisher for the pending-changes queue?",
        )
        .file("Read", "App/Networking/APIClient.swift")
        .assistant(
          "Combine works. One thing to weigh first: the networking layer is already async/await (`APIClient` uses `URLSession.data(for:)`), so a Combine SyncEngine would bridge back and forth with `Future` wrappers. Swift concurrency with an `AsyncStream` for the queue would avoid that.",
        )
        .user("hm good point. ok scrap Combine for this, go with async/await + AsyncStream for the sync layer. Combine stays only where it already is")
        .file("Write", "App/Sync/SyncEngine.swift")
        .bash(
          "xcodebuild -scheme App -destination 'platform=iOS Simulator,name=iPhone 15' test | tail -2",
          "Test Suite 'All tests' passed.\n** TEST SUCCEEDED **",
        )
        .assistant(
          "To sum up what we agreed: the sync layer is async/await with an AsyncStream for pending changes, no new Combine code. SyncEngine.swift is in and the test suite passes.",
        ),
  },
  {
    id: "g13-dbt-incremental",
    planted: [
      { kind: "instruction", keys: ["incremental"] },
      { kind: "fact", keys: ["duckdb"] },
    ],
    build: (s) =>
      s
        .user("models/marts/fct_orders is slow as hell, 14 min")
        .assistant("I'll run the model and check how it's materialized.")
        .bash(
          "dbt run -s fct_orders",
          "1 of 1 START sql table model analytics.fct_orders ....... [RUN]\n1 of 1 OK created sql table model analytics.fct_orders .. [SUCCESS 1 in 842.11s]",
        )
        .assistant(
          "It's materialized as a full `table` and rebuilds three years of orders on every run. As `incremental` on `updated_at` it would only process the changed rows.",
        )
        .user("yep make it incremental. and from now on any fact table over ~10M rows is incremental, no full rebuilds. put that in docs/style-guide.md too")
        .file("Edit", "models/marts/fct_orders.sql")
        .file("Edit", "docs/style-guide.md")
        .bash("dbt run -s fct_orders", "1 of 1 OK created sql incremental model analytics.fct_orders .. [SUCCESS 1 in 37.40s]")
        .assistant('37 s now. The style guide has the rule under "Materializations".')
        .user("fyi the prod target is snowflake, dev target is duckdb on your machine. in case you wonder why profiles.yml looks weird")
        .assistant("Thanks, that explains the two outputs in profiles.yml."),
  },
  {
    id: "g14-bun-maybe",
    planted: [],
    build: (s) =>
      s
        .user("should we switch the scripts/ folder to bun? node startup is kinda slow for the little cli tools")
        .bash(
          "hyperfine 'node scripts/lint-env.mjs' 'bun scripts/lint-env.mjs' --warmup 3 | grep -E 'Time|faster'",
          "  Time (mean ± σ):      96.2 ms ±   3.1 ms\n  Time (mean ± σ):      21.7 ms ±   1.4 ms\n  'bun scripts/lint-env.mjs' ran 4.43 times faster",
        )
        .assistant(
          "Bun starts about 4x faster on lint-env.mjs (22 ms vs 96 ms). The catch: CI images and the deploy container don't have bun, and two scripts use `node:worker_threads` options bun doesn't fully support.",
        )
        .user("hmm. let me think about it and ask the team on friday")
        .assistant("Sure. The numbers above are from this laptop, for what it's worth."),
  },
  {
    id: "g15-pytest-conftest",
    planted: [
      { kind: "instruction", keys: ["conftest"] },
      { kind: "instruction", keys: ["seed"] },
    ],
    build: (s) =>
      s
        .user("write tests for the feature_scaler module")
        .file("Read", "src/features/scaler.py")
        .file("Write", "tests/test_scaler.py")
        .bash("pytest tests/test_scaler.py -q", "......\n6 passed in 0.88s")
        .assistant("6 tests, covering fit/transform, NaN handling and the clip bounds. Each builds a 10k-row synthetic DataFrame inline.")
        .user("use the fixtures in tests/conftest.py instead of building frames inline, thats how we do it here")
        .file("Edit", "tests/test_scaler.py")
        .bash("pytest tests/test_scaler.py -q", "......\n6 passed in 0.41s")
        .assistant("Switched to the `numeric_frame` and `frame_with_nans` fixtures; still 6 passing.")
        .user("perfect. oh and always seed with 1234 in this repo, numpy torch and random, every test and every script")
        .assistant("The conftest already has an autouse `seed_everything` fixture with 1234, so the tests get it; I'll use the same in scripts."),
  },
  {
    id: "g16-nginx-503",
    planted: [
      { kind: "decision", keys: ["zone"] },
      { kind: "fact", keys: ["503"] },
    ],
    build: (s) =>
      s
        .user("customers getting 503s on /api/upload since the deploy")
        .bash("kubectl -n ingress logs deploy/ingress-nginx --since=1h | grep -c 'limiting requests'", "1873")
        .assistant(
          'nginx is rejecting requests with `limiting requests, excess: 20.500 by zone "api"`. Uploads are chunked at 5 MB, so a 200 MB file bursts ~40 requests. I suspect the deploy changed the limit, let me check before saying so.',
        )
        .bash(
          "git log -2 --format='%h %cd %s' -- ingress/rate-limits.conf",
          "c81e0aa Mon Nov 16 14:02 2026 ingress: tighten api burst to 20\n3f0b4d1 Tue Sep 1 10:11 2026 ingress: api zone",
        )
        .assistant(
          "Confirmed: that deploy included c81e0aa, which cut the `api` zone's burst from 100 to 20, and the first 503 is two minutes after the rollout. That's where the upload 503s come from.",
        )
        .user("yep thats the root cause. so: uploads get their own limit_req zone, 50r/s burst 200. decided, dont relitigate it with the api zone")
        .file("Edit", "ingress/rate-limits.conf")
        .bash("kubectl -n ingress exec deploy/ingress-nginx -- nginx -t", "nginx: configuration file /etc/nginx/nginx.conf test is successful")
        .assistant("Added an `upload` zone for `/api/upload` and reloaded; `nginx -t` is clean."),
  },
  {
    id: "g17-ktlint",
    planted: [
      { kind: "instruction", keys: ["libs.versions.toml"] },
      { kind: "task", keys: ["detekt"] },
    ],
    build: (s) =>
      s
        .user("ktlint fails on CI but passes locally wtf")
        .bash("./gradlew ktlintCheck", "BUILD SUCCESSFUL in 14s")
        .bash("grep -n ktlint .github/workflows/android.yml", "31:      - uses: ScaCap/action-ktlint@v1\n33:          ktlint_version: 1.3.0")
        .assistant(
          "CI runs ktlint 1.3.0 through a GitHub action while the local Gradle plugin uses 0.50.0. 1.x adds the trailing-comma rules, hence the difference.",
        )
        .user("pin the ktlint version in gradle/libs.versions.toml and have CI call the gradle task, not the action")
        .file("Edit", "gradle/libs.versions.toml")
        .file("Edit", ".github/workflows/android.yml")
        .bash("./gradlew ktlintFormat ktlintCheck", "BUILD SUCCESSFUL in 22s")
        .assistant("Both use ktlint 1.3.0 from the version catalog now; I fixed 14 trailing-comma violations with ktlintFormat.")
        .user("ok. rule going forward: every tool version lives in libs.versions.toml, nothing hardcoded in workflow files")
        .user("someone has to do the same for detekt at some point, leaving that open")
        .assistant("Noted."),
  },
  {
    id: "g18-quoted-log",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this mean, it's all over the worker logs:\n```\nWARN [queue] consumer always retrying message 8812 (attempt 5/5), never acked\nTODO(jk): remove this fallback once v2 ships\n```",
        )
        .bash(
          "rg -n 'always retrying' src/",
          'src/queue/consumer.ts:88:    log.warn("consumer always retrying message " + id + " (attempt " + n + "/" + max + "), never acked");',
        )
        .file("Read", "src/queue/consumer.ts")
        .assistant(
          "It's logged when a message fails its last attempt and is about to go to the dead-letter queue; the wording is misleading, it means \"retried up to the maximum\". The TODO line is a comment printed by the fallback handler's debug dump, not a real error.",
        )
        .user("ok got it, thx"),
  },
  {
    id: "g19-unleash",
    planted: [
      { kind: "decision", keys: ["unleash"] },
      { kind: "instruction", keys: ["kebab-case"] },
      { kind: "fact", keys: ["mei"] },
    ],
    build: (s) =>
      s
        .user(
          "We've been going back and forth on feature flags for the checkout redesign for two weeks. LaunchDarkly is way too expensive for what we need, and the homegrown flags table in postgres can't do percentage rollouts. After the call with Mei today we're going with Unleash, self-hosted on the existing k8s cluster. Can you wire up the client in the web app?",
        )
        .bash("npm i @unleash/proxy-client-react", "added 3 packages, and audited 1204 packages in 6s")
        .file("Write", "src/flags/FlagProvider.tsx")
        .file("Edit", "src/main.tsx")
        .assistant("Wired up: `<FlagProvider>` wraps the app and components read flags with `useFlag('checkoutRedesign')`.")
        .user("flag names are kebab-case and prefixed with the team, so `web-checkout-redesign`. always")
        .file("Edit", "src/checkout/Checkout.tsx")
        .bash("npm test -- --run src/checkout", " ✓ src/checkout/Checkout.test.tsx (9 tests)")
        .assistant("Renamed to `web-checkout-redesign`; the 9 checkout tests pass.")
        .user("Mei owns the unleash deployment, ask her for api tokens, not me")
        .assistant("Will do."),
  },
  {
    id: "g20-spark-skew",
    planted: [
      { kind: "fact", keys: ["logged-out"] },
      { kind: "task", keys: ["salt"] },
    ],
    build: (s) =>
      s
        .user("the sessionize job takes 2h and one task is always the last one running")
        .bash(
          "python jobs/stage_stats.py --app sessionize --stage 7 --top 3",
          "task 183  rows=412,338,901  (41.2%)  dur=1h38m\ntask 12   rows=3,120,554    (0.3%)   dur=51s\ntask 97   rows=3,088,210    (0.3%)   dur=49s",
        )
        .assistant("Task 183 handles 41% of the rows. Its partition key is `user_id = 0`.")
        .user("oh yeah user_id 0 is all the logged-out traffic, it's been like that forever")
        .assistant("Then salting `user_id = 0` into N sub-keys before the window function would spread it across tasks. Want me to try it?")
        .user("not now, out of time. put it on the list: salt the anonymous key in sessionize")
        .assistant("Open item: salt user_id 0 in the sessionize job."),
  },
  {
    id: "g21-withdrawn-rename",
    planted: [],
    build: (s) =>
      s
        .user("lets rename the utils folder to lib everywhere")
        .bash('rg -l "from [\'\\"].*/utils" src | wc -l', "143")
        .assistant("That touches 143 files' imports. I can do it with a codemod, it's mechanical. Go ahead?")
        .user("ugh 143? actually scratch that, not worth the churn right now")
        .assistant("Okay, I haven't changed anything.")
        .user("maybe one day lol"),
  },
  {
    id: "g22-codex-migrations",
    planted: [
      { kind: "instruction", keys: ["compatible"] },
      { kind: "decision", keys: ["owner_id"] },
    ],
    build: (s) =>
      s
        .user("add a column archived_at to projects")
        .bash("ls db/migrations | tail -3", "0039_users_locale.sql\n0040_projects_slug.sql\n0041_orgs_plan.sql")
        .file("Write", "db/migrations/0042_projects_archived_at.sql")
        .bash("make migrate-test", "applying 0042_projects_archived_at.sql ... ok\nschema check ... ok")
        .assistant("Added `0042_projects_archived_at.sql` (nullable `timestamptz`, no default). `make migrate-test` passes.")
        .user(
          "fine. migrations must stay backwards compatible with the previous release: no drops or renames in the same deploy as the code that stops using the column. keep that in mind for every migration",
        )
        .user("and for the owner -> owner_id rename we're doing expand/contract. contract step ships in the release after")
        .assistant("Understood, both noted."),
  },
  {
    id: "g23-flutter-de",
    planted: [
      { kind: "instruction", keys: ["machine"] },
      { kind: "fact", keys: ["lena"] },
      { kind: "task", keys: ["french"] },
    ],
    build: (s) =>
      s
        .user("add german strings for the onbaording screens")
        .file("Read", "lib/l10n/app_en.arb")
        .file("Write", "lib/l10n/app_de.arb")
        .bash("flutter gen-l10n", "Generating localizations... done")
        .assistant("Added 23 German strings to app_de.arb (my translations) and regenerated.")
        .user("dont machine translate ui strings. put the english text in with a `TODO-translate` marker, a human does them")
        .file("Edit", "lib/l10n/app_de.arb")
        .bash("flutter gen-l10n && flutter test test/l10n_test.dart", "Generating localizations... done\n00:02 +4: All tests passed!")
        .assistant("Replaced them with the English text plus the marker; l10n tests pass.")
        .user("lena is our german translator btw, freelance, only works mondays")
        .user("we still need french too, after german. no date yet")
        .assistant("Okay."),
  },
  {
    id: "g24-regex-explain",
    planted: [],
    build: (s) =>
      s
        .user("can you explain this regex from validators.ts: /^(?!.*\\.\\.)[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$/i")
        .assistant(
          "`(?!.*\\.\\.)` is a negative lookahead: it rejects any string with two dots in a row. Then the usual local part, `@`, a domain, and a TLD of at least two letters; `/i` makes it case-insensitive.",
        )
        .bash(
          "node -e \"const r=/^(?!.*\\.\\.)[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$/i; for (const s of ['a@b.io','a..b@c.io','x@y']) console.log(s, r.test(s))\"",
          "a@b.io true\na..b@c.io false\nx@y false",
        )
        .assistant("So `a..b@c.io` fails on the lookahead and `x@y` on the missing TLD.")
        .user("never would have guessed the lookahead part lol. thanks"),
  },
  {
    id: "g25-eval-metric",
    planted: [
      { kind: "decision", keys: ["macro-f1"] },
      { kind: "task", keys: ["calibration"] },
    ],
    build: (s) =>
      s
        .user("for the eval harness lets use accuracy as the main metric, keep it simple")
        .bash(
          "python -c \"import pandas as pd; print(pd.read_parquet('data/val.parquet').label.value_counts(normalize=True))\"",
          "label\n0    0.931\n1    0.069\nName: proportion, dtype: float64",
        )
        .assistant(
          "Before I do: val.parquet is 93/7 imbalanced, so a model that always predicts class 0 scores 93% accuracy. Macro-F1 or PR-AUC would actually move when the model improves.",
        )
        .user("ugh you're right. macro-F1 is the headline metric then, accuracy only goes in the appendix table")
        .file("Edit", "eval/harness.py")
        .bash("python -m eval.harness --model baseline", "model=baseline macro_f1=0.612 accuracy=0.934 pr_auc=0.288")
        .assistant("Harness reports macro-F1 first now; the baseline gets 0.612.")
        .user("we should add calibration plots too but thats a separate PR, dont do it now")
        .assistant("Okay, not touching calibration in this one."),
  },
  {
    id: "g26-edge-cache",
    planted: [
      { kind: "fact", keys: ["4h"] },
      { kind: "instruction", keys: ["purge"] },
    ],
    build: (s) =>
      s
        .user("why is /pricing still showing the old prices")
        .bash("curl -sI https://acme-shop.com/pricing | grep -iE 'cf-cache-status|age'", "cf-cache-status: HIT\nage: 8231")
        .assistant("Cloudflare is serving a cached copy (age 8231 s, ~2.3 h); the cache rule for marketing pages keeps HTML for 4 hours.")
        .user("purge it")
        .bash(
          'curl -s -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE/purge_cache" -H "Authorization: Bearer $CF_TOKEN" --data \'{"files":["https://acme-shop.com/pricing"]}\'',
          '{"success":true,"errors":[],"messages":[],"result":{"id":"9a7f"}}',
        )
        .assistant("Purged; the page now shows the new prices.")
        .user("the marketing pages are cached 4h at the edge on purpose, the origin is a tiny VM that can't take the traffic")
        .user("after any price change, purge /pricing and /plans. every time, there's no automation for it")
        .assistant("Got it."),
  },
  {
    id: "g27-cron-guess",
    planted: [],
    build: (s) =>
      s
        .user("I think the reports cron runs at 2am UTC? or was it 3. can you check")
        .bash("ssh reports-01 'crontab -l'", "ssh: connect to host reports-01 port 22: Connection timed out", 255)
        .assistant("I can't reach reports-01 from here (ssh times out), so I can't confirm the schedule. Is there a VPN I should be on?")
        .user("whatever, not important right now")
        .assistant("Okay."),
  },
  {
    id: "g28-react-query",
    planted: [
      { kind: "decision", keys: ["react-query"] },
      { kind: "instruction", keys: ["strictmode"] },
      { kind: "task", keys: ["pages"] },
    ],
    build: (s) =>
      s
        .user("useEffect fetch in OrdersPage is firing twice")
        .file("Read", "src/pages/OrdersPage.tsx")
        .assistant(
          "That's StrictMode invoking effects twice in development; production runs it once. The real problem is that the fetch is never cancelled. Options: an AbortController in the effect, or moving it to react-query, which is in package.json but used in only two places.",
        )
        .user("ok we're standardizing on react-query for server state. use it here")
        .file("Edit", "src/pages/OrdersPage.tsx")
        .bash("npm test -- --run OrdersPage", " ✓ src/pages/OrdersPage.test.tsx (5 tests)")
        .assistant("OrdersPage uses `useQuery(['orders', filters], …)` now; 5 tests pass.")
        .user("also don't ever turn off StrictMode to hide this kind of thing, I've seen people do it")
        .user("the other 11 pages with fetch-in-useEffect need moving over too, not today")
        .assistant("Noted, leaving the other pages as they are for now."),
  },
  {
    id: "g29-rds-version",
    planted: [
      { kind: "fact", keys: ["13.14"] },
      { kind: "task", keys: ["upgrade"] },
    ],
    build: (s) =>
      s
        .user("Can you check what version of postgres the prod RDS instance is on? I need it for the planning doc I'm writing this afternoon.")
        .bash("aws rds describe-db-instances --db-instance-identifier prod-main --query 'DBInstances[0].EngineVersion' --output text", "13.14")
        .assistant("prod-main runs PostgreSQL 13.14.")
        .user(
          "13.14, ok, that's what I needed. The upgrade to 16 has to happen before Q3, and that's on us, nobody else is going to do it. Put it down as an open item please.",
        )
        .assistant("Open item: upgrade prod-main from PostgreSQL 13.14 to 16 before Q3."),
  },
  {
    id: "g30-backfill-flags",
    planted: [],
    build: (s) =>
      s
        .user("add a --verbose flag to scripts/backfill.py")
        .file("Edit", "scripts/backfill.py")
        .bash("python scripts/backfill.py --help | grep verbose", "  -v, --verbose  log every batch")
        .assistant("Added `-v/--verbose`; it logs each batch.")
        .user("also make it print the row count at the end")
        .file("Edit", "scripts/backfill.py")
        .bash("python scripts/backfill.py --dry-run --since 2026-11-01", "dry run: 18 batches\nrows: 17,402")
        .assistant("It prints `rows: N` at the end now.")
        .user("thanks, commit it")
        .bash(
          "git commit -am 'backfill: --verbose and a final row count'",
          "[main 5be21c0] backfill: --verbose and a final row count\n 1 file changed, 14 insertions(+), 2 deletions(-)",
        )
        .assistant("Committed as 5be21c0."),
  },
  {
    id: "g31-android-keystore",
    planted: [
      { kind: "fact", keys: ["keystore"] },
      { kind: "instruction", keys: ["debug"] },
    ],
    build: (s) =>
      s
        .user("release build fails at signing")
        .bash(
          "./gradlew assembleRelease",
          "> Task :app:validateSigningRelease FAILED\nKeystore file '/home/dev/keys/release.jks' not found for signing config 'release'.",
          1,
        )
        .assistant("Gradle looks for the keystore at ~/keys/release.jks (from local.properties). Is it somewhere else on this machine?")
        .user("the release keystore is never on dev machines, it only exists in the CI secrets as ANDROID_KEYSTORE_B64")
        .user("locally you always build debug. release builds only come out of CI")
        .bash("./gradlew assembleDebug", "BUILD SUCCESSFUL in 48s\n71 actionable tasks: 12 executed, 59 up-to-date")
        .assistant("Debug build is fine."),
  },
  {
    id: "g32-grok-logger",
    planted: [
      { kind: "instruction", keys: ["console.log"] },
      { kind: "decision", keys: ["pino"] },
    ],
    build: (s) =>
      s
        .user("the worker logs are unreadable in dev, json blobs everywhere")
        .assistant("I'll check how the logger is configured.")
        .file("Read", "src/log.ts")
        .assistant(
          "It's pino with the default JSON output in every environment. Adding pino-pretty as a transport when NODE_ENV is development would fix readability.",
        )
        .user("do it, but only in dev")
        .file("Edit", "src/log.ts")
        .bash(
          "NODE_ENV=development timeout 5 npm run dev | head -2",
          "[10:02:11.204] INFO (worker/4121): listening on :8787\n[10:02:11.391] INFO (worker/4121): queue consumer started",
        )
        .assistant("Dev output is pretty-printed now; production is unchanged.")
        .user("and no console.log anywhere in src/, use the logger. there are a few left from the hackathon")
        .bash("rg -c 'console\\.log' src/", "src/queue/consumer.ts:2\nsrc/routes/health.ts:1")
        .file("Edit", "src/queue/consumer.ts")
        .file("Edit", "src/routes/health.ts")
        .assistant("Replaced the 3 remaining calls with `log.info`/`log.debug`.")
        .user("for the record since it came up in standup: pino stays, we are not moving to winston like the old service uses")
        .assistant("Understood."),
  },
  {
    id: "g33-leak-hunch",
    planted: [],
    build: (s) =>
      s
        .user("memory keeps growing on the ingest worker. could it be the lru cache? or the kafka consumer buffer?")
        .bash(
          "node scripts/heap-diff.mjs --pid $(pgrep -f ingest-worker) --interval 30m",
          "heap@t0: 412.3 MB\nheap@t30m: 424.9 MB (+3.1%)\ntop growth: (array) +4.1 MB, LRUCache.entries +2.2 MB",
        )
        .assistant(
          "Over 30 minutes the heap grew 3.1%, which is within what GC timing alone produces. The LRU cache grew 2.2 MB, but it's capped at 50k entries so it will level off. Nothing conclusive either way.",
        )
        .user("ok probably nothing then. thanks"),
  },
  {
    id: "g34-dag-owner",
    planted: [
      { kind: "fact", keys: ["tomas"] },
      { kind: "instruction", keys: ["owner"] },
      { kind: "task", keys: ["check"] },
    ],
    build: (s) =>
      s
        .user("who owns the marketing_attribution dag? its failing and nobody is looking")
        .bash("grep -n owner dags/marketing_attribution.py", "14:    'owner': 'tbd',")
        .assistant("The owner is 'tbd' in the DAG; the last change was by j.okafor eight months ago.")
        .user("tomas owns it now. set owner to tomas.r and add him to the failure emails")
        .file("Edit", "dags/marketing_attribution.py")
        .bash("airflow dags test marketing_attribution 2026-11-20 2>&1 | tail -1", "[2026-11-25 09:14:02] INFO - DagRun Finished: state=success")
        .assistant("Owner and email_on_failure set; a test run passes.")
        .user("every dag needs a real owner and an on-failure email, no 'tbd'. that's the rule")
        .user("we also need a CI check that enforces it. later")
        .assistant("Noted."),
  },
  {
    id: "g35-gemini-sentry",
    planted: [
      { kind: "fact", keys: ["quota"] },
      { kind: "decision", keys: ["traces"] },
    ],
    build: (s) =>
      s
        .user("sentry is full of ResizeObserver loop errors")
        .assistant("✦ I will look at the Sentry initialization.")
        .file("Read", "src/sentry.ts")
        .assistant("✦ `ResizeObserver loop completed with undelivered notifications` is harmless browser noise. I can add it to `ignoreErrors`.")
        .user("yes add it")
        .file("Edit", "src/sentry.ts")
        .bash("npm run build", "✓ built in 11.2s")
        .user("fyi our sentry quota is 50k events a month and we ran through it by the 12th last month, so noise actually matters")
        .user("and lets sample traces at 10% in prod, not 100%. decided with Omar this morning")
        .file("Edit", "src/sentry.ts")
        .assistant("✦ Done. To summarise: ResizeObserver errors are ignored, and `tracesSampleRate` is 0.1 in production (1.0 elsewhere)."),
  },
  {
    id: "g36-docker-slim",
    planted: [
      { kind: "decision", keys: ["slim"] },
      { kind: "instruction", keys: ["digest"] },
    ],
    build: (s) =>
      s
        .user("switch the python services' base image to alpine, the images are huge")
        .bash("docker images --format '{{.Repository}} {{.Size}}' | grep acme/", "acme/ingest 1.21GB\nacme/scorer 1.34GB")
        .assistant(
          "Alpine uses musl, so numpy and pandas have no wheels there and would build from source (slow CI, ~15 min per image). `python:3.12-slim` is glibc and usually gives most of the size win.",
        )
        .user("hm ok forget alpine. slim it is, python:3.12-slim for all the python services")
        .file("Edit", "services/ingest/Dockerfile")
        .file("Edit", "services/scorer/Dockerfile")
        .bash("docker build -q -t acme/ingest services/ingest && docker images acme/ingest --format '{{.Size}}'", "sha256:77c1e0\n412MB")
        .assistant("ingest went from 1.21 GB to 412 MB; scorer builds too.")
        .user("pin base images by digest, not by tag. always. renovate bumps them")
        .file("Edit", "services/ingest/Dockerfile")
        .file("Edit", "services/scorer/Dockerfile")
        .assistant("Both Dockerfiles now use `python:3.12-slim@sha256:…`."),
  },
  {
    id: "g37-review-suggestions",
    planted: [],
    build: (s) =>
      s
        .user("review my diff before I push")
        .bash(
          "git diff --stat && git diff src/api/handlers.ts | head -12",
          " src/api/handlers.ts | 34 ++++++++++----\n 1 file changed\n+  // TODO: always validate input here\n+  const body = await req.json();\n+  if (!body.email) return new Response('bad', { status: 400 });",
        )
        .assistant(
          'Three things: (1) the handler parses the body without a schema; you could use the zod schema from `schemas/user.ts`. (2) the 400 body is plain text while the other routes return JSON errors. (3) the TODO says "always validate input", which the schema would settle.',
        )
        .user("good points, I'll think about the zod thing. pushing as is for now")
        .assistant("Sure."),
  },
  {
    id: "g38-churn-data",
    planted: [
      { kind: "fact", keys: ["ml-data"] },
      { kind: "instruction", keys: ["notebooks"] },
      { kind: "task", keys: ["script"] },
    ],
    build: (s) =>
      s
        .user(
          "I'm picking up the churn model from Ana, she left last week. Where does the training data actually come from? The notebook reads some local csv and I have no idea what produced it.",
        )
        .bash("grep -n 'read_' notebooks/churn.ipynb | head -3", "\"    df = pd.read_csv('/Users/ana/Downloads/churn_2025.csv')\\n\",")
        .assistant(
          "The notebook reads a CSV from Ana's Downloads folder. `scripts/export.py` writes parquet to `s3://ml-data/churn/`, partitioned by month; that is probably where the CSV came from, but I can't tell for sure.",
        )
        .bash("aws s3 ls s3://ml-data/churn/ | tail -2", "                           PRE month=2026-09/\n                           PRE month=2026-10/")
        .user("ok so the canonical source is s3://ml-data/churn/, parquet by month. confirmed with data eng just now")
        .user("no local file paths in notebooks, ever. read from s3 or the feature store")
        .file("Edit", "notebooks/churn.ipynb")
        .assistant("The notebook reads `s3://ml-data/churn/` now.")
        .user("still need to port the notebook into a proper train script, that's next after the quarterly review")
        .assistant(
          "Summary of where we are: the canonical churn data is s3://ml-data/churn/ (parquet by month); notebooks read from S3 or the feature store, never local paths; porting the notebook to a train script is open.",
        ),
  },
  {
    id: "g39-ios-min",
    planted: [
      { kind: "decision", keys: ["16.0"] },
      { kind: "task", keys: ["available"] },
    ],
    build: (s) =>
      s
        .user("what % of users are still on ios 15")
        .bash("python scripts/analytics.py os-versions --platform ios --days 30", "iOS 17  71.2%\niOS 16  24.9%\niOS 15   3.9%")
        .assistant("3.9% of iOS users over the last 30 days.")
        .user("ok dropping ios 15. min deployment target is 16.0 from the next release")
        .file("Edit", "project.yml")
        .bash("xcodegen generate", "Created project at /home/dev/src/app/App.xcodeproj")
        .assistant("IPHONEOS_DEPLOYMENT_TARGET is 16.0 in project.yml.")
        .user("the @available(iOS 16, *) checks are dead code now, remove them next sprint")
        .assistant("Okay, next sprint."),
  },
  {
    id: "g40-codex-pr",
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "fact", keys: ["approvals"] },
    ],
    build: (s) =>
      s
        .user("open a PR for the retry fix")
        .bash("git push -u origin fix/retry-backoff", "branch 'fix/retry-backoff' set up to track 'origin/fix/retry-backoff'.")
        .bash("gh pr create --fill", "https://github.com/acme/uploader/pull/482")
        .assistant("Opened #482 with the commit message as title and description.")
        .user(
          "PR titles here follow conventional commits (fix:, feat:, chore:) and the description needs a 'How tested' section. fix this one and do it like that from now on",
        )
        .bash("gh pr edit 482 --title 'fix: exponential backoff on upload retries' --body-file /tmp/pr-482.md", "https://github.com/acme/uploader/pull/482")
        .assistant("Updated #482: `fix: exponential backoff on upload retries`, with a How tested section.")
        .user("main is protected, 2 approvals needed, and one of them from the platform team for anything under infra/")
        .assistant("Thanks, I'll request reviews accordingly."),
  },
  {
    id: "g41-finance-tz",
    planted: [
      { kind: "fact", keys: ["chicago"] },
      { kind: "task", keys: ["dashboard"] },
    ],
    build: (s) =>
      s
        .user("daily revenue doesn't match finance's numbers, off by a few %")
        .bash(
          "psql analytics -c \"select day, revenue from rollup_daily_revenue where day >= '2026-11-20' order by day limit 3\"",
          "    day     |  revenue\n------------+-----------\n 2026-11-20 | 184203.11\n 2026-11-21 | 201877.40\n 2026-11-22 | 176554.02\n(3 rows)",
        )
        .assistant(
          "The rollup groups by `date(created_at)` in UTC. If finance reports in local time the day boundaries differ. Which timezone does finance use?",
        )
        .user("America/Chicago. always has been, HQ is there")
        .bash(
          "psql analytics -c \"select date(created_at at time zone 'America/Chicago') d, sum(amount) from orders where created_at >= '2026-11-20' group by 1 order by 1 limit 1\"",
          "     d      |    sum\n------------+-----------\n 2026-11-20 | 179940.87\n(1 row)",
        )
        .assistant("With Chicago day boundaries Nov 20 comes to 179,940.87, which matches finance's figure to the cent.")
        .user("great. the revenue dashboard still uses utc days, that needs fixing next week. I have to tell the analytics people first")
        .assistant("Okay, I'll leave the dashboard as is for now."),
  },
];

/** The seventh blind set: events and segments of BLIND7_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND7 = plantedSet(BLIND7_SESSIONS, START);
