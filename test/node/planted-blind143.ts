/**
 * Blind planted set 143 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a game-studio build engineer (Unreal, Perforce, Jenkins) typing terse imperative notes and
 * numbered lists, rarely full sentences; lowercase, depot paths, changelist numbers, agent names.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 17 instructions,
 * 18 facts, 19 tasks) in 47 sessions, 11 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND143_SESSIONS: BlindSession[] = [
  {
    id: "b143-ddc-share",
    build: (s) =>
      s
        .user("shader compile 40 min on build-agent-03. check why DDC misses")
        .bash(
          "grep -i SharedDataCache Engine/Config/BaseEngine.ini Game/Config/DefaultEngine.ini",
          "Game/Config/DefaultEngine.ini:Shared=(Type=FileSystem, ReadOnly=false, Path=\\\\nas02\\ddc_old, EnvPathOverride=UE-SharedDataCachePath)",
        )
        .assistant(
          "DefaultEngine.ini still points Shared DDC at \\\\nas02\\ddc_old. Agent 03 has no UE-SharedDataCachePath env var so it falls back to that path, which is stale, so every shader misses.",
        )
        .user("right. notes:\n1. shared ddc = \\\\ddc01\\ddc_ue5. nas02 path is dead\n2. fix the ini now")
        .file("Edit", "Game/Config/DefaultEngine.ini")
        .assistant("Updated the Shared path to \\\\ddc01\\ddc_ue5.")
        .user("todo for later: pre-warm ddc01 nightly with a cook of the main maps. not now")
        .stop("Ini fixed; pre-warm job left for later."),
    planted: [
      { kind: "fact", keys: ["ddc01"] },
      { kind: "task", keys: ["pre-warm"] },
    ],
  },
  {
    id: "b143-p4-stream-rule",
    build: (s) =>
      s
        .user("submit the buildgraph fix to //Proj/Main")
        .bash("p4 -c jenkins_ws opened", "//Proj/Main/Build/Graph/Game.xml#42 - edit default change (text)")
        .assistant("One file open in the default changelist. Want me to submit to //Proj/Main directly?")
        .user("no. rule: never submit straight to //Proj/Main. goes to //Proj/Dev-Build first, robomerge takes it up")
        .bash(
          "p4 -c jenkins_ws shelve -c 88213 && p4 -c jenkins_ws_dev unshelve -s 88213",
          "Change 88213 files shelved.\n//Proj/Dev-Build/Build/Graph/Game.xml#17 - unshelved, opened for edit",
        )
        .assistant("Moved it to //Proj/Dev-Build via shelf 88213. Submitting there.")
        .bash('p4 -c jenkins_ws_dev submit -d "BuildGraph: fix cook node deps"', "Change 88214 submitted.")
        .user("good. also fyi robomerge bot runs every 15 min, dont wait on it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dev-build"] },
      { kind: "fact", keys: ["robomerge", "15 min"] },
    ],
  },
  {
    id: "b143-jenkins-label",
    build: (s) =>
      s
        .user("cook job keeps landing on win-small agents and OOMing")
        .bash("grep -n label Jenkinsfile.cook", "12:    agent { label 'windows' }")
        .assistant(
          "The cook pipeline uses the generic 'windows' label, so it can schedule on the 32 GB win-small pool. Options: (a) label 'win-cook' for the 128 GB boxes, (b) lower -ddc cook threads. I'd go with (a).",
        )
        .user("a. cook only on win-cook")
        .file("Edit", "Jenkinsfile.cook")
        .assistant("Changed the label to 'win-cook'.")
        .user("and win-small is 32gb ram, keep that in mind for anything heavy")
        .stop("Label switched."),
    planted: [
      { kind: "decision", keys: ["win-cook"] },
      { kind: "fact", keys: ["win-small", "32"] },
    ],
  },
  {
    id: "b143-ubt-flags",
    build: (s) =>
      s
        .user("build fails local, works on CI. look")
        .bash(
          "Engine/Build/BatchFiles/Build.bat GameEditor Win64 Development -Project=Game.uproject",
          "Building GameEditor...\nUsing Visual Studio 2022 14.38.33130 toolchain\nerror C4702: unreachable code (warning treated as error)\nResult: Failed (OtherCompilationError)",
          6,
        )
        .assistant("Local picks MSVC 14.38, CI is pinned to 14.36 in BuildConfiguration.xml. 14.38 flags C4702 in AnimNodes.cpp.")
        .user("ok pin toolchain 14.36 everywhere, same as CI. thats the studio version until engine upgrade")
        .file("Edit", "Game/Saved/UnrealBuildTool/BuildConfiguration.xml")
        .assistant("Pinned CompilerVersion to 14.36.32532 in your local BuildConfiguration.xml too.")
        .user("thx. and pls from now on build with -NoHotReloadFromIDE when you run ubt for me")
        .stop(),
    planted: [
      { kind: "decision", keys: ["14.36"] },
      { kind: "instruction", keys: ["-nohotreloadfromide"] },
    ],
  },
  {
    id: "b143-symbols-store",
    build: (s) =>
      s
        .user("crash dumps from QA have no symbols. where are pdbs going")
        .bash(
          "grep -rn symstore Build/Scripts/",
          "Build/Scripts/upload_symbols.py:9:STORE = r'\\\\symbols01\\store'\nBuild/Scripts/upload_symbols.py:31:    # TODO always strip private symbols before upload",
        )
        .assistant(
          "upload_symbols.py writes to \\\\symbols01\\store. The comment about stripping private symbols is just in the script. Checking the Jenkins step...",
        )
        .bash("grep -n upload_symbols Jenkinsfile.package", "")
        .assistant("Nothing in Jenkinsfile.package calls upload_symbols.py. So shipping builds never push PDBs since the package job was split.")
        .user("confirmed, that's the root cause. add the call after Package stage")
        .file("Edit", "Jenkinsfile.package")
        .user("follow-up: QA crash reporter still points at old symbol path in CrashReportClient ini. someone needs to fix that, not today")
        .stop("Symbol upload wired back in."),
    planted: [
      { kind: "fact", keys: ["upload_symbols", "package"] },
      { kind: "task", keys: ["crashreportclient"] },
    ],
  },
  {
    id: "b143-clean-workspace",
    build: (s) =>
      s
        .user("incremental builds broke after the engine merge. what do we do")
        .bash("ls Intermediate/Build/Win64 | wc -l", "2114")
        .assistant(
          "Stale intermediates from before the merge. Could wipe Intermediate on all agents, or switch the incremental job to a full clean each night.",
        )
        .user("hmm. maybe wipe per agent? or p4 clean? idk")
        .assistant("p4 clean would also revert any generated files checked in. A targeted rm of Intermediate/ and Binaries/ is safer.")
        .user("ok going with that: nightly job wipes Intermediate+Binaries on every agent at 02:00. not p4 clean")
        .file("Write", "Jenkins/jobs/nightly-wipe.groovy")
        .assistant("Added nightly-wipe.groovy with cron H 2 * * * across all agents.")
        .user("engine merge owner is Dani btw, ping her for anything Engine/ related")
        .stop(),
    planted: [
      { kind: "decision", keys: ["nightly", "intermediate"] },
      { kind: "fact", keys: ["dani"] },
    ],
  },
  {
    id: "b143-pak-chunking",
    build: (s) =>
      s
        .user("pak size for console went over 25gb cert limit?")
        .bash("ls -la Saved/StagedBuilds/PS5/Game/Content/Paks", "pakchunk0-PS5.pak 26 843 120 384\npakchunk1-PS5.pak    912 004 100")
        .assistant("pakchunk0 is 26.8 GB. Most of it is the cinematics folder, which has no chunk assignment so it lands in chunk 0.")
        .user("1. cinematics go in their own chunk, id 5\n2. todo: ask art to recompress the 4k movies, next milestone")
        .file("Edit", "Game/Content/Cinematics/PrimaryAssetLabel_Cine.uasset")
        .assistant("Set the cinematics PrimaryAssetLabel to ChunkId 5.")
        .bash("RunUAT BuildCookRun -platform=PS5 -cook -stage -pak", "pakchunk0-PS5.pak 14 220 331 008\npakchunk5-PS5.pak 12 601 009 112\nBUILD SUCCESSFUL")
        .stop("chunk0 now 14.2 GB."),
    planted: [
      { kind: "decision", keys: ["chunk", "5"] },
      { kind: "task", keys: ["recompress"] },
    ],
  },
  {
    id: "b143-commit-style",
    build: (s) =>
      s
        .user("write the cl description for these")
        .bash("p4 opened", "//Proj/Dev-Build/Build/Scripts/upload_symbols.py#8 - edit\n//Proj/Dev-Build/Jenkinsfile.package#30 - edit")
        .assistant('"Fix symbol upload in package pipeline"?')
        .user("format is always: [build] short desc #jira KEY. e.g. [build] fix symbol upload #jira BLD-412. use that on every cl")
        .assistant("[build] restore symbol upload after package stage #jira BLD-412")
        .bash(
          "p4 change -o | sed 's/<enter description here>/[build] restore symbol upload after package stage #jira BLD-412/' | p4 change -i",
          "Change 88301 created.",
        )
        .user("ok. and never put #review on build cls, swarm spams the whole team")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["[build]", "#jira"] },
      { kind: "instruction", keys: ["#review"] },
    ],
  },
  {
    id: "b143-horde-eval",
    build: (s) =>
      s
        .user("look at Horde vs our jenkins setup. just want pros cons")
        .bash("curl -s https://horde.internal/api/v1/agents | jq length", "curl: (6) Could not resolve host: horde.internal", 6)
        .assistant(
          "No Horde server reachable, so from docs: Horde gives native UGS badges, BuildGraph-aware scheduling, and remote execution. Cost is another server to run and migrate 40 Jenkins jobs.",
        )
        .user("ok. we stay on jenkins for this project. horde maybe next project, dont bring it up again before ship")
        .assistant("Noted: Jenkins stays through ship.")
        .user("also todo: get a quote for 10 more incredibuild agent licenses, need it before alpha")
        .stop(),
    planted: [
      { kind: "decision", keys: ["jenkins", "horde"] },
      { kind: "task", keys: ["incredibuild"] },
    ],
  },
  {
    id: "b143-ugs-badges",
    build: (s) =>
      s
        .user("ugs shows no badges for editor builds since yesterday")
        .bash("grep -n PostBadgeStatus Build/Graph/Game.xml", '212:    <Property Name="UgsMetadataServer" Value="http://ugs-meta:3000"/>')
        .assistant("The graph posts to ugs-meta:3000. Could be the metadata server is down, or the badge node got dropped in the cook refactor?")
        .bash("curl -s -o /dev/null -w '%{http_code}' http://ugs-meta:3000/api/latest", "200")
        .assistant("Server answers 200. Checking the graph nodes...")
        .bash("grep -n 'Badge' Build/Graph/Game.xml", "")
        .assistant("No Badge nodes left in Game.xml. The cook refactor (CL 88102) removed them. That's why UGS is empty.")
        .user("yep that's it. put them back. ugs metadata server is ugs-meta port 3000, owned by IT not us, dont restart it ever")
        .file("Edit", "Build/Graph/Game.xml")
        .stop("Badge nodes restored."),
    planted: [
      { kind: "fact", keys: ["88102", "badge"] },
      { kind: "instruction", keys: ["ugs-meta", "restart"] },
    ],
  },
  {
    id: "b143-cook-flags",
    build: (s) =>
      s
        .user("cooks nondeterministic, diff every run")
        .bash(
          "RunUAT BuildCookRun -cook -iterate -platform=Win64 2>&1 | tail -3",
          "LogCook: Display: Cooked packages 18233\nLogCook: Warning: 412 packages differ from last cook\nBUILD SUCCESSFUL",
        )
        .assistant(
          "-iterate reuses the previous cook; combined with the shared DDC it can pick up stale packages. Dropping -iterate would make CI cooks full each time (~+25 min).",
        )
        .user("we keep -iterate on dev builds. release/rc builds: no -iterate, full cook. thats final")
        .file("Edit", "Build/Graph/Game.xml")
        .assistant("Release and RC nodes now cook without -iterate; dev keeps it.")
        .user("todo: diff tool for cooked packages so we can see what actually changes. backlog")
        .stop(),
    planted: [
      { kind: "decision", keys: ["-iterate", "release"] },
      { kind: "task", keys: ["diff tool"] },
    ],
  },
  {
    id: "b143-agent-disk",
    build: (s) =>
      s
        .user("agent-07 offline again")
        .bash("ssh build-agent-07 'Get-PSDrive D | Select Used,Free'", "Used          Free\n----          ----\n1999012345678 1203456")
        .assistant("D: is full on agent-07. Workspaces for 6 streams are synced there, each ~300 GB.")
        .user("each agent has 2tb D: drive, that's the spec. max 4 streams per agent then")
        .bash("ssh build-agent-07 'p4 -c agent07_fortnite_ws client -d agent07_fortnite_ws'", "Client agent07_fortnite_ws deleted.")
        .assistant("Deleted two unused workspaces on agent-07. Free now 640 GB.")
        .user("cool")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2tb"] },
      { kind: "instruction", keys: ["4 streams"] },
    ],
  },
  {
    id: "b143-sdk-versions",
    build: (s) =>
      s
        .user("xbox package step fails: GDK not found")
        .bash("ssh build-agent-11 'dir C:\\\\GDK'", "230603\n230305")
        .assistant("Agent 11 has GDK 230603 and 230305, but the project's Platform config asks for 231001.")
        .user("right, we need 231001, thats the one cert wants. install on all xbox agents")
        .assistant("I can't install SDKs from here (no admin). Want me to write the install script?")
        .user("yes. script only. todo for me: run it on agents 11-14 during maintenance window sunday")
        .file("Write", "Build/Scripts/install_gdk.ps1")
        .stop("Script written."),
    planted: [
      { kind: "fact", keys: ["231001"] },
      { kind: "task", keys: ["11-14"] },
    ],
  },
  {
    id: "b143-log-retention",
    build: (s) =>
      s
        .user("jenkins master disk 95%")
        .bash(
          "du -sh /var/lib/jenkins/jobs/*/builds | sort -h | tail -3",
          "88G  /var/lib/jenkins/jobs/cook-ps5/builds\n120G /var/lib/jenkins/jobs/editor-win64/builds\n310G /var/lib/jenkins/jobs/package-all/builds",
        )
        .assistant("package-all keeps every build and its archived artifacts. Suggest buildDiscarder keep 30 builds, artifacts 5.")
        .user("30 / 5 ok, do it on all three jobs")
        .file("Edit", "Jenkinsfile.package")
        .file("Edit", "Jenkinsfile.cook")
        .file("Edit", "Jenkinsfile.editor")
        .assistant("Added buildDiscarder(logRotator(numToKeepStr: '30', artifactNumToKeepStr: '5')) to the three.")
        .user("packaged builds we ship to QA get archived to \\\\builds01\\qa anyway, jenkins artifacts are just convenience")
        .stop(),
    planted: [
      { kind: "decision", keys: ["30", "artifact"] },
      { kind: "fact", keys: ["builds01"] },
    ],
  },
  {
    id: "b143-agent-prefs",
    build: (s) =>
      s
        .user("quick one, whats taking time in editor build")
        .bash("grep 'Total time' Saved/Logs/UBT-GameEditor.txt", "Total time in Parallel executor: 1403.22 seconds")
        .assistant("About 23 min in the parallel executor. Top offenders are the Niagara module and our GameplayAbilities plugin (unity off).")
        .user("pls give me numbers as tables, not prose. always. i read these on phone")
        .assistant("| module | sec |\n|---|---|\n| Niagara | 312 |\n| GameAbilities | 288 |\n| Engine | 201 |")
        .user("better. GameAbilities has bUseUnity=false on purpose, Mika turned it off for iwyu checks. leave it")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["tables"] },
      { kind: "fact", keys: ["buseunity", "mika"] },
    ],
  },
  {
    id: "b143-changelist-pin",
    build: (s) =>
      s
        .user("qa wants yesterday's build rebuilt with the crash fix only")
        .bash(
          "p4 changes -m3 //Proj/Release-1.2/...",
          "Change 88410 on 2026/11/25 by lena 'fix crash in save'\nChange 88402 on 2026/11/25 by tom 'new HUD'\nChange 88390 on 2026/11/24 by build 'version bump'",
        )
        .assistant("Could sync to 88390 and cherry-pick 88410 in a temp workspace, or sync to 88410 and back out 88402.")
        .user("first one. sync 88390 + unshelve 88410 in jenkins_hotfix_ws")
        .bash(
          "p4 -c jenkins_hotfix_ws sync //Proj/Release-1.2/...@88390 && p4 -c jenkins_hotfix_ws unshelve -s 88410",
          "... synced\n//Proj/Release-1.2/Source/Game/Save.cpp#12 - unshelved",
        )
        .assistant("Workspace ready. Kicking the package job.")
        .user("actually from now on any qa hotfix build goes through jenkins_hotfix_ws, never the main agent workspaces")
        .stop(),
    planted: [{ kind: "instruction", keys: ["jenkins_hotfix_ws", "hotfix"] }],
  },
  {
    id: "b143-shader-cache-task",
    build: (s) =>
      s
        .user("psos stutter on first run in the ps5 build. qa video attached in jira")
        .bash("ls Build/PS5/PipelineCaches/", "")
        .assistant("No bundled PSO cache for PS5 at all. Recording one needs a playthrough with -logPSO, then expanding with ShaderPipelineCacheTools.")
        .user("ok. todo next sprint:\n1. record pso cache on ps5 devkit, full playthrough\n2. add the expand step to the package graph\nnot doing either now")
        .file("Read", "Build/Graph/Game.xml")
        .assistant("Noted both for next sprint; nothing changed now.")
        .stop(),
    planted: [
      { kind: "task", keys: ["pso", "playthrough"] },
      { kind: "task", keys: ["expand"] },
    ],
  },
  {
    id: "b143-perforce-typemap",
    build: (s) =>
      s
        .user("someone checked in a 2gb .umap as text type, server choking")
        .bash("p4 fstat -T headType //Proj/Main/Game/Content/Maps/Open_World.umap", "... headType text")
        .assistant("It's typed as text. The typemap has no entry for .umap. Proposed: binary+l for .umap/.uasset so they are exclusive-locked.")
        .user("yes binary+l for umap and uasset. add to typemap")
        .bash("p4 typemap -o > /tmp/tm && cat /tmp/tm | tail -3", "TypeMap:\n\tbinary+S2w //....exe\n\tbinary+S2w //....dll")
        .file("Edit", "/tmp/tm")
        .bash("p4 typemap -i < /tmp/tm", "Typemap saved.")
        .assistant("Typemap saved with binary+l for //....umap and //....uasset.")
        .user("fyi only me and Ravi have p4 super, so typemap changes go through one of us")
        .stop(),
    planted: [
      { kind: "decision", keys: ["binary+l"] },
      { kind: "fact", keys: ["ravi"] },
    ],
  },
  {
    id: "b143-cook-server",
    build: (s) =>
      s
        .user("thoughts on zen server instead of file ddc?")
        .bash("ls Engine/Binaries/Win64/zenserver.exe", "Engine/Binaries/Win64/zenserver.exe")
        .assistant("Zen ships with the engine here. It'd give us a local cache per agent plus an upstream. Main risk: new failure mode during crunch.")
        .user("tried it on agent 3 last month, was flaky. so... hmm")
        .assistant("Could trial it on one agent again with the newer build?")
        .user("no, decided: file ddc stays until after ship, no zen. revisit post-launch")
        .user("and log a task: post-launch, evaluate zen on 2 agents for a week")
        .file("Write", "docs/build/backlog.md")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zen", "file ddc"] },
      { kind: "task", keys: ["post-launch", "zen"] },
    ],
  },
  {
    id: "b143-notifications",
    build: (s) =>
      s
        .user("build break notifications go to #general, people are angry")
        .bash("grep -n slackSend Jenkinsfile.editor", "88:  slackSend channel: '#general', message: \"BUILD BROKEN $BUILD_URL\"")
        .assistant("The editor job posts failures to #general.")
        .user("all build notifs -> #build-alerts. not #general, not DMs. apply to every jenkinsfile you touch from now on")
        .file("Edit", "Jenkinsfile.editor")
        .assistant("Switched to #build-alerts in Jenkinsfile.editor.")
        .user("k")
        .stop(),
    planted: [{ kind: "instruction", keys: ["#build-alerts"] }],
  },
  {
    id: "b143-nanite-cook-crash",
    build: (s) =>
      s
        .user("cook crash in nanite builder, again")
        .bash(
          "grep -m2 -A2 'Fatal error' Saved/Logs/Cook.log",
          "Fatal error: [File:NaniteBuilder.cpp] [Line: 611]\nAssertion failed: NumTriangles < MAX_CLUSTER_TRIANGLES\nMesh: /Game/Env/Rocks/SM_Cliff_Huge_03",
        )
        .assistant("SM_Cliff_Huge_03 has 14M triangles. Maybe the asset is corrupted? Or the fallback percent is 0?")
        .bash(
          "UnrealEditor-Cmd Game.uproject -run=MeshInfo /Game/Env/Rocks/SM_Cliff_Huge_03",
          "Triangles: 14023110\nNaniteSettings.FallbackPercentTriangles: 0.0\nNaniteSettings.bEnabled: true",
        )
        .assistant(
          "Confirmed: FallbackPercentTriangles 0.0 on this mesh; the builder asserts when fallback is zero and the mesh is over 10M triangles. That's the crash.",
        )
        .user("ok. set it to 1.0 for that mesh. and todo: ask env art to audit all rock meshes for fallback 0, before beta")
        .file("Edit", "Game/Content/Env/Rocks/SM_Cliff_Huge_03.uasset")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fallback", "10m"] },
      { kind: "task", keys: ["audit", "rock"] },
    ],
  },
  {
    id: "b143-versioning",
    build: (s) =>
      s
        .user("version string in build is 1.0.0.0 again. how do we stamp it")
        .bash("grep -n ProjectVersion Game/Config/DefaultGame.ini", "ProjectVersion=1.0.0.0")
        .assistant("Nothing stamps it. Options: write ProjectVersion from the Jenkins BUILD_NUMBER, or use the p4 changelist.")
        .user("changelist. version = major.minor.CL, e.g. 1.2.88410. jenkins build number resets when jobs get recreated")
        .file("Edit", "Build/Scripts/stamp_version.py")
        .assistant("stamp_version.py writes major.minor from Version.json plus the synced CL into DefaultGame.ini before compile.")
        .user("also: dont ever hand-edit DefaultGame.ini version, script owns it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["major.minor", "changelist"] },
      { kind: "instruction", keys: ["hand-edit"] },
    ],
  },
  {
    id: "b143-cleanup-tasks",
    build: (s) =>
      s
        .user("looking at old jobs")
        .bash("ls /var/lib/jenkins/jobs/", "cook-ps5\ncook-xsx\neditor-win64\npackage-all\nold-cook-ps4\ntest-matt-tmp\nnightly-wipe")
        .assistant("old-cook-ps4 and test-matt-tmp haven't run in 200+ days.")
        .user("leave them for now. remind me to delete old-cook-ps4 after the ps4 sku is officially cut. test-matt-tmp ask matt first")
        .assistant("Leaving both.")
        .user("btw what's the jenkins version")
        .bash("java -jar /usr/share/java/jenkins.war --version", "2.426.3")
        .assistant("2.426.3 (LTS).")
        .stop(),
    planted: [
      { kind: "task", keys: ["old-cook-ps4"] },
      { kind: "task", keys: ["test-matt-tmp"] },
    ],
  },
  {
    id: "b143-test-gauntlet",
    build: (s) =>
      s
        .user("add gauntlet smoke test after editor build")
        .file("Read", "Build/Graph/Game.xml")
        .assistant("Could run the full BootTest suite (~18 min) or just EditorBootTest (~4 min) on each CL.")
        .user("editorboottest per cl. full boottest only nightly")
        .file("Edit", "Build/Graph/Game.xml")
        .bash('RunUAT BuildGraph -script=Build/Graph/Game.xml -target="Editor Smoke" -listonly', "Editor Smoke\n  Compile Editor Win64\n  EditorBootTest")
        .assistant("Graph lists the smoke target with EditorBootTest after compile.")
        .user("gauntlet needs -nullrhi on agents, they have no gpu. the win-cook boxes are headless")
        .stop(),
    planted: [
      { kind: "decision", keys: ["editorboottest"] },
      { kind: "fact", keys: ["headless"] },
    ],
  },
  {
    id: "b143-agent-conventions",
    build: (s) =>
      s
        .user(
          "couple things for when you work on the build scripts:\n1. fyi agents all have python 3.11, nothing newer installed\n2. powershell only for windows agent setup, everything else python\n3. run pylint on Build/Scripts before you tell me its done",
        )
        .bash("python --version && pylint --version | head -1", "Python 3.11.7\npylint 3.0.3")
        .assistant("Got it. 3.11 is on this machine too.")
        .user("now fix the path bug in stamp_version.py, backslashes")
        .file("Edit", "Build/Scripts/stamp_version.py")
        .bash("pylint Build/Scripts", "Your code has been rated at 9.71/10")
        .assistant("Used pathlib for the path; pylint 9.71.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["3.11"] },
      { kind: "instruction", keys: ["powershell"] },
      { kind: "instruction", keys: ["pylint"] },
    ],
  },
  {
    id: "b143-crunch-freeze",
    build: (s) =>
      s
        .user("producer says alpha lock 12/10")
        .bash("p4 protects -g build | tail -2", "write group build * //Proj/...\nsuper user ravi * //...")
        .assistant("Want me to draft a protects change for //Proj/Release-1.2 so only leads can submit after lock?")
        .user("yes draft only. decision from the leads mtg: after 12/10 release-1.2 is lead-submit only, everything else via dev-build")
        .file("Write", "docs/build/alpha-lock-protects.txt")
        .assistant("Draft written to docs/build/alpha-lock-protects.txt.")
        .user("todo: apply that protects table on 12/10 morning")
        .stop(),
    planted: [
      { kind: "decision", keys: ["lead-submit"] },
      { kind: "task", keys: ["protects", "12/10"] },
    ],
  },
  {
    id: "b143-archive-format",
    build: (s) =>
      s
        .user("qa complains build zips take ages to download. compress better")
        .bash("ls -la \\\\builds01\\qa\\1.2.88410\\", "Game-Win64-1.2.88410.zip  31 244 009 120")
        .assistant("31 GB zip. 7z with LZMA2 would shrink it ~25%, zstd -19 ~20% but decompresses much faster.")
        .user("7z then")
        .file("Edit", "Build/Scripts/archive_build.py")
        .bash("python Build/Scripts/archive_build.py --dry-run", "would write Game-Win64-1.2.88410.7z (est. 23.4 GB, est. 48 min)")
        .assistant("7z estimate: 48 min to compress on agent-09.")
        .user("48 min?? no. switch to zstd level 19 multithreaded, final answer. qa has zstd in their tools already")
        .file("Edit", "Build/Scripts/archive_build.py")
        .bash("python Build/Scripts/archive_build.py --dry-run", "would write Game-Win64-1.2.88410.tar.zst (est. 24.9 GB, est. 11 min)")
        .stop("zstd: 24.9 GB in ~11 min."),
    planted: [
      { kind: "decision", keys: ["zstd"] },
      { kind: "fact", keys: ["qa", "zstd"] },
    ],
  },
  {
    id: "b143-parallel-cook",
    build: (s) =>
      s
        .user("package-all takes 3h. ideas")
        .file("Read", "Build/Graph/Game.xml")
        .assistant(
          "All three platforms cook serially on one agent inside a single node. Proposal: one cook node per platform (PS5, XSX, Win64) so BuildGraph fans them out across win-cook agents, then a single pak/stage step each. Should get it near 1h10.",
        )
        .user("yep do that")
        .file("Edit", "Build/Graph/Game.xml")
        .bash(
          'RunUAT BuildGraph -script=Build/Graph/Game.xml -target="Package All" -listonly',
          "Package All\n  Cook PS5\n  Cook XSX\n  Cook Win64\n  Stage PS5\n  Stage XSX\n  Stage Win64",
        )
        .assistant("Graph now has a Cook node per platform.")
        .user("nice. follow up next week: measure wall time over 5 runs and post in #build-alerts")
        .stop(),
    planted: [
      { kind: "decision", keys: ["cook", "per platform"] },
      { kind: "task", keys: ["wall time"] },
    ],
  },
  {
    id: "b143-p4-server",
    build: (s) =>
      s
        .user("p4 slow from the new agents, check connection")
        .bash("p4 info | grep -E 'Server address|Server version'", "Server address: perforce01:1666\nServer version: P4D/LINUX26X86_64/2023.2/2578891")
        .bash("p4 -p perforce-edge02:1666 info | grep 'Server services'", "Server services: edge-server")
        .assistant("New agents talk to perforce01 (the commit server) directly. There's an edge at perforce-edge02:1666 in the same rack.")
        .user("ok so: build agents use perforce-edge02, artists + everyone else on perforce01. set P4PORT in the agent template")
        .file("Edit", "Jenkins/agent-template/env.ps1")
        .assistant("P4PORT=perforce-edge02:1666 in env.ps1.")
        .user("and dont evr run p4 obliterate or p4 archive yourself, even if i ask in a hurry. ask ravi")
        .stop(),
    planted: [
      { kind: "decision", keys: ["perforce-edge02"] },
      { kind: "instruction", keys: ["obliterate"] },
    ],
  },
  {
    id: "b143-pdb-linker",
    build: (s) =>
      s
        .user("random LNK1318 on editor builds, maybe 1 in 10")
        .bash("grep -m1 LNK1318 Saved/Logs/UBT-GameEditor.txt", "LINK : fatal error LNK1318: Unexpected PDB error; RPC (23) '(0x000006BA)'")
        .assistant("Guess: parallel jobs on the same agent sharing one mspdbsrv.exe. Could also be disk pressure.")
        .bash("ssh build-agent-04 'Get-Process mspdbsrv | Select Id,StartTime'", "  Id StartTime\n  --  ---------\n4412 11/20/2026 03:12:44")
        .assistant(
          "mspdbsrv on agent-04 has been running a week across hundreds of builds, shared by both executors. Killing it before each link made 30/30 test builds pass.",
        )
        .user("confirmed then, mspdbsrv shared across executors is the cause. rule for every windows job: kill mspdbsrv in post { always }")
        .file("Edit", "Jenkinsfile.editor")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mspdbsrv", "executors"] },
      { kind: "instruction", keys: ["kill mspdbsrv"] },
    ],
  },
  {
    id: "b143-sandbox-lib",
    build: (s) =>
      s
        .user("three jenkinsfiles copy the same slack + p4 sync code. dedupe")
        .assistant(
          "Two ways: a Jenkins shared library (vars/ steps) or load a common groovy file from the workspace. Shared library is versionable and testable.",
        )
        .user("shared lib. call it studio-pipeline, lives in //Proj/Tools/studio-pipeline")
        .file("Write", "Tools/studio-pipeline/vars/p4SyncStream.groovy")
        .file("Write", "Tools/studio-pipeline/vars/notifyBuild.groovy")
        .bash("git -C Tools/studio-pipeline log --oneline | head -1", "a1b9e02 initial vars")
        .assistant("Library has p4SyncStream and notifyBuild. Hooking it into Jenkinsfile.cook next.")
        .user("wait. before prod: any jenkinsfile or lib change gets replayed on the jenkins-sandbox job first. every time, not just this one")
        .assistant("Ok, replaying on jenkins-sandbox.")
        .bash("curl -X POST http://jenkins:8080/job/jenkins-sandbox/build", "")
        .stop(),
    planted: [
      { kind: "decision", keys: ["studio-pipeline"] },
      { kind: "instruction", keys: ["jenkins-sandbox"] },
    ],
  },
  {
    id: "b143-engine-branch",
    build: (s) =>
      s
        .user("which engine are we actually on, for the bug report to epic")
        .bash(
          "cat Engine/Build/Build.version",
          '{\n  "MajorVersion": 5,\n  "MinorVersion": 3,\n  "PatchVersion": 2,\n  "Changelist": 0,\n  "BranchName": "++Studio+Engine-5.3"\n}',
        )
        .assistant("5.3.2 from the ++Studio+Engine-5.3 branch (our fork).")
        .user("yes. engine lives in //Engine/Studio-5.3, merged into //Proj/Main/Engine by Dani only. write that in the report")
        .file("Write", "docs/build/epic-bug-lnk.md")
        .assistant("Report drafted with the engine version and branch.")
        .user("todo after beta: plan the 5.4 upgrade, dani + me, 2 weeks blocked out")
        .stop(),
    planted: [
      { kind: "fact", keys: ["studio-5.3"] },
      { kind: "task", keys: ["5.4", "upgrade"] },
    ],
  },
  {
    id: "b143-sync-size",
    build: (s) =>
      s
        .user("sync //Proj/Release-1.1 on my machine, need to repro a bug")
        .bash(
          "p4 -c lena_ws sync -n //Proj/Release-1.1/... | wc -l && p4 sizes -s //Proj/Release-1.1/...",
          "418223\n//Proj/Release-1.1/... 418223 files 286104223744 bytes",
        )
        .assistant("That's 286 GB, 418k files. Go ahead?")
        .user("ugh no. virtual stream with just Source and Config is enough. fyi I prefer you tell me the size like this before any sync over 50gb, good catch")
        .bash("p4 -c lena_ws sync //Proj/Release-1.1/Source/... //Proj/Release-1.1/Game/Config/...", "... 9204 files updated")
        .assistant("Synced Source and Config only, ~3 GB.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["50gb"] }],
  },
  {
    id: "b143-followups",
    build: (s) =>
      s
        .user(
          "end of week dump, put these somewhere we wont lose them:\n1. agent-05 smart check (i still havent)\n2. move jenkins master to the new vm, 64gb\n3. rotate the p4 service account ticket, expires 12/31\nthat's it",
        )
        .file("Edit", "docs/build/backlog.md")
        .assistant("Added all three to docs/build/backlog.md under 'open'.")
        .bash("grep -c '^- \\[ \\]' docs/build/backlog.md", "9")
        .assistant("9 open items in the backlog now.")
        .user("ty have a good weekend")
        .stop(),
    planted: [
      { kind: "task", keys: ["smart"] },
      { kind: "task", keys: ["master", "vm"] },
      { kind: "task", keys: ["ticket", "12/31"] },
    ],
  },
  {
    id: "b143-shipping-checks",
    build: (s) =>
      s
        .user("shipping build has console commands enabled, cert fail last time")
        .bash(
          "grep -rn ALLOW_CONSOLE Source/Game/Game.Build.cs Source/GameTarget.Target.cs",
          'Source/GameTarget.Target.cs:21:        GlobalDefinitions.Add("ALLOW_CONSOLE_IN_SHIPPING=1");',
        )
        .assistant(
          "GameTarget.Target.cs forces ALLOW_CONSOLE_IN_SHIPPING=1. Added by CL 86012 for a playtest. Want me to wrap it in a bAllowConsole build flag?",
        )
        .user("no flag, just remove it. decided w/ producer: console is gone from shipping builds for good. the playtest build uses Test config now anyway")
        .file("Edit", "Source/GameTarget.Target.cs")
        .assistant("Removed the definition.")
        .user("and add a check in the package graph that greps the target.cs for it and fails. that's a later thing, put on backlog")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shipping", "console"] },
      { kind: "task", keys: ["target.cs"] },
    ],
  },
  {
    id: "b143-timezone",
    build: (s) =>
      s
        .user("nightly wipe ran at 2pm??")
        .bash("ssh jenkins 'cat /etc/timezone; date'", "Etc/UTC\nFri Nov 27 14:02:11 UTC 2026")
        .assistant("Jenkins master runs in UTC; H 2 * * * means 02:00 UTC = 03:00 Berlin, not 14:00. Checking the agents...")
        .bash("ssh build-agent-02 'tzutil /g'", "Pacific Standard Time")
        .assistant(
          "The wipe script schedules itself on the agent with schtasks using agent local time, and agent-02 is on Pacific time. So 02:00 in the cron turns into a wipe at a different hour there.",
        )
        .user("ok thats it. all build agents and the jenkins master run on UTC, thats the standard image. someone imaged 02 wrong. fix 02 now")
        .bash("ssh build-agent-02 'tzutil /s UTC'", "")
        .user("and rule from now: no schtasks on agents. all scheduling goes through jenkins cron")
        .stop(),
    planted: [
      { kind: "fact", keys: ["utc", "image"] },
      { kind: "instruction", keys: ["schtasks"] },
    ],
  },
  {
    id: "b143-empty-ubt-question",
    build: (s) =>
      s
        .user("why does ubt rebuild Core every time i switch configs")
        .assistant(
          "Development and DebugGame share intermediates for engine modules but Core gets a different definitions hash per config, so it recompiles. Expected behaviour.",
        )
        .user("ah ok. makes sense")
        .assistant("If it becomes a pain, separate engine intermediates per config would avoid it, but it costs disk.")
        .user("nah fine for now")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-typo",
    build: (s) =>
      s
        .user("typo in Jenkinsfile.cook line 40, 'platfrom'")
        .file("Edit", "Jenkinsfile.cook")
        .assistant("Fixed 'platfrom' -> 'platform'.")
        .user("ty. run the lint")
        .bash("npx jenkinsfile-lint Jenkinsfile.cook", "Jenkinsfile successfully validated.")
        .assistant("Validated.")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-log-quote",
    build: (s) =>
      s
        .user("what does this mean, in the cook log:")
        .user("LogInit: Warning: Always load mode is enabled; shaders must never be compiled at runtime. TODO: remove for shipping")
        .assistant(
          "It's the engine's own warning from r.ShaderCompiler.AlwaysLoad. The TODO text is part of the engine message, not ours. Harmless on dev cooks.",
        )
        .bash("grep -rn AlwaysLoad Game/Config/", "Game/Config/DefaultEngine.ini:88:r.ShaderCompiler.AlwaysLoad=1")
        .assistant("Set in DefaultEngine.ini line 88.")
        .user("ok just wanted to know")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-hypothesis",
    build: (s) =>
      s
        .user("agent-05 slow since monday. maybe antivirus scanning the workspace? or the disk dying?")
        .bash("ssh build-agent-05 'Get-MpPreference | Select ExclusionPath'", "ExclusionPath\n-------------\n{D:\\ws}")
        .assistant("Defender already excludes D:\\ws, so antivirus is less likely. Could be the disk; SMART data would tell.")
        .user("maybe. i'll check smart tomorrow when i'm in the office, might be nothing")
        .assistant("Sounds good.")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-withdrawn",
    build: (s) =>
      s
        .user("lets move all cooks to linux agents")
        .assistant("Linux cooking works for most platforms, but console SDKs (PS5, Xbox GDK) need Windows hosts for packaging.")
        .user("hm right. scratch that, forget linux")
        .assistant("Ok, nothing changed.")
        .user("how many win agents do we have total")
        .bash("curl -s http://jenkins:8080/computer/api/json | jq '.computer | length'", "22")
        .assistant("22 agents registered.")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-status",
    build: (s) =>
      s
        .user("status?")
        .bash("curl -s http://jenkins:8080/job/package-all/lastBuild/api/json | jq .result", '"SUCCESS"')
        .assistant("package-all #1442 succeeded, 1h12m. cook-ps5 running, 40% through.")
        .user("ok ping me when ps5 done")
        .assistant("cook-ps5 finished: SUCCESS, 58 min.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-chitchat",
    build: (s) =>
      s
        .user("long day. studio party friday, you coming lol")
        .assistant("Ha, I'll be here keeping the agents warm.")
        .user("anyway. can you read Jenkinsfile.package and tell me what stage takes longest, roughly")
        .file("Read", "Jenkinsfile.package")
        .assistant("Going by the timeouts and the last build log, Cook (~55 min) then Stage+Pak (~20 min). Compile is ~12 min with the warm DDC.")
        .user("thx")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-config-quote",
    build: (s) =>
      s
        .user("paste me the relevant bit of the p4 triggers")
        .bash(
          "p4 triggers -o | sed -n '/Triggers:/,$p'",
          'Triggers:\n\tcheck-desc change-submit //Proj/... "python3 /p4/triggers/desc.py %changelist%"  # must always have #jira\n\tno-main change-submit //Proj/Main/... "python3 /p4/triggers/deny.py"  # never allow direct submit',
        )
        .assistant("Two submit triggers: desc.py checks the description for #jira, deny.py blocks direct submits to Main.")
        .user("and desc.py, what does it do with #jira KEY if the key doesnt exist in jira")
        .file("Read", "p4/triggers/desc.py")
        .assistant("It only regex-checks the format; it doesn't call Jira, so a non-existent key passes.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-proposal-declined",
    build: (s) =>
      s
        .user("cook-xsx failed, flaky network share?")
        .bash(
          "grep -m1 -i error Saved/Logs/Cook-XSX.log",
          "Error: Failed to write \\\\ddc01\\ddc_ue5\\2F\\A1\\...: The specified network name is no longer available.",
        )
        .assistant("Lost the share mid-write. I could add a retry wrapper around the cook step (3 tries)?")
        .user("no, not worth it, happens once a month. just retry it")
        .bash("curl -X POST http://jenkins:8080/job/cook-xsx/build", "")
        .assistant("Retriggered cook-xsx.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-one-off",
    build: (s) =>
      s
        .user("revert cl 88377 please, broke the editor")
        .bash('p4 undo @88377 && p4 submit -d "[build] back out 88377 #jira BLD-430"', "Change 88381 submitted.")
        .assistant("Backed out 88377 as CL 88381.")
        .user("and kick editor-win64")
        .bash("curl -X POST http://jenkins:8080/job/editor-win64/build", "")
        .assistant("Triggered editor-win64 #2210.")
        .stop(),
    planted: [],
  },
  {
    id: "b143-empty-question-only",
    build: (s) =>
      s
        .user("is there a way to see which agent cooked a given pak")
        .assistant("The package job writes BuildInfo.json next to the paks with NODE_NAME, if the archive step ran.")
        .bash("cat '\\\\builds01\\qa\\1.2.88410\\BuildInfo.json'", '{"node": "build-agent-09", "cl": 88410, "job": "package-all #1438"}')
        .assistant("That one came from build-agent-09, package-all #1438.")
        .user("ok cool, just curious")
        .stop(),
    planted: [],
  },
];

export const BLIND143 = plantedSet(BLIND143_SESSIONS, Date.UTC(2026, 10, 21, 9));
