/**
 * Blind planted set 58 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: game servers and live operations (matchmaking, anti-cheat, player data, seasonal
 * events, patch days, load tests) in Claude Code and OpenCode voice: terse on-call users, lists,
 * typos, code spans, pasted logs. Player reports and guesses are not facts until confirmed;
 * proposals nobody takes, withdrawn ideas, questions, quoted tool output ("always", "never",
 * "TODO") and requests done in the same session give nothing. Superseded decisions: only the
 * later one is planted. Each session is one segment; the items planted in it are listed with it.
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

export const BLIND58_SESSIONS: BlindSession[] = [
  {
    id: "b58-oce-queue",
    build: (s) =>
      s
        .user("ranked queue in OCE is 90s+ after midnight, players screaming on discord. why")
        .bash(
          "grep -n REGION_STRICT config/matchmaking.toml src/matchmaking/*.ts",
          "config/matchmaking.toml:12:REGION_STRICT = true\nsrc/matchmaking/pool.ts:41:  if (cfg.REGION_STRICT && a.region !== b.region) return false;",
        )
        .assistant(
          "The pool never pairs tickets across regions: `REGION_STRICT = true` in config/matchmaking.toml, and pool.ts checks it for every pair. At night OCE has too few tickets to fill a 10-player lobby. Two ways out: let OCE tickets also match SEA after some wait, or shrink lobbies at night.",
        )
        .user("ok widen OCE into SEA after 45s in queue. lobby size is not changing, thats a design thing")
        .file("Edit", "src/matchmaking/pool.ts")
        .bash("npm test -- pool", "✓ pool.test.ts (14 tests) 212ms")
        .assistant("Done: after 45 s an OCE ticket is also eligible for SEA lobbies; tests pass.")
        .stop(),
    planted: [{ kind: "decision", keys: ["oce", "sea"] }],
  },
  {
    id: "b58-anticheat-flags",
    build: (s) =>
      s
        .user(
          "someone on reddit says the new anticheat build flags anyone running OBS with the game capture hook. probably true tbh, the hook injects a dll. can you check the detections log",
        )
        .bash("rg -c 'obs-graphics-hook' logs/ac-detections-2026-11-01.jsonl", "0")
        .assistant(
          "No detection in yesterday's log mentions `obs-graphics-hook`; the 212 flags are all `speedhack.timer_drift`. So the OBS claim doesn't show up in our data. The drift flags cluster on one client build, 1.42.3.",
        )
        .user("huh ok. so the obs thing is just noise")
        .bash("jq -r .client_build logs/ac-detections-2026-11-01.jsonl | sort | uniq -c", "    212 1.42.3")
        .assistant(
          "Confirmed: every timer-drift flag comes from client build 1.42.3, which shipped the new frame limiter. That build reports a drifting timer on machines with VRR enabled.",
        )
        .user(
          "great. nobody gets banned on timer_drift alone from now on, it goes to manual review. and we need to hotfix the frame limiter but not today, client team is off",
        )
        .file("Edit", "src/anticheat/rules.ts")
        .assistant("Changed the rule: `speedhack.timer_drift` now opens a review case instead of an automatic ban.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1.42.3", "drift"] },
      { kind: "decision", keys: ["timer_drift", "review"] },
      { kind: "task", keys: ["hotfix", "frame limiter"] },
    ],
  },
  {
    id: "b58-chitchat-patchnotes",
    build: (s) =>
      s
        .user("lol did you see the patch notes draft, marketing called the shotgun nerf a 'buff to fairness'")
        .assistant("Ha. It's a bold framing. Want me to look at anything in the repo, or was that just a drive-by?")
        .user("drive-by. ok back to work in a sec")
        .assistant("Sure, I'm here when you are.")
        .stop(),
    planted: [],
  },
  {
    id: "b58-player-save-schema",
    build: (s) =>
      s
        .user("where do we keep player inventories now, still the blob column?")
        .bash(
          "psql -c '\\d player_inventory' playerdata",
          " Column   |  Type  \n----------+--------\n player_id | uuid\n slot      | int\n item_id   | text\n qty       | int",
        )
        .assistant(
          "No blob anymore: inventories live in `player_inventory`, one row per slot (`player_id`, `slot`, `item_id`, `qty`) in the playerdata database. The old `players.inventory_json` column is still there but nothing writes it since migration 0087.",
        )
        .user(
          "right. rule for everyone touching player data: every write to player_inventory goes through InventoryRepo.applyDelta, never raw UPDATEs from handlers. we lost items twice last season that way",
        )
        .assistant("Noted. I'll route the new gift handler through `InventoryRepo.applyDelta` too.")
        .file("Edit", "src/playerdata/handlers/gift.ts")
        .bash("npm test -- gift", "✓ gift.test.ts (6 tests) 98ms")
        .assistant("The gift handler now calls `applyDelta`; tests pass.")
        .user("we should drop inventory_json eventually, after the season ends. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["player_inventory", "slot"] },
      { kind: "instruction", keys: ["applydelta"] },
      { kind: "task", keys: ["inventory_json"] },
    ],
  },
  {
    id: "b58-loadtest-plan",
    build: (s) =>
      s
        .user("thinking about load testing the login burst for patch day. maybe 200k CCU in k6? or is locust better for this")
        .assistant(
          "Either can do it. k6 is easier for HTTP-heavy bursts and we already have scripts in loadtest/k6; locust would need new workers. 200k virtual users needs several generator machines either way.",
        )
        .user("hm. what does the current login script actually hit")
        .bash(
          "cat loadtest/k6/login.js | head -20",
          "import http from 'k6/http';\n// TODO: add the entitlement check\nexport default function () {\n  http.post(__ENV.BASE + '/auth/login', body);\n}",
        )
        .assistant("It only posts to `/auth/login`; there's a TODO in it for the entitlement check, which the real client calls right after login.")
        .user("ok let me think about it and talk to sasha, dont change anything yet")
        .stop(),
    planted: [],
  },
  {
    id: "b58-season-config",
    build: (s) =>
      s
        .user("Winterfest event config. Season events are defined in `events/*.yaml` and the server loads them at boot only? or hot reload")
        .bash(
          "rg -n 'watch\\(|reloadEvents' src/liveops",
          "src/liveops/events.ts:88:export async function reloadEvents(signal: AbortSignal) {\nsrc/liveops/admin.ts:19:  router.post('/admin/events/reload', reloadEvents)",
        )
        .assistant(
          "Hot reload exists but isn't automatic: `POST /admin/events/reload` rereads `events/*.yaml`. No file watcher. So a config change needs either that call or a restart.",
        )
        .user(
          "ok. going forward event start/end times in those yaml files are always written in UTC with a Z suffix, no local times. the last halloween event started at 00:00 PST by accident",
        )
        .file("Edit", "events/winterfest.yaml")
        .assistant("Converted winterfest's `start` and `end` to UTC with `Z`.")
        .user("also winterfest runs dec 18 to jan 6, that's final from design")
        .assistant("Set `start: 2026-12-18T00:00:00Z` and `end: 2027-01-06T23:59:59Z`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["reload"] },
      { kind: "instruction", keys: ["utc", "yaml"] },
      { kind: "decision", keys: ["winterfest"] },
    ],
  },
  {
    id: "b58-patchday-runbook",
    build: (s) =>
      s
        .user(
          "patch day tomorrow. reminder of how we do it so you dont improvise:\n1. drain matchmaking 20 min before\n2. deploy game servers with the canary fleet first (eu-west-canary)\n3. only then the rest\nthis is the order every patch, keep to it",
        )
        .assistant("Got it: drain matchmaking 20 minutes ahead, canary fleet `eu-west-canary` first, then the rest.")
        .bash("./ops/fleet.sh status eu-west-canary", "fleet eu-west-canary: 12/12 healthy, build 1.43.0-rc2")
        .assistant("Canary fleet is healthy on 1.43.0-rc2.")
        .user("good. also the rc2 build is what ships, we're not waiting for rc3")
        .assistant("Understood, rc2 is the release candidate for tomorrow.")
        .user("can you check if the drain script still works with the new queue service")
        .bash("./ops/drain-mm.sh --dry-run", "would drain 4 queues: ranked, casual, arena, custom\ndry run: nothing changed")
        .assistant("The dry run lists all four queues, so the drain script works with the new queue service.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["canary", "drain"] },
      { kind: "decision", keys: ["rc2"] },
    ],
  },
  {
    id: "b58-leaderboard-bug",
    build: (s) =>
      s
        .user("leaderboard shows people at rank 0. fix pls")
        .bash("npm test -- leaderboard", "✗ leaderboard.test.ts > ranks start at 1\n  expected 1, received 0", 1)
        .assistant("The rank is the zero-based index from `ZREVRANK`; the display adds nothing. I'll add 1 when we build the response.")
        .file("Edit", "src/leaderboard/read.ts")
        .bash("npm test -- leaderboard", "✓ leaderboard.test.ts (9 tests) 77ms")
        .assistant("Fixed: ranks now start at 1 and the test passes.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b58-redis-cluster",
    build: (s) =>
      s
        .user("how many redis nodes does the session cache run on in prod? i keep forgetting")
        .bash("kubectl -n live get statefulset redis-sessions -o jsonpath='{.spec.replicas}'", "6")
        .assistant("Six: `redis-sessions` is a 6-replica statefulset in the `live` namespace (3 primaries, 3 replicas in cluster mode, per its config).")
        .user(
          "ok. and we decided after the last tournament: anything that needs a lock across game servers uses redlock on redis-sessions, not postgres advisory locks. those held up the db",
        )
        .assistant("Understood, I'll keep cross-server locks on Redlock over `redis-sessions`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["redis-sessions", "6"] },
      { kind: "decision", keys: ["redlock"] },
    ],
  },
  {
    id: "b58-ban-wave-timing",
    build: (s) =>
      s
        .user("should we do the ban wave on friday or wait for monday? what do you think")
        .assistant(
          "Friday gets more visibility but support is thin on weekends; Monday gives support a full week to handle appeals. I'd lean Monday, but it's a call for the live ops lead.",
        )
        .user("yeah I'll ask Priya. no decision yet")
        .stop(),
    planted: [],
  },
  {
    id: "b58-opencode-anticheat-logs",
    build: (s) =>
      s
        .user("[opencode] the anti-cheat service logs are insane, 40GB a day. whats taking the space")
        .bash(
          "du -sh /var/log/anticheat/* | sort -h | tail -3",
          "2.1G\t/var/log/anticheat/detections.log\n9.8G\t/var/log/anticheat/audit.log\n28G\t/var/log/anticheat/heartbeat.log",
        )
        .assistant("`heartbeat.log` is 28 GB of the 40: each client heartbeat is logged at INFO. Detections are only 2.1 GB.")
        .user("heartbeats at debug from now. also fyi legal requires we keep anticheat logs 14 days max, so set logrotate to that")
        .file("Edit", "src/anticheat/logging.ts")
        .file("Edit", "deploy/anticheat/logrotate.conf")
        .assistant("Heartbeats log at DEBUG and logrotate keeps 14 days for anticheat.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["heartbeat", "28"] },
      { kind: "decision", keys: ["heartbeat", "debug"] },
      { kind: "fact", keys: ["legal", "14 days"] },
    ],
  },
  {
    id: "b58-tests-convention",
    build: (s) =>
      s
        .user("fyi: run the matchmaking tests with `make test-mm`, not npm test. npm test skips the simulation tests that actually catch the elo regressions")
        .bash("make test-mm", "go test ./matchmaking/... -tags sim\nok  \tmatchmaking/pool\t3.1s\nok  \tmatchmaking/sim\t41.7s")
        .assistant("Ran `make test-mm`: pool and sim packages pass (the sim suite takes ~42 s).")
        .user("yep. and please dont edit the sim seeds in matchmaking/sim/seeds.go, those are pinned for reproducing old bugs")
        .assistant("Okay, I'll leave `seeds.go` alone.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["make test-mm"] },
      { kind: "instruction", keys: ["seeds"] },
    ],
  },
  {
    id: "b58-guess-desync",
    build: (s) =>
      s
        .user("players report rubberbanding on the new map. maybe the server tick dropped to 20?")
        .assistant("Possibly. I can check the tick rate the servers report.")
        .bash("./ops/fleet.sh metrics na-east tick_rate", "na-east tick_rate p50=60 p5=58")
        .assistant(
          "The servers hold ~60 Hz even at p5, so a tick drop isn't it. Could be the map's navmesh triggering heavy physics, or client-side prediction on the new elevators; I don't know yet.",
        )
        .user("hmm. might be the elevators. or not. leave it, ill get a repro from QA")
        .stop(),
    planted: [],
  },
  {
    id: "b58-region-mapping",
    build: (s) =>
      s
        .user("which datacenter serves brazil players")
        .bash("grep -n 'BR' config/regions.yaml", "14:  BR: sa-east-1  # São Paulo\n15:  AR: sa-east-1")
        .assistant("Brazil (and Argentina) map to `sa-east-1`, São Paulo, in config/regions.yaml.")
        .user("ok so chile too? players there complain about 120 ping")
        .bash("grep -n 'CL' config/regions.yaml", "16:  CL: us-east-1")
        .assistant("Chile currently maps to `us-east-1`, which would explain the ping. Want me to move it to sa-east-1?")
        .user("yes move CL to sa-east-1. and add a test that every country code in the region map points to a fleet that exists, next sprint")
        .file("Edit", "config/regions.yaml")
        .assistant("Moved `CL` to `sa-east-1`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["brazil", "sa-east-1"] },
      { kind: "task", keys: ["country", "fleet"] },
    ],
  },
  {
    id: "b58-mmr-decay",
    build: (s) =>
      s
        .user("design wants MMR decay for inactive players. lets do 2% per week after 14 days idle")
        .assistant("I can add that to the nightly rating job. Should it stop at some floor?")
        .bash("rg -n 'nightlyRating' src/rating", "src/rating/nightly.ts:5:export async function nightlyRating(db) {")
        .user("actually no, scratch the percentage. decay is a flat 25 MMR per week after 21 days idle, floor at the player's placement rating")
        .file("Edit", "src/rating/nightly.ts")
        .bash("npm test -- rating", "✓ nightly.test.ts (11 tests) 140ms")
        .assistant("Nightly job now decays 25 MMR per week after 21 idle days, never below the placement rating.")
        .stop(),
    planted: [{ kind: "decision", keys: ["decay", "25"] }],
  },
  {
    id: "b58-grafana-question",
    build: (s) =>
      s
        .user("how do I get the CCU graph per region in grafana again")
        .assistant(
          "Open the `Live / Concurrency` dashboard and set the `region` variable at the top; the panel `CCU by region` splits it. If you want it in one query: `sum by (region) (game_ccu)`.",
        )
        .user("perfect thx")
        .stop(),
    planted: [],
  },
  {
    id: "b58-player-report-dupe",
    build: (s) =>
      s
        .user(
          "support ticket: player says he got the legendary skin twice from the winterfest chest and the second one vanished. probably a dupe bug in the chest roll? check",
        )
        .bash(
          "psql playerdata -c \"select * from chest_rolls where player_id='7f3e…' order by at\"",
          "  at                 | item\n 2026-11-01 20:14:03 | skin_frost_legend\n 2026-11-01 20:14:03 | skin_frost_legend",
        )
        .assistant(
          "Two rolls at the same second for the same item. Looks like the open request was sent twice (double click) and both were processed: `chest_rolls` has no idempotency key. The second grant then hit the inventory's unique constraint and rolled back, which is the 'vanished' skin.",
        )
        .user("so confirmed its the double submit, not a dupe exploit?")
        .bash("grep -n 'idempotency' src/liveops/chests.ts || echo none", "none")
        .assistant("Confirmed as far as the data goes: there's no idempotency handling in chests.ts, and the two rows share a timestamp.")
        .user("ok. chest opens need an idempotency key, add that after the winterfest freeze lifts. tell support its a double-submit")
        .assistant("I'll draft the support reply.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["chest_rolls", "idempotency"] },
      { kind: "task", keys: ["idempotency key"] },
    ],
  },
  {
    id: "b58-style-prefs",
    build: (s) =>
      s
        .user("quick prefs for this repo: keep PRs under 400 lines, and write commit messages as `area: what changed`, like `matchmaking: widen OCE into SEA`")
        .bash("git log --oneline -3", "a1b2c3d matchmaking: widen OCE into SEA\n9f8e7d6 anticheat: timer drift to review\n4c5d6e7 liveops: winterfest dates")
        .assistant("Matches what's there. I'll keep to `area: what changed` and split anything bigger than 400 lines.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["400 lines"] },
      { kind: "instruction", keys: ["commit messages"] },
    ],
  },
  {
    id: "b58-empty-retry-deploy",
    build: (s) =>
      s
        .user("deploy the leaderboard fix to staging")
        .bash("./ops/deploy.sh staging leaderboard", "deploying leaderboard@4c1a2e to staging\nrollout complete: 3/3 pods ready")
        .assistant("Deployed leaderboard@4c1a2e to staging; all 3 pods ready.")
        .user("nice")
        .stop(),
    planted: [],
  },
  {
    id: "b58-xp-boost",
    build: (s) =>
      s
        .user("double XP weekend starts friday 18:00 UTC. how is the multiplier applied, at grant time or at match end?")
        .bash("rg -n 'xpMultiplier' src/progression", "src/progression/grant.ts:31:  const amount = base * liveops.xpMultiplier(now)")
        .assistant(
          "At grant time: `grant.ts` multiplies by `liveops.xpMultiplier(now)`, so a match that ends after the window closes gets 1x even if it started inside it.",
        )
        .user("thats how it's been and players complain each time. we're switching to match start time for the multiplier. do it")
        .file("Edit", "src/progression/grant.ts")
        .bash("npm test -- progression", "✓ grant.test.ts (8 tests) 65ms")
        .assistant("The multiplier now uses the match's start time; tests updated and passing.")
        .stop(),
    planted: [{ kind: "decision", keys: ["multiplier", "match start"] }],
  },
  {
    id: "b58-loadtest-results",
    build: (s) =>
      s
        .user("the k6 run from last night finished? summarize")
        .bash("cat loadtest/results/2026-11-06-login.txt", "vus_max........: 150000\nhttp_req_failed: 4.2%\nauth p99.......: 2.8s\nentitlements p99: 11.4s\n")
        .assistant("150k VUs max, 4.2% failures. Auth p99 2.8 s is OK-ish; the entitlements service is the bottleneck at 11.4 s p99.")
        .user(
          "ok so entitlements is the thing that falls over first at 150k, thats what I needed. we need to shard the entitlements cache before the season launch, put it on the list",
        )
        .assistant("Noted.")
        .user("also from now on load test results go in loadtest/results/ with the date in the filename like this one, dont paste them in slack only")
        .stop(),
    planted: [
      { kind: "fact", keys: ["entitlements", "150k"] },
      { kind: "task", keys: ["shard", "entitlements"] },
      { kind: "instruction", keys: ["loadtest/results"] },
    ],
  },
  {
    id: "b58-quoted-rule",
    build: (s) =>
      s
        .user("what does this comment in the ban service even mean")
        .file("Read", "src/anticheat/ban.ts")
        .assistant(
          "The comment says:\n```\n// NEVER unban from this path. Always go through appeals.\n// TODO(2024): remove legacy hwid bans\n```\nIt's from 2024; it means unbans should go through the appeals service rather than `ban.ts`. The TODO refers to hardware-ID bans, which were removed later (there's no hwid code left).",
        )
        .user("ah ok, so its stale. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b58-matchmaker-owner",
    build: (s) =>
      s
        .user("who owns the matchmaker service? need someone to review my pool change")
        .bash("cat CODEOWNERS | grep matchmaking", "/src/matchmaking/ @dana-k @live-mm-team")
        .assistant("CODEOWNERS lists @dana-k and @live-mm-team for src/matchmaking/.")
        .user("right, Dana is the matchmaking lead. and any change to pool.ts needs her approval, not just any team member")
        .assistant("Okay, I'll request Dana's review on pool.ts changes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dana", "matchmaking lead"] },
      { kind: "instruction", keys: ["pool.ts", "approval"] },
    ],
  },
  {
    id: "b58-empty-lint",
    build: (s) =>
      s
        .user("lint is failing on main, can you fix it")
        .bash("npm run lint", "src/liveops/events.ts:3:8 'fs' is declared but never used", 1)
        .file("Edit", "src/liveops/events.ts")
        .bash("npm run lint", "Checked 412 files. No errors.")
        .assistant("Removed the unused `fs` import; lint passes.")
        .stop(),
    planted: [],
  },
  {
    id: "b58-rollback-decision",
    build: (s) =>
      s
        .user("1.43.0 is live and crash reports spiking in the shop screen. rollback?")
        .bash("./ops/crashes.sh --since 30m | head -5", "1840 ShopView::renderBundle null deref\n  12 AudioMixer underrun")
        .assistant(
          "1840 crashes in `ShopView::renderBundle` in 30 minutes. A rollback would fix it but undoes the balance patch too; a server-side flag could hide bundles instead.",
        )
        .user("we're not rolling back. hide bundles with the shop_bundles flag until the client hotfix lands")
        .bash("./ops/flags.sh set shop_bundles false --env live", "shop_bundles=false (live) by dev@ 03:12Z")
        .assistant("`shop_bundles` is off in live.")
        .user("turn shop_bundles back on once 1.43.1 is out, thats on us to remember")
        .stop(),
    planted: [
      { kind: "decision", keys: ["shop_bundles"] },
      { kind: "task", keys: ["1.43.1"] },
    ],
  },
  {
    id: "b58-anticheat-vendor",
    build: (s) =>
      s
        .user("we were evaluating moving to a kernel-level anticheat vendor. I think it's a bad idea for linux/steam deck players, what's your read")
        .assistant(
          "Kernel drivers generally don't run on the Steam Deck's Proton, so those players would be locked out unless the vendor has a Proton mode. It's a trade-off between coverage and detection strength.",
        )
        .user("yeah. not deciding today, just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "b58-db-migrations",
    build: (s) =>
      s
        .user("add an index on match_history(player_id, ended_at)")
        .bash("ls migrations/playerdata | tail -2", "0112_chest_rolls.sql\n0113_season_rewards.sql")
        .file("Write", "migrations/playerdata/0114_match_history_idx.sql")
        .assistant("Added 0114 with `CREATE INDEX CONCURRENTLY ... ON match_history (player_id, ended_at)`.")
        .user("good that you used CONCURRENTLY. make that a rule: every index on playerdata tables is created CONCURRENTLY, match_history alone is 900M rows")
        .assistant("Will do for every playerdata index.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["concurrently"] },
      { kind: "fact", keys: ["match_history", "900m"] },
    ],
  },
  {
    id: "b58-empty-whatif",
    build: (s) =>
      s
        .user("what if we moved the whole matchmaker to a single global pool and only did region as a soft preference")
        .assistant(
          "Queue times would drop everywhere, but ping would go up for a share of matches. You'd want a ping ceiling per ticket. I can sketch the pool change if you want to try it in a sim.",
        )
        .user("nah, just curious. forget it")
        .stop(),
    planted: [],
  },
  {
    id: "b58-tournament-mode",
    build: (s) =>
      s
        .user("for the winter tournament servers: are they separate builds or the same game server with a flag")
        .bash(
          "rg -n 'TOURNAMENT_MODE' src/gameserver | head -3",
          "src/gameserver/config.ts:22:  tournamentMode: env.TOURNAMENT_MODE === '1',\nsrc/gameserver/match.ts:140:  if (cfg.tournamentMode) disableBackfill()",
        )
        .assistant("Same build: `TOURNAMENT_MODE=1` turns on tournament behaviour, e.g. backfill is disabled in match.ts.")
        .user("ok. we'll run the tournament on a dedicated fleet, tourney-eu, not mixed into the public fleets. ops agreed yesterday")
        .assistant("Okay. Should I set up the fleet config now?")
        .user("no, Marek will create the fleet next week, remind me to review his PR")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tournament_mode", "backfill"] },
      { kind: "decision", keys: ["tourney-eu"] },
      { kind: "task", keys: ["marek"] },
    ],
  },
  {
    id: "b58-withdrawn-cache",
    build: (s) =>
      s
        .user("profile endpoint is slow, let's put a 5 minute cache in front of it")
        .bash("./ops/latency.sh playerdata /profile", "p50 41ms p99 3900ms")
        .assistant(
          "p99 is 3.9 s but p50 is 41 ms, so it's a tail problem. A cache helps the median more than the tail. Want me to look at what the slow requests have in common first?",
        )
        .user("hm yeah ok skip the cache idea, look at the slow ones")
        .bash(
          "./ops/slowlog.sh playerdata /profile --top 3",
          "3870ms select * from friends where player_id=$1 (rows: 4999)\n3410ms select * from friends where player_id=$1 (rows: 4998)",
        )
        .assistant("The slow ones are players with ~5000 friends: the profile loads the whole friends list. Paging the friends query would fix the tail.")
        .user("ok page it, 100 per page")
        .file("Edit", "src/playerdata/profile.ts")
        .bash("npm test -- profile", "✓ profile.test.ts (7 tests)")
        .assistant("Friends are paged 100 at a time on the profile endpoint; tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["friends", "5000"] }],
  },
  {
    id: "b58-secrets",
    build: (s) =>
      s
        .user("the steam api key for the entitlement check, where is it")
        .bash("grep -rn STEAM_API_KEY deploy/ | head -3", "deploy/entitlements/values.yaml:8:  STEAM_API_KEY: vault:secret/live/steam#api_key")
        .assistant("It's read from Vault at `secret/live/steam#api_key` via the entitlements chart.")
        .user("right. never put platform keys (steam, psn, xbox) in env files or yaml in plain text, vault references only")
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["steam", "vault"] },
      { kind: "instruction", keys: ["platform keys"] },
    ],
  },
  {
    id: "b58-empty-explain",
    build: (s) =>
      s
        .user("explain how the elo update works in rating/elo.go, I'm new here")
        .file("Read", "src/rating/elo.go")
        .assistant(
          "Each match computes the expected score `E = 1 / (1 + 10^((Rb - Ra)/400))` per team average, then moves each player by `K * (S - E)` with K=32 for the first 20 games and 16 after. Parties get a small K reduction so stacks don't farm.",
        )
        .user("ok makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b58-opencode-season-reset",
    build: (s) =>
      s
        .user("[opencode] season 9 reset: how far do we squash ranks")
        .bash("cat config/season.toml", "[reset]\nsquash = 0.5\ntarget = 1500")
        .assistant("Current config pulls each rating halfway toward 1500 (`squash = 0.5`).")
        .user("design asked for squash 0.7 this time... hmm, no, keep squash at 0.5, 0.7 was for the old ladder. leave it")
        .assistant("Keeping `squash = 0.5`.")
        .user("and season resets always happen on the tuesday maintenance window, never on a weekend")
        .stop(),
    planted: [
      { kind: "decision", keys: ["squash", "0.5"] },
      { kind: "instruction", keys: ["tuesday"] },
    ],
  },
  {
    id: "b58-report-queue-exploit",
    build: (s) =>
      s
        .user("streamer claims you can dodge ranked without penalty by alt-f4 during the loading screen. true?")
        .bash("rg -n 'dodgePenalty' src/matchmaking", "src/matchmaking/lobby.ts:77:  if (state === 'ready_check') applyDodgePenalty(p)")
        .assistant(
          "The penalty only fires in `ready_check`. Once the lobby moves to `loading`, a disconnect isn't counted as a dodge, so the claim looks right from the code.",
        )
        .bash("npm test -- lobby -t 'disconnect during loading'", "✓ lobby.test.ts > disconnect during loading applies no penalty")
        .assistant("Reproduced in a test: a disconnect during `loading` gets no penalty.")
        .user("ugh. ok the dodge penalty has to cover loading too. Dana's team takes it, I'll file it for them")
        .stop(),
    planted: [
      { kind: "fact", keys: ["penalty", "loading"] },
      { kind: "task", keys: ["dodge penalty"] },
    ],
  },
  {
    id: "b58-empty-format",
    build: (s) =>
      s
        .user("format the events folder")
        .bash("npx prettier --write events/", "events/winterfest.yaml 12ms\nevents/halloween.yaml 8ms")
        .assistant("Formatted the two event files.")
        .stop(),
    planted: [],
  },
  {
    id: "b58-telemetry-pipeline",
    build: (s) =>
      s
        .user("match telemetry goes kafka -> clickhouse right? how long is the lag")
        .bash("./ops/kafka-lag.sh match-telemetry", "group clickhouse-sink lag=182000 msgs (~6 min)")
        .assistant(
          "Yes: the Kafka topic `match-telemetry` flows into ClickHouse via the `clickhouse-sink` group; lag is ~182k messages, about 6 minutes right now.",
        )
        .user("6 min is normal during peak. bump the alert threshold to 15 min")
        .file("Edit", "deploy/alerts/telemetry.yaml")
        .assistant("Raised the `TelemetryLag` alert threshold to 15 minutes.")
        .stop(),
    planted: [{ kind: "fact", keys: ["kafka", "clickhouse"] }],
  },
  {
    id: "b58-anticheat-thresholds",
    build: (s) =>
      s
        .user("aimbot heuristic: what's the current snap angle threshold")
        .bash("grep -n snapAngle src/anticheat/aim.ts", "src/anticheat/aim.ts:9:const snapAngleDeg = 38 // flag above this per tick")
        .assistant("38 degrees per tick.")
        .user(
          "I was going to raise it to 45 because of false positives on high-sens players... but Jonas said lowering sensitivity false positives is better done with the consistency check. so leave 38. the snap threshold doesnt move without Jonas",
        )
        .assistant("Leaving it at 38.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["snap", "jonas"] }],
  },
  {
    id: "b58-empty-thanks",
    build: (s) =>
      s
        .user("thanks for yesterday, the patch went fine. 0 rollbacks")
        .assistant("Glad to hear it. Anything to follow up on from the patch?")
        .user("not right now")
        .stop(),
    planted: [],
  },
  {
    id: "b58-todo-cleanup",
    build: (s) =>
      s
        .user("grep the todos in the matchmaker")
        .bash(
          "rg -n TODO src/matchmaking",
          "src/matchmaking/pool.ts:88:// TODO: always prefer full parties\nsrc/matchmaking/lobby.ts:12:// TODO never reuse lobby ids",
        )
        .assistant("Two TODOs: pool.ts wants full parties preferred, lobby.ts says lobby ids should never be reused. Neither has an issue linked.")
        .user("the lobby id one is real, we saw collisions in october. that needs fixing before the tournament")
        .assistant("Noted the lobby id reuse as an open item before the tournament.")
        .stop(),
    planted: [{ kind: "task", keys: ["lobby id"] }],
  },
  {
    id: "b58-patchday-retro",
    build: (s) =>
      s
        .user(
          "patch day retro notes, for later, none of these today:\n- the drain script should post to #live-ops when it finishes, we sat there refreshing\n- canary health only looks at crash rate, it has to include queue time too\n- rollback steps need writing down in docs/runbooks/patch-day.md, they only live in Tomas's head",
        )
        .bash("ls docs/runbooks", "anticheat-ban-wave.md\nincident.md\nseason-reset.md")
        .assistant("There's no patch-day runbook yet, so the rollback steps would be a new file. I've got the three follow-ups; I won't touch anything now.")
        .user("maybe we also try blue/green fleets someday? dunno, not a retro item")
        .assistant("Could be worth a sim later. I'll leave it out of the list.")
        .stop(),
    planted: [
      { kind: "task", keys: ["drain script"] },
      { kind: "task", keys: ["queue time"] },
      { kind: "task", keys: ["rollback", "runbook"] },
    ],
  },
  {
    id: "b58-smurf-gate",
    build: (s) =>
      s
        .user("smurfs are wrecking low ranked again. how many ranked matches last week had an account under level 10")
        .bash('clickhouse-client -q "select countIf(min_level < 10)/count() from ranked_matches where day >= today()-7"', "0.183")
        .assistant("18.3% of last week's ranked matches had at least one account below level 10.")
        .user("yeah ok. decision from the design sync this morning: accounts under level 10 can't queue ranked. put it behind the ranked_level_gate flag")
        .file("Edit", "src/matchmaking/eligibility.ts")
        .bash("make test-mm", "ok  \tmatchmaking/pool\t3.0s\nok  \tmatchmaking/sim\t40.9s")
        .assistant("Added the gate behind `ranked_level_gate` (default off); tests pass.")
        .user("existing level<10 players who already have a ranked rating will need a migration story, figure that out before we flip the flag")
        .stop(),
    planted: [
      { kind: "decision", keys: ["level 10", "ranked"] },
      { kind: "task", keys: ["existing", "rating"] },
    ],
  },
  {
    id: "b58-battle-pass",
    build: (s) =>
      s
        .user("season 10 battle pass price: 1000 gems like before, update the catalog")
        .file("Read", "catalog/season10.json")
        .assistant("The catalog has `battle_pass.price = 1000` already from the template. Anything else to change?")
        .user("wait, finance just pinged. the battle pass is 950 gems for season 10, they want it under the 1000 mark. change it")
        .file("Edit", "catalog/season10.json")
        .bash("npm run catalog:validate", "catalog/season10.json ok (42 items)")
        .assistant("Set `battle_pass.price = 950`; catalog validates.")
        .stop(),
    planted: [{ kind: "decision", keys: ["battle pass", "950"] }],
  },
  {
    id: "b58-loadtest-env",
    build: (s) =>
      s
        .user("before you run anything from loadtest/: k6 only ever points at loadtest-eu, never at live or staging. staging shares the db with QA")
        .bash("kubectl --context loadtest-eu get nodes | wc -l", "25")
        .assistant("loadtest-eu has 24 nodes right now.")
        .user("yes, it's a copy of live at 1/4 the node count, so multiply results by 4-ish, roughly")
        .assistant("Noted: results from loadtest-eu are at a quarter of live's size.")
        .user("and the entitlement check TODO in login.js has to be done before the next big run, otherwise the numbers are meaningless")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["loadtest-eu"] },
      { kind: "fact", keys: ["1/4"] },
      { kind: "task", keys: ["entitlement check"] },
    ],
  },
  {
    id: "b58-opencode-mm-metrics",
    build: (s) =>
      s
        .user("[opencode] add a queue wait metric to the matchmaker")
        .bash("rg -n 'prometheus.New' src/matchmaking | head -3", "src/matchmaking/metrics.go:9:  ticketsTotal = prometheus.NewCounterVec(")
        .assistant("I'll add a histogram `mm_queue_wait_seconds` by region and queue. Histogram or summary?")
        .user(
          "histogram. we settled on histograms over summaries for all game services last quarter, they aggregate across pods. and convention: matchmaker metrics are prefixed mm_ and in seconds, never ms",
        )
        .file("Edit", "src/matchmaking/metrics.go")
        .bash("make test-mm", "ok  \tmatchmaking/pool\t3.2s\nok  \tmatchmaking/sim\t42.0s")
        .assistant("Added `mm_queue_wait_seconds`; tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["histograms"] },
      { kind: "instruction", keys: ["mm_", "seconds"] },
    ],
  },
  {
    id: "b58-wrong-bans",
    build: (s) =>
      s
        .user("how many accounts got auto-banned by timer_drift before we switched it to review")
        .bash("psql anticheat -c \"select count(*) from bans where rule='speedhack.timer_drift' and source='auto'\"", " count\n-------\n   187")
        .assistant("187 automatic bans came from `speedhack.timer_drift`.")
        .user("ok. decided with Priya: all 187 get unbanned and 500 gems as an apology. do the unbans now through the appeals API")
        .bash("./ops/appeals.sh bulk-unban --rule speedhack.timer_drift --reason false_positive", "unbanned 187 accounts")
        .assistant("All 187 unbanned through the appeals API.")
        .user("the gems grant waits for Monday when the economy team is around, don't forget it")
        .stop(),
    planted: [
      { kind: "decision", keys: ["500 gems"] },
      { kind: "task", keys: ["gems", "monday"] },
    ],
  },
  {
    id: "b58-gdpr",
    build: (s) =>
      s
        .user("got a deletion request from a player via support. just delete his rows?")
        .bash("rg -n 'gdpr_delete' jobs/ | head -2", "jobs/gdpr_delete.py:1:# deletes a player across playerdata, telemetry, anticheat")
        .assistant("There's a `gdpr_delete` job that removes a player across playerdata, telemetry and anticheat; it also writes the audit record legal needs.")
        .user("right, forgot. player deletions always go through gdpr_delete, nobody deletes rows by hand, ever. run it for this one")
        .bash("python jobs/gdpr_delete.py --player 9c1d… --ticket SUP-4471", "deleted from 11 tables; audit id gd-2291")
        .assistant("Done, audit id gd-2291. One gap: the job doesn't know about the new `chest_rolls` table.")
        .user("ugh. chest_rolls has to be added to gdpr_delete, ticket it for this sprint")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["gdpr_delete"] },
      { kind: "task", keys: ["chest_rolls"] },
    ],
  },
  {
    id: "b58-server-oom",
    build: (s) =>
      s
        .user("gameservers in the 64 player mode keep getting OOMKilled after ~40 min. any idea")
        .bash("kubectl -n live logs gs-64p-7f9 --previous | tail -3", "replay: buffered 1.9GB (frames=162000)\nreplay: buffered 2.0GB (frames=171000)\nKilled")
        .assistant(
          "The replay recorder buffers every frame in memory and never flushes in 64p mode: 2 GB after ~45 min, then the kill. I checked replay.go: the flush is only wired for the 10-player modes.",
        )
        .user("so that's confirmed the cause? not a leak elsewhere")
        .bash("go test ./gameserver/replay -run Flush64", "--- FAIL: TestFlush64 (0.02s)\n    replay_test.go:40: buffer not flushed after 600 frames")
        .assistant("Yes: a 64p replay buffer is never flushed, the test shows it directly.")
        .user("ok. capping the replay buffer in 64p is next sprint, for now we restart them every 30 min")
        .file("Edit", "deploy/gameserver/64p.yaml")
        .assistant("Set `maxLifetime: 30m` on the 64p fleet.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["replay", "64p"] },
      { kind: "task", keys: ["replay buffer"] },
    ],
  },
  {
    id: "b58-restart-policy",
    build: (s) =>
      s
        .user("need to restart the eu-west fleet for the kernel patch")
        .bash("./ops/fleet.sh status eu-west", "fleet eu-west: 88 servers, 61 with active matches")
        .assistant("61 of 88 servers have matches running. I could restart the empty ones now.")
        .user(
          "never restart a game server with a match on it. cordon it with `./ops/fleet.sh cordon` and let the matches finish. that's how we do it everywhere",
        )
        .bash("./ops/fleet.sh cordon eu-west --all", "cordoned 88; 27 idle restarted, 61 will restart when their match ends")
        .assistant("Cordoned the fleet: 27 idle servers restarted, the 61 busy ones restart as their matches end.")
        .user("also the nightly fleet restart moves from 04:00 to 06:00 UTC, 04:00 is peak for OCE now")
        .file("Edit", "deploy/fleet/cron.yaml")
        .assistant("Moved the nightly restart cron to 06:00 UTC.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["cordon"] },
      { kind: "decision", keys: ["nightly", "06:00"] },
    ],
  },
  {
    id: "b58-empty-udp",
    build: (s) =>
      s
        .user("dumb question, why is game traffic UDP and not websockets")
        .assistant(
          "Head-of-line blocking: with TCP a single lost packet stalls every later one until it's resent, so one drop freezes movement updates. Over UDP the game just uses the next snapshot and only resends what must arrive (our reliable channel in netcode/reliable.go).",
        )
        .user("ah right, makes sense")
        .stop(),
    planted: [],
  },
  {
    id: "b58-empty-twitch-guess",
    build: (s) =>
      s
        .user("I bet the 19:00 login spike yesterday was the twitch drops campaign")
        .bash("./ops/logins.sh --from 18:30 --to 19:30 --by referrer | head -3", "direct 41203\nsteam 18110\nunknown 9002")
        .assistant(
          "Logins don't carry a Twitch referrer, so I can't tell from this. The spike is mostly `direct`, which could be anything, including the campaign.",
        )
        .user("eh, probably the drops. whatever")
        .stop(),
    planted: [],
  },
  {
    id: "b58-crossplay",
    build: (s) =>
      s
        .user("crossplay between console and PC in ranked. was it on or off")
        .bash("grep -n crossplay config/matchmaking.toml", "20:crossplay_ranked = false\n21:crossplay_casual = true")
        .assistant("Off for ranked, on for casual.")
        .user("we discussed with Priya and it stays off in ranked through season 9, input-based pools come in season 10 maybe")
        .assistant("Okay: ranked crossplay stays off for season 9.")
        .stop(),
    planted: [{ kind: "decision", keys: ["crossplay", "season 9"] }],
  },
];

/** The blind set: events, segments and scoring of BLIND58_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND58 = plantedSet(BLIND58_SESSIONS, Date.UTC(2026, 10, 2, 9));
