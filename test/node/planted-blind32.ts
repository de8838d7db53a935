/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A blind planted set for the offline long-term-memory extractor, in the style of game
 * development (Unity, Godot, Unreal; C#, GDScript, shaders, asset pipelines, build sizes,
 * platform certification) as it happens in Claude Code and Codex CLI sessions: playful, terse
 * users, items said by both the user and the assistant. Each session is one segment; the items
 * planted in it are listed with it (counts are checked by
 * test/node/memory-extraction-blind32.test.ts). Every other message must give nothing:
 * questions, hypotheses, proposals rejected or never confirmed, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output (with "always", "never", "TODO" in them),
 * chit-chat, and requests the agent completes in the same session. Superseded decisions plant
 * only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set):
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

export const BLIND32_SESSIONS: BlindSession[] = [
  {
    id: "b32-addressables",
    build: (s) =>
      s
        .user("how are the dlc packs loaded rn? asking for a friend (the friend is me)")
        .bash("rg -l AssetBundle.LoadFromFile Assets/Scripts", "Assets/Scripts/Dlc/DlcLoader.cs\nAssets/Scripts/Dlc/BundleCache.cs")
        .assistant(
          "Both go through hand-rolled AssetBundles: `DlcLoader.cs` builds the path and `BundleCache.cs` keeps them alive. No catalog, no dependency tracking.",
        )
        .user("ugh. ok decided: DLC packs move to Addressables, we stop hand-building AssetBundles. dont migrate anything yet tho")
        .assistant("Got it, Addressables for the DLC packs from here on. I'll leave the existing bundle code untouched for now.")
        .stop(),
    planted: [{ kind: "decision", keys: ["addressables"] }],
  },
  {
    id: "b32-gdscript-typing",
    build: (s) =>
      s
        .user("rule for this repo: static typing in gdscript everywhere. `var hp: int = 3`, not `var hp = 3`. no exceptions, yes even in the jam prototypes")
        .file("Read", "scripts/player.gd")
        .assistant("Noted. `player.gd` has 14 untyped vars; want me to fix them now?")
        .user("yes pls")
        .file("Edit", "scripts/player.gd")
        .assistant("Typed all 14. `godot --headless --check-only` is clean.")
        .user("btw the export templates are in ~/.local/share/godot/export_templates/4.3.stable on the build box, not the default path")
        .assistant("Thanks, so the export templates on the build box live under `~/.local/share/godot/export_templates/4.3.stable`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["static typing"] },
      { kind: "fact", keys: ["export templates"] },
    ],
  },
  {
    id: "b32-variant-strip",
    build: (s) =>
      s
        .bash("du -sh Builds/Win64", "1.2G\tBuilds/Win64")
        .assistant("1.2 GB. Most of it is `sharedassets0.assets`; the URP shader variants are a big chunk of that.")
        .user("lol. ok not today. TODO for next week: set up shader variant stripping for URP so the win build stops being a chonker")
        .bash("grep -n 'TODO' Assets/Editor/BuildPipeline.cs", "42:    // TODO: always strip debug keywords here")
        .assistant(
          "Left it for next week. Noting there is already an old `// TODO: always strip debug keywords here` at line 42 of `BuildPipeline.cs` — it was never implemented.",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["variant stripping"] }],
  },
  {
    id: "b32-switch-devkit",
    build: (s) =>
      s
        .user("can u run the switch build?")
        .bash("ls /Volumes | grep -i nx", "", 1)
        .assistant("No devkit mounted on this machine. Is there one I can reach over the network?")
        .user(
          "nope. the only Switch devkit is on Marco's desk, you ask him for a slot. and never push .uasset files without checking them out in perforce first, he will cry",
        )
        .assistant("Understood: the Switch devkit is Marco's, access goes through him. And every .uasset gets a Perforce checkout before I push it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["devkit", "marco"] },
      { kind: "instruction", keys: ["uasset", "perforce"] },
    ],
  },
  {
    id: "b32-audio-middleware",
    build: (s) =>
      s
        .user("audio time 🎵 let's go with FMOD for the footsteps + music")
        .bash("ls Packages | grep -i fmod", "", 1)
        .assistant("FMOD isn't in the project yet. I'll add the FMOD for Unity package and a `FootstepEmitter`.")
        .user("wait wait. scratch FMOD. Leo already has Wwise licenses from his last studio, we're using Wwise. final answer")
        .assistant("Switching: Wwise it is, for footsteps and music. I haven't installed anything FMOD-related, so there's nothing to undo.")
        .stop(),
    planted: [{ kind: "decision", keys: ["wwise"] }],
  },
  {
    id: "b32-chitchat-quats",
    build: (s) =>
      s
        .user("quick q, why does my camera flip when i lerp euler angles past 180")
        .assistant("Euler lerp goes the long way around at the wrap. `Quaternion.Slerp` takes the shortest arc, so that's the usual fix.")
        .user("galaxy brain. ok can u fix the typo in the tutorial dialog, 'jupm' -> 'jump'")
        .bash("rg -n jupm Assets/Localization", "Assets/Localization/en.csv:12:tutorial_01,Press A to jupm")
        .file("Edit", "Assets/Localization/en.csv")
        .assistant("Fixed: `tutorial_01` now says 'Press A to jump'.")
        .user("ty 🙏")
        .stop(),
    planted: [],
  },
  {
    id: "b32-android-splash",
    build: (s) =>
      s
        .user("android build plz")
        .bash("unity -batchmode -quit -buildTarget Android -executeMethod Build.Android", "Build succeeded: 312 MB\nWarning: Texture 'Splash_4K' is 4096x4096")
        .assistant("Built, 312 MB. The 4K splash texture ships as-is on Android. Should I add a platform override to 1080p?")
        .user("yes but later, not in this PR. leave it as a todo")
        .assistant("OK, open item: give the splash texture a 1080p Android override. Also, target SDK is 33 in Player Settings; Play will want 34 soon.")
        .user("yeah we target Android API 34 from now on, bump it")
        .bash("sed -i 's/AndroidTargetSdkVersion: 33/AndroidTargetSdkVersion: 34/' ProjectSettings/ProjectSettings.asset", "")
        .assistant("Bumped: the project now targets Android API 34.")
        .stop(),
    planted: [
      { kind: "task", keys: ["splash"] },
      { kind: "decision", keys: ["api 34"] },
    ],
  },
  {
    id: "b32-editmode-tests",
    build: (s) =>
      s
        .bash("cat ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 2022.3.21f1")
        .assistant("The project is pinned to Unity 2022.3.21f1 in `ProjectVersion.txt`, and the CI image uses the same editor.")
        .user("yep that's the one, dont upgrade it. and before every commit run the EditMode tests: `unity -batchmode -runTests -testPlatform EditMode`")
        .bash("unity -batchmode -runTests -testPlatform EditMode -testResults results.xml", "Test run completed. 86 passed, 0 failed")
        .assistant("86/86 EditMode tests pass. I'll run them before each commit.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2022.3.21f1"] },
      { kind: "instruction", keys: ["editmode"] },
    ],
  },
  {
    id: "b32-gc-hypothesis",
    build: (s) =>
      s
        .user("frame spikes every ~2s on the forest map. maybe the LINQ in EnemySpawner.Update? idk")
        .bash("rg -n 'Where\\(|Select\\(' Assets/Scripts/Enemies/EnemySpawner.cs", "57:        var alive = enemies.Where(e => e.IsAlive).ToList();")
        .assistant(
          "There is a LINQ allocation at line 57, but a spike every 2 s could just as well be the incremental GC or the audio streaming. I'd need a profiler capture to tell.",
        )
        .user("hmm could also be the grass tbh. whatever, i'll grab a capture tonight")
        .assistant("Sounds good, send it over when you have it.")
        .stop(),
    planted: [],
  },
  {
    id: "b32-ios-size",
    build: (s) =>
      s
        .bash("du -sh Builds/iOS/Payload", "187M\tBuilds/iOS/Payload")
        .assistant("iOS payload is 187 MB.")
        .user("close. fyi the publisher cap for the ios build is 200 MB, hard limit in the contract")
        .assistant("So 13 MB of headroom under the publisher's 200 MB cap for iOS. Want me to look at what's biggest?")
        .user("nah not now")
        .stop(),
    planted: [{ kind: "fact", keys: ["publisher", "200 mb"] }],
  },
  {
    id: "b32-godot-renderer",
    build: (s) =>
      s
        .user("forward+ or mobile renderer for the deck port? thoughts")
        .bash("grep renderer project.godot", 'renderer/rendering_method="gl_compatibility"')
        .assistant(
          "Right now it's Compatibility. Forward+ gives you the SDFGI and volumetric fog you use in the caves; Mobile is cheaper but drops those. On the Deck Forward+ should hold 60 with fog at half res.",
        )
        .user("ok going with Forward+ for the deck build. the caves need the fog")
        .file("Edit", "project.godot")
        .assistant("Switched the renderer to Forward+.")
        .stop(),
    planted: [{ kind: "decision", keys: ["forward+"] }],
  },
  {
    id: "b32-serializefield",
    build: (s) =>
      s
        .file("Read", "Assets/Scripts/Player/PlayerMovement.cs")
        .assistant("`PlayerMovement` exposes `public float speed;` and `public float jumpHeight;` for the inspector.")
        .user("ew. house style: [SerializeField] private fields, never public fields just for the inspector")
        .file("Edit", "Assets/Scripts/Player/PlayerMovement.cs")
        .assistant("Changed both to `[SerializeField] private`. The serialized values stay since the field names didn't change.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["serializefield"] }],
  },
  {
    id: "b32-empty-build-log",
    build: (s) =>
      s
        .user("what does this even mean")
        .bash(
          "tail -5 Editor.log",
          "Shader warning in 'Custom/Water': 'UNITY_PASS_FORWARDBASE' is never defined\nTODO: never ship this keyword\nAlways include shader 'Hidden/Blit' found\nBuild completed with a result of 'Succeeded'",
        )
        .assistant(
          "Nothing is broken: the 'never defined' line is a harmless shader warning, and the TODO/Always lines are text baked into the water shader and the Always Included list. The build succeeded.",
        )
        .user("k cool")
        .stop(),
    planted: [],
  },
  {
    id: "b32-steam-appid",
    build: (s) =>
      s
        .user("steamworks init fails on my machine")
        .bash("cat steam_appid.txt", "480")
        .assistant("`steam_appid.txt` says 480, which is Spacewar, the Steam test app. Is that intentional?")
        .user("no!! our steam app id is 2710450. someone committed the test one")
        .file("Edit", "steam_appid.txt")
        .assistant("Fixed, `steam_appid.txt` is back to 2710450, our Steam app id.")
        .user("also someone needs to set up the nightly butler push to itch for the demo, not urgent, just dont forget")
        .assistant("Noted as an open task: a nightly butler push of the demo to itch.io.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2710450"] },
      { kind: "task", keys: ["butler"] },
    ],
  },
  {
    id: "b32-netcode",
    build: (s) =>
      s
        .user("multiplayer. Mirror or Netcode for GameObjects")
        .assistant(
          "Mirror is more battle-tested for dedicated servers; NGO is first-party and plays nicer with Unity Relay/Lobby. Since you're already on Unity Gaming Services for matchmaking, NGO is the smoother fit.",
        )
        .bash("grep -i 'com.unity.services' Packages/manifest.json", '"com.unity.services.lobby": "1.2.2",\n"com.unity.services.relay": "1.1.1"')
        .user("ok Netcode for GameObjects then. done deliberating")
        .assistant("Going with Netcode for GameObjects. I'll add `com.unity.netcode.gameobjects` when we start the lobby screen.")
        .stop(),
    planted: [{ kind: "decision", keys: ["netcode"] }],
  },
  {
    id: "b32-cheats-menu",
    build: (s) =>
      s
        .bash("rg -n 'DEV_CHEATS' Assets --count", "Assets/Scripts/Debug/CheatMenu.cs:9\nAssets/Scripts/UI/PauseMenu.cs:2")
        .assistant("The cheat menu is behind `DEV_CHEATS` in 11 places, and the define is still set for release builds.")
        .user("oof. before release the cheats menu has to go entirely, write that down. not now, we still need it for playtests")
        .assistant("Open task before release: remove the cheats menu (and the `DEV_CHEATS` define). Leaving it in for playtests.")
        .user("also can u make it toggle with F1 instead of backtick, the german keyboards hate backtick")
        .file("Edit", "Assets/Scripts/Debug/CheatMenu.cs")
        .assistant("Done, F1 toggles the cheat menu now.")
        .stop(),
    planted: [{ kind: "task", keys: ["cheats menu"] }],
  },
  {
    id: "b32-ue-version",
    build: (s) =>
      s
        .user("should we bump to UE 5.4? the lumen improvements look nice")
        .bash("grep EngineAssociation Goblin.uproject", '"EngineAssociation": "5.3"')
        .assistant("We're on 5.3. The `VoxelForge` plugin has no 5.4 build yet, so bumping would break the terrain tools.")
        .user("right, forgot about voxelforge. we stay on 5.3 then, until they ship 5.4 support")
        .assistant("Staying on UE 5.3 until VoxelForge supports 5.4.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["5.3"] },
      { kind: "fact", keys: ["voxelforge"] },
    ],
  },
  {
    id: "b32-empty-codex-lint",
    build: (s) =>
      s
        .user("run dotnet format on the scripts")
        .bash("dotnet format Assembly-CSharp.csproj --verify-no-changes", "Formatted 3 of 212 files.")
        .assistant("Ran `dotnet format`; 3 files changed (whitespace only in `Inventory.cs`, `Crafting.cs`, `LootTable.cs`).")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b32-shader-keywords",
    build: (s) =>
      s
        .file("Read", "Assets/Shaders/Toon.shader")
        .assistant("`Toon.shader` declares `#pragma multi_compile _ OUTLINE RIM`. Those names collide with a keyword in the asset store outline pack.")
        .user("yeah that bit us before. convention: every shader keyword we define gets a _GOB_ prefix. _GOB_OUTLINE etc")
        .file("Edit", "Assets/Shaders/Toon.shader")
        .assistant("Renamed them to `_GOB_OUTLINE` and `_GOB_RIM`, and updated the two materials that enable them.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["shader keyword", "_gob_"] }],
  },
  {
    id: "b32-save-format",
    build: (s) =>
      s
        .user("save files are 4MB of json lmao. options?")
        .assistant(
          "MessagePack would cut that to roughly a quarter and parse faster; BinaryFormatter is out (unsafe and deprecated). Or gzip the JSON and keep it readable for debugging.",
        )
        .bash("ls -la ~/.config/unity3d/Goblin/Saves", "-rw-r--r-- 1 dev dev 4194304 slot_1.json")
        .user("messagepack. decided. keep a json export behind a debug flag though")
        .assistant("MessagePack for save files it is, with JSON export only behind a debug flag.")
        .user("and we'll need a migration for the old json saves, put it on the list for after the demo")
        .assistant("Added to the list: migrate the old JSON saves to the MessagePack format after the demo.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["messagepack"] },
      { kind: "task", keys: ["migrat", "json saves"] },
    ],
  },
  {
    id: "b32-build-box",
    build: (s) =>
      s
        .user("where do the nightly builds come from actually")
        .bash("cat .buildkite/pipeline.yml | head -5", "steps:\n  - label: nightly\n    agents:\n      queue: toaster")
        .assistant("The `nightly` step runs on the `toaster` queue. Is that a dedicated machine?")
        .user("lol yes, toaster is the mac mini in the office closet, it does all the nightly builds. if it's down someone has to physically kick it")
        .assistant("Got it: the nightly builds all run on `toaster`, the Mac mini in the office closet.")
        .stop(),
    planted: [{ kind: "fact", keys: ["toaster"] }],
  },
  {
    id: "b32-rumble",
    build: (s) =>
      s
        .user("ps5 rumble feels like a phone on silent")
        .bash("rg -n 'SetMotorSpeeds' Assets/Scripts", "Assets/Scripts/Input/Haptics.cs:31:        pad.SetMotorSpeeds(0.1f, 0.1f);")
        .assistant(
          "Haptics uses `SetMotorSpeeds(0.1f, 0.1f)` for every pad. The DualSense could use its own haptics API, but it needs the PS5 SDK package. Maybe the low values are intentional for Xbox?",
        )
        .user("no idea who wrote that. leave it, but we need to redo the ps5 rumble with proper dualsense haptics at some point")
        .assistant("Open task: redo the PS5 rumble with DualSense haptics. Not touching `Haptics.cs` now.")
        .stop(),
    planted: [{ kind: "task", keys: ["rumble"] }],
  },
  {
    id: "b32-shader-owner",
    build: (s) =>
      s
        .user("the grass shader graph is a spaghetti monster. who made this")
        .bash("git log --format='%an' -- Assets/Shaders/Grass.shadergraph | sort | uniq -c", "     23 Priya Nair\n      1 dev")
        .assistant("Priya Nair made 23 of the 24 commits to it.")
        .user("right. Priya owns all the shader graphs, anything in there goes through her review")
        .assistant("Understood, Priya owns the shader graphs; I'll route changes there through her review.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "shader graph"] },
      { kind: "instruction", keys: ["priya", "review"] },
    ],
  },
  {
    id: "b32-empty-rejected",
    build: (s) =>
      s
        .user("the loading screen tip text is cut off on 4:3")
        .file("Read", "Assets/UI/LoadingScreen.uxml")
        .assistant("The label has a fixed width of 1600px. I could switch it to a percentage width, or we could drop 4:3 support altogether?")
        .user("lol no we're not dropping 4:3, the steam hardware survey says ppl still use it. just fix the width")
        .file("Edit", "Assets/UI/LoadingScreen.uxml")
        .assistant("Label is 80% width now; tips wrap correctly at 4:3 and 21:9.")
        .stop(),
    planted: [],
  },
  {
    id: "b32-jolt",
    build: (s) =>
      s
        .user("physics jitter on the ragdolls again")
        .bash("grep physics project.godot", '3d/physics_engine="DEFAULT"')
        .assistant("Still Godot Physics. Jolt is built into 4.4 and is much more stable for ragdolls and stacked bodies.")
        .user("do it, jolt for 3d physics from now on")
        .file("Edit", "project.godot")
        .bash("godot --headless --run-tests ragdoll", "ragdoll_settle: PASS (0.8 s)\nragdoll_stack: PASS")
        .assistant("3D physics now runs on Jolt; both ragdoll tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jolt"] }],
  },
  {
    id: "b32-commit-style",
    build: (s) =>
      s
        .bash("git log --oneline -3", "a1b2c3d Fixed Stuff\n9f8e7d6 WIP!!!\n3c4d5e6 update")
        .assistant("Recent commit messages are all over the place.")
        .user("i know 😭 from now on commit msgs are lowercase, imperative, with the area first: `ui: fix tip wrap`. you too")
        .assistant("Will do: lowercase imperative commit messages prefixed with the area, like `ui: fix tip wrap`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "b32-library-folder",
    build: (s) =>
      s
        .user("unity is stuck reimporting everything. did u touch Library/?")
        .bash("git status --short | head -3", " M Library/ArtifactDB\n M Library/SourceAssetDB")
        .assistant(
          "Yes, my earlier `sed` across the repo touched `Library/ArtifactDB`. Sorry. Restoring it is not enough; the safe route is to let Unity rebuild it.",
        )
        .user("sigh. never edit or grep-replace inside Library/ again, it's unity's cache. exclude it from every search")
        .assistant("Understood: Library/ is off limits, and I'll exclude it from every search and replace.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["library/"] }],
  },
  {
    id: "b32-empty-math",
    build: (s) =>
      s
        .user("is smoothstep in hlsl clamped?")
        .assistant("Yes, `smoothstep(a, b, x)` clamps `x` to [a, b] first, so it always returns 0..1.")
        .user("and lerp?")
        .assistant("`lerp` does not clamp; `lerp(a, b, 1.5)` extrapolates. Wrap it in `saturate` if you need the range.")
        .bash("rg -c 'lerp\\(' Assets/Shaders", "Assets/Shaders/Water.hlsl:4\nAssets/Shaders/Toon.shader:2")
        .user("ok thx just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b32-texture-size",
    build: (s) =>
      s
        .bash("find Assets/Art -name '*.png' -size +8M | wc -l", "37")
        .assistant("37 source PNGs over 8 MB. Several import at 4096.")
        .user("max texture import size is 2048 for everything except the splash + key art. that's the rule, apply it in the preset too")
        .file("Edit", "Assets/Editor/Presets/TextureDefault.preset")
        .assistant("The default texture preset caps max size at 2048; splash and key art keep their own overrides.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["2048"] }],
  },
  {
    id: "b32-cert-telemetry",
    build: (s) =>
      s
        .user("cert checklist from sony came in 📋")
        .bash("pdftotext TRC_checklist.pdf - | grep -i telemetry", "R4096: Titles must always allow users to opt out of non-essential telemetry.")
        .assistant("The relevant line: titles must allow opting out of non-essential telemetry. We currently send analytics unconditionally.")
        .user("yeah. we need a telemetry opt-out toggle in settings before we submit. not this sprint tho")
        .assistant("Open task before cert submission: add a telemetry opt-out toggle in settings.")
        .user("also the ps5 submission window closes dec 14, sony won't move it")
        .assistant("Noted: the PS5 submission window closes on December 14.")
        .stop(),
    planted: [
      { kind: "task", keys: ["telemetry", "opt-out"] },
      { kind: "fact", keys: ["submission", "dec"] },
    ],
  },
  {
    id: "b32-il2cpp-rejected",
    build: (s) =>
      s
        .user("startup on android is slow, like 9s")
        .bash("adb logcat -d | grep -i 'Unity.*loaded'", "I Unity  : Mono loaded in 2140 ms")
        .assistant("Mono alone takes 2.1 s. Should we switch the Android backend to IL2CPP? It would cut that and is required for 64-bit anyway.")
        .user("hm. no, IL2CPP doubles our build time and the mod loader needs mono. keep mono. look at the splash scenes instead")
        .assistant("Keeping Mono. The two splash scenes load synchronously; making them async cuts startup to about 6 s.")
        .file("Edit", "Assets/Scripts/Boot/SplashSequence.cs")
        .assistant("Done: splash scenes load async, cold start measured at 6.1 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["mono"] }],
  },
  {
    id: "b32-empty-withdrawn",
    build: (s) =>
      s
        .user("lets rename all the enemy prefabs to snake_case")
        .bash("ls Assets/Prefabs/Enemies | head -4", "GoblinArcher.prefab\nGoblinBrute.prefab\nSlimeKing.prefab\nBatSwarm.prefab")
        .assistant("That's 42 prefabs; renaming them is safe in Unity since references are by GUID, but Addressables keys use the names.")
        .user("oh right the keys. forget it, nvm, not worth it")
        .assistant("Leaving the names as they are.")
        .stop(),
    planted: [],
  },
  {
    id: "b32-sentry",
    build: (s) =>
      s
        .user("where do crash reports from the playtest go")
        .bash("rg -n 'Dsn' Assets/Resources/SentryOptions.asset", "7:  Dsn: https://abc@o1.ingest.sentry.io/4507")
        .assistant("Crashes go to Sentry. The DSN points at project 4507 in the studio org.")
        .user("yep thats the goblin-rush project in sentry, all platforms report there")
        .assistant("Right, every platform's crashes land in the goblin-rush Sentry project.")
        .stop(),
    planted: [{ kind: "fact", keys: ["sentry", "goblin-rush"] }],
  },
  {
    id: "b32-find-in-update",
    build: (s) =>
      s
        .bash("rg -n 'GameObject.Find' Assets/Scripts | wc -l", "19")
        .assistant("19 `GameObject.Find` calls, 6 of them inside `Update()`.")
        .user("nope nope nope. no GameObject.Find in Update ever, cache refs in Awake. please fix those 6 and keep it that way")
        .file("Edit", "Assets/Scripts/UI/HudController.cs")
        .file("Edit", "Assets/Scripts/Enemies/EnemyAI.cs")
        .assistant("Moved the 6 lookups to `Awake` and cached them. From here on I won't put `GameObject.Find` in `Update`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["gameobject.find"] }],
  },
  {
    id: "b32-lighting-bake",
    build: (s) =>
      s
        .user("level 3 looks haunted, the lightmaps are from before we moved the cliffs")
        .bash("stat -c %y Assets/Scenes/Level03/Lightmap-0_comp_light.exr", "2026-09-30 14:02:11")
        .assistant("The lightmaps predate the cliff move by about a month. A full bake at production quality takes ~3 h on this machine.")
        .user("not on my laptop lol. rebake the level 3 lighting on the build box overnight sometime this week")
        .assistant("Open: rebake the Level 3 lighting on the build box overnight this week.")
        .stop(),
    planted: [{ kind: "task", keys: ["level 3", "light"] }],
  },
  {
    id: "b32-empty-quoted-code",
    build: (s) =>
      s
        .user("what does this do\n```csharp\n// NEVER call this from a coroutine\n// always pair with EndFrame()\nvoid BeginFrame() { _frame++; }\n```")
        .assistant(
          "It just bumps a frame counter; the comments warn that it must be paired with `EndFrame()` and not called from a coroutine, because the counter would drift.",
        )
        .bash("rg -n 'BeginFrame\\(' Assets/Scripts", "Assets/Scripts/Core/FrameClock.cs:14")
        .assistant("It's only called in `FrameClock.cs`, correctly paired.")
        .user("ok good")
        .stop(),
    planted: [],
  },
  {
    id: "b32-localization",
    build: (s) =>
      s
        .user("who do i ask about the loc spreadsheet")
        .bash("git log -1 --format='%an' -- Assets/Localization/strings.csv", "Kenji Watanabe")
        .assistant("Kenji Watanabe last touched `strings.csv`.")
        .user("ya Kenji runs localization, the google sheet is the source of truth and the csv is exported from it. don't hand edit the csv, change the sheet")
        .assistant("Got it. The localization sheet is the source; I won't hand-edit `strings.csv` again.")
        .user("also the achievements aren't in german yet, need to get those localized before the steam page goes live")
        .assistant("Open: localize the achievements into German before the Steam page goes live.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["kenji", "localization"] },
      { kind: "instruction", keys: ["csv"] },
      { kind: "task", keys: ["achievements", "german"] },
    ],
  },
  {
    id: "b32-codex-short",
    build: (s) =>
      s
        .user("fix the null ref in InventorySlot")
        .bash("dotnet test Tests/EditMode.csproj --filter InventorySlot", "Failed InventorySlot_Empty_ShowsNoIcon: NullReferenceException")
        .assistant(
          "Root cause\n- `InventorySlot.Refresh()` reads `item.icon` before checking `item`.\n\nFix\n- Early return when `item == null`, hide the icon.\n\nTests\n- `InventorySlot` suite: 7 passed.",
        )
        .file("Edit", "Assets/Scripts/UI/InventorySlot.cs")
        .user("good. keep replies that short btw, bullets, no essays")
        .assistant("Will keep replies short and in bullets.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["short"] }],
  },
  {
    id: "b32-empty-guess",
    build: (s) =>
      s
        .user("the webgl build is black on safari. probably a WebGL2 thing? or maybe the gamma setting")
        .bash("ls Builds/WebGL/Build", "Goblin.data.br\nGoblin.framework.js.br\nGoblin.wasm.br")
        .assistant("Could be either. Safari also refuses Brotli files unless served with `Content-Encoding: br` over HTTPS. I can't test Safari from here.")
        .user("eh i'll check on my mac tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b32-world-partition",
    build: (s) =>
      s
        .user("open world map is 9GB and loads in one chunk 💀")
        .bash("grep -i partition Config/DefaultEngine.ini", "", 1)
        .assistant(
          "World Partition isn't enabled. Converting the map with the WorldPartitionConvertCommandlet would give you streaming cells; the alternative is hand-made level streaming volumes.",
        )
        .user("world partition. we're not doing streaming volumes by hand in 2026")
        .assistant("Going with World Partition for the open world map. The conversion is a separate run; do you want it now?")
        .user("yes go")
        .bash("UnrealEditor-Cmd Goblin.uproject -run=WorldPartitionConvertCommandlet OpenWorld", "Conversion succeeded: 412 cells")
        .assistant("Converted: 412 cells.")
        .stop(),
    planted: [{ kind: "decision", keys: ["world partition"] }],
  },
  {
    id: "b32-deck-test",
    build: (s) =>
      s
        .user("merged the new input rebinding?")
        .bash("git log --oneline -1 feature/rebind", "d4e5f6a input: add rebinding screen")
        .assistant("Not merged yet; the branch is ready and CI is green.")
        .user("hold it. anything touching input gets tested on the steam deck before it merges, that's the rule. i'll do it after lunch")
        .assistant("OK, input changes wait for a Steam Deck test before merging. Holding `feature/rebind`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["steam deck"] }],
  },
  {
    id: "b32-swamp-fps",
    build: (s) =>
      s
        .bash("cat perf/deck_run.csv | sort -t, -k3 -n | head -3", "swamp,avg,41\ncaves,avg,58\nforest,avg,60")
        .assistant("Deck run: everything holds ~60 except the swamp at 41 fps average.")
        .user("yeah the swamp is the only level that doesnt hold 60 on deck, known problem. we need to profile the swamp properly, put it on the backlog")
        .assistant("Backlog: profile the swamp level on the Deck.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["swamp", "60"] },
      { kind: "task", keys: ["profile", "swamp"] },
    ],
  },
  {
    id: "b32-empty-done-request",
    build: (s) =>
      s
        .user("bump the version to 0.9.3 and tag it")
        .bash(
          "sed -i 's/bundleVersion: 0.9.2/bundleVersion: 0.9.3/' ProjectSettings/ProjectSettings.asset && git commit -am 'build: 0.9.3' && git tag v0.9.3",
          "[main 7a8b9c0] build: 0.9.3",
        )
        .assistant("Bumped to 0.9.3, committed and tagged `v0.9.3`.")
        .user("🚀")
        .stop(),
    planted: [],
  },
  {
    id: "b32-keystore",
    build: (s) =>
      s
        .user("release signing failed on CI")
        .bash("./gradlew bundleRelease", "Keystore file '/ci/keys/goblin.keystore' not found", 1)
        .assistant("The keystore isn't on the runner. Where is it kept?")
        .user("android keystore is in 1password, vault 'release-keys'. CI pulls it with the op cli. someone deleted the op step probably")
        .bash("git log -1 --format=%s -- .buildkite/android.yml", "ci: simplify android steps")
        .assistant("Confirmed, the `op read` step was dropped in 'ci: simplify android steps'. Restored it; the release bundle signs again.")
        .stop(),
    planted: [{ kind: "fact", keys: ["keystore", "1password"] }],
  },
  {
    id: "b32-superseded-tick",
    build: (s) =>
      s
        .user("physics tick: go to 60hz so the platforming feels tighter")
        .file("Edit", "ProjectSettings/TimeManager.asset")
        .assistant("Fixed timestep is now 1/60.")
        .bash("unity -batchmode -runTests -testPlatform PlayMode -testFilter Perf", "PhysicsPerf: 4.1 ms/frame on min spec (budget 3.0)")
        .assistant("Min spec now spends 4.1 ms a frame in physics, over the 3 ms budget.")
        .user("bah. ok revert that, physics stays at 50hz and we interpolate the player rigidbody instead. that's the final call")
        .file("Edit", "ProjectSettings/TimeManager.asset")
        .assistant("Physics back at 50 Hz, player rigidbody set to Interpolate.")
        .stop(),
    planted: [{ kind: "decision", keys: ["50hz"] }],
  },
  {
    id: "b32-empty-chitchat",
    build: (s) =>
      s
        .user("gm. the jam build got 3rd place btw 🏆")
        .assistant("Congrats! That's a great result for 48 hours.")
        .user("the judges loved the goblin sneeze mechanic lol")
        .bash("git log --oneline -1 jam-2026", "e1f2a3b sneeze: add particle burst")
        .assistant("The sneeze particle burst earned its place.")
        .stop(),
    planted: [],
  },
  {
    id: "b32-font",
    build: (s) =>
      s
        .bash("rg -l 'LiberationSans' Assets/UI", "Assets/UI/Fonts/Default.asset\nAssets/UI/MainMenu.uss")
        .assistant("The UI still uses LiberationSans, the TextMeshPro placeholder.")
        .user("yeah the real font license isn't sorted yet. replacing the placeholder font is a todo once legal signs off")
        .assistant("Open: replace the placeholder font after legal signs off on the license.")
        .stop(),
    planted: [{ kind: "task", keys: ["placeholder font"] }],
  },
  {
    id: "b32-godot-headless",
    build: (s) =>
      s
        .user("the CI export job pops a window and hangs")
        .bash("cat .github/workflows/export.yml | grep godot", "      - run: godot --export-release Linux build/goblin.x86_64")
        .assistant("It runs the editor without `--headless`, so it tries to open a display.")
        .user("every godot invocation in CI scripts uses --headless. fix it and keep to that")
        .file("Edit", ".github/workflows/export.yml")
        .assistant("Added `--headless`; all CI godot calls run headless from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["headless"] }],
  },
  {
    id: "b32-cdn",
    build: (s) =>
      s
        .user("where do addressables download remote content from")
        .bash("grep RemoteLoadPath Assets/AddressableAssetsData/AddressableAssetSettings.asset", "RemoteLoadPath: https://cdn.goblinrush.gg/[BuildTarget]")
        .assistant("From `cdn.goblinrush.gg/[BuildTarget]`. Is that the R2 bucket or something else?")
        .user("it's the R2 bucket 'gob-content' behind cloudflare, yes")
        .assistant("So remote Addressables content is served from the R2 bucket `gob-content` via cdn.goblinrush.gg.")
        .stop(),
    planted: [{ kind: "fact", keys: ["gob-content"] }],
  },
  {
    id: "b32-texture-compression",
    build: (s) =>
      s
        .user("web build textures are huge")
        .bash("grep -c 'textureFormat: 4' Assets/**/*.meta | awk -F: '{s+=$2} END {print s}'", "318")
        .assistant(
          "318 textures are uncompressed RGBA32 on WebGL. ASTC would be tiny on mobile browsers but desktop Safari/Firefox don't all decode it; KTX2 with Basis gives one file that transcodes everywhere.",
        )
        .user("ktx2 + basis for web textures. ship it")
        .file("Edit", "Assets/Editor/Presets/TextureWeb.preset")
        .assistant("Web textures now go through KTX2 with Basis Universal.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ktx2"] }],
  },
  {
    id: "b32-empty-progress",
    build: (s) =>
      s
        .user("status?")
        .assistant("Still importing: 1,812 of 4,300 assets. About 10 more minutes.")
        .bash("tail -1 Editor.log", "Importing Assets/Art/Env/Rocks_12.fbx (1813/4300)")
        .user("ok ping me")
        .stop(),
    planted: [],
  },
  {
    id: "b32-enemyai-rename",
    build: (s) =>
      s
        .bash("rg -l 'class EnemyAI2' Assets", "Assets/Scripts/Enemies/EnemyAI2.cs")
        .assistant("There's `EnemyAI` and `EnemyAI2`; the second is the one all current prefabs use.")
        .user("cursed. at some point EnemyAI2 needs to be renamed to GoblinBrain and the old one deleted. not in this branch, too many prefabs touched")
        .assistant("Left as an open task: rename `EnemyAI2` to `GoblinBrain` and delete the old `EnemyAI`.")
        .stop(),
    planted: [{ kind: "task", keys: ["enemyai2"] }],
  },
  {
    id: "b32-ios-memory",
    build: (s) =>
      s
        .user("testflight testers get kicked out on iphone 11")
        .bash("xcrun devicectl device info crashes --device iPhone11 | tail -2", "Termination Reason: JETSAM, per-process-limit\nPeak memory: 1.41 GB")
        .assistant("Jetsam kill at 1.41 GB. iPhone 11 has 4 GB of RAM, and the per-process limit is about 1.4 GB.")
        .user(
          "so the iphone 11 memory limit is ~1.4gb, good to know, thats our floor device. someone has to investigate the memory on the boss arena, we'll do it next sprint",
        )
        .assistant("Noted that the iPhone 11 is the floor device with a ~1.4 GB limit. Next sprint: investigate memory use in the boss arena.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["iphone 11", "1.4"] },
      { kind: "task", keys: ["memory", "boss arena"] },
    ],
  },
  {
    id: "b32-gdscript-signals",
    build: (s) =>
      s
        .file("Read", "scripts/enemy.gd")
        .assistant("`enemy.gd` declares `signal HealthChanged` and `signal died`; the naming is mixed.")
        .user("signals are past tense snake_case. `health_changed`, `died`. always")
        .file("Edit", "scripts/enemy.gd")
        .assistant("Renamed `HealthChanged` to `health_changed` and updated the three `connect` calls.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["signal", "snake_case"] }],
  },
  {
    id: "b32-empty-proposal",
    build: (s) =>
      s
        .user("what if we used ECS for the bullets")
        .bash("rg -c 'Instantiate\\(bulletPrefab' Assets/Scripts", "Assets/Scripts/Weapons/Gun.cs:3")
        .assistant(
          "DOTS would handle thousands of bullets, but you peak around 200 on screen, and pooling would cover that with far less churn. Want me to sketch a pool?",
        )
        .user("hmm idk. let me think about it over the weekend")
        .stop(),
    planted: [],
  },
  {
    id: "b32-colorblind",
    build: (s) =>
      s
        .user("got feedback from a colorblind tester, red/green gems are indistinguishable 😬")
        .bash("rg -n 'Color.red|Color.green' Assets/Scripts/Gems", "Assets/Scripts/Gems/GemColors.cs:8\nAssets/Scripts/Gems/GemColors.cs:9")
        .assistant("Gem colors are hard-coded in `GemColors.cs`. Adding shapes per gem type would help regardless of the palette.")
        .user("we need a proper colorblind mode (palettes + shapes). backlog it, high prio for 1.0")
        .assistant("On the backlog for 1.0: a colorblind mode with alternate palettes and gem shapes.")
        .stop(),
    planted: [{ kind: "task", keys: ["colorblind"] }],
  },
  {
    id: "b32-stutter-root",
    build: (s) =>
      s
        .user("first-time stutter when the boss spawns, like 300ms")
        .bash("unity -batchmode -executeMethod Perf.CaptureBossSpawn", "Frame 4411: 312 ms  Shader.CreateGPUProgram x 46")
        .assistant("46 shader compiles in that frame. Prewarming a ShaderVariantCollection for the boss materials at load should remove it.")
        .file("Edit", "Assets/Scripts/Boot/ShaderPrewarm.cs")
        .bash("unity -batchmode -executeMethod Perf.CaptureBossSpawn", "Frame 4411: 17 ms")
        .user("confirmed on my end too, 17ms. so the boss stutter was shader compilation all along")
        .assistant("Yes, the boss spawn stutter was first-use shader compilation; the prewarm collection fixes it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["stutter", "shader"] }],
  },
  {
    id: "b32-git-lfs",
    build: (s) =>
      s
        .user("the repo is 14gb, clone takes forever")
        .bash("git count-objects -vH | grep size-pack", "size-pack: 13.8 GiB")
        .assistant("Almost all of it is `.psd` and `.fbx` history. Options: Git LFS for art, or moving art to a separate Perforce depot.")
        .user("lfs for psd/fbx/wav going forward. not rewriting history, too risky")
        .bash("git lfs track '*.psd' '*.fbx' '*.wav'", 'Tracking "*.psd"\nTracking "*.fbx"\nTracking "*.wav"')
        .assistant("New .psd, .fbx and .wav files go through Git LFS; history stays untouched.")
        .stop(),
    planted: [{ kind: "decision", keys: ["lfs"] }],
  },
  {
    id: "b32-credits",
    build: (s) =>
      s
        .file("Read", "Assets/Data/Credits.asset")
        .assistant("Credits list Leo for audio and 'TBD' under music.")
        .user("the new composer is Ana Duarte, she's doing the whole OST now, Leo just does sfx")
        .assistant("So Ana Duarte is the composer for the OST and Leo handles sound effects.")
        .user("credits need updating with her name before the demo build, remind me")
        .assistant("Open: update the credits with Ana Duarte before the demo build.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ana duarte", "composer"] },
      { kind: "task", keys: ["credits"] },
    ],
  },
  {
    id: "b32-empty-review",
    build: (s) =>
      s
        .user("review my PR pls #212")
        .bash("gh pr diff 212 | head -8", "+    // TODO: never hit this path on console\n+    if (Application.isConsolePlatform) return;")
        .assistant("Looks fine. One nit: the TODO comment reads like a rule but the early return already guarantees it, so the comment could go.")
        .user("fair, removed it")
        .assistant("Approved.")
        .stop(),
    planted: [],
  },
  {
    id: "b32-leaderboard",
    build: (s) =>
      s
        .user("someone has 999999999 on the speedrun leaderboard lmao")
        .bash("curl -s api.goblinrush.gg/lb/speedrun?top=1", '{"name":"xX_gob_Xx","time_ms":1}')
        .assistant("A 1 ms run. The client submits the time directly and the server trusts it.")
        .user("ofc it does. server-side validation for leaderboard submissions has to happen, file it for after launch. wipe that entry now")
        .bash("curl -s -X DELETE api.goblinrush.gg/lb/speedrun/xX_gob_Xx -H 'Authorization: Bearer $ADMIN'", '{"deleted":1}')
        .assistant("Entry wiped. Open for after launch: validate leaderboard submissions server-side.")
        .stop(),
    planted: [{ kind: "task", keys: ["leaderboard", "validat"] }],
  },
  {
    id: "b32-steam-input",
    build: (s) =>
      s
        .user("controller glyphs show xbox buttons on a ps5 pad")
        .assistant(
          "That's because the game reads the Input System's device name. Steam Input would give correct glyphs for any pad, or we could keep the Input System and map glyphs per device layout.",
        )
        .bash("rg -n 'displayName' Assets/Scripts/Input/GlyphResolver.cs", "22:    var pad = Gamepad.current.displayName;")
        .user("we keep unity's input system, steam input is a no for us (non-steam builds). map glyphs per layout")
        .file("Edit", "Assets/Scripts/Input/GlyphResolver.cs")
        .assistant("Staying on the Input System; `GlyphResolver` now picks glyphs by layout (DualSense, Xbox, Switch Pro).")
        .stop(),
    planted: [{ kind: "decision", keys: ["input system"] }],
  },
  {
    id: "b32-empty-hypothetical",
    build: (s) =>
      s
        .user("if we ever did a switch 2 port, would the compute shaders just work?")
        .assistant("Probably, the hardware supports compute, but without the SDK I can't check the shader compiler's feature set. I'd treat it as unknown.")
        .bash("rg -l '#pragma kernel' Assets/Shaders", "Assets/Shaders/Boids.compute\nAssets/Shaders/Wind.compute")
        .user("cool cool, just daydreaming")
        .stop(),
    planted: [],
  },
  {
    id: "b32-magic-numbers",
    build: (s) =>
      s
        .file("Read", "Assets/Shaders/Water.hlsl")
        .assistant("`Water.hlsl` hard-codes `0.37` for foam cutoff and `12.0` for wave speed.")
        .user("yeah artists keep asking me to change those. convention: no magic numbers in shaders, expose them as material properties so art can tweak")
        .file("Edit", "Assets/Shaders/Water.hlsl")
        .assistant("Exposed `_FoamCutoff` and `_WaveSpeed` as material properties with the old values as defaults.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["magic numbers"] }],
  },
  {
    id: "b32-water-port",
    build: (s) =>
      s
        .user("godot port status for the water?")
        .bash("ls godot/shaders", "toon.gdshader\ngrass.gdshader")
        .assistant("No water shader in the Godot project yet; Unity's `Water.hlsl` hasn't been ported.")
        .user("k, porting the water shader to godot is on the list then, after the grass is done")
        .assistant("Open: port the water shader to Godot, after the grass.")
        .stop(),
    planted: [{ kind: "task", keys: ["water shader", "godot"] }],
  },
  {
    id: "b32-vulkan",
    build: (s) =>
      s
        .user("gles3 or vulkan on android, pick one we keep flip flopping")
        .bash("adb shell getprop ro.hardware.vulkan", "adreno")
        .assistant("All devices in your test matrix report Vulkan. GLES3 is safer on old Mali drivers; Vulkan is ~15% faster in the forest scene here.")
        .user("vulkan only, gles3 fallback removed. our min spec all has vulkan anyway")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .assistant("Android graphics API is now Vulkan only, GLES3 fallback removed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["vulkan"] }],
  },
  {
    id: "b32-xbox-compile",
    build: (s) =>
      s
        .user("why is the xbox build STILL going")
        .bash("tail -2 /builds/xbox/log.txt", "[42:10] Compiling shaders: 8811/9102")
        .assistant("Shader compilation, 42 minutes in. Is that normal for the Xbox build?")
        .user("yes sadly, the xbox shader compile always takes around 45 min on a clean build. go get a coffee")
        .assistant("Noted: a clean Xbox build spends ~45 minutes compiling shaders.")
        .stop(),
    planted: [{ kind: "fact", keys: ["xbox", "45 min"] }],
  },
  {
    id: "b32-dotween",
    build: (s) =>
      s
        .bash("rg -l 'using DG.Tweening' Assets/Scripts | wc -l", "9")
        .assistant("DOTween is used in 9 scripts, mostly UI fades. Our own `Tweener` already covers fades and scale pops.")
        .user("ok we're dropping DOTween, everything moves to our Tweener. one less plugin to update for console")
        .assistant("DOTween is out; new tweens go through `Tweener`. Want me to port the 9 scripts now or leave them?")
        .user("leave them for now")
        .stop(),
    planted: [{ kind: "decision", keys: ["dotween"] }],
  },
  {
    id: "b32-build-numbers",
    build: (s) =>
      s
        .user("semver for builds or what")
        .bash("git tag --sort=-creatordate | head -3", "v0.9.3\nbuild-117\nv0.9.2")
        .assistant("Tags mix semver (`v0.9.3`) and counters (`build-117`). Semver reads nicely on the store page; a date-based number sorts well for QA.")
        .user("date it is. build numbers are yyyy.mm.dd.n from now, semver only for the marketing version on store pages")
        .assistant("Settled: build numbers follow `yyyy.mm.dd.n`; semver stays for the store-facing marketing version.")
        .stop(),
    planted: [{ kind: "decision", keys: ["build numbers"] }],
  },
  {
    id: "b32-lod-policy",
    build: (s) =>
      s
        .user("draw calls in the market square are wild")
        .bash("unity -batchmode -executeMethod Perf.DrawCalls -scene Market", "Market: 4,210 draw calls, 38 meshes without LODGroup")
        .assistant(
          "38 meshes have no LOD group. Proposal: every environment mesh over 5k tris gets a LODGroup with at least 3 levels, enforced by an import check. Want that as the rule?",
        )
        .user("yes exactly that, make it the rule")
        .file("Write", "Assets/Editor/Checks/LodGroupCheck.cs")
        .assistant("Added `LodGroupCheck`: environment meshes over 5k tris without a 3-level LODGroup now fail the import check.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lodgroup"] }],
  },
  {
    id: "b32-codex-branch",
    build: (s) =>
      s
        .user("push it")
        .bash("git push origin HEAD", "To github.com:goblinworks/goblin-rush.git\n ! [remote rejected] main -> main (protected branch hook declined)", 1)
        .assistant("Push rejected: `main` is protected. I'll push to a branch and open a PR instead?")
        .user("right, u never push to main, always a branch named after the ticket like GR-412-fix-tips and a PR")
        .bash("git switch -c GR-412-fix-tips && git push -u origin GR-412-fix-tips", "branch 'GR-412-fix-tips' set up to track 'origin/GR-412-fix-tips'.")
        .assistant("Pushed `GR-412-fix-tips` and opened the PR. Branches named after the ticket from now on, nothing straight to main.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["branch", "ticket"] }],
  },
  {
    id: "b32-empty-codex-status",
    build: (s) =>
      s
        .user("whats failing on ci")
        .bash(
          "gh run view --log-failed | tail -3",
          "PlayMode: 1 failed\n  BossArena_Spawns_Within_Budget: expected < 16ms, got 17.2ms\n  (always flaky on shared runners)",
        )
        .assistant(
          "- 1 PlayMode failure: `BossArena_Spawns_Within_Budget`, 17.2 ms vs 16 ms.\n- The log itself calls it flaky on shared runners.\n- Re-running.",
        )
        .bash("gh run rerun --failed", "Re-running failed jobs")
        .assistant("Re-run is green.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b32-addressables-labels",
    build: (s) =>
      s
        .bash("grep -c 'm_Label' Assets/AddressableAssetsData/AssetGroups/*.asset", "Characters.asset:0\nLevels.asset:3")
        .assistant(
          "Only the Levels group uses labels. I'd suggest every addressable group gets a `platform:` label so the console builds can filter content, e.g. `platform:switch`.",
        )
        .user("mmm ok sure, go with platform labels on every group")
        .file("Edit", "Assets/AddressableAssetsData/AssetGroups/Characters.asset")
        .assistant("All groups carry a `platform:` label now; the Switch build filters on `platform:switch`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["platform", "label"] }],
  },
  {
    id: "b32-qa-lead",
    build: (s) =>
      s
        .user("who signs off the release candidate")
        .bash("cat RELEASE.md | grep -i sign", "Sign-off: QA lead (see team page)")
        .assistant("`RELEASE.md` only says 'QA lead'. Who is that at the moment?")
        .user("Bea is QA lead since october, she signs off every RC. and the playtest discord is #goblin-testers, she runs that too")
        .assistant("Got it: Bea is QA lead and signs off release candidates; she also runs the #goblin-testers playtest channel.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bea", "qa lead"] },
      { kind: "fact", keys: ["goblin-testers"] },
    ],
  },
  {
    id: "b32-audio-levels",
    build: (s) =>
      s
        .user("music is way louder than sfx on switch")
        .bash("grep -A2 'Music' Assets/Audio/Mixer.mixer | head -3", "Music: -3 dB\nSFX: -12 dB")
        .assistant(
          "The mixer has music at -3 dB and SFX at -12 dB. Leo's notes say -14 LUFS integrated for music on consoles. Maybe the Switch speakers just exaggerate bass?",
        )
        .user("could be, dunno. leave the mixer, but the audio mix pass for switch speakers needs doing before cert, add it to the list")
        .assistant("Added: an audio mix pass for the Switch speakers before cert.")
        .stop(),
    planted: [{ kind: "task", keys: ["mix pass", "switch"] }],
  },
];

export const BLIND32 = plantedSet(BLIND32_SESSIONS, Date.UTC(2026, 10, 2, 9));
