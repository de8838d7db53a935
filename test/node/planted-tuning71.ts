/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * A planted set for the long-term-memory extractor in one style: CLI agents used for writing
 * and docs sites (Docusaurus, MkDocs, READMEs, ADRs), the agent in Grok's voice (direct, a bit
 * wry, short status lines); style rules for the docs; decisions recorded as ADRs. Each session is
 * one segment; the items planted in it are listed with it. Every other message must give
 * nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn ideas,
 * unconfirmed guesses, quoted config/logs/tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests that are done in the same session. Superseded decisions plant only the
 * later one.
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

export const TUNING71_SESSIONS: BlindSession[] = [
  {
    id: "t71-01-docusaurus-version",
    planted: [
      { kind: "decision", keys: ["docusaurus"] },
      { kind: "fact", keys: ["node 18"] },
    ],
    build: (s) =>
      s
        .user("we're still on docusaurus 2.4 and the build spits deprecation warnings every time. thoughts?")
        .bash("npx docusaurus --version", "2.4.3")
        .assistant("Yep, 2.4.3. v3 moves to MDX 2, so any page with raw `<` in prose will break. Want me to scan for those first?")
        .user("ok decided: we move the site to Docusaurus 3, not waiting for 3.5. write it up as ADR-0007")
        .file("Write", "docs/adr/0007-docusaurus-3.md")
        .bash("node --version", "v18.19.0")
        .assistant("ADR-0007 written. Heads up: the docs CI runner is pinned to Node 18 (v18.19.0), which v3 still accepts, so no runner change needed today.")
        .user("good to know, ty"),
  },
  {
    id: "t71-02-oxford-comma",
    planted: [{ kind: "instruction", keys: ["oxford comma"] }],
    build: (s) =>
      s
        .user("pls proofread docs/guides/install.md. also style rule going forward: always use the oxford comma in our docs, the editors keep flip-flopping")
        .file("Read", "docs/guides/install.md")
        .file("Edit", "docs/guides/install.md")
        .assistant('Fixed 6 typos and added three missing serial commas. "recieve" appeared twice, classic.')
        .user("lol. thx"),
  },
  {
    id: "t71-03-mkdocs-theme-superseded",
    planted: [{ kind: "decision", keys: ["material"] }],
    build: (s) =>
      s
        .user("for the internal handbook let's use mkdocs with the readthedocs theme")
        .bash("pip show mkdocs | head -2", "Name: mkdocs\nVersion: 1.6.0")
        .assistant("mkdocs 1.6.0 is installed. Setting theme: readthedocs in mkdocs.yml.")
        .file("Edit", "mkdocs.yml")
        .user("hmm actually no, the search on readthedocs theme is awful. switch to mkdocs-material instead, that's final")
        .bash("pip install mkdocs-material", "Successfully installed mkdocs-material-9.5.18")
        .file("Edit", "mkdocs.yml")
        .assistant("Swapped to Material. Search now indexes headings too, which is what you wanted."),
  },
  {
    id: "t71-04-empty-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning grok. slow day, just poking around")
        .assistant("Morning. Poke away, I'm caffeinated in spirit.")
        .user("how do you feel about semicolons in prose; honestly")
        .assistant("Deeply neutral; they have their place. Mostly in code though.")
        .user("fair lol"),
  },
  {
    id: "t71-05-broken-links-task",
    planted: [{ kind: "task", keys: ["broken links"] }],
    build: (s) =>
      s
        .user("run the link checker on the docs site")
        .bash(
          "npx linkinator ./build --recurse --silent",
          "[404] https://example.com/api/v1/legacy\n[404] /docs/guides/old-auth\n[404] /docs/reference/cli#flags\nERROR: Detected 3 broken links.",
          1,
        )
        .assistant("3 broken links: one external, two internal anchors that moved in the auth rewrite.")
        .user("not now, I'm out of time. TODO for next session: fix the 3 broken links from linkinator before the release")
        .assistant("Noted, leaving them. The list is in the output above."),
  },
  {
    id: "t71-06-readme-badge-done",
    planted: [],
    build: (s) =>
      s
        .user("add a CI badge to the top of README.md")
        .file("Edit", "README.md")
        .assistant("Added the GitHub Actions badge under the title.")
        .user("can you also make it link to the workflow page?")
        .file("Edit", "README.md")
        .assistant("Done, it links to /actions/workflows/docs.yml now.")
        .user("perfect"),
  },
  {
    id: "t71-07-adr-format",
    planted: [
      { kind: "instruction", keys: ["madr"] },
      { kind: "fact", keys: ["docs/adr"] },
    ],
    build: (s) =>
      s
        .user("where do ADRs live again?")
        .bash("ls docs/adr | tail -3", "0004-search-backend.md\n0005-versioned-docs.md\n0006-i18n.md")
        .assistant("They're in docs/adr/, numbered, latest is 0006-i18n.md. All ADRs live under docs/adr, nothing in the wiki.")
        .user("right. every new ADR uses the MADR template, with Status, Context, Decision, Consequences. no freeform ones anymore")
        .assistant("Got it. I'll stick to MADR for any ADR I draft from here on."),
  },
  {
    id: "t71-08-headings",
    planted: [{ kind: "instruction", keys: ["sentence case"] }],
    build: (s) =>
      s
        .user("headings in docs are a mess. Some Title Case, some not. rule: headings are sentence case, everywhere. fix getting-started.md now")
        .file("Edit", "docs/getting-started.md")
        .bash("grep -c '^#' docs/getting-started.md", "14")
        .assistant('Rewrote 14 headings in getting-started.md. "Configuring Your First Project" → "Configuring your first project", etc.'),
  },
  {
    id: "t71-09-versioning-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("maybe we should version the docs per minor release? not sure")
        .assistant(
          "Could work. Docusaurus versioning copies the whole docs folder per version though, so the repo grows fast. Might be worth only versioning majors.",
        )
        .user("idk, let me think about it and ask the team")
        .assistant("Sure. No changes made."),
  },
  {
    id: "t71-10-algolia-fact",
    planted: [
      { kind: "fact", keys: ["algolia"] },
      { kind: "task", keys: ["crawler"] },
    ],
    build: (s) =>
      s
        .user("search results are stale, why")
        .bash("cat docusaurus.config.js | grep -A3 algolia", "  algolia: {\n    appId: 'X1Y2Z3',\n    indexName: 'acme-docs',")
        .assistant(
          "Search is Algolia DocSearch on the `acme-docs` index. The crawler runs on Algolia's side, so stale results usually mean the crawl didn't trigger after deploy.",
        )
        .user("yeah our algolia index is acme-docs and it's owned by Priya's account, that's why we can't see the crawler dashboard")
        .assistant("That explains it. Want me to draft a message?")
        .user("later. remind me: need to ask Priya to add us to the algolia crawler so we can trigger recrawls ourselves"),
  },
  {
    id: "t71-11-vale-rules",
    planted: [{ kind: "instruction", keys: ["vale"] }],
    build: (s) =>
      s
        .user("from now on run vale before you say a docs change is done. every time")
        .bash(
          "vale docs/",
          "docs/guides/deploy.md\n 12:4  warning  'simply' is a weasel word  Acme.Weasel\n\n✖ 0 errors, 1 warning and 0 suggestions in 42 files.",
        )
        .file("Edit", "docs/guides/deploy.md")
        .bash("vale docs/", "✔ 0 errors, 0 warnings and 0 suggestions in 42 files.")
        .assistant('Clean now. Removed one "simply", the eternal enemy.'),
  },
  {
    id: "t71-12-empty-question",
    planted: [],
    build: (s) =>
      s
        .user("what's the difference between admonitions in mkdocs and docusaurus?")
        .assistant("Syntax, mostly. MkDocs Material uses `!!! note`, Docusaurus uses `:::note` fences. Both render callouts.")
        .user("and can I nest them?")
        .assistant("In Docusaurus yes, with more colons on the outer fence. In Material you indent the inner one.")
        .user("cool ok"),
  },
  {
    id: "t71-13-deploy-target",
    planted: [{ kind: "decision", keys: ["cloudflare pages"] }],
    build: (s) =>
      s
        .user("netlify bill came in again. we're moving the docs site hosting to cloudflare pages, decided with Tom this morning")
        .file("Write", ".github/workflows/docs-deploy.yml")
        .bash("npx wrangler pages project list", "┌──────────┬──────────────────┐\n│ acme-docs │ acme-docs.pages.dev │\n└──────────┴──────────────────┘")
        .assistant("The workflow now deploys to Cloudflare Pages project `acme-docs`. Netlify config left in place until you flip DNS.")
        .user("ok"),
  },
  {
    id: "t71-14-code-samples",
    planted: [
      { kind: "instruction", keys: ["code samples"] },
      { kind: "fact", keys: ["snippets"] },
    ],
    build: (s) =>
      s
        .user("heads up for later: code samples in the docs must be copy-pasteable. no `$` prompt prefix, no `...` elisions")
        .bash("grep -rl '^\\$ ' docs | wc -l", "9")
        .assistant("9 files have `$ ` prefixes. Want me to strip them now?")
        .user("yes do it. also fyi the snippets under docs/_snippets are generated from examples/ by scripts/sync-snippets.ts, don't hand edit them")
        .file("Edit", "docs/guides/cli.md")
        .assistant("Stripped the prompts in 9 files. Left docs/_snippets alone since it's generated."),
  },
  {
    id: "t71-15-rejected-proposal",
    planted: [],
    build: (s) =>
      s
        .assistant("Idea: we could auto-generate the API reference from the OpenAPI spec with redocusaurus. Saves hand-maintaining 40 pages.")
        .user("no. we tried redoc last year and the styling fought us the whole way")
        .assistant("Fair, dropping it.")
        .user("maybe revisit in a year, who knows")
        .assistant("Sure."),
  },
  {
    id: "t71-16-changelog-task",
    planted: [{ kind: "task", keys: ["changelog"] }],
    build: (s) =>
      s
        .user("git log since the last tag pls")
        .bash("git log v2.3.0..HEAD --oneline | wc -l", "37")
        .assistant("37 commits since v2.3.0. Most are docs typos, a few feature pages.")
        .user("we still have to write the changelog for 2.4 from those. not today though, leave it open"),
  },
  {
    id: "t71-17-quoted-config",
    planted: [],
    build: (s) =>
      s
        .user(
          "what does this mean in our markdownlint config?\n```\n# always require fenced code language\nMD040: true\n# never allow trailing spaces\nMD009: true\n```",
        )
        .assistant("MD040 flags fenced blocks without a language tag; MD009 flags trailing spaces. The comments are just the config author's notes.")
        .user("ah ok, and MD013?")
        .assistant("Line length. Your config doesn't set it, so it defaults to 80 and you'd see warnings for long prose lines."),
  },
  {
    id: "t71-18-sidebar-decision",
    planted: [{ kind: "decision", keys: ["autogenerated"] }],
    build: (s) =>
      s
        .user("sidebars.js is 400 lines of hand-maintained nav. options?")
        .assistant("Either keep it manual, or switch to the autogenerated sidebar driven by folder structure and `_category_.json` files.")
        .user("autogenerated. we go with the autogenerated sidebar, manual nav is dead")
        .file("Edit", "sidebars.js")
        .bash("npm run build", '[SUCCESS] Generated static files in "build".')
        .assistant("Sidebar is now autogenerated. Build passes."),
  },
  {
    id: "t71-19-empty-done-request",
    planted: [],
    build: (s) =>
      s
        .user("rename docs/howto to docs/guides and fix the links")
        .bash("git mv docs/howto docs/guides && grep -rl 'howto/' docs | xargs sed -i 's#howto/#guides/#g'", "")
        .assistant("Moved and rewrote 12 links.")
        .user("build still green?")
        .bash("npm run build", '[SUCCESS] Generated static files in "build".')
        .assistant("Green."),
  },
  {
    id: "t71-20-staging-url",
    planted: [{ kind: "fact", keys: ["preview"] }],
    build: (s) =>
      s
        .user("where do PR previews go?")
        .bash("grep -n preview .github/workflows/docs-deploy.yml", "18:      url: https://preview-$PR_NUMBER.acme-docs.pages.dev")
        .assistant("Each PR gets a preview at preview-<PR number>.acme-docs.pages.dev, from the deploy workflow.")
        .user("right, that's it. and they get wiped after 30 days")
        .assistant("Noted."),
  },
  {
    id: "t71-21-we-voice",
    planted: [{ kind: "instruction", keys: ["second person"] }],
    build: (s) =>
      s
        .user(
          'tutorials should speak to the reader in second person. "you run", not "we run" and not "the user runs". that applies to everything in docs/tutorials',
        )
        .file("Edit", "docs/tutorials/first-deploy.md")
        .assistant('Converted first-deploy.md. 23 "we"s became "you"s. Very personal now.'),
  },
  {
    id: "t71-22-guess",
    planted: [],
    build: (s) =>
      s
        .user("the build got slow, 4 min now. probably the image plugin?")
        .bash("npm run build -- --profile 2>&1 | tail -2", "[webpack] compiled in 212s\n[ideal-image] processed 388 images")
        .assistant("Could be the ideal-image plugin, 388 images. Could also just be webpack. I'd need a build without the plugin to tell.")
        .user("eh, not worth it right now"),
  },
  {
    id: "t71-23-i18n-superseded",
    planted: [{ kind: "decision", keys: ["crowdin"] }],
    build: (s) =>
      s
        .user("translations: we'll do them by hand in i18n/ folders")
        .file("Read", "docusaurus.config.js")
        .assistant("i18n is configured for `de` and `ja`. Manual translations would go in i18n/de/… and i18n/ja/….")
        .user("scratch that. spoke with Mia, we're using Crowdin for translations, the manual approach won't scale")
        .bash("npx @crowdin/cli --version", "3.19.2")
        .assistant("Crowdin CLI is available (3.19.2). I'll add a crowdin.yml next time you ask."),
  },
  {
    id: "t71-24-empty-review",
    planted: [],
    build: (s) =>
      s
        .user('does this paragraph read ok? "The service never stores your token. It always forwards it to the auth provider."')
        .assistant('Reads fine. Maybe "does not store" is softer than "never stores", but that\'s taste.')
        .user("keep never, it's a security promise")
        .assistant("Makes sense."),
  },
  {
    id: "t71-25-api-ref-task",
    planted: [
      { kind: "task", keys: ["rate limits"] },
      { kind: "fact", keys: ["typedoc"] },
    ],
    build: (s) =>
      s
        .user("generate the sdk reference")
        .bash("npx typedoc --out docs/reference/sdk src/index.ts", "[info] Documentation generated at ./docs/reference/sdk")
        .assistant("Generated. The SDK reference is built by TypeDoc from src/index.ts into docs/reference/sdk, so it's safe to regenerate anytime.")
        .user("nice. the rate limits page is still missing from the API docs btw, somebody has to write it before GA. park it"),
  },
  {
    id: "t71-26-commit-messages",
    planted: [{ kind: "instruction", keys: ["prefix"] }],
    build: (s) =>
      s
        .user("commit that")
        .bash("git commit -am 'update guides'", "[main 4f1a2c9] update guides\n 3 files changed")
        .user("ugh. docs commits always start with `docs:` prefix, conventional commits. please amend, and remember it")
        .bash("git commit --amend -m 'docs: update deploy and cli guides'", "[main 8b0e31d] docs: update deploy and cli guides")
        .assistant("Amended to `docs: update deploy and cli guides`. Will prefix docs commits with `docs:` from now on."),
  },
  {
    id: "t71-27-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("let's drop the blog plugin entirely")
        .bash("grep -n blog docusaurus.config.js", "42:        blog: { showReadingTime: true },")
        .assistant("The blog preset is on line 42. Removing it also kills /blog URLs, which have some inbound links.")
        .user("oh right. forget it then, keep the blog")
        .assistant("Leaving it as is."),
  },
  {
    id: "t71-28-owner-fact",
    planted: [{ kind: "fact", keys: ["codeowners"] }],
    build: (s) =>
      s
        .user("who has to approve docs PRs?")
        .bash("cat .github/CODEOWNERS", "/docs/ @acme/docs-team\n/docs/reference/ @acme/api-team")
        .assistant("Per CODEOWNERS: @acme/docs-team owns /docs/, and @acme/api-team owns docs/reference/, so reference changes need the API team too."),
  },
  {
    id: "t71-29-mkdocs-strict",
    planted: [
      { kind: "instruction", keys: ["strict"] },
      { kind: "task", keys: ["oncall"] },
    ],
    build: (s) =>
      s
        .user("build the handbook")
        .bash(
          "mkdocs build --strict",
          "WARNING -  A reference to 'ops/oncall.md' is included in the 'nav' configuration, which is not found.\nAborted with 1 warnings in strict mode!",
          1,
        )
        .assistant("Strict mode aborts: nav points at ops/oncall.md, which doesn't exist.")
        .user(
          "yeah keep building with --strict always, warnings are bugs. the oncall page is Dan's, the nav entry stays broken until he writes it; we need to chase that",
        )
        .assistant("Ok. I won't touch the nav entry."),
  },
  {
    id: "t71-30-empty-thanks",
    planted: [],
    build: (s) =>
      s
        .user("thanks for yesterday, the docs launch went fine")
        .assistant("Glad to hear it. No 404s in prod is a good day.")
        .user("one 404 actually but nobody noticed")
        .assistant("Then it didn't happen."),
  },
  {
    id: "t71-31-images",
    planted: [
      { kind: "decision", keys: ["webp"] },
      { kind: "instruction", keys: ["alt text"] },
    ],
    build: (s) =>
      s
        .user("screenshots are huge. png vs webp?")
        .bash("du -sh static/img", "184M\tstatic/img")
        .assistant("184M of images. WebP would cut that roughly in half; browsers all support it now.")
        .user("ok we switch screenshots to webp. and every image needs alt text, no exceptions, accessibility audit flagged it")
        .bash("npx @squoosh/cli --webp auto static/img/*.png", "Converted 212 files")
        .assistant("Converted 212 screenshots. I'll add alt text as I touch pages."),
  },
  {
    id: "t71-32-adr-supersede",
    planted: [{ kind: "decision", keys: ["postgres"] }],
    build: (s) =>
      s
        .user("write ADR-0008: we're replacing sqlite with postgres for the docs feedback widget, it supersedes ADR-0003")
        .file("Write", "docs/adr/0008-feedback-store-postgres.md")
        .file("Edit", "docs/adr/0003-feedback-store-sqlite.md")
        .assistant('ADR-0008 written, and ADR-0003\'s status is now "Superseded by ADR-0008".'),
  },
  {
    id: "t71-33-empty-log",
    planted: [],
    build: (s) =>
      s
        .user("why did the deploy fail")
        .bash(
          "gh run view --log-failed | tail -3",
          "deploy  TODO: remove legacy redirect\ndeploy  warn: always-on cache disabled\ndeploy  Error: Pages project not found",
        )
        .assistant("The error is the last line: Pages project not found. The TODO and warning lines are noise from the build script.")
        .user("ok I renamed the project, rerun")
        .bash("gh run rerun --failed", "✓ Requested rerun of run 8812")
        .assistant("Rerun requested."),
  },
  {
    id: "t71-34-readme-structure",
    planted: [{ kind: "instruction", keys: ["quickstart"] }],
    build: (s) =>
      s
        .user("README convention for all our repos: quickstart section comes right after the one-line description, before anything else. apply it here")
        .file("Edit", "README.md")
        .assistant("Moved Quickstart up to follow the description. Installation details now come after."),
  },
  {
    id: "t71-35-tone-fact",
    planted: [{ kind: "fact", keys: ["style guide"] }],
    build: (s) =>
      s
        .user("is there an official style guide or are we winging it")
        .bash("ls docs/contributing", "style-guide.md\nreview.md")
        .assistant("There's docs/contributing/style-guide.md.")
        .user("right, our style guide is based on the Google developer docs style guide, with overrides in that file"),
  },
  {
    id: "t71-36-empty-compare",
    planted: [],
    build: (s) =>
      s
        .user("is mkdocs faster than docusaurus for a 300 page site?")
        .assistant("Usually yes, MkDocs builds are quick since there's no webpack. But I haven't benchmarked your site, so take that as a guess.")
        .user("would be interesting to measure someday")
        .assistant("Could be. Happy to, whenever."),
  },
  {
    id: "t71-37-redirects",
    planted: [
      { kind: "task", keys: ["redirects"] },
      { kind: "decision", keys: ["trailing slash"] },
    ],
    build: (s) =>
      s
        .user("urls with and without trailing slash both work and google indexes both. pick one")
        .assistant("I'd go with `trailingSlash: false`; shorter URLs and it matches the marketing site.")
        .user("yes, trailing slash off. done deal")
        .file("Edit", "docusaurus.config.js")
        .bash("npm run build", '[SUCCESS] Generated static files in "build".')
        .assistant("Set `trailingSlash: false`. Old slashed URLs will 404 unless we add redirects.")
        .user("right, the redirects for the old slashed urls still need doing. I'll get to it next week"),
  },
  {
    id: "t71-38-tables",
    planted: [{ kind: "instruction", keys: ["tables"] }],
    build: (s) =>
      s
        .user("please don't use tables for anything that has more than 4 columns in our docs, it breaks on mobile. use a definition list instead")
        .file("Edit", "docs/reference/config.md")
        .assistant("Converted the 7-column config table to a definition list. Reads better on a phone too."),
  },
  {
    id: "t71-39-empty-proposal-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .assistant("While in here: the footer links to a Twitter account that no longer exists. Want me to remove it?")
        .user("hmm, need to check with marketing")
        .assistant("Sure, leaving it for now.")
        .user("also what's the node version in .nvmrc?")
        .bash("cat .nvmrc", "18")
        .assistant("18."),
  },
  {
    id: "t71-40-glossary-task",
    planted: [{ kind: "task", keys: ["glossary"] }],
    build: (s) =>
      s
        .user("list the terms we use inconsistently")
        .bash("grep -rhoi 'work ?space\\|workspace\\|work-space' docs | sort | uniq -c", "  41 workspace\n  12 work space\n   3 work-space")
        .assistant('"workspace" vs "work space" vs "work-space": 41/12/3. Same story for "log in" vs "login".')
        .user("open item: we need a glossary page that pins these terms. I'll spec it with the team first"),
  },
  {
    id: "t71-41-preview-port-fact",
    planted: [{ kind: "fact", keys: ["port 3001"] }],
    build: (s) =>
      s
        .user("npm start opens on 3001, not 3000, why")
        .bash("grep -n port package.json", '8:    "start": "docusaurus start --port 3001",')
        .assistant("package.json pins it: the dev server runs on port 3001 because the API mock server already takes 3000.")
        .user("oh yeah that's right, forgot"),
  },
  {
    id: "t71-42-empty-joke",
    planted: [],
    build: (s) =>
      s
        .user("write me a haiku about broken links")
        .assistant("Click, and then nothing—\na 404 in the spring\nthe page moved away")
        .user("haha ok back to work tomorrow")
        .assistant("See you then."),
  },
  {
    id: "t71-43-spelling",
    planted: [
      { kind: "instruction", keys: ["american"] },
      { kind: "decision", keys: ["cspell"] },
    ],
    build: (s) =>
      s
        .user("we mix colour and color. standard is American spelling in all docs, period")
        .bash("grep -rl colour docs | wc -l", "17")
        .assistant('17 files use "colour". Want a spellchecker in CI to hold the line?')
        .user("yes, we'll add cspell to the docs CI. not codespell, cspell handles our custom words file")
        .file("Write", "cspell.json")
        .file("Edit", ".github/workflows/docs.yml")
        .assistant("cspell is in the docs workflow with en-US and our words list."),
  },
  {
    id: "t71-44-adr-who-approves",
    planted: [{ kind: "fact", keys: ["architecture review"] }],
    build: (s) =>
      s
        .user("does an ADR need sign-off?")
        .bash(
          "sed -n 1,8p docs/adr/README.md",
          "# ADRs\nADRs are accepted at the weekly architecture review (Thursdays).\nStatus moves Proposed -> Accepted there.",
        )
        .assistant("Per docs/adr/README.md, ADRs get accepted at the weekly architecture review on Thursdays; before that they stay Proposed."),
  },
  {
    id: "t71-45-search-proposal-not-taken",
    planted: [{ kind: "task", keys: ["typesense"] }],
    build: (s) =>
      s
        .assistant("Option: self-host Typesense instead of Algolia, so the crawler is ours.")
        .user("maybe. don't do anything yet")
        .bash("docker run --rm typesense/typesense:0.25.2 --version", "Typesense 0.25.2")
        .assistant("Typesense runs locally fine, nothing wired up.")
        .user("put it on the list: evaluate typesense vs algolia cost before the renewal in january"),
  },
  {
    id: "t71-46-frontmatter",
    planted: [{ kind: "instruction", keys: ["description"] }],
    build: (s) =>
      s
        .user("SEO thing: every docs page needs a `description` in its front matter, keep it under 160 chars. don't forget this when you create pages")
        .bash("grep -L '^description:' docs/**/*.md | wc -l", "58")
        .assistant("58 pages lack a description right now. I'll include one in any page I create."),
  },
  {
    id: "t71-47-empty-walkthrough",
    planted: [],
    build: (s) =>
      s
        .user("explain what swizzling is in docusaurus")
        .assistant('Swizzling copies a theme component into src/theme so you can override it. "Eject" gives you the full copy, "wrap" wraps the original.')
        .user("is it dangerous?")
        .assistant("Ejected components can break on theme upgrades since you own the copy. Wrapping is safer.")
        .user("got it"),
  },
  {
    id: "t71-48-mdx-fact",
    planted: [{ kind: "fact", keys: ["mdx"] }],
    build: (s) =>
      s
        .user("the upgrade branch fails on api.md")
        .bash("npm run build", 'Error: MDX compilation failed for file "docs/reference/api.md"\nCause: Unexpected character `<` (U+003C) before name', 1)
        .assistant(
          "Confirmed root cause: MDX 2 parses `<` in prose as JSX. api.md has `<token>` placeholders outside code spans, and that's what breaks the MDX build.",
        )
        .file("Edit", "docs/reference/api.md")
        .bash("npm run build", '[SUCCESS] Generated static files in "build".')
        .assistant("Wrapped the placeholders in backticks; build passes."),
  },
  {
    id: "t71-49-docs-freeze",
    planted: [{ kind: "decision", keys: ["freeze"] }],
    build: (s) =>
      s
        .user("release is friday. we agreed in standup: docs freeze starts wednesday 18:00 UTC, only fixes after that")
        .bash("gh pr list --label docs --state open | wc -l", "11")
        .assistant("11 open docs PRs. Anything not merged by Wednesday 18:00 waits for after the release."),
  },
  {
    id: "t71-50-empty-maybe",
    planted: [],
    build: (s) =>
      s
        .user("I wonder if we should move the ADRs into their own repo")
        .assistant("Possible. Pro: cross-repo decisions in one place. Con: they drift away from the code they describe.")
        .user("yeah. just thinking aloud")
        .assistant("Thinking aloud is allowed."),
  },
  {
    id: "t71-51-lint-scope",
    planted: [{ kind: "instruction", keys: ["markdownlint"] }],
    build: (s) =>
      s
        .user("always run markdownlint on the files you changed, not the whole repo, the legacy folder has 3000 warnings nobody will fix")
        .bash("npx markdownlint-cli2 docs/guides/deploy.md", "Summary: 0 error(s)")
        .assistant("deploy.md: 0 errors. Only checking changed files going forward."),
  },
  {
    id: "t71-52-task-screens",
    planted: [{ kind: "task", keys: ["screenshots"] }],
    build: (s) =>
      s
        .user("the dashboard got a redesign, check which pages show the old one")
        .bash("grep -rl 'dashboard-v1' docs | wc -l", "14")
        .assistant("14 pages reference dashboard-v1 screenshots.")
        .user("we need new screenshots for those 14 pages once design ships the final UI. leave a note, can't do it before"),
  },
  {
    id: "t71-53-helm-docs-task",
    planted: [
      { kind: "task", keys: ["helm chart"] },
      { kind: "fact", keys: ["values.yaml"] },
    ],
    build: (s) =>
      s
        .user("is the helm chart documented anywhere?")
        .bash("ls deploy/helm", "Chart.yaml\nvalues.yaml\ntemplates")
        .assistant("Only inline. Every option is commented in deploy/helm/values.yaml, and that file is the only reference for the chart right now.")
        .user("yep values.yaml is the source of truth for chart options. still, a proper helm chart page in the operator guide is on us, next sprint"),
  },
  {
    id: "t71-54-api-versioning-decision",
    planted: [{ kind: "decision", keys: ["v1 docs"] }],
    build: (s) =>
      s
        .user("v2 API is out. what do we do with the v1 docs?")
        .assistant("Options: delete them, keep them as an archived version, or keep them live side by side.")
        .user("we keep the v1 docs as an archived version with a banner, no more edits to them. decided, write ADR-0009")
        .file("Write", "docs/adr/0009-archive-v1-docs.md")
        .bash("npx docusaurus docs:version 1.x", "[SUCCESS] version 1.x created!")
        .assistant("Snapshot 1.x created and ADR-0009 drafted with Status: Accepted."),
  },
  {
    id: "t71-55-admonition-rule",
    planted: [
      { kind: "instruction", keys: ["warning"] },
      { kind: "task", keys: ["troubleshooting"] },
    ],
    build: (s) =>
      s
        .user("we overuse admonitions. rule for the docs: use a warning admonition only when data loss or downtime is possible, otherwise plain prose")
        .bash("grep -rc ':::warning' docs | awk -F: '{s+=$2} END {print s}'", "63")
        .assistant("63 warning blocks across the docs. Most look like tips in disguise.")
        .user("ha. don't fix them all now. but the troubleshooting page is the worst, it needs a full rewrite at some point, let's track that")
        .assistant("Tracking it, not touching anything today."),
  },
  {
    id: "t71-56-empty-format-question",
    planted: [],
    build: (s) =>
      s
        .user("should dates in docs be ISO or written out?")
        .assistant("ISO is unambiguous across locales; written out reads nicer in prose. Many style guides pick written out for prose and ISO for tables.")
        .user("hm ok. no strong opinion yet")
        .assistant("No rush."),
  },
  {
    id: "t71-57-analytics",
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "fact", keys: ["cookie banner"] },
    ],
    build: (s) =>
      s
        .user("GA on the docs site is getting us GDPR complaints")
        .bash("grep -n gtag docusaurus.config.js", "61:      gtag: { trackingID: 'G-ACME123' },")
        .assistant("GA4 via the gtag preset, line 61. That's also why the site needs the cookie banner at all.")
        .user("legal confirmed it: the cookie banner exists only because of GA. so we're dropping GA and going with Plausible, it's cookieless")
        .file("Edit", "docusaurus.config.js")
        .assistant("gtag removed, Plausible script added. The banner can go once Plausible is live."),
  },
  {
    id: "t71-58-open-tasks",
    planted: [
      { kind: "task", keys: ["openapi"] },
      { kind: "task", keys: ["dark mode"] },
    ],
    build: (s) =>
      s
        .user("what's left for the docs milestone")
        .bash("gh issue list --milestone docs-q4 --state open", "#212  Reference: sync with openapi.yaml\n#219  Dark mode screenshots unreadable")
        .assistant("Two open issues: #212 (reference out of sync with openapi.yaml) and #219 (dark mode screenshots unreadable).")
        .user(
          "both stay open. the openapi sync needs the API team's new spec first, and the dark mode screenshots need redoing after that. leave them for now",
        ),
  },
  {
    id: "t71-59-empty-redo",
    planted: [],
    build: (s) =>
      s
        .user("bump the copyright year in the footer")
        .file("Edit", "docusaurus.config.js")
        .assistant("Footer now says © 2026 Acme.")
        .user("and in the LICENSE file too")
        .file("Edit", "LICENSE")
        .assistant("Updated LICENSE as well."),
  },
  {
    id: "t71-60-writer-fact",
    planted: [
      { kind: "fact", keys: ["lena"] },
      { kind: "instruction", keys: ["ping"] },
    ],
    build: (s) =>
      s
        .user("who reviews tutorial changes?")
        .bash("git log --format='%an' -- docs/tutorials | sort | uniq -c | sort -rn | head -2", "  54 Lena Park\n   9 Tom Reyes")
        .assistant("Lena Park has 54 of the last commits in docs/tutorials, Tom 9.")
        .user("yeah Lena is our tech writer, she owns the tutorials. whenever you touch a tutorial, ping her in the PR description")
        .assistant("Will do: any tutorial PR mentions @lena."),
  },
  {
    id: "t71-61-mkdocs-plugins-superseded",
    planted: [{ kind: "decision", keys: ["mike"] }],
    build: (s) =>
      s
        .user("handbook versioning: let's just keep separate branches per version")
        .bash("git branch -r | grep handbook", "origin/handbook-2024\norigin/handbook-2025")
        .assistant("Two version branches already. Merging fixes across them is manual though.")
        .user("no wait, changed my mind after reading the material docs. we use mike for handbook versions, one site, no branches per version")
        .bash("pip install mike", "Successfully installed mike-2.1.1")
        .assistant("mike 2.1.1 installed. Deploys will go `mike deploy <version>` onto gh-pages."),
  },
  {
    id: "t71-62-empty-tool-output",
    planted: [],
    build: (s) =>
      s
        .user("show me the todo comments in the docs source")
        .bash(
          "grep -rn 'TODO' docs | head -3",
          "docs/guides/sso.md:14:<!-- TODO: always mention SCIM -->\ndocs/guides/cli.md:88:<!-- TODO never document --debug -->\ndocs/faq.md:3:<!-- TODO -->",
        )
        .assistant("Three TODO comments: sso.md line 14, cli.md line 88, faq.md line 3. None of them is rendered.")
        .user("ok just curious")
        .assistant("Fair enough."),
  },
  {
    id: "t71-63-build-fact",
    planted: [
      { kind: "fact", keys: ["12 minutes"] },
      { kind: "decision", keys: ["rspack"] },
    ],
    build: (s) =>
      s
        .user("how long does the full production build take on CI?")
        .bash("gh run list --workflow docs.yml --limit 5 --json displayTitle,updatedAt | jq length", "5")
        .assistant("The last five runs of docs.yml each took about 12 minutes for the production build, mostly webpack.")
        .user("yes, 12 minutes is the known number. ok we enable rspack via Docusaurus Faster, decided, the webpack build is too slow")
        .file("Edit", "docusaurus.config.js")
        .assistant("`future.experimental_faster` is on, so bundling goes through Rspack now."),
  },
  {
    id: "t71-64-empty-style-chat",
    planted: [],
    build: (s) =>
      s
        .user("em dashes or en dashes, what do you think")
        .assistant("Em dashes for breaks in a sentence, en dashes for ranges. Though plenty of docs avoid both for plain commas.")
        .user("I'll ask Lena what she prefers")
        .assistant("Good call, she owns the style."),
  },
  {
    id: "t71-65-task-migration",
    planted: [
      { kind: "task", keys: ["confluence"] },
      { kind: "decision", keys: ["monorepo"] },
    ],
    build: (s) =>
      s
        .user("where does the docs site live, separate repo?")
        .bash("git remote -v | head -1", "origin\tgit@github.com:acme/docs.git (fetch)")
        .assistant("Separate repo, acme/docs.")
        .user(
          "we agreed yesterday: the docs move into the product monorepo under /docs, so docs PRs ship with code. separately, the old confluence pages still have to be migrated, nobody started, that's open",
        )
        .assistant("Got it. I won't start the move until you say the monorepo is ready."),
  },
  {
    id: "t71-66-search-decision",
    planted: [
      { kind: "decision", keys: ["local search"] },
      { kind: "task", keys: ["algolia account"] },
    ],
    build: (s) =>
      s
        .user("Priya never answered about the crawler. I'm done waiting")
        .bash("npm i @easyops-cn/docusaurus-search-local", "added 14 packages in 6s")
        .assistant("Installed the local search plugin in case you want to try it. Nothing configured yet.")
        .user(
          "yep, final call: the docs use local search from now on, no more Algolia DocSearch. someone still has to close the old algolia account after the switch, add that to the open items",
        )
        .file("Edit", "docusaurus.config.js")
        .assistant("Local search wired in, Algolia block removed from the config."),
  },
  {
    id: "t71-67-cdn-fact",
    planted: [
      { kind: "fact", keys: ["cache"] },
      { kind: "task", keys: ["purge"] },
    ],
    build: (s) =>
      s
        .user("I deployed but still see the old page")
        .bash("curl -sI https://docs.acme.dev/guides/deploy | grep -i cache-control", "cache-control: public, max-age=14400")
        .assistant("The HTML is served with max-age=14400, so the edge cache keeps pages for 4 hours after a deploy.")
        .user("ugh right, 4 hour cache on html, I remember now. we need a purge step in the deploy workflow, can't fix it today though"),
  },
];

export const TUNING71 = plantedSet(TUNING71_SESSIONS, Date.UTC(2026, 10, 2, 9));
