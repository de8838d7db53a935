/**
 * Blind planted set 43 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: frontend tooling and browser extensions (Chrome MV3 extensions, Vite, webpack, ESLint
 * and Prettier configs, Nx/Turborepo monorepos) in Claude Code and Gemini CLI voice; opinionated
 * users; many preferences stated as likes and dislikes, some of them only musings (a musing,
 * "I kinda like X", "maybe one day Y", plants nothing). Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals the user rejects or never confirms, withdrawn ideas, unconfirmed guesses,
 * quoted code, configs, logs and tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests the agent completes in the same session. A decision changed later in
 * its session is planted only in its later form. 80 items (20 decisions, 20 instructions, 22
 * facts, 18 tasks) in 59 sessions, 15 of which plant nothing (56 user/assistant messages there).
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before the extractor is run):
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

export const BLIND43_SESSIONS: BlindSession[] = [
  {
    id: "b43-mv3-worker-state",
    build: (s) =>
      s
        .user("the background script of the extension keeps 'forgetting' which tabs it already scanned. popup shows an empty list after a minute or so. ideas?")
        .bash(
          "grep -rn 'let \\|const ' src/background/index.ts | head",
          "src/background/index.ts:4:const tabCache = new Map<number, ScanResult>();\nsrc/background/index.ts:5:let lastSync = 0;",
        )
        .assistant(
          "The worker keeps `tabCache` in a module-level Map. In MV3 the background is a service worker and Chrome terminates it after about 30 s idle, so that Map is gone when the popup asks. I can confirm with chrome://serviceworker-internals.",
        )
        .bash("cat logs/sw-internals.txt", "Running Status: STOPPED\nReason: idle timeout (30s)\nVersion 12 stopped at 09:14:33")
        .assistant("Confirmed: the service worker is stopped after 30 s idle, which wipes the in-memory tab cache.")
        .user("could we keep it alive with an offscreen document or a keepalive port?")
        .assistant("We could, but it fights the platform and the store reviewers flag keepalive hacks. Persisting the state is the cleaner route.")
        .user("yeah forget the keepalive. decision: all worker state goes into chrome.storage.session, no module-level globals in the background worker.")
        .file("Edit", "src/background/index.ts")
        .assistant("Moved `tabCache` and `lastSync` into `chrome.storage.session` behind a small `state.ts` helper; the globals are gone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["worker", "idle"] },
      { kind: "decision", keys: ["storage.session"] },
    ],
  },
  {
    id: "b43-vite-alias",
    build: (s) =>
      s
        .user(
          "I really can't stand the `../../../../` import soup in the dashboard. From now on imports under src go through the `@/` alias, always. no relative paths climbing more than one level.",
        )
        .file("Edit", "vite.config.ts")
        .file("Edit", "tsconfig.json")
        .bash(
          "npx vite build",
          "vite v5.4.2 building for production...\n✓ 812 modules transformed.\ndist/assets/index-Bq3x.js  241.18 kB │ gzip: 77.02 kB\n✓ built in 4.91s",
        )
        .assistant("Added `resolve.alias` for `@` -> `src` in vite.config.ts and the matching `paths` in tsconfig.json; the build passes.")
        .user("sometimes I think we should just go back to webpack, vite config is so magic lol. anyway")
        .assistant("Ha, understandable. Want me to rewrite the existing deep imports to the alias now?")
        .user("yes please, all of them")
        .bash("npx jscodeshift -t scripts/codemods/alias.ts src --extensions=ts,tsx", "Results:\n0 errors\n143 unmodified\n61 ok\nTime elapsed: 3.204seconds")
        .assistant("Rewrote 61 files to `@/` imports; nothing else changed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["alias"] }],
  },
  {
    id: "b43-empty-preview",
    build: (s) =>
      s
        .user("whats the difference between `vite preview` and `vite dev` again? I always mix them up")
        .bash(
          "npx vite --help | head -12",
          "vite/5.4.2\n\nUsage:\n  $ vite [root]\n\nCommands:\n  [root]           start dev server\n  build [root]     build for production\n  optimize [root]  pre-bundle dependencies\n  preview [root]   locally preview production build",
        )
        .assistant(
          "`vite dev` serves your source with on-demand transforms and HMR. `vite preview` serves the already-built `dist/` folder as a static server, so you see the production bundle. Preview never rebuilds, so run `vite build` first.",
        )
        .user("ok right, thanks. that's what I thought")
        .assistant("Happy to help.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-eslint-flat",
    build: (s) =>
      s
        .user("ok we're doing it. eslint flat config across the repo, `eslint.config.js` at the root, and every .eslintrc goes away.")
        .bash(
          "find . -name '.eslintrc*' -not -path '*/node_modules/*'",
          "./apps/web/.eslintrc.cjs\n./apps/storybook/.eslintrc.json\n./packages/ui/.eslintrc.cjs",
        )
        .file("Write", "eslint.config.js")
        .bash(
          "npx eslint apps/web packages/ui",
          "apps/web/src/api.ts\n  12:9  error  Expected '===' and instead saw '=='  eqeqeq\n  40:3  error  Expected { after 'if' condition    curly\n\n✖ 2 problems (2 errors, 0 warnings)\n\n// config: \"curly\": [\"error\", \"always\"]",
          1,
        )
        .assistant(
          "Flat config is in for apps/web and packages/ui. It flags two real issues in api.ts (eqeqeq and curly, which the old config set to `always`). Fix them now?",
        )
        .user(
          "fix those two yes. storybook can wait, its config is a mess. leave a note: the storybook app still needs moving to the flat config, we'll do that one next sprint",
        )
        .file("Edit", "apps/web/src/api.ts")
        .assistant("Fixed both. apps/storybook keeps its `.eslintrc.json` for now; migrating storybook to the flat config stays open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["flat"] },
      { kind: "task", keys: ["storybook"] },
    ],
  },
  {
    id: "b43-prettier-taste",
    build: (s) =>
      s
        .user(
          "prettier setup for the new repo. my taste, please respect it:\n- printWidth 100, 80 is claustrophobic\n- double quotes. single quotes in TS look wrong to me\n- semicolons stay\n- trailing commas everywhere",
        )
        .file("Write", ".prettierrc.json")
        .bash(
          "cat .prettierrc.json && npx prettier --check 'src/**/*.{ts,tsx}'",
          '{ "printWidth": 100, "singleQuote": false, "semi": true, "trailingComma": "all" }\nChecking formatting...\n[warn] src/App.tsx\n[warn] Code style issues found in the above file. Run Prettier with --write to fix.',
        )
        .assistant("Config written. One file is off; I'll run `--write` on it.")
        .bash("npx prettier --write src/App.tsx", "src/App.tsx 41ms")
        .assistant("Done, `prettier --check` is clean now.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["printwidth"] },
      { kind: "instruction", keys: ["quotes"] },
    ],
  },
  {
    id: "b43-turbo-cache-miss",
    build: (s) =>
      s
        .user("turbo keeps missing the cache on CI even when nothing changed. maybe it's the lockfile? or the node version?")
        .bash(
          "npx turbo run build --dry=json | jq '.tasks[0].environmentVariables'",
          '{\n  "specified": { "env": [], "passThroughEnv": null },\n  "configured": [],\n  "inferred": [],\n  "passthrough": null\n}',
        )
        .assistant("Could be either, I don't know yet. Let me diff the hashes of two CI runs.")
        .bash("diff run-101.json run-102.json", '<   "BUILD_SHA=4f1c2a"\n>   "BUILD_SHA=9e77d0"')
        .assistant(
          "Found it: the only difference between the two runs is `BUILD_SHA`, which the build reads through `process.env` but turbo.json doesn't declare, so the hash changes every commit. Not the lockfile, not node.",
        )
        .user("ugh of course. ok so BUILD_SHA is the cache killer. move it out of the build inputs, we only need it at deploy time")
        .file("Edit", "turbo.json")
        .assistant("Moved `BUILD_SHA` to the deploy task's `env` and out of the build. Two dry runs now give the same hash.")
        .stop(),
    planted: [{ kind: "fact", keys: ["build_sha"] }],
  },
  {
    id: "b43-nx-boundaries",
    build: (s) =>
      s
        .user(
          "someone imported from apps/checkout into libs/shared-ui again 🙄 rule for everyone incl. you: a lib tagged scope:shared never imports from scope:app. keep enforce-module-boundaries at error, not warn.",
        )
        .bash(
          "npx nx lint shared-ui",
          'libs/shared-ui/src/Button.tsx\n  3:1  error  A project tagged with "scope:shared" can only depend on libs tagged with "scope:shared"  @nx/enforce-module-boundaries\n\n✖ 1 problem',
        )
        .file("Edit", "libs/shared-ui/src/Button.tsx")
        .assistant("Removed the checkout import from Button.tsx; the price formatter now lives in libs/shared-utils. `nx lint shared-ui` passes.")
        .user("good. also payments-widget has no tags at all, which means the rule can't see it. not today, but it needs tagging")
        .assistant("Noted: tagging the `payments-widget` lib is still to do.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["scope:shared"] },
      { kind: "task", keys: ["payments-widget"] },
    ],
  },
  {
    id: "b43-empty-hmr",
    build: (s) =>
      s
        .user("the HMR overlay is yelling about Header.tsx, can you fix it")
        .bash("npx tsc --noEmit -p apps/web", "apps/web/src/Header.tsx(22,7): error TS2322: Type 'string | undefined' is not assignable to type 'string'.", 2)
        .assistant("`user.name` can be undefined there. I'll fall back to an empty string.")
        .file("Edit", "apps/web/src/Header.tsx")
        .bash("npx tsc --noEmit -p apps/web", "")
        .assistant("Fixed; the overlay is gone and tsc is clean.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b43-admin-webpack",
    build: (s) =>
      s
        .user("why is the admin app still on webpack 4? feels ancient")
        .bash("grep -n 'svg-sprite-loader\\|\"webpack\"' apps/admin/package.json", '  "svg-sprite-loader": "4.3.0",\n  "webpack": "4.47.0",')
        .assistant(
          "Admin is pinned to webpack 4 because of `svg-sprite-loader` 4.x; its extract mode breaks on webpack 5's asset modules. That's from the commit pinning it in 2023.",
        )
        .user("ok. let's just switch admin to rspack then, skip the whole dance")
        .bash(
          "npx rspack build -c apps/admin/rspack.config.js",
          "ERROR in ./src/icons/index.js\nModule build failed: svg-sprite-loader exception. This loader is never going to work with rspack's plugin API.",
          1,
        )
        .assistant("Rspack chokes on the same loader, and three more plugins have no rspack equivalent. It would be a bigger port than expected.")
        .user("meh. scrap rspack then. we upgrade admin to webpack 5 and replace the sprite loader with svgr")
        .file("Edit", "apps/admin/package.json")
        .assistant(
          "Reverted the rspack experiment. Admin goes to webpack 5 with `@svgr/webpack` instead of the sprite loader; I bumped the deps, the port itself is next.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["svg-sprite-loader"] },
      { kind: "decision", keys: ["webpack 5"] },
    ],
  },
  {
    id: "b43-manifest-perms",
    build: (s) =>
      s
        .user(
          "add 'read current page' support to the extension. and listen: we NEVER request <all_urls> or broad host_permissions. activeTab plus optional_host_permissions, ask at runtime. non negotiable",
        )
        .file("Edit", "manifest.json")
        .bash("npx web-ext lint --source-dir dist", "Validation Summary:\n\nerrors          0\nnotices         0\nwarnings        0")
        .assistant(
          "Added `activeTab` and `scripting`; the site access is requested at runtime through `optional_host_permissions`. No broad host permissions in the manifest.",
        )
        .user("thx. fwiw the last chrome web store review took 9 days because the old build asked for tabs+all urls")
        .assistant("Good to know that the broad permissions cost a 9-day store review.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["host_permissions"] },
      { kind: "fact", keys: ["review"] },
    ],
  },
  {
    id: "b43-empty-biome-musing",
    build: (s) =>
      s
        .user("random thought, not a request: I kinda like biome. one binary instead of eslint + prettier + 40 plugins. maybe one day")
        .bash("npx @biomejs/biome --version", "Version: 1.9.4")
        .assistant(
          "Biome covers formatting and most of the core lint rules, and it is a lot faster. The gaps are type-aware rules and some plugin ecosystems like eslint-plugin-react-hooks parity.",
        )
        .user("yeah. just thinking out loud, don't touch anything")
        .assistant("Understood, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-vitest-dom",
    build: (s) =>
      s
        .user("component tests take forever. jsdom or happy-dom?")
        .bash("npx vitest run --environment happy-dom packages/ui", " Test Files  42 passed (42)\n      Tests  318 passed (318)\n   Duration  9.84s")
        .bash("npx vitest run --environment jsdom packages/ui", " Test Files  42 passed (42)\n      Tests  318 passed (318)\n   Duration  21.12s")
        .assistant("Same 318 tests: happy-dom 9.8 s, jsdom 21.1 s. Everything passes in both.")
        .user(
          "happy-dom it is, set it for the ui package. oh and while you're in there: I dislike snapshot tests, they rot. don't write new ones, assert on roles and text instead",
        )
        .file("Edit", "packages/ui/vitest.config.ts")
        .assistant("Set `environment: 'happy-dom'` in packages/ui. No new snapshots from me; I'll use Testing Library role queries.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["happy-dom"] },
      { kind: "instruction", keys: ["snapshot"] },
    ],
  },
  {
    id: "b43-gemini-ci-node",
    build: (s) =>
      s
        .user("CI is red on the install step, check the workflow")
        .assistant("✦ I'll read the workflow file and the install log.")
        .bash("cat .github/workflows/ci.yml | grep -n 'node-version\\|pnpm'", "14:          node-version-file: .nvmrc\n18:      - run: npm ci")
        .bash("cat .nvmrc && grep packageManager package.json", '20.11.1\n  "packageManager": "pnpm@9.12.0",')
        .assistant("✦ The workflow runs `npm ci`, but this repo is a pnpm workspace (`packageManager: pnpm@9.12.0`) and has no package-lock.json.")
        .user("who added npm ci 🤦 it's pnpm here, only pnpm, never npm or yarn in this monorepo. fix it")
        .file("Edit", ".github/workflows/ci.yml")
        .assistant("✦ Replaced it with `pnpm install --frozen-lockfile` after `pnpm/action-setup`. The node version still comes from `.nvmrc` (20.11.1).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b43-shadow-root",
    build: (s) =>
      s
        .user("the injected sidebar looks broken on github.com, fonts huge and buttons unstyled")
        .assistant("It might be github's global `button` reset bleeding in, or our Tailwind preflight leaking out. I'd have to check.")
        .bash("grep -rn 'document.body.appendChild' src/content", "src/content/mount.ts:18:  document.body.appendChild(root);")
        .assistant("We append the sidebar straight into the page's DOM, so page CSS and ours mix both ways.")
        .user("right. decision then: the content-script UI always mounts inside a shadow root, closed mode, styles injected into it")
        .file("Edit", "src/content/mount.ts")
        .bash("npm run build:ext", "> build:ext\n> vite build -c vite.ext.config.ts\n✓ built in 2.31s")
        .assistant("The sidebar now mounts in a closed shadow root with its own stylesheet; github.com looks right.")
        .user("nice. the options page still uses the old popup.css hacks, port that to the same setup at some point")
        .assistant("Left as open: the options page should drop popup.css and use the shadow-root styling.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shadow root"] },
      { kind: "task", keys: ["options page"] },
    ],
  },
  {
    id: "b43-empty-lint-fix",
    build: (s) =>
      s
        .user("run lint on packages/forms and fix whatever it finds")
        .bash(
          "npx eslint packages/forms",
          "packages/forms/src/useField.ts\n  8:1   warning  Unexpected 'TODO' comment: 'TODO: never call setState during render'  no-warning-comments\n  31:5  error    'value' is never reassigned. Use 'const' instead  prefer-const\n\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .file("Edit", "packages/forms/src/useField.ts")
        .bash("npx eslint packages/forms", "")
        .assistant("Fixed the prefer-const error and turned the TODO comment into a short explanation, since it described existing behaviour. Lint is clean.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "b43-git-hooks",
    build: (s) =>
      s
        .user("should we add husky so lint runs before commit?")
        .assistant("Husky with lint-staged is the common setup. Lefthook is an alternative: a single Go binary, parallel jobs, no npm prepare script.")
        .user(
          "I hate husky tbh, the prepare script breaks every fresh clone. we go with lefthook. and pre-commit hooks only ever lint staged files, never the whole repo — I'm not waiting 40s per commit",
        )
        .bash("pnpm add -D -w lefthook && npx lefthook install", "Packages: +1\nDone in 2.1s\nsync hooks: ✔️ (pre-commit)")
        .file("Write", "lefthook.yml")
        .assistant("Lefthook installed with a pre-commit job running eslint and prettier on `{staged_files}` only.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lefthook"] },
      { kind: "instruction", keys: ["staged"] },
    ],
  },
  {
    id: "b43-turbo-test-deps",
    build: (s) =>
      s
        .user("turbo.json: make `test` depend on `^build` so the libs are compiled first")
        .file("Edit", "turbo.json")
        .bash(
          "npx turbo run test --filter=web",
          "• Packages in scope: web\n• Running test in 1 packages\nui:build: cache miss, executing 7ab2\nweb:test: 212 passed\n Tasks:    4 successful, 4 total\nTime:    58.21s",
        )
        .assistant("Done; `web:test` now waits for the libs to build. 58 s with a cold cache.")
        .user(
          "hmm 58s. no, undo that. vitest resolves the libs from source via the `development` export condition anyway. final: test has no dependsOn, it runs straight from source",
        )
        .file("Edit", "turbo.json")
        .bash("npx turbo run test --filter=web", "web:test: 212 passed\n Tasks:    1 successful, 1 total\nTime:    11.40s")
        .assistant("Reverted. `test` has no `dependsOn` and resolves the libs from source; 11.4 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dependson"] }],
  },
  {
    id: "b43-empty-chitchat",
    build: (s) =>
      s
        .user("morning! how's it going. anything weird in the repo since friday?")
        .bash(
          "git log --since='3 days ago' --oneline | head -5",
          "a13f2c0 chore(deps): bump vite to 5.4.2\n77e0b1d fix(ext): popup flicker on open\n0c9d4aa docs: README badges",
        )
        .assistant("Morning! Three commits since Friday: a Vite bump, a popup flicker fix and README badges. Nothing weird.")
        .user("cool cool. coffee first then")
        .assistant("Enjoy it.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-env-prefix",
    build: (s) =>
      s
        .user("why is `import.meta.env.API_URL` undefined in the browser? it's in .env")
        .bash("cat apps/web/.env", "API_URL=https://api.staging.example.dev\nVITE_SENTRY_DSN=https://abc@o1.ingest.sentry.io/2")
        .assistant(
          "Vite only exposes variables prefixed with `VITE_` to client code; `API_URL` is filtered out on purpose so secrets don't leak into the bundle.",
        )
        .user("gotcha. rename it to VITE_API_URL. and general rule: anything secret never gets the VITE_ prefix, because it lands in the bundle")
        .file("Edit", "apps/web/.env")
        .file("Edit", "apps/web/src/api.ts")
        .assistant("Renamed to `VITE_API_URL` and updated api.ts. Secrets stay unprefixed and server-side.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vite_"] },
      { kind: "instruction", keys: ["secret"] },
    ],
  },
  {
    id: "b43-crxjs",
    build: (s) =>
      s
        .user("how are we building the extension again? I forgot after the holidays")
        .bash(
          "grep -n 'crx' package.json vite.ext.config.ts",
          'package.json:31:    "@crxjs/vite-plugin": "2.0.0-beta.25",\nvite.ext.config.ts:3:import { crx } from "@crxjs/vite-plugin";',
        )
        .assistant("The extension is built by Vite with `@crxjs/vite-plugin` 2.0 beta, which reads manifest.json and gives HMR inside the content scripts.")
        .user("right, crxjs. it's a beta and a bit scary. maybe we should look at WXT some time? idk")
        .assistant(
          "WXT is a framework on top of Vite with its own file-based entrypoints; moving would be a medium-sized port. I can write a comparison if you want.",
        )
        .user("not now. what I do want: write down somewhere that we must not bump crxjs past beta.25, beta.26 broke the content-script HMR for us")
        .file("Edit", "docs/extension.md")
        .assistant("Added to docs/extension.md: keep `@crxjs/vite-plugin` pinned at 2.0.0-beta.25, beta.26 broke content-script HMR.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["crxjs"] },
      { kind: "instruction", keys: ["beta.25"] },
    ],
  },
  {
    id: "b43-empty-question-only",
    build: (s) =>
      s
        .user("is there any reason to keep `@babel/preset-env` now that everything goes through esbuild? genuine question")
        .bash("grep -rln 'babel' --include=*.json --include=*.js . | grep -v node_modules", "apps/admin/babel.config.js\napps/admin/package.json")
        .assistant(
          "Only the admin app still uses Babel, via babel-loader in its webpack config. The Vite apps don't touch it. So it stays as long as admin is on babel-loader.",
        )
        .user("huh ok. makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b43-nx-affected",
    build: (s) =>
      s
        .user("CI runs every project's tests on every PR, that's 25 minutes. nx affected?")
        .bash("npx nx show projects | wc -l", "37")
        .assistant(
          "37 projects. `nx affected -t test --base=origin/main` would only run the ones touched by the diff and their dependents. On a typical PR that's 3–6 projects.",
        )
        .user("do it. affected on PRs, full run stays on main nightly so nothing slips")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("npx nx affected -t test --base=origin/main --dry-run", "NX   Running target test for 4 projects:\n- web\n- shared-ui\n- forms\n- checkout")
        .assistant("PR CI now runs `nx affected -t test`; the nightly main workflow still runs everything.")
        .stop(),
    planted: [{ kind: "decision", keys: ["affected"] }],
  },
  {
    id: "b43-popup-size",
    build: (s) =>
      s
        .user("the popup is cut off at the bottom on my laptop")
        .bash("grep -n 'height\\|width' src/popup/popup.css", "2:  width: 420px;\n3:  height: 640px;")
        .assistant("Chrome caps extension popups at 800x600, so our 640px height gets clipped. That limit is fixed by the browser, not configurable.")
        .user("TIL. ok so popup max is 800 by 600. make it 560 high and scroll inside")
        .file("Edit", "src/popup/popup.css")
        .assistant("Height is 560px now with an inner scroll area.")
        .stop(),
    planted: [{ kind: "fact", keys: ["popup", "600"] }],
  },
  {
    id: "b43-empty-rejected-proposal",
    build: (s) =>
      s
        .user("bundle size went up 30kb after the last merge, why")
        .bash(
          "npx vite-bundle-visualizer --json | jq '.[0:3]'",
          '[{"name":"date-fns","size":31204},{"name":"react-dom","size":130880},{"name":"zod","size":13902}]',
        )
        .assistant("date-fns came in whole (31 kB) through `import * as dfns`. I could propose switching to dayjs, which is 2 kB.")
        .user("no, not swapping libs for this. just fix the import")
        .file("Edit", "apps/web/src/utils/date.ts")
        .assistant("Switched to named imports; date-fns is 4 kB in the bundle now.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b43-sourcemaps",
    build: (s) =>
      s
        .user("prod has no sourcemaps and sentry stack traces are useless")
        .bash("grep -n sourcemap apps/web/vite.config.ts", "14:    sourcemap: false,")
        .assistant("Options: `sourcemap: true` (public maps), or `'hidden'` plus uploading them to Sentry and deleting them from dist.")
        .user("hidden + upload. we never ship public sourcemaps, the client code is proprietary-ish")
        .file("Edit", "apps/web/vite.config.ts")
        .bash(
          "pnpm --filter web build",
          "dist/assets/index-C1.js.map (hidden)\nsentry-vite-plugin: Uploaded 14 files\nsentry-vite-plugin: Deleted source maps after upload",
        )
        .assistant("Hidden sourcemaps are generated, uploaded to Sentry by the vite plugin, and deleted from dist.")
        .user("also the sentry auth token in CI expires in december, someone has to rotate it before then")
        .assistant("Noted as an open item: rotate the Sentry auth token in CI before December.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hidden"] },
      { kind: "task", keys: ["sentry", "token"] },
    ],
  },
  {
    id: "b43-default-exports",
    build: (s) =>
      s
        .user(
          "pet peeve: default exports. I hate them, rename hell and bad autoimports. named exports only in this codebase please, except where a framework demands a default (vite config, storybook stories)",
        )
        .bash("grep -rln 'export default' packages/ui/src | wc -l", "23")
        .assistant("There are 23 files with default exports in packages/ui. Convert them now, or only apply the rule to new code?")
        .user("new code only for now. converting the 23 old ones is a job for later")
        .file("Edit", "eslint.config.js")
        .assistant(
          "Added `import/no-default-export` for new files with overrides for configs and stories. Converting the 23 existing default exports in packages/ui stays open.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["named exports"] },
      { kind: "task", keys: ["default exports"] },
    ],
  },
  {
    id: "b43-empty-hypothesis",
    build: (s) =>
      s
        .user("the e2e run flaked again on the login test. I bet it's the service worker caching stale html? or playwright being slow")
        .bash("npx playwright test e2e/login.spec.ts --repeat-each=5", "  5 passed (31.2s)")
        .assistant(
          "Five passes in a row locally, so I can't reproduce it. It could be the service worker, or just the shared CI runner being slow; I have no evidence for either yet.",
        )
        .user("ok, let's keep an eye on it")
        .assistant("Sure.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-tailwind-prefix",
    build: (s) =>
      s
        .user("tailwind classes in the content script collide with sites that also use tailwind (saw it on vercel.com)")
        .bash("grep -n prefix tailwind.ext.config.js", "")
        .assistant("No prefix configured. Setting `prefix: 'amx-'` makes every class unique to us; the shadow root already protects the other direction.")
        .user("yes. the extension's tailwind uses the amx- prefix, done deal")
        .file("Edit", "tailwind.ext.config.js")
        .bash("npx tailwindcss -c tailwind.ext.config.js -i src/content/style.css -o /tmp/out.css && grep -c 'amx-' /tmp/out.css", "187")
        .assistant("Prefix set; the generated CSS has 187 `amx-` classes. I'll rewrite the class names in the content components.")
        .file("Edit", "src/content/Sidebar.tsx")
        .assistant("Class names rewritten in Sidebar.tsx.")
        .stop(),
    planted: [{ kind: "decision", keys: ["amx-"] }],
  },
  {
    id: "b43-people",
    build: (s) =>
      s
        .user("who do I ping about the chrome web store account? the publisher login")
        .bash("cat CODEOWNERS | grep -i 'store\\|manifest'", "/manifest.json @dana-k\n/store-assets/ @dana-k")
        .assistant("CODEOWNERS lists @dana-k for manifest.json and store-assets.")
        .user("right, Dana owns the web store publisher account, she's the only one with 2FA on it. and Marcus does the firefox AMO listing")
        .assistant("Got it: Dana holds the Chrome Web Store publisher account, Marcus handles the Firefox AMO listing.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana"] },
      { kind: "fact", keys: ["marcus"] },
    ],
  },
  {
    id: "b43-empty-done-request",
    build: (s) =>
      s
        .user("bump eslint-plugin-react-hooks to latest and make sure nothing breaks")
        .bash("pnpm up -r eslint-plugin-react-hooks@latest", "Progress: resolved 1244, reused 1201\n+ eslint-plugin-react-hooks 5.1.0")
        .bash("pnpm -r lint", "Scope: 9 of 12 workspace projects\napps/web lint: Done\npackages/ui lint: Done")
        .assistant("Bumped to 5.1.0; lint passes in all 9 projects.")
        .user("great thanks")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-messaging",
    build: (s) =>
      s
        .user("the popup <-> background messaging is stringly typed and I keep typoing message names")
        .bash("grep -rn 'chrome.runtime.sendMessage' src | wc -l", "19")
        .assistant(
          "19 call sites with ad-hoc `{ type: '...' }` objects. A typed wrapper with a discriminated union would catch typos at compile time; webext-bridge or trpc-chrome are library options.",
        )
        .user(
          "no libraries for this, they're all half-maintained. we write our own tiny typed wrapper in src/shared/messages.ts, zod-validated on the receiving side",
        )
        .file("Write", "src/shared/messages.ts")
        .assistant(
          "Wrote `messages.ts` with a `Message` union, `send()` and `onMessage()` helpers, and zod parsing on receipt. Migrating the 19 call sites is next.",
        )
        .user("do the background ones now, popup ones tomorrow")
        .file("Edit", "src/background/index.ts")
        .assistant("Background call sites moved to the typed wrapper; the popup's sendMessage calls still need migrating.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["wrapper"] },
      { kind: "task", keys: ["popup"] },
    ],
  },
  {
    id: "b43-empty-quoted-config",
    build: (s) =>
      s
        .user(
          "what does this bit of our old webpack config even do?\n```js\noptimization: { runtimeChunk: 'single', splitChunks: { chunks: 'all' } } // always split vendors, never inline\n```",
        )
        .bash("grep -n runtimeChunk apps/admin/webpack.config.js", "88:    runtimeChunk: 'single',")
        .assistant(
          "`runtimeChunk: 'single'` puts webpack's runtime in one shared file for all entries; `splitChunks: { chunks: 'all' }` splits node_modules into vendor chunks for both sync and async imports. The comment just describes that.",
        )
        .user("ah ok, makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b43-storybook-port",
    build: (s) =>
      s
        .user("storybook dev server runs on 6006 and collides with something on my machine. what port does the team use?")
        .bash("grep -rn '\"storybook\"' apps/storybook/package.json", '    "storybook": "storybook dev -p 6106",')
        .assistant("The team script already uses port 6106, not the default 6006; you're probably starting it with `npx storybook dev` directly.")
        .user("ah ok. I'll use the script then. btw we need to upgrade storybook to 8.x eventually, 7 is getting old. not this week")
        .assistant("Noted: the Storybook 8 upgrade is open for later.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["6106"] },
      { kind: "task", keys: ["storybook 8"] },
    ],
  },
  {
    id: "b43-empty-withdrawn",
    build: (s) =>
      s
        .user("let's enable `noUncheckedIndexedAccess` in tsconfig.base")
        .bash("npx tsc -p tsconfig.base.json --noEmit --noUncheckedIndexedAccess | tail -1", "Found 412 errors in 96 files.")
        .assistant("That surfaces 412 errors in 96 files. I can go through them package by package.")
        .user("412?? ok nevermind, forget it, not turning that on")
        .assistant("Left tsconfig.base unchanged.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-gemini-firefox",
    build: (s) =>
      s
        .user("does our extension even load in firefox?")
        .assistant("✦ Let me build the Firefox target and run it through web-ext.")
        .bash(
          "pnpm build:firefox && npx web-ext lint -s dist-firefox",
          "errors 1\nBACKGROUND_SERVICE_WORKER_IGNORED: background.service_worker is not supported in Firefox MV3; use background.scripts",
        )
        .assistant(
          "✦ Firefox MV3 doesn't support `background.service_worker`; it wants `background.scripts` (an event page). So the Chrome manifest won't load as is.",
        )
        .user(
          "figured. firefox support is a someday thing. for now: the firefox build needs a manifest transform that swaps service_worker for scripts, put it on the list",
        )
        .assistant("✦ Added to the list: a Firefox manifest transform that replaces `service_worker` with `scripts`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["firefox", "service_worker"] },
      { kind: "task", keys: ["transform"] },
    ],
  },
  {
    id: "b43-commit-style",
    build: (s) =>
      s
        .user(
          "your last commit message was 'update stuff'. no. conventional commits with a scope please, e.g. `fix(ext): ...`, `feat(web): ...`. every commit you make",
        )
        .bash(
          "git commit --amend -m 'fix(ext): persist tab cache in storage.session'",
          "[feat/storage 3c1d2e9] fix(ext): persist tab cache in storage.session\n 2 files changed, 31 insertions(+), 12 deletions(-)",
        )
        .assistant("Amended to `fix(ext): persist tab cache in storage.session`. I'll use conventional commits with a scope from now on.")
        .user("and I prefer small commits over one giant one, ideally one concern each")
        .assistant("Understood: small commits, one concern each.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["small commits"] },
    ],
  },
  {
    id: "b43-empty-log-always",
    build: (s) =>
      s
        .user("what is this warning in the build log")
        .bash(
          "pnpm --filter web build 2>&1 | grep -i warn",
          "(!) Some chunks are larger than 500 kB after minification. Consider:\n- Using dynamic import() to code-split the application\n- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.\nwarn: browserslist: caniuse-lite is outdated. Please run: npx update-browserslist-db@latest. You should always keep it current.",
        )
        .assistant(
          "Two warnings: one chunk is over Vite's 500 kB warning limit, and caniuse-lite is outdated. Neither breaks the build. Want me to look at the big chunk?",
        )
        .user("nah, just wanted to know")
        .stop(),
    planted: [],
  },
  {
    id: "b43-i18n-task",
    build: (s) =>
      s
        .user("the extension strings are hardcoded english everywhere. chrome has _locales/messages.json for this right?")
        .bash("ls src/_locales 2>/dev/null || echo missing", "missing")
        .assistant("Yes, `chrome.i18n` with `_locales/<lang>/messages.json`. There is no _locales folder yet.")
        .user("ok. that's a bigger job. TODO for the next release: move all extension strings into _locales, english + german first")
        .file("Write", "docs/todo-i18n.md")
        .assistant("Wrote the plan into docs/todo-i18n.md; moving the strings to `_locales` (en, de) is open for the next release.")
        .stop(),
    planted: [{ kind: "task", keys: ["_locales"] }],
  },
  {
    id: "b43-turbo-remote-cache",
    build: (s) =>
      s
        .user("new laptop, turbo says 'remote caching disabled'. where does our remote cache live again?")
        .bash(
          "cat .turbo/config.json 2>/dev/null; grep -rn TURBO_API .github/workflows",
          ".github/workflows/ci.yml:22:      TURBO_API: https://turbo-cache.internal.example.dev\n.github/workflows/ci.yml:23:      TURBO_TEAM: web",
        )
        .assistant(
          "CI points turbo at `https://turbo-cache.internal.example.dev` with team `web`. Locally you have no `.turbo/config.json`, so it only uses the local cache.",
        )
        .user("yep, the remote cache is our self-hosted turborepo-remote-cache on turbo-cache.internal, behind the VPN. set me up")
        .bash(
          "npx turbo login --api https://turbo-cache.internal.example.dev && npx turbo link --api https://turbo-cache.internal.example.dev --team web",
          ">>> Success! Turborepo CLI authorized\n>>> Remote caching enabled for web",
        )
        .assistant("Logged in and linked; `turbo run build` now shows `cache hit, replaying logs` for the libs.")
        .user("sweet. oh btw the S3 bucket behind it has no expiry rule and it's at 900GB. someone (prob me) needs to add a 30 day expiry lifecycle rule")
        .assistant("Open item then: a 30-day expiry lifecycle rule on the turbo cache bucket.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["remote cache"] },
      { kind: "task", keys: ["expiry"] },
    ],
  },
  {
    id: "b43-no-federation",
    build: (s) =>
      s
        .user("architect guy on the call suggested module federation so admin can load web's components at runtime. thoughts?")
        .bash("grep -rn 'from \"@acme/ui\"' apps/admin/src | wc -l", "64")
        .assistant(
          "Admin already imports 64 things from `@acme/ui` at build time. Federation would add runtime version negotiation, shared-singleton config for React, and a second deploy dependency. It mainly pays off with independently deployed teams.",
        )
        .user("yeah that's what I thought. no module federation. shared code goes through workspace packages like @acme/ui, period")
        .assistant("Agreed; I'll keep sharing through workspace packages.")
        .stop(),
    planted: [{ kind: "decision", keys: ["module federation"] }],
  },
  {
    id: "b43-pnpm-catalog",
    build: (s) =>
      s
        .user("three different react versions across the workspace. how")
        .bash("pnpm why react -r | grep 'react@' | sort -u", "react@18.2.0\nreact@18.3.1\nreact@19.0.0-rc.1")
        .assistant(
          "apps/admin has 18.2, web 18.3.1 and the storybook app a 19 RC. pnpm 9.5+ supports catalogs: one version in pnpm-workspace.yaml, packages say `catalog:`.",
        )
        .user("let's use catalogs for react, react-dom and typescript. everything on 18.3.1")
        .file("Edit", "pnpm-workspace.yaml")
        .bash("pnpm install && pnpm why react -r | grep 'react@' | sort -u", "Done in 6.2s\nreact@18.3.1")
        .assistant("Catalog added for react, react-dom and typescript; the whole workspace is on react 18.3.1.")
        .user("vitest should go into the catalog as well, but only once 2.1 is out of beta. later")
        .assistant("Noted: move vitest into the catalog when 2.1 is stable.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["catalog"] },
      { kind: "task", keys: ["vitest"] },
    ],
  },
  {
    id: "b43-remote-code",
    build: (s) =>
      s
        .user("the analytics snippet doesn't load in the extension popup. console says refused to load the script")
        .bash(
          "cat logs/popup-console.txt",
          "Refused to load the script 'https://cdn.plausible.io/js/script.js' because it violates the following Content Security Policy directive: \"script-src 'self' 'wasm-unsafe-eval'\".",
        )
        .assistant(
          "MV3 doesn't allow remotely hosted code: extension pages can only run scripts packaged in the extension, and the CSP can't be loosened to allow a CDN.",
        )
        .user("ok, rule: nothing gets loaded from a CDN in the extension. everything is bundled. if a lib only ships as a CDN script, we don't use it")
        .file("Edit", "src/popup/index.html")
        .assistant("Removed the CDN script tag; the popup sends analytics events through the background worker's fetch instead.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["remotely hosted"] },
      { kind: "instruction", keys: ["cdn"] },
    ],
  },
  {
    id: "b43-icons-task",
    build: (s) =>
      s
        .user("chrome shows a blurry toolbar icon on my retina screen")
        .bash("ls public/icons", "icon-16.png\nicon-48.png\nicon-128.png")
        .assistant(
          "There's no 32 px icon, so Chrome upscales the 16 px one on 2x screens. Adding `icon-32.png` to the manifest's `action.default_icon` fixes it.",
        )
        .user("designer has to export a 32px one, we don't have the source file. leave it open until Priya sends the icon")
        .file("Edit", "docs/extension.md")
        .assistant("Noted in docs/extension.md: the 32 px toolbar icon is waiting on Priya's export.")
        .stop(),
    planted: [{ kind: "task", keys: ["icon"] }],
  },
  {
    id: "b43-dev-proxy",
    build: (s) =>
      s
        .user("the web app can't reach the api locally, CORS error on every fetch")
        .bash(
          "curl -sI -X OPTIONS http://localhost:8787/v1/me -H 'Origin: http://localhost:5174' | head -3",
          "HTTP/1.1 404 Not Found\ncontent-length: 0\nserver: workerd",
        )
        .assistant(
          "The API under `wrangler dev` listens on 8787 and doesn't answer preflights. Two ways: add CORS headers to the worker in dev, or let Vite proxy `/api` to it so the browser only sees one origin.",
        )
        .user("adding CORS just for dev smells. proxy it. the api runs on 8787 locally, always has")
        .file("Edit", "apps/web/vite.config.ts")
        .bash("curl -s http://localhost:5174/api/v1/me", '{"id":"u_dev","name":"Dev User"}')
        .assistant("`server.proxy` now forwards `/api` to `http://localhost:8787` with the prefix stripped; the app talks to the local API without CORS.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["8787"] },
      { kind: "decision", keys: ["proxy"] },
    ],
  },
  {
    id: "b43-import-sorting",
    build: (s) =>
      s
        .user("add prettier-plugin-organize-imports, I want imports sorted on save")
        .bash(
          "pnpm add -D -w prettier-plugin-organize-imports && npx prettier --check src",
          "+ prettier-plugin-organize-imports 4.1.0\n[warn] 212 files would be reformatted",
        )
        .assistant(
          "Installed. It would reorder imports in 212 files, and it also removes unused imports, which fights with eslint's `import/order` groups we already enforce.",
        )
        .user(
          "hm. two tools sorting imports differently = churn forever. ok no, remove the plugin. import sorting stays with eslint import/order, autofix on save",
        )
        .bash("pnpm remove -w prettier-plugin-organize-imports", "- prettier-plugin-organize-imports 4.1.0")
        .assistant("Removed; `import/order` with `--fix` on save stays the only import sorter.")
        .user(
          "and while we're talking imports: no barrel files please. I dislike index.ts files that just re-export everything, they wreck tree shaking and make cycles. import from the actual module",
        )
        .assistant("Understood, no new barrel files; imports point at the real module.")
        .file("Read", "packages/ui/src/index.ts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["import/order"] },
      { kind: "instruction", keys: ["barrel"] },
    ],
  },
  {
    id: "b43-empty-rolldown",
    build: (s) =>
      s
        .user("saw the rolldown talk. once vite switches to rolldown our builds will fly, can't wait lol")
        .bash("npm view rolldown-vite version", "6.3.0-beta.4")
        .assistant(
          "There's a `rolldown-vite` preview package (6.3.0-beta.4) you can alias in place of vite to try it. Plugins mostly work, but some Rollup-specific hooks are still missing.",
        )
        .user("nah not trying betas on this repo. just excited")
        .assistant("Fair enough!")
        .stop(),
    planted: [],
  },
  {
    id: "b43-e2e-stack",
    build: (s) =>
      s
        .user("playwright fails instantly on my machine with ECONNREFUSED")
        .bash(
          "cat e2e/docker-compose.yml | grep -A2 'image:'",
          '    image: postgres:16\n    ports: ["5432:5432"]\n--\n    image: mailhog/mailhog\n    ports: ["8025:8025"]',
        )
        .assistant(
          "The e2e suite needs its docker compose stack running: postgres on 5432 and mailhog on 8025 (the signup tests read the confirmation mail from mailhog's API).",
        )
        .user("ah, I didn't start docker. yes e2e needs postgres + mailhog up, that's the deal")
        .bash(
          "docker compose -f e2e/docker-compose.yml up -d && npx playwright test",
          "Container e2e-postgres-1  Started\nContainer e2e-mailhog-1  Started\n  38 passed (1.2m)",
        )
        .assistant("With the stack up, all 38 e2e tests pass.")
        .user(
          "the first run after `up -d` sometimes fails because postgres isn't ready yet. we need a healthcheck wait before playwright starts, don't do it now though",
        )
        .assistant("Open item: add a postgres healthcheck wait before the Playwright run.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mailhog"] },
      { kind: "task", keys: ["healthcheck"] },
    ],
  },
  {
    id: "b43-side-panel",
    build: (s) =>
      s
        .user("I want the sidebar as a real chrome side panel instead of our injected iframe thing. which chrome version do we need for that?")
        .bash("grep -n minimum_chrome_version manifest.json", '  "minimum_chrome_version": "102",')
        .assistant(
          "`chrome.sidePanel` shipped in Chrome 114. Our manifest says minimum 102, so older browsers would install the extension and then fail to open the panel.",
        )
        .user("ok. set minimum_chrome_version to 116, nobody on our user list runs older anyway. and yes, side panel it is for the reader view")
        .file("Edit", "manifest.json")
        .file("Write", "src/sidepanel/index.html")
        .assistant("Set `minimum_chrome_version` to 116 and added a `side_panel.default_path`; the reader view opens in the side panel.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sidepanel", "114"] },
      { kind: "decision", keys: ["minimum_chrome_version"] },
    ],
  },
  {
    id: "b43-release-flow",
    build: (s) =>
      s
        .user("walk me through how a release of the extension happens today, I've never done one")
        .bash(
          "cat package.json | grep -n '\"zip\\|\"release\\|changeset'",
          '  "zip": "pnpm build:ext && web-ext build -s dist -a artifacts",\n  "release": "changeset version && pnpm zip",',
        )
        .assistant(
          "`pnpm release` runs `changeset version`, which bumps package.json, and the crx plugin copies that version into the manifest. Then `pnpm zip` builds and writes the store zip to `artifacts/`. Uploading to the Web Store is manual.",
        )
        .user("right, and that's the rule: never edit the version in manifest.json by hand, changesets owns the version")
        .assistant("Got it, the version only changes through changesets.")
        .user("the manual upload is annoying. put automating the web store upload (chrome-webstore-upload-cli in the release workflow) on the backlog")
        .file("Edit", "docs/release.md")
        .assistant("Added to docs/release.md as an open item: automate the Web Store upload in the release workflow.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["artifacts"] },
      { kind: "instruction", keys: ["changesets"] },
      { kind: "task", keys: ["upload"] },
    ],
  },
  {
    id: "b43-lint-slow",
    build: (s) =>
      s
        .user("why does `pnpm lint` take 3 minutes now?? it was 40s in summer. maybe the new typescript-eslint version?")
        .bash(
          "TIMING=1 npx eslint . 2>&1 | tail -4",
          "Rule                                     | Time (ms) | Relative\n:----------------------------------------|----------:|--------:\n@typescript-eslint/no-floating-promises  |    98110  |   61.2%\n@typescript-eslint/no-misused-promises   |    40225  |   25.1%",
        )
        .bash("npx eslint . --debug 2>&1 | grep -c 'storybook-static'", "1893")
        .assistant(
          "Not the version: eslint lints 1,893 files in `storybook-static/`, the built Storybook output, with the type-aware promise rules. The flat config has no ignore for it since the migration.",
        )
        .user("lol. ignore storybook-static obviously")
        .file("Edit", "eslint.config.js")
        .bash("time npx eslint . >/dev/null", "real\t0m44.210s")
        .assistant("Ignored `storybook-static/`; lint is back to 44 s.")
        .user("so the root cause was storybook-static being linted. good. and let's keep type-aware rules in CI only, editors run the fast config without them")
        .file("Write", "eslint.config.fast.js")
        .assistant("Added `eslint.config.fast.js` without the type-aware rules for editors; CI keeps the full config.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["storybook-static"] },
      { kind: "decision", keys: ["type-aware"] },
    ],
  },
  {
    id: "b43-gemini-turbo-filter",
    build: (s) =>
      s
        .user("you ran `turbo run build` for the whole repo again just to check the extension. that's 4 minutes of my life")
        .assistant("✦ Sorry about that. I'll scope it.")
        .bash(
          "npx turbo run build --filter=extension",
          "• Packages in scope: extension\n• Running build in 1 packages\nextension:build: ✓ built in 6.12s\n Tasks:    3 successful, 3 total",
        )
        .assistant("✦ The extension alone builds in about 6 s with its dependencies.")
        .user("yes. whenever you only need one app, use --filter. don't run the full pipeline unless I ask")
        .assistant("✦ Will do: `--filter` for single-app runs.")
        .user("also turbo printed a deprecation warning about `pipeline` in turbo.json, turbo 2 wants `tasks`. rename it some time, not in this PR")
        .bash("grep -n '\"pipeline\"' turbo.json", '  "pipeline": {')
        .assistant("✦ Confirmed `pipeline` is still there. Renaming it to `tasks` stays open.")
        .user("honestly I prefer nx's project graph UI over turbo's, but whatever, we're not switching")
        .assistant("✦ Understood.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["--filter"] },
      { kind: "task", keys: ["pipeline"] },
    ],
  },
  {
    id: "b43-styling-choice",
    build: (s) =>
      s
        .user("new settings screen in web. let's do it with css modules, they're simple")
        .file("Write", "apps/web/src/settings/Settings.module.css")
        .assistant("Started `Settings.module.css` with the layout grid. Should the inputs reuse the Tailwind form styles from the rest of the app?")
        .user("wait, the rest of web is tailwind. mixing is dumb. change of plan: tailwind everywhere in web, css modules only survive in the legacy admin app")
        .bash("rm apps/web/src/settings/Settings.module.css && grep -rln 'module.css' apps/web/src | wc -l", "0")
        .file("Write", "apps/web/src/settings/Settings.tsx")
        .assistant("Deleted the CSS module; Settings.tsx uses Tailwind like the rest of web.")
        .user("and please never use !important. I loathe it, fix the specificity instead")
        .assistant("No `!important` from me; I'll fix specificity instead.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "instruction", keys: ["!important"] },
    ],
  },
  {
    id: "b43-deps-policy",
    build: (s) =>
      s
        .user("a `^` range just pulled a broken minor of @floating-ui into the lockfile on Ivan's branch")
        .bash("git diff main -- pnpm-lock.yaml | grep '@floating-ui/dom'", "-  '@floating-ui/dom@1.6.10':\n+  '@floating-ui/dom@1.6.11':")
        .assistant("Yes, 1.6.11 came in through `^1.6.0`. It's the version with the broken `autoUpdate` cleanup.")
        .user("that's why I like exact versions. from now on we pin exact versions in package.json, no ^ or ~ ranges. renovate does the bumping anyway")
        .file("Write", ".npmrc")
        .assistant("Added `save-exact=true` to .npmrc and pinned @floating-ui/dom to 1.6.10.")
        .user("right. for context, renovate runs monday mornings and groups all the eslint stuff into one PR")
        .bash("grep -n 'schedule\\|groupName' renovate.json", '3:  "schedule": ["before 9am on monday"],\n7:      "groupName": "eslint"')
        .assistant("Matches renovate.json: Monday before 9am, with eslint packages grouped.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["exact"] },
      { kind: "fact", keys: ["renovate", "monday"] },
    ],
  },
  {
    id: "b43-empty-rename",
    build: (s) =>
      s
        .user("rename `UserBadge` to `AvatarChip` everywhere, the designers renamed it")
        .bash("grep -rl 'UserBadge' apps packages | wc -l", "14")
        .file("Edit", "packages/ui/src/AvatarChip.tsx")
        .bash("grep -rl 'UserBadge' apps packages | wc -l && pnpm --filter ui test", "0\n Test Files  42 passed (42)")
        .assistant("Renamed in 14 files, including the story and the test; the ui tests pass.")
        .user("nice one")
        .stop(),
    planted: [],
  },
  {
    id: "b43-tokens",
    build: (s) =>
      s
        .user("where do the color values in packages/ui come from? I want to tweak the primary blue")
        .bash(
          "head -5 packages/tokens/build/tokens.css && cat packages/tokens/package.json | grep build",
          ':root {\n  --color-primary-500: #2f6fed;\n  --color-primary-600: #2459c9;\n  "build": "style-dictionary build -c sd.config.mjs",',
        )
        .assistant(
          "They're design tokens in packages/tokens, generated by style-dictionary from the JSON export of the Figma variables. Editing tokens.css directly gets overwritten on the next build.",
        )
        .user("ugh figma. ok so changing the blue means going through the design team. fine.")
        .assistant("Yes, the primary blue has to change in Figma first.")
        .user("dark mode for the popup: it should follow prefers-color-scheme. not done yet, do it after the redesign lands")
        .assistant("Noted as open: popup dark mode via `prefers-color-scheme`, after the redesign.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tokens"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    id: "b43-vite-port",
    build: (s) =>
      s
        .user("why is web on 5174 and not the vite default?")
        .bash(
          "grep -n 'port' apps/web/vite.config.ts apps/docs/vite.config.ts",
          "apps/web/vite.config.ts:9:    port: 5174,\napps/docs/vite.config.ts:7:    port: 5173,",
        )
        .assistant("The docs site takes 5173, so web runs on 5174.")
        .user(
          "ok makes sense. but then set strictPort on both. I hate it when vite silently hops to another port and the proxy and OAuth redirect break. fail loudly instead, always",
        )
        .file("Edit", "apps/web/vite.config.ts")
        .file("Edit", "apps/docs/vite.config.ts")
        .assistant("`strictPort: true` in both configs; a taken port is now an error.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5174"] },
      { kind: "instruction", keys: ["strictport"] },
    ],
  },
  {
    id: "b43-ext-settings-storage",
    build: (s) =>
      s
        .user("users complain their settings don't follow them to their other laptop")
        .bash("grep -rn 'localStorage' src/options | head -3", "src/options/store.ts:11:  localStorage.setItem('settings', JSON.stringify(next));")
        .assistant(
          "The options page writes to `localStorage`, which is per profile and per device. `chrome.storage.sync` syncs across the user's browsers, but it allows 8 KB per item and about 100 KB in total, so the scan history wouldn't fit.",
        )
        .user("then settings go to storage.sync and the scan history goes to storage.local. decided")
        .file("Edit", "src/options/store.ts")
        .bash("pnpm --filter extension test src/options", " Test Files  3 passed (3)\n      Tests  17 passed (17)")
        .assistant("Settings now live in `chrome.storage.sync`, the history in `chrome.storage.local`; tests pass.")
        .user("existing users still have their settings in localStorage though. we'll need a one-time migration from localStorage on update. next week")
        .assistant("Open: a one-time migration of settings out of localStorage in `runtime.onInstalled`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["storage.sync", "8 kb"] },
      { kind: "decision", keys: ["storage.local"] },
      { kind: "task", keys: ["localstorage"] },
    ],
  },
  {
    id: "b43-empty-musing-prefs",
    build: (s) =>
      s
        .user("do you think we'd be better off with solid instead of react for the popup? it's so small, react feels heavy")
        .bash("du -h dist/popup/assets/*.js", "142K\tdist/popup/assets/index-9f2.js")
        .assistant(
          "The popup bundle is 142 kB, most of it react-dom. Preact with `preact/compat` would cut that to ~15 kB with few code changes; Solid would need a rewrite.",
        )
        .user("hmm preact is tempting. I'll think about it, no changes yet")
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b43-ts-build",
    build: (s) =>
      s
        .user("typechecking the whole monorepo runs tsc once per package and takes forever")
        .bash("time pnpm -r typecheck", "Scope: 12 of 13 workspace projects\nreal\t2m51.330s")
        .assistant(
          "Each package runs its own `tsc --noEmit` and rechecks its dependencies from source. With project references and `tsc --build`, each package is checked once and cached in .tsbuildinfo.",
        )
        .user("let's move to project references + tsc -b then")
        .file("Edit", "tsconfig.json")
        .bash("time npx tsc -b", "real\t0m48.902s")
        .assistant("Root tsconfig.json now references all 12 packages; `tsc -b` takes 49 s cold and a few seconds warm.")
        .user("packages/forms still has like 30 @ts-expect-error comments from the zod 3 upgrade. those need cleaning up at some point")
        .bash("grep -rc '@ts-expect-error' packages/forms/src | awk -F: '{s+=$2} END {print s}'", "31")
        .assistant("31 of them. Cleaning up the @ts-expect-error comments in packages/forms stays open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["project references"] },
      { kind: "task", keys: ["@ts-expect-error"] },
    ],
  },
];

export const BLIND43 = plantedSet(BLIND43_SESSIONS, Date.UTC(2026, 10, 2, 9));
