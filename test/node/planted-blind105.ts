/**
 * Blind planted set 105 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a C++ game-engine programmer (custom ECS, Vulkan renderer, asset pipeline, Perforce,
 * console certification), precise and dense, quoting code and numbers, decisions justified with
 * profiling figures; the agent answers in a Grok voice (direct, a little breezy, confident).
 * Each session is one segment; the items planted in it are listed with it: 68 items (17 decisions, 17 instructions,
 * 18 facts, 16 tasks) in 49 sessions, 12 of which plant nothing (54 user/assistant messages between them). Every other message
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

export const BLIND105_SESSIONS: BlindSession[] = [
  {
    id: "b105-archetype-chunk",
    build: (s) =>
      s
        .user(
          "TransformSystem::update is 2.6 ms on the devkit in the Harbor map, budget is 1.5. Capture is in //depot/main/Captures/harbor_1108.ptrace. Can you look at where the time goes?",
        )
        .bash(
          "tools/ptrace_report --top 5 Captures/harbor_1108.ptrace --system TransformSystem",
          "TransformSystem::update        2.61 ms\n  QueryIter<Transform,Parent>::next   2.08 ms  (L2 miss 41%)\n  mul_affine_sse                 0.31 ms\n  mark_dirty                     0.14 ms\n  other                          0.08 ms",
        )
        .assistant(
          "Alright, the math isn't the problem. 2.08 of the 2.61 ms is `QueryIter::next` itself, with a 41% L2 miss rate. The iterator hops chunks constantly because Transform+Parent archetypes are fragmented across ~3,900 chunks of 64 KiB, most of them a quarter full. Could be false sharing with the physics writer too, but I don't see the contention counters to back that up.",
        )
        .user("so it's the chunk walk, not the SIMD. what if chunks were smaller")
        .bash(
          "build/win64-profile/bin/ecs_bench --chunk-kib 16 --scene harbor --iters 200",
          "chunk=16KiB  archetypes=212  chunks=5120  fill=81%\nTransformSystem::update  avg 1.12 ms  p99 1.31 ms",
        )
        .assistant("With 16 KiB chunks fill goes to 81% and TransformSystem drops to 1.12 ms avg, 1.31 p99. That's under budget with margin.")
        .user(
          "Good. Decided then: archetype chunks are 16 KiB from now, not 64. Change kChunkBytes in ecs/Chunk.h. And for the record the Transform cost on Harbor is the query iteration (QueryIter::next), not mul_affine, so nobody goes and rewrites the SSE again.",
        )
        .file("Edit", "Engine/Core/ecs/Chunk.h")
        .stop("kChunkBytes is now 16 * 1024; rebuilt the profile config, ecs_bench is green."),
    planted: [
      { kind: "decision", keys: ["16 kib"] },
      { kind: "fact", keys: ["queryiter"] },
    ],
  },
  {
    id: "b105-sync2-barriers",
    build: (s) =>
      s
        .user("validation layer is screaming on the bloom pass after my change, log attached")
        .bash(
          "grep -m3 VUID Saved/Logs/vk_validation.log",
          "VUID-vkCmdPipelineBarrier-srcStageMask-06461: srcStageMask must not be 0 unless synchronization2 is enabled\nVUID-VkImageMemoryBarrier-oldLayout-01197: oldLayout must be VK_IMAGE_LAYOUT_UNDEFINED or the current layout of the image\nVUID-vkCmdDraw-None-02699: Descriptor set 0 binding 3 must be valid",
        )
        .assistant(
          "Two real bugs here. Your barrier passes srcStageMask = 0 on the legacy path, and the bloom downsample target is still in COLOR_ATTACHMENT_OPTIMAL when you transition it claiming UNDEFINED. The third one is downstream of the second. I can rewrite the bloom barriers with vkCmdPipelineBarrier2 and explicit stage/access pairs.",
        )
        .user(
          "yes. and as a rule: any new barrier code uses synchronization2 (vkCmdPipelineBarrier2 / VkImageMemoryBarrier2), no more legacy vkCmdPipelineBarrier calls. the old API is what keeps biting us with stage 0",
        )
        .file("Edit", "Engine/Render/Vulkan/Passes/BloomPass.cpp")
        .bash("build/win64-profile/bin/render_smoke --pass bloom --validation", "render_smoke: bloom  0 validation messages  OK")
        .assistant("Bloom is clean, zero validation messages. Want me to sweep the shadow pass too? It has six legacy barriers.")
        .user("not today, we're freezing for the milestone. TODO for after: port the shadow pass barriers to sync2 as well")
        .stop("Noted, bloom only for now."),
    planted: [
      { kind: "instruction", keys: ["synchronization2"] },
      { kind: "task", keys: ["shadow pass"] },
    ],
  },
  {
    id: "b105-p4-swarm",
    build: (s) =>
      s
        .user("submit the cooker fix pls, CL 418822 is ready")
        .bash(
          "p4 describe -s 418822",
          "Change 418822 by dmitri@dmitri-ws on 2026/11/10 11:02:13 *pending*\n\n\tCooker: don't re-cook unchanged .fbx when only the .meta changed\n\nAffected files ...\n... //depot/main/Tools/Cooker/src/DepGraph.cpp#31 edit\n... //depot/main/Tools/Cooker/src/DepGraph.h#12 edit",
        )
        .assistant("Before I `p4 submit` straight to //depot/main: there's no review attached to this CL. Submit anyway?")
        .user(
          "ah no, good catch. nothing goes into //depot/main without a Swarm review, ever. shelve it (p4 shelve -c) and create the review, that's how it works here for every CL, you and me included",
        )
        .bash(
          "p4 shelve -c 418822 && p4 reviews -c 418822",
          "Change 418822 files shelved.\n... //depot/main/Tools/Cooker/src/DepGraph.cpp#31\nSwarm review 77141 created for change 418822",
        )
        .assistant("Shelved, Swarm review 77141 is up. Once it's approved I can submit.")
        .user(
          "ok. also fyi the build farm picks up //depot/main every 20 minutes on the changelist boundary, so after submit don't wait for a build to start immediately",
        )
        .stop("Got it."),
    planted: [
      { kind: "instruction", keys: ["swarm"] },
      { kind: "fact", keys: ["20 minutes"] },
    ],
  },
  {
    id: "b105-ddc-keys",
    build: (s) =>
      s
        .user(
          "Incremental cook after a clean sync re-cooks 14k assets out of 16k. The DDC keys use file mtime and p4 sync sets mtime to sync time unless modtime is on the clientspec. Options?",
        )
        .assistant(
          "Three ways:\n1. Set `modtime` in every clientspec. Fragile, one person forgets and the farm recooks the world.\n2. Key on the depot revision (#have). Breaks for local edits that aren't checked in.\n3. Key on a content hash. xxh3-128 over the source file plus the cook settings blob. Hashing 16k sources is ~9 s on a workstation NVMe, which is nothing compared to a 40 min recook.\n\nI'd go with 3.",
        )
        .user("3. content hash with xxh3 it is. replace the mtime key path entirely, no fallback")
        .file("Edit", "Tools/Cooker/src/DdcKey.cpp")
        .bash(
          "Tools/Cooker/bin/cooker --incremental --platform ps5 --dry-run | tail -2",
          "hashing sources: 16204 files, 8.7 s\nwould cook: 37 assets (16167 up to date)",
        )
        .assistant("Dry run after the change: 37 assets to cook instead of 14k, hashing took 8.7 s.")
        .user("lovely. btw the shared DDC is //fs02/ddc, 2 TB quota, it's where the farm writes too, in case you need to poke at it")
        .stop("Noted, fs02 for the shared DDC."),
    planted: [
      { kind: "decision", keys: ["xxh3"] },
      { kind: "fact", keys: ["fs02"] },
    ],
  },
  {
    id: "b105-suspend-cert",
    build: (s) =>
      s
        .user(
          "Cert pre-check bounced us: suspend took 1.9 s on the Xbox devkit. From the PLM docs and what Anouk confirmed with the platform rep, we get 1 second after the Suspending event before the title is terminated. Where's the time going?",
        )
        .bash(
          "tools/ptrace_report Captures/suspend_xsx.ptrace --thread Main --since SuspendEvent",
          "OnSuspending                 1.87 s\n  SaveSystem::FlushBlocking   1.52 s\n  AudioDevice::Pause          0.21 s\n  NetSession::Leave           0.11 s",
        )
        .assistant(
          "SaveSystem::FlushBlocking is 1.52 s of it, and it runs on the main thread inside OnSuspending. The audio and net parts are fine. The fix is to keep a save snapshot ready and flush it from the IO thread with a deferral, but that's a real chunk of work in SaveSystem.",
        )
        .user(
          "yeah that's not a today thing. we need to move the save flush off the main thread before the cert submission on the 4th, put it on the list. for now just make sure the audio pause doesn't get worse",
        )
        .file("Read", "Engine/Platform/Xbox/PlmHandler.cpp")
        .assistant("Audio pause is 0.21 s and not blocking on anything new. Left it alone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1 second", "suspend"] },
      { kind: "task", keys: ["save flush"] },
    ],
  },
  {
    id: "b105-frame-allocator",
    build: (s) =>
      s
        .user("malloc shows up at 6% in the particle update, mostly std::vector growth in the emitter scratch buffers. Ideas that aren't a rewrite?")
        .bash(
          "tools/ptrace_report Captures/particles_dense.ptrace --allocs --top 3",
          "ParticleEmitter::simulate  allocs/frame 11482  bytes/frame 5.9 MB\nSpawnQueue::push           allocs/frame 2210   bytes/frame 0.4 MB\nstd::function<...>::ctor   allocs/frame 1804   bytes/frame 0.1 MB",
        )
        .assistant(
          "Proposal: a per-frame linear allocator. One 8 MB arena per frame in flight, three of them in a ring, reset when the frame's fence signals. Scratch containers take a FrameAlloc& and never free. 5.9 MB/frame fits, with headroom. Cost is one bump pointer per alloc, no locking if we give each worker its own slice.",
        )
        .user("do it, that's exactly what I wanted. 3 x 8 MB ring, per-worker slices.")
        .file("Write", "Engine/Core/Memory/FrameAllocator.h")
        .file("Edit", "Engine/Gameplay/Particles/ParticleEmitter.cpp")
        .bash("build/win64-profile/bin/particles_bench --scene dense", "particle update avg 0.94 ms (was 1.41 ms)  allocs/frame 12")
        .assistant("Particle update 1.41 → 0.94 ms, allocations per frame down to 12. The std::function ctor allocs are still there in SpawnQueue.")
        .user(
          "right, and that's the other thing: no std::function in anything that runs per frame. use our FunctionRef (Core/FunctionRef.h), it doesn't allocate. applies everywhere, not just here",
        )
        .file("Edit", "Engine/Gameplay/Particles/SpawnQueue.h")
        .stop("SpawnQueue now takes a FunctionRef; allocs/frame is 0 in the bench."),
    planted: [
      { kind: "decision", keys: ["linear allocator"] },
      { kind: "instruction", keys: ["functionref"] },
    ],
  },
  {
    id: "b105-dxc-pin",
    build: (s) =>
      s
        .user("shader cook fails on my machine with 'unknown SPIR-V decoration 5634', works on the farm")
        .bash("dxc --version; p4 have //depot/tools/dxc/...", "dxcompiler.dll: 1.8 - 1.8.2502.7\n//depot/tools/dxc/bin/dxc.exe#6 - D:/p4/tools/dxc/bin/dxc.exe")
        .assistant(
          "Your PATH picks up a system DXC 1.8.2502 from the Vulkan SDK, not the one in //depot/tools. The depot one is 1.8.2407. 2502 emits a decoration our SPIR-V reflection doesn't know.",
        )
        .user(
          "yep. DXC is pinned to 1.8.2407 in //depot/tools on purpose, anything newer breaks SpirvReflect. I'll fix my PATH. And when you touch anything under Shaders/, run `shaderc_cook --validate` first thing after the edit, before building, it catches the reflection mismatches in seconds",
        )
        .bash("set PATH=D:/p4/tools/dxc/bin;%PATH% && shaderc_cook --validate Shaders/", "validated 412 shaders, 0 errors (dxc 1.8.2407)")
        .stop("All 412 shaders validate with the pinned DXC."),
    planted: [
      { kind: "fact", keys: ["dxc", "2407"] },
      { kind: "instruction", keys: ["--validate"] },
    ],
  },
  {
    id: "b105-jobs-no-fibers",
    build: (s) =>
      s
        .user("Let's try fibers for the job system, I want wait-for-job without blocking a worker. Go with a fiber-based scheduler, 128 fibers, 64 KiB stacks.")
        .file("Write", "Engine/Core/Jobs/FiberScheduler.cpp")
        .bash(
          "build/win64-profile/bin/jobs_bench --scheduler fiber --jobs 12000",
          "scheduler=fiber  jobs=12000  frame overhead 0.41 ms  p99 0.77 ms\nscheduler=pool   jobs=12000  frame overhead 0.09 ms  p99 0.12 ms",
        )
        .assistant(
          "Numbers are in: fibers cost 0.41 ms of frame overhead at 12k jobs versus 0.09 ms for the current thread pool, and the p99 is worse by 0.65 ms. The switch cost plus the stack cache misses eat what we'd save on blocking waits.",
        )
        .user(
          "ugh. ok, scrap fibers. we stay on the plain thread pool job system, and waits go through the continuation API. delete FiberScheduler.cpp, I don't want it rotting in the tree",
        )
        .bash("p4 revert Engine/Core/Jobs/FiberScheduler.cpp", "//depot/main/Engine/Core/Jobs/FiberScheduler.cpp#none - was add, abandoned")
        .stop("Reverted the fiber scheduler add."),
    planted: [{ kind: "decision", keys: ["thread pool"] }],
  },
  {
    id: "b105-meshlets-lod",
    build: (s) =>
      s
        .user("why does the meshlet builder assert on the cliff_rock_03 asset")
        .bash(
          "Tools/Cooker/bin/cooker --asset Meshes/Env/cliff_rock_03.fbx --verbose 2>&1 | tail -3",
          "meshopt_buildMeshlets: max_vertices=64 max_triangles=124\nLODGen: mesh has 71,208 verts, using 32-bit index path\nASSERT meshlet.triangle_count <= 124 (got 126) MeshletBuilder.cpp:88",
        )
        .assistant(
          "The LOD generator hands the meshlet builder a cluster with 126 triangles after welding. The limits are 64 verts / 124 tris. We call meshopt with the right limits, but the weld pass runs after clustering and merges two clusters.",
        )
        .user(
          "right. for context, meshlets are fixed at 64 vertices / 124 triangles because that's what the mesh shader path is compiled for (one meshlet per workgroup), don't make it configurable. move the weld before clustering",
        )
        .file("Edit", "Tools/Cooker/src/MeshletBuilder.cpp")
        .bash("Tools/Cooker/bin/cooker --asset Meshes/Env/cliff_rock_03.fbx", "cooked cliff_rock_03 (LOD0-3, 1113 meshlets) OK")
        .assistant(
          "Cooks now. I also noticed LOD2 of this mesh lost its UV seams, the texture smears along the top edge. Only on meshes over 65k verts, where we take the 32-bit index path.",
        )
        .user("yeah known-ish. follow-up for after the milestone: the LOD generator drops UV seams on meshes > 65k verts. don't touch it now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["meshlet", "124"] },
      { kind: "task", keys: ["uv seams"] },
    ],
  },
  {
    id: "b105-build-ninja",
    build: (s) =>
      s
        .user("build the profile config and run the ecs tests")
        .bash("msbuild Engine.sln /p:Configuration=Profile /m", 'error MSB3202: The project file "Engine/Render/RenderGraph.vcxproj" was not found.', 1)
        .assistant("The solution references RenderGraph.vcxproj which doesn't exist anymore. Regenerate the .sln?")
        .user(
          "don't use the .sln at all, it's generated and always lags the CMake tree. build with `ninja -C build/win64-profile` and tests with ctest from that dir. that's the only supported way",
        )
        .bash(
          "ninja -C build/win64-profile && ctest --test-dir build/win64-profile -R ecs",
          "[1402/1402] Linking CXX executable bin/ecs_tests.exe\n100% tests passed, 0 tests failed out of 38",
        )
        .assistant("Built with ninja, 38/38 ECS tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["win64-profile"] }],
  },
  {
    id: "b105-tdr-descriptors",
    build: (s) =>
      s
        .user("GPU hang on level 7 again, Aftermath dump in Saved/Crashes/gpu_1109_2231.nv-gpudmp. Driver bug? the 566 driver was flaky")
        .bash(
          "tools/aftermath_decode Saved/Crashes/gpu_1109_2231.nv-gpudmp | head -6",
          "Device removed: DXGI_ERROR_DEVICE_HUNG (TDR)\nActive shader: ps_material_opaque (hash 0x9f31c2)\nPage fault at VA 0x7ffe_1040_0000: descriptor heap region, offset beyond committed size\nBindless heap: committed 500000 entries, requested index 500113",
        )
        .assistant(
          "It's not the driver. The pixel shader reads descriptor index 500113 and the bindless heap is committed at 500,000 entries, so it walks off the end and page-faults. Level 7 streams in the forest biome, which is the only place we go past 500k live textures+buffers.",
        )
        .user("confirm it, set the heap to 600k locally and replay")
        .bash(
          "build/win64-profile/bin/game --level 7 --bindless-heap 600000 --replay Saved/Replays/l7_hang.rpl",
          "replay finished 4312 frames, peak bindless 512044, no device lost",
        )
        .assistant("Confirmed. With a 600k heap the replay runs all 4312 frames, peak is 512,044 descriptors, no hang.")
        .user("ok so that's the root cause of the level 7 TDR: bindless descriptor heap overflow past 500k entries. write that in the bug")
        .stop(),
    planted: [{ kind: "fact", keys: ["500k", "descriptor"] }],
  },
  {
    id: "b105-reflect-serialize",
    build: (s) =>
      s
        .user(
          "new component HealthRegen needs save support. last time somebody hand-wrote Serialize() for Inventory and it drifted from the struct within a week. Should we keep doing handwritten ones or go full reflection?",
        )
        .assistant(
          "Reflection. We already have REFLECT_FIELD for the editor inspector; the serializer can walk the same field list, and a static_assert on sizeof catches a field added without a macro. Handwritten Serialize() only where the layout really differs from the struct.",
        )
        .user("agreed, reflection from now: component serialization goes through REFLECT_FIELD, handwritten Serialize only as the exception")
        .file("Edit", "Engine/Gameplay/Components/HealthRegen.h")
        .bash(
          "ninja -C build/win64-profile save_tests && build/win64-profile/bin/save_tests",
          "[12/12] Linking CXX executable bin/save_tests.exe\nsave_tests: 57 passed",
        )
        .assistant("HealthRegen round-trips through the reflected path; save_tests 57/57.")
        .user("nice. oh and remind me to add versioning to the save format before beta, right now any struct change bricks old saves")
        .stop("Will do."),
    planted: [
      { kind: "decision", keys: ["reflect_field"] },
      { kind: "task", keys: ["versioning"] },
    ],
  },
  {
    id: "b105-owners-render",
    build: (s) =>
      s
        .user("who should review the bloom barrier CL? I don't know the render folks yet")
        .bash(
          "p4 changes -m 5 //depot/main/Engine/Render/Vulkan/...",
          "Change 418790 on 2026/11/09 by mireille@mireille-ws 'RENDER: bindless heap stats'\nChange 418702 on 2026/11/07 by mireille@mireille-ws 'RENDER: async compute fence fix'\nChange 418655 on 2026/11/06 by tomas@tomas-ws 'RENDER: fsr3 hookup'",
        )
        .assistant("Going by history, mireille has most of the recent CLs in Engine/Render/Vulkan, tomas did the FSR3 hookup.")
        .user(
          "Mireille owns the Vulkan backend, every CL under Engine/Render/Vulkan needs her on the review. and start the CL description with RENDER: like the others, the farm dashboards filter on that prefix",
        )
        .file("Edit", "Engine/Render/Vulkan/Passes/BloomPass.cpp")
        .bash("p4 change -o 418830 | p4 change -i", "Change 418830 updated.")
        .stop("Description now starts with RENDER:, mireille added as reviewer."),
    planted: [
      { kind: "fact", keys: ["mireille"] },
      { kind: "instruction", keys: ["render:"] },
    ],
  },
  {
    id: "b105-pso-hitch",
    build: (s) =>
      s
        .user("there's a 40 ms hitch every time we enter the harbor on the PS5 devkit. shader compile?")
        .bash(
          "grep -i pipelinecache Saved/Logs/devkit_1110.log | head -3",
          "[Render] PipelineCache: load /devkit/cache/pso.bin failed (ENOENT)\n[Render] PipelineCache: save /devkit/cache/pso.bin failed (EROFS: read-only file system)\n[Render] PSO miss x212 in frame 18430 (40.3 ms)",
        )
        .assistant(
          "Yep, 212 PSO misses in one frame. And the pipeline cache never persists: /devkit/cache is mounted read-only on the devkit, so the save fails with EROFS and every boot starts cold.",
        )
        .user("huh. so /devkit/cache isn't writable on the kit. point the cache at /data/psocache instead, that one's ours")
        .file("Edit", "Engine/Platform/PS5/PlatformPaths.cpp")
        .bash("build/ps5-profile/deploy_and_run.sh --level harbor --twice", "run 1: PSO misses 212 (40.3 ms hitch)\nrun 2: PSO misses 0")
        .assistant("Second boot has zero misses now. First boot still hitches, of course.")
        .user("TODO next sprint: precompile PSOs from the recorded list at boot behind the loading screen, so first boot doesn't hitch either")
        .stop(),
    planted: [
      { kind: "fact", keys: ["/devkit/cache"] },
      { kind: "task", keys: ["precompile"] },
    ],
  },
  {
    id: "b105-texture-budget",
    build: (s) =>
      s
        .user("we're 310 MB over on textures in the forest biome. budget reminder for you: textures get 2.5 GB on console, of which the streaming pool is 1 GB")
        .bash(
          "tools/memreport --category Textures Saved/MemReports/forest_1110.mem",
          "Textures total 2.81 GB (budget 2.50 GB)\n  resident mips   1.62 GB\n  streaming pool  1.00 GB\n  UI atlases      0.19 GB\nTop: Background props mip0 0.34 GB",
        )
        .assistant(
          "Resident is the problem, 1.62 GB. Mip 0 of props tagged Background alone is 0.34 GB, and those are never closer than ~40 m to the camera in this biome. Dropping mip 0 for Background gets us to 2.47 GB.",
        )
        .user("do that. we drop mip 0 for everything tagged Background, at cook time, all biomes")
        .file("Edit", "Tools/Cooker/src/TextureCook.cpp")
        .bash(
          "Tools/Cooker/bin/cooker --platform ps5 --tag Background --incremental && tools/memreport --category Textures Saved/MemReports/forest_1110b.mem | head -1",
          "cooked 1840 textures\nTextures total 2.47 GB (budget 2.50 GB)",
        )
        .stop("Forest is at 2.47 GB, under budget."),
    planted: [
      { kind: "fact", keys: ["2.5 gb"] },
      { kind: "decision", keys: ["mip 0", "background"] },
    ],
  },
  {
    id: "b105-ctest-labels",
    build: (s) =>
      s
        .user("the full ctest run takes 22 min, I'm not waiting that long before every shelve")
        .bash("ctest --test-dir build/win64-profile --print-labels", "Test project build/win64-profile\nAll Labels:\n  fast\n  slow\n  gpu")
        .assistant("There are fast/slow/gpu labels already. `-L fast` is 212 tests, ~70 s here.")
        .user(
          "ok, convention going forward: before shelving, run `ctest --preset profile -L fast`. slow and gpu labels are the nightly's job, don't run them locally unless I ask",
        )
        .bash("ctest --preset profile -L fast", "100% tests passed, 0 tests failed out of 212\nTotal Test time (real) =  68.41 sec")
        .assistant("212/212 fast tests, 68 s. One thing: EcsQueryTests.ParallelChunks failed once in three runs under the TSan build earlier today.")
        .user("yeah the ECS query tests are flaky under TSan, not today. backlog it: fix the TSan flake in EcsQueryTests")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["-l fast"] },
      { kind: "task", keys: ["tsan"] },
    ],
  },
  {
    id: "b105-profile-numbers",
    build: (s) =>
      s
        .user("I ran the animation system on my PC in Debug and it's 9 ms, that's insane, check it")
        .bash("build/win64-debug/bin/anim_bench --scene crowd", "AnimSystem::update avg 9.12 ms (DEBUG BUILD, iterator debugging on)")
        .assistant("That's a Debug build with iterator debugging on, so it's mostly checked iterators. On Profile it's a different story:")
        .bash("build/win64-profile/bin/anim_bench --scene crowd", "AnimSystem::update avg 0.88 ms")
        .user(
          "meh, fair. rule for you and me both: perf numbers only count from the Profile config on the devkit. never quote Debug or PC timings in a CL or bug, they just cause panic",
        )
        .assistant("Makes sense. I'll take timings from Profile on the devkit and say so when a number is from anywhere else.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["profile config"] }],
  },
  {
    id: "b105-entity-handles",
    build: (s) =>
      s
        .user(
          "Entity handles are 64-bit right now (32 index, 32 generation). They're in every component that references another entity, so it's bloating the chunks. Proposal?",
        )
        .assistant(
          "32-bit handles: 20-bit index (1,048,576 live entities, we peak at ~310k in Harbor) and 12-bit generation (4096 reuses before wrap). With a free-list that recycles FIFO, a stale handle colliding after 4096 reuses of the same slot is practically impossible in a session. Saves 4 bytes per reference; Parent, Target and Owner components shrink by half.",
        )
        .user("what about the network replication, do they go over the wire")
        .assistant("No, replication uses NetIds, handles stay local. Nothing on the wire changes.")
        .user("then yes, go: 32-bit handles, 20-bit index + 12-bit generation.")
        .file("Edit", "Engine/Core/ecs/Entity.h")
        .bash("ninja -C build/win64-profile ecs_tests && build/win64-profile/bin/ecs_tests", "ecs_tests: 38 passed")
        .stop("Entity is now a uint32_t; all ECS tests pass."),
    planted: [{ kind: "decision", keys: ["12-bit generation"] }],
  },
  {
    id: "b105-hot-reload",
    build: (s) =>
      s
        .user("shader hot reload isn't picking up my edits to Shaders/Compute/cull.hlsl")
        .bash(
          "netstat -ano | findstr 4711; type Saved/Logs/hotreload.log | tail -2",
          "TCP 127.0.0.1:4711 LISTENING 21344\n[HotReload] change: Shaders/Compute/cull.hlsl\n[HotReload] recreate pipeline failed: VkPipelineLayout mismatch (set 2)",
        )
        .assistant(
          "The watcher sees the change fine. The compute pipeline recreate fails because the pipeline layout changed (set 2) and hot reload reuses the old layout. It's been that way since the bindless layout CL.",
        )
        .user("right, so is it only compute that's broken? graphics ones still work?")
        .bash("touch Shaders/Forward/opaque.hlsl && sleep 2 && tail -1 Saved/Logs/hotreload.log", "[HotReload] recreated 14 graphics pipelines OK")
        .assistant("Graphics works, 14 pipelines recreated. Only compute is broken.")
        .user("ok. need to fix hot reload for compute shaders (rebuild the layout on reload) but next week, after the milestone")
        .stop(),
    planted: [{ kind: "task", keys: ["hot reload", "compute"] }],
  },
  {
    id: "b105-directstorage",
    build: (s) =>
      s
        .user("PC level load for Harbor is 14.2 s on an NVMe, consoles do it in 4. What's the PC path doing?")
        .bash(
          "tools/ptrace_report Captures/pc_load_harbor.ptrace --io",
          "AsyncIO thread: 3812 reads, avg 48 KiB, queue depth 1\nDecompress (CPU, oodle): 6.9 s\nwait on IO: 5.1 s",
        )
        .assistant(
          "Queue depth 1 with 48 KiB reads and CPU decompression. My suggestion: DirectStorage on PC for level chunks with GPU GDeflate decompression, and keep the async IO thread as the fallback when DirectStorage isn't available (Win10 without the runtime, some old drivers). Expect 4-5 s.",
        )
        .user("ship it. DirectStorage for level chunks, IO thread fallback. prototype numbers first though")
        .file("Write", "Engine/Platform/Windows/DirectStorageLoader.cpp")
        .bash("build/win64-profile/bin/game --level harbor --measure-load", "load harbor: 4.6 s (DirectStorage, GDeflate GPU)")
        .assistant("4.6 s with DirectStorage, down from 14.2.")
        .stop(),
    planted: [{ kind: "decision", keys: ["directstorage"] }],
  },
  {
    id: "b105-loc-strings",
    build: (s) =>
      s
        .user("add an error popup when the session host drops, text 'Connection lost. Returning to menu.'")
        .file("Edit", "Engine/Gameplay/UI/NetErrorPopup.cpp")
        .assistant("Added the popup with the text hardcoded for now; it shows on NetSession::OnHostLost.")
        .user(
          "no hardcoded user-facing strings, ever. everything goes through the LOC_ macros and the string table, otherwise cert fails us on the japanese build. use LOC_NET_HOST_LOST",
        )
        .file("Edit", "Engine/Gameplay/UI/NetErrorPopup.cpp")
        .bash("tools/loc_check --missing", "LOC_NET_HOST_LOST: en OK, ja MISSING, fr MISSING, de MISSING")
        .assistant("Uses LOC_NET_HOST_LOST now. The key only has English so far.")
        .user(
          "that's Loc's part. but we still need the platform-compliant network-loss strings for all 12 languages before submission. they haven't delivered, keep it as an open item",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["loc_"] },
      { kind: "task", keys: ["network-loss"] },
    ],
  },
  {
    id: "b105-vma-dedicated",
    build: (s) =>
      s
        .user("render target allocations fragment the device-local heap after a few resolution changes. what version of VMA are we on?")
        .bash("head -3 ThirdParty/vma/VERSION.txt", "VulkanMemoryAllocator 3.0.1\nlocal patch: defrag-move-fix.patch (see ThirdParty/vma/PATCHES.md)")
        .assistant(
          "VMA 3.0.1 with our defrag patch. The RTs sub-allocate from 256 MB blocks; after a resize the old 4K targets leave holes that the new sizes don't fit. Option: dedicated allocations for anything big. Driver handles those as their own VkDeviceMemory, so they free cleanly.",
        )
        .user("yes, dedicated allocations for render targets over 16 MB. smaller ones stay pooled")
        .file("Edit", "Engine/Render/Vulkan/VkAllocator.cpp")
        .bash("build/win64-profile/bin/render_smoke --resize-cycle 50", "after 50 resizes: device-local fragmentation 3% (was 38%)")
        .assistant("Fragmentation after 50 resize cycles is 3%, was 38%.")
        .user("good. for future reference VMA lives in ThirdParty/vma, it's 3.0.1 and locally patched, so never just drop a new upstream over it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dedicated", "16 mb"] },
      { kind: "fact", keys: ["vma", "3.0.1"] },
      { kind: "instruction", keys: ["upstream"] },
    ],
  },
  {
    id: "b105-crash-symbols",
    build: (s) =>
      s
        .user("QA crash from last night's build, callstack is all hex. CL 418760")
        .bash(
          "tools/symbolize --dump Saved/Crashes/qa_1110_0312.dmp",
          "symsrv: //sym01/symbols ... 0x7ff6a1203c10 not found\nframes: 0x7ff6a1203c10 0x7ff6a11f8812 0x7ff6a0ff1190",
        )
        .assistant("The symbol server at //sym01 doesn't have PDBs for 418760. The farm built it but nobody uploaded symbols.")
        .user(
          "yeah, //sym01 is our symbol server, Ilja uploads them by hand and forgot. follow-up: make the farm upload PDBs to sym01 automatically after every build. for now grab them from the build share",
        )
        .bash(
          "tools/symbolize --dump Saved/Crashes/qa_1110_0312.dmp --pdb //fs02/builds/418760/pdb",
          "#0 AnimGraph::evalBlend(const BlendNode&) AnimGraph.cpp:412\n#1 AnimSystem::update(float) AnimSystem.cpp:88\n#2 JobWorker::run() JobWorker.cpp:57",
        )
        .assistant("AnimGraph::evalBlend at AnimGraph.cpp:412, called from the anim job.")
        .stop(),
    planted: [
      { kind: "task", keys: ["pdbs"] },
      { kind: "fact", keys: ["sym01", "symbol server"] },
    ],
  },
  {
    id: "b105-physics-step",
    build: (s) =>
      s
        .user("ragdolls explode at 30 fps on the Switch build. physics steps with the frame delta right now?")
        .bash("grep -n 'step(' Engine/Physics/PhysicsWorld.cpp", "118:    m_world->step(dt, 1);")
        .assistant(
          "Yes, variable delta with one substep, so at 30 fps it's a 33 ms step and the joint solver goes unstable. Fixed step is the standard fix: 1/60 with an accumulator and up to N substeps per frame, interpolate transforms for rendering.",
        )
        .user("fixed 1/60 step, max 4 substeps per frame, and interpolate. if we're slower than 15 fps we drop time, that's fine")
        .file("Edit", "Engine/Physics/PhysicsWorld.cpp")
        .bash("build/switch-profile/run_test.sh ragdoll_stress", "ragdoll_stress: 0 explosions in 600 frames at 30 fps")
        .stop("Ragdoll stress test is clean at 30 fps."),
    planted: [{ kind: "decision", keys: ["substeps"] }],
  },
  {
    id: "b105-streaming-ownership",
    build: (s) =>
      s
        .user("where does the texture streamer decide which mips to request? I need to add the Background bias")
        .bash(
          "p4 grep -e 'requestMip' //depot/main/Engine/Streaming/...",
          "//depot/main/Engine/Streaming/MipSelector.cpp#14:77:    requestMip(tex, wantedMip);",
        )
        .assistant("MipSelector.cpp, line 77. It computes wantedMip from screen-space texel density and a global bias.")
        .user(
          "ok. fyi streaming is Tomas's, he wrote MipSelector and he's on the Helsinki team (UTC+2), so ping him before 16:00 our time. and any streaming perf claim has to be measured on Harbor, it's the worst case",
        )
        .file("Edit", "Engine/Streaming/MipSelector.cpp")
        .stop("Added the Background bias in MipSelector; I'll leave the review to Tomas."),
    planted: [
      { kind: "fact", keys: ["tomas", "helsinki"] },
      { kind: "instruction", keys: ["harbor"] },
    ],
  },
  {
    id: "b105-gpu-timestamps",
    build: (s) =>
      s
        .user("GPU timings in the overlay jump around by 2 ms frame to frame, I can't trust them")
        .bash(
          "grep -n 'vkCmdWriteTimestamp' -r Engine/Render/Vulkan | head -3",
          "Engine/Render/Vulkan/GpuProfiler.cpp:64: vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, pool, q);",
        )
        .assistant(
          "The begin timestamps use TOP_OF_PIPE, which on this hardware can be written before earlier work drains, so the interval includes overlap from the previous pass. Using vkCmdWriteTimestamp2 with ALL_COMMANDS for both ends gives stable numbers.",
        )
        .user("do it")
        .file("Edit", "Engine/Render/Vulkan/GpuProfiler.cpp")
        .bash(
          "build/win64-profile/bin/game --level harbor --gpu-overlay --frames 300 --dump",
          "shadow 1.91±0.04 ms  gbuffer 3.12±0.05 ms  lighting 2.40±0.03 ms",
        )
        .assistant("Jitter is down to ±0.05 ms. Harbor GPU: shadows 1.91, gbuffer 3.12, lighting 2.40 ms.")
        .user(
          "much better. for the record, the jitter was TOP_OF_PIPE timestamps overlapping the previous pass, not the GPU clocks. we spent a week blaming clock boosting",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["top_of_pipe"] }],
  },
  {
    id: "b105-cook-farm-tasks",
    build: (s) =>
      s
        .user(
          "end of day. quick list before I go, so it's somewhere:\n- the cooker still leaks ~200 MB per 1000 assets in the FBX importer, needs a look after the milestone\n- Switch cook target is missing the ASTC 6x6 path for UI textures, someone has to add it\n- I'll review Anouk's save snapshot CL tomorrow morning, don't let me forget",
        )
        .bash("p4 opened -c default", "//depot/main/Tools/Cooker/src/TextureCook.cpp#22 - edit default change (text)")
        .assistant("You have TextureCook.cpp open in the default changelist. Shelve it before you go?")
        .user("yes shelve it into a new CL, description 'WIP astc'")
        .bash(
          "p4 change -o | sed 's/<enter description here>/WIP astc/' | p4 change -i && p4 reopen -c 418851 Tools/Cooker/src/TextureCook.cpp && p4 shelve -c 418851",
          "Change 418851 created.\nChange 418851 files shelved.",
        )
        .stop("Shelved as 418851."),
    planted: [
      { kind: "task", keys: ["fbx", "leaks"] },
      { kind: "task", keys: ["astc"] },
      { kind: "task", keys: ["anouk"] },
    ],
  },
  {
    id: "b105-shadow-cascades",
    build: (s) =>
      s
        .user("shadows are 1.91 ms on Harbor GPU, target is 1.4. we render 4 cascades at 2048. what are the options")
        .bash(
          "build/win64-profile/bin/game --level harbor --gpu-overlay --frames 300 --dump --shadow-cascades 3 --shadow-res 2048",
          "shadow 1.33±0.03 ms  (cascades=3, res=2048)",
        )
        .assistant(
          "Dropping the 4th cascade and stretching cascade 2 to cover its range gets shadows to 1.33 ms. Quality loss is at 180 m+, where the terrain's baked shadows take over anyway. The alternative is 4 cascades at 1536, which lands at 1.45 ms and visibly softens the near cascade.",
        )
        .user("going with 3 cascades at 2048, the far one was always mostly wasted")
        .file("Edit", "Config/Render/Shadows.ini")
        .assistant("Set ShadowCascades=3 in Shadows.ini. CL is shelved as 418861.")
        .user(
          "good. from now on, any CL that changes render settings carries before/after GPU numbers from Harbor in the description, like you just did in the overlay dump. otherwise Mireille bounces it",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["3 cascades"] },
      { kind: "instruction", keys: ["before/after"] },
    ],
  },
  {
    id: "b105-async-ssao",
    build: (s) =>
      s
        .user("graphics queue is the bottleneck on PS5, 15.8 ms GPU with the compute queue mostly idle. what could move?")
        .bash(
          "tools/gpu_timeline Captures/ps5_harbor.gpt --queues",
          "GFX:     gbuffer 3.1  ssao 1.2  lighting 2.4  shadows 1.3  post 2.9  ... total 15.8 ms\nCOMPUTE: particles_sim 0.4  (idle 14.9 ms)",
        )
        .assistant(
          "SSAO is the cleanest candidate: it only needs depth and normals from the gbuffer and is consumed by lighting, so it can run on the compute queue overlapped with the shadow pass. Roughly -1.1 ms on GFX if the overlap holds. Post could move too, but it reads half the frame's targets and the sync would be ugly.",
        )
        .user("try ssao on async compute")
        .file("Edit", "Engine/Render/Passes/SsaoPass.cpp")
        .bash("build/ps5-profile/deploy_and_run.sh --level harbor --gpu-timeline", "GFX total 14.7 ms  COMPUTE: ssao 1.3 (overlapped with shadows)")
        .assistant("GFX goes 15.8 → 14.7 ms. SSAO takes 1.3 ms on compute, fully hidden behind shadows.")
        .user("ok that's a keeper, SSAO stays on async compute")
        .stop(),
    planted: [{ kind: "decision", keys: ["ssao", "async compute"] }],
  },
  {
    id: "b105-p4-typemap",
    build: (s) =>
      s
        .user("Anouk and I both edited cliff_rock_03.fbx yesterday and p4 let her submit over my version?? I thought binaries were locked")
        .bash("p4 typemap -o | grep -E 'fbx|pak|png'", "\tbinary+l //depot/....pak\n\tbinary+l //depot/....png\n\tbinary //depot/....fbx")
        .assistant(
          "That's why: .pak and .png are binary+l (exclusive checkout), but .fbx is plain binary, so two people can open it at once and the second submit needs a resolve that p4 happily does by taking theirs.",
        )
        .user("ugh. fix the typemap line for fbx, +l like the rest")
        .bash("p4 typemap -o | sed 's#binary //depot/....fbx#binary+l //depot/....fbx#' | p4 typemap -i", "Typemap saved.")
        .assistant("Typemap saved. Every .fbx is exclusive-checkout (binary+l) from now on, same as .pak and .png.")
        .user(
          "good. and one habit I want from you: run `p4 reconcile -n` before every shelve, we keep finding files that were edited without a checkout because someone cleared the read-only flag",
        )
        .bash("p4 reconcile -n //depot/main/Tools/Cooker/...", "//depot/main/Tools/Cooker/src/MeshletBuilder.cpp#9 - opened for edit")
        .stop("reconcile -n found MeshletBuilder.cpp edited without checkout; it's opened now."),
    planted: [
      { kind: "fact", keys: ["exclusive", "fbx"] },
      { kind: "instruction", keys: ["reconcile"] },
    ],
  },
  {
    id: "b105-achievements",
    build: (s) =>
      s
        .user("two achievements unlocked at the same frame on Xbox and only one showed up. bug in our code or theirs?")
        .file("Read", "Engine/Platform/Xbox/AchievementQueue.cpp")
        .bash(
          "grep -n kMinInterval Engine/Platform/Xbox/AchievementQueue.cpp",
          "14: constexpr auto kMinInterval = std::chrono::seconds(2); // XAchievements throttles faster calls",
        )
        .assistant(
          "Ours, sort of. AchievementQueue spaces platform unlock calls at least 2 s apart because the XAchievements API throttles faster calls. The second unlock was queued, but the queue gets cleared on level transition, which happened 1.4 s later.",
        )
        .user("right, I forgot we wrote that: AchievementQueue rate-limits platform unlocks to one call per 2 s. ok, make the queue survive level transitions")
        .file("Edit", "Engine/Platform/Xbox/AchievementQueue.cpp")
        .bash("build/xsx-profile/run_test.sh achievements_burst", "achievements_burst: 5/5 unlocks delivered across level transition")
        .assistant("All 5 burst unlocks delivered across a level transition now.")
        .user("nice. one more for the cert list: somebody has to test achievement unlocks while offline, nobody has done that yet and it's on the checklist")
        .stop(),
    planted: [
      { kind: "fact", keys: ["achievementqueue", "2 s"] },
      { kind: "task", keys: ["offline"] },
    ],
  },
  {
    id: "b105-asset-names",
    build: (s) =>
      s
        .user("the cooker's name check warned on 3,100 assets. what's the actual convention in the validator?")
        .bash(
          "Tools/Cooker/bin/cooker --validate-names --summary",
          "naming: 3104 warnings\n  CliffRock03.fbx -> expected mesh_cliff_rock_03\n  T_Rock_D.png -> expected tex_rock_d\n  ...",
        )
        .assistant(
          "The validator wants snake_case with a type prefix: tex_, mesh_, mat_, anim_. Most of the 3,104 are old CamelCase assets from before the rule.",
        )
        .user(
          "yeah. rule for anything new you create or rename: snake_case plus the type prefix (tex_, mesh_, mat_, anim_), no exceptions. for the 3,100 old ones, options?",
        )
        .assistant(
          "a) rename and fix references by hand — weeks. b) rename in bulk and write a redirector table (old path -> new path) the loader consults, then drop it once all levels are resaved. c) leave them and whitelist. b is maybe a day of work.",
        )
        .user("b. bulk rename with a redirector table, we delete the table after the resave")
        .file("Write", "Tools/Cooker/src/Redirectors.cpp")
        .bash("Tools/Cooker/bin/cooker --rename-legacy --dry-run | tail -1", "would rename 3104 assets, write 3104 redirectors")
        .stop("Dry run: 3104 renames, 3104 redirectors."),
    planted: [
      { kind: "instruction", keys: ["snake_case"] },
      { kind: "decision", keys: ["redirector"] },
    ],
  },
  {
    id: "b105-no-lua",
    build: (s) =>
      s
        .user("design wants scripting for the quest logic. Lua prototype is in //depot/sandbox/lua_quests, can you measure it against the C++ QuestSystem")
        .bash(
          "build/win64-profile/bin/quest_bench --impl lua --quests 400; build/win64-profile/bin/quest_bench --impl cpp --quests 400",
          "impl=lua  400 quests  update 0.93 ms  gc 0.31 ms  mem 46 MB\nimpl=cpp  400 quests  update 0.07 ms  mem 3 MB",
        )
        .assistant(
          "Lua: 0.93 ms update plus 0.31 ms GC spikes and 46 MB, for 400 quests. C++: 0.07 ms and 3 MB. On the Switch that Lua cost would be ~2.5 ms. We could try LuaJIT, but it's not allowed on consoles (no JIT pages), so interpreted numbers are the real ones.",
        )
        .user(
          "that settles it. no Lua, quest/gameplay logic stays in C++, designers get data-driven quest graphs in the editor instead. and a structure rule while you're in there: one system per file under Engine/Gameplay/Systems, named FooSystem.cpp",
        )
        .file("Write", "Engine/Gameplay/Systems/QuestGraphSystem.cpp")
        .assistant("Started QuestGraphSystem.cpp as its own file under Engine/Gameplay/Systems.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lua"] },
      { kind: "instruction", keys: ["one system per file"] },
    ],
  },
  {
    id: "b105-toolchains",
    build: (s) =>
      s
        .user("std::expected doesn't compile on the Switch build, works on PC. what's the toolchain there")
        .bash("build/switch-profile/toolchain.sh --version", "clang version 17.0.6 (NintendoSDK 18.3.0)\nlibc++ 17, -fno-exceptions -fno-rtti")
        .assistant(
          "Clang 17 with libc++ 17 from the Nintendo SDK. std::expected is there in libc++ 17 but gated behind C++23 mode, and the switch preset compiles with -std=c++20. Also note -fno-exceptions -fno-rtti, same as the other consoles.",
        )
        .user(
          "right, Switch is clang 17 and c++20 until Nintendo ships a new SDK. switch FileReader to our Result<T,E>. and since you mention it: no dynamic_cast, no typeid, no exceptions in engine code, RTTI is off on every console build and it has to stay portable",
        )
        .file("Edit", "Engine/Core/Io/FileReader.cpp")
        .bash("ninja -C build/switch-profile engine_core", "[88/88] Linking CXX static library lib/engine_core.a")
        .assistant("Switched FileReader to Result<T,E>, switch build links.")
        .user(
          "and while we're on compilers: we turn on -Werror for Engine/Core starting today, it's clean now and I want it to stay clean. also TODO: bump the PC toolchain to MSVC 17.12 once IT updates the farm images",
        )
        .file("Edit", "Engine/Core/CMakeLists.txt")
        .stop("-Werror enabled for Engine/Core; builds clean on win64 and switch."),
    planted: [
      { kind: "fact", keys: ["clang 17"] },
      { kind: "instruction", keys: ["rtti"] },
      { kind: "decision", keys: ["-werror"] },
      { kind: "task", keys: ["17.12"] },
    ],
  },
  {
    id: "b105-rendergraph-alias",
    build: (s) =>
      s
        .user("4K on PC with all features uses 2.9 GB of render targets. the render graph allocates every transient separately?")
        .bash(
          "build/win64-profile/bin/game --level harbor --res 3840x2160 --rg-stats | tail -3",
          "rendergraph: 41 transient textures, 2.91 GB committed\n  lifetime overlap max: 14\n  aliasable (non-overlapping) bytes: 0.41 GB reusable",
        )
        .assistant(
          "Yes, one allocation per transient. Only 14 are live at once, so aliasing transients that don't overlap in lifetime would save about 410 MB at 4K. The cost is an aliasing barrier at the handoff, which on our passes is in the noise. Hmm, one risk: async compute SSAO overlaps shadows, so those two must not alias.",
        )
        .user("ok. render graph aliases transient memory from now on, with the async queue lifetimes taken into account. do it")
        .file("Edit", "Engine/Render/RenderGraph/TransientAllocator.cpp")
        .bash(
          "build/win64-profile/bin/game --level harbor --res 3840x2160 --rg-stats | tail -1",
          "rendergraph: 41 transient textures, 2.49 GB committed (aliased)",
        )
        .assistant("2.91 → 2.49 GB at 4K with aliasing, no validation errors.")
        .user("TODO for someday: a debug dump of the render graph to graphviz, resource lifetimes included. hard to review aliasing without it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["alias"] },
      { kind: "task", keys: ["graphviz"] },
    ],
  },
  {
    id: "b105-audio-core",
    build: (s) =>
      s
        .user("audio crackles on PS5 under heavy load, only when the job system is saturated")
        .bash(
          "tools/ptrace_report Captures/ps5_audio_crackle.ptrace --thread Audio --preemptions",
          "Audio thread: core 6, preempted 37 times by JobWorker#5 (core 6), max stall 3.8 ms",
        )
        .assistant(
          "JobWorker #5 got scheduled on core 6, which is where the audio thread is pinned, and preempted it 37 times with stalls up to 3.8 ms. The worker affinity mask includes core 6 because the mask is computed with raw sched_setaffinity from hardware_concurrency.",
        )
        .user(
          "yeah the audio thread lives on core 6 on PS5, that's fixed by the audio middleware. and set thread affinity only through Platform::SetAffinity, never raw sched_setaffinity, it knows the reserved cores per platform",
        )
        .file("Edit", "Engine/Core/Jobs/JobSystem.cpp")
        .bash("build/ps5-profile/deploy_and_run.sh --level harbor --stress-jobs --capture audio", "Audio thread: core 6, preempted 0 times, max stall 0.02 ms")
        .stop("Workers now skip core 6; zero preemptions of the audio thread."),
    planted: [
      { kind: "fact", keys: ["core 6"] },
      { kind: "instruction", keys: ["setaffinity"] },
    ],
  },
  {
    id: "b105-foliage-culling",
    build: (s) =>
      s
        .user("foliage in the forest biome: 1.2M instances, CPU culling takes 3.4 ms on the render thread. ideas")
        .assistant(
          "A few: (1) coarser CPU culling by cluster, 64 instances per cluster, maybe 0.6 ms. (2) GPU-driven culling: a compute pass culls instances against the frustum and last frame's HiZ and writes indirect draw args; CPU cost goes to ~0. (3) Fewer instances via impostors past 80 m. Could be worth combining 2 and 3 eventually.",
        )
        .user("how much GPU time would 2 cost?")
        .bash(
          "build/win64-profile/bin/culling_bench --instances 1200000 --mode gpu",
          "gpu cull: 0.28 ms (compute), indirect draws: 1 per material (37)\ncpu cull: 0.04 ms",
        )
        .assistant("0.28 ms of compute for 1.2M instances, CPU drops to 0.04 ms. It'd run on the async queue too.")
        .user("hmm, and HiZ from last frame, any popping on fast camera turns?")
        .assistant(
          "Some, one frame of disocclusion. The usual fix is a second pass re-testing the culled-by-HiZ set against this frame's depth; that's another ~0.1 ms.",
        )
        .user(
          "fine, we go GPU-driven for foliage culling, with the two-pass HiZ test. impostors later maybe. remind me to ask Tomas how the streamer should feed instance data to it, he'll have opinions",
        )
        .file("Write", "Engine/Render/Passes/FoliageCullPass.cpp")
        .stop("FoliageCullPass.cpp scaffolded with the two-pass HiZ layout."),
    planted: [
      { kind: "decision", keys: ["gpu-driven"] },
      { kind: "task", keys: ["tomas"] },
    ],
  },
  // ---- sessions that plant nothing ----
  {
    id: "b105-quiet-perf-question",
    build: (s) =>
      s
        .user("is `std::sort` on 200k entity ids really 4 ms? feels slow")
        .bash(
          "build/win64-profile/bin/micro_bench --case sort_entities --n 200000",
          "std::sort        3.92 ms\npdqsort          2.71 ms\nradix (11-bit)   0.64 ms",
        )
        .assistant(
          "3.92 ms for std::sort, 0.64 ms for an 11-bit radix sort on the same data. Ids are 32-bit ints, so radix is a natural fit. Whether it matters depends on how often it runs.",
        )
        .user("it's once per level load I think. where is it called from?")
        .bash("grep -rn 'sortEntities(' Engine/ | head -2", "Engine/World/LevelLoader.cpp:301:    sortEntities(ids);")
        .assistant("Only LevelLoader.cpp:301, once per load.")
        .user("then who cares. leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-compile-error",
    build: (s) =>
      s
        .user("build's broken on my side after syncing, can you fix it")
        .bash(
          "ninja -C build/win64-profile 2>&1 | grep error | head -2",
          "Engine/Gameplay/AI/Perception.cpp(212): error C2039: 'position' is not a member of 'Transform'\nEngine/Gameplay/AI/Perception.cpp(219): error C2039: 'position' is not a member of 'Transform'",
          1,
        )
        .assistant("Transform::position was renamed to `translation` in this morning's CL and Perception.cpp wasn't updated. Two lines.")
        .user("just fix those two")
        .file("Edit", "Engine/Gameplay/AI/Perception.cpp")
        .bash("ninja -C build/win64-profile", "[2/2] Linking CXX executable bin/game.exe")
        .assistant("Fixed both lines, build is green.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-layouts-question",
    build: (s) =>
      s
        .user(
          "dumb question, why do we transition the swapchain image to PRESENT_SRC_KHR at the end of the frame if the present engine is going to read it anyway",
        )
        .assistant(
          "Not dumb. The present engine is outside the graphics pipeline, so the driver needs the image in a layout it knows the presentation engine can consume, and the barrier also makes the color writes available. On some hardware PRESENT_SRC and COLOR_ATTACHMENT_OPTIMAL are the same bits and the transition is nearly free; on tiled GPUs it can trigger a resolve/decompress.",
        )
        .user("and the semaphore in vkQueuePresentKHR covers the execution dependency?")
        .assistant("Right: the semaphore orders the present after the submit; the layout transition handles the memory side. You need both.")
        .user("ok that makes sense, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-renderdoc-guess",
    build: (s) =>
      s
        .user("shadow acne on the cliffs at grazing angles, capture in Captures/acne.rdc. could it be the depth bias? or the cascade split?")
        .bash(
          "renderdoccmd replay Captures/acne.rdc --dump-state --event 1422 | grep -i bias",
          "depthBiasConstantFactor: 1.25\ndepthBiasSlopeFactor: 1.75\ndepthBiasClamp: 0.0",
        )
        .assistant(
          "Slope bias 1.75 is on the low side for this cascade's texel size, so that's a candidate. The cascade split could also do it: the cliffs sit right at the 2/3 boundary. I can't tell which from one capture.",
        )
        .user("hm. maybe it's the normal offset being off too. let's look at it another day, I want to think about it")
        .assistant("Sure. When you pick it up, a capture with cascade 2 forced for the whole screen would separate the two.")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-grep-todos",
    build: (s) =>
      s
        .user("how many TODOs are in the renderer these days? curious")
        .bash(
          "p4 grep -i -e 'TODO' //depot/main/Engine/Render/... | wc -l; p4 grep -i -e 'TODO' //depot/main/Engine/Render/Vulkan/VkDevice.cpp",
          "147\n//depot/main/Engine/Render/Vulkan/VkDevice.cpp#40: // TODO(mireille): always enable robustness2 once the switch driver supports it\n//depot/main/Engine/Render/Vulkan/VkDevice.cpp#40: // TODO: never call vkDeviceWaitIdle on the render thread, must move to shutdown",
        )
        .assistant("147 TODO comments under Engine/Render, 2 of them in VkDevice.cpp, both about robustness2 and vkDeviceWaitIdle.")
        .user("lol, 147. about what I expected. ok nothing to do with that, just wanted the number")
        .assistant("Fair enough.")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-entt-idea",
    build: (s) =>
      s
        .user("been reading about EnTT's sparse sets. how would that compare to our archetypes for the AI perception queries?")
        .assistant(
          "Sparse sets win when components are added/removed a lot (no archetype moves) and for single-component iteration; archetypes win for multi-component queries over stable sets. Perception queries touch Transform+Perception+Faction, which is archetype-friendly. One option would be a hybrid: sparse-set storage just for tag components like InCombat that flip every few frames.",
        )
        .user("interesting. how often do we actually flip InCombat?")
        .bash("tools/ptrace_report Captures/harbor_1108.ptrace --ecs-moves --top 2", "archetype moves/frame: InCombat 412, Stunned 37")
        .assistant("412 archetype moves per frame for InCombat in Harbor. That's about 0.06 ms.")
        .user("0.06 ms, not worth the complexity right now. just curious")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-status",
    build: (s) =>
      s
        .user("where are we on the bloom thing")
        .bash("p4 describe -s 418830 | head -3", "Change 418830 by dmitri@dmitri-ws *pending*\n\n\tRENDER: bloom barriers via sync2")
        .assistant(
          "Status: bloom barriers are rewritten with sync2, validation is clean, the CL 418830 is shelved with mireille on the review. Nothing else pending on it.",
        )
        .user("ok cool, and the render_smoke run was on the devkit or PC?")
        .assistant("PC, win64-profile. I haven't run it on the devkit.")
        .user("fine for now")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-revert-one",
    build: (s) =>
      s
        .user("revert the config file I accidentally opened")
        .bash(
          "p4 opened",
          "//depot/main/Config/DefaultEngine.ini#88 - edit default change (text)\n//depot/main/Engine/Streaming/MipSelector.cpp#14 - edit default change (text)",
        )
        .assistant("DefaultEngine.ini and MipSelector.cpp are open. Reverting DefaultEngine.ini only.")
        .bash("p4 revert //depot/main/Config/DefaultEngine.ini", "//depot/main/Config/DefaultEngine.ini#88 - was edit, reverted")
        .user("yup that one")
        .assistant("Done, MipSelector.cpp is still open.")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-reverse-z",
    build: (s) =>
      s
        .user(
          "thinking out loud: maybe we should always clear depth to 0 and flip to reverse-Z everywhere, the far-plane precision on Harbor is bad. actually no, scratch that, the shadow code assumes forward Z in like 30 places. ignore me",
        )
        .assistant("Ignored. For what it's worth, the precision issue on Harbor could also be the 0.05 near plane.")
        .user("maybe. what's the near plane on the PC build?")
        .bash("grep -n nearPlane Config/DefaultCamera.ini", "12:nearPlane=0.05")
        .assistant("0.05 on PC too.")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-friday",
    build: (s) =>
      s
        .user("friday. full rebuild takes 41 min on my box, I'm going to get coffee. start it")
        .bash("ninja -C build/win64-profile -t clean && ninja -C build/win64-profile | tail -1", "[6211/6211] Linking CXX executable bin/game.exe")
        .assistant("Full rebuild done, 6211 steps. Enjoy the coffee.")
        .user("haha it was done before I came back. the new threadripper is unfair")
        .assistant("32 cores will do that. 38 minutes of the old estimate evaporated.")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-validation-log",
    build: (s) =>
      s
        .user("paste me the last validation errors from the nightly, I just want to see them")
        .bash(
          "tail -3 //fs02/builds/nightly_1110/vk_validation.log",
          "VUID-vkQueueSubmit-pCommandBuffers-00071: command buffer must not be in the pending state\nBest Practices: always use VK_ATTACHMENT_LOAD_OP_DONT_CARE when contents are never read\nWARNING: swapchain image count must be at least minImageCount (3)",
        )
        .assistant(
          "Three entries in the last nightly: a pending-state command buffer resubmit, a best-practices load-op hint, and a swapchain image-count warning.",
        )
        .user("the pending-state one, is it the same as last week?")
        .assistant("Same VUID, same call site (AsyncCompute::flush), according to the log line numbers.")
        .user("ok. just looking")
        .stop(),
    planted: [],
  },
  {
    id: "b105-quiet-bench-run",
    build: (s) =>
      s
        .user("run the ecs bench on the three chunk sizes, just want to see the curve")
        .bash(
          "for k in 8 16 32; do build/win64-profile/bin/ecs_bench --chunk-kib $k --scene harbor --iters 100 | tail -1; done",
          "chunk=8KiB   TransformSystem::update avg 1.24 ms\nchunk=16KiB  TransformSystem::update avg 1.12 ms\nchunk=32KiB  TransformSystem::update avg 1.37 ms",
        )
        .assistant("8 KiB: 1.24 ms, 16 KiB: 1.12 ms, 32 KiB: 1.37 ms. The curve bottoms out at 16.")
        .user("would 12 be even better? probably noise at that point")
        .assistant("Possibly, the steps are small. It'd need a few hundred iterations per size to resolve.")
        .stop(),
    planted: [],
  },
];

export const BLIND105 = plantedSet(BLIND105_SESSIONS, Date.UTC(2026, 10, 8, 9));
