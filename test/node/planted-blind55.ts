/**
 * Blind planted set 55 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: documentation and technical writing work (a docs site on Docusaurus, an internal
 * MkDocs handbook, API reference generation from OpenAPI and TypeDoc, a style guide,
 * changelogs, screenshots, translations) in Gemini CLI and Claude Code voice. The style
 * guide's rules, when the user lays them down, are instructions; quoted docs text, example
 * sentences from the guide ("Never click Save twice"), linter and build output, and the text
 * of pages being edited are not. What the agent proposes is a decision only once the user
 * takes it; a proposal turned down, left unanswered or later replaced is not planted (only
 * the later choice is). Every other message must give nothing: questions, hypotheses,
 * unconfirmed guesses, withdrawn ideas, quoted code, logs and tool output (with "always",
 * "never", "TODO" in them), chit-chat, and requests the agent finishes in the same session.
 *
 * Matching rule (fixed before the extractor was run on this set; the one of planted-blind.ts):
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
import { type BlindItem, type BlindSession, plantedSet } from "./planted-scoring";

const decision = (...keys: string[]): BlindItem => ({ kind: "decision", keys });
const instruction = (...keys: string[]): BlindItem => ({ kind: "instruction", keys });
const fact = (...keys: string[]): BlindItem => ({ kind: "fact", keys });
const task = (...keys: string[]): BlindItem => ({ kind: "task", keys });

export const BLIND55_SESSIONS: BlindSession[] = [
  {
    id: "b55-01-site-generator",
    build: (s) =>
      s
        .user(
          "we need a real docs site, the README is 900 lines now. options are docusaurus or mkdocs-material. we need the interactive API playground (react component) on some pages, does mkdocs even do that?",
        )
        .assistant(
          "MkDocs can embed raw HTML and a bit of JS, but a React component would need a separate bundle and some glue; it's doable, not pleasant. Docusaurus is React all the way down, so MDX pages can import the playground directly. The cost is a Node build and a heavier `node_modules`.",
        )
        .bash(
          "npx create-docusaurus@latest website classic --typescript",
          "[SUCCESS] Created website.\nInside that directory, you can run several commands:\n  npm start\n  npm run build",
        )
        .user("ok let's go with Docusaurus for the new docs site, the playground decides it.")
        .assistant("Going with Docusaurus. I scaffolded it under `website/` with the classic preset and TypeScript. Do you want the blog plugin on as well?")
        .user("dunno yet, leave it at the default for now")
        .assistant("Left the preset as it is. `npm start` in `website/` serves it on :3000.")
        .stop(),
    planted: [decision("docusaurus")],
  },
  {
    id: "b55-02-style-headings",
    build: (s) =>
      s
        .user("run vale over docs/ and tell me what it complains about")
        .bash(
          "vale docs/",
          "docs/intro.md\n 3:1   warning  'Getting Started With The API' should use sentence-style capitalization.  Google.Headings\n 12:5  error    Try to avoid using 'simply'.                          Google.WordList\n 18:1  suggestion 'Always' ... consider a softer tone                    Google.Will\n\n✖ 1 error, 1 warning and 1 suggestion in 4 files.",
        )
        .assistant(
          "Vale is already wired up: `.vale.ini` at the repo root points at the Google style, which is vendored under `styles/Google`. It flags one heading in Title Case, one 'simply', and a suggestion on a sentence that starts with 'Always'.",
        )
        .user(
          "right. style rule for everything under docs/: headings are sentence case, not Title Case. and the word 'simply' goes, it's condescending — don't write simply or just in any docs page.",
        )
        .file("Edit", "docs/intro.md")
        .assistant(
          "Fixed both in `docs/intro.md`: the heading is now 'Getting started with the API' and the 'simply' is gone. I left the 'Always' sentence, it's the text of a warning box and reads fine.",
        )
        .user("👍")
        .stop(),
    planted: [fact("vale", "google"), instruction("sentence case"), instruction("simply")],
  },
  {
    id: "b55-03-dashboard-screens",
    build: (s) =>
      s
        .user("typo in docs/guides/dashboard.md line 40, 'recieve'")
        .bash("rg -n recieve docs/", "docs/guides/dashboard.md:40:You will recieve an email when the export is ready.")
        .file("Edit", "docs/guides/dashboard.md")
        .assistant("Fixed: 'receive'. No other occurrences in `docs/`.")
        .user(
          "thx. also fyi the screenshots on that dashboard page are all from the old UI. they need retaking once the redesign ships, not now, it's not merged yet",
        )
        .assistant("Noted, that waits for the redesign. I won't touch the images in this change.")
        .stop(),
    planted: [task("screenshots", "dashboard")],
  },
  {
    id: "b55-04-api-reference-tool",
    build: (s) =>
      s
        .user("how should we render the REST API reference? the spec is api/openapi.yaml")
        .assistant(
          "Two reasonable options:\n- **Redoc** as a standalone page (`redocly build-docs`), quick to set up, but it lives outside the Docusaurus navigation and search.\n- **docusaurus-plugin-openapi-docs**, which turns each operation into an MDX page inside the site, so the sidebar, search and versioning apply.",
        )
        .user("let's do Redoc, simplest")
        .bash(
          "npx @redocly/cli build-docs api/openapi.yaml -o website/static/api.html",
          "Prerendering docs\n🎉 bundled successfully in: website/static/api.html (412 KiB)",
        )
        .assistant("Built `website/static/api.html` with Redoc. It's linked from the navbar as 'API'.")
        .user(
          "hmm, looking at it, it really does feel bolted on and search doesn't find anything in it. actually scratch Redoc — we'll use docusaurus-plugin-openapi-docs so the reference lives inside the site",
        )
        .bash("npm i -w website docusaurus-plugin-openapi-docs docusaurus-theme-openapi-docs", "added 38 packages in 11s")
        .file("Edit", "website/docusaurus.config.ts")
        .assistant(
          "Switched: removed the Redoc page and configured docusaurus-plugin-openapi-docs against `api/openapi.yaml`; the operations now show up under 'API reference' in the sidebar.",
        )
        .stop(),
    planted: [decision("openapi-docs")],
  },
  {
    id: "b55-05-changesets",
    build: (s) =>
      s
        .user("CHANGELOG.md has merge conflicts in every single PR. how do other monorepos deal with this")
        .bash(
          "git log --oneline -5 -- CHANGELOG.md",
          "a81c2e0 fix changelog conflict\n7d03b9f Merge branch 'main' into feat/export\n11fe4a2 fix changelog conflict again\n0b2d7c1 docs: changelog for 2.4.1\n93aa5f0 add changelog entry",
        )
        .assistant(
          "Most use a fragment tool: each PR adds a small file and the release step assembles the changelog. In a JS monorepo that's usually Changesets: `npx changeset` writes `.changeset/<name>.md` with the bump type and a line of text, and `changeset version` folds them into CHANGELOG.md.",
        )
        .bash(
          "npx changeset init",
          "🦋  Thanks for choosing changesets to help manage your versioning and publishing\n🦋  A .changeset folder has been created.",
        )
        .user(
          "good. from now on every user-facing PR needs a changeset (`npx changeset`), and nobody edits CHANGELOG.md by hand anymore. put that in CONTRIBUTING too",
        )
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added a 'Changelog' section to CONTRIBUTING.md saying exactly that.")
        .stop(),
    planted: [instruction("changeset")],
  },
  {
    id: "b55-06-chitchat",
    build: (s) =>
      s
        .user("morning. what did we do yesterday on the docs, I forgot")
        .bash(
          "git log --since=yesterday --oneline",
          "c1e9a04 docs: sentence case headings in guides/\n4b7f2d1 docs: remove 'simply'\n09ad3e3 website: scaffold docusaurus",
        )
        .assistant("Yesterday: the Docusaurus scaffold under `website/`, and two style passes over `docs/` (sentence-case headings, removing 'simply').")
        .user("ah right. ok cool, nothing else for now, just wanted to catch up")
        .assistant("Sure. Ping me when you want to continue.")
        .stop(),
    planted: [],
  },
  {
    id: "b55-07-docsearch",
    build: (s) =>
      s
        .user("search on the docs site. local search plugin or algolia?")
        .assistant(
          "The local plugin (`@easyops-cn/docusaurus-search-local`) builds an index at build time, no external service, but it grows the bundle and its ranking is basic. Algolia DocSearch is free for open-source docs, better ranking and typo tolerance, but you have to apply and a crawler indexes the live site.",
        )
        .user("we're OSS so DocSearch it is. I'll apply today. wire up the config with placeholder keys")
        .file("Edit", "website/docusaurus.config.ts")
        .bash("npm run -w website build", '[SUCCESS] Generated static files in "build".')
        .assistant(
          "Added the `algolia` block to the theme config with placeholder `appId`/`apiKey`/`indexName`; the build passes. Search will show an error until the real keys are in.",
        )
        .user("and once they send the keys someone has to fill in the real appId and apiKey — not me hopefully lol. leave a note in the issue")
        .bash(
          "gh issue comment 212 --body 'DocSearch config has placeholder keys; swap in real appId/apiKey when Algolia replies.'",
          "https://github.com/acme/widgets/issues/212#issuecomment-1904",
        )
        .assistant("Left the note on #212.")
        .stop(),
    planted: [decision("docsearch"), task("appid", "apikey")],
  },
  {
    id: "b55-08-quoted-guide",
    build: (s) =>
      s
        .user("summarise what our STYLE.md says about UI text, I need to paste it into a slack thread")
        .bash(
          "sed -n '40,60p' docs/STYLE.md",
          '## UI elements\nBold the names of UI elements: **Save**, **Settings**.\nExample of what not to write: "Never click Save twice."\nAlways write the path as a sequence: **Settings > Billing > Invoices**.\nTODO(priya): add a section on keyboard shortcuts.',
        )
        .assistant(
          'Summary for Slack: UI element names are bold; menu paths are written as a sequence with `>`; the guide gives "Never click Save twice" as an example of a sentence to avoid. There\'s an open TODO in the file for a keyboard-shortcuts section.',
        )
        .user("perfect thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b55-09-typedoc",
    build: (s) =>
      s
        .user("the SDK reference. right now it's a hand-written sdk.md that's always out of date. can we generate it?")
        .bash("ls packages/sdk/src", "client.ts\nerrors.ts\nindex.ts\npagination.ts\ntypes.ts")
        .assistant(
          "Yes. TypeDoc with `typedoc-plugin-markdown` and `docusaurus-plugin-typedoc` would generate pages from the TSDoc comments in `packages/sdk/src` at build time. API Extractor is the heavier alternative (it also produces an API report for reviewing changes).",
        )
        .user("typedoc. api extractor is overkill for us. and delete sdk.md once the generated pages are in")
        .bash("npm i -w website -D typedoc typedoc-plugin-markdown docusaurus-plugin-typedoc", "added 14 packages in 6s")
        .file("Edit", "website/docusaurus.config.ts")
        .bash("git rm docs/sdk.md && npm run -w website build", "rm 'docs/sdk.md'\n[SUCCESS] Generated static files in \"build\".")
        .assistant("TypeDoc is configured; the SDK reference is generated under `/sdk/` and `docs/sdk.md` is gone. The build is green.")
        .stop(),
    planted: [decision("typedoc")],
  },
  {
    id: "b55-10-gemini-short",
    build: (s) =>
      s
        .user("fix the broken link in docs/auth.md to the tokens page")
        .bash("rg -n 'tokens' docs/auth.md", "docs/auth.md:22:See [tokens](/docs/tokens.md) for lifetimes.")
        .file("Edit", "docs/auth.md")
        .assistant(
          "Okay, I've fixed the link. Here is the updated file:\n\n```md\n# Authentication\n\nEvery request carries a bearer token.\n\nSee [tokens](./tokens.md) for lifetimes.\n...\n```\n\n(full file, 140 lines)",
        )
        .user(
          "pls keep answers short, don't paste the whole file back at me after an edit, a one-line summary is enough. also: links between docs pages are relative (./tokens.md), never absolute /docs/ paths — that's why this broke",
        )
        .assistant("Understood. Link fixed to `./tokens.md`.")
        .stop(),
    planted: [instruction("whole file"), instruction("relative")],
  },
  {
    id: "b55-11-translations",
    build: (s) =>
      s
        .user("we got the budget for translations. German and Spanish first. Crowdin or Weblate?")
        .assistant(
          "Both integrate with GitHub. Crowdin has a first-class Docusaurus integration (`write-translations` + the Crowdin CLI, documented in Docusaurus' i18n guide) and machine pre-translation; Weblate is open source and can be self-hosted. Cost-wise Crowdin is free for open-source projects.",
        )
        .user("Crowdin, since docusaurus documents it. set up crowdin.yml")
        .file("Write", "crowdin.yml")
        .bash("npx crowdin config lint", "✔ Configuration file is valid")
        .assistant("Going with Crowdin. `crowdin.yml` maps `website/i18n/en/**` to `website/i18n/%two_letters_code%/**`; the linter accepts it.")
        .user(
          "oh and nobody should edit files under website/i18n/de or /es directly, Crowdin overwrites them on every sync. fix translations in Crowdin, not in the repo",
        )
        .assistant("Got it — translation fixes go through Crowdin, not direct edits to the i18n folders.")
        .stop(),
    planted: [decision("crowdin"), instruction("i18n")],
  },
  {
    id: "b55-12-build-fail-fixed",
    build: (s) =>
      s
        .user("docs build is red on main")
        .bash(
          "npm run -w website build",
          "[ERROR] Error: Docusaurus found broken links!\n- Broken link on source page path = /docs/guides/export:\n   -> linking to ../reference/limits (resolved as: /docs/reference/limits)",
          1,
        )
        .assistant("A broken link: `guides/export.md` points at `reference/limits`, which was renamed to `reference/quotas` in yesterday's PR.")
        .file("Edit", "docs/guides/export.md")
        .bash("npm run -w website build", '[SUCCESS] Generated static files in "build".')
        .assistant("Fixed the link; the build passes again.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b55-13-priya",
    build: (s) =>
      s
        .user("who's the right person to approve changes to docs/STYLE.md? the CODEOWNERS file is a mess")
        .bash("grep -n STYLE .github/CODEOWNERS", "14:docs/STYLE.md @acme/docs @priya-n")
        .assistant("CODEOWNERS lists `@acme/docs` and `@priya-n` for `docs/STYLE.md`. Is Priya the tech writer?")
        .user(
          "yes — Priya is our tech writer and she signs off on every style guide change, no exceptions. I'm adding the Oxford comma rule now: from now on always use the Oxford comma in docs",
        )
        .file("Edit", "docs/STYLE.md")
        .assistant("Added the Oxford comma rule under 'Punctuation'.")
        .user("don't merge it though. Priya still needs to review the style guide PR, she's out till Monday")
        .assistant("Left PR #231 open and unmerged.")
        .stop(),
    planted: [fact("priya", "tech writer"), instruction("oxford"), task("priya", "review")],
  },
  {
    id: "b55-14-hosting-superseded-width",
    build: (s) =>
      s
        .user("screenshots: what size do we take them at? they're all over the place")
        .bash(
          "identify static/img/screens/*.png | awk '{print $3}' | sort | uniq -c",
          "      4 1024x768\n      9 1440x900\n      3 1920x1080\n      2 2880x1800",
        )
        .assistant("Four different widths today. 1440 wide is the most common.")
        .user("ok, 1440 wide for all screenshots going forward")
        .assistant("1440 it is. Should I resize the others?")
        .user(
          "wait, the content column is only ~800px, 1440 gets scaled down so much the text is unreadable. change of plan: screenshots are 1280 wide at 2x. that's final",
        )
        .file("Edit", "docs/STYLE.md")
        .assistant("Updated the screenshot section of the style guide: 1280 wide, captured at 2x device pixel ratio.")
        .stop(),
    planted: [decision("1280")],
  },
  {
    id: "b55-15-deploy-branch",
    build: (s) =>
      s
        .user("I merged the quotas page to main an hour ago and it's not on docs.acme.dev. why")
        .bash(
          "cat .github/workflows/docs-deploy.yml | head -12",
          "name: docs-deploy\non:\n  push:\n    branches: [docs-live]\njobs:\n  deploy:\n    runs-on: ubuntu-latest",
        )
        .assistant(
          "The deploy workflow only runs on pushes to `docs-live`, not `main`. So the docs site publishes from the `docs-live` branch; a merge to main doesn't deploy it.",
        )
        .user("ugh, right, that's on purpose so docs don't go out before the release. ok fast-forward docs-live for me")
        .bash("git push origin main:docs-live", "To github.com:acme/widgets.git\n   8a1e2f0..c93d4b7  main -> docs-live")
        .assistant("Pushed; the deploy job started.")
        .stop(),
    planted: [fact("docs-live")],
  },
  {
    id: "b55-16-hypothesis-slow",
    build: (s) =>
      s
        .user("why is the docs build so slow on CI? 9 minutes. maybe it's the openapi plugin regenerating everything?")
        .bash("gh run view 8812 --log | grep -E 'Step|took'", "Step: install took 2m41s\nStep: build took 6m02s\nStep: deploy took 0m19s")
        .assistant(
          "The build step is 6 minutes, install almost 3. It could be the OpenAPI pages, or TypeDoc, or just webpack on 400 pages — I can't tell from this log. Want me to profile it locally with `DOCUSAURUS_PERF_LOGGER=true`?",
        )
        .user("not today, just curious. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b55-17-alt-text",
    build: (s) =>
      s
        .user("accessibility audit came back for the docs site. summary?")
        .bash(
          "cat audit/docs-a11y.md | head -8",
          "# Docs a11y audit\n- 62 images without alt text\n- 3 pages with skipped heading levels\n- contrast OK\n- keyboard nav OK",
        )
        .assistant("Main findings: 62 images have no alt text, and 3 pages skip heading levels (h2 → h4). Contrast and keyboard navigation pass.")
        .user(
          "every image in the docs needs real alt text, describing what the screenshot shows, not 'screenshot'. that's a rule for new pages from now on. the 62 existing ones — we'll do those later, make a list",
        )
        .bash("rg -l '!\\[\\]\\(' docs > audit/missing-alt.txt && wc -l audit/missing-alt.txt", "27 audit/missing-alt.txt")
        .assistant("The 62 images are spread across 27 pages; the list is in `audit/missing-alt.txt`.")
        .stop(),
    planted: [instruction("alt text"), task("62", "alt")],
  },
  {
    id: "b55-18-maria-german",
    build: (s) =>
      s
        .user("there's a PR from a community member fixing German strings in the quickstart. who reviews de stuff?")
        .bash("gh pr view 240 --json author,files -q '.files[].path'", "website/i18n/de/docusaurus-plugin-content-docs/current/quickstart.md")
        .assistant("PR #240 edits the German quickstart directly in the repo. Who should look at German translations?")
        .user(
          "Maria Keller does all the German, she reviews every de PR. and yeah this one should go through Crowdin, close it with a friendly note pointing to the project page",
        )
        .bash(
          "gh pr close 240 --comment 'Thanks! Translations are managed in Crowdin: https://crowdin.com/project/acme-docs — could you submit this there?'",
          "✓ Closed pull request #240",
        )
        .assistant("Closed #240 with a pointer to the Crowdin project.")
        .stop(),
    planted: [fact("maria")],
  },
  {
    id: "b55-19-withdrawn-blog",
    build: (s) =>
      s
        .user("should we turn on the docusaurus blog for release notes? thinking out loud")
        .bash("ls website/blog 2>/dev/null || echo missing", "missing")
        .assistant(
          "The blog plugin is enabled by default in the classic preset, but there's no `blog/` folder. It would give release notes an RSS feed and tags.",
        )
        .user("hmm. no, forget it, GitHub releases already do that. never mind")
        .assistant("Okay, no change.")
        .stop(),
    planted: [],
  },
  {
    id: "b55-20-mermaid",
    build: (s) =>
      s
        .user("the architecture diagrams are PNG exports from draw.io and nobody can edit them. ideas?")
        .bash("ls docs/img/*.drawio.png | wc -l", "11")
        .assistant(
          "Docusaurus supports Mermaid via `@docusaurus/theme-mermaid`: diagrams as text in the Markdown, diffable, and they follow the dark theme. The trade-off is less layout control than draw.io.",
        )
        .user("decided: new diagrams are Mermaid, in the markdown. enable the theme. the 11 existing PNGs we convert at some point, no rush")
        .file("Edit", "website/docusaurus.config.ts")
        .bash("npm run -w website build", '[SUCCESS] Generated static files in "build".')
        .assistant("Enabled `@docusaurus/theme-mermaid` (`markdown.mermaid: true`). The build passes.")
        .stop(),
    planted: [decision("mermaid"), task("pngs", "convert")],
  },
  {
    id: "b55-21-crawler-fact",
    build: (s) =>
      s
        .user("I changed a page this morning and search still shows the old title. bug?")
        .bash("curl -s https://crawler.algolia.com/api/1/crawlers/acme/schedule", '{"schedule":"every day at 03:00 UTC","lastRun":"2026-11-07T03:00:12Z"}')
        .assistant(
          "Not a bug: the Algolia crawler re-indexes the site once a day at 03:00 UTC, so search lags edits by up to a day. I can trigger a manual recrawl if it matters.",
        )
        .user("nah it can wait till tomorrow")
        .stop(),
    planted: [fact("crawler")],
  },
  {
    id: "b55-22-migration-guide",
    build: (s) =>
      s
        .user("v3 of the SDK renames `listItems` to `items.list` and drops callbacks. release is in 2 weeks")
        .bash("git diff v2.9.0..main --stat -- packages/sdk/src | tail -1", " 14 files changed, 612 insertions(+), 488 deletions(-)")
        .assistant("That's a breaking release. The docs don't have a migration guide yet; the changelog only lists the renames.")
        .user("yeah we still need to write the v3 migration guide before the release. not this session, I want the code frozen first")
        .assistant("Understood, no guide yet.")
        .stop(),
    planted: [task("migration guide")],
  },
  {
    id: "b55-23-sign-in",
    build: (s) =>
      s
        .user("grep the docs for 'log in' vs 'sign in', we're inconsistent")
        .bash(
          "rg -c 'log in|login' docs | head; rg -c 'sign in' docs | head",
          "docs/auth.md:4\ndocs/quickstart.md:2\ndocs/guides/sso.md:6\n--\ndocs/auth.md:1\ndocs/guides/sso.md:3",
        )
        .assistant("Both are used, sometimes in the same page: 12 'log in'/'login', 4 'sign in'.")
        .user(
          "we say 'sign in' everywhere (and 'sign out'), the product UI does too. 'login' is fine only as a noun in code, like the login endpoint. please fix all of them now",
        )
        .bash("sed -i 's/log in/sign in/g; s/Log in/Sign in/g' docs/auth.md docs/quickstart.md docs/guides/sso.md && rg -c 'log in' docs || true", "")
        .assistant("Replaced them; no 'log in' left in `docs/`. The `/login` endpoint name in code blocks is unchanged.")
        .stop(),
    planted: [instruction("sign in")],
  },
  {
    id: "b55-24-node-pin",
    build: (s) =>
      s
        .user("the docs CI fails with 'Minimum Node.js version not met' since the docusaurus 3.6 bump")
        .bash("grep -n node .github/workflows/docs.yml", "18:      - uses: actions/setup-node@v4\n19:        with:\n20:          node-version: 16.20")
        .assistant("The docs workflow still pins Node 16.20; Docusaurus 3 needs Node 18 or newer.")
        .file("Edit", ".github/workflows/docs.yml")
        .bash(
          "act -j build -W .github/workflows/docs.yml 2>&1 | tail -2",
          "[docs/build] ✅  Success - Main npm run -w website build\n[docs/build] 🏁  Job succeeded",
        )
        .assistant("Bumped to Node 20 and the job passes locally with act.")
        .user("ok. and from now on, don't bump the docusaurus version without asking me first — minor bumps have broken the openapi plugin twice")
        .assistant("Noted: Docusaurus upgrades go through you.")
        .stop(),
    planted: [instruction("docusaurus", "asking")],
  },
  {
    id: "b55-25-webhooks-missing",
    build: (s) =>
      s
        .user("customer says the API reference doesn't mention webhooks at all. true?")
        .bash("grep -c webhook api/openapi.yaml", "0")
        .assistant(
          "True: `api/openapi.yaml` has no webhook definitions, so the generated reference has nothing to show. OpenAPI 3.1 has a top-level `webhooks` section for exactly this.",
        )
        .user("yep. someone has to add the webhook events to the spec so they show up in the reference. put it on the docs board, I'll do it next week")
        .bash("gh issue create -t 'Add webhook events to openapi.yaml' -l docs", "https://github.com/acme/widgets/issues/244")
        .assistant("Created #244.")
        .stop(),
    planted: [task("webhook")],
  },
  {
    id: "b55-26-generated-reference",
    build: (s) =>
      s
        .user("the PR diff is 14k lines because of the regenerated API pages. do we have to commit those?")
        .bash("git diff --stat main | tail -1", " 212 files changed, 14031 insertions(+), 13877 deletions(-)")
        .assistant(
          "No. The plugin can generate them in CI right before `docusaurus build` (`docusaurus gen-api-docs all`), and `docs/api/` goes into .gitignore. Then PRs only show changes to `api/openapi.yaml`.",
        )
        .user("yes do that. generated reference pages are not committed anymore, they get generated in CI")
        .file("Edit", ".gitignore")
        .file("Edit", ".github/workflows/docs.yml")
        .bash("git rm -r --cached -q docs/api && git status --short | wc -l", "213")
        .assistant("Done: `docs/api/` is ignored, removed from the index, and the docs workflow runs `gen-api-docs all` before the build.")
        .user("and remind people: never edit anything in docs/api by hand, it's overwritten on every build")
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added that to CONTRIBUTING.md.")
        .stop(),
    planted: [decision("generated", "ci"), instruction("docs/api")],
  },
  {
    id: "b55-27-question-only",
    build: (s) =>
      s
        .user("what's the difference between :::note and :::info admonitions in docusaurus? do they render differently")
        .bash(
          "rg -n 'note|info' node_modules/@docusaurus/theme-classic/lib/theme/Admonition/Types.js | head -4",
          "12:  note: AdmonitionTypeNote,\n13:  tip: AdmonitionTypeTip,\n14:  info: AdmonitionTypeInfo,\n15:  warning: AdmonitionTypeWarning,",
        )
        .assistant(
          "They're separate components: `note` is grey with a pencil icon, `info` is blue with an 'i'. Semantically there's no difference; it's a matter of tone.",
        )
        .user("ok interesting")
        .stop(),
    planted: [],
  },
  {
    id: "b55-28-playwright-screens",
    build: (s) =>
      s
        .user("I'm tired of retaking screenshots by hand. can we script them? the app has a demo tenant")
        .bash("ls scripts/", "seed-demo.ts\nrelease.sh")
        .assistant(
          "Playwright can log into the demo tenant, walk the pages and save screenshots at a fixed viewport. A script under `scripts/screenshots.ts` with one entry per image would make them reproducible.",
        )
        .user("go with Playwright for the screenshots, write the script. the demo tenant is `acme-demo`, seeded by scripts/seed-demo.ts")
        .file("Write", "scripts/screenshots.ts")
        .bash("npx tsx scripts/screenshots.ts --only dashboard", "✓ dashboard-overview.png (2560x1600)\n✓ dashboard-filters.png (2560x1600)")
        .assistant("Done. The script captures at 1280×800 with deviceScaleFactor 2; the first two images came out fine.")
        .user("nice. screenshots always in the light theme btw, dark ones look muddy in the PDF export")
        .assistant("The script forces `colorScheme: 'light'` now.")
        .stop(),
    planted: [decision("playwright"), fact("acme-demo"), instruction("light theme")],
  },
  {
    id: "b55-29-chitchat-done",
    build: (s) =>
      s
        .user("can you reword the first paragraph of docs/quickstart.md, it's clunky")
        .file("Read", "docs/quickstart.md")
        .file("Edit", "docs/quickstart.md")
        .assistant("Reworded it: 'This guide takes you from an empty project to your first API call in about five minutes.'")
        .user("much better. haha we should have done this months ago")
        .assistant("Glad it reads better.")
        .stop(),
    planted: [],
  },
  {
    id: "b55-30-cloudflare-pages",
    build: (s) =>
      s
        .user("GitHub Pages keeps serving stale builds for ~10 min and has no preview deploys. alternatives?")
        .bash("cat website/docusaurus.config.ts | grep -n baseUrl", "9:  baseUrl: '/widgets/',")
        .assistant(
          "Netlify and Cloudflare Pages both give per-PR preview URLs and near-instant cache purge. Cloudflare Pages has unlimited bandwidth on the free plan; Netlify's build minutes are capped. Either way `baseUrl` becomes `/` on a custom domain.",
        )
        .user("we're moving the docs to Cloudflare Pages. preview deploys per PR are the main reason")
        .file("Edit", "website/docusaurus.config.ts")
        .bash("npx wrangler pages project create acme-docs --production-branch docs-live", "✨ Successfully created the 'acme-docs' project.")
        .assistant("Created the `acme-docs` Pages project with `docs-live` as production branch and set `baseUrl` to `/`.")
        .user("redirects for the old /widgets/ paths go in website/static/_redirects, that's the file Pages reads. fyi for whoever touches it next")
        .file("Write", "website/static/_redirects")
        .assistant("Added `/widgets/* /:splat 301` to `website/static/_redirects`.")
        .stop(),
    planted: [decision("cloudflare"), fact("_redirects")],
  },
  {
    id: "b55-31-code-language",
    build: (s) =>
      s
        .user("the syntax highlighting is missing on half the code samples")
        .bash("rg -c '^```$' docs | awk -F: '{s+=$2} END {print s}'", "188")
        .assistant("188 fences open without a language, so Prism renders them as plain text. (Some of those are closing fences; roughly half are openers.)")
        .user(
          "every fenced code block gets a language tag — bash, ts, json, whatever; use `text` if it's really plain output. make that a rule in STYLE.md. fixing the existing ones can wait, that's a big diff",
        )
        .file("Edit", "docs/STYLE.md")
        .assistant("Added the rule under 'Code samples' in STYLE.md.")
        .stop(),
    planted: [instruction("language tag"), task("existing", "fenced")],
  },
  {
    id: "b55-32-keepachangelog",
    build: (s) =>
      s
        .user("our changelog entries are a mix of commit subjects and prose. pick a format")
        .bash(
          "sed -n 1,14p CHANGELOG.md",
          "# Changelog\n\n## 2.4.3\n- fix: retry on 429\n- Bumped deps\n\n## 2.4.2\nWe fixed a bug where exports would never finish.\n\n## 2.4.1\n* Added `--since` flag",
        )
        .assistant(
          "Keep a Changelog is the common one: per version, sections Added / Changed / Deprecated / Removed / Fixed / Security, dates in ISO form. Changesets can be configured to write its entries in that shape with a custom changelog generator.",
        )
        .user("decided, the changelog follows Keep a Changelog. dates as YYYY-MM-DD. configure changesets for it")
        .file("Write", ".changeset/changelog-format.cjs")
        .file("Edit", ".changeset/config.json")
        .assistant("Wired a small changelog generator that groups entries into the Keep a Changelog sections.")
        .user("also the 2.4.0 to 2.4.3 entries are garbage, they'll need rewriting in the new format eventually. park it")
        .assistant("Parked; I haven't touched the old entries.")
        .stop(),
    planted: [decision("keep a changelog"), task("2.4.0")],
  },
  {
    id: "b55-33-legacy-jekyll",
    build: (s) =>
      s
        .user("what's in site-old/? can I delete it")
        .bash(
          "ls site-old && cat site-old/_config.yml | head -3",
          "_config.yml\n_layouts\n_posts\nindex.md\ntitle: Widgets docs\ntheme: minima\nbaseurl: /widgets",
        )
        .assistant(
          "`site-old/` is the previous Jekyll site; nothing builds it anymore (no workflow references it). It's still the source of truth for the old URLs, though, which matters for the redirect map.",
        )
        .user("keep it until the redirects are verified on Cloudflare, then remove the old Jekyll folder. that's a later thing")
        .bash("git log -1 --format=%cr -- site-old", "8 months ago")
        .assistant("Left it in place; last change 8 months ago.")
        .stop(),
    planted: [fact("jekyll"), task("jekyll", "remove")],
  },
  {
    id: "b55-34-proposal-unanswered",
    build: (s) =>
      s
        .user("the sidebar for guides is getting long. 38 entries")
        .bash("ls docs/guides | wc -l", "38")
        .assistant(
          "I could group them into categories (Getting data in, Exports, Admin, Integrations) with `_category_.json` files, or switch that sidebar to a hand-written `sidebars.ts`. Categories keep the autogenerated sidebar. Want me to draft the grouping?",
        )
        .user("let me think about it, I need to talk to product first")
        .stop(),
    planted: [],
  },
  {
    id: "b55-35-american",
    build: (s) =>
      s
        .user("Vale flags 'colour' and 'behaviour' in the contributed guide. we're a UK company though?")
        .bash(
          "vale docs/guides/sso.md",
          "docs/guides/sso.md\n 14:22 warning 'colour' -> 'color'  Google.Spelling\n 31:9  warning 'behaviour' -> 'behavior'  Google.Spelling",
        )
        .assistant("The Google style enforces US spelling. We can keep it, or add a vocabulary exception for British spellings.")
        .user("no, keep it: American spelling in all docs, most readers are in the US. fix the two in sso.md")
        .file("Edit", "docs/guides/sso.md")
        .assistant("Changed both to the US spelling; Vale is clean on that file now.")
        .stop(),
    planted: [instruction("american")],
  },
  {
    id: "b55-36-versions",
    build: (s) =>
      s
        .user("the version dropdown has 1.x, 2.0, 2.1 ... 2.9 and next. it's ridiculous. and every version is a copy of the whole docs folder")
        .bash("ls website/versioned_docs | wc -l && du -sh website/versioned_docs", "11\n48M\twebsite/versioned_docs")
        .assistant(
          "Eleven versioned copies, 48 MB. Common practice is to version only majors: keep 'next' (unreleased), the current 2.x and maybe the last 1.x, and drop the minor snapshots.",
        )
        .user("ok: version dropdown shows only majors from now on — next, 2.x, 1.x. 1.x stays frozen. collapse the 2.x minors into one")
        .bash(
          "npx docusaurus docs:version 2.x && jq 'map(select(test(\"^2\\\\.[0-9]$\")|not))' website/versions.json > /tmp/v && mv /tmp/v website/versions.json",
          "[SUCCESS] [docs]: version 2.x created!",
        )
        .file("Edit", "website/docusaurus.config.ts")
        .assistant("Collapsed the minors: the dropdown now lists next, 2.x and 1.x, and `versioned_docs` is down to two copies.")
        .stop(),
    planted: [decision("majors")],
  },
  {
    id: "b55-37-typedoc-slow",
    build: (s) =>
      s
        .user("ok NOW profile the docs build please, it's 9 min on CI again")
        .bash(
          "DOCUSAURUS_PERF_LOGGER=true npm run -w website build 2>&1 | grep -E 'plugin|total' | sort -k3 -rn | head -4",
          "[PERF] plugin docusaurus-plugin-typedoc loadContent - 4m12s\n[PERF] plugin docusaurus-plugin-openapi-docs loadContent - 0m41s\n[PERF] bundling - 1m03s\n[PERF] total - 6m20s",
        )
        .assistant(
          "Confirmed: the TypeDoc plugin's loadContent takes 4m12s of the 6m20s build, because it re-runs TypeScript over the whole SDK. The OpenAPI pages are only 41s, so my earlier guess about them was wrong.",
        )
        .user("great, so it's typedoc. we'll cache its output keyed on the sdk hash at some point; write that down somewhere so we don't lose it")
        .bash("gh issue create -t 'Cache TypeDoc output by packages/sdk hash' -l docs,perf", "https://github.com/acme/widgets/issues/251")
        .assistant("Filed #251.")
        .stop(),
    planted: [fact("typedoc"), task("cache", "typedoc")],
  },
  {
    id: "b55-38-mkdocs-handbook",
    build: (s) =>
      s
        .user("separate thing: the internal ops handbook (handbook/ repo) is on MkDocs Material. someone suggested moving it to Docusaurus too for consistency")
        .bash(
          "cat handbook/mkdocs.yml | head -8",
          "site_name: Ops handbook\ntheme:\n  name: material\nplugins:\n  - search\n  - mike\nextra:\n  version:\n    provider: mike",
        )
        .assistant(
          "It's a plain Markdown site with MkDocs Material and `mike` for versioning. Moving it would mean rewriting admonitions (`!!! note` → `:::note`) and the mike versions. The benefit is one toolchain.",
        )
        .user("nope. the handbook stays on MkDocs, it's fine and the ops folks know it. not migrating")
        .assistant("Okay, the handbook stays on MkDocs Material with mike.")
        .stop(),
    planted: [decision("mkdocs"), fact("mike")],
  },
  {
    id: "b55-39-spanish-auth",
    build: (s) =>
      s
        .user("status of translations?")
        .bash("npx crowdin status --no-progress", "de: translated 100%, approved 96%\nes: translated 71%, approved 40%\n  docs/guides/auth.md: translated 48%")
        .assistant("German is complete. Spanish is at 71%; the auth guide is only half translated (48%).")
        .user("the Spanish auth guide still has to be finished before we announce es. I'll chase the translator next week")
        .assistant("Okay.")
        .user("also the crowdin sync — it's a github action, right? how often does it run")
        .bash("grep -n cron .github/workflows/crowdin.yml", "5:    - cron: '0 */6 * * *'")
        .assistant("Yes, `.github/workflows/crowdin.yml` runs the Crowdin sync every 6 hours (cron `0 */6 * * *`).")
        .stop(),
    planted: [task("spanish", "auth"), fact("sync", "6 hours")],
  },
  {
    id: "b55-40-quoted-page",
    build: (s) =>
      s
        .user("proofread docs/guides/backups.md, just the warnings box")
        .bash(
          "sed -n 10,18p docs/guides/backups.md",
          ":::warning\nNever restore a backup into a running instance. Always stop the workers first.\nTODO: document point-in-time restore\n:::",
        )
        .assistant(
          "The box reads fine. Two nits: 'Never restore a backup into a running instance' could say which command stops the workers, and the `TODO: document point-in-time restore` line is rendered to readers inside the box — it probably shouldn't ship.",
        )
        .user("good catch, delete the TODO line from the page and add the command")
        .file("Edit", "docs/guides/backups.md")
        .assistant("Removed the TODO line and added `widgets workers stop` to the warning.")
        .stop(),
    planted: [],
  },
  {
    id: "b55-41-glossary",
    build: (s) =>
      s
        .user("people keep asking what 'tenant' vs 'workspace' vs 'org' mean in our docs")
        .bash("rg -c -w 'tenant|workspace|org' docs | awk -F: '{s+=$2} END {print s}'", "347")
        .assistant("The three words appear 347 times. There's no glossary page to point at.")
        .user(
          "we need a glossary page. not today. also pin this: in our product a workspace belongs to exactly one org, and tenant is the old word for org — that's just how the data model is",
        )
        .assistant("Got it. I haven't created the page.")
        .stop(),
    planted: [task("glossary"), fact("workspace", "org")],
  },
  {
    id: "b55-42-second-person",
    build: (s) =>
      s
        .user("rewrite the intro of docs/guides/exports.md, it talks about 'the user' in third person everywhere")
        .file("Read", "docs/guides/exports.md")
        .file("Edit", "docs/guides/exports.md")
        .assistant("Rewrote the intro in second person: 'You can export any report as CSV or Parquet…'.")
        .user("yes. that's the rule for all pages btw: address the reader as 'you', second person, never 'the user'")
        .assistant("Okay — second person throughout.")
        .stop(),
    planted: [instruction("second person")],
  },
  {
    id: "b55-43-license",
    build: (s) =>
      s
        .user("legal asked what license the docs are under. the repo is MIT")
        .bash("ls LICENSE* website/LICENSE* 2>/dev/null", "LICENSE")
        .assistant(
          "Only the root `LICENSE` (MIT) exists, which is written for software. Many projects license docs separately under CC BY 4.0 so people can reuse text with attribution.",
        )
        .user("legal agreed on CC BY 4.0 for the docs content, code samples stay MIT. add the license file and a footer line")
        .file("Write", "website/LICENSE-docs")
        .file("Edit", "website/docusaurus.config.ts")
        .assistant("Added `website/LICENSE-docs` (CC BY 4.0) and the footer line 'Docs licensed under CC BY 4.0; code samples under MIT'.")
        .stop(),
    planted: [decision("cc by")],
  },
  {
    id: "b55-44-lychee",
    build: (s) =>
      s
        .user("docusaurus only checks internal links. external ones rot. anything for that?")
        .bash("npx -y lychee --version 2>/dev/null || docker run --rm lycheeverse/lychee --version", "lychee 0.15.1")
        .assistant(
          "lychee checks external links fast and has a GitHub action; markdown-link-check is the Node alternative but much slower on 400 pages. Let me run lychee once to see the state.",
        )
        .bash(
          "docker run --rm -v $PWD:/in lycheeverse/lychee /in/docs --no-progress | tail -3",
          "🔍 2314 Total ✅ 2261 OK 🚫 39 Errors 👻 14 Excluded\n[ERROR] https://widgets.acme.dev/v1/api#pagination | Fragment not found",
        )
        .user("we'll use lychee, weekly scheduled run, not on every PR. the 39 errors are mostly the legacy anchors, fix them some other day")
        .file("Write", ".github/workflows/links.yml")
        .assistant("Added `.github/workflows/links.yml` running lychee every Monday.")
        .stop(),
    planted: [decision("lychee"), task("39 errors")],
  },
  {
    id: "b55-45-reverted-sidebar",
    build: (s) =>
      s
        .user("try hiding the 'API reference' category from the sidebar and only link it from the navbar")
        .file("Edit", "website/sidebars.ts")
        .bash("npm run -w website build", '[SUCCESS] Generated static files in "build".')
        .assistant("Done: the category is hidden from the docs sidebar and reachable from the navbar only.")
        .user("hm, looks weird, the breadcrumbs break. revert that")
        .bash("git checkout website/sidebars.ts", "Updated 1 path from the index")
        .assistant("Reverted; the sidebar is back as it was.")
        .stop(),
    planted: [],
  },
  {
    id: "b55-46-category-json",
    build: (s) =>
      s
        .user("the order of the sections in the guides sidebar is alphabetical. I want Quickstart first")
        .bash("cat website/sidebars.ts", "export default { docs: [{ type: 'autogenerated', dirName: '.' }] };")
        .assistant(
          "The sidebar is autogenerated from the folder structure, so the order comes from `_category_.json` files (their `position` field) and `sidebar_position` in each page's front matter. Setting `position: 1` on the quickstart does it.",
        )
        .file("Edit", "docs/quickstart.md")
        .bash("npm run -w website build", '[SUCCESS] Generated static files in "build".')
        .assistant("Quickstart is first now.")
        .user("ok good to know it's the _category_.json files that drive it")
        .stop(),
    planted: [fact("_category_.json")],
  },
  {
    id: "b55-47-gif",
    build: (s) =>
      s
        .user("the onboarding GIF on the landing page still shows the old signup flow")
        .bash("ls -la website/static/img/onboarding.gif", "-rw-r--r-- 1 dev dev 4.1M Mar  2  2025 website/static/img/onboarding.gif")
        .assistant("It's from March 2025 and 4.1 MB. Re-recording needs the new signup flow on staging.")
        .user("right, the new onboarding GIF has to be recorded once signup v2 is on staging. and make it an mp4 this time, 4 MB gif is silly")
        .assistant("Okay, leaving the current GIF until then.")
        .stop(),
    planted: [task("gif")],
  },
  {
    id: "b55-48-rate-limit-headers",
    build: (s) =>
      s
        .user("do we document the X-RateLimit-* headers anywhere?")
        .bash("rg -l 'X-RateLimit' docs api", "")
        .assistant("No: neither `docs/` nor the OpenAPI spec mentions the `X-RateLimit-Limit`, `-Remaining` and `-Reset` headers.")
        .user("ugh. the rate limit headers need documenting in the API reference, add them to the spec's response headers. next sprint")
        .assistant("Okay, nothing changed yet.")
        .user("what's the reset value, seconds or a timestamp? I never remember")
        .bash("rg -n 'X-RateLimit-Reset' src", "src/middleware/limits.ts:41:    c.header('X-RateLimit-Reset', String(Math.ceil(resetAt / 1000)));")
        .assistant("`X-RateLimit-Reset` is a Unix timestamp in seconds (`Math.ceil(resetAt / 1000)`), not a delta.")
        .stop(),
    planted: [task("rate limit"), fact("x-ratelimit-reset", "timestamp")],
  },
  {
    id: "b55-49-commit-prefix",
    build: (s) =>
      s
        .user("commit the quickstart changes")
        .bash("git commit -am 'update quickstart'", "[docs/quickstart 4e1a9b2] update quickstart\n 1 file changed, 6 insertions(+), 4 deletions(-)")
        .assistant("Committed as `update quickstart`.")
        .user("amend it: docs commits get the `docs:` prefix, like `docs: reword quickstart intro`. always, release-please groups on it")
        .bash("git commit --amend -m 'docs: reword quickstart intro'", "[docs/quickstart 8c2f7d0] docs: reword quickstart intro")
        .assistant("Amended to `docs: reword quickstart intro`.")
        .stop(),
    planted: [instruction("docs:", "prefix")],
  },
  {
    id: "b55-50-guess-unconfirmed",
    build: (s) =>
      s
        .user("the Japanese pages get like no traffic. maybe the analytics script isn't loading on /ja/?")
        .bash("curl -s https://docs.acme.dev/ja/ | grep -c plausible", "1")
        .assistant(
          "The Plausible script is on `/ja/`, so it's not missing there. Low traffic could be real, or ad blockers, or the `ja` pages aren't indexed by Google yet — I can't tell which from here.",
        )
        .user("hmm ok. maybe we drop ja then? I'll ask marketing, don't do anything")
        .stop(),
    planted: [],
  },
  {
    id: "b55-51-ja-dropped",
    build: (s) =>
      s
        .user("marketing said yes: we're dropping the Japanese locale. too few readers, and the translations are 40% stale")
        .bash("grep -n locales website/docusaurus.config.ts", "31:    locales: ['en', 'de', 'es', 'ja'],")
        .file("Edit", "website/docusaurus.config.ts")
        .file("Edit", "crowdin.yml")
        .bash("npm run -w website build -- --locale en", '[SUCCESS] Generated static files in "build".')
        .assistant("Removed `ja` from `locales` and from the Crowdin targets. The `/ja/*` URLs will need a redirect to English.")
        .user("yes add `/ja/* /:splat 301` to _redirects now")
        .file("Edit", "website/static/_redirects")
        .assistant("Added the redirect.")
        .stop(),
    planted: [decision("japanese")],
  },
  {
    id: "b55-52-cli-reference",
    build: (s) =>
      s
        .user("docs/cli.md says `widgets export --format` accepts xlsx. does it?")
        .bash(
          "npx widgets export --help | sed -n 1,8p",
          "Usage: widgets export [options]\n\nOptions:\n  --format <fmt>  csv | parquet | json (default: csv)\n  --since <date>  only rows after date\n  -h, --help      display help",
        )
        .assistant("No: `--format` accepts csv, parquet and json. xlsx was removed in 2.3. The CLI reference is hand-written, so it drifted.")
        .file("Edit", "docs/cli.md")
        .user(
          "fixed for now, thanks. but the CLI reference should be generated from the --help output so this can't happen again. that's a bigger job for later",
        )
        .assistant("Okay, only the xlsx line was changed today.")
        .stop(),
    planted: [task("cli reference", "generated")],
  },
  {
    id: "b55-53-docs-build-rule",
    build: (s) =>
      s
        .user("I pushed a docs change and the deploy failed on a broken anchor, again")
        .bash(
          "gh run view 8901 --log-failed | tail -3",
          "[ERROR] Docusaurus found broken anchors!\n- Broken anchor on source page path = /docs/guides/sso:\n   -> linking to /docs/auth#tokens",
        )
        .assistant("The auth page renamed its '## Tokens' heading to '## Access tokens', so the anchor is now `#access-tokens`.")
        .file("Edit", "docs/guides/sso.md")
        .user("fix it and listen: before you push anything that touches docs, run `npm run docs:build` locally. every time, it catches these")
        .bash("npm run docs:build", '[SUCCESS] Generated static files in "build".')
        .assistant("Fixed the anchor; `npm run docs:build` passes. I'll run it before every docs push.")
        .stop(),
    planted: [instruction("docs:build")],
  },
  {
    id: "b55-54-examples-fact",
    build: (s) =>
      s
        .user("where do the request examples in the API reference come from? they're really good")
        .bash(
          "rg -n 'x-codeSamples|examples' scripts/openapi-examples.ts | head -3",
          "4:// reads tests/examples/*.http and injects them as x-codeSamples\n12:const files = glob('tests/examples/*.http');",
        )
        .assistant(
          "They come from the `.http` files in `tests/examples/`: `scripts/openapi-examples.ts` injects each one into the spec as `x-codeSamples`, and the same files run as integration tests, so the examples can't drift.",
        )
        .user("ha, I forgot we did that. nice")
        .stop(),
    planted: [fact("tests/examples")],
  },
  {
    id: "b55-55-badges",
    build: (s) =>
      s
        .user("the SDK package got renamed from widgets-js to @acme/widgets. anything in the docs still using the old name?")
        .bash("rg -l 'widgets-js' docs packages/sdk/README.md", "docs/quickstart.md\npackages/sdk/README.md")
        .file("Edit", "docs/quickstart.md")
        .assistant("Fixed the install command in the quickstart. `packages/sdk/README.md` still has the npm and bundle-size badges pointing at `widgets-js`.")
        .user("leave the README for now, the badges need updating only after the first @acme/widgets publish, otherwise they 404")
        .assistant("Okay, README untouched.")
        .stop(),
    planted: [task("badges")],
  },
  {
    id: "b55-56-docs-package-private",
    build: (s) =>
      s
        .user("why didn't my docs change show up in the release notes?")
        .bash("cat .changeset/config.json", '{\n  "changelog": "./changelog-format.cjs",\n  "ignore": ["@acme/docs"],\n  "access": "public"\n}')
        .assistant(
          "`@acme/docs` (the website package) is in the changesets `ignore` list, so changesets for it never produce a version bump or a changelog entry. That's why.",
        )
        .user("right, that's intended, the docs package is private and unversioned. ok")
        .stop(),
    planted: [fact("@acme/docs")],
  },
  {
    id: "b55-57-dark-diagram",
    build: (s) =>
      s
        .user("in dark mode the architecture diagram is black lines on dark grey. unreadable")
        .bash("rg -n 'architecture' docs/overview.md", "12:![Architecture](./img/architecture.drawio.png)")
        .assistant(
          "It's one of the draw.io PNGs with a transparent background. Docusaurus can switch images per theme with `ThemedImage`, or we convert it to Mermaid, which follows the theme.",
        )
        .user("it's on the convert-to-mermaid list anyway. until then someone should make a dark-mode variant of that diagram and use ThemedImage. not urgent")
        .assistant("Understood, nothing changed for now.")
        .stop(),
    planted: [task("dark", "variant")],
  },
  {
    id: "b55-58-quickstart-german",
    build: (s) =>
      s
        .user("I rewrote the quickstart in English. it will change a bit more this week")
        .bash("git diff --stat HEAD~1 -- docs/quickstart.md", " docs/quickstart.md | 84 ++++++++++++++++------------")
        .assistant("84 lines changed. The German and Spanish versions in Crowdin are now out of date for this page.")
        .user("yeah. once the English quickstart is stable (end of week) we need to get the German quickstart redone in Crowdin. Spanish can wait")
        .assistant("Okay. I won't push the source strings to Crowdin until you say it's stable.")
        .stop(),
    planted: [task("german", "quickstart")],
  },
  {
    id: "b55-59-review-only",
    build: (s) =>
      s
        .user("review PR #260 (new SSO guide) against the style guide, comment but don't approve")
        .bash(
          "gh pr diff 260 | head -12",
          "+# Setting Up SSO With Okta\n+\n+Simply go to the admin console. You must always use a SAML 2.0 app.\n+\n+```\n+curl -X POST https://api.acme.dev/v1/sso\n+```",
        )
        .assistant(
          "Three style issues: the heading is Title Case, 'Simply' is on the banned list, and the code fence has no language. The sentence 'You must always use a SAML 2.0 app' is content, not style, so I left it.",
        )
        .bash("gh pr review 260 --comment -b 'Style: sentence case heading; drop \"Simply\"; add `bash` to the fence.'", "Reviewed pull request #260")
        .assistant("Posted the review as a comment.")
        .user("thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b55-60-wiki-move",
    build: (s) =>
      s
        .user("half our how-tos are still in the GitHub wiki. nobody reviews wiki edits and they're not versioned")
        .bash("gh api repos/acme/widgets/pages 2>/dev/null; git ls-remote https://github.com/acme/widgets.wiki.git | wc -l", "1")
        .assistant("The wiki has one branch and 42 pages (from the clone). We could mirror it, or move the pages into `docs/` and turn the wiki off.")
        .user("we move everything from the wiki into docs/ and turn the wiki off after. that's decided, product agreed")
        .bash("git clone -q https://github.com/acme/widgets.wiki.git /tmp/wiki && ls /tmp/wiki | wc -l", "42")
        .assistant("Cloned the wiki (42 pages) to `/tmp/wiki` so we can start moving them.")
        .user("moving the 42 pages is its own project, don't start now. make a checklist issue")
        .bash("gh issue create -t 'Move 42 wiki pages into docs/' -l docs", "https://github.com/acme/widgets/issues/263")
        .assistant("Created #263 with the list of pages.")
        .stop(),
    planted: [decision("wiki"), task("42 pages")],
  },
  {
    id: "b55-61-date-format-chat",
    build: (s) =>
      s
        .user("is it 'e-mail' or 'email' in Google's style guide?")
        .bash("grep -n -i 'e-mail' styles/Google/WordList.yml", "31:  '(?:e-mail|Email)': email")
        .assistant("'email', lower case and no hyphen, per the vendored Google word list.")
        .user("figured. ok")
        .stop(),
    planted: [],
  },
  {
    id: "b55-62-vale-required",
    build: (s) =>
      s
        .user("Vale only runs locally, people forget. can it run on PRs?")
        .bash("ls .github/workflows", "docs.yml\ndocs-deploy.yml\ncrowdin.yml\nlinks.yml\nrelease.yml")
        .assistant(
          "Yes, `errata-ai/vale-action` runs on PRs and can post review comments on the changed lines. Making it a required check would block merges on errors; warnings stay comments.",
        )
        .user("we'll want Vale as a required check on PRs, but only after we've cleaned the existing errors, otherwise every PR goes red. next sprint")
        .bash("vale docs/ --output line | grep -c error", "57")
        .assistant("57 errors today. Nothing changed in CI yet.")
        .stop(),
    planted: [task("vale", "required")],
  },
  {
    id: "b55-63-admonition-rule-superseded",
    build: (s) =>
      s
        .user("for deprecation notices let's use :::warning boxes")
        .assistant("Okay. Should I convert the existing 'Deprecated:' paragraphs?")
        .bash("rg -c '^Deprecated:' docs | wc -l", "9")
        .user(
          "hmm, warning is orange and looks like something is broken. no — use :::caution for deprecations instead, with the version in the title, like `:::caution Deprecated in 2.8`",
        )
        .file("Edit", "docs/STYLE.md")
        .assistant("Documented it: deprecations use `:::caution Deprecated in X.Y`. I haven't converted the 9 existing paragraphs.")
        .user("do the 9 now")
        .bash("node scripts/convert-deprecated.mjs docs && rg -c ':::caution Deprecated' docs | wc -l", "9")
        .assistant("Converted all 9.")
        .stop(),
    planted: [instruction("caution", "deprecat")],
  },
  {
    id: "b55-64-present-tense",
    build: (s) =>
      s
        .user("the reference pages say 'this endpoint will return' everywhere. that's future tense for something that happens now")
        .bash("rg -c 'will return' docs | awk -F: '{s+=$2} END {print s}'", "73")
        .assistant("73 occurrences of 'will return'. Google's guide prefers present tense for describing behaviour of the product.")
        .user(
          "adding it to our style guide: write in present tense — 'the command returns', not 'the command will return'. future tense only for things that really happen later, like 'the link will expire in 24 hours'",
        )
        .file("Edit", "docs/STYLE.md")
        .assistant("Added the present-tense rule to STYLE.md with both examples.")
        .stop(),
    planted: [instruction("present tense")],
  },
  {
    id: "b55-65-preview-urls",
    build: (s) =>
      s
        .user("where do I find the preview for my docs PR?")
        .bash("gh pr checks 271 | grep -i pages", "Cloudflare Pages  pass  1m12s  https://feat-sso-guide.acme-docs.pages.dev")
        .assistant(
          "Cloudflare Pages builds every PR branch and serves it at `<branch>.acme-docs.pages.dev`; for this PR that's https://feat-sso-guide.acme-docs.pages.dev. The link is also in the PR's checks.",
        )
        .user("oh neat, so every branch gets a preview url, didn't know")
        .stop(),
    planted: [fact("pages.dev")],
  },
  {
    id: "b55-66-pdf-superseded",
    build: (s) =>
      s
        .user("enterprise customers want a PDF of the docs. how are we making it today?")
        .bash("grep -n pdf .github/workflows/release.yml", "44:      - run: npx docusaurus-prince-pdf -u http://localhost:3000/docs --output dist/docs.pdf")
        .assistant(
          "The release workflow already builds one: `docusaurus-prince-pdf` crawls the locally served site and writes `dist/docs.pdf`. It isn't attached to the release, though.",
        )
        .user("then attach the pdf to every release")
        .assistant("Should that include patch releases? Each PDF is around 30 MB.")
        .user("oh, 30 MB every patch is too much. ok change: the PDF only ships with major and minor releases, not patches")
        .file("Edit", ".github/workflows/release.yml")
        .assistant("The release workflow now attaches `docs.pdf` only when the version's patch number is 0.")
        .stop(),
    planted: [fact("docusaurus-prince-pdf"), decision("pdf", "patches")],
  },
  {
    id: "b55-67-spec-from-zod",
    build: (s) =>
      s
        .user("I fixed a typo in the description of GET /exports in api/openapi.yaml and it came back after the next build??")
        .bash(
          "head -3 api/openapi.yaml && grep -n openapi package.json",
          '# GENERATED by scripts/gen-openapi.ts from src/schemas — do not edit\nopenapi: 3.1.0\ninfo:\n12:    "gen:openapi": "tsx scripts/gen-openapi.ts",',
        )
        .assistant(
          "`api/openapi.yaml` is generated from the zod schemas in `src/schemas/` by `scripts/gen-openapi.ts`, so your edit was overwritten. The description lives in the `.describe()` call on the schema.",
        )
        .user("ah. ok rule then: API description fixes go into the zod schemas, never into openapi.yaml")
        .file("Edit", "src/schemas/exports.ts")
        .bash("npm run gen:openapi && git diff --stat api/openapi.yaml", " api/openapi.yaml | 2 +-")
        .assistant("Fixed the typo in `src/schemas/exports.ts` and regenerated the spec.")
        .stop(),
    planted: [fact("zod", "generated"), instruction("zod", "openapi.yaml")],
  },
  {
    id: "b55-68-starlight-musing",
    build: (s) =>
      s
        .user("random thought: would Astro Starlight have been a better choice than docusaurus? it's faster")
        .bash("npm view @astrojs/starlight version", "0.29.2")
        .assistant(
          "Starlight builds faster and ships less JS, but the OpenAPI plugin ecosystem is thinner and MDX React components need the Astro React integration. Migrating now would cost a few weeks.",
        )
        .user("yeah not worth it. just wondering")
        .stop(),
    planted: [],
  },
  {
    id: "b55-69-api-changelog",
    build: (s) =>
      s
        .user("API consumers complain that our changelog is all SDK stuff and they can't find endpoint changes")
        .bash("rg -c -i 'endpoint|/v1/' CHANGELOG.md", "7")
        .assistant("Only 7 of ~140 entries mention endpoints; they're mixed in with SDK releases.")
        .user("decision: separate API changelog, docs/api-changelog.md, dated entries per endpoint change, independent of SDK versions")
        .file("Write", "docs/api-changelog.md")
        .assistant("Created `docs/api-changelog.md` with the 7 existing endpoint entries moved over, newest first.")
        .stop(),
    planted: [decision("api-changelog")],
  },
  {
    id: "b55-70-release-notes",
    build: (s) =>
      s
        .user("draft the 2.8 release notes from the changesets")
        .bash(
          "ls .changeset/*.md | wc -l && cat .changeset/brave-owls-sing.md",
          "9\n---\n'@acme/widgets': minor\n---\nRefactor pagination cursor encoding to base64url",
        )
        .assistant("Draft:\n\n## 2.8.0\n### Changed\n- Refactor pagination cursor encoding to base64url\n- …")
        .user(
          "no — release notes lead with what changes for the user, not the implementation. 'Cursors are now URL-safe, so you no longer need to encode them' instead of 'refactor cursor encoding'. keep that for all release notes",
        )
        .file("Write", "release-notes/2.8.md")
        .assistant("Rewrote the draft so each line starts from the user-visible change; it's in `release-notes/2.8.md`.")
        .user("good. the 2.9 notes will need the same treatment after the freeze, remind me then")
        .stop(),
    planted: [instruction("release notes", "user"), task("2.9")],
  },
  {
    id: "b55-71-search-scope",
    build: (s) =>
      s
        .user("searching 'callbacks' on the docs site gives nothing, but the 1.x docs talk about callbacks a lot")
        .bash(
          "cat docsearch.json | jq '.start_urls, .exclusionPatterns'",
          '["https://docs.acme.dev/docs/"]\n["https://docs.acme.dev/docs/1.x/**", "https://docs.acme.dev/docs/next/**"]',
        )
        .assistant(
          "Our DocSearch config only indexes the current 2.x docs: `1.x` and `next` are excluded in `docsearch.json`. That's why 'callbacks' (a 1.x concept) finds nothing.",
        )
        .user("makes sense, 1.x is frozen anyway. leave it")
        .stop(),
    planted: [fact("docsearch", "1.x")],
  },
  {
    id: "b55-72-quoted-changelog",
    build: (s) =>
      s
        .user("how many entries in the changelog mention 'breaking'?")
        .bash(
          "rg -n -i breaking CHANGELOG.md | head -4",
          "88:- BREAKING: callbacks are never called after close(); always use the returned promise\n142:- BREAKING: drop Node 14\n190:- breaking: `listItems` renamed (TODO link migration guide)\n233:- BREAKING: tokens always expire after 24h",
        )
        .assistant("Four entries, at lines 88, 142, 190 and 233. One of them still has a `TODO link migration guide` in it.")
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "b55-73-es-agency",
    build: (s) =>
      s
        .user("who is actually translating the Spanish? the Crowdin activity shows one account, 'lingo-team'")
        .bash("npx crowdin members list --no-progress | grep -i lingo", "lingo-team  translator  es  joined 2026-08-14")
        .assistant("Only the `lingo-team` account translates Spanish. Is that an agency?")
        .user("yes, Lingo & Co is the agency doing Spanish, they're paid per word")
        .assistant("So every word we push to the es project costs money, including words inside code samples?")
        .user("exactly. so from now on: code blocks are marked non-translatable in the Crowdin config, we don't pay for translating curl commands")
        .file("Edit", "crowdin.yml")
        .assistant("Set `skip_untranslatable_strings` and the Markdown code-block exclusion in `crowdin.yml`.")
        .stop(),
    planted: [fact("lingo", "spanish"), instruction("code blocks", "non-translatable")],
  },
];

/** The blind set 55: events, segments and scoring of BLIND55_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND55 = plantedSet(BLIND55_SESSIONS, Date.UTC(2026, 10, 2, 9));
