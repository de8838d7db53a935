/**
 * Blind planted set 190 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an indie game developer (Unity, C#) in a three-person studio, enthusiastic, who takes
 * decisions after playtests and talks about builds, platforms (Steam, Switch, Steam Deck) and deadlines.
 * Each session is one segment; the items planted in it are listed with it: 67 items (16 decisions, 18 instructions,
 * 17 facts, 16 tasks) in 51 sessions, 12 of which plant nothing (71 user/assistant messages between them). Every other message
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

export const BLIND190_SESSIONS: BlindSession[] = [
  {
    id: "b190-input-rewired",
    build: (s) =>
      s
        .user(
          "ok playtest last night was SO good, but two people had their gamepads not detected on the Deck. I think Rewired is just fighting Steam Input at this point",
        )
        .bash('grep -rn "ReInput\\." Assets/Scripts | wc -l', "47")
        .assistant(
          "Rewired is referenced in 47 places, mostly through PlayerInputRouter. Options: keep Rewired and disable Steam Input for the game in the Steamworks config, or move to Unity's Input System package, which handles Steam Input controllers natively on the Deck.",
        )
        .user(
          "yeah let's rip it out. we're moving to the Input System package and dropping Rewired, decided with Jonas this morning. the remap screen can wait, TODO for after Next Fest: rebuild the rebinding UI on top of InputActionRebindingExtensions",
        )
        .file("Edit", "Packages/manifest.json")
        .file("Write", "Assets/Scripts/Input/GameControls.inputactions")
        .assistant(
          "Added com.unity.inputsystem 1.7.0 and a first GameControls asset with Move, Jump, Dash and Interact. PlayerInputRouter now reads from it; the Rewired calls in the menu code are still there.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["rewired"] },
      { kind: "task", keys: ["rebinding"] },
    ],
  },
  {
    id: "b190-switch-textures",
    build: (s) =>
      s
        .user("Switch dev kit build crashed on boot again, log attached in Logs/switch_boot.txt")
        .bash(
          "tail -n 6 Logs/switch_boot.txt",
          "[NVN] Texture creation failed: width 8192 exceeds max\n[Unity] Failed to load Lantern_Atlas_Large\nAssertion failed: must never be null (GraphicsDevice)\nAbort",
        )
        .assistant(
          "The boot crash comes from Lantern_Atlas_Large: it's 8192 wide and the Switch driver rejects it. I set a Switch platform override of 4096 on that atlas and rebuilt.",
        )
        .file("Edit", "Assets/Art/Atlases/Lantern_Atlas_Large.spriteatlas")
        .bash("./build.sh switch", "Build succeeded: Builds/Switch/Lanternfall.nsp (1.62 GB)")
        .user(
          "boots now!! ok so for the record: the Switch can't take any texture above 4096, that's the hard limit on their side. and please, every time you add a new atlas, set the Switch override to 4096 right away, Priya keeps exporting at 8k",
        )
        .assistant("Understood, new atlases get a 4096 Switch override when they're created.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["4096", "switch"] },
      { kind: "instruction", keys: ["atlas", "override"] },
    ],
  },
  {
    id: "b190-chitchat-trailer",
    build: (s) =>
      s
        .user("not really a coding question but do you think the trailer should open on the lantern boss or the village? Priya and I disagree lol")
        .assistant(
          "Trailers usually hook in the first three seconds, so the boss is the stronger opening; the village works better as a breather in the middle. It depends on whether you want to sell the action or the mood.",
        )
        .user("hmm maybe. what about music, should it start with the main theme or something quieter?")
        .assistant(
          "A quieter intro that swells into the main theme when the boss appears is a common structure. You could cut two versions and ask a few people on the Discord.",
        )
        .user("good idea, I'll ask Jonas to make both cuts. thanks!")
        .assistant("Sounds good. Happy to help with the Steam page text when the trailer is ready.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-build-number",
    build: (s) =>
      s
        .user("steam rejected the upload because the build id was the same as last time, ugh")
        .bash("grep -n bundleVersion ProjectSettings/ProjectSettings.asset", "  bundleVersion: 0.8.3")
        .assistant(
          "The depot upload went through but the branch kept the previous build because the version string didn't change. I can bump bundleVersion to 0.8.4 and rerun the upload.",
        )
        .user(
          "do it. and from now on bump the bundleVersion before every steam upload, no exceptions, it's the only way we can tell playtest builds apart in the bug reports",
        )
        .file("Edit", "ProjectSettings/ProjectSettings.asset")
        .bash("./tools/steam_upload.sh playtest", "Uploading depot 2281431...\nSuccessfully finished AppID 2281430 build (BuildID 14928871).")
        .assistant("0.8.4 is uploaded to the playtest branch as BuildID 14928871.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bundleversion"] }],
  },
  {
    id: "b190-save-format",
    build: (s) =>
      s
        .user("we need to talk about saves. BinaryFormatter is apparently a security problem and also it broke when I renamed a field")
        .assistant(
          "Right, BinaryFormatter is deprecated and brittle across renames. Two reasonable choices: JSON via Newtonsoft (readable, easy to migrate, bigger files) or MessagePack-CSharp (compact, fast, needs attributes on every saved type).",
        )
        .user("how big would the json be for a full save?")
        .bash(
          "dotnet run --project tools/SaveSizeProbe -- Saves/slot1.dat",
          "BinaryFormatter: 184 KB\nJSON (Newtonsoft, indented): 612 KB\nJSON (Newtonsoft, compact): 298 KB\nMessagePack: 121 KB",
        )
        .assistant("A full late-game save is 298 KB as compact JSON and 121 KB as MessagePack.")
        .user(
          "300k is nothing, Switch save storage is fine with that. ok json it is, newtonsoft, compact. being able to open a save in a text editor when a tester sends one is worth way more than 180k",
        )
        .file("Write", "Assets/Scripts/Save/JsonSaveSerializer.cs")
        .assistant(
          "JsonSaveSerializer is in place with a version field at the top of every save. The old BinaryFormatter loader is still there to read existing slots.",
        )
        .user(
          "cool. next week we need a migration that converts the old .dat slots to json on first launch, otherwise the playtesters lose their progress. don't do it now",
        )
        .stop("Noted, I left the BinaryFormatter loader untouched for that migration."),
    planted: [
      { kind: "decision", keys: ["json", "newtonsoft"] },
      { kind: "task", keys: ["migration", ".dat"] },
    ],
  },
  {
    id: "b190-deck-fps",
    build: (s) =>
      s
        .user("the Deck is dropping to like 35fps in the swamp level. can you look at the profiler capture? it's Profiling/swamp_deck.data")
        .bash(
          "./tools/profile_summary.sh Profiling/swamp_deck.data",
          "Frame avg 28.4 ms\n  Render.OpaqueGeometry   11.2 ms\n  Shadows.RenderJob        7.9 ms\n  Volumetric fog           4.1 ms\n  Scripts.Update           2.3 ms",
        )
        .assistant(
          "Shadows cost 7.9 ms a frame there. The swamp has four realtime point lights with shadows on; the URP asset for the Deck quality level uses 2048 shadow atlas and soft shadows.",
        )
        .user("could it be the fog too? that volumetric thing was expensive on my laptop")
        .assistant(
          "It's 4.1 ms, so it matters, but shadows are the bigger piece. Turning point-light shadows off for the Deck quality level would likely get you most of the way to 60.",
        )
        .user("ok try shadows off for point lights on Deck only")
        .file("Edit", "Assets/Settings/URP-SteamDeck.asset")
        .bash(
          "./tools/profile_summary.sh Profiling/swamp_deck_noshadow.data",
          "Frame avg 17.9 ms\n  Render.OpaqueGeometry   10.8 ms\n  Volumetric fog           4.0 ms\n  Scripts.Update           2.3 ms",
        )
        .user("17.9 lets gooo. ok deck stays at 60 target with point light shadows off, that's the call, nobody will notice in the swamp anyway")
        .stop("Deck quality level now ships with point-light shadows off and a 60 fps target."),
    planted: [{ kind: "decision", keys: ["deck", "shadows"] }],
  },
  {
    id: "b190-team-owners",
    build: (s) =>
      s
        .user(
          "quick context since you keep asking who to ping: Priya owns all the art and the shaders, Jonas does audio plus the FMOD project, and I do gameplay code and builds. if something touches the FMOD banks don't edit them yourself, leave Jonas a note in NOTES_AUDIO.md instead",
        )
        .assistant(
          "Got it. The footstep bug you mentioned yesterday is in FootstepEmitter.cs, which is gameplay code, so I can take it; it only calls into the banks.",
        )
        .file("Read", "Assets/Scripts/Audio/FootstepEmitter.cs")
        .bash(
          'grep -n "surfaceTag" Assets/Scripts/Audio/FootstepEmitter.cs',
          '42:        var surface = hit.collider.tag; // TODO: never use tags here, use PhysicMaterial\n57:        emitter.SetParameter("surfaceTag", surface);',
        )
        .assistant(
          "The footstep bug: the raycast hits the player's own capsule first, so the surface tag is always 'Player'. I added the player layer to the raycast's ignore mask.",
        )
        .file("Edit", "Assets/Scripts/Audio/FootstepEmitter.cs")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya", "shaders"] },
      { kind: "fact", keys: ["jonas", "fmod"] },
      { kind: "instruction", keys: ["notes_audio"] },
    ],
  },
  {
    id: "b190-unity-version",
    build: (s) =>
      s
        .user("should we upgrade to Unity 6? the new GPU resident drawer sounds amazing for the forest")
        .assistant(
          "It could help the forest a lot. The risk is the timing: you're on 2022.3.21f1 LTS, and Unity 6 changes URP's render graph, which your custom fog pass would need porting to.",
        )
        .bash("grep m_EditorVersion ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 2022.3.21f1")
        .user(
          "ugh right the fog pass. ok no. we stay on 2022.3 LTS until the game ships, no engine upgrades before launch, too risky with the publisher milestone",
        )
        .assistant("Staying on 2022.3.21f1. I'll pin it in the CI config too so the build machine doesn't pick up a newer editor.")
        .file("Edit", ".github/workflows/build.yml")
        .stop(),
    planted: [{ kind: "decision", keys: ["2022.3"] }],
  },
  {
    id: "b190-empty-coroutines",
    build: (s) =>
      s
        .user("random question, is async/await in Unity actually better than coroutines now? I keep reading mixed things")
        .assistant(
          "In 2022.3 you have Awaitable only from 2023.1 on, so on your version async/await means plain Tasks or UniTask. Coroutines are tied to the GameObject's lifetime, which is often what you want; Tasks keep running after the object is destroyed unless you pass a cancellation token.",
        )
        .user("so UniTask would fix that?")
        .assistant(
          "UniTask gives you GetCancellationTokenOnDestroy() and zero-allocation awaits, so it addresses both points. It's another dependency though, and for short fades and timers coroutines are fine.",
        )
        .user("hm interesting, I'll think about it. maybe for the dialogue system someday")
        .assistant("Sure. If you try it, the dialogue system is a good place since it's mostly waiting on input and timers.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-ci-license",
    build: (s) =>
      s
        .user("the CI build on github failed again, can you check")
        .bash(
          "gh run view --log-failed | tail -n 5",
          "[Licensing::Client] Error: Code 500 while activating license\nThe serial number must always be provided for Pro licenses.\nActivation failed.\nExit code 1",
        )
        .assistant(
          "The runner couldn't activate the Unity license. The UNITY_SERIAL secret is set, but the workflow passes UNITY_LICENSE, which is the old personal-license file variable.",
        )
        .file("Edit", ".github/workflows/build.yml")
        .bash("gh workflow run build.yml && sleep 400 && gh run list -L 1", "completed  success  build  main  9m41s")
        .assistant("Green again after switching the workflow to UNITY_SERIAL, UNITY_EMAIL and UNITY_PASSWORD.")
        .user(
          "thanks. FYI the CI only does Windows and Linux, Switch builds can only be made on my desktop because the Nintendo SDK is licensed to that machine. so don't bother trying to add switch to the workflow",
        )
        .stop("Understood, Switch stays a local build on your desktop."),
    planted: [{ kind: "fact", keys: ["nintendo sdk", "desktop"] }],
  },
  {
    id: "b190-dash-tuning",
    build: (s) =>
      s
        .user("playtest feedback: 6 out of 8 people said the dash feels floaty. current values are in PlayerMovementConfig")
        .file("Read", "Assets/Data/PlayerMovementConfig.asset")
        .assistant(
          "Dash is 0.28 s long with a 9 m/s speed and gravity off during the dash. Ideas: shorten it to 0.18 s and raise the speed to 14 m/s so the distance stays similar, or keep the timing and add a hit-stop at the end.",
        )
        .user("the hit-stop thing sounds cool but no, too much feel-work right now. shorter + faster, 0.18 and 14, that's what we go with")
        .file("Edit", "Assets/Data/PlayerMovementConfig.asset")
        .bash("./tools/run_playmode_tests.sh Movement", "Passed: 23  Failed: 0  Skipped: 1")
        .assistant("Dash is now 0.18 s at 14 m/s; movement play-mode tests pass.")
        .user("and remind me to re-check the dash with the Deck's trackpad before friday's playtest, trackpads feel totally different")
        .stop("Will do; the trackpad check is before Friday's playtest."),
    planted: [
      { kind: "decision", keys: ["0.18", "14"] },
      { kind: "task", keys: ["trackpad"] },
    ],
  },
  {
    id: "b190-empty-typo",
    build: (s) =>
      s
        .user("there's a typo on the main menu, it says 'Contiune'. fix pls")
        .bash("grep -rn Contiune Assets/Localization", "Assets/Localization/en.csv:14:menu.continue,Contiune")
        .file("Edit", "Assets/Localization/en.csv")
        .assistant("Fixed in en.csv: menu.continue now reads 'Continue'. The other languages had it right.")
        .user("lol thanks. also is the german one too long for the button? it looked cut off")
        .bash("grep -n menu.continue Assets/Localization/de.csv", "14:menu.continue,Fortsetzen")
        .assistant(
          "'Fortsetzen' is 10 characters, the button fits about 12 at that font size, so it shouldn't be cut. If it was, it may have been the old 'Spiel fortsetzen' string from an earlier build.",
        )
        .user("yeah probably an old build, never mind")
        .stop(),
    planted: [],
  },
  {
    id: "b190-deadlines",
    build: (s) =>
      s
        .user(
          "ok so big news, Steam Next Fest is February 23rd and the demo has to be submitted to Valve for review by February 2nd. the publisher milestone (vertical slice) is due March 15th. please keep this in mind when I ask for stuff",
        )
        .assistant(
          "Noted: demo to Valve by February 2, Next Fest February 23, vertical slice to the publisher March 15. Do you want me to add a milestones file to the repo?",
        )
        .user("yes put it in docs/MILESTONES.md")
        .file("Write", "docs/MILESTONES.md")
        .assistant("docs/MILESTONES.md lists the three dates with what each needs.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["february 2"] },
      { kind: "fact", keys: ["march 15"] },
    ],
  },
  {
    id: "b190-object-pool",
    build: (s) =>
      s
        .user("the arrow volleys in the archer fight cause a GC spike every time, 12ms hitches on Switch")
        .bash(
          'grep -rn "Instantiate(arrowPrefab" Assets/Scripts',
          "Assets/Scripts/Enemies/ArcherVolley.cs:88:            var a = Instantiate(arrowPrefab, muzzle.position, rot);",
        )
        .assistant(
          "Every volley instantiates 20 arrows and destroys them on impact. Unity 2022 has UnityEngine.Pool.ObjectPool built in; I can pool the arrows with it.",
        )
        .user(
          "do it. and actually let's make that the rule: anything spawned more than a few times per fight goes through UnityEngine.Pool, no Instantiate/Destroy in combat code",
        )
        .file("Edit", "Assets/Scripts/Enemies/ArcherVolley.cs")
        .file("Write", "Assets/Scripts/Pooling/ProjectilePool.cs")
        .bash("./tools/profile_summary.sh Profiling/archer_switch.data", "GC.Alloc per volley: 0 B\nFrame max 16.1 ms")
        .assistant("Arrows come from a ProjectilePool now: no allocations per volley and the worst frame is 16.1 ms.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["unityengine.pool"] }],
  },
  {
    id: "b190-empty-shader-hypothesis",
    build: (s) =>
      s
        .user("the water looks weirdly dark on my laptop but fine on the desktop. any ideas?")
        .assistant(
          "A few guesses: the laptop could be falling back to a lower quality level without the reflection probe, or its GPU might not support the depth texture format the water shader samples. It could also be HDR being off in that quality tier.",
        )
        .user("maybe it's the intel GPU? it's an old thinkpad")
        .assistant(
          "Possibly. Intel iGPUs sometimes pick a different depth format. We'd need to check the Player log on that machine to be sure; I can't tell from here.",
        )
        .user("eh it's just my laptop, no player has that. let's not spend time on it")
        .assistant("Fair enough, leaving it.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-localization-pipeline",
    build: (s) =>
      s
        .user("we got the french and spanish translations back from the agency. they're in the google sheet, can you pull them in")
        .bash(
          "python tools/pull_loc.py --sheet lanternfall-loc",
          "Fetched 1,204 rows\nWrote Assets/Localization/fr.csv\nWrote Assets/Localization/es.csv\nWARNING: 17 keys missing in es",
        )
        .assistant("fr.csv and es.csv are updated; Spanish is missing 17 keys, all from the new swamp dialogue.")
        .user(
          "right, the agency only had the old export. the sheet is the source of truth btw, never edit the csv files by hand, they get overwritten by pull_loc every time",
        )
        .assistant("Understood: edits go to the sheet, and the CSVs only change through pull_loc.py.")
        .user(
          "also we need to send the 17 missing swamp keys to the agency before Next Fest, can you list them in a file? don't send anything, I'll email them",
        )
        .bash("python tools/pull_loc.py --sheet lanternfall-loc --missing es > loc_missing_es.txt && wc -l loc_missing_es.txt", "17 loc_missing_es.txt")
        .assistant("The 17 missing keys are in loc_missing_es.txt.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["csv", "sheet"] },
      { kind: "task", keys: ["17", "agency"] },
    ],
  },
  {
    id: "b190-git-lfs",
    build: (s) =>
      s
        .user("push failed, something about file size??")
        .bash(
          "git push origin main",
          "remote: error: File Assets/Audio/Music/swamp_theme.wav is 148.22 MB; this exceeds GitHub's file size limit of 100.00 MB\n! [remote rejected] main -> main (pre-receive hook declined)",
          1,
        )
        .assistant("GitHub rejects files over 100 MB and swamp_theme.wav is 148 MB. The repo has Git LFS set up for .psd and .fbx, but not for .wav.")
        .file("Edit", ".gitattributes")
        .bash(
          'git lfs migrate import --include="*.wav" --include-ref=refs/heads/main && git push origin main',
          "migrate: Sorting commits: ..., done.\nmigrate: Rewriting commits: 100% (3/3), done.\nTo github.com:emberlight/lanternfall.git\n   9f1c2e0..4b7d1aa  main -> main",
        )
        .assistant("Pushed. .wav files now go through LFS along with .psd and .fbx.")
        .user(
          "nice. general rule then: any binary asset type we add (audio, video, psd, whatever) gets added to .gitattributes for LFS before the first commit of that type. I don't want to rewrite history again",
        )
        .stop("Agreed, new binary types go into .gitattributes before they're committed."),
    planted: [{ kind: "instruction", keys: ["lfs", "gitattributes"] }],
  },
  {
    id: "b190-empty-standup",
    build: (s) =>
      s
        .user("morning! what did we get done yesterday? I lost track")
        .bash(
          "git log --since=yesterday --oneline",
          "4b7d1aa Track .wav with LFS\n2e81c0f Pool archer arrows\n71d9a3b Fix footstep raycast hitting the player capsule",
        )
        .assistant(
          "Yesterday: .wav files moved to LFS, the archer arrows are pooled (no GC spikes on volleys), and the footstep raycast no longer hits the player's own capsule.",
        )
        .user("oh nice, productive day. coffee first then we tackle the boss")
        .assistant("Enjoy the coffee. I'll be here when you're ready for the boss.")
        .user("ok back. actually let me first play the build for a bit, I'll come back")
        .assistant("Sure, take your time.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-boss-phases",
    build: (s) =>
      s
        .user("the lantern boss: playtesters said phase 2 is way too long. it's 3 phases at 400 hp each right now")
        .file("Read", "Assets/Data/Bosses/LanternWarden.asset")
        .assistant(
          "Phase thresholds are at 800 and 400 HP of 1200. Some options: cut phase 2 to 250 HP, merge phases 2 and 3, or keep the HP and make the lantern-swing attack more frequent so it's less of a waiting game.",
        )
        .user(
          "what if we merged 2 and 3? hmm no, then the flame pillars never show up properly. ok keep 3 phases but phase 2 gets 250 hp, and the whole boss is 1050 total",
        )
        .file("Edit", "Assets/Data/Bosses/LanternWarden.asset")
        .bash("./tools/run_playmode_tests.sh Bosses", "Passed: 9  Failed: 0")
        .assistant("LanternWarden is now 1050 HP with phase 2 at 250 HP; boss tests pass.")
        .user(
          "perfect. Jonas will need to shorten the phase 2 music loop to match, I'll tell him. oh and one more: the boss arena's camera bounds are hardcoded in LanternWardenArena.cs, there's a TODO there, we have to move them to the CameraBounds component eventually, not today",
        )
        .stop("Left the camera bounds as they are."),
    planted: [
      { kind: "decision", keys: ["1050"] },
      { kind: "task", keys: ["camerabounds"] },
    ],
  },
  {
    id: "b190-code-style",
    build: (s) =>
      s
        .user(
          "small thing, please use [SerializeField] private fields instead of public fields for inspector stuff, always. public fields make it a mess to know what other scripts touch",
        )
        .assistant("Understood. Should I convert the existing public inspector fields too?")
        .user("just the ones in PlayerController for now")
        .bash('grep -c "^    public [A-Za-z<>]* [a-zA-Z]*;" Assets/Scripts/Player/PlayerController.cs', "14")
        .file("Edit", "Assets/Scripts/Player/PlayerController.cs")
        .bash("./tools/run_editmode_tests.sh", "Passed: 112  Failed: 0")
        .assistant(
          "The 14 public fields in PlayerController are now [SerializeField] private with the same names, so the inspector values are kept. Edit-mode tests pass.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["serializefield"] }],
  },
  {
    id: "b190-empty-steam-page",
    build: (s) =>
      s
        .user(
          "can you help me word the short description for the steam page? max 300 chars. current one is 'Lanternfall is a game about a lantern.' which is terrible",
        )
        .assistant(
          "Draft: 'Carry the last flame through a drowned kingdom. Lanternfall is a hand-drawn action adventure where your lantern is your weapon, your map and your only friend. Dash, burn and bargain your way past the Warden before the light goes out.' That's 233 characters.",
        )
        .user("ooh. 'your only friend' is a bit sad though? the game is kinda cozy in places")
        .assistant("Alternative ending: '...your weapon, your map and your way home.' It keeps the rhythm and is warmer.")
        .user("yes!! love that. I'll paste it in myself, steamworks login is on my phone")
        .assistant("Great. Let me know if you want a longer 'About this game' text too.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-switch-memory",
    build: (s) =>
      s
        .user("the switch build got killed by the OS in the village after ~20 min. memory?")
        .bash(
          "tail -n 4 Logs/switch_village.txt",
          "[Mem] Heap used: 2841 MB / 3072 MB\n[Mem] Heap used: 3012 MB / 3072 MB\n[OS] Application terminated: out of memory\n[Unity] TODO: never reached",
        )
        .assistant(
          "Yes, it ran out of memory: the heap climbs steadily to the 3 GB the app gets on Switch. That looks like a leak rather than the scene simply being big; the village only loads about 1.9 GB at start.",
        )
        .bash(
          "./tools/memprofile_diff.sh Profiling/village_t0.snap Profiling/village_t20.snap | head -n 3",
          "+ 1,104 MB  RenderTexture  NPCPortraitCamera (x 312)\n+ 12 MB     Texture2D\n+ 3 MB      Mesh",
        )
        .assistant(
          "Found it: NPCPortraitCamera creates a new RenderTexture every time a dialogue opens and never releases it; 312 of them after 20 minutes. I changed it to reuse one RenderTexture.",
        )
        .file("Edit", "Assets/Scripts/Dialogue/NPCPortraitCamera.cs")
        .user(
          "wow ok. so the switch gives us 3 GB total for the app, good to know, we have to stay well under that. and we should add a memory soak test to the nightly build at some point, 30 minutes in the village, so this doesn't sneak back",
        )
        .stop("The portrait leak is fixed; the soak test is not set up yet."),
    planted: [
      { kind: "fact", keys: ["3 gb", "switch"] },
      { kind: "task", keys: ["soak"] },
    ],
  },
  {
    id: "b190-analytics-withdrawn",
    build: (s) =>
      s
        .user("thinking of adding Unity Analytics to the demo to see where people quit. thoughts?")
        .assistant(
          "It would tell you where players drop off. For a Steam demo you'd need a consent prompt for EU players, and Unity Analytics now runs through Unity Gaming Services, which needs the UGS project set up.",
        )
        .user("actually no, scratch that. the consent popup would be the first thing people see in the demo, that's awful. we'll just watch streamers play it")
        .assistant("Makes sense. No analytics in the demo then.")
        .user("well, hmm, maybe later for the full game. anyway. can you check the demo build size while we're here")
        .bash("du -sh Builds/Demo/Windows", "1.9G\tBuilds/Demo/Windows")
        .assistant("The Windows demo build is 1.9 GB.")
        .stop(),
    planted: [{ kind: "decision", keys: ["analytics", "demo"] }],
  },
  {
    id: "b190-scene-loading",
    build: (s) =>
      s
        .user("the transition from village to swamp has a 4 second freeze. LoadScene is synchronous right?")
        .bash('grep -rn "SceneManager.LoadScene(" Assets/Scripts', "Assets/Scripts/World/ZoneTransition.cs:31:        SceneManager.LoadScene(targetZone);")
        .assistant(
          "Yes, ZoneTransition uses the synchronous LoadScene. I can switch it to LoadSceneAsync with the fade screen covering the load, and activate the scene once it reaches 0.9.",
        )
        .user("yes do that")
        .file("Edit", "Assets/Scripts/World/ZoneTransition.cs")
        .bash("./tools/run_playmode_tests.sh World", "Passed: 17  Failed: 0")
        .assistant(
          "Zone transitions load asynchronously behind the fade now. The freeze is gone in the editor; it still takes 3.8 s on the Switch, but the fade animation keeps running during it.",
        )
        .user(
          "fine for now. the village scene is additive with the Persistent scene btw, Persistent holds the player, the audio manager and the UI and is never unloaded. worth knowing when you touch loading",
        )
        .stop("Understood, Persistent stays loaded and zones load additively around it."),
    planted: [{ kind: "fact", keys: ["persistent"] }],
  },
  {
    id: "b190-empty-tests-run",
    build: (s) =>
      s
        .user("run all the tests please, I want to make sure nothing broke before I merge Priya's branch")
        .bash(
          "./tools/run_editmode_tests.sh && ./tools/run_playmode_tests.sh",
          "Edit mode: Passed: 112  Failed: 0\nPlay mode: Passed: 96  Failed: 0  Skipped: 2",
        )
        .assistant("Everything passes: 112 edit-mode tests, 96 play-mode tests, 2 skipped (the two Switch-only input tests).")
        .user("and priya's branch, does it merge cleanly?")
        .bash(
          "git merge --no-commit --no-ff origin/priya/swamp-shaders && git merge --abort",
          "Automatic merge went well; stopped before committing as requested",
        )
        .assistant("Yes, it merges without conflicts. I aborted the trial merge so nothing changed.")
        .user("sweet, I'll merge it in the github UI")
        .assistant("Okay.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-pixel-perfect",
    build: (s) =>
      s
        .user("the sprites shimmer when the camera pans slowly, really visible on the Deck screen")
        .assistant(
          "That's sub-pixel camera movement. The usual fix is the Pixel Perfect Camera component with the game's reference resolution, or snapping the camera position to the pixel grid in LateUpdate.",
        )
        .file("Read", "Assets/Scripts/Camera/FollowCamera.cs")
        .bash('grep -n "referenceResolution\\|PPU" Assets/Settings/RenderSettings.asset', "12:  assetsPPU: 32\n13:  referenceResolution: {x: 480, y: 270}")
        .user(
          "our art is 32 PPU at 480x270, and it has to stay that, priya draws everything for it. let's use the pixel perfect camera, not the custom snapping",
        )
        .file("Edit", "Assets/Scenes/Persistent.unity")
        .assistant(
          "Added the Pixel Perfect Camera to the main camera with 32 PPU and a 480x270 reference resolution; the shimmer is gone in the editor at Deck resolution.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["32 ppu", "480x270"] },
      { kind: "decision", keys: ["pixel perfect camera"] },
    ],
  },
  {
    id: "b190-branching",
    build: (s) =>
      s
        .user(
          "ok new workflow since three people are now pushing to main and it keeps breaking. everyone works on a branch named after them (tomas/..., priya/..., jonas/...) and merges through a PR. the agent too: you make a branch named agent/<thing>, never commit straight to main anymore",
        )
        .assistant(
          "Understood. I'll create agent/ branches for my work and open PRs. For the dialogue fix we were about to do, that would be agent/dialogue-skip.",
        )
        .bash("git switch -c agent/dialogue-skip", "Switched to a new branch 'agent/dialogue-skip'")
        .file("Edit", "Assets/Scripts/Dialogue/DialogueRunner.cs")
        .bash("gh pr create --fill", "https://github.com/emberlight/lanternfall/pull/211")
        .assistant("Dialogue skip fix is in PR #211 from agent/dialogue-skip.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["agent/"] }],
  },
  {
    id: "b190-audio-middleware",
    build: (s) =>
      s
        .user("Jonas wants to know: FMOD or Wwise for the full game? we're on FMOD for the demo")
        .assistant(
          "Both are free under their indie thresholds. Wwise has stronger interactive-music tools; FMOD is what the project already uses, with the banks, the Unity integration and Jonas's event setup. Switching would mean redoing the footsteps, the boss music states and the ambience.",
        )
        .user("yeah we talked on a call, Jonas says FMOD does everything he needs. we stay with FMOD for the full game, final")
        .bash("grep -n fmod Packages/manifest.json; ls Assets/Plugins/FMOD | head -n 3", "(none)\naddons\nCache\nplatforms")
        .assistant("The FMOD integration and the banks load fine in the editor; nothing to change there for now.")
        .file("Read", "Assets/Plugins/FMOD/Cache/Editor/FMODStudioCache.asset")
        .user(
          "ok. we'll need the FMOD Switch platform plugin before the publisher milestone, Jonas has to request it from Nintendo dev portal, add that to MILESTONES.md as an open item",
        )
        .file("Edit", "docs/MILESTONES.md")
        .stop("Added the FMOD Switch plugin request to MILESTONES.md."),
    planted: [
      { kind: "decision", keys: ["fmod", "full game"] },
      { kind: "task", keys: ["fmod", "switch"] },
    ],
  },
  {
    id: "b190-achievements",
    build: (s) =>
      s
        .user("hooking up steam achievements today!! we have 24 designed. Steamworks.NET or Facepunch.Steamworks?")
        .assistant(
          "Steamworks.NET is a thin 1:1 wrapper over the C++ API, widely used and updated often. Facepunch.Steamworks is a nicer C# API but lags behind on updates. Since you'll want the same code path to no-op on Switch, either works behind an interface.",
        )
        .user(
          "steamworks.net, it's what everyone's tutorials use and I don't want surprises. and put it behind an IPlatformServices interface so the switch build gets its own implementation",
        )
        .file("Write", "Assets/Scripts/Platform/IPlatformServices.cs")
        .file("Write", "Assets/Scripts/Platform/SteamPlatformServices.cs")
        .bash("./tools/run_editmode_tests.sh Platform", "Passed: 6  Failed: 0")
        .assistant(
          "IPlatformServices has UnlockAchievement, SetStat and IsOverlayOpen; SteamPlatformServices implements it with Steamworks.NET, and a NullPlatformServices is used in the editor.",
        )
        .user(
          "great. achievement icons aren't done, Priya will do them after Next Fest, so for now use the placeholder icon in Steamworks. we need to swap all 24 before launch, don't forget that",
        )
        .stop("Using placeholders for now; the 24 final icons are still open."),
    planted: [
      { kind: "decision", keys: ["steamworks.net"] },
      { kind: "instruction", keys: ["iplatformservices"] },
      { kind: "task", keys: ["24", "icons"] },
    ],
  },
  {
    id: "b190-empty-physics-question",
    build: (s) =>
      s
        .user("why does the player sometimes clip through the thin platforms in the mines? is it the fixed timestep?")
        .assistant(
          "Likely tunnelling: at fall speed the player can move more than the platform's thickness in one physics step, so no contact is detected. Continuous collision detection on the player's Rigidbody2D, or thicker colliders, would prevent it. A smaller fixed timestep also helps but costs CPU on every object.",
        )
        .user("how fast is the player falling there?")
        .bash("grep -n maxFallSpeed Assets/Data/PlayerMovementConfig.asset", "18:  maxFallSpeed: 22")
        .assistant(
          "Max fall speed is 22 units/s; at the default 0.02 s step that's 0.44 units per step, and the mine platforms' colliders are 0.25 thick. That fits the tunnelling explanation, but I haven't reproduced it yet.",
        )
        .user("hm ok, I'll try to repro it tonight and send you a video")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-build-script",
    build: (s) =>
      s
        .user("how do I make a deck build again? I always forget the flags")
        .file("Read", "build.sh")
        .assistant(
          "build.sh takes a target: `./build.sh windows`, `./build.sh linux`, `./build.sh switch`. For the Deck it's the linux target, and `./tools/deck_push.sh` copies it to the devkit over SSH.",
        )
        .user(
          "ah right the deck uses the linux build, not proton. ok that's the official way: always test the deck with the native linux build, not the windows build through proton, because that's what we ship",
        )
        .bash(
          "./build.sh linux && ./tools/deck_push.sh",
          "Build succeeded: Builds/Linux/Lanternfall.x86_64\nrsync: 1.84 GB sent to deck@steamdeck.local:~/devkit-game/Lanternfall",
        )
        .assistant("Linux build is on the Deck.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["linux", "proton"] },
      { kind: "fact", keys: ["deck_push"] },
    ],
  },
  {
    id: "b190-crash-reporting",
    build: (s) =>
      s
        .user("a playtester's game crashes on launch and they sent the Player.log. it's in Logs/tester_kim.log")
        .bash(
          'grep -n -m3 -i "exception\\|error" Logs/tester_kim.log',
          "211:NullReferenceException: Object reference not set to an instance of an object\n212:  at SaveSystem.LoadSettings () [0x0001a] in SaveSystem.cs:64\n340:Error: settings.json is empty (0 bytes)",
        )
        .assistant(
          "Their settings.json is empty, so LoadSettings dereferences null. That happens when the game is killed while writing settings. I made LoadSettings fall back to defaults on an empty or corrupt file and write settings to a temp file first, then rename.",
        )
        .file("Edit", "Assets/Scripts/Save/SaveSystem.cs")
        .bash("./tools/run_editmode_tests.sh Save", "Passed: 14  Failed: 0")
        .user(
          "nice catch. we really need proper crash reports though, asking people to dig up Player.log is not going to scale for Next Fest. let's go with Sentry for Unity, they have a free indie tier, but set it up next week, not now",
        )
        .stop("Save settings are now written atomically; Sentry is for next week."),
    planted: [
      { kind: "decision", keys: ["sentry"] },
      { kind: "task", keys: ["sentry"] },
    ],
  },
  {
    id: "b190-empty-refactor-proposal",
    build: (s) =>
      s
        .user("the EnemyAI class is 1400 lines now lol")
        .bash("wc -l Assets/Scripts/Enemies/EnemyAI.cs", "1412 Assets/Scripts/Enemies/EnemyAI.cs")
        .assistant(
          "It mixes perception, movement and attack selection. One option is to split it into a state machine with one class per state (Patrol, Chase, Attack, Stunned); another is a behaviour tree package like NodeCanvas. Both are a few days of work.",
        )
        .user("a state machine would be nicer for sure. what would be the risk?")
        .assistant("Mainly regressions in the six enemy types that share it; the play-mode tests cover the archer and the brute, not the others.")
        .user("hmm. let me sleep on it, not touching that before Next Fest anyway")
        .assistant("Okay, I'll leave EnemyAI as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-switch-cert",
    build: (s) =>
      s
        .user(
          "got the lotcheck guidelines from the publisher. the big one: the game must show a saving indicator whenever it writes to storage, and must not write more than once every few seconds",
        )
        .file("Read", "docs/switch/lotcheck_notes.md")
        .assistant(
          "Right now autosave writes on every checkpoint, and checkpoints in the mines are sometimes 2 seconds apart. I could throttle writes in SaveSystem and show the lantern icon during a write.",
        )
        .user(
          "yes. ok so rule for all save code from now on: every write to disk goes through SaveSystem.Write, which throttles and shows the icon. nothing else calls File.WriteAllText directly",
        )
        .bash(
          'grep -rn "File.WriteAllText" Assets/Scripts | grep -v SaveSystem.cs',
          "Assets/Scripts/Settings/GraphicsSettings.cs:77:        File.WriteAllText(path, json);\nAssets/Scripts/Debug/DevConsole.cs:140:        File.WriteAllText(logPath, buffer);",
        )
        .file("Edit", "Assets/Scripts/Settings/GraphicsSettings.cs")
        .assistant("GraphicsSettings now saves through SaveSystem.Write. DevConsole still writes its log directly; it's stripped from release builds.")
        .user(
          "leave the dev console, it's not in release. one thing I just learned from the publisher: lotcheck takes about 3 weeks for a first submission, so the switch version has to be submitted way before the PC launch",
        )
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["savesystem.write"] },
      { kind: "fact", keys: ["lotcheck", "3 weeks"] },
    ],
  },
  {
    id: "b190-demo-scope",
    build: (s) =>
      s
        .user(
          "ok after yesterday's playtest we made a call: the demo ends after the lantern boss, the mines are cut from the demo. it's 40 minutes of content which is plenty for Next Fest",
        )
        .assistant("Then the demo build should stop the Mines scene from being included and show an end screen after the boss. Should I do both now?")
        .user("yes please. end screen with a wishlist button")
        .file("Edit", "Assets/Settings/Build/DemoScenes.asset")
        .file("Write", "Assets/Scripts/UI/DemoEndScreen.cs")
        .bash("./build.sh windows --demo", "Build succeeded: Builds/Demo/Windows/Lanternfall Demo.exe (1.4 GB)")
        .assistant(
          "The demo is now village, swamp and the lantern boss, ending on DemoEndScreen with a wishlist button that opens the store page in the overlay. The build dropped to 1.4 GB without the mines.",
        )
        .user(
          "amazing. I still need to write the text for the end screen, it's lorem ipsum right now. and we need to test the wishlist button with the real app id once Valve approves the store page",
        )
        .stop("Both are open: the end-screen text and the wishlist test with the real app id."),
    planted: [
      { kind: "decision", keys: ["mines", "demo"] },
      { kind: "task", keys: ["end screen", "text"] },
      { kind: "task", keys: ["wishlist", "app id"] },
    ],
  },
  {
    id: "b190-naming-conventions",
    build: (s) =>
      s
        .user("can you make the prefab for the new firefly enemy? model and anims are in Assets/Art/Enemies/Firefly")
        .file("Write", "Assets/Prefabs/Enemies/Enemy_Firefly.prefab")
        .assistant("Created Enemy_Firefly.prefab with the animator, a CircleCollider2D and EnemyAI set to the flying profile.")
        .user(
          "good, you guessed the naming right :) for the record it's Type_Name for every prefab: Enemy_, Prop_, FX_, UI_. and scriptable objects go under Assets/Data, never next to the scripts",
        )
        .bash("ls Assets/Prefabs/Enemies", "Enemy_Archer.prefab\nEnemy_Brute.prefab\nEnemy_Firefly.prefab\nEnemy_Mudling.prefab")
        .assistant("Consistent with the existing ones. I'll create the Firefly's stats asset under Assets/Data/Enemies.")
        .file("Write", "Assets/Data/Enemies/FireflyStats.asset")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["type_name", "prefab"] },
      { kind: "instruction", keys: ["assets/data"] },
    ],
  },
  {
    id: "b190-steam-deck-verified",
    build: (s) =>
      s
        .user("valve's deck verification came back: 'Playable', not 'Verified'. reasons in the email")
        .file("Read", "docs/steam/deck_review.txt")
        .bash(
          "cat docs/steam/deck_review.txt",
          "Result: Playable\n- Some in-game text is too small to read on Steam Deck (minimum 9px at 1280x800)\n- Default controller configuration: all functionality is accessible",
        )
        .assistant("Only one issue: text is under the 9 px minimum at 1280x800. The dialogue font is 7 px at that resolution.")
        .user("ok good to know the rule is 9px minimum at 1280x800. we fix the fonts after Next Fest and resubmit for Verified, TODO for February")
        .stop("Noted; the font fix and resubmission are open for February."),
    planted: [
      { kind: "fact", keys: ["9px", "1280x800"] },
      { kind: "task", keys: ["verified"] },
    ],
  },
  {
    id: "b190-editor-slow",
    build: (s) =>
      s
        .user("entering play mode takes forever, like 12 seconds. why")
        .bash('grep -n "EnterPlayModeOptions" ProjectSettings/EditorSettings.asset', "31:  m_EnterPlayModeOptionsEnabled: 0")
        .assistant(
          "Domain reload runs on every play-mode entry. Enabling Enter Play Mode Options without domain reload usually cuts it to 1-2 s, but static fields then keep their values between runs, so code with statics has to reset them itself.",
        )
        .user("do we have a lot of statics?")
        .bash('grep -rln "static [A-Za-z<>]* [a-z_A-Z]* =" Assets/Scripts | wc -l', "23")
        .assistant(
          "23 files have static fields with initializers. Several are singletons (AudioManager.Instance, SaveSystem.Instance) that would survive between play sessions.",
        )
        .user(
          "ok too risky to flip that now. but the real reason it's slow on my machine turned out to be the antivirus scanning the Library folder, I excluded it and it's 4s now. so yeah, Windows Defender has to exclude the Library folder on every dev machine, tell Priya and Jonas too if they complain",
        )
        .stop("Good find. Enter Play Mode Options stay off."),
    planted: [{ kind: "fact", keys: ["defender", "library"] }],
  },
  {
    id: "b190-empty-gif",
    build: (s) =>
      s
        .user("I want to post a gif of the new dash on twitter. what's the best way to record one from the editor?")
        .assistant(
          "The Unity Recorder package can capture the Game view straight to GIF or MP4. For social media, MP4 is usually better quality at a smaller size; Twitter converts GIFs to video anyway.",
        )
        .user("oh I didn't know twitter converts them. mp4 then? how long should it be")
        .assistant("Short loops of 5 to 10 seconds tend to do well. Showing the dash into an enemy hit would make a nice loop.")
        .user("ha yes, dash into the brute's face. ok I'll record it myself tonight")
        .assistant("Have fun with it!")
        .stop(),
    planted: [],
  },
  {
    id: "b190-resolution-superseded",
    build: (s) =>
      s
        .user("for the switch, let's render at 1080p docked and 720p handheld, full native")
        .file("Edit", "Assets/Scripts/Platform/SwitchDisplaySettings.cs")
        .bash("./build.sh switch && ./tools/switch_perf.sh village", "Build succeeded\nDocked 1080p: avg 41 fps, min 29\nHandheld 720p: avg 58 fps, min 44")
        .assistant("Docked at native 1080p averages 41 fps in the village with dips to 29; handheld 720p holds 58 on average.")
        .user(
          "oof. ok forget native 1080p docked. we go 900p docked upscaled to 1080, handheld stays 720p. 30 fps docked is not acceptable for a dash-heavy game",
        )
        .file("Edit", "Assets/Scripts/Platform/SwitchDisplaySettings.cs")
        .bash("./build.sh switch && ./tools/switch_perf.sh village", "Build succeeded\nDocked 900p: avg 57 fps, min 48\nHandheld 720p: avg 58 fps, min 44")
        .assistant("900p docked gets 57 fps on average, 48 at worst.")
        .stop(),
    planted: [{ kind: "decision", keys: ["900p"] }],
  },
  {
    id: "b190-agent-proposal-accepted",
    build: (s) =>
      s
        .user(
          "the dialogue text is all in one giant DialogueDatabase.asset and merge conflicts on it are killing us, Priya and I both edited it yesterday and lost an hour",
        )
        .bash("ls -la Assets/Data/Dialogue/", "-rw-r--r--  1 tomas  staff  2.3M  DialogueDatabase.asset")
        .assistant(
          "A 2.3 MB single asset will conflict on almost every parallel edit. I'd suggest splitting it into one Yarn Spinner .yarn file per NPC; they're plain text, diff well, and Yarn Spinner has a Unity runtime that can replace DialogueRunner's parsing.",
        )
        .user("oh yarn spinner, I've heard good things. yes let's do that, one yarn file per npc")
        .file("Edit", "Packages/manifest.json")
        .bash(
          "python tools/export_dialogue_to_yarn.py Assets/Data/Dialogue/DialogueDatabase.asset Assets/Dialogue/",
          "Exported 38 NPCs, 1,912 lines to Assets/Dialogue/*.yarn",
        )
        .assistant("38 .yarn files are in Assets/Dialogue. DialogueRunner still reads the old asset; switching it to Yarn Spinner's runtime is the next step.")
        .user("cool, that switch is for tomorrow. also pls put 'one yarn file per npc, named after the npc id' in the CONTRIBUTING file so priya knows")
        .file("Edit", "CONTRIBUTING.md")
        .stop("CONTRIBUTING.md has the Yarn file rule."),
    planted: [
      { kind: "decision", keys: ["yarn spinner"] },
      { kind: "task", keys: ["dialoguerunner"] },
      { kind: "instruction", keys: ["yarn file", "npc id"] },
    ],
  },
  {
    id: "b190-empty-tilemap-questions",
    build: (s) =>
      s
        .user("question: is there any downside to having like 12 tilemap layers in one scene? priya made a lot of them for the forest")
        .assistant(
          "Each Tilemap Renderer is its own draw call set, and with chunk mode each chunk batches separately. Twelve layers isn't unusual; the cost depends more on how many tiles are visible and whether layers share a material.",
        )
        .user("would merging them help on switch?")
        .assistant(
          "It might, if they share a material and sort the same. I'd measure the forest on the Switch before asking Priya to rework anything: the frame debugger will show whether the tilemaps are the bottleneck.",
        )
        .user("ok, not now though, the forest isn't in the demo")
        .assistant("Right, it can wait.")
        .stop(),
    planted: [],
  },
  {
    id: "b190-list-after-playtest",
    build: (s) =>
      s
        .user(
          "playtest #7 notes, here's what we decided as a team:\n- stamina bar is GONE, dash has a 0.6s cooldown instead\n- lantern oil refills at every shrine (no more oil pickups)\nand open stuff for later: the shrine animation needs a proper VFX pass from priya, and someone reported the jump buffer feeling off on keyboard, needs looking into after the fest\ncan you do the first two now?",
        )
        .file("Edit", "Assets/Scripts/Player/PlayerStamina.cs")
        .file("Edit", "Assets/Data/PlayerMovementConfig.asset")
        .file("Edit", "Assets/Scripts/World/Shrine.cs")
        .bash("./tools/run_playmode_tests.sh", "Passed: 94  Failed: 0  Skipped: 2")
        .assistant(
          "Stamina is removed (PlayerStamina is disabled on the prefab, not deleted), dash has a 0.6 s cooldown, and shrines refill the lantern oil; the oil pickups are removed from the swamp and village. Play-mode tests pass.",
        )
        .user("🔥🔥 thanks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["stamina", "cooldown"] },
      { kind: "decision", keys: ["oil", "shrine"] },
      { kind: "task", keys: ["vfx"] },
      { kind: "task", keys: ["jump buffer"] },
    ],
  },
  {
    id: "b190-build-machine",
    build: (s) =>
      s
        .user("the nightly windows build didnt show up on the playtest branch today")
        .bash("gh run list -w nightly.yml -L 2", "failure  nightly  main  scheduled  3m12s\nsuccess  nightly  main  scheduled  41m05s")
        .bash("gh run view --log-failed | tail -n 3", "No space left on device\nError: Process completed with exit code 1.")
        .assistant(
          "The runner ran out of disk. The Library cache for the nightly is restored from the actions cache and is 9.8 GB, and the hosted runner only has about 14 GB free.",
        )
        .user(
          "ugh github runners. fyi the nightly is the one that uploads to the steam playtest branch automatically at 3am CET, the CI one only builds. maybe we need a self-hosted runner?",
        )
        .assistant(
          "A self-hosted runner would fix the disk problem and speed up builds with a persistent Library. For tonight I can clean the Temp and old build folders in the workflow before the build step.",
        )
        .file("Edit", ".github/workflows/nightly.yml")
        .bash("gh workflow run nightly.yml && sleep 500 && gh run list -w nightly.yml -L 1", "completed  success  nightly  main  workflow_dispatch  39m47s")
        .assistant("The nightly passed with the cleanup step and the build is on the playtest branch.")
        .stop(),
    planted: [{ kind: "fact", keys: ["nightly", "3am"] }],
  },
  {
    id: "b190-typos-instruction",
    build: (s) =>
      s
        .user("hey can u add a debug key to skip to the boss? F9 would be good")
        .file("Edit", "Assets/Scripts/Debug/DebugHotkeys.cs")
        .assistant("F9 now teleports to the Lantern Warden's arena door in development builds.")
        .user(
          "thx. btw all debug stuff shoud be wrapped in #if DEVELOPMENT_BUILD || UNITY_EDITOR, evrything, so it can never ship to players. valve would not be amused lol",
        )
        .bash('grep -n "#if DEVELOPMENT_BUILD" Assets/Scripts/Debug/DebugHotkeys.cs', "3:#if DEVELOPMENT_BUILD || UNITY_EDITOR")
        .assistant("DebugHotkeys.cs is already wrapped in that define, including the new F9 key.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["development_build"] }],
  },
  {
    id: "b190-steam-cloud",
    build: (s) =>
      s
        .user("does steam cloud work for our saves? a tester said progress didn't carry over from the deck to his PC")
        .bash(
          'grep -n "savePath\\|persistentDataPath" Assets/Scripts/Save/SaveSystem.cs',
          '22:        savePath = Path.Combine(Application.persistentDataPath, "saves");',
        )
        .assistant(
          "Saves are in persistentDataPath/saves. On Windows that's %USERPROFILE%/AppData/LocalLow/Emberlight/Lanternfall/saves, on Linux ~/.config/unity3d/Emberlight/Lanternfall/saves. Steam Auto-Cloud needs a root path configured for each OS; if only the Windows path is set, Deck saves never sync.",
        )
        .user("I bet thats it, i only set windows in steamworks. I'll add the linux root override in steamworks now")
        .assistant("With the Linux root set to ~/.config/unity3d/Emberlight/Lanternfall/saves, saves should sync both ways.")
        .user(
          "done and it works! so yeah, auto-cloud needs the linux root path separately, that's a steamworks gotcha to remember. and we still have to test cloud sync between Switch and... no wait, switch has no steam cloud lol. never mind",
        )
        .bash("git log -1 --format=%h", "c41e9d2")
        .stop("Good to hear the sync works."),
    planted: [
      { kind: "fact", keys: ["persistentdatapath", "saves"] },
      { kind: "fact", keys: ["auto-cloud", "linux"] },
    ],
  },
  {
    id: "b190-version-control-unity",
    build: (s) =>
      s
        .user("Priya's scene changes keep getting lost when we both touch Swamp.unity")
        .bash(
          "git log --oneline -3 -- Assets/Scenes/Swamp.unity",
          "a7c2f10 Merge branch 'priya/swamp-lighting'\n3e1b9d2 Swamp: move checkpoints\n90fd4e1 Swamp: lighting pass",
        )
        .assistant(
          "The merge resolved Swamp.unity by taking one side wholesale. Unity's UnityYAMLMerge (Smart Merge) can merge scene YAML properly if it's set as the git merge driver; right now it isn't configured.",
        )
        .file("Edit", ".gitattributes")
        .bash(
          "git config merge.unityyamlmerge.driver",
          "'/Applications/Unity/Hub/Editor/2022.3.21f1/Unity.app/Contents/Tools/UnityYAMLMerge' merge -p %O %B %A %A",
        )
        .assistant("I set UnityYAMLMerge as the merge driver for .unity and .prefab files in .gitattributes and in your local git config.")
        .user(
          "ok. also lets agree: only one person in a scene at a time, you announce it in the #scenes channel on discord before opening a scene for editing. that goes for you too, if you edit a .unity file tell me first",
        )
        .stop("Understood, I'll ask before editing any .unity file."),
    planted: [{ kind: "instruction", keys: [".unity"] }],
  },
  {
    id: "b190-rumble",
    build: (s) =>
      s
        .user("can we add rumble when the player gets hit?")
        .file("Read", "Assets/Scripts/Player/PlayerHealth.cs")
        .assistant(
          "With the Input System, Gamepad.current.SetMotorSpeeds works for Xbox and PlayStation pads; the Switch needs the platform's HD rumble API through the Switch input package. I can add a RumbleService with a short 0.15 s pulse on hit.",
        )
        .user("yes. and make it respect a setting, some people hate rumble. default on")
        .file("Write", "Assets/Scripts/Input/RumbleService.cs")
        .file("Edit", "Assets/Scripts/Settings/GameSettings.cs")
        .bash("./tools/run_editmode_tests.sh Settings", "Passed: 11  Failed: 0")
        .assistant(
          "RumbleService pulses both motors for 0.15 s on hit, controlled by a Rumble toggle in settings, default on. The Switch implementation is stubbed; it logs instead of rumbling.",
        )
        .user(
          "ok the switch HD rumble is a later thing, needs the switch input package which Jonas has to download from the nintendo portal. leave a TODO in RumbleService and we'll do it when he has it",
        )
        .stop("Added the TODO in RumbleService for the Switch HD rumble."),
    planted: [{ kind: "task", keys: ["hd rumble"] }],
  },
  {
    id: "b190-empty-wishlist-chat",
    build: (s) =>
      s
        .user("we hit 10,000 wishlists today!!!!!")
        .assistant("Congratulations! That's a great number before Next Fest.")
        .user("I know!! the gif of the dash did like half of it. do you think 50k by launch is realistic?")
        .assistant(
          "Next Fest often brings a big jump for demos that get streamed, so it's possible, but it varies a lot from game to game; I wouldn't plan around a specific number.",
        )
        .user("fair. ok back to work, I just had to tell someone")
        .assistant("Glad you did. What's next?")
        .stop(),
    planted: [],
  },
  {
    id: "b190-crossplatform-paths",
    build: (s) =>
      s
        .user("the linux build can't find the mod folder, works on windows")
        .bash(
          'grep -rn "\\\\\\\\" Assets/Scripts/Modding/ModLoader.cs | head -n 2',
          '31:        var dir = Application.dataPath + "\\\\Mods";\n58:        var manifest = dir + "\\\\manifest.json";',
        )
        .assistant("ModLoader builds paths with backslashes, which Linux treats as part of the file name. I replaced them with Path.Combine.")
        .file("Edit", "Assets/Scripts/Modding/ModLoader.cs")
        .bash(
          "./build.sh linux && ./Builds/Linux/Lanternfall.x86_64 -batchmode -logFile - -quit | grep -i mod",
          "[ModLoader] Found 0 mods in /home/tomas/Lanternfall/Lanternfall_Data/Mods",
        )
        .user("good. Path.Combine everywhere for file paths please, never string concatenation with slashes, we ship on three OSes")
        .assistant("Will do. There are two more places with hardcoded slashes, in the screenshot tool and the crash log writer; want me to fix those too?")
        .user("yes")
        .file("Edit", "Assets/Scripts/Debug/ScreenshotTool.cs")
        .stop("Both fixed."),
    planted: [{ kind: "instruction", keys: ["path.combine"] }],
  },
  {
    id: "b190-publisher-contact",
    build: (s) =>
      s
        .user("the publisher's producer changed, it's Marisol now instead of Dev. she wants a build every two weeks on the publisher branch, Fridays")
        .bash(
          "./tools/steam_upload.sh publisher",
          "Uploading depot 2281431...\nSuccessfully finished AppID 2281430 build (BuildID 14990213).\nBranch 'publisher' set live.",
        )
        .assistant("Today's build is on the publisher branch as BuildID 14990213.")
        .user("thanks. so going forward Marisol is our producer at the publisher, and the publisher branch gets a fresh build every other Friday")
        .file("Edit", "docs/MILESTONES.md")
        .assistant("Added Marisol as the producer contact and the biweekly Friday publisher build to MILESTONES.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marisol", "producer"] },
      { kind: "instruction", keys: ["publisher branch", "friday"] },
    ],
  },
];

export const BLIND190 = plantedSet(BLIND190_SESSIONS, Date.UTC(2026, 10, 18, 9));
