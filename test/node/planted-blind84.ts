/**
 * Blind planted set 84 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Unity game developer (C#, shaders, URP, Addressables, console/mobile build pipelines),
 * terse, lowercase, lots of abbreviations (pls, ya, w/, lvl, bc, fyi); items often buried mid-message
 * next to one-off requests, some stated by the agent and accepted with "do it" / "yep".
 * Each session is one segment; the items planted in it are listed with it: 81 items (21 decisions, 21 instructions,
 * 21 facts, 18 tasks) in 50 sessions, 14 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND84_SESSIONS: BlindSession[] = [
  {
    id: "b84-urp-switch",
    build: (s) =>
      s
        .user("ok so urp vs hdrp for the switch port. hdrp is a non-starter on switch tbh. going w/ URP on 2022.3 LTS for all platforms, pls set it up")
        .bash("grep render-pipelines Packages/manifest.json", '    "com.unity.render-pipelines.universal": "14.0.9",')
        .assistant("URP 14.0.9 is already in the manifest, it just isn't assigned. Assigning UniversalRP-Default.asset in Graphics + Quality settings.")
        .file("Edit", "ProjectSettings/GraphicsSettings.asset")
        .file("Edit", "ProjectSettings/QualitySettings.asset")
        .assistant("Done, all 4 quality levels point at the URP asset now. Pink materials in Assets/Legacy: 37, want me to run the material upgrader?")
        .user("ya run it. fyi the switch devkit lives on the shelf next to QA, ask Marta if u need it booked, she owns the booking sheet")
        .bash("unity -batchmode -quit -executeMethod Tools.UpgradeMaterials", "Upgraded 37 materials to URP/Lit\nExiting batchmode successfully now!")
        .stop("Upgraded the 37 legacy materials to URP/Lit."),
    planted: [
      { kind: "decision", keys: ["urp", "switch"] },
      { kind: "fact", keys: ["devkit", "marta"] },
    ],
  },
  {
    id: "b84-il2cpp-stripping",
    build: (s) =>
      s
        .user("android build dying again w/ il2cpp, pls look")
        .bash(
          "./ci/build.sh android 2>&1 | tail -5",
          "MissingMethodException: Default constructor not found for type Newtonsoft.Json.Converters.StringEnumConverter\n  at SaveSystem.Load ()\nBuild completed with a result of 'Failed'",
          1,
        )
        .assistant(
          "Looks like managed stripping. Player Settings has Managed Stripping Level = High, and Newtonsoft builds StringEnumConverter via reflection, so the linker drops the ctor. Adding a link.xml that preserves Newtonsoft.Json fixes it locally.",
        )
        .file("Write", "Assets/link.xml")
        .bash("./ci/build.sh android 2>&1 | tail -1", "Build completed with a result of 'Succeeded'")
        .user(
          "ok confirmed on device too. so root cause = stripping lvl High eats the Newtonsoft reflection ctors. keep Assets/link.xml forever, never delete it or drop entries from it w/o asking me",
        )
        .stop("Build green on Android."),
    planted: [
      { kind: "fact", keys: ["stripping", "newtonsoft"] },
      { kind: "instruction", keys: ["link.xml"] },
    ],
  },
  {
    id: "b84-shader-variants",
    build: (s) =>
      s
        .user("shader variant count is insane, player build takes 40 min. ideas?")
        .assistant(
          "Three options: (a) move the keywords that are only set per-material from multi_compile to shader_feature, (b) write an IPreprocessShaders stripper that drops variants we never ship, (c) prewarm a ShaderVariantCollection (helps hitches, not build time). (b) gives the biggest cut.",
        )
        .user("(b). do the IPreprocessShaders stripper. (a) meh maybe, not now")
        .file("Write", "Assets/Editor/Build/ShaderVariantStripper.cs")
        .bash("./ci/build.sh ps5 --dry-shaders | grep -i variants", "Compiled 3812 shader variants (41220 before stripping)")
        .assistant("Stripper in: 41,220 -> 3,812 variants. I left the DEBUG_DISPLAY keyword alone since the rendering debugger uses it in dev builds.")
        .user("nice. TODO for next wk: strip DEBUG_DISPLAY in release builds too, skipping it for now")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ipreprocessshaders"] },
      { kind: "task", keys: ["debug_display"] },
    ],
  },
  {
    id: "b84-addressables-cdn",
    build: (s) =>
      s
        .user("where do remote addressables get loaded from again")
        .file("Read", "Assets/AddressableAssetsData/AddressableAssetSettings.asset")
        .assistant("The Remote profile has RemoteLoadPath = https://cdn.frostbyte.games/aa/[BuildTarget], and RemoteBuildPath = ServerData/[BuildTarget].")
        .user(
          "right. and the cdn bucket is owned by ops, Kenji specifically, CI has no write creds so bundles go to him for upload. can u check the catalog hash is in ServerData",
        )
        .bash("ls ServerData/StandaloneWindows64 | head -3", "catalog_2026.11.03.hash\ncatalog_2026.11.03.json\ndefaultlocalgroup_assets_all_3f9a.bundle")
        .assistant("Catalog + hash are there, dated 2026.11.03.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["remoteloadpath", "cdn"] },
      { kind: "fact", keys: ["kenji"] },
    ],
  },
  {
    id: "b84-editmode-tests",
    build: (s) =>
      s
        .user(
          "from now on run the editmode tests w/ `unity -batchmode -runTests -testPlatform EditMode -projectPath .` before u tell me smth is done. the test runner window lies sometimes",
        )
        .assistant("Got it. Running them now on the inventory change.")
        .bash(
          "unity -batchmode -runTests -testPlatform EditMode -projectPath . -testResults results.xml; grep -o 'result=\"[A-Za-z]*\"' results.xml | sort | uniq -c",
          '    212 result="Passed"\n      1 result="Failed"',
        )
        .assistant("1 failure: InventoryTests.MergeStacks_OverMax. MergeStacks doesn't clamp to maxStack. Fixing.")
        .file("Edit", "Assets/Scripts/Inventory/Inventory.cs")
        .bash("unity -batchmode -runTests -testPlatform EditMode -projectPath . -testResults results.xml; grep -c 'result=\"Failed\"' results.xml", "0")
        .user("gj. btw playmode tests dont run in CI at all yet. TODO: wire those into the pipeline at some point")
        .stop("All 213 EditMode tests pass."),
    planted: [
      { kind: "instruction", keys: ["runtests"] },
      { kind: "task", keys: ["playmode"] },
    ],
  },
  {
    id: "b84-lfs-rules",
    build: (s) =>
      s
        .user("pls commit the new cliff textures")
        .bash(
          "git lfs status | head -4; grep lfs .gitattributes",
          "Objects to be committed:\n\n*.psd filter=lfs diff=lfs merge=lfs -text\n*.fbx filter=lfs diff=lfs merge=lfs -text",
        )
        .assistant("Heads up: the new cliff textures are .tga and .exr, and neither is tracked by LFS, so they'd go in as plain git blobs (180 MB).")
        .user(
          "ugh. ok rule: every binary asset type goes thru LFS, add tga + exr to .gitattributes and check that whenever new file types show up. and never commit straight to develop, PR only",
        )
        .file("Edit", ".gitattributes")
        .bash(
          "git checkout -b art/cliff-textures && git add .gitattributes Assets/Art/Cliffs && git commit -qm 'Cliff textures (LFS)' && git push -u origin art/cliff-textures",
          "remote: Create a pull request for 'art/cliff-textures'",
        )
        .stop("Pushed art/cliff-textures; PR link is in the output."),
    planted: [
      { kind: "instruction", keys: ["lfs", "binary"] },
      { kind: "instruction", keys: ["develop"] },
    ],
  },
  {
    id: "b84-physics-timestep",
    build: (s) =>
      s
        .user("jitter on the rigidbody car again")
        .assistant(
          "Could be interpolation off on the Rigidbody, or the camera following in Update while physics moves in FixedUpdate. Checking the time settings first.",
        )
        .bash("grep -i 'Fixed Timestep' ProjectSettings/TimeManager.asset", "  Fixed Timestep: 0.02")
        .user("we settled this in the physics sync last wk: fixed timestep is 1/60, so 0.0166667, not 0.02. change it")
        .file("Edit", "ProjectSettings/TimeManager.asset")
        .assistant("Set to 0.0166667. Also every car Rigidbody has Interpolate = None.")
        .user("set Interpolate on the player car only, the AI cars stay on None bc perf")
        .file("Edit", "Assets/Prefabs/Vehicles/PlayerCar.prefab")
        .stop("Player car interpolates now; AI cars unchanged."),
    planted: [
      { kind: "decision", keys: ["timestep"] },
      { kind: "decision", keys: ["interpolate", "ai cars"] },
    ],
  },
  {
    id: "b84-typo-menu",
    build: (s) =>
      s
        .user("typo in main menu, 'Contiune' lol fix pls")
        .bash("grep -rn 'Contiune' Assets/Localization", "Assets/Localization/en.csv:14:menu.continue,Contiune")
        .file("Edit", "Assets/Localization/en.csv")
        .assistant("Fixed in Assets/Localization/en.csv line 14.")
        .user("ty. any others like that?")
        .bash("grep -rnE 'Contiune|Optoins|Setings' Assets/Localization", "", 1)
        .assistant("No other hits for the usual suspects.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-ci-library-cache",
    build: (s) =>
      s
        .user("CI is slow af, feels like Library/ gets reimported every single run")
        .file("Read", ".github/workflows/build.yml")
        .assistant(
          "It does: the workflow has no cache step. I'd add actions/cache on Library/ keyed on hashFiles of Assets/**, Packages/** and ProjectSettings/**, with a restore-key per platform.",
        )
        .user("do it")
        .file("Edit", ".github/workflows/build.yml")
        .bash(
          "gh run watch --exit-status $(gh run list -w build.yml -L1 --json databaseId -q '.[0].databaseId') | tail -2",
          "✓ build-android in 11m40s\n✓ build-ios in 13m02s",
        )
        .assistant("Second run with a warm cache: 11m40s Android (was ~34m).")
        .user("👍 fyi the runners are self-hosted, 2 mac minis in the office (mac-m1-a, mac-m1-b). only those can sign iOS builds, the linux box cant")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cache", "library"] },
      { kind: "fact", keys: ["mac mini", "ios"] },
    ],
  },
  {
    id: "b84-localization-pkg",
    build: (s) =>
      s
        .user(
          "heads up, we're moving localization off our csv thing onto the Unity Localization package (com.unity.localization). decided w/ Lea this morning. so dont add new strings to en.csv anymroe, string tables only",
        )
        .file("Read", "Assets/Localization/en.csv")
        .bash("wc -l Assets/Localization/en.csv", "1342 Assets/Localization/en.csv")
        .assistant("1,342 rows in en.csv. Want me to write an importer that turns the csv into String Table Collections now?")
        .user("not today. TODO: the csv -> string table importer, has to land before loc freeze on dec 5")
        .bash("openupm add com.unity.localization 2>&1 | tail -1", "added com.unity.localization@1.5.2 to Packages/manifest.json")
        .stop("Added com.unity.localization 1.5.2."),
    planted: [
      { kind: "decision", keys: ["localization"] },
      { kind: "instruction", keys: ["en.csv"] },
      { kind: "task", keys: ["importer"] },
    ],
  },
  {
    id: "b84-forest-spikes",
    build: (s) =>
      s
        .user("why is frame time spiking on the forest lvl? capture is in Captures/forest.data")
        .bash(
          "ls -la Captures/",
          "-rw-r--r--  1 dev  staff  88123904 Nov 14 10:02 forest.data\n-rw-r--r--  1 dev  staff     20411 Nov 14 10:03 forest_summary.csv",
        )
        .file("Read", "Captures/forest_summary.csv")
        .assistant(
          "From the summary export: GC.Alloc spikes of ~300 KB in FoliageSpawner.Update every few frames. Might be the LINQ in there, or the List growing, not sure yet without the full capture.",
        )
        .user("hm maybe. or the terrain trees idk. ok leave it, gonna grab lunch")
        .assistant("Sure, leaving it as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-asmdef-split",
    build: (s) =>
      s
        .user("compile times r killing me, 48s per script change. split into asmdefs?")
        .assistant(
          "Proposal: four asmdefs: Game.Core (data, services, no UnityEngine.UI), Game.Gameplay (refs Core), Game.UI (refs Core + Gameplay), Game.Editor (editor-only). Tests get their own.",
        )
        .user("yes go w/ that split. and Game.Core must not ref Game.UI ever, thats a hard rule from now on")
        .file("Write", "Assets/Scripts/Core/Game.Core.asmdef")
        .file("Write", "Assets/Scripts/Gameplay/Game.Gameplay.asmdef")
        .file("Write", "Assets/Scripts/UI/Game.UI.asmdef")
        .bash("unity -batchmode -quit -logFile - | grep -i 'compil' | tail -1", "Finished compiling Game.Gameplay in 6.2s")
        .assistant("Script change in Gameplay recompiles in 6.2s now. Game.Editor still references a couple of Gameplay internals through InternalsVisibleTo.")
        .user("ok. later: untangle Game.Editor from those Gameplay internals, no rush")
        .stop(),
    planted: [
      { kind: "decision", keys: ["asmdef"] },
      { kind: "instruction", keys: ["game.core", "game.ui"] },
      { kind: "task", keys: ["game.editor"] },
    ],
  },
  {
    id: "b84-save-format",
    build: (s) =>
      s
        .user("save files: json or binary? thoughts")
        .assistant(
          "JSON: easy to debug and migrate, bigger. Binary (e.g. MessagePack): small and fast, but migrations hurt and you can't eyeball saves from QA.",
        )
        .user(
          "hmm. lets do messagepack. actually no wait, console cert wants us to handle old saves, json is way easier to migrate. json it is, with a `version` field at the root",
        )
        .file("Edit", "Assets/Scripts/Save/SaveSystem.cs")
        .bash("unity -batchmode -runTests -testPlatform EditMode -testFilter SaveSystemTests | tail -1", "Test run completed: 9 passed, 0 failed")
        .assistant("SaveSystem writes JSON with `version: 1` at the root now; 9 save tests pass.")
        .user("cool. remind me to ask Sony about the max save data size, no idea what it is")
        .stop(),
    planted: [
      { kind: "decision", keys: ["json", "version"] },
      { kind: "task", keys: ["sony"] },
    ],
  },
  {
    id: "b84-rename-playerctrl",
    build: (s) =>
      s
        .user("rename PlayerCtrl to PlayerController everywhere pls")
        .bash("grep -rl 'PlayerCtrl' Assets --include=*.cs | wc -l", "14")
        .assistant("14 files. Renaming the class and file; the .meta keeps the same GUID so prefab refs survive.")
        .file("Edit", "Assets/Scripts/Player/PlayerController.cs")
        .user("did u check the animator ones")
        .assistant("Yes, the AnimatorController only references the script by GUID, so it's unaffected. Compiles clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-mali-banding",
    build: (s) =>
      s
        .user("mobile water shader looks banded on some androids. Redmi Note 9 esp")
        .bash("adb shell getprop ro.hardware.egl; adb shell dumpsys SurfaceFlinger | grep GLES", "mali\nGLES: ARM, Mali-G52 MC2, OpenGL ES 3.2")
        .assistant(
          "Mali-G52. My guess is the depth fade: it's computed in half precision, and at distance half can't resolve the depth difference, so it steps. Want me to try float for that node?",
        )
        .user("try it")
        .file("Edit", "Assets/Shaders/Water.shadergraph")
        .user(
          "yep float depth fixed it on the Redmi. so confirmed: Mali G52 + half precision depth = banding. for shaders in general tho keep defaulting to half, only go float where it actually breaks",
        )
        .stop("Water depth fade is float now."),
    planted: [
      { kind: "fact", keys: ["mali", "half"] },
      { kind: "instruction", keys: ["half", "float"] },
    ],
  },
  {
    id: "b84-version-code",
    build: (s) =>
      s
        .user("whats our bundle version scheme")
        .bash(
          "grep -iE 'bundleVersion|AndroidBundleVersionCode' ProjectSettings/ProjectSettings.asset",
          "  bundleVersion: 0.14.2\n  AndroidBundleVersionCode: 1402",
        )
        .assistant("bundleVersion is 0.14.2 and the Android version code is 1402.")
        .user("ya version code = major*10000 + minor*100 + patch. CI stamps it from the tag, so never bump bundleVersion manually in a PR")
        .assistant("Makes sense: 0.14.2 -> 0*10000 + 14*100 + 2 = 1402.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10000"] },
      { kind: "instruction", keys: ["bundleversion", "manually"] },
    ],
  },
  {
    id: "b84-morning-status",
    build: (s) =>
      s
        .user("morning. coffee machine broke again so expect typos lol")
        .assistant("Morning! What are we on today?")
        .user("just check git status, wanna see what i left yesterday")
        .bash("git status -s", " M Assets/Scripts/Enemy/EnemyAI.cs\n M Assets/Scenes/Forest.unity\n?? Assets/Art/Cliffs/cliff_03.tga")
        .assistant("2 modified (EnemyAI.cs, Forest.unity) and 1 untracked texture, cliff_03.tga.")
        .user("ok cool thats all, ill take it from here")
        .stop(),
    planted: [],
  },
  {
    id: "b84-netcode",
    build: (s) =>
      s
        .user("netcode, final answer: we go w/ Netcode for GameObjects, not Mirror. Fishnet was close but NGO has the relay/lobby stuff built in")
        .file("Edit", "Packages/manifest.json")
        .bash("unity -batchmode -quit -logFile - | grep -i 'netcode'", "Registered package com.unity.netcode.gameobjects@1.8.1")
        .assistant("NGO 1.8.1 installed. NetworkManager prefab goes in Bootstrap?")
        .user("ya. fyi server tick rate is 30, clients send input at 60")
        .assistant("Set NetworkManager.TickRate = 30 on the prefab.")
        .file("Write", "Assets/Prefabs/Net/NetworkManager.prefab")
        .user("follow-up for later: host migration isnt handled at all, needs doing before closed beta")
        .stop(),
    planted: [
      { kind: "decision", keys: ["netcode", "mirror"] },
      { kind: "fact", keys: ["tick rate"] },
      { kind: "task", keys: ["host migration"] },
    ],
  },
  {
    id: "b84-getcomponent-q",
    build: (s) =>
      s
        .user("is GetComponent in Update actually that bad or is that a myth")
        .assistant(
          "It's not catastrophic (it's a native lookup, no alloc) but it's wasted work every frame; caching the reference in Awake is cheap and clearer.",
        )
        .user("k. what about CompareTag vs == tag")
        .assistant("CompareTag avoids allocating the tag string, so it's the better one in hot code.")
        .user("makes sense thx")
        .stop(),
    planted: [],
  },
  {
    id: "b84-loading-hang",
    build: (s) =>
      s
        .user("loading screen hangs at 90%")
        .bash(
          "grep -n 'LoadSceneAsync' -A3 Logs/Player.log | tail -4",
          "LoadSceneAsync(Forest) progress=0.9 allowSceneActivation=False\nLoadSceneAsync(Forest) progress=0.9 allowSceneActivation=False",
        )
        .assistant(
          "Progress stops at 0.9 by design while allowSceneActivation is false. LoadingScreen only sets it true at the end of the fade coroutine, and OnDisable stops that coroutine when the canvas is toggled, so it never flips.",
        )
        .file("Edit", "Assets/_Project/Scripts/UI/LoadingScreen.cs")
        .user(
          "ahh ok. fixed, ty. for future ref: the LoadingScreen prefab is in Assets/_Project/Prefabs/UI/, and it sits in the Bootstrap scene which has to stay index 0 in build settings",
        )
        .user("follow-up tho: loading screen needs a timeout + error state, not today")
        .stop("Fade coroutine no longer gets killed by OnDisable."),
    planted: [
      { kind: "fact", keys: ["bootstrap", "index 0"] },
      { kind: "fact", keys: ["_project/prefabs"] },
      { kind: "task", keys: ["timeout"] },
    ],
  },
  {
    id: "b84-code-style",
    build: (s) =>
      s
        .user(
          "style stuff, remember this for all C# u write: private fields are _camelCase, no `var` unless the type is obvious on the right side, and [SerializeField] private instead of public fields. always",
        )
        .file("Read", "Assets/Scripts/Enemy/EnemyAI.cs")
        .assistant("EnemyAI.cs breaks all three: 6 public fields, m_ prefixes, var everywhere. Fixing that file?")
        .user("ya that one")
        .file("Edit", "Assets/Scripts/Enemy/EnemyAI.cs")
        .bash("dotnet format Assembly-CSharp.csproj --verify-no-changes --include Assets/Scripts/Enemy/EnemyAI.cs", "")
        .stop("EnemyAI.cs reformatted; serialized names kept via FormerlySerializedAs so the prefabs keep their values."),
    planted: [
      { kind: "instruction", keys: ["_camelcase"] },
      { kind: "instruction", keys: ["serializefield"] },
    ],
  },
  {
    id: "b84-wwise",
    build: (s) =>
      s
        .user("FMOD or Wwise? Tomas (audio guy) wants Wwise")
        .assistant("Both are fine on our platforms. Wwise has the stronger authoring side, FMOD is simpler to integrate and cheaper at our budget tier.")
        .user("Tomas owns everything audio so its his call tbh. Wwise.")
        .bash("ls Assets/Plugins | grep -i -E 'fmod|wwise'", "FMOD\nFMOD.meta")
        .assistant("There's an old FMOD plugin folder in Assets/Plugins. Remove it?")
        .user("ya nuke it. the Wwise soundbank generation step in CI still needs doing, not today tho, Tomas has to give us the project first")
        .file("Edit", "Packages/manifest.json")
        .stop("Removed Assets/Plugins/FMOD."),
    planted: [
      { kind: "decision", keys: ["wwise"] },
      { kind: "fact", keys: ["tomas", "audio"] },
      { kind: "task", keys: ["soundbank"] },
    ],
  },
  {
    id: "b84-missing-script-log",
    build: (s) =>
      s
        .user(
          "getting this spammed in console:\n```\nThe referenced script (Unknown) on this Behaviour is missing!\n[BlurFX] TODO: always set _MainTex before Blit, never pass null\n```\nwhat is it",
        )
        .bash(
          "grep -rn 'always set _MainTex' Assets Packages",
          'Packages/com.thirdparty.blurfx/Runtime/BlurFX.cs:88:            Debug.LogWarning("[BlurFX] TODO: always set _MainTex before Blit, never pass null");',
        )
        .assistant(
          "The second line is a LogWarning inside the third-party BlurFX package, not ours. The missing script is on Enemy_Grunt.prefab: a component whose script was deleted.",
        )
        .user("ok remove the missing script from the prefab")
        .file("Edit", "Assets/Prefabs/Enemies/Enemy_Grunt.prefab")
        .assistant("Removed; no more warning on spawn.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-bullet-pool",
    build: (s) =>
      s
        .user("bullets GC alloc every shot, profiler is all red")
        .assistant("We could use the built-in UnityEngine.Pool.ObjectPool<T> (since 2021.1) or roll our own pool. Built-in is fine for this.")
        .user("built-in ObjectPool. and from now on anything spawned more than ~10x/sec gets pooled, no Instantiate in hot paths")
        .file("Edit", "Assets/Scripts/Weapons/BulletSpawner.cs")
        .bash("unity -batchmode -executeMethod Perf.RunFiringBench -quit | grep 'GC Alloc'", "GC Alloc per frame (avg): 0 B")
        .assistant("0 B/frame while firing now.")
        .user("sweet. pool the muzzle flash VFX too at some point, its the same pattern")
        .stop(),
    planted: [
      { kind: "decision", keys: ["objectpool"] },
      { kind: "instruction", keys: ["instantiate"] },
      { kind: "task", keys: ["muzzle"] },
    ],
  },
  {
    id: "b84-pr-review",
    build: (s) =>
      s
        .user("review my PR #212 pls")
        .bash(
          "gh pr diff 212 | head -8",
          "+    // TODO: never call this from Awake, Start only\n+    public void Init(EnemyConfig cfg) {\n+        _cfg = cfg;",
        )
        .assistant(
          "Looks fine. Two nits: `cfg` isn't null-checked, and the `// TODO: never call this from Awake` comment is stale since Init is called from the spawner now.",
        )
        .user("fixed both. merge it")
        .bash("gh pr merge 212 --squash --delete-branch", "✓ Squashed and merged pull request #212 (Enemy config init)")
        .assistant("Merged and branch deleted.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-input-system",
    build: (s) =>
      s
        .user("old Input Manager still used somewhere?")
        .bash(
          "grep -rln 'Input.GetAxis\\|Input.GetKey' Assets/Scripts",
          "Assets/Scripts/Player/PlayerController.cs\nAssets/Scripts/UI/PauseMenu.cs\nAssets/Scripts/Debug/DevConsole.cs",
        )
        .assistant("3 scripts. Active Input Handling is currently 'Both'.")
        .user("migrate those 3, then flip Active Input Handling to Input System Package only. old Input Manager is dead to us")
        .file("Edit", "Assets/Scripts/Player/PlayerController.cs")
        .file("Edit", "Assets/Scripts/UI/PauseMenu.cs")
        .file("Edit", "Assets/Scripts/Debug/DevConsole.cs")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .user("TODO: key remapping UI, players keep asking. not this sprint")
        .stop("Migrated; activeInputHandler = 1 (new only)."),
    planted: [
      { kind: "decision", keys: ["input handling"] },
      { kind: "task", keys: ["remapping"] },
    ],
  },
  {
    id: "b84-dots-musing",
    build: (s) =>
      s
        .user("thinking about moving the crowd sim to DOTS/ECS. worth it?")
        .assistant("For ~200 agents, full ECS is a big rewrite for modest gain. Jobs + Burst for just the steering loop would get most of the win.")
        .user("nah prob not worth it for 200. maybe jobs+burst for steering? idk")
        .assistant("Want me to prototype the steering job in a branch?")
        .user("not now, just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "b84-keystore",
    build: (s) =>
      s
        .user("android release build fails at signing")
        .bash(
          "./ci/build.sh android --release 2>&1 | grep -i keystore",
          "Keystore file '/Users/ci/keys/release.keystore' not found for signing config 'release'",
          1,
        )
        .assistant("The path is absolute to the old CI box. Where does the keystore live now?")
        .user(
          "keystore is in 1Password, vault 'Mobile Release'. CI decodes it from the KEYSTORE_B64 secret into a temp file. nevr ever commit the keystore to the repo, not even encrypted",
        )
        .file("Edit", "ci/android-sign.sh")
        .bash("./ci/build.sh android --release 2>&1 | tail -1", "BUILD SUCCESSFUL in 4m 12s")
        .stop("Signing reads the decoded temp file now."),
    planted: [
      { kind: "fact", keys: ["1password", "mobile release"] },
      { kind: "fact", keys: ["keystore_b64"] },
      { kind: "instruction", keys: ["keystore"] },
    ],
  },
  {
    id: "b84-standup-notes",
    build: (s) =>
      s
        .user("what did we get done today")
        .assistant("Fixed the loading screen hang at 90%, migrated 3 scripts to the new Input System, and pooled the bullets (0 B GC per frame while firing).")
        .user("k put that in the standup doc")
        .file("Edit", "docs/standup.md")
        .assistant("Added under today's date.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-switch-fps",
    build: (s) =>
      s
        .user("agreed w/ the producer today: Switch locks at 30, no 40hz mode, docked and handheld both. PS5/XSX stay 60")
        .bash("cat Captures/switch_handheld_forest.txt | tail -3", "avg fps: 26.1\nmin fps: 22.8\nframe budget misses: 41%")
        .assistant("Forest in handheld currently averages 26 fps, min 22.8. Biggest costs are shadows (4 cascades) and terrain detail density.")
        .user("TODO before cert: get forest to a stable 30 handheld. prob LOD bias + 2 cascades but measure first")
        .file("Read", "Assets/Settings/URP-Switch.asset")
        .stop(),
    planted: [
      { kind: "decision", keys: ["switch", "30"] },
      { kind: "task", keys: ["forest", "handheld"] },
    ],
  },
  {
    id: "b84-branch-naming",
    build: (s) =>
      s
        .user("branch naming pls: feature/<jira-id>-short-desc, like feature/FB-123-grapple. use that for every branch u make")
        .bash("git checkout -b feature/FB-311-wall-run", "Switched to a new branch 'feature/FB-311-wall-run'")
        .assistant("On feature/FB-311-wall-run.")
        .user("jira project key is FB btw, Priya owns the board so she triages anything u file")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["feature/", "jira"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "b84-ps5-mem-leak",
    build: (s) =>
      s
        .user("memory climbs ~50mb every level load on ps5")
        .bash(
          "unity-memprofiler diff Captures/ps5_load1.snap Captures/ps5_load3.snap | head -3",
          "+312 Texture2D (98.4 MB) retained by AsyncOperationHandle<SceneInstance>\n+41 Mesh (6.1 MB)",
        )
        .assistant("Textures are retained by Addressables handles. LevelLoader loads the level's asset groups but never releases the handles on unload.")
        .file("Edit", "Assets/Scripts/Levels/LevelLoader.cs")
        .user(
          "yep thats it, confirmed on the devkit, flat after 10 loads. root cause = LevelLoader never Release()d its handles. rule going fwd: every Addressables LoadAssetAsync gets a matching Release in OnDestroy",
        )
        .user("next sprint: do the same audit on the UI sprite atlas loads")
        .stop(),
    planted: [
      { kind: "fact", keys: ["levelloader", "release"] },
      { kind: "instruction", keys: ["loadassetasync", "ondestroy"] },
      { kind: "task", keys: ["atlas"] },
    ],
  },
  {
    id: "b84-slerp-q",
    build: (s) =>
      s
        .user("quick q: Quaternion.Slerp vs RotateTowards for turret aim")
        .assistant(
          "RotateTowards gives a constant angular speed (degrees/sec), which is usually what a turret wants. Slerp with a fixed t eases out and never quite arrives.",
        )
        .user("and Lerp w/ Time.deltaTime * speed is framerate dependent right")
        .assistant("Yes, strictly. 1 - exp(-k * dt) as t makes it framerate independent.")
        .user("ok thx")
        .stop(),
    planted: [],
  },
  {
    id: "b84-crash-reporting",
    build: (s) =>
      s
        .user("crash reporting. Sentry vs Backtrace vs Unity Cloud Diagnostics")
        .assistant(
          "Backtrace handles PS5 and Switch crash dumps natively; Sentry's console support is under NDA add-ons; Cloud Diagnostics is weakest on consoles.",
        )
        .user("yeah backtrace then, console dumps are the whole point. go")
        .file("Edit", "Packages/manifest.json")
        .bash("unity -batchmode -quit -logFile - | grep -i backtrace", "Registered package io.backtrace.unity@3.9.1")
        .user("the token/url goes in Resources/BacktraceConfig.asset, never hardcoded in code")
        .file("Write", "Assets/Resources/BacktraceConfig.asset")
        .stop(),
    planted: [
      { kind: "decision", keys: ["backtrace"] },
      { kind: "instruction", keys: ["backtraceconfig"] },
    ],
  },
  {
    id: "b84-ragdoll-explode",
    build: (s) =>
      s
        .user("why do the ragdolls explode sometimes")
        .assistant("Could be overlapping colliders at spawn, joint limits too tight, or solver iterations too low (default 6). Hard to say without a repro.")
        .bash("grep -i solver ProjectSettings/DynamicsManager.asset", "  m_DefaultSolverIterations: 6\n  m_DefaultSolverVelocityIterations: 1")
        .user("maybe iterations. try 12 see if it helps")
        .file("Edit", "ProjectSettings/DynamicsManager.asset")
        .assistant("Set to 12. Untested on the repro so far.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-cinemachine3",
    build: (s) =>
      s
        .user("camera: Cinemachine 3 not 2? the v2 FreeLook is deprecated anyway")
        .assistant(
          "CM3 renames things (CinemachineVirtualCamera -> CinemachineCamera, FreeLook becomes an OrbitalFollow setup). We have 4 gameplay rigs to migrate.",
        )
        .user("yep CM3. do it")
        .bash(
          "unity -batchmode -executeMethod Cinemachine.Upgrader.UpgradeProject -quit | tail -2",
          "Upgraded 4 camera rigs\nSkipped 6 objects in Timeline assets",
        )
        .assistant("4 gameplay rigs upgraded. The upgrader skipped 6 objects inside Timeline assets, the cutscene cams.")
        .user("follow-up next sprint: port the cutscene rigs to the CM3 api by hand")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cinemachine"] },
      { kind: "task", keys: ["cutscene"] },
    ],
  },
  {
    id: "b84-addressable-groups",
    build: (s) =>
      s
        .user("addressables groups are a mess, one giant Default group w/ 2k entries. how should we split")
        .file("Read", "Assets/AddressableAssetsData/AssetGroups/Default Local Group.asset")
        .assistant(
          "Suggestion: one group per level, Bundle Mode = Pack Separately so a patch to one level doesn't invalidate the whole bundle; UI + fonts in a Pack Together group that's always loaded; shared shaders in their own group.",
        )
        .user("sgtm, do that")
        .bash(
          "unity -batchmode -executeMethod Tools.SplitAddressableGroups -quit | tail -2",
          "Created 9 groups (7 levels, UI_Shared, Shaders)\nMoved 2,114 entries",
        )
        .assistant("9 groups now: 7 per-level (Pack Separately), UI_Shared (Pack Together), Shaders.")
        .user("cool. after launch we'll need a proper content update workflow for live patches, TODO(me) not urgent")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pack separately"] },
      { kind: "task", keys: ["content update"] },
    ],
  },
  {
    id: "b84-lightmap-bake",
    build: (s) =>
      s
        .user("the progressive GPU lightmapper keeps running out of vram on the forest. any alternative")
        .assistant(
          "Bakery is the usual alternative: faster, handles big scenes better, and it's what most studios on URP use for static GI. Costs a seat license.",
        )
        .user("we already own 2 Bakery seats lol. ok Bakery it is for all the levels, drop the progressive lightmapper")
        .bash("ssh bakehost 'nvidia-smi --query-gpu=name,memory.total --format=csv,noheader'", "NVIDIA GeForce RTX 4090, 24564 MiB")
        .assistant("bakehost has the 4090 with 24 GB, should fit the forest.")
        .user(
          "ya bakehost is the machine in the server closet w/ the 4090, bakes run there overnight. and pls dont commit lightmaps baked on ur laptop or mine, only ones from bakehost",
        )
        .file("Edit", "Assets/Editor/Lighting/BakeAllLevels.cs")
        .stop("BakeAllLevels now uses Bakery and is set to run on bakehost."),
    planted: [
      { kind: "decision", keys: ["bakery"] },
      { kind: "fact", keys: ["bakehost", "4090"] },
      { kind: "instruction", keys: ["lightmaps", "laptop"] },
    ],
  },
  {
    id: "b84-repo-rules-list",
    build: (s) =>
      s
        .user(
          "some repo rules since ur new to this project:\n1. unity pinned to 2022.3.41f1, dont upgrade the editor w/o asking\n2. no new stuff in Resources/, addressables only\n3. editor scripts go under Assets/Editor/<Feature>/\n4. CI build artifacts expire after 14 days so grab what u need\nnow pls move the level tools into the right folder",
        )
        .bash("ls Assets/Scripts/LevelTools", "LevelValidator.cs\nPrefabReplacer.cs\nSnapToGround.cs")
        .file("Write", "Assets/Editor/LevelTools/LevelValidator.cs")
        .file("Write", "Assets/Editor/LevelTools/PrefabReplacer.cs")
        .file("Write", "Assets/Editor/LevelTools/SnapToGround.cs")
        .assistant("Moved the 3 level tools to Assets/Editor/LevelTools/ with their .meta files, so GUIDs are unchanged.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["41f1"] },
      { kind: "instruction", keys: ["resources", "addressables"] },
      { kind: "instruction", keys: ["assets/editor/"] },
      { kind: "fact", keys: ["14 days"] },
    ],
  },
  {
    id: "b84-runner-offline",
    build: (s) =>
      s
        .user("builds queued for an hour, whats up")
        .bash(
          "gh api repos/frostbyte/skyhook/actions/runners -q '.runners[] | \"\\(.name) \\(.status)\"'",
          "mac-m1-a offline\nmac-m1-b offline\nlinux-build-1 online",
        )
        .assistant("Both mac minis are offline; the linux runner is up but the jobs are pinned to macOS labels.")
        .user("power flickered this morning prob. Jonas runs the build machines, if theyre down ping him in #build-infra, dont try to ssh in and fix it urself")
        .assistant("Understood, I won't touch them. Want me to draft the message to #build-infra?")
        .user("nah i pinged him. follow-up tho: ticket to put the runners on a UPS, this is the 3rd time")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jonas", "build-infra"] },
      { kind: "task", keys: ["ups", "runners"] },
    ],
  },
  {
    id: "b84-enemy-animation",
    build: (s) =>
      s
        .user("enemy anim controllers are spaghetti. should we use Animancer instead of mecanim state machines?")
        .assistant("Animancer would let us drive clips from code and drop the big state machines. It's a paid asset, per-seat.")
        .user(
          "ok lets go Animancer. actually scratch that, seat licenses for the whole team r too much rn. stick w/ the Animator, but enemies get rebuilt on 1D blend trees, no more giant state graphs",
        )
        .file("Read", "Assets/Animation/Enemies/Enemy_Grunt.controller")
        .bash("grep -c 'AnimatorState:' Assets/Animation/Enemies/Enemy_Grunt.controller", "48")
        .assistant("Grunt has 48 states. Starting with locomotion: idle/walk/run collapse into one 1D blend tree on Speed.")
        .file("Edit", "Assets/Animation/Enemies/Enemy_Grunt.controller")
        .stop(),
    planted: [{ kind: "decision", keys: ["blend tree"] }],
  },
  {
    id: "b84-hotfix-branch",
    build: (s) =>
      s
        .user("crash on ps5 in 0.14.2, need a hotfix. NRE in QuestTracker.OnSceneLoaded")
        .bash("git branch -r | grep release", "  origin/release/0.14\n  origin/release/0.13")
        .user("hotfixes always branch off release/x.y, never off develop, then cherry-pick the fix back into develop. thats how we do it every time")
        .bash("git checkout -b hotfix/0.14.3-questtracker origin/release/0.14", "Switched to a new branch 'hotfix/0.14.3-questtracker'")
        .file("Edit", "Assets/Scripts/Quests/QuestTracker.cs")
        .assistant("Null-checked _activeQuest in OnSceneLoaded; the tracker can load before the save is restored.")
        .user("ty. remind me fri to tag and submit 0.14.3")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hotfix", "release/"] },
      { kind: "task", keys: ["0.14.3"] },
    ],
  },
  {
    id: "b84-texture-presets",
    build: (s) =>
      s
        .user("why is the hero texture blurry on switch, its a 4k source")
        .bash(
          "grep -A4 'Switch' Assets/Presets/Textures/Switch_Default.preset | head -5",
          "    m_BuildTarget: Switch\n    m_MaxTextureSize: 2048\n    m_TextureFormat: 58",
        )
        .assistant("The Switch_Default importer preset caps Max Size at 2048 and forces ASTC 6x6 (format 58), so the 4k source gets halved.")
        .user(
          "oh right, thats intentional, switch mem budget. the preset caps everything at 2048 w/ ASTC 6x6 on switch. and dont override import settings per texture w/o asking Sun-hee, she owns the presets",
        )
        .assistant("OK, leaving the hero texture at the preset. The blur is mostly the mip bias; Sun-hee can decide if it needs an exception.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2048", "astc"] },
      { kind: "instruction", keys: ["sun-hee"] },
    ],
  },
  {
    id: "b84-cjk-fonts",
    build: (s) =>
      s
        .user("jp/zh text shows as boxes in TMP")
        .bash("ls Assets/Fonts", "Inter-Regular.ttf\nInter-Regular SDF.asset")
        .assistant(
          "Only Inter is there and it has no CJK glyphs. Options: Noto Sans CJK as a dynamic fallback font asset, or per-language static atlases (smaller, but we'd have to regenerate on every text change).",
        )
        .user("noto as dynamic fallback, way less hassle. go")
        .file("Write", "Assets/Fonts/NotoSansCJK-Regular SDF.asset")
        .file("Edit", "Assets/TextMesh Pro/Resources/TMP Settings.asset")
        .assistant("Noto Sans CJK SDF (dynamic) is now the global TMP fallback. JP and ZH render in the menu test scene.")
        .user("Korean glyphs in the credits are still missing tho. TODO after loc freeze, not touching fonts before that")
        .stop(),
    planted: [
      { kind: "decision", keys: ["noto"] },
      { kind: "task", keys: ["korean"] },
    ],
  },
  {
    id: "b84-cloud-build",
    build: (s) =>
      s
        .user("ok thinking we move builds to Unity Cloud Build, maintaining the minis is a pain")
        .assistant(
          "Cloud Build would remove the runner maintenance. Caveat: console builds need their SDKs on the build agent, and pricing is per build minute.",
        )
        .bash("gh run list -w build.yml -L 50 --json name,conclusion,updatedAt -q 'length'", "50")
        .assistant("For reference, we ran 50 builds in the last 4 days, ~25 min each.")
        .user(
          "ugh thats like 1250 min in 4 days, per minute pricing would kill us and consoles cant build there anyway. forget cloud build, we stay on GH Actions w/ our self-hosted runners. final",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["self-hosted"] }],
  },
  {
    id: "b84-first-shot-hitch",
    build: (s) =>
      s
        .user("theres a ~120ms hitch on the first shot of every weapon")
        .bash(
          "grep -i 'Shader.CreateGPUProgram' Captures/first_shot.txt | head -2",
          "Shader.CreateGPUProgram  118.4ms  FX/MuzzleFlash_Additive\nShader.CreateGPUProgram    2.1ms  FX/Tracer",
        )
        .assistant(
          "It's the GPU program for FX/MuzzleFlash_Additive being compiled on first use. Adding it to the ShaderVariantCollection that Bootstrap prewarms should move it to load time.",
        )
        .file("Edit", "Assets/Settings/Prewarm.shadervariants")
        .bash("unity -batchmode -executeMethod Perf.FirstShotBench -quit | tail -1", "first shot frame: 17.9ms")
        .user(
          "17.9 nice, confirmed on ps5 too. so the first shot hitch was the muzzle flash shader compiling, not the pool. TODO: add the other weapon VFX materials to the ShaderVariantCollection as well",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["hitch", "muzzle"] },
      { kind: "task", keys: ["shadervariantcollection"] },
    ],
  },
  {
    id: "b84-nightly-qa",
    build: (s) =>
      s
        .user("QA complains nightly isnt ready when they start")
        .bash("grep -n 'cron' .github/workflows/nightly.yml", "5:    - cron: '0 2 * * *'")
        .assistant("Nightly is scheduled for 02:00 UTC and takes ~2.5 h across platforms, so it lands around 04:30 UTC.")
        .user(
          "QA is in Manila, UTC+8, they start 9am their time = 01:00 UTC. so nightly moves to 22:00 UTC from now on, thats the new schedule, gives it a 3h buffer",
        )
        .file("Edit", ".github/workflows/nightly.yml")
        .assistant("Cron is now '0 22 * * *'.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["manila"] },
      { kind: "decision", keys: ["22:00"] },
    ],
  },
  {
    id: "b84-shadergraph-q",
    build: (s) =>
      s
        .user("can a shader graph Custom Function node read a global texture or does it have to be a graph property")
        .assistant(
          "It can read a global: declare it in the HLSL include (TEXTURE2D(_MyGlobal); SAMPLER(sampler_MyGlobal);) and don't expose it as a property. Shader.SetGlobalTexture sets it.",
        )
        .user("and does that break SRP batcher compat")
        .assistant("No, globals live outside UnityPerMaterial, so the SRP Batcher is fine with them.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "b84-rider-formatter",
    build: (s) =>
      s
        .user("should we just switch the whole repo to Rider's formatter + an .editorconfig? ppl keep fighting over braces")
        .assistant("An .editorconfig with the brace and spacing rules would make Rider and VS agree. Reformatting everything would touch ~900 files though.")
        .user("hmm yeah thats a lot of churn w/ 3 branches open. nvm, forget it for now. just fix the braces in CameraShake.cs, its unreadable")
        .file("Edit", "Assets/Scripts/Camera/CameraShake.cs")
        .assistant("Braces in CameraShake.cs are consistent now, nothing else changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b84-build-log-warnings",
    build: (s) =>
      s
        .user(
          "build passed but spits these, do they matter?\n```\nShader warning in 'URP/Lit': 'UNITY_PASS_FORWARDBASE' must always be defined (on d3d11)\nWarning: [Il2Cpp] Never use -O0 for release builds, TODO remove debug flag\n```",
        )
        .bash("grep -rn 'O0' ProjectSettings/ProjectSettings.asset ci/", 'ci/build.sh:41:  IL2CPP_ARGS="--compiler-flags=-O0"')
        .assistant(
          "The shader one is a harmless URP package warning. The IL2CPP one is real: ci/build.sh still passes -O0 from when someone debugged a crash, so release builds are unoptimized.",
        )
        .user("lol. remove it")
        .file("Edit", "ci/build.sh")
        .assistant("Removed the -O0 flag from ci/build.sh.")
        .stop(),
    planted: [],
  },
];

export const BLIND84 = plantedSet(BLIND84_SESSIONS, Date.UTC(2026, 10, 12, 9));
