/**
 * Blind planted set 64 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: long framework migrations spread across many sessions of one team's app (AngularJS to
 * React, Python 2 to 3, a monolith split into services, Webpack to Vite). Decisions get
 * revisited and superseded across sessions (a later session's new decision is planted in that
 * session), tasks are carried from one session to the next and some are done later (done in a
 * later session, they plant nothing there); in OpenCode and Claude Code voice: terse users with
 * typos, an agent that reports what it ran. Each session is one segment; the items planted in
 * it are listed with it: 101 items (28 decisions, 23 instructions, 31 facts, 19 tasks) in 65
 * sessions, 16 of which plant nothing. Every other message must give nothing: questions, hypotheses, proposals not taken,
 * withdrawn ideas, unconfirmed guesses, quoted code, tool output, chit-chat, and in-session
 * requests that are done in the same session. A decision changed later in its session is
 * planted only in its final form.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any run on this set):
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

export const BLIND64_SESSIONS: BlindSession[] = [
  {
    id: "b64-ng-kickoff",
    build: (s) =>
      s
        .user("ok we're finally doing it. angularjs -> react. how many angular modules are we even talking about?")
        .bash('grep -rl "angular.module(" src/legacy | wc -l', "142")
        .assistant(
          "142 files under `src/legacy` register an `angular.module`. The biggest areas are `invoices` (31 files) and `reports` (24). We could do a big-bang rewrite or port route by route; a rewrite would freeze features for months.",
        )
        .user(
          "route by route. we go with the strangler approach: the react-router shell owns the page and each angular route moves over one at a time. no big bang rewrite, I've seen that movie",
        )
        .assistant("Understood. I'll set up the shell so unported routes fall through to the AngularJS app.")
        .file("Write", "src/web/Shell.tsx")
        .user("and new react code lives in src/web. don't add anything to src/legacy anymore, only delete from it")
        .assistant("Got it: new code in `src/web`, `src/legacy` only shrinks.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["angular.module"] },
      { kind: "decision", keys: ["strangler"] },
      { kind: "instruction", keys: ["src/web"] },
    ],
  },
  {
    id: "b64-ng-bridge",
    build: (s) =>
      s
        .user("can we render react components inside the old angular templates? some kind of bridge?")
        .assistant(
          "Yes. Two options: `react2angular`, which wraps a component as an Angular 1 component, or a hand-rolled directive that calls `createRoot` in `$postLink`. The library is less code; the directive gives us control over props watching.",
        )
        .bash("npm view react2angular version peerDependencies", "4.0.6\n{ react: '>=15 <17', 'react-dom': '>=15 <17' }")
        .assistant("Heads up: react2angular 4.0.6 is the latest release and its peerDependencies only allow react below 17, so npm will warn with React 18.")
        .user("ugh. fine, we use react2angular anyway for the leaf components and live with the peer warning, it's temporary")
        .bash("npm install react2angular@4.0.6 --legacy-peer-deps", "added 1 package in 3s")
        .assistant("Installed with `--legacy-peer-deps`. I wrapped `<StatusBadge>` as a first test and it renders inside `invoice-row.html`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["peerdependencies"] },
      { kind: "decision", keys: ["react2angular"] },
    ],
  },
  {
    id: "b64-chat-hooks",
    build: (s) =>
      s
        .user("random thought, should the ported components be class components so they map 1:1 onto the controllers? thinking out loud")
        .assistant(
          "It would make the diff read closer to the controller, but classes would block hooks like `useQuery` and we'd rewrite them again later. A function component with a couple of hooks usually maps onto a controller just as well.",
        )
        .user("hm ok. let me sleep on it")
        .assistant("Sure. Nothing to change for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-py3-start",
    build: (s) =>
      s
        .user("backend time. what python do we have in the prod image right now?")
        .bash("docker run --rm ledgerly-api:prod python --version", "Python 2.7.18")
        .bash("grep -i celery requirements/base.txt", "celery==4.4.7\ndjango-celery-beat==1.6.0")
        .assistant(
          "The prod image runs Python 2.7.18. Celery is pinned to 4.4.7 in `requirements/base.txt`; 4.4.7 is the last release that supports Python 2, and it tops out at 3.8 on the Python 3 side.",
        )
        .user(
          "right so celery has to be bumped anyway. target is python 3.11 — not 3.12, celery 5.3 is what we can validate this quarter and I don't want to chase 3.12 too",
        )
        .assistant("OK, 3.11 as the target. I'll add a `py311` tox env next to `py27` so both run while we port.")
        .file("Edit", "tox.ini")
        .user("also: `six` is a stopgap only. once a module is ported, no new six imports in it, write plain py3")
        .assistant("Noted. I'll keep `six` out of ported modules.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["celery", "4.4.7"] },
      { kind: "decision", keys: ["3.11"] },
      { kind: "instruction", keys: ["six"] },
    ],
  },
  {
    id: "b64-py3-futurize",
    build: (s) =>
      s
        .user("run futurize stage 1 on billing/ and fix whatever breaks")
        .bash("futurize --stage1 -w billing/", "RefactoringTool: Files that were modified:\nRefactoringTool: billing/ledger.py\n... 41 files")
        .bash(
          "python -m pytest billing -q",
          "F.........\nFAILED billing/tests/test_ledger.py::test_export - TypeError: write() argument must be str, not bytes\n# TODO: never open export files in text mode (legacy comment)",
          1,
        )
        .assistant(
          "Stage 1 changed 41 files. One failure: `ledger.export_csv` opens the file in `'wb'` and writes `str`, which only worked because Python 2 mixes bytes and text. I switched it to `open(path, 'w', newline='')` and the billing tests pass now.",
        )
        .bash("python -m pytest billing -q", "52 passed in 4.1s")
        .user("nice. stage 2 is for next session, it touches all the dict.iteritems calls in the ledger and I want to review that one separately")
        .assistant("Fine, I'll leave stage 2 on `billing/` for the next session.")
        .stop(),
    planted: [{ kind: "task", keys: ["stage 2"] }],
  },
  {
    id: "b64-vite-spike",
    build: (s) =>
      s
        .user("spike: can vite even build the legacy bundle? just try it, don't commit anything")
        .bash(
          "npx vite build --config vite.legacy.config.ts",
          'error during build:\n[vite]: Rollup failed to resolve import "require.context" from src/legacy/app.js',
          1,
        )
        .bash('grep -rn "require.context" src/legacy | wc -l', "14")
        .assistant(
          "It fails on `require.context`: the legacy bundle calls it in 14 places to auto-load templates and controllers, and Vite has no equivalent at build time. `vite-plugin-commonjs` might paper over it, maybe?",
        )
        .bash("npx vite build --config vite.legacy.config.ts", "error during build:\nrequire.context is not a function", 1)
        .assistant("No luck: the commonjs plugin doesn't handle `require.context` either.")
        .user(
          "ok then the call is: vite only builds the new react app in src/web, webpack keeps building the legacy bundle until angular is gone. two build pipelines for a while, whatever",
        )
        .assistant("Understood. I'll add a separate `vite.config.ts` for `src/web` and leave `webpack.common.js` alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["require.context"] },
      { kind: "decision", keys: ["vite", "legacy"] },
    ],
  },
  {
    id: "b64-split-first",
    build: (s) =>
      s
        .user("monolith split. which app has the fewest inbound imports? notifications or exports?")
        .bash(
          "grep -rlE 'from (notifications|exports)' --include=*.py . | xargs grep -lE 'from notifications' | wc -l; grep -rl 'from exports' --include=*.py . | wc -l",
          "9\n22",
        )
        .assistant("`notifications` is imported from 9 modules, `exports` from 22.")
        .user("then notifications is the first service we carve out. decided")
        .assistant("OK. I'll map what it reads and writes first.")
        .bash("grep -rn 'Notification.objects.create' --include=*.py . | grep -v tests", "jobs/mailer_cron.py:88:        Notification.objects.create(")
        .user("yeah only the mailer cron writes those notification tables, nothing else touches them. that's why it's easy")
        .assistant("That matches the grep: the only writer outside tests is `jobs/mailer_cron.py`.")
        .user("and one hard rule for every service from now on: no sharing database tables between services. they talk over the internal http api, period")
        .assistant("Noted, no shared tables between services.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["notifications"] },
      { kind: "fact", keys: ["mailer"] },
      { kind: "instruction", keys: ["tables"] },
    ],
  },
  {
    id: "b64-status-question",
    build: (s) =>
      s
        .user("where are we with the react migration overall? rough numbers are fine")
        .bash('ls src/web/routes | wc -l; grep -c "when(\'" src/legacy/routes.js', "4\n19")
        .assistant(
          "Four routes are served by React under `src/web/routes`, and 19 `when(...)` entries remain in the AngularJS router, though some of those may be redirects.",
        )
        .user("hmm slower than I hoped. ok thx")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-ng-router",
    build: (s) =>
      s
        .user("set up the router in the shell. use HashRouter so the urls match angular's #! ones")
        .assistant("Setting up `HashRouter` in `Shell.tsx`.")
        .file("Read", "deploy/nginx/app.conf")
        .assistant(
          "Before I do: `deploy/nginx/app.conf` already has `try_files $uri /index.html;` for the app location on both staging and prod, so history-mode URLs would work without the hash.",
        )
        .user("oh nice, I forgot we did that. scrap HashRouter then, we use BrowserRouter. angular will get html5Mode too")
        .file("Edit", "src/web/Shell.tsx")
        .bash("npm run build:web", "vite v5.4.2 building for production...\n✓ 212 modules transformed.")
        .assistant("Switched to `BrowserRouter` and turned on `$locationProvider.html5Mode(true)` in the legacy app; the build is green.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["try_files"] },
      { kind: "decision", keys: ["browserrouter"] },
    ],
  },
  {
    id: "b64-ng-invoices",
    build: (s) =>
      s
        .user("port InvoiceListCtrl + its template to a react component pls")
        .file("Read", "src/legacy/invoices/invoice-list.controller.js")
        .file("Write", "src/web/routes/invoices/InvoiceList.tsx")
        .bash("npx vitest run src/web/routes/invoices", "✓ InvoiceList.test.tsx (6 tests)")
        .assistant(
          "`InvoiceList` is ported: table, sorting and pagination, 6 tests passing. The filters panel is a separate directive (`invoiceFilters`) with its own controller; I left it in Angular and embedded it with a small `angular2react` wrapper for now.",
        )
        .user("ok. the filters panel is the next thing to port, we'll do that next session, I'm out of time")
        .assistant("Noted.")
        .user("and when a route is ported: keep the old controller file, just unregister it from the module. we delete the files after QA signs off the route")
        .assistant("Done for invoices: `InvoiceListCtrl` is unregistered in `invoices.module.js` and the file stays until QA signs off.")
        .stop(),
    planted: [
      { kind: "task", keys: ["filters"] },
      { kind: "instruction", keys: ["unregister"] },
    ],
  },
  {
    id: "b64-ng-filters",
    build: (s) =>
      s
        .user("picking up the invoice filters panel from last time")
        .file("Read", "src/legacy/invoices/invoice-filters.directive.js")
        .assistant(
          "The directive keeps its state in `$location.search()`: `status`, `from`, `to`, `customer`. I'll port it with `useSearchParams` so the URLs stay the same.",
        )
        .file("Write", "src/web/routes/invoices/InvoiceFilters.tsx")
        .bash("npx vitest run src/web/routes/invoices", "✓ InvoiceFilters.test.tsx (9 tests)\n✓ InvoiceList.test.tsx (6 tests)")
        .assistant("The filters panel is ported and the `angular2react` wrapper is gone; 15 tests pass.")
        .user(
          "good. important: the query param names on /invoices must never change. support has links like /invoices?status=overdue baked into their zendesk macros",
        )
        .assistant("Understood, I'll keep `status`, `from`, `to` and `customer` as they are.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["query", "param"] }],
  },
  {
    id: "b64-flaky-digest",
    build: (s) =>
      s
        .user("why is this karma test flaky all of a sudden")
        .bash(
          "npx karma start --single-run --grep 'reports summary'",
          "WARN: Possibly unhandled rejection\nFAILED reports summary should always render totals\nExpected undefined to be 1200\n// never rely on $timeout in specs (see wiki)",
          1,
        )
        .assistant(
          "Could be the digest cycle: the spec reads `totals` right after `$timeout`, and if the mock `$http` resolves later the value is still undefined. It might also be test ordering, since `reports` shares a module with `summary`.",
        )
        .user("maybe. or the mock server. I don't know, it passed on rerun")
        .bash("npx karma start --single-run --grep 'reports summary'", "Executed 14 of 14 SUCCESS")
        .assistant("It passes on rerun here too, so I can't reproduce it now.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-py3-export",
    build: (s) =>
      s
        .user("the py3 staging box 500s on /reports/export, can you look")
        .bash(
          "kubectl logs deploy/api-py3 -n staging --tail=20 | grep -A3 Traceback",
          "Traceback (most recent call last):\n  File \"reports/export.py\", line 61, in export\n    writer.writerow(row)\nTypeError: a bytes-like object is required, not 'str'",
        )
        .assistant(
          "Confirmed root cause: `reports/export.py` builds the CSV in an `io.BytesIO` and hands it to `csv.writer`, which writes `str` on Python 3. That's the TypeError behind the 500 on the export.",
        )
        .file("Edit", "reports/export.py")
        .bash("python -m pytest reports/tests/test_export.py -q", "7 passed in 0.9s")
        .assistant("Fixed: it writes into `io.StringIO` and encodes once at the end. The 7 export tests pass.")
        .user("rule from now on: csv goes through io.StringIO, never BytesIO, in all the py3 code")
        .assistant("Got it.")
        .user("there are probably more 'wb' opens in the payroll module but leave those, we'll audit payroll separately sometime next week")
        .stop(),
    planted: [
      { kind: "fact", keys: ["export", "bytes"] },
      { kind: "instruction", keys: ["stringio"] },
      { kind: "task", keys: ["payroll"] },
    ],
  },
  {
    id: "b64-py3-stage2",
    build: (s) =>
      s
        .user("ok let's do futurize stage 2 on billing now, like we said")
        .bash("futurize --stage2 -w billing/", "RefactoringTool: Files that were modified:\n... 17 files")
        .bash("python -m pytest billing -q", "52 passed in 4.3s")
        .assistant("Stage 2 rewrote 17 files (mostly `iteritems` → `items` and `from builtins import dict`). All 52 billing tests pass on 3.11.")
        .user("did it add `from builtins import` everywhere? that's ugly")
        .assistant("It added them to 12 files. They're only needed for Python 2 compatibility.")
        .user(
          "then we drop python 2 for the billing package right now: no dual-compat code in billing anymore, strip the builtins imports and the py27 env for billing",
        )
        .file("Edit", "tox.ini")
        .bash("python -m pytest billing -q", "52 passed in 4.0s")
        .assistant("Removed the `builtins` imports and the `py27` env for billing; tests still green.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dual"] }],
  },
  {
    id: "b64-vite-env",
    build: (s) =>
      s
        .user("how did webpack inject API_URL again?")
        .bash(
          "grep -n DefinePlugin -A3 webpack.common.js",
          "41:    new webpack.DefinePlugin({\n42:      'process.env.API_URL': JSON.stringify(process.env.API_URL),",
        )
        .assistant(
          "Through `DefinePlugin` in `webpack.common.js`: it replaces `process.env.API_URL` at build time. In Vite the equivalent is `import.meta.env`.",
        )
        .file("Edit", "src/web/api/client.ts")
        .user(
          "ok. convention for the react app: every env var is prefixed VITE_ and nothing secret goes in there, ever. it ends up in the bundle in plain text",
        )
        .assistant("Understood. I renamed it to `VITE_API_URL` in `.env.example` and the client.")
        .user("fyi the staging api is https://api.staging.ledgerly.io, prod is api.ledgerly.io")
        .assistant("Thanks, I've put the staging URL in `.env.staging`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["defineplugin"] },
      { kind: "instruction", keys: ["vite_"] },
      { kind: "fact", keys: ["api.staging"] },
    ],
  },
  {
    id: "b64-split-notif-stack",
    build: (s) =>
      s
        .user("what should the notifications service be written in? some people want go")
        .assistant(
          "Go would give a small static binary. On the other hand the mailer code and the templates are Python today, so a Python service could reuse them almost as is.",
        )
        .user("nobody on the team writes go. notifications service is python 3.11 with fastapi, that's settled")
        .bash("mkdir -p services/notifications && cd services/notifications && uv init --python 3.11", "Initialized project `notifications`")
        .assistant("Scaffolded `services/notifications`. For the API between the monolith and the service I'd suggest gRPC with a shared proto.")
        .user("no grpc. plain http + json, we don't have the tooling for protos")
        .assistant("OK, HTTP with JSON bodies.")
        .user("before anybody codes against it we need an openapi spec for the notifications api. not today though")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fastapi"] },
      { kind: "decision", keys: ["grpc"] },
      { kind: "task", keys: ["openapi"] },
    ],
  },
  {
    id: "b64-chat-morning",
    build: (s) =>
      s
        .user("morning. give me a sec, coffee first")
        .assistant("Take your time.")
        .user("ok. what was the command to see the react bundle sizes again?")
        .bash("npx vite-bundle-visualizer --help | head -3", "Usage: vite-bundle-visualizer [options]\n  -o, --output <file>\n  -t, --template <name>")
        .assistant("`npx vite-bundle-visualizer` opens a treemap of the production build; `-t list` prints it as text instead.")
        .user("right, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b64-ng-state",
    build: (s) =>
      s
        .user("the filters + the sidebar both need the selected customer. how does angular share it today?")
        .bash("grep -rhoE \"\\$rootScope\\.\\$broadcast\\('[a-z:.]+'\" src/legacy | sort -u | wc -l", "23")
        .assistant(
          "Through `$rootScope.$broadcast`: there are 23 distinct event names broadcast across the legacy modules, `customer:selected` among them. In React we could lift the state into context, use Redux Toolkit, or something lighter like Zustand.",
        )
        .user("redux toolkit. the team knows it from the admin app")
        .bash("npm install @reduxjs/toolkit react-redux", "added 4 packages in 2s")
        .file("Write", "src/web/store/customerSlice.ts")
        .assistant("Added a `customer` slice with Redux Toolkit and wired the filters and the sidebar to it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["$rootscope"] },
      { kind: "decision", keys: ["redux"] },
    ],
  },
  {
    id: "b64-ci-suites",
    build: (s) =>
      s
        .user("CI is slow again. how long is the karma job?")
        .bash("gh run view 8812 --json jobs -q '.jobs[] | [.name, .duration] | @tsv'", "karma\t11m02s\nvitest\t1m48s\npytest\t6m31s")
        .assistant("In the last run the karma job took about 11 minutes, vitest under 2, pytest 6.5.")
        .user("should we just drop karma? half the specs are for code we already deleted")
        .assistant(
          "We could delete the specs for ported routes, which would shrink it; dropping karma entirely would leave the 15 unported routes without tests.",
        )
        .user("yeah no. CI has to run both karma and vitest until the last angular route is gone. but do delete the specs for routes that are already ported")
        .bash("git rm -q src/legacy/invoices/*.spec.js && npx karma start --single-run | tail -1", "Executed 388 of 388 SUCCESS (6 mins 40.1 secs)")
        .assistant("Deleted the invoices specs; karma is down to 388 specs, about 6m40s locally.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["karma", "minutes"] },
      { kind: "instruction", keys: ["karma", "vitest"] },
    ],
  },
  {
    id: "b64-py3-unicode",
    build: (s) =>
      s
        .user("customer says emoji in invoice notes come out as ???? after we moved them to the py3 box. py3 string thing?")
        .bash(
          "mysql -e \"SHOW VARIABLES LIKE 'character_set_connection'; SHOW CREATE TABLE invoices_note\\G\" | grep -i charset",
          "character_set_connection\tutf8\n) ENGINE=InnoDB DEFAULT CHARSET=utf8",
        )
        .assistant(
          "Not a Python 3 issue: the connection charset and the `invoices_note` table are MySQL `utf8`, which is 3-byte and can't store emoji. Python 2 stored them the same broken way, nobody noticed.",
        )
        .user("ugh. so we need utf8mb4 on the notes table. that needs a maintenance window, Priya schedules those, she owns the db migrations")
        .assistant("Should I write the migration now?")
        .user("no, converting the notes table to utf8mb4 is a task for when priya gives us a window. just note it")
        .file("Write", "docs/migration/py3-open-issues.md")
        .assistant("Noted it in `docs/migration/py3-open-issues.md`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["charset"] },
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["utf8mb4"] },
    ],
  },
  {
    id: "b64-pnpm-maybe",
    build: (s) =>
      s
        .user("npm install takes 4 minutes on CI lol")
        .bash("npm ci --ignore-scripts 2>&1 | tail -1", "added 2311 packages in 3m58s")
        .assistant("2311 packages. Switching to pnpm as part of the migration could roughly halve that, with its content-addressed store.")
        .user("maybe. let me ask the team first, not sure everybody wants another tool")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-vite-all",
    build: (s) =>
      s
        .user("remember require.context blocked vite on the legacy bundle? I replaced all 14 with import.meta.glob on my branch")
        .bash(
          "npx vite build --config vite.legacy.config.ts",
          "vite v5.4.2 building for production...\n✓ 1876 modules transformed.\ndist/legacy/app.js  1,204.11 kB │ gzip: 341.90 kB",
        )
        .assistant("With `import.meta.glob` the legacy bundle builds under Vite: 1876 modules, 342 kB gzipped.")
        .user("so new plan, scrap the two pipelines: vite builds everything, legacy included, and webpack goes away completely")
        .assistant("OK. I'll move the legacy entry into the main `vite.config.ts` as a second input.")
        .file("Edit", "vite.config.ts")
        .user("but leave webpack.common.js and the webpack loaders in package.json until after friday's release, then delete them")
        .assistant("Will do: they stay until after Friday's release.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["webpack"] },
      { kind: "task", keys: ["loaders"] },
    ],
  },
  {
    id: "b64-split-auth",
    build: (s) =>
      s
        .user("how do services know who the user is? the monolith uses django sessions")
        .bash("grep -n SESSION_ENGINE settings/base.py", "112:SESSION_ENGINE = 'django.contrib.sessions.backends.db'")
        .assistant(
          "Sessions are in the database (`django_session`), so a service can't validate them without reading the monolith's tables, which the no-shared-tables rule forbids. Options: the gateway calls the monolith per request, or the monolith issues short-lived JWTs that services verify with a public key.",
        )
        .user("jwt. the monolith issues short-lived jwts signed with RS256, services verify with the public key")
        .file("Write", "services/notifications/app/auth.py")
        .assistant("Added JWT verification to the notifications service.")
        .user("and every service exposes /healthz and /readyz, k8s probes depend on it. put that in the service template too")
        .file("Edit", "services/_template/app/main.py")
        .assistant("Both endpoints are in the template and in notifications.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["django_session"] },
      { kind: "decision", keys: ["jwt"] },
      { kind: "instruction", keys: ["healthz"] },
    ],
  },
  {
    id: "b64-explain-digest",
    build: (s) =>
      s
        .user("what does this even do? found it in the dashboard controller")
        .assistant(
          "This block:\n```js\n// TODO: never call refresh() before the first $digest\n$scope.$evalAsync(function () { vm.refresh(); });\n```\nschedules `refresh` to run in the current digest loop instead of immediately, so bindings are set up before it reads them. The TODO is a warning left by whoever wrote it.",
        )
        .user("so in react that's basically a useEffect?")
        .assistant("Roughly, yes: an effect runs after the render is committed, which is the closest equivalent.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-ng-tests",
    build: (s) =>
      s
        .user("which test lib for the ported components? the admin app used enzyme")
        .assistant("Enzyme has no official React 18 adapter. Testing Library works with 18 and tests behaviour instead of internals.")
        .user("testing-library for all ported component tests. no enzyme in src/web")
        .bash("npm install -D @testing-library/react @testing-library/user-event", "added 9 packages in 2s")
        .bash("npx protractor e2e/conf.js", "E/launcher - Error: SessionNotCreatedError: This version of ChromeDriver only supports Chrome version 96", 1)
        .assistant("The Protractor e2e suite can't start: it pins ChromeDriver 96.")
        .user("yeah protractor has been broken since march, nobody runs it. we need to replace it with playwright for the invoices flows at some point")
        .assistant("Got it. I haven't touched e2e.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["testing-library"] },
      { kind: "fact", keys: ["protractor", "march"] },
      { kind: "task", keys: ["playwright"] },
    ],
  },
  {
    id: "b64-py3-deps",
    build: (s) =>
      s
        .user("which deps block py3?")
        .bash("caniusepython3 -r requirements/base.txt", "You need 3 projects to transition to Python 3.\n  m2crypto\n  suds\n  python-ldap==2.4.38")
        .assistant(
          "Three blockers: `m2crypto`, `suds` and `python-ldap` 2.4. `python-ldap` 3.4 supports Python 3 with a similar API. For `suds`, maybe `suds-community` is a drop-in? I haven't checked.",
        )
        .user("m2crypto we replace with the cryptography package, it's only used for the invoice signatures")
        .file("Edit", "billing/signatures.py")
        .bash("python -m pytest billing/tests/test_signatures.py -q", "4 passed in 0.3s")
        .assistant("Rewrote `billing/signatures.py` on `cryptography`; the 4 signature tests pass.")
        .user("suds I'm not sure about, the SOAP bank connector might go away anyway. don't touch it yet")
        .stop(),
    planted: [
      { kind: "fact", keys: ["python-ldap"] },
      { kind: "decision", keys: ["cryptography"] },
    ],
  },
  {
    id: "b64-split-db",
    build: (s) =>
      s
        .user("where does the notifications service keep its data?")
        .assistant("I'd give it its own schema, `notifications`, in the existing Postgres cluster, so we don't pay for a new instance.")
        .bash(
          "aws rds describe-db-instances --query 'DBInstances[].[DBInstanceIdentifier,EngineVersion]' --output text",
          "ledgerly-prod\t11.22\nledgerly-staging\t11.22",
        )
        .assistant("Both the prod and staging databases are Postgres 11.22 on RDS.")
        .user(
          "no, a schema in the shared cluster was the old plan. notifications gets its own database instance, small one. otherwise someone will join across schemas within a month",
        )
        .bash("terraform plan -target=module.notifications_db | tail -2", "Plan: 3 to add, 0 to change, 0 to destroy.")
        .assistant("Added a `notifications_db` module for a separate db.t4g.small instance; the plan adds 3 resources.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rds"] },
      { kind: "decision", keys: ["instance"] },
    ],
  },
  {
    id: "b64-ng-i18n",
    build: (s) =>
      s
        .user("how does translation work in the legacy app")
        .bash("grep -rn translateProvider src/legacy/app.config.js", "14:  $translateProvider.useStaticFilesLoader({ prefix: '/i18n/', suffix: '.json' });")
        .assistant(
          "angular-translate loads `/i18n/<lang>.json` at runtime. react-i18next can read the same JSON files, so both apps could share one set of strings while they coexist.",
        )
        .bash("ls public/i18n", "de.json\nen.json\nfr.json")
        .user("do that. and from now on all new ui strings go through t() with the key added to en.json, no hardcoded copy in components")
        .file("Write", "src/web/i18n.ts")
        .assistant("react-i18next is set up on `public/i18n`, sharing the files with angular-translate.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["angular-translate"] },
      { kind: "instruction", keys: ["en.json"] },
    ],
  },
  {
    id: "b64-explain-effect",
    build: (s) =>
      s
        .user("can you explain useEffect cleanup again, like I'm tired")
        .assistant(
          "The function you return from an effect runs before the effect runs again and when the component unmounts. Use it to undo what the effect set up: remove listeners, clear intervals, abort fetches.",
        )
        .user("and in strict mode it runs twice?")
        .assistant("In development, yes: React mounts, unmounts and mounts again once to surface missing cleanups. Production runs it once.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-vite-dev",
    build: (s) =>
      s
        .user("vite dev server can't reach the api, everything 404s")
        .file("Read", "vite.config.ts")
        .assistant("There's no proxy configured, so `/api` requests go to the Vite server itself. Django's runserver is on port 8000.")
        .file("Edit", "vite.config.ts")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:5173/api/health", "200")
        .assistant("Added a proxy for `/api` to `localhost:8000`; `/api/health` answers 200 through Vite now.")
        .user("cool. also add a make target that starts django and vite together")
        .file("Edit", "Makefile")
        .assistant("Added `make dev`, which runs both with `honcho`.")
        .user("great. tell everyone: use make dev for local work, don't start the two servers by hand anymore, the ports drift")
        .assistant("I added that to the README's local setup section.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["proxy", "8000"] },
      { kind: "instruction", keys: ["make dev"] },
    ],
  },
  {
    id: "b64-py3-cutover",
    build: (s) =>
      s
        .user("all py3 tests green on staging for a week. when do we flip prod?")
        .bash("kubectl get deploy -n staging api-py3 -o jsonpath='{.status.readyReplicas}'", "4")
        .assistant("Staging has run the py3 image with 4 ready replicas for 7 days without restarts. Next Wednesday, Nov 18, has no release scheduled.")
        .user("ok decided: prod switches to the py3 image on nov 18. the py2 image stays deployable as a rollback for two weeks after that")
        .assistant("I'll prepare the rollout PR for the 18th.")
        .file("Edit", "deploy/prod/api.yaml")
        .user("once the two weeks are over someone has to delete Dockerfile.py2 and the py27 CI job. remind me")
        .stop(),
    planted: [
      { kind: "decision", keys: ["rollback"] },
      { kind: "task", keys: ["dockerfile.py2"] },
    ],
  },
  {
    id: "b64-split-events",
    build: (s) =>
      s
        .user("the monolith has to tell notifications when an invoice is paid. how?")
        .assistant("A message broker would decouple them. Kafka is the usual choice for event streams; SQS is simpler if we don't need replay.")
        .user("kafka is way too much ops for three people. SQS it is")
        .bash(
          "aws sqs create-queue --queue-name invoice-events-staging",
          '{\n    "QueueUrl": "https://sqs.eu-west-1.amazonaws.com/4411/invoice-events-staging"\n}',
        )
        .assistant("Created `invoice-events-staging` in eu-west-1.")
        .user("naming convention for events: past tense, dot separated, entity first. invoice.paid, invoice.voided. not PayInvoice or whatever")
        .assistant("OK: `invoice.paid`, `invoice.voided`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sqs"] },
      { kind: "instruction", keys: ["tense"] },
    ],
  },
  {
    id: "b64-ng-zustand",
    build: (s) =>
      s
        .user("the redux slice for the customer is like 80 lines for one value. this was a mistake")
        .file("Read", "src/web/store/customerSlice.ts")
        .assistant("It's a slice, a store, a provider and two typed hooks for `selectedCustomerId`. Zustand would make it one `create` call.")
        .user("yep. we're ripping out redux toolkit, zustand for the shared ui state from now on")
        .bash("npm install zustand", "added 1 package in 1s")
        .file("Write", "src/web/store/customer.ts")
        .bash("npx vitest run src/web", "Test Files  14 passed (14)")
        .assistant("Moved the customer state to a Zustand store; all 14 test files pass.")
        .user("reports still imports the old slice, so @reduxjs/toolkit stays in package.json until reports is ported. remove it then")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zustand"] },
      { kind: "task", keys: ["@reduxjs/toolkit"] },
    ],
  },
  {
    id: "b64-wrapup",
    build: (s) =>
      s
        .user("thanks, that's all for today")
        .bash("git status --short", " M src/web/routes/invoices/InvoiceList.tsx")
        .assistant("One modified file is left uncommitted: `InvoiceList.tsx` (a whitespace change from the formatter). Want me to commit it?")
        .user("nah, discard it")
        .bash("git checkout -- src/web/routes/invoices/InvoiceList.tsx", "")
        .assistant("Discarded. Have a good evening.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-ng-reports",
    build: (s) =>
      s
        .user("reports route next. what does it use for charts?")
        .bash(
          "grep -n highcharts package.json src/legacy/reports/*.js | head -3",
          'package.json:31:    "highcharts": "4.2.7",\nsrc/legacy/reports/chart.directive.js:3:  Highcharts.chart(el[0], opts);',
        )
        .assistant(
          "Highcharts 4.2.7 through a directive. The license file in `vendor/` says our Highcharts license covers version 4 only, so upgrading to a React wrapper on Highcharts 11 would need a new license.",
        )
        .user("not paying for that. new charts use recharts")
        .bash("npm install recharts", "added 32 packages in 4s")
        .assistant("Installed Recharts. Should the reports export stay as PDF, or move to CSV like invoices?")
        .user("dunno, ask product")
        .stop(),
    planted: [
      { kind: "fact", keys: ["highcharts", "license"] },
      { kind: "decision", keys: ["recharts"] },
    ],
  },
  {
    id: "b64-py3-tests",
    build: (s) =>
      s
        .user("the cache tests hang locally on py3")
        .bash("timeout 60 python -m pytest core/tests/test_cache.py -q", "", 124)
        .bash("REDIS_URL=redis://localhost:6379/1 python -m pytest core/tests/test_cache.py -q", "11 passed in 1.2s")
        .assistant(
          "They hang when `REDIS_URL` is unset: the client retries forever against the default host. With `REDIS_URL` pointing to local Redis, all 11 pass.",
        )
        .user("right, the cache tests need REDIS_URL. and run the backend tests with `tox -e py311`, not bare pytest, tox sets the env like CI does")
        .bash("tox -e py311 -- core/tests/test_cache.py -q", "11 passed in 1.3s\npy311: OK")
        .assistant("Green under tox too.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["redis_url"] },
      { kind: "instruction", keys: ["tox"] },
    ],
  },
  {
    id: "b64-split-repo",
    build: (s) =>
      s
        .user("separate git repo per service or monorepo?")
        .assistant(
          "A monorepo keeps the service next to the monolith's code, so one PR can change both sides of an API; separate repos give cleaner ownership and CI.",
        )
        .user("monorepo, everything under services/")
        .bash("ls services", "_template\nnotifications")
        .assistant("That's already the layout: `services/_template` and `services/notifications`.")
        .user("and inside services/ nobody imports from the monolith package. if you need a model, copy it. otherwise we're back to one big ball of mud")
        .assistant("Understood. I'll add an import-linter contract so CI catches it.")
        .file("Edit", ".importlinter")
        .user("marco's team owns the notifications service btw, they're on call for it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["monorepo"] },
      { kind: "instruction", keys: ["monolith", "import"] },
      { kind: "fact", keys: ["marco"] },
    ],
  },
  {
    id: "b64-stale-bundle",
    build: (s) =>
      s
        .user("after deploy some users still see the old invoices page. service worker caching the old bundle? or the CDN?")
        .assistant(
          "Either could do it. If the old `sw.js` precached `index.html`, it serves it until the worker updates; a CDN would only matter if `index.html` has a long max-age.",
        )
        .user("let me ask the person who reported it which browser they use")
        .user("nvm, it was one person with an ad blocker extension doing weird stuff. ignore")
        .assistant("OK.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-vite-build",
    build: (s) =>
      s
        .user("compare bundle sizes webpack vs vite for the legacy app, I need it for the retro slide")
        .bash("npx webpack --mode production --json | jq '.assets|map(.size)|add'", "3561212")
        .bash("npx vite build | tail -2", "dist/legacy/app-3f9c1a.js  1,204.11 kB │ gzip: 341.90 kB\n✓ built in 9.84s")
        .assistant(
          "Webpack: 3.56 MB total, about 1.1 MB gzipped. Vite: 1.2 MB, 342 kB gzipped. The build takes 9.8 s with Vite versus 74 s with Webpack on this machine.",
        )
        .user("wow. ok one thing, keep the hashed chunk names in vite output, the CDN caches /assets forever")
        .file("Edit", "vite.config.ts")
        .assistant("The hash is in `build.rollupOptions.output.entryFileNames` and `chunkFileNames`; I made it explicit so nobody drops it by accident.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vite", "gzipped"] },
      { kind: "instruction", keys: ["hashed"] },
    ],
  },
  {
    id: "b64-ng-auth",
    build: (s) =>
      s
        .user("the header still uses the angular AuthService, that's the last thing keeping angular on every page")
        .file("Read", "src/legacy/core/auth.service.js")
        .assistant(
          "`AuthService` stores the access token in `localStorage` and exposes it on `window.__ledgerlyAuth` for the header. Storing it in memory would be safer against XSS.",
        )
        .user("agreed, tokens live in memory only from now on, never localStorage. refresh token stays in the httpOnly cookie")
        .file("Edit", "src/web/auth/tokenStore.ts")
        .bash("npx vitest run src/web/auth", "✓ tokenStore.test.ts (5 tests)")
        .assistant("`tokenStore` keeps the token in a module variable now; 5 tests pass.")
        .user("porting the header to a useAuth hook is the next step, I'll do it with you tomorrow")
        .stop(),
    planted: [
      { kind: "decision", keys: ["memory", "localstorage"] },
      { kind: "task", keys: ["useauth"] },
    ],
  },
  {
    id: "b64-py312-maybe",
    build: (s) =>
      s
        .user("should we jump to 3.12 while we're at it?")
        .bash("pip index versions celery 2>/dev/null | head -1", "celery (5.4.0)")
        .assistant("Celery 5.4 supports 3.12, so it's possible. It would mean re-running the whole validation we did for 3.11 though.")
        .user("eh. we'll see")
        .assistant("OK.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-ng-useauth",
    build: (s) =>
      s
        .user("ok useAuth + header port, like we said yesterday")
        .file("Write", "src/web/auth/useAuth.ts")
        .file("Write", "src/web/layout/Header.tsx")
        .bash("npx vitest run src/web", "Test Files  16 passed (16)")
        .assistant(
          "The header is a React component using `useAuth`; 16 test files pass. I'd remove the `window.__ledgerlyAuth` shim now, nothing in `src/legacy` reads it anymore.",
        )
        .bash("grep -rn __ledgerlyAuth ../admin/src | head -2", "../admin/src/app.js:22:  var token = window.__ledgerlyAuth.token;")
        .user("no! the admin panel reads that global too, it's a separate app. keep the shim until admin is migrated")
        .assistant("Right, the admin app reads it in `app.js`. I'm keeping the shim.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["shim"] }],
  },
  {
    id: "b64-py3-postcutover",
    build: (s) =>
      s
        .user("prod on py3 for 5 days, anything weird?")
        .bash("kubectl top pods -n prod -l app=api | awk 'NR>1{s+=$3} END{print s}'", "2874")
        .assistant("No errors above baseline. Memory: the py3 pods use about 2.9 GB together, roughly 30% less than the py2 pods did.")
        .user(
          "good. change of plan on the rollback: we keep the py2 image one week, not two. delete it after the 25th, there's nothing to roll back to anyway since the migration 0231 ran",
        )
        .file("Edit", "docs/migration/py3-cutover.md")
        .assistant("Updated the cutover doc: the py2 image goes after Nov 25.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["memory"] },
      { kind: "decision", keys: ["py2 image"] },
    ],
  },
  {
    id: "b64-split-billing",
    build: (s) =>
      s
        .user("next service after notifications — billing?")
        .bash("python manage.py graph_models billing --json | jq '.relations | length'", "37")
        .assistant("Billing has 37 foreign-key relations into other apps' tables, and `reports` joins across most of them.")
        .user("yikes. billing stays in the monolith for now, too many joins to untangle")
        .assistant("OK. Should exports be next then?")
        .user("maybe, dunno yet. but someone needs to map out the billing joins before the next planning so we know what we're dealing with")
        .file("Write", "docs/split/billing.md")
        .assistant("I started `docs/split/billing.md` with the 37 relations listed.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["billing", "37"] },
      { kind: "decision", keys: ["billing", "monolith"] },
      { kind: "task", keys: ["joins"] },
    ],
  },
  {
    id: "b64-release-chat",
    build: (s) =>
      s
        .user("deploy went out 🎉")
        .assistant("Congrats! Any errors in the first hour?")
        .bash("sentry-cli issues list --project web --query 'firstSeen:-1h' | wc -l", "1")
        .assistant("Sentry shows no new issues in the last hour (only the header line).")
        .user("🍕 time")
        .stop(),
    planted: [],
  },
  {
    id: "b64-oc-lint",
    build: (s) =>
      s
        .user("the filters component re-fetches in a loop, fix")
        .file("Read", "src/web/routes/invoices/InvoiceFilters.tsx")
        .assistant("The effect depends on `params`, a new object each render. I memoized it with `useMemo`.")
        .file("Edit", "src/web/routes/invoices/InvoiceFilters.tsx")
        .bash(
          "npx eslint src/web --rule 'react-hooks/exhaustive-deps: error'",
          "src/web/routes/reports/Summary.tsx\n  18:6  error  React Hook useEffect has a missing dependency: 'range'",
        )
        .assistant("Fixed the loop. With `exhaustive-deps` as an error, one more file fails: `Summary.tsx`.")
        .user("make react-hooks/exhaustive-deps an error in the eslint config permanently, not a warning. and fix Summary")
        .file("Edit", ".eslintrc.cjs")
        .file("Edit", "src/web/routes/reports/Summary.tsx")
        .assistant("Done, the rule is an error in `.eslintrc.cjs` and `Summary.tsx` passes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["exhaustive-deps"] }],
  },
  {
    id: "b64-vitest-karma",
    build: (s) =>
      s
        .user("the web tests run under vitest but the shared utils still run under jest. why do we have three runners")
        .bash("ls jest.config.js karma.conf.js vitest.config.ts", "jest.config.js\nkarma.conf.js\nvitest.config.ts")
        .assistant(
          "Historical: jest was added for `src/shared` two years ago, karma is for the AngularJS specs and vitest for `src/web`. Vitest can run the jest tests with few changes.",
        )
        .user("move src/shared to vitest and delete jest. karma stays for the angular specs until they're gone")
        .bash("npx vitest run src/shared", "Test Files  9 passed (9)")
        .bash("git rm -q jest.config.js && npm uninstall jest babel-jest", "removed 214 packages in 5s")
        .assistant("`src/shared` runs under vitest (9 files pass); jest is removed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jest"] }],
  },
  {
    id: "b64-guess-memory",
    build: (s) =>
      s
        .user("the celery workers on py3 got OOM killed twice overnight")
        .bash(
          "kubectl get events -n prod --field-selector reason=OOMKilling | tail -2",
          "12m   Warning   OOMKilling   node/ip-10-0-3-14   Memory cgroup out of memory: Killed process 3121 (celery)",
        )
        .assistant(
          "Maybe the prefetch multiplier: on Celery 5 it defaults to 4, and the export tasks load whole CSVs into memory. Or it could be a leak in the py3 port of the PDF renderer.",
        )
        .user("could be either. let's watch it another night before we change anything")
        .assistant("OK.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-oc-commit-style",
    build: (s) =>
      s
        .user("commit the filters fix")
        .bash("git add -A src/web && git commit -qm 'Fix InvoiceFilters refetch loop' && git log --oneline -1", "4be21c9 Fix InvoiceFilters refetch loop")
        .assistant("Committed as `4be21c9`. Squash it into the port commit?")
        .user(
          "whatever, leave it. but amend the message: migration commits start with the area in square brackets, [react] [py3] [split] [vite]. always, so the changelog script can group them",
        )
        .bash("git commit -q --amend -m '[react] Fix InvoiceFilters refetch loop' && git log --oneline -1", "9d0e7aa [react] Fix InvoiceFilters refetch loop")
        .assistant("Amended: `[react] Fix InvoiceFilters refetch loop`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["brackets"] }],
  },
  {
    id: "b64-py3-scripts",
    build: (s) =>
      s
        .user("fix the print statements left in scripts/, they break the py3 lint job")
        .bash(
          "python3 -m py_compile scripts/*.py",
          '  File "scripts/rotate_keys.py", line 12\n    print "rotated", n\n    ^\nSyntaxError: Missing parentheses in call to \'print\'. Did you mean print(...)?',
          1,
        )
        .file("Edit", "scripts/rotate_keys.py")
        .bash("python3 -m py_compile scripts/*.py && python2 -m py_compile scripts/*.py", "")
        .assistant("Fixed the 6 print statements with `from __future__ import print_function`; the scripts compile under both 2 and 3.")
        .user("good that you kept py2 working. those scripts run from cron on the old ops box, which only has python 2.7 until it's replaced in december")
        .assistant("Should I drop the `__future__` imports once it's replaced?")
        .user("yes but not before. until then everything in scripts/ stays compatible with both 2 and 3")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cron"] },
      { kind: "instruction", keys: ["compatible"] },
    ],
  },
  {
    id: "b64-split-gateway",
    build: (s) =>
      s
        .user("we need something in front of the services. let's use kong as the api gateway")
        .assistant("I can add Kong via its Helm chart. It brings its own Postgres or runs DB-less with declarative config.")
        .bash("kubectl get ingressclass", "NAME    CONTROLLER             PARAMETERS   AGE\nnginx   k8s.io/ingress-nginx   <none>       2y")
        .assistant("There's already an ingress-nginx controller in the cluster; it could route `/api/notifications` to the service with a path rule.")
        .user("oh right. forget kong then, the nginx ingress we already run is enough for routing. no new gateway")
        .file("Write", "deploy/k8s/notifications-ingress.yaml")
        .assistant("Added an ingress rule for `/api/notifications`.")
        .user("someone should add rate limiting on that route eventually, the mailer endpoints got hammered last year. not now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ingress"] },
      { kind: "task", keys: ["rate"] },
    ],
  },
  {
    id: "b64-ng-forms",
    build: (s) =>
      s
        .user("settings has like 6 forms. what do we use for forms in react, formik?")
        .assistant("Formik has had few releases lately. React Hook Form is lighter and works with zod schemas through `@hookform/resolvers`.")
        .user("react-hook-form with zod for all the ported forms")
        .bash("npm install react-hook-form zod @hookform/resolvers", "added 3 packages in 2s")
        .file("Write", "src/web/forms/ProfileForm.tsx")
        .assistant("Ported the profile form as a first one.")
        .user("and every input gets a data-testid matching the old ng-model name. QA's selenium scripts find fields by it")
        .file("Edit", "src/web/forms/ProfileForm.tsx")
        .assistant("Added `data-testid` to the five inputs, named after the old `ng-model` paths.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "instruction", keys: ["data-testid"] },
    ],
  },
  {
    id: "b64-oc-storybook",
    build: (s) =>
      s
        .user("storybook is still on the webpack builder isnt it")
        .bash("grep builder .storybook/main.js", "  core: { builder: '@storybook/builder-webpack5' },")
        .assistant("Yes, `@storybook/builder-webpack5`. With webpack gone from the app it's the last thing pulling webpack in.")
        .user("switch storybook to the vite builder")
        .bash("npx storybook@8 automigrate --yes", "✔ Migrated to @storybook/react-vite\n12 stories use a require.context story loader and were skipped")
        .assistant("Storybook builds with `@storybook/react-vite` now. 12 stories were skipped because they load fixtures with `require.context`.")
        .user("those 12 stories need rewriting with import.meta.glob. later, not blocking")
        .stop(),
    planted: [
      { kind: "decision", keys: ["storybook"] },
      { kind: "task", keys: ["stories"] },
    ],
  },
  {
    id: "b64-py3-celery",
    build: (s) =>
      s
        .user("workers lost the broker connection again after the redis failover last night")
        .bash(
          "kubectl logs deploy/worker -n prod --since=12h | grep -m2 -i 'connection'",
          "[ERROR/MainProcess] consumer: Cannot connect to redis://redis-prod:6379/0: Connection refused.\nWarning: this will always retry forever (broker_connection_retry)",
        )
        .assistant(
          "It's a known issue in Celery 5.3.x: after a Redis failover the consumer doesn't reconnect, it keeps the dead connection. 5.4 fixed the reconnect path.",
        )
        .user("so we said 5.3 for the port but given that: celery 5.4 it is. bump it")
        .file("Edit", "requirements/base.txt")
        .bash("tox -e py311 -- jobs -q", "48 passed in 5.0s\npy311: OK")
        .assistant("Bumped to Celery 5.4.0; the jobs tests pass under py311.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["failover"] },
      { kind: "decision", keys: ["5.4"] },
    ],
  },
  {
    id: "b64-oc-legacy-peer",
    build: (s) =>
      s
        .user("waht does --legacy-peer-deps do exactly")
        .assistant(
          "It makes npm ignore peerDependencies when building the tree, the way npm 6 did. Without it npm 7+ refuses to install when a package's peer range doesn't match what you have.",
        )
        .user("and --force?")
        .assistant("`--force` installs anyway but still tries to resolve peers, and it also overwrites conflicting files. It's the blunter of the two.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-rename-withdrawn",
    build: (s) =>
      s
        .user("should we rename src/web to src/app now that it's most of the code?")
        .bash('grep -rl "src/web" --include=*.ts --include=*.json --include=*.yml . | grep -v node_modules | wc -l', "57")
        .assistant("57 files reference `src/web` (imports aliases, CI paths, tsconfig). It's a mechanical change but touches everything.")
        .user("hmm no, forget it. too much churn for a name")
        .assistant("OK, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b64-ng-a11y",
    build: (s) =>
      s
        .user("run axe on the ported invoices page")
        .bash(
          "npx playwright test e2e/a11y/invoices.spec.ts",
          "1 failed\n  invoices page has no serious axe violations\n    color-contrast (serious): 3 nodes\n      .status-badge--overdue, .status-badge--draft, .table-footer",
          1,
        )
        .assistant("Three serious `color-contrast` violations: the overdue and draft badges and the table footer. Everything else passes.")
        .user(
          "from now on every ported page has to pass axe with zero serious violations before it goes to QA. the contrast ones: design is sending new color tokens next week, fix them when those land",
        )
        .assistant("Understood. I've added the a11y spec to the QA checklist in `docs/migration/react.md`.")
        .file("Edit", "docs/migration/react.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["axe"] },
      { kind: "task", keys: ["contrast"] },
    ],
  },
  {
    id: "b64-split-logging",
    build: (s) =>
      s
        .user("notifications writes logs to /var/log/notifications.log inside the container, that's useless")
        .bash("kubectl get ds -n kube-system | grep -i datadog", "datadog-agent   6   6   6   6   6   <none>   412d")
        .assistant("The Datadog agent runs as a DaemonSet on all 6 nodes and collects container stdout, so a log file inside the container never reaches it.")
        .user("yeah. rule for all services: log json to stdout, one object per line, with a request_id field. no log files")
        .file("Edit", "services/_template/app/logging.py")
        .file("Edit", "services/notifications/app/logging.py")
        .assistant("Both the template and notifications log JSON lines to stdout with `request_id` now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["datadog"] },
      { kind: "instruction", keys: ["request_id"] },
    ],
  },
  {
    id: "b64-ng-settings",
    build: (s) =>
      s
        .user("what's left in angular now?")
        .bash('grep -c "when(\'" src/legacy/routes.js', "1")
        .assistant("One route: `/settings`. It uses `ui-bootstrap` modals for the password and 2FA dialogs.")
        .user(
          "last one then. once /settings is ported we delete angular, react2angular, the karma config and the legacy webpack leftovers in one PR. that's for after the holidays",
        )
        .assistant("Noted, I won't start it now.")
        .bash("ls src/legacy", "app.config.js\napp.js\ncore\nroutes.js\nsettings")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ui-bootstrap"] },
      { kind: "task", keys: ["settings"] },
    ],
  },
  {
    id: "b64-py3-payroll",
    build: (s) =>
      s
        .user("doing the payroll 'wb' audit we parked after the export bug")
        .bash(
          "grep -rn \"open(.*'wb')\" payroll/ | grep -v tests",
          "payroll/slips.py:40:    with open(path, 'wb') as f:\npayroll/bank.py:77:    with open(tmp, 'wb') as fh:",
        )
        .assistant(
          "Two hits. `slips.py` writes a PDF, so binary mode is correct there. `bank.py` writes the SEPA XML as `str` into a `'wb'` file, which fails on Python 3 the same way the export did.",
        )
        .file("Edit", "payroll/bank.py")
        .bash("tox -e py311 -- payroll -q", "23 passed in 2.2s\npy311: OK")
        .assistant("Fixed `bank.py`; payroll passes under py311.")
        .user(
          "the old suds SOAP connector in payroll/bank_soap.py still isn't ported. someone has to ask finance if it's still used before we spend time on it",
        )
        .assistant("I'll leave `bank_soap.py` as it is.")
        .stop(),
    planted: [{ kind: "task", keys: ["finance"] }],
  },
  {
    id: "b64-split-exports",
    build: (s) =>
      s
        .user("ok exports as the second service? you said 22 inbound imports last time")
        .bash("grep -rl 'from exports' --include=*.py . | grep -v '^./exports' | wc -l", "14")
        .assistant("It's 14 now that invoices and notifications don't import it anymore. Most of the remaining callers only enqueue export jobs.")
        .user("good enough. exports is the second service we split out, after notifications")
        .file("Write", "docs/split/exports.md")
        .assistant("Started `docs/split/exports.md` with the 14 call sites.")
        .user(
          "one thing before it takes real traffic: load test the pdf rendering, the old wkhtmltopdf path was slow under load. not now, when the service exists",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["exports", "second"] },
      { kind: "task", keys: ["pdf"] },
    ],
  },
  {
    id: "b64-ng-admin",
    build: (s) =>
      s
        .user("how big is the admin panel compared to the main app? it's angularjs too right")
        .bash("grep -rl 'angular.module(' ../admin/src | wc -l", "61")
        .assistant("Yes, AngularJS 1.6: 61 files register a module, about 40% of what the main app had.")
        .user("ok. once settings is done we need a separate migration plan for admin, it's on angular 1.6 and has no tests. write that plan up in january")
        .assistant("Noted for January.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["admin", "1.6"] },
      { kind: "task", keys: ["plan"] },
    ],
  },
  {
    id: "b64-oc-which-node",
    build: (s) =>
      s
        .user("which node version does vite 5 need?")
        .bash("npm view vite@5 engines --json | tail -3", '{\n  "node": "^18.0.0 || >=20.0.0"\n}')
        .assistant("Vite 5 needs Node 18, or 20 and above. Anything older fails at startup with a syntax error.")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "b64-split-notif-live",
    build: (s) =>
      s
        .user("notifications service is live in prod since this morning. is the monolith still writing its own notification rows?")
        .bash(
          'psql "$PROD_RO" -c "select count(*) from notifications_notification where created_at > now() - interval \'2 hours\'"',
          " count\n-------\n     0\n(1 row)",
        )
        .assistant("No new rows in the monolith's `notifications_notification` table in the last two hours, so the service is the only writer now.")
        .user(
          "nice. heads up for later: the old notifications tables get dropped from the monolith db once we've had 30 days without reads from them. put that on the list",
        )
        .file("Edit", "docs/split/notifications.md")
        .assistant("Added to the open items in `docs/split/notifications.md`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["writer"] },
      { kind: "task", keys: ["dropped"] },
    ],
  },
  {
    id: "b64-oc-webpack-gone",
    build: (s) =>
      s
        .user("friday's release went out. time to kill webpack like we planned")
        .bash(
          "git rm -q webpack.common.js webpack.prod.js && npm uninstall webpack webpack-cli babel-loader html-loader ngtemplate-loader",
          "removed 187 packages in 6s",
        )
        .bash("npx vite build | tail -1", "✓ built in 9.61s")
        .assistant("Removed both webpack configs and the loaders (187 packages gone). `vite build` still builds both entries.")
        .user("🔥🔥 bye webpack, you won't be missed")
        .assistant("RIP webpack.common.js, 2019 to today.")
        .stop(),
    planted: [],
  },
];

/** The blind set 64: events, segments and scoring of BLIND64_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND64 = plantedSet(BLIND64_SESSIONS, Date.UTC(2026, 10, 2, 9));
