/**
 * Blind planted set 59 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: debugging sessions in which the user mostly pastes errors, stack traces and logs and
 * writes little; the agent (in the voice of Gemini CLI and Grok) diagnoses step by step. The
 * items are root causes confirmed by output (facts), the few rules the user states
 * (instructions), the decisions the user takes, and tasks left open for later. Everything else
 * must give nothing: pasted logs and tool output (some containing "always", "never", "TODO"),
 * hypotheses never confirmed, proposals the user turns down, withdrawn ideas, chit-chat, and
 * requests the agent completes in the same session. Superseded decisions plant only the later one.
 *
 * Each session is one segment; the items planted in it are listed with it.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND59_SESSIONS: BlindSession[] = [
  {
    id: "b59-pg-econnrefused",
    build: (s) =>
      s
        .user(
          "```\nError: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n```\nagain. right after pulling main",
        )
        .assistant("I'll check which host port the database container actually publishes.")
        .bash(
          "docker ps --format '{{.Names}}  {{.Image}}  {{.Ports}}'",
          "app-db-1  postgres:16  0.0.0.0:5433->5432/tcp\napp-redis-1  redis:7  0.0.0.0:6379->6379/tcp",
        )
        .assistant(
          "That's the cause: the local postgres container publishes on host port 5433, while `.env` still points DATABASE_URL at 5432. Let me confirm by connecting on 5433.",
        )
        .bash("pg_isready -h localhost -p 5433", "localhost:5433 - accepting connections")
        .user("right, my system pg sits on 5432. fix .env.example too. and dont touch the compose ports, other ppl have scripts on them")
        .file("Edit", ".env.example")
        .assistant("Updated `.env.example` to use port 5433. I left docker-compose.yml as it is.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["postgres", "5433"] },
      { kind: "instruction", keys: ["compose", "ports"] },
    ],
  },
  {
    id: "b59-invoices-null-map",
    build: (s) =>
      s
        .user(
          "TypeError: Cannot read properties of null (reading 'map')\n    at InvoiceList (InvoiceList.tsx:42:23)\n    at renderWithHooks (react-dom.development.js:16305:18)\n\nonly for new accounts",
        )
        .assistant("New accounts have no invoices yet. Checking what the API sends back for an empty list.")
        .bash("curl -s 'localhost:3000/api/invoices?account=acc_new_test' | jq .", '{\n  "items": null,\n  "total": 0\n}')
        .assistant(
          "There it is. `/api/invoices` returns `items: null` instead of `[]` when an account has no invoices, so `.map` throws. I'll guard the component with `data.items ?? []`.",
        )
        .file("Edit", "src/components/InvoiceList.tsx")
        .bash("npx vitest run src/components/InvoiceList.test.tsx", " ✓ src/components/InvoiceList.test.tsx (4 tests) 38ms\n Test Files  1 passed (1)")
        .user("ok good. real fix is backend side tho. later: file an issue with billing so they return [] for empty lists")
        .assistant("Understood, the guard is in and the tests pass. I haven't filed anything with billing; that stays open for later.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["invoices", "null"] },
      { kind: "task", keys: ["billing", "issue"] },
    ],
  },
  {
    id: "b59-eslint-unused",
    build: (s) =>
      s
        .user(
          "```\n/src/utils/date.ts\n  14:7  error  'tz' is assigned a value but never used  @typescript-eslint/no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n```",
        )
        .assistant("Let me look at line 14.")
        .file("Read", "src/utils/date.ts")
        .assistant("`tz` is a leftover from an earlier refactor; nothing reads it. Removing it.")
        .file("Edit", "src/utils/date.ts")
        .bash("npx eslint src/utils/date.ts", "")
        .assistant("Lint is clean now.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b59-jest-fake-timers",
    build: (s) =>
      s
        .user('```\n  ● upload › retries on 503\n\n    thrown: "Exceeded timeout of 5000 ms for a test.\n```\nflaky on CI, mostly passes locally')
        .assistant(
          "Okay. A test that only times out in the full run often means state leaks in from another file. I'll run the suite in band, then the file alone, to see whether order matters.",
        )
        .bash("npx jest --runInBand 2>&1 | tail -3", "FAIL src/upload.test.ts\nTests:       1 failed, 211 passed, 212 total\nTime:        41.2 s")
        .bash("npx jest src/upload.test.ts 2>&1 | tail -2", "PASS src/upload.test.ts\nTests:       6 passed, 6 total")
        .assistant("It passes alone and fails after other files. Could be the network mock too, I'm not sure yet. Searching for global timer changes.")
        .bash("grep -rn 'useFakeTimers\\|useRealTimers' src", "src/retry.test.ts:8:  jest.useFakeTimers();")
        .assistant(
          "Found it: `retry.test.ts` switches on fake timers and never switches back, so in the same worker the upload test's backoff timers never fire. With `jest.useRealTimers()` in an afterEach there, the in-band run is green.",
        )
        .file("Edit", "src/retry.test.ts")
        .bash("npx jest --runInBand 2>&1 | tail -2", "Tests:       212 passed, 212 total\nTime:        39.8 s")
        .user("nice. from now on any test file that uses fake timers restores them in afterEach. put it in CONTRIBUTING")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added a line to CONTRIBUTING.md under Testing.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["retry", "timers"] },
      { kind: "instruction", keys: ["fake timers", "aftereach"] },
    ],
  },
  {
    id: "b59-pyyaml-ci",
    build: (s) =>
      s
        .user(
          "ci red\n```\nTraceback (most recent call last):\n  File \"/app/scripts/load_config.py\", line 3, in <module>\n    import yaml\nModuleNotFoundError: No module named 'yaml'\n```",
        )
        .assistant("Checking where PyYAML is declared.")
        .bash("grep -in yaml requirements*.txt", "requirements-dev.txt:7:PyYAML==6.0.2")
        .assistant("PyYAML is only listed in requirements-dev.txt, and the CI job installs requirements.txt alone, so the import fails there.")
        .user("maybe the pip cache on the runner is just stale?")
        .assistant("Possible, but unlikely: the job log's `pip freeze` has no PyYAML at all, which fits the dev file never being installed.")
        .user("ok. keep the dev/prod split, just move pyyaml over")
        .file("Edit", "requirements.txt")
        .user("actually no. scrap the split. one single requirements.txt with everything pinned, delete the dev file")
        .file("Edit", "requirements.txt")
        .bash("git rm -q requirements-dev.txt && pip install -q -r requirements.txt && python scripts/load_config.py --check", "config ok (3 profiles)")
        .assistant("Merged everything into requirements.txt, removed requirements-dev.txt, and load_config.py runs.")
        .stop(),
    planted: [{ kind: "decision", keys: ["single", "requirements"] }],
  },
  {
    id: "b59-k8s-oomkilled",
    build: (s) =>
      s
        .user(
          "worker keeps restarting\n```\nNAME                      READY   STATUS             RESTARTS      AGE\nreport-worker-7d9c-xk2p   0/1     CrashLoopBackOff   14 (2m ago)   51m\n```",
        )
        .assistant("I will describe the pod to see why the container last terminated.")
        .bash(
          "kubectl describe pod report-worker-7d9c-xk2p | grep -A3 'Last State'",
          "    Last State:     Terminated\n      Reason:       OOMKilled\n      Exit Code:    137",
        )
        .bash("kubectl logs report-worker-7d9c-xk2p --previous | tail -2", "INFO rendering pdf batch=40 rss=231Mi\nINFO rendering pdf batch=41 rss=249Mi")
        .assistant(
          "Confirmed: the report worker is OOMKilled (exit 137) while rendering PDF batches; the log shows RSS climbing past 249Mi right before the kill, and the container limit is 256Mi.",
        )
        .user("set it to 1Gi")
        .assistant("Okay, I'll raise the memory limit in deploy/report-worker.yaml.")
        .user("wait no. ops only approved 512Mi for that node pool, go with 512Mi")
        .file("Edit", "deploy/report-worker.yaml")
        .bash("kubectl apply -f deploy/report-worker.yaml", "deployment.apps/report-worker configured")
        .assistant("Applied with a 512Mi limit. The new pod is Running.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["oomkilled", "pdf"] },
      { kind: "decision", keys: ["512mi"] },
    ],
  },
  {
    id: "b59-sigterm-chat",
    build: (s) =>
      s
        .user("quick q, whats the difference between SIGTERM and SIGKILL for a container? just curious")
        .assistant(
          "SIGTERM asks the process to shut down and can be caught, so the app can drain connections. SIGKILL can't be caught. The kubelet sends SIGTERM first and SIGKILL after the grace period runs out.",
        )
        .bash(
          "kill -l | head -2",
          " 1) SIGHUP\t 2) SIGINT\t 3) SIGQUIT\t 4) SIGILL\t 5) SIGTRAP\n 6) SIGABRT\t 7) SIGBUS\t 8) SIGFPE\t 9) SIGKILL\t10) SIGUSR1",
        )
        .user("cool ty")
        .stop(),
    planted: [],
  },
  {
    id: "b59-go-nil-consumer",
    build: (s) =>
      s
        .user(
          "```\npanic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6a3f2c]\n\ngoroutine 41 [running]:\ngithub.com/acme/ingest/internal/queue.(*Consumer).handle(0x0, ...)\n\t/src/internal/queue/consumer.go:88 +0x2c\n```",
        )
        .assistant("Receiver is 0x0, so `handle` runs on a nil *Consumer. Checking where consumers are built.")
        .bash(
          "grep -rn 'NewConsumer(' cmd internal",
          "cmd/ingest/main.go:54:\tc, _ := queue.NewConsumer(cfg.Queue)\ninternal/queue/consumer.go:31:func NewConsumer(cfg Config) (*Consumer, error) {",
        )
        .assistant("main.go drops the error. If QUEUE_URL is empty, NewConsumer returns (nil, err) and we carry on with nil. Reproducing:")
        .bash(
          "QUEUE_URL= go run ./cmd/ingest 2>&1 | head -2",
          "panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x6a3f2c]",
        )
        .file("Edit", "cmd/ingest/main.go")
        .bash("QUEUE_URL= go run ./cmd/ingest", "ingest: queue: QUEUE_URL is empty", 1)
        .assistant("Confirmed: the panic comes from the ignored NewConsumer error when QUEUE_URL is unset. main now exits with that error instead.")
        .user("ugh. rule for this repo: never discard errors with `_`, outside tests. TODO turn on errcheck in golangci, not today though")
        .assistant("Got it. I've left .golangci.yml alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["newconsumer", "queue_url"] },
      { kind: "instruction", keys: ["discard", "errors"] },
      { kind: "task", keys: ["errcheck"] },
    ],
  },
  {
    id: "b59-cors-staging",
    build: (s) =>
      s
        .user(
          "Access to fetch at 'https://api.staging.acme.dev/v2/me' from origin 'http://localhost:5173' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.",
        )
        .assistant("Checking the preflight answer from staging directly.")
        .bash(
          "curl -si -X OPTIONS https://api.staging.acme.dev/v2/me -H 'Origin: http://localhost:5173' -H 'Access-Control-Request-Method: GET' | head -4",
          "HTTP/2 204\naccess-control-allow-origin: https://app.staging.acme.dev\nvary: Origin\naccess-control-allow-credentials: true",
        )
        .assistant(
          "Staging only allows `https://app.staging.acme.dev` as an origin. Localhost isn't on its allow-list, so the browser blocks every call from the dev server.",
        )
        .user("yeah thats on purpose, security wont allow localhost on staging. always go through the vite proxy for staging")
        .file("Edit", "vite.config.ts")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:5173/v2/me", "200")
        .assistant("Added a `/v2` proxy to staging in vite.config.ts; `/v2/me` through the dev server answers 200.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "localhost"] },
      { kind: "instruction", keys: ["proxy", "staging"] },
    ],
  },
  {
    id: "b59-deprecation-warn",
    build: (s) =>
      s
        .user(
          "what does this even mean\n```\nWARN  [deprecation] `config.always_flush` is deprecated and will be removed in v4. TODO(maintainers): migrate to `flush.policy`\n```",
        )
        .assistant("It's a deprecation warning from the logging library. Let me see whether we set that option ourselves.")
        .bash("grep -rn always_flush src config || echo 'no matches'", "no matches")
        .assistant("Nothing in our code sets it, so probably a dependency passes the old option. I can't tell which one without more digging.")
        .user("meh leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b59-spring-datasource",
    build: (s) =>
      s
        .user(
          "```\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\nFailed to configure a DataSource: 'url' attribute is not specified and no embedded datasource could be configured.\n```\nOrderServiceTest only",
        )
        .assistant("I'll check which profile that test runs with.")
        .bash(
          "grep -rln 'ActiveProfiles' src/test/java | head; ls src/test/resources",
          "src/test/java/com/acme/shop/CartServiceTest.java\napplication-test.yml",
        )
        .assistant(
          'OrderServiceTest has no `@ActiveProfiles("test")`, so Spring never loads application-test.yml and falls back to the default datasource config, which only exists through prod env vars. Adding the annotation:',
        )
        .file("Edit", "src/test/java/com/acme/shop/OrderServiceTest.java")
        .bash("./gradlew test --tests 'com.acme.shop.OrderServiceTest' -q", "")
        .assistant('Root cause confirmed: with `@ActiveProfiles("test")` the test starts and passes.')
        .user(
          "ok. fyi we decided last sprint that integration tests run on testcontainers, not H2. so extend the testcontainers base class instead of the h2 config. there are 6 more test classes missing the profile, leave those for tomorrow",
        )
        .file("Edit", "src/test/java/com/acme/shop/OrderServiceTest.java")
        .bash("./gradlew test --tests 'com.acme.shop.OrderServiceTest' -q", "")
        .assistant("OrderServiceTest now extends the Testcontainers base class and passes. The other six classes are untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["activeprofiles"] },
      { kind: "decision", keys: ["testcontainers"] },
      { kind: "task", keys: ["classes", "profile"] },
    ],
  },
  {
    id: "b59-npm-eintegrity",
    build: (s) =>
      s
        .user(
          "docker build dies\n```\n#12 14.31 npm ERR! code EINTEGRITY\n#12 14.31 npm ERR! sha512-Q2f... integrity checksum failed when using sha512: wanted sha512-Q2f... but got sha512-9xk...\n```",
        )
        .assistant("Integrity mismatch. Checking which registry the lockfile was resolved against.")
        .bash(
          "grep -m2 '\"resolved\"' package-lock.json",
          '      "resolved": "https://npm.internal.acme.dev/@acme/ui/-/ui-4.2.0.tgz",\n      "resolved": "https://npm.internal.acme.dev/date-fns/-/date-fns-3.6.0.tgz",',
        )
        .bash("grep -n npmrc Dockerfile || echo 'no npmrc in Dockerfile'", "no npmrc in Dockerfile")
        .assistant(
          "The lockfile resolves from the internal mirror, but the Docker build has no .npmrc, so npm fetches from the public registry and the tarball hashes differ. Retrying with the npmrc mounted:",
        )
        .bash("docker build --secret id=npmrc,src=$HOME/.npmrc -t app:dev . 2>&1 | tail -1", "naming to docker.io/library/app:dev done")
        .user("yes the internal mirror repacks a couple pkgs. ok from now on docker builds get the npmrc as a build secret, never COPY it into the image")
        .file("Edit", "Dockerfile")
        .assistant("Dockerfile now mounts the npmrc as a secret in the install step.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mirror", "repacks"] },
      { kind: "instruction", keys: ["npmrc", "secret"] },
    ],
  },
  {
    id: "b59-rename-env",
    build: (s) =>
      s
        .user("rename FOO_API_URL to PAYMENTS_API_URL everywhere pls, then run the tests")
        .bash("grep -rln FOO_API_URL src test .env.example", "src/config.ts\nsrc/payments/client.ts\n.env.example")
        .file("Edit", "src/config.ts")
        .file("Edit", "src/payments/client.ts")
        .file("Edit", ".env.example")
        .bash("npm test --silent 2>&1 | tail -2", "Test Files  48 passed (48)\n     Tests  391 passed (391)")
        .assistant("Renamed in three files; all 391 tests pass.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b59-rust-borrow-cache",
    build: (s) =>
      s
        .user(
          "```\nerror[E0502]: cannot borrow `self.cache` as mutable because it is also borrowed as immutable\n  --> src/resolver.rs:71:13\n   |\n68 |         let hit = self.cache.get(&key);\n   |                   ---------- immutable borrow occurs here\n71 |             self.cache.insert(key, v);\n   |             ^^^^^^^^^^ mutable borrow occurs here\n```",
        )
        .assistant("The `hit` reference is still alive when you insert. Using the entry API avoids holding both borrows.")
        .file("Edit", "src/resolver.rs")
        .bash("cargo build 2>&1 | tail -1", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.42s")
        .assistant("It builds. Since the resolver is shared across tasks, we could also wrap it in a `RefCell` for cheaper interior mutability.")
        .user("no refcell, this is multi threaded. we're going with dashmap for the resolver cache instead of Mutex<HashMap>, settled with priya yesterday")
        .file("Edit", "Cargo.toml")
        .file("Edit", "src/resolver.rs")
        .bash("cargo test -q 2>&1 | tail -1", "test result: ok. 58 passed; 0 failed; 0 ignored")
        .assistant("Switched the cache to `DashMap`; 58 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dashmap"] }],
  },
  {
    id: "b59-tf-state-lock",
    build: (s) =>
      s
        .user(
          "```\nError: Error acquiring the state lock\n\nLock Info:\n  ID:        4f2c9a1e-77b0-2d3c-91aa-0be5c3f0d6e2\n  Path:      acme-tfstate/prod/network.tfstate\n  Operation: OperationTypeApply\n  Who:       runner@gh-actions-prod\n  Created:   2026-11-02 06:09:44 UTC\n```",
        )
        .assistant("I will look up the workflow run that took the lock before touching anything.")
        .bash(
          "gh run list --workflow apply.yml --limit 3",
          "completed  cancelled  apply prod network  main  6843120911  3m12s  2026-11-02T06:12:57Z\ncompleted  success    apply prod network  main  6842977302  4m40s  2026-11-01T17:20:10Z",
        )
        .assistant(
          "The lock belongs to an apply run that was cancelled at 06:12, three minutes after it took the lock, so nothing holds it anymore: it's stale.",
        )
        .user("ok force-unlock it. and rule: only force-unlock after you've checked in gh that the run is actually dead, never blind")
        .bash("terraform force-unlock -force 4f2c9a1e-77b0-2d3c-91aa-0be5c3f0d6e2", "Terraform state has been successfully unlocked!")
        .user("also the apply workflow needs a concurrency group so cancelled runs dont leave locks behind. not now, put it on the backlog")
        .assistant("Unlocked. I didn't change apply.yml; the concurrency group is open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lock", "cancelled"] },
      { kind: "instruction", keys: ["force-unlock"] },
      { kind: "task", keys: ["concurrency"] },
    ],
  },
  {
    id: "b59-vpn-flake",
    build: (s) =>
      s
        .user("```\nERROR  fetch failed: getaddrinfo ENOTFOUND registry.internal.acme.dev\n    at node:internal/deps/undici/undici:13502:13\n```")
        .assistant("That's a DNS failure for the internal registry. Let me check resolution from here.")
        .bash("getent hosts registry.internal.acme.dev || echo 'not resolved'", "not resolved")
        .assistant("The name doesn't resolve. It might be a split-DNS setup that only answers on the corporate network.")
        .user("never mind, vpn was off. works now")
        .stop(),
    planted: [],
  },
  {
    id: "b59-sqlalchemy-pool",
    build: (s) =>
      s
        .user(
          "```\nsqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)\n```\nafter ~2am every night",
        )
        .assistant("Checking what the open connections are doing.")
        .bash(
          'psql "$DATABASE_URL" -Atc "select application_name, state, count(*) from pg_stat_activity group by 1,2"',
          "api|idle|3\nnightly-export|idle in transaction|15",
        )
        .bash("grep -n 'Session()' jobs/export.py", "jobs/export.py:22:    session = Session()\njobs/export.py:57:    session = Session()")
        .assistant(
          "Confirmed: the nightly export job opens sessions and never closes them, so 15 connections sit `idle in transaction`, exactly the pool's 5 + 10. Switching both spots to context managers.",
        )
        .file("Edit", "jobs/export.py")
        .bash(
          'python -m jobs.export --dry-run && psql "$DATABASE_URL" -Atc "select count(*) from pg_stat_activity where state=\'idle in transaction\'"',
          "exported 0 rows (dry run)\n0",
        )
        .user("good. convention: `with Session() as s:` everywhere, no bare Session() calls")
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["export", "idle"] },
      { kind: "instruction", keys: ["session()"] },
    ],
  },
  {
    id: "b59-vite-heap-oom",
    build: (s) =>
      s
        .user(
          "```\n<--- Last few GCs --->\n[41213:0x6a1c000]    98412 ms: Mark-Compact 4046.2 (4131.5) -> 4031.8 (4133.7) MB\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n```\nnpm run build, since yesterday",
        )
        .assistant("Let me see what got big since yesterday. I'll build with a raised heap once and look at the chunk sizes.")
        .bash(
          "NODE_OPTIONS=--max-old-space-size=8192 npx vite build 2>&1 | grep -E 'kB|MB' | sort -k2 -h | tail -3",
          "dist/assets/vendor-3f1a.js      2,104.33 kB\ndist/assets/index-9c2e.js     39,871.02 kB │ map: 61,220.40 kB",
        )
        .bash(
          "git log -1 --format='%h %s' -- src/pdf/viewer.ts && grep -n 'worker' src/pdf/viewer.ts",
          "a41c9e2 pdf preview\n3:import PdfWorker from 'pdfjs-dist/build/pdf.worker.mjs?worker&inline'",
        )
        .assistant(
          "Root cause: yesterday's pdf preview commit imports the pdf.js worker with `?worker&inline`, so the whole worker is inlined into the main bundle as base64 (index is now ~40 MB), and generating its source map runs the build out of heap.",
        )
        .assistant("One option is to turn source maps off for production builds.")
        .user("no, sourcemaps stay on. load the pdf worker from the CDN instead")
        .file("Edit", "src/pdf/viewer.ts")
        .bash("npx vite build 2>&1 | tail -1", "✓ built in 38.12s")
        .assistant("The worker now loads from the CDN URL; the build finishes without extra heap.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pdf.js", "inlined"] },
      { kind: "decision", keys: ["worker", "cdn"] },
    ],
  },
  {
    id: "b59-recursion-lib",
    build: (s) =>
      s
        .user(
          'can u explain this\n```\n  File ".venv/lib/python3.12/site-packages/marshmallow/schema.py", line 912, in _invoke_field_validators\n    ...\nRecursionError: maximum recursion depth exceeded while calling a Python object\n```',
        )
        .bash("pip show marshmallow | head -2", "Name: marshmallow\nVersion: 3.19.0")
        .assistant(
          "The schema is probably nesting itself: a `Nested` field pointing back at its own schema without `exclude` will recurse forever on cyclic data. Upgrading marshmallow might give a clearer error, but I haven't confirmed which field loops.",
        )
        .user("hm let me think about it")
        .stop(),
    planted: [],
  },
  {
    id: "b59-x509-internal-ca",
    build: (s) =>
      s
        .user(
          "```\n2026/11/05 10:14:03 post https://ledger.svc.acme.internal/v1/entries: tls: failed to verify certificate: x509: certificate signed by unknown authority\n```\nonly in the container, works on my mac",
        )
        .assistant("Checking who signed the ledger service's certificate.")
        .bash(
          "openssl s_client -connect ledger.svc.acme.internal:443 -showcerts </dev/null 2>/dev/null | grep -E '^ *[si]:' | head -2",
          " s:CN = ledger.svc.acme.internal\n i:C = US, O = Acme, CN = Acme Internal CA G2",
        )
        .bash("docker run --rm --entrypoint ls app:dev /etc/ssl/certs", "ca-certificates.crt")
        .assistant(
          "The certificate is issued by Acme Internal CA G2, which your mac trusts through the MDM profile, but the distroless image only carries the public CA bundle, so Go rejects it.",
        )
        .user("yep. always take the CA bundle from the platform repo (certs/), not from the wiki page, the wiki one is outdated")
        .file("Edit", "Dockerfile")
        .bash("docker build -q -t app:dev . && docker run --rm app:dev /app/ledger-ping", "ledger ok (200)")
        .assistant("Copied the bundle from the platform repo's certs/ into the image; the container reaches the ledger service.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["internal ca", "g2"] },
      { kind: "instruction", keys: ["bundle", "platform"] },
    ],
  },
  {
    id: "b59-playwright-flag",
    build: (s) =>
      s
        .user(
          "```\n  1) [chromium] › checkout.spec.ts:18:5 › pays with saved card\n\n    TimeoutError: page.waitForSelector: Timeout 30000ms exceeded.\n    waiting for locator('[data-test=checkout-v2]') to be visible\n```",
        )
        .assistant("I'll open the trace and check the flags in the e2e environment.")
        .bash(
          "npx playwright show-trace --list test-results/checkout-pays/trace.zip | grep -i flag",
          'GET /api/flags 200 {"new_checkout":false,"dark_mode":true}',
        )
        .bash("grep -n new_checkout e2e/.env", "4:FLAG_NEW_CHECKOUT=false")
        .assistant(
          "Root cause: the e2e environment has `new_checkout` disabled, so the page renders the old checkout and `[data-test=checkout-v2]` never appears. The spec assumes the new flow.",
        )
        .user("ugh ok. skip that spec for now and remind me to re-enable it after launch on the 14th")
        .file("Edit", "e2e/checkout.spec.ts")
        .bash("npx playwright test e2e/checkout.spec.ts 2>&1 | tail -1", "  1 skipped")
        .assistant("Marked it `test.skip` with a comment pointing at the launch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["new_checkout", "e2e"] },
      { kind: "task", keys: ["re-enable", "launch"] },
    ],
  },
  {
    id: "b59-regex-fix",
    build: (s) =>
      s
        .user("```\nSyntaxError: Invalid regular expression: /(?<year>\\d{4})-(?<year>\\d{2})/: Duplicate capture group name\n```\nfix pls")
        .bash("grep -n '?<year>' src/parse/date.ts", "12:const ISO_MONTH = /(?<year>\\d{4})-(?<year>\\d{2})/;")
        .assistant("The second group should be `month`. Fixing it.")
        .file("Edit", "src/parse/date.ts")
        .bash("npx vitest run src/parse 2>&1 | tail -1", " Tests  17 passed (17)")
        .assistant("Fixed; the parse tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b59-redis-misconf",
    build: (s) =>
      s
        .user(
          "```\nReplyError: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist on disk. Commands that may modify the data set are disabled\n```",
        )
        .assistant("Checking the disk behind redis.")
        .bash(
          "ssh cache-1 'df -h /var/lib/redis; ls -1 /var/lib/redis | head -4; ls /var/lib/redis | wc -l'",
          "Filesystem  Size  Used Avail Use% Mounted on\n/dev/sdb1    50G   50G     0 100% /var/lib/redis\ndump-2026-08-01.rdb\ndump-2026-08-02.rdb\ndump-2026-08-03.rdb\ndump-2026-08-04.rdb\n118",
        )
        .assistant(
          "Confirmed: the redis volume on cache-1 is 100% full of old `dump-*.rdb` copies from the backup cron; they're never rotated (118 files back to August).",
        )
        .user("delete everything older than a week")
        .bash(
          "ssh cache-1 'find /var/lib/redis -name \"dump-*.rdb\" -mtime +7 -delete; df -h /var/lib/redis | tail -1'",
          "/dev/sdb1    50G  3.1G   47G   7% /var/lib/redis",
        )
        .user(
          "decision: redis backups go to S3 from now on, zero copies kept on the box. the rotation script is broken too but ops owns it, note that for later",
        )
        .assistant("Disk is at 7% and writes are accepted again. The S3 move and the rotation script fix are both still open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dump", "rotated"] },
      { kind: "decision", keys: ["backups", "s3"] },
      { kind: "task", keys: ["rotation", "script"] },
    ],
  },
  {
    id: "b59-csv-latin1",
    build: (s) =>
      s
        .user(
          "```\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 1021: invalid continuation byte\n```\nimport of the partner file again",
        )
        .bash("file data/inbox/customers_20261106.csv", "data/inbox/customers_20261106.csv: ISO-8859 text, with CRLF line terminators")
        .bash("sed -n 7p data/inbox/customers_20261106.csv | iconv -f latin1 -t utf-8", "1043;Café Müller;Köln")
        .assistant("The partner export is ISO-8859-1 (Latin-1), not UTF-8: byte 0xe9 is `é` in Latin-1, and the row decodes cleanly with iconv.")
        .user("yep the ERP vendor only does latin-1, they wont change it. always open their files with encoding='latin-1'")
        .file("Edit", "importers/partner.py")
        .bash("python -m importers.partner data/inbox/customers_20261106.csv", "imported 2,318 rows")
        .assistant("The importer now reads partner files as Latin-1; 2,318 rows imported.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["latin-1", "export"] },
      { kind: "instruction", keys: ["encoding"] },
    ],
  },
  {
    id: "b59-log-nothing",
    build: (s) =>
      s
        .user(
          "anything weird in here?\n```\n10:01:12 INFO  cache warm: 1204 keys\n10:01:13 WARN  retry policy: never retry on 4xx (configured)\n10:01:15 INFO  listening on :8080\n10:03:40 WARN  slow request GET /health 1203ms\n```",
        )
        .assistant(
          "Nothing stands out: the retry line is just the configured policy being logged. The one slow /health call could be a cold start. Do you have the lines around 10:03?",
        )
        .bash("journalctl -u api --since '10:03' --until '10:04' --no-pager | wc -l", "2")
        .user("nah nvm, it went away after the restart")
        .stop(),
    planted: [],
  },
  {
    id: "b59-graphql-n-plus-one",
    build: (s) =>
      s
        .user(
          '```\nStarted POST "/graphql" for 10.0.3.7\nCompleted 200 OK in 8412ms (Views: 3.1ms | ActiveRecord: 7904.6ms | Allocations: 912004)\n```\nfeed query. 8 seconds lol',
        )
        .assistant("Counting the SQL statements behind that request.")
        .bash("grep -c 'SELECT \"authors\"' log/development.log", "612")
        .file("Read", "app/graphql/types/post_type.rb")
        .assistant(
          'The post resolver loads each author separately: one `SELECT "authors"` per post, 612 of them for this feed. Classic N+1. `includes(:author)` in the feed resolver would cut it to a couple of queries.',
        )
        .user("we standardize on graphql-batch loaders for associations, not includes in resolvers. use a RecordLoader")
        .file("Edit", "app/graphql/types/post_type.rb")
        .bash("grep -c 'SELECT \"authors\"' log/development.log.new", "1")
        .assistant("With `RecordLoader.for(Author).load(author_id)` the feed runs one authors query; the request takes 312ms.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["resolver", "author"] },
      { kind: "decision", keys: ["graphql-batch"] },
    ],
  },
  {
    id: "b59-eaddrinuse-grafana",
    build: (s) =>
      s
        .user("```\nError: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle [as _listen2] (node:net:1908:16)\n```")
        .bash(
          "lsof -nP -iTCP:3000 -sTCP:LISTEN",
          "COMMAND    PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\ngrafana   1123  dev   11u  IPv6  40211      0t0  TCP *:3000 (LISTEN)",
        )
        .assistant("Port 3000 is held by a local grafana process (pid 1123), which is grafana's default port.")
        .user("oh right grafana. ok the api dev server moves to 3100, permanently. update the scripts")
        .file("Edit", "package.json")
        .file("Edit", ".env.example")
        .bash("npm run dev -- --once 2>&1 | tail -1", "api listening on http://localhost:3100")
        .assistant("The dev script and `.env.example` now use 3100.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["grafana", "3000"] },
      { kind: "decision", keys: ["3100"] },
    ],
  },
  {
    id: "b59-bump-zod",
    build: (s) =>
      s
        .user("bump zod to 3.23 and run the tests")
        .bash(
          "npm i zod@3.23 --save-exact && npm test --silent 2>&1 | tail -2",
          "added 0 packages, changed 1 package\n Test Files  48 passed (48)\n      Tests  391 passed (391)",
        )
        .assistant("zod is at 3.23.8 now, all green.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b59-hydration-locale",
    build: (s) =>
      s
        .user('```\nError: Text content does not match server-rendered HTML.\n\nServer: "11/3/2026" Client: "03/11/2026"\n```')
        .assistant("Different date formats on server and client, so a locale difference. Checking what the server's Node uses.")
        .bash(
          "kubectl exec deploy/web -- node -e \"console.log(Intl.DateTimeFormat().resolvedOptions().locale, new Date('2026-11-03').toLocaleDateString())\"",
          "en-US 11/3/2026",
        )
        .bash("grep -rn 'toLocaleDateString()' src | head -3", "src/components/OrderRow.tsx:19:  {new Date(order.createdAt).toLocaleDateString()}")
        .assistant(
          "Confirmed: the web server's Node runs in en-US, the browser in en-GB, and OrderRow calls `toLocaleDateString()` without a locale, so the two renders disagree.",
        )
        .user("all dates go through formatDate() in lib/dates with an explicit 'en-GB'. no raw toLocaleDateString anywhere, thats the rule")
        .file("Edit", "src/components/OrderRow.tsx")
        .bash("npm run build 2>&1 | tail -1", "✓ Compiled successfully")
        .assistant("OrderRow uses `formatDate()` now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["server", "en-us"] },
      { kind: "instruction", keys: ["formatdate"] },
    ],
  },
  {
    id: "b59-gha-exit-137",
    build: (s) =>
      s
        .user(
          "build job\n```\n/home/runner/work/_temp/3c1e.sh: line 1:  2931 Killed                  npm run build\nError: Process completed with exit code 137.\n```",
        )
        .assistant("Exit 137 is a SIGKILL, on a hosted runner almost always the OOM killer. I'll measure the build's peak memory locally.")
        .bash(
          "/usr/bin/time -v npm run build 2>&1 | grep -E 'Maximum resident|Elapsed'",
          "\tElapsed (wall clock) time (h:mm:ss or m:ss): 3:41.07\n\tMaximum resident set size (kbytes): 7512044",
        )
        .bash("grep -n '\"build\"' package.json", "9:    \"build\": \"concurrently 'tsc -b' 'webpack --mode production'\",")
        .assistant(
          "Confirmed: `tsc -b` and webpack run concurrently and together peak at about 7.5 GB, more than the 7 GB a standard ubuntu-latest runner has.",
        )
        .user("build jobs run on `ubuntu-22.04-16core` from now on. the test job probably needs it too but check its timings first, later")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("Switched the build job's runs-on; the test job is unchanged.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tsc", "webpack"] },
      { kind: "instruction", keys: ["16core", "build"] },
      { kind: "task", keys: ["timings"] },
    ],
  },
  {
    id: "b59-cache-race-guess",
    build: (s) =>
      s
        .user(
          "```\nError: Cannot set headers after they are sent to the client\n    at ServerResponse.setHeader (node:_http_outgoing:659:11)\n    at warmCache (src/cache/warm.ts:33:9)\n```\nsaw it once in prod",
        )
        .file("Read", "src/cache/warm.ts")
        .bash("grep -c 'Cannot set headers' logs/api-2026-11-*.log", "logs/api-2026-11-06.log:1")
        .assistant(
          "It might be a race between the warmup's early response and the normal handler, but I can't reproduce it, and there's only the one occurrence in a week of logs.",
        )
        .user("ok whatever, lets see if it happens again")
        .stop(),
    planted: [],
  },
  {
    id: "b59-celery-smtp",
    build: (s) =>
      s
        .user(
          "```\n[2026-11-02 08:00:14,221: ERROR/ForkPoolWorker-3] Task mail.send_invoice_email[7a1c] raised unexpected: SMTPAuthenticationError(535, b'5.7.8 Username and Password not accepted')\n```\nall invoice mails since this morning",
        )
        .assistant("Checking when the worker got its SMTP password compared with the secret's last rotation.")
        .bash("vault kv metadata get -format=json secret/mail/smtp | jq -r .data.updated_time", "2026-11-01T00:00:03.118Z")
        .bash("kubectl get pod -l app=mail-worker -o jsonpath='{.items[0].status.startTime}'", "2026-10-28T09:41:50Z")
        .assistant(
          "Confirmed: the SMTP secret was rotated on Nov 1, but the mail worker started on Oct 28 and still holds the old password from its environment.",
        )
        .user(
          "yeah the mail creds rotate on the 1st of every month, automatically. restart it. and never paste the smtp password into an env file, the worker has to read it from vault at startup",
        )
        .bash(
          "kubectl rollout restart deploy/mail-worker && kubectl rollout status deploy/mail-worker",
          'deployment.apps/mail-worker restarted\ndeployment "mail-worker" successfully rolled out',
        )
        .user("the worker should really reload creds without a restart. bigger change, park it")
        .assistant("Restarted; the queued invoice mails are going out. The reload without restart stays open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["creds", "rotate"] },
      { kind: "instruction", keys: ["vault"] },
      { kind: "task", keys: ["reload"] },
    ],
  },
  {
    id: "b59-bastion-port",
    build: (s) =>
      s
        .user("ssh: connect to host bastion.prod.acme.dev port 22: Connection timed out")
        .bash(
          "nc -zv -w3 bastion.prod.acme.dev 22; nc -zv -w3 bastion.prod.acme.dev 2222",
          "nc: connect to bastion.prod.acme.dev port 22 (tcp) timed out\nConnection to bastion.prod.acme.dev 2222 port [tcp/*] succeeded!",
        )
        .assistant("Port 22 times out but 2222 is open. Was the bastion's SSH moved?")
        .user("oh yes, infra moved the bastion ssh to 2222 last week")
        .assistant("I could add a `Port 2222` entry to your ~/.ssh/config.")
        .user("no, we'll put it in the shared ssh config in the dotfiles repo so everyone gets it, not per person")
        .file("Edit", "dotfiles/ssh/config.d/acme")
        .bash("ssh -F dotfiles/ssh/config.d/acme -o BatchMode=yes bastion.prod true && echo ok", "ok")
        .assistant("Added the Host block to the shared config; the bastion answers.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bastion", "2222"] },
      { kind: "decision", keys: ["dotfiles"] },
    ],
  },
  {
    id: "b59-git-undo-chat",
    build: (s) =>
      s
        .user("morning. coffee hasnt kicked in yet. whats the cmd to undo my last commit but keep the changes? just do it")
        .bash("git reset --soft HEAD~1 && git status --short | head -3", "M  src/api/orders.ts\nM  src/api/orders.test.ts")
        .assistant("`git reset --soft HEAD~1`. Done: the commit is gone and its changes are staged.")
        .user("perfect")
        .stop(),
    planted: [],
  },
];

export const BLIND59 = plantedSet(BLIND59_SESSIONS, Date.UTC(2026, 10, 2, 9));
