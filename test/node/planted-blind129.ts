/**
 * Blind planted set 129 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a developer-relations engineer maintaining the Lumen docs site (Docusaurus) and the SDK
 * samples in TypeScript and Python; chatty and enthusiastic, emoji and exclamation marks, hands out
 * the docs style guide's rules as they come up.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18 instructions,
 * 19 facts, 17 tasks) in 50 sessions, 13 of which plant nothing (69 user/assistant messages between them). Every other message
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

export const BLIND129_SESSIONS: BlindSession[] = [
  {
    id: "b129-sentence-case",
    build: (s) =>
      s
        .user("Heyyy 👋 quickstart polish day!! First up, can you fix the headings in the quickstart? They're all Title Case right now 😅")
        .bash(
          "grep -n '^#' docs/get-started/quickstart.mdx",
          "3:# Get Started With Lumen\n12:## Install The SDK\n27:## Make Your First Request\n41:## Next Steps",
        )
        .assistant("Found four headings in docs/get-started/quickstart.mdx. Want them as 'Get started with Lumen', 'Install the SDK', etc.?")
        .user(
          "Yes! And that goes for everything going forward btw — all headings in our docs are sentence case, no exceptions except product names. It's rule #1 in the style guide 🙏",
        )
        .file("Edit", "docs/get-started/quickstart.mdx")
        .assistant("Done: the four headings are now in sentence case. 'Lumen' and 'SDK' keep their capitals.")
        .user("Perfect 🎉🎉")
        .stop(),
    planted: [{ kind: "instruction", keys: ["sentence case"] }],
  },
  {
    id: "b129-pnpm-workspaces",
    build: (s) =>
      s
        .user("ok so the samples repo is a mess of 14 separate package.json's and every one has its own lockfile 🙈 how do we tame this?")
        .bash("find samples/typescript -name package-lock.json | wc -l", "14")
        .assistant(
          "Two options: npm workspaces (zero new tooling, but slower installs and hoisting surprises), or pnpm workspaces (one lockfile, strict node_modules, fast). Turborepo on top would add caching, but that's probably overkill for samples.",
        )
        .user("Turborepo is def overkill lol. ok let's go with pnpm workspaces! One lockfile to rule them all 💍")
        .file("Write", "pnpm-workspace.yaml")
        .bash("pnpm install", "Scope: all 15 workspace projects\nPackages: +412\nDone in 9.8s")
        .assistant("pnpm-workspace.yaml now lists samples/typescript/*; the 14 old lockfiles are gone and a single pnpm-lock.yaml is at the root.")
        .stop(),
    planted: [{ kind: "decision", keys: ["pnpm workspaces"] }],
  },
  {
    id: "b129-python-floor",
    build: (s) =>
      s
        .user("A community PR adds a walrus operator to the pagination sample — is that ok for our supported Pythons?")
        .bash("grep -n 'requires-python' sdk-python/pyproject.toml", 'requires-python = ">=3.9"')
        .assistant("The SDK's pyproject.toml says requires-python >=3.9, and walrus needs 3.8, so it's fine.")
        .user(
          "Right, lumen-py is 3.9+ since we dropped 3.8 in v2.0 — worth remembering, people ask constantly!! Also style thing for python samples: type hints on every function signature please, even in tiny examples. Readers copy-paste them into typed codebases.",
        )
        .file("Edit", "samples/python/pagination/main.py")
        .assistant("Added type hints to the three functions in the pagination sample and approved the walrus usage.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.9"] },
      { kind: "instruction", keys: ["type hints"] },
    ],
  },
  {
    id: "b129-typo-recieve",
    build: (s) =>
      s
        .user("lol someone on Discord spotted 'recieve' in the webhooks page. can you fix?")
        .bash("grep -rn 'recieve' docs/", "docs/guides/webhooks.mdx:48:When you recieve an event, verify the signature first.")
        .assistant("One hit, line 48 of docs/guides/webhooks.mdx. Fixing it now.")
        .user("ty!! the Discord folks are eagle-eyed 🦅")
        .assistant("Fixed: 'recieve' → 'receive'. No other occurrences in docs/.")
        .user("amazing, coffee time ☕")
        .stop(),
    planted: [],
  },
  {
    id: "b129-api-key-samples",
    build: (s) =>
      s
        .user("Security flagged the auth sample because it has `const key = 'lm_live_8f3a...'` hardcoded 😬 even though it's fake")
        .file("Read", "samples/typescript/auth/index.ts")
        .assistant("The sample has a realistic-looking live key literal on line 4. Should I switch it to read from the environment?")
        .user(
          "Yes pls. And standing rule for ALL samples, TS and Python: keys come from the LUMEN_API_KEY env var, never a literal, not even a fake one. If you need a placeholder in prose, write lm_test_xxx.",
        )
        .file("Edit", "samples/typescript/auth/index.ts")
        .bash("pnpm --filter auth-sample start", "Error: LUMEN_API_KEY is not set", 1)
        .assistant("The sample now reads process.env.LUMEN_API_KEY and fails with a clear message when it's missing.")
        .user("👌 oh and remind me to update the webhooks guide to the new X-Lumen-Signature-256 header, it still shows the v1 one. not today, I'm drowning")
        .stop("Noted, that one stays open."),
    planted: [
      { kind: "instruction", keys: ["lumen_api_key"] },
      { kind: "task", keys: ["signature-256"] },
    ],
  },
  {
    id: "b129-vale-setup",
    build: (s) =>
      s
        .user("can you run the linter on the auth guide before I send it for review?")
        .bash(
          "vale docs/guides/authentication.mdx",
          "docs/guides/authentication.mdx\n 12:5   error    Never use 'simply'.          Lumen.Simply\n 30:18  warning  Always spell out 'e.g.'.     Lumen.Latin\n\n✖ 1 error, 1 warning in 1 file.",
          1,
        )
        .assistant("Vale found one error ('simply' on line 12) and one warning (a Latin abbreviation on line 30).")
        .user(
          "Ha, classic. FYI the Vale rules are ours, they live in .github/styles/Lumen and CI runs Vale on every docs PR. And for anything you write for the docs: no 'simply', 'just' or 'easy'!! It's condescending when someone's stuck 💔",
        )
        .file("Edit", "docs/guides/authentication.mdx")
        .bash("vale docs/guides/authentication.mdx", "✔ 0 errors, 0 warnings and 0 suggestions in 1 file.")
        .assistant("Both fixed, Vale is clean.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vale", ".github/styles"] },
      { kind: "instruction", keys: ["simply"] },
    ],
  },
  {
    id: "b129-docusaurus-questions",
    build: (s) =>
      s
        .user("quick q, what does sidebar_position do in the frontmatter again? I always forget 🙃")
        .assistant(
          "It sets the page's order within its sidebar category: lower numbers first. Pages without it are sorted after numbered ones, alphabetically.",
        )
        .user("and if two pages have the same number?")
        .assistant("Then Docusaurus falls back to the file name order between them.")
        .user("ahh ok. and admonitions in dark mode, do they pick up the theme colors automatically?")
        .assistant("Yes, the :::tip, :::info and :::warning blocks use Infima CSS variables, so they follow the dark theme unless custom CSS overrides them.")
        .user("cool cool, thanks!")
        .stop(),
    planted: [],
  },
  {
    id: "b129-changelog-owner",
    build: (s) =>
      s
        .user("Should I add the 2.3 SDK changes to CHANGELOG.md myself?")
        .file("Read", "CHANGELOG.md")
        .assistant("The last entries are all from the same author, formatted with a release date and PR links. Do you want me to draft the 2.3 section?")
        .user(
          "Nope! Priya owns the changelog, she cuts it every release Thursday and gets grumpy if anyone else touches it 😂 Buuut follow-up for us: once 2.3 ships we need to add the Python async sample to the samples index page.",
        )
        .assistant("Got it, I'll leave CHANGELOG.md alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "changelog"] },
      { kind: "task", keys: ["async sample"] },
    ],
  },
  {
    id: "b129-snippet-regions",
    build: (s) =>
      s
        .user("The code in the docs keeps drifting from the real SDK 😩 last week the pagination snippet used a method we removed in 2.0")
        .bash("grep -c '```ts' -r docs/ | awk -F: '{s+=$2} END {print s}'", "137")
        .assistant(
          "137 inline TS blocks. Proposal: move every snippet into real files under snippets/, compiled and tested in CI, and pull them into the MDX with `// #region name` markers via a remark plugin. Then a breaking SDK change fails CI instead of silently rotting the docs.",
        )
        .user("YES. Love it, let's do that 🙌🙌 snippets/ + regions it is")
        .file("Write", "snippets/typescript/pagination.ts")
        .file("Edit", "docusaurus.config.ts")
        .bash("pnpm test:snippets", " ✓ snippets/typescript/pagination.ts (3 tests)\n Test Files  1 passed (1)")
        .assistant("The pagination snippet now lives in snippets/typescript/pagination.ts and is included by region; its tests pass.")
        .user("gorgeous. and from now on run pnpm test:snippets before you push any docs change, ok?")
        .stop(),
    planted: [
      { kind: "decision", keys: ["snippets", "region"] },
      { kind: "instruction", keys: ["test:snippets"] },
    ],
  },
  {
    id: "b129-docs-build-run",
    build: (s) =>
      s
        .user("run the docs build real quick pls")
        .bash(
          "pnpm build",
          "[WARNING] Docs markdown link couldn't be resolved: (../sdks/python) in docs/guides/errors.mdx\n[WARNING] Every doc must have a title; using the file name for docs/drafts/notes.mdx\n[SUCCESS] Generated static files in build.",
        )
        .assistant("The build succeeded with two warnings: an unresolved link to ../sdks/python in errors.mdx and a missing title in drafts/notes.mdx.")
        .user("meh the drafts one is fine, it's a scratch file. can you fix the link?")
        .file("Edit", "docs/guides/errors.mdx")
        .assistant("Fixed the link to point at ../sdks/python/overview. Rebuilt, one warning left (the drafts title).")
        .user("cool ty! 😎")
        .stop(),
    planted: [],
  },
  {
    id: "b129-node-pin",
    build: (s) =>
      s
        .user("my docs build just died locally 😭 `Error: error:0308010C:digital envelope routines::unsupported`")
        .bash(
          "node --version && pnpm build 2>&1 | tail -3",
          "v22.11.0\n    at Hash.update (node:internal/crypto/hash)\n  code: 'ERR_OSSL_EVP_UNSUPPORTED'\nwebpack md4 hash failed",
          1,
        )
        .assistant("Could be OpenSSL 3 in Node 22 rejecting the md4 hash the old webpack loader uses. Let me try Node 20 to check.")
        .bash("npx -p node@20 node --version && npx -p node@20 pnpm build | tail -1", "v20.18.0\n[SUCCESS] Generated static files in build.")
        .assistant("Confirmed: the build passes on Node 20 and fails on Node 22 because the raw-loader we pull in still uses webpack's md4 hash.")
        .user("ugh ok. let's pin it with volta? ...actually no scratch that, nobody else has volta installed. just put 20 in an .nvmrc and call it a day")
        .file("Write", ".nvmrc")
        .assistant("Added .nvmrc with 20.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["md4"] },
      { kind: "decision", keys: ["nvmrc"] },
    ],
  },
  {
    id: "b129-ruff",
    build: (s) =>
      s
        .user("The python samples look like five different people wrote them (because they did lol). Can you format them?")
        .bash("uvx ruff format samples/python", "23 files reformatted, 4 files left unchanged")
        .assistant("ruff format reformatted 23 files in samples/python with its defaults (line length 88).")
        .user(
          "🤩 ok so that's the rule now: python samples are formatted with ruff format, default 88 cols, before every commit. And we still need a ruff check job in the samples CI, but that's for another day, the workflow file scares me",
        )
        .bash(
          "git add samples/python && git commit -m 'samples: ruff format'",
          "[main 4e1c9a2] samples: ruff format\n 23 files changed, 211 insertions(+), 198 deletions(-)",
        )
        .assistant("Committed the formatting.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ruff format"] },
      { kind: "task", keys: ["ruff check"] },
    ],
  },
  {
    id: "b129-screenshot-regen",
    build: (s) =>
      s
        .user("can you regenerate the API keys page screenshot? the dashboard got a new sidebar")
        .bash("pnpm screenshots --page api-keys", "Launching chromium...\nSaved static/img/dashboard/api-keys.png (1440x900)")
        .assistant("Regenerated static/img/dashboard/api-keys.png at 1440x900 with the new sidebar.")
        .user("hmm is it light or dark mode?")
        .assistant("Light mode, the script's default.")
        .user("ok perfect, that's what the page uses. thx!")
        .stop(),
    planted: [],
  },
  {
    id: "b129-oauth-pkce",
    build: (s) =>
      s
        .user("Rewriting the OAuth guide today 💪 it currently has sections for auth code, PKCE and implicit flow. thoughts?")
        .file("Read", "docs/guides/oauth.mdx")
        .assistant(
          "Implicit flow is deprecated by OAuth 2.1 and the dashboard doesn't even allow it for new apps. I'd drop it and maybe fold auth code into PKCE.",
        )
        .user(
          "Agreed — decision: the OAuth guide documents PKCE only. Implicit section goes, and the plain auth-code section goes too, PKCE covers server apps fine.",
        )
        .file("Edit", "docs/guides/oauth.mdx")
        .bash("curl -s https://sandbox.lumen.dev/oauth/token -d grant_type=client_credentials | jq .expires_in", "900")
        .assistant("Rewrote the guide around PKCE. The sandbox token endpoint returns expires_in 900.")
        .user("yep, sandbox OAuth tokens expire after 15 minutes (prod is an hour), that trips people up a lot so I mention it in the troubleshooting box")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pkce"] },
      { kind: "fact", keys: ["15 minutes"] },
    ],
  },
  {
    id: "b129-code-tabs",
    build: (s) =>
      s
        .user("new page for batching is up, can you add the code samples? here's the TS, I'll paste python after")
        .file("Write", "docs/guides/batching.mdx")
        .assistant("I added the TypeScript block. Do you want it in a <Tabs> component so the Python can sit next to it?")
        .user(
          'Yes!! Style guide: every code sample gets TypeScript and Python tabs, TypeScript tab first, and use groupId="sdk-lang" so the choice sticks across pages 🧠',
        )
        .file("Edit", "docs/guides/batching.mdx")
        .bash("pnpm build | tail -1", "[SUCCESS] Generated static files in build.")
        .assistant('Wrapped the samples in <Tabs groupId="sdk-lang"> with the TypeScript tab first; the Python tab has a placeholder until you paste it.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["typescript tab"] }],
  },
  {
    id: "b129-admonition-types",
    build: (s) =>
      s
        .user("what's the actual difference between :::tip and :::info? I feel like we use them randomly 🤔")
        .assistant("Only the color and icon: tip is green with a lightbulb, info is blue with an 'i'. Docusaurus gives them no different semantics.")
        .user("hm. do other docs sites have a convention for which one to use when?")
        .assistant("Some use tip for optional shortcuts and info for background context, but it varies a lot. Stripe's docs barely use either.")
        .user("interesting. I'll think about whether we want a rule for that, no rush")
        .assistant("Sure. If you want, I can count how often each one appears in docs/ so you have numbers when you decide.")
        .user("nah, not needed rn 🙂")
        .stop(),
    planted: [],
  },
  {
    id: "b129-rate-limits",
    build: (s) =>
      s
        .user("The rate limits page says 60 req/min for the sandbox. That's wrong right??")
        .bash(
          "for i in $(seq 1 105); do curl -s -o /dev/null -w '%{http_code}\\n' -H \"Authorization: Bearer $LUMEN_API_KEY\" https://sandbox.lumen.dev/v2/ping; done | sort | uniq -c",
          "    100 200\n      5 429",
        )
        .assistant("Yes: 100 requests got 200 and the next 5 got 429, so the sandbox allows 100 per minute per key.")
        .user(
          "Knew it! sandbox is 100 req/min per key, prod is 1000, I'll get the page fixed. Also remind me to add a retry-with-backoff example there, people hammer 429s in a tight loop 🤦",
        )
        .file("Edit", "docs/reference/rate-limits.mdx")
        .assistant("Updated the page to 100/min (sandbox) and 1000/min (production).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sandbox", "100"] },
      { kind: "task", keys: ["backoff"] },
    ],
  },
  {
    id: "b129-lychee",
    build: (s) =>
      s
        .user("broken links keep sneaking in 😤 the docusaurus onBrokenLinks thing only catches internal ones")
        .bash("cat docusaurus.config.ts | grep -n onBroken", "14:  onBrokenLinks: 'warn', // TODO: always throw once the v1 pages are gone")
        .assistant(
          "Right, onBrokenLinks only checks internal routes. For external links there's lychee (fast, Rust, has a GitHub Action) or markdown-link-check (slower, Node).",
        )
        .user("lychee! we're going with lychee, markdown-link-check took 9 minutes last time I tried it")
        .file("Write", ".github/workflows/links.yml")
        .bash("lychee --no-progress 'docs/**/*.mdx'", "🔍 1204 Total ✅ 1198 OK 🚫 6 Errors")
        .assistant("Added a links workflow running lychee on docs/**/*.mdx. Locally it finds 6 broken external links right now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lychee"] }],
  },
  {
    id: "b129-conference-chat",
    build: (s) =>
      s
        .user("back from NodeConf!! 🎤 soooo tired but it was great")
        .assistant("Welcome back! How did the talk go?")
        .user("really well I think? the live demo of the streaming API actually worked first try which NEVER happens lol")
        .assistant("The demo gods were kind 😄 Did you get many questions?")
        .user("tons about Python async, which is funny bc it was a JS conf. anyway, nothing to do today, just wanted to say hi before I crash")
        .assistant("Ha, get some rest!")
        .stop(),
    planted: [],
  },
  {
    id: "b129-release-notes",
    build: (s) =>
      s
        .user("drafting the release notes for ts-v2.3.0, can you look at the merged PRs since the last tag?")
        .bash(
          "git log --oneline ts-v2.2.0..HEAD -- sdk-typescript",
          "a41c0de Add streaming retries (#412)\n9b2e771 Fix pagination cursor on empty pages (#409)\n31f0aa2 Bump undici (#405)",
        )
        .assistant("Three PRs since ts-v2.2.0: streaming retries (#412), an empty-page pagination fix (#409) and an undici bump (#405).")
        .user(
          "Sweet. For release notes our rules are: past tense ('Added', 'Fixed'), one line each, PR number linked at the end. Skip dependency bumps unless they're security. Write it like that please ✍️",
        )
        .file("Write", "release-notes/ts-v2.3.0.md")
        .assistant("Drafted release-notes/ts-v2.3.0.md with two entries; the undici bump is left out.")
        .user(
          "💯 and for the record since you'll need it: SDK releases are cut by the release workflow when someone pushes a tag like ts-v2.3.0 or py-v2.3.0, you never publish to npm or PyPI by hand",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["past tense"] },
      { kind: "fact", keys: ["ts-v", "py-v"] },
    ],
  },
  {
    id: "b129-v1-docs",
    build: (s) =>
      s
        .user("SEO question: the v1 docs still rank above v2 on Google for half our queries 🫠 should we just delete them?")
        .bash("ls versioned_docs/", "version-1.x\nversion-2.x")
        .assistant(
          "Deleting breaks every old link and Stack Overflow answer. Alternatives: keep them but add noindex, or redirect v1 pages to their v2 equivalents.",
        )
        .user("Redirects are a huge mapping job. Ok: v1 docs stay up but get noindex. That's the call.")
        .file("Edit", "docusaurus.config.ts")
        .assistant("v1.x pages now render a robots noindex meta tag.")
        .user("and TODO: deprecation banners on every v1 page before Dec 15, when v1 goes end-of-life")
        .stop(),
    planted: [
      { kind: "decision", keys: ["noindex"] },
      { kind: "task", keys: ["deprecation", "banner"] },
    ],
  },
  {
    id: "b129-pytest-fix",
    build: (s) =>
      s
        .user("the python webhook sample test is red, can you fix it? 🔴")
        .bash("uv run pytest samples/python/webhooks -q", "F\nFAILED test_verify.py::test_valid_signature - AssertionError: assert False\n1 failed in 0.21s", 1)
        .assistant("The test signs the payload with a trailing newline but the sample strips it before verifying. Fixing the fixture.")
        .file("Edit", "samples/python/webhooks/test_verify.py")
        .bash("uv run pytest samples/python/webhooks -q", ".\n1 passed in 0.18s")
        .assistant("Green now: the fixture payload no longer has the trailing newline.")
        .user("you're a star ⭐")
        .stop(),
    planted: [],
  },
  {
    id: "b129-uv-samples",
    build: (s) =>
      s
        .user("new laptop 🎉 how do I get the python samples running again?")
        .bash("ls samples/python && ls -a . | grep uv", "auth  pagination  streaming  webhooks\nuv.lock")
        .assistant("There's one uv.lock at the repo root covering all four python samples. `uv sync` will create the venv.")
        .user(
          "oh right, the shared uv.lock at the root, all python samples use it. And btw run their tests with `uv run pytest`, never bare pytest — the global one picks up the wrong SDK version and you get super confusing failures",
        )
        .bash("uv sync && uv run pytest samples/python -q", "Resolved 31 packages in 0.4s\n.......\n7 passed in 1.02s")
        .assistant("Synced and all 7 tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["uv.lock"] },
      { kind: "instruction", keys: ["uv run pytest"] },
    ],
  },
  {
    id: "b129-sdk-package-names",
    build: (s) =>
      s
        .user("someone filed an issue: `pip install lumen` installs a totally different package 😱")
        .bash("pip index versions lumen-sdk 2>/dev/null | head -1; pip index versions lumen | head -1", "lumen-sdk (2.3.0)\nlumen (0.4.1)")
        .assistant("Right: our package on PyPI is lumen-sdk; `lumen` is someone else's, last released in 2019.")
        .user(
          "Yeah the name was taken, so npm is @lumen/sdk but PyPI is lumen-sdk, and it trips everyone. Should every python sample do `import lumen_sdk as lumen` so it reads like the TS one?",
        )
        .assistant("That would make the samples line up nicely with `import { Lumen } from '@lumen/sdk'`. The alias is short and unambiguous.")
        .user("ok yes, do that, all samples use the alias 👍")
        .file("Edit", "samples/python/auth/main.py")
        .bash("grep -rl 'import lumen_sdk$' samples/python | wc -l", "0")
        .assistant("All python samples now use `import lumen_sdk as lumen`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pypi", "lumen-sdk"] },
      { kind: "decision", keys: ["as lumen"] },
    ],
  },
  {
    id: "b129-esm-proposal",
    build: (s) =>
      s
        .user("tidying the node samples, anything you'd change?")
        .bash('grep -l \'"type": "module"\' samples/typescript/*/package.json | wc -l', "5")
        .assistant("5 of the 14 TS samples are ESM and the rest are CommonJS. I could convert all of them to ESM so they look consistent.")
        .user("hmm, wouldn't that break people who copy them into older Express apps?")
        .assistant("Possibly, if their project is CommonJS they'd have to adjust the imports.")
        .user("yeah nah, not worth the churn right now. leave them as they are")
        .assistant("OK, leaving the module formats alone.")
        .stop(),
    planted: [],
  },
  {
    id: "b129-algolia",
    build: (s) =>
      s
        .user("search doesn't find the new batching page 😢 it went live Tuesday")
        .bash("curl -s https://docs.lumen.dev/sitemap.xml | grep -c batching", "1")
        .assistant("It's in the sitemap, so the crawler will see it. Do you know when the Algolia index is recrawled?")
        .user("ohh right, the Algolia DocSearch crawler only runs every Monday at 06:00 UTC, so it'll show up next week. fine.")
        .file("Read", "docsearch.json")
        .assistant("Makes sense, nothing to change then.")
        .user("oh also next sprint we want Plausible analytics on the docs site, the marketing team keeps asking which pages people read 📊")
        .stop(),
    planted: [
      { kind: "fact", keys: ["algolia", "monday"] },
      { kind: "task", keys: ["plausible"] },
    ],
  },
  {
    id: "b129-errors-yaml",
    build: (s) =>
      s
        .user("the error codes page is hand-maintained and 3 codes behind again 🙄")
        .bash("ls sdk-typescript/src/errors/ sdk-python/lumen_sdk/ | grep -i err; ls spec/", "errors.ts\nerrors.py\nerrors.yaml  openapi.yaml")
        .assistant("There's a spec/errors.yaml both SDKs seem to be generated from. I could generate the docs page from it too, at build time.")
        .user("omg yes. decided: the error codes page gets generated from errors.yaml, nobody hand-edits it anymore 🎉")
        .file("Write", "scripts/gen-error-codes.ts")
        .bash("pnpm tsx scripts/gen-error-codes.ts", "Wrote docs/reference/error-codes.mdx (41 codes)")
        .assistant("Generated 41 codes into docs/reference/error-codes.mdx.")
        .user(
          "wait, the Python SDK raises LumenTimeout and I don't see it in there. follow-up for later: get LumenTimeout added to errors.yaml (need to bug Marco)",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["errors.yaml"] },
      { kind: "task", keys: ["lumentimeout"] },
    ],
  },
  {
    id: "b129-pr-description",
    build: (s) =>
      s
        .user("can you read my PR description and tell me if it makes sense? 'Reworks the auth guide, adds PKCE, removes implicit.'")
        .assistant("It's clear but short. Reviewers might want to know why implicit was removed and whether any links changed.")
        .user("good point. is 'Reworks' ok or should it be 'Rework'?")
        .assistant("Either works for a PR description; your repo's recent PRs mostly use the imperative ('Rework').")
        .user("imperative it is for this one. thanks!! 🙏")
        .stop(),
    planted: [],
  },
  {
    id: "b129-second-person",
    build: (s) =>
      s
        .user("can you review this intro paragraph for the webhooks guide?")
        .file("Read", "docs/guides/webhooks.mdx")
        .assistant("It reads well. One thing: it switches between 'the developer', 'we' and 'you' within three sentences.")
        .user(
          "Argh yes 😩 ok style guide rule: second person everywhere. 'You', never 'the developer' or 'the user', and 'we' only when it's literally Lumen-the-company doing something. Fix it that way please!",
        )
        .file("Edit", "docs/guides/webhooks.mdx")
        .assistant("Reworded the intro to use 'you' throughout.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["second person"] }],
  },
  {
    id: "b129-ts-samples-config",
    build: (s) =>
      s
        .user("why does the streaming sample error with 'Parameter implicitly has an any type'? it works in the playground")
        .bash("cat samples/typescript/streaming/tsconfig.json", '{ "extends": "@lumen/tsconfig/strict.json", "include": ["*.ts"] }')
        .assistant("The samples' tsconfig extends @lumen/tsconfig/strict.json, which turns on noImplicitAny; the playground isn't strict.")
        .user("ahh right, all the TS samples extend @lumen/tsconfig strict. ok type the param then")
        .file("Edit", "samples/typescript/streaming/index.ts")
        .assistant(
          "Typed the handler's parameter as StreamEvent. I also wrapped the body in an async IIFE like the older samples do, is that your preferred pattern?",
        )
        .user("No IIFEs!! Top-level await in TS samples, always, it's so much more readable for beginners. please undo that bit")
        .file("Edit", "samples/typescript/streaming/index.ts")
        .stop("Removed the IIFE; the sample uses top-level await."),
    planted: [
      { kind: "fact", keys: ["@lumen/tsconfig"] },
      { kind: "instruction", keys: ["top-level await"] },
    ],
  },
  {
    id: "b129-anchor-grep",
    build: (s) =>
      s
        .user("did we link to #create-an-api-key anywhere? I just renamed that heading")
        .bash(
          "grep -rn '#create-an-api-key' docs/",
          "docs/get-started/quickstart.mdx:19:[create a key](../dashboard/keys#create-an-api-key)\ndocs/guides/oauth.mdx:7:see [API keys](../dashboard/keys#create-an-api-key)",
        )
        .assistant("Two links use that anchor, in quickstart.mdx and oauth.mdx. What's the new heading?")
        .user("'Create a key'. update both pls")
        .file("Edit", "docs/get-started/quickstart.mdx")
        .assistant("Both links now point at #create-a-key.")
        .user("yay 🙌")
        .stop(),
    planted: [],
  },
  {
    id: "b129-versioned-docs",
    build: (s) =>
      s
        .user("Do we snapshot the docs for 2.3? I'm never sure when we cut a version")
        .bash("ls versioned_docs/ && cat versions.json", 'version-1.x\nversion-2.x\n["2.x", "1.x"]')
        .assistant("Right now there are only 1.x and 2.x snapshots. Cutting one per minor would mean 2.0, 2.1, 2.2... and a lot of duplicated pages.")
        .user("Yeah no. Let's make it official: we cut versioned docs on major releases only. Minors just update the current docs.")
        .assistant("Makes sense, so no snapshot for 2.3.")
        .user(
          "exactly. ooh but one loose end: the pagination fix from last week never made it into the 1.x snapshot. we need to backport it there at some point, v1 users still hit that page a lot",
        )
        .file("Read", "versioned_docs/version-1.x/guides/pagination.mdx")
        .stop("The 1.x pagination page still has the old cursor example."),
    planted: [
      { kind: "decision", keys: ["versioned", "major"] },
      { kind: "task", keys: ["backport", "pagination"] },
    ],
  },
  {
    id: "b129-search-outage",
    build: (s) =>
      s
        .user("search on the docs site is returning nothing 😱😱")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://docs.lumen.dev/search?q=webhooks", "200")
        .assistant("The page loads. Maybe the Algolia index was emptied by a bad crawl, or maybe the API key in docusaurus.config.ts was rotated?")
        .user("hmm could it be the robots.txt change Dan made yesterday? no idea honestly")
        .assistant("Possibly, if it blocked the crawler. I can't tell without access to the Algolia dashboard.")
        .user("oh wait it's back. must've been a blip on their end. never mind!! 😅")
        .stop(),
    planted: [],
  },
  {
    id: "b129-owners-review",
    build: (s) =>
      s
        .user("PR for the python streaming sample is ready, who should I ask to review?")
        .bash(
          "gh pr view 231 --json files -q '.files[].path'",
          "samples/python/streaming/main.py\nsamples/python/streaming/README.md\ndocs/guides/streaming.mdx",
        )
        .assistant("It touches a Python sample and a docs page. Who usually reviews those?")
        .user(
          "Marco owns the Python SDK, so anything Python goes to him. And rule for every docs PR, forever: tag @devrel-docs as reviewer so someone from the team sees it 💜",
        )
        .bash("gh pr edit 231 --add-reviewer marco-lumen --add-reviewer lumen/devrel-docs", "https://github.com/lumen/docs/pull/231")
        .assistant("Requested reviews from Marco and @devrel-docs on #231.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco", "python"] },
      { kind: "instruction", keys: ["@devrel-docs"] },
    ],
  },
  {
    id: "b129-mermaid-diagrams",
    build: (s) =>
      s
        .user("the architecture diagram on the webhooks page is a blurry PNG from 2022 😵 and nobody has the source file")
        .file("Read", "docs/guides/webhooks.mdx")
        .assistant(
          "I could redraw it as a Mermaid sequence diagram inline in the MDX, or as an Excalidraw file exported to SVG. Mermaid is diffable and themeable; Excalidraw looks nicer.",
        )
        .user("Mermaid, 100%. diagrams are mermaid from now on, no more PNGs nobody can edit!!")
        .file("Edit", "docs/guides/webhooks.mdx")
        .bash("pnpm build | tail -1", "[SUCCESS] Generated static files in build.")
        .assistant("Replaced the PNG with a Mermaid sequence diagram (Lumen → your endpoint → 2xx / retry).")
        .user(
          "chef's kiss 👩‍🍳 oh and for any image that stays: alt text that says what the image shows, not 'diagram' or 'screenshot'. accessibility folks will thank us",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["mermaid"] },
      { kind: "instruction", keys: ["alt text"] },
    ],
  },
  {
    id: "b129-streaming-guide",
    build: (s) =>
      s
        .user("how's the streaming guide looking? I wrote the TS half yesterday")
        .file("Read", "docs/guides/streaming.mdx")
        .assistant("The TypeScript half is complete. The Python tab only has a 'coming soon' placeholder.")
        .bash(
          'curl -sN https://sandbox.lumen.dev/v2/generate?stream=true -H "Authorization: Bearer $LUMEN_API_KEY" | tail -2',
          'data: {"delta":"!"}\n\nevent: done\ndata: {}',
        )
        .assistant("For reference, the endpoint sends plain SSE: `data:` lines with deltas, and the stream ends with an `event: done` message.")
        .user(
          "yep, streaming is server-sent events and it always finishes with event: done, I should say that up top. The Python part of the streaming guide is still on me, I'll write it next week after the async sample lands 🐍",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["event: done"] },
      { kind: "task", keys: ["python", "streaming guide"] },
    ],
  },
  {
    id: "b129-api-reference",
    build: (s) =>
      s
        .user("the API reference pages are hand-written markdown and drift constantly. ideas?")
        .bash("ls spec/ && ls docs/api-reference | wc -l", "errors.yaml  openapi.yaml\n58")
        .assistant(
          "There's an openapi.yaml in spec/. docusaurus-plugin-openapi-docs can generate all 58 reference pages from it at build time, with request/response samples. Redoc embedded in one page is the other option, but it doesn't match the site's look.",
        )
        .user("ok going with docusaurus-plugin-openapi-docs, generated pages it is 🚀")
        .file("Edit", "docusaurus.config.ts")
        .bash("cat .github/CODEOWNERS | grep api-reference", "/docs/api-reference/  @priya-lumen @lumen/api-platform")
        .assistant(
          "Plugin configured. Heads up: CODEOWNERS requires @priya-lumen or the api-platform team to approve anything under /docs/api-reference/, which will include the generated files.",
        )
        .user("ah yeah, CODEOWNERS gives api-platform the api-reference folder, they own the spec. fine, they'll approve")
        .stop(),
    planted: [
      { kind: "decision", keys: ["openapi-docs"] },
      { kind: "fact", keys: ["codeowners", "api-platform"] },
    ],
  },
  {
    id: "b129-feedback-widget",
    build: (s) =>
      s
        .user("where do the thumbs up / thumbs down clicks from the docs footer end up? a PM asked me and I blanked 🙈")
        .bash(
          "grep -rn 'webhook' src/components/Feedback/index.tsx",
          "src/components/Feedback/index.tsx:9:const SLACK_WEBHOOK = process.env.DOCS_FEEDBACK_WEBHOOK; // posts to #docs-feedback",
        )
        .assistant("The Feedback component posts each click to a Slack webhook; the comment says it goes to #docs-feedback.")
        .user(
          "Right!! feedback goes to the #docs-feedback channel in Slack. and that reminds me, after the v2 launch we still need to add the 'Was this page helpful?' free-text box, the thumbs alone tell us nothing",
        )
        .assistant("Got it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["#docs-feedback"] },
      { kind: "task", keys: ["helpful"] },
    ],
  },
  {
    id: "b129-bun-streaming",
    build: (s) =>
      s
        .user("someone in Discord says the TS SDK breaks on Bun 🥲 can you check?")
        .bash(
          "bun run samples/typescript/streaming/index.ts",
          "error: ReadableStream.getReader: stream is locked\n    at parseSSE (node_modules/@lumen/sdk/dist/stream.js:41:22)",
          1,
        )
        .bash("bun run samples/typescript/pagination/index.ts", "Fetched 3 pages, 250 items")
        .assistant("Pagination works on Bun but streaming fails: the SDK's SSE parser calls getReader twice, which Node tolerates and Bun rejects.")
        .user(
          "Oof ok so that's confirmed: the SDK works on Bun except the streaming endpoint. TODO for me: file an issue on the SDK repo about the Bun getReader thing, with your repro 🐞",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["bun", "streaming"] },
      { kind: "task", keys: ["issue", "bun"] },
    ],
  },
  {
    id: "b129-env-file",
    build: (s) =>
      s
        .user("the TS samples all pull in dotenv just to read one API key. feels silly")
        .bash("grep -l dotenv samples/typescript/*/package.json | wc -l", "14")
        .assistant("All 14 do. Since we pin Node 20, `node --env-file=.env` could replace dotenv entirely. Or we keep dotenv for people on Node 18.")
        .user("Node 18 is EOL, who cares. ok yes: samples use node --env-file, dotenv goes 👋")
        .file("Edit", "samples/typescript/auth/package.json")
        .bash("pnpm -r remove dotenv", "Progress: resolved 398, reused 398\nDone in 2.1s")
        .assistant("Removed dotenv from every TS sample and switched the start scripts to `node --env-file=.env`.")
        .user("💃 ooh and remind me to fix the .env.example in the python samples, it still says LUMEN_TOKEN instead of the new name")
        .stop(),
    planted: [
      { kind: "decision", keys: ["--env-file"] },
      { kind: "task", keys: ["lumen_token"] },
    ],
  },
  {
    id: "b129-no-notebooks",
    build: (s) =>
      s
        .user("a contributor opened a PR adding a Jupyter notebook version of the pagination sample 📓 thoughts?")
        .bash("gh pr view 240 --json files -q '.files[].path'", "samples/python/pagination/pagination.ipynb")
        .assistant(
          "Notebooks are nice for exploring, but they diff terribly, hide execution order bugs, and our CI can't test them without nbval. Plain .py scripts stay reviewable.",
        )
        .user("Yeah I'm with you. Decision: no notebooks in the samples repo, plain .py scripts only. I'll thank them and close it nicely 💛")
        .bash("gh pr close 240 --comment 'Thank you so much! We keep samples as plain scripts so CI can test them.'", "✓ Closed pull request #240")
        .file("Read", "samples/python/pagination/README.md")
        .assistant("Closed #240 with the comment. The pagination README, by the way, has no instructions for running it.")
        .user(
          "ugh. ok rule: every sample folder has a README with a 'Run it' section, exact commands, copy-pasteable, starting from a fresh clone. can you add one here?",
        )
        .file("Edit", "samples/python/pagination/README.md")
        .stop("Added a 'Run it' section with uv sync and uv run python main.py."),
    planted: [
      { kind: "decision", keys: ["notebooks"] },
      { kind: "instruction", keys: ["run it"] },
    ],
  },
  {
    id: "b129-swallow-errors",
    build: (s) =>
      s
        .user("reviewing the TS webhooks sample and... `catch (e) {}` 😱 who wrote this")
        .bash(
          "git blame -L 31,33 samples/typescript/webhooks/index.ts",
          "8c1d2e0f (dependabot-ish-intern 2024-03-11 31) } catch (e) {\n8c1d2e0f (dependabot-ish-intern 2024-03-11 32) }",
        )
        .assistant("It's from an early 2024 commit. Should the handler log the error and return 400?")
        .user(
          "yes pls! and as a rule: samples never swallow errors, at minimum console.error / logging.exception them. people copy this stuff straight into prod!!",
        )
        .file("Edit", "samples/typescript/webhooks/index.ts")
        .assistant("The handler now logs the error and responds 400. While I was there: should it retry on 429 itself?")
        .bash("grep -n 'maxRetries' sdk-typescript/src/client.ts", "22:  maxRetries = 2, // retries 429 and 5xx with exponential backoff")
        .assistant("Actually, no need: the client already retries.")
        .user(
          "right, the TS SDK retries 429s and 5xx twice by default (maxRetries: 2), so samples shouldn't add their own retry loops. remind me to audit the older python samples for bare except: pass, I bet there are more 🙈",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["swallow"] },
      { kind: "fact", keys: ["maxretries"] },
      { kind: "task", keys: ["bare except"] },
    ],
  },
  {
    id: "b129-preview-deploys",
    build: (s) =>
      s
        .user("reviewers keep asking 'where's the preview?' on docs PRs 😩")
        .bash(
          "gh run view --log -w preview.yml | grep -i url | tail -1",
          "deploy  Deployment complete! https://pr-231.lumen-docs.pages.dev (always deployed on push, never on forks)",
        )
        .assistant(
          "The preview workflow deploys each PR to Cloudflare Pages as pr-<number>.lumen-docs.pages.dev, but the URL only appears in the logs. I could have the workflow post it as a sticky PR comment.",
        )
        .user(
          "yes please, do the sticky comment thing!! 🙏 and for the record: every docs PR gets a preview at pr-<number>.lumen-docs.pages.dev, tell reviewers that",
        )
        .file("Edit", ".github/workflows/preview.yml")
        .bash("act pull_request -j preview --dryrun | tail -1", "[preview/deploy] ✅  Success - Post preview comment")
        .assistant("The workflow now posts (and updates) a comment with the preview URL.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pages.dev"] },
      { kind: "decision", keys: ["preview", "comment"] },
    ],
  },
  {
    id: "b129-translations",
    build: (s) =>
      s
        .user("big news 🌏 we got budget for translating the docs!")
        .assistant("Exciting! Which languages, and are you thinking a platform like Crowdin or an agency?")
        .user("let's do Crowdin with community translators for Japanese, Korean and Portuguese")
        .bash("ls i18n/ 2>&1", "ls: cannot access 'i18n/': No such file or directory", 2)
        .assistant("Nothing is set up yet. Crowdin's Docusaurus integration would need a crowdin.yml and the i18n config.")
        .user(
          "hmm wait. talked to Sam, community translation went badly at his last job. scratch Crowdin — final answer: Japanese only for now, done by the agency Sam already works with. Korean/Portuguese maybe next year",
        )
        .assistant("OK, no Crowdin then.")
        .user(
          "and TODO before the agency's first batch arrives in January: set up the ja locale in the docusaurus i18n config so they have the folder structure ✨",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["japanese", "agency"] },
      { kind: "task", keys: ["ja locale"] },
    ],
  },
  {
    id: "b129-glossary-links",
    build: (s) =>
      s
        .user("a user wrote in confused about what a 'workspace' vs a 'project' is 🤷 we have a glossary page right?")
        .bash("grep -c '^## ' docs/reference/glossary.mdx && grep -rn 'glossary' docs/guides | wc -l", "24\n0")
        .assistant("24 terms in the glossary, and zero links to it from the guides.")
        .user(
          "zero!! ok new rule for everything we write: the first mention of a term on a page links to its glossary entry. Later mentions don't need the link. can you do the quickstart now?",
        )
        .file("Edit", "docs/get-started/quickstart.mdx")
        .assistant("Linked the first mentions of workspace, project and API key in the quickstart.")
        .user("yay. the glossary is missing 'idempotency key' though, I'll write that entry another day, it needs a proper example")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["glossary"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "b129-launch-blog-sample",
    build: (s) =>
      s
        .user("marketing wants code for the v2.4 launch blog post. should the samples go in a gist or in our repo?")
        .bash("ls samples/typescript | head -20", "auth\nbatching\npagination\nstreaming\nwebhooks")
        .assistant("Gists are quicker to link, but they go stale and nobody gets notified. In samples/ they'd be tested by CI like everything else.")
        .user("samples/ it is, no gists, we've been burned before 🔥 blog code links to the repo")
        .file("Write", "samples/typescript/batch-upload/index.ts")
        .assistant("I created a stub for samples/typescript/batch-upload. Want me to fill it in now?")
        .user("no, I need to write it myself with the product folks. the batch-upload sample is due Dec 3 for the blog post, leave it as a stub for now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["gist"] },
      { kind: "task", keys: ["batch-upload", "dec 3"] },
    ],
  },
  {
    id: "b129-oxford-comma",
    build: (s) =>
      s
        .user("i pushed the errors page fix to main but it's not live?? 🤔")
        .bash("gh api repos/lumen/docs/deployments --jq '.[0:2][] | .ref + \" \" + .environment'", "main staging\nproduction production")
        .assistant("The last deployment from main went to the staging environment; production deploys from the production branch.")
        .user("OH right. docs deploy from the production branch, main only goes to staging.docs.lumen.dev. I always forget 🤦 ok I'll open the promotion PR")
        .file("Read", "docs/guides/errors.mdx")
        .assistant("While you do: the errors page intro has 'timeouts, rate limits and auth failures'. Want it as is?")
        .user("nope, Oxford comma! 'timeouts, rate limits, and auth failures'. that's house style everywhere in the docs please")
        .file("Edit", "docs/guides/errors.mdx")
        .stop("Added the serial comma."),
    planted: [
      { kind: "fact", keys: ["production", "staging"] },
      { kind: "instruction", keys: ["oxford comma"] },
    ],
  },
  {
    id: "b129-python-async-sample",
    build: (s) =>
      s
        .user("Marco's async client is out in 2.3!! 🐍⚡ let's do the async sample")
        .file("Write", "samples/python/async-batch/app.py")
        .assistant("Draft in samples/python/async-batch/app.py. I used anyio so it works under trio too; or should it be plain asyncio.run?")
        .user("plain asyncio.run(main()), nobody reading our docs uses trio lol. go with that")
        .file("Edit", "samples/python/async-batch/app.py")
        .bash("uv run python samples/python/async-batch/app.py", "Created 50 items in 1.3s (10 concurrent)")
        .assistant("Switched to asyncio.run(main()); it runs, 50 items in 1.3s.")
        .user(
          "whee 🎉 tiny thing: rename app.py to main.py — every python sample's entry file is main.py, that's the convention. oh and next week we should add a cancellation example to it, people always ask how to cancel a batch",
        )
        .bash("git mv samples/python/async-batch/app.py samples/python/async-batch/main.py", "")
        .stop("Renamed to main.py."),
    planted: [
      { kind: "decision", keys: ["asyncio.run"] },
      { kind: "instruction", keys: ["main.py"] },
      { kind: "task", keys: ["cancellation"] },
    ],
  },
  {
    id: "b129-weekend-chat",
    build: (s) =>
      s
        .user("happy friday!! 🥳 anything fun planned this weekend? (I know, I know, you're an AI lol)")
        .assistant("Ha, no weekend for me, but I hope yours is great! Anything exciting?")
        .user("hiking if the rain holds off 🌧️. random q before I go: are python f-strings slower than .format()?")
        .assistant("No, f-strings are usually a bit faster, since they compile to direct formatting ops instead of a method call.")
        .user("huh, TIL. ok bye!! 👋")
        .stop(),
    planted: [],
  },
  {
    id: "b129-rename-images",
    build: (s) =>
      s
        .user("can you rename static/img/Screenshot 2024-05-02 at 10.14.33.png to something sane? it's the webhooks dashboard one")
        .bash(
          "git mv 'static/img/Screenshot 2024-05-02 at 10.14.33.png' static/img/dashboard/webhooks-list.png && pnpm build 2>&1 | grep -i image",
          "[ERROR] Image static/img/Screenshot 2024-05-02 at 10.14.33.png used in docs/guides/webhooks.mdx must exist.",
          1,
        )
        .assistant("Renamed, but the webhooks guide still references the old path. Updating it.")
        .file("Edit", "docs/guides/webhooks.mdx")
        .bash("pnpm build | tail -1", "[SUCCESS] Generated static files in build.")
        .assistant("Done: static/img/dashboard/webhooks-list.png, and the build passes.")
        .user("so much better 😌 thank you!")
        .stop(),
    planted: [],
  },
];

export const BLIND129 = plantedSet(BLIND129_SESSIONS, Date.UTC(2026, 10, 7, 9));
