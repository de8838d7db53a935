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
 * Each session is one segment; the items planted in it are listed with it: 88 items (18 decisions,
 * 19 instructions, 34 facts, 17 tasks) in 51 sessions, 15 of which plant nothing; 148 of the 253
 * user and assistant messages hold no planted item's key words.
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
  {
    id: "b59-alembic-revision",
    build: (s) =>
      s
        .user("deploy to staging failed\n```\nalembic.util.exc.CommandError: Can't locate revision identified by 'c7e91f04ab2d'\n```")
        .assistant("Checking where that revision id comes from.")
        .bash(
          "git log --all --oneline -S c7e91f04ab2d -- migrations | head -2; git branch -a --contains $(git log --all --format=%h -1 -S c7e91f04ab2d)",
          "5be02a1 add refunds table\n  remotes/origin/feature/refunds",
        )
        .bash("psql \"$STAGING_DB\" -Atc 'select version_num from alembic_version'", "c7e91f04ab2d")
        .assistant(
          "Confirmed: staging's `alembic_version` points at revision c7e91f04ab2d, which only exists on the unmerged feature/refunds branch. Someone ran that branch's migration against staging, so main's history no longer knows the current revision.",
        )
        .user("great. roll staging back to main's head. and decision: staging db only ever gets migrations from main, feature branches use a throwaway db")
        .bash("alembic -x db=staging downgrade 9d1a22c0e5f3 --sql | tail -1 && alembic -x db=staging current", "DROP TABLE refunds;\n9d1a22c0e5f3 (head)")
        .user("next week: a pre-deploy check that compares alembic heads with the db revision and refuses on mismatch")
        .assistant("Staging is back on main's head. The pre-deploy check isn't written; it's open for next week.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["refunds", "revision"] },
      { kind: "decision", keys: ["throwaway"] },
      { kind: "task", keys: ["heads"] },
    ],
  },
  {
    id: "b59-sharp-darwin",
    build: (s) =>
      s
        .user(
          '```\nError: Could not load the "sharp" module using the linux-x64 runtime\nPossible solutions:\n- Ensure optional dependencies can be installed:\n    npm install --include=optional sharp\n```\nin the container only',
        )
        .assistant("I will check which sharp binaries ended up in the image.")
        .bash("docker run --rm --entrypoint ls app:dev node_modules/@img", "sharp-darwin-arm64\nsharp-libvips-darwin-arm64")
        .bash("cat .dockerignore 2>/dev/null || echo 'no .dockerignore'", "no .dockerignore")
        .assistant(
          "The image holds the darwin-arm64 build of sharp: with no .dockerignore, `COPY . .` copies the mac's node_modules over the ones `npm ci` installed in the image. That's the root cause.",
        )
        .user(
          "ffs. .dockerignore must always exclude node_modules, add it. and fyi we already dropped sharp for resizing last month, thumbnails go through the imgproxy service now",
        )
        .file("Write", ".dockerignore")
        .bash("docker build -q -t app:dev . && docker run --rm app:dev node -e \"require('sharp')\" && echo loaded", "loaded")
        .user("so sharp can go from package.json completely, but after the release freeze, separate PR")
        .assistant("Added .dockerignore; the image now has the linux build. I left package.json as it is, sharp's removal waits until after the freeze.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["darwin", "node_modules"] },
      { kind: "instruction", keys: ["dockerignore"] },
      { kind: "decision", keys: ["imgproxy"] },
      { kind: "task", keys: ["sharp", "freeze"] },
    ],
  },
  {
    id: "b59-cron-utc",
    build: (s) =>
      s
        .user("digest went out at 2pm instead of 9am\n```\n2026-11-02T14:00:00.412Z INFO daily-digest sent recipients=1840\n```")
        .bash("grep -n digest deploy/cron.yaml; kubectl exec deploy/scheduler -- date +%Z", '12:  schedule: "0 9 * * *"   # daily digest\nUTC')
        .assistant(
          "The scheduler's clock is UTC, but `0 9 * * *` in UTC would have fired at 09:00Z, not 14:00Z. Something else sets the zone; checking the CronJob itself.",
        )
        .bash("kubectl get cronjob daily-digest -o jsonpath='{.spec.timeZone}'", "Etc/GMT+5")
        .assistant(
          "Confirmed: the CronJob carries `timeZone: Etc/GMT+5` (note the inverted sign convention: GMT+5 means UTC-5), so 09:00 there is 14:00 UTC. The schedule was written for local time but interpreted in a fixed zone without DST.",
        )
        .user("could we just set TZ=America/New_York on the container?")
        .assistant("We could, but then the schedule shifts with DST twice a year.")
        .user("right, no. rule: cron schedules are written in UTC, with the local time in a comment. no timeZone fields, no TZ env")
        .file("Edit", "deploy/cron.yaml")
        .bash("kubectl apply -f deploy/cron.yaml", "cronjob.batch/daily-digest configured")
        .assistant("Schedule is now `0 14 * * *` with a `# 09:00 New York (EST)` comment, and the timeZone field is gone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["etc/gmt+5"] },
      { kind: "instruction", keys: ["cron", "utc"] },
    ],
  },
  {
    id: "b59-unique-violation-guess",
    build: (s) =>
      s
        .user(
          '```\nduplicate key value violates unique constraint "orders_public_id_key"\nDETAIL:  Key (public_id)=(3f0c2b8e-1d4a-4e77-9a51-7c2d9e0b1a66) already exists.\n```',
        )
        .bash('psql "$DATABASE_URL" -Atc "select count(*) from orders where public_id=\'3f0c2b8e-1d4a-4e77-9a51-7c2d9e0b1a66\'"', "1")
        .assistant(
          "A v4 UUID collision is practically impossible, so it's more likely the same request was submitted twice, maybe a retry from the client. I'd need the request logs to say.",
        )
        .user("probably a double submit, w/e")
        .stop(),
    planted: [],
  },
  {
    id: "b59-kafka-rebalance",
    build: (s) =>
      s
        .user(
          "lag keeps growing\n```\n[Consumer clientId=orders-1, groupId=orders-consumer] Member orders-1-8f2e sending LeaveGroup request to coordinator due to consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms\n```",
        )
        .assistant("Let me time one batch from the consumer's own logs.")
        .bash(
          "grep -E 'batch (start|done)' logs/orders-consumer.log | tail -2",
          "09:12:03 batch start records=500\n09:18:11 batch done records=500 enrich_ms=351220",
        )
        .assistant(
          "Confirmed: a 500-record batch spends almost six minutes in the enrichment HTTP call, longer than max.poll.interval.ms (5 min), so the coordinator drops the consumer, the group rebalances and the batch is redone.",
        )
        .user("lower max.poll.records to 50. do not raise the interval")
        .file("Edit", "consumer/config.properties")
        .bash("./scripts/lag.sh orders-consumer 10m", "lag: 48211 -> 47960 (-251 in 10m)")
        .user("too slow. ok make it 100 max.poll.records instead of 50")
        .file("Edit", "consumer/config.properties")
        .bash("./scripts/lag.sh orders-consumer 10m", "lag: 47960 -> 41102 (-6858 in 10m)")
        .user("the enrichment call needs a cache in front of it, ticket that for later")
        .assistant("At 100 records per poll the lag is falling and there are no more rebalances. The enrichment cache is open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["enrichment", "interval"] },
      { kind: "decision", keys: ["poll", "100"] },
      { kind: "task", keys: ["enrichment", "cache"] },
    ],
  },
  {
    id: "b59-s3-accessdenied",
    build: (s) =>
      s
        .user(
          '```\nAccessDenied: User: arn:aws:sts::381492006712:assumed-role/app-prod/worker is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::acme-exports/2026/11/orders.csv"\n```',
        )
        .assistant("Reading the role's policy for that bucket.")
        .bash(
          "aws iam get-role-policy --role-name app-prod --policy-name exports --query 'PolicyDocument.Statement[0].Resource' --output text",
          "arn:aws:s3:::acme-exports/exports/*",
        )
        .assistant(
          "The app-prod role may only write under the `exports/` prefix of acme-exports, and the writer builds keys starting at `2026/`. We could widen the resource to `acme-exports/*`.",
        )
        .user("no. the exports/ prefix is on purpose. dont widen IAM policies to make code work, fix the code")
        .file("Edit", "src/exports/writer.ts")
        .bash("node scripts/export-orders.mjs --date 2026-11-06", "uploaded s3://acme-exports/exports/2026/11/orders.csv")
        .assistant("The writer now prefixes keys with `exports/`; the upload goes through.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prefix", "exports/"] },
      { kind: "instruction", keys: ["iam", "policies"] },
    ],
  },
  {
    id: "b59-object-object",
    build: (s) =>
      s
        .user("lol\n```\n$ node scripts/sync.mjs\nError: [object Object]\n    at main (scripts/sync.mjs:48:11)\n```")
        .bash("sed -n 44,49p scripts/sync.mjs", "  } catch (err) {\n    // TODO: better errors\n    throw new Error(err);\n  }")
        .assistant("`new Error(err)` with an object stringifies it as `[object Object]`. I'll rethrow with `cause` so the real message shows.")
        .file("Edit", "scripts/sync.mjs")
        .bash("node scripts/sync.mjs", "Error: sync failed\n  [cause]: { status: 401, message: 'token expired' }", 1)
        .assistant("Now you can see it: the API token expired. After `npm run login` the sync should work.")
        .user("yep works")
        .stop(),
    planted: [],
  },
  {
    id: "b59-stripe-webhook-sig",
    build: (s) =>
      s
        .user(
          "```\nStripeSignatureVerificationError: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe?\n```",
        )
        .assistant("The error text already hints at it. Checking the middleware order in the app.")
        .bash('grep -n "app.use\\|webhooks" src/app.ts', "14:app.use(express.json());\n22:app.use('/webhooks/stripe', stripeWebhook);")
        .assistant(
          "Root cause: `express.json()` is mounted before the webhook route, so the raw body is already parsed into an object when the handler verifies the signature. Logging `typeof req.body` there prints `object`.",
        )
        .file("Edit", "src/app.ts")
        .bash("stripe trigger payment_intent.succeeded 2>&1 | tail -1", "Trigger succeeded! Check dashboard for event details.")
        .user("ok. webhook routes get mounted before the json middleware, always. put a comment on it")
        .file("Edit", "src/app.ts")
        .user("and tomorrow add a test that posts a signed payload so this cant regress")
        .assistant("Comment added above the webhook mount. The signed-payload test is not written yet.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["express.json", "raw"] },
      { kind: "instruction", keys: ["webhook", "middleware"] },
      { kind: "task", keys: ["signed", "test"] },
    ],
  },
  {
    id: "b59-listener-leak",
    build: (s) =>
      s
        .user(
          "```\n(node:4121) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 change listeners added to [ConfigStore]. Use emitter.setMaxListeners() to increase limit\n```\nand RSS climbs all day",
        )
        .assistant("Taking a heap snapshot comparison across a few reconnects.")
        .bash(
          "node scripts/heap-diff.mjs --reconnects 50 | head -3",
          "Constructor         +Count   +Size\n(closure)           +50      +9.6 kB\nListener            +50      +4.0 kB",
        )
        .bash("grep -n \"config.on('change'\" src/ws/*.ts", "src/ws/session.ts:31:    config.on('change', () => this.pushConfig());")
        .assistant(
          "Confirmed: every websocket reconnect adds a new `change` listener on ConfigStore in session.ts and none is ever removed: 50 reconnects, 50 more listeners.",
        )
        .assistant("The quick fix would be `config.setMaxListeners(0)`.")
        .user("no, that just hides it. we're dropping the config emitter altogether, sessions read config by polling every 30s. simpler")
        .file("Edit", "src/ws/session.ts")
        .bash("node scripts/heap-diff.mjs --reconnects 50 | grep Listener || echo 'no Listener growth'", "no Listener growth")
        .assistant("Sessions poll the config now; no listener growth across 50 reconnects.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["listener", "reconnect"] },
      { kind: "decision", keys: ["polling"] },
    ],
  },
  {
    id: "b59-eresolve-react",
    build: (s) =>
      s
        .user(
          '```\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nnpm ERR! Found: react@19.0.0\nnpm ERR! Could not resolve dependency:\nnpm ERR! peer react@"^18.2.0" from @acme/ui@4.2.0\n```',
        )
        .bash("npm view @acme/ui@4.2.0 peerDependencies", "{ react: '^18.2.0', 'react-dom': '^18.2.0' }")
        .assistant("@acme/ui 4.2.0 declares a peer dependency on React 18, and the app was just bumped to 19. `npm i --legacy-peer-deps` would get past it.")
        .user("dont use --legacy-peer-deps, ever. we pin react 18 until ui v5 ships")
        .file("Edit", "package.json")
        .bash("npm i && npm ls react | head -2", "app@1.0.0 /home/dev/src/app\n└── react@18.3.1")
        .user("when ui v5 lands we do the react 19 upgrade, remind me then")
        .assistant("React is back on 18.3.1 and the install resolves. The React 19 upgrade waits for @acme/ui v5.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["peer", "react 18"] },
      { kind: "instruction", keys: ["legacy-peer-deps"] },
      { kind: "decision", keys: ["pin", "react"] },
      { kind: "task", keys: ["react 19"] },
    ],
  },
  {
    id: "b59-cf-522",
    build: (s) =>
      s
        .user("site down, cloudflare page says `Error 522 Connection timed out` for api.acme.dev")
        .assistant("522 means Cloudflare can't open a TCP connection to the origin. I'll check the origin's security group.")
        .bash(
          "aws ec2 describe-security-groups --group-ids sg-0a41c --query 'SecurityGroups[0].IpPermissions[?ToPort==`443`].IpRanges[].CidrIp' --output text",
          "203.0.113.0/24",
        )
        .bash(
          "aws cloudtrail lookup-events --lookup-attributes AttributeKey=ResourceName,AttributeValue=sg-0a41c --max-items 1 --query 'Events[0].[EventName,Username,EventTime]' --output text",
          "RevokeSecurityGroupIngress\tterraform-ci\t2026-11-05T17:02:11Z",
        )
        .assistant(
          "Confirmed: yesterday's terraform run revoked the Cloudflare ranges from the origin security group; port 443 now only admits the office range 203.0.113.0/24.",
        )
        .user("put the ranges back now")
        .bash(
          "terraform apply -auto-approve -target=aws_security_group_rule.cf_https 2>&1 | tail -1",
          "Apply complete! Resources: 1 added, 0 changed, 0 destroyed.",
        )
        .user("long term we go with a cloudflare tunnel instead of allow-listing IP ranges. decided")
        .user("setting up cloudflared is next sprint")
        .assistant("The ranges are back and api.acme.dev answers again. The tunnel setup is open.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["security group", "office"] },
      { kind: "decision", keys: ["tunnel"] },
      { kind: "task", keys: ["cloudflared"] },
    ],
  },
  {
    id: "b59-todo-count",
    build: (s) =>
      s
        .user("how many TODOs do we have left in src? just count")
        .bash(
          "grep -rn 'TODO' src | wc -l; grep -rn 'TODO' src | head -2",
          "14\nsrc/api/orders.ts:88:  // TODO: always paginate\nsrc/db/pool.ts:12:  // TODO never hardcode this",
        )
        .assistant("14 TODO comments in src. The first two are in orders.ts and pool.ts.")
        .user("ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b59-ci-stale-dist",
    build: (s) =>
      s
        .user(
          "```\nError: Cannot find module '@acme/shared/dist/flags'\nRequire stack:\n- /home/runner/work/app/app/packages/web/dist/server.js\n```\nCI only, local is fine",
        )
        .bash(
          "grep -n -A4 'actions/cache' .github/workflows/ci.yml",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: quoted GitHub Actions workflow, not a template
          "31:      - uses: actions/cache@v4\n32:        with:\n33:          path: |\n34:            ~/.npm\n35:            packages/*/dist\n36:          key: deps-${{ hashFiles('package-lock.json') }}",
        )
        .assistant(
          "The cache key only hashes package-lock.json, but the cached paths include `packages/*/dist`. shared's dist was restored from an old cache entry that predates `flags`, and the build step skips packages whose dist exists. That's the cause; a run with the cache disabled passes.",
        )
        .bash(
          "gh run view 6851190042 --log | grep -E 'Cache restored|flags' | head -2",
          "Cache restored from key: deps-8c1f0e\nError: Cannot find module '@acme/shared/dist/flags'",
        )
        .user("drop caching dist entirely, only ~/.npm gets cached. and nobody merges CI changes without one green run on a fresh cache")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("The cache step now covers only ~/.npm.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dist", "cache key"] },
      { kind: "decision", keys: ["caching", "dist"] },
      { kind: "instruction", keys: ["fresh cache"] },
    ],
  },
  {
    id: "b59-sort-locale",
    build: (s) =>
      s
        .user('```\nexpect(received).toEqual(expected)\n\n- Expected\n+ Received\n\n  Array [\n-   "Ärzte",\n    "Zoo",\n+   "Ärzte",\n  ]\n```\nCI only again')
        .assistant("Sorting that depends on the environment. Checking how the list is sorted and which locale CI has.")
        .bash(
          "grep -n 'localeCompare\\|sort(' src/lib/names.ts; LANG=C node -e \"console.log(['Zoo','Ärzte'].sort((a,b)=>a.localeCompare(b)))\"",
          "7:  return names.sort((a, b) => a.localeCompare(b));\n[ 'Zoo', 'Ärzte' ]",
        )
        .assistant("Confirmed: `localeCompare` without a locale follows the process locale; under CI's `LANG=C` it puts Ä after Z.")
        .user("can we just set LANG in the CI env?")
        .assistant("We could, but every machine without that LANG would still sort differently.")
        .user("yeah no. we use Intl.Collator('de') for every user-facing sort. reports.ts has the same bug btw, do that one later")
        .file("Edit", "src/lib/names.ts")
        .bash("npx vitest run src/lib/names.test.ts 2>&1 | tail -1", " Tests  5 passed (5)")
        .assistant("names.ts now sorts with `Intl.Collator('de')`. reports.ts is unchanged.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["localecompare", "lang=c"] },
      { kind: "decision", keys: ["collator"] },
      { kind: "task", keys: ["reports.ts"] },
    ],
  },
  {
    id: "b59-pg-deadlock",
    build: (s) =>
      s
        .user(
          "```\nERROR:  deadlock detected\nDETAIL:  Process 20411 waits for ShareLock on transaction 9120331; blocked by process 20377.\nProcess 20377 waits for ShareLock on transaction 9120330; blocked by process 20411.\nHINT:  See server log for query details.\n```",
        )
        .bash(
          "grep -A2 'deadlock detected' /var/log/postgresql/postgresql-16-main.log | grep -E 'Process (20411|20377):' ",
          "Process 20411: UPDATE ledger SET balance = balance - $1 WHERE account_id = $2\nProcess 20377: UPDATE accounts SET frozen = true WHERE id = $1",
        )
        .bash(
          "grep -n 'UPDATE' jobs/settle.py jobs/freeze.py",
          "jobs/settle.py:40: UPDATE ledger ...\njobs/settle.py:44: UPDATE accounts ...\njobs/freeze.py:18: UPDATE accounts ...\njobs/freeze.py:23: UPDATE ledger ...",
        )
        .assistant(
          "Confirmed: settle.py locks ledger then accounts, freeze.py locks accounts then ledger, so the two jobs deadlock when they touch the same account.",
        )
        .user("lock order is accounts first, then ledger. always. write it in docs/db.md and fix settle.py")
        .file("Edit", "jobs/settle.py")
        .file("Edit", "docs/db.md")
        .user("theres a third job, payouts, that probably does it too. check it tomorrow")
        .assistant("settle.py now updates accounts before ledger, and docs/db.md states the lock order. payouts hasn't been checked.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["settle.py", "freeze.py"] },
      { kind: "instruction", keys: ["lock order"] },
      { kind: "task", keys: ["payouts"] },
    ],
  },
  {
    id: "b59-pino-withdrawn",
    build: (s) =>
      s
        .user("these winston logs are unreadable. lets switch the logger to pino?")
        .bash("npm view pino version", "9.5.0")
        .assistant(
          "pino 9.5 is current. The switch touches the logger module and about 40 call sites that pass metadata as a second argument. I can start with the logger module.",
        )
        .user("actually forget it, not worth it right now")
        .assistant("Okay, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b59-runner-disk-full",
    build: (s) =>
      s
        .user("```\n#9 ERROR: failed to copy files: copy file range failed: no space left on device\n```\non ci-3 again")
        .bash(
          "ssh ci-3 'df -h / | tail -1; docker system df'",
          "/dev/nvme0n1p1   50G   49G  1.0G  98% /\nTYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          31        4         7.2GB     5.9GB (81%)\nBuild Cache     612       0         38.4GB    38.4GB",
        )
        .assistant("Confirmed: on ci-3 the docker build cache alone holds 38.4 GB of the 50 GB disk, and none of it is in use.")
        .bash("ssh ci-3 'docker builder prune -af | tail -1; df -h / | tail -1'", "Total:\t38.4GB\n/dev/nvme0n1p1   50G   11G   39G  22% /")
        .user("ok decision: weekly `docker builder prune` on every self-hosted runner via cron. set it up on ci-3 now")
        .file("Write", "ops/runners/cron.d/docker-prune")
        .bash(
          "scp ops/runners/cron.d/docker-prune ci-3:/etc/cron.d/ && ssh ci-3 'cat /etc/cron.d/docker-prune'",
          "0 4 * * 0 root docker builder prune -af --filter until=168h",
        )
        .user("ci-4 and ci-5 need the same cron, do them when they're back from maintenance")
        .assistant("The prune cron is on ci-3. ci-4 and ci-5 still need it once they're back.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["build cache", "38.4"] },
      { kind: "decision", keys: ["prune"] },
      { kind: "task", keys: ["ci-4"] },
    ],
  },
];

export const BLIND59 = plantedSet(BLIND59_SESSIONS, Date.UTC(2026, 10, 2, 9));
