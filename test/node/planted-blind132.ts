/**
 * Blind planted set 132 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a full-stack developer at a health-tech startup (Django REST backend, React frontend), careful
 * about HIPAA: explains context at length, asks the agent's opinion before deciding, and relays what the
 * compliance officer (Renata) said.
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 18 instructions,
 * 16 facts, 16 tasks) in 53 sessions, 13 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND132_SESSIONS: BlindSession[] = [
  {
    id: "b132-phi-logging",
    build: (s) =>
      s
        .user(
          "ok so some context before we touch anything. Renata (our compliance officer) did a review of the Sentry events last week and found patient names in a couple of exception messages, because the serializer errors echo the submitted value back. She was not happy. What I'd like to do is scrub request bodies before they ever leave the box. Do you think before_send in the Sentry SDK is the right hook for that or is there something better?",
        )
        .assistant(
          "before_send is the usual place: it sees the whole event dict, so you can drop request.data and replace exception values. The alternative is a logging filter, but that only covers the logging integration, not unhandled exceptions. I'd go with before_send plus send_default_pii=False.",
        )
        .user("ok, let's do the before_send scrubber then, and send_default_pii=False. go ahead")
        .file("Edit", "backend/config/sentry.py")
        .bash("cd backend && pytest tests/test_sentry_scrub.py -q", "....                                                   [100%]\n4 passed in 0.41s")
        .assistant(
          "Added scrub_event in config/sentry.py and wired it as before_send; the four new tests check that request bodies and serializer error values are replaced with [redacted].",
        )
        .user(
          "great. and from now on, please: no PHI in any log line or exception message, ever. if you need to identify a patient in a log, use the patient's internal UUID, not MRN, not name, not DOB. Renata was very explicit about the MRN part",
        )
        .stop("Understood, I'll log only the internal UUID."),
    planted: [
      { kind: "decision", keys: ["before_send"] },
      { kind: "instruction", keys: ["uuid", "log"] },
    ],
  },
  {
    id: "b132-test-runner",
    build: (s) =>
      s
        .user("can you run the backend tests? I changed the appointment model this morning and I want to know if I broke something before standup")
        .bash(
          "cd backend && python manage.py test",
          'django.db.utils.OperationalError: could not connect to server: Connection refused\n\tIs the server running on host "localhost" (127.0.0.1) and accepting TCP/IP connections on port 5432?',
          1,
        )
        .assistant("The Django test runner can't reach Postgres on 5432. Is the database supposed to be running locally, or do you use a container?")
        .user(
          "ah right, sorry, I should have said. We run tests with `make test` which brings up the docker-compose postgres on port 5440 and runs pytest with the right settings module. Never use manage.py test directly, the settings it picks up are the dev ones and it'll try to hit the real local db.",
        )
        .bash(
          "make test",
          "docker compose -f docker-compose.test.yml up -d db\npytest --ds=config.settings.test -q\n........................................................ [ 92%]\n.....                                                    [100%]\n61 passed in 14.2s",
        )
        .assistant("All 61 pass with `make test`; the appointment model change looks fine.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make test"] },
      { kind: "fact", keys: ["5440"] },
    ],
  },
  {
    id: "b132-chitchat-standup",
    build: (s) =>
      s
        .user("morning! slow start today, our standup ran 40 minutes because someone brought up the office plants again")
        .assistant("Sounds like a long one. What would you like to look at first?")
        .user("honestly not sure yet. maybe just give me a quick overview of what's in the frontend/src/features folder, I haven't been in there in a while")
        .bash("ls frontend/src/features", "appointments\nauth\nbilling\nintake\nmessaging\npatients\nsettings")
        .assistant(
          "Seven feature folders: appointments, auth, billing, intake, messaging, patients and settings. Each has its own components/ and api.ts as far as I can see.",
        )
        .user("cool thanks, that's what I remembered. I'll grab a coffee and come back")
        .stop("Sure, I'll be here."),
    planted: [],
  },
  {
    id: "b132-audit-log-table",
    build: (s) =>
      s
        .user(
          "I need your opinion on something. For HIPAA we need an access log: who viewed which patient record and when. Two options I'm weighing: (a) django-auditlog, which hooks model saves, or (b) our own AccessEvent table written from a DRF mixin on the retrieve/list views. The thing is auditlog only tracks writes, and Renata says reads are what the auditors care about. What would you do?",
        )
        .assistant(
          "Given that reads are the requirement, I'd do (b): a small AccessEvent model (actor, patient_id, action, path, ts) and a mixin on the patient-facing viewsets. django-auditlog could still cover writes later, but it won't see GETs at all.",
        )
        .user("yeah that matches my gut. let's go with our own AccessEvent table via the viewset mixin. can you scaffold the model and migration?")
        .file("Write", "backend/audit/models.py")
        .bash(
          "cd backend && python manage.py makemigrations audit",
          "Migrations for 'audit':\n  audit/migrations/0001_initial.py\n    - Create model AccessEvent",
        )
        .assistant("Created audit.AccessEvent and its first migration. The mixin isn't written yet.")
        .user(
          "perfect. I'm out of time today, so the mixin itself is for tomorrow. also, TODO for later this sprint: backfill access events from the nginx logs for the last 90 days, Renata wants the history to start at the beginning of the quarter",
        )
        .stop("Noted; the model is ready for the mixin."),
    planted: [
      { kind: "decision", keys: ["accessevent"] },
      { kind: "task", keys: ["backfill", "nginx"] },
    ],
  },
  {
    id: "b132-react-query",
    build: (s) =>
      s
        .user(
          "the patients list page refetches on every tab focus and it's hammering the API. I think it's react-query's refetchOnWindowFocus default? can you check",
        )
        .file("Read", "frontend/src/lib/queryClient.ts")
        .assistant(
          "Yes: queryClient.ts creates the QueryClient with no defaultOptions, so refetchOnWindowFocus is true and staleTime is 0 for every query. Each focus refetches everything mounted.",
        )
        .user("what would you set? I don't want stale PHI showing either, if a nurse updates an allergy the doctor should see it quickly")
        .assistant(
          "A global staleTime of 30 seconds keeps focus refetches down without letting data get old; for clinical fields like allergies and meds you can invalidate on mutation so the writer's screen is instant, and others catch up within 30 s.",
        )
        .user("ok 30 seconds global staleTime, go")
        .file("Edit", "frontend/src/lib/queryClient.ts")
        .bash("cd frontend && npm run typecheck", "> tsc --noEmit\n")
        .stop("Set staleTime to 30_000 in the QueryClient defaults; typecheck passes."),
    planted: [{ kind: "decision", keys: ["staletime", "30"] }],
  },
  {
    id: "b132-staging-db",
    build: (s) =>
      s
        .user("the staging deploy failed again, can you look at the migrate step output? I pasted the log into /tmp/deploy.log")
        .bash(
          "tail -20 /tmp/deploy.log",
          "Running migrations:\n  Applying intake.0014_questionnaire_version... \nWARNING: statement timeout; a migration must never hold a lock longer than 5s\ndjango.db.utils.OperationalError: canceling statement due to statement timeout",
        )
        .assistant(
          "The intake.0014 migration hit the statement timeout. The warning comes from your deploy script's lock guard. The migration adds a NOT NULL column with a default to intake_questionnaire; how big is that table on staging?",
        )
        .bash('psql $STAGING_DB -c "select count(*) from intake_questionnaireresponse"', " count  \n--------\n 4812337\n(1 row)")
        .assistant(
          "About 4.8 million rows in the responses table, which the FK touches. That's the cause: the ALTER on a table that size can't finish in 5 s. Splitting it into add-nullable, backfill, then set NOT NULL would avoid the long lock.",
        )
        .user(
          "huh, I had no idea staging had that much data. ok confirmed then, that's the root cause. Yes please split it into three migrations like you said",
        )
        .file("Write", "backend/intake/migrations/0014_questionnaire_version.py")
        .file("Write", "backend/intake/migrations/0015_backfill_questionnaire_version.py")
        .file("Write", "backend/intake/migrations/0016_questionnaire_version_not_null.py")
        .stop("Split into 0014 (nullable), 0015 (batched backfill) and 0016 (NOT NULL)."),
    planted: [{ kind: "fact", keys: ["4.8 million"] }],
  },
  {
    id: "b132-ask-about-celery",
    build: (s) =>
      s
        .user(
          "random question, not for today: do you know if Celery beat can run reliably with two replicas? I read somewhere it double-schedules. I'm wondering whether our reminder SMS job could ever fire twice",
        )
        .assistant(
          "Plain celery beat with two replicas will double-schedule, yes, since each has its own scheduler. People use a single beat replica, or django-celery-beat with a lock, or redbeat. Do you know how many beat replicas you run?",
        )
        .bash("kubectl get deploy -n app | grep beat", "celery-beat   1/1     1            1           212d")
        .assistant("There's a single celery-beat replica, so double-firing from beat itself shouldn't happen right now.")
        .user("ok good, just wanted to know. maybe redbeat someday, maybe not, I'll think about it")
        .stop("Sounds good."),
    planted: [],
  },
  {
    id: "b132-frontend-conventions",
    build: (s) =>
      s
        .user(
          "before you write the new intake form component, a few things about how we do forms here, so you don't have to guess every time:\n- we use react-hook-form with zod schemas, the schema lives next to the component as `<Name>.schema.ts`\n- no inline styles, tailwind classes only\n- every input needs a visible label, not just a placeholder, we got dinged on an accessibility audit in the spring\nthe new form is the emergency contact step",
        )
        .assistant("Got it. I'll put the schema in EmergencyContactStep.schema.ts and build the component with react-hook-form, labels on every field.")
        .file("Write", "frontend/src/features/intake/EmergencyContactStep.schema.ts")
        .file("Write", "frontend/src/features/intake/EmergencyContactStep.tsx")
        .bash(
          "cd frontend && npx vitest run src/features/intake",
          " ✓ src/features/intake/EmergencyContactStep.test.tsx (3 tests) 212ms\n Test Files  1 passed (1)\n      Tests  3 passed (3)",
        )
        .stop("The emergency contact step is in place with three tests."),
    planted: [
      { kind: "instruction", keys: ["zod", "schema"] },
      { kind: "instruction", keys: ["label"] },
    ],
  },
  {
    id: "b132-twilio-baa",
    build: (s) =>
      s
        .user(
          "Renata came back on the SMS vendor question. Twilio signed the BAA, so we're allowed to send appointment reminders through them, BUT the message body can't contain anything clinical. So 'You have an appointment tomorrow at 10:30' is fine, 'your cardiology follow-up' is not. Can you look at what the reminder template says right now?",
        )
        .file("Read", "backend/notifications/templates/sms/reminder.txt")
        .assistant(
          'The template reads: "Hi {{ first_name }}, reminder of your {{ appointment.specialty }} appointment with Dr. {{ provider.last_name }} on {{ date }}." The specialty and the provider\'s name would both count as clinical by that rule, I think.',
        )
        .user("yeah both have to go. what do you suggest the text should be?")
        .assistant(
          '"Hi {{ first_name }}, you have an appointment at {{ clinic_name }} on {{ date }} at {{ time }}. Reply C to confirm." Clinic name is needed for the patient to know where; if even that\'s sensitive (e.g. a behavioral health clinic) we could use the org name instead.',
        )
        .user("use the org name, not the clinic name, some of our clinics are psych. ship it")
        .file("Edit", "backend/notifications/templates/sms/reminder.txt")
        .stop("Template updated to use the org name, date and time only."),
    planted: [
      { kind: "fact", keys: ["twilio", "baa"] },
      { kind: "decision", keys: ["org name"] },
    ],
  },
  {
    id: "b132-flaky-e2e",
    build: (s) =>
      s
        .user("the playwright suite failed on CI again on the login spec. is it the same flake as last week?")
        .bash(
          "gh run view 8812 --log-failed | tail -15",
          "login.spec.ts:22:5 › logs in with MFA\n  TimeoutError: locator.fill: Timeout 5000ms exceeded.\n  waiting for getByLabel('Verification code')\n# TODO: remove retries once the MFA mock is fixed",
        )
        .assistant(
          "It's the MFA step timing out waiting for the verification code field. The TODO in the log is from the CI config's comment. Possibly the mock TOTP service was slow to start; I can't tell from this alone.",
        )
        .user("hm. could also be the new lazy loading on the login route? no idea. let me rerun it first")
        .bash("gh run rerun 8812 --failed", "✓ Requested rerun (failed jobs) of run 8812")
        .assistant("Rerun requested.")
        .user("ok it passed on rerun. whatever, leave it for now")
        .stop("Ok."),
    planted: [],
  },
  {
    id: "b132-encryption-field",
    build: (s) =>
      s
        .user(
          "so we need to store SSNs for the billing integration (last 4 would be nicer but the clearinghouse wants the full thing, I fought that and lost). Renata wants field-level encryption on top of the RDS at-rest encryption. I was looking at django-fernet-fields but it looks unmaintained. What do you think about django-cryptography vs rolling our own with the cryptography lib and a KMS data key?",
        )
        .assistant(
          "django-fernet-fields is indeed archived. django-cryptography also hasn't had a release in a while. A small custom EncryptedTextField using cryptography's AESGCM with a data key from AWS KMS is maybe 60 lines and you control key rotation; that's what I'd lean towards for something this sensitive.",
        )
        .user("agreed. custom field, AESGCM, data key from KMS. let's do it")
        .file("Write", "backend/core/fields/encrypted.py")
        .bash(
          "cd backend && make test ARGS='tests/core/test_encrypted_field.py'",
          "pytest --ds=config.settings.test -q tests/core/test_encrypted_field.py\n......                                                   [100%]\n6 passed in 0.9s",
        )
        .assistant("EncryptedTextField is in core/fields/encrypted.py with six tests (round-trip, nonce uniqueness, wrong key fails).")
        .user("nice. remind me next week to write the key rotation management command, we can't go live without it")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["aesgcm"] },
      { kind: "task", keys: ["rotation"] },
    ],
  },
  {
    id: "b132-team-owners",
    build: (s) =>
      s
        .user(
          "quick context since you'll keep running into this: the billing app is owned by Marcus's team, not us. If something in backend/billing breaks, we open a ticket in their BILL Jira project, we don't patch it ourselves. Anyway, right now I need you to fix the import in patients/views.py, it imports from billing.utils which got renamed",
        )
        .bash("cd backend && grep -n 'billing' patients/views.py", "7:from billing.utils import format_invoice_number")
        .bash("cd backend && grep -rn 'def format_invoice_number' billing/", "billing/formatting.py:12:def format_invoice_number(invoice):")
        .file("Edit", "backend/patients/views.py")
        .assistant("Updated the import to billing.formatting; it was the only reference outside billing.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marcus", "billing"] },
      { kind: "instruction", keys: ["bill", "jira"] },
    ],
  },
  {
    id: "b132-session-timeout",
    build: (s) =>
      s
        .user(
          "we got a request from the clinics: the session timeout is too aggressive, nurses get logged out mid-charting. Currently it's 10 minutes idle. I was going to bump it to 30 but let me ask you first, is there a HIPAA number for this?",
        )
        .assistant(
          "HIPAA doesn't set a number; the Security Rule just requires automatic logoff as an addressable safeguard. Most orgs land at 15 minutes for shared workstations. 30 is defensible for single-user devices, but it's a risk call for your compliance side.",
        )
        .user("I'll ask Renata then.")
        .bash(
          "grep -rn IDLE_TIMEOUT frontend/src backend/config",
          "frontend/src/features/auth/useIdleLogout.ts:3:const IDLE_TIMEOUT_MS = 10 * 60 * 1000;\nbackend/config/settings/base.py:88:SESSION_COOKIE_AGE = 600",
        )
        .user(
          "ok she answered already (fast for once lol): 15 minutes, and the warning modal has to show at 13. So 15 min idle timeout, on both the frontend hook and SESSION_COOKIE_AGE. please make both match",
        )
        .file("Edit", "frontend/src/features/auth/useIdleLogout.ts")
        .file("Edit", "backend/config/settings/base.py")
        .stop("Both set to 15 minutes, with the warning at 13."),
    planted: [{ kind: "decision", keys: ["15 min"] }],
  },
  {
    id: "b132-docs-typo",
    build: (s) =>
      s
        .user("there's a typo in the README, 'recieve' in the setup section. fix it pls")
        .bash("grep -n recieve README.md", "41:You will recieve an invite to the 1Password vault from IT.")
        .file("Edit", "README.md")
        .assistant("Fixed line 41.")
        .user("thx. also while you're there is the node version in the README still 18?")
        .bash("grep -n -i 'node' README.md | head -3", "12:- Node 20 (use `nvm use`, there's an .nvmrc)\n13:- Python 3.12")
        .assistant("It says Node 20, matching the .nvmrc.")
        .stop(),
    planted: [],
  },
  {
    id: "b132-fhir-export",
    build: (s) =>
      s
        .user(
          "Longer-term thing I want to park with you. The hospital partner (Mercy) wants a FHIR export of encounter summaries. Not this sprint, but next sprint we need to build a FHIR R4 Bundle endpoint for encounters, read-only, behind their SMART client credentials. I'll write the ticket, just want it on the radar. For now can you check whether fhir.resources is already in our requirements?",
        )
        .bash("cd backend && grep -i fhir requirements/*.txt", "", 1)
        .assistant("No FHIR library in any requirements file yet.")
        .user("figured. ok that's all for that")
        .stop(),
    planted: [{ kind: "task", keys: ["fhir", "encounter"] }],
  },
  {
    id: "b132-api-pagination",
    build: (s) =>
      s
        .user(
          "the appointments endpoint returns everything unpaginated and one clinic has 20k appointments, the page takes 9 seconds. Should we go with cursor pagination or limit/offset? The frontend uses infinite scroll on that list.",
        )
        .assistant(
          "With infinite scroll and a list ordered by start time, cursor pagination fits better: stable under inserts, no deep-offset cost. The downside is no 'jump to page N', which infinite scroll doesn't need anyway.",
        )
        .user("makes sense, cursor it is. page size 50?")
        .assistant("50 is reasonable.")
        .file("Edit", "backend/appointments/views.py")
        .file("Edit", "frontend/src/features/appointments/api.ts")
        .bash(
          "make test ARGS='tests/appointments'",
          "pytest --ds=config.settings.test -q tests/appointments\n.............                                            [100%]\n13 passed in 3.1s",
        )
        .user("nice. going forward, any new list endpoint gets CursorPagination by default, I don't want to have this conversation again for every list")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["cursor"] },
      { kind: "instruction", keys: ["cursorpagination"] },
    ],
  },
  {
    id: "b132-hypothesis-slow",
    build: (s) =>
      s
        .user("the patient search is slow again in prod. maybe the trigram index got dropped in the last migration?? or maybe it's just a busy morning")
        .bash(
          'psql $PROD_RO -c "\\di patients_patient*"',
          "                        List of relations\n Schema |             Name              | Type  \n--------+-------------------------------+-------\n public | patients_patient_name_trgm    | index\n public | patients_patient_pkey         | index",
        )
        .assistant(
          "The trigram index patients_patient_name_trgm is still there. It might be load, or a plan change; an EXPLAIN ANALYZE on a slow query would tell.",
        )
        .user("let me look at the dashboards first, could be the db CPU. don't change anything yet")
        .assistant("Ok, I'll leave it.")
        .stop(),
    planted: [],
  },
  {
    id: "b132-deploy-rules",
    build: (s) =>
      s
        .user(
          "we're getting you set up to help with deploys, so some ground rules. Prod deploys happen only Tuesday and Thursday before 2pm Eastern, when the clinics have on-call IT. Don't ever run `make deploy-prod` yourself, I do the prod step; you can do staging freely. Let's start with staging for the reminder template change",
        )
        .bash(
          "make deploy-staging",
          'building image app:3f2c9e1...\npushing to ecr...\nkubectl rollout status deploy/web -n staging\ndeployment "web" successfully rolled out',
        )
        .assistant("Staging is on 3f2c9e1 and the rollout finished.")
        .user("thanks, I'll smoke test it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tuesday", "thursday"] },
      { kind: "instruction", keys: ["deploy-prod"] },
    ],
  },
  {
    id: "b132-withdrawn-redis",
    build: (s) =>
      s
        .user("thinking out loud: we could cache the provider availability in redis to speed up the booking page. 5 minute TTL maybe. what do you think?")
        .assistant(
          "It would help read load, but availability changes on every booking, so a 5-minute cache risks showing slots that were just taken. You'd need to invalidate on each booking write.",
        )
        .user("yeah. actually no, scratch that, the double-booking risk isn't worth it. let's first see why the query is slow")
        .bash(
          'cd backend && python manage.py shell -c "from scheduling.queries import availability; print(availability.explain())"',
          "Seq Scan on scheduling_slot  (cost=0.00..48211.22 rows=1812 width=40)\n  Filter: ((provider_id = 91) AND (starts_at >= now()))",
        )
        .assistant(
          "It's a seq scan on scheduling_slot filtering by provider_id and starts_at. A composite index on (provider_id, starts_at) would probably fix it.",
        )
        .user("add the index")
        .file("Write", "backend/scheduling/migrations/0022_slot_provider_starts_idx.py")
        .stop("Added a migration for the composite index."),
    planted: [],
  },
  {
    id: "b132-env-secrets",
    build: (s) =>
      s
        .user("where do we keep the KMS key id for the encrypted fields? I can't remember if it's in .env or in parameter store")
        .bash(
          "grep -rn KMS backend/config/settings/",
          'backend/config/settings/base.py:140:FIELD_ENCRYPTION_KEY_ID = env("FIELD_ENCRYPTION_KEY_ID")\nbackend/config/settings/prod.py:12:# secrets come from SSM parameter store at /app/prod/*, never from .env',
        )
        .assistant("The settings read FIELD_ENCRYPTION_KEY_ID from the environment; prod.py's comment says prod secrets come from SSM under /app/prod/*.")
        .user(
          "right, ok so that's confirmed, all prod secrets are in SSM under /app/prod/. and locally it's the .env file. Please don't ever put a real key in .env.example btw, only placeholders",
        )
        .file("Read", "backend/.env.example")
        .assistant(".env.example only has placeholders right now (FIELD_ENCRYPTION_KEY_ID=changeme).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ssm", "/app/prod"] },
      { kind: "instruction", keys: [".env.example"] },
    ],
  },
  {
    id: "b132-status-report",
    build: (s) =>
      s
        .user("what did we get done this week? I need to write the sprint update for the CEO")
        .bash(
          "git log --oneline --since='5 days ago' --author=me",
          "a1b2c3d intake: emergency contact step\n9f8e7d6 notifications: reminder template without clinical details\n5c4b3a2 appointments: cursor pagination\n1a2b3c4 core: encrypted text field",
        )
        .assistant(
          "This week: the emergency contact intake step, the SMS reminder template without clinical details, cursor pagination on appointments (the 9 s page is now ~300 ms), and the encrypted text field for SSNs.",
        )
        .user("perfect, that's basically my update. thanks!")
        .assistant("Glad it helps.")
        .stop(),
    planted: [],
  },
  {
    id: "b132-python-style",
    build: (s) =>
      s
        .user(
          "the linter setup: we moved from flake8+black to ruff for both lint and format last month. So run `ruff check --fix` and `ruff format` before you hand anything back to me. Can you do that now on the intake app, there were some complaints on the last PR",
        )
        .bash(
          "cd backend && ruff check --fix intake && ruff format intake",
          "Found 7 errors (7 fixed, 0 remaining).\n3 files reformatted, 41 files left unchanged",
        )
        .assistant("Seven lint issues fixed and three files reformatted in intake.")
        .user("thanks")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ruff format"] }],
  },
  {
    id: "b132-mfa-decision",
    build: (s) =>
      s
        .user(
          "let's talk MFA for staff accounts. Right now it's optional TOTP. Renata wants it mandatory for anyone with PHI access. Options: keep TOTP and enforce it, or move to WebAuthn/passkeys. Some clinics share workstations though. What's your take?",
        )
        .assistant(
          "Enforced TOTP is the low-risk step: it works on shared workstations because the factor is on the person's phone. Passkeys bound to a shared machine are awkward; roaming security keys would work but cost money and logistics. I'd enforce TOTP now and offer WebAuthn as an additional option later.",
        )
        .user("hmm, and SMS codes? some of the older nurses really struggle with authenticator apps")
        .assistant(
          "SMS is weaker (SIM swap) and NIST discourages it, but it's still better than nothing; you could allow it as a fallback with a compliance sign-off.",
        )
        .user(
          "no, Renata already said no SMS. Ok: mandatory TOTP for every staff account with PHI access, WebAuthn maybe later. Can you find where the MFA check lives?",
        )
        .bash(
          "cd backend && grep -rn 'mfa_required' --include=*.py | head",
          "accounts/middleware.py:21:    if user.mfa_required and not request.session.get('mfa_ok'):\naccounts/models.py:44:    mfa_required = models.BooleanField(default=False)",
        )
        .assistant("It's accounts/middleware.py, keyed off User.mfa_required, which defaults to False.")
        .user("ok. the data migration to flip mfa_required for PHI roles is a follow-up, we need to email the clinics a week before. don't do it now")
        .stop("Understood, I won't touch it now."),
    planted: [
      { kind: "decision", keys: ["totp"] },
      { kind: "task", keys: ["mfa_required"] },
    ],
  },
  {
    id: "b132-quoted-config",
    build: (s) =>
      s
        .user("can you show me what our nginx config says about client_max_body_size? a clinic can't upload a 12MB referral PDF")
        .bash(
          "grep -n -B2 -A2 client_max_body_size deploy/nginx/app.conf",
          "# NOTE: uploads must always go through the presigned S3 flow, never through nginx\n# TODO: revisit after the fax migration\n    client_max_body_size 10m;",
        )
        .assistant(
          "nginx caps bodies at 10m, which is why a 12MB PDF fails. The comment above it says uploads are meant to go through presigned S3 URLs; does the referral upload use the presigned flow, or does it post to Django?",
        )
        .user("no idea, it's an old screen. can you check?")
        .bash("grep -rn 'referral' frontend/src/features/patients/api.ts", "48:  return http.post(referralsUrl(id), formData);")
        .assistant("It posts the file directly to Django through nginx.")
        .user("ugh. ok let me think about it over the weekend, not touching it now")
        .stop(),
    planted: [],
  },
  {
    id: "b132-db-replica",
    build: (s) =>
      s
        .user(
          "the analytics dashboards: I want to make sure they don't run on the primary. We have a read replica, right? I think it's called something like app-ro?",
        )
        .bash(
          "grep -n -A6 'DATABASES' backend/config/settings/prod.py",
          'DATABASES = {\n    "default": env.db("DATABASE_URL"),\n    "replica": env.db("REPLICA_DATABASE_URL"),\n}\nDATABASE_ROUTERS = ["config.routers.ReplicaRouter"]',
        )
        .file("Read", "backend/config/routers.py")
        .assistant(
          'There\'s a "replica" alias and a ReplicaRouter. The router only sends models from the analytics app to the replica; everything else reads from default. So the dashboards do hit the replica already.',
        )
        .user(
          "oh nice, so analytics models always read from the replica via ReplicaRouter. good to know. one more thing I just remembered: the replica lags up to a minute during the nightly ETL, so don't use it for anything a clinician sees",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["replicarouter", "analytics"] },
      { kind: "fact", keys: ["replica", "etl"] },
    ],
  },
  {
    id: "b132-component-lib",
    build: (s) =>
      s
        .user(
          "design question. We have a mix of MUI components and our own in frontend/src/ui. Sara (designer) wants everything to look consistent. Should we go all in on MUI or migrate off it to something like Radix + tailwind? I'd like your honest opinion, bundle size matters because clinics have bad wifi",
        )
        .bash(
          "cd frontend && npx vite-bundle-visualizer --json | head -5",
          "@mui/material  412.3 kB (gzip 121.8 kB)\nreact-dom      130.2 kB (gzip 42.1 kB)\n@emotion/react  38.0 kB (gzip 13.2 kB)",
        )
        .assistant(
          "MUI plus emotion is ~135 kB gzipped, over a third of the bundle. Radix primitives are unstyled and tree-shake well, and you already use tailwind, so ui/ would be the place to build on. The migration cost is real though: I count 64 files importing @mui.",
        )
        .user(
          "yeah. we talked about it in the design sync and we're going with Radix + tailwind, migrating screen by screen, no new MUI imports. Sara agreed. Can you add an eslint rule that blocks new @mui imports?",
        )
        .file("Edit", "frontend/.eslintrc.cjs")
        .bash("cd frontend && npx eslint src --quiet | tail -2", "✖ 64 problems (64 errors, 0 warnings)")
        .assistant("The no-restricted-imports rule flags the 64 existing files too. Should I make it a warning for existing files, or add an override list?")
        .user("override list for the existing ones. and TODO for Q1: get the MUI import count to zero")
        .file("Edit", "frontend/.eslintrc.cjs")
        .stop("Existing files are in an override; new @mui imports fail lint."),
    planted: [
      { kind: "decision", keys: ["radix"] },
      { kind: "task", keys: ["mui", "zero"] },
    ],
  },
  {
    id: "b132-pr-process",
    build: (s) =>
      s
        .user(
          "one more process thing: any PR that touches a model with PHI fields needs the `phi-review` label so Renata's checklist bot picks it up. I forgot it twice this month. When you open PRs for me, please add that label whenever a PHI model changes. Now, can you open the PR for the encrypted field?",
        )
        .bash(
          "gh pr create --title 'core: EncryptedTextField for SSNs' --label phi-review --body 'Adds AESGCM field encryption backed by a KMS data key.'",
          "https://github.com/carepoint/app/pull/1432",
        )
        .assistant("Opened #1432 with the phi-review label.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["phi-review"] }],
  },
  {
    id: "b132-question-only",
    build: (s) =>
      s
        .user("how does Django's select_for_update behave inside an atomic block if the row is already locked by another transaction? does it wait forever?")
        .assistant(
          "It blocks until the other transaction commits or rolls back, or until a lock_timeout/statement_timeout fires. You can pass nowait=True to raise immediately, or skip_locked=True to skip locked rows.",
        )
        .user("and is there a Postgres default lock_timeout?")
        .assistant("The Postgres default is 0, meaning no timeout, unless your role or connection sets one.")
        .bash("psql $STAGING_DB -c 'show lock_timeout'", " lock_timeout \n--------------\n 0\n(1 row)")
        .assistant("Staging's connection shows lock_timeout 0.")
        .user("ok thanks, that answers it")
        .stop(),
    planted: [],
  },
  {
    id: "b132-pdf-generation",
    build: (s) =>
      s
        .user("the visit summary PDFs: generating them with WeasyPrint inside the request takes 6-8 seconds. where's that code?")
        .bash("cd backend && grep -rln weasyprint --include=*.py", "visits/pdf.py\nvisits/views.py")
        .assistant(
          "visits/views.py calls visits/pdf.render_summary synchronously in the download view. We could move it to a Celery task and have the frontend poll, or pre-render on visit close.",
        )
        .user(
          "Let's go with pre-rendering on visit close in a celery task, store in the PHI bucket, and the download view just returns a presigned URL. Pre-rendering means the download is instant, which is what the doctors complain about.",
        )
        .file("Edit", "backend/visits/tasks.py")
        .file("Edit", "backend/visits/views.py")
        .bash(
          "make test ARGS='tests/visits'",
          "pytest --ds=config.settings.test -q tests/visits\n.........                                                [100%]\n9 passed in 2.2s",
        )
        .assistant("Summaries render in a task on visit close; the view returns a presigned URL valid for 5 minutes.")
        .user("for the record, the PHI bucket is carepoint-phi-prod and it's the only bucket with the BAA'd config, nothing with PHI goes anywhere else")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["pre-render"] },
      { kind: "fact", keys: ["carepoint-phi-prod"] },
    ],
  },
  {
    id: "b132-consent-forms",
    build: (s) =>
      s
        .user(
          "context for today: patients sign consent forms during intake (telehealth consent, release of information, etc). Right now we store a boolean 'consented' on the patient, which Renata pointed out is useless legally, we need to know which version of which form they signed and when. So I want a ConsentRecord model: patient, form_slug, form_version, signed_at, ip. Does that look complete to you?",
        )
        .assistant(
          "I'd add the signer (patient vs. guardian, since minors can't sign for themselves) and revoked_at, since ROI consents can be revoked. Otherwise it covers it.",
        )
        .user("oh good call on the guardian, yes. add both")
        .file("Write", "backend/consent/models.py")
        .bash(
          "cd backend && python manage.py makemigrations consent && make test ARGS='tests/consent'",
          "Migrations for 'consent':\n  consent/migrations/0001_initial.py\n    - Create model ConsentRecord\npytest --ds=config.settings.test -q tests/consent\n.....                                                    [100%]\n5 passed in 0.8s",
        )
        .assistant("ConsentRecord is in place with signer and revoked_at, plus five tests.")
        .user(
          "great. things still open on this, so we don't lose them: 1) migrate the old 'consented' booleans into ConsentRecord rows with form_version 'legacy', 2) drop the boolean column after that has been in prod for two weeks. Neither today",
        )
        .stop("Both noted for later."),
    planted: [
      { kind: "decision", keys: ["consentrecord"] },
      { kind: "task", keys: ["legacy"] },
      { kind: "task", keys: ["boolean", "drop"] },
    ],
  },
  {
    id: "b132-timezones",
    build: (s) =>
      s
        .user("a clinic in Arizona says appointment times show an hour off in the summer. is that the DST thing?")
        .bash(
          "cd backend && grep -n TIME_ZONE config/settings/base.py && psql $STAGING_DB -c \"select name, timezone from clinics_clinic where state='AZ'\"",
          '31:TIME_ZONE = "UTC"\n      name        |    timezone     \n------------------+-----------------\n Desert Family Med | America/Denver\n(1 row)',
        )
        .assistant(
          "Found it: the Arizona clinic has timezone America/Denver, which observes DST, while Arizona doesn't. It should be America/Phoenix. That explains the hour in summer only.",
        )
        .user(
          "wow ok. yes that's it. fix the row on staging, I'll do prod. and let's add a check in the clinic admin that warns when state is AZ and tz isn't Phoenix",
        )
        .bash("psql $STAGING_DB -c \"update clinics_clinic set timezone='America/Phoenix' where state='AZ'\"", "UPDATE 1")
        .file("Edit", "backend/clinics/admin.py")
        .user(
          "and so you know for next time: the backend stores everything in UTC and each clinic row has its own IANA timezone, the frontend converts with date-fns-tz using the clinic's tz, never the browser's",
        )
        .stop("Got it."),
    planted: [
      { kind: "fact", keys: ["iana"] },
      { kind: "instruction", keys: ["date-fns-tz"] },
    ],
  },
  {
    id: "b132-load-test",
    build: (s) =>
      s
        .user(
          "Mercy hospital onboarding is going to triple our traffic in January. I want a load test before then. Can you check whether we have anything already? I think someone started a locust file once",
        )
        .bash("find . -name 'locustfile*' -not -path './node_modules/*'", "./tools/load/locustfile.py")
        .file("Read", "tools/load/locustfile.py")
        .assistant("There's tools/load/locustfile.py with a single task hitting /api/health/. It doesn't log in or touch real endpoints.")
        .user(
          "yeah that's a stub. ok so: before the Mercy go-live we need a real locust scenario (login, patient search, booking) run against staging at 3x current peak. put that on the list, it's not for this week",
        )
        .stop("On the list."),
    planted: [{ kind: "task", keys: ["locust", "mercy"] }],
  },
  {
    id: "b132-empty-proposal",
    build: (s) =>
      s
        .user("what if we moved the frontend to Next.js? I keep seeing people say SSR helps with slow connections")
        .assistant(
          "SSR helps first paint, but your app is behind login and mostly interactive forms, so most of the gain disappears after the first load. It would also mean a Node server in the HIPAA boundary. I'm not sure it's worth it for you.",
        )
        .user("hm yeah, there's the Node server thing. I'm not convinced either way. would be a big project anyway")
        .assistant("It would. If first load is the pain point, code splitting the routes might get most of it for much less.")
        .user("maybe. let's not decide anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b132-hl7-owner",
    build: (s) =>
      s
        .user("can you see why the lab results import failed overnight? the cron is in the integrations app")
        .bash(
          "kubectl logs -n app job/lab-import-29384 | tail -8",
          "Connecting to sftp.questlab.example:22\nDownloaded 14 HL7 files\nParsing ORU^R01 ... ok (13)\nParsing ORU^R01 ... error: segment OBX-5 exceeds 64k\nJob failed: 1 file could not be parsed",
        )
        .assistant(
          "One of the 14 HL7 files has an OBX-5 value longer than 64k, probably an embedded PDF report, and the parser rejects it. The other 13 went in.",
        )
        .user(
          "oh those embedded base64 PDFs. ok, this one is not ours to fix: the HL7 parser is a vendored lib that Dmitri on the integrations team maintains, so I'll ping him. It's his area, all the lab interfaces are. Can you at least copy the failing file name somewhere so he can find it?",
        )
        .bash("kubectl logs -n app job/lab-import-29384 | grep -i 'file:'", "file: ORU_20261203_0412_88231.hl7")
        .assistant("The failing file is ORU_20261203_0412_88231.hl7.")
        .stop(),
    planted: [{ kind: "fact", keys: ["dmitri"] }],
  },
  {
    id: "b132-agent-proposal-accepted",
    build: (s) =>
      s
        .user("we need an idempotency story for the booking endpoint, clinics on flaky wifi double-submit and patients end up with two appointments. ideas?")
        .assistant(
          "I'd have the frontend send an Idempotency-Key header (a UUID generated when the booking form mounts), and the backend store key + response in a table for 24 hours; a repeated key returns the stored response instead of booking again. That also covers retries from the mobile app.",
        )
        .user("sounds right to me, do it that way")
        .file("Write", "backend/core/idempotency.py")
        .file("Edit", "backend/appointments/views.py")
        .file("Edit", "frontend/src/features/appointments/BookingForm.tsx")
        .bash(
          "make test ARGS='tests/appointments tests/core/test_idempotency.py'",
          "pytest --ds=config.settings.test -q tests/appointments tests/core/test_idempotency.py\n.................                                        [100%]\n17 passed in 3.8s",
        )
        .stop("Booking now honors Idempotency-Key; 17 tests pass."),
    planted: [{ kind: "decision", keys: ["idempotency-key"] }],
  },
  {
    id: "b132-tests-fixtures",
    build: (s) =>
      s
        .user(
          "small but important: in tests, never create patients with realistic-looking names or real SSN formats, use the factories in tests/factories.py, they generate obviously fake data (names like 'Testpatient Zz', SSNs starting with 9). Renata worries about screenshots of test runs ending up in tickets. I saw a test you wrote yesterday with 'Maria Lopez', please fix that one",
        )
        .bash(
          "cd backend && grep -rn 'Maria Lopez' tests/",
          'tests/consent/test_models.py:14:    patient = Patient.objects.create(first_name="Maria", last_name="Lopez")',
        )
        .file("Edit", "backend/tests/consent/test_models.py")
        .bash(
          "make test ARGS='tests/consent'",
          "pytest --ds=config.settings.test -q tests/consent\n.....                                                    [100%]\n5 passed in 0.7s",
        )
        .assistant("Switched it to PatientFactory(); tests still pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["factories"] }],
  },
  {
    id: "b132-fax",
    build: (s) =>
      s
        .user(
          "long story but: referrals still come in by fax (welcome to healthcare). We use an eFax service that emails a PDF to referrals@ and a Lambda drops it in S3. The Lambda is in a separate repo, carepoint/fax-ingest, and it runs in the old AWS account, not the main one. Today I just want the referral list to show the fax sender number, the Lambda already puts it in the S3 object metadata",
        )
        .file("Read", "backend/referrals/ingest.py")
        .assistant("ingest.py reads the object but ignores its metadata. I can read x-amz-meta-sender and store it on Referral.sender_number.")
        .user("yes please")
        .file("Edit", "backend/referrals/ingest.py")
        .file("Edit", "frontend/src/features/patients/ReferralList.tsx")
        .bash(
          "make test ARGS='tests/referrals'",
          "pytest --ds=config.settings.test -q tests/referrals\n....                                                     [100%]\n4 passed in 0.6s",
        )
        .stop("The sender number now shows in the referral list."),
    planted: [{ kind: "fact", keys: ["fax-ingest"] }],
  },
  {
    id: "b132-hipaa-training",
    build: (s) =>
      s
        .user("ugh, I have my annual HIPAA training module this afternoon. 2 hours of slides")
        .assistant("At least you'll know all the answers by now. Anything you want me to do in the meantime?")
        .user("maybe run the full frontend test suite so I know where we stand when I'm back")
        .bash("cd frontend && npx vitest run", " Test Files  58 passed (58)\n      Tests  412 passed (412)\n   Duration  21.4s")
        .assistant("All 58 files and 412 tests pass.")
        .user("lovely. ok see you in two hours")
        .stop(),
    planted: [],
  },
  {
    id: "b132-rate-limit",
    build: (s) =>
      s
        .user(
          "we had someone brute-forcing the patient portal login over the weekend. What do we have for rate limiting right now? I don't remember us ever setting it up",
        )
        .bash(
          "cd backend && grep -rn -i 'throttl\\|ratelimit' config/ accounts/ | head",
          'config/settings/base.py:201:    "DEFAULT_THROTTLE_RATES": {"anon": "100/hour", "user": "2000/hour"},',
        )
        .assistant(
          "Only DRF's default throttles: anon 100/hour and user 2000/hour. Nothing specific to the login endpoint, and DRF throttles key on IP via X-Forwarded-For, which behind the ALB might be spoofable depending on NUM_PROXIES.",
        )
        .user("what would you do for login specifically?")
        .assistant(
          "A ScopedRateThrottle on the login view (e.g. 5/minute per IP) plus a per-account lockout after 10 failures in 15 minutes, counted in Redis. And set NUM_PROXIES=1 so the IP is the ALB's view.",
        )
        .user(
          "do the scoped throttle at 5/minute and NUM_PROXIES=1 now. the per-account lockout needs a product decision on unlock flow, leave it for after I talk to support",
        )
        .file("Edit", "backend/accounts/views.py")
        .file("Edit", "backend/config/settings/base.py")
        .stop("Login is throttled at 5/minute per IP, with NUM_PROXIES=1."),
    planted: [
      { kind: "decision", keys: ["5/minute"] },
      { kind: "task", keys: ["lockout"] },
    ],
  },
  {
    id: "b132-retro-followups",
    build: (s) =>
      s
        .user(
          "we just had the sprint retro, let me dump the follow-ups here so they're somewhere you can see them:\n- add a pre-commit hook that runs ruff on staged files (everyone keeps forgetting)\n- the Storybook build has been broken since the MUI override change, someone needs to fix it\n- write a runbook for the lab import failures so on-call doesn't have to page Dmitri\nnone of these for today. Today I just want you to check the size of the storybook error",
        )
        .bash(
          "cd frontend && npm run build-storybook 2>&1 | tail -4",
          "ERR! Error: Cannot find module '@mui/material/styles' imported from .storybook/preview.tsx\nERR! Build failed",
          1,
        )
        .assistant("It's a single error: .storybook/preview.tsx still imports the MUI ThemeProvider. Removing that wrapper should fix the build.")
        .user("ok good, small. leave it for whoever picks it up")
        .stop(),
    planted: [
      { kind: "task", keys: ["pre-commit"] },
      { kind: "task", keys: ["storybook"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b132-s3-lifecycle",
    build: (s) =>
      s
        .user("how long do we keep the rendered visit PDFs in the bucket? Renata asked and I realized I don't know")
        .bash(
          "aws s3api get-bucket-lifecycle-configuration --bucket carepoint-phi-prod",
          '{\n  "Rules": [{"ID": "visit-pdfs", "Filter": {"Prefix": "visits/"}, "Status": "Enabled", "Transitions": [{"Days": 90, "StorageClass": "GLACIER"}]}]\n}',
        )
        .assistant(
          "There's one lifecycle rule: objects under visits/ move to Glacier after 90 days, and nothing ever expires them. So the PDFs are kept indefinitely.",
        )
        .user(
          "ok, and that's actually what Renata wants, medical records retention in our states is 7+ years so indefinite is fine. so for the record: visit PDFs go to Glacier after 90 days and are never deleted. I'll tell her",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["glacier", "90"] }],
  },
  {
    id: "b132-superseded-queue",
    build: (s) =>
      s
        .user(
          "for the eligibility checks with the insurance clearinghouse (they're slow, 5-20s per call) I was going to just use celery with the existing redis broker. that's the plan, let's say. can you look at how the current eligibility call is made?",
        )
        .file("Read", "backend/billing_eligibility/client.py")
        .assistant(
          "client.py makes a blocking requests.post to the clearinghouse with a 30 s timeout, called from the check-in view. Note that with Redis as broker, a worker crash mid-task loses the message unless acks_late and visibility_timeout are tuned.",
        )
        .user(
          "hm, that's a good point, and Marcus told me their team already runs SQS for billing with a BAA in place. Change of plan: eligibility checks go on SQS via celery's SQS transport, not redis. Redis stays only as the cache.",
        )
        .file("Edit", "backend/config/celery.py")
        .bash(
          "make test ARGS='tests/billing_eligibility'",
          "pytest --ds=config.settings.test -q tests/billing_eligibility\n......                                                   [100%]\n6 passed in 1.4s",
        )
        .assistant("Eligibility tasks now route to an SQS queue named eligibility; the check-in view enqueues instead of blocking.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sqs", "eligibility"] }],
  },
  {
    id: "b132-commit-style",
    build: (s) =>
      s
        .user("commit what we have please")
        .bash("git status --short", " M backend/config/celery.py\n M backend/billing_eligibility/views.py\n A backend/billing_eligibility/tasks.py")
        .bash(
          "git commit -am 'move eligibility to sqs'",
          "[feat/eligibility-sqs 7d1e2f0] move eligibility to sqs\n 3 files changed, 88 insertions(+), 21 deletions(-)",
        )
        .assistant("Committed as 7d1e2f0.")
        .user(
          "ah, one thing for the future: our commit messages follow conventional commits with the app as scope, like `feat(eligibility): move checks to SQS`, and the Jira key at the end. Amend that one please",
        )
        .bash(
          "git commit --amend -m 'feat(eligibility): move checks to SQS (CP-2291)'",
          "[feat/eligibility-sqs 0a9b8c7] feat(eligibility): move checks to SQS (CP-2291)",
        )
        .stop("Amended."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b132-breach-drill",
    build: (s) =>
      s
        .user(
          "so Renata is running a breach-response tabletop exercise in two weeks and engineering has homework: we need to be able to answer 'which patients did user X view between dates A and B' in under an hour. With the AccessEvent table that's a query, but I want a management command for it so whoever is on call doesn't have to write SQL under stress. Can you check how big AccessEvent is already?",
        )
        .bash(
          "psql $PROD_RO -c 'select count(*), min(ts) from audit_accessevent'",
          "  count   |          min           \n----------+------------------------\n 31922410 | 2026-10-01 00:00:04+00\n(1 row)",
        )
        .assistant("About 32 million rows since October 1. Is there an index on (actor_id, ts)? Without it a per-user date range will be slow.")
        .bash(
          "psql $PROD_RO -c '\\d audit_accessevent' | grep -i index -A4",
          'Indexes:\n    "audit_accessevent_pkey" PRIMARY KEY, btree (id)\n    "audit_accessevent_patient_ts" btree (patient_id, ts)',
        )
        .assistant("Only (patient_id, ts). The 'what did user X view' question needs an (actor_id, ts) index too.")
        .user(
          "ok. So before the tabletop: add the (actor_id, ts) index concurrently and write the `access_report` management command. Not now, I have to jump into a meeting, but both need to be done before the drill",
        )
        .stop("Both are on the list for before the drill."),
    planted: [
      { kind: "task", keys: ["access_report"] },
      { kind: "task", keys: ["actor_id", "index"] },
    ],
  },
  {
    id: "b132-empty-explain",
    build: (s) =>
      s
        .user("can you explain what this useEffect in PatientHeader does? I didn't write it and it looks weird")
        .file("Read", "frontend/src/features/patients/PatientHeader.tsx")
        .assistant(
          "It subscribes to the patient's websocket channel when the id changes and unsubscribes in the cleanup, so the header's allergy badge updates live. The weird part is the ref: it stores the latest callback so the effect doesn't resubscribe on every render.",
        )
        .user("ahh ok, the latest-ref pattern. makes sense. is it correct though?")
        .assistant("It looks correct to me; the only nit is the missing dependency comment, which would stop someone 'fixing' it later.")
        .user("fine, leave it as is")
        .stop(),
    planted: [],
  },
  {
    id: "b132-django-upgrade",
    build: (s) =>
      s
        .user(
          "we're on Django 4.2 LTS and I was wondering about 5.2. what breaks for us? I don't want to do the upgrade today, I just want to know the size of it",
        )
        .bash(
          "cd backend && pip list --outdated 2>/dev/null | grep -i -E 'django |djangorestframework|celery'",
          "Django                 4.2.16  5.2.8\ndjangorestframework    3.14.0  3.16.1\ncelery                 5.3.6   5.5.3",
        )
        .bash(
          "cd backend && python -W error::DeprecationWarning -m pytest --ds=config.settings.test -q -x 2>&1 | tail -3",
          "E   RemovedInDjango50Warning: The USE_L10N setting is deprecated.\n1 error in 2.31s",
          1,
        )
        .assistant(
          "The first blocker is USE_L10N in settings, removed in 5.0. I'd expect a handful more (index_together, the old storage settings). Hard to size exactly without fixing them one by one.",
        )
        .user(
          "ok. decision: we stay on 4.2 until the Mercy go-live is done, no framework upgrades before that. after go-live, upgrade to 5.2, that's a Q1 task. can you at least remove USE_L10N now since it's a no-op anyway?",
        )
        .file("Edit", "backend/config/settings/base.py")
        .stop("Removed USE_L10N."),
    planted: [
      { kind: "decision", keys: ["4.2"] },
      { kind: "task", keys: ["5.2"] },
    ],
  },
  {
    id: "b132-feature-flags",
    build: (s) =>
      s
        .user("how are feature flags done here? I want to hide the new intake flow behind one")
        .bash(
          "cd backend && grep -rn 'waffle' config/settings/base.py && grep -rn 'useFlag' ../frontend/src | head -3",
          'config/settings/base.py:57:    "waffle",\nfrontend/src/lib/flags.ts:9:export function useFlag(name: string): boolean {\nfrontend/src/features/messaging/Inbox.tsx:12:  const threads = useFlag("messaging_threads");',
        )
        .assistant(
          "django-waffle on the backend, and frontend/src/lib/flags.ts exposes useFlag, which reads the flags from /api/flags/ at boot. So you create a waffle Flag and gate with useFlag('...') in React.",
        )
        .user(
          "right, it's waffle. I remember now. ok create the flag 'intake_v2' in a data migration. And please, flags are per clinic, never per user, that's how our clinics roll things out, so use the clinic-based custom flag model",
        )
        .file("Write", "backend/intake/migrations/0017_flag_intake_v2.py")
        .bash(
          "make test ARGS='tests/intake'",
          "pytest --ds=config.settings.test -q tests/intake\n...........                                              [100%]\n11 passed in 2.0s",
        )
        .stop("intake_v2 exists as a per-clinic flag."),
    planted: [
      { kind: "fact", keys: ["waffle"] },
      { kind: "instruction", keys: ["per clinic"] },
    ],
  },
  {
    id: "b132-prod-incident",
    build: (s) =>
      s
        .user(
          "post-mortem notes, I want you to have the conclusion since you'll probably touch this code again. Yesterday's outage: the check-in page 500'd for 40 minutes. We've now confirmed the cause: the PgBouncer pool is 40 connections in transaction mode and the eligibility workers held connections open while waiting on the clearinghouse. Moving to SQS already fixed the holding part. Can you grep for any other place that makes an HTTP call inside transaction.atomic?",
        )
        .bash(
          "cd backend && grep -rn -A8 'transaction.atomic' --include=*.py | grep -n 'requests\\.' ",
          "412:visits/services.py-88-        resp = requests.post(settings.ERX_URL, json=payload, timeout=20)",
        )
        .assistant("One more: visits/services.py posts to the e-prescribing service inside an atomic block. Same pattern, smaller scale.")
        .user("yep, move the call out using transaction.on_commit")
        .file("Edit", "backend/visits/services.py")
        .bash(
          "make test ARGS='tests/visits'",
          "pytest --ds=config.settings.test -q tests/visits\n.........                                                [100%]\n9 passed in 2.4s",
        )
        .user(
          "and the rule from the post-mortem, which I'd like you to follow from now on: no outbound HTTP calls inside a DB transaction, ever. on_commit or a task",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["pgbouncer", "40"] },
      { kind: "instruction", keys: ["http", "transaction"] },
    ],
  },
  {
    id: "b132-empty-maybe",
    build: (s) =>
      s
        .user("I wonder if we should switch from pip-tools to uv. everyone's talking about it. would it even matter for a project our size?")
        .assistant(
          "It would make installs and lockfile resolution much faster, CI would probably drop a minute or two. The lock format is different, so Dependabot config and the Dockerfile would change. For your size it's nice but not urgent.",
        )
        .bash("cd backend && time pip-compile requirements/base.in -q", "real\t1m12.4s")
        .assistant("pip-compile takes 72 seconds here, for reference.")
        .user("72 seconds, lol. tempting. but not now, I'd need to sell it to the team first")
        .stop(),
    planted: [],
  },
  {
    id: "b132-messaging-encryption",
    build: (s) =>
      s
        .user(
          "secure messaging between patients and providers: the message bodies are stored in plain text in messaging_message right now. I thought RDS encryption was enough but Renata says messages are the most sensitive thing we have (people write about everything). I'm thinking we just reuse the EncryptedTextField. Any reason not to?",
        )
        .assistant(
          "One: search. The inbox has a message search that uses icontains on body; it won't work on ciphertext. You'd lose server-side search unless you add a separate index of some sort.",
        )
        .bash("cd backend && grep -rn 'body__icontains' --include=*.py", "messaging/views.py:66:        qs = qs.filter(body__icontains=q)")
        .user(
          "I asked the clinic leads, nobody uses the message search. so yes: EncryptedTextField for message bodies, and we remove the body search. I'll tell support. Go ahead with the field change + a data migration that encrypts existing rows in batches of 1000",
        )
        .file("Edit", "backend/messaging/models.py")
        .file("Write", "backend/messaging/migrations/0009_encrypt_bodies.py")
        .file("Edit", "backend/messaging/views.py")
        .bash(
          "make test ARGS='tests/messaging'",
          "pytest --ds=config.settings.test -q tests/messaging\n..............                                           [100%]\n14 passed in 2.9s",
        )
        .assistant("Bodies are encrypted, the search filter is gone, and the data migration encrypts in batches of 1000.")
        .user(
          "great. heads up, the subject line stays plain text, it's shown in email notifications and those can't carry PHI anyway, so the frontend already limits subjects to generic ones like 'New message'",
        )
        .stop("Got it."),
    planted: [
      { kind: "decision", keys: ["message", "encryptedtextfield"] },
      { kind: "fact", keys: ["subject"] },
    ],
  },
  {
    id: "b132-review-habits",
    build: (s) =>
      s
        .user(
          "small preference thing: when you propose a change that touches more than ~3 files, show me the plan first and wait for my ok, don't just go. I like to think about it. also I prefer small PRs, one app per PR when possible. Now: can you rename `pt` to `patient` in the intake serializers? it's just the one file",
        )
        .file("Edit", "backend/intake/serializers.py")
        .bash(
          "make test ARGS='tests/intake'",
          "pytest --ds=config.settings.test -q tests/intake\n...........                                              [100%]\n11 passed in 1.9s",
        )
        .assistant("Renamed in intake/serializers.py; tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["plan", "3 files"] },
      { kind: "instruction", keys: ["one app per pr"] },
    ],
  },
  {
    id: "b132-analytics-deid",
    build: (s) =>
      s
        .user(
          "the product team wants patient-level data in Metabase for funnel analysis. Renata said OK only if it's de-identified per the Safe Harbor method, which means dropping the 18 identifiers, dates generalized to year, zip codes to 3 digits. Where does the Metabase data come from now?",
        )
        .bash(
          "cat deploy/etl/metabase_sync.sql | head -12",
          "-- nightly ETL into the analytics schema\n-- NOTE: must never select from patients_patient directly\ninsert into analytics.visits_daily\nselect clinic_id, date_trunc('day', started_at), count(*) from visits_visit group by 1, 2;",
        )
        .assistant("The ETL only writes clinic-level daily aggregates into the analytics schema; no patient-level rows at all yet.")
        .user(
          "ok so this is a bigger piece. TODO for next sprint: a de-identified patient table in the analytics schema (Safe Harbor: birth year only, 3-digit zip, no names/MRN), built by the nightly ETL. and we document it for Renata before it ships",
        )
        .stop("Noted for next sprint."),
    planted: [{ kind: "task", keys: ["safe harbor"] }],
  },
  {
    id: "b132-node-ci",
    build: (s) =>
      s
        .user("frontend CI takes 11 minutes, what's slow?")
        .bash("gh run view 9031 --json jobs --jq '.jobs[] | [.name, .duration] | @tsv'", "install\t3m41s\ntypecheck\t1m02s\nunit\t2m10s\nplaywright\t4m12s")
        .assistant(
          "npm install takes 3m41s because there's no cache step, and playwright installs browsers every run. Caching ~/.npm and the playwright browsers would save maybe 4 minutes.",
        )
        .user("do the npm cache, the browsers we'll see later")
        .file("Edit", ".github/workflows/frontend.yml")
        .assistant("Added actions/setup-node's npm cache keyed on package-lock.json.")
        .user(
          "thanks. btw the CI runners are GitHub-hosted but the e2e job runs on our self-hosted runner in the VPC because it needs the staging API, in case you wonder why that job has a different runs-on",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["self-hosted", "e2e"] }],
  },
];

export const BLIND132 = plantedSet(BLIND132_SESSIONS, Date.UTC(2026, 10, 10, 9));
