/**
 * Blind planted set 113 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a marketing-site team lead (Astro + Tailwind + Sanity, sites deployed on Netlify for two
 * clients) delegating to the agent in short bulleted asks mixed with client gossip; Codex CLI voice for the agent.
 * Each session is one segment; the items planted in it are listed with it: 66 items (16 decisions, 17 instructions,
 * 17 facts, 16 tasks) in 57 sessions, 14 of which plant nothing (60 user/assistant messages between them). Every other message
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

export const BLIND113_SESSIONS: BlindSession[] = [
  {
    id: "b113-hero-image-pipeline",
    build: (s) =>
      s
        .user(
          "morning. quick ones before the Halden call:\n- hero images on the homepage look soft on retina again\n- going forward all images go through astro:assets <Image>, no raw <img> tags in components pls\n- check what the build does with the sanity urls",
        )
        .bash(
          'rg -n "<img" src/components | head',
          'src/components/Hero.astro:14:  <img src={hero.url} alt={hero.alt} class="w-full" />\nsrc/components/LogoWall.astro:9:    <img src={logo.url} alt={logo.name} />',
        )
        .assistant(
          "Two raw <img> tags left: Hero.astro and LogoWall.astro. Both take the Sanity CDN url directly, so no srcset is generated and the browser upscales the 1x file. I'll switch them to <Image> with the Sanity url as a remote source.",
        )
        .file("Edit", "src/components/Hero.astro")
        .file("Edit", "src/components/LogoWall.astro")
        .bash("npx astro check", "Result (48 files):\n- 0 errors\n- 0 warnings\n- 0 hints")
        .user("nice. Halden's marketing guy asked if we can make the logos 'pop more' lol, ignore that for now")
        .stop("Both components now use <Image>; astro check is clean."),
    planted: [{ kind: "instruction", keys: ["astro:assets"] }],
  },
  {
    id: "b113-sanity-dataset-choice",
    build: (s) =>
      s
        .user("do we point preview builds at the production dataset or at staging? I keep forgetting what we said")
        .bash(
          "cat .env.example",
          "PUBLIC_SANITY_PROJECT_ID=7kq2mz4c\nPUBLIC_SANITY_DATASET=production\nSANITY_API_READ_TOKEN=\n# TODO: never commit a real token here",
        )
        .assistant(
          "The env example only has `production`. There is also a `staging` dataset in the project (sanity dataset list shows both). Options: (a) previews read `staging`, which drifts from what editors see, or (b) previews read `production` with drafts perspective so editors see their unpublished changes.",
        )
        .user("b. previews read production with the drafts perspective, staging dataset is only for schema experiments from now on")
        .file("Edit", "src/lib/sanity.ts")
        .bash("npx astro check", "Result (48 files):\n- 0 errors\n- 0 warnings")
        .stop("Preview client now uses perspective: 'previewDrafts' on the production dataset."),
    planted: [
      { kind: "decision", keys: ["drafts perspective"] },
      { kind: "instruction", keys: ["staging dataset", "schema"] },
    ],
  },
  {
    id: "b113-netlify-build-minutes",
    build: (s) =>
      s
        .user("why did the deploy fail last night")
        .bash("npx netlify-cli api listSiteDeploys --data '{\"site_id\":\"3f1c\"}' | jq '.[0].error_message'", '"Build exceeded maximum allowed runtime"')
        .assistant(
          "The last deploy hit Netlify's build timeout. Looking at the log, image optimization of ~1,900 case-study images takes most of it. On the Pro plan the build limit is 30 minutes, and the build ran 31m12s.",
        )
        .bash("du -sh src/content/case-studies/images", "1.3G\tsrc/content/case-studies/images")
        .user(
          "ugh. ok so that's the thing - netlify caps us at 30 min per build on this plan, that's not changing, Priya won't pay for enterprise. we need to move the case study images out of the repo and into sanity at some point, not today tho",
        )
        .stop("Noted; I left the images in place and retriggered the deploy with the cache warm, which finished in 22m."),
    planted: [
      { kind: "fact", keys: ["30 min"] },
      { kind: "task", keys: ["case study images", "sanity"] },
    ],
  },
  {
    id: "b113-chitchat-client-gossip",
    build: (s) =>
      s
        .user("ok so the Brightwell people want to redo the pricing page AGAIN. third time this quarter")
        .assistant("Do you want me to look at the current pricing page component, or is this just a heads-up?")
        .user("just venting. their CMO changes her mind every time she reads a linkedin post")
        .assistant("Understood. I'll wait until there's a concrete brief.")
        .user("maybe they go with the toggle monthly/yearly thing, maybe not, who knows")
        .stop("No changes made."),
    planted: [],
  },
  {
    id: "b113-tailwind-config-tokens",
    build: (s) =>
      s
        .user("add the new brand green to tailwind, #1F8A5B. call it brand-green")
        .file("Read", "tailwind.config.mjs")
        .assistant(
          "The config extends `colors` with `brand-ink`, `brand-sand` and `brand-coral`. I'll add `brand-green: '#1F8A5B'` next to them. Note: there are also 14 hardcoded hex values in components (`rg '#[0-9A-Fa-f]{6}' src/components`).",
        )
        .file("Edit", "tailwind.config.mjs")
        .user(
          "ugh the hardcoded hexes. rule: colors only ever come from the tailwind theme, no hex literals in components or .astro files. clean the 14 up later, add it to the list",
        )
        .bash("npx prettier --check tailwind.config.mjs", "Checking formatting...\nAll matched files use Prettier code style!")
        .stop("Added brand-green; the 14 hex literals are untouched."),
    planted: [
      { kind: "instruction", keys: ["hex"] },
      { kind: "task", keys: ["14"] },
    ],
  },
  {
    id: "b113-forms-provider",
    build: (s) =>
      s
        .user("contact form. netlify forms vs formspree vs our own worker? what do you think")
        .assistant(
          "Netlify Forms is zero-code but ties us to Netlify and its spam filter is weak. Formspree costs $10/mo per form beyond the free tier. A small Cloudflare Worker posting to the CRM webhook gives us control but is one more thing to maintain. For a marketing site with 3 forms I'd go with Netlify Forms plus a honeypot field.",
        )
        .user("yeah ok netlify forms + honeypot, let's do that")
        .file("Edit", "src/components/ContactForm.astro")
        .bash("npx astro build 2>&1 | tail -3", "  ▶ /contact/index.html\n[build] 63 page(s) built in 41.2s\n[build] Complete!")
        .stop('ContactForm now posts to Netlify Forms with data-netlify="true" and a bot-field honeypot.'),
    planted: [{ kind: "decision", keys: ["netlify forms", "honeypot"] }],
  },
  {
    id: "b113-typo-fix-empty",
    build: (s) =>
      s
        .user("there's a typo on the about page, 'recieve'. fix pls")
        .bash("rg -n recieve src", "src/content/pages/about.md:22:We recieve briefs from teams of every size.")
        .file("Edit", "src/content/pages/about.md")
        .assistant("Fixed `recieve` → `receive` in src/content/pages/about.md line 22.")
        .user("ty")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b113-portable-text-owner",
    build: (s) =>
      s
        .user("who wrote the portable text serializers? the blockquote styling is broken")
        .bash("git log --format='%an' -- src/lib/portable-text | sort | uniq -c", "     23 Tomasz Wrona\n      2 Priya Nair")
        .assistant(
          "Mostly Tomasz Wrona (23 of 25 commits). The blockquote component drops the `cite` field because the serializer maps `blockquote` to a plain <blockquote> without children marks.",
        )
        .user("yeah Tomasz owns the portable text stuff, anything in there goes past him for review. he's freelance, only in on tue/thu tho")
        .file("Edit", "src/lib/portable-text/components.ts")
        .bash("npx vitest run src/lib/portable-text", " ✓ src/lib/portable-text/components.test.ts (6 tests) 18ms\n Test Files  1 passed (1)")
        .user("ok leave the PR open for him")
        .stop("Fix is on branch fix/blockquote-cite with the PR open for Tomasz."),
    planted: [
      { kind: "fact", keys: ["tomasz", "portable text"] },
      { kind: "fact", keys: ["tue/thu"] },
    ],
  },
  {
    id: "b113-pnpm-not-npm",
    build: (s) =>
      s
        .user("install @astrojs/sitemap")
        .bash("npm install @astrojs/sitemap", "npm warn EBADENGINE ...\nadded 3 packages, and audited 612 packages in 4s")
        .assistant("Installed @astrojs/sitemap with npm. I notice there's a pnpm-lock.yaml in the repo and now a package-lock.json too.")
        .user("argh. we're a pnpm shop, never npm install in this repo. delete package-lock and redo it with pnpm")
        .bash(
          "rm package-lock.json && pnpm add @astrojs/sitemap",
          "Packages: +3\nProgress: resolved 614, reused 611, downloaded 3, added 3, done\ndependencies:\n+ @astrojs/sitemap 3.2.1",
        )
        .file("Edit", "astro.config.mjs")
        .stop("Removed package-lock.json, added @astrojs/sitemap via pnpm and registered it in astro.config.mjs."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b113-lighthouse-status",
    build: (s) =>
      s
        .user("run lighthouse on the homepage")
        .bash(
          "npx lighthouse https://deploy-preview-212--brightwell.netlify.app --only-categories=performance --quiet --output=json | jq '.categories.performance.score'",
          "0.91",
        )
        .assistant("Performance 91. LCP is 2.1s, driven by the hero image; CLS 0.02. Nothing else stands out.")
        .user("is 91 good enough for them? they said 95 once in a meeting I think")
        .assistant(
          "I don't have their target written down anywhere in the repo. If 95 is the bar, preloading the hero image would probably get us there, but I haven't tried it.",
        )
        .user("eh, let's not chase it today")
        .stop("No changes made."),
    planted: [],
  },
  {
    id: "b113-redirects-location",
    build: (s) =>
      s
        .user("old blog urls /news/* need to go to /blog/*. where do redirects live again")
        .bash("ls public/ && cat netlify.toml | head -20", '_redirects  favicon.svg  robots.txt\n[build]\n  command = "pnpm build"\n  publish = "dist"')
        .assistant(
          "There are two places: `public/_redirects` (17 rules) and nothing in netlify.toml. I'll add `/news/*  /blog/:splat  301` to public/_redirects. Should redirects go only there going forward?",
        )
        .user("yes, all redirects in public/_redirects, not netlify.toml, marketing edits that file directly sometimes")
        .file("Edit", "public/_redirects")
        .bash(
          "npx netlify-cli dev --offline & sleep 5; curl -sI localhost:8888/news/launch | head -2",
          "HTTP/1.1 301 Moved Permanently\nLocation: /blog/launch",
        )
        .stop("/news/* now 301s to /blog/:splat."),
    planted: [{ kind: "instruction", keys: ["_redirects"] }],
  },
  {
    id: "b113-webhook-rebuild-root-cause",
    build: (s) =>
      s
        .user("editors say publishing in sanity doesn't update the site anymore. since like tuesday")
        .bash(
          "npx sanity hook list",
          "NAME              URL                                          DATASET     \nnetlify-rebuild   https://api.netlify.com/build_hooks/64a...   production",
        )
        .assistant("The webhook exists. Checking its delivery log.")
        .bash(
          "npx sanity hook logs netlify-rebuild | head -5",
          "2026-11-12T09:14:02Z  404  https://api.netlify.com/build_hooks/64a...\n2026-11-12T08:50:40Z  404  https://api.netlify.com/build_hooks/64a...",
        )
        .assistant(
          "Every delivery since Tuesday 404s. The Netlify build hook id was regenerated when the site was relinked on Tuesday, so Sanity is calling a deleted hook. That's the root cause. I created a new build hook and updated the Sanity webhook to it.",
        )
        .bash("npx sanity hook logs netlify-rebuild | head -1", "2026-11-16T09:31:18Z  200  https://api.netlify.com/build_hooks/91c...")
        .user("ah. Marek relinked the site. can you make a note somewhere that relinking netlify kills the sanity hook")
        .file("Edit", "docs/deploys.md")
        .stop("New hook delivers 200; docs/deploys.md now says relinking the Netlify site regenerates the build hook."),
    planted: [{ kind: "fact", keys: ["relink", "hook"] }],
  },
  {
    id: "b113-i18n-scratch",
    build: (s) =>
      s
        .user("thinking about i18n for the Halden site, they have a german office. astro's built-in i18n routing maybe? /de/ prefix?")
        .assistant(
          "Astro's i18n routing would give /de/... with a fallback to English. The Sanity side would need either document-level or field-level translations.",
        )
        .user("actually no, scratch that, they haven't even signed the SOW for it. park it")
        .assistant("OK, nothing changed.")
        .bash("git status --short", "")
        .stop("Working tree clean."),
    planted: [],
  },
  {
    id: "b113-commit-style",
    build: (s) =>
      s
        .user("commit what you have")
        .bash("git add -A && git commit -m 'update stuff'", "[feat/pricing 4b1e2c0] update stuff\n 3 files changed, 41 insertions(+), 12 deletions(-)")
        .assistant("Committed as 4b1e2c0 'update stuff'.")
        .user(
          "pls amend that. commit msgs here are conventional commits with the client as scope, like feat(brightwell): pricing toggle. the clients get the changelog so no 'update stuff' ever",
        )
        .bash(
          "git commit --amend -m 'feat(brightwell): pricing table toggle and copy'",
          "[feat/pricing 9d03a7e] feat(brightwell): pricing table toggle and copy",
        )
        .stop("Amended to 9d03a7e."),
    planted: [{ kind: "instruction", keys: ["conventional commits"] }],
  },
  {
    id: "b113-groq-query-limit",
    build: (s) =>
      s
        .user("the blog index only shows 100 posts, there are 140 in sanity")
        .bash('rg -n "\\[0\\.\\." src/lib/queries.ts', 'src/lib/queries.ts:12:  *[_type == "post"] | order(publishedAt desc)[0...100]')
        .assistant(
          "The GROQ query slices `[0...100]`. That's ours, not a Sanity limit. I'll paginate the index at 24 per page with getStaticPaths and drop the slice.",
        )
        .user("sure, 24 per page is fine")
        .file("Edit", "src/lib/queries.ts")
        .file("Write", "src/pages/blog/[...page].astro")
        .bash("pnpm build 2>&1 | grep blog | head -3", "  ▶ /blog/index.html\n  ▶ /blog/2/index.html\n  ▶ /blog/6/index.html")
        .stop("Blog index paginated at 24 per page, 6 pages."),
    planted: [{ kind: "decision", keys: ["24 per page"] }],
  },
  {
    id: "b113-preview-deploy-password",
    build: (s) =>
      s
        .user("the Halden preview links are public, their legal freaked out. can we password them")
        .assistant(
          "Netlify has site-wide password protection on Pro for deploy previews only. I can turn it on via the API; production stays public. The password would be shared with their team.",
        )
        .bash('npx netlify-cli api updateSite --data \'{"site_id":"a77e","body":{"deploy_preview_password":true}}\' | jq .deploy_preview_password', "true")
        .user(
          "good. fyi the password lives in 1Password under 'Halden previews', never paste it in slack or in the repo. next week rotate it after their offsite, remind me",
        )
        .stop("Deploy previews for Halden are password protected."),
    planted: [
      { kind: "fact", keys: ["1password", "halden previews"] },
      { kind: "task", keys: ["rotate"] },
    ],
  },
  {
    id: "b113-astro-upgrade-hold",
    build: (s) =>
      s
        .user("astro 5 is out for a while, should we upgrade?")
        .bash("pnpm outdated astro", "Package  Current  Latest\nastro    4.16.18  5.1.3")
        .assistant(
          "We're on 4.16.18. Astro 5 changes content collections to the Content Layer API; our 4 collections would need loaders. I estimate half a day plus checking the Sanity integration version.",
        )
        .user("ok decided: we stay on astro 4 until the Brightwell relaunch is live (dec 12). upgrade after that, put it on the list for mid december")
        .bash("echo ok", "ok")
        .stop("Staying on 4.16.18 for now."),
    planted: [
      { kind: "decision", keys: ["astro 4", "relaunch"] },
      { kind: "task", keys: ["upgrade", "december"] },
    ],
  },
  {
    id: "b113-og-images-satori",
    build: (s) =>
      s
        .user("og images for blog posts. right now they're all the same generic one")
        .assistant(
          "Two options: generate per-post OG images at build time with satori + resvg in an endpoint (/og/[slug].png), or have editors upload one per post in Sanity. Satori is automatic but adds build time; with 140 posts about 20s.",
        )
        .user("satori. editors won't upload anything, trust me")
        .file("Write", "src/pages/og/[slug].png.ts")
        .bash("pnpm add satori @resvg/resvg-js && pnpm build 2>&1 | grep og | wc -l", "Packages: +2\n140")
        .assistant("Generated 140 OG images. Fonts are loaded from src/assets/fonts/Inter-SemiBold.ttf because satori can't read woff2.")
        .user("good to know. ok")
        .stop("OG images generated per post via satori at /og/[slug].png."),
    planted: [
      { kind: "decision", keys: ["satori"] },
      { kind: "fact", keys: ["woff2"] },
    ],
  },
  {
    id: "b113-run-check-before-push",
    build: (s) =>
      s
        .user("CI is red again on main. what now")
        .bash(
          "gh run view --log-failed | tail -6",
          "src/components/Card.astro:3:8 - error ts(2307): Cannot find module '../lib/format' or its corresponding type declarations.\n\nResult (52 files):\n- 1 error\n##[error]Process completed with exit code 1.",
        )
        .assistant("A stale import in Card.astro: `../lib/format` was renamed to `../lib/formatters` in the last commit. Fixing.")
        .file("Edit", "src/components/Card.astro")
        .bash("pnpm astro check", "Result (52 files):\n- 0 errors\n- 0 warnings")
        .user("from now on run `pnpm astro check` before every push, I'm tired of red CI mails from this")
        .stop("Fixed the import; astro check passes."),
    planted: [{ kind: "instruction", keys: ["astro check", "push"] }],
  },
  {
    id: "b113-quoted-config-empty",
    build: (s) =>
      s
        .user("what does our renovate config do exactly? paste it")
        .bash(
          "cat renovate.json",
          '{\n  "extends": ["config:recommended"],\n  "schedule": ["before 6am on monday"],\n  "automerge": false,\n  "packageRules": [{ "matchPackageNames": ["astro"], "enabled": false, "description": "never auto-bump astro, always manual" }]\n}',
        )
        .assistant(
          'Renovate runs before 6am on Mondays, never automerges, and the one package rule disables astro bumps entirely, with the description "never auto-bump astro, always manual".',
        )
        .user("ok thx, just wanted to see it")
        .stop("No changes."),
    planted: [],
  },
  {
    id: "b113-sanity-studio-location",
    build: (s) =>
      s
        .user("where's the studio config, I need to add a field to 'caseStudy'")
        .bash("fd sanity.config", "studio/sanity.config.ts")
        .assistant(
          "The Studio is a separate package under `studio/` (its own package.json, deployed to brightwell.sanity.studio via `sanity deploy`). Schemas are in studio/schemas/. caseStudy is studio/schemas/caseStudy.ts.",
        )
        .user("right. add a 'clientQuote' string field, optional")
        .file("Edit", "studio/schemas/caseStudy.ts")
        .bash("cd studio && pnpm sanity schema validate", "✔ Validated 11 schema types\n0 errors, 0 warnings")
        .stop("Added clientQuote to caseStudy."),
    planted: [{ kind: "fact", keys: ["studio/"] }],
  },
  {
    id: "b113-font-loading-empty",
    build: (s) =>
      s
        .user("is the font flashing on load? I think I saw a FOUT on the Halden preview")
        .bash("curl -s https://deploy-preview-88--halden.netlify.app | rg -o 'font-display:[a-z]+' | sort -u", "font-display:swap")
        .assistant(
          "The fonts use font-display: swap, so a short flash of the fallback is expected on a cold cache. Could be that, or the preload tag missing. I haven't measured it.",
        )
        .user("hm maybe. maybe it was my wifi. whatever")
        .assistant("If you see it again I can add a preload for the woff2 and compare.")
        .stop("No changes made."),
    planted: [],
  },
  {
    id: "b113-client-approvals",
    build: (s) =>
      s
        .user(
          "context for the brightwell stuff since you'll be doing more of it:\n- Dana is our contact there, she signs off on copy\n- anything visual has to be approved by their CMO, Dana can't approve design\n- their brand guidelines pdf is in /docs/clients/brightwell",
        )
        .bash("ls docs/clients/brightwell", "brand-guidelines-v3.pdf  tone-of-voice.md")
        .assistant("Got it. The folder has brand-guidelines-v3.pdf and tone-of-voice.md.")
        .user("now change the CTA on the pricing page to 'Talk to sales'")
        .file("Edit", "src/content/pages/pricing.md")
        .stop("CTA now says 'Talk to sales'."),
    planted: [
      { kind: "fact", keys: ["dana", "copy"] },
      { kind: "fact", keys: ["cmo"] },
    ],
  },
  {
    id: "b113-image-cdn-decision-superseded",
    build: (s) =>
      s
        .user("for the case study images: resize through sanity's image pipeline (?w=) or netlify image cdn?")
        .assistant(
          "Sanity's image URL builder is already in the project (@sanity/image-url) and caches on their CDN. Netlify Image CDN would give one place for all images but costs build minutes nothing, requests a bit.",
        )
        .user("let's go with netlify image cdn")
        .bash("rg -n imageUrlBuilder src | wc -l", "9")
        .assistant(
          "There are 9 uses of imageUrlBuilder. Switching them all is a bigger change; the hotspot/crop data from Sanity would be lost with Netlify's CDN.",
        )
        .user("oh right, the hotspots. ok no, stick with sanity's pipeline, @sanity/image-url everywhere then")
        .file("Edit", "src/components/CaseStudyCard.astro")
        .stop("Kept Sanity's image pipeline; CaseStudyCard now uses urlFor() with hotspot."),
    planted: [{ kind: "decision", keys: ["image-url"] }],
  },
  {
    id: "b113-env-secrets-local",
    build: (s) =>
      s
        .user("local build fails with 'Unauthorized' from sanity")
        .bash("pnpm build 2>&1 | grep -i unauthorized", "ClientError: Unauthorized - Session not found")
        .assistant("SANITY_API_READ_TOKEN is empty in your .env. The token for local dev is in Netlify's env vars; `netlify env:get` can pull it.")
        .bash("npx netlify-cli env:get SANITY_API_READ_TOKEN --context dev | cut -c1-6", "skR8a4")
        .user("yes pull it. and note the read token is viewer-only on purpose, if something needs write access it goes through the studio, not a token")
        .file("Edit", ".env")
        .bash("pnpm build 2>&1 | tail -1", "[build] Complete!")
        .stop("Build works locally with the dev read token."),
    planted: [{ kind: "fact", keys: ["viewer-only"] }],
  },
  {
    id: "b113-component-folder-convention",
    build: (s) =>
      s
        .user("make a testimonial slider component")
        .assistant(
          "I'll put it at src/components/TestimonialSlider.astro with a small inline script for the arrows. Or do you want it as a React island? We don't have React installed.",
        )
        .user("no react, no islands unless there's really no way. vanilla <script> in the .astro file. we want zero framework JS on these sites")
        .file("Write", "src/components/TestimonialSlider.astro")
        .bash("pnpm build 2>&1 | rg 'client' | head -2", "")
        .assistant("Built without any client framework bundle; the slider is 38 lines of inline script.")
        .stop("TestimonialSlider.astro added."),
    planted: [{ kind: "instruction", keys: ["framework js"] }],
  },
  {
    id: "b113-status-report-empty",
    build: (s) =>
      s
        .user("what did we ship this week? need it for the client update")
        .bash(
          "git log --since='7 days ago' --format='%s' main",
          "feat(brightwell): pricing table toggle and copy\nfix(halden): hero image srcset\nfeat(brightwell): testimonial slider\nchore: renovate bumps",
        )
        .assistant(
          "This week on main:\n- Brightwell: pricing table toggle + new copy, testimonial slider\n- Halden: hero image sharpness fix\n- dependency bumps from Renovate",
        )
        .user("perfect, copying that")
        .stop("Summary above."),
    planted: [],
  },
  {
    id: "b113-analytics-plausible",
    build: (s) =>
      s
        .user("brightwell wants analytics. GA4?")
        .assistant(
          "GA4 would need a cookie banner under GDPR since they have EU visitors. Plausible or Fathom are cookieless. Plausible is €9/mo for 10k pageviews; their site has ~40k/month.",
        )
        .user("plausible, no cookie banner drama. I'll get them to pay for it. add the script")
        .file("Edit", "src/layouts/Base.astro")
        .bash("pnpm build && rg -c plausible dist/index.html", "[build] Complete!\n1")
        .user("oh and remind me to set up the goal for the demo form in plausible once their account exists")
        .stop("Plausible script added to Base.astro."),
    planted: [
      { kind: "decision", keys: ["plausible"] },
      { kind: "task", keys: ["goal", "demo form"] },
    ],
  },
  {
    id: "b113-staging-branch",
    build: (s) =>
      s
        .user("push this to production")
        .bash("git branch --show-current", "feat/og-images")
        .assistant("You're on feat/og-images. Production deploys from `main`. Should I open a PR into main, or merge directly?")
        .user("PR. nothing goes to main without a PR and a netlify deploy preview someone has clicked through, even for me")
        .bash("gh pr create --fill --base main", "https://github.com/studio-fern/brightwell-site/pull/231")
        .stop("Opened PR #231."),
    planted: [{ kind: "instruction", keys: ["deploy preview", "pr"] }],
  },
  {
    id: "b113-hypothesis-build-slow-empty",
    build: (s) =>
      s
        .user("builds got slower this week, 41s → 70s. why?")
        .bash("pnpm build 2>&1 | grep -E 'built in|generated' ", "[build] 140 page(s) built in 69.8s\n▶ Generated 140 OG images in 27.1s")
        .assistant(
          "Most of the new time is the OG image generation (27s). The rest might be the Sanity fetches being uncached, but I'm not sure; I'd need to time the content layer separately.",
        )
        .user("could it be the sitemap plugin too?")
        .assistant("Possible but unlikely; sitemap generation is usually under a second. I haven't measured it.")
        .user("ok whatever, 70s is fine")
        .stop("No changes."),
    planted: [],
  },
  {
    id: "b113-schema-migration-todo",
    build: (s) =>
      s
        .user("rename the 'author' reference on posts to 'authors' (array). Brightwell has guest posts with 2 people now")
        .file("Edit", "studio/schemas/post.ts")
        .file("Edit", "src/lib/queries.ts")
        .bash("cd studio && pnpm sanity schema validate", "✔ Validated 11 schema types")
        .assistant(
          "Schema and query are updated. The 140 existing posts still have the old `author` field; they need a migration (`sanity migration create`) to wrap it into `authors[]`. Until then the query falls back with `coalesce(authors, [author])`.",
        )
        .user("ok leave the coalesce in. TODO for me: run the authors migration on production friday when editors are off")
        .stop("Schema renamed; migration not run."),
    planted: [{ kind: "task", keys: ["authors", "migration"] }],
  },
  {
    id: "b113-accessibility-rule",
    build: (s) =>
      s
        .user("axe is complaining about the footer")
        .bash(
          "npx @axe-core/cli http://localhost:4321 --tags wcag2aa",
          'Violation of "color-contrast" with 3 occurrences!\n  footer .text-brand-sand on .bg-white',
        )
        .assistant("brand-sand on white is 2.1:1. I can darken the footer links to brand-ink.")
        .user("yes. and both clients have accessibility in the contract, WCAG 2.1 AA. so every PR: run axe on the pages you touched, zero AA violations")
        .file("Edit", "src/components/Footer.astro")
        .bash("npx @axe-core/cli http://localhost:4321 --tags wcag2aa", "0 violations found!")
        .stop("Footer contrast fixed."),
    planted: [
      { kind: "fact", keys: ["wcag 2.1"] },
      { kind: "instruction", keys: ["axe"] },
    ],
  },
  {
    id: "b113-gossip-and-domain",
    build: (s) =>
      s
        .user("lol Halden's IT guy just told me their DNS is managed by 'a cousin'. anyway")
        .assistant("Anything to change on our side?")
        .user(
          "yeah. the DNS for halden.de is on their registrar, we only control the netlify side. so if the apex breaks it's them, not us. point the www cname check at netlify",
        )
        .bash("dig +short www.halden.de CNAME", "halden-site.netlify.app.")
        .assistant("www.halden.de CNAMEs to halden-site.netlify.app, which is correct.")
        .stop("DNS check OK."),
    planted: [{ kind: "fact", keys: ["registrar"] }],
  },
  {
    id: "b113-prettier-astro-empty",
    build: (s) =>
      s
        .user("format the whole repo")
        .bash("pnpm prettier --write .", "src/components/Hero.astro 42ms\nsrc/components/Footer.astro 18ms\n... 61 files")
        .assistant("Formatted 61 files with Prettier (prettier-plugin-astro and prettier-plugin-tailwindcss).")
        .user("did it reorder the tailwind classes too?")
        .assistant("Yes, prettier-plugin-tailwindcss sorts the classes, so the diff is larger than usual: 412 lines changed.")
        .user("ok fine, commit it as chore: format")
        .bash("git commit -am 'chore: format'", "[main 1a2b3c4] chore: format\n 61 files changed, 206 insertions(+), 206 deletions(-)")
        .stop("Committed."),
    planted: [],
  },
  {
    id: "b113-content-freeze",
    build: (s) =>
      s
        .user("heads up, Brightwell relaunch is dec 12. from dec 8 there's a content freeze, no schema changes after that, only copy")
        .assistant("Understood. Is there anything open that touches the schema before then? The authors migration is still pending.")
        .bash("git branch -r | grep -i schema", "  origin/feat/schema-authors")
        .user(
          "the authors thing has to land before dec 8 then. and we should also do a redirect audit before launch, old wordpress urls, I'll do that one myself next week",
        )
        .stop("Noted; no changes."),
    planted: [
      { kind: "fact", keys: ["dec 8", "freeze"] },
      { kind: "task", keys: ["redirect audit"] },
    ],
  },
  {
    id: "b113-sitemap-exclude",
    build: (s) =>
      s
        .user("the sitemap includes /thank-you and /styleguide. they shouldn't be indexed")
        .file("Edit", "astro.config.mjs")
        .bash("pnpm build >/dev/null && rg -c 'thank-you|styleguide' dist/sitemap-0.xml", "0")
        .assistant("Both are filtered out of the sitemap now. Should I also add noindex meta to them?")
        .user("yes. every utility page (thank-you, styleguide, 404) gets noindex, that's the rule for all our sites")
        .file("Edit", "src/layouts/Base.astro")
        .stop("noindex added via a `noindex` prop on Base.astro."),
    planted: [{ kind: "instruction", keys: ["noindex"] }],
  },
  {
    id: "b113-cms-cache-fact",
    build: (s) =>
      s
        .user("edited the headline in sanity 10 min ago, preview still shows the old one")
        .bash(
          "curl -sI 'https://7kq2mz4c.apicdn.sanity.io/v2024-01-01/data/query/production?query=*' | grep -i 'age\\|cache'",
          "cache-control: public, max-age=60\nage: 58",
        )
        .assistant(
          "The preview is reading from apicdn.sanity.io, the cached API. With useCdn: true a stale result is expected for up to a minute, but not 10. Checking the preview build.",
        )
        .bash("npx netlify-cli api listSiteDeploys --data '{\"site_id\":\"3f1c\"}' | jq -r '.[0].state'", "building")
        .assistant("The preview is rebuilding right now; it was the build, not the cache. The headline will be there in about a minute.")
        .user("ok so it's just the build. why does the preview use the cdn at all?")
        .assistant("No strong reason; it was the default in the client setup. Draft previews normally set useCdn: false.")
        .user("set useCdn false for the preview client then")
        .file("Edit", "src/lib/sanity.ts")
        .stop("Preview client uses useCdn: false now."),
    planted: [{ kind: "decision", keys: ["usecdn"] }],
  },
  {
    id: "b113-meeting-notes-empty",
    build: (s) =>
      s
        .user("I have the Halden call in 5 min. what were the open questions from last time? check the notes file")
        .bash(
          "cat docs/clients/halden/notes.md | tail -8",
          "## 2026-11-09\n- they asked about a blog (maybe Q1?)\n- logo wall: add 3 partners?\n- TODO (them): send new team photos\n- must ask: who approves copy on their side",
        )
        .assistant(
          "From the Nov 9 notes: a possible blog in Q1, maybe 3 more partner logos, they owe new team photos, and the question of who approves copy on their side.",
        )
        .user("great thx")
        .stop("Listed above."),
    planted: [],
  },
  {
    id: "b113-blog-search",
    build: (s) =>
      s
        .user("brightwell wants search on the blog. algolia?")
        .assistant(
          "For 140 posts Algolia is overkill and adds a vendor. Pagefind indexes the built HTML at build time and ships a small static index, no server. I'd go with Pagefind.",
        )
        .user("yep pagefind, go")
        .bash(
          "pnpm add -D pagefind && pnpm build && npx pagefind --site dist",
          "Running Pagefind v1.1.1\nIndexed 140 pages\nIndexed 9812 words\nFinished in 1.92 seconds",
        )
        .file("Write", "src/components/BlogSearch.astro")
        .user("nice. the result snippets look a bit ugly, we'll need to style the pagefind UI to match the brand at some point, not now")
        .stop("Pagefind search added to /blog."),
    planted: [
      { kind: "decision", keys: ["pagefind"] },
      { kind: "task", keys: ["pagefind", "style"] },
    ],
  },
  {
    id: "b113-node-version",
    build: (s) =>
      s
        .user("netlify build log says node 18 deprecated")
        .bash("cat .nvmrc netlify.toml | grep -i node", '18\n  NODE_VERSION = "18"')
        .assistant("Both .nvmrc and netlify.toml pin Node 18. Astro 4.16 supports 18.17+ and 20. I'd bump both to 20.")
        .user("go 20 on both. and bump the halden repo too while you remember. actually no, I'll do halden myself")
        .file("Edit", ".nvmrc")
        .file("Edit", "netlify.toml")
        .bash("pnpm build 2>&1 | tail -1", "[build] Complete!")
        .stop("Node pinned to 20 in .nvmrc and netlify.toml."),
    planted: [{ kind: "decision", keys: ["node", "20"] }],
  },
  {
    id: "b113-gated-pdf-followups",
    build: (s) =>
      s
        .user("the whitepaper download on brightwell is supposed to be behind the form. right now the pdf link is just in the html")
        .bash(
          "rg -n '\\.pdf' src/pages src/components | head -3",
          'src/components/WhitepaperCta.astro:11:  <a href="/files/state-of-procurement-2026.pdf">Download</a>',
        )
        .assistant(
          "The PDF is linked directly from public/files. Gating it properly needs a function that checks the form submission before serving the file. Netlify Forms can redirect to a thank-you page with the link, which is only obscurity.",
        )
        .user(
          "thank-you page with the link is fine for now, they only care that people fill the form. follow-up for later: real gating with a netlify function once they have a CRM. and remind me to ask Dana if the pdf is final",
        )
        .file("Edit", "src/components/WhitepaperCta.astro")
        .file("Write", "src/pages/whitepaper/thank-you.astro")
        .stop("Whitepaper link moved behind the form's thank-you page."),
    planted: [
      { kind: "decision", keys: ["thank-you page"] },
      { kind: "task", keys: ["gating", "function"] },
      { kind: "task", keys: ["dana", "pdf"] },
    ],
  },
  {
    id: "b113-ask-before-deps",
    build: (s) =>
      s
        .user("carousel on the halden homepage is janky on mobile")
        .assistant("I could replace it with swiper (~40KB) or fix the touch handling in our inline script. Which do you prefer?")
        .user(
          "fix the script. in general ask me before adding any new npm dependency to a client site, I have to justify every one of them in the handover doc",
        )
        .file("Edit", "src/components/Carousel.astro")
        .bash("pnpm build 2>&1 | tail -1", "[build] Complete!")
        .assistant("Added passive touchstart/touchmove listeners and a 40px swipe threshold; no new dependency.")
        .stop("Carousel touch handling fixed."),
    planted: [{ kind: "instruction", keys: ["dependency"] }],
  },
  {
    id: "b113-cookie-banner-todo",
    build: (s) =>
      s
        .user("does halden need a cookie banner? they use hubspot chat")
        .bash("curl -s https://halden.de | rg -o 'js.hs-scripts.com[^\"]+' | head -1", "js.hs-scripts.com/4417720.js")
        .assistant("The HubSpot chat script sets cookies (hubspotutk etc.), so yes, under GDPR they need consent before loading it.")
        .user("yeah thought so. ok we'll need a consent banner for halden before the german launch, put it on the backlog. loading hubspot only after consent")
        .stop("Nothing changed yet."),
    planted: [
      { kind: "fact", keys: ["hubspot", "cookies"] },
      { kind: "task", keys: ["consent banner"] },
    ],
  },
  {
    id: "b113-scheduled-rebuild",
    build: (s) =>
      s
        .user("posts scheduled for a future date in sanity never appear until someone publishes something else")
        .assistant(
          "Right: the site is static, and the build filters `publishedAt < now()`, so a post dated tomorrow only shows up on the next build after tomorrow. Either a nightly scheduled build or Sanity's scheduled publishing webhook.",
        )
        .user("nightly build at 5am CET, simplest. use a github action cron hitting the build hook")
        .file("Write", ".github/workflows/nightly-build.yml")
        .bash("gh workflow list | grep nightly", "nightly-build\tactive\t71249833")
        .stop("Nightly build workflow added (cron '0 4 * * *' UTC)."),
    planted: [{ kind: "decision", keys: ["nightly", "5am"] }],
  },
  {
    id: "b113-favicon-followup",
    build: (s) =>
      s
        .user("swap the favicon for the new brightwell mark, file's in docs/clients/brightwell/mark.svg")
        .bash(
          "cp docs/clients/brightwell/mark.svg public/favicon.svg && git diff --stat",
          " public/favicon.svg | 12 ++++++------\n 1 file changed, 6 insertions(+), 6 deletions(-)",
        )
        .assistant("Replaced public/favicon.svg. There's no apple-touch-icon or PNG fallback in the repo, so iOS home-screen icons fall back to a screenshot.")
        .user("meh. later: generate the apple-touch-icon png set from the mark. not blocking launch")
        .stop("favicon.svg swapped."),
    planted: [{ kind: "task", keys: ["apple-touch-icon"] }],
  },
  {
    id: "b113-tailwind-v4-hold",
    build: (s) =>
      s
        .user("tailwind 4 - worth it?")
        .bash("pnpm outdated tailwindcss", "Package      Current  Latest\ntailwindcss  3.4.15   4.0.6")
        .assistant(
          "v4 moves config into CSS (@theme) and drops tailwind.config.mjs; @astrojs/tailwind is replaced by the Vite plugin. Our brand tokens and the prettier plugin would need checking. Maybe 2-3 hours per site.",
        )
        .user("not now. we stay on tailwind 3.4 for both client sites this year, I don't want to touch the configs before launch")
        .file("Edit", "renovate.json")
        .bash("pnpm exec renovate-config-validator", "INFO: Validating renovate.json\nINFO: Config validated successfully")
        .stop("Renovate now ignores tailwindcss major bumps."),
    planted: [{ kind: "decision", keys: ["tailwind 3.4"] }],
  },
  {
    id: "b113-copy-source-of-truth",
    build: (s) =>
      s
        .user(
          "few house rules since you're touching content a lot now:\n- copy lives in sanity, don't hardcode marketing text in components, only UI labels\n- british english for halden (they insist), US english for brightwell\n- dates as 12 Nov 2026 on both",
        )
        .bash("rg -n 'Get started|Book a demo' src/components | wc -l", "7")
        .assistant(
          "Noted. There are 7 hardcoded CTA strings in components right now (Get started / Book a demo). Want me to move them into a Sanity `siteSettings` document?",
        )
        .user("not today, but yes that's on the list — move the 7 CTA strings into siteSettings")
        .stop("No changes yet."),
    planted: [
      { kind: "instruction", keys: ["hardcode"] },
      { kind: "instruction", keys: ["british english"] },
      { kind: "instruction", keys: ["12 nov 2026"] },
      { kind: "task", keys: ["cta", "sitesettings"] },
    ],
  },
  {
    id: "b113-preview-url-format",
    build: (s) =>
      s
        .user("send me the preview link for PR 231")
        .bash(
          "gh pr view 231 --json statusCheckRollup | jq -r '.statusCheckRollup[] | select(.context==\"netlify/brightwell-site/deploy-preview\") | .targetUrl'",
          "https://deploy-preview-231--brightwell-site.netlify.app",
        )
        .assistant("https://deploy-preview-231--brightwell-site.netlify.app")
        .user("thx. do they see it already or do I have to send it")
        .assistant("They only see it if someone sends it; Netlify doesn't notify anyone outside the team.")
        .user("ok I'll forward it")
        .stop("Link above."),
    planted: [],
  },
  {
    id: "b113-video-embeds",
    build: (s) =>
      s
        .user("halden's product video is a youtube embed and it kills the LCP")
        .bash(
          "npx lighthouse https://deploy-preview-91--halden.netlify.app --only-audits=third-party-summary --quiet --output=json | jq '.audits[\"third-party-summary\"].displayValue'",
          '"Third-party code blocked the main thread for 1,240 ms"',
        )
        .assistant(
          "YouTube's iframe blocks the main thread for 1.2s. lite-youtube-embed shows a thumbnail and loads the player only on click. It's a 3KB web component; it would be a new dependency though.",
        )
        .user("ok lite-youtube is approved, go. all video embeds on both sites go through it from now")
        .bash("pnpm add lite-youtube-embed", "+ lite-youtube-embed 0.3.3")
        .file("Write", "src/components/YouTube.astro")
        .stop("Video now loads via lite-youtube on click."),
    planted: [{ kind: "instruction", keys: ["lite-youtube"] }],
  },
  {
    id: "b113-studio-deploy-fact",
    build: (s) =>
      s
        .user("I added the clientQuote field but editors don't see it in the studio")
        .bash(
          "cd studio && pnpm sanity deploy --dry-run 2>&1 | tail -2",
          "Studio would be deployed to https://brightwell.sanity.studio\nLast deployed: 2026-10-28",
        )
        .assistant(
          "The hosted studio was last deployed Oct 28. Netlify only builds the website; the Studio is deployed separately with `sanity deploy` from studio/, so schema changes don't reach editors until someone runs it.",
        )
        .user("oh god yes. ok run it")
        .bash("cd studio && pnpm sanity deploy", "✔ Deploying to brightwell.sanity.studio\nSuccess! Studio deployed")
        .user("we should automate that in CI someday, so it deploys on merge when studio/ changes")
        .stop("Studio deployed; clientQuote is visible."),
    planted: [
      { kind: "fact", keys: ["sanity deploy"] },
      { kind: "task", keys: ["studio/", "ci"] },
    ],
  },
  {
    id: "b113-billing-gossip-empty",
    build: (s) =>
      s
        .user("halden still hasn't paid the october invoice btw. Priya is furious")
        .assistant("Anything you want me to hold back on their site until then?")
        .user("no no, keep working. just annoyed. maybe we should do 50% upfront for them next time, dunno, Priya's call")
        .assistant("OK. Want me to continue with the carousel fix from yesterday?")
        .user("it's done already isn't it")
        .bash("git log -1 --format=%s", "fix(halden): carousel touch handling")
        .assistant("Yes, it's on main: fix(halden): carousel touch handling.")
        .stop("Nothing to do."),
    planted: [],
  },
  {
    id: "b113-breakpoints-and-lint",
    build: (s) =>
      s
        .user("the nav breaks between 768 and 820px")
        .file("Read", "src/components/Nav.astro")
        .assistant(
          "The nav switches to the desktop layout at `md:` (768px) but the 6 items need ~800px. Moving the switch to `lg:` (1024px) fixes it; the alternative is a custom 840px breakpoint.",
        )
        .user("lg. no custom breakpoints, ever, we only use tailwind's default screens on every site")
        .file("Edit", "src/components/Nav.astro")
        .bash("pnpm build 2>&1 | tail -1", "[build] Complete!")
        .stop("Nav switches to desktop layout at lg."),
    planted: [
      { kind: "decision", keys: ["lg", "nav"] },
      { kind: "instruction", keys: ["default screens"] },
    ],
  },
  {
    id: "b113-draft-mode-endpoint-cause",
    build: (s) =>
      s
        .user("the 'open preview' button in the studio gives a blank page since friday")
        .bash("curl -s -o /dev/null -w '%{http_code}' 'https://brightwell-site.netlify.app/api/preview?slug=pricing'", "404")
        .assistant("/api/preview returns 404 on production. Checking the build output.")
        .bash("ls dist/ | grep -c api; grep output astro.config.mjs", "0\n  output: 'static',")
        .assistant(
          "Confirmed cause: Friday's commit changed `output` from 'hybrid' to 'static', so the preview endpoint (the only server route) is no longer built. Setting it back to 'hybrid' with the Netlify adapter restores it.",
        )
        .user("who changed that. ok revert it. the preview endpoint needs hybrid output, leave a comment in the config so nobody does it again")
        .file("Edit", "astro.config.mjs")
        .bash("pnpm build 2>&1 | grep -i 'api/preview'", "  λ src/pages/api/preview.ts")
        .stop("output is back to 'hybrid' with a comment."),
    planted: [{ kind: "fact", keys: ["hybrid", "preview"] }],
  },
  {
    id: "b113-handover-docs",
    build: (s) =>
      s
        .user("brightwell handover is in 4 weeks. what do we have in docs/")
        .bash("ls docs/", "clients  deploys.md  editors-guide-draft.md")
        .assistant("docs/ has deploys.md, an editors-guide-draft.md (last edited in August) and the clients folder. There's no README for developers.")
        .user(
          "ok so before handover:\n1. finish the editors guide, with screenshots of the studio\n2. a dev README, how to run it locally etc\nboth mine, just tracking it. also I'm going with a loom video for editors instead of a live training, way less pain",
        )
        .stop("Nothing changed."),
    planted: [
      { kind: "task", keys: ["editors guide"] },
      { kind: "task", keys: ["readme"] },
      { kind: "decision", keys: ["loom"] },
    ],
  },
  {
    id: "b113-rss-empty",
    build: (s) =>
      s
        .user("add an rss feed for the blog")
        .bash("pnpm add @astrojs/rss", "+ @astrojs/rss 4.0.9")
        .file("Write", "src/pages/rss.xml.ts")
        .bash(
          "pnpm build >/dev/null && head -c 200 dist/rss.xml",
          '<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Brightwell Blog</title>',
        )
        .assistant("Added /rss.xml with the 20 latest posts, using @astrojs/rss.")
        .user("cool. do we link it from the footer?")
        .assistant('Not yet. I can add a link and the <link rel="alternate"> tag in the head.')
        .user("yes both")
        .file("Edit", "src/components/Footer.astro")
        .stop("RSS linked from footer and head."),
    planted: [],
  },
  {
    id: "b113-case-study-filters",
    build: (s) =>
      s
        .user("case studies page needs filtering by industry. client side or separate pages?")
        .assistant(
          "Option A: one page, filter chips with a small inline script toggling `hidden` (no URLs per industry). Option B: static pages per industry at /case-studies/industry/[slug], which are shareable and indexable. We have 6 industries, so B adds 6 pages.",
        )
        .user("B, marketing wants to send links to the fintech ones specifically")
        .file("Write", "src/pages/case-studies/industry/[slug].astro")
        .bash("pnpm build 2>&1 | grep -c 'case-studies/industry'", "6")
        .user("oh and fyi until Halden hires a new marketing lead, Marek is the only one there who can approve anything")
        .stop("Six industry pages generated."),
    planted: [
      { kind: "decision", keys: ["industry", "static pages"] },
      { kind: "fact", keys: ["marek", "approve"] },
    ],
  },
  {
    id: "b113-robots-staging-empty",
    build: (s) =>
      s
        .user("is the deploy preview indexed by google? saw something weird in search console")
        .bash("curl -sI https://deploy-preview-231--brightwell-site.netlify.app | grep -i x-robots", "x-robots-tag: noindex")
        .assistant("This preview answers with `x-robots-tag: noindex`. The weird result might be an old branch deploy, but I can't tell from here.")
        .user("hm. I'll check search console again tomorrow")
        .assistant("OK. If you send me the URL it showed, I can check its headers.")
        .stop("No changes."),
    planted: [],
  },
];

export const BLIND113 = plantedSet(BLIND113_SESSIONS, Date.UTC(2026, 10, 16, 9));
