/**
 * Blind planted set 134 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a student team lead on a university capstone (Express and MongoDB): informal, lower-case,
 * relays what the professor and teammates said, sets team rules, and puts things off to "after the demo".
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 18 instructions,
 * 18 facts, 16 tasks) in 49 sessions, 12 of which plant nothing (54 user/assistant messages between them). Every other message
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

export const BLIND134_SESSIONS: BlindSession[] = [
  {
    id: "b134-mongoose-choice",
    build: (s) =>
      s
        .user(
          "ok so standup update: we're going with mongoose, not the raw mongodb driver. marcus wanted the native driver but prof okafor said schemas will save us when she grades the data model lol. can you set it up",
        )
        .bash("npm install mongoose", "added 21 packages, and audited 312 packages in 4s\n\n0 vulnerabilities")
        .file("Write", "src/db/connect.js")
        .assistant(
          "Installed mongoose and added src/db/connect.js, which reads MONGO_URI and calls mongoose.connect once at startup. Want me to convert the existing User collection calls to a model too?",
        )
        .user("yes pls. also fyi the atlas cluster is the free M0 tier so we only get 512MB total, dont seed anything huge")
        .file("Write", "src/models/User.js")
        .assistant("Done: src/models/User.js defines the schema (name, email, major, courses[]), and the routes in src/routes/users.js now use it.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mongoose"] },
      { kind: "fact", keys: ["m0", "512"] },
    ],
  },
  {
    id: "b134-test-script",
    build: (s) =>
      s
        .user("can u run the tests, i think the signup one is broken")
        .bash("npx jest", "FAIL tests/auth.test.js\n  ● signup › creates a user\n    MongooseServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017")
        .assistant("The suite is trying to reach a local Mongo on 27017 and nothing's listening there. Is there a test database you normally point at?")
        .user(
          "oh yeah my bad. run tests with `npm run test:api`, never plain jest. the script sets NODE_ENV=test and points at the test db in atlas. that's how everyone on the team should run them",
        )
        .bash("npm run test:api", "PASS tests/auth.test.js\nPASS tests/groups.test.js\n\nTests: 14 passed, 14 total")
        .assistant("With `npm run test:api` all 14 pass, signup included. So signup isn't broken; it was just the wrong runner.")
        .user("nice. ok after the demo we need tests for the invite routes, theres literally zero rn. not now tho")
        .assistant("Got it, I'll leave the invite routes alone for now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["test:api"] },
      { kind: "task", keys: ["invite"] },
    ],
  },
  {
    id: "b134-port-nodemon",
    build: (s) =>
      s
        .user("why is nodemon restarting like twice every time i save")
        .bash("cat nodemon.json", '{\n  "watch": ["src", "uploads"],\n  "ext": "js,json"\n}')
        .assistant(
          "nodemon is watching `uploads/` as well as `src/`. When a save triggers a restart, the server writes a temp file into uploads on boot, and that fires a second restart. Taking uploads out of the watch list should fix it.",
        )
        .user("ahh ok do that")
        .file("Edit", "nodemon.json")
        .assistant("Removed uploads from the watch list. One restart per save now.")
        .user(
          "cool. btw the api is on port 4000 because jen's react dev server takes 3000, thats why PORT=4000 is in the env. keep that in mind when u write fetch urls",
        )
        .assistant("Noted, the API is on 4000 and the React dev server is on 3000.")
        .stop(),
    planted: [{ kind: "fact", keys: ["4000"] }],
  },
  {
    id: "b134-branch-rules",
    build: (s) =>
      s
        .bash("git log --oneline -5", "a91c2e0 fix login lol\n77de1f3 wip\n3c0b9aa merge\n1f2e0d4 groups page\nd0c8e12 initial")
        .user(
          "ugh someone pushed 'fix login lol' straight to main again and broke the build for everyone. new team rule, tell it to anyone who asks: nobody pushes to main directly, everything goes through a PR with at least one review from someone else. and commit messages need the trello card number like `SB-42: ...`",
        )
        .assistant("Understood. Do you want me to set up branch protection on GitHub too, or just keep to the rule myself?")
        .user("we dont have admin on the org repo, prof owns it. just follow it")
        .bash("git checkout -b fix/login-redirect", "Switched to a new branch 'fix/login-redirect'")
        .assistant("I'm on fix/login-redirect. I'll open a PR from here and won't push to main.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["main", "review"] },
      { kind: "instruction", keys: ["trello"] },
      { kind: "fact", keys: ["admin"] },
    ],
  },
  {
    id: "b134-auth-cookie",
    build: (s) =>
      s
        .user("where should we store the jwt on the frontend? jen has it in localStorage rn")
        .file("Read", "src/routes/auth.js")
        .assistant(
          "localStorage is readable by any script on the page, so an XSS bug would leak the token. I'd suggest setting it as an httpOnly cookie from Express (`res.cookie('token', jwt, { httpOnly: true, sameSite: 'lax' })`) and having the frontend send `credentials: 'include'`. The trade-off is that you'll need CORS configured with credentials.",
        )
        .user("yeah lets do the cookie thing, i'll tell jen. go ahead")
        .file("Edit", "src/routes/auth.js")
        .file("Edit", "src/app.js")
        .bash("npm run test:api", "PASS tests/auth.test.js\n\nTests: 6 passed, 6 total")
        .assistant("Login now sets the httpOnly cookie, and app.js has CORS with `credentials: true` for http://localhost:3000. The auth tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cookie"] }],
  },
  {
    id: "b134-deploy-render",
    build: (s) =>
      s
        .user("ok deployment. we said heroku in the proposal doc, can u add a Procfile")
        .file("Write", "Procfile")
        .assistant("Added a Procfile with `web: node src/server.js`. Note that Heroku dropped its free dynos in 2022, so this will need a paid Eco plan.")
        .user(
          "wait seriously? ok scratch heroku, none of us are paying. marcus says render has a free web service tier, we're going with render. delete the procfile",
        )
        .bash("git rm Procfile", "rm 'Procfile'")
        .file("Write", "render.yaml")
        .assistant("Removed the Procfile and added render.yaml (a free web service with buildCommand `npm ci` and startCommand `node src/server.js`).")
        .user("perfect. remind me to update the proposal doc to say render instead of heroku, prof will check it")
        .assistant("Will do. That's a doc change, nothing in the repo.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["render"] },
      { kind: "task", keys: ["proposal"] },
    ],
  },
  {
    id: "b134-matcher-owner",
    build: (s) =>
      s
        .user("the match results page is slow, like 3 seconds. can u look")
        .bash("grep -rn 'find(' src/services/matcher.js | head", "12:  const all = await User.find({});\n31:  const groups = await Group.find({});")
        .assistant(
          "matcher.js loads every user and every group into memory and then compares them in JS. An index on `courses` plus a query that only pulls users who share a course would cut that down a lot. Want me to change it?",
        )
        .user(
          "hmm no dont touch it. Tomas owns the matcher, src/services/matcher.js is his part of the grade and he gets really protective. i'll send him what u found",
        )
        .assistant(
          "OK, I'll leave matcher.js alone. Here's the summary for him: loading all users and groups on every request, so an index on courses plus filtering in the query should help.",
        )
        .user("thx")
        .stop(),
    planted: [{ kind: "fact", keys: ["tomas", "matcher"] }],
  },
  {
    id: "b134-env-example",
    build: (s) =>
      s
        .user("add the cloudinary keys for profile pics, i put them in slack")
        .file("Edit", ".env")
        .file("Edit", ".env.example")
        .assistant("Added CLOUDINARY_URL to your local .env and a placeholder to .env.example. The upload route reads it through process.env.")
        .user(
          "good, thats exactly the pattern. rule for everyone: every new env var goes into .env.example with a fake value in the same commit, otherwise people pull and the server crashes on boot",
        )
        .bash("git status --short", " M .env.example\n M src/routes/upload.js")
        .assistant(".env is gitignored, so only .env.example and the upload route show as changed.")
        .stop(),
    planted: [{ kind: "instruction", keys: [".env.example"] }],
  },
  {
    id: "b134-demo-date",
    build: (s) =>
      s
        .user(
          "so prof okafor just confirmed in class: the midterm demo is december 4th, 10 minutes per team, and she runs it from whatever is deployed on render, NOT from our laptops. so the deployed version has to work",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://studybuddy-api.onrender.com/health", "200")
        .assistant(
          "The deployed health check returns 200. Note that the free Render service sleeps after 15 minutes idle, so the first request after that can take 30-50 seconds.",
        )
        .user("oh no. ok whatever, someone can hit it 5 min before. add a cron ping maybe? actually nah dont bother")
        .assistant("OK, no ping job.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["december 4"] },
      { kind: "fact", keys: ["sleeps"] },
    ],
  },
  {
    id: "b134-lint",
    build: (s) =>
      s
        .user("can u run the linter")
        .bash(
          "npx eslint src",
          "src/routes/groups.js\n  14:7  error  'ObjectId' is assigned a value but never used  no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)",
        )
        .file("Edit", "src/routes/groups.js")
        .bash("npx eslint src", "")
        .assistant("Removed the unused ObjectId import in groups.js. eslint is clean now.")
        .user(
          "thx. going forward run eslint before u say ur done with anything, kevin the TA takes points off for lint errors in the PRs he reviews. and we use prettier defaults, dont add a config",
        )
        .assistant("Will do: eslint before calling anything done, and plain prettier defaults.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["eslint"] },
      { kind: "fact", keys: ["kevin"] },
      { kind: "instruction", keys: ["prettier"] },
    ],
  },
  {
    id: "b134-password-reset",
    build: (s) =>
      s
        .user("hey can u check if forgot password does anything yet")
        .bash("grep -rn 'forgot' src/routes", "src/routes/auth.js:88:// TODO: forgot password flow, always return 200 so we never leak which emails exist")
        .assistant(
          "There's only a TODO comment at auth.js:88; the route isn't implemented. The comment also notes it should always return 200 so it doesn't reveal which emails exist.",
        )
        .user("yeah thats future problem. forgot-password is after the demo, put it on the list. we need an email provider for it first anyway")
        .assistant("Noted as post-demo work. Do you have an email provider in mind?")
        .user("priya said sendgrid has a free tier, we'll use sendgrid when we get there")
        .file("Read", "package.json")
        .assistant("OK. Nothing to install yet; package.json has no mail library.")
        .stop(),
    planted: [
      { kind: "task", keys: ["forgot"] },
      { kind: "decision", keys: ["sendgrid"] },
    ],
  },
  {
    id: "b134-seed-script",
    build: (s) =>
      s
        .user("i need fake data for the demo. like 40 users across 6 courses")
        .file("Write", "scripts/seed.js")
        .bash("node scripts/seed.js", "connected to studybuddy-dev\ninserted 40 users, 6 courses, 9 groups")
        .assistant(
          "scripts/seed.js wipes the users, courses and groups collections and inserts 40 users in 6 courses and 9 groups. It ran against studybuddy-dev.",
        )
        .user(
          "wait it WIPES? ok important: never run the seed script against studybuddy-prod, only dev. prod has the real signups from our user testing session with the 12 freshmen. maybe add a guard",
        )
        .file("Edit", "scripts/seed.js")
        .bash("MONGO_URI=mongodb+srv://x/studybuddy-prod node scripts/seed.js", "refusing to seed a database whose name contains 'prod'", 1)
        .assistant("Added a guard: the script exits if the database name contains 'prod'. I tested it with a fake prod URI and it refused.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["seed", "prod"] },
      { kind: "fact", keys: ["12 freshmen"] },
    ],
  },
  {
    id: "b134-pagination",
    build: (s) =>
      s
        .user("groups list endpoint returns everything, should we paginate? whats easier")
        .file("Read", "src/routes/groups.js")
        .assistant(
          "Two options: offset pagination (`?page=2&limit=20` with skip/limit), which is simple and fine at your size, or cursor pagination on `_id`, which handles inserts mid-scroll better but is more work for Jen's frontend. For a capstone with a few hundred groups I'd go with offset.",
        )
        .user("offset. limit 20 default, max 50")
        .file("Edit", "src/routes/groups.js")
        .bash("curl -s 'localhost:4000/api/groups?page=2' | jq '.items | length'", "20")
        .assistant("GET /api/groups now takes page and limit (default 20, capped at 50). Page 2 returns 20 items.")
        .user("sweet. infinite scroll can wait till after the demo, jen wants it but no time")
        .stop(),
    planted: [
      { kind: "decision", keys: ["offset"] },
      { kind: "task", keys: ["infinite scroll"] },
    ],
  },
  {
    id: "b134-standup-relay",
    build: (s) =>
      s
        .user(
          "ok relaying from our meeting w prof okafor today:\n- she wants a /health endpoint that returns the git commit hash\n- we're dropping the chat feature entirely, too big. groups + matching + calendar only\n- final report is due dec 12, not the 15th like the syllabus said\ncan u do the health thing",
        )
        .file("Edit", "src/routes/health.js")
        .bash("curl -s localhost:4000/health", '{"ok":true,"commit":"a91c2e0"}')
        .assistant("/health now returns `{ ok, commit }`, with the commit taken from RENDER_GIT_COMMIT (falling back to `git rev-parse` locally).")
        .user("nice")
        .stop(),
    planted: [
      { kind: "decision", keys: ["chat"] },
      { kind: "fact", keys: ["dec 12"] },
    ],
  },
  {
    id: "b134-timezone-bug",
    build: (s) =>
      s
        .user("the calendar shows sessions an hour off for some people, wtf")
        .bash("mongosh studybuddy-dev --quiet --eval 'db.sessions.findOne().startsAt'", "ISODate('2026-11-10T19:00:00.000Z')")
        .file("Read", "src/routes/sessions.js")
        .assistant(
          "Found it. The create route builds the date with `new Date(date + 'T' + time)`, which uses the server's local timezone. Render runs in UTC but your laptops are in Eastern, so sessions created locally vs on the deployed app land an hour apart around the DST change. Confirmed by creating the same session both ways: 19:00Z vs 18:00Z.",
        )
        .user("ugh. fix it. and from now on store every date in UTC and only convert in the frontend, tell that to anyone touching dates")
        .file("Edit", "src/routes/sessions.js")
        .bash("npm run test:api -- sessions", "PASS tests/sessions.test.js\n\nTests: 5 passed, 5 total")
        .assistant("The route now expects an ISO string with an offset from the client and stores it as-is in UTC. Sessions tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["timezone"] },
      { kind: "instruction", keys: ["utc"] },
    ],
  },
  {
    id: "b134-validation-lib",
    build: (s) =>
      s
        .user("request validation is a mess, every route does its own if checks. joi or zod or express-validator?")
        .file("Read", "src/routes/users.js")
        .assistant(
          "All three work. express-validator fits Express's middleware style; zod is the most modern and would let Jen reuse schemas on the frontend if she ever moves to TypeScript; joi is the old standard. I lean zod.",
        )
        .user("hmm let me ask marcus")
        .user("ok marcus is fine with it, zod it is. do users routes first as the example")
        .bash("npm install zod", "added 1 package in 1s")
        .file("Write", "src/middleware/validate.js")
        .file("Edit", "src/routes/users.js")
        .assistant("Added a `validate(schema)` middleware and zod schemas for POST/PATCH /users.")
        .user("the rest of the routes still need converting to zod, thats a follow-up for next sprint")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zod"] },
      { kind: "task", keys: ["zod", "rest"] },
    ],
  },
  {
    id: "b134-atlas-ip",
    build: (s) =>
      s
        .user("render deploy crashes on boot")
        .bash(
          "render logs --tail 20",
          "MongooseServerSelectionError: Could not connect to any servers in your MongoDB Atlas cluster. One common reason is that you're trying to access the database from an IP that isn't whitelisted.",
        )
        .assistant(
          "Render's outbound IPs aren't on the Atlas network access list. The free Render tier has no static IPs, so the usual fix is to allow 0.0.0.0/0 in Atlas and rely on the password.",
        )
        .user("ok i added 0.0.0.0/0 in atlas. priya is the only one with atlas admin btw so if that ever needs changing its her")
        .bash("render deploys create --wait", "Deploy live ✓")
        .assistant("Redeployed and it's live now.")
        .stop(),
    planted: [{ kind: "fact", keys: ["priya", "atlas"] }],
  },
  {
    id: "b134-error-format",
    build: (s) =>
      s
        .user("jen says error responses are inconsistent, sometimes {error}, sometimes {message}, sometimes html")
        .bash("grep -rn 'res.status(4' src/routes | wc -l", "23")
        .assistant(
          "There are 23 4xx responses across the routes in different shapes, and uncaught errors fall through to Express's default HTML page. I'd add one error-handling middleware and have routes call next(err).",
        )
        .user("yes. all errors are `{ error: { code, message } }` from now on, that's the format jen codes against. no html ever")
        .file("Write", "src/middleware/errors.js")
        .file("Edit", "src/app.js")
        .bash("npm run test:api", "Tests: 31 passed, 31 total")
        .assistant("Added src/middleware/errors.js and registered it last in app.js. All 31 tests pass. I haven't converted the 23 existing call sites yet.")
        .user("leave those 23 for now. TODO after the demo: convert all the old routes to next(err)")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["code", "message"] },
      { kind: "task", keys: ["next(err)"] },
    ],
  },
  {
    id: "b134-calendar-lib",
    build: (s) =>
      s
        .user("what does the calendar page use for date stuff")
        .bash("grep -E 'moment|dayjs|date-fns' package.json", '    "moment": "^2.29.4",')
        .assistant("The backend uses moment.js for the calendar export. It's in maintenance mode; dayjs has nearly the same API at 2kB.")
        .user("eh its fine, not swapping libraries 3 weeks before the demo. maybe never lol")
        .assistant("OK, staying on moment.")
        .user("actually what i came here for: fyi the ics export lives in src/services/ics.js, it's broken for recurring sessions")
        .file("Read", "src/services/ics.js")
        .assistant(
          "It writes one VEVENT per session and ignores `repeatWeekly`, so a recurring session exports as a single event. Adding an RRULE:FREQ=WEEKLY line when repeatWeekly is set would fix it.",
        )
        .user("cool do that")
        .file("Edit", "src/services/ics.js")
        .assistant("Done; recurring sessions now export with an RRULE.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["moment"] },
      { kind: "fact", keys: ["ics.js"] },
    ],
  },
  {
    id: "b134-commit-style",
    build: (s) =>
      s
        .user("commit what we have")
        .bash(
          "git add -A && git commit -m 'SB-57: weekly rrule in ics export'",
          "[fix/ics-recurring 4e1d0a2] SB-57: weekly rrule in ics export\n 1 file changed, 6 insertions(+)",
        )
        .assistant("Committed as `SB-57: weekly rrule in ics export` on fix/ics-recurring.")
        .user("i prefer you dont use `git add -A`, last week it committed someone's node_modules symlink. add files by name")
        .assistant("Understood, I'll stage files by name from now on.")
        .user("and i'll open the PR myself, dont use gh pr create, the template needs stuff only i know")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["git add -a"] },
      { kind: "instruction", keys: ["gh pr create"] },
    ],
  },
  {
    id: "b134-rate-limit",
    build: (s) =>
      s
        .bash("npm audit --omit=dev", "found 0 vulnerabilities")
        .user(
          "prof said in lecture that every project needs basic rate limiting on login or she'll dock security points. use express-rate-limit, 5 attempts per 15 min per IP",
        )
        .bash("npm install express-rate-limit", "added 1 package in 1s")
        .file("Edit", "src/routes/auth.js")
        .assistant("POST /auth/login now allows 5 attempts per 15 minutes per IP and returns 429 in the standard error shape after that.")
        .user("does it work behind render's proxy?")
        .assistant(
          "Not yet. Behind a proxy every request looks like it comes from the proxy's IP, so you need `app.set('trust proxy', 1)`. Without it everyone shares one limit.",
        )
        .user("ok add that")
        .file("Edit", "src/app.js")
        .stop(),
    planted: [{ kind: "decision", keys: ["express-rate-limit"] }],
  },
  {
    id: "b134-readme-todo",
    build: (s) =>
      s
        .user("the readme is basically empty and prof reads it first. add setup steps")
        .file("Write", "README.md")
        .assistant("README now covers: cloning, copying .env.example to .env, `npm install`, `npm run dev`, and `npm run test:api`.")
        .user(
          "good. we still need an architecture diagram in there, marcus said he'd make one in draw.io but thats after the demo. also we have to write the API docs section before final submission",
        )
        .assistant("Should I draft the API docs section from the routes now?")
        .user("no, not now")
        .stop(),
    planted: [
      { kind: "task", keys: ["diagram"] },
      { kind: "task", keys: ["api docs"] },
    ],
  },
  {
    id: "b134-node-version",
    build: (s) =>
      s
        .bash("node -v", "v18.19.0")
        .user("render is on node 20 and marcus's laptop is on 16, stuff keeps breaking differently for everyone")
        .assistant("Pinning the version would help: an `engines` field in package.json plus an `.nvmrc` so nvm users pick it up automatically.")
        .user("yes, we're all on node 20. pin it")
        .file("Edit", "package.json")
        .file("Write", ".nvmrc")
        .assistant("package.json engines is now `>=20 <21` and .nvmrc says 20. Render reads engines, so the deploy matches.")
        .stop(),
    planted: [{ kind: "decision", keys: ["node 20"] }],
  },
  {
    id: "b134-upload-limit",
    build: (s) =>
      s
        .user("profile pic upload fails for big photos")
        .bash("curl -s -F 'file=@big.jpg' localhost:4000/api/upload", '{"error":{"code":"LIMIT_FILE_SIZE","message":"File too large"}}')
        .file("Read", "src/routes/upload.js")
        .assistant("multer is set to a 1MB limit in upload.js, and phone photos are usually 3-5MB.")
        .user("cloudinary free plan caps images at 10MB so just make ours 10")
        .file("Edit", "src/routes/upload.js")
        .bash("curl -s -F 'file=@big.jpg' localhost:4000/api/upload | jq .url", '"https://res.cloudinary.com/studybuddy/image/upload/v1/u/abc.jpg"')
        .assistant("Raised the multer limit to 10MB; the 4MB test photo uploads fine now.")
        .user("remind me to ask jen to resize on the client before upload, its a waste of bandwidth")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10mb"] },
      { kind: "task", keys: ["resize"] },
    ],
  },
  {
    id: "b134-git-hooks",
    build: (s) =>
      s
        .user("could we add husky so lint runs before every commit?")
        .assistant("Sure. husky + lint-staged would run eslint on staged files at commit time. Want me to set it up?")
        .user("hmm actually no, tomas is on windows and husky hooks were a nightmare for him last semester. forget it")
        .bash("git status --short", "")
        .assistant("OK, no hooks. Working tree is clean.")
        .user("what IS worth doing is a github action that runs test:api on PRs. after the demo tho, add it to the todo list")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomas", "windows"] },
      { kind: "task", keys: ["github action"] },
    ],
  },
  {
    id: "b134-soft-delete",
    build: (s) =>
      s
        .user("if someone leaves a group should we delete the membership doc or flag it")
        .file("Read", "src/models/Group.js")
        .assistant(
          "Flagging (a `leftAt` date on the membership) keeps history for the 'past groups' view in the mockups and makes undo easy. Hard delete is simpler, but you lose that history. I'd flag.",
        )
        .user("ya go with the leftAt flag, the mockups need the history")
        .file("Edit", "src/models/Group.js")
        .file("Edit", "src/routes/groups.js")
        .bash("npm run test:api -- groups", "PASS tests/groups.test.js\n\nTests: 9 passed, 9 total")
        .assistant("Leaving a group now sets membership.leftAt, and member lists filter on `leftAt: null`. The group tests pass.")
        .user("ok and before the final we have to write a migration for the old memberships that dont have the field, dont forget")
        .stop(),
    planted: [
      { kind: "decision", keys: ["leftat"] },
      { kind: "task", keys: ["migration"] },
    ],
  },
  {
    id: "b134-logging",
    build: (s) =>
      s
        .user("theres console.logs everywhere and the render logs are unreadable")
        .bash("grep -rn 'console.log' src | wc -l", "57")
        .assistant(
          "There are 57 console.log calls in src. Options: pino (fast, JSON, pairs with pino-http for request logs) or winston (more configurable, heavier). For Render's log viewer, pino's one-line JSON works well.",
        )
        .user("pino. and no console.log in src from now on, use the logger. scripts/ can do whatever")
        .bash("npm install pino pino-http", "added 14 packages in 2s")
        .file("Write", "src/logger.js")
        .file("Edit", "src/app.js")
        .assistant("Added src/logger.js and pino-http request logging in app.js. The 57 existing console.logs are still there.")
        .user("yeah swapping those is a later thing, after the demo")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["console.log"] },
      { kind: "task", keys: ["57"] },
    ],
  },
  {
    id: "b134-empty-cors-error",
    build: (s) =>
      s
        .user("jen is getting a CORS error from the deployed frontend, can u look")
        .bash("curl -sI -H 'Origin: https://studybuddy.vercel.app' https://studybuddy-api.onrender.com/api/groups | grep -i access-control", "")
        .assistant(
          "The deployed API sends no Access-Control headers for the Vercel origin. app.js only allows http://localhost:3000. Is the frontend URL going to stay studybuddy.vercel.app?",
        )
        .user("i think so? not sure, jen might rename it. just add it for now")
        .file("Edit", "src/app.js")
        .assistant("Added https://studybuddy.vercel.app to the allowed origins list. Once it deploys, Jen's requests should go through.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-chitchat",
    build: (s) =>
      s
        .user("lol marcus just fell asleep in the library. anyway whats a good way to explain middleware to someone who's never used express")
        .assistant(
          "Think of it as a conveyor belt: each middleware gets the request, can change it or answer it, and otherwise calls next() to pass it on. Auth, parsing JSON and logging are all stations on the belt before your route handler.",
        )
        .user("ok thats good im stealing that for the presentation")
        .assistant("Go for it. A diagram with three boxes and arrows would sell it.")
        .user("haha ok thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-typo",
    build: (s) =>
      s
        .user("theres a typo on the signup error, it says 'pasword'")
        .bash(
          "grep -rn 'pasword' src",
          "src/routes/auth.js:41:    return res.status(400).json({ error: { code: 'WEAK_PASSWORD', message: 'pasword too short' } });",
        )
        .file("Edit", "src/routes/auth.js")
        .assistant("Fixed: auth.js:41 now says 'password too short'.")
        .user("thx. did it break any tests?")
        .bash("npm run test:api -- auth", "PASS tests/auth.test.js\n\nTests: 6 passed, 6 total")
        .assistant("No, all 6 auth tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-config-quote",
    build: (s) =>
      s
        .user("what does this eslint config actually enforce? someone copied it from a tutorial")
        .bash(
          "cat .eslintrc.json",
          '{\n  "extends": ["eslint:recommended"],\n  "rules": {\n    "eqeqeq": "always",\n    "no-console": "off",\n    "curly": ["error", "all"]\n  }\n  // TODO: never disable rules inline\n}',
        )
        .assistant(
          "It's eslint:recommended plus three rules: eqeqeq set to 'always' (=== instead of ==), curly braces required on every if/else, and no-console turned off. The TODO comment is just a note; a comment like that isn't valid in strict JSON, though eslint tolerates it.",
        )
        .user("huh ok. is eqeqeq gonna yell at a lot of our code?")
        .bash("npx eslint src --rule 'eqeqeq: error' | tail -1", "✖ 0 problems")
        .assistant("No, there are zero eqeqeq violations right now.")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-hypothesis",
    build: (s) =>
      s
        .user("the groups page sometimes shows a group twice. maybe the populate is duplicating? or jen's useEffect runs twice?")
        .file("Read", "src/routes/groups.js")
        .assistant(
          "Could be either. React 18 strict mode runs effects twice in dev, which would double-append if the frontend concatenates results. On the backend, the aggregate's $lookup could duplicate a group if a member appears twice. I can't tell which without a repro.",
        )
        .user("hm. i'll ask jen if it happens in prod too, maybe its just dev mode")
        .assistant("Sounds good. If it happens on the deployed build, send me the group id and I'll check the aggregate.")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-status",
    build: (s) =>
      s
        .user("what did we get done this week? i need it for the weekly report to prof")
        .bash(
          "git log --since='7 days ago' --oneline",
          "4e1d0a2 SB-57: weekly rrule in ics export\nb13f9c1 SB-55: rate limit login\n0aa7d2e SB-52: zod validation for users\n91bd3ef SB-50: httpOnly cookie auth",
        )
        .assistant(
          "This week: httpOnly cookie auth (SB-50), zod validation on the users routes (SB-52), login rate limiting (SB-55), and weekly recurrence in the ICS export (SB-57).",
        )
        .user("can u make that sound more impressive lol")
        .assistant(
          "Hardened authentication by moving session tokens to httpOnly cookies and adding brute-force protection on login; introduced schema-based request validation; fixed calendar export for recurring study sessions.",
        )
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-question",
    build: (s) =>
      s
        .user("dumb question but whats the difference between findOne and findById in mongoose")
        .assistant(
          "findById(id) is basically findOne({ _id: id }) with one difference: it casts the id for you and returns null for undefined. Use findById when you have an id, findOne for anything else.",
        )
        .user("and .lean()?")
        .assistant(
          "lean() returns plain JS objects instead of mongoose documents: faster and lighter, but no save(), virtuals or getters. Good for read-only GET routes.",
        )
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-withdrawn",
    build: (s) =>
      s
        .user("i'm thinking we switch to postgres, mongo is kinda annoying for the membership stuff")
        .assistant(
          "It's doable, but you'd be rewriting the models, the seed script, the aggregate in groups, and the Atlas deploy setup three weeks before the demo. Memberships with leftAt fit fine in a collection.",
        )
        .user("yeah no ur right, scratch that, dumb idea at 2am. the course is literally called the mongo one")
        .bash("mongosh studybuddy-dev --quiet --eval 'db.groups.countDocuments()'", "9")
        .assistant("No change then. The dev database still has the 9 seeded groups.")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-onetime",
    build: (s) =>
      s
        .user("run the server real quick and hit /api/groups, i wanna see if it's alive")
        .bash(
          "npm run dev & sleep 3 && curl -s localhost:4000/api/groups | jq '.items | length'",
          "[nodemon] starting `node src/server.js`\nlistening on 4000\n20",
        )
        .assistant("It's up. /api/groups returns the first page of 20 groups.")
        .user("ok kill it")
        .bash("kill %1", "")
        .assistant("Stopped.")
        .stop(),
    planted: [],
  },
  {
    id: "b134-empty-log-quote",
    build: (s) =>
      s
        .user("render showed this warning on deploy, do we care?")
        .user(
          "```\n==> Your free instance will spin down with inactivity, which can delay requests by 50 seconds or more.\n==> WARN: You must always set a health check path for zero-downtime deploys. Never rely on port detection.\n```",
        )
        .bash("grep -n healthCheckPath render.yaml", "", 1)
        .assistant(
          "It's a generic advisory. render.yaml has no healthCheckPath set, so Render falls back to port detection, which works but means a broken build can briefly go live. Setting it to /health would be a one-line change if you want it.",
        )
        .user("meh not rn")
        .assistant("OK, leaving render.yaml as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b134-notifications",
    build: (s) =>
      s
        .user("for the 'session starting soon' reminders, email or push notifications? we have like 2 weeks")
        .file("Read", "src/services/reminders.js")
        .assistant(
          "Push needs a service worker on Jen's side plus VAPID keys and a subscriptions collection, so it's real frontend work. Email reuses SendGrid once it's set up, and a node-cron job checking for sessions starting within the hour is ~40 lines. Given two weeks, I'd do email.",
        )
        .user("ok email reminders it is, push is cut. do the cron part")
        .bash("npm install node-cron", "added 1 package in 1s")
        .file("Edit", "src/services/reminders.js")
        .assistant(
          "Added a node-cron job that runs every 10 minutes and finds sessions starting in the next hour. For now it logs the email it would send, since SendGrid isn't wired up yet.",
        )
        .user("good. hooking it up to actual sendgrid is a todo for after the demo")
        .stop(),
    planted: [
      { kind: "decision", keys: ["email"] },
      { kind: "task", keys: ["sendgrid"] },
    ],
  },
  {
    id: "b134-folder-layout",
    build: (s) =>
      s
        .user(
          "tomas made a new folder called `helpers/` and marcus has `utils/` and now theres two slugify functions. from now on shared helpers go in src/lib only, no utils no helpers. and one function per file pls, prof dinged us for 600-line files last time",
        )
        .bash("ls src/utils src/helpers", "src/helpers:\nslug.js\n\nsrc/utils:\nslugify.js\ndates.js")
        .assistant("Want me to merge them into src/lib now? The two slugify versions differ: one lowercases, the other doesn't.")
        .user("yes move them, keep the lowercase one")
        .bash(
          "mkdir -p src/lib && git mv src/utils/slugify.js src/lib/slugify.js && git mv src/utils/dates.js src/lib/dates.js && git rm -q src/helpers/slug.js",
          "",
        )
        .file("Edit", "src/routes/groups.js")
        .bash("npm run test:api", "Tests: 31 passed, 31 total")
        .assistant("Moved slugify (the lowercasing one) and dates into src/lib, deleted helpers/slug.js and updated the imports. All 31 tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["src/lib"] },
      { kind: "instruction", keys: ["one function per file"] },
    ],
  },
  {
    id: "b134-ta-review",
    build: (s) =>
      s
        .user("kevin left comments on the PR, can u read them")
        .bash(
          "gh pr view 31 --comments | tail -12",
          "kevin-ta: Please always use async/await instead of .then chains, per the course style guide.\nkevin-ta: Never return 200 for a failed create.\nkevin-ta: TODO for the team: add indexes before the final load test.",
        )
        .assistant(
          "Kevin has three comments: use async/await instead of .then chains (course style guide), the failed-create path in groups.js returns 200 instead of 4xx, and adding indexes before the final load test.",
        )
        .user(
          "ok fix the 200 thing now. the async/await one is a real rule from the style guide so do that everywhere going forward. the index thing, we'll deal w it after the demo, marcus volunteered",
        )
        .file("Edit", "src/routes/groups.js")
        .bash("npm run test:api -- groups", "PASS tests/groups.test.js\n\nTests: 9 passed, 9 total")
        .assistant("A failed group create now returns 400 with the error shape. I'll use async/await for anything new.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["async/await"] },
      { kind: "task", keys: ["index"] },
    ],
  },
  {
    id: "b134-search",
    build: (s) =>
      s
        .user("search for groups by course name, should we use atlas search or just a regex")
        .bash("mongosh studybuddy-dev --quiet --eval 'db.courses.countDocuments()'", "214")
        .assistant(
          "With ~200 courses, a case-insensitive regex on an indexed `code` field is instant. Atlas Search gives fuzzy matching but needs a search index, and the M0 tier limits you to 3 of those. A $text index is a middle ground.",
        )
        .user("regex, keep it dumb. we can get fancy never lol")
        .file("Edit", "src/routes/courses.js")
        .bash("curl -s 'localhost:4000/api/courses?q=cs2' | jq length", "7")
        .assistant("GET /api/courses?q= now does an escaped, case-insensitive prefix regex on code and name. 'cs2' returns 7 courses.")
        .stop(),
    planted: [{ kind: "decision", keys: ["regex"] }],
  },
  {
    id: "b134-prod-db-name",
    build: (s) =>
      s
        .user("which database is the deployed app using? i want to look at the real signups")
        .bash("render env get MONGO_URI | sed 's/:.*@/:***@/'", "mongodb+srv://app:***@studybuddy.x7k2p.mongodb.net/studybuddy-prod")
        .assistant(
          "The deployed app uses the studybuddy-prod database on the studybuddy.x7k2p cluster; local .env points at studybuddy-dev on the same cluster.",
        )
        .user("ok so both dbs live on the one atlas cluster, good to know. read-only look pls, how many users")
        .bash("mongosh \"$PROD_RO_URI\" --quiet --eval 'db.users.countDocuments()'", "37")
        .assistant("37 users in prod.")
        .user("hmm only 37. ok whatever. oh and going forward when u need prod data use the PROD_RO_URI read-only user, not the app user")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cluster"] },
      { kind: "instruction", keys: ["prod_ro_uri"] },
    ],
  },
  {
    id: "b134-session-limit",
    build: (s) =>
      s
        .user("how big can a study group be? jen is asking what to put in the form validation")
        .bash("grep -n 'maxMembers' src/models/Group.js", "14:  maxMembers: { type: Number, default: 6, max: 8 },")
        .assistant("The schema defaults groups to 6 members and caps them at 8.")
        .user("right, that came from the professor, she said 8 is the max for a study group in her research. tell jen 8")
        .assistant("So the form should allow up to 8, defaulting to 6.")
        .user(
          "yep. oh and we decided in the meeting yesterday: group owners can kick members but not other owners. marcus already wrote it, can u just check the route matches",
        )
        .file("Read", "src/routes/groups.js")
        .assistant(
          "It does: DELETE /groups/:id/members/:userId returns 403 if the target is an owner and allows it for regular members when the caller is an owner.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["8", "max"] },
      { kind: "decision", keys: ["kick"] },
    ],
  },
  {
    id: "b134-empty-merge-conflict",
    build: (s) =>
      s
        .user("i have a merge conflict in package.json help")
        .bash("git diff --name-only --diff-filter=U", "package.json\npackage-lock.json")
        .assistant(
          "Both sides added dependencies: yours added pino, main added node-cron. The fix is to keep both in package.json and regenerate the lockfile rather than hand-merging it.",
        )
        .user("ok do that")
        .bash(
          "git checkout --theirs package-lock.json && npm install && git add package.json package-lock.json",
          "added 2 packages, and audited 331 packages in 3s",
        )
        .assistant("Resolved: package.json keeps both pino and node-cron, and the lockfile is regenerated. Ready for you to finish the merge commit.")
        .user("ty ur a lifesaver")
        .stop(),
    planted: [],
  },
  {
    id: "b134-feedback-form",
    build: (s) =>
      s
        .file("Read", "src/routes/feedback.js")
        .user(
          "so the user testing w the freshmen showed nobody finds the feedback button. were moving it to the navbar, jen's doing the frontend part. on our side: the feedback endpoint should also save the page url. add that pls",
        )
        .file("Edit", "src/models/Feedback.js")
        .file("Edit", "src/routes/feedback.js")
        .assistant("POST /api/feedback now accepts and stores `pageUrl`. Existing docs just won't have it.")
        .user("cool. someone also needs to make an admin page to read the feedback, right now we read it in compass lol. after demo")
        .stop(),
    planted: [
      { kind: "decision", keys: ["navbar"] },
      { kind: "task", keys: ["admin page"] },
    ],
  },
  {
    id: "b134-agent-prefs",
    build: (s) =>
      s
        .user(
          "small thing about how u work with me: keep explanations short, im reading these between classes on my phone. and dont install new packages without asking first, we have to justify every dependency in the final report",
        )
        .assistant("Got it: short answers, and I'll ask before adding any package.")
        .user("ok now, the login page says 'invalid credentials' even when the server is down. can u make the api return a 503 when mongo is disconnected")
        .file("Edit", "src/middleware/dbReady.js")
        .file("Edit", "src/app.js")
        .bash("curl -s -o /dev/null -w '%{http_code}' localhost:4000/api/auth/login -X POST", "503")
        .assistant("Added a dbReady middleware: 503 with `{ error: { code: 'DB_UNAVAILABLE' } }` while mongoose isn't connected.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["explanations", "short"] },
      { kind: "instruction", keys: ["packages"] },
    ],
  },
  {
    id: "b134-load-test",
    build: (s) =>
      s
        .user("prof wants a load test number in the final report. whats the easiest tool")
        .assistant("autocannon: one npx command, no config. k6 is nicer for scenarios but needs a separate install.")
        .user("autocannon then")
        .bash(
          "npx autocannon -c 20 -d 10 https://studybuddy-api.onrender.com/api/groups",
          "Latency  p50 180 ms  p99 2310 ms\nReq/Sec  avg 96\n1k requests in 10.04s, 3.1 MB read",
        )
        .assistant(
          "Against the deployed free instance: ~96 req/s, p50 180ms, p99 2.3s. The p99 spike is the free tier's shared CPU; locally the same test does about 900 req/s.",
        )
        .user("lol ok. confirmed w marcus, the free render instance is capped at 0.1 cpu, that explains it. we'll put that in the report")
        .stop(),
    planted: [
      { kind: "decision", keys: ["autocannon"] },
      { kind: "fact", keys: ["0.1 cpu"] },
    ],
  },
  {
    id: "b134-empty-refactor-narration",
    build: (s) =>
      s
        .user("clean up the groups route file a bit, its getting long")
        .file("Read", "src/routes/groups.js")
        .assistant("I'll pull the membership handlers into their own router first, then the search handler, and leave the CRUD routes where they are.")
        .file("Write", "src/routes/memberships.js")
        .file("Edit", "src/routes/groups.js")
        .bash("npm run test:api", "Tests: 31 passed, 31 total")
        .assistant("groups.js went from 410 to 220 lines; membership routes now live in memberships.js, mounted at the same paths. All 31 tests pass.")
        .user("nice, looks way better")
        .stop(),
    planted: [],
  },
  {
    id: "b134-accessibility",
    build: (s) =>
      s
        .user("is the api sending proper error messages for screen readers? jen asked, idk what that even means for a backend")
        .assistant(
          "Not much on the API side: as long as errors carry a human-readable `message`, the frontend can put it in an aria-live region. Accessibility is mostly Jen's markup: labels, focus order, contrast.",
        )
        .user(
          "ok makes sense. prof said accessibility is 10% of the final grade, so before final submission we have to run lighthouse on every page and fix whatever it flags. not this week",
        )
        .bash("grep -c 'message' src/middleware/errors.js", "4")
        .assistant("The error middleware always includes a message, so the frontend has something to announce.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10%"] },
      { kind: "task", keys: ["lighthouse"] },
    ],
  },
];

export const BLIND134 = plantedSet(BLIND134_SESSIONS, Date.UTC(2026, 10, 12, 9));
