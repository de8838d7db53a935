/**
 * Blind planted set 118 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Unity/C# gameplay programmer at a small game studio: terse, jokey, lower-case, pastes
 * playtest bug lists, talks prefabs, ScriptableObjects, IL2CPP and console build pipelines, and
 * takes the agent's proposals with "yep", "ship it", "sure".
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 18 instructions,
 * 20 facts, 16 tasks) in 54 sessions, 14 of which plant nothing (51 user/assistant messages between them). Every other message
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

export const BLIND118_SESSIONS: BlindSession[] = [
  {
    id: "b118-shotgun-pool",
    build: (s) =>
      s
        .user(
          "playtest bugs from fri:\n1. shotgun on switch hitches like crazy\n2. pause menu eats the B button\n3. grandma NPC t-poses after the mill cutscene\nstart w/ 1 pls",
        )
        .bash(
          'grep -rn "Instantiate(\\|Destroy(" Assets/Scripts/Weapons',
          "Assets/Scripts/Weapons/ProjectileSpawner.cs:48:            var p = Instantiate(projectilePrefab, muzzle.position, spread);\nAssets/Scripts/Weapons/ProjectileSpawner.cs:61:        Destroy(p.gameObject, lifetime);\nAssets/Scripts/Weapons/Legacy/BulletPool.cs:22:        var go = Instantiate(prefab);",
        )
        .assistant(
          "ProjectileSpawner.Fire() instantiates every pellet (8 per shotgun shot) and destroys each after 2 s, so on Switch you get a GC spike every few shots. I'd move it to `UnityEngine.Pool.ObjectPool<Projectile>` rather than reviving the old hand-rolled BulletPool in Legacy/, prewarmed with 64.",
        )
        .user("yep ship it. kill BulletPool while ur there")
        .file("Edit", "Assets/Scripts/Weapons/ProjectileSpawner.cs")
        .bash(
          "git rm Assets/Scripts/Weapons/Legacy/BulletPool.cs Assets/Scripts/Weapons/Legacy/BulletPool.cs.meta",
          "rm 'Assets/Scripts/Weapons/Legacy/BulletPool.cs'\nrm 'Assets/Scripts/Weapons/Legacy/BulletPool.cs.meta'",
        )
        .assistant(
          "Pellets now come from an ObjectPool<Projectile> (prewarm 64, max 256) and are released instead of destroyed; BulletPool is gone. Want me to take the B button one next?",
        )
        .user("nah leave the B button one for marta, she owns the input module and she'll kill me if i touch it")
        .stop("Ok, leaving the pause menu input to Marta."),
    planted: [
      { kind: "decision", keys: ["objectpool"] },
      { kind: "fact", keys: ["marta", "input"] },
    ],
  },
  {
    id: "b118-editor-pin",
    build: (s) =>
      s
        .user("why is the cloud build red again")
        .bash("cat ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 2022.3.21f1\nm_EditorVersionWithRevision: 2022.3.21f1 (b0fd1b4c0c56)")
        .bash(
          "tail -n 20 ci/logs/build-1187.log",
          "[Unity] Opening project with editor 2022.3.40f1\n[Unity] WARNING: project was last saved with 2022.3.21f1, upgrading\n[NintendoSDK] Error: NX plugin 17.4 is not compatible with this editor\nBuild step 'Unity' marked build as failure",
        )
        .assistant(
          "The Windows agent picked up 2022.3.40f1 from Unity Hub and tried to upgrade the project; the Switch SDK plugin then refuses to load. The project file itself still says 2022.3.21f1.",
        )
        .user(
          "ugh. yeah we're pinned to 2022.3.21f1, the switch sdk plugin breaks on anything newer. don't ever bump ProjectVersion.txt even if unity hub nags u about it",
        )
        .bash(
          "ssh build-win01 'unityhub --headless editors --installed'",
          "2022.3.21f1 , installed at C:\\Unity\\2022.3.21f1\\Editor\\Unity.exe\n2022.3.40f1 , installed at C:\\Unity\\2022.3.40f1\\Editor\\Unity.exe",
        )
        .file("Edit", "ci/Jenkinsfile")
        .assistant("Jenkinsfile now reads the editor path from ProjectVersion.txt instead of taking Hub's default, so the agent opens 2022.3.21f1.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2022.3.21f1"] },
      { kind: "instruction", keys: ["projectversion"] },
    ],
  },
  {
    id: "b118-empty-morning",
    build: (s) =>
      s
        .user("morning. coffee machine is broken so expect typos and rage")
        .assistant("Morning. Condolences about the coffee. What are we on today?")
        .user("dunno yet, waiting on the producer to wake up. q tho: does [SerializeField] even work on a property?")
        .assistant(
          "Not on a plain auto-property: Unity serializes fields, not properties. `[field: SerializeField] public int Hp { get; private set; }` targets the compiler-generated backing field, so that one does show up in the inspector (with an ugly `<Hp>k__BackingField` name in the YAML).",
        )
        .user("huh. neat, didn't know that one")
        .stop("Happy to help while you wait."),
    planted: [],
  },
  {
    id: "b118-forest-load",
    build: (s) =>
      s
        .user("loading the forest level on ps5 takes 40s, cert says max 30s to first interactive screen lol. where's it going")
        .bash(
          "grep -E 'LoadScene|Bundle' Logs/ps5_forest_profile.txt | head",
          "[00.412] Addressables.LoadSceneAsync Forest_Main\n[00.415] Loading bundle forest_all_assets_5c1f.bundle (1.21 GB)\n[31.887] Bundle loaded forest_all_assets_5c1f.bundle\n[39.640] Scene activated Forest_Main",
        )
        .assistant(
          "31 of the 40 seconds are one bundle: the whole forest_all Addressables group is packed together, so the first zone waits on every zone's textures. Splitting forest_all into per-zone groups (entrance, river, mill, canopy) and loading the rest in the background should get the first screen well under 30 s.",
        )
        .user(
          "not today, demo build goes out thursday and i'm not touching addressables before that. put it on the list: split forest_all into zone groups after the demo",
        )
        .bash("git stash list", "stash@{0}: WIP on demo/0.9: 3e1a0c7 boss 2 arena lighting")
        .assistant("Noted it for after Thursday's demo. Nothing changed in the project.")
        .stop(),
    planted: [
      { kind: "task", keys: ["forest_all"] },
      { kind: "fact", keys: ["cert", "30s"] },
    ],
  },
  {
    id: "b118-enemy-stats",
    build: (s) =>
      s
        .user("balance guy wants to tweak enemy hp without waiting for a recompile every time. ideas?")
        .assistant(
          "Three options: (a) a ScriptableObject EnemyStats asset per enemy type, edited in the inspector; (b) JSON in StreamingAssets loaded at boot; (c) importing from the Google Sheet he already keeps. (a) is the least code and works in play mode live.",
        )
        .user("SOs. json file io on switch is a pain and no sheets, did that at my last studio and it was hell")
        .file("Write", "Assets/Scripts/Enemies/EnemyStats.cs")
        .bash(
          "ls Assets/Data/Enemies",
          "EnemyStats_Grunt.asset\nEnemyStats_Grunt.asset.meta\nEnemyStats_Spitter.asset\nEnemyStats_Spitter.asset.meta\nEnemyStats_Brute.asset\nEnemyStats_Brute.asset.meta",
        )
        .assistant("EnemyStats (hp, speed, damage, stagger) is in; Grunt, Spitter and Brute read from their assets now instead of consts.")
        .user(
          'nice. for the future: every new SO type goes in Assets/Data/<Thing>/ and gets a CreateAssetMenu under "Ferrox/" so the menu doesnt turn into soup',
        )
        .file("Edit", "Assets/Scripts/Enemies/EnemyStats.cs")
        .stop("EnemyStats' CreateAssetMenu is now Ferrox/Enemy Stats."),
    planted: [
      { kind: "decision", keys: ["scriptableobject", "enemy"] },
      { kind: "instruction", keys: ["createassetmenu"] },
    ],
  },
  {
    id: "b118-empty-credits-typo",
    build: (s) =>
      s
        .user("typo in the credits, it says 'Lead Programer'. very embarassing given whose name is under it. fix pls")
        .bash('grep -rn "Programer" Assets/Data/Credits', "Assets/Data/Credits/Credits.asset:41:    role: Lead Programer")
        .file("Edit", "Assets/Data/Credits/Credits.asset")
        .assistant("Fixed: 'Lead Programer' is now 'Lead Programmer' in Credits.asset. No other hits.")
        .user("ty, dignity restored")
        .stop(),
    planted: [],
  },
  {
    id: "b118-switch-back-button",
    build: (s) =>
      s
        .user("ok marta's out sick so i'm doing it after all. B in the pause menu does nothing on switch. works fine with an xbox pad on pc")
        .bash(
          'grep -n "cancel\\|buttonEast\\|buttonSouth" Assets/Input/FerroxControls.inputactions | head',
          '112:      "name": "Cancel",\n118:      "path": "<Gamepad>/buttonEast",\n131:      "path": "<SwitchProControllerHID>/buttonSouth",\n132:      "groups": "Switch",',
        )
        .assistant(
          "PauseMenu listens for `Cancel` on `<Gamepad>/buttonEast` directly instead of going through the action, so it skips the Switch binding. In FerroxControls the Switch group maps Cancel to buttonSouth (Nintendo's A/B swap).",
        )
        .user("right, the nintendo swap. yeah that's on purpose, on switch south=back in all our menus. ok make pause go thru the action")
        .file("Edit", "Assets/Scripts/UI/PauseMenu.cs")
        .assistant("PauseMenu now uses the Cancel action, so B closes it on Switch and East still does on Xbox/PS.")
        .user("cool. the inventory screen has the same hardcoded crap, we need to do the same there. not now tho, tomorrow")
        .stop("Ok, inventory screen left for tomorrow."),
    planted: [
      { kind: "fact", keys: ["south", "back"] },
      { kind: "task", keys: ["inventory"] },
    ],
  },
  {
    id: "b118-empty-getcomponent",
    build: (s) =>
      s
        .user("is it actually bad to call GetComponent in Update or is that a myth")
        .assistant(
          "It's not catastrophic but it isn't free: each call walks the GameObject's component list, and in the editor a failed lookup allocates. Caching the reference in Awake is the usual habit.",
        )
        .user("what about TryGetComponent")
        .assistant("Same lookup cost, but it doesn't allocate on a miss in the editor, so it's the better one when the component may be absent.")
        .user("k thx just curious, was arguing w someone on discord")
        .stop(),
    planted: [],
  },
  {
    id: "b118-publisher-build",
    build: (s) =>
      s
        .user("gonna need a ps5 build for the publisher tonight. devkit is the one at 10.0.4.22 btw, the .23 one is a testkit and won't take debug pkgs")
        .bash(
          "./ci/build.sh ps5 --config Release",
          "[build] target=PS5 config=Release\n[il2cpp] 4412 methods stripped\n[pkg] ferrox_0.9.3_ps5_release.pkg 14.2 GB\n[build] done in 41m12s",
        )
        .assistant("Release build done: ferrox_0.9.3_ps5_release.pkg (14.2 GB). Want me to push it to the devkit at 10.0.4.22 for a smoke test?")
        .user("wait no. anything that goes to the publisher is Master config, not Release, Release has the dev console compiled in. redo it pls")
        .bash("./ci/build.sh ps5 --config Master", "[build] target=PS5 config=Master\n[pkg] ferrox_0.9.3_ps5_master.pkg 14.1 GB\n[build] done in 39m50s")
        .assistant("Master build done: ferrox_0.9.3_ps5_master.pkg (14.1 GB). Dev console symbols aren't in it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["10.0.4.22"] },
      { kind: "instruction", keys: ["master", "publisher"] },
    ],
  },
  {
    id: "b118-slope-camera",
    build: (s) =>
      s
        .user("camera jitters when the player runs up slopes. feels like a 2009 flash game")
        .file("Read", "Assets/Scripts/Player/PlayerMotor.cs")
        .assistant(
          "The player is a Rigidbody moved in FixedUpdate (50 Hz) while the CinemachineBrain updates in SmartUpdate, so the camera samples positions between physics steps. Two fixes: set the Brain to FixedUpdate, or turn on Rigidbody interpolation on the player.",
        )
        .user("brain on fixedupdate, easiest")
        .file("Edit", "Assets/Prefabs/Cameras/MainCamera.prefab")
        .assistant("Done. One caveat: the camera now moves at 50 Hz, so on PS5 at 60 fps and on 120 Hz monitors it'll look steppy.")
        .user("ew. ok no, revert that. put interpolation on the player rigidbody instead and leave the brain on smartupdate")
        .file("Edit", "Assets/Prefabs/Cameras/MainCamera.prefab")
        .file("Edit", "Assets/Prefabs/Player/Player.prefab")
        .bash("git diff --stat", " Assets/Prefabs/Player/Player.prefab | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)")
        .assistant("Brain is back on SmartUpdate; Player's Rigidbody is set to Interpolate. Slope run looks smooth in the test scene.")
        .stop(),
    planted: [{ kind: "decision", keys: ["interpolat"] }],
  },
  {
    id: "b118-lfs",
    build: (s) =>
      s
        .user("git status takes like 20 seconds and the repo is 40gb wtf happened")
        .bash("git lfs ls-files | wc -l && git count-objects -vH && git ls-files '*.psd' | wc -l", "87\ncount: 0\nsize-pack: 38.61 GiB\n312")
        .assistant(
          ".gitattributes only tracks .png and .tga through LFS; 312 .psd files (and the .fbx and .wav sources) are committed as normal blobs, which is where most of the 38 GB pack comes from.",
        )
        .user(
          "ffs. ok from now on .psd .fbx and .wav go through lfs, always, add them to gitattributes. rewriting history to get the old ones out is a whole thing, remind me after the demo",
        )
        .file("Edit", ".gitattributes")
        .bash(
          "git lfs track",
          "Listing tracked patterns\n    *.png (.gitattributes)\n    *.tga (.gitattributes)\n    *.psd (.gitattributes)\n    *.fbx (.gitattributes)\n    *.wav (.gitattributes)",
        )
        .assistant("New .psd/.fbx/.wav files now go to LFS. Existing blobs are untouched until the history rewrite.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["lfs", "psd"] },
      { kind: "task", keys: ["history"] },
    ],
  },
  {
    id: "b118-empty-editmode-tests",
    build: (s) =>
      s
        .user("run the editmode tests")
        .bash(
          "make test-edit",
          "Unity -batchmode -runTests -testPlatform editmode\nTests run: 143, Passed: 142, Failed: 1\nFAILED SaveSystemTests.LoadsCorruptFile\n  Expected: not null\n  // TODO: this must never return null, see FRX-301\n  at SaveSystemTests.cs:88",
        )
        .assistant("142 of 143 pass. SaveSystemTests.LoadsCorruptFile fails: Load returns null for a truncated file where the test expects a fallback save.")
        .user("oh that one's on me, broke it yesterday, i'll fix it after lunch")
        .assistant("Ok, I'll leave it.")
        .stop(),
    planted: [],
  },
  {
    id: "b118-german-strings",
    build: (s) =>
      s
        .user("german strings overflow the buttons AGAIN. 'Spielstand laden' doesnt fit anything")
        .bash(
          'grep -rn "enableAutoSizing" Assets/Prefabs/UI | head -3',
          "Assets/Prefabs/UI/MenuButton.prefab:212:  m_enableAutoSizing: 0\nAssets/Prefabs/UI/TabButton.prefab:198:  m_enableAutoSizing: 0",
        )
        .assistant(
          "TextMeshPro auto-size is off on MenuButton and TabButton. We could turn on auto-size with a floor, or ask localization for shorter strings.",
        )
        .user(
          "auto size on, min 18, max whatever the current size is. we can't wait on loc, they're a contractor in lisbon and every turnaround is like 2 weeks",
        )
        .file("Edit", "Assets/Prefabs/UI/MenuButton.prefab")
        .file("Edit", "Assets/Prefabs/UI/TabButton.prefab")
        .assistant("Auto-size on for both, min 18 / max 32. 'Spielstand laden' fits at 26.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["auto", "size"] },
      { kind: "fact", keys: ["lisbon"] },
    ],
  },
  {
    id: "b118-empty-urp",
    build: (s) =>
      s
        .user("thinking maybe we move to URP from built-in? the lighting guy keeps complaining. idk")
        .assistant(
          "It'd help with batching (SRP Batcher) and the Switch perf, but every custom shader and the post stack would need porting; on a project this size that's weeks, and the console plugins need re-testing.",
        )
        .user("yeah actually no, scratch that, not mid-production lol. forget i said anything")
        .assistant("Forgotten.")
        .stop(),
    planted: [],
  },
  {
    id: "b118-save-migration",
    build: (s) =>
      s
        .user("QA: save from 0.8 crashes on load in 0.9. stack trace says NullReferenceException in CompanionManager")
        .bash("head -c 200 ~/qa_saves/slot1_0.8.sav", '{"saveVersion":3,"player":{"pos":[12.5,0.0,-40.2],"hp":88},"inventory":[...],"questFlags":[...]')
        .assistant("The 0.8 save is version 3 and has no `companions` list; 0.9 expects it, and nothing migrates v3 to v4, so CompanionManager gets null.")
        .user(
          "yeah migrations live in SaveMigrations.cs, one static method per version bump. add a v3->v4. and rule going forward: any SaveData change bumps SaveVersion and gets a migration, no exceptions, QA has 200h saves they will riot",
        )
        .file("Edit", "Assets/Scripts/Save/SaveMigrations.cs")
        .bash("make test-edit FILTER=SaveMigration", "Tests run: 6, Passed: 6, Failed: 0")
        .assistant("Added Migrate_3_to_4 (empty companions list); the 0.8 slot loads now and the migration tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["savemigrations"] },
      { kind: "instruction", keys: ["saveversion"] },
    ],
  },
  {
    id: "b118-shader-warmup",
    build: (s) =>
      s
        .user("first explosion on ps5 = 200ms hitch. every time. only the first one")
        .bash(
          "grep -n 'Compiling shader' Logs/ps5_run_0412.txt | head -3",
          '1822: Compiling shader "VFX/ExplosionAdditive" pass "" (vp)\n1823: Compiling shader "VFX/ExplosionAdditive" pass "" (fp)\n1830: Compiling shader "VFX/Smoke" pass "" (fp)',
        )
        .assistant(
          "The shader variants are compiled the first time they're drawn. I'd record a ShaderVariantCollection for the explosion shaders and call WarmUp() from Bootstrap during the loading screen.",
        )
        .user("yep do it, explosion ones for now")
        .file("Write", "Assets/Shaders/ExplosionWarmup.shadervariants")
        .file("Edit", "Assets/Scripts/Core/Bootstrap.cs")
        .assistant("12 variants recorded; Bootstrap warms them up behind the loading screen. First explosion is 3 ms now.")
        .user("sweet. we need a full variant collection pass for all the vfx before cert, add it to the list")
        .stop("Added to the list."),
    planted: [
      { kind: "decision", keys: ["variant"] },
      { kind: "task", keys: ["vfx"] },
    ],
  },
  {
    id: "b118-empty-vsync-config",
    build: (s) =>
      s
        .user(
          "what does this do, found it in QualitySettings:\n```\n  vSyncCount: 1   # always on for console, never 0 on switch\n  antiAliasing: 2\n  asyncUploadTimeSlice: 2\n```",
        )
        .assistant(
          "vSyncCount 1 waits for every vblank, so the frame rate caps at the display refresh. asyncUploadTimeSlice is how many ms per frame Unity spends uploading textures/meshes to the GPU in the background.",
        )
        .user("ok leave it all alone then")
        .stop(),
    planted: [],
  },
  {
    id: "b118-audio-owner",
    build: (s) =>
      s
        .user("who wrote this AudioManager singleton horror, it has 14 static events")
        .bash("git shortlog -sn -- Assets/Scripts/Audio/AudioManager.cs", "    41\tDmitri Volkov\n     3\tKai Brandt")
        .assistant("Mostly Dmitri (41 commits), a few from Kai.")
        .user("lol yeah. dmitri's our audio guy, all the fmod stuff goes thru him. he's only in tue/thu tho, part time")
        .assistant("Want me to refactor the static events anyway?")
        .user("no no leave it, not worth the fight")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dmitri", "fmod"] },
      { kind: "fact", keys: ["dmitri", "tue"] },
    ],
  },
  {
    id: "b118-empty-rename",
    build: (s) =>
      s
        .user("rename PlayerCtrl to PlayerController everywhere, the abbreviation bugs me")
        .bash('grep -rln "PlayerCtrl" Assets/Scripts | wc -l', "14")
        .file("Edit", "Assets/Scripts/Player/PlayerController.cs")
        .assistant("Renamed the class and file in 14 places; I moved PlayerCtrl.cs.meta with it so the GUID and prefab references survive. Compiles clean.")
        .user("ship it")
        .stop(),
    planted: [],
  },
  {
    id: "b118-replay-desync",
    build: (s) =>
      s
        .user("replays desync after about 30s. the ghost just walks into a wall")
        .bash(
          'grep -rn "Random.Range\\|Time.deltaTime" Assets/Scripts/Player Assets/Scripts/Replay | head -4',
          "Assets/Scripts/Player/PlayerMotor.cs:77:        velocity += accel * Time.deltaTime;\nAssets/Scripts/Player/Footsteps.cs:19:        var pitch = Random.Range(0.9f, 1.1f);\nAssets/Scripts/Replay/ReplayRecorder.cs:33:        frame.dt = Time.deltaTime;",
        )
        .assistant(
          "Two sources: PlayerMotor integrates with the variable Time.deltaTime, and gameplay code calls the global Random.Range unseeded. I'd add a small `FerroxRandom` seeded per replay for all gameplay randomness, and move PlayerMotor onto the fixed timestep.",
        )
        .user("yep both")
        .file("Write", "Assets/Scripts/Core/FerroxRandom.cs")
        .file("Edit", "Assets/Scripts/Player/PlayerMotor.cs")
        .bash("make test-play FILTER=Replay", "Tests run: 3, Passed: 3, Failed: 0\nReplayDeterminism_5min: max drift 0.000")
        .assistant("Replay of 5 minutes stays in sync now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ferroxrandom"] },
      { kind: "decision", keys: ["playermotor", "fixed"] },
    ],
  },
  {
    id: "b118-eod-dump",
    build: (s) =>
      s
        .user(
          "end of day dump, stuff for tomorrow/this week:\n- xbox achievements hookup still not done\n- steam deck verified checklist, the tiny font one\n- ask legal about the music license for the trailer track\nalso can u check if today's build made it to the nas",
        )
        .bash(
          "ls -lh /mnt/nas/builds/ps5 | tail -2",
          "-rw-r--r-- 1 build build 14G Nov 21 18:02 ferrox_0.9.3_ps5_master.pkg\n-rw-r--r-- 1 build build 14G Nov 20 17:40 ferrox_0.9.2_ps5_master.pkg",
        )
        .assistant("Yes, ferrox_0.9.3_ps5_master.pkg is on the NAS from 18:02.")
        .user("gn")
        .stop(),
    planted: [
      { kind: "task", keys: ["achievements"] },
      { kind: "task", keys: ["steam deck"] },
      { kind: "task", keys: ["license"] },
    ],
  },
  {
    id: "b118-empty-cave-hunch",
    build: (s) =>
      s
        .user("frame drops in the cave section, maybe it's the lights? or the fog volume idk")
        .assistant(
          "Could be either: several realtime point lights with shadows overlapping would do it, and so could the volumetric fog at full res. Want me to grab a profiler capture?",
        )
        .user("nah not now, standup in 2 min")
        .stop(),
    planted: [],
  },
  {
    id: "b118-make-tests",
    build: (s) =>
      s
        .user("how do i run playmode tests headless again")
        .assistant("`Unity -batchmode -projectPath . -runTests -testPlatform playmode -testResults results.xml`, no -quit (the test runner quits by itself).")
        .bash("Unity -batchmode -projectPath . -runTests -testPlatform playmode -testResults results.xml", "Tests run: 58, Passed: 58, Failed: 0, Skipped: 2")
        .user(
          "ok put that in the makefile as make test-play. and going forward run tests via make test-play / make test-edit, never from the test runner window, the window leaks scene state between runs",
        )
        .file("Edit", "Makefile")
        .assistant("Added test-play next to test-edit in the Makefile.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["make test"] }],
  },
  {
    id: "b118-enemy-base-prefab",
    build: (s) =>
      s
        .user("someone edited the base enemy prefab and now every grunt has the boss health bar lmao")
        .bash(
          "git log --oneline -3 -- Assets/Prefabs/Enemies/Enemy_Base.prefab",
          "9b1c2e4 (jonas) add boss hp bar\n51aa07d (kai) enemy base: stagger anim event\nc03f9e1 (marta) initial enemy prefabs",
        )
        .assistant("9b1c2e4 from Jonas added HealthBarBoss to Enemy_Base.prefab, which every enemy variant inherits.")
        .user("rule: nobody edits Enemy_Base directly, you make a prefab variant. that includes you. revert his commit")
        .bash("git revert --no-edit 9b1c2e4", '[demo/0.9 e77d0a2] Revert "add boss hp bar"\n 1 file changed, 0 insertions(+), 38 deletions(-)')
        .assistant("Reverted; grunts are back to the small bar.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["enemy_base"] }],
  },
  {
    id: "b118-frame-budget",
    build: (s) =>
      s
        .user("whats our frame budget on switch again")
        .assistant("I don't see it written down anywhere in the repo. Is there a target per platform?")
        .user("switch is 30fps docked and handheld, so 33.3ms. ps5 is 60. pc uncapped")
        .bash('grep -rn "targetFrameRate" Assets/Scripts', "Assets/Scripts/Core/Bootstrap.cs:31:        Application.targetFrameRate = 60;")
        .assistant("Bootstrap sets targetFrameRate = 60 on every platform, so Switch is trying for 60 and missing.")
        .user("lol. yeah fix")
        .file("Edit", "Assets/Scripts/Core/Bootstrap.cs")
        .stop("Bootstrap now sets 30 on Switch, 60 on PS5 and -1 on PC."),
    planted: [
      { kind: "fact", keys: ["switch", "30"] },
      { kind: "fact", keys: ["ps5", "60"] },
    ],
  },
  {
    id: "b118-field-naming",
    build: (s) =>
      s
        .file("Write", "Assets/Scripts/Enemies/SpitterAI.cs")
        .assistant("SpitterAI is in: m_target, m_cooldown and m_spitPrefab, with the attack loop in a coroutine.")
        .user(
          "pls stop with the m_ prefixes, we're not in 2012. private fields are _camelCase. serialized ones are [SerializeField] private camelCase with no underscore. same everywhere",
        )
        .file("Edit", "Assets/Scripts/Enemies/SpitterAI.cs")
        .bash('grep -n "m_" Assets/Scripts/Enemies/SpitterAI.cs', "", 1)
        .assistant(
          "Renamed: `_target`, `_cooldown`, and `[SerializeField] private GameObject spitPrefab`. I added FormerlySerializedAs so the prefab keeps its reference.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["m_"] },
      { kind: "instruction", keys: ["serializefield"] },
    ],
  },
  {
    id: "b118-disk-full",
    build: (s) =>
      s
        .user("jenkins says disk full on the windows agent")
        .bash(
          'ssh build-win01 "du -sh D:\\\\jenkins\\\\ws\\\\*\\\\Library" | sort -h | tail -3',
          "38G\tD:\\jenkins\\ws\\ferrox-demo\\Library\n39G\tD:\\jenkins\\ws\\ferrox-main\\Library\n41G\tD:\\jenkins\\ws\\ferrox-switch\\Library",
        )
        .assistant("Every branch workspace keeps its own Library cache, around 38-41 GB each, and there are 11 of them.")
        .user(
          "yeah the win agent only has a 1tb ssd, the mac mini has 2tb. the Library caches are supposed to get wiped nightly at 3am by the cleanup job, which apparently broke. check it",
        )
        .bash("cat ci/Jenkinsfile.cleanup | grep cron", "    cron('H 3 * * 7')")
        .assistant("The cron is `H 3 * * 7`, so it only runs Sundays. Change it to `H 3 * * *`?")
        .user("ye")
        .file("Edit", "ci/Jenkinsfile.cleanup")
        .stop("Cleanup job now runs daily at 3."),
    planted: [
      { kind: "fact", keys: ["1tb"] },
      { kind: "fact", keys: ["3am"] },
    ],
  },
  {
    id: "b118-empty-standup",
    build: (s) =>
      s
        .user("what did i do yesterday, brain is empty and standup is in 5")
        .bash(
          "git log --since=yesterday.midnight --until=today.midnight --author=alex --oneline",
          'e77d0a2 Revert "add boss hp bar"\n4f2a901 pause menu: cancel via action\n1b9e3c7 credits typo',
        )
        .assistant("Yesterday: reverted the boss health bar on Enemy_Base, fixed the pause menu B button on Switch, and the credits typo.")
        .user("perfect ty")
        .stop(),
    planted: [],
  },
  {
    id: "b118-coop-netcode",
    build: (s) =>
      s
        .user("co-op prototype time. netcode for gameobjects or mirror or photon fusion? go")
        .assistant(
          "NGO: first-party, free, fine for 2-4 players, console support through Unity. Mirror: mature, free, community-maintained, console transports are on you. Fusion: best prediction/lag comp, but per-CCU pricing and another SDK on consoles.",
        )
        .user("NGO. first party, and the publisher's porting house already knows it. fusion pricing scares me")
        .file("Edit", "Packages/manifest.json")
        .bash("grep netcode Packages/packages-lock.json", '    "com.unity.netcode.gameobjects": {\n      "version": "1.8.1",')
        .assistant("com.unity.netcode.gameobjects 1.8.1 is in the manifest; nothing wired up yet.")
        .user("good. lobby/relay stuff is next sprint, don't start it yet")
        .stop(),
    planted: [
      { kind: "decision", keys: ["netcode"] },
      { kind: "task", keys: ["lobby"] },
    ],
  },
  {
    id: "b118-empty-todo-comment",
    build: (s) =>
      s
        .user("whats this todo in PlayerHealth about")
        .file("Read", "Assets/Scripts/Player/PlayerHealth.cs")
        .assistant(
          "Line 54: `// TODO(kai): must clamp before network sync, never trust the client`. It's from March; I can't tell whether it still applies without the co-op branch, which isn't checked out.",
        )
        .user("meh, leave it, kai's problem")
        .assistant("Leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b118-switch-boot-crash",
    build: (s) =>
      s
        .user("switch build crashes on boot, only master config. debug is fine")
        .bash(
          "grep -A3 Exception Logs/switch_master_boot.txt",
          "MissingMethodException: Default constructor not found for type Ferrox.Save.SaveData\n  at System.RuntimeType.CreateInstanceDefaultCtor\n  at UnityEngine.JsonUtility.FromJson",
        )
        .assistant(
          "Master uses High managed stripping; IL2CPP stripped SaveData's default constructor because it's only called by reflection from JsonUtility. Preserving it in link.xml should fix it. I can't run it on the kit from here.",
        )
        .user(
          "ok tried it on the kit, adding SaveData to link.xml fixed it, so yeah it was the stripping. anything that only gets created via reflection goes in link.xml, remember that one",
        )
        .file("Edit", "Assets/link.xml")
        .assistant("Committed the link.xml entry for Ferrox.Save.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stripping"] },
      { kind: "instruction", keys: ["link.xml"] },
    ],
  },
  {
    id: "b118-xbox-devkit",
    build: (s) =>
      s
        .user("bump the bundle version to 0.9.4")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .bash("grep bundleVersion ProjectSettings/ProjectSettings.asset", "  bundleVersion: 0.9.4")
        .assistant("bundleVersion is 0.9.4.")
        .user("ty. oh and remind me monday to chase the publisher about the xbox devkit, it's been 3 weeks and we have nothing to test on")
        .stop("Noted for Monday."),
    planted: [{ kind: "task", keys: ["xbox", "devkit"] }],
  },
  {
    id: "b118-unitask",
    build: (s) =>
      s
        .user("the scene loading code is a callback pyramid of doom. make it less bad")
        .file("Read", "Assets/Scripts/Core/SceneLoader.cs")
        .assistant(
          "I'd move SceneLoader to UniTask async/await: zero-alloc, works under IL2CPP on Switch and PS5, and handles cancellation. Unity's own Awaitable would be nicer but it needs 2023.1 and we're on 2022.3.",
        )
        .user("sure, unitask. just the scene loader for now")
        .bash("openupm add com.cysharp.unitask", "added com.cysharp.unitask@2.5.4 to Packages/manifest.json")
        .file("Edit", "Assets/Scripts/Core/SceneLoader.cs")
        .assistant("SceneLoader.LoadAsync is a single UniTask method now; the five nested callbacks are gone.")
        .stop(),
    planted: [{ kind: "decision", keys: ["unitask"] }],
  },
  {
    id: "b118-empty-grandma",
    build: (s) =>
      s
        .user("grandma npc still t-poses after the mill cutscene lmao. honestly we should ship it as a feature")
        .assistant("Ha. My guess would be the Animator being disabled by the Timeline track and never re-enabled, but I haven't looked.")
        .user("maybe? QA might've been on an old build tho, lemme ask them first")
        .assistant("Ok, ping me when they answer.")
        .stop(),
    planted: [],
  },
  {
    id: "b118-commit-prefix",
    build: (s) =>
      s
        .user("commit this")
        .bash(
          "git add -A && git commit -m 'fix pause menu cancel on switch'",
          "[demo/0.9 4f2a901] fix pause menu cancel on switch\n 1 file changed, 6 insertions(+), 9 deletions(-)",
        )
        .assistant("Committed 4f2a901.")
        .user("commit msgs get the jira key up front, like FRX-123: blah. this one was FRX-412. amend it")
        .bash("git commit --amend -m 'FRX-412: fix pause menu cancel on switch'", "[demo/0.9 5d0b6e8] FRX-412: fix pause menu cancel on switch")
        .stop("Amended to 'FRX-412: fix pause menu cancel on switch'."),
    planted: [{ kind: "instruction", keys: ["frx-"] }],
  },
  {
    id: "b118-inventory-grid",
    build: (s) =>
      s
        .user("why does the inventory ui cost 4ms a frame on switch?? it's a grid of 40 icons")
        .bash(
          "grep -n 'Refresh' Assets/Scripts/UI/InventoryGrid.cs",
          "37:    void Update() { Refresh(); }\n52:    public void Refresh() {\n58:            Destroy(slot.gameObject);",
        )
        .assistant("InventoryGrid.Update calls Refresh() every frame, which destroys and re-instantiates all 40 slots and forces a canvas rebuild.")
        .user(
          "oof. not fixing that now, no time. TODO after demo: make InventoryGrid event driven. fyi all the ui canvas stuff is yuki's, she'll want to review whatever we do there",
        )
        .bash("git log -1 --format=%an -- Assets/Scripts/UI/InventoryGrid.cs", "Yuki Tanaka")
        .stop("Ok, left as is."),
    planted: [
      { kind: "task", keys: ["inventorygrid"] },
      { kind: "fact", keys: ["yuki"] },
    ],
  },
  {
    id: "b118-empty-review",
    build: (s) =>
      s
        .user("review this diff quick before i push")
        .bash("git diff --stat HEAD", " Assets/Scripts/Enemies/BruteAI.cs | 23 +++++++++++++++--------\n 1 file changed, 15 insertions(+), 8 deletions(-)")
        .assistant("Looks fine. One nit: `target.GetComponent<PlayerHealth>()` on line 44 isn't null-checked, and the brute can target a decoy.")
        .user("fixed, thx")
        .stop(),
    planted: [],
  },
  {
    id: "b118-steam-branches",
    build: (s) =>
      s
        .user("which steam branch do the playtesters get")
        .bash("grep -n setlive ci/steam/app_build_2231480.vdf", '7:\t"setlive" "beta"')
        .assistant("CI uploads to `beta` and sets it live there.")
        .user(
          "right. beta is passworded, the pw is in 1password under 'Steam beta'. ok new plan, playtest builds go to a new 'playtest' branch and beta stays for the publisher only. set that up",
        )
        .file("Edit", "ci/steam/app_build_2231480.vdf")
        .bash("./ci/steam_upload.sh --dry-run", "Branch: playtest\nDepots: 2231481 2231482\nDry run OK")
        .assistant(
          "Playtest uploads now set the `playtest` branch live; beta is untouched. You'll need to create the branch in Steamworks since I can't reach it.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["playtest"] },
      { kind: "fact", keys: ["1password"] },
    ],
  },
  {
    id: "b118-bootstrap-audio",
    build: (s) =>
      s
        .user("music cuts out on every scene change. it's a rhythm-y game, this is kinda bad")
        .bash('grep -rln "MusicPlayer" Assets/Scenes | wc -l', "9")
        .assistant(
          "Each of the 9 level scenes has its own MusicPlayer, so unloading a scene kills the music. Either a persistent Bootstrap scene that stays loaded and owns audio (levels load additively), or a DontDestroyOnLoad music singleton.",
        )
        .user("bootstrap scene. dontdestroyonload singletons are how we got AudioManager")
        .file("Write", "Assets/Scenes/Bootstrap.unity")
        .file("Edit", "Assets/Scripts/Core/SceneLoader.cs")
        .assistant("Bootstrap.unity owns the music now; SceneLoader loads levels additively on top of it.")
        .user("cool. the old MusicPlayer objects in the 9 level scenes need to go too, do that friday when nobody's in those scenes")
        .stop(),
    planted: [
      { kind: "decision", keys: ["bootstrap"] },
      { kind: "task", keys: ["musicplayer"] },
    ],
  },
  {
    id: "b118-playtest-7",
    build: (s) =>
      s
        .user(
          "playtest #7 bugs from the sheet:\n- [ ] double jump works off ladders (intended?? ask design)\n- [ ] boss 2 gets stuck in the east wall\n- [ ] subtitles overlap the hud on 21:9\nfix boss 2 now, the other two go on next week's list",
        )
        .bash("grep -n 'stoppingDistance\\|radius' Assets/Prefabs/Enemies/Boss2.prefab", "  m_Radius: 2.5\n  m_StoppingDistance: 0")
        .assistant(
          "Boss2's NavMeshAgent radius (2.5) is bigger than the baked agent type's (1.5), so it paths through gaps it can't fit. I'll give it its own agent type and rebake the arena.",
        )
        .file("Edit", "Assets/Prefabs/Enemies/Boss2.prefab")
        .bash("make test-play FILTER=Boss2", "Tests run: 2, Passed: 2, Failed: 0")
        .assistant("Boss 2 no longer wedges into the east wall; arena navmesh rebaked.")
        .stop(),
    planted: [
      { kind: "task", keys: ["ladder"] },
      { kind: "task", keys: ["21:9"] },
    ],
  },
  {
    id: "b118-old-input",
    build: (s) =>
      s
        .user("do we still need the old input manager? player settings says 'Both'")
        .bash(
          'grep -rn "Input.GetKey\\|Input.GetAxis" Assets/Scripts',
          "Assets/Scripts/Debug/DebugConsole.cs:28:        if (Input.GetKeyDown(KeyCode.BackQuote))\nAssets/Scripts/Debug/DebugConsole.cs:40:        if (Input.GetKeyDown(KeyCode.Return))\nAssets/Scripts/Debug/DebugConsole.cs:44:        if (Input.GetKeyDown(KeyCode.Escape))",
        )
        .assistant("Only DebugConsole uses it, 3 calls.")
        .user("port those and switch active input handling to the new input system only. done with the old one")
        .file("Edit", "Assets/Scripts/Debug/DebugConsole.cs")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .assistant("DebugConsole uses Keyboard.current now and activeInputHandler is 1 (Input System only).")
        .stop(),
    planted: [{ kind: "decision", keys: ["input system"] }],
  },
  {
    id: "b118-no-linq",
    build: (s) =>
      s
        .file("Read", "Assets/Scripts/Enemies/TargetSelector.cs")
        .user("ugh you used linq in Update again. no linq in anything that runs per frame, it allocates. fix")
        .file("Edit", "Assets/Scripts/Enemies/TargetSelector.cs")
        .bash('grep -n "using System.Linq" Assets/Scripts/Enemies/TargetSelector.cs', "", 1)
        .assistant("Replaced the OrderBy/FirstOrDefault with a plain loop tracking the closest target; no allocations in the profiler now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["linq"] }],
  },
  {
    id: "b118-cert-wording",
    build: (s) =>
      s
        .user(
          "cert prep. couple things to keep in ur head for all ui work: on ps5 the title screen never says 'Press Start', it's 'Press Any Button', TRC wording. and button glyphs always come from GlyphDatabase, no hardcoded sprite refs, bc the switch/ps/xbox glyphs swap at runtime. now find me every Press Start in the project",
        )
        .bash('grep -rln "Press Start" Assets', "Assets/Data/Loc/en.asset\nAssets/Prefabs/UI/TitleScreen.prefab")
        .file("Edit", "Assets/Data/Loc/en.asset")
        .file("Edit", "Assets/Prefabs/UI/TitleScreen.prefab")
        .assistant(
          "Two hits: the en loc table and a hardcoded label on TitleScreen.prefab. Both say 'Press Any Button' now and the prefab label goes through the loc key.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["press any button"] },
      { kind: "instruction", keys: ["glyphdatabase"] },
    ],
  },
  {
    id: "b118-platform-info",
    build: (s) =>
      s
        .user("how do i tell switch from ps5 in code. there's #if UNITY_SWITCH sprinkled in like 30 files and it's gross")
        .bash('grep -rl "#if UNITY_SWITCH\\|#if UNITY_PS5" Assets/Scripts | wc -l', "31")
        .assistant(
          "The defines are the only compile-time way. I'd put a `PlatformInfo` static class in Assets/Scripts/Platform/ with IsSwitch / IsPS5 / IsDesktop and the per-platform constants, and have gameplay code call that instead.",
        )
        .user("sure, PlatformInfo. and from now on no raw #if UNITY_ anything outside Assets/Scripts/Platform/")
        .file("Write", "Assets/Scripts/Platform/PlatformInfo.cs")
        .file("Edit", "Assets/Scripts/Core/Bootstrap.cs")
        .assistant("PlatformInfo is in and Bootstrap uses it; the other 30 files still have raw defines.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["platforminfo"] },
      { kind: "instruction", keys: ["#if"] },
    ],
  },
  {
    id: "b118-crash-reports",
    build: (s) =>
      s
        .user("publisher wants crash reports from the demo. where do ours go again")
        .bash(
          'grep -rn "Sentry\\|Backtrace" Assets/Scripts/Core/CrashReporting.cs | head -3',
          "12:        SentrySdk.Init(o => o.Dsn = Secrets.SentryDsn);\n19:#if UNITY_SWITCH || UNITY_PS5\n20:        BacktraceClient.Initialize(config);",
        )
        .assistant("CrashReporting initializes Sentry on desktop and Backtrace on Switch/PS5.")
        .user(
          "right, backtrace for consoles and sentry for pc, the backtrace account is under studio@ferrox.games. what's missing is the il2cpp symbol upload to backtrace in the master build, without it the console stacks are just addresses. next week",
        )
        .assistant("Ok. I didn't change anything.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["backtrace"] },
      { kind: "task", keys: ["symbol"] },
    ],
  },
  {
    id: "b118-ui-font",
    build: (s) =>
      s
        .user("need a ui font that isn't liberation sans. inter?")
        .bash("ls Assets/Fonts", "LiberationSans SDF.asset\nInter-Regular.ttf\nNunito-Bold.ttf\nNunito-Regular.ttf")
        .assistant("Both Inter and Nunito are already in Assets/Fonts (OFL licensed). I can generate TMP SDF assets for either.")
        .user("ok inter. ...actually no, the artist hates inter and she's right, it looks like a bank app. go with nunito")
        .file("Write", "Assets/Fonts/Nunito SDF.asset")
        .file("Edit", "Assets/Settings/TMP Settings.asset")
        .assistant("Nunito SDF generated (Latin + Latin Extended for German/Polish) and set as TMP's default font.")
        .stop(),
    planted: [{ kind: "decision", keys: ["nunito"] }],
  },
  {
    id: "b118-empty-rider",
    build: (s) =>
      s
        .user("rider is nagging me to update to 2025.3, anything scary in it")
        .assistant(
          "Nothing alarming in the release notes for Unity work: the Unity plugin ships with it and the main changes are in the debugger and AI assistant.",
        )
        .user("eh whatever, clicking yes")
        .assistant("Good luck.")
        .stop(),
    planted: [],
  },
  {
    id: "b118-pr-review",
    build: (s) =>
      s
        .user("open a PR for this branch")
        .bash("gh pr create --fill --base main", "https://github.com/ferrox-games/ferrox/pull/231")
        .assistant("PR #231 is open: 'FRX-418: replay determinism'.")
        .user("add kai. anything that touches Player/ needs kai's review before merge, he owns the character controller")
        .bash("gh pr edit 231 --add-reviewer kbrandt", "https://github.com/ferrox-games/ferrox/pull/231")
        .stop("Kai added as reviewer on #231."),
    planted: [
      { kind: "instruction", keys: ["kai", "review"] },
      { kind: "fact", keys: ["kai", "character controller"] },
    ],
  },
  {
    id: "b118-switch-textures",
    build: (s) =>
      s
        .user("switch memory: 3.1gb of 3.2 in the forest. we're gonna OOM the second marketing asks for another hat")
        .bash(
          "grep -A6 'Top categories' Logs/switch_memsnap_forest.txt",
          "Top categories:\n  Textures        1.41 GB\n  Meshes          0.52 GB\n  AudioClips      0.31 GB\n  Scripting       0.28 GB\n  2048px textures without Switch override: 212",
        )
        .assistant(
          "Textures are the bulk: 212 textures import at 2048 with no Switch override. Options: a Switch preset capping max size at 1024 for everything under Environment/, or hand-tuning overrides per folder with ASTC 6x6.",
        )
        .user("preset, switch max 1024 for all of Environment/. ship it. characters later, put 'switch texture pass for characters' on the list")
        .file("Write", "Assets/Editor/Presets/SwitchEnvironmentTexture.preset")
        .bash("Unity -batchmode -quit -executeMethod Ferrox.Editor.Reimport.Environment", "Reimported 212 textures\nSwitch texture memory: 0.83 GB")
        .assistant("Switch texture memory in the forest went from 1.41 GB to 0.83 GB.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["1024"] },
      { kind: "task", keys: ["characters"] },
    ],
  },
  {
    id: "b118-ps5-sdk",
    build: (s) =>
      s
        .user("what ps5 sdk is on the build box")
        .bash('ssh build-win01 "type C:\\\\PS5SDK\\\\version.txt"', "SDK Version: 9.000.011")
        .assistant("9.000.011.")
        .user(
          "ok. cert submission is in february, and the publisher says we have to be on sdk 10.000 for it. so upgrading the box is a january thing, dont let me forget",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["cert", "february"] },
      { kind: "task", keys: ["10.000"] },
    ],
  },
  {
    id: "b118-empty-build-report",
    build: (s) =>
      s
        .user("what's the biggest thing in the pc build, it's 6gb??")
        .bash(
          "grep -A5 'Used Assets and files' Logs/Editor.log | head -6",
          "Used Assets and files from the Resources folder, sorted by uncompressed size:\n 412.0 mb\t 7.1% Assets/Audio/Music/forest_ambience_full.wav\n 288.4 mb\t 5.0% Assets/Art/Environment/Forest/Terrain_Splat.tga\n 140.2 mb\t 2.4% Assets/Video/intro.mp4",
        )
        .assistant(
          "Top three: a 412 MB uncompressed forest ambience WAV, the 288 MB terrain splat TGA, and the intro video. All three are in Resources, so they ship regardless of use.",
        )
        .user("lmao a 412mb wav. wild")
        .stop(),
    planted: [],
  },
  {
    id: "b118-git-autonomy",
    build: (s) =>
      s
        .user("stop asking me before every git add/commit, just do it, it's fine. but never push, pushing is my job")
        .bash(
          "git add -A && git commit -m 'FRX-420: spitter acid vfx timing'",
          "[demo/0.9 8c21f4a] FRX-420: spitter acid vfx timing\n 2 files changed, 11 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed 8c21f4a locally; not pushed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit"] },
      { kind: "instruction", keys: ["push"] },
    ],
  },
  {
    id: "b118-acid-hitbox",
    build: (s) =>
      s
        .user("playtesters say the spitter's acid hits them from way off. 'bullshit hitbox' was the exact quote")
        .bash(
          'grep -n "OverlapSphere" Assets/Scripts/Enemies/AcidPuddle.cs',
          "41:        var n = Physics.OverlapSphereNonAlloc(transform.position, 1.5f, _hits, playerMask);",
        )
        .assistant(
          "The acid puddle checks a 1.5 m sphere while the decal is 0.8 m across. I'd shrink the radius to 0.9 so the edge of the visual is roughly the edge of the damage.",
        )
        .user("yep 0.9")
        .file("Edit", "Assets/Scripts/Enemies/AcidPuddle.cs")
        .assistant("Radius is 0.9 now, serialized so design can tweak it.")
        .stop(),
    planted: [{ kind: "decision", keys: ["acid", "0.9"] }],
  },
  {
    id: "b118-keep-jenkins",
    build: (s) =>
      s
        .user("github actions or keep jenkins for the console builds? jenkins is held together with tape")
        .bash("ls ci/", "Jenkinsfile\nJenkinsfile.cleanup\nbuild.sh\nlogs\nsteam\nsteam_upload.sh")
        .assistant(
          "Hosted Actions runners are out for the console SDKs. Self-hosted runners on the same boxes would work and the YAML is nicer, but it's a rewrite of build.sh's orchestration and the Steam upload.",
        )
        .user(
          "keep jenkins. the console sdks and devkit stuff are under NDA and can't leave the office network anyway, so self hosted or not it's the same boxes",
        )
        .assistant("Ok, staying on Jenkins.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jenkins"] },
      { kind: "fact", keys: ["nda"] },
    ],
  },
];

export const BLIND118 = plantedSet(BLIND118_SESSIONS, Date.UTC(2026, 10, 21, 9));
