/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: code migration projects carried over many sessions in Codex voice (terse users, agents
 * that answer with short bullet lists of changed files): Python 2 to 3 in the billing service,
 * JavaScript to TypeScript in the web dashboard, AngularJS to React in the admin portal, and the
 * orders monolith split into services. Decisions about migration order, rules that hold while
 * the migration runs, facts found on the way, tasks left for the remaining modules. Hard
 * negatives: questions, proposals the user turns down or never confirms, withdrawn ideas,
 * guesses, quoted code and tool output with "always"/"never"/"TODO", chit-chat, and requests
 * done in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

export const TUNING65_SESSIONS: readonly BlindSession[] = [
  {
    id: "t65-py-order",
    build: (s) =>
      s
        .user("starting the py3 port. order is `billing/` first, then `ledger/`, and `reports/` goes last since nobody touches it")
        .bash("git ls-files 'billing/*.py' | wc -l", "212")
        .bash("grep -rlE '^\\s*print [^(]' billing/ | wc -l", "37")
        .assistant("Noted the order. Inventory:\n- `billing/`: 212 .py files\n- 37 of them still use the py2 print statement (`print x`)")
        .user("ok")
        .stop(),
    planted: [{ kind: "decision", keys: ["billing", "first"] }],
  },
  {
    id: "t65-py-2to3",
    build: (s) =>
      s
        .user("futurize or 2to3? what do you think")
        .assistant("futurize keeps py2 compat via `future`, so you can ship both ways during the port. 2to3 is one-way.")
        .user("we are not keeping py2 alive. plain 2to3, one package at a time. and never point it at vendored/ — that's third-party code we pin")
        .bash(
          "2to3 -w -n billing/invoice",
          "RefactoringTool: Files that were modified:\nRefactoringTool: billing/invoice/render.py\nRefactoringTool: billing/invoice/totals.py",
        )
        .assistant("Ran `2to3 -w -n` on `billing/invoice`:\n- `render.py`, `totals.py` rewritten\n- `vendored/` untouched")
        .stop(),
    planted: [
      { kind: "decision", keys: ["2to3"] },
      { kind: "instruction", keys: ["vendored"] },
    ],
  },
  {
    id: "t65-empty-flake",
    build: (s) =>
      s
        .user("morning. flake8 is yelling about ledger/post.py, can you fix it")
        .bash("flake8 ledger/post.py", "ledger/post.py:41:80: E501 line too long (97 > 79 characters)", 1)
        .file("Edit", "ledger/post.py")
        .bash("flake8 ledger/post.py", "")
        .assistant("Wrapped line 41 in `ledger/post.py`; flake8 is clean now.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-allowjs",
    build: (s) =>
      s
        .user("dashboard TS migration kickoff. `allowJs` stays on until the very last .js file is converted, we flip it off in one PR at the end")
        .assistant("Understood. Do you want `strict` on for the whole project now?")
        .user(
          "strict yes but only for the converted files via a separate tsconfig.strict.json. also: anything new you create goes in as .ts, no new .js files from here on",
        )
        .file("Write", "tsconfig.strict.json")
        .bash("npx tsc -p tsconfig.strict.json --noEmit", "")
        .assistant("- added `tsconfig.strict.json` extending the base config with `strict: true`\n- includes only `src/**/*.ts`\n- `tsc --noEmit` passes")
        .stop(),
    planted: [
      { kind: "decision", keys: ["allowjs"] },
      { kind: "decision", keys: ["tsconfig.strict"] },
      { kind: "instruction", keys: ["new", ".js"] },
    ],
  },
  {
    id: "t65-ng-strangler",
    build: (s) =>
      s
        .user("admin portal: angularjs -> react. we talked about a big-bang rewrite last week, forget that")
        .user("we go strangler style: react mounts inside the angular shell via `react2angular`, one route at a time")
        .bash("npm ls react2angular", "admin-portal@3.2.0 /home/dev/src/app\n└── react2angular@4.0.6")
        .assistant("OK. `react2angular@4.0.6` is already installed. First candidate route: `/users` (smallest controller, 180 lines).")
        .user("fine, /users first")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react2angular"] },
      { kind: "decision", keys: ["users"] },
    ],
  },
  {
    id: "t65-mono-fact-db",
    build: (s) =>
      s
        .user("before we split orders out: does anything outside orders/ write to the orders table?")
        .bash(
          'grep -rn "INSERT INTO orders\\|UPDATE orders" --include=*.rb app/ | grep -v app/orders/',
          "app/billing/refund_job.rb:88:    UPDATE orders SET state = 'refunded' WHERE id = ?",
        )
        .assistant("One writer outside `app/orders/`: `app/billing/refund_job.rb:88` updates `orders.state` to `refunded` directly.")
        .user(
          "ugh. right, so refund_job writes the orders table directly. that's the blocker. leave it for now, we'll deal with it after the catalog service is out",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["refund_job"] },
      { kind: "task", keys: ["refund_job", "after"] },
    ],
  },
  {
    id: "t65-empty-chitchat",
    build: (s) =>
      s
        .user("lol the CI runner is on fire again. anyway, what's `git status` say")
        .bash("git status --short", " M billing/invoice/render.py\n?? notes.txt")
        .assistant("One modified file (`billing/invoice/render.py`) and an untracked `notes.txt`.")
        .user("notes.txt is mine, ignore it. done for today")
        .stop(),
    planted: [],
  },
  {
    id: "t65-py-bytes",
    build: (s) =>
      s
        .user("ledger tests blow up with TypeError: can't concat str to bytes")
        .bash("python3 -m pytest ledger/tests/test_export.py -x -q", "E   TypeError: can't concat str to bytes\nledger/export.py:57: TypeError\n1 failed", 1)
        .assistant("`ledger/export.py:57` mixes the `csv` output (str) with the sftp payload (bytes). Could be the encoding too, not sure yet.")
        .user("the sftp payload is always bytes, that's by design — the bank's gateway only takes latin-1 encoded bytes")
        .file("Edit", "ledger/export.py")
        .bash("python3 -m pytest ledger/tests/test_export.py -q", "4 passed in 0.31s")
        .assistant("Encoding the CSV text with `latin-1` right before upload. 4 passed.")
        .stop(),
    planted: [{ kind: "fact", keys: ["latin-1"] }],
  },
  {
    id: "t65-ts-any",
    build: (s) =>
      s
        .user("convert src/api/client.js to ts")
        .file("Read", "src/api/client.js")
        .file("Write", "src/api/client.ts")
        .bash("npx tsc --noEmit", "")
        .assistant("Converted `src/api/client.js` -> `client.ts`. I typed the response bodies as `any` for now in 3 places.")
        .user("no `any` in converted files please, use `unknown` and narrow. that goes for every file in the migration")
        .file("Edit", "src/api/client.ts")
        .bash("npx tsc --noEmit", "")
        .assistant("Replaced the three `any` with `unknown` plus zod parses. `tsc` clean.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unknown"] }],
  },
  {
    id: "t65-ng-scope",
    build: (s) =>
      s
        .user("quick q, is $rootScope used for events anywhere in the portal?")
        .bash("grep -rn '\\$rootScope.\\$broadcast' app/ | wc -l", "14")
        .assistant("14 `$rootScope.$broadcast` calls. Most are `session:expired` and `tenant:changed`.")
        .user(
          "yeah those two events are how the legacy shell tells everything about logout and tenant switching. react side needs a bridge for them eventually — not now, put it on the list",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["tenant", "logout"] },
      { kind: "task", keys: ["bridge"] },
    ],
  },
  {
    id: "t65-mono-catalog",
    build: (s) =>
      s
        .user("which service comes out of the monolith first: catalog or payments?")
        .assistant("Catalog has the fewest inbound calls (6 call sites) and no writes from other modules. Payments has 40+ call sites.")
        .user("catalog. payments stays in the monolith until at least Q3")
        .bash("grep -rn 'Catalog::' app/ --include=*.rb | grep -v app/catalog | wc -l", "6")
        .assistant("Confirmed: 6 call sites outside `app/catalog`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["catalog"] },
      { kind: "decision", keys: ["payments", "q3"] },
    ],
  },
  {
    id: "t65-empty-question",
    build: (s) =>
      s
        .user("how many angular controllers are left, roughly?")
        .bash("ls app/controllers/*.js | wc -l", "47")
        .assistant("47 controller files under `app/controllers/`.")
        .user("oof. ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "t65-py-dict",
    build: (s) =>
      s
        .user("2to3 wrapped every `.keys()` in `list()`. that's noise")
        .bash("git diff --stat billing/", " billing/tax/rules.py | 18 +++++-----\n billing/tax/zones.py | 9 ++---\n 2 files changed")
        .assistant("Yes, 2to3's `dict` fixer does that defensively. I can revert the ones that are only iterated.")
        .user("do that. and from now on run 2to3 with `-x dict` so it skips that fixer, we review dict views by hand")
        .bash("git checkout billing/tax && 2to3 -w -n -x dict billing/tax", "RefactoringTool: billing/tax/rules.py")
        .assistant("Re-ran on `billing/tax` with `-x dict`; only `rules.py` changed (the `print` fixes).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["-x dict"] }],
  },
  {
    id: "t65-ts-paths",
    build: (s) =>
      s
        .user("imports look like ../../../../utils everywhere. should we add path aliases?")
        .assistant("We could add `@/` in `tsconfig.json` `paths` and mirror it in vite config.")
        .user("hmm. maybe. let me think about it, not today")
        .bash('grep -rn "from \'\\.\\./\\.\\./\\.\\./" src | wc -l', "212")
        .assistant("For reference: 212 imports go three or more levels up.")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ng-tests",
    build: (s) =>
      s
        .user("the karma suite takes 9 minutes. for the react side we use vitest + testing-library, not karma. decided with the team yesterday")
        .bash("npm i -D vitest @testing-library/react jsdom", "added 68 packages in 7s")
        .file("Write", "vitest.config.ts")
        .assistant("- added `vitest`, `@testing-library/react`, `jsdom`\n- `vitest.config.ts` scoped to `src/react/**`")
        .user("and keep karma running for the angular code until the last controller is gone, don't delete karma.conf.js")
        .stop(),
    planted: [
      { kind: "decision", keys: ["vitest"] },
      { kind: "instruction", keys: ["karma.conf"] },
    ],
  },
  {
    id: "t65-mono-grpc",
    build: (s) =>
      s
        .user("for catalog <-> monolith: grpc?")
        .assistant("gRPC works, but the monolith is Rails and the team has no proto tooling yet. Plain HTTP+JSON with an OpenAPI spec is simpler to start.")
        .user("ok let's go with HTTP+JSON and an openapi spec for now")
        .user("actually no. talked to Priya, platform already runs a grpc gateway and has the buf setup. we use grpc with buf for catalog")
        .bash("buf --version", "1.28.1")
        .assistant("`buf` 1.28.1 is available. I'll put the protos in `proto/catalog/v1/`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["grpc", "buf"] }],
  },
  {
    id: "t65-py-six",
    build: (s) =>
      s
        .user("there are imports of `six` all over ledger/")
        .bash("grep -rln 'import six' ledger/ | wc -l", "23")
        .assistant("23 files import `six`. Want me to strip them now?")
        .user("not now, ledger isn't ported yet. todo for when ledger goes: remove six and the six.moves imports")
        .stop(),
    planted: [{ kind: "task", keys: ["six"] }],
  },
  {
    id: "t65-empty-rebase",
    build: (s) =>
      s
        .user("rebase my branch on main, there's a conflict in package.json i think")
        .bash("git rebase main", "CONFLICT (content): Merge conflict in package.json\nerror: could not apply 3f2c1a9... add vitest", 1)
        .file("Edit", "package.json")
        .bash("git add package.json && git rebase --continue", "Successfully rebased and updated refs/heads/ng-react.")
        .assistant("Resolved the `devDependencies` conflict in `package.json` (kept both sides) and finished the rebase.")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-owner",
    build: (s) =>
      s
        .user("who owns src/charts? there's some weird d3 code in there")
        .bash("git log --format='%an' -- src/charts | sort | uniq -c | sort -rn | head -3", "     41 Marta Kowal\n      3 dev-bot")
        .assistant("Almost all commits are from Marta Kowal (41 of 44).")
        .user("right, marta owns charts and she's converting that folder herself, so skip src/charts when you batch-convert")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta", "charts"] },
      { kind: "instruction", keys: ["skip", "charts"] },
    ],
  },
  {
    id: "t65-ng-router",
    build: (s) =>
      s
        .user("react-router v6 or keep ui-router and mount react views into it?")
        .assistant(
          "Keeping `ui-router` until the end avoids two routers fighting over the URL. Switching to react-router only makes sense once most routes are React.",
        )
        .user("agreed. ui-router stays the only router until the cutover. react-router comes in at the very end")
        .bash("npm ls @uirouter/angularjs", "admin-portal@3.2.0\n└── @uirouter/angularjs@1.0.30")
        .stop(),
    planted: [{ kind: "decision", keys: ["ui-router"] }],
  },
  {
    id: "t65-mono-staging",
    build: (s) =>
      s
        .user("deploy the catalog service to staging")
        .bash("kubectl -n staging rollout status deploy/catalog", 'deployment "catalog" successfully rolled out')
        .bash("curl -s staging-catalog.internal:8080/healthz", '{"status":"ok"}')
        .assistant("`catalog` is rolled out in `staging` and `/healthz` answers ok.")
        .user("nice. fyi staging-catalog only resolves from inside the vpn, the public LB doesn't route to it")
        .stop(),
    planted: [{ kind: "fact", keys: ["vpn"] }],
  },
  {
    id: "t65-py-unicode",
    build: (s) =>
      s
        .user("grep for `unicode(` in billing")
        .bash(
          "grep -rn 'unicode(' billing/ | head -5",
          "billing/pdf/header.py:12:    title = unicode(customer.name)\nbilling/pdf/footer.py:30:    # TODO: always use unicode() here, never str()",
        )
        .assistant(
          "Two hits in `billing/pdf/`: `header.py:12` and a comment in `footer.py:30` (`# TODO: always use unicode() here, never str()`). The comment predates the port.",
        )
        .user("just delete that comment, it's stale")
        .file("Edit", "billing/pdf/footer.py")
        .assistant("Removed the stale comment in `footer.py`.")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-lint",
    build: (s) =>
      s
        .user(
          "eslint config for ts: we're on @typescript-eslint/recommended-type-checked. please don't add eslint-disable comments in converted files, fix the code or ask me",
        )
        .bash(
          "npx eslint src/api --ext .ts",
          "src/api/client.ts\n  22:9  error  Unsafe member access .data on an `any` value  @typescript-eslint/no-unsafe-member-access",
          1,
        )
        .file("Edit", "src/api/client.ts")
        .bash("npx eslint src/api --ext .ts", "")
        .assistant("Typed the axios response in `client.ts:22`; eslint clean, no disables.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["recommended-type-checked"] },
      { kind: "instruction", keys: ["eslint-disable"] },
    ],
  },
  {
    id: "t65-ng-remaining",
    build: (s) =>
      s
        .user("where are we on the portal")
        .bash("ls src/react/routes", "users\nroles\naudit")
        .assistant("React routes so far: `users`, `roles`, `audit`. Remaining Angular routes include `billing-settings`, `tenants`, `reports`.")
        .user("tenants is next but it needs the tenant-switch bridge. leave tenants for next week. reports we'll probably drop entirely, not sure, ask product")
        .stop(),
    planted: [{ kind: "task", keys: ["tenants"] }],
  },
  {
    id: "t65-empty-joke",
    build: (s) =>
      s
        .user("rewriting angularjs in 2026 feels like archaeology. anyway run the react tests")
        .bash(
          "npx vitest run src/react",
          " ✓ src/react/routes/users/Users.test.tsx (6)\n ✓ src/react/routes/roles/Roles.test.tsx (4)\n Test Files  2 passed (2)",
        )
        .assistant("All green: 2 files, 10 tests.")
        .user("🦕")
        .stop(),
    planted: [],
  },
  {
    id: "t65-mono-ids",
    build: (s) =>
      s
        .user("catalog product ids: keep the integer ids from the monolith or move to uuids?")
        .assistant("Keeping integers means no mapping table, but the monolith's sequence becomes a shared dependency. UUIDs decouple them.")
        .user("keep the integer ids. too many URLs and emails have them baked in")
        .bash('psql $CATALOG_DB -c "select max(id) from products"', "  max\n-------\n 98211")
        .assistant("Current max product id is 98211; the catalog table keeps `bigint` ids copied from the monolith.")
        .stop(),
    planted: [{ kind: "decision", keys: ["integer"] }],
  },
  {
    id: "t65-py-pickle",
    build: (s) =>
      s
        .user("the report cache is py2 pickles in redis, protocol 2")
        .bash("redis-cli -n 3 dbsize", "(integer) 18022")
        .assistant("18022 keys in db 3. py3 can read protocol 2 pickles, but `str` fields come back as `bytes` unless `encoding='latin1'` is passed.")
        .user("just flush that cache when reports goes live on py3, it rebuilds in an hour. put it in the cutover checklist")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pickles", "redis"] },
      { kind: "task", keys: ["flush"] },
    ],
  },
  {
    id: "t65-ts-guess",
    build: (s) =>
      s
        .user("the build got slower after adding ts")
        .bash("time npm run build", "vite v5.2.0 building for production...\n✓ built in 41.20s\nreal\t0m43.551s")
        .assistant("41 s. Maybe the `vite-plugin-checker` type pass is doing it; could also be source maps. I'd need a profile to say.")
        .user("could be. let's not chase it today")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ng-state",
    build: (s) =>
      s
        .user("state management on the react side: redux?")
        .assistant("Options: Redux Toolkit, Zustand, or just React Query for server state plus context for the rest.")
        .user("react query for server state, plain context for the two or three bits of ui state. no redux")
        .bash("npm i @tanstack/react-query", "added 2 packages in 2s")
        .assistant("Installed `@tanstack/react-query`; wrapped the React root in `QueryClientProvider`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["react query"] }],
  },
  {
    id: "t65-mono-flag",
    build: (s) =>
      s
        .user("how do we switch traffic from the monolith's catalog to the service?")
        .bash("grep -rn 'CATALOG_SERVICE' config/", "config/flags.yml:12:  catalog_service_reads: false")
        .assistant("There's a flag `catalog_service_reads` in `config/flags.yml`, currently false.")
        .user("reads go through that flag, percentage rollout: 5%, 25%, 100%. writes stay in the monolith until reads are at 100% for a week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["percentage"] },
      { kind: "decision", keys: ["writes", "week"] },
    ],
  },
  {
    id: "t65-py-tox",
    build: (s) =>
      s
        .user("tox.ini still lists py27")
        .file("Read", "tox.ini")
        .assistant("`envlist = py27,py36`. py36 is also EOL.")
        .user("make it py311 only. and heads up: CI runners have python 3.11 and 3.12, there's no 3.10 image")
        .file("Edit", "tox.ini")
        .bash("tox -l", "py311")
        .assistant("`envlist = py311`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["3.12", "runners"] }],
  },
  {
    id: "t65-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should convert the tests to ts first, before the source")
        .assistant("That would give typed tests against untyped sources, so most of them would be `unknown` casts until the source catches up.")
        .user("yeah never mind, bad idea")
        .bash("ls src/**/*.test.js | wc -l", "88")
        .assistant("For the record there are 88 `.test.js` files.")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-props",
    build: (s) =>
      s
        .user("convention for component props in the dashboard: `type Props = {...}` at the top of the file, not interfaces, and no React.FC")
        .file("Edit", "src/components/Sidebar.tsx")
        .bash("npx tsc --noEmit", "")
        .assistant("`Sidebar.tsx` now uses `type Props` and a plain function component.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["props"] }],
  },
  {
    id: "t65-ng-i18n",
    build: (s) =>
      s
        .user("translations: the angular side uses angular-translate with json files in i18n/")
        .bash("ls i18n/", "de.json\nen.json\nfr.json\npl.json")
        .assistant("Four locales: de, en, fr, pl. For React, `react-i18next` can load the same JSON files.")
        .user("we load the same json files with react-i18next, one source of truth, nobody duplicates keys")
        .stop(),
    planted: [{ kind: "decision", keys: ["react-i18next"] }],
  },
  {
    id: "t65-mono-oncall",
    build: (s) =>
      s
        .user("who gets paged if the catalog service falls over?")
        .bash("cat services/catalog/OWNERS", "team: commerce-platform\noncall: pagerduty/commerce-platform")
        .assistant("`services/catalog/OWNERS` points to `commerce-platform` on PagerDuty.")
        .user("right, commerce-platform is on call for catalog. oh and we still need to write the runbook for it, add that for later")
        .stop(),
    planted: [
      { kind: "fact", keys: ["commerce-platform"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "t65-py-division",
    build: (s) =>
      s
        .user("totals are off by one cent in billing py3 tests")
        .bash("python3 -m pytest billing/tests/test_totals.py -q", "E   assert 1999 == 2000\n1 failed, 11 passed", 1)
        .assistant("`billing/tax/rules.py:77` does `cents / 100` — integer division in py2, true division in py3.")
        .user("yep. money math always goes through Decimal in this codebase, never float. fix it that way")
        .file("Edit", "billing/tax/rules.py")
        .bash("python3 -m pytest billing/tests/test_totals.py -q", "12 passed")
        .assistant("Switched to `Decimal` with `ROUND_HALF_UP`; 12 passed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["decimal"] }],
  },
  {
    id: "t65-ts-remaining",
    build: (s) =>
      s
        .user("how many js files left in src?")
        .bash("git ls-files 'src/*.js' | wc -l", "64")
        .assistant("64 `.js` files remain under `src/`; biggest chunks are `src/store/` (21) and `src/legacy/` (17).")
        .user("store is the next batch, do it friday. src/legacy we'll delete not convert, that's still pending a product decision though")
        .stop(),
    planted: [{ kind: "task", keys: ["store"] }],
  },
  {
    id: "t65-empty-ci",
    build: (s) =>
      s
        .user("why did the pipeline fail")
        .bash(
          "gh run view 8812 --log-failed | tail -3",
          "npm ERR! code ETIMEDOUT\nnpm ERR! network request to https://registry.npmjs.org/vitest failed\n# NOTE: runners never cache npm, always fetch",
        )
        .assistant("Network timeout fetching from the npm registry; the comment in the log comes from the CI template. Re-running should do.")
        .bash("gh run rerun 8812", "✓ Requested rerun of run 8812")
        .user("k")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ng-css",
    build: (s) =>
      s
        .user("portal css is one 6000-line bootstrap 3 sheet")
        .bash("wc -l assets/portal.css", "6120 assets/portal.css")
        .assistant("6120 lines. For React we could use CSS modules, Tailwind, or keep the sheet.")
        .user("new react components use css modules. leave portal.css untouched, it still styles the angular parts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["css modules"] },
      { kind: "instruction", keys: ["portal.css"] },
    ],
  },
  {
    id: "t65-mono-events",
    build: (s) =>
      s
        .user("price changes need to reach the monolith's search index")
        .assistant("The catalog service could publish `price.changed` events on Kafka and the monolith could consume them.")
        .user("we don't have kafka, we have sqs. and honestly idk if we want events yet")
        .bash("aws sqs list-queues --queue-name-prefix catalog", '{\n  "QueueUrls": []\n}')
        .assistant("No catalog queues exist yet.")
        .stop(),
    planted: [{ kind: "fact", keys: ["sqs"] }],
  },
  {
    id: "t65-py-mock",
    build: (s) =>
      s
        .user("tests import `mock` the package")
        .bash("grep -rln '^import mock' billing/tests | wc -l", "19")
        .assistant("19 test files use the `mock` backport.")
        .user("switch them to unittest.mock. same rule everywhere going forward, the mock package gets removed from requirements-dev")
        .bash("sed -i 's/^import mock$/from unittest import mock/' billing/tests/*.py && python3 -m pytest billing/tests -q", "143 passed")
        .assistant("19 files now `from unittest import mock`; 143 passed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unittest.mock"] }],
  },
  {
    id: "t65-ts-date",
    build: (s) =>
      s
        .user("moment is 300kb of the bundle")
        .bash("npx vite-bundle-visualizer --json | jq '.moment'", "301442")
        .assistant("`moment` is ~301 KB. `date-fns` or `dayjs` would cut that.")
        .user("date-fns. but not during the ts migration, one thing at a time — replacing moment is a follow-up after the last .js file is gone")
        .stop(),
    planted: [
      { kind: "decision", keys: ["date-fns"] },
      { kind: "task", keys: ["moment"] },
    ],
  },
  {
    id: "t65-empty-explain",
    build: (s) =>
      s
        .user("explain what $compile does in angularjs, i forgot")
        .assistant("`$compile` walks a DOM tree, matches directives and returns a link function that binds the tree to a scope.")
        .bash("grep -rn '\\$compile' app/ | wc -l", "3")
        .assistant("It's used in 3 places in the portal.")
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ng-auth",
    build: (s) =>
      s
        .user("the react views need the auth token. where does angular keep it?")
        .bash("grep -rn 'sessionStorage' app/services/auth.js", "app/services/auth.js:19:    sessionStorage.setItem('portal.jwt', token);")
        .assistant("`auth.js` stores the JWT under `portal.jwt` in `sessionStorage`.")
        .user(
          "ok so the token lives in sessionStorage under portal.jwt. react reads it from there through one hook, useAuthToken, nobody touches sessionStorage directly",
        )
        .file("Write", "src/react/hooks/useAuthToken.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["portal.jwt"] },
      { kind: "instruction", keys: ["useauthtoken"] },
    ],
  },
  {
    id: "t65-mono-contract",
    build: (s) =>
      s
        .user("every proto change for catalog goes through `buf breaking` against main in CI, no exceptions")
        .file("Write", ".github/workflows/proto.yml")
        .bash("buf breaking proto --against '.git#branch=main'", "")
        .assistant("Added `.github/workflows/proto.yml` running `buf lint` and `buf breaking` against `main`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["buf breaking"] }],
  },
  {
    id: "t65-py-reports",
    build: (s) =>
      s
        .user("billing is done on py3. ledger too. what's left in reports?")
        .bash("python3 -m compileall -q reports/ 2>&1 | grep -c Error", "31")
        .assistant(
          "31 files in `reports/` don't compile on py3; most are `print` statements and `except X, e` syntax. `reports/pdf.py` also depends on `reportlab==2.7`, which has no py3 wheel.",
        )
        .user("reportlab upgrade is its own thing. the pdf module needs porting to reportlab 4 before reports can go, leave that open")
        .stop(),
    planted: [
      { kind: "fact", keys: ["reportlab"] },
      { kind: "task", keys: ["reportlab 4"] },
    ],
  },
  {
    id: "t65-empty-proposal",
    build: (s) =>
      s
        .user("should the catalog service get its own postgres or share the monolith's db with a separate schema?")
        .assistant("A separate instance is cleaner; a schema in the same cluster is cheaper and easier for the backfill. I'd lean separate instance.")
        .user("dunno, need to check the budget with ops first")
        .bash("psql $MONO_DB -c '\\dn'", "  List of schemas\n  Name  | Owner\n--------+-------\n public | app")
        .assistant("Only the `public` schema exists today.")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-enums",
    build: (s) =>
      s
        .user("converting src/constants/status.js — i see you made it a ts `enum`")
        .file("Read", "src/constants/status.ts")
        .assistant("Yes, `enum OrderStatus { ... }`.")
        .user("we don't use ts enums here. `as const` objects plus a union type. keep that for every constants file")
        .file("Edit", "src/constants/status.ts")
        .bash("npx tsc --noEmit", "")
        .assistant("`OrderStatus` is now an `as const` object with `type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus]`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["as const"] }],
  },
  {
    id: "t65-ng-e2e",
    build: (s) =>
      s
        .user("e2e: protractor is dead. cypress or playwright?")
        .assistant("Playwright handles the multi-tab tenant flow better; Cypress has the friendlier runner.")
        .user("playwright, decided")
        .bash("npm i -D @playwright/test && npx playwright --version", "Version 1.44.0")
        .assistant("Installed `@playwright/test` 1.44.0.")
        .user("port the protractor specs over later, there are 30 of them, not this week")
        .stop(),
    planted: [
      { kind: "decision", keys: ["playwright"] },
      { kind: "task", keys: ["protractor", "specs"] },
    ],
  },
  {
    id: "t65-mono-backfill",
    build: (s) =>
      s
        .user("run the catalog backfill dry run")
        .bash("bin/rails catalog:backfill DRY_RUN=1", "would copy 98211 products, 412 categories\nwarning: 37 products reference deleted categories")
        .assistant("Dry run: 98211 products, 412 categories; 37 products point at deleted categories.")
        .user(
          "those 37 are known junk from the 2019 import, the backfill can skip them. still need to run the real backfill — after the freeze ends on the 4th",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["2019"] },
      { kind: "task", keys: ["backfill", "freeze"] },
    ],
  },
  {
    id: "t65-py-dict-order",
    build: (s) =>
      s
        .user("a snapshot test in ledger fails on py3 only")
        .bash("python3 -m pytest ledger/tests/test_snapshot.py -q", "E   AssertionError: ['fee', 'amount'] != ['amount', 'fee']\n1 failed", 1)
        .assistant("The snapshot was recorded on py2 where dict order was arbitrary; py3.7+ keeps insertion order.")
        .user("regenerate the snapshot")
        .bash("python3 -m pytest ledger/tests/test_snapshot.py --snapshot-update -q", "1 passed, 1 snapshot updated")
        .assistant("Snapshot regenerated; passes.")
        .user("btw the ledger snapshots are owned by the audit team, Femi signs off on any change to them. ping him on every snapshot update")
        .stop(),
    planted: [
      { kind: "fact", keys: ["femi"] },
      { kind: "instruction", keys: ["ping", "snapshot"] },
    ],
  },
  {
    id: "t65-empty-hello",
    build: (s) =>
      s
        .user("hey codex, long day. just show me the last three commits")
        .bash("git log --oneline -3", "9ab12cf convert src/api to ts\n71d0e4e react2angular users route\n2c0fe11 py3: billing/tax")
        .assistant("Last three: `9ab12cf` (src/api to ts), `71d0e4e` (users route), `2c0fe11` (billing/tax py3).")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-strict-later",
    build: (s) =>
      s
        .user("earlier i said strict only via tsconfig.strict.json. that's getting messy with two configs")
        .assistant("Alternative: one tsconfig with `strict: true` and `// @ts-nocheck` on files not yet cleaned up.")
        .user("yes. single tsconfig, strict everywhere, unconverted-but-renamed files get @ts-nocheck at the top until someone cleans them")
        .file("Edit", "tsconfig.json")
        .bash("rm tsconfig.strict.json && npx tsc --noEmit", "")
        .assistant("Merged into one `tsconfig.json` with `strict: true`; deleted `tsconfig.strict.json`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["@ts-nocheck"] }],
  },
  {
    id: "t65-ng-legacy-fact",
    build: (s) =>
      s
        .user("why does the roles page need jquery?")
        .bash("grep -rn 'jquery' app/roles/", "app/roles/picker.js:3:// uses jquery-ui sortable, never remove jquery before this goes")
        .assistant("`app/roles/picker.js` uses jQuery UI sortable for role ordering, hence the comment.")
        .user("but roles is already react... is picker.js even loaded anymore?")
        .bash("grep -rn 'picker.js' app/index.html", "", 1)
        .assistant("Not referenced from `index.html`; it looks dead.")
        .user("delete it")
        .bash("git rm app/roles/picker.js", "rm 'app/roles/picker.js'")
        .stop(),
    planted: [],
  },
  {
    id: "t65-mono-ports",
    build: (s) =>
      s
        .user("locally the catalog service and the monolith both want :3000")
        .bash("lsof -i :3000 | tail -1", "ruby    4411 dev   12u  IPv4  TCP *:3000 (LISTEN)")
        .assistant("The monolith (`ruby`, pid 4411) holds :3000.")
        .user("convention: monolith keeps 3000, services count up from 3100 — catalog is 3100. put it in docker-compose")
        .file("Edit", "docker-compose.yml")
        .assistant("`catalog` now maps `3100:8080` in `docker-compose.yml`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["3100"] }],
  },
  {
    id: "t65-py-ci",
    build: (s) =>
      s
        .user("add a CI job that fails if anything under billing/ or ledger/ stops compiling on py3")
        .file("Write", ".github/workflows/py3.yml")
        .bash("act -j py3-compile", "[py3/py3-compile] ✅  Success - Main python -m compileall -q billing ledger")
        .assistant("Added `.github/workflows/py3.yml` (`compileall` on `billing` and `ledger`); passes locally under `act`.")
        .user("good. extend it to reports once reports is ported")
        .stop(),
    planted: [{ kind: "task", keys: ["extend", "reports"] }],
  },
  {
    id: "t65-empty-retry",
    build: (s) =>
      s
        .user("what does this log line mean: `WARN always retrying idempotent GET /catalog/42`")
        .assistant("The catalog client retries GETs on 5xx since they're idempotent; the WARN is printed on each retry.")
        .bash("grep -c 'always retrying' log/development.log", "212")
        .assistant("212 retries in today's dev log. Could be the service restarting, can't tell from here.")
        .user("meh, local only")
        .stop(),
    planted: [],
  },
  {
    id: "t65-ts-api-types",
    build: (s) =>
      s
        .user("hand-writing API response types is painful")
        .bash("curl -s localhost:3000/api/openapi.json | jq '.paths | length'", "58")
        .assistant("The backend exposes an OpenAPI doc with 58 paths. `openapi-typescript` can generate types from it.")
        .user("do it: generated types live in src/api/schema.d.ts and are never edited by hand, regenerate with `npm run gen:api`")
        .file("Write", "src/api/schema.d.ts")
        .file("Edit", "package.json")
        .assistant("Added `gen:api` (openapi-typescript) and generated `src/api/schema.d.ts`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["schema.d.ts"] }],
  },
  {
    id: "t65-ng-feature-flags",
    build: (s) =>
      s
        .user("how do we roll out the react users page to customers?")
        .bash("grep -rn 'launchdarkly' package.json", '    "launchdarkly-js-client-sdk": "^3.1.0",')
        .assistant("The portal already ships the LaunchDarkly client.")
        .user("each migrated route sits behind an LD flag named `react-<route>`, angular version stays as fallback until the flag is at 100% for two weeks")
        .stop(),
    planted: [{ kind: "decision", keys: ["react-<route>"] }],
  },
  {
    id: "t65-mono-lib",
    build: (s) =>
      s
        .user("catalog needs the money formatting helpers from the monolith")
        .assistant("We could extract `lib/money` into a gem shared by both, or copy it.")
        .user("copy the money helpers for now. a shared gem means coordinated releases and we're not there. we might revisit when the third service comes out")
        .file("Write", "services/catalog/lib/money.rb")
        .bash("cd services/catalog && bundle exec rspec spec/money_spec.rb", "8 examples, 0 failures")
        .stop(),
    planted: [{ kind: "decision", keys: ["copy", "money"] }],
  },
  {
    id: "t65-empty-bench",
    build: (s) =>
      s
        .user("is the py3 billing run faster than py2?")
        .bash(
          "hyperfine 'python2 -m billing.run --dry' 'python3 -m billing.run --dry'",
          "python2: 4.812 s ± 0.120 s\npython3: 3.944 s ± 0.098 s\n  python3 ran 1.22 times faster",
        )
        .assistant("py3 is ~1.22x faster on the dry run (3.94 s vs 4.81 s), single machine, one run set.")
        .user("neat")
        .stop(),
    planted: [],
  },
  {
    id: "t65-py-batch",
    build: (s) =>
      s
        .user("where does the nightly billing job actually run?")
        .bash("grep -rn 'billing.run' ops/crontab", "ops/crontab:4:15 2 * * * dev@batch-02 python -m billing.run")
        .bash("ssh batch-02 'ls /usr/bin/python3*'", "ls: cannot access '/usr/bin/python3*': No such file or directory", 2)
        .assistant("The cron runs on `batch-02`, and that host has no python3 at all.")
        .user("figures. batch-02 is a py2.7-only box from 2016. someone has to install python3.11 there before billing py3 ships, ops ticket, not us today")
        .stop(),
    planted: [
      { kind: "fact", keys: ["batch-02", "2.7"] },
      { kind: "task", keys: ["install", "batch-02"] },
    ],
  },
  {
    id: "t65-ng-gulp",
    build: (s) =>
      s
        .user("npm run build explodes on node 20")
        .bash("npm run build", "ReferenceError: primordials is not defined\n    at gulp@3.9.1/node_modules/natives", 1)
        .assistant("That's `gulp@3.9.1` via `graceful-fs@3`; it can't run on Node 12+.")
        .user("yeah the portal build is gulp 3 and only works on node 10, that's why .nvmrc says 10. use `nvm use` before building")
        .bash("nvm use && npm run build", "Now using node v10.24.1\n[10:02:11] Finished 'build' after 48 s")
        .assistant("Built under Node 10.24.1 in 48 s.")
        .user("once the last angular route is gone, rip gulp out and build with vite. later though")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gulp", "node 10"] },
      { kind: "task", keys: ["gulp", "vite"] },
    ],
  },
  {
    id: "t65-mono-latency",
    build: (s) =>
      s
        .user("how's catalog latency on staging")
        .bash(
          "curl -s 'prom.internal/api/v1/query?query=histogram_quantile(0.99,rate(catalog_http_seconds_bucket[1h]))' | jq -r '.data.result[0].value[1]'",
          "0.041",
        )
        .assistant("p99 over the last hour is 41 ms.")
        .user("ok, p99 of 41ms on staging, good baseline. we don't have a grafana board for catalog yet, needs doing before we go past 5%")
        .stop(),
    planted: [
      { kind: "fact", keys: ["p99", "41"] },
      { kind: "task", keys: ["grafana"] },
    ],
  },
  {
    id: "t65-ts-format",
    build: (s) =>
      s
        .user("try converting src/utils/format.js")
        .bash(
          "npx tsc --noEmit --allowJs --checkJs src/utils/format.js",
          "src/utils/format.js(12,5): error TS2304: Cannot find name 'CURRENCY'.\nsrc/utils/format.js(40,9): error TS2304: Cannot find name 'LOCALE'.",
          2,
        )
        .assistant("`format.js` reads `CURRENCY` and `LOCALE` as implicit globals set by `index.html`. Converting it means threading those through.")
        .user("ugh, skip it for now then. format.js needs its globals untangled first — that's a task for next sprint, note it")
        .stop(),
    planted: [{ kind: "task", keys: ["format.js"] }],
  },
];

export const TUNING65 = plantedSet(TUNING65_SESSIONS, Date.UTC(2026, 10, 2, 9));
