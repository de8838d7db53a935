/**
 * Blind planted set 222 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Django developer at a food-bank nonprofit (Maren) who writes long, polite emails to
 * the agent, with greetings, asides about the office and sign-offs; items sit mid-paragraph,
 * in PS lines and in lists, and many sessions are mostly pleasantries, questions and status.
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 18 instructions, 18 facts, 17 tasks) in 46 sessions, 13 of which plant nothing (51 user/assistant messages between them). Every other message
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

/** One email-style message: the lines joined with newlines. */
const mail = (...lines: string[]): string => lines.join("\n");

export const BLIND222_SESSIONS: BlindSession[] = [
  {
    id: "b222-donor-csv-export",
    build: (s) =>
      s
        .user(
          mail(
            "Good morning Claude,",
            "",
            "I hope you're well! Our development director flagged that the donor CSV export times out before it finishes. The donor table has about 48,000 rows now after the year-end appeal import, so I suspect we're just building the whole thing in memory. Could you take a look at donors/views.py?",
            "",
            "Many thanks,",
            "Maren",
          ),
        )
        .file("Read", "donors/views.py")
        .bash("grep -n 'HttpResponse' donors/views.py", "88:    response = HttpResponse(content_type='text/csv')\n91:    writer = csv.writer(response)")
        .assistant(
          "The view writes every row into a single HttpResponse before returning, so the worker holds the whole file and gunicorn kills it at 30 s. Two options: stream the rows with StreamingHttpResponse and a pseudo-buffer, or generate the file in a background job and email a link. Streaming is the smaller change.",
        )
        .user(
          mail(
            "Hi again,",
            "",
            "Yes, let's go with StreamingHttpResponse for the exports, the email-a-link idea feels like more moving parts than we need. While you're in there: next quarter we'll need to add a Gift Aid column for the UK donors, but please don't do that now, the finance folks haven't settled the format.",
            "",
            "Cheers,",
            "Maren",
          ),
        )
        .file("Edit", "donors/views.py")
        .bash("python manage.py test donors --keepdb", "Ran 23 tests in 4.112s\n\nOK")
        .stop("Export now streams rows with StreamingHttpResponse; donors tests pass."),
    planted: [
      { kind: "fact", keys: ["48,000"] },
      { kind: "decision", keys: ["streaminghttpresponse"] },
      { kind: "task", keys: ["gift aid"] },
    ],
  },
  {
    id: "b222-test-command",
    build: (s) =>
      s
        .user(
          mail(
            "Hello Claude,",
            "",
            "Quick one before my 10 o'clock. Could you add a test for the household size validator? And a general thing for you going forward: please always run the tests with `python manage.py test --parallel 4 --keepdb`. Recreating the test database takes ages on my laptop and I've lost whole afternoons to it.",
            "",
            "Thank you!",
            "Maren",
          ),
        )
        .file("Write", "households/tests/test_validators.py")
        .bash(
          "python manage.py test --parallel 4 --keepdb households",
          "Using existing test database for alias 'default'...\nSystem check identified no issues (0 silenced).\nRan 9 tests in 1.804s\n\nOK\nPreserving test database for alias 'default'...",
        )
        .assistant("Added three cases for the validator (zero members, one member, the 20-member cap). All 9 households tests pass.")
        .user(
          mail(
            "Lovely, thanks. For context, CI is GitHub Actions with a Postgres 14 service container, same as production, so if something passes locally on SQLite it proves nothing.",
            "",
            "Best,",
            "M.",
          ),
        )
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["keepdb"] },
      { kind: "fact", keys: ["postgres 14"] },
    ],
  },
  {
    id: "b222-task-queue",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "The reminder texts for volunteer shifts are being sent from inside the request right now, which is why the signup page hangs. What would you suggest for moving them out of the request cycle?",
            "",
            "Warmly,",
            "Maren",
          ),
        )
        .bash("pip freeze | grep -i -E 'celery|django-q|rq'", "django-q2==1.6.2")
        .assistant(
          "The usual choice is Celery with Redis as the broker. I also see django-q2 is already installed (it isn't used anywhere yet), which would run with the database as the broker and no extra service.",
        )
        .user(
          mail(
            "Hi,",
            "",
            "Thanks for laying it out. We're going to stick with django-q2, Celery plus Redis is just too much for us. Some background you should keep in mind: we only have the one droplet, 2GB RAM, and it's already running Postgres and nginx, so anything that needs another always-on service is a hard sell with our board.",
            "",
            "Thanks a million,",
            "Maren",
          ),
        )
        .file("Edit", "shifts/notifications.py")
        .file("Edit", "config/settings/base.py")
        .bash("python manage.py qinfo", "-- pantryhub 1.6.2 on droplet-01 --\nClusters 1  Workers 2  Queued 0  Success 0  Failures 0")
        .stop("Reminders are now queued with django-q2's async_task; the cluster shows up in qinfo."),
    planted: [
      { kind: "decision", keys: ["django-q2"] },
      { kind: "fact", keys: ["2gb"] },
    ],
  },
  {
    id: "b222-shift-reminder-timezone",
    build: (s) =>
      s
        .user(
          mail(
            "Good afternoon,",
            "",
            "Three volunteers turned up an hour early on Saturday because their reminder text said 8am instead of 9am. Could it be daylight saving? Or maybe the SMS provider is doing something odd? I honestly don't know, could you dig in?",
            "",
            "Maren",
          ),
        )
        .bash(
          "grep -rn 'TIME_ZONE\\|USE_TZ' config/settings/",
          "config/settings/base.py:41:TIME_ZONE = 'America/Chicago'\nconfig/settings/base.py:42:USE_TZ = True",
        )
        .bash("grep -n 'strftime' shifts/notifications.py", "27:    when = shift.starts_at.strftime('%-I%p')")
        .assistant(
          "Found it: the reminder formats shift.starts_at with strftime directly, which is an aware UTC datetime, so the text shows the UTC hour. It isn't DST or the SMS provider. Converting with timezone.localtime() first gives America/Chicago time, and I reproduced the 8am/9am shift with a test.",
        )
        .user(
          mail(
            "Oh good grief, thank you. Please fix it with localtime. And a rule for the whole project from now on: store every datetime in UTC and only convert to local time in templates or at the point where we render text for a human. No naive datetimes anywhere please.",
            "",
            "Gratefully,",
            "Maren",
          ),
        )
        .file("Edit", "shifts/notifications.py")
        .bash("python manage.py test --parallel 4 --keepdb shifts", "Ran 31 tests in 3.220s\n\nOK")
        .stop("Fixed: reminders use timezone.localtime(); the regression test passes."),
    planted: [
      { kind: "fact", keys: ["strftime"] },
      { kind: "instruction", keys: ["utc", "templates"] },
    ],
  },
  {
    id: "b222-migrations-policy",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "I noticed you created a 0042_squashed migration yesterday in the donations app. I've reverted it. Please never squash migrations without asking me first: our staging copy has data that the old ones still need, and I got bitten by this last year.",
            "",
            "On a happier note, the new intake form is a hit with the volunteers!",
            "",
            "Maren",
          ),
        )
        .bash(
          "git log --oneline -3 -- donations/migrations",
          'a81c2f0 Revert "squash donations migrations"\n5d0e91b squash donations migrations\n77ab3e1 add recurring flag',
        )
        .assistant("Understood, sorry about that. The revert is in and `python manage.py showmigrations donations` is back to 41 applied.")
        .user(
          mail(
            "No harm done. Oh, and remind me to delete the legacy_donations app after the board meeting in January, once they've signed off on the archive. Can't do it before then.",
            "",
            "Thanks,",
            "Maren",
          ),
        )
        .stop("Will do."),
    planted: [
      { kind: "instruction", keys: ["squash"] },
      { kind: "task", keys: ["legacy_donations"] },
    ],
  },
  {
    id: "b222-mailchimp-owner",
    build: (s) =>
      s
        .user(
          mail(
            "Hello,",
            "",
            "The newsletter signup checkbox on the volunteer form doesn't seem to do anything. Before you change code, just so you know: Deshawn owns the Mailchimp integration, he built it as a contractor and still maintains it for us a few hours a month. Anything under integrations/mailchimp/ please leave alone and write me a note for him instead.",
            "",
            "Best wishes,",
            "Maren",
          ),
        )
        .file("Read", "volunteers/forms.py")
        .bash("grep -rn 'newsletter' volunteers/", "volunteers/forms.py:19:    newsletter = forms.BooleanField(required=False)")
        .assistant(
          "The form declares the newsletter field but the view never reads it, so nothing is sent to Mailchimp. The fix on our side is in volunteers/views.py: pass the flag to the existing subscribe() helper. I haven't touched integrations/mailchimp/.",
        )
        .user("Perfect, please do the views.py part.\n\nM.")
        .file("Edit", "volunteers/views.py")
        .stop("The signup view now calls subscribe() when the box is ticked."),
    planted: [
      { kind: "fact", keys: ["deshawn", "mailchimp"] },
      { kind: "instruction", keys: ["integrations/mailchimp"] },
    ],
  },
  {
    id: "b222-empty-select-related",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "A silly question, probably. What's the actual difference between select_related and prefetch_related? I always mix them up and I'm reviewing a PR from our intern this afternoon.",
            "",
            "Thanks!",
            "Maren",
          ),
        )
        .assistant(
          "select_related follows foreign keys and one-to-one relations with a SQL JOIN in the same query. prefetch_related runs a separate query per relation and joins in Python, so it works for many-to-many and reverse foreign keys.",
        )
        .user("So for Household -> members (reverse FK) it would be prefetch? Would select_related just error?")
        .assistant("Yes, prefetch_related('members'). select_related('members') raises a FieldError because members isn't a forward relation.")
        .user("Brilliant, that's exactly what I needed. Have a good one!")
        .stop("You too!"),
    planted: [],
  },
  {
    id: "b222-htmx-signup",
    build: (s) =>
      s
        .user(
          mail(
            "Dear Claude,",
            "",
            "The volunteer signup form needs to show available shifts as soon as someone picks a location. Our intern suggested rewriting the page in React. Thoughts?",
            "",
            "Maren",
          ),
        )
        .file("Read", "templates/volunteers/signup.html")
        .assistant(
          "React would mean a build step and a JSON API just for one dynamic dropdown. HTMX can do this with an hx-get on the location select that swaps in a server-rendered partial, and it fits the rest of the templates.",
        )
        .user(
          mail(
            "Hi,",
            "",
            "Agreed, HTMX it is for the signup form, no React. While I think of it, a general preference: I prefer function-based views for anything simple. Class-based views are fine for the admin-heavy stuff but our volunteers who code on weekends find FBVs far easier to follow.",
            "",
            "All the best,",
            "Maren",
          ),
        )
        .file("Write", "templates/volunteers/_shift_options.html")
        .file("Edit", "volunteers/views.py")
        .bash("python manage.py test --parallel 4 --keepdb volunteers", "Ran 18 tests in 2.006s\n\nOK")
        .stop("Added the shift_options view and partial; the select swaps it in via hx-get."),
    planted: [
      { kind: "decision", keys: ["htmx"] },
      { kind: "instruction", keys: ["function-based"] },
    ],
  },
  {
    id: "b222-deploy-script",
    build: (s) =>
      s
        .user(mail("Hi Claude,", "", "Could you figure out why last night's deploy didn't pick up the new static files?", "", "Thanks,", "Maren"))
        .bash(
          "cat deploy.sh",
          "#!/bin/bash\nset -e\ngit pull origin production\npip install -r requirements.txt\npython manage.py migrate --noinput\nsudo systemctl restart gunicorn",
        )
        .assistant(
          "deploy.sh never runs collectstatic, so nginx keeps serving the old files from /srv/pantryhub/static. Adding `python manage.py collectstatic --noinput` before the restart fixes it.",
        )
        .user(
          mail(
            "Ah, that explains a lot. Yes please add it.",
            "",
            "For the record, since you'll be touching this again: deploys are done by running deploy.sh on the droplet and it always pulls the production branch. And please don't ever push to production yourself. Everything goes to main through a PR and I merge main into production when I'm ready.",
            "",
            "Thanks so much,",
            "Maren",
          ),
        )
        .file("Edit", "deploy.sh")
        .stop("collectstatic is now in deploy.sh."),
    planted: [
      { kind: "fact", keys: ["deploy.sh"] },
      { kind: "instruction", keys: ["push", "production"] },
    ],
  },
  {
    id: "b222-pii-logging",
    build: (s) =>
      s
        .user(
          mail(
            "Good morning!",
            "",
            "I was reading the gunicorn logs and saw full client names and addresses in the debug lines from the intake view. That can't stay. Please strip them out, and as a standing rule, no PII in logs ever, log the record id instead. Our funders audit this.",
            "",
            "Maren",
          ),
        )
        .bash("grep -rn 'logger.debug' intake/", "intake/views.py:54:    logger.debug('intake for %s at %s', client.full_name, client.address)")
        .file("Edit", "intake/views.py")
        .assistant("Replaced it with `logger.debug('intake for client %s', client.pk)`; there were no other PII log lines in intake/.")
        .user(
          mail(
            "Thank you. Related, but NOT for today: we need a retention job that deletes volunteer background-check files after three years. Legal gave us the rule last month. Let's pick it up in the new year.",
            "",
            "Cheers,",
            "Maren",
          ),
        )
        .stop("Noted for the new year."),
    planted: [
      { kind: "instruction", keys: ["pii"] },
      { kind: "task", keys: ["background-check"] },
    ],
  },
  {
    id: "b222-stripe-webhook",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "We got two duplicate donation records from the same Stripe payment on Giving Tuesday. Could you have a look at the webhook handler? Stripe webhooks hit /payments/webhook/, and the signing secret lives in 1Password under 'Stripe prod' if you need to tell me where to put it.",
            "",
            "Thanks,",
            "Maren",
          ),
        )
        .file("Read", "payments/webhooks.py")
        .bash(
          "python manage.py shell -c \"from donations.models import Donation; print(Donation.objects.filter(stripe_payment_intent='pi_3Q8x').count())\"",
          "2",
        )
        .assistant(
          "Stripe retried the event after our handler took longer than 10 s, and the handler creates a Donation unconditionally. I'd make the handler idempotent: a unique constraint on stripe_payment_intent and get_or_create. Alternatively we could store processed event ids in a table.",
        )
        .user("The unique constraint + get_or_create sounds right. Let's go with that rather than an events table.\n\nMaren")
        .file("Edit", "donations/models.py")
        .bash("python manage.py makemigrations donations", "Migrations for 'donations':\n  donations/migrations/0042_donation_unique_payment_intent.py")
        .stop("Added the unique constraint and switched to get_or_create."),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "decision", keys: ["get_or_create"] },
    ],
  },
  {
    id: "b222-empty-status",
    build: (s) =>
      s
        .user("Morning! Can you run the whole test suite and tell me if anything is red? I'm about to go into a budget meeting.")
        .bash("python manage.py test --parallel 4 --keepdb", "Ran 412 tests in 38.551s\n\nOK")
        .assistant("All 412 tests pass, nothing red.")
        .user("Fantastic. Wish me luck with the budget people.")
        .assistant("Good luck!")
        .stop(),
    planted: [],
  },
  {
    id: "b222-ruff-switch",
    build: (s) =>
      s
        .user(mail("Hello there,", "", "Pre-commit is painfully slow with black, isort and flake8 all running. Would ruff replace all three?", "", "Maren"))
        .bash(
          "cat .pre-commit-config.yaml | head -12",
          "repos:\n  - repo: https://github.com/psf/black\n    rev: 23.1.0\n  - repo: https://github.com/pycqa/isort\n  - repo: https://github.com/pycqa/flake8",
        )
        .assistant("Yes: `ruff format` covers black, and `ruff check` with the I and E/F/W rules covers isort and flake8. It'd be one hook instead of three.")
        .user(
          mail(
            "Great. Decided then, we're moving to ruff and dropping black, isort and flake8. Please set the line length to 120, that's what the team agreed at our last retro, and keep to it in everything you write.",
            "",
            "Thanks!",
            "Maren",
          ),
        )
        .file("Edit", ".pre-commit-config.yaml")
        .file("Edit", "pyproject.toml")
        .bash("ruff check . && ruff format --check .", "All checks passed!\n214 files already formatted")
        .stop("Pre-commit now runs ruff only."),
    planted: [
      { kind: "decision", keys: ["ruff"] },
      { kind: "instruction", keys: ["120"] },
    ],
  },
  {
    id: "b222-volunteer-hours-report",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Hope the week's treating you kindly. Could you add a total_hours property on Volunteer? That's the only thing for today.",
            "",
            "Looking further ahead, so you have it: the board wants a monthly volunteer hours report as a PDF, starting in Q1. That's for next sprint, not this one. We already have WeasyPrint installed, we use it for the donor tax receipts, so presumably that's the tool.",
            "",
            "Best,",
            "Maren",
          ),
        )
        .file("Edit", "volunteers/models.py")
        .bash("python manage.py test --parallel 4 --keepdb volunteers", "Ran 20 tests in 2.113s\n\nOK")
        .stop("Added Volunteer.total_hours with two tests."),
    planted: [
      { kind: "task", keys: ["volunteer hours"] },
      { kind: "fact", keys: ["weasyprint"] },
    ],
  },
  {
    id: "b222-empty-redis-musing",
    build: (s) =>
      s
        .user(
          mail(
            "Hi,",
            "",
            "Just thinking out loud: would a Redis cache make the dashboard faster? Or is that overkill for us? I don't want to commit to anything, just curious what you think.",
            "",
            "Maren",
          ),
        )
        .assistant(
          "Probably overkill right now. The dashboard's slowness is more likely queries than rendering; I'd measure with django-debug-toolbar before adding a cache. If we did cache, the database cache backend would avoid running another service.",
        )
        .user("Makes sense. Let me think about it and get back to you, no action for now.")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-volunteer-login",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Volunteers keep forgetting passwords. Let's use django-allauth for volunteer logins so they can sign in with Google.",
            "",
            "Maren",
          ),
        )
        .bash("pip install django-allauth && pip freeze | grep allauth", "django-allauth==65.2.0")
        .assistant("Installed allauth. It needs a Google OAuth client and a Sites entry; do you have the client id?")
        .user(
          mail(
            "Hmm, actually no, scratch allauth. I spoke with Priya and half our volunteers are retirees without Google accounts. Let's do email magic links with django-sesame instead, much simpler for them.",
            "",
            "Staff are separate anyway: staff accounts authenticate via Google Workspace SSO through the office domain, that's not changing.",
            "",
            "Sorry for the back and forth!",
            "Maren",
          ),
        )
        .bash(
          "pip uninstall -y django-allauth && pip install django-sesame",
          "Successfully uninstalled django-allauth-65.2.0\nSuccessfully installed django-sesame-3.2.2",
        )
        .file("Edit", "volunteers/auth.py")
        .stop("Magic links via django-sesame are in; allauth is removed."),
    planted: [
      { kind: "decision", keys: ["sesame"] },
      { kind: "fact", keys: ["google workspace"] },
    ],
  },
  {
    id: "b222-dashboard-n-plus-one",
    build: (s) =>
      s
        .user(mail("Morning Claude,", "", "The coordinator dashboard is really slow again (8 seconds this morning). Could you find out why?", "", "Maren"))
        .bash(
          'python manage.py shell -c "from django.test.utils import CaptureQueriesContext; ..."',
          "queries: 312\nslowest: SELECT ... FROM households_member WHERE household_id = %s",
        )
        .assistant(
          "Confirmed: the dashboard runs 312 queries, one per household for Household.members, because the template loops over household.members.all. Adding prefetch_related('members') to the queryset brings it down to 4 queries.",
        )
        .file("Edit", "dashboard/views.py")
        .bash("python manage.py test --parallel 4 --keepdb dashboard", "Ran 12 tests in 1.502s\n\nOK")
        .user(
          mail(
            "Wonderful, it loads instantly now. The pantry visit list has the exact same pattern I think. Follow-up for another day: add the same prefetch to the pantry visit list. Not today, I need to ship this first.",
            "",
            "Thank you!!",
            "Maren",
          ),
        )
        .stop("Shipped the dashboard fix; the pantry visit list is left as is."),
    planted: [
      { kind: "fact", keys: ["312"] },
      { kind: "task", keys: ["pantry visit"] },
    ],
  },
  {
    id: "b222-empty-typo",
    build: (s) =>
      s
        .user("Hi! There's a typo on the thank-you page, 'recieve' should be 'receive'. Could you fix it? Thanks, M.")
        .bash("grep -rn 'recieve' templates/", "templates/donations/thank_you.html:12:  You will recieve a tax receipt by email.")
        .assistant("Fixed the typo in templates/donations/thank_you.html.")
        .user("Thank you, you're a star.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-spanish-strings",
    build: (s) =>
      s
        .user(
          mail(
            "Hola Claude (I'm practising),",
            "",
            "Could you add the new 'bring your ID' notice to the pickup confirmation page? Two things I'd like you to keep in mind for all future work:",
            "",
            "1. All user-facing strings need to be wrapped in gettext, no exceptions, even in emails and SMS.",
            "2. About a third of our clients read Spanish as their first language, so the Spanish catalogue matters as much as the English one.",
            "",
            "Gracias,",
            "Maren",
          ),
        )
        .file("Edit", "templates/pickups/confirmation.html")
        .bash("python manage.py makemessages -l es", "processing locale es")
        .assistant("Added the notice wrapped in {% translate %} and regenerated locale/es/LC_MESSAGES/django.po; there's one new untranslated msgid.")
        .user("Great. Remind me to send the new strings to Lucia for translation before the March release, she does them for us as a volunteer.\n\nM.")
        .stop("Reminder noted."),
    planted: [
      { kind: "instruction", keys: ["gettext"] },
      { kind: "fact", keys: ["spanish"] },
      { kind: "task", keys: ["lucia"] },
    ],
  },
  {
    id: "b222-settings-layout",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Can you add a setting for the SMS provider's sender number? For orientation: settings are split into config/settings/base.py, local.py and prod.py, and prod.py reads everything secret from the environment.",
            "",
            "Thanks,",
            "Maren",
          ),
        )
        .file("Edit", "config/settings/base.py")
        .file("Edit", "config/settings/prod.py")
        .assistant("Added SMS_SENDER_NUMBER, read from the environment in prod.py with a dummy default in local.py.")
        .user(
          mail(
            "Thanks! One more rule please: whenever you add a new environment variable, also add it to .env.example with a comment. Our weekend volunteers set up from that file and they get stuck otherwise.",
            "",
            "Maren",
          ),
        )
        .file("Edit", ".env.example")
        .stop("Added SMS_SENDER_NUMBER to .env.example."),
    planted: [
      { kind: "fact", keys: ["config/settings"] },
      { kind: "instruction", keys: [".env.example"] },
    ],
  },
  {
    id: "b222-empty-holiday",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "No code today, I just wanted to say thank you for all the help this year. The food drive was our biggest ever. I'm off until the 2nd, so nothing urgent from me.",
            "",
            "Happy holidays,",
            "Maren",
          ),
        )
        .assistant("Thank you, Maren! Congratulations on the food drive. Enjoy the break.")
        .user("Will do. Oh, did the nightly tests pass by the way?")
        .bash("gh run list --limit 1", "completed  success  nightly  main  schedule  12m")
        .assistant("Yes, last night's run on main succeeded.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-media-storage",
    build: (s) =>
      s
        .user(
          mail(
            "Hello Claude,",
            "",
            "The droplet disk is at 91% and most of it is uploaded media (pantry photos, signed forms). What are our options?",
            "",
            "Maren",
          ),
        )
        .bash("du -sh /srv/pantryhub/media", "9.1G\t/srv/pantryhub/media")
        .assistant(
          "Options: resize the droplet disk, or move media to object storage. DigitalOcean Spaces is S3-compatible, and django-storages with the S3 backend would make new uploads go there without code changes in the models.",
        )
        .user(
          mail(
            "Let's go with Spaces through django-storages for new uploads, resizing just kicks the can down the road.",
            "",
            "We'll also need to move the existing ~9 GB of uploads over at some point, but leave that for January when things are quieter, it's not part of today.",
            "",
            "Thanks as always,",
            "Maren",
          ),
        )
        .file("Edit", "config/settings/prod.py")
        .bash("pip install django-storages[s3]", "Successfully installed django-storages-1.14.4 boto3-1.35.80")
        .stop("New uploads go to Spaces via django-storages."),
    planted: [
      { kind: "decision", keys: ["django-storages"] },
      { kind: "task", keys: ["9 gb"] },
    ],
  },
  {
    id: "b222-sentry-quota",
    build: (s) =>
      s
        .user(
          mail(
            "Hi,",
            "",
            "Sentry emailed saying we're at 80% of our quota with a week to go. We're on the free plan, 5k events a month, and we can't justify paying. Can you see what's eating it?",
            "",
            "Maren",
          ),
        )
        .bash(
          "grep -rn 'capture_message' --include=*.py .",
          "shifts/views.py:112:    sentry_sdk.capture_message('shift signup ok')\nintake/views.py:80:    sentry_sdk.capture_message('intake saved')",
        )
        .assistant("Two capture_message calls fire on every successful signup and intake, which is most of the volume. I've removed both.")
        .file("Edit", "shifts/views.py")
        .file("Edit", "intake/views.py")
        .user("Thank you! Please don't use capture_message for non-errors in future, Sentry is only for things that are actually broken.\n\nMaren")
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["5k"] },
      { kind: "instruction", keys: ["capture_message"] },
    ],
  },
  {
    id: "b222-empty-rename-model",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "I'm wondering whether we should rename the Client model to Neighbor, since that's the word the staff use now. What would that involve?",
            "",
            "Maren",
          ),
        )
        .bash("grep -rln 'Client' --include=*.py . | wc -l", "63")
        .assistant("It touches 63 files plus a RenameModel migration; the table rename is cheap, but foreign keys in four apps and the admin would change too.")
        .user("Oof. Actually, let's not, forget I asked. Maybe we just change the label in the templates someday.")
        .assistant("No problem, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-partner-api",
    build: (s) =>
      s
        .user(
          mail(
            "Dear Claude,",
            "",
            "Good news: the county food network wants to pull our weekly distribution numbers automatically. We need some kind of read-only API for partners. How would you build it?",
            "",
            "Maren",
          ),
        )
        .assistant(
          "I'd use Django REST Framework: a read-only ViewSet for distribution totals, token auth per partner, and versioned URLs. A hand-rolled JsonResponse view would also work for one endpoint but gets messy as partners ask for more.",
        )
        .user(
          mail(
            "Yes, DRF it is for the partner API. Please put everything under /api/v1/ so we can change things later without breaking the county.",
            "",
            "Eventually we'll need rate limiting on the partner endpoints too, but that can go on the list for later, the county is the only partner for now.",
            "",
            "Thanks,",
            "Maren",
          ),
        )
        .bash("pip install djangorestframework", "Successfully installed djangorestframework-3.15.2")
        .file("Write", "partners/api.py")
        .file("Edit", "config/urls.py")
        .stop("Added a read-only DistributionViewSet under the versioned API prefix."),
    planted: [
      { kind: "decision", keys: ["drf"] },
      { kind: "instruction", keys: ["/api/v1/"] },
      { kind: "task", keys: ["rate limiting"] },
    ],
  },
  {
    id: "b222-empty-async-views",
    build: (s) =>
      s
        .user(mail("Hi,", "", "I read a blog post about async views in Django. Do you think they'd help us at all? Maybe for the SMS sending?", "", "Maren"))
        .assistant(
          "Probably not much. Async views help when a request waits on slow I/O, but the SMS sending already runs in the task queue. Under gunicorn's sync workers you'd also need to switch to an ASGI server to benefit.",
        )
        .user("Right, I suspected as much. Maybe one day if we outgrow the droplet.")
        .assistant("Could be worth revisiting then.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-admin-registration",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Thanks for the new DonorNote model. Please also register it in the admin. In general, register every new model in the Django admin with sensible list_display, the office staff basically live in there.",
            "",
            "Also, FYI, Pat in the front office is the only person who uses the bulk-import screen, so if you ever change it, he's the one to warn.",
            "",
            "Maren",
          ),
        )
        .file("Edit", "donors/admin.py")
        .bash("python manage.py check", "System check identified no issues (0 silenced).")
        .stop("DonorNote is registered with list_display and a donor search."),
    planted: [
      { kind: "instruction", keys: ["admin"] },
      { kind: "fact", keys: ["bulk-import"] },
    ],
  },
  {
    id: "b222-empty-quoted-logs",
    build: (s) =>
      s
        .user("Hi, can you look at the nginx error log and tell me if anything looks worrying? Thanks, Maren")
        .bash(
          "sudo tail -n 5 /var/log/nginx/error.log",
          "2026/11/24 03:12:01 [warn] upstream response is buffered to a temporary file\n2026/11/24 03:12:09 [notice] TODO: always set client_max_body_size\n2026/11/24 04:00:00 [error] client must never send body larger than 1m",
        )
        .assistant(
          "Nothing serious: one buffering warning from a large export and a 413 when someone uploaded a photo over nginx's 1 MB limit. The 'TODO: always set client_max_body_size' line is a comment someone logged from the config tooling, not an error.",
        )
        .user("OK good. Did anyone actually hit that upload limit today?")
        .assistant("Just once at 04:00, from the intake photo form.")
        .user("Fine, it was probably me testing. Thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b222-backups",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Our auditor asked how backups work and I realised I couldn't answer confidently. Could you check the crontab and tell me?",
            "",
            "Maren",
          ),
        )
        .bash("crontab -l", "0 2 * * * /srv/pantryhub/bin/backup.sh >> /var/log/backup.log 2>&1")
        .bash("cat /srv/pantryhub/bin/backup.sh", "pg_dump -Fc pantryhub | b2 upload-file pantryhub-backups - db-$(date +%F).dump")
        .assistant("A nightly pg_dump runs at 2am and streams to Backblaze B2, bucket pantryhub-backups. Nothing else (media isn't backed up by this script).")
        .user(
          mail(
            "Thank you, that's reassuring-ish. Confession: we've never actually tested a restore. We need to do a restore drill before the audit in February. Not today though, I'm swamped. Please keep it on the radar.",
            "",
            "Maren",
          ),
        )
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["backblaze"] },
      { kind: "task", keys: ["restore drill"] },
    ],
  },
  {
    id: "b222-django-upgrade",
    build: (s) =>
      s
        .user(
          mail(
            "Hello Claude,",
            "",
            "Django 4.2 is out of support, so we need to upgrade. Could we go straight to 5.2? I know the droplet is Ubuntu 22.04, which means we're stuck on Python 3.10 for now.",
            "",
            "Maren",
          ),
        )
        .bash("python --version && pip index versions django | head -1", "Python 3.10.12\ndjango (5.2.8)")
        .assistant(
          "Yes: Django 5.2 LTS supports Python 3.10, and I see no deprecated APIs blocking it except two uses of `index_together`. 5.2 is supported until April 2028.",
        )
        .user("Great, then we're upgrading to Django 5.2 LTS. Go ahead.\n\nThanks!\nMaren")
        .file("Edit", "requirements.txt")
        .file("Edit", "households/models.py")
        .bash("python manage.py test --parallel 4 --keepdb", "Ran 412 tests in 40.120s\n\nOK")
        .stop("On Django 5.2.8; the suite passes."),
    planted: [
      { kind: "fact", keys: ["3.10"] },
      { kind: "decision", keys: ["5.2"] },
    ],
  },
  {
    id: "b222-empty-conference",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude!",
            "",
            "I'm back from DjangoCon US, it was great. Lots of talk about HTMX and background tasks in core. Do you know if the tasks framework made it into 6.0?",
            "",
            "Maren",
          ),
        )
        .assistant("Yes, Django 6.0 adds a built-in tasks framework (django.tasks) for defining tasks, with backends supplied separately.")
        .user("Interesting. We're not going there yet, just curious. Thanks for humouring me!")
        .stop("Any time."),
    planted: [],
  },
  {
    id: "b222-empty-refactor-narration",
    build: (s) =>
      s
        .user("Could you tidy up pickups/utils.py? It's got three functions that do almost the same thing. Just this file please. M.")
        .file("Read", "pickups/utils.py")
        .assistant("I'll merge the three date-window helpers into one function with a `days` parameter, then update the two callers.")
        .file("Edit", "pickups/utils.py")
        .bash("python manage.py test --parallel 4 --keepdb pickups", "Ran 14 tests in 1.330s\n\nOK")
        .assistant("Done: one pickup_window(days) helper replaces the three, and pickups tests pass.")
        .user("Much nicer, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-transactional-email",
    build: (s) =>
      s
        .user(
          mail(
            "Good afternoon,",
            "",
            "Gmail keeps putting our donation receipts in spam. We send through the droplet's own postfix right now. I was going to ask whether SendGrid or Postmark is better for a tiny nonprofit like us?",
            "",
            "Maren",
          ),
        )
        .assistant(
          "Either fixes deliverability. Postmark is transactional-only, which tends to give better inbox placement, and has a nonprofit discount; SendGrid is cheaper at high volume and does marketing mail too.",
        )
        .user(
          mail(
            "Postmark then, not SendGrid.",
            "",
            "And please, from now on, send every email through our notify() helper in core/notify.py, never call send_mail directly, so the gettext and the footer get applied.",
            "",
            "Thanks!",
            "Maren",
          ),
        )
        .file("Edit", "config/settings/prod.py")
        .bash("pip install django-anymail[postmark]", "Successfully installed django-anymail-12.0")
        .stop("Email goes out via Postmark through anymail."),
    planted: [
      { kind: "decision", keys: ["postmark"] },
      { kind: "instruction", keys: ["notify"] },
    ],
  },
  {
    id: "b222-empty-question-only",
    build: (s) =>
      s
        .user("Quick question: how many households did we register last month? Just the number please, for the newsletter.")
        .bash(
          'python manage.py shell -c "from households.models import Household; from django.utils import timezone; print(Household.objects.filter(created__month=10, created__year=2026).count())"',
          "187",
        )
        .assistant("187 households were registered in October 2026.")
        .user("Thanks! That's up from last year I think. Have a nice day.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-empty-pr-review",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Our intern Tomasz opened a PR that adds a 'notes' field to Pickup. Could you review it and tell me if anything's off? I'm not asking you to merge it.",
            "",
            "Maren",
          ),
        )
        .bash("gh pr diff 214 | head -20", "+    notes = models.TextField(blank=True)\n+# TODO: always validate notes length\n+# never trust user input")
        .assistant(
          "It looks fine: the field is blank=True so the migration is safe. The TODO comment could be dropped since TextField has no length limit; maybe a max_length in the form would be nicer.",
        )
        .user("Thanks, I'll pass that on to him. He'll be chuffed it's mostly fine.")
        .stop(),
    planted: [],
  },
  {
    id: "b222-grant-report-counts",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "The state grant report asks for 'clients served'. Right now our stats page counts individuals. After a long chat with Priya this morning we've decided the reports will count households, not individuals, since that's how the state defines a client. Could you change the stats page to match?",
            "",
            "Maren",
          ),
        )
        .file("Edit", "reports/stats.py")
        .bash("python manage.py test --parallel 4 --keepdb reports", "Ran 16 tests in 1.744s\n\nOK")
        .assistant("The stats page now counts distinct households with at least one visit in the period; the tests are updated.")
        .user(
          mail(
            "Thank you. Two things for later, neither for today:",
            "",
            "- before the grant report is due on Jan 15 we need unduplicated counts across both pantry sites (people visit both)",
            "- and someone has to write up the definition for the board packet, I'll probably do that one myself but put it on the list",
            "",
            "Cheers,",
            "Maren",
          ),
        )
        .stop("Both noted."),
    planted: [
      { kind: "decision", keys: ["households", "individuals"] },
      { kind: "task", keys: ["unduplicated"] },
      { kind: "task", keys: ["board packet"] },
    ],
  },
  {
    id: "b222-phone-numbers",
    build: (s) =>
      s
        .user(
          mail(
            "Hello!",
            "",
            "The SMS reminders fail for anyone who typed their number with dashes or brackets. How should we handle phone numbers?",
            "",
            "Maren",
          ),
        )
        .bash(
          "python manage.py shell -c \"from volunteers.models import Volunteer; print(Volunteer.objects.exclude(phone__regex=r'^\\+1\\d{10}$').count())\"",
          "341",
        )
        .assistant(
          "341 volunteers have numbers that aren't in +1XXXXXXXXXX form. I'd suggest django-phonenumber-field: it validates on input and stores E.164, so the SMS provider always gets a clean number.",
        )
        .user(
          mail(
            "That sounds right, let's use django-phonenumber-field for all phone fields going forward. Please just do it for new input today. The old free-text numbers will need cleaning up with a data migration at some point, but that's a separate job for later.",
            "",
            "Thanks,",
            "Maren",
          ),
        )
        .file("Edit", "volunteers/forms.py")
        .bash("pip install django-phonenumber-field[phonenumberslite]", "Successfully installed django-phonenumber-field-8.0.0 phonenumberslite-8.13.50")
        .stop("New input now validates with PhoneNumberField."),
    planted: [
      { kind: "decision", keys: ["phonenumber"] },
      { kind: "task", keys: ["free-text"] },
    ],
  },
  {
    id: "b222-audit-history",
    build: (s) =>
      s
        .user(mail("Hi Claude,", "", "Our auditor wants to know who changed a donation amount and when. We don't track that at all. Ideas?", "", "Maren"))
        .assistant(
          "Two routes: django-simple-history, which adds a Historical<Model> table per tracked model and records the user via middleware, or a hand-written AuditLog model with signals. simple-history is less code and has admin integration.",
        )
        .user("Let's go with django-simple-history. Please start with Donation only.\n\nMaren")
        .bash("pip install django-simple-history", "Successfully installed django-simple-history-3.7.0")
        .file("Edit", "donations/models.py")
        .file("Edit", "config/settings/base.py")
        .assistant("Donation now has history = HistoricalRecords(); the admin shows a History button. Existing rows have no history entries yet.")
        .user(
          "Great. We'll need to backfill an initial history record for the existing donations before the audit, but let's leave that for another session.\n\nThanks!",
        )
        .stop("Left for later."),
    planted: [
      { kind: "decision", keys: ["simple-history"] },
      { kind: "task", keys: ["backfill"] },
    ],
  },
  {
    id: "b222-sms-testing",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Oops. Yesterday's test run sent real reminder texts to about twenty volunteers, and one of them called the office in a panic. A few things so this doesn't happen again:",
            "",
            "Please never send test SMS to real numbers. In tests and on your machine use Twilio's magic test number +15005550006 and the test credentials.",
            "",
            "Also, some context on why I'm twitchy: our SMS budget is $40/month, it comes out of a small grant, and yesterday used a chunk of it.",
            "",
            "Sorry to start the day grumpy!",
            "Maren",
          ),
        )
        .bash("grep -rn 'TWILIO' config/settings/local.py", "config/settings/local.py:30:TWILIO_ACCOUNT_SID = env('TWILIO_ACCOUNT_SID')")
        .file("Edit", "config/settings/local.py")
        .file("Edit", "shifts/tests/conftest.py")
        .assistant("local.py now uses the test credentials and the tests patch the sender to the magic number, so nothing leaves Twilio's sandbox.")
        .user("Thank you, that's a relief.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["+15005550006"] },
      { kind: "fact", keys: ["$40"] },
    ],
  },
  {
    id: "b222-visit-list-pagination",
    build: (s) =>
      s
        .user(
          mail(
            "Hello,",
            "",
            "The pantry visit list shows every visit since 2019 on one page and the browser chokes on it. Could we paginate it? What are our options?",
            "",
            "Maren",
          ),
        )
        .assistant(
          "Django's Paginator with page numbers is simplest and works with the existing filters. Cursor pagination is faster on huge tables but loses 'jump to page 40', which I suspect staff use. Page size 25, 50 or 100?",
        )
        .user(
          mail(
            "Page numbers please, 50 per page. Staff do jump around.",
            "",
            "And one day (not today) the visit list should get an export button so staff stop copy-pasting into Excel. Just keep it in mind.",
            "",
            "Thanks,",
            "Maren",
          ),
        )
        .file("Edit", "pickups/views.py")
        .file("Edit", "templates/pickups/visit_list.html")
        .bash("python manage.py test --parallel 4 --keepdb pickups", "Ran 16 tests in 1.402s\n\nOK")
        .stop("The visit list is paginated."),
    planted: [
      { kind: "decision", keys: ["50 per page"] },
      { kind: "task", keys: ["export button"] },
    ],
  },
  {
    id: "b222-feature-flag",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "We want to pilot the new intake questionnaire at the Eastside site only. Should we bring in django-waffle for that?",
            "",
            "Maren",
          ),
        )
        .bash("grep -rn 'SITE_CODE' config/settings/", "config/settings/base.py:58:SITE_CODE = env('SITE_CODE', default='main')")
        .assistant(
          "Waffle would work, but each site already runs with its own SITE_CODE setting. A plain settings flag (NEW_INTAKE_SITES = ['eastside']) checked in the intake view would do the pilot without a new dependency and its admin tables.",
        )
        .user("Fine by me, let's do the settings flag and skip waffle.\n\nMaren")
        .file("Edit", "config/settings/base.py")
        .file("Edit", "intake/views.py")
        .stop("The questionnaire only shows when SITE_CODE is in NEW_INTAKE_SITES."),
    planted: [{ kind: "decision", keys: ["settings flag"] }],
  },
  {
    id: "b222-branches",
    build: (s) =>
      s
        .user(
          mail(
            "Good morning Claude,",
            "",
            "Could you open a PR for the allergen work? Small housekeeping request that applies to everything from now on: please prefix your branch names with claude/ so I can tell your branches from the interns' at a glance.",
            "",
            "Maren",
          ),
        )
        .bash(
          "git switch -c claude/allergen-field && git push -u origin claude/allergen-field",
          "Switched to a new branch 'claude/allergen-field'\nbranch 'claude/allergen-field' set up to track 'origin/claude/allergen-field'.",
        )
        .bash("gh pr create --fill", "https://github.com/riverbend-foodbank/pantryhub/pull/221")
        .assistant("Opened PR #221 from claude/allergen-field.")
        .user(
          "Thanks! Also, remind me to turn on branch protection for main after the Christmas break, I keep forgetting and an intern pushed straight to it last week.\n\nM.",
        )
        .stop("Will remind you."),
    planted: [
      { kind: "instruction", keys: ["claude/"] },
      { kind: "task", keys: ["branch protection"] },
    ],
  },
  {
    id: "b222-allergens",
    build: (s) =>
      s
        .user(
          mail(
            "Hi Claude,",
            "",
            "Clients need to be able to record allergies so the packers can skip things. Tomasz suggested a comma-separated CharField. Is that okay?",
            "",
            "Maren",
          ),
        )
        .assistant(
          "It would work for display, but filtering ('who can't have peanuts?') gets unreliable with free text. A ManyToMany to a small Allergen table lets packers filter and keeps spellings consistent.",
        )
        .user(
          mail(
            "Right, allergens as a ManyToMany to an Allergen table, not the CharField. I'll tell Tomasz gently.",
            "",
            "Useful to know for the UI: the warehouse team at Eastside use the wall-mounted tablets in the loading bay, and those are locked in portrait mode. So please test every page you touch at 768px wide as well as desktop.",
            "",
            "Best,",
            "Maren",
          ),
        )
        .file("Edit", "households/models.py")
        .bash("python manage.py makemigrations households", "Migrations for 'households':\n  households/migrations/0019_allergen_client_allergens.py")
        .stop("Added Allergen and Client.allergens."),
    planted: [
      { kind: "decision", keys: ["allergen", "manytomany"] },
      { kind: "fact", keys: ["portrait"] },
      { kind: "instruction", keys: ["768"] },
    ],
  },
  {
    id: "b222-no-show-status",
    build: (s) =>
      s
        .user(
          mail(
            "Hi,",
            "",
            "Could you fix the shift calendar so cancelled shifts are greyed out? That's it for today.",
            "",
            "Commit-wise, a standing request: write commit messages in the imperative and put the Trello card number at the start, like '[TR-212] Grey out cancelled shifts'. Kofi, our volunteer coordinator, tracks everything on Trello.",
            "",
            "Maren",
          ),
        )
        .file("Edit", "templates/shifts/calendar.html")
        .bash(
          "git commit -am '[TR-212] Grey out cancelled shifts'",
          "[claude/grey-cancelled 4e1a9b2] [TR-212] Grey out cancelled shifts\n 1 file changed, 3 insertions(+)",
        )
        .assistant("Cancelled shifts are greyed out; committed as [TR-212].")
        .user(
          "Lovely. Kofi also wants a 'No-show' status for shifts so he can follow up with people, but that's a bigger change, we'll do it next sprint.\n\nThanks!",
        )
        .stop("Left for next sprint."),
    planted: [
      { kind: "instruction", keys: ["trello"] },
      { kind: "task", keys: ["no-show"] },
    ],
  },
  {
    id: "b222-stats-cache",
    build: (s) =>
      s
        .user(
          mail(
            "Hello Claude,",
            "",
            "The public stats page ('meals served this year') gets hammered whenever we post on Facebook. You mentioned caching a while ago. What would you do?",
            "",
            "Maren",
          ),
        )
        .bash("grep -n CACHES config/settings/base.py", "")
        .assistant(
          "No cache is configured, so Django uses per-process local memory. Since Redis is off the table, the DatabaseCache backend would share the cache across gunicorn workers with just a createcachetable; cache_page for 10 minutes on that view would be enough.",
        )
        .user(
          mail(
            "Yes, DatabaseCache with cache_page it is. Ten minutes is fine.",
            "",
            "TODO for later, not now: invalidate the cached stats when a visit is logged, so the numbers on the day of a big distribution aren't stale.",
            "",
            "Thanks so much,",
            "Maren",
          ),
        )
        .file("Edit", "config/settings/base.py")
        .bash("python manage.py createcachetable", "")
        .file("Edit", "reports/views.py")
        .stop("The stats page is cached for 10 minutes in the database cache."),
    planted: [
      { kind: "decision", keys: ["databasecache"] },
      { kind: "task", keys: ["invalidate"] },
    ],
  },
  {
    id: "b222-empty-migration-conflict",
    build: (s) =>
      s
        .user("Hi Claude, I pulled main and now migrate complains about conflicting migrations in households. Could you sort it out? Thanks, Maren")
        .bash(
          "python manage.py migrate",
          "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0019_allergen_client_allergens, 0019_household_notes in households).",
        )
        .assistant("Two branches both added a 0019. They touch different fields, so a merge migration is safe. Shall I run makemigrations --merge?")
        .user("Yes please.")
        .bash(
          "python manage.py makemigrations --merge --noinput && python manage.py migrate",
          "Created new merge migration households/migrations/0020_merge.py\nApplying households.0020_merge... OK",
        )
        .assistant("Merged and migrated; everything is applied.")
        .user("Brilliant, thank you!")
        .stop(),
    planted: [],
  },
];

export const BLIND222 = plantedSet(BLIND222_SESSIONS, Date.UTC(2026, 10, 25, 9));
