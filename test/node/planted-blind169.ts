/**
 * Blind planted set 169 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an excitable Unity/C# game developer brainstorming out loud with exclamation marks; the
 * decisions land in the middle of a riff of ideas, questions and half-withdrawn "what ifs", and
 * facts and tasks slip in between gameplay tuning and asset chatter.
 * Each session is one segment; the items planted in it are listed with it: 69 items (17 decisions, 18 instructions,
 * 17 facts, 17 tasks) in 50 sessions, 12 of which plant nothing (56 user/assistant messages between them). Every other message
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

export const BLIND169_SESSIONS: BlindSession[] = [
  {
    id: "b169-dash-cooldown",
    build: (s) =>
      s
        .user(
          "OK the dash feels MUSHY!! Let me riff for a sec: i-frames? a trail VFX? chain it off walls like Celeste?? ooh or a tiny hitstop on dash start! Ok ok ok, the call: dash cooldown is 0.6s, one charge, no stacking. The wall thing maybe someday, don't touch it now. Where does the cooldown even live?",
        )
        .bash(
          "grep -rn dashCooldown Assets/Scripts",
          "Assets/Scripts/Player/PlayerDash.cs:14:    [SerializeField] float dashCooldown = 1.1f;\nAssets/Scripts/Player/PlayerDash.cs:58:        _nextDashTime = Time.time + dashCooldown;",
        )
        .assistant("It's a serialized field in PlayerDash.cs defaulting to 1.1f, and the Player prefab may override it, so I'll change both.")
        .file("Edit", "Assets/Scripts/Player/PlayerDash.cs")
        .file("Edit", "Assets/Prefabs/Player.prefab")
        .user("YES feels so much snappier!!! oh man. ok we also need controller rumble on dash, not tonight, put it on the list!!")
        .assistant("Noted for later. The dash change is in the script default and the prefab override.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cooldown", "0.6"] },
      { kind: "task", keys: ["rumble"] },
    ],
  },
  {
    id: "b169-input-system",
    build: (s) =>
      s
        .user(
          "Ugh, rebinding keys with the old Input Manager is a NIGHTMARE!! Could we write our own rebinding layer? Or Rewired? Rewired costs money though... hmm hmm. OK no. We're moving to the new Input System package, period! Rewired's off the table.",
        )
        .assistant(
          "Got it. I'll add com.unity.inputsystem to the manifest and generate a PlayerControls asset. Should Active Input Handling be 'Both' during the migration, or only the new one?",
        )
        .user("Both for now. And listen: from here on nobody calls Input.GetKey directly, everything goes through InputReader, that's the rule!!")
        .bash("grep -n inputsystem Packages/manifest.json", "", 1)
        .file("Edit", "Packages/manifest.json")
        .file("Write", "Assets/Scripts/Input/InputReader.cs")
        .assistant("Added com.unity.inputsystem 1.7.0 and a first InputReader ScriptableObject exposing Move, Jump and Dash events.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["input system"] },
      { kind: "instruction", keys: ["inputreader"] },
    ],
  },
  {
    id: "b169-unity-pin",
    build: (s) =>
      s
        .user("quick q before we go wild: what editor version is the project on??")
        .bash("cat ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 2022.3.21f1\nm_EditorVersionWithRevision: 2022.3.21f1 (b4c7e1a2d3f0)")
        .assistant("ProjectVersion.txt says 2022.3.21f1.")
        .user(
          "right right, yes, that's the one everybody's on: the build machine and the cloud build config are pinned to 2022.3.21f1 too. And never click yes on Unity's upgrade project popup, EVER, I mean it!! we lost a whole weekend to that during the jam lol",
        )
        .assistant("Understood, I'll leave the editor version alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2022.3.21f1"] },
      { kind: "instruction", keys: ["upgrade", "popup"] },
    ],
  },
  {
    id: "b169-save-format",
    build: (s) =>
      s
        .user(
          "Saves!!! JSON? BinaryFormatter? (no wait BinaryFormatter is cursed, I read it's insecure) MessagePack?? ScriptableObjects?? ok honestly JSON is readable which is SO nice for debugging... but MessagePack is tiny... ok gut call: saves are JSON through Newtonsoft, one file per slot in persistentDataPath. We'll compress later if it ever matters.",
        )
        .bash("grep -n newtonsoft Packages/manifest.json", "", 1)
        .assistant(
          "Newtonsoft isn't in the manifest yet; Unity ships it as com.unity.nuget.newtonsoft-json. Adding it and a SaveSystem with Save(slot) and Load(slot).",
        )
        .file("Edit", "Packages/manifest.json")
        .file("Write", "Assets/Scripts/Save/SaveSystem.cs")
        .user("sick!! TODO for future me: save versioning + migration, we need that before early access for sure")
        .assistant("Sure. SaveSystem writes slot_0.json to slot_2.json under Application.persistentDataPath for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["newtonsoft"] },
      { kind: "task", keys: ["migration"] },
    ],
  },
  {
    id: "b169-arrow-layers",
    build: (s) =>
      s
        .user(
          "WHY do the arrows go straight through the slimes?!? is it the layer matrix? is the rigidbody kinematic? maybe the arrow is too fast and tunnels??",
        )
        .assistant("Let me check the physics collision matrix first.")
        .bash(
          "grep -n -A2 m_LayerCollisionMatrix ProjectSettings/DynamicsManager.asset && grep -n 'layer' Assets/Scripts/Combat/Arrow.cs",
          "31:  m_LayerCollisionMatrix: fffffffffdf7ffff...\nAssets/Scripts/Combat/Arrow.cs:9:    // layer set by the prefab",
        )
        .assistant(
          "Found it: Projectiles (layer 9) and Enemies (layer 11) are unticked against each other in the collision matrix, so it isn't tunnelling; arrows simply never collide with enemies. Ticking that pair fixes it.",
        )
        .file("Edit", "ProjectSettings/DynamicsManager.asset")
        .user(
          "AH. that makes total sense, arrows hit now!! ok so keep in mind Projectiles is layer 9 and Enemies is layer 11, the enemy spawner hardcodes those numbers. which is gross btw, at some point we should switch the spawner to LayerMask.NameToLayer",
        )
        .assistant("Noted.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["projectiles", "layer 9"] },
      { kind: "task", keys: ["nametolayer"] },
    ],
  },
  {
    id: "b169-house-style",
    build: (s) =>
      s
        .user(
          "House style stuff, I keep forgetting to tell you this!! private fields are _camelCase. inspector stuff is [SerializeField] private, never a public field just so it shows up in the inspector. ok? ok.",
        )
        .assistant("Got it. The EnemySpawner.cs I wrote yesterday uses public fields for spawnRate and prefab; want me to convert it?")
        .user("yes please do that now")
        .file("Edit", "Assets/Scripts/Enemies/EnemySpawner.cs")
        .bash("grep -n 'public float\\|public GameObject' Assets/Scripts/Enemies/EnemySpawner.cs", "", 1)
        .assistant("Converted: EnemySpawner now has [SerializeField] private fields, no public fields left.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["_camelcase"] },
      { kind: "instruction", keys: ["serializefield"] },
    ],
  },
  {
    id: "b169-cli-build",
    build: (s) =>
      s
        .user("how do I make a build from the command line again?? I always forget")
        .bash("ls Assets/Editor", "BuildScript.cs\nBuildScript.cs.meta\nPresets\nPresets.meta")
        .assistant("There's a build script in Assets/Editor; running its Windows entry point headless now.")
        .bash(
          "Unity -batchmode -quit -projectPath . -executeMethod BuildScript.PerformWindowsBuild -logFile build.log; tail -3 build.log",
          "Build Finished, Result: Success.\nBuild output: Builds/Windows/Gloomvale.exe\nExiting batchmode successfully now!",
        )
        .user(
          "YES! ok that's the way from now on: builds always go through BuildScript.PerformWindowsBuild, never the Build Settings window, because the script sets the scripting define symbols and the window doesn't!!",
        )
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["performwindowsbuild"] }],
  },
  {
    id: "b169-bullet-pool",
    build: (s) =>
      s
        .user(
          "The bullet hell room runs at 22fps!!! Profiler time. Is it Instantiate? GC? The particle systems? I bet it's the particles. Or the trail renderers... I dunno!!",
        )
        .bash(
          "cat Logs/profile-bullet-room.txt | head -5",
          "GC.Alloc            3.4 MB/frame\nObject.Instantiate  1,812 calls/frame   14.1 ms\nObject.Destroy      1,790 calls/frame    9.8 ms\nParticleSystem.Update                    1.2 ms",
        )
        .assistant(
          "The capture points at Instantiate/Destroy on bullets: about 1,800 calls a frame and 3.4 MB of garbage; the particles are only 1.2 ms. I'd suggest pooling bullets with UnityEngine.Pool.ObjectPool.",
        )
        .user("oh WOW ok not the particles at all lol. yes yes yes, ObjectPool from UnityEngine.Pool, let's go!!! bullets AND the hit sparks")
        .file("Edit", "Assets/Scripts/Combat/BulletSpawner.cs")
        .file("Edit", "Assets/Scripts/Combat/HitSparks.cs")
        .bash("cat Logs/profile-bullet-room-after.txt | head -2", "Average FPS         61\nGC.Alloc            0.02 MB/frame")
        .user("61!!!! incredible. follow-up for next sprint: the enemy spawner does the same Instantiate-everything thing, pool that too")
        .assistant("Got it, bullets and hit sparks are pooled now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["objectpool"] },
      { kind: "task", keys: ["enemy spawner"] },
    ],
  },
  {
    id: "b169-who-owns",
    build: (s) =>
      s
        .user(
          "Tomás is sending new sprite sheets tonight!!! oh and so you know who's who: Tomás does all the pixel art and the animator controllers, Priya owns the build machine and the Steam depots, and I do gameplay code. If an animator controller ever looks weird, don't touch it, ping Tomás.",
        )
        .assistant("Thanks, that helps. Want me to check the current Slime import settings before his sheets land?")
        .user("sure")
        .file("Read", "Assets/Art/Sprites/Slime.png.meta")
        .assistant("Slime.png is a Multiple sprite, 16 pixels per unit, Point filter. Nothing to change.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomás", "pixel art"] },
      { kind: "fact", keys: ["priya", "depots"] },
      { kind: "instruction", keys: ["animator controller"] },
    ],
  },
  {
    id: "b169-scene-loading",
    build: (s) =>
      s
        .user(
          "Scene loading!!! Additive? One giant scene? Addressables?? ok let's do additive: a Bootstrap scene that stays loaded, level scenes loaded on top of it",
        )
        .bash(
          "grep -n 'path:' ProjectSettings/EditorBuildSettings.asset",
          "8:    path: Assets/Scenes/Bootstrap.unity\n11:    path: Assets/Scenes/Crypt_01.unity\n14:    path: Assets/Scenes/Crypt_02.unity",
        )
        .assistant(
          "Bootstrap is scene 0 in the build list already. I can write a LevelLoader that calls SceneManager.LoadSceneAsync with LoadSceneMode.Additive.",
        )
        .user(
          "hmm wait wait. what about Addressables for the levels?? that'd let us patch levels without a full build... ok YES change of plan: levels load through Addressables.LoadSceneAsync, Bootstrap stays a normal build scene. still additive, just via Addressables",
        )
        .file("Write", "Assets/Scripts/Core/LevelLoader.cs")
        .file("Edit", "ProjectSettings/EditorBuildSettings.asset")
        .assistant("LevelLoader now loads Crypt_01 and Crypt_02 additively via Addressables; they're out of the build list and in the Levels group.")
        .stop(),
    planted: [{ kind: "decision", keys: ["addressables"] }],
  },
  {
    id: "b169-steam-init",
    build: (s) =>
      s
        .user("the game won't even start on Priya's laptop!! black screen then gone")
        .bash(
          "tail -4 ~/Library/Logs/Gloomvale/Player.log",
          "[Steamworks.NET] SteamAPI_Init() failed. Refer to Valve's documentation.\nInvalidOperationException: Steamworks is not initialized.\n  at SteamManager.Awake () [0x0002a]\nQuitting...",
        )
        .assistant("SteamAPI_Init fails because Steam isn't running on that laptop, and SteamManager.Awake throws and quits. Was Steam closed?")
        .user(
          "yep she had Steam closed, confirmed. so Steamworks.NET crashes the game on start whenever Steam isn't running, great. don't let me forget: Steam achievements need hooking up before the demo!!",
        )
        .file("Edit", "Assets/Scripts/Platform/SteamManager.cs")
        .assistant("I made SteamManager log and continue without Steam instead of quitting, so the game at least starts.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["steamworks.net"] },
      { kind: "task", keys: ["achievements"] },
    ],
  },
  {
    id: "b169-editmode-tests",
    build: (s) =>
      s
        .user("tests!! we have like 40 edit mode tests now. How do I run them headless?")
        .bash(
          'Unity -batchmode -projectPath . -runTests -testPlatform EditMode -testResults results.xml; grep -o \'passed="[0-9]*" failed="[0-9]*"\' results.xml',
          'passed="41" failed="0"',
        )
        .assistant("That command runs them: 41 passed, 0 failed.")
        .user(
          "amazing. ok rule: before you tell me something's done, run the EditMode tests with that exact command and tell me the pass count!! PlayMode ones are flaky rn, so skip PlayMode unless I ask for it",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["editmode"] },
      { kind: "instruction", keys: ["playmode"] },
    ],
  },
  {
    id: "b169-lfs",
    build: (s) =>
      s
        .user("git push is taking FOREVER!! what's going on")
        .bash("git count-objects -vH | grep size-pack; git lfs ls-files | wc -l", "size-pack: 2.10 GiB\n1204")
        .assistant(
          "The pack is 2.1 GiB: some .psd and .wav files were committed outside LFS before .gitattributes covered them. LFS tracks 1,204 files now. We could rewrite history with git lfs migrate import to move the old ones.",
        )
        .user(
          "ugh. rewriting history with three people on it sounds scary, let's not. for context our LFS quota is 50GB, Priya bought a data pack for it. and from now on check .gitattributes before committing any new binary type!! psd, wav, fbx, whatever, it all goes through LFS",
        )
        .file("Read", ".gitattributes")
        .assistant(".gitattributes already covers *.psd, *.wav, *.fbx and *.png.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["50gb"] },
      { kind: "instruction", keys: ["gitattributes"] },
    ],
  },
  {
    id: "b169-camera",
    build: (s) =>
      s
        .user(
          "Camera!!! Cinemachine or hand-rolled? hand-rolled gives me control... Cinemachine gives me confiners and screen shake for free... and impulses!! the impulse stuff!!! ok Cinemachine it is, I'm sold.",
        )
        .file("Edit", "Packages/manifest.json")
        .file("Edit", "Assets/Scenes/Bootstrap.unity")
        .assistant("Added com.unity.cinemachine 2.9.7 and a virtual camera following the player with a confiner on the room bounds.")
        .user("ooh. lookahead 0.3? or 0.5? try 0.4 and I'll see")
        .assistant("Set lookahead time to 0.4.")
        .user("hmm idk, keep it for now I guess")
        .stop(),
    planted: [{ kind: "decision", keys: ["cinemachine"] }],
  },
  {
    id: "b169-loc",
    build: (s) =>
      s
        .user("how many UI scripts set text from string literals? I have a bad feeling lol")
        .bash("grep -rln 'text = \"' Assets/Scripts/UI | wc -l", "27")
        .assistant("27 UI scripts assign text from string literals.")
        .user(
          "27 oof. ok, for the record the publisher (Lumen Forge) requires EN, DE, JA and PT-BR at launch, it's in the contract. so next milestone we need to move all the UI text into Localization string tables!!",
        )
        .assistant("Makes sense. The Localization package isn't installed yet.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pt-br"] },
      { kind: "task", keys: ["string tables"] },
    ],
  },
  {
    id: "b169-framerate",
    build: (s) =>
      s
        .bash("grep -rn targetFrameRate Assets/Scripts", "Assets/Scripts/Core/GameBootstrap.cs:22:        Application.targetFrameRate = 144;")
        .user(
          "Application.targetFrameRate, just... don't set it anywhere, ever. vsync handles it, and the console port (lol someday) wants its own settings. if you see targetFrameRate set somewhere, rip it out!!",
        )
        .file("Edit", "Assets/Scripts/Core/GameBootstrap.cs")
        .assistant("Removed the targetFrameRate line from GameBootstrap.")
        .user("what about the fixed timestep, 0.02 or 0.0166? thoughts?")
        .assistant(
          "0.02 is the default and fine for a 2D platformer; 0.0166 matches 60 Hz rendering more closely and can reduce jitter with interpolation off.",
        )
        .user("leave it, we'll see")
        .stop(),
    planted: [{ kind: "instruction", keys: ["targetframerate"] }],
  },
  {
    id: "b169-jump-feel",
    build: (s) =>
      s
        .user(
          "jump feel!!! coyote time!! jump buffering!! variable jump height!! apex hang!! ahhh all of it!! ok for real: coyote time is 0.1s and the jump buffer is 0.12s, those are the numbers. apex hang... maybe? no, not yet.",
        )
        .file("Edit", "Assets/Scripts/Player/PlayerJump.cs")
        .bash(
          'Unity -batchmode -projectPath . -runTests -testPlatform EditMode -testResults results.xml; grep -o \'passed="[0-9]*" failed="[0-9]*"\' results.xml',
          'passed="43" failed="0"',
        )
        .assistant("Added coyoteTime and jumpBufferTime to PlayerJump plus two tests; EditMode: 43 passed.")
        .user("ooooh that's so much better. what if variable height was tied to how long you hold? is that how Hollow Knight does it?")
        .assistant("Broadly yes: releasing the button early cuts upward velocity. I can add it if you want.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["coyote", "0.1"] },
      { kind: "decision", keys: ["jump buffer", "0.12"] },
    ],
  },
  {
    id: "b169-pink-shader",
    build: (s) =>
      s
        .user("the outline shader is PINK on Mac builds!!! why?? is it the graphics API? a missing include? the shader stripping??")
        .bash(
          "grep -n '#pragma' Assets/Shaders/Outline.shader",
          "14:            #pragma target 5.0\n15:            #pragma require geometry\n16:            #pragma geometry geom",
        )
        .assistant("It uses a geometry shader. Metal doesn't support geometry shaders, so on macOS the shader fails and Unity draws the pink error shader.")
        .user(
          "ohhh. yep that's it, Tomás's Mac shows pink and the Windows box is fine. ok so Metal has no geometry shaders, good to know forever. we'll rewrite the outline as an inverted hull thing, not today though",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["metal", "geometry shader"] },
      { kind: "task", keys: ["inverted hull"] },
    ],
  },
  {
    id: "b169-git-flow",
    build: (s) =>
      s
        .bash("git branch -a", "* develop\n  feat/coyote\n  main\n  remotes/origin/develop\n  remotes/origin/main")
        .user(
          "git stuff!! I branch feat/whatever off develop and merge back into develop, and Priya is the one who merges develop into main for releases. so don't you ever push to main yourself, ok??",
        )
        .assistant("Understood. feat/coyote is merged into develop already; should I delete it?")
        .user("yeah nuke it")
        .bash("git branch -d feat/coyote", "Deleted branch feat/coyote (was 3f1a9c2).")
        .stop("Deleted feat/coyote."),
    planted: [
      { kind: "fact", keys: ["priya", "develop"] },
      { kind: "instruction", keys: ["push to main"] },
    ],
  },
  {
    id: "b169-enemy-ai",
    build: (s) =>
      s
        .user(
          "Enemy AI!!! behaviour trees? FSMs? GOAP?!? GOAP would be SO cool for the necromancer... but overkill... ok: simple hierarchical state machines for all enemies, hand-written, no asset store BT package. and GOAP for the necromancer -- actually no scratch that, state machine for him too.",
        )
        .file("Write", "Assets/Scripts/AI/StateMachine.cs")
        .file("Write", "Assets/Scripts/AI/SlimeBrain.cs")
        .assistant("Wrote a small StateMachine with Enter/Tick/Exit states and ported the Slime to it (Idle, Hop, Chase).")
        .user("niiice. does Tick run in Update or FixedUpdate?")
        .assistant("Update; the hop applies physics through the Rigidbody2D in a FixedUpdate hook.")
        .stop(),
    planted: [{ kind: "decision", keys: ["state machine"] }],
  },
  {
    id: "b169-audio",
    build: (s) =>
      s
        .user("FMOD or plain Unity audio?? FMOD Studio is free for small indies, right? what's the cutoff?")
        .assistant("FMOD's indie licence has historically been free under a $200k development budget; I can't verify the current terms from here.")
        .user("ok going with FMOD!! our sound person lives in FMOD Studio anyway. set up the integration")
        .bash("ls Assets/Plugins", "FMOD\nFMOD.meta\nSteamworks.NET\nSteamworks.NET.meta")
        .file("Edit", "Assets/Plugins/FMOD/Resources/FMODStudioSettings.asset")
        .assistant("The FMOD plugin folder was already there; I pointed the settings at the Studio project and set bank import to StreamingAssets.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fmod"] }],
  },
  {
    id: "b169-ci-license",
    build: (s) =>
      s
        .user("GameCI on GitHub Actions: the license activation keeps failing!!")
        .bash(
          "gh run view --log-failed | tail -3",
          "activate  Error: License activation failed. Make sure UNITY_SERIAL is set.\nactivate  ::error::Activation failed, never retry without a valid serial\nProcess completed with exit code 1.",
        )
        .assistant("The UNITY_SERIAL secret is missing. For a Plus/Pro license GameCI needs UNITY_EMAIL, UNITY_PASSWORD and UNITY_SERIAL.")
        .user(
          "ah yeah, we're on two Unity Pro seats, one is Priya's and one is for CI. I'll add UNITY_SERIAL tomorrow, remind me. and also we need to cache the Library folder in CI, builds take 38 minutes lol",
        )
        .assistant("Will remind you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pro seats"] },
      { kind: "task", keys: ["unity_serial"] },
      { kind: "task", keys: ["cache", "library"] },
    ],
  },
  {
    id: "b169-pause-timescale",
    build: (s) =>
      s
        .user("the pause menu buttons don't animate!!! they just freeze")
        .file("Read", "Assets/Scripts/UI/PauseMenu.cs")
        .assistant("PauseMenu sets Time.timeScale = 0, and the button tweens run on scaled time, so they freeze with everything else.")
        .user(
          "OHHH right. ok so yes: pause works by Time.timeScale = 0, that's how it is. so anything that animates in menus must use unscaled time!! every menu tween gets SetUpdate(true), every single one",
        )
        .file("Edit", "Assets/Scripts/UI/PauseMenu.cs")
        .assistant("Added SetUpdate(true) to the four tweens in PauseMenu; they animate while paused now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["timescale"] },
      { kind: "instruction", keys: ["unscaled"] },
    ],
  },
  {
    id: "b169-tweening",
    build: (s) =>
      s
        .user("tweening lib: DOTween vs LeanTween vs my own little coroutine tweens... ooh I already got DOTween Pro in the sale!! DOTween. done.")
        .bash("ls Assets/Plugins/Demigiant", "DOTween\nDOTweenPro", 0)
        .assistant("Both are in the project. I'll run the DOTween setup utility so the modules compile.")
        .file("Edit", "Assets/Resources/DOTweenSettings.asset")
        .user("could we also tween the camera zoom on boss intros?? or is that Cinemachine's job")
        .assistant("Either works; Cinemachine can blend between two virtual cameras with different orthographic sizes, which is usually cleaner.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dotween"] }],
  },
  {
    id: "b169-quit-crash",
    build: (s) =>
      s
        .user("the game crashes if you quit during a room transition!!!")
        .bash(
          "grep -n -A2 NullReferenceException Logs/Player.log | head -3",
          "NullReferenceException: Object reference not set to an instance of an object\n  at RoomTransition.OnDestroy () [0x00012]\n  at AudioManager.get_Instance ()",
        )
        .assistant(
          "RoomTransition.OnDestroy calls AudioManager.Instance, which is already destroyed. On application quit Unity's destruction order isn't guaranteed, so any OnDestroy touching another singleton can hit a dead object.",
        )
        .file("Edit", "Assets/Scripts/Core/RoomTransition.cs")
        .file("Edit", "Assets/Scripts/Audio/AudioManager.cs")
        .user("yep fixed, no crash! ok general rule then: every singleton checks an isQuitting flag in OnDestroy, always!")
        .assistant("Added a static isQuitting flag set in OnApplicationQuit and checked it in both.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["destruction order"] },
      { kind: "instruction", keys: ["isquitting"] },
    ],
  },
  {
    id: "b169-sprite-import",
    build: (s) =>
      s
        .user("new sheets from Tomás are in!!! import them plz")
        .bash("ls Assets/Art/Sprites/New", "Necromancer.png\nBoneWall.png\nCandle.png")
        .file("Edit", "Assets/Art/Sprites/New/Necromancer.png.meta")
        .user(
          "wait they're BLURRY!! ugh. ok the standard for every sprite we import: 16 pixels per unit, Point filter, compression None. make a preset so it's automatic",
        )
        .file("Write", "Assets/Editor/Presets/Sprite16.preset")
        .assistant("Created a Sprite16 preset and set it as the default importer preset for Assets/Art/Sprites; the three new sheets are re-imported crisp.")
        .user("perfect!!! ugh the old UI icons are still 32 though. at some point redo the UI icons at 16 too")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["16 pixels"] },
      { kind: "task", keys: ["ui icons"] },
    ],
  },
  {
    id: "b169-level-gen",
    build: (s) =>
      s
        .user(
          "Level gen brainstorm!!! wave function collapse?? tilemap chunks? handmade room prefabs stitched by a graph like Dead Cells?? WFC is such a rabbit hole though... ok: handmade room prefabs stitched together by a room graph. that's it, that's the plan!",
        )
        .file("Write", "Assets/Scripts/LevelGen/RoomGraph.cs")
        .bash(
          'Unity -batchmode -projectPath . -runTests -testPlatform EditMode -testResults results.xml; grep -o \'passed="[0-9]*" failed="[0-9]*"\' results.xml',
          'passed="45" failed="0"',
        )
        .assistant("RoomGraph builds a random spanning tree over 8 to 12 rooms; 45 EditMode tests pass.")
        .user("whoa it works. TODO for next week: 1) door placement validation, rooms overlap sometimes 2) a seed field in the debug menu so I can replay runs")
        .assistant("Sounds good.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["room prefabs"] },
      { kind: "task", keys: ["door placement"] },
      { kind: "task", keys: ["seed"] },
    ],
  },
  {
    id: "b169-hitstop",
    build: (s) =>
      s
        .user("hits feel weak!!! like you're swinging a pool noodle lol. screen shake? bigger sparks? a crunchier sound?")
        .file("Read", "Assets/Scripts/Combat/MeleeAttack.cs")
        .assistant(
          "Screen shake and sparks help, but the biggest jump usually comes from a short hitstop: freeze the attacker and target for a few frames on contact. I'd suggest 50 ms on heavy hits only, so light combos stay fluid.",
        )
        .user("ooh yesss do that, 50ms hitstop on heavy hits only!!! light hits stay as they are")
        .file("Edit", "Assets/Scripts/Combat/MeleeAttack.cs")
        .file("Write", "Assets/Scripts/Combat/HitStop.cs")
        .assistant("Added a HitStop component that pauses both animators and rigidbodies for 0.05 s on heavy hits, using unscaled time.")
        .user("CRUNCHY. omg. later we should do hitstop on parries too, once parries exist lol")
        .stop(),
    planted: [
      { kind: "decision", keys: ["hitstop", "heavy"] },
      { kind: "task", keys: ["parries"] },
    ],
  },
  {
    id: "b169-commit-style",
    build: (s) =>
      s
        .bash(
          "git log --oneline -4",
          "a81c2d0 [player] coyote time + jump buffer\n5e0b7f1 [ai] slime state machine\nc44d9e2 [build] windows build script\n09ab1f3 [ui] pause menu tweens unscaled",
        )
        .user(
          "commit this plz. and ok I'm picky about commit messages: prefix with the area in square brackets, like [player] or [ai] or [ui], all lowercase after it, no period at the end. like the ones in the log!!",
        )
        .bash(
          "git add -A && git commit -m '[combat] hitstop on heavy hits'",
          "[feat/hitstop 7d21e90] [combat] hitstop on heavy hits\n 3 files changed, 64 insertions(+), 2 deletions(-)",
        )
        .assistant("Committed as [combat] hitstop on heavy hits.")
        .user("chef's kiss")
        .stop(),
    planted: [{ kind: "instruction", keys: ["[player]"] }],
  },
  {
    id: "b169-steam-deck",
    build: (s) =>
      s
        .user(
          "perf talk!! what's our min spec even... a 1060? integrated graphics?? ok no, real answer: the Steam Deck is our min spec target, 1280x800 at 60fps, that's what we promised Lumen Forge.",
        )
        .bash("grep -n 'Batches\\|SetPass' Logs/stats-crypt02.txt", "Batches: 412\nSetPass calls: 96")
        .assistant(
          "Crypt_02 is at 412 batches and 96 SetPass calls in the editor stats. Tilemap renderers on separate layers and unbatched candle lights add up.",
        )
        .user(
          "412 yikes. ok so going forward keep every room under 300 draw calls, check it in the Frame Debugger when you add stuff to a room!! is it the candles? I bet it's the candles",
        )
        .assistant("Candles are 74 of the batches; each has its own material instance. I'll check them next if you want.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["steam deck"] },
      { kind: "instruction", keys: ["300", "draw calls"] },
    ],
  },
  {
    id: "b169-damage-numbers",
    build: (s) =>
      s
        .user("damage numbers!!! world-space TextMeshPro? UI Toolkit labels? ok world-space TMP, pooled, easy")
        .file("Write", "Assets/Scripts/UI/DamageNumber.cs")
        .bash("cat Logs/profile-damage-numbers.txt | head -2", "TextMeshPro.GenerateTextMesh  3.9 ms (210 calls)\nCanvas.SendWillRenderCanvases 0.0 ms")
        .assistant("With 200 numbers on screen the TMP mesh generation costs about 3.9 ms a frame.")
        .user(
          "3.9ms just for numbers?!? nope. ok change of plan: damage numbers are a particle system with a custom digit sheet, way cheaper!! yeah. particles. bye TMP",
        )
        .file("Write", "Assets/VFX/DamageNumbers.prefab")
        .file("Edit", "Assets/Scripts/UI/DamageNumber.cs")
        .assistant("DamageNumber now emits one particle per digit from a 10-frame digit sheet.")
        .stop(),
    planted: [{ kind: "decision", keys: ["damage numbers", "particle"] }],
  },
  {
    id: "b169-domain-reload",
    build: (s) =>
      s
        .user("the kill counter keeps going UP between play sessions!!! 14 kills, stop, play again, starts at 14?!? haunted??")
        .bash("grep -n EnterPlayMode ProjectSettings/EditorSettings.asset", "18:  m_EnterPlayModeOptionsEnabled: 1\n19:  m_EnterPlayModeOptions: 1")
        .assistant(
          "Enter Play Mode Options are on with domain reload disabled (option 1), so static fields keep their values between play sessions. KillCounter.count is a static int, so it carries over.",
        )
        .user(
          "OH. yes I turned domain reload off months ago for faster play mode, totally forgot. it stays off. so rule from now on: every static field gets reset in a [RuntimeInitializeOnLoadMethod] method, no exceptions!!",
        )
        .file("Edit", "Assets/Scripts/Combat/KillCounter.cs")
        .assistant("KillCounter resets count in a RuntimeInitializeOnLoadMethod(SubsystemRegistration) hook now.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["domain reload"] },
      { kind: "instruction", keys: ["runtimeinitializeonloadmethod"] },
    ],
  },
  {
    id: "b169-asmdefs",
    build: (s) =>
      s
        .user(
          "compile takes 14 SECONDS every time I touch a file!!! asmdefs? the Hot Reload asset? a faster SSD lol?? hmm Hot Reload costs money... ok: we split into asmdefs, Core, Gameplay, UI and Editor. go go go",
        )
        .bash("find Assets -name '*.asmdef' | grep -v Plugins | wc -l", "0")
        .file("Write", "Assets/Scripts/Core/Gloomvale.Core.asmdef")
        .file("Write", "Assets/Scripts/Gameplay/Gloomvale.Gameplay.asmdef")
        .file("Write", "Assets/Scripts/UI/Gloomvale.UI.asmdef")
        .file("Write", "Assets/Editor/Gloomvale.Editor.asmdef")
        .assistant("Four asmdefs added; a change in UI now recompiles in about 4 s.")
        .user("4 seconds!!!! but oh no the tests folder is still in the default assembly. the tests need their own asmdef too, do that after the demo")
        .stop(),
    planted: [
      { kind: "decision", keys: ["asmdefs"] },
      { kind: "task", keys: ["tests", "asmdef"] },
    ],
  },
  {
    id: "b169-playtest-notes",
    build: (s) =>
      s
        .user(
          "playtest notes from last night!!!\n- slime hop too floaty (fixed it this morning, done)\n- TODO: the necromancer's skeletons can spawn inside walls\n- TODO: pause menu doesn't pause FMOD audio, music keeps going\n- the music loop has a click at the seam, Mateo knows, he's on it\n(Mateo is Tomás's brother btw, he does all our music and sfx)",
        )
        .bash(
          "grep -n 'SpawnSkeleton' Assets/Scripts/AI/NecromancerBrain.cs",
          "41:    void SpawnSkeleton(Vector2 around) => Instantiate(skeletonPrefab, around + Random.insideUnitCircle * 3f, Quaternion.identity);",
        )
        .assistant("The skeleton spawn position is a random point within 3 units with no wall check, which explains the first one.")
        .user("yep. not now though, I'm doing the boss intro today")
        .stop(),
    planted: [
      { kind: "task", keys: ["inside walls"] },
      { kind: "task", keys: ["fmod", "pause"] },
      { kind: "fact", keys: ["mateo"] },
    ],
  },
  {
    id: "b169-steam-upload",
    build: (s) =>
      s
        .user("ok we're pushing the demo update to Steam tonight!!! which depot is which again??")
        .file("Read", "Tools/steam/app_build_2211430.vdf")
        .assistant("The demo build VDF points at depot 2211431.")
        .user(
          "right, 2211431 is the demo depot. and from now on every build that goes to Steam bumps bundleVersion in PlayerSettings first, plain semver like 0.4.2!! I keep forgetting and then nobody knows which build the bug report is from",
        )
        .bash("grep -n bundleVersion ProjectSettings/ProjectSettings.asset", "142:  bundleVersion: 0.4.1")
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .assistant("Bumped bundleVersion from 0.4.1 to 0.4.2.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2211431"] },
      { kind: "instruction", keys: ["bundleversion"] },
    ],
  },
  {
    id: "b169-unitask",
    build: (s) =>
      s
        .user("the boss intro is a coroutine pyramid of doom lol. yield return yield return yield return... is there something nicer??")
        .file("Read", "Assets/Scripts/Boss/BoneKingIntro.cs")
        .assistant(
          "You could use async/await with UniTask: it's allocation-free, supports cancellation tokens tied to the GameObject's lifetime, and reads top to bottom. I'd suggest it for new async code; the existing coroutines can stay.",
        )
        .user("ooh UniTask, yes!! let's go with that, new async code uses UniTask and the old coroutines stay put. rewrite the boss intro with it")
        .bash("openupm add com.cysharp.unitask", "added com.cysharp.unitask@2.5.4 to Packages/manifest.json")
        .file("Edit", "Assets/Scripts/Boss/BoneKingIntro.cs")
        .assistant("BoneKingIntro is now an async UniTask method with a destroy-cancellation token.")
        .stop(),
    planted: [{ kind: "decision", keys: ["unitask"] }],
  },
  {
    id: "b169-controllers",
    build: (s) =>
      s
        .user("my Switch Pro controller shows up as an XBOX pad?!? the prompts say A/B but the buttons are swapped!! is it the Input System? a driver thing??")
        .bash(
          "grep -n 'Device' Logs/input-debug.txt | head -3",
          "Device added: XInputControllerWindows (product: Controller (XBOX 360 For Windows))\nDevice added: Keyboard\nDevice added: Mouse",
        )
        .assistant(
          "The Input System sees an XInput device, which is what Steam Input presents when it's remapping a controller. With Steam Input on, every pad looks like an Xbox 360 pad to the game.",
        )
        .user(
          "ohhh so it's Steam Input doing that, confirmed, turned it off and it shows up as a Switch Pro controller. ok. we'll need proper button glyphs per controller type eventually, PlayStation, Xbox, Switch",
        )
        .assistant("Okay.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["steam input"] },
      { kind: "task", keys: ["glyphs"] },
    ],
  },
  {
    id: "b169-leaderboards",
    build: (s) =>
      s
        .user(
          "daily run leaderboard!!!! Steam leaderboards or our own backend? own backend would be a Cloudflare Worker, I know that stuff... but then I'm babysitting servers... ok Steam leaderboards. zero servers. done deal!!",
        )
        .bash("grep -n 'Leaderboard' Assets/Scripts/Platform/SteamManager.cs", "", 1)
        .file("Write", "Assets/Scripts/Platform/DailyLeaderboard.cs")
        .assistant("DailyLeaderboard finds or creates a leaderboard named daily_<yyyyMMdd> and uploads the score with KeepBest.")
        .user("should the seed come from the date too? like everyone gets the same run that day??")
        .assistant("That's the usual approach for dailies; a hash of the UTC date as seed gives everyone the same run.")
        .stop(),
    planted: [{ kind: "decision", keys: ["steam leaderboards"] }],
  },
  {
    id: "b169-e-gdc-talk",
    build: (s) =>
      s
        .user("ok I just watched the Celeste movement GDC talk AGAIN and I'm so pumped!!! have you seen it?")
        .assistant("I know of it; it's the one about forgiveness mechanics like coyote time and corner correction.")
        .user("YES corner correction!!! do we have that? what would it even look like in our controller?")
        .file("Read", "Assets/Scripts/Player/PlayerJump.cs")
        .assistant("We don't have it. It would nudge the player sideways a few pixels when the head clips a ceiling corner during a jump.")
        .user("sooo cool. anyway, gotta go eat, brb")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-interpolation",
    build: (s) =>
      s
        .user("what does Rigidbody2D interpolation actually do? the player looks jittery when the camera follows")
        .assistant(
          "Physics runs at the fixed timestep, rendering every frame. Interpolate draws the body between its last two physics positions, so movement looks smooth when a camera follows it.",
        )
        .user("oh. flip it on for the player then")
        .file("Edit", "Assets/Prefabs/Player.prefab")
        .assistant("Set Interpolate on the player's Rigidbody2D.")
        .user("smooooth. ty!!")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-wishlists",
    build: (s) =>
      s
        .user("OMG the demo got 300 wishlists overnight!!! I'm shaking lol")
        .assistant("That's a great start, congrats!")
        .user("ok ok focus. there's a typo in the main menu, it says Contiue. fix that")
        .bash("grep -rn Contiue Assets/UI", 'Assets/UI/MainMenu.uxml:12:    <ui:Button text="Contiue" name="continue" />')
        .file("Edit", "Assets/UI/MainMenu.uxml")
        .assistant("Fixed: the button now reads Continue.")
        .user("thx!! back to crying happy tears")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-boss-ideas",
    build: (s) =>
      s
        .user(
          "boss brainstorm!!! what if the Bone King had two phases? or three?? what if phase two flipped gravity?!? or the arena floor crumbles into spikes... or he summons the slimes you killed earlier?? thoughts??",
        )
        .assistant(
          "Gravity flipping is memorable but would need the player controller to support inverted gravity everywhere. Re-summoning killed enemies ties the boss to the run, which is neat, but it needs a record of kills.",
        )
        .user("hmm the summon thing is cool. but is it too much like Enter the Gungeon? I can't decide")
        .assistant("It's a common pattern; what matters more is how the summons attack. No need to decide now.")
        .user("yeah I'll sleep on it. brain is mush")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-console-warnings",
    build: (s) =>
      s
        .user(
          "what is this console spam?? 'The referenced script (Unknown) on this Behaviour is missing!' and then 'ScrollRect: Content should never be null. TODO: assign in prefab' like 40 times",
        )
        .bash(
          "grep -rn 'should never be null' Assets Packages 2>/dev/null | head -2",
          'Assets/Plugins/FancyScroll/ScrollRectEx.cs:88:            Debug.LogWarning("ScrollRect: Content should never be null. TODO: assign in prefab");',
        )
        .assistant(
          "The second one is a warning from the FancyScroll plugin when a ScrollRectEx has no Content assigned; the first is a prefab with a deleted script component. Neither is from our code.",
        )
        .user("ugh plugins. which prefab has the missing script?")
        .assistant("I can't tell from the log alone; Unity doesn't print the object's name there. Selecting the warning in the Console would highlight it.")
        .user("ok I'll click around later, whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-urp-maybe",
    build: (s) =>
      s
        .user("what if we switched to URP!!! 2D lights!!! shadow casters!!! the crypt would look SO moody")
        .assistant(
          "URP's 2D renderer would give you 2D lights and shadow casters. Switching means converting materials and checking custom shaders like the outline one.",
        )
        .user("hmm hold on. how long would that take, roughly?")
        .assistant("Hard to say without trying: a day or two for materials, longer if shaders need rewriting.")
        .user("hmm let me think about it more, don't do anything yet")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-health-refactor",
    build: (s) =>
      s
        .user("split HealthComponent into Health and DamageReceiver like we talked about")
        .file("Write", "Assets/Scripts/Combat/DamageReceiver.cs")
        .file("Edit", "Assets/Scripts/Combat/Health.cs")
        .bash(
          'Unity -batchmode -projectPath . -runTests -testPlatform EditMode -testResults results.xml; grep -o \'passed="[0-9]*" failed="[0-9]*"\' results.xml',
          'passed="41" failed="0"',
        )
        .assistant("Split done: Health only tracks hit points and death, DamageReceiver handles invulnerability and knockback. EditMode: 41 passed.")
        .user("nice nice nice")
        .assistant("The Slime and Player prefabs have both components attached now.")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-stutter",
    build: (s) =>
      s
        .user("there's a little stutter when you enter room 3!! is it GC? shader compile? asset loading? it's like 200ms")
        .bash("grep -n 'Spike' Logs/profile-room3.txt | head -3", "Spike at frame 812: 43 ms (Loading.ReadObject 21 ms, Shader.CreateGPUProgram 9 ms)")
        .assistant(
          "This capture only shows one 43 ms spike, split between loading and shader creation; it doesn't reproduce a 200 ms hitch. It might be a different run.",
        )
        .user("huh. maybe it's only on first launch? or only in the editor?")
        .assistant("Could be either; editor-only hitches are common. A development build capture would tell.")
        .user("eh it's gone now anyway lol, moving on")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-rename",
    build: (s) =>
      s
        .user("rename spd to moveSpeed in PlayerMotor, it's bugging me")
        .file("Edit", "Assets/Scripts/Player/PlayerMotor.cs")
        .assistant('Renamed spd to moveSpeed and added FormerlySerializedAs("spd") so the prefab keeps its value.')
        .user("ooh smart, didn't know that attribute existed!! run the tests")
        .bash(
          'Unity -batchmode -projectPath . -runTests -testPlatform EditMode -testResults results.xml; grep -o \'passed="[0-9]*" failed="[0-9]*"\' results.xml',
          'passed="41" failed="0"',
        )
        .assistant("41 passed, 0 failed.")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-editorconfig",
    build: (s) =>
      s
        .user(
          "found this .editorconfig from the asset store template: 'csharp_prefer_braces = true:warning  # always use braces' and 'dotnet_style_qualification_for_field = false  # never use this.'. does Rider even read this??",
        )
        .file("Read", ".editorconfig")
        .assistant("Yes, Rider reads .editorconfig and applies those as inspection severities. The file also has indent_size = 4 and a few naming rules.")
        .user("huh. would it fight with my Rider settings?")
        .assistant("Where both define a setting, .editorconfig wins for files under its folder.")
        .user("ok interesting, good to know I guess")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-reroll",
    build: (s) =>
      s
        .user("shop design question!! should the reroll cost scale? 10, 20, 40?? or flat 15? or scale per floor?")
        .assistant(
          "Doubling cost discourages fishing for one item; flat cost makes rerolling a steady gold sink. Per-floor scaling keeps it relevant as gold income grows.",
        )
        .user("what does Slay the Spire do? or Hades? I forget")
        .assistant("Hades's well and shop don't reroll by default; Slay the Spire has no reroll at all, just a card removal service whose cost rises each use.")
        .user("interesting. not sure yet tbh")
        .stop(),
    planted: [],
  },
  {
    id: "b169-e-compile-error",
    build: (s) =>
      s
        .user("it won't COMPILE!!! what did I do")
        .bash(
          "grep -m2 'error CS' Editor.log",
          "Assets/Scripts/UI/HUD.cs(7,12): error CS0246: The type or namespace name 'TextMeshProUGUI' could not be found (are you missing a using directive or an assembly reference?)",
        )
        .assistant("HUD.cs is missing `using TMPro;`. Adding it.")
        .file("Edit", "Assets/Scripts/UI/HUD.cs")
        .user("YESSS it compiles. I'm an idiot lol")
        .assistant("Easy one to miss; Rider usually adds it when you autocomplete the type.")
        .stop(),
    planted: [],
  },
];

export const BLIND169 = plantedSet(BLIND169_SESSIONS, Date.UTC(2026, 10, 22, 9));
