/**
 * Blind planted set 93 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a junior developer in their first job on a Django + htmx internal ticket tool, unsure and
 * asking many questions; many rules and decisions come second-hand from their lead or reviewer
 * ("Priya said we always ...", "Tomasz wants ...") and count when clearly adopted; Gemini CLI voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 46 sessions, 13 of which plant nothing (76 user/assistant messages between them). Every other message
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

export const BLIND93_SESSIONS: BlindSession[] = [
  {
    id: "b93-filter-partial",
    build: (s) =>
      s
        .user(
          "hi! im pretty new to htmx so sorry if this is a dumb q. the ticket list page needs to refresh the table when you change the team filter dropdown. how do i do that without reloading the whole page?",
        )
        .assistant("Okay, I'll start by examining the current view and the templates to understand the structure.")
        .file("Read", "tickets/views.py")
        .bash(
          "ls templates/tickets templates/tickets/_partials",
          "templates/tickets:\n_partials\ndetail.html\nlist.html\n\ntemplates/tickets/_partials:\nrow.html\ntable.html",
        )
        .assistant(
          'There is already a `_partials` directory with `table.html`. I can put `hx-get` on the `<select>` with `hx-target="#ticket-table"`, and have `ticket_list` return only `_partials/table.html` when the request comes from htmx (it sends an `HX-Request: true` header). Shall I proceed?',
        )
        .user(
          "yes do that. oh and my lead Priya said in my first code review that we always check htmx requests with `request.htmx` from django-htmx, not by reading the header ourselves, so use that pls",
        )
        .file("Edit", "tickets/views.py")
        .file("Edit", "templates/tickets/list.html")
        .bash("make test", "======================== 204 passed in 31.87s ========================")
        .assistant(
          'I have updated `ticket_list` to branch on `request.htmx` and return `tickets/_partials/table.html` for htmx requests, and added `hx-get`, `hx-target` and `hx-trigger="change"` to the filter. All 204 tests pass.',
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["request.htmx"] }],
  },
  {
    id: "b93-how-run-tests",
    build: (s) =>
      s
        .user("how do I run the tests? I tried `python manage.py test` and it did something weird with the database")
        .bash(
          "python manage.py test",
          'django.db.utils.OperationalError: connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?',
          1,
        )
        .assistant("The test run tried to reach Postgres on port 5432 and was refused. I'll check the Makefile to see how the project expects tests to be run.")
        .bash("grep -n -A3 '^test' Makefile", "14:test:\n15-\tdocker compose up -d db\n16-\tDJANGO_SETTINGS_MODULE=config.settings.test pytest -n 4 $(ARGS)")
        .assistant(
          "The Makefile has a `test` target that starts the `db` container and runs pytest with `config.settings.test` across 4 workers. `manage.py test` uses the default settings module instead, which is why it went looking for a different database.",
        )
        .user(
          "oh ok. Marcus (my lead) just replied on slack: 'use make test, never call pytest or manage.py test directly, the settings module is different'. so lets do that from now on",
        )
        .bash("make test", "[+] Running 1/1\n ✔ Container tickets-db-1  Started\n======================== 212 passed in 38.10s ========================")
        .assistant("All 212 tests passed via `make test`.")
        .user("nice!! also he says the docker db is on port 5434 not 5432, because half the team already has postgres installed locally and it clashed")
        .assistant("Understood, that explains the refused connection on 5432.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["config.settings.test"] },
      { kind: "instruction", keys: ["make test"] },
      { kind: "fact", keys: ["5434"] },
    ],
  },
  {
    id: "b93-swap-question",
    build: (s) =>
      s
        .user("quick question, what's the difference between hx-swap outerHTML and innerHTML? i keep mixing them up")
        .assistant(
          "`innerHTML` replaces the *children* of the target element and keeps the target itself; `outerHTML` replaces the target element entirely with the response.",
        )
        .user("ahh ok so if i use outerHTML the id has to be on the returned thing too?")
        .assistant("Exactly. If the returned fragment doesn't carry the same `id`, the next request that targets `#ticket-table` won't find anything to swap.")
        .user("makes sense thanks!! is there a way to see what htmx is doing in the browser?")
        .assistant("You can call `htmx.logAll()` in the browser console; it logs every htmx event as it fires.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-daily-digest",
    build: (s) =>
      s
        .user(
          "we need to send a daily digest email of open tickets to each team. I was thinking celery beat? or a cron job calling a management command? I dont really know which is better tbh",
        )
        .assistant("I'll check which background-job libraries are already installed.")
        .bash("pip freeze | grep -i -E 'celery|rq|huey'", "django-rq==2.10.1\nrq==1.16.1")
        .assistant(
          "The project has no Celery; it uses django-rq. Options:\n1. Add Celery and celery beat (a new broker and a new process).\n2. A `send_digest` management command triggered by cron on the app server.\n3. rq-scheduler on top of the existing RQ.\nGiven the stack, option 2 is the simplest.",
        )
        .user("I asked Priya and she said no celery, we're not adding another broker. so go with the management command + cron for the digest like you said")
        .file("Write", "tickets/management/commands/send_digest.py")
        .bash("python manage.py send_digest --dry-run", "Would send 4 digests: platform (12 open), billing (3 open), infra (27 open), support (41 open)")
        .assistant("The `send_digest` command works in dry-run mode and finds 4 teams with open tickets.")
        .user(
          "cool. the crontab itself lives in the ops repo which I dont have access to. TODO for me: ask Marcus to add the crontab line for send_digest, 7am weekdays",
        )
        .stop("Okay. The command is ready; it only needs scheduling."),
    planted: [
      { kind: "fact", keys: ["django-rq"] },
      { kind: "decision", keys: ["digest", "cron"] },
      { kind: "task", keys: ["crontab"] },
    ],
  },
  {
    id: "b93-assignee-charfield",
    build: (s) =>
      s
        .user("why is Ticket.assignee a CharField and not a ForeignKey to User?? that seems wrong, can i change it")
        .assistant("Before changing anything, I'll look at the model and the history of that line.")
        .file("Read", "tickets/models.py")
        .bash(
          "git log -L '/assignee =/,+1:tickets/models.py' --oneline | grep -E '^[0-9a-f]{7} '",
          "a81c2e0 store assignee as LDAP uid (users can be deleted by HR sync)\n3f09d12 initial ticket model",
        )
        .assistant(
          "The commit message suggests assignee holds an LDAP uid because users can be deleted by an HR sync. That would mean a ForeignKey could cascade or null out, but I can't be certain from one commit message.",
        )
        .user(
          "ok I asked in #team-tools and Dana confirmed it: assignee stores the LDAP uid on purpose, the nightly HR sync deletes User rows for people who left and we dont want old tickets to lose their assignee. so leave it",
        )
        .assistant("Understood, I'll leave `Ticket.assignee` as it is.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ldap", "assignee"] }],
  },
  {
    id: "b93-typo-header",
    build: (s) =>
      s
        .user("can you fix the typo in the ticket detail header, it says 'Asignee'")
        .file("Edit", "templates/tickets/detail.html")
        .assistant("I have corrected 'Asignee' to 'Assignee' in `detail.html`.")
        .user("thx. can you run the tests too")
        .bash(
          "make test",
          "tickets/tests/test_views.py::test_detail_renders PASSED\nenviron/environ.py:612: DeprecationWarning: smart_cast is deprecated and will never be re-enabled\n======================== 212 passed, 1 warning in 37.40s ========================",
        )
        .assistant("All 212 tests pass. There's one deprecation warning coming from django-environ, unrelated to this change.")
        .user("ok whatever lol, ignore the warning")
        .assistant("Okay.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-first-pr-review",
    build: (s) =>
      s
        .user(
          "I opened my first PR and the reviewer (Tomasz) left like 9 comments 😅 can you help me fix them. the main ones are general rules he wants me to follow:\n- function-based views, the team doesnt use CBVs except in the admin\n- every user-facing string wrapped in gettext_lazy even tho we only ship english right now\n- no raw SQL in views, if you really need it it goes in a manager method\nthe rest are small nits I'll do myself",
        )
        .assistant("Okay, I'll go through the three review points in `tickets/views.py` and `tickets/forms.py`.")
        .file("Read", "tickets/views.py")
        .file("Edit", "tickets/views.py")
        .file("Edit", "tickets/forms.py")
        .file("Edit", "tickets/managers.py")
        .bash("make test", "======================== 214 passed in 39.02s ========================")
        .assistant(
          "I have converted `TicketExportView` into a function-based view, wrapped the form labels and messages in `gettext_lazy`, and moved the raw `cursor.execute` query into `TicketManager.overdue_counts()`. All 214 tests pass.",
        )
        .user("thanks!! I'm taking those three as the rules going forward tbh, he'll review everything I write")
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["function-based"] },
      { kind: "instruction", keys: ["gettext_lazy"] },
      { kind: "instruction", keys: ["raw sql"] },
    ],
  },
  {
    id: "b93-csrf-403",
    build: (s) =>
      s
        .user("why would an htmx POST give me 403 but the normal form post works? is it csrf?")
        .assistant(
          'It is likely CSRF. A normal form includes the `{% csrf_token %}` hidden input, but an htmx request from a button outside the form doesn\'t send it. One common pattern is `hx-headers=\'{"X-CSRFToken": "{{ csrf_token }}"}\'` on the `<body>`.',
        )
        .user("hmm or could it be the middleware order? i moved something in settings yesterday")
        .assistant("That's possible too. Without the response body or the server log I can't tell which it is.")
        .user("ok, that's enough for me to understand it, thanks")
        .assistant("Sure. The 403 page body usually says 'CSRF verification failed' if it's CSRF.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-staging-deploy",
    build: (s) =>
      s
        .user("how do I see if my change is on staging? Priya merged it like an hour ago")
        .bash("curl -s https://tickets-staging.internal/version", '{"sha": "4f1c9ab", "deployed_at": "2026-11-24T10:02:11Z"}')
        .bash("git log --oneline -1 origin/main", "7d20e31 Merge branch 'jun/digest-cmd' into 'main'")
        .assistant("Staging is running `4f1c9ab`, which is older than the merge commit `7d20e31`. Your change hasn't been deployed yet.")
        .user("hmm is deploy not automatic??")
        .file("Read", ".gitlab-ci.yml")
        .bash(
          "grep -n -A4 'deploy_staging:' .gitlab-ci.yml",
          "41:deploy_staging:\n42-  stage: deploy\n43-  when: manual\n44-  only: [main]\n45-  script: ./ops/deploy.sh staging",
        )
        .assistant(
          "No: the `deploy_staging` job in `.gitlab-ci.yml` is `when: manual`, so staging is only deployed when someone presses play on that job in the GitLab pipeline. Merging to main does not deploy by itself.",
        )
        .user("ohh ok, so staging deploy is a manual button. good to know. I just pressed it")
        .bash("sleep 90 && curl -s https://tickets-staging.internal/version", '{"sha": "7d20e31", "deployed_at": "2026-11-24T11:14:52Z"}')
        .assistant("Staging now reports `7d20e31`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "manual"] }],
  },
  {
    id: "b93-pagination",
    build: (s) =>
      s
        .user(
          "the ticket list is super slow with 3000 tickets, Priya said add pagination. should I do normal page numbers or infinite scroll with hx-trigger=revealed? which one is easier",
        )
        .assistant(
          'Both are straightforward. Infinite scroll: the last row gets `hx-get` for the next page with `hx-trigger="revealed"` and `hx-swap="afterend"`. Page numbers: Django\'s `Paginator` plus links that target the table. Infinite scroll feels smoother for browsing.',
        )
        .user("ok lets do infinite scroll then")
        .file("Edit", "templates/tickets/_partials/table.html")
        .assistant('I have added a sentinel row with `hx-trigger="revealed"` that loads the next 50 tickets.')
        .user(
          "ugh. just showed it to Priya and she says support staff need to jump to a page and share links to it, so scrap the infinite scroll. we're doing classic page numbers with django's Paginator, 50 per page, page in the query string",
        )
        .file("Edit", "tickets/views.py")
        .file("Edit", "templates/tickets/_partials/table.html")
        .bash("make test", "======================== 216 passed in 38.77s ========================")
        .assistant(
          "Done: the revealed trigger is gone; `ticket_list` uses `Paginator(qs, 50)` with `?page=N`, and the pager links keep the filter params. All 216 tests pass.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["paginator"] }],
  },
  {
    id: "b93-standup-summary",
    build: (s) =>
      s
        .user("morning ☕ can you summarize what I changed this week? I need it for standup")
        .bash(
          "git log --since='5 days ago' --author=jun --oneline",
          "9c1e2f3 fix sla badge color\n7d20e31 send_digest management command\n52aa0b1 paginate ticket list\n1e4f8c7 filter table via htmx",
        )
        .assistant(
          "This week you:\n- filtered the ticket table via htmx\n- paginated the ticket list\n- added the `send_digest` management command\n- fixed the SLA badge colour",
        )
        .user("perfect, thats more than I thought lol")
        .assistant("It's a solid week.")
        .user("ok ill paste it in. thanks")
        .assistant("Good luck at standup!")
        .stop(),
    planted: [],
  },
  {
    id: "b93-flaky-sla",
    build: (s) =>
      s
        .user("test_ticket_sla_breach fails sometimes on CI but never locally?? what is going on")
        .bash(
          "make test ARGS='-k sla_breach --count=30 -p no:randomly'",
          "FAILED tickets/tests/test_sla.py::test_ticket_sla_breach[17-30] - assert False is True\n  due_at=2026-11-25 00:00:00+00:00 now=2026-11-24 23:59:59.999812+00:00\n=================== 1 failed, 29 passed in 6.02s ===================",
          1,
        )
        .assistant("It fails about 1 in 30 runs locally too. My guess is a timing issue around `timezone.now()`. Let me read the SLA code.")
        .file("Read", "tickets/sla.py")
        .assistant(
          "Confirmed: `is_breached()` calls `timezone.now()` itself, while the test builds `due_at` from its own earlier `timezone.now()`. When the two calls straddle the boundary the comparison flips. The root cause is that `sla.py` reads the clock twice instead of taking one `now`.",
        )
        .user(
          "omg ok. so the flakiness is the double timezone.now() in sla.py, good to know. I dont have time to fix it properly today, Priya wants it in next sprint: refactor is_breached to take now as a parameter. can you just mark the test xfail for now",
        )
        .file("Edit", "tickets/tests/test_sla.py")
        .assistant("I've marked `test_ticket_sla_breach` as `xfail(strict=False)` with a comment pointing at the clock issue.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["timezone.now", "sla"] },
      { kind: "task", keys: ["is_breached"] },
    ],
  },
  {
    id: "b93-search-curious",
    build: (s) =>
      s
        .user("i think the search is slow because of the icontains? maybe we need an index? or is it the N+1 on assignee? idk")
        .assistant(
          "Both are plausible. I could run `EXPLAIN ANALYZE` on the search query to see whether it's a sequential scan, and check the query count with the debug toolbar.",
        )
        .user("nah dont bother, I was just curious, nobody complained about it")
        .assistant("Okay.")
        .user("what's a trigram index anyway")
        .assistant(
          "A trigram index (`pg_trgm` with a GIN or GiST index) splits text into three-character chunks so Postgres can use an index for `LIKE '%foo%'` and similarity searches, which a normal B-tree index can't.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b93-smtp-secret",
    build: (s) =>
      s
        .user("where do secrets go in this project? I need to add the SMTP password for the digest emails")
        .bash("ls config/settings", "__init__.py\nbase.py\ndev.py\nprod.py\ntest.py")
        .file("Read", "config/settings/base.py")
        .assistant(
          "`base.py` reads configuration with `env()` from django-environ, and `dev.py` additionally loads a `.env` file if one exists. I don't see where production values come from in this repository.",
        )
        .user(
          "Marcus says secrets live in Vault under secret/tickets/<env> and the pods get them as env vars. and never put secrets in .env files that get committed, he was very serious about that. so just add SMTP_PASSWORD to the env() reads",
        )
        .file("Edit", "config/settings/base.py")
        .bash("git diff --stat", " config/settings/base.py | 2 ++\n 1 file changed, 2 insertions(+)")
        .assistant('I added `EMAIL_HOST_PASSWORD = env("SMTP_PASSWORD", default="")` to `base.py`.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["django-environ"] },
      { kind: "fact", keys: ["vault"] },
      { kind: "instruction", keys: [".env"] },
    ],
  },
  {
    id: "b93-migration-name",
    build: (s) =>
      s
        .user("makemigrations gave me 0014_auto_20261125_1012.py, and the reviewer complained about a name like that last time")
        .bash(
          "ls tickets/migrations | tail -4",
          "0011_ticket_sla_due_at.py\n0012_team_digest_enabled.py\n0013_ticket_priority_index.py\n0014_auto_20261125_1012.py",
        )
        .assistant("The existing migrations all have descriptive names. Would you like me to regenerate this one with a name?")
        .user("yes please. rule from Tomasz: always pass --name to makemigrations, auto_ names never get merged")
        .bash(
          "rm tickets/migrations/0014_auto_20261125_1012.py && python manage.py makemigrations tickets --name ticket_closed_reason",
          "Migrations for 'tickets':\n  tickets/migrations/0014_ticket_closed_reason.py\n    - Add field closed_reason to ticket",
        )
        .assistant("Regenerated as `0014_ticket_closed_reason.py`.")
        .user(
          "ty. one more for my list: migration 0009 has a RunPython without a reverse function, Tomasz flagged it, I need to add reverse_code=noop to it at some point, not today",
        )
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["--name"] },
      { kind: "task", keys: ["0009", "reverse"] },
    ],
  },
  {
    id: "b93-run-tests-only",
    build: (s) =>
      s
        .user("run the tests pls")
        .bash(
          "make test",
          "======================== 218 passed, 2 warnings in 40.11s ========================\nWARNING: this settings module must never be used in production",
        )
        .assistant("All 218 tests pass, with two warnings: the test settings banner and a deprecation warning.")
        .user("what does the settings banner mean")
        .assistant("I haven't looked at where it comes from; it's probably just a reminder printed by the test settings.")
        .user("oh ok fine")
        .assistant("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b93-dropdown-menu",
    build: (s) =>
      s
        .user("I need a little dropdown menu on each ticket row (edit / close / reassign). do I need javascript for that? Alpine maybe?")
        .assistant(
          'Alpine.js would make it a few attributes: `x-data="{ open: false }"` and `@click`. It\'s about 15 kB. Alternatively a plain `<details>`/`<summary>` element gives open/close with no JavaScript at all.',
        )
        .bash("grep -n '<script' templates/base.html", "9:  <script src=\"{% static 'js/htmx.min.js' %}\" defer></script>")
        .user("Priya said no new JS libs without asking her, and she'd rather not. ok so lets go with the details element for the row dropdown, no alpine")
        .file("Edit", "templates/tickets/_partials/row.html")
        .file("Edit", "static/css/app.css")
        .assistant('I have added a `<details class="row-menu">` dropdown to each row with edit, close and reassign links, styled in `app.css`.')
        .stop(),
    planted: [{ kind: "decision", keys: ["details", "dropdown"] }],
  },
  {
    id: "b93-codeowners",
    build: (s) =>
      s
        .user("who do i ask about the LDAP sync deleting our test users on staging?")
        .assistant("I'll check whether the repository has a CODEOWNERS file.")
        .bash("cat CODEOWNERS", "/accounts/   @dana-k\n/tickets/    @priya-s @tomasz-w\n/ops/        @marcus-l\n/config/     @marcus-l")
        .assistant("According to CODEOWNERS, `/accounts/` belongs to @dana-k; the sync code is likely there.")
        .bash("ls accounts/management/commands", "sync_hr_users.py")
        .user("yep Dana owns the accounts app and the HR sync. she's in the Berlin office so she's offline after like 4pm our time")
        .assistant("Good to know.")
        .user("remind me to ping Dana on monday about the sync deleting the staging test users, it's friday and she's gone already")
        .stop("Okay: on Monday, ping Dana about `sync_hr_users` deleting test users on staging."),
    planted: [
      { kind: "fact", keys: ["dana", "accounts"] },
      { kind: "fact", keys: ["berlin"] },
      { kind: "task", keys: ["monday", "dana"] },
    ],
  },
  {
    id: "b93-rewrite-react",
    build: (s) =>
      s
        .user("honest question, should we switch the whole thing to DRF + react? the htmx stuff is confusing me sometimes")
        .assistant(
          "It's a big trade: React adds a build step, a separate API layer and client state, while htmx keeps the rendering on the server. For an internal tool the current approach is usually simpler.",
        )
        .user("actually no scratch that, forget I asked, Priya would kill me lol")
        .assistant("No problem!")
        .user("can you explain how hx-target gets inherited instead")
        .assistant(
          'Most htmx attributes are inherited: if a parent `<div hx-target="#detail">` is set, every `hx-get` inside it swaps into `#detail` unless it sets its own `hx-target`.',
        )
        .stop(),
    planted: [],
  },
  {
    id: "b93-ruff-lint",
    build: (s) =>
      s
        .user("CI failed on lint, what is this")
        .bash(
          "make lint",
          "ruff check .\ntickets/views.py:14:1: I001 [*] Import block is un-sorted or un-formatted\nFound 1 error.\n[*] 1 fixable with the `--fix` option.",
          1,
        )
        .assistant("Ruff's import-sorting rule flagged `tickets/views.py`. I'll fix it and format.")
        .bash("ruff check --fix . && ruff format .", "Found 1 error (1 fixed, 0 remaining).\n3 files reformatted, 61 files left unchanged")
        .file("Read", "pyproject.toml")
        .assistant("Fixed. For reference, `pyproject.toml` sets ruff's line-length to 120, so lines up to 120 characters are fine here.")
        .user("thx. ok new habit: before every push we run make lint, please do that for me whenever we're about to push, I hate red CI")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make lint"] },
      { kind: "fact", keys: ["line-length", "120"] },
    ],
  },
  {
    id: "b93-backlog",
    build: (s) =>
      s
        .user(
          "Priya wants CSV export for the ticket list but not this sprint. can you put it in docs/BACKLOG.md so I dont forget. and also next sprint we need to add an audit log for ticket status changes, she mentioned it in planning",
        )
        .file("Edit", "docs/BACKLOG.md")
        .bash(
          "git diff docs/BACKLOG.md",
          "+- [ ] TODO: CSV export of the ticket list (filters applied)\n+- [ ] TODO: audit log for ticket status changes (next sprint)",
        )
        .assistant("I have added both entries to `docs/BACKLOG.md`.")
        .user("great thanks")
        .stop(),
    planted: [
      { kind: "task", keys: ["csv export"] },
      { kind: "task", keys: ["audit log"] },
    ],
  },
  {
    id: "b93-commit-badge",
    build: (s) =>
      s
        .assistant("I have updated the SLA badge to use `badge--danger` when the ticket is breached. The tests pass.")
        .user("ok good. did you change anything in settings?")
        .bash("git status --short", " M templates/tickets/_partials/row.html\n M static/css/app.css")
        .assistant("No, only `row.html` and `app.css` changed.")
        .user("cool, commit it with message 'fix sla badge color'")
        .bash("git commit -am 'fix sla badge color'", "[jun/sla-badge 9c1e2f3] fix sla badge color\n 2 files changed, 4 insertions(+), 2 deletions(-)")
        .assistant("Committed as `9c1e2f3`.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-attachments",
    build: (s) =>
      s
        .user("tickets need file attachments now. do I store them in the db as blobs? or on disk? I really dont know whats normal")
        .assistant(
          "Storing blobs in Postgres works but bloats backups. The usual choice is object storage via `django-storages`. Let me check what's configured.",
        )
        .bash("grep -rn -i 'storage\\|client_max_body_size' config/ deploy/", "deploy/nginx.conf:12:    client_max_body_size 10m;")
        .assistant(
          "No storage backend is configured yet. Also note: nginx caps request bodies with `client_max_body_size 10m` in `deploy/nginx.conf`, so uploads over 10 MB are rejected before they reach Django.",
        )
        .user("oh good catch. I asked Priya: we're putting attachments in the MinIO bucket that ops already runs, via django-storages S3 backend. not the db")
        .file("Edit", "config/settings/base.py")
        .file("Edit", "requirements.txt")
        .assistant('I have added `django-storages[s3]` and configured `STORAGES["default"]` for the MinIO endpoint, reading the keys from env.')
        .stop(),
    planted: [
      { kind: "decision", keys: ["minio"] },
      { kind: "fact", keys: ["client_max_body_size"] },
    ],
  },
  {
    id: "b93-git-main-oops",
    build: (s) =>
      s
        .user("help I think I messed up git, I committed to main locally 😭")
        .bash("git status -sb", "## main...origin/main [ahead 1]")
        .assistant(
          "Your local `main` is one commit ahead of `origin/main`. I can move that commit to a new branch and reset `main` back to `origin/main`. Want me to?",
        )
        .user("yes pls")
        .bash(
          "git branch fix-header && git reset --hard origin/main && git switch fix-header",
          "HEAD is now at 7d20e31 Merge branch 'jun/digest-cmd' into 'main'\nSwitched to branch 'fix-header'",
        )
        .assistant("Done. Your commit is on `fix-header` and `main` matches `origin/main` again.")
        .user("phew thank you so much")
        .assistant("Anytime.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-edit-permission",
    build: (s) =>
      s
        .user("for the 'only team members can edit a ticket' thing, should I use django-guardian for object permissions? I saw it on a blog")
        .assistant("I'll check whether it's installed first.")
        .bash("pip freeze | grep -i guardian", "", 1)
        .assistant(
          "It isn't installed. For one rule like this, a small helper may be enough: `def can_edit_ticket(user, ticket): return ticket.team_id in user.team_ids()`, called from the views and the template. django-guardian adds a table of per-object grants you'd have to keep in sync.",
        )
        .user("ok going with your helper approach, no guardian. put it in tickets/permissions.py as can_edit_ticket")
        .file("Write", "tickets/permissions.py")
        .file("Edit", "tickets/views.py")
        .bash("make test", "======================== 221 passed in 40.53s ========================")
        .assistant("I have added `can_edit_ticket` in `tickets/permissions.py` and used it in `ticket_edit`. All 221 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["can_edit_ticket"] }],
  },
  {
    id: "b93-commit-jira",
    build: (s) =>
      s
        .user(
          "can you commit this for me? and btw Tomasz wants commit messages to start with the jira key like TOOLS-123, I keep forgetting, so always do that when you commit for me. this one is TOOLS-412",
        )
        .bash(
          "git add -A && git commit -m 'TOOLS-412: team members only can edit tickets'",
          "[jun/edit-perm a4b0c19] TOOLS-412: team members only can edit tickets\n 3 files changed, 41 insertions(+), 3 deletions(-)",
        )
        .assistant("Committed as `a4b0c19` with the message `TOOLS-412: team members only can edit tickets`.")
        .user("👍")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jira"] }],
  },
  {
    id: "b93-hx-indicator",
    build: (s) =>
      s
        .user("how do i show a spinner while the table loads")
        .assistant(
          'Add `hx-indicator="#table-spinner"` on the element making the request, and give the spinner the `htmx-indicator` class; htmx toggles `htmx-request` on it during the request.',
        )
        .user("does it need css?")
        .assistant(
          "htmx injects default CSS for `.htmx-indicator` (opacity 0, and 1 while a request is in flight) unless `htmx.config.includeIndicatorStyles` is false.",
        )
        .user("ok cool trying it now")
        .assistant("Sounds good!")
        .stop(),
    planted: [],
  },
  {
    id: "b93-date-format",
    build: (s) =>
      s
        .user("how should dates show in the ticket table? right now its the ugly default '2026-11-24 10:02:11.123+00:00'")
        .assistant("I'd suggest relative times with `humanize`'s `naturaltime` (\"3 hours ago\"), with the exact time in a `title` tooltip.")
        .user(
          "hmm Priya says support needs exact times to match the phone logs. ok so decided: absolute dates everywhere, format 'd M Y H:i' in the user's timezone, no naturaltime",
        )
        .file("Edit", "templates/tickets/_partials/row.html")
        .file("Edit", "templates/tickets/detail.html")
        .bash("make test", "======================== 221 passed in 39.96s ========================")
        .assistant('Rows and the detail page now render `{{ ticket.created_at|date:"d M Y H:i" }}` with the user\'s timezone activated by the middleware.')
        .user("follow-up for later, not now: the digest email template still uses naturaltime, that needs switching to the same format too")
        .stop("Okay."),
    planted: [
      { kind: "decision", keys: ["d m y"] },
      { kind: "task", keys: ["digest", "naturaltime"] },
    ],
  },
  {
    id: "b93-fulltext-search",
    build: (s) =>
      s
        .user("ok so search IS slow now, support complained. what are the options")
        .bash('python manage.py shell -c "from tickets.models import Ticket; print(Ticket.objects.count())"', "1204331")
        .assistant(
          "The tickets table has about 1.2M rows, so `icontains` on title and body does a sequential scan. Options: Postgres full-text search with `SearchVector` and a GIN index, `pg_trgm` trigram indexes, or an external engine like Elasticsearch.",
        )
        .user(
          "Priya ok'd Postgres full text search with SearchVector for the ticket search, she said absolutely no elasticsearch. but the GIN index migration has to be run by Marcus in the maintenance window on thursday because the table is huge, so thats a task for thursday",
        )
        .file("Edit", "tickets/views.py")
        .bash(
          "python manage.py makemigrations tickets --name ticket_search_gin",
          "Migrations for 'tickets':\n  tickets/migrations/0015_ticket_search_gin.py\n    - Create index ticket_search_gin on SearchVector(title, body)",
        )
        .assistant(
          'The search view now uses `SearchVector("title", "body")` with a `SearchQuery`, and migration `0015_ticket_search_gin` is ready but not applied.',
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["searchvector"] },
      { kind: "task", keys: ["gin", "thursday"] },
      { kind: "fact", keys: ["1.2m"] },
    ],
  },
  {
    id: "b93-hx-boost",
    build: (s) =>
      s
        .user("should I turn on hx-boost on the body? I read it makes everything feel like an SPA for free")
        .assistant(
          "`hx-boost` turns every link and form into an AJAX request that swaps the body. It's cheap to try, but it can break pages that run scripts on load and it changes how the back button and focus behave.",
        )
        .bash("grep -rn 'hx-boost' templates/ | wc -l", "0")
        .user(
          "talked to Priya, decided: no hx-boost globally, only explicit hx-get on the parts that need it. she also said every htmx endpoint needs a test that sends the HX-Request header, so I'll do that from now on",
        )
        .file("Edit", "tickets/tests/test_views.py")
        .bash("make test ARGS='-k htmx'", "======================== 6 passed, 215 deselected in 3.10s ========================")
        .assistant("I added HX-Request tests for `ticket_list` and `ticket_row`. All 6 htmx tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hx-boost"] },
      { kind: "instruction", keys: ["hx-request", "test"] },
    ],
  },
  {
    id: "b93-demo-fixtures",
    build: (s) =>
      s
        .user("my dev db is empty, how do I get some data in it?")
        .bash("ls fixtures/", "demo_teams.json\ndemo_tickets.json")
        .bash("make up && python manage.py loaddata demo_teams demo_tickets", "Installed 340 object(s) from 2 fixture(s)")
        .assistant("I loaded the demo fixtures: 340 objects across teams and tickets.")
        .user(
          "nice. fyi the demo fixtures are old, they don't have the priority field so every demo ticket shows up as 'normal'. TODO for me: regenerate demo_tickets.json with real priorities when I have time",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fixtures", "priority"] },
      { kind: "task", keys: ["regenerate", "demo_tickets"] },
    ],
  },
  {
    id: "b93-live-updates",
    build: (s) =>
      s
        .user("for live updates on the ticket detail page (new comments), should i use polling or websockets with channels?")
        .bash(
          "grep -rn 'ASGI\\|gunicorn' config/ deploy/ | head -3",
          "deploy/Procfile:1:web: gunicorn config.wsgi --workers 4\nconfig/wsgi.py:1:WSGI config for tickets project.",
        )
        .assistant(
          'The app runs under gunicorn with WSGI, so Channels would need an ASGI server and Redis for the channel layer. Polling with `hx-trigger="every 30s"` on the comments block needs nothing new.',
        )
        .user("yeah polling it is, every 30s is plenty for support")
        .file("Edit", "templates/tickets/detail.html")
        .assistant('The comments block now reloads with `hx-get` and `hx-trigger="every 30s"`.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["gunicorn"] },
      { kind: "decision", keys: ["polling", "30s"] },
    ],
  },
  {
    id: "b93-not-found",
    build: (s) =>
      s
        .user("what should happen if someone opens a ticket from a team they're not in? right now it shows it lol")
        .assistant("Two common choices: a 403 Forbidden, or a 404 so the page doesn't reveal that the ticket exists.")
        .user("Tomasz said 404, don't leak that the ticket exists. ok lets do the 404")
        .file("Edit", "tickets/views.py")
        .bash("make test", "======================== 223 passed in 41.20s ========================")
        .assistant("`ticket_detail` now raises `Http404` when `can_edit_ticket` and the team check fail. All 223 tests pass.")
        .user(
          "ok I'm logging off. left for tomorrow:\n1) the export button still shows for read-only users, needs hiding\n2) test for can_edit_ticket with a user who is in two teams",
        )
        .stop("Good night!"),
    planted: [
      { kind: "decision", keys: ["404"] },
      { kind: "task", keys: ["read-only"] },
      { kind: "task", keys: ["two teams"] },
    ],
  },
  {
    id: "b93-select-related",
    build: (s) =>
      s
        .user("reviewer says my list view does 51 queries. what")
        .bash(
          "make test ARGS='-k list_query_count'",
          "FAILED tickets/tests/test_views.py::test_list_query_count - AssertionError: 51 queries executed, 3 expected",
          1,
        )
        .assistant("The row template reads `ticket.team.name` for each ticket, so each row triggers a query. I'll check whether a queryset helper exists.")
        .bash(
          "grep -n 'def with_related' -A3 tickets/querysets.py",
          '8:    def with_related(self):\n9-        return self.select_related("team", "created_by")',
        )
        .assistant("`TicketQuerySet.with_related()` in `tickets/querysets.py` already does the `select_related` for team and created_by.")
        .file("Edit", "tickets/views.py")
        .bash("make test ARGS='-k list_query_count'", "======================== 1 passed, 222 deselected in 1.41s ========================")
        .user("oh nice. Tomasz's rule btw: any queryset that goes into a template has to use select_related for the FKs it shows. I'll stick to that")
        .stop("Understood; the list view now uses `with_related()`."),
    planted: [
      { kind: "fact", keys: ["with_related"] },
      { kind: "instruction", keys: ["select_related", "template"] },
    ],
  },
  {
    id: "b93-icons",
    build: (s) =>
      s
        .user("the close button needs an icon. we have font awesome loaded in base.html, can i just use that")
        .bash(
          "grep -rn 'font-awesome\\|heroicons' templates/ | head",
          'templates/base.html:7:  <link rel="stylesheet" href="https://cdn.example.com/font-awesome/6.4/all.min.css">\ntemplates/icons/x-mark.svg:1:<!-- heroicons outline -->',
        )
        .assistant("Both are present: Font Awesome from a CDN in `base.html`, and some inline heroicons SVGs in `templates/icons/`.")
        .user(
          "asked Priya, she said we're standardising on inline heroicons via {% include 'icons/...' %} and font awesome is going away. so heroicons for the close button. and remind me next week to replace the remaining font awesome icons in base.html and remove the CDN link",
        )
        .file("Edit", "templates/tickets/_partials/row.html")
        .assistant("The close button now includes `icons/x-mark.svg`.")
        .user("also she said never hardcode paths in hx-get, always {% url %} names. I had '/tickets/5/close' somewhere, can you fix it")
        .file("Edit", "templates/tickets/_partials/row.html")
        .assistant("Replaced it with `{% url 'tickets:close' ticket.pk %}`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["heroicons"] },
      { kind: "task", keys: ["font awesome"] },
      { kind: "instruction", keys: ["hardcode"] },
    ],
  },
  {
    id: "b93-toasts",
    build: (s) =>
      s
        .user("how do I show a 'ticket saved' toast after an htmx form submit? django messages dont show because the page doesnt reload")
        .assistant(
          "One approach: a small middleware that, on htmx responses, moves pending Django messages into an `HX-Trigger` header with a `showMessage` event, and a listener in `base.html` that renders the toast. Another is an out-of-band swap of a `#messages` div.",
        )
        .user("the HX-Trigger showMessage one sounds cleaner, lets do that. that's how we'll do toasts everywhere")
        .file("Write", "core/middleware.py")
        .file("Edit", "config/settings/base.py")
        .file("Edit", "templates/base.html")
        .bash("make test", "======================== 225 passed in 41.88s ========================")
        .assistant("Added `HtmxMessagesMiddleware` and a `showMessage` listener in `base.html`. All 225 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["showmessage"] }],
  },
  {
    id: "b93-closed-reason-field",
    build: (s) =>
      s
        .user(
          "I need to add a closed_reason choice field to Ticket. can you do it? and pls explain things with a tiny code example instead of long paragraphs, the long explanations confuse me. that goes for everything btw",
        )
        .assistant(
          'Okay. Here\'s the shape:\n```python\nclass ClosedReason(models.TextChoices):\n    FIXED = "fixed"\n    DUPLICATE = "duplicate"\n    WONTFIX = "wontfix"\n```\nThen `closed_reason = models.CharField(max_length=16, choices=ClosedReason.choices, blank=True)`.',
        )
        .file("Edit", "tickets/models.py")
        .bash(
          "python manage.py makemigrations tickets --name ticket_closed_reason_choices",
          "Migrations for 'tickets':\n  tickets/migrations/0016_ticket_closed_reason_choices.py\n    - Alter field closed_reason on ticket",
        )
        .assistant("Should I also apply it with `migrate`?")
        .user(
          "yes but only locally. and in general: only ever run migrate against my local docker db, never with staging or prod settings, even if I ask in a hurry",
        )
        .bash(
          "python manage.py migrate tickets",
          "Operations to perform:\n  Apply all migrations: tickets\nRunning migrations:\n  Applying tickets.0016_ticket_closed_reason_choices... OK",
        )
        .assistant("Applied `0016_ticket_closed_reason_choices` to the local database.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["code example"] },
      { kind: "instruction", keys: ["migrate", "local"] },
    ],
  },
  {
    id: "b93-validation-place",
    build: (s) =>
      s
        .user("where should the 'due date cant be in the past' check go? the form? the model? both?? 😵")
        .assistant("I'd put it in `TicketForm.clean()`, since that's where the user input arrives and errors show next to the field.")
        .file("Read", "tickets/forms.py")
        .user(
          "hmm Tomasz prefers the model so the admin and the API get it too. ok decided, validation goes in Ticket.clean() and the form just calls full_clean like normal",
        )
        .file("Edit", "tickets/models.py")
        .bash("make test ARGS='-k due_date'", "======================== 4 passed, 223 deselected in 2.02s ========================")
        .assistant("The past-due check now lives in `Ticket.clean()`; the `ModelForm` triggers it through `full_clean()`. The 4 due-date tests pass.")
        .user("there's also old validation in TicketForm.clean_due_at that should move to the model too, but that's for next week, I'm out of time")
        .stop("Okay, I'll leave `clean_due_at` as it is for now."),
    planted: [
      { kind: "decision", keys: ["ticket.clean"] },
      { kind: "task", keys: ["clean_due_at"] },
    ],
  },
  {
    id: "b93-delete-ticket",
    build: (s) =>
      s
        .user("should 'delete ticket' actually delete the row from the db?")
        .assistant(
          "There are two usual options: a hard delete (`ticket.delete()`), or a soft delete where the row stays and a flag hides it. Which do you prefer?",
        )
        .user("hard delete i guess? simpler")
        .file("Edit", "tickets/views.py")
        .assistant("I have made `ticket_delete` call `ticket.delete()` and redirect to the list.")
        .user("wait no, sorry, Priya says audit needs the rows. so soft delete, with an archived_at timestamp, not a boolean. can you redo it")
        .file("Edit", "tickets/models.py")
        .file("Edit", "tickets/views.py")
        .bash(
          "python manage.py makemigrations tickets --name ticket_archived_at && make test",
          "Migrations for 'tickets':\n  tickets/migrations/0017_ticket_archived_at.py\n    - Add field archived_at to ticket\n======================== 229 passed in 42.35s ========================",
        )
        .assistant("Redone: `ticket_delete` sets `archived_at = timezone.now()`, and the default manager excludes archived tickets. All 229 tests pass.")
        .user("thanks. the django admin still lists archived tickets though, we need a list_filter for that later, not today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["archived_at"] },
      { kind: "task", keys: ["admin", "archived"] },
    ],
  },
  {
    id: "b93-rq-queue",
    build: (s) =>
      s
        .user("the attachment thumbnail job never runs on staging?? it works on my machine")
        .bash("ssh tickets-staging 'python manage.py rqstats --raw'", "queue     jobs  workers\ndefault   37    0\nlow       0     2\nhigh      0     0")
        .assistant(
          "On staging there are 37 jobs waiting on the `default` queue and no workers for it; the 2 workers are on `low`. Maybe the worker command is configured with `low` only?",
        )
        .user(
          "yep Marcus confirmed, on staging and prod the rq workers only listen on the 'low' queue, nobody consumes default there. so from now on enqueue background jobs with django_rq.get_queue('low'), never the default queue",
        )
        .file("Edit", "tickets/attachments.py")
        .bash("make test ARGS='-k thumbnail'", "======================== 2 passed, 227 deselected in 1.88s ========================")
        .assistant('The thumbnail job now goes through `django_rq.get_queue("low")`.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["low", "queue"] },
      { kind: "instruction", keys: ["get_queue"] },
    ],
  },
  {
    id: "b93-css-framework",
    build: (s) =>
      s
        .user("are we using tailwind? the form looks kinda bad and tailwind would make it easy i think")
        .bash(
          "ls static/css && grep -n 'stylesheet' templates/base.html",
          'app.css\npico.min.css\n6:  <link rel="stylesheet" href="{% static \'css/pico.min.css\' %}">\n8:  <link rel="stylesheet" href="{% static \'css/app.css\' %}">',
        )
        .assistant("No Tailwind; the base is Pico.css plus `app.css`. Adding Tailwind would mean a Node build step in the Docker image.")
        .user(
          "ok we talked about it in the team meeting today: no tailwind, we stay on Pico.css. and any class of our own in app.css gets the tk- prefix so it never clashes with pico",
        )
        .file("Edit", "static/css/app.css")
        .file("Edit", "templates/tickets/_partials/form.html")
        .assistant("I restyled the form with Pico's grid and added `.tk-form-actions` in `app.css`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pico"] },
      { kind: "instruction", keys: ["tk-"] },
    ],
  },
  {
    id: "b93-release-notes",
    build: (s) =>
      s
        .user("how does a release to prod even happen here? I've never seen one")
        .bash(
          "git tag --sort=-v:refname | head -3 && grep -n -A3 'deploy_prod:' .gitlab-ci.yml",
          "v1.3.2\nv1.3.1\nv1.3.0\n52:deploy_prod:\n53-  stage: deploy\n54-  only: [tags]\n55-  script: ./ops/deploy.sh prod",
        )
        .assistant(
          "Prod is deployed by the `deploy_prod` job, which runs only for git tags; the latest tag is `v1.3.2`. So a release means pushing a new `vX.Y.Z` tag.",
        )
        .user("ok cool. Priya asked me to own the v1.4 release 😬 so TODO before friday: write the release notes for v1.4 in CHANGELOG.md")
        .file("Read", "CHANGELOG.md")
        .assistant("`CHANGELOG.md` has an `Unreleased` section with 3 entries so far.")
        .user("and after 1.4 is out we need to delete the old /reports/legacy view, Priya said it can go once the new list is live")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["deploy_prod", "tag"] },
      { kind: "task", keys: ["release notes"] },
      { kind: "task", keys: ["legacy"] },
    ],
  },
  {
    id: "b93-ticket-urls",
    build: (s) =>
      s
        .user(
          "support keeps asking for links like 'ticket 1234' but our urls use the pk, which is a different number from what they see. what should the url use?",
        )
        .file("Read", "tickets/models.py")
        .assistant("`Ticket` has a `number` field shown as `TCK-<number>` in the UI. Options: keep `/tickets/<pk>/`, use `/tickets/TCK-1234/`, or a UUID.")
        .user("ok lets go with TCK-1234 style in urls, using the number field, not the pk. Priya agreed")
        .file("Edit", "tickets/urls.py")
        .file("Edit", "tickets/views.py")
        .assistant("I could also add `django-hashid-field` to obfuscate the numbers if you want.")
        .user("no! Priya always wants me to ask her before adding anything to requirements.txt, so please ask me first before you add any package, every time")
        .assistant("Understood, no new package. The URLs now use `<str:ticket_ref>` parsed as `TCK-<number>`.")
        .bash("make test", "======================== 231 passed in 43.01s ========================")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tck-"] },
      { kind: "instruction", keys: ["requirements.txt"] },
    ],
  },
  {
    id: "b93-lazy-querysets",
    build: (s) =>
      s
        .user("when does a queryset actually hit the database? i thought Ticket.objects.filter() runs the query")
        .assistant("`filter()` only builds the query. It runs when you iterate it, slice it with a step, call `len()`, `list()`, `bool()`, or print it.")
        .user("does .count() hit the db?")
        .assistant("Yes, `.count()` runs a `SELECT COUNT(*)` unless the queryset has already been evaluated, in which case it uses the cached results.")
        .user("ok wow ok. thx")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-mypy-idea",
    build: (s) =>
      s
        .assistant("While I was in `views.py` I noticed there are no type hints. We could add mypy with django-stubs to CI if you like.")
        .user("hmm maybe? idk, I'd have to ask Priya and she's busy. not now")
        .assistant("Sure.")
        .user("can you just rename the variable `t` to `ticket` in ticket_detail, it's confusing")
        .file("Edit", "tickets/views.py")
        .assistant("Renamed `t` to `ticket` in `ticket_detail`.")
        .stop(),
    planted: [],
  },
  {
    id: "b93-log-warning",
    build: (s) =>
      s
        .user(
          "I saw this in my runserver output, should I worry?\n```\nWARNING environ: Engine not recognized from url; always falling back to default\nTODO(upstream): remove fallback in 0.12\n```",
        )
        .assistant(
          "It's a warning from django-environ when it parses a database URL it doesn't recognise; here it probably comes from the `CACHE_URL` in your local `.env`. Your app still starts.",
        )
        .user("so not our problem?")
        .assistant("Probably not, but I can't be sure without seeing your `.env`.")
        .user("eh fine, leaving it")
        .assistant("Okay.")
        .stop(),
    planted: [],
  },
];

export const BLIND93 = plantedSet(BLIND93_SESSIONS, Date.UTC(2026, 10, 21, 9));
