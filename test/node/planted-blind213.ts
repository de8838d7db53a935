/**
 * Blind planted set 213 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a game-modding community maintainer (Hearthvale Modkit: Lua mod API, C#/Harmony loader)
 * triaging contributor PRs with the agent: friendly, lowercase and terse, with rules for
 * contributors, compatibility decisions, and facts about the game runtime and the team.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 50 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND213_SESSIONS: BlindSession[] = [
  {
    id: "b213-luajit-stays",
    build: (s) =>
      s
        .user("PR #412 wants to bump the script runtime to Lua 5.4. Nice work from them honestly, but before I answer: what would actually break?")
        .bash("rg -l 'setfenv|getfenv' mods/ | wc -l", "37")
        .assistant(
          "37 bundled/example mods call setfenv or getfenv, which are gone in 5.4. Integer division and the `//` operator would also change behaviour in a few math helpers.",
        )
        .user(
          "yeah that's what I feared. ok, decision: we stay on LuaJIT (5.1 semantics) for mod scripts. 5.4 is off the table until 2.0 at the earliest. can you draft a friendly reply to the contributor?",
        )
        .file("Write", "notes/pr-412-reply.md")
        .assistant("Drafted: thanks them for the benchmark numbers, explains the setfenv breakage, and invites them to help with the 2.0 runtime discussion.")
        .stop("Reply drafted in notes/pr-412-reply.md."),
    planted: [{ kind: "decision", keys: ["luajit"] }],
  },
  {
    id: "b213-harmony-postfix",
    build: (s) =>
      s
        .user(
          "looking at PR #418 (the stamina mod). they patch Player.Update with a Harmony prefix that returns false. that skips the original method entirely :(",
        )
        .bash("gh pr diff 418 | grep -n HarmonyPrefix", "42:    [HarmonyPrefix]\n43:    static bool Prefix(Player __instance) {")
        .assistant(
          "Right, returning false from a prefix skips Player.Update and every other mod's postfix on it. A postfix that adjusts `__instance.Stamina` would do the same job.",
        )
        .user(
          "Rule for contributors going forward: no skipping prefixes on Player.Update or any other core tick method, use a postfix (or a transpiler if you really must). Can you add that to CONTRIBUTING.md under the Harmony section?",
        )
        .file("Edit", "CONTRIBUTING.md")
        .assistant("Added under 'Harmony patches' with a short example of the postfix version.")
        .stop("CONTRIBUTING.md updated."),
    planted: [{ kind: "instruction", keys: ["postfix"] }],
  },
  {
    id: "b213-save-compat",
    build: (s) =>
      s
        .user("someone on discord asked if 1.9 will break their saves. what does the loader do right now with old save headers?")
        .file("Read", "src/Modkit/Saves/SaveLoader.cs")
        .assistant("SaveLoader checks `header.Version` and only has a reader for version 3. A v2 save would throw `UnsupportedSaveException`.")
        .user("ugh. ok so the policy is: we keep saves backward compatible one major version back, so the v3 loader has to read v2 saves. v1 we drop.")
        .assistant("Understood. I can add a V2SaveReader that maps the old inventory layout onto the v3 one.")
        .user(
          "yes please do that now. and we should have a proper migration test suite with real v2 save files from players, that's for next week, I need to collect some first",
        )
        .file("Write", "src/Modkit/Saves/V2SaveReader.cs")
        .bash("dotnet test Modkit.sln -c Release --filter SaveLoader", "Passed!  - Failed: 0, Passed: 9, Skipped: 0")
        .stop("V2SaveReader added, SaveLoader tests pass."),
    planted: [
      { kind: "decision", keys: ["v2 saves"] },
      { kind: "task", keys: ["migration test"] },
    ],
  },
  {
    id: "b213-dco",
    build: (s) =>
      s
        .bash("gh pr checks 421", "DCO\tfail\t0\thttps://github.com/apps/dco\nbuild\tpass\t3m12s")
        .user("first-time contributor again failing DCO lol. this is the third this week")
        .assistant(
          "The DCO check fails because their commits have no Signed-off-by line. The check comes from the DCO app; the config is in .github/dco.yml, which currently has `require.members: false`.",
        )
        .user(
          "Yes the app reads .github/dco.yml, that's the one. From now on when a newcomer fails DCO, write them a short kind comment explaining `git commit -s` and how to amend, don't just link the docs",
        )
        .bash("gh pr comment 421 --body-file /tmp/dco-comment.md", "https://github.com/hearthvale/modkit/pull/421#issuecomment-1822")
        .stop("Commented on #421 with the sign-off instructions."),
    planted: [
      { kind: "fact", keys: ["dco.yml"] },
      { kind: "instruction", keys: ["git commit -s"] },
    ],
  },
  {
    id: "b213-workshop-limit",
    build: (s) =>
      s
        .user("the upload of the HD texture pack to the workshop failed again")
        .bash("./tools/workshop-upload.sh packs/hd-textures", "Uploading hd-textures (231.4 MB)...\nERROR: k_EResultLimitExceeded (item exceeds 200 MB)", 1)
        .assistant("Steam rejected it: k_EResultLimitExceeded. Is the workshop capped at 200 MB per item for this game?")
        .user(
          "yeah that's the cap the game's app config sets, 200 MB per workshop item, we've hit it before with the music pack. remind me to split the texture pack into two items (terrain / characters) before the 1.9 release",
        )
        .assistant("Noted. I didn't change anything in the pack.")
        .stop("Upload failed on the 200 MB limit; nothing changed."),
    planted: [
      { kind: "fact", keys: ["200 mb"] },
      { kind: "task", keys: ["texture pack"] },
    ],
  },
  {
    id: "b213-harmony-pin",
    build: (s) =>
      s
        .user("dependabot wants Lib.Harmony 2.3.3. CI is red on the game build")
        .bash("dotnet build Modkit.sln -c Release", 'error MSB3277: Found conflicts between different versions of "MonoMod.Core"\nBuild FAILED.', 1)
        .assistant(
          "The game runtime is Mono, and Harmony 2.3 pulls MonoMod.Core which needs newer runtime features. I checked the game folder: `MonoBleedingEdge/EmbedRuntime` reports Mono 6.12.",
        )
        .user(
          "right, the game embeds Mono 6.12, not .NET, so that's the constraint. so we pin Lib.Harmony at 2.2.2 and close the dependabot PR. add an ignore rule so it stops asking",
        )
        .file("Edit", "src/Modkit/Modkit.csproj")
        .file("Edit", ".github/dependabot.yml")
        .bash("dotnet build Modkit.sln -c Release", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .stop("Pinned Harmony to 2.2.2 and added a dependabot ignore."),
    planted: [
      { kind: "fact", keys: ["mono 6.12"] },
      { kind: "decision", keys: ["2.2.2"] },
    ],
  },
  {
    id: "b213-stylua",
    build: (s) =>
      s
        .user("CI lint step failed on the lua side for #425")
        .bash(
          "cat .stylua.toml",
          'column_width = 120\nindent_type = "Spaces"\nindent_width = 2\nquote_style = "AutoPreferDouble"\n# always keep call parentheses\ncall_parentheses = "Always"',
        )
        .bash("stylua --check mods/ scripts/", "Diff in mods/stamina/init.lua:\n-local x=  1\n+local x = 1")
        .assistant("It's only formatting: one file in mods/stamina. Running `stylua mods/` fixes it.")
        .user("do it. and for you too: always run stylua on any lua you touch before you push, I keep forgetting to tell you")
        .bash(
          "stylua mods/ scripts/ && git commit -am 'style: stylua' && git push",
          "[pr-425 9c1e2f0] style: stylua\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .stop("Formatted and pushed."),
    planted: [{ kind: "instruction", keys: ["stylua"] }],
  },
  {
    id: "b213-ui-owner",
    build: (s) =>
      s
        .user("PR #427 rewrites the tooltip widget. who should review that?")
        .bash("cat .github/CODEOWNERS", "/src/Modkit/UI/   @mirela-k\n/lua/ui/          @mirela-k\n/src/Modkit/Net/  @tomasz-w")
        .assistant("CODEOWNERS lists @mirela-k for both src/Modkit/UI/ and lua/ui/.")
        .user("yep, Mirela owns the whole UI framework, C# and Lua side. Tomasz has the networking code. request her")
        .bash("gh pr edit 427 --add-reviewer mirela-k", "https://github.com/hearthvale/modkit/pull/427")
        .stop("Requested Mirela's review on #427."),
    planted: [
      { kind: "fact", keys: ["mirela"] },
      { kind: "fact", keys: ["tomasz"] },
    ],
  },
  {
    id: "b213-fishing-standalone",
    build: (s) =>
      s
        .user("the fishing overhaul PR (#430) is huge. 4k lines. I love it but I'm not sure it belongs in core")
        .bash("gh pr view 430 --json additions,deletions,files -q '.additions, .deletions, (.files|length)'", "4127\n212\n58")
        .assistant(
          "It touches 58 files, mostly new ones under lua/fishing/, plus small hooks in Inventory and Weather. Could it live as a standalone mod if core exposed two hooks (`on_catch`, `weather_changed`)?",
        )
        .user(
          "yes. decided: fishing overhaul stays a standalone workshop mod, we only merge the two hooks into core. and at some point I need to write a 'what goes in core vs standalone' section for CONTRIBUTING, not today though",
        )
        .file("Write", "notes/pr-430-reply.md")
        .assistant("Drafted the reply to the author: thanks, explains the split, offers to review a hooks-only PR.")
        .stop("Reply drafted."),
    planted: [
      { kind: "decision", keys: ["fishing", "standalone"] },
      { kind: "task", keys: ["core vs standalone"] },
    ],
  },
  {
    id: "b213-ontick-deprecation",
    build: (s) =>
      s
        .user("what do we do with Hooks.onTick? half the mods still use it and the new scheduler is way better")
        .bash("rg -c 'Hooks.onTick' mods/ | wc -l", "21")
        .assistant("Options: remove it in 1.9, or keep it as a shim over the scheduler with a deprecation warning. 21 bundled mods still call it.")
        .user(
          "keep the shim with a warning, and remove onTick in 2.0. also, new rule: every new public lua api function gets a `---@since` annotation in the LuaLS stubs so modders know when it appeared",
        )
        .file("Edit", "lua/api/hooks.lua")
        .file("Edit", "lua/stubs/modkit.d.lua")
        .assistant(
          "onTick now logs a one-time deprecation warning and forwards to the scheduler; the stub has `---@deprecated` and the new scheduler functions have `---@since 1.9`.",
        )
        .stop("Shim and annotations in place."),
    planted: [
      { kind: "decision", keys: ["ontick", "2.0"] },
      { kind: "instruction", keys: ["@since"] },
    ],
  },
  {
    id: "b213-awake-crash",
    build: (s) =>
      s
        .user("players report a NullReferenceException on world load with the backpack mod. log attached in #433")
        .bash(
          "grep -n -A3 NullReference logs/issue-433.log",
          "118: NullReferenceException: Object reference not set to an instance of an object\n119:   at BackpackMod.Init () [0x0001a]\n120:   at Modkit.Loader.RunInit (IMod mod)",
        )
        .assistant("Maybe the inventory UI isn't loaded yet? Or the backpack mod is loaded before its dependency.")
        .user("could be either, check the load order")
        .bash(
          "grep -n 'RunInit\\|SceneLoaded' src/Modkit/Loader/Loader.cs",
          "54:    RunInit(mod);   // called from Bootstrap.Start\n88:    SceneManager.sceneLoaded += OnSceneLoaded;",
        )
        .assistant(
          "Confirmed root cause: the loader calls each mod's Init from Bootstrap.Start, before the world scene's Awake runs, so `GetComponent<Inventory>()` returns null. Dependency order is fine. Mods that need scene objects have to wait for the `world_ready` event.",
        )
        .user("ok good find. that explains the other two reports too. reply on the issue with that")
        .bash("gh issue comment 433 --body-file /tmp/433.md", "https://github.com/hearthvale/modkit/issues/433#issuecomment-1830")
        .stop("Commented on #433."),
    planted: [{ kind: "fact", keys: ["awake"] }],
  },
  {
    id: "b213-proton",
    build: (s) =>
      s
        .user("linux user says the mod loader doesn't find their mods folder")
        .bash(
          "gh issue view 436 --json body -q .body | head -5",
          "Running on Arch, Steam, game via Proton 8.0\nModkit 1.8.2\nMods folder: ~/.local/share/Hearthvale/mods (empty)",
        )
        .assistant(
          "They're on Proton, so the game looks in the Wine prefix: `steamapps/compatdata/<appid>/pfx/drive_c/users/steamuser/AppData/LocalLow/Hearthvale/mods`.",
        )
        .user(
          "right, there's no native linux build of the game at all, every linux player is on proton. we need a proton CI runner someday so we catch path stuff like this, put it on the list",
        )
        .file("Edit", "docs/install.md")
        .assistant("Added a Linux/Proton section with the prefix path to docs/install.md.")
        .stop("docs/install.md updated with the Proton path."),
    planted: [
      { kind: "fact", keys: ["native linux"] },
      { kind: "task", keys: ["ci runner"] },
    ],
  },
  {
    id: "b213-weblate",
    build: (s) =>
      s
        .user("another translation PR that renames keys in en.json. I keep having to reject these")
        .bash("gh pr diff 438 --name-only", "locale/en.json\nlocale/pt-BR.json")
        .assistant("#438 renames 6 keys in en.json, which would break every other locale and any mod using them.")
        .user(
          "translation PRs may only touch the non-english locale/*.json files and must never rename keys, only values. reject anything else politely. and we're moving translations to Weblate anyway, I set up the project yesterday, so no more translation PRs on github after this month",
        )
        .bash("gh pr review 438 --request-changes --body-file /tmp/438.md", "Requested changes on #438")
        .stop("Requested changes on #438."),
    planted: [
      { kind: "instruction", keys: ["rename keys"] },
      { kind: "decision", keys: ["weblate"] },
    ],
  },
  {
    id: "b213-loader-version",
    build: (s) =>
      s
        .user('mod.json validation: people write `"loader_version": "1.8.2"` and then the mod breaks on every patch release')
        .file("Read", "src/Modkit/Manifest/ManifestValidator.cs")
        .assistant("The validator accepts any string there. I could make it require a semver range.")
        .user("yes: loader_version must be a caret range like ^1.8, an exact version is a validation error. make the error message say what to write instead")
        .file("Edit", "src/Modkit/Manifest/ManifestValidator.cs")
        .bash("dotnet test Modkit.sln -c Release --filter Manifest", "Passed!  - Failed: 0, Passed: 14, Skipped: 0")
        .stop("Validator now rejects exact loader_version values."),
    planted: [{ kind: "decision", keys: ["loader_version", "caret"] }],
  },
  {
    id: "b213-discord-bugs",
    build: (s) =>
      s
        .user("where do discord bug reports end up? someone asked why their report never got an answer")
        .bash("cat bots/bridge/config.yaml", "forum_channel: mod-bugs\ngithub_repo: hearthvale/modkit\nlabel: from-discord\n# TODO: dedupe by title")
        .assistant("The bridge bot mirrors posts from the #mod-bugs forum channel into GitHub issues labelled from-discord. Posts elsewhere aren't picked up.")
        .user(
          "yup, only #mod-bugs gets mirrored. that person posted in general. also remind me to rotate the bridge bot's token, it was visible in a screenshot someone posted last week",
        )
        .stop("Nothing changed; the report was in #general."),
    planted: [
      { kind: "fact", keys: ["mod-bugs"] },
      { kind: "task", keys: ["token"] },
    ],
  },
  {
    id: "b213-dotnet-release",
    build: (s) =>
      s
        .user("run the C# tests for #440")
        .bash("dotnet test Modkit.sln", "Starting test execution, please wait...\n(no output for 10 minutes)", 124)
        .assistant("The run hung with no output for 10 minutes. Could be a deadlock in one of the networking tests?")
        .user(
          "no no, that's the Debug build, the Unity stubs hang in Debug because of the editor-only asserts. it's a known thing. always use `dotnet test Modkit.sln -c Release`",
        )
        .bash("dotnet test Modkit.sln -c Release", "Passed!  - Failed: 0, Passed: 212, Skipped: 3")
        .stop("212 passed in Release."),
    planted: [
      { kind: "fact", keys: ["unity stubs"] },
      { kind: "instruction", keys: ["-c release"] },
    ],
  },
  {
    id: "b213-modfs-sandbox",
    build: (s) =>
      s
        .user("security report: a workshop mod used os.execute to download stuff. we need to lock the sandbox down")
        .file("Read", "src/Modkit/Lua/Sandbox.cs")
        .assistant(
          "The sandbox currently removes `debug` and `loadstring` but keeps `io` and `os`. Two options: strip io and os entirely and give mods a scoped file API, or keep os with a whitelist (os.time, os.clock, os.date).",
        )
        .user(
          "we strip io and os completely and mods get the new modfs module, scoped to their own folder. os.time and friends can move to modfs.clock. the modfs reference for the wiki can wait, I'll write it after the release",
        )
        .file("Edit", "src/Modkit/Lua/Sandbox.cs")
        .file("Write", "lua/api/modfs.lua")
        .bash("dotnet test Modkit.sln -c Release --filter Sandbox", "Passed!  - Failed: 0, Passed: 11, Skipped: 0")
        .stop("io/os removed from the sandbox; modfs added."),
    planted: [
      { kind: "decision", keys: ["modfs"] },
      { kind: "task", keys: ["wiki"] },
    ],
  },
  {
    id: "b213-review-tone",
    build: (s) =>
      s
        .user("can you draft review comments for #442? it's a kid's first PR I think, 14 year old from the discord")
        .bash("gh pr diff 442 | head -20", '+function M.on_harvest(crop)\n+  if crop.type == "wheat" then\n+    player.gold = player.gold + 999\n+  end\n+end')
        .assistant("Draft: 'This hardcodes +999 gold on wheat harvest, which just breaks the economy. Simply use the config value instead.'")
        .user(
          "too blunt. general thing for all review drafts: start by thanking them for something specific, and never use 'just' or 'simply', it reads as condescending to newcomers",
        )
        .file("Write", "notes/pr-442-review.md")
        .assistant("Rewrote it: thanks them for the clean harvest hook, then suggests reading the reward from `config.harvest_gold` so players can tune it.")
        .stop("Review draft rewritten."),
    planted: [{ kind: "instruction", keys: ["simply"] }],
  },
  {
    id: "b213-net-ticks",
    build: (s) =>
      s
        .user("why does the co-op horse mod rubberband so badly?")
        .bash("grep -n TickRate src/Modkit/Net/SyncConfig.cs", "12:    public const int TickRate = 20; // entity snapshots per second")
        .assistant(
          "Entity state is only replicated 20 times per second, and the horse mod moves the horse in on_update every frame on the host, so clients see it snap every 50 ms.",
        )
        .user(
          "yeah MP sync is 20 ticks a second and that's set by the game, not us. the real fix is giving mods their own channel: next milestone we add a net.send API for mods. write that down in the roadmap file",
        )
        .file("Edit", "ROADMAP.md")
        .stop("Added net.send to ROADMAP.md under the next milestone."),
    planted: [
      { kind: "fact", keys: ["20 ticks"] },
      { kind: "task", keys: ["net.send"] },
    ],
  },
  {
    id: "b213-assetbundles",
    build: (s) =>
      s
        .user("#445 proposes moving custom models to Addressables. thoughts?")
        .file("Read", "src/Modkit/Assets/BundleLoader.cs")
        .assistant(
          "Addressables would need the game to ship its catalog, which it doesn't; mods would have to build against a catalog we can't provide. I'd keep AssetBundles and just add the unload-on-disable fix from the PR.",
        )
        .user("what about a custom catalog we generate?")
        .assistant("Possible, but every game update would invalidate it. I'd still keep AssetBundles.")
        .user("fair, let's go with your suggestion: AssetBundles stay, cherry-pick the unload fix")
        .bash("git cherry-pick 7d2a91c", "[main 3b0e118] assets: unload bundles when a mod is disabled")
        .stop("Cherry-picked the unload fix."),
    planted: [{ kind: "decision", keys: ["assetbundles"] }],
  },
  {
    id: "b213-squash",
    build: (s) =>
      s
        .bash("gh pr view 447 --json commits -q '.commits|length'", "23")
        .user("23 commits, half of them 'fix' and 'asdf' lol. merge it please")
        .assistant("Merge commit or squash?")
        .user("contributor PRs always get squash-merged, keep them as the commit author. that goes for every PR from outside the team")
        .bash("gh pr merge 447 --squash", "✓ Squashed and merged pull request #447 (Add compost bin)")
        .stop("#447 squash-merged."),
    planted: [{ kind: "instruction", keys: ["squash"] }],
  },
  {
    id: "b213-update-budget",
    build: (s) =>
      s
        .user("profiling the weather mod, it feels laggy")
        .bash(
          "./tools/profile-mods.sh --frames 600",
          "mod            avg_ms  max_ms\nweather-plus   3.41    9.80\nbackpack       0.12    0.40\n# mods over budget are flagged red in-game",
        )
        .assistant("weather-plus averages 3.4 ms per on_update. Most of it is building a new table of cloud positions every frame.")
        .user(
          "we measured it last spring: the game starts hitching once a mod's on_update goes over 2 ms a frame, so that's the budget. and please tell the author to reuse the table, and for future reviews flag any PR that allocates tables inside on_update",
        )
        .file("Write", "notes/weather-plus-review.md")
        .stop("Review note for weather-plus written."),
    planted: [
      { kind: "fact", keys: ["2 ms"] },
      { kind: "instruction", keys: ["allocates tables"] },
    ],
  },
  {
    id: "b213-changelog",
    build: (s) =>
      s
        .user("the changelog is a mess. 1.7.x has no entries at all")
        .bash("grep -n '^## ' CHANGELOG.md | head", "1:## Unreleased\n14:## 1.8.2\n30:## 1.8.1\n41:## 1.8.0\n77:## 1.6.0")
        .assistant("Right, it jumps from 1.8.0 to 1.6.0. The 1.7.x tags exist, so the entries could be rebuilt from merged PRs.")
        .user(
          "TODO for later, not now: backfill the 1.7.x changelog entries. what I do want now is a rule, every PR adds a line under ## Unreleased in CHANGELOG.md, and when you merge something for me check it did",
        )
        .file("Edit", ".github/PULL_REQUEST_TEMPLATE.md")
        .assistant("Added a checkbox to the PR template: 'Added a line under ## Unreleased in CHANGELOG.md'.")
        .stop("PR template updated."),
    planted: [
      { kind: "task", keys: ["1.7.x"] },
      { kind: "instruction", keys: ["unreleased"] },
    ],
  },
  {
    id: "b213-relicense",
    build: (s) =>
      s
        .user("ok the relicensing vote closed")
        .bash(
          "cat governance/relicense-vote.md | tail -6",
          "Result: 41 yes, 2 no, 3 no response\nProposal: GPL-3.0 -> MPL-2.0\nOutstanding: @vasyl, @kit-ng, @oriol",
        )
        .assistant("41 in favour, 2 against, 3 haven't answered.")
        .user(
          "so it's official, modkit moves from GPL-3.0 to MPL-2.0 starting with 1.9. we still need written sign-off from vasyl, kit-ng and oriol before the release though, I'll chase them",
        )
        .file("Edit", "LICENSE")
        .stop("LICENSE updated on the 1.9 branch."),
    planted: [
      { kind: "decision", keys: ["mpl-2.0"] },
      { kind: "task", keys: ["oriol"] },
    ],
  },
  {
    id: "b213-steam-deck",
    build: (s) =>
      s
        .user("steam deck player says the radial menu mod doesn't detect the gamepad")
        .bash("grep -rn 'Gamepad.current' mods/radial-menu/", 'mods/radial-menu/input.lua:8:  if modkit.input.device() == "DualShock" then')
        .assistant("The mod only enables itself for a DualShock device name.")
        .user(
          "on the deck everything goes through steam input, the game sees an xbox controller no matter what. that's why. fix the check to accept any gamepad",
        )
        .file("Edit", "mods/radial-menu/input.lua")
        .bash("stylua mods/radial-menu/", "")
        .stop("radial-menu now accepts any gamepad."),
    planted: [{ kind: "fact", keys: ["steam input"] }],
  },
  {
    id: "b213-release-saturday",
    build: (s) =>
      s
        .user("people keep asking when the next release is. we've been random about it")
        .bash("git tag --sort=-creatordate | head -4", "v1.8.2\nv1.8.1\nv1.8.0\nv1.7.3")
        .assistant("Last four tags were 9, 23, 5 and 31 days apart.")
        .user("let's fix that: releases go out every other Saturday, starting 1.9 on the 28th. put it in the README")
        .file("Edit", "README.md")
        .stop("README has the release schedule."),
    planted: [{ kind: "decision", keys: ["every other saturday"] }],
  },
  {
    id: "b213-nullable",
    build: (s) =>
      s
        .user("#449 turns on nullable reference types in the UI project only. should we do the whole solution?")
        .bash("dotnet build Modkit.sln -c Release -p:Nullable=enable 2>&1 | grep -c 'warning CS86'", "347")
        .assistant("Enabling it solution-wide gives 347 nullable warnings; 301 of them are in Modkit.Net, the rest are spread out and small.")
        .user(
          "ok we enable <Nullable>enable</Nullable> for the whole solution in Directory.Build.props, warnings not errors for now. fix the small ones here. the ~300 in the Net project are for next sprint, Tomasz and I will split them",
        )
        .file("Edit", "Directory.Build.props")
        .bash("dotnet build Modkit.sln -c Release 2>&1 | grep -c 'warning CS86'", "301")
        .stop("Nullable enabled solution-wide; 301 warnings left, all in Modkit.Net."),
    planted: [
      { kind: "decision", keys: ["nullable", "directory.build.props"] },
      { kind: "task", keys: ["net project"] },
    ],
  },
  {
    id: "b213-triage-labels",
    build: (s) =>
      s
        .bash("gh pr list --label '' --json number -q 'length'", "19")
        .user("19 open PRs with no label at all, no wonder nobody knows what's waiting on whom")
        .assistant("I can go through them and label them. What label set do you want?")
        .user(
          "when you triage a PR, it gets exactly one of needs-review or needs-author, no PR stays unlabeled after triage. do these 19 now. and later, not today, I want a stale bot that closes needs-author PRs after 30 days of silence with a nice message",
        )
        .bash("./tools/triage-label.sh", "labelled 12 needs-review, 7 needs-author")
        .stop("All 19 labelled: 12 needs-review, 7 needs-author."),
    planted: [
      { kind: "instruction", keys: ["needs-author"] },
      { kind: "task", keys: ["stale bot"] },
    ],
  },
  {
    id: "b213-naming",
    build: (s) =>
      s
        .user("#451 adds `Modkit.getPlayerGold()` to the lua api. looks fine?")
        .bash("rg -n 'function M\\.' lua/api/player.lua | head -5", "3:function M.get_position()\n9:function M.get_health()\n15:function M.set_health(v)")
        .assistant(
          "The rest of lua/api is snake_case (`get_health`, `set_health`), so `getPlayerGold` would be the odd one out. On the C# side the backing method `GetPlayerGold` is PascalCase, which matches the C# code.",
        )
        .user(
          "yeah naming convention: lua api functions are snake_case, C# stays PascalCase, ask them to rename to get_gold. oh and remind me to ask Mirela whether the dark theme PR is still alive, it's been months",
        )
        .bash("gh pr review 451 --comment --body 'Thanks! Could you rename it to get_gold to match the rest of the Lua API (snake_case)?'", "Reviewed #451")
        .stop("Asked for the rename on #451."),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "task", keys: ["dark theme"] },
    ],
  },
  {
    id: "b213-empty-typo",
    build: (s) =>
      s
        .user("there's a typo in the README, 'Hearthvale Modkti'. fix pls")
        .bash("rg -n 'Modkti' README.md", "3:# Hearthvale Modkti")
        .file("Edit", "README.md")
        .assistant("Fixed the heading on line 3.")
        .user("thx")
        .assistant("No problem.")
        .stop("Typo fixed."),
    planted: [],
  },
  {
    id: "b213-empty-test-run",
    build: (s) =>
      s
        .user("run the full test suite on #453 before I look at it")
        .bash("dotnet test Modkit.sln -c Release", "Passed!  - Failed: 0, Passed: 214, Skipped: 3")
        .bash("busted lua/spec", "●●●●●●●●●●●●●●●●●●●●●●●●●●●●\n88 successes / 0 failures / 0 errors / 0 pending : 2.41 seconds")
        .assistant("All green: 214 C# tests passed (3 skipped), 88 Lua specs passed.")
        .user("nice. what are the 3 skipped ones?")
        .assistant('They\'re the Proton path tests, skipped on the Windows runner via `[Platform(Exclude = "Win")]`.')
        .user("ok fine, makes sense")
        .stop("Tests green on #453."),
    planted: [],
  },
  {
    id: "b213-empty-metatables",
    build: (s) =>
      s
        .user("dumb lua question, is __index called when the key exists in the table?")
        .assistant(
          "No. __index is only consulted when the raw lookup finds nil. If the key is present, the metamethod never runs. __newindex is the same for assignments to absent keys.",
        )
        .user("huh, so a mod can't intercept reads of existing fields that way")
        .assistant(
          "Right, not with __index alone. The usual trick is a proxy: an empty table whose __index and __newindex forward to the real one, so every access goes through the metamethods.",
        )
        .user("cool, thanks. was just curious after reading that PR")
        .stop("Explained __index semantics."),
    planted: [],
  },
  {
    id: "b213-empty-hypothesis",
    build: (s) =>
      s
        .user("one player gets a black screen after installing 40+ mods. no log")
        .bash("gh issue view 455 --json body -q .body", "Windows 11, 43 mods, black screen after splash. Player.log is empty.")
        .assistant("Could be the texture memory limit if many of those mods ship 4k textures, or a mod that hangs in Init. Without a log it's hard to say.")
        .user("maybe it's the shader cache? some people had that on the old version")
        .assistant("Possible. Asking them to delete the shader cache folder and to bisect with half the mods disabled would tell us which it is.")
        .user("let's wait for them to answer first, I'll ask")
        .stop("Waiting on the reporter for #455."),
    planted: [],
  },
  {
    id: "b213-empty-moonsharp",
    build: (s) =>
      s
        .user("random thought, would MoonSharp be better than our LuaJIT bridge for the sandbox?")
        .assistant(
          "MoonSharp is pure C#, so sandboxing is easier and there's no native bridge, but it's several times slower than LuaJIT and supports Lua 5.2 semantics. We could prototype it behind a flag and compare the profiler numbers.",
        )
        .user("hmm, not now. too much going on before the release")
        .assistant("Sure, nothing changed.")
        .stop("No changes."),
    planted: [],
  },
  {
    id: "b213-empty-config-dump",
    build: (s) =>
      s
        .user("what does the ci config do on tags? paste me the relevant bit")
        .bash(
          "sed -n '40,58p' .github/workflows/release.yml",
          "  release:\n    if: startsWith(github.ref, 'refs/tags/v')\n    # NEVER run this on forks, secrets must stay private\n    # TODO: sign the zip\n    steps:\n      - run: ./tools/pack.sh   # always builds Release\n      - run: ./tools/workshop-upload.sh --all",
        )
        .assistant(
          "On a `v*` tag it runs the release job: packs the zip with pack.sh (Release build) and uploads all packs to the workshop. There's a comment saying forks never run it and a TODO about signing the zip.",
        )
        .user("ok that's what I thought, thanks")
        .assistant("👍")
        .stop("Summarized the release job."),
    planted: [],
  },
  {
    id: "b213-empty-gamejam",
    build: (s) =>
      s
        .user("off topic but did you see the modding jam entries? someone made a whole tower defense mode in 2k lines of lua")
        .assistant("I haven't seen the entries themselves. A tower defense mode in 2k lines is impressive on top of the scheduler API.")
        .user("it's wild. the community is so good. anyway, gonna grab food")
        .assistant("Enjoy!")
        .stop("Enjoy!"),
    planted: [],
  },
  {
    id: "b213-empty-rename-withdrawn",
    build: (s) =>
      s
        .user("I'm thinking we should rename the repo to hearthvale-modding, modkit is so generic")
        .bash("gh api repos/hearthvale/modkit -q .forks_count", "312")
        .assistant(
          "312 forks and every mod manifest links to hearthvale/modkit. GitHub redirects renamed repos, but raw.githubusercontent links in the workshop descriptions would break.",
        )
        .user("actually no, scratch that, not worth the breakage. forget I said it")
        .assistant("Okay, nothing changed.")
        .stop("Nothing changed."),
    planted: [],
  },
  {
    id: "b213-empty-nit-fix",
    build: (s) =>
      s
        .user("#457 is good except the log message has a double space. fix it on their branch and merge")
        .bash("gh pr checkout 457", "Switched to branch 'compost-tweaks'")
        .file("Edit", "lua/mods/compost/init.lua")
        .bash(
          "stylua lua/mods/compost && git commit -am 'fix double space' && git push && gh pr merge 457 --squash",
          "✓ Squashed and merged pull request #457 (Compost tweaks)",
        )
        .assistant("Fixed the double space, pushed to their branch and squash-merged #457.")
        .user("ty")
        .stop("#457 merged."),
    planted: [],
  },
  {
    id: "b213-empty-status",
    build: (s) =>
      s
        .user("where are we on the PR queue today?")
        .bash("gh pr list --json number,labels -q 'group_by(.labels[0].name)|map({(.[0].labels[0].name): length})|add'", '{"needs-review":9,"needs-author":6}')
        .assistant("Today: merged #447 and #457, requested changes on #438, commented on #442 and #451. Queue is 9 needs-review and 6 needs-author.")
        .user("ok not bad. did #449 get in?")
        .assistant("Yes, #449 was merged this morning with the solution-wide nullable change.")
        .stop("Queue: 9 needs-review, 6 needs-author."),
    planted: [],
  },
  {
    id: "b213-min-game-version",
    build: (s) =>
      s
        .user("the game's 0.14 patch dropped yesterday. do we still support 0.12?")
        .bash("grep -n 'MinGameVersion' src/Modkit/Loader/GameVersionGate.cs", "7:    public static readonly Version MinGameVersion = new(0, 12, 0);")
        .assistant("The gate still allows 0.12.0 and up. Keeping 0.12 means keeping the old inventory offsets in three patches.")
        .user("let's drop 0.12 and keep 0.13 as the oldest supported")
        .assistant("Okay. I'll bump MinGameVersion to 0.13.0.")
        .user(
          "wait, no. steam stats say ~20% of players are still on 0.13 because of the beta branch mess. we support the current game version and one back, so when 0.14 is out the floor is 0.13... hm that's the same. ok but make it the rule: current + one previous game version, always, then the floor moves with each patch",
        )
        .file("Edit", "src/Modkit/Loader/GameVersionGate.cs")
        .bash("dotnet test Modkit.sln -c Release --filter GameVersion", "Passed!  - Failed: 0, Passed: 6, Skipped: 0")
        .stop("MinGameVersion is 0.13.0 now."),
    planted: [{ kind: "decision", keys: ["one previous"] }],
  },
  {
    id: "b213-checklist",
    build: (s) =>
      s
        .user(
          "ok writing down the stuff I keep repeating in reviews so you can do first pass on PRs:\n- every mod in mods/ needs a mod.json with id, name, version, loader_version\n- no binary DLLs committed in PRs, C# code only, we build it\n- screenshots in the PR for anything visual\nthat's it for now",
        )
        .file("Write", "docs/review-checklist.md")
        .assistant("Wrote docs/review-checklist.md with the three points. Want me to run it against the open needs-review PRs?")
        .user("yes")
        .bash("./tools/first-pass.sh --label needs-review", "#458 ok\n#459 contains bin/Release/FarmHelper.dll\n#461 missing mod.json\n#462 ok")
        .assistant("#459 commits a compiled FarmHelper.dll and #461 has no mod.json. #458 and #462 pass.")
        .stop("First pass done: #459 and #461 flagged."),
    planted: [
      { kind: "instruction", keys: ["dll"] },
      { kind: "instruction", keys: ["screenshots"] },
    ],
  },
  {
    id: "b213-hotreload",
    build: (s) =>
      s
        .user("does lua hot reload work with harmony patches too? a contributor says it does")
        .bash(
          "rg -n 'HotReload' src/Modkit/ | head -4",
          "src/Modkit/Lua/HotReload.cs:14:    // Reloads Lua chunks only. Harmony patches are applied once at startup.\nsrc/Modkit/Lua/HotReload.cs:31:    public void Reload(IMod mod)",
        )
        .assistant("It doesn't: HotReload only re-runs the Lua chunks. Harmony patches are applied once at startup and stay until the game restarts.")
        .user(
          "thought so, good. i'll tell them. btw we should really make unpatch-on-reload work, modders ask about it every week. put it in the 2.0 milestone",
        )
        .bash(
          "gh issue create --title 'Hot reload: unpatch and re-apply Harmony patches' --milestone 2.0 --label enhancement",
          "https://github.com/hearthvale/modkit/issues/463",
        )
        .stop("Opened #463 in the 2.0 milestone."),
    planted: [
      { kind: "fact", keys: ["hot", "harmony"] },
      { kind: "task", keys: ["unpatch"] },
    ],
  },
  {
    id: "b213-cdn-mirror",
    build: (s) =>
      s
        .user("chinese players can't reach the github releases. someone offered to host a mirror on their server")
        .bash("curl -sI https://mirror.example-cn.net/modkit/latest.zip | head -2", "HTTP/2 200\ncontent-length: 8421377")
        .assistant("The mirror serves the zip. We'd want checksums published so players can verify it, since we don't control the server.")
        .user(
          "agreed. we'll list that mirror as unofficial in the README and publish a SHA256SUMS file with every release from now on, the release script should generate it. not today, add a task to the release issue",
        )
        .bash(
          "gh issue comment 460 --body '- [ ] release script: generate SHA256SUMS and attach it to the release'",
          "https://github.com/hearthvale/modkit/issues/460#issuecomment-1841",
        )
        .stop("Added the SHA256SUMS task to #460."),
    planted: [
      { kind: "decision", keys: ["mirror", "unofficial"] },
      { kind: "task", keys: ["sha256sums"] },
    ],
  },
  {
    id: "b213-lua-errors",
    build: (s) =>
      s
        .user("when a mod errors in on_update the whole game freezes with a popup. is that us?")
        .file("Read", "src/Modkit/Lua/ScriptRunner.cs")
        .assistant(
          "Yes: ScriptRunner rethrows Lua errors as `ScriptException`, and the game's global handler shows a modal. We could catch it, log it, and disable just that mod after 3 errors in a row.",
        )
        .user("yep do that, disable after 3 consecutive errors and show a toast instead of the modal")
        .file("Edit", "src/Modkit/Lua/ScriptRunner.cs")
        .bash("dotnet test Modkit.sln -c Release --filter ScriptRunner", "Passed!  - Failed: 0, Passed: 8, Skipped: 0")
        .assistant("Done. Errors are logged to modkit.log with the mod id and stack; the third consecutive one disables the mod and shows a toast.")
        .user("perfect. where's modkit.log again on windows?")
        .assistant("`%USERPROFILE%\\AppData\\LocalLow\\Hearthvale\\modkit.log`, next to Player.log.")
        .stop("Mods now get disabled after 3 consecutive errors."),
    planted: [{ kind: "decision", keys: ["3 consecutive"] }],
  },
  {
    id: "b213-oscar-ci",
    build: (s) =>
      s
        .user("CI is slow again, 25 min per PR")
        .bash(
          "gh run view 88123 --json jobs -q '.jobs[] | \"\\(.name) \\(.durationMs)\"'",
          "build-windows 412000\ntest-csharp 690000\nlua-specs 51000\nworkshop-dry-run 340000",
        )
        .assistant("test-csharp takes 11.5 minutes and workshop-dry-run 5.7. The dry run doesn't need to run on every PR; it could run on main only.")
        .user(
          "ok yeah move the dry run to main-only. and fyi the windows runners are self-hosted, Oscar pays for them and he's the only one with access to the box, so anything about runner hardware goes to him",
        )
        .file("Edit", ".github/workflows/ci.yml")
        .stop("workshop-dry-run now runs on main only."),
    planted: [
      { kind: "decision", keys: ["dry run", "main-only"] },
      { kind: "fact", keys: ["oscar"] },
    ],
  },
  {
    id: "b213-wiki-host",
    build: (s) =>
      s
        .user("the wiki link in the README 404s")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://hearthvale-modkit.fandom.com/wiki/Modding_API", "404")
        .assistant("The fandom page is gone. Is the wiki somewhere else now?")
        .user(
          "oh right, we moved the wiki off fandom last year, it lives in the docs/ folder and gets published with mkdocs to modkit.hearthvale.gg. update the link. also when you're writing docs pages for me, write them in plain english for 14 year olds, lots of modders are kids",
        )
        .file("Edit", "README.md")
        .stop("README now links to modkit.hearthvale.gg."),
    planted: [
      { kind: "fact", keys: ["mkdocs"] },
      { kind: "instruction", keys: ["14 year olds"] },
    ],
  },
  {
    id: "b213-modid-rule",
    build: (s) =>
      s
        .user("two workshop mods both use the id `better-farming` and they overwrite each other's configs")
        .bash(
          "grep -rn '\"id\"' workshop-cache/*/mod.json | grep better-farming",
          'workshop-cache/29381/mod.json:  "id": "better-farming",\nworkshop-cache/30177/mod.json:  "id": "better-farming",',
        )
        .assistant(
          "Confirmed: two different workshop items declare the same id, and configs are stored per id in `config/<id>.json`, so they clobber each other.",
        )
        .user(
          "Mod ids need to be namespaced from now on, author.modname, like `kit-ng.better-farming`. Make the validator warn on un-namespaced ids for now. We make it a hard error in 2.0, I'll open a tracking issue for that myself later",
        )
        .file("Edit", "src/Modkit/Manifest/ManifestValidator.cs")
        .bash("dotnet test Modkit.sln -c Release --filter Manifest", "Passed!  - Failed: 0, Passed: 16, Skipped: 0")
        .stop("Validator warns on un-namespaced ids."),
    planted: [
      { kind: "fact", keys: ["config/<id>.json"] },
      { kind: "instruction", keys: ["namespaced"] },
      { kind: "task", keys: ["tracking issue"] },
    ],
  },
  {
    id: "b213-anniversary",
    build: (s) =>
      s
        .user("random but important: the modkit turns 5 in march. I want a showcase post with the top community mods")
        .bash("gh api 'repos/hearthvale/modkit/contributors?per_page=100' -q 'length'", "100")
        .assistant("100+ contributors on GitHub alone. I can pull the top 20 workshop mods by subscriptions when you want it.")
        .user(
          "not yet. but before march we need to collect quotes from the top 10 mod authors for the anniversary post, put it on my list. Kit is doing the banner art",
        )
        .file("Edit", "notes/todo.md")
        .stop("Added the anniversary quotes to notes/todo.md."),
    planted: [{ kind: "task", keys: ["quotes", "anniversary"] }],
  },
  {
    id: "b213-empty-harmony-q",
    build: (s) =>
      s
        .user("what's the difference between a transpiler and a reverse patch again")
        .assistant(
          "A transpiler rewrites the IL of the original method, so every caller gets the changed behaviour. A reverse patch copies the original method's IL into your own stub so you can call the unpatched version (optionally transpiled) yourself; the original isn't changed.",
        )
        .user("so reverse patch would let the stamina mod call vanilla Update")
        .assistant("Yes, it would give them a callable copy of the vanilla Player.Update.")
        .user("ok, interesting, I'll read more on that")
        .stop("Explained transpilers vs reverse patches."),
    planted: [],
  },
  {
    id: "b213-empty-log-triage",
    build: (s) =>
      s
        .user("can you check what's in this crash log someone sent, is it a mod?")
        .bash(
          "tail -6 logs/issue-464.log",
          "[Modkit] WARN: mod 'lanterns' must declare loader_version\n[Modkit] INFO: always-on-top overlay disabled\n[Game] Crash!!! (0x0000005) in UnityPlayer.dll\n[Game] TODO dump not written",
        )
        .assistant(
          "The crash is an access violation inside UnityPlayer.dll with no mod frame on the stack. The lanterns warning is unrelated. This looks like a game or driver crash rather than a mod.",
        )
        .user("hmm maybe the lanterns mod triggers it somehow though?")
        .assistant("Possible but nothing in the log points to it. Asking them to reproduce with lanterns disabled would tell.")
        .user("ok i'll ask")
        .stop("Nothing conclusive in the #464 log."),
    planted: [],
  },
];

export const BLIND213 = plantedSet(BLIND213_SESSIONS, Date.UTC(2026, 10, 16, 9));
