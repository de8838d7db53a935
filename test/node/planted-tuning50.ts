/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: game development and graphics (Unity, Godot, Unreal, shaders, asset pipelines, frame
 * budgets, netcode) in Copilot CLI voice: a brief agent that reports what it ran and changed
 * ("Let me check…", "Done —", "✓ Edited…"); the users are mixed, some terse to the point of one
 * word, some chatty, thinking aloud with long context. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output (with words like "always", "never", "TODO"), chit-chat, and requests the agent
 * completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one planted-blind.ts states):
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

export const TUNING50_SESSIONS: readonly BlindSession[] = [
  {
    id: "t50-01-engine-choice",
    build: (s) =>
      s
        .user(
          "ok so context: the jam prototype was in Unity, but after the runtime fee mess half the team doesn't want to stay. I've been playing with Godot 4.3 all weekend and honestly the 2D tooling is nicer. thoughts before we commit?",
        )
        .assistant("Let me check how much of the prototype is engine-specific. Mostly it's the C# gameplay code and the tilemaps that would need porting.")
        .bash("find Assets -name '*.cs' | xargs wc -l | tail -1", "  6412 total")
        .assistant("About 6.4k lines of C#. Godot 4.3 supports C#, so the logic can port fairly directly; the tilemaps and animations would be rebuilt.")
        .user("yeah. ok we talked in discord, it's settled: the full game is built in Godot 4.3, unity is done for this project")
        .assistant("Got it. I'll scaffold a `project.godot` next to the old Unity folder so the port can start.")
        .file("Write", "game/project.godot")
        .stop(),
    planted: [{ kind: "decision", keys: ["godot", "4.3"] }],
  },
  {
    id: "t50-02-meta-files",
    build: (s) =>
      s
        .user("commit the new props")
        .bash("git status --short Assets/Props", "?? Assets/Props/Crate_A.fbx\n?? Assets/Props/Crate_A.fbx.meta\n?? Assets/Props/Barrel.prefab")
        .assistant("Staging `Crate_A.fbx` and `Barrel.prefab`.")
        .user(
          "you skipped the .meta. every asset goes in the same commit as its .meta file, no exceptions, otherwise the GUIDs break for everyone else. Barrel.prefab.meta is missing too, let unity generate it first",
        )
        .bash(
          "git add Assets/Props && git status --short Assets/Props",
          "A  Assets/Props/Barrel.prefab\nA  Assets/Props/Barrel.prefab.meta\nA  Assets/Props/Crate_A.fbx\nA  Assets/Props/Crate_A.fbx.meta",
        )
        .assistant("✓ All four files staged, each asset with its .meta.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["meta", "commit"] }],
  },
  {
    id: "t50-03-netcode-model",
    build: (s) =>
      s
        .user("fighting game netcode. lockstep or rollback")
        .assistant(
          "For a 1v1 fighter, rollback hides latency much better: local inputs apply immediately and mispredictions get resimulated. Lockstep is simpler but every frame waits on the slowest peer.",
        )
        .bash(
          "grep -rn 'Simulate(' src/sim | head -3",
          "src/sim/World.cs:88:    public void Simulate(Inputs a, Inputs b)\nsrc/sim/World.cs:142:    // NOTE: never read Time.deltaTime in here",
        )
        .assistant("The sim already steps with fixed inputs and no `Time.deltaTime`, which is what rollback needs.")
        .user("rollback then, with 2 frames of input delay. that's what we ship.")
        .assistant("✓ I'll set `InputDelayFrames = 2` in the session config.")
        .file("Edit", "src/net/SessionConfig.cs")
        .stop(),
    planted: [{ kind: "decision", keys: ["rollback", "delay"] }],
  },
  {
    id: "t50-04-empty-smalltalk",
    build: (s) =>
      s
        .user("haha the physics bug in yesterday's build made the horse fly. QA sent a video")
        .assistant("Sounds like a memorable bug. Want me to look at the ragdoll settings?")
        .bash("git log --oneline -3 -- Assets/Physics", 'b19f0c2 tweak horse ragdoll mass\n41de7a0 Revert "always apply root motion"\n9a8e2f1 add horse')
        .assistant("The last change was a mass tweak on the horse ragdoll.")
        .user("nah it's already fixed on main, just sharing. carry on")
        .stop(),
    planted: [],
  },
  {
    id: "t50-05-frame-budget",
    build: (s) =>
      s
        .user("what's the forest level costing on the Deck?")
        .bash(
          "python tools/perf_report.py captures/deck_forest_0412.csv",
          "frames 3600  cpu avg 9.8ms  gpu avg 11.2ms  gpu p99 15.9ms\ntop pass: Foliage 4.1ms",
        )
        .assistant("GPU average 11.2 ms, p99 15.9 ms; foliage is the top pass at 4.1 ms.")
        .user(
          "ok here's the thing, we've argued 40 vs 60 for two weeks. final call from me and Jonas: on Steam Deck the target is a locked 60 fps at 800p, and we cut foliage density until we hit it. 40Hz mode is not the target anymore",
        )
        .assistant("Understood. With a 16.6 ms budget, the p99 already fits; I'll look at foliage density for headroom.")
        .stop(),
    planted: [{ kind: "decision", keys: ["deck", "60"] }],
  },
  {
    id: "t50-06-profile-device",
    build: (s) =>
      s
        .user("the profiler says the UI rebuild costs 6ms?? that seems insane")
        .bash("grep -n 'Canvas.SendWillRenderCanvases' captures/editor_ui.txt | head -2", "Canvas.SendWillRenderCanvases  6.02ms  (Editor)")
        .assistant("That capture was taken in the editor, which adds inspector and scene-view overhead to canvas rebuilds.")
        .user(
          "ugh right. note for you going forward: editor profiler numbers don't count. always capture on a development build on the actual device before reporting any timing",
        )
        .assistant("Understood, I'll only report timings from development builds on device.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["development", "device"] }],
  },
  {
    id: "t50-07-unity-version",
    build: (s) =>
      s
        .user("which unity are we on exactly")
        .bash("cat ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 2022.3.42f1\nm_EditorVersionWithRevision: 2022.3.42f1 (a9c3e0b1f7ca)")
        .assistant("2022.3.42f1.")
        .user("yep, we're pinned to 2022.3.42f1 until ship — the console SDKs are certified against that exact editor")
        .stop(),
    planted: [{ kind: "fact", keys: ["2022.3.42f1"] }],
  },
  {
    id: "t50-08-zfighting",
    build: (s) =>
      s
        .user("there's flicker on the bridge planks in the harbor scene")
        .bash("python tools/mesh_overlap.py Assets/Levels/Harbor/Bridge.fbx", "overlapping coplanar faces: 14 (Planks_LOD0 vs Deck_Base)")
        .assistant(
          "Z-fighting: 14 plank faces are coplanar with the deck base mesh. Offsetting the planks by a few millimeters in the source file would fix it.",
        )
        .user("art's redoing that bridge in May anyway. the bridge z-fighting stays as a known issue, fix it when the new mesh lands")
        .assistant("OK, leaving it for the new mesh.")
        .stop(),
    planted: [{ kind: "task", keys: ["bridge", "z-fighting"] }],
  },
  {
    id: "t50-09-astc",
    build: (s) =>
      s
        .user("android build is 2.1GB. what's fat")
        .bash("python tools/build_size.py Builds/Android/report.txt --top 3", "Textures   1.42 GB  (ETC2 RGBA8)\nAudio      0.31 GB\nMeshes     0.18 GB")
        .assistant("Textures are 1.42 GB, currently ETC2. Switching to ASTC would shrink them a lot; 6x6 blocks are a common balance.")
        .user("what about 8x8 for the environment stuff?")
        .assistant("8x8 is noticeably blurrier on normals; 6x6 keeps detail while still cutting roughly 40%.")
        .user("ASTC 6x6 for everything on android then. 8x8 was a bad idea, normals would look like mush")
        .bash("python tools/set_texture_format.py --platform Android --format ASTC_6x6 --all", "updated 1,884 texture importers")
        .assistant("✓ 1,884 importers switched to ASTC 6x6 on Android.")
        .stop(),
    planted: [{ kind: "decision", keys: ["astc", "6x6"] }],
  },
  {
    id: "t50-10-snake-case",
    build: (s) =>
      s
        .user("make a scene for the pause menu")
        .file("Write", "game/ui/PauseMenu.tscn")
        .assistant("Created `game/ui/PauseMenu.tscn` with a root `Control` and Resume/Quit buttons.")
        .user(
          "file names in the godot project are snake_case, so pause_menu.tscn. nodes inside stay PascalCase. that's the project convention, please stick to it",
        )
        .bash("git mv game/ui/PauseMenu.tscn game/ui/pause_menu.tscn", "")
        .assistant("✓ Renamed to `game/ui/pause_menu.tscn`; node names are unchanged.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snake_case"] }],
  },
  {
    id: "t50-11-empty-hypothesis",
    build: (s) =>
      s
        .user("why is the first match after boot always stuttery? maybe shader compilation?")
        .assistant("Could be shader compilation, or asset streaming warming up, or GC on the first allocation burst. I'd need a capture to tell.")
        .bash("ls captures | grep first_match", "")
        .assistant("There's no capture of a first match yet.")
        .user("meh I'll grab one at some point. not today")
        .stop(),
    planted: [],
  },
  {
    id: "t50-12-hetzner",
    build: (s) =>
      s
        .user("where are the dedicated servers hosted? new hire asked me and I blanked")
        .bash("grep -n region infra/servers.tf | head -3", '12:  location = "fsn1"\n13:  server_type = "ccx33"')
        .assistant("`infra/servers.tf` provisions `ccx33` machines in `fsn1`, which is Hetzner's Falkenstein datacenter.")
        .user("ah yes. dedicated servers are Hetzner Falkenstein, ccx33, one match per 2 vCPU. ty")
        .stop(),
    planted: [{ kind: "fact", keys: ["hetzner", "falkenstein"] }],
  },
  {
    id: "t50-13-urp",
    build: (s) =>
      s
        .user(
          "we need to pick a render pipeline before art starts on the hub. HDRP looks amazing in the demo but we also want switch eventually. URP is the boring choice",
        )
        .assistant("HDRP doesn't support Switch at all, so a later Switch port would mean a pipeline migration. URP runs on every target we list.")
        .bash("grep -n 'com.unity.render-pipelines' Packages/manifest.json", '    "com.unity.render-pipelines.universal": "14.0.11",')
        .assistant("The project already has URP 14 installed.")
        .user("boring it is. we're going with URP for all platforms, HDRP is off the table")
        .stop(),
    planted: [{ kind: "decision", keys: ["urp"] }],
  },
  {
    id: "t50-14-lag-comp",
    build: (s) =>
      s
        .user("people say the sniper feels off at high ping")
        .bash("grep -rn 'Rewind' src/net | head -2", "src/net/HitscanSystem.cs:31:    // TODO: rewind hitboxes to client view time")
        .assistant(
          "Hitscan shots are validated against current server positions; there's a `TODO` where hitbox rewind would go, so high-ping players miss shots that looked like hits.",
        )
        .user("yeah that's lag compensation, we never built it. someone has to implement hitbox rewind before the playtest in june, big job, not today")
        .assistant("Understood, I'll leave `HitscanSystem` as is.")
        .stop(),
    planted: [{ kind: "task", keys: ["rewind"] }],
  },
  {
    id: "t50-15-make-shaders",
    build: (s) =>
      s
        .user("edited the toon ramp shader, commit it")
        .bash("git commit -am 'toon ramp tweak' 2>&1 | tail -1", "[main 8e1c0a4] toon ramp tweak")
        .assistant("Committed as 8e1c0a4.")
        .user(
          "hm did you run make shaders first? you have to, the .spv files in shaders/bin are checked in and CI fails if they're stale. rule for any shader edit",
        )
        .bash("make shaders && git status --short shaders/bin", "glslc toon_ramp.frag -> shaders/bin/toon_ramp.frag.spv\n M shaders/bin/toon_ramp.frag.spv")
        .bash("git commit -am 'rebuild toon ramp spv' | tail -1", "[main 77b2f90] rebuild toon ramp spv")
        .assistant("✓ Rebuilt the SPIR-V and committed it as 77b2f90.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["make", "shaders"] }],
  },
  {
    id: "t50-16-water-cost",
    build: (s) =>
      s
        .user("gpu pass breakdown for the harbor")
        .bash(
          "python tools/perf_report.py captures/ps5_harbor.csv --passes",
          "Water           3.2ms\nShadows         2.4ms\nGBuffer         2.1ms\nPost            1.3ms",
        )
        .assistant("Water is the most expensive pass at 3.2 ms, then shadows at 2.4 ms.")
        .user("figured. water at 3.2ms on ps5 is the baseline we measured, ok. what's in it?")
        .file("Read", "Shaders/Water.shader")
        .assistant("Two refraction samples, SSR, and a 4-octave Gerstner displacement in the vertex stage.")
        .stop(),
    planted: [{ kind: "fact", keys: ["water", "3.2"] }],
  },
  {
    id: "t50-17-empty-completed",
    build: (s) =>
      s
        .user("add a console command to toggle the fps counter")
        .file("Edit", "src/debug/DevConsole.cs")
        .bash("dotnet build src/Game.csproj 2>&1 | tail -1", "Build succeeded.\n    0 Warning(s)")
        .assistant("✓ Added `fps` to the dev console; it toggles the overlay.")
        .user("👌")
        .stop(),
    planted: [],
  },
  {
    id: "t50-18-tick-rate",
    build: (s) =>
      s
        .user("server tick rate — set it to 60, we want it to feel snappy")
        .file("Edit", "server/config/match.toml")
        .assistant("Set `tick_rate = 60` in `server/config/match.toml`.")
        .bash(
          "python tools/loadtest.py --matches 8 --tick 60",
          "8 matches @60Hz: cpu 94%  tick overruns 312/min\n8 matches @30Hz: cpu 51%  tick overruns 0/min",
        )
        .assistant("At 60 Hz, 8 matches saturate a ccx33 with 312 tick overruns a minute; at 30 Hz they run at 51% CPU.")
        .user("oof. ok back to 30. the tick rate stays at 30Hz, we smooth it client-side with interpolation instead")
        .file("Edit", "server/config/match.toml")
        .assistant("✓ `tick_rate = 30` again.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tick", "30"] }],
  },
  {
    id: "t50-19-blueprints",
    build: (s) =>
      s
        .user("can you add the door interaction as a blueprint real quick")
        .file("Read", "Source/Heist/Interact/InteractComponent.h")
        .assistant("There's an `UInteractComponent` in C++. I could add a `BP_Door` that binds to it, or a C++ `ADoor` subclass.")
        .user("Blueprints are only for prototyping here — anything that ships is C++ with a thin BP for tuning values. since doors ship, do it in C++")
        .file("Write", "Source/Heist/World/Door.cpp")
        .bash("./Build.sh HeistEditor Linux Development 2>&1 | tail -1", "Result: Succeeded")
        .assistant("✓ `ADoor` in C++ builds; tuning values are exposed as `EditDefaultsOnly`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["blueprints", "c++"] }],
  },
  {
    id: "t50-20-desync",
    build: (s) =>
      s
        .user("desync reports again in ranked, checksum mismatch at frame ~4000")
        .bash(
          "python tools/desync_diff.py replays/ranked_8812_a.bin replays/ranked_8812_b.bin",
          "first divergence: frame 3987  field Player2.velocity.x  a=3.0000002  b=3.0000000",
        )
        .assistant("The two peers diverge at frame 3987 in `Player2.velocity.x` by one ULP, which points at float nondeterminism.")
        .user("could be the IL2CPP build using different math?")
        .assistant("Possible. Let me check whether the velocity path uses `Mathf.Sqrt` or fixed point.")
        .bash("grep -n 'Mathf\\.' src/sim/Movement.cs", "57:        var len = Mathf.Sqrt(v.x * v.x + v.y * v.y);")
        .assistant(
          "`Movement.cs` normalizes with `Mathf.Sqrt`, which isn't guaranteed bit-identical across CPUs. Replacing it with the fixed-point `FMath.Sqrt` the rest of the sim uses removes the divergence in the replay.",
        )
        .bash("python tools/desync_diff.py --patched replays/ranked_8812_a.bin replays/ranked_8812_b.bin", "no divergence in 12000 frames")
        .user("nice, confirmed then: the desync was float sqrt in Movement. merge the fixed-point version")
        .stop(),
    planted: [{ kind: "fact", keys: ["desync", "sqrt"] }],
  },
  {
    id: "t50-21-power-of-two",
    build: (s) =>
      s
        .user("import these ui icons")
        .bash("python tools/tex_info.py incoming/icons/*.png | head -3", "icon_sword.png 100x100\nicon_shield.png 128x128\nicon_potion.png 96x96")
        .assistant("Imported. Note `icon_sword` is 100x100 and `icon_potion` 96x96.")
        .user(
          "those won't compress on mobile. textures have to be power of two, every single one, atlas them if the art isn't. send the two back to Mira? no, just pad them to 128",
        )
        .bash("python tools/pad_pot.py incoming/icons/icon_sword.png incoming/icons/icon_potion.png", "padded 2 textures to 128x128")
        .assistant("✓ Both padded to 128x128.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["power", "two"] }],
  },
  {
    id: "t50-22-empty-rejected",
    build: (s) =>
      s
        .user("what if we moved the whole asset pipeline to USD? I saw a GDC talk")
        .assistant("USD would unify scene interchange between Blender, Houdini and the engine. Unity's USD importer is still preview, though.")
        .bash("grep -c 'usd' Packages/manifest.json", "0")
        .assistant("There's no USD package installed right now.")
        .user("preview = no. drop it, we're staying on fbx. not a real proposal anyway, I was just curious")
        .stop(),
    planted: [],
  },
  {
    id: "t50-23-perforce",
    build: (s) =>
      s
        .user(
          "LFS is killing us. clone takes 40 minutes, the quota bill came in, and artists keep getting lock conflicts on .uasset files because git doesn't really lock",
        )
        .bash("git lfs ls-files -s | awk '{s+=$NF} END {print s/1e9 \" GB\"}'", "187.4 GB")
        .assistant("187 GB in LFS. Perforce handles binary locking natively; a split (code in git, art in Perforce) is common.")
        .user("what about keeping everything in git and just using lfs locks?")
        .assistant("LFS locking exists but needs every client to honor it; the UE editor integration is weaker than Perforce's.")
        .user("yeah. we're doing it: all art content moves to Perforce, code stays in git. Tomas sets up the depot next week")
        .stop(),
    planted: [{ kind: "decision", keys: ["perforce", "art"] }],
  },
  {
    id: "t50-24-variants",
    build: (s) =>
      s
        .user("shader variant count?")
        .bash("grep -c 'variant' Logs/ShaderStrip.log; tail -1 Logs/ShaderStrip.log", "1\nTotal: 48,112 variants kept after stripping (from 1,204,880)")
        .assistant("48,112 variants remain after stripping, down from 1.2M.")
        .user("so 48k after stripping. that's our baseline, keep it in mind when someone adds a keyword")
        .stop(),
    planted: [{ kind: "fact", keys: ["48", "variants"] }],
  },
  {
    id: "t50-25-findobject",
    build: (s) =>
      s
        .user("review my EnemyAI.cs pls")
        .file("Read", "Assets/Scripts/EnemyAI.cs")
        .assistant(
          "Main issue: `Update()` calls `FindObjectOfType<Player>()` every frame for 200 enemies, which walks the whole scene each time. Cache it in `Start()` instead.",
        )
        .user(
          "good catch. general rule for this codebase: no FindObjectOfType (or GameObject.Find) inside Update or FixedUpdate, cache references once. flag it in any review you do",
        )
        .file("Edit", "Assets/Scripts/EnemyAI.cs")
        .assistant("✓ Cached the player reference in `Start()`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["findobjectoftype", "update"] }],
  },
  {
    id: "t50-26-occlusion",
    build: (s) =>
      s
        .user("level 3 draw calls are high")
        .bash("python tools/perf_report.py captures/l3.csv --stats", "draw calls avg 2,410  batches 1,980  setpass 410")
        .assistant("2,410 draw calls on average. Level 3 has no baked occlusion data, so everything in the frustum renders, even behind the cliff walls.")
        .user("right, the occlusion bake for level 3 needs doing once the layout is locked, which isn't yet. park it")
        .stop(),
    planted: [{ kind: "task", keys: ["occlusion", "level 3"] }],
  },
  {
    id: "t50-27-empty-code",
    build: (s) =>
      s
        .user("what does our object pool look like")
        .file("Read", "Assets/Scripts/Pool/ObjectPool.cs")
        .assistant(
          "```csharp\npublic T Get() {\n    // TODO: never grow past maxSize, always warn\n    return _free.Count > 0 ? _free.Pop() : Create();\n}\n```\nIt pops from a free stack and creates on miss; `maxSize` isn't enforced yet despite the comment.",
        )
        .user("k thx")
        .stop(),
    planted: [],
  },
  {
    id: "t50-28-jolt",
    build: (s) =>
      s
        .user("godot physics is jittery with stacked crates, we had 30 in a pile and it exploded")
        .bash("godot --headless --path game -s tools/stack_test.gd", "GodotPhysics3D: 30 crates settled: false (max velocity 4.2 m/s after 10s)")
        .assistant("With Godot's built-in 3D physics the stack never settles. The Jolt module usually handles stacks well.")
        .bash("godot --headless --path game -s tools/stack_test.gd --physics jolt", "Jolt: 30 crates settled: true (max velocity 0.002 m/s after 3s)")
        .user("that's night and day. switch the project to jolt, that's our 3D physics engine now")
        .file("Edit", "game/project.godot")
        .assistant("✓ `physics/3d/physics_engine` set to `JoltPhysics3D`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["jolt"] }],
  },
  {
    id: "t50-29-lena",
    build: (s) =>
      s
        .user("who do I ask about the shader library? the dissolve node is broken")
        .bash("git shortlog -sn -- Shaders/Library | head -2", "   212  Lena Vogt\n    14  Jonas Ek")
        .assistant("Lena Vogt has 212 of the commits in `Shaders/Library`, so probably her.")
        .user("oh right lena is our tech artist, she owns the shader library. any shader graph change goes through her anyway")
        .stop(),
    planted: [{ kind: "fact", keys: ["lena", "shader"] }],
  },
  {
    id: "t50-30-latency-test",
    build: (s) =>
      s
        .user("dash ability netcode is done, test it?")
        .bash("dotnet test tests/NetTests --filter Dash 2>&1 | tail -1", "Passed!  - Failed: 0, Passed: 6, Skipped: 0")
        .assistant("6/6 dash tests pass.")
        .user(
          "on localhost though. any netcode test only counts with simulated latency: 150ms RTT and 2% loss via `tools/netem.sh`. always, before you call something done",
        )
        .bash(
          "sudo tools/netem.sh 150 2 && dotnet test tests/NetTests --filter Dash 2>&1 | tail -1",
          "netem: delay 75ms loss 2%\nFailed!  - Failed: 1, Passed: 5, Skipped: 0",
        )
        .assistant("With 150 ms RTT and 2% loss one test fails: `Dash_EndsAtSamePosition` is off by 0.4 m. Looking into it.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["latency", "150"] }],
  },
  {
    id: "t50-31-leak",
    build: (s) =>
      s
        .user("memory climbs during long sessions")
        .bash(
          "python tools/memdiff.py snapshots/t0.snap snapshots/t60.snap --top 2",
          "+412 MB  Projectile (GameObject)  count 0 -> 18,220\n+31 MB   AudioSource",
        )
        .assistant("18,220 `Projectile` objects accumulate over an hour. They look like they're instantiated but never returned to the pool.")
        .user("do you see where?")
        .assistant("Not yet; candidates are the shotgun spread and the ricochet path, both of which `Instantiate` directly.")
        .user("ok, I have to run. the projectile leak is open, we'll chase it on monday")
        .stop(),
    planted: [{ kind: "task", keys: ["projectile", "leak"] }],
  },
  {
    id: "t50-32-empty-question",
    build: (s) =>
      s
        .user("is Nanite worth it for foliage in 5.4? genuinely don't know")
        .assistant(
          "Since 5.1 Nanite supports masked materials, but foliage with lots of overdraw can still be slower than classic LODs. It depends on the density.",
        )
        .bash("grep -n 'r.Nanite' Config/DefaultEngine.ini", "41:r.Nanite.ProjectEnabled=True")
        .assistant("Nanite is enabled project-wide; no foliage assets use it yet.")
        .user("interesting. might test it someday")
        .stop(),
    planted: [],
  },
  {
    id: "t50-33-fmod",
    build: (s) =>
      s
        .user("sound designer starts monday. she's used both Wwise and FMOD. wwise licensing for our budget tier is... a lot. FMOD's indie license covers us")
        .bash("grep -n fmod Packages/manifest.json", "")
        .assistant("Neither middleware is installed yet, so either choice is a clean integration.")
        .user("FMOD. decided. she's fine with it and we save the money")
        .assistant("OK. I'll add the FMOD for Unity package once she has the studio project set up.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fmod"] }],
  },
  {
    id: "t50-34-tabs",
    build: (s) =>
      s
        .user("write a gdscript for the coin pickup")
        .file("Write", "game/pickups/coin.gd")
        .bash("head -4 game/pickups/coin.gd | cat -A | head -2", "extends Area3D$\n    signal collected(value)$")
        .assistant("Created `game/pickups/coin.gd`, emitting `collected(value)` on body enter.")
        .user("indent with tabs in gdscript, not 4 spaces. the formatter config expects tabs and mixing them breaks the parser")
        .bash("sed -i 's/^    /\\t/' game/pickups/coin.gd && gdformat --check game/pickups/coin.gd", "1 file would be left unchanged")
        .assistant("✓ Converted to tabs; `gdformat --check` passes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["tabs", "gdscript"] }],
  },
  {
    id: "t50-35-devkit",
    build: (s) =>
      s
        .user("need to test on switch, is the devkit free?")
        .bash("python tools/devkits.py status", "SDEV-01  desk 4 (Jonas)  in use since 09:12\n-- 1 devkit registered --")
        .assistant("SDEV-01 is at desk 4 and in use by Jonas since 09:12; it's the only registered devkit.")
        .user("yeah we only have the one switch devkit and it lives at jonas's desk. ask him on slack I guess")
        .stop(),
    planted: [{ kind: "fact", keys: ["devkit", "jonas"] }],
  },
  {
    id: "t50-36-addressables",
    build: (s) =>
      s
        .user("load times on the hub went up to 14s")
        .bash("grep -c 'Resources.Load' -r Assets/Scripts", "63")
        .assistant("63 `Resources.Load` calls, and everything under `Resources/` is packed into the initial load. Addressables would let us load per area.")
        .user("we discussed moving to Addressables at the last tech meeting and nobody objected")
        .assistant("Do you want to start the migration with the hub?")
        .user("yes. it's official, Resources is being replaced by Addressables project-wide; hub first")
        .file("Write", "Assets/AddressableAssetsData/Groups/Hub.asset")
        .assistant("✓ Created the `Hub` Addressables group.")
        .stop(),
    planted: [{ kind: "decision", keys: ["addressables"] }],
  },
  {
    id: "t50-37-gc-spikes",
    build: (s) =>
      s
        .user("android frame spikes every few secs, gc?")
        .bash("adb logcat -d | grep -m2 'GC'", "I/Unity: [GC] Collect 38.4ms (gen0)\nI/Unity: [GC] Collect 41.0ms (gen0)")
        .assistant("Yes, gen0 collections of ~40 ms. Something allocates a lot per frame.")
        .user("thought so. I can't chase allocations this sprint. the gc spikes on android are a known open issue, first suspect is the damage numbers UI")
        .stop(),
    planted: [{ kind: "task", keys: ["gc", "spikes"] }],
  },
  {
    id: "t50-38-empty-status",
    build: (s) =>
      s
        .user("nightly ok?")
        .bash("python tools/ci_status.py nightly", "nightly #412  PASS  win64 37m  ps5 52m  switch 48m\nwarning: 3 tests marked 'always skip'")
        .assistant("Nightly #412 passed on all three platforms.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t50-39-bake-farm",
    build: (s) =>
      s
        .user("lighting in the cathedral looks wrong, rebake it")
        .bash("python tools/bake.py --scene Cathedral --local 2>&1 | tail -1", "estimated local bake time: 3h 40m")
        .assistant("A local bake would take about 3h 40m. Shall I start it?")
        .user("no no. lightmaps are never baked locally, they go through the bake farm so the results are reproducible. submit it there with --farm")
        .bash("python tools/bake.py --scene Cathedral --farm", "submitted job 7731 to bake farm (queue position 2)")
        .assistant("✓ Submitted to the bake farm as job 7731.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bake", "farm"] }],
  },
  {
    id: "t50-40-max-players",
    build: (s) =>
      s
        .user("can we do 24 players per match?")
        .bash("python tools/replication_budget.py --players 16,24", "16 players: 41 KB/s per client (budget 48)\n24 players: 73 KB/s per client (budget 48)")
        .assistant("At 24 players each client would need 73 KB/s against a 48 KB/s budget; 16 fits at 41.")
        .user("right, so 16 players is the cap because of replication bandwidth. known, just wanted the numbers for the pitch deck")
        .stop(),
    planted: [{ kind: "fact", keys: ["16", "replication"] }],
  },
  {
    id: "t50-41-symbol-server",
    build: (s) =>
      s
        .user("crash reports from the playtest have no symbols")
        .bash("ls /mnt/crashes/playtest3 | head -2", "UE-Heist-Win64-Shipping-0412.dmp\nUE-Heist-Win64-Shipping-0413.dmp")
        .assistant("The minidumps are there but there's no symbol server configured, and the PDBs from that build weren't archived.")
        .user("ugh. we need a proper symbol server with PDBs archived per build. Tomas said he'd look but it's not done. keep it on the open list")
        .stop(),
    planted: [{ kind: "task", keys: ["symbol", "server"] }],
  },
  {
    id: "t50-42-shader-feature",
    build: (s) =>
      s
        .user("add a toggle for rim light to the character shader")
        .file("Edit", "Shaders/Character.shader")
        .assistant("Added `#pragma multi_compile _ _RIMLIGHT_ON` and the rim term behind it.")
        .user(
          "use shader_feature_local for material toggles, not multi_compile — multi_compile keeps every variant in the build. that's how all our toggles should be done",
        )
        .file("Edit", "Shaders/Character.shader")
        .bash("grep -n RIMLIGHT Shaders/Character.shader", "14:    #pragma shader_feature_local _RIMLIGHT_ON")
        .assistant("✓ Switched to `shader_feature_local`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["shader_feature_local"] }],
  },
  {
    id: "t50-43-shader-graph",
    build: (s) =>
      s
        .user(
          "Lena and I went back and forth on whether new shaders are Shader Graph or hand-written HLSL. the water one is hand-written and nobody but her can touch it",
        )
        .bash("find Shaders -name '*.shadergraph' | wc -l; find Shaders -name '*.shader' | wc -l", "34\n9")
        .assistant("34 Shader Graph assets and 9 hand-written shaders so far.")
        .user("outcome: Shader Graph is the default for all new shaders. hand-written HLSL only with Lena's sign-off, for perf-critical stuff like water")
        .stop(),
    planted: [{ kind: "decision", keys: ["shader", "graph"] }],
  },
  {
    id: "t50-44-empty-withdrawn",
    build: (s) =>
      s
        .user("let's bump the shadow distance to 150m on PC")
        .file("Edit", "Assets/Settings/URP-PC.asset")
        .assistant("Shadow distance set to 150 m in the PC URP asset.")
        .bash("python tools/perf_report.py captures/pc_city.csv --passes | grep Shadows", "Shadows         4.8ms")
        .user("4.8ms for shadows?? nope, undo that, leave it at 80")
        .file("Edit", "Assets/Settings/URP-PC.asset")
        .assistant("✓ Reverted to 80 m.")
        .stop(),
    planted: [],
  },
  {
    id: "t50-45-lotcheck",
    build: (s) =>
      s
        .user("when is the lotcheck submission due?")
        .bash("grep -n -i lotcheck docs/milestones.md", "22:| Switch lotcheck submission | 2026-10-03 | hard, publisher-booked slot |")
        .assistant("`docs/milestones.md` lists the Switch lotcheck submission for 2026-10-03 as a hard, publisher-booked slot.")
        .user("yep oct 3 for lotcheck, the publisher booked it, it can't move")
        .stop(),
    planted: [{ kind: "fact", keys: ["lotcheck", "oct"] }],
  },
  {
    id: "t50-46-remapping",
    build: (s) =>
      s
        .user("accessibility review came back")
        .file("Read", "docs/reviews/accessibility_0415.md")
        .assistant("Top findings: no controller remapping, subtitles can't be resized, and the colorblind mode only covers the minimap.")
        .user("subtitles resize is easy, do that now. controller remapping is a bigger piece, that one's on the backlog for the next milestone")
        .file("Edit", "Assets/Scripts/UI/SubtitleSettings.cs")
        .assistant("✓ Subtitle size slider added (75–200%).")
        .stop(),
    planted: [{ kind: "task", keys: ["controller", "remapping"] }],
  },
  {
    id: "t50-47-messagepack",
    build: (s) =>
      s
        .user("saves are 9MB json, loading takes forever on switch")
        .bash(
          "python tools/bench_save.py --formats json,messagepack,protobuf",
          "json         9.1 MB  load 2.8s\nmessagepack  2.3 MB  load 0.31s\nprotobuf     2.0 MB  load 0.29s",
        )
        .assistant("MessagePack and protobuf are both ~10x faster. Protobuf needs schemas for every save type; MessagePack works with our existing attributes.")
        .user("protobuf is slightly smaller tho")
        .assistant("By 0.3 MB, at the cost of writing and versioning .proto files for ~60 types.")
        .user("fine — save files move to MessagePack. json stays only for the debug export")
        .file("Edit", "Assets/Scripts/Save/SaveSystem.cs")
        .stop(),
    planted: [{ kind: "decision", keys: ["messagepack", "save"] }],
  },
  {
    id: "t50-48-blender-scale",
    build: (s) =>
      s
        .user("the new enemy imported 100x too big")
        .bash("python tools/fbx_info.py incoming/Ghoul.fbx", "UnitScaleFactor: 1.0 (cm)\nroot scale: 100,100,100")
        .assistant("The FBX is in centimeters with a 100x root scale, the usual Blender export with 'Apply Scalings' off.")
        .user("classic. our blender rigs export at 0.01 scale with FBX All, that's how every character comes in. fix this one in the import settings")
        .file("Edit", "Assets/Characters/Ghoul/Ghoul.fbx.meta")
        .assistant("✓ Set the import scale factor to 0.01.")
        .stop(),
    planted: [{ kind: "fact", keys: ["blender", "0.01"] }],
  },
  {
    id: "t50-49-empty-chat",
    build: (s) =>
      s
        .user("did you see the new Godot release notes? they finally fixed the tilemap layers thing")
        .assistant("Let me look at the changelog.")
        .bash(
          "curl -s https://godotengine.org/releases/4.4/ | grep -i -m1 'TileMapLayer'",
          "<li>TileMapLayer: fix navigation on layers never updating after runtime edits</li>",
        )
        .assistant("Yes: 4.4 fixes navigation on `TileMapLayer` not updating after runtime edits.")
        .user("finally lol. ok back to work")
        .stop(),
    planted: [],
  },
  {
    id: "t50-50-pso",
    build: (s) =>
      s
        .user("first time you open the inventory on PC there's a 300ms hitch")
        .bash(
          "grep -m2 'PSO' Saved/Logs/Heist.log",
          "LogRHI: Encountered a new graphics PSO: 0x8c1f... (compile 212ms)\nLogRHI: Encountered a new graphics PSO: 0x91aa... (compile 88ms)",
        )
        .assistant("Those are pipeline state objects compiling on first use. A bundled PSO cache collected from playthroughs would precompile them at startup.")
        .user("yep. PSO cache collection is a real chunk of work, needs a couple of full playthroughs. it's on the list for beta")
        .stop(),
    planted: [{ kind: "task", keys: ["pso", "cache"] }],
  },
  {
    id: "t50-51-commit-prefix",
    build: (s) =>
      s
        .user("commit the interpolation change")
        .bash("git commit -am 'fix interpolation' | tail -1", "[main c0d3a11] fix interpolation")
        .assistant("Committed as c0d3a11.")
        .user(
          "message format is `[area] summary` where area is render, net, audio, ui, tools... so `[net] fix interpolation`. please prefix with the area from now on, the changelog bot groups by it",
        )
        .bash("git commit --amend -m '[net] fix interpolation' | tail -1", "[main 5e2bb40] [net] fix interpolation")
        .assistant("✓ Amended to `[net] fix interpolation`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["prefix", "area"] }],
  },
  {
    id: "t50-52-yarn",
    build: (s) =>
      s
        .user("dialogue system. writer wants something she can edit without us. ink or yarn spinner?")
        .assistant("Both are writer-friendly. Ink has a stronger scripting language; Yarn Spinner has a node view and first-class Godot/Unity support.")
        .bash("ls game/addons", "gut\nphantom_camera")
        .assistant("No dialogue addon yet.")
        .user("she tried both yesterday, picked yarn. so yarn spinner for all dialogue, go")
        .bash(
          "git clone --depth 1 https://github.com/YarnSpinnerTool/YarnSpinner-Godot game/addons/yarn_spinner 2>&1 | tail -1",
          "Receiving objects: 100% (412/412), done.",
        )
        .assistant("✓ Yarn Spinner added under `game/addons/yarn_spinner`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["yarn"] }],
  },
  {
    id: "t50-53-sab-headers",
    build: (s) =>
      s
        .user("web export shows a blank page on itch")
        .bash("curl -sI https://play.studio.dev/build/index.html | grep -i cross-origin", "")
        .assistant(
          "The page is served without `Cross-Origin-Opener-Policy` and `Cross-Origin-Embedder-Policy`, so `SharedArrayBuffer` is unavailable and the Godot 4 threaded export can't start.",
        )
        .user("oh right. godot 4 web builds need those COOP/COEP headers for SharedArrayBuffer, itch has a checkbox for it. I'll tick it")
        .stop(),
    planted: [{ kind: "fact", keys: ["sharedarraybuffer", "headers"] }],
  },
  {
    id: "t50-54-empty-done2",
    build: (s) =>
      s
        .user("rename the `Spd` var in PlayerMove to `moveSpeed` everywhere")
        .bash("grep -rln '\\bSpd\\b' Assets/Scripts | xargs sed -i 's/\\bSpd\\b/moveSpeed/g' && grep -rc moveSpeed Assets/Scripts/PlayerMove.cs", "7")
        .bash("dotnet build src/Game.csproj 2>&1 | tail -1", "Build succeeded.")
        .assistant("✓ Renamed in 3 files, build passes.")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "t50-55-draw-calls",
    build: (s) =>
      s
        .user("new market square is ready for perf pass")
        .bash("python tools/perf_report.py captures/switch_market.csv --stats", "draw calls avg 1,740  batches 1,402")
        .assistant("1,740 draw calls on Switch in the market square.")
        .user("over. switch levels have to stay under 1,200 draw calls, that's the limit we hold every level to. batch the stalls, they're all separate meshes")
        .bash("python tools/static_batch.py --scene Market --group Stalls", "combined 212 meshes into 9")
        .bash("python tools/perf_report.py captures/switch_market_b.csv --stats", "draw calls avg 1,130  batches 904")
        .assistant("✓ Down to 1,130 draw calls after combining the stalls.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["draw", "1,200"] }],
  },
  {
    id: "t50-56-jitter",
    build: (s) =>
      s
        .user(
          "remote players jitter a bit when they strafe. not terrible but noticeable. I have a theory it's the interpolation buffer being too small but honestly could be anything, packet timing, the animation blend, whatever",
        )
        .bash("grep -n 'InterpBuffer' src/net/RemotePlayer.cs", "22:    const int InterpBufferTicks = 2;")
        .assistant("The buffer holds 2 ticks (66 ms at 30 Hz). With jitter on the wire, that can run dry. Want me to try 3?")
        .user("not now, we're mid-milestone. the strafe jitter on remote players needs investigating after the milestone, write it down")
        .stop(),
    planted: [{ kind: "task", keys: ["jitter", "remote"] }],
  },
  {
    id: "t50-57-asset-cache",
    build: (s) =>
      s
        .user("imports are slow for the new hire")
        .bash("grep -n 'cacheServer' UserSettings/EditorUserSettings.asset", "")
        .assistant("Her editor has no Accelerator configured, so every asset imports locally.")
        .user("the unity accelerator is at cache.studio.lan:10080, add it to her settings")
        .file("Edit", "UserSettings/EditorUserSettings.asset")
        .assistant("✓ Accelerator endpoint set to `cache.studio.lan:10080`.")
        .stop(),
    planted: [{ kind: "fact", keys: ["accelerator", "10080"] }],
  },
  {
    id: "t50-58-achievements",
    build: (s) =>
      s
        .user("steamworks is hooked up?")
        .bash("grep -rn 'SteamUserStats' src | head -2", "")
        .assistant("Steamworks.NET is initialized, but nothing calls `SteamUserStats`; achievements and stats aren't integrated.")
        .user("yeah achievements aren't wired yet, need to do that before the steam page review. design has the list of 40")
        .stop(),
    planted: [{ kind: "task", keys: ["achievements"] }],
  },
  {
    id: "t50-59-empty-guess",
    build: (s) =>
      s
        .user("the ps5 build is 5% slower than last week. driver update?")
        .bash("python tools/perf_report.py captures/ps5_harbor_0419.csv --compare captures/ps5_harbor.csv", "gpu avg 14.1ms (+0.7ms)  cpu avg 10.2ms (+0.1ms)")
        .assistant("GPU is up 0.7 ms. It could be the SDK update, or the new foam decals in the harbor. I can't tell which from the totals alone.")
        .user("maybe the decals. whatever, check again next week if it persists")
        .stop(),
    planted: [],
  },
  {
    id: "t50-60-nanite",
    build: (s) =>
      s
        .user("ok I tested nanite on the foliage like we talked about")
        .bash(
          "python tools/perf_report.py captures/nanite_foliage.csv --compare captures/lod_foliage.csv",
          "BasePass +2.3ms  Nanite::VisBuffer +1.1ms  overall gpu +3.4ms",
        )
        .assistant("Nanite foliage costs 3.4 ms more GPU than the classic LOD chain, mostly in the base pass.")
        .user("yikes. ok so: nanite for static rocks and architecture only, foliage keeps hand-made LODs. that's the call")
        .stop(),
    planted: [{ kind: "decision", keys: ["nanite", "foliage"] }],
  },
  {
    id: "t50-61-presets",
    build: (s) =>
      s
        .user("the new normal maps look washed out")
        .bash(
          "python tools/tex_info.py Assets/Env/Rocks/*_N.png --importer | head -2",
          "rock_01_N.png  type=Default sRGB=true\nrock_02_N.png  type=Default sRGB=true",
        )
        .assistant("They were imported as Default with sRGB on, instead of Normal map.")
        .user(
          "because someone hand-tweaked the import settings. use the import presets in Assets/Presets for every texture, never set importer options by hand",
        )
        .bash("python tools/apply_presets.py Assets/Env/Rocks", "applied NormalMap preset to 12 textures")
        .assistant("✓ Applied the NormalMap preset to 12 textures.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["presets"] }],
  },
  {
    id: "t50-62-teamcity",
    build: (s) =>
      s
        .user("github actions minutes ran out again on the unreal builds")
        .bash("python tools/ci_usage.py --month", "unreal-win64   7,820 min\nunreal-ps5     4,110 min\nlimit          10,000 min")
        .assistant("Unreal builds used almost 12k minutes against a 10k limit.")
        .user("we have that TeamCity box sitting idle. hm")
        .assistant("It has 32 cores and the Unreal DDC is already local to it. Moving the heavy Unreal jobs there would cut most of the minutes.")
        .user("decision: unreal builds run on teamcity, github actions keeps only lint and unit tests")
        .stop(),
    planted: [{ kind: "decision", keys: ["teamcity", "unreal"] }],
  },
  {
    id: "t50-63-empty-log",
    build: (s) =>
      s
        .user("any warnings in the last cook?")
        .bash(
          "grep -c Warning Saved/Logs/Cook.log; grep -m2 Warning Saved/Logs/Cook.log",
          "2\nLogCook: Warning: TODO: package /Game/Legacy/Props/OldCrate never referenced\nLogInit: Warning: Always loaded map is missing a world partition",
        )
        .assistant("Two warnings: an unreferenced legacy crate package and a world-partition note on the always-loaded map. Neither affects the cook output.")
        .user("fine")
        .stop(),
    planted: [],
  },
  {
    id: "t50-64-unused-materials",
    build: (s) =>
      s
        .user("how big is Art/Legacy now")
        .bash(
          "du -sh Assets/Art/Legacy; python tools/find_unused.py Assets/Art/Legacy --type Material | tail -1",
          "3.8G\tAssets/Art/Legacy\n214 materials unreferenced",
        )
        .assistant("3.8 GB, and 214 materials there aren't referenced by any scene or prefab.")
        .user("sheesh. deleting unused materials in Legacy is a cleanup for after beta, I don't want to risk it now")
        .stop(),
    planted: [{ kind: "task", keys: ["unused", "materials"] }],
  },
  {
    id: "t50-65-switch-cascades",
    build: (s) =>
      s
        .user("switch shadows: 4 cascades currently?")
        .file("Read", "Assets/Settings/URP-Switch.asset")
        .assistant("Yes, 4 cascades at 1024.")
        .user("let's try 3")
        .bash("python tools/perf_report.py captures/switch_c3.csv --passes | grep Shadows", "Shadows         2.9ms")
        .assistant("3 cascades: shadows at 2.9 ms.")
        .user("still a lot. 2?")
        .bash("python tools/perf_report.py captures/switch_c2.csv --passes | grep Shadows", "Shadows         1.7ms")
        .user("ok 2 it is. switch ships with 2 shadow cascades, the far pop-in is acceptable")
        .file("Edit", "Assets/Settings/URP-Switch.asset")
        .assistant("✓ Switch URP asset set to 2 cascades.")
        .stop(),
    planted: [{ kind: "decision", keys: ["switch", "cascades"] }],
  },
  {
    id: "t50-66-smoke-signoff",
    build: (s) =>
      s
        .user("push the hotfix to release/0.9")
        .bash("git log --oneline -1 hotfix/0.9.1", "a71e0d2 [net] clamp dash distance")
        .assistant("I can push it now; the hotfix build passed CI.")
        .user("hold on. nothing goes into a release/ branch without QA's smoke test sign-off in the #qa channel. Ana hasn't posted yet. wait for that, always")
        .assistant("OK, I'll wait for the smoke sign-off before pushing.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["smoke", "release/"] }],
  },
  {
    id: "t50-67-japanese",
    build: (s) =>
      s
        .user("publisher wants japanese at launch, can our UI even render it")
        .bash("fc-list : family | grep -i -m2 'noto sans'", "Noto Sans\nNoto Sans Mono")
        .assistant(
          "The UI font is Noto Sans without the CJK subset, so Japanese glyphs would render as boxes. We'd need Noto Sans JP in the TMP fallback chain plus a translation pass.",
        )
        .user("right. japanese localization goes on the backlog then, font fallback plus all the strings. ask the publisher for the vendor")
        .stop(),
    planted: [{ kind: "task", keys: ["japanese", "localization"] }],
  },
  {
    id: "t50-68-streaming-budget",
    build: (s) =>
      s
        .user("texture streaming pool on ps5?")
        .bash("grep -n 'r.Streaming.PoolSize' Config/PS5/PS5Engine.ini", "8:r.Streaming.PoolSize=3072")
        .assistant("`r.Streaming.PoolSize=3072` on PS5, so 3 GB.")
        .user("yes, texture streaming pool is 3072 MB on ps5, that was agreed with the platform team. don't change it")
        .stop(),
    planted: [{ kind: "fact", keys: ["streaming", "3072"] }],
  },
  {
    id: "t50-69-texture-check",
    build: (s) =>
      s
        .user("someone committed a 8k texture for a coffee cup again")
        .bash("python tools/tex_info.py Assets/Props/Cup/*.png", "cup_albedo.png 8192x8192  64 MB")
        .assistant("`cup_albedo.png` is 8192x8192. I'll downscale it to 1024.")
        .bash("python tools/resize.py Assets/Props/Cup/cup_albedo.png 1024", "resized to 1024x1024")
        .user("thx. we really need a CI check that rejects textures over the per-category max size. not today, but it needs doing")
        .stop(),
    planted: [{ kind: "task", keys: ["ci", "texture"] }],
  },
  {
    id: "t50-70-input-system",
    build: (s) =>
      s
        .user("steam deck buttons are mapped weird")
        .bash("grep -rn 'Input.GetAxis' Assets/Scripts | wc -l", "48")
        .assistant("The game still uses the legacy `Input.GetAxis` API in 48 places, which doesn't know Deck glyphs or rebinding.")
        .user("should we just patch the legacy mappings?")
        .assistant("That fixes the Deck but not rebinding, which the accessibility review asked for.")
        .user("no, we migrate to the new Input System, all 48 call sites. legacy input gets removed")
        .stop(),
    planted: [{ kind: "decision", keys: ["input", "system"] }],
  },
  {
    id: "t50-71-linq",
    build: (s) =>
      s
        .user("why does the targeting system allocate")
        .file("Read", "Assets/Scripts/Combat/Targeting.cs")
        .assistant("`FindNearest` runs `enemies.Where(...).OrderBy(...).First()` every frame; each LINQ call allocates iterators and closures.")
        .user("yep. no LINQ in anything that runs per frame, plain loops only. that goes for the whole gameplay code")
        .file("Edit", "Assets/Scripts/Combat/Targeting.cs")
        .assistant("✓ Replaced with a single loop tracking the nearest; 0 B allocated per call in the profiler.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["linq", "frame"] }],
  },
  {
    id: "t50-72-anim-names",
    build: (s) =>
      s
        .user("import the ghoul animations")
        .bash("ls incoming/ghoul_anims", "Attack1.fbx\nghoul-walk.fbx\nIDLE_ghoul.fbx")
        .assistant("Three clips with three naming styles. I'll import them as they are?")
        .user(
          "rename to character_action: ghoul_attack, ghoul_walk, ghoul_idle. animation clips always follow that pattern, the animator setup script relies on it",
        )
        .bash("python tools/import_anims.py incoming/ghoul_anims --rename ghoul_attack,ghoul_walk,ghoul_idle", "imported 3 clips")
        .assistant("✓ Imported as `ghoul_attack`, `ghoul_walk`, `ghoul_idle`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["animation", "clips"] }],
  },
  {
    id: "t50-73-save-location",
    build: (s) =>
      s
        .user("a player on the forum lost their save after reinstalling, where do saves actually go on windows?")
        .bash(
          "grep -n 'persistentDataPath' Assets/Scripts/Save/SavePaths.cs",
          '9:    public static string Root => Path.Combine(Application.persistentDataPath, "saves");',
        )
        .assistant("Saves go under `Application.persistentDataPath/saves`, which on Windows is `%USERPROFILE%\\AppData\\LocalLow\\Emberfall\\Hollow\\saves`.")
        .user(
          "ok so the saves live in AppData LocalLow, outside the install dir, a reinstall shouldn't touch them. he probably wiped appdata. i'll reply. but steam cloud sync for saves still isn't set up, that's on us and needs doing before 1.0",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["appdata", "locallow"] },
      { kind: "task", keys: ["cloud", "sync"] },
    ],
  },
  {
    id: "t50-74-engine-fork",
    build: (s) =>
      s
        .user("which engine build does the team use, launcher or source?")
        .bash(
          "cat Heist.uproject | grep EngineAssociation; git -C /p/UnrealEngine describe --tags",
          '\t"EngineAssociation": "{5E1B0C3A-...}",\n5.4.3-release-studio.7',
        )
        .assistant("The project points at a source build: `/p/UnrealEngine` at `5.4.3-release-studio.7`, the studio's fork.")
        .user(
          "right, we run our own engine fork on 5.4.3, it's on the P: drive share, nobody uses the launcher build. and epic's 5.4.4 hotfix still has to be merged into the fork, Tomas started but didn't finish",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["fork", "5.4.3"] },
      { kind: "task", keys: ["5.4.4", "merge"] },
    ],
  },
  {
    id: "t50-75-build-agent-gpu",
    build: (s) =>
      s
        .user("the lumen screenshot tests fail on CI but pass for me")
        .bash("ssh build-03 nvidia-smi --query-gpu=name,memory.total --format=csv,noheader", "NVIDIA GeForce RTX 3060, 12288 MiB")
        .assistant(
          "build-03 has an RTX 3060 with 12 GB; your machine is a 4090. Lumen's hardware ray tracing quality differs between them, so the screenshot tolerance is probably too tight.",
        )
        .user("huh, didn't know. so the build agents are 3060s. ok, loosen the tolerance for the lumen tests to 2%")
        .file("Edit", "Tests/Screenshots/lumen_tests.json")
        .assistant("✓ Tolerance set to 2% for the Lumen screenshot tests.")
        .stop(),
    planted: [{ kind: "fact", keys: ["build", "3060"] }],
  },
  {
    id: "t50-76-placeholder-audio",
    build: (s) =>
      s
        .user("how much audio is still placeholder?")
        .bash("python tools/find_tagged.py Assets/Audio --tag placeholder | tail -1", "137 clips tagged placeholder")
        .assistant("137 clips are still tagged `placeholder`.")
        .user(
          "ouch. replacing the placeholder sfx is the sound designer's first big job when she starts, the freesound ones can't ship. also fyi Mira, our 2D artist, is freelance and only works tuesdays and wednesdays",
        )
        .stop(),
    planted: [
      { kind: "task", keys: ["placeholder", "sfx"] },
      { kind: "fact", keys: ["mira", "freelance"] },
    ],
  },
  {
    id: "t50-77-tree-lods",
    build: (s) =>
      s
        .user("trees pop like crazy at 60m")
        .bash("python tools/lod_info.py Assets/Env/Trees --summary", "oak_a: LOD0 only\npine_b: LOD0 only\nbirch_c: LOD0, LOD1")
        .assistant("Most trees have only LOD0 and get culled at 60 m, which is the pop.")
        .user("bump cull distance to 120 for now as a stopgap")
        .file("Edit", "Assets/Env/Trees/TreeCulling.asset")
        .assistant("✓ Cull distance 120 m.")
        .user("the real fix is proper lod chains for the trees, all of them. that one's open, art needs to schedule it")
        .stop(),
    planted: [{ kind: "task", keys: ["lod", "trees"] }],
  },
];

export const TUNING50 = plantedSet(TUNING50_SESSIONS, Date.UTC(2026, 10, 2, 8));
