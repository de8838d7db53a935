/**
 * Blind planted set 102 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a frontend engineer on a Vue 3 + Nuxt e-learning platform (Pinia, i18n in five languages,
 * video players, accessibility) who thinks out loud and changes their mind mid-message before
 * settling; the agent speaks in Gemini CLI's voice ("I will now…", "I've updated…").
 * Each session is one segment; the items planted in it are listed with it: 70 items (17 decisions, 17 instructions,
 * 19 facts, 17 tasks) in 52 sessions, 12 of which plant nothing (53 user/assistant messages between them).
 * Every other message
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

export const BLIND102_SESSIONS: BlindSession[] = [
  {
    id: "b102-progress-persist",
    build: (s) =>
      s
        .user(
          "ok so the course progress store needs to survive a reload. I was going to say localStorage... hmm, but the offline mode stashes lesson blobs too and that blows past 5MB on the big courses. so no. let's go with IndexedDB through idb-keyval, it's tiny. yeah, idb-keyval.",
        )
        .assistant("Understood. I will add idb-keyval and wire it into the progress store's hydrate and persist actions.")
        .bash("pnpm add idb-keyval", "Packages: +1\n+ idb-keyval 6.2.1\nDone in 3.4s")
        .file("Edit", "stores/progress.ts")
        .assistant(
          "I've updated `stores/progress.ts`: `hydrate()` now reads from idb-keyval on client mount and `$subscribe` writes back, debounced at 500 ms.",
        )
        .user("nice, looks fine")
        .stop("The progress store now persists to IndexedDB."),
    planted: [{ kind: "decision", keys: ["idb-keyval"] }],
  },
  {
    id: "b102-i18n-strings",
    build: (s) =>
      s
        .user("can you check why the German course overview shows 'course.enroll.cta' instead of the text?")
        .bash(
          'grep -rn "course.enroll" locales/ | head',
          'locales/en.json:41:    "cta": "Enroll now",\nlocales/es.json:41:    "cta": "Inscríbete",\nlocales/pl.json:41:    "cta": "Zapisz się",\nlocales/ar.json:41:    "cta": "سجّل الآن"',
        )
        .assistant("The key is missing from `locales/de.json`. The other four locales have it. I can add a German string, but I'm not sure about the wording.")
        .user(
          "don't add it by hand. the translations aren't really ours, they live in the lms-translations repo and Crowdin syncs them into locales/ every night, so anything you put in de.json gets overwritten. I'll ping the translator. oh and while you're in there: no hardcoded strings in templates ever, everything goes through $t(), and that includes aria-labels, I keep finding English aria-labels in the Arabic build",
        )
        .file("Read", "components/course/EnrollButton.vue")
        .assistant("Noted. `EnrollButton.vue` already uses `$t('course.enroll.cta')`, so it will pick up the German string after the next sync.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["crowdin"] },
      { kind: "instruction", keys: ["aria-label"] },
    ],
  },
  {
    id: "b102-hls-player",
    build: (s) =>
      s
        .user(
          "the video player. current one is a homemade thing around <video> and it can't do adaptive bitrate. options I see: video.js, plyr, or hls.js straight. video.js is heavy... though it wraps hls anyway. hmm. plyr is pretty but the a11y of its menus is meh. ok final answer: hls.js directly, we keep our own controls since we already made them accessible.",
        )
        .assistant("Got it. I will install hls.js and attach it in `useVideoPlayer` when the browser has no native HLS support (Safari does).")
        .bash("pnpm add hls.js", "+ hls.js 1.5.15\nDone in 2.9s")
        .file("Edit", "composables/useVideoPlayer.ts")
        .bash("pnpm test:unit composables/useVideoPlayer", " ✓ composables/useVideoPlayer.spec.ts (6 tests) 212ms\n Test Files  1 passed (1)")
        .assistant("I've wired hls.js into `useVideoPlayer.ts`; on Safari it falls back to native playback. All 6 tests pass.")
        .user(
          "cool. captions are a separate thing — next sprint we need a caption track picker in our controls, right now it just uses the first track. not today though",
        )
        .stop("Understood, I've left the caption handling unchanged."),
    planted: [
      { kind: "decision", keys: ["hls.js"] },
      { kind: "task", keys: ["caption", "picker"] },
    ],
  },
  {
    id: "b102-hydration-question",
    build: (s) =>
      s
        .user("why am I getting a hydration mismatch on the lesson page? only in dev, only sometimes")
        .bash(
          "pnpm dev 2>&1 | grep -i hydration | head -3",
          '[Vue warn]: Hydration text mismatch in <span class="lesson-duration">\n  - rendered on server: "12 min"\n  - expected on client: "12 Min."',
        )
        .assistant(
          "The duration label is formatted on the server with the default locale and on the client with the user's locale. It may be that the locale cookie isn't read during SSR, but I haven't confirmed that yet.",
        )
        .user(
          "hm could be the cookie, or could be the i18n strategy setting. no idea honestly. can you just wrap that span in <ClientOnly> for now so I can keep going",
        )
        .file("Edit", "components/lesson/LessonHeader.vue")
        .assistant("I've wrapped the duration label in `<ClientOnly>` in `LessonHeader.vue`. The warning no longer appears.")
        .stop(),
    planted: [],
  },
  {
    id: "b102-focus-trap",
    build: (s) =>
      s
        .user(
          "the quiz result modal lets tab escape to the page behind it. can you fix that. and as a general thing: every modal has to trap focus, and we do it with our own useFocusTrap composable, not the focus-trap-vue package, that one fights with teleport",
        )
        .file("Read", "composables/useFocusTrap.ts")
        .file("Edit", "components/quiz/QuizResultModal.vue")
        .assistant("I've added `useFocusTrap(modalRef)` to `QuizResultModal.vue`, and focus now returns to the 'Submit' button when it closes.")
        .bash(
          "pnpm test:e2e -- --grep 'quiz modal'",
          "Running 2 tests using 1 worker\n  ✓ quiz modal › traps focus (1.8s)\n  ✓ quiz modal › restores focus (1.4s)\n  2 passed (6.1s)",
        )
        .user("great. fyi the axe check in CI only runs on /course and /checkout pages, so it never would've caught this one")
        .stop("Both e2e tests pass."),
    planted: [
      { kind: "instruction", keys: ["usefocustrap"] },
      { kind: "fact", keys: ["axe", "checkout"] },
    ],
  },
  {
    id: "b102-staging-api",
    build: (s) =>
      s
        .user("the login on staging is 404ing on /v1/auth/refresh, what's going on")
        .bash(
          "cat .env.staging",
          "NUXT_PUBLIC_API_BASE=https://api-stg.learnly.io\nNUXT_PUBLIC_MEDIA_BASE=https://media.learnly-cdn.net\n# TODO: drop legacy proxy",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://api-stg.learnly.io/v2/auth/refresh", "401")
        .assistant(
          "Staging's API is at api-stg.learnly.io and only answers `/v2/auth/refresh` there; `/v1/...` goes through the legacy proxy route in `nuxt.config.ts`, which forwards to a path that no longer exists. I will point the auth refresh call at v2.",
        )
        .file("Edit", "composables/useAuth.ts")
        .user(
          "ok yeah. and the proxy rule itself has to stay because the old mobile app still calls v1 through the web host. remind me to remove the /v1 proxy rule once mobile 4.2 is out, that's the version that stops using it",
        )
        .stop("I've switched the refresh call to `/v2/auth/refresh` in `useAuth.ts`."),
    planted: [
      { kind: "fact", keys: ["api-stg"] },
      { kind: "task", keys: ["proxy", "4.2"] },
    ],
  },
  {
    id: "b102-unit-tests",
    build: (s) =>
      s
        .user("run the tests for the cart store pls")
        .bash(
          "npx vitest run stores/cart.spec.ts",
          "Error: [nuxt] instance unavailable\n    at useNuxtApp (node_modules/nuxt/dist/app/nuxt.js:218:13)\n FAIL  stores/cart.spec.ts",
          1,
        )
        .assistant("The tests fail because `useNuxtApp` is unavailable when vitest runs without the Nuxt environment.")
        .user(
          "right, that's why: component and store tests always go through pnpm test:unit, never plain vitest. test:unit sets up the nuxt environment. please remember that, it's bitten like three people",
        )
        .bash("pnpm test:unit stores/cart.spec.ts", " ✓ stores/cart.spec.ts (11 tests) 340ms\n Test Files  1 passed (1)\n      Tests  11 passed (11)")
        .assistant("With `pnpm test:unit` all 11 cart store tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["test:unit"] }],
  },
  {
    id: "b102-quiz-store",
    build: (s) =>
      s
        .user(
          "thinking about how the quiz answers should live in pinia. one store per lesson? that's a lot of stores, and dynamic store ids are annoying with devtools. or one big store... I think one store, with a Map keyed by lessonId. actually wait, Maps don't serialize for SSR payload. ugh. ok a plain object keyed by lessonId then, same idea. go with that.",
        )
        .assistant("Understood: a single `useQuizStore` with `answers: Record<lessonId, Answer[]>`. I will refactor the per-lesson logic into it.")
        .file("Write", "stores/quiz.ts")
        .file("Edit", "components/quiz/QuizQuestion.vue")
        .bash("pnpm test:unit stores/quiz", " ✓ stores/quiz.spec.ts (7 tests) 98ms")
        .assistant("I've created `stores/quiz.ts` and updated `QuizQuestion.vue` to use it. All 7 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["object", "lessonid"] }],
  },
  {
    id: "b102-rtl-layout",
    build: (s) =>
      s
        .user("the sidebar chevrons point the wrong way in Arabic. is that a CSS thing or an icon thing?")
        .bash('grep -rn "margin-left\\|padding-right" components/course/ | wc -l', "23")
        .assistant(
          "It's both: the chevron icon isn't mirrored and there are 23 physical `margin-left`/`padding-right` declarations in `components/course/`. Arabic is the only locale that sets `dir=\"rtl\"` in `app.vue`, so only it shows this.",
        )
        .user(
          "yep arabic is our only RTL locale, and it'll stay that way for a while. ok so going forward, no more left/right in CSS, use the logical properties, margin-inline-start etc. fix the sidebar ones now, the rest whenever we touch those files",
        )
        .file("Edit", "components/course/CourseSidebar.vue")
        .assistant("I've converted `CourseSidebar.vue` to logical properties and added `rtl:rotate-180` to the chevron.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rtl", "arabic"] },
      { kind: "instruction", keys: ["margin-inline"] },
    ],
  },
  {
    id: "b102-vtt-cors",
    build: (s) =>
      s
        .user("subtitles don't load on localhost. console says CORS")
        .bash("curl -sI -H 'Origin: http://localhost:3000' https://media.learnly-cdn.net/c/412/en.vtt | grep -i access-control", "")
        .bash(
          "curl -sI -H 'Origin: https://app.learnly.io' https://media.learnly-cdn.net/c/412/en.vtt | grep -i access-control",
          "access-control-allow-origin: https://app.learnly.io",
        )
        .assistant(
          "Confirmed: the media CDN (media.learnly-cdn.net) serves the WebVTT files with CORS headers only for the production and staging origins. localhost gets no `Access-Control-Allow-Origin`, so the `<track>` element is blocked.",
        )
        .user(
          "ugh ok. that's a CDN config thing, not ours. follow-up for me: ask Tomasz to add localhost:3000 to the CDN CORS allowlist. for now can you point dev at the local fixtures",
        )
        .file("Edit", "nuxt.config.ts")
        .assistant("I've set `media.base` to `/fixtures/media` in the dev environment block of `nuxt.config.ts`; subtitles load locally now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["learnly-cdn"] },
      { kind: "task", keys: ["tomasz"] },
    ],
  },
  {
    id: "b102-git-flow",
    build: (s) =>
      s
        .user("commit the sidebar fix")
        .bash("git status --short", " M components/course/CourseSidebar.vue")
        .assistant("I will commit with the message `fix sidebar chevrons in rtl`.")
        .user(
          "wait, two things for the future. commits here are conventional commits with the app area as scope, so this one is `fix(sidebar): ...`. and never push straight to develop, it's always a branch + PR even for one-liners, the preview deploys hang off the PR",
        )
        .bash(
          "git checkout -b fix/sidebar-rtl && git commit -am 'fix(sidebar): mirror chevrons in rtl layouts'",
          "[fix/sidebar-rtl 4e1c2a9] fix(sidebar): mirror chevrons in rtl layouts\n 1 file changed, 9 insertions(+), 9 deletions(-)",
        )
        .assistant("I've committed on a new branch `fix/sidebar-rtl`. I haven't pushed it.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["conventional"] },
      { kind: "instruction", keys: ["develop"] },
    ],
  },
  {
    id: "b102-chitchat-friday",
    build: (s) =>
      s
        .user("morning. slow day, the design review got moved. what's in the git log since yesterday?")
        .bash(
          "git log --oneline --since=yesterday",
          "a81f3d2 feat(player): playback speed menu\n77c0e19 chore(deps): bump @nuxtjs/i18n\n3b2d9a0 fix(quiz): keep answers on back nav",
        )
        .assistant("Three commits since yesterday: the playback speed menu, an i18n module bump, and the quiz back-navigation fix.")
        .user(
          "lol the speed menu one was supposed to take a day and took four. anyway. what do you think, is it worth looking at the bundle size today or is that a rabbit hole",
        )
        .assistant(
          "It could be either. A quick `nuxi analyze` run takes a couple of minutes and would show whether anything stands out; whether to go deeper depends on what it shows.",
        )
        .user("eh, nah. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b102-eslint-config",
    build: (s) =>
      s
        .user(
          "eslint + prettier keep fighting over the vue template formatting. options: tweak prettier, or drop prettier and go all-in on @antfu/eslint-config which does formatting itself. I kinda liked prettier... but the fighting is worse. ok, drop prettier, antfu config it is.",
        )
        .bash(
          "pnpm remove prettier eslint-plugin-prettier && pnpm add -D @antfu/eslint-config",
          "- prettier 3.3.3\n- eslint-plugin-prettier 5.2.1\n+ @antfu/eslint-config 3.8.0",
        )
        .file("Write", "eslint.config.mjs")
        .bash("pnpm lint --fix", "✖ 4 problems (0 errors, 4 warnings)")
        .assistant(
          "I've replaced the Prettier setup with `@antfu/eslint-config` in `eslint.config.mjs`. `--fix` reformatted 212 files; 4 warnings remain, all `vue/no-unused-refs`.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["antfu"] }],
  },
  {
    id: "b102-images",
    build: (s) =>
      s
        .user(
          "course thumbnails: we need resizing. @nuxt/image, and then a provider... cloudinary is nice but it's another bill and finance will ask. ipx runs in our own nitro server. go with ipx. we can switch later if it's slow",
        )
        .bash("pnpm add @nuxt/image", "+ @nuxt/image 1.8.1")
        .file("Edit", "nuxt.config.ts")
        .file("Edit", "components/course/CourseCard.vue")
        .assistant('I\'ve added `@nuxt/image` with the ipx provider and switched `CourseCard.vue` to `<NuxtImg>` with `sizes="sm:100vw md:50vw lg:320px"`.')
        .user("nice. the source jpgs in public/thumbnails are huge btw. later, not now: convert that whole folder to webp")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ipx"] },
      { kind: "task", keys: ["webp"] },
    ],
  },
  {
    id: "b102-player-shortcuts",
    build: (s) =>
      s
        .user("a blind learner reported that J and K do weird stuff when they use the player. can you look")
        .file("Read", "composables/usePlayerShortcuts.ts")
        .assistant(
          "The shortcuts listen on `window`, so J/K seek the video even when focus is elsewhere. My guess is that this collides with a screen reader's browse-mode keys, but I can't test a screen reader here.",
        )
        .user(
          "I tested it with NVDA on my windows box: confirmed, J/K/L collide with NVDA's quick navigation keys in browse mode. so: the shortcuts only work when the player itself has focus. not globally. do that",
        )
        .file("Edit", "composables/usePlayerShortcuts.ts")
        .bash("pnpm test:unit usePlayerShortcuts", " ✓ composables/usePlayerShortcuts.spec.ts (9 tests) 77ms")
        .assistant(
          "I've moved the keydown listener from `window` to the player container, so the shortcuts only fire while the player has focus. 9 tests pass.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["nvda"] },
      { kind: "decision", keys: ["shortcuts", "focus"] },
    ],
  },
  {
    id: "b102-auth-store",
    build: (s) =>
      s
        .user("where's the session store? I'm looking in stores/ and there's no auth anything")
        .bash("grep -rln \"defineStore('session'\" --include=*.ts .", "./layers/auth/stores/session.ts")
        .assistant(
          "The session store is defined in `layers/auth/stores/session.ts`. The auth code is a Nuxt layer, and the app extends it in `nuxt.config.ts`.",
        )
        .user("ahh right, the auth layer. that's where all the auth stuff lives, login pages too. ok thanks")
        .file("Read", "layers/auth/stores/session.ts")
        .stop("The store exposes `user`, `token` and `refresh()`."),
    planted: [{ kind: "fact", keys: ["layers/auth"] }],
  },
  {
    id: "b102-date-format",
    build: (s) =>
      s
        .user("the lesson release dates show 'Invalid Date' in German on my iPhone")
        .file("Read", "components/course/ReleaseDate.vue")
        .assistant(
          "`ReleaseDate.vue` calls `toLocaleDateString('de')` on a string like `2026-11-05 09:00`, which Safari doesn't parse. The `useFormatDate` composable already parses ISO strings safely.",
        )
        .user(
          "yeah that's exactly why useFormatDate exists. rule: dates always go through useFormatDate, nobody calls toLocaleDateString directly in components. can you swap it",
        )
        .file("Edit", "components/course/ReleaseDate.vue")
        .bash("grep -rn toLocaleDateString components/ | wc -l", "0")
        .assistant("I've replaced the call with `useFormatDate`; there are no more direct `toLocaleDateString` calls in `components/`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["useformatdate"] }],
  },
  {
    id: "b102-checkout-label",
    build: (s) =>
      s
        .user("I want to tweak the checkout summary layout a bit, it's cramped on mobile")
        .file("Read", "pages/checkout/index.vue")
        .assistant("I can change the summary to a single column below 640px. Note that `pages/checkout` has a CODEOWNERS entry.")
        .user(
          "oh right, hold on. Marta owns the checkout flow, anything in there needs her review before merge, so let me not touch it today. but I noticed the coupon input has no label at all, screen readers just say 'edit text'. I'll open a ticket for that coupon label, remind me if I forget",
        )
        .bash("cat .github/CODEOWNERS | grep checkout", "/pages/checkout/ @marta-k")
        .assistant("Understood, I won't change the checkout page.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta"] },
      { kind: "task", keys: ["coupon"] },
    ],
  },
  {
    id: "b102-nuxt-version",
    build: (s) =>
      s
        .user("should we upgrade nuxt? renovate opened a PR for 3.14")
        .bash("pnpm why @nuxtjs/i18n && cat node_modules/@nuxtjs/i18n/package.json | grep '\"nuxt\"'", '@nuxtjs/i18n 8.5.5\n    "nuxt": "^3.13.0"')
        .assistant("@nuxtjs/i18n 8.5.5 declares support up to Nuxt 3.13. Its issue tracker has open reports of route-locale bugs on 3.14.")
        .user(
          "hmm. I'd like the new dev tools... but five locales breaking is worse. ok: we stay on nuxt 3.13 for now, close the renovate PR. and we revisit the nuxt upgrade when @nuxtjs/i18n v9 is stable, put that somewhere",
        )
        .bash("gh pr close 812 -c 'Staying on 3.13 for now'", "✓ Closed pull request #812 (chore(deps): update nuxt to v3.14.0)")
        .stop("I've closed PR #812."),
    planted: [
      { kind: "decision", keys: ["3.13"] },
      { kind: "task", keys: ["i18n", "v9"] },
    ],
  },
  {
    id: "b102-tailwind-pref",
    build: (s) =>
      s
        .user("make a new LessonNotesPanel component, a textarea with autosave and a char counter")
        .assistant("I will create `components/lesson/LessonNotesPanel.vue` with a `<style scoped>` block for the layout.")
        .user("no scoped styles please, I prefer tailwind utility classes over scoped CSS for new components. the old ones can stay as they are")
        .file("Write", "components/lesson/LessonNotesPanel.vue")
        .bash("pnpm test:unit LessonNotesPanel", " ✓ components/lesson/LessonNotesPanel.spec.ts (3 tests) 120ms")
        .assistant("I've created `LessonNotesPanel.vue` with Tailwind classes, a 1 s debounced autosave and a counter tied to `maxlength=2000`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["tailwind", "scoped"] }],
  },
  {
    id: "b102-netlify-build",
    build: (s) =>
      s
        .user("netlify build failed with some weird syntax error, locally it's fine")
        .bash("cat .nvmrc && node -v", "20.11.1\nv22.4.0")
        .assistant("You're on Node 22 locally, and `.nvmrc` pins 20.11.1. Netlify reads `.nvmrc`, so it builds with 20.11.")
        .user("yes, node is pinned to 20.11 in .nvmrc and netlify uses that. so something we use needs a newer node. what's failing")
        .bash(
          "nvm use && pnpm build 2>&1 | tail -3",
          "SyntaxError: Invalid regular expression flags\n    at file:///home/dev/src/app/utils/slug.ts:4\n ERROR  Nuxt build error",
        )
        .assistant("`utils/slug.ts` uses the `v` regex flag, which Node 20.11 doesn't support. I will rewrite that regex with the `u` flag.")
        .file("Edit", "utils/slug.ts")
        .stop("The build passes on Node 20.11 now."),
    planted: [{ kind: "fact", keys: ["20.11"] }],
  },
  {
    id: "b102-certificates",
    build: (s) =>
      s
        .user(
          "course completion certificates. client-side with jspdf? it'd be easy but then anyone can forge one by editing the DOM... no wait, that's not even the issue, the issue is we need them verifiable. server-side then. a nitro route with pdfmake. yes, pdfmake in a nitro route.",
        )
        .assistant("Understood. I will create `server/api/certificates/[id].get.ts` using pdfmake, with a verification hash printed on the certificate.")
        .bash("pnpm add pdfmake", "+ pdfmake 0.2.14")
        .file("Write", "server/api/certificates/[id].get.ts")
        .bash("curl -s localhost:3000/api/certificates/demo -o /tmp/c.pdf && file /tmp/c.pdf", "/tmp/c.pdf: PDF document, version 1.3, 1 page(s)")
        .assistant("The route returns a one-page PDF. Arabic names render as boxes, because pdfmake's default Roboto font has no Arabic glyphs.")
        .user("yeah, known. TODO for later: bundle an arabic font into the pdfmake vfs. skip it today")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pdfmake"] },
      { kind: "task", keys: ["vfs"] },
    ],
  },
  {
    id: "b102-consent",
    build: (s) =>
      s
        .user("marketing wants a pixel on the pricing page. add it? I'm not sure how we usually do this")
        .file("Read", "composables/useConsent.ts")
        .assistant("There's a `useConsent()` composable that exposes `granted('marketing')`. I can load the pixel script only when that returns true.")
        .user(
          "yes. and make it a rule: no tracking script of any kind gets added without going through useConsent(), we had a GDPR complaint last year. do it that way here",
        )
        .file("Edit", "pages/pricing.vue")
        .assistant("I've added the pixel to `pages/pricing.vue`, gated on `useConsent().granted('marketing')`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["useconsent"] }],
  },
  {
    id: "b102-log-noise",
    build: (s) =>
      s
        .user("what's all this noise in the build output")
        .bash(
          "pnpm build 2>&1 | grep -i warn | head -4",
          "WARN  [@nuxtjs/i18n] Locale 'ar' should always define 'dir'\nWARN  Browserslist: caniuse-lite is outdated. You must run npx update-browserslist-db@latest\nWARN  [vite] TODO comments found in 3 files\nWARN  never use v-html with user content (lint rule vue/no-v-html)",
        )
        .assistant(
          "Four warnings: the i18n module wants `dir` on the `ar` locale, caniuse-lite is out of date, a vite plugin lists TODO comments, and there's a `vue/no-v-html` lint warning.",
        )
        .user("is the v-html one real? like is there user content going in there")
        .bash("grep -rn v-html components/ | head", 'components/lesson/LessonBody.vue:14:    <div v-html="sanitized" />')
        .assistant(
          "It's in `LessonBody.vue`, and the bound value is `sanitized`, which comes from DOMPurify. So it may be fine, though I haven't checked every caller.",
        )
        .user("ok whatever, leave it. just run the browserslist update")
        .bash(
          "npx update-browserslist-db@latest",
          "Latest version:     1.0.30001680\nInstalled version:  1.0.30001651\ncaniuse-lite has been successfully updated",
        )
        .stop("I've updated caniuse-lite."),
    planted: [],
  },
  {
    id: "b102-sentry",
    build: (s) =>
      s
        .user("why do we only see some of the player errors in sentry? the support team reports way more")
        .bash("grep -n tracesSampleRate -A1 sentry.client.config.ts", "7:  tracesSampleRate: 0.2,\n8:  sampleRate: 0.2,")
        .assistant("Both `sampleRate` and `tracesSampleRate` are 0.2 in `sentry.client.config.ts`, so 80% of client errors are dropped before they're sent.")
        .user("ah right. yes sentry samples at 0.2 in prod, that's on purpose, we're on the cheap plan. so that explains it. ok nevermind then")
        .file("Read", "sentry.client.config.ts")
        .stop(),
    planted: [{ kind: "fact", keys: ["sentry", "0.2"] }],
  },
  {
    id: "b102-sidebar-perf",
    build: (s) =>
      s
        .user("the 'Complete Web Dev' course has 340 lessons and the sidebar takes like 2 seconds to open. profile it?")
        .bash("pnpm test:perf sidebar", "CourseSidebar mount (340 items): 1843ms\nCourseSidebar mount (40 items): 96ms")
        .assistant("Mount time grows with the lesson count: 1.8 s for 340 lessons against 96 ms for 40. Each row mounts a tooltip and a progress ring.")
        .user("yeah figured. not now, but next sprint we need to virtualize the lesson sidebar for the huge courses. for today just lazy-mount the tooltips")
        .file("Edit", "components/course/CourseSidebarItem.vue")
        .bash("pnpm test:perf sidebar", "CourseSidebar mount (340 items): 912ms\nCourseSidebar mount (40 items): 61ms")
        .assistant("Lazy-mounting the tooltips halves the mount time for 340 lessons, to 912 ms.")
        .stop(),
    planted: [{ kind: "task", keys: ["virtualize"] }],
  },
  {
    id: "b102-e2e-selectors",
    build: (s) =>
      s
        .user("the enroll e2e test fails in the polish run")
        .bash(
          "pnpm test:e2e --project=pl enroll",
          "  ✘ enroll › shows confirmation (5.2s)\n    Error: locator.click: Timeout 5000ms exceeded.\n    waiting for getByText('Enroll now')",
        )
        .assistant("The test finds the button by its English text, and in the Polish run the text is 'Zapisz się'.")
        .user(
          "right. e2e tests select by data-testid, never by visible text, because we run them in all five locales. please fix this one and keep to that. oh and the e2e suite runs against the seeded course intro-to-js with the demo@learnly.io user, in case you need ids",
        )
        .file("Edit", "e2e/enroll.spec.ts")
        .file("Edit", "components/course/EnrollButton.vue")
        .bash("pnpm test:e2e enroll", "  ✓ 5 passed (21.4s)")
        .assistant('I\'ve added `data-testid="enroll-cta"` and switched the test to it; it passes in all five locales.')
        .stop(),
    planted: [
      { kind: "instruction", keys: ["data-testid"] },
      { kind: "fact", keys: ["intro-to-js"] },
    ],
  },
  {
    id: "b102-autoplay",
    build: (s) =>
      s
        .user(
          "product asked for autoplay of the next lesson. I'm torn. on by default is what netflix does... but for learning it's bad, people need to stop and think, and it's an a11y thing too (WCAG 2.2.2-ish). ok: autoplay next lesson is off by default, with a toggle in the player settings.",
        )
        .assistant("Understood. I will add an `autoplayNext` preference, default `false`, and a toggle in the settings menu.")
        .file("Edit", "stores/preferences.ts")
        .file("Edit", "components/player/PlayerSettingsMenu.vue")
        .bash(
          "pnpm test:unit preferences PlayerSettingsMenu",
          " ✓ stores/preferences.spec.ts (5 tests)\n ✓ components/player/PlayerSettingsMenu.spec.ts (8 tests)",
        )
        .assistant("I've added the toggle; the preference is persisted with the rest of the user preferences.")
        .stop(),
    planted: [{ kind: "decision", keys: ["autoplay"] }],
  },
  {
    id: "b102-typo-fix",
    build: (s) =>
      s
        .user("there's a typo on the pricing page, 'Anual plan'. fix pls")
        .bash("grep -rn 'Anual' locales/", 'locales/en.json:88:    "annual": "Anual plan"')
        .file("Edit", "locales/en.json")
        .assistant("I've fixed it in `locales/en.json`: 'Annual plan'.")
        .user("thx. does the spanish one look right to you? 'Plan anual'")
        .assistant("Yes, 'Plan anual' is correct in Spanish.")
        .stop(),
    planted: [],
  },
  {
    id: "b102-fonts",
    build: (s) =>
      s
        .user("lighthouse dinged us for render-blocking fonts")
        .bash(
          "grep -n fonts.googleapis nuxt.config.ts",
          "34:        { rel: 'stylesheet', href: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;600&display=swap' },",
        )
        .assistant("Inter is loaded from Google Fonts as a render-blocking stylesheet. I can add `preconnect` hints now, or self-host the font.")
        .user(
          "add the preconnect for now. before launch we have to swap Inter to the self-hosted version though, legal doesn't want requests going to google. don't let me forget that",
        )
        .file("Edit", "nuxt.config.ts")
        .assistant("I've added `preconnect` for fonts.googleapis.com and fonts.gstatic.com.")
        .stop(),
    planted: [{ kind: "task", keys: ["inter", "self-hosted"] }],
  },
  {
    id: "b102-use-api",
    build: (s) =>
      s
        .user(
          "every page does its own useFetch with headers and the base url and error toast copy-pasted. I want one wrapper. useApi? or a $fetch instance plugin... the plugin is more flexible but the composable keeps the SSR dedupe from useFetch. composable. a single useApi composable, everything goes through it",
        )
        .file("Write", "composables/useApi.ts")
        .file("Edit", "pages/courses/index.vue")
        .assistant("I've created `composables/useApi.ts` and migrated `pages/courses/index.vue` as a first example.")
        .user(
          "good. put it directly in composables/, not composables/api/. we keep composables flat, no subfolders, since nuxt's auto-import doesn't scan nested dirs by default",
        )
        .bash("ls composables/", "useApi.ts  useAuth.ts  useConsent.ts  useFocusTrap.ts  useFormatDate.ts  usePlayerShortcuts.ts  useVideoPlayer.ts")
        .stop("It's at `composables/useApi.ts`."),
    planted: [
      { kind: "decision", keys: ["useapi"] },
      { kind: "instruction", keys: ["subfolders"] },
    ],
  },
  {
    id: "b102-transcript-search",
    build: (s) =>
      s
        .user(
          "searching inside a lesson's transcript. server-side with meilisearch? overkill for one transcript. client-side with fuse.js, the transcript is already loaded for captions anyway. fuse.js, go",
        )
        .bash("pnpm add fuse.js", "+ fuse.js 7.0.0")
        .file("Write", "components/lesson/TranscriptSearch.vue")
        .assistant("I've added `TranscriptSearch.vue`, which builds a Fuse index over the cue texts and scrolls to the matching cue.")
        .user("sweet. remind me to check how it performs on the 3 hour webinar recordings, those transcripts are massive")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fuse.js"] },
      { kind: "task", keys: ["webinar"] },
    ],
  },
  {
    id: "b102-brand-contrast",
    build: (s) =>
      s
        .user("does the brand orange pass contrast for the small link text?")
        .bash("npx wcag-contrast '#F26B1D' '#FFFFFF'", "Contrast ratio: 3.02:1\nAA normal text: FAIL\nAA large text: PASS")
        .assistant("No. #F26B1D on white is 3.02:1, which fails AA for normal-size text and passes only for large text.")
        .user(
          "figured. so: for text we use the darker #C4500C, the bright one only for buttons and big headings. can you update the link color token. and I need to ask design to rename the tokens, 'orange' and 'orange-text' is confusing, that's on me, later",
        )
        .file("Edit", "tailwind.config.ts")
        .bash("npx wcag-contrast '#C4500C' '#FFFFFF'", "Contrast ratio: 4.71:1\nAA normal text: PASS")
        .assistant("I've set `colors.link` to #C4500C in `tailwind.config.ts`; it's 4.71:1 on white.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["f26b1d"] },
      { kind: "decision", keys: ["c4500c"] },
      { kind: "task", keys: ["design", "rename"] },
    ],
  },
  {
    id: "b102-offline-downloads",
    build: (s) =>
      s
        .user(
          "offline downloads. how many courses per device? unlimited sounds generous but iOS evicts storage when it gets big. 5? 3? let's say... 3 courses per device, max. yeah 3",
        )
        .assistant("Understood. I will cap offline downloads at 3 courses per device in the download manager and disable the button when the cap is reached.")
        .file("Edit", "stores/downloads.ts")
        .bash("pnpm test:unit downloads", " ✓ stores/downloads.spec.ts (6 tests) 88ms")
        .user(
          "ok. and one more rule for anything touching the player or downloads: always test it on iOS Safari via browserstack before you call it done, desktop chrome tells you nothing. follow-up for later: show a storage quota warning before a download starts",
        )
        .stop("The 6 download tests pass."),
    planted: [
      { kind: "decision", keys: ["3 courses"] },
      { kind: "instruction", keys: ["browserstack"] },
      { kind: "task", keys: ["quota"] },
    ],
  },
  {
    id: "b102-pinia-question",
    build: (s) =>
      s
        .user("quick q: setup stores or option stores in pinia, what's the difference again for SSR?")
        .assistant(
          "Functionally they behave the same for SSR. The main differences: setup stores can use composables and watchers directly, but any state you don't return isn't serialized into the payload, and `$reset()` isn't built in.",
        )
        .user("hm so maybe setup stores for the new ones? or keep them consistent... I don't know. honestly it doesn't matter much for what I'm doing today")
        .assistant("Sure. I can write down the trade-offs if that helps the conversation.")
        .user("nah it's fine, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b102-dependency-audit",
    build: (s) =>
      s
        .user("run pnpm audit and tell me if anything's bad")
        .bash(
          "pnpm audit --prod",
          "┌─────────────────────┬──────────────────────────────────────┐\n│ moderate            │ micromatch ReDoS                     │\n│ Package             │ micromatch                           │\n│ Recommendation      │ Upgrade to >=4.0.8. You must always  │\n│                     │ audit transitive deps                │\n└─────────────────────┴──────────────────────────────────────┘\n1 vulnerabilities found",
        )
        .assistant("One moderate: a ReDoS in micromatch, pulled in transitively. It's build-time only here, so it probably doesn't affect users.")
        .user("can you bump it with an override")
        .file("Edit", "package.json")
        .bash("pnpm install && pnpm audit --prod", "No known vulnerabilities found")
        .assistant("I've added a `pnpm.overrides` entry for micromatch 4.0.8; the audit is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b102-playback-speed-bug",
    build: (s) =>
      s
        .user("playback speed resets to 1x when the next lesson loads. is that a bug or did someone do that on purpose?")
        .file("Read", "composables/useVideoPlayer.ts")
        .assistant(
          "`useVideoPlayer` creates a fresh `playbackRate` ref per video and nothing reads the saved speed. I can't tell from the code whether that's deliberate; there's no comment about it.",
        )
        .user("maybe it's because of the hls re-attach? or maybe the preference was never wired up. can you just check git blame on that line")
        .bash("git blame -L 42,44 composables/useVideoPlayer.ts", "a81f3d2 (jonas 2026-10-30) const playbackRate = ref(1)")
        .assistant("It came in with `a81f3d2`, the playback speed menu commit, by Jonas. The commit message doesn't say anything about resets.")
        .user("huh ok. not worth chasing right now, don't change anything")
        .stop(),
    planted: [],
  },
  {
    id: "b102-thinking-aloud",
    build: (s) =>
      s
        .user(
          "thinking about whether we should move the quiz timer into a web worker. the timer drifts when the tab is in the background... actually no, scratch that, the drift is only cosmetic since the server checks submit times anyway. forget it",
        )
        .assistant("Understood, I'll leave the timer as it is.")
        .user("what does the server actually check, out of curiosity?")
        .bash(
          "grep -n 'submittedAt' server/api/quiz/submit.post.ts",
          "18:  if (submittedAt - startedAt > quiz.limitMs + 5000) throw createError({ statusCode: 422 })",
        )
        .assistant("It rejects a submission when more than the quiz's time limit plus 5 seconds has passed since it started.")
        .stop(),
    planted: [],
  },
  {
    id: "b102-storybook-try",
    build: (s) =>
      s
        .user("could we add storybook for the player controls? what would that take")
        .bash(
          "pnpm dlx storybook@latest init --dry-run 2>&1 | tail -3",
          "• Detected framework: nuxt\n• Would install 14 packages\n• Would add .storybook/main.ts",
        )
        .assistant("Storybook detects Nuxt and would add 14 packages and a `.storybook/` folder. The Nuxt integration is still marked experimental.")
        .user("14 packages for that... hmm. maybe histoire instead? I don't know. nah, forget it, it was just a thought")
        .assistant("Okay, I haven't installed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b102-ci-red",
    build: (s) =>
      s
        .user("CI is red on my branch, what failed")
        .bash(
          "gh run view --log-failed | tail -5",
          "lint\tpnpm lint\t/home/runner/work/app/components/quiz/QuizTimer.vue\nlint\tpnpm lint\t  12:7  error  'elapsed' is assigned a value but never used  unused-imports/no-unused-vars\nlint\tpnpm lint\t✖ 1 problem (1 error, 0 warnings)",
        )
        .assistant("One lint error: `elapsed` is assigned but never used in `QuizTimer.vue` at line 12.")
        .user("just remove it")
        .file("Edit", "components/quiz/QuizTimer.vue")
        .bash("pnpm lint", "✔ No problems")
        .assistant("I've removed the unused variable; lint passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b102-locale-detection",
    build: (s) =>
      s
        .user("a user in Vienna complains the site keeps jumping to English. how does locale detection work right now?")
        .file("Read", "i18n.config.ts")
        .assistant(
          "`detectBrowserLanguage` is on with `redirectOn: 'root'`, so a visit to `/` redirects by `Accept-Language`, and the cookie is only written after an explicit switch.",
        )
        .user(
          "ok so. I was going to say keep the Accept-Language redirect and just fix the cookie... but Googlebot crawls without that header and Piotr said it's messing up indexing. (Piotr owns SEO, hreflang and all that, he's the one to ask about anything URL-ish.) so: no browser redirect at all, the chosen locale is remembered in the i18n_locale cookie and that's the only thing we look at. do that",
        )
        .file("Edit", "i18n.config.ts")
        .bash(
          "pnpm test:e2e locale",
          "  ✓ locale › root stays on default without cookie (1.2s)\n  ✓ locale › cookie i18n_locale=de serves /de (1.5s)\n  2 passed",
        )
        .assistant("I've turned off the browser-language redirect and set `cookieKey: 'i18n_locale'`. Both locale e2e tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["i18n_locale"] },
      { kind: "fact", keys: ["piotr"] },
    ],
  },
  {
    id: "b102-progress-reporting",
    build: (s) =>
      s
        .user("a learner says she watched the whole video and the lesson isn't marked complete")
        .bash(
          "grep -n 'setInterval\\|threshold' composables/useWatchProgress.ts server/api/progress.post.ts",
          "composables/useWatchProgress.ts:22:  setInterval(report, 15_000)\nserver/api/progress.post.ts:31:  const threshold = 0.9",
        )
        .assistant(
          "The player reports watch progress to `/api/progress` every 15 seconds, and the backend marks a lesson complete at 90% watched. If she closed the tab within 15 s of reaching 90%, the last report never went out.",
        )
        .user(
          "yes that's how it works, reports every 15s and complete at 90%, that part is fine and stays. the gap is the last chunk. not today, but we need to also send progress on pagehide with sendBeacon so we don't lose the tail. write that down",
        )
        .stop("Understood, I haven't changed the reporting."),
    planted: [
      { kind: "fact", keys: ["90%"] },
      { kind: "task", keys: ["pagehide"] },
    ],
  },
  {
    id: "b102-pnpm-workspace",
    build: (s) =>
      s
        .user("add dayjs to the admin app")
        .bash("npm install dayjs", "added 1 package, and audited 1432 packages in 9s\nnpm warn old lockfile: package-lock.json created")
        .assistant("I've installed dayjs. npm created a `package-lock.json`.")
        .user(
          "argh no. delete that lockfile. this is a pnpm repo, never npm install here, it makes a package-lock and CI chokes on two lockfiles. also the admin app isn't the root package, it's its own workspace package in apps/admin",
        )
        .bash(
          "rm package-lock.json && git checkout package.json && pnpm --filter ./apps/admin add dayjs",
          "apps/admin                               |  +1 +\n+ dayjs 1.11.13",
        )
        .assistant("I've removed `package-lock.json`, reverted the root `package.json`, and added dayjs to `apps/admin` with pnpm.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["package-lock"] },
      { kind: "fact", keys: ["apps/admin"] },
    ],
  },
  {
    id: "b102-reduced-motion",
    build: (s) =>
      s
        .user("the confetti on course completion, someone with vestibular issues wrote in that it made them dizzy")
        .file("Read", "components/course/CompletionCelebration.vue")
        .assistant("The confetti animation runs unconditionally for 3 seconds. I could check `prefers-reduced-motion` and show a static badge instead.")
        .user(
          "yes do that. and not just here: every animation we ship has to respect prefers-reduced-motion from now on, transitions included. I'll also ask Ola to do a screen reader pass on the whole completion screen, she hasn't seen it yet. that's for next week",
        )
        .file("Edit", "components/course/CompletionCelebration.vue")
        .bash("pnpm test:unit CompletionCelebration", " ✓ components/course/CompletionCelebration.spec.ts (4 tests) 65ms")
        .assistant("I've gated the confetti on `usePreferredReducedMotion()`; with reduced motion a static badge is shown. 4 tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["reduced-motion"] },
      { kind: "task", keys: ["ola"] },
    ],
  },
  {
    id: "b102-hls-fallback",
    build: (s) =>
      s
        .user(
          "when hls.js hits a fatal network error the player just shows black. what should it do... show an error and a retry button? or fall back straight to the mp4? hmm, retry first, once, and if that fails fall back to the mp4. yes, that.",
        )
        .bash("aws s3 ls s3://learnly-media/c/412/ | grep mp4", "2026-09-14 11:02:51  148210331 720p.mp4")
        .assistant("Every course folder I checked has a `720p.mp4` next to the HLS playlists. I will use that as the fallback source.")
        .user("yep, the encoder pipeline writes a 720p mp4 for every single video, you can rely on it")
        .file("Edit", "composables/useVideoPlayer.ts")
        .bash("pnpm test:unit useVideoPlayer", " ✓ composables/useVideoPlayer.spec.ts (8 tests) 240ms")
        .assistant(
          "I've added the handler: on a fatal error it calls `startLoad()` once, and on a second fatal error it destroys hls.js and sets `src` to the 720p mp4.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["mp4"] },
      { kind: "fact", keys: ["720p"] },
    ],
  },
  {
    id: "b102-plural-forms",
    build: (s) =>
      s
        .user("'1 lekcji' in Polish is wrong, should be '1 lekcja'. where does that come from")
        .bash("grep -n 'lessonsCount' components/course/CourseCard.vue", "27:      {{ count }} {{ $t('course.lessons') }}")
        .assistant("`CourseCard.vue` prints the number and a fixed word next to each other, so the noun never changes with the count.")
        .file("Read", "i18n.config.ts")
        .assistant(
          "`i18n.config.ts` defines custom `pluralRules` for `pl` (3 forms) and `ar` (6 forms), since vue-i18n's default rule only knows two. They only apply when a message is translated with a count.",
        )
        .user(
          "right, that's what the pluralRules are for. so: anything with a number in it goes through $t(key, count) plural messages, never number + word concatenation in the template. fix this one",
        )
        .file("Edit", "components/course/CourseCard.vue")
        .stop("`CourseCard.vue` now uses `$t('course.lessons', count)`."),
    planted: [
      { kind: "fact", keys: ["pluralrules"] },
      { kind: "instruction", keys: ["concatenation"] },
    ],
  },
  {
    id: "b102-release-train",
    build: (s) =>
      s
        .user("when does the offline store change go live?")
        .bash(
          "cat netlify.toml | grep -A3 'context.production'",
          '[context.production]\n  command = "pnpm build"\n  # deploys: tue/thu 10:00 CET from main (release-train action)',
        )
        .assistant(
          "The web app deploys from `main` on Tuesdays and Thursdays at 10:00 CET through the release-train action. Your change merged yesterday, so it goes out Thursday.",
        )
        .user(
          "right, tuesdays and thursdays. ok. then before friday we need a migration note for the mobile team about the offline store moving to IndexedDB, their webview reads that data. I'll write it, just don't let me forget",
        )
        .file("Read", "stores/progress.ts")
        .stop("Okay."),
    planted: [
      { kind: "fact", keys: ["tuesdays"] },
      { kind: "task", keys: ["migration note"] },
    ],
  },
  {
    id: "b102-drag-quiz",
    build: (s) =>
      s
        .user(
          "new quiz type: put the steps in order, drag and drop. vuedraggable? last I checked the vue 3 version was half abandoned. there's useSortable in vueuse which wraps sortablejs... we already have vueuse. ok useSortable it is. and generally, I don't want new deps for things vueuse already does",
        )
        .file("Write", "components/quiz/QuizOrderSteps.vue")
        .bash("pnpm add sortablejs && pnpm test:unit QuizOrderSteps", "+ sortablejs 1.15.3\n ✓ components/quiz/QuizOrderSteps.spec.ts (5 tests) 143ms")
        .assistant("I've built `QuizOrderSteps.vue` on `useSortable` from `@vueuse/integrations`, which needs `sortablejs` as a peer. 5 tests pass.")
        .user(
          "hm, wait, keyboard users can't reorder at all now. ok that needs move up / move down buttons on each step, but that's follow-up work, let's ship the pointer version to the beta first",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["usesortable"] },
      { kind: "instruction", keys: ["vueuse"] },
      { kind: "task", keys: ["move up"] },
    ],
  },
  {
    id: "b102-feature-flags",
    build: (s) =>
      s
        .user("the new player is behind a flag right? where do flags come from")
        .bash(
          "grep -rn 'growthbook' plugins/ | head -3",
          "plugins/flags.client.ts:3:import { GrowthBook } from '@growthbook/growthbook'\nplugins/flags.client.ts:11:  refreshInterval: 60_000,",
        )
        .assistant("Flags come from GrowthBook via `plugins/flags.client.ts`, refreshed every 60 seconds. The new player is behind `new_player`.")
        .user(
          "ah growthbook, yes. it's at 100% since monday. we have to clean up the new_player flag and delete the old player code at some point, add that to the backlog list. not now",
        )
        .file("Read", "plugins/flags.client.ts")
        .stop(),
    planted: [
      { kind: "fact", keys: ["growthbook"] },
      { kind: "task", keys: ["new_player"] },
    ],
  },
  {
    id: "b102-lesson-comments",
    build: (s) =>
      s
        .user(
          "lesson comments need formatting. plain text + linkify? or markdown... learners paste code a lot, so markdown. marked or markdown-it? markdown-it, it has the plugin for code highlighting we want, and the output goes through DOMPurify like everything else",
        )
        .bash("pnpm add markdown-it && pnpm add -D @types/markdown-it", "+ markdown-it 14.1.0\n+ @types/markdown-it 14.1.2")
        .file("Write", "components/lesson/CommentBody.vue")
        .assistant("I've created `CommentBody.vue`, which renders with markdown-it (`html: false`) and passes the result through DOMPurify.")
        .user(
          "good. and a habit for you: when you change a component, update its spec in the same commit, don't leave it for a separate 'fix tests' commit. CommentBody needs one now",
        )
        .file("Write", "components/lesson/CommentBody.spec.ts")
        .bash("pnpm test:unit CommentBody", " ✓ components/lesson/CommentBody.spec.ts (4 tests) 51ms")
        .stop("I've added a spec with 4 tests; they pass."),
    planted: [
      { kind: "decision", keys: ["markdown-it"] },
      { kind: "instruction", keys: ["same commit"] },
    ],
  },
  {
    id: "b102-safari-bug-hunt",
    build: (s) =>
      s
        .user("the fullscreen button does nothing on iPad. any idea?")
        .file("Read", "components/player/FullscreenButton.vue")
        .assistant(
          "The button calls `requestFullscreen()` on the container div. iPadOS Safari may only allow fullscreen on the `<video>` element through `webkitEnterFullscreen`, but I'd need to confirm that on a device.",
        )
        .user("could also be the iframe embed, we had that sandbox attribute thing. or both. I really don't know")
        .assistant(
          "I could add a fallback that tries `webkitEnterFullscreen` on the video if `requestFullscreen` isn't available, and you could test it on the iPad.",
        )
        .user("hang on, let me grab the iPad off my desk and try a couple of things first")
        .stop(),
    planted: [],
  },
  {
    id: "b102-coverage-check",
    build: (s) =>
      s
        .user("what's our coverage at these days")
        .bash(
          "pnpm test:unit --coverage 2>&1 | tail -4",
          "% Coverage report from v8\nAll files          |   71.4 |    63.2 |   68.9 |   71.4\n stores            |   88.1 |    79.5 |   90.0 |   88.1\n components/player |   54.7 |    41.0 |   50.3 |   54.7",
        )
        .bash("grep -n -B1 thresholds vitest.config.ts", "14:    // TODO: raise thresholds, lines must never drop below 70\n15:    thresholds: { lines: 70 },")
        .assistant("Overall line coverage is 71.4%, above the 70% threshold. Stores are at 88%; the player components are lowest at 55%.")
        .user("player at 55, not surprising. that's all I wanted to know, thanks")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
];

export const BLIND102 = plantedSet(BLIND102_SESSIONS, Date.UTC(2026, 10, 5, 9));
