/**
 * Blind planted set 215 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Unity/C# game-server developer (tick loops, matchmaking, netcode, persistence, CI for
 * headless builds) who writes asides in parentheses and 'NB:' notes, both in messages that plant
 * something and in messages that must give nothing.
 * Each session is one segment; the items planted in it are listed with it: 72 items (17 decisions, 19 instructions,
 * 19 facts, 17 tasks) in 48 sessions, 13 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND215_SESSIONS: BlindSession[] = [
  {
    id: "b215-tick-stopwatch",
    build: (s) =>
      s
        .user("the server tick is stuttering under load (saw it in last night's soak run). can you look at TickLoop.cs?")
        .file("Read", "src/Server/Core/TickLoop.cs")
        .bash(
          "dotnet test tests/Server.Core.Tests --filter FullyQualifiedName~TickLoop",
          "Passed!  - Failed:     0, Passed:    14, Skipped:     0, Total:    14, Duration: 812 ms",
        )
        .assistant(
          "The loop computes its delta from DateTime.Now, which has ~15 ms resolution on Windows hosts and jumps under GC pauses. Two options: switch to Stopwatch.GetTimestamp, or lower the tick rate so the jitter matters less. Which would you like?",
        )
        .user(
          "go with Stopwatch (GetTimestamp, no allocations pls). the tick rate is 30 Hz and it stays that way, it's part of the netcode contract with the client team. NB: the client interpolates assuming 33ms frames so don't get clever there.",
        )
        .file("Edit", "src/Server/Core/TickLoop.cs")
        .bash(
          "dotnet test tests/Server.Core.Tests --filter FullyQualifiedName~TickLoop",
          "Passed!  - Failed:     0, Passed:    15, Skipped:     0, Total:    15, Duration: 790 ms",
        )
        .assistant("Switched the delta to Stopwatch.GetTimestamp and added a test for a 40 ms stall. All 15 TickLoop tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["stopwatch"] },
      { kind: "fact", keys: ["30 hz"] },
    ],
  },
  {
    id: "b215-soak-filter",
    build: (s) =>
      s
        .user("run the server tests pls")
        .bash(
          "dotnet test GameServer.sln",
          "Starting test execution, please wait...\n[Soak] LobbyChurn_10k_Players running... (this test must never run on CI)\nCancelled after 10m 00s",
        )
        .assistant("The run got stuck in the Soak category (LobbyChurn_10k_Players) and I cancelled it after 10 minutes. Want me to rerun without it?")
        .user(
          "yeah. NB for the future: run the tests with `dotnet test --filter Category!=Soak` (the soak ones take 20+ min and hammer the shared redis). and for later, not today: move the soak tests into a separate project so nobody needs the filter.",
        )
        .bash("dotnet test GameServer.sln --filter Category!=Soak", "Passed!  - Failed:     0, Passed:   412, Skipped:     3, Total:   415, Duration: 48 s")
        .assistant("412 passed, 3 skipped, none failed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["category!=soak"] },
      { kind: "task", keys: ["soak", "separate project"] },
    ],
  },
  {
    id: "b215-matchmaker-ttl",
    build: (s) =>
      s
        .user("matchmaker keeps losing tickets after every deploy. players sit in queue forever (well, until they quit)")
        .bash(
          "kubectl logs deploy/matchmaker --since=2h | grep -i ticket | tail -5",
          "WARN MatchTicketStore: ticket 88f2c1 expired (ttl=60s) before assignment\nWARN MatchTicketStore: ticket 91aa07 expired (ttl=60s) before assignment\nINFO Rollout: pod matchmaker-7d9 ready after 94s",
        )
        .file("Read", "src/Server/Matchmaking/MatchTicketStore.cs")
        .assistant(
          "Tickets are written to Redis with a 60 s TTL (MatchTicketStore.cs:44), and the rollout takes ~94 s, so anything queued before the new pods are ready expires. Note they go to Redis db 3 here, while the session cache is on db 0.",
        )
        .user(
          "yep that's it. bump the ticket TTL to 300s (redis has loads of room). and fwiw the db 3 thing is deliberate, the matchmaker owns db 3 and nothing else writes there.",
        )
        .file("Edit", "src/Server/Matchmaking/MatchTicketStore.cs")
        .bash("dotnet test tests/Server.Matchmaking.Tests", "Passed!  - Failed:     0, Passed:    37, Skipped:     0, Total:    37")
        .assistant("TTL is now 300 s; matchmaking tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["ttl", "300"] },
      { kind: "fact", keys: ["db 3"] },
    ],
  },
  {
    id: "b215-lobby-chat-fleck",
    build: (s) =>
      s
        .user("for the lobby chat I was thinking we use SignalR (we already have it in the admin panel). thoughts?")
        .assistant(
          "SignalR would work on the server side. The catch is the Unity client: the SignalR client package needs some care under IL2CPP. An alternative is the Fleck websocket listener you already run for the spectator feed.",
        )
        .user(
          "hmm actually no, scratch SignalR, the IL2CPP stripping mess is not worth it. go with the Fleck websocket we already have for spectators. also: chat messages get capped at 256 chars server side, always (we trust nothing the client sends).",
        )
        .file("Write", "src/Server/Chat/LobbyChatSocket.cs")
        .file("Edit", "src/Server/Program.cs")
        .bash("dotnet build src/Server/Server.csproj -c Debug", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\nTime Elapsed 00:00:07.41")
        .assistant("Added LobbyChatSocket on the existing Fleck listener with a 256-char cap; it builds clean.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["fleck"] },
      { kind: "instruction", keys: ["256"] },
    ],
  },
  {
    id: "b215-empty-gc-alloc",
    build: (s) =>
      s
        .user("why is GC alloc so high in the snapshot serializer? any guesses before we profile?")
        .assistant(
          "A few candidates: boxing through the IDictionary enumerator in BuildDelta, the LINQ Where/Select chain, or the string keys being rebuilt per entity. I'd want a benchmark before picking one.",
        )
        .user("ok run the serializer benchmark then")
        .bash(
          "dotnet run -c Release --project bench/Server.Bench -- --filter *SnapshotSerializer*",
          "| Method     | Entities | Mean     | Allocated |\n|----------- |--------- |---------:|----------:|\n| BuildDelta | 256      | 41.22 us | 1.21 KB   |\n| BuildFull  | 256      | 88.90 us | 6.03 KB   |",
        )
        .assistant(
          "BuildDelta allocates 1.21 KB per call at 256 entities; most of it looks like the LINQ chain, but that's a guess until we look at a memory profile.",
        )
        .user("huh, less than I thought tbh. ok, cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b215-unity-version",
    build: (s) =>
      s
        .user("the headless build on the build box fails with some burst error, can you look")
        .bash(
          "cat build/logs/headless-linux.log | tail -4",
          "Burst requires the Unity version 2022.3.21f1 or newer\nError building Player: Burst compiler failed\nBuild Finished, Result: Failure.",
        )
        .assistant(
          "The build box has Unity 2022.3.12f1 installed but ProjectVersion.txt says 2022.3.21f1, so Burst refuses. Should I update the build script to pick the version from ProjectVersion.txt?",
        )
        .user(
          "no, just point it at 21f1 for now. (the build box is ours, it's the old Dell in the rack, hostname ci-unity-02, and only Marek has admin on it.) TODO: get Marek to install 2022.3.21f1 properly and remove the 12f1 install, I'll forget otherwise",
        )
        .file("Edit", "build/build-headless.sh")
        .bash("./build/build-headless.sh --dry-run", "Using Unity at /opt/unity/2022.3.21f1/Editor/Unity\nDry run OK")
        .assistant("The script now points at 2022.3.21f1; the dry run resolves it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ci-unity-02"] },
      { kind: "task", keys: ["marek", "12f1"] },
    ],
  },
  {
    id: "b215-empty-typo",
    build: (s) =>
      s
        .user("typo in the kick message, 'You have been kiked' lol. fix pls")
        .bash("grep -rn 'kiked' src/", 'src/Server/Admin/KickCommand.cs:31:            return "You have been kiked from the server.";')
        .file("Edit", "src/Server/Admin/KickCommand.cs")
        .assistant("Fixed the spelling in KickCommand.cs line 31.")
        .user("thx. was that the only one?")
        .bash("grep -rni 'kiked\\|banend' src/ Assets/", "")
        .assistant("Yes, no other occurrences in src/ or Assets/.")
        .stop(),
    planted: [],
  },
  {
    id: "b215-anticheat-speed",
    build: (s) =>
      s
        .user("got a report of speedhackers in ranked. how does the server validate movement right now? (I wrote it 2 years ago and have no idea anymore)")
        .file("Read", "src/Server/Movement/MovementValidator.cs")
        .assistant(
          "MovementValidator clamps each input to MaxSpeed * dt * 1.1, but only when the input carries a server tick; inputs stamped with a client tick skip the check entirely. That's the hole: a modified client can send client-stamped inputs.",
        )
        .user("ugh. ok so confirmed, client-stamped inputs bypass the speed check. fix it so every input gets validated, whatever tick it carries.")
        .file("Edit", "src/Server/Movement/MovementValidator.cs")
        .bash("dotnet test tests/Server.Movement.Tests", "Passed!  - Failed:     0, Passed:    22, Skipped:     0, Total:    22")
        .assistant("Every input now goes through the clamp; added a test with a client-stamped 3x speed input, which is rejected.")
        .user(
          "nice. follow-up for next sprint: we need to flag accounts that trip the clamp more than N times per match and ship it to the anticheat dashboard. and NB the 1.1 tolerance is there because of the lag compensation, leave it at 1.1",
        )
        .assistant("Understood, leaving the tolerance at 1.1.")
        .stop(),
    planted: [
      { kind: "task", keys: ["anticheat dashboard"] },
      { kind: "instruction", keys: ["1.1"] },
    ],
  },
  {
    id: "b215-addressables",
    build: (s) =>
      s
        .user("the server loads map data from the unity Resources folder and it's slow as hell at boot. ideas?")
        .assistant(
          "Options: (1) bake the map collision data into a binary blob at build time and load it directly, (2) move to Addressables and load on demand, (3) keep Resources but lazy-load per match. (1) is the fastest at boot; (2) is more work but also helps the client.",
        )
        .user("1, the binary blob. addressables on a headless server is overkill. put the baker in Editor/MapBaker.cs like the other editor tools")
        .file("Write", "Assets/Editor/MapBaker.cs")
        .file("Edit", "src/Server/World/MapLoader.cs")
        .bash("dotnet test tests/Server.World.Tests", "Passed!  - Failed:     0, Passed:    18, Skipped:     0, Total:    18")
        .assistant("MapBaker writes <map>.colbin under StreamingAssets/maps; MapLoader reads it directly. Boot on the test map went from 6.8 s to 0.9 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["binary blob"] }],
  },
  {
    id: "b215-code-style",
    build: (s) =>
      s
        .user(
          "couple of house rules before you touch anything else in this repo:\n- no LINQ in anything that runs per tick (allocs)\n- private fields are _camelCase, the analyzers will yell otherwise\n- never use async void outside of unity event handlers\nok? now can you add a /ping admin command",
        )
        .file("Read", "src/Server/Admin/AdminCommands.cs")
        .file("Write", "src/Server/Admin/PingCommand.cs")
        .bash("dotnet build src/Server/Server.csproj", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Added PingCommand (returns the current tick and uptime). No LINQ, _camelCase fields.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["linq", "per tick"] },
      { kind: "instruction", keys: ["_camelcase"] },
      { kind: "instruction", keys: ["async void"] },
    ],
  },
  {
    id: "b215-empty-ports",
    build: (s) =>
      s
        .user("which port does the game server listen on locally? I always forget")
        .bash(
          "grep -n 'Port' src/Server/appsettings.Development.json",
          '  "GamePort": 7777,\n  "AdminPort": 7780,\n  "// NB": "never expose AdminPort outside the VPC",',
        )
        .assistant("Locally it's 7777 for game traffic and 7780 for the admin endpoint (appsettings.Development.json).")
        .user("right right. and is 7780 reachable from outside in prod, do you think?")
        .assistant(
          "I can't tell from this repo; the prod ingress isn't defined here. The comment in the dev config suggests it shouldn't be, but I haven't verified the prod setup.",
        )
        .user("fair, I'll ask ops")
        .stop(),
    planted: [],
  },
  {
    id: "b215-savegame-schema",
    build: (s) =>
      s
        .user("player inventories are getting wiped for some people after the patch. check the save loader")
        .file("Read", "src/Server/Persistence/PlayerSaveLoader.cs")
        .bash("grep -c 'SchemaVersion mismatch' logs/gameserver-2026-11-17.log", "1312")
        .assistant(
          "PlayerSaveLoader treats any save whose SchemaVersion != the current one as corrupt and returns a fresh inventory. The patch bumped SchemaVersion from 7 to 8 without a migration, so every v7 save loads as empty. 1312 hits in yesterday's log.",
        )
        .user(
          "oh no. ok write the 7->8 migration. and from now on every schema bump ships with a migration in Persistence/Migrations, no exceptions (I'll add it to the PR template too). NB: saves are in postgres table player_saves, jsonb column, the old ones are still there thank god",
        )
        .file("Write", "src/Server/Persistence/Migrations/SaveMigration_7_to_8.cs")
        .bash("dotnet test tests/Server.Persistence.Tests", "Passed!  - Failed:     0, Passed:    29, Skipped:     0, Total:    29")
        .assistant("Wrote SaveMigration_7_to_8 and changed the loader to run migrations instead of resetting. Tests pass, including a v7 fixture.")
        .user(
          "remind me to run a backfill for the 1312 players who logged in on the broken build, their saves got overwritten with empty ones, we need to restore from the nightly snapshot",
        )
        .assistant("Noted as a follow-up: restore those players from the nightly snapshot.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["migration", "schema"] },
      { kind: "fact", keys: ["player_saves"] },
      { kind: "task", keys: ["nightly snapshot"] },
    ],
  },
  {
    id: "b215-region-latency",
    build: (s) =>
      s
        .user("what's the p95 rtt for the eu-west fleet right now?")
        .bash(
          "curl -s http://metrics.internal:9090/api/v1/query --data-urlencode 'query=histogram_quantile(0.95, rate(net_rtt_ms_bucket{region=\"eu-west\"}[1h]))'",
          '{"status":"success","data":{"result":[{"value":[1795000000,"48.2"]}]}}',
        )
        .assistant("p95 RTT for eu-west over the last hour is 48.2 ms.")
        .user(
          "ok good. fyi metrics.internal only has 15 days of retention (prometheus, not thanos, long story), so anything older you have to pull from the bigquery export. anyway, thanks",
        )
        .assistant("Got it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["15 days"] }],
  },
  {
    id: "b215-empty-brainstorm",
    build: (s) =>
      s
        .user("random thought: what if we ran the physics at 60 and networking at 30? would that even help with the wall clipping?")
        .assistant(
          "It might reduce tunnelling through thin walls, since the collision steps get smaller. It would also double the physics CPU per match. Hard to say whether clipping is a step-size problem or a rollback problem without a repro.",
        )
        .user("yeah no idea either. could also be the capsule radius being too small on the server side maybe")
        .assistant(
          "Possible; the server capsule is 0.3 and the client one 0.35 according to the prefabs, but I haven't checked whether that difference causes clipping.",
        )
        .user("let's not go down that hole today. just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "b215-protobuf",
    build: (s) =>
      s
        .user(
          "the handwritten BinaryWriter serialization for the match result message broke again when someone added a field. I want to stop doing this by hand",
        )
        .assistant(
          "We could move messages to protobuf (Google.Protobuf, works with IL2CPP), MessagePack-CSharp with source generators, or keep BinaryWriter with a versioned header. MessagePack is faster; protobuf has better schema tooling across teams.",
        )
        .user(
          "MessagePack sounds tempting but the analytics team reads these too and they're on python. protobuf it is. start with MatchResult, the rest later",
        )
        .file("Write", "proto/match_result.proto")
        .file("Edit", "src/Server/Server.csproj")
        .bash(
          "dotnet build src/Server/Server.csproj",
          "Protobuf compiler: proto/match_result.proto -> obj/Generated/MatchResult.cs\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)",
        )
        .assistant("MatchResult now comes from proto/match_result.proto via Grpc.Tools codegen; the old writer is removed.")
        .user("cool. TODO (not now): port PlayerState and ChatEnvelope to proto too")
        .stop(),
    planted: [
      { kind: "decision", keys: ["protobuf"] },
      { kind: "task", keys: ["playerstate", "chatenvelope"] },
    ],
  },
  {
    id: "b215-branches",
    build: (s) =>
      s
        .user("commit that please, message 'fix spawn overlap'")
        .bash("git status --short", " M src/Server/World/SpawnPicker.cs\n M tests/Server.World.Tests/SpawnPickerTests.cs")
        .bash("git branch --show-current", "main")
        .assistant("We're on main. Should I commit here or make a branch?")
        .user(
          "branch. we never commit straight to main here, everything goes through a PR (main deploys to the playtest servers automatically). name branches like fix/<thing> or feat/<thing>",
        )
        .bash(
          "git switch -c fix/spawn-overlap && git commit -am 'fix spawn overlap'",
          "Switched to a new branch 'fix/spawn-overlap'\n[fix/spawn-overlap 4e1c0a2] fix spawn overlap\n 2 files changed, 31 insertions(+), 6 deletions(-)",
        )
        .assistant("Committed on fix/spawn-overlap.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit", "main"] },
      { kind: "fact", keys: ["playtest"] },
      { kind: "instruction", keys: ["fix/"] },
    ],
  },
  {
    id: "b215-empty-ci-log",
    build: (s) =>
      s
        .user("CI is red on my branch, what happened")
        .bash(
          "gh run view --log-failed | tail -6",
          "lint\tdotnet format --verify-no-changes\nlint\tsrc/Server/Chat/LobbyChatSocket.cs(12,1): error WHITESPACE: Fix whitespace formatting.\nlint\t# TODO: always run format before push (see CONTRIBUTING)\nlint\tProcess completed with exit code 2.",
        )
        .assistant("Only the lint job failed: a whitespace issue in LobbyChatSocket.cs line 12. Want me to run dotnet format and push?")
        .user("yes")
        .bash(
          "dotnet format src/Server/Server.csproj && git commit -am 'format' && git push",
          "[feat/lobby-chat 9bd22f1] format\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .assistant("Formatted and pushed; CI is re-running.")
        .stop(),
    planted: [],
  },
  {
    id: "b215-redis-owner",
    build: (s) =>
      s
        .user(
          "the leaderboard redis is OOMing. before you change anything: that cluster isn't ours, it belongs to the platform team (Ines runs it), so no config changes from our side, only our key usage. what's eating the memory?",
        )
        .bash(
          "redis-cli -h lb-redis.internal --bigkeys | tail -4",
          "Biggest zset found 'lb:season12:global' has 4120331 members\nBiggest string found 'lb:cache:top100' has 18214 bytes\n-------- summary -------\nSampled 98211 keys in the keyspace!",
        )
        .assistant("lb:season12:global is a 4.1M-member sorted set; season 12 ended two months ago but its keys were never expired.")
        .user("right, season keys should expire. let's set a 30 day expiry on lb:season* keys when a season closes, in SeasonRollover.cs")
        .file("Edit", "src/Server/Leaderboards/SeasonRollover.cs")
        .bash("dotnet test tests/Server.Leaderboards.Tests", "Passed!  - Failed:     0, Passed:    11, Skipped:     0, Total:    11")
        .assistant("SeasonRollover now sets a 30-day EXPIRE on the closed season's keys.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ines"] },
      { kind: "decision", keys: ["30 day", "season"] },
    ],
  },
  {
    id: "b215-empty-review",
    build: (s) =>
      s
        .user("can you read through my HitRegistration.cs change and tell me if anything looks off")
        .file("Read", "src/Server/Combat/HitRegistration.cs")
        .assistant(
          "Two things: the rewind buffer lookup uses `<=` where the comment says 'strictly before', and the headshot multiplier is applied before the armor clamp, so armor never reduces headshots. The rest reads fine.",
        )
        .user("the <= is intended (comment is stale). the armor thing, hmm, is that a bug or did design want that?")
        .assistant("I can't tell from the code; there's no test or doc about it either way.")
        .user("I'll ask design. fix the stale comment though")
        .file("Edit", "src/Server/Combat/HitRegistration.cs")
        .assistant("Updated the comment to say 'at or before'.")
        .stop(),
    planted: [],
  },
  {
    id: "b215-headless-flags",
    build: (s) =>
      s
        .user("the dedicated server build keeps spinning up a graphics device on linux and crashing on the boxes without a gpu")
        .bash("cat build/build-headless.sh | grep -n Unity", '14:  "$UNITY" -quit -batchmode -buildTarget Linux64 -executeMethod BuildServer.Run')
        .assistant(
          "The build uses -batchmode but the player is built as a regular Linux64 player. Building with the Dedicated Server subtarget (-standaloneBuildSubtarget Server) strips the renderer. Shall I switch?",
        )
        .user("yes do that. (we're on 2022.3 so the subtarget exists.)")
        .file("Edit", "build/build-headless.sh")
        .bash("./build/build-headless.sh --dry-run", "Subtarget: Server\nDry run OK")
        .assistant("Switched the build to the Dedicated Server subtarget.")
        .user("and the server process is launched with -nographics -logFile - in the k8s manifest, keep it that way, the log shipper reads stdout")
        .stop(),
    planted: [
      { kind: "decision", keys: ["subtarget"] },
      { kind: "instruction", keys: ["-logfile -"] },
    ],
  },
  {
    id: "b215-empty-coffee",
    build: (s) =>
      s
        .user("morning. long night, the playtest went till 3am (we won btw, 4-1)")
        .assistant("Morning! Congrats on the win. What are we working on today?")
        .user("no idea yet, let me check my notes. maybe the lobby UI stuff, maybe not")
        .assistant("Sure, tell me when you've decided.")
        .stop(),
    planted: [],
  },
  {
    id: "b215-rollback-window",
    build: (s) =>
      s
        .user("how far back does lag compensation rewind? someone on discord claims 500ms")
        .file("Read", "src/Server/Combat/RewindBuffer.cs")
        .assistant("RewindBuffer keeps 8 snapshots at 30 Hz, so the maximum rewind is about 266 ms; anything older is clamped to the oldest snapshot.")
        .user(
          "ok so the discord guy is wrong, max rewind is ~266ms. I actually want it at 200ms, high pingers shouldn't get to shoot around corners. set it to 6 snapshots",
        )
        .file("Edit", "src/Server/Combat/RewindBuffer.cs")
        .bash("dotnet test tests/Server.Combat.Tests", "Passed!  - Failed:     0, Passed:    44, Skipped:     0, Total:    44")
        .assistant("RewindBuffer now holds 6 snapshots (200 ms at 30 Hz); combat tests pass.")
        .user("TODO for the patch notes: mention the 200ms rewind cap so the competitive folks don't riot")
        .stop(),
    planted: [
      { kind: "decision", keys: ["200", "snapshots"] },
      { kind: "task", keys: ["patch notes"] },
    ],
  },
  {
    id: "b215-steam-auth",
    build: (s) =>
      s
        .user("login fails for steam players on the staging server, works on prod")
        .bash(
          "kubectl -n staging logs deploy/auth --tail=3",
          "ERROR SteamTicketValidator: publisher key rejected (403) for appid 2210340\nINFO retrying in 5s\nERROR SteamTicketValidator: publisher key rejected (403) for appid 2210340",
        )
        .assistant(
          "Staging validates tickets against appid 2210340 with the prod publisher key, and Steam rejects it. Is staging supposed to use a separate app id?",
        )
        .user(
          "yes, staging uses the playtest app 2210350, not the main one. that's a permanent thing, note it. the key is in vault under secret/staging/steam, I'll swap the config myself later today. can you at least fix the appid in the helm values",
        )
        .file("Edit", "deploy/helm/auth/values-staging.yaml")
        .bash(
          "helm template deploy/helm/auth -f deploy/helm/auth/values-staging.yaml | grep -i appid",
          '            - name: STEAM_APPID\n              value: "2210350"',
        )
        .assistant("values-staging.yaml now sets STEAM_APPID to 2210350.")
        .stop(),
    planted: [{ kind: "fact", keys: ["2210350"] }],
  },
  {
    id: "b215-empty-docs-q",
    build: (s) =>
      s
        .user("does Unity's NativeArray work off the main thread on the server? never tried it")
        .assistant(
          "Yes, NativeArray can be used from other threads as long as you respect the safety system (or disable it explicitly) and dispose it properly; the Job System is the intended way.",
        )
        .user("and in plain .NET server code outside unity?")
        .assistant("No, NativeArray lives in Unity.Collections and needs the Unity runtime. In plain .NET you'd use Span<T>/ArrayPool or NativeMemory instead.")
        .user("ah ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b215-deploy-friday",
    build: (s) =>
      s
        .user("can you kick off the prod deploy for the chat fix")
        .bash("date +%A", "Friday")
        .assistant("Before I do: it's Friday. Is that fine for a prod deploy?")
        .user(
          "lol good catch. no deploys to prod on fridays, that's the rule (we learned the hard way in season 9). queue it for monday morning. NB monday deploys go out at 10:00 CET when the EU player count is lowest",
        )
        .bash("gh workflow run deploy-prod.yml --ref main -f scheduled_for=2026-11-30T09:00Z", "✓ Created workflow_dispatch event for deploy-prod.yml at main")
        .assistant("Scheduled the deploy for Monday 10:00 CET.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fridays"] },
      { kind: "fact", keys: ["10:00 cet"] },
    ],
  },
  {
    id: "b215-pool-sizes",
    build: (s) =>
      s
        .user("projectile spawns are allocating again, profiler shows 40KB/frame in ProjectileSystem")
        .file("Read", "src/Server/Combat/ProjectileSystem.cs")
        .assistant(
          "ProjectileSystem news up a Projectile per shot. We could pool them with an ObjectPool<Projectile> sized for the worst case, or use a struct array with a free list.",
        )
        .user("struct array + free list, same as we did for the hitscan events. size it to 2048 (64 players * 32 in flight, worst case rockets)")
        .file("Edit", "src/Server/Combat/ProjectileSystem.cs")
        .bash(
          "dotnet run -c Release --project bench/Server.Bench -- --filter *Projectile*",
          "| Method      | Mean     | Allocated |\n| SpawnVolley | 12.31 us | -         |",
        )
        .assistant("Projectiles now live in a 2048-slot struct array with a free list; the spawn benchmark shows zero allocations.")
        .user("sweet. we'll need the same thing for the pickups system at some point, it has the exact same pattern. not now though")
        .stop(),
    planted: [
      { kind: "decision", keys: ["free list", "2048"] },
      { kind: "task", keys: ["pickups"] },
    ],
  },
  {
    id: "b215-empty-merge-conflict",
    build: (s) =>
      s
        .user("rebase onto main, there's probably a conflict in Program.cs")
        .bash("git rebase main", "CONFLICT (content): Merge conflict in src/Server/Program.cs\nerror: could not apply 7a1e2b3... add lobby chat socket", 1)
        .file("Read", "src/Server/Program.cs")
        .assistant(
          "Conflict is in the service registration: main added the telemetry service on the same line where we register LobbyChatSocket. Keeping both.",
        )
        .file("Edit", "src/Server/Program.cs")
        .bash("git add src/Server/Program.cs && git rebase --continue", "Successfully rebased and updated refs/heads/feat/lobby-chat.")
        .assistant("Rebased; both registrations kept.")
        .user("perfect, ty")
        .stop(),
    planted: [],
  },
  {
    id: "b215-owner-netcode",
    build: (s) =>
      s
        .user("who touched the snapshot delta compression last? it's producing garbage for entities with >32 components")
        .bash(
          "git log --format='%an %ar' -n 3 -- src/Server/Net/DeltaCompressor.cs",
          "Yusuf Demir 3 weeks ago\nYusuf Demir 2 months ago\nYusuf Demir 5 months ago",
        )
        .assistant("Yusuf Demir made the last three changes. The bug: the component mask is a uint, so component 33+ wraps around.")
        .user(
          "yeah Yusuf owns the netcode layer (everything under src/Server/Net), he's the one to review anything there. swap the mask to ulong and I'll send it to him",
        )
        .file("Edit", "src/Server/Net/DeltaCompressor.cs")
        .bash("dotnet test tests/Server.Net.Tests", "Passed!  - Failed:     0, Passed:    51, Skipped:     0, Total:    51")
        .assistant("Mask is a ulong now; added a test with 40 components. Net tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["yusuf", "net"] }],
  },
  {
    id: "b215-logging-lib",
    build: (s) =>
      s
        .user("we have Debug.Log, Console.WriteLine and some NLog all mixed in the server. pick one, I'm tired of it")
        .assistant(
          "I'd suggest Serilog with the compact JSON formatter: structured, works in the Unity player, and the log shipper parses JSON lines. Microsoft.Extensions.Logging on top is optional.",
        )
        .user("fine, Serilog + compact json, no MEL layer on top. and for the record: no Debug.Log anywhere in server code from now on")
        .file("Edit", "src/Server/Server.csproj")
        .file("Write", "src/Server/Core/Log.cs")
        .bash("grep -rln 'Debug.Log\\|Console.WriteLine' src/Server | wc -l", "37")
        .assistant("Added Serilog with CompactJsonFormatter in Core/Log.cs. 37 files still use Debug.Log or Console.WriteLine.")
        .user("ok. we'll convert those 37 files next week (put it on the board), not in this PR")
        .stop(),
    planted: [
      { kind: "decision", keys: ["serilog"] },
      { kind: "instruction", keys: ["debug.log"] },
      { kind: "task", keys: ["37 files"] },
    ],
  },
  {
    id: "b215-clock-skew",
    build: (s) =>
      s
        .user("the daily quest reset fires at 23:58 instead of midnight on eu-2. weird")
        .bash("ssh eu-2-gs-01 'chronyc tracking | grep System'", "System time     : 118.402113 seconds slow of NTP time")
        .assistant(
          "eu-2-gs-01's clock is ~118 s behind NTP; chrony is running but not stepping. That matches a reset about two minutes early... wait, slow would fire late. Let me check the reset code.",
        )
        .file("Read", "src/Server/Quests/DailyReset.cs")
        .assistant(
          "DailyReset uses the database's now() not the host clock, and the DB host is 2 minutes ahead. So the reset fires early because the DB clock (pg-eu-2) is ahead, not the game host.",
        )
        .user(
          "ok confirmed on my side, pg-eu-2 runs ~2 min fast, ops know and won't fix it until the migration. just make DailyReset use the game server UTC clock",
        )
        .file("Edit", "src/Server/Quests/DailyReset.cs")
        .bash("dotnet test tests/Server.Quests.Tests", "Passed!  - Failed:     0, Passed:     9, Skipped:     0, Total:     9")
        .assistant("DailyReset now uses the game server's UTC clock.")
        .stop(),
    planted: [{ kind: "fact", keys: ["pg-eu-2"] }],
  },
  {
    id: "b215-empty-status",
    build: (s) =>
      s
        .user("quick status check, where did we get to with the matchmaker stuff yesterday?")
        .bash("git log --oneline -3", "c41d9e0 matchmaker: ticket ttl 300s\n8a2b771 matchmaker: log ticket expiry\n2f0e3c1 tests: matchmaker rollout case")
        .assistant("Yesterday we raised the ticket TTL, added expiry logging and a rollout test. All three commits are on the branch; the PR is open.")
        .user("ok good. is the PR green?")
        .bash("gh pr checks", "build\tpass\t3m2s\nlint\tpass\t41s\ntests\tpass\t6m10s")
        .assistant("Yes, build, lint and tests all pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b215-todo-list",
    build: (s) =>
      s
        .user("rename ServerBootstrap.InitAll to Initialize, it's used in like 3 places")
        .bash(
          "grep -rn 'InitAll' src/ tests/",
          "src/Server/Program.cs:22:    ServerBootstrap.InitAll();\nsrc/Server/Core/ServerBootstrap.cs:9:    public static void InitAll()\ntests/Server.Core.Tests/BootTests.cs:14:        ServerBootstrap.InitAll();",
        )
        .file("Edit", "src/Server/Core/ServerBootstrap.cs")
        .file("Edit", "src/Server/Program.cs")
        .file("Edit", "tests/Server.Core.Tests/BootTests.cs")
        .assistant("Renamed in all three places; build passes.")
        .user(
          "thx. while I remember, stuff for later (just park these, don't do them):\n1. the spectator feed should drop to 10 Hz when nobody's watching\n2. write a runbook for the matchmaker redis failover\n(and no, the rename didn't need a PR description, just merge it)",
        )
        .assistant("Parked both: spectator feed throttling and the matchmaker failover runbook.")
        .stop(),
    planted: [
      { kind: "task", keys: ["spectator", "10 hz"] },
      { kind: "task", keys: ["runbook", "failover"] },
    ],
  },
  {
    id: "b215-ef-vs-dapper",
    build: (s) =>
      s
        .user("the persistence layer: should we move off raw Npgsql to EF Core? the queries are getting hairy")
        .assistant(
          "EF Core gives migrations and LINQ queries but adds startup cost and allocations; Dapper is a thin layer over Npgsql that keeps SQL explicit. For a game server with hot paths I'd lean Dapper.",
        )
        .user("yeah Dapper. EF is way too heavy for what we do. convert PlayerSaveLoader first as the example")
        .file("Edit", "src/Server/Persistence/PlayerSaveLoader.cs")
        .bash("dotnet test tests/Server.Persistence.Tests", "Passed!  - Failed:     0, Passed:    29, Skipped:     0, Total:    29")
        .assistant("PlayerSaveLoader now uses Dapper; same 29 tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dapper"] }],
  },
  {
    id: "b215-empty-withdrawn",
    build: (s) =>
      s
        .user("let's make all the admin commands require 2FA from now on")
        .assistant("That would need a TOTP check in AdminCommands.Dispatch and a secret per admin. Should I sketch it?")
        .user("hmm wait, actually no. the admin port is VPN-only anyway, 2FA on top is just annoying. forget I said it")
        .assistant("OK, leaving admin commands as they are.")
        .user("yeah. sorry, brain's fried")
        .stop(),
    planted: [],
  },
  {
    id: "b215-shader-strip",
    build: (s) =>
      s
        .user("server build is 1.4GB, why")
        .bash(
          "du -sh Build/Server/*_Data/* | sort -h | tail -3",
          "96M\tBuild/Server/GameServer_Data/Managed\n380M\tBuild/Server/GameServer_Data/StreamingAssets\n870M\tBuild/Server/GameServer_Data/resources.assets",
        )
        .assistant(
          "resources.assets is 870 MB: textures and audio referenced from the Resources folder are being included in the server build even with the Server subtarget.",
        )
        .user(
          "ok so the Resources folder is the culprit. I don't want to restructure now. TODO: move the client-only audio/textures out of Resources into Addressables so the server build stops shipping them",
        )
        .assistant("Noted.")
        .bash("echo noted", "noted")
        .stop(),
    planted: [{ kind: "task", keys: ["addressables", "audio"] }],
  },
  {
    id: "b215-agent-proposal",
    build: (s) =>
      s
        .user("the reconnect flow: if a player drops mid-match how long do we keep their slot?")
        .file("Read", "src/Server/Sessions/ReconnectPolicy.cs")
        .assistant(
          "Currently 30 s, after which the slot goes to a backfill. I'd propose 90 s for ranked (leaving is penalised there anyway) and keep 30 s for casual.",
        )
        .user("yes, 90 for ranked, 30 for casual. do it")
        .file("Edit", "src/Server/Sessions/ReconnectPolicy.cs")
        .bash("dotnet test tests/Server.Sessions.Tests", "Passed!  - Failed:     0, Passed:    16, Skipped:     0, Total:    16")
        .assistant("ReconnectPolicy now gives ranked 90 s and casual 30 s.")
        .stop(),
    planted: [{ kind: "decision", keys: ["90", "ranked"] }],
  },
  {
    id: "b215-ci-library-cache",
    build: (s) =>
      s
        .user("the server build takes 14 minutes on CI. I'm pretty sure the Library folder isn't cached")
        .bash("grep -n 'cache' .github/workflows/server.yml", "")
        .assistant(
          "Right, nothing is cached; Unity reimports everything into Library/ on each run. Caching Library/ keyed on a hash of Packages/manifest.json should save ~10 minutes.",
        )
        .user(
          "do it, but key the cache on Packages/packages-lock.json, not manifest.json (the lock is what actually changes the imports). NB: the runners are self-hosted on hetzner, 4 boxes, and the cache volume is only 200GB (so watch it)",
        )
        .file("Edit", ".github/workflows/server.yml")
        .bash("gh workflow run server.yml --ref feat/ci-cache && sleep 300 && gh run list -L 1", "completed\tsuccess\tserver\tfeat/ci-cache\t3m52s")
        .assistant("Library/ is cached keyed on packages-lock.json; the warm run took 3m52s.")
        .user(
          "nice. other thing you should know: the unity license on CI is a floating license from our Build Server with 2 seats, so never run more than 2 unity jobs in parallel (set the concurrency group accordingly). follow-ups for later: a cron that prunes the cache volume weekly, and moving the android client build onto these runners too",
        )
        .file("Edit", ".github/workflows/server.yml")
        .assistant("Added a concurrency limit so at most 2 Unity jobs run at once.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["packages-lock.json"] },
      { kind: "fact", keys: ["hetzner"] },
      { kind: "fact", keys: ["floating license"] },
      { kind: "instruction", keys: ["parallel"] },
      { kind: "task", keys: ["prunes", "cache"] },
      { kind: "task", keys: ["android"] },
    ],
  },
  {
    id: "b215-physics-step",
    build: (s) =>
      s
        .user("server physics and client physics disagree on slopes, players rubberband on the ramps in Foundry")
        .file("Read", "src/Server/World/PhysicsConfig.cs")
        .assistant(
          "The server steps Physics.Simulate with the tick delta (33.3 ms) while the client uses Unity's default fixedDeltaTime of 20 ms; slope friction integrates differently at the two step sizes.",
        )
        .user(
          "ok confirmed, that's the cause (I reproduced it in the editor too). let's run the server physics in 2 substeps per tick, ~16.7ms each, instead of touching the client",
        )
        .file("Edit", "src/Server/World/PhysicsConfig.cs")
        .bash("dotnet test tests/Server.World.Tests --filter Slope", "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6")
        .assistant("Server physics now runs 2 substeps per tick; the slope tests pass.")
        .user("and TODO: ask the client team to move their fixedDeltaTime to 16.7ms too so we match exactly")
        .stop(),
    planted: [
      { kind: "decision", keys: ["2 substeps"] },
      { kind: "task", keys: ["fixeddeltatime"] },
    ],
  },
  {
    id: "b215-feature-flags",
    build: (s) =>
      s
        .user("where do the feature flags for the server live? I want to turn off the new lobby chat on prod for now")
        .bash(
          "grep -rn 'LobbyChatEnabled' src/ deploy/",
          'deploy/flags/prod.json:4:  "LobbyChatEnabled": true,\nsrc/Server/Core/Flags.cs:18:    public bool LobbyChatEnabled { get; init; }',
        )
        .assistant("They live in deploy/flags/<env>.json and are read by Core/Flags.cs at boot. I'll set LobbyChatEnabled to false in prod.json.")
        .file("Edit", "deploy/flags/prod.json")
        .user(
          "yes. NB: flags are only read at boot (no hot reload), so a flag change needs a rolling restart of the fleet. also, house rule: every new feature ships behind a flag in deploy/flags, default off in prod",
        )
        .bash(
          "git commit -am 'flags: disable lobby chat on prod'",
          "[fix/lobby-chat-off 5d0a8e1] flags: disable lobby chat on prod\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .assistant("Committed; the change will take effect after the next rolling restart.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["deploy/flags", "flags.cs"] },
      { kind: "fact", keys: ["boot", "rolling restart"] },
      { kind: "instruction", keys: ["behind a flag"] },
    ],
  },
  {
    id: "b215-empty-perf-guess",
    build: (s) =>
      s
        .user("cpu on the gs-eu pods jumped 20% since tuesday. what changed?")
        .bash(
          "git log --since=2026-11-17 --oneline -- src/Server | head -5",
          "e1f0a3b combat: rewind buffer 6 snapshots\n77c2d10 world: physics substeps\n3aa91e2 chat: lobby socket",
        )
        .assistant(
          "Three server changes since Tuesday. The physics substeps would be my first suspect since they double the physics work, but the lobby socket could also add overhead. I haven't profiled either.",
        )
        .user("could be either yeah. or just more players, it was a sale weekend")
        .assistant("True, player count went up too; without a per-system profile I can't separate them.")
        .user("meh, let's look next time it gets worse")
        .stop(),
    planted: [],
  },
  {
    id: "b215-interest-mgmt",
    build: (s) =>
      s
        .user(
          "bandwidth per client is ~180 kbps on the big map which is too much for mobile. we send every entity to everyone right? (I think so, never got round to interest management)",
        )
        .file("Read", "src/Server/Net/SnapshotBuilder.cs")
        .assistant(
          "Yes, SnapshotBuilder sends all entities to every client. A spatial grid with an interest radius would cut that; for the big map a 120 m radius would drop most entities per client.",
        )
        .user(
          "go with a grid, cell size 40m, interest radius 120m (3 cells). and the mobile budget is 64 kbps per client, that's the number from the publisher, non-negotiable",
        )
        .file("Write", "src/Server/Net/InterestGrid.cs")
        .file("Edit", "src/Server/Net/SnapshotBuilder.cs")
        .bash(
          "dotnet run -c Release --project bench/Server.Bench -- --filter *Bandwidth*",
          "| Scenario      | Clients | kbps/client |\n| BigMap_Full   | 64      | 181.4       |\n| BigMap_Grid   | 64      | 57.9        |",
        )
        .assistant("With the 40 m grid and 120 m radius, the big map is at 57.9 kbps per client.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["40m", "120m"] },
      { kind: "fact", keys: ["64 kbps"] },
    ],
  },
  {
    id: "b215-review-etiquette",
    build: (s) =>
      s
        .user("open the PR for the interest grid please")
        .bash("gh pr create --fill --base main", "https://github.com/pinewood-games/gameserver/pull/812")
        .assistant("Opened #812.")
        .user(
          "ty. couple of things for how I like PRs, remember these: put the benchmark table in the description when you touch anything perf related, and tag Yusuf as reviewer on anything under Net/. (I'll add the table myself this time)",
        )
        .bash("gh pr edit 812 --add-reviewer ydemir", "https://github.com/pinewood-games/gameserver/pull/812")
        .assistant("Added Yusuf as reviewer on #812.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["benchmark table"] },
      { kind: "instruction", keys: ["yusuf", "reviewer"] },
    ],
  },
  {
    id: "b215-party-system",
    build: (s) =>
      s
        .user("parties of 4 sometimes get split across two matches. can you find why")
        .file("Read", "src/Server/Matchmaking/TeamBuilder.cs")
        .bash(
          "dotnet test tests/Server.Matchmaking.Tests --filter Party",
          "Failed PartyOfFour_StaysTogether_WhenQueueHasThreeSlots\nFailed!  - Failed:     1, Passed:     5, Skipped:     0, Total:     6",
          1,
        )
        .assistant(
          "TeamBuilder fills remaining slots greedily player by player; when a match has 3 free slots, a party of 4 gets 3 in and 1 spills over. Should it skip the party and wait, or start a new match for it?",
        )
        .user("skip and wait (parties never get split, period, that's a design rule). keep the greedy fill for solos")
        .file("Edit", "src/Server/Matchmaking/TeamBuilder.cs")
        .bash("dotnet test tests/Server.Matchmaking.Tests --filter Party", "Passed!  - Failed:     0, Passed:     6, Skipped:     0, Total:     6")
        .assistant("Parties that don't fit are now skipped until a match has room; solos still fill greedily. Tests pass.")
        .user("great. remind me to check party queue times on the dashboard after monday's deploy, skipping might make them worse")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["parties", "split"] },
      { kind: "task", keys: ["queue times"] },
    ],
  },
  {
    id: "b215-secrets",
    build: (s) =>
      s
        .user("the server crashes at boot on my machine: 'Missing PG_CONN'. how do I run it locally again?")
        .bash(
          "cat docs/dev-setup.md | head -6",
          "# Dev setup\n1. docker compose up -d postgres redis\n2. export PG_CONN=... (ask in #server)\n# TODO: never commit .env files",
        )
        .assistant(
          "It expects PG_CONN in the environment. With the compose stack running, the local connection string would be Host=localhost;Port=5433;Username=gs;Database=gameserver.",
        )
        .user(
          "right, 5433 because 5432 is my own postgres. fwiw local secrets go in dotnet user-secrets, not env vars or .env files (the prod ones come from vault). set that up for me",
        )
        .bash(
          "dotnet user-secrets set PG_CONN 'Host=localhost;Port=5433;Username=gs;Database=gameserver' --project src/Server",
          "Successfully saved PG_CONN = Host=localhost;Port=5433;... to the secret store.",
        )
        .file("Edit", "src/Server/Program.cs")
        .assistant("PG_CONN is in user-secrets and Program.cs reads user-secrets in Development. The server boots.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["user-secrets"] },
      { kind: "fact", keys: ["5433"] },
    ],
  },
  {
    id: "b215-replay-format",
    build: (s) =>
      s
        .user("we're adding match replays. should they be recorded on the game server or rebuilt from the event log afterwards?")
        .assistant(
          "Recording on the server is simplest: append the per-tick snapshot deltas to a file and upload when the match ends. Rebuilding from the event log avoids the I/O during the match but needs deterministic simulation, which we don't have (float physics).",
        )
        .user(
          "yeah no determinism, so record on the server. deltas get written to /var/gs/replays and uploaded to the replays bucket on match end. (the bucket is gs-replays-eu, 30 day lifecycle rule, ops set that up already)",
        )
        .file("Write", "src/Server/Replays/ReplayRecorder.cs")
        .bash("dotnet test tests/Server.Replays.Tests", "Passed!  - Failed:     0, Passed:     4, Skipped:     0, Total:     4")
        .assistant("ReplayRecorder appends deltas per tick and uploads on match end; 4 tests pass.")
        .user("cool. next step (another day): a replay viewer in the unity client that reads these files")
        .stop(),
    planted: [
      { kind: "decision", keys: ["record", "server"] },
      { kind: "fact", keys: ["gs-replays-eu"] },
      { kind: "task", keys: ["replay viewer"] },
    ],
  },
  {
    id: "b215-empty-unity-upgrade",
    build: (s) =>
      s
        .user("should we upgrade to Unity 6 for the server? what would break?")
        .assistant(
          "Main risks: the Dedicated Server subtarget changed its define symbols, some Burst/Collections APIs moved, and the Netcode package versions differ. I'd expect a few days of fixes, but that's a guess without trying.",
        )
        .user("hmm. and the license cost?")
        .assistant("I don't know your license terms; Unity 6's pricing depends on your plan and revenue tier.")
        .user("ok let me think about it, not deciding anything today")
        .stop(),
    planted: [],
  },
  {
    id: "b215-health-endpoint",
    build: (s) =>
      s
        .user("k8s kills the game pods during long matches because the liveness probe times out")
        .bash(
          "kubectl -n prod describe pod gs-eu-5f7c | grep -A2 Liveness",
          "Liveness:   http-get http://:7780/healthz delay=10s timeout=1s period=5s #success=1 #failure=3\n  Warning  Unhealthy  Liveness probe failed: context deadline exceeded",
        )
        .file("Read", "src/Server/Admin/HealthEndpoint.cs")
        .assistant(
          "/healthz runs on the tick thread, so during a heavy tick it can't answer within the 1 s timeout. Moving it to its own thread would decouple it.",
        )
        .user(
          "yes, give healthz its own thread, it should only say whether the process is alive. TODO later: a separate /ready that checks the tick loop isn't stalled (for readiness, not liveness)",
        )
        .file("Edit", "src/Server/Admin/HealthEndpoint.cs")
        .bash("dotnet test tests/Server.Admin.Tests", "Passed!  - Failed:     0, Passed:     8, Skipped:     0, Total:     8")
        .assistant("/healthz now answers from its own thread.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["healthz", "thread"] },
      { kind: "task", keys: ["/ready"] },
    ],
  },
  {
    id: "b215-timezone",
    build: (s) =>
      s
        .user("events for the halloween thing should start at midnight. midnight where though, let me check what we did last year")
        .bash("grep -rn 'StartsAt' deploy/events/2025-halloween.json", 'deploy/events/2025-halloween.json:3:  "StartsAt": "2025-10-31T00:00:00Z",')
        .assistant("Last year's event started at 00:00 UTC.")
        .user(
          "right. all live-event times are in UTC, server side and in the json, the client localizes. NB the live-ops calendar is owned by Clara on the community team, she sends us the dates",
        )
        .file("Write", "deploy/events/2026-halloween.json")
        .assistant("Created 2026-halloween.json starting 2026-10-31T00:00:00Z.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["utc", "event"] },
      { kind: "fact", keys: ["clara"] },
    ],
  },
];

export const BLIND215 = plantedSet(BLIND215_SESSIONS, Date.UTC(2026, 10, 18, 9));
