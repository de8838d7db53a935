/**
 * Blind planted set 137 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a C#/.NET game-backend engineer (Azure Functions, Cosmos DB, SignalR) on a mobile game:
 * terse, thinks in RU/s, quotas and dollars, pastes exception logs and az output, decides fast
 * ("nope", "ship", "do it"), several rules or follow-ups crammed into one line or list.
 * Each session is one segment; the items planted in it are listed with it: 74 items (17 decisions, 20 instructions,
 * 21 facts, 16 tasks) in 49 sessions, 14 of which plant nothing (72 user/assistant messages between them). Every other message
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

export const BLIND137_SESSIONS: BlindSession[] = [
  {
    id: "b137-leaderboard-429",
    build: (s) =>
      s
        .user(
          "leaderboard writes throwing 429 again in prod. pasting:\n\nMicrosoft.Azure.Cosmos.CosmosException : Response status code does not indicate success: TooManyRequests (429); Substatus: 3200; ActivityId: 7f1c...; Reason: (Request rate is large. More Request Units may be needed, so no changes were made. Please retry this request later.)\n\nwhat's the container set to",
        )
        .bash(
          "az cosmosdb sql container throughput show -g rg-ironclash-prod -a cosmos-ironclash-prod -d game -n leaderboard --query resource.autoscaleSettings",
          '{\n  "maxThroughput": 4000\n}',
        )
        .assistant(
          "leaderboard container is autoscale with max 4000 RU/s. The 429s line up with the 20:00 UTC season-end spike. Options: bump max to 10000 RU/s, or batch the score writes through a queue so the spike gets smoothed.",
        )
        .user("nope on bumping RU, finance already yelled. queue it. score writes go through the storage queue + a queue-triggered function, batch size 32")
        .file("Write", "src/Leaderboard/ScoreWriteQueueFunction.cs")
        .file("Edit", "src/Leaderboard/SubmitScoreFunction.cs")
        .bash("dotnet build src/IronClash.Functions.sln -c Release", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("SubmitScore now enqueues to `score-writes`; ScoreWriteQueueFunction drains with batchSize 32. Build is green.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["leaderboard", "4000"] },
      { kind: "decision", keys: ["queue", "batch size 32"] },
    ],
  },
  {
    id: "b137-test-cmd",
    build: (s) =>
      s
        .user("run the unit tests for Economy")
        .bash(
          "dotnet test tests/IronClash.Economy.Tests",
          "  Determining projects to restore...\n  IronClash.Economy.Tests -> /home/dev/src/app/tests/IronClash.Economy.Tests/bin/Debug/net8.0/IronClash.Economy.Tests.dll\nFailed!  - Failed:     3, Passed:   211, Skipped:     0, Total:   214",
          1,
        )
        .assistant("3 failures, all in CosmosEmulatorFixture: connection refused on 8081. Looks like the emulator container isn't up.")
        .user(
          "yeah those need the emulator. for future: always run `dotnet test --filter Category!=Integration` unless I ask for integration. emulator eats 3GB and the laptop dies",
        )
        .bash(
          "dotnet test tests/IronClash.Economy.Tests --filter Category!=Integration",
          "Passed!  - Failed:     0, Passed:   198, Skipped:     0, Total:   198, Duration: 4 s",
        )
        .assistant("198/198 green with the integration category filtered out.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["category!=integration"] }],
  },
  {
    id: "b137-chitchat-empty",
    build: (s) =>
      s
        .user("morning. what did we do yesterday on the gacha thing, I forgot")
        .assistant(
          "From the session notes: we looked at the drop-rate table in GachaConfig.json and talked about whether the pity counter should reset per banner. Nothing was changed in code.",
        )
        .user("ok right. was the pity counter per banner or global, do you remember what I said")
        .assistant("You didn't settle it; you said you'd ask the design team. Want me to dig up the current behaviour in code?")
        .user("nah not now. coffee first")
        .stop("Sure, ping me when you're back."),
    planted: [],
  },
  {
    id: "b137-coldstart",
    build: (s) =>
      s
        .user("login p95 is 6.8s on first hit after idle. consumption plan cold start? we have the numbers from app insights")
        .bash(
          "az monitor app-insights query --app ai-ironclash-prod --analytics-query \"requests | where name == 'Login' | summarize percentile(duration,95) by bin(timestamp,1h)\" --offset 24h | head -8",
          "timestamp                   percentile_duration_95\n2026-11-14T00:00:00Z        6812.4\n2026-11-14T01:00:00Z        6540.1\n2026-11-14T02:00:00Z        412.8\n2026-11-14T03:00:00Z        398.2",
        )
        .assistant(
          "The 6.5-6.8 s spikes are on the low-traffic hours where the instance scaled to zero; busy hours are ~400 ms. So yes, cold start on the Consumption plan. Moving Login to a Flex Consumption app with one always-ready instance would fix it, or Premium EP1.",
        )
        .user("Flex with 1 always ready, not premium. EP1 is like 150/mo for one function lol. do it")
        .file("Edit", "infra/functions.bicep")
        .bash(
          "az deployment group what-if -g rg-ironclash-prod -f infra/functions.bicep",
          "Resource changes: 1 to modify.\n  ~ Microsoft.Web/sites/func-ironclash-auth\n    ~ properties.functionAppConfig.scaleAndConcurrency.alwaysReady: [] => [{name: http, instanceCount: 1}]",
        )
        .assistant("what-if shows only the auth app changing, alwaysReady http=1. Not deployed yet; the pipeline will pick it up from main.")
        .user("fine. we still need to move Refresh and Logout to the same app at some point, they're in the old one. later tho")
        .stop("Noted. Leaving the bicep change staged for the PR."),
    planted: [
      { kind: "fact", keys: ["cold start"] },
      { kind: "decision", keys: ["flex", "always"] },
      { kind: "task", keys: ["refresh", "logout"] },
    ],
  },
  {
    id: "b137-partition-key",
    build: (s) =>
      s
        .user("new container for guild chat. what pk")
        .assistant(
          "Two reasonable choices: `/guildId` (all messages of a guild in one logical partition, cheap reads, but a hot guild can hit the 20 GB logical partition limit) or `/guildId` + day as a hierarchical key. Given chat retention is 30 days, a single guild would need ~600 KB/day of text to hit 20 GB, which is very unlikely.",
        )
        .user("hierarchical, guildId then yyyyMMdd. I dont trust the whales guilds. done")
        .file("Write", "infra/cosmos/guild-chat.bicep")
        .file("Write", "src/Guilds/GuildChatRepository.cs")
        .bash("dotnet build src/IronClash.Functions.sln", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Container `guildChat` with hierarchical PK [/guildId, /day] (day formatted yyyyMMdd), TTL 30 days. Repository writes both parts.")
        .stop(),
    planted: [{ kind: "decision", keys: ["hierarchical", "yyyymmdd"] }],
  },
  {
    id: "b137-empty-log-paste",
    build: (s) =>
      s
        .user(
          "what does this mean, seen it twice tonight:\n\n[2026-11-19T02:14:07Z] Host lock lease acquired by instance ID '0000000000000000000000004F3A2B1C'.\n[2026-11-19T02:14:09Z] Warning: Storage account must always be reachable for the host to hold the lease. Never share a storage account between function apps in production.\n[2026-11-19T02:14:09Z] TODO(host): singleton lock renewal retried 3 times",
        )
        .assistant(
          "That's the Functions host's own log: it acquired the singleton host lock, then warned about the storage account used for leases. The 'always'/'never' line is a generic host warning, and the TODO is a message from the host runtime itself, not your code. Twice in one night usually means the lease renewal hiccupped on a storage blip.",
        )
        .user("are we sharing a storage account between apps?")
        .bash(
          "az functionapp config appsettings list -n func-ironclash-core -g rg-ironclash-prod --query \"[?name=='AzureWebJobsStorage'].value\" -o tsv | sed 's/AccountKey=[^;]*/AccountKey=***/'",
          "DefaultEndpointsProtocol=https;AccountName=stironclashcore;AccountKey=***;EndpointSuffix=core.windows.net",
        )
        .assistant("core uses `stironclashcore`. I only checked this one app, so I can't tell yet whether another app points at the same account.")
        .user("ok whatever, not worth chasing tonight")
        .stop("Leaving it there."),
    planted: [],
  },
  {
    id: "b137-iap-owner",
    build: (s) =>
      s
        .user(
          "apple receipt validation returning 21007 for a prod user. context: Marta owns the IAP service, anything touching StoreKit verification goes thru her for review. also that endpoint is sandbox-vs-prod, 21007 means sandbox receipt sent to prod",
        )
        .file("Read", "src/Store/AppleReceiptValidator.cs")
        .assistant(
          "Right, 21007 = sandbox receipt sent to the production verifyReceipt URL. AppleReceiptValidator doesn't retry against sandbox on 21007; Apple recommends exactly that retry (TestFlight users send sandbox receipts). I can add the fallback.",
        )
        .user("yes add the fallback")
        .file("Edit", "src/Store/AppleReceiptValidator.cs")
        .bash("dotnet test tests/IronClash.Store.Tests --filter Category!=Integration", "Passed!  - Failed:     0, Passed:    57, Skipped:     0, Total:    57")
        .assistant("Fallback to sandbox on 21007 added, tests green. I'll leave the PR for Marta's review.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta", "iap"] },
      { kind: "instruction", keys: ["storekit", "review"] },
      { kind: "fact", keys: ["21007", "sandbox"] },
    ],
  },
  {
    id: "b137-energy-regen",
    build: (s) =>
      s
        .user("players saying energy regen is wrong after DST. check EnergyService")
        .file("Read", "src/Economy/EnergyService.cs")
        .assistant(
          "EnergyService computes regen with `DateTime.Now` in the function host's local time. The host in westeurope flipped from CEST to CET, so elapsed time jumped by an hour for anyone mid-regen. Switching to `DateTimeOffset.UtcNow` fixes it.",
        )
        .user("ugh. yes switch. and from now on no DateTime.Now anywhere in server code, UtcNow or the injected TimeProvider only")
        .file("Edit", "src/Economy/EnergyService.cs")
        .bash("grep -rn 'DateTime.Now' src/ | wc -l", "7")
        .assistant("EnergyService fixed. 7 other `DateTime.Now` uses remain in src/ (Guilds, Events, Mail).")
        .user("leave those, ticket it. TODO replace the other 7 DateTime.Now with TimeProvider before season 12")
        .stop("OK, EnergyService only in this change."),
    planted: [
      { kind: "fact", keys: ["local time"] },
      { kind: "instruction", keys: ["datetime.now", "timeprovider"] },
      { kind: "task", keys: ["season 12"] },
    ],
  },
  {
    id: "b137-empty-q-only",
    build: (s) =>
      s
        .user("is there a reason we use Newtonsoft in Store and System.Text.Json everywhere else?")
        .bash("grep -rln 'Newtonsoft' src/ | head", "src/Store/AppleReceiptValidator.cs\nsrc/Store/GoogleReceiptValidator.cs\nsrc/Store/StoreModels.cs")
        .assistant(
          "Only the Store project uses it, in the receipt validators and their models. My guess is the Google receipt payloads were parsed with JObject before System.Text.Json had JsonNode, but I can't tell from the code if there's another reason.",
        )
        .user("hm. would STJ handle the google payload fine?")
        .assistant("Probably, with JsonNode or a typed model; the payload is plain JSON. Haven't tried it though.")
        .user("ok. just curious")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b137-deploy-slot",
    build: (s) =>
      s
        .user("deploy the economy fix to prod")
        .bash(
          "az functionapp deployment source config-zip -g rg-ironclash-prod -n func-ironclash-core --src build/core.zip",
          "Getting scm site credentials for zip deployment\nStarting zip deployment. This operation can take a while to complete ...\nDeployment endpoint responded with status code 202",
        )
        .assistant("Zip deployed straight to the production slot of func-ironclash-core, status 202.")
        .user(
          "wait you went straight to prod slot?? ok it's done, fine, but never again. prod deploys go to the `staging` slot first, smoke test, then swap. every time",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://func-ironclash-core.azurewebsites.net/api/health", "200")
        .assistant("Understood. Health endpoint returns 200 on prod now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["staging", "swap"] }],
  },
  {
    id: "b137-cosmos-ttl",
    build: (s) =>
      s
        .user("cosmos bill jumped 40%. which container")
        .bash(
          "az monitor metrics list --resource $(az cosmosdb show -g rg-ironclash-prod -n cosmos-ironclash-prod --query id -o tsv) --metric DataUsage --dimension CollectionName --interval P1D --query 'value[0].timeseries[].{c:metadatavalues[0].value,gb:data[-1].total}' -o table",
          "C             Gb\n------------  -------------\nplayers       41234567890\nmatchHistory  389112233445\nleaderboard   2345678901\nguildChat     812345678",
        )
        .assistant("matchHistory is ~389 GB, ten times players. It has no TTL set, so every match since launch is kept. Storage is the bulk of the increase.")
        .user("match history only needs 90 days, design confirmed that ages ago. set TTL 90d on matchHistory")
        .file("Edit", "infra/cosmos/match-history.bicep")
        .bash(
          "az deployment group what-if -g rg-ironclash-prod -f infra/cosmos/match-history.bicep",
          "Resource changes: 1 to modify.\n  ~ .../containers/matchHistory\n    ~ properties.resource.defaultTtl: -1 => 7776000",
        )
        .assistant("defaultTtl 7776000 s (90 days) on matchHistory, ready to deploy. Expired items get purged in the background using spare RU.")
        .stop(),
    planted: [{ kind: "fact", keys: ["match history", "90 days"] }],
  },
  {
    id: "b137-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we move all the player profile reads to a redis cache in front of cosmos")
        .assistant(
          "Could work: profile reads are ~60% of RU on players. An Azure Cache for Redis C1 is ~$40/mo. We'd need invalidation on every profile write though.",
        )
        .user("actually no, scratch that. invalidation on inventory changes is gonna bite us. forget redis")
        .assistant("OK, dropping it.")
        .user("what's the RU split on players exactly, reads vs writes?")
        .bash(
          "az monitor metrics list --resource cosmos-ironclash-prod --metric TotalRequestUnits --dimension OperationType --filter \"CollectionName eq 'players'\" --interval P1D -o table | tail -3",
          "OperationType  Total\nRead           61234567\nUpsert         38765432",
        )
        .assistant("Over the last day: reads ~61M RU, upserts ~39M RU.")
        .stop(),
    planted: [],
  },
  {
    id: "b137-pr-rules",
    build: (s) =>
      s
        .user(
          "couple of rules for you going forward:\n- PR titles start with the jira key, like IC-1234: ...\n- dont touch anything under src/Legacy, that's the v1 api the old clients still hit\n- keep functions isolated worker model, no in-process stuff\nnow, add a /api/ping to Guilds",
        )
        .file("Write", "src/Guilds/PingFunction.cs")
        .bash("dotnet build src/IronClash.Functions.sln", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Added PingFunction to Guilds (isolated worker, `[Function(\"Ping\")]`, GET /api/ping returns 200 'pong'). Build green.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jira"] },
      { kind: "instruction", keys: ["src/legacy"] },
      { kind: "instruction", keys: ["isolated"] },
    ],
  },
  {
    id: "b137-google-rtdn",
    build: (s) =>
      s
        .user("google refunds not being revoked. we get the RTDN?")
        .bash(
          "az functionapp log tail -n func-ironclash-store -g rg-ironclash-prod --timeout 20 | grep -i rtdn | head -5",
          "2026-11-20T10:01:33Z [Information] RtdnFunction received voidedPurchaseNotification purchaseToken=kpdl...\n2026-11-20T10:01:33Z [Warning] RtdnFunction: notificationType 'voided' not handled, ignoring",
        )
        .assistant(
          "We receive them: the Pub/Sub push reaches RtdnFunction, but voided purchase notifications fall through the switch and are ignored. That's the root cause: refunds are never handled server-side.",
        )
        .user("ok. dont fix now, need Marta. TODO: handle voidedPurchaseNotification in RtdnFunction and claw back gems, with Marta next week")
        .bash("git stash list | head -2", "")
        .stop("Noted, nothing changed."),
    planted: [
      { kind: "fact", keys: ["voided", "ignored"] },
      { kind: "task", keys: ["voidedpurchasenotification", "claw back"] },
    ],
  },
  {
    id: "b137-empty-status",
    build: (s) =>
      s
        .user("bump the nuget packages in Guilds, patch versions only")
        .bash(
          "dotnet list src/Guilds package --outdated --highest-patch",
          "Project `Guilds` has the following updates to its packages\n   [net8.0]:\n   Top-level Package                         Requested   Resolved   Latest\n   > Microsoft.Azure.Functions.Worker        1.21.0      1.21.0     1.21.2\n   > Microsoft.Azure.Cosmos                  3.43.0      3.43.0     3.43.1",
        )
        .file("Edit", "src/Guilds/Guilds.csproj")
        .bash("dotnet build src/Guilds", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Bumped Functions.Worker 1.21.0 -> 1.21.2 and Cosmos 3.43.0 -> 3.43.1 in Guilds. Build green.")
        .user("tests?")
        .bash(
          "dotnet test tests/IronClash.Guilds.Tests --filter Category!=Integration",
          "Passed!  - Failed:     0, Passed:    88, Skipped:     0, Total:    88",
        )
        .assistant("88/88 passing.")
        .user("ship")
        .stop("Committed as 'IC-2210: bump Guilds patch deps'."),
    planted: [],
  },
  {
    id: "b137-durable-vs-queue",
    build: (s) =>
      s
        .user("season end reward distribution. 1.2M players, each gets rewards based on final rank. last season the timer function ran 3h and timed out twice")
        .assistant(
          "Options: (a) Durable Functions fan-out, one activity per 1000-player page; (b) a plain queue: the timer enqueues page messages and a queue-triggered function processes each page. Durable gives progress tracking; queue is simpler and we already run the score-writes queue.",
        )
        .user("durable. I want the status endpoint for the live ops dashboard. pages of 1000 ok")
        .file("Write", "src/Seasons/SeasonRewardsOrchestrator.cs")
        .file("Write", "src/Seasons/DistributePageActivity.cs")
        .bash("dotnet build src/IronClash.Functions.sln", "Build succeeded.\n    2 Warning(s)\n    0 Error(s)")
        .assistant("Orchestrator + activity written; 2 warnings are nullable annotations in the activity, fixing.")
        .file("Edit", "src/Seasons/DistributePageActivity.cs")
        .user("also fyi the consumption plan hard limit is 10 min per execution, that's why the timer died. activities need to stay well under")
        .stop("Each page of 1000 should take ~20 s, far under the 10 min cap."),
    planted: [
      { kind: "decision", keys: ["durable"] },
      { kind: "fact", keys: ["10 min"] },
    ],
  },
  {
    id: "b137-empty-hypothesis",
    build: (s) =>
      s
        .user("matchmaking p99 went from 300ms to 1.9s since tuesday. any idea")
        .assistant(
          "Could be a few things: the new ELO bracket query doing a cross-partition scan, the SignalR negotiate getting slower, or just more concurrent players on the weekend event. I'd guess the query, but that's a guess.",
        )
        .user("maybe the bracket query yeah. or maybe the region failover on tuesday moved us to the secondary")
        .bash("az cosmosdb show -g rg-ironclash-prod -n cosmos-ironclash-prod --query 'writeLocations[].locationName'", '[\n  "West Europe"\n]')
        .assistant(
          "Write region is still West Europe, so no lingering failover on the account level. Doesn't rule out the client preferring another read region.",
        )
        .user("hm ok. I'll look tomorrow with fresh eyes")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b137-pool-size",
    build: (s) =>
      s
        .user(
          "SocketException: Only one usage of each socket address (protocol/network address/port) is normally permitted\n   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync\nin MailFunction. every few hrs",
        )
        .file("Read", "src/Mail/MailFunction.cs")
        .assistant(
          "MailFunction does `new CosmosClient(...)` and `new HttpClient()` per invocation. That exhausts SNAT ports on the Consumption plan (limit is 128 outbound connections per instance to the same destination). Fix: register CosmosClient and an IHttpClientFactory client as singletons in Program.cs.",
        )
        .user("yep do it. and rule: CosmosClient is singleton, always DI, never new it up in a function body")
        .file("Edit", "src/Mail/Program.cs")
        .file("Edit", "src/Mail/MailFunction.cs")
        .bash("dotnet build src/Mail", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("CosmosClient and HttpClient now come from DI in MailFunction. Build green.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["snat"] },
      { kind: "instruction", keys: ["cosmosclient", "singleton"] },
    ],
  },
  {
    id: "b137-keyvault",
    build: (s) =>
      s
        .user("where do the playfab secrets live? need the title secret key for the migration script")
        .bash("az keyvault secret list --vault-name kv-ironclash-prod --query '[].name' -o tsv | grep -i playfab", "PlayFab-TitleSecret\nPlayFab-TitleId")
        .assistant("They're in kv-ironclash-prod as `PlayFab-TitleSecret` and `PlayFab-TitleId`. The function apps read them through Key Vault references.")
        .user("right. and its title id 7C2E1 for prod, 9A0F3 for dev, dont mix them up again")
        .bash("az keyvault secret show --vault-name kv-ironclash-prod -n PlayFab-TitleId --query value -o tsv", "7C2E1")
        .assistant("Confirmed, prod vault has 7C2E1.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["kv-ironclash-prod", "playfab"] },
      { kind: "fact", keys: ["7c2e1", "9a0f3"] },
    ],
  },
  {
    id: "b137-empty-typo",
    build: (s) =>
      s
        .user("typo in the mail template: 'Your reward's are waiting'. fix")
        .bash('grep -rn "reward\'s" src/Mail/Templates', 'src/Mail/Templates/season_end.en.json:4:  "body": "Your reward\'s are waiting, Commander!"')
        .file("Edit", "src/Mail/Templates/season_end.en.json")
        .assistant("Fixed to 'Your rewards are waiting, Commander!'.")
        .user("other languages ok?")
        .bash('grep -rln "reward\'s" src/Mail/Templates | wc -l', "0")
        .assistant("No other template has it.")
        .user("k thx")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b137-anticheat-followups",
    build: (s) =>
      s
        .user("look at the score validation in SubmitScore, someone posted 9.9M on the weekly board")
        .file("Read", "src/Leaderboard/SubmitScoreFunction.cs")
        .assistant(
          "SubmitScore only checks `score >= 0`. There's no cap per level and no check of the match duration. The 9.9M entry came from a 41-second match.",
        )
        .user(
          "ok clamp to max 250k per match for now, hotfix. then leftovers for next sprint:\n1. server-side replay check for top 100 scores\n2. shadow-ban flag on the player doc so flagged ppl only see themselves on the board",
        )
        .file("Edit", "src/Leaderboard/SubmitScoreFunction.cs")
        .bash(
          "dotnet test tests/IronClash.Leaderboard.Tests --filter Category!=Integration",
          "Passed!  - Failed:     0, Passed:    34, Skipped:     0, Total:    34",
        )
        .assistant("Clamp at 250000 added and tested. Replay check and shadow-ban not started.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["250k"] },
      { kind: "task", keys: ["replay", "top 100"] },
      { kind: "task", keys: ["shadow-ban"] },
    ],
  },
  {
    id: "b137-logging-level",
    build: (s) =>
      s
        .user("app insights ingestion is 38GB/day, cap is 50 and we pay over 5. why")
        .bash(
          "az monitor app-insights query --app ai-ironclash-prod --analytics-query 'traces | summarize count() by severityLevel' --offset 24h",
          "severityLevel  count_\n0              412339876\n1              1203344\n2              88211\n3              1320",
        )
        .assistant("412M Verbose traces a day. host.json has `logLevel.default: Trace` from a debugging session, and sampling is off.")
        .user("set default Warning, Function.* Information, sampling on at 20 items/s. that's the standard from now, don't lower it in prod without asking me")
        .file("Edit", "src/Core/host.json")
        .bash("git diff --stat", " src/Core/host.json | 12 +++++++-----\n 1 file changed, 7 insertions(+), 5 deletions(-)")
        .assistant("host.json: default Warning, Function Information, adaptive sampling maxTelemetryItemsPerSecond 20.")
        .user("also daily cap is 50GB on ai-ironclash-prod, set in the portal, not in bicep. remember that")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["warning", "sampling"] },
      { kind: "fact", keys: ["50gb", "portal"] },
    ],
  },
  {
    id: "b137-empty-proposal-rejected",
    build: (s) =>
      s
        .user("should we switch the gem balance to optimistic concurrency with etags? or is the stored proc fine")
        .assistant(
          "ETag-based replace with retry would drop the stored procedure and work across partitions' SDK batching. The stored proc gives atomic debit+ledger-insert in one call, though. I could prototype the ETag version if you want.",
        )
        .user("dunno. not now, no time")
        .assistant("OK, leaving it.")
        .user("how many retries does the sproc call do on 449 right now?")
        .bash("grep -n 'MaxRetry' src/Economy/GemLedger.cs", "42:    private const int MaxRetryOn449 = 3;")
        .assistant("3 retries on 449 (retry-with).")
        .stop(),
    planted: [],
  },
  {
    id: "b137-signalr-units",
    build: (s) =>
      s
        .user(
          "signalr throwing this at peak:\n\nMicrosoft.Azure.SignalR.Common.ServiceConnectionNotActiveException: The connection is not active, data cannot be sent to the service.\n\n429 on negotiate too",
        )
        .bash(
          "az signalr show -n sigr-ironclash-prod -g rg-ironclash-prod --query '{sku:sku.name,units:sku.capacity}'",
          '{\n  "sku": "Standard_S1",\n  "units": 2\n}',
        )
        .assistant(
          "2 units of Standard S1 = 2000 concurrent connections max. App Insights shows 2,340 concurrent at 19:00 UTC. So we're over the unit limit at peak.",
        )
        .user("go to 5 units. and write down: one S1 unit = 1000 concurrent connections, we peak ~2.4k now")
        .bash("az signalr update -n sigr-ironclash-prod -g rg-ironclash-prod --unit-count 5 --query sku.capacity", "5")
        .assistant("Scaled to 5 units (5000 connections).")
        .user("later: set up autoscale rule on signalr instead of fixed 5. not today")
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["5 units"] },
      { kind: "fact", keys: ["1000 concurrent"] },
      { kind: "task", keys: ["autoscale", "signalr"] },
    ],
  },
  {
    id: "b137-config-quote-empty",
    build: (s) =>
      s
        .user("paste me the retry section of the cosmos client options we have")
        .bash(
          "sed -n '10,24p' src/Core/CosmosSetup.cs",
          "    // NOTE: the SDK must always retry 429 itself; never wrap this in Polly\n    options.MaxRetryAttemptsOnRateLimitedRequests = 9;\n    options.MaxRetryWaitTimeOnRateLimitedRequests = TimeSpan.FromSeconds(30);\n    // TODO: revisit ConsistencyLevel once we go multi-region\n    options.ConsistencyLevel = ConsistencyLevel.Session;",
        )
        .assistant("Retry settings: 9 attempts on 429, max 30 s wait, Session consistency. The comments in that block are existing code comments.")
        .user("9 attempts seems a lot?")
        .assistant("It's the SDK default. Lower means faster failures to the client during spikes, higher means longer tail latency. Depends what you prefer.")
        .user("eh, whatever, not looking at that today")
        .stop("Leaving it."),
    planted: [],
  },
  {
    id: "b137-dev-env",
    build: (s) =>
      s
        .user("func start fails locally on the new mac")
        .bash(
          "cd src/Core && func start",
          "Can't determine project language from files. Please use one of [--csharp, --javascript, --typescript, --java, --python, --powershell, --custom]\nError: local.settings.json missing FUNCTIONS_WORKER_RUNTIME",
          1,
        )
        .assistant(
          "local.settings.json isn't in the repo (gitignored), so the host doesn't know the worker runtime. There's a `local.settings.sample.json` in src/Core; copying it and setting FUNCTIONS_WORKER_RUNTIME=dotnet-isolated should do it.",
        )
        .user(
          "yeah copy it. fyi the sample files are the source of truth for local settings, each function app has one, keep them in sync when you add a setting",
        )
        .bash(
          "cp src/Core/local.settings.sample.json src/Core/local.settings.json && cd src/Core && timeout 20 func start | tail -3",
          "Functions:\n\tHealth: [GET] http://localhost:7071/api/health\n\tSubmitScore: [POST] http://localhost:7071/api/scores",
        )
        .assistant("Host starts locally now.")
        .user("also azurite must be running first, port 10000. thats the other thing that bit me last time")
        .stop("Right, Azurite on 10000 for AzureWebJobsStorage."),
    planted: [
      { kind: "instruction", keys: ["sample files", "sync"] },
      { kind: "fact", keys: ["azurite", "10000"] },
    ],
  },
  {
    id: "b137-stale-banner",
    build: (s) =>
      s
        .user("shop banner still showing the halloween pack. cache?")
        .file("Read", "src/Store/ShopCatalogFunction.cs")
        .assistant(
          "ShopCatalogFunction caches the catalog in a static field for 6 hours. There's also Front Door caching /api/shop for 1 hour. Either could keep it stale.",
        )
        .bash("curl -sI https://api.ironclash.gg/api/shop | grep -i -E 'age|x-cache'", "age: 2711\nx-cache: TCP_HIT")
        .assistant("Front Door is serving a cached copy (age 45 min). A purge of /api/shop would clear it; the static cache would still be there up to 6 h.")
        .user(
          "ok we go with: drop the static cache, keep front door at 1h, and live ops purges front door when they change the catalog. I'll tell Jonas. purge now",
        )
        .file("Edit", "src/Store/ShopCatalogFunction.cs")
        .bash("az afd endpoint purge -g rg-ironclash-prod --profile-name afd-ironclash --endpoint-name api --content-paths '/api/shop'", "")
        .assistant("Static cache removed, Front Door purged for /api/shop.")
        .stop(),
    planted: [{ kind: "decision", keys: ["static cache", "front door"] }],
  },
  {
    id: "b137-migration-plan",
    build: (s) =>
      s
        .user(
          "ok playfab → our own inventory. plan we agreed with Jonas: dual-write for 2 weeks, then read switch, then playfab off. we're in week 1. what's left on the dual-write",
        )
        .bash("grep -rn 'IPlayFabInventory' src/ | grep -v Tests | wc -l", "11")
        .assistant(
          "11 call sites still go through IPlayFabInventory only. Dual-write is wired in Store and Economy; Guilds gift sends and Mail attachments still write only to PlayFab.",
        )
        .user("do Guilds now. Mail is for monday, remind me")
        .file("Edit", "src/Guilds/GiftService.cs")
        .bash(
          "dotnet test tests/IronClash.Guilds.Tests --filter Category!=Integration",
          "Passed!  - Failed:     0, Passed:    91, Skipped:     0, Total:    91",
        )
        .assistant("Guilds gift sends now dual-write. Mail attachments still to do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dual-write", "2 weeks"] },
      { kind: "task", keys: ["mail", "monday"] },
    ],
  },
  {
    id: "b137-empty-narration",
    build: (s) =>
      s
        .user("rename `PlayerDoc.Lvl` to `Level`, it's only used in Economy")
        .bash("grep -rn '\\.Lvl\\b' src/ | wc -l", "6")
        .assistant('6 usages. Renaming the property and keeping `[JsonPropertyName("lvl")]` so stored documents still deserialize.')
        .file("Edit", "src/Economy/Models/PlayerDoc.cs")
        .file("Edit", "src/Economy/LevelUpService.cs")
        .bash("dotnet build src/Economy", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Renamed, build green, JSON name unchanged.")
        .user("nice. what's next on my list")
        .assistant("You didn't leave a list in this session; earlier today you were looking at the SignalR scaling.")
        .stop(),
    planted: [],
  },
  {
    id: "b137-regions",
    build: (s) =>
      s
        .user("asia players complaining about lag. we're single region westeurope for cosmos + functions. thoughts on adding southeastasia")
        .assistant(
          "Adding a read region in southeastasia for Cosmos costs another full copy of RU (doubles the bill for replicated containers). Functions would need a second app + Front Door routing. Alternatively only the matchmaking/realtime part moves, the rest stays in WE.",
        )
        .user(
          "we're not doing multi-region before the series A, full stop. put an item in the backlog: measure asia latency per endpoint so we have numbers for the board deck",
        )
        .bash(
          "az boards work-item create --title 'Measure Asia latency per endpoint' --type Task --org https://dev.azure.com/ironclash -p game-backend --query id",
          "4417",
        )
        .assistant("Created work item 4417.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["multi-region", "series a"] },
      { kind: "task", keys: ["asia latency"] },
    ],
  },
  {
    id: "b137-idempotency",
    build: (s) =>
      s
        .user("double gem grants when the client retries /api/store/purchase on timeout. saw 14 cases yesterday")
        .bash(
          "az cosmosdb sql query -a cosmos-ironclash-prod -g rg-ironclash-prod -d game -c ledger --query-text \"SELECT c.playerId, c.orderId, COUNT(1) n FROM c WHERE c.type='grant' GROUP BY c.playerId, c.orderId\" | jq '[.[] | select(.n>1)] | length'",
          "14",
        )
        .assistant(
          "Confirmed: 14 orderIds with two grants each. Purchase has no idempotency check; the grant runs again on retry. Proposal: the client sends an Idempotency-Key header, we store it in the ledger partition with the result and return the stored result on repeat.",
        )
        .user("yes that. Idempotency-Key on every mutating store endpoint, keys kept 24h. ship it")
        .file("Edit", "src/Store/PurchaseFunction.cs")
        .file("Write", "src/Store/IdempotencyStore.cs")
        .bash("dotnet test tests/IronClash.Store.Tests --filter Category!=Integration", "Passed!  - Failed:     0, Passed:    63, Skipped:     0, Total:    63")
        .assistant("Done for Purchase. RestorePurchases and RedeemCode are the other two mutating store endpoints.")
        .user("those tomorrow. and the 14 dupes need manual clawback, remind me friday to check with support")
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["idempotency-key", "24h"] },
      { kind: "task", keys: ["restorepurchases", "redeemcode"] },
      { kind: "task", keys: ["clawback", "friday"] },
    ],
  },
  {
    id: "b137-commit-style",
    build: (s) =>
      s
        .user("commit this")
        .bash("git status --short", " M src/Seasons/SeasonRewardsOrchestrator.cs")
        .bash(
          "git commit -am 'fix orchestrator retry'",
          "[feature/season-rewards 3a1b9c2] fix orchestrator retry\n 1 file changed, 4 insertions(+), 2 deletions(-)",
        )
        .assistant("Committed as 3a1b9c2.")
        .user("amend it to IC-2231: ... format. I told you jira key. and I prefer small commits, one concern each, squash happens at merge anyway")
        .bash(
          "git commit --amend -m 'IC-2231: retry DistributePage on transient Cosmos errors'",
          "[feature/season-rewards 5d0e4f1] IC-2231: retry DistributePage on transient Cosmos errors",
        )
        .assistant("Amended.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["small commits"] },
      { kind: "instruction", keys: ["jira"] },
    ],
  },
  {
    id: "b137-empty-chat2",
    build: (s) =>
      s
        .user("how long does a cosmos emulator startup take on linux, roughly")
        .assistant("The Linux emulator image usually takes 1-3 minutes until the endpoint answers, depending on the partition count you start it with.")
        .user("and the vnext preview one?")
        .assistant(
          "The vNext (preview) emulator starts much faster, seconds rather than minutes, but doesn't support every feature yet, e.g. some query features. I'd check the docs for the current list before relying on it.",
        )
        .user("ok cool, maybe I'll try it at some point")
        .stop("Sure."),
    planted: [],
  },
  {
    id: "b137-feature-flags",
    build: (s) =>
      s
        .user("add a flag for the new battle pass UI so we can turn it on per country")
        .file("Read", "src/Core/FeatureFlags.cs")
        .assistant(
          "Flags currently live in Azure App Configuration (appcs-ironclash) with labels per environment, read via the feature management middleware. I can add `BattlePassV2` with a targeting filter on a `country` group.",
        )
        .user("yes. and remember: flags go in app config, never in appsettings or env vars. Oskar's live ops tool only reads app config")
        .bash("az appconfig feature set -n appcs-ironclash --feature BattlePassV2 --label prod --yes --query name", '"BattlePassV2"')
        .file("Edit", "src/Core/FeatureFlags.cs")
        .assistant("BattlePassV2 added in app config (prod label), off by default, targeting filter ready for country groups.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["app config", "flags"] },
      { kind: "fact", keys: ["oskar"] },
    ],
  },
  {
    id: "b137-push-provider",
    build: (s) =>
      s
        .user("push notifs: notification hubs or firebase direct for android? ios stays on APNs via hubs either way")
        .assistant(
          "Notification Hubs already fronts APNs for us, so putting FCM v1 behind the same hub keeps one send path and one tag model. Going direct to FCM saves the hub's per-push cost above 10M pushes/month, but we're at ~3M.",
        )
        .user("hubs for both then. one send path")
        .file("Edit", "src/Notifications/PushSender.cs")
        .bash("dotnet build src/Notifications", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant(
          "PushSender now sends FCM v1 through the hub too. The legacy FCM server key in the hub config is deprecated; it needs the service account JSON instead.",
        )
        .user("ugh ok, I'll get the service account json from Oskar, then we swap the credential. leave a TODO for me")
        .file("Edit", "src/Notifications/README.md")
        .user("and the quiet hours: go with 22:00-08:00 player local time, no pushes in that window, we had the complaints")
        .file("Edit", "src/Notifications/QuietHours.cs")
        .stop("Quiet hours 22:00-08:00 local applied to all non-transactional pushes."),
    planted: [
      { kind: "decision", keys: ["hubs", "one send path"] },
      { kind: "task", keys: ["service account json"] },
      { kind: "decision", keys: ["quiet hours", "22:00"] },
    ],
  },
  {
    id: "b137-bicep-whatif",
    build: (s) =>
      s
        .user("add the new storage queue for push retries to bicep")
        .file("Edit", "infra/storage.bicep")
        .bash(
          "az deployment group what-if -g rg-ironclash-prod -f infra/storage.bicep",
          "Resource changes: 1 to create.\n  + .../queueServices/default/queues/push-retries",
        )
        .assistant("what-if shows only the new `push-retries` queue.")
        .user("good. for infra changes always paste me the what-if before anything gets deployed, like you just did. we lost a container once")
        .assistant("Will do.")
        .user("oh and follow-up for some day: the cosmos account itself isn't in bicep, it was clicked together in the portal. needs a bicep import")
        .stop("Noted."),
    planted: [
      { kind: "instruction", keys: ["what-if"] },
      { kind: "task", keys: ["cosmos account", "bicep import"] },
    ],
  },
  {
    id: "b137-superseded-currency",
    build: (s) =>
      s
        .user("gem ledger amounts: store as int or decimal? we have fractional gem bonuses from the vip multiplier now (1.15x)")
        .assistant(
          "If VIP bonuses can produce fractions, decimal avoids float drift. The alternative is keeping int gems and rounding the bonus at grant time.",
        )
        .user("decimal then")
        .file("Edit", "src/Economy/Models/LedgerEntry.cs")
        .bash("dotnet build src/Economy", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("LedgerEntry.Amount is decimal now. Note the client SDK deserializes gems as int32; a 1.15 balance would break older app versions.")
        .user("oh hell. no, revert. gems stay int, we round the vip bonus down at grant time. floor. final answer")
        .file("Edit", "src/Economy/Models/LedgerEntry.cs")
        .file("Edit", "src/Economy/VipBonus.cs")
        .bash(
          "dotnet test tests/IronClash.Economy.Tests --filter Category!=Integration",
          "Passed!  - Failed:     0, Passed:   201, Skipped:     0, Total:   201",
        )
        .assistant("Reverted to int, VipBonus applies Math.Floor at grant time. 201 tests green.")
        .stop(),
    planted: [{ kind: "decision", keys: ["int", "floor"] }],
  },
  {
    id: "b137-region-quota",
    build: (s) =>
      s
        .user("deploy of the new matchmaking app failed")
        .bash(
          "az deployment group create -g rg-ironclash-prod -f infra/matchmaking.bicep",
          '{"code": "SubscriptionIsOverQuotaForSku", "message": "This region has quota of 10 instances for your subscription. Try selecting different region or SKU."}',
          1,
        )
        .assistant(
          "Our subscription has a quota of 10 Elastic Premium instances in westeurope, and the existing apps already reserve 10. That's a subscription quota, so it needs a quota increase request or a different region.",
        )
        .user(
          "yeah we've hit that before, westeurope EP quota is 10 for us and the request takes MS ~3 days. file a quota increase to 20, meanwhile deploy matchmaking to northeurope",
        )
        .bash(
          "az quota create --resource-name EPv3 --scope /subscriptions/$SUB/providers/Microsoft.Web/locations/westeurope --limit-object value=20 --query properties.provisioningState",
          '"Accepted"',
        )
        .file("Edit", "infra/matchmaking.bicep")
        .bash(
          "az deployment group create -g rg-ironclash-prod -f infra/matchmaking.bicep --parameters location=northeurope --query properties.provisioningState",
          '"Succeeded"',
        )
        .assistant("Quota request to 20 accepted (pending). Matchmaking deployed to northeurope.")
        .user("when MS approves, move matchmaking back to westeurope. don't want cross-region hops to cosmos long term")
        .stop("OK."),
    planted: [
      { kind: "fact", keys: ["quota", "10"] },
      { kind: "decision", keys: ["northeurope"] },
      { kind: "task", keys: ["back to westeurope"] },
    ],
  },
  {
    id: "b137-empty-review",
    build: (s) =>
      s
        .user("review my PR IC-2240 quickly, just eyeball it")
        .bash(
          "gh pr diff 2240 --repo ironclash/backend | head -30",
          "diff --git a/src/Guilds/GuildInvite.cs b/src/Guilds/GuildInvite.cs\n+    if (invite.ExpiresAt < DateTimeOffset.UtcNow) return Results.Gone();\n+    // TODO: localize the error message\n+    // never trust client-sent guild ids here",
        )
        .assistant(
          "Looks fine: expired invites now return 410. The two comments are in your diff (the TODO about localizing and the note about client guild ids). One nit: `Results.Gone()` doesn't exist in the isolated worker; you probably want `req.CreateResponse(HttpStatusCode.Gone)`.",
        )
        .user("lol you're right, it didn't compile. fixing")
        .assistant("Want me to push the fix to the branch?")
        .user("no I got it")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b137-load-test",
    build: (s) =>
      s
        .user("run the k6 load test against staging for SubmitScore, 500 vus 5 min")
        .bash(
          "k6 run -e BASE=https://func-ironclash-core-staging.azurewebsites.net --vus 500 --duration 5m load/submit-score.js | tail -6",
          "     http_req_duration..........: avg=212ms min=41ms med=180ms max=4.1s p(90)=350ms p(95)=512ms\n     http_req_failed............: 2.31%  ✓ 3301  ✗ 139550\n     http_reqs..................: 142851 476/s",
        )
        .assistant("476 req/s, p95 512 ms, 2.3% failures. The failures are all 429 from Cosmos on staging's 1000 RU/s cap.")
        .user(
          "right, staging cosmos is capped at 1000 RU on purpose, so load test numbers from staging are useless above ~400 rps. noting it. next time run load tests against the loadtest env, it mirrors prod RU",
        )
        .bash(
          "az cosmosdb sql container throughput show -g rg-ironclash-loadtest -a cosmos-ironclash-loadtest -d game -n leaderboard --query resource.autoscaleSettings.maxThroughput",
          "4000",
        )
        .assistant("loadtest env has the leaderboard at 4000 RU/s max, same as prod.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging", "1000 ru"] },
      { kind: "instruction", keys: ["loadtest env"] },
    ],
  },
  {
    id: "b137-code-style",
    build: (s) =>
      s
        .user("write a repository for the friend list, same pattern as GuildChatRepository")
        .file("Read", "src/Guilds/GuildChatRepository.cs")
        .file("Write", "src/Social/FriendRepository.cs")
        .bash(
          "dotnet build src/Social",
          "Build succeeded.\n    3 Warning(s)\n    0 Error(s)\nwarning CA2007: Consider calling ConfigureAwait on the awaited task",
        )
        .assistant("FriendRepository written with the same shape (point reads by id+pk, a paged query). 3 CA2007 warnings about ConfigureAwait.")
        .user(
          "ignore CA2007, we disabled it everywhere else, add it to the .editorconfig. also I prefer records for DTOs, not classes with setters, and file-scoped namespaces. go fix that in FriendRepository",
        )
        .file("Edit", ".editorconfig")
        .file("Edit", "src/Social/FriendRepository.cs")
        .bash("dotnet build src/Social", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("CA2007 off in .editorconfig; FriendDto is a record now, file-scoped namespace. 0 warnings.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ca2007"] },
      { kind: "instruction", keys: ["records", "dtos"] },
      { kind: "instruction", keys: ["file-scoped"] },
    ],
  },
  {
    id: "b137-empty-cost",
    build: (s) =>
      s
        .user("how much is the cosmos serverless tier vs what we pay now, roughly, for the guildChat container alone")
        .bash(
          "az monitor metrics list --resource cosmos-ironclash-prod --metric TotalRequestUnits --filter \"CollectionName eq 'guildChat'\" --interval P30D --aggregation Total -o tsv | tail -1",
          "2026-10-28T00:00:00Z\t1843221009",
        )
        .assistant(
          "guildChat used ~1.84 billion RU in 30 days. Serverless bills ~$0.25 per million RU, so ~$460/month on serverless, versus its share of the provisioned autoscale now, which I can't isolate exactly since it shares database throughput.",
        )
        .user("hm so roughly the same probably?")
        .assistant(
          "Probably the same ballpark, but I'd want the shared throughput split before saying more. Also serverless can't be mixed into a provisioned account, it'd be a separate account.",
        )
        .user("meh. ok, just wanted a feel for it")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b137-clock-skew",
    build: (s) =>
      s
        .user(
          "daily login reward given twice to some players near midnight UTC. log:\n\n2026-11-21T23:59:58.911Z ClaimDaily player=p_88a1 day=20261121 granted\n2026-11-22T00:00:01.204Z ClaimDaily player=p_88a1 day=20261122 granted",
        )
        .assistant(
          "That log is two different days, 20261121 and 20261122, three seconds apart. Both claims are valid under the current rule (one per UTC day). Is the intended rule 'once per calendar day' or '20 h cooldown'?",
        )
        .user("cooldown. 20h between claims, calendar day doesnt matter. change it")
        .file("Edit", "src/Economy/DailyRewardFunction.cs")
        .bash(
          "dotnet test tests/IronClash.Economy.Tests --filter Category!=Integration",
          "Passed!  - Failed:     0, Passed:   204, Skipped:     0, Total:   204",
        )
        .assistant("ClaimDaily now checks lastClaimAt + 20 h instead of the UTC day key. Tests green, 3 new.")
        .user(
          "the client shows a countdown to midnight tho. TODO for the unity team: countdown from lastClaimAt+20h. I'll tell Priya, but put it in the handoff doc too",
        )
        .file("Edit", "docs/handoff/client-changes.md")
        .stop("Added to docs/handoff/client-changes.md."),
    planted: [
      { kind: "decision", keys: ["20h", "cooldown"] },
      { kind: "task", keys: ["countdown", "unity"] },
    ],
  },
  {
    id: "b137-cosmos-consistency",
    build: (s) =>
      s
        .user("why do players sometimes not see their own gem purchase for a sec after buying")
        .file("Read", "src/Core/CosmosSetup.cs")
        .bash("grep -rn 'SessionToken' src/ | wc -l", "0")
        .assistant(
          "The account is Session consistency, but the session token isn't carried between the purchase call (func-ironclash-store) and the balance read (func-ironclash-core): they're different CosmosClient instances in different apps, so the read can hit a replica that hasn't caught up. That's the cause: session consistency is per client unless the token is passed along.",
        )
        .user("makes sense. pass the token back in the purchase response and have the client send it on the next balance call. do it")
        .file("Edit", "src/Store/PurchaseFunction.cs")
        .file("Edit", "src/Core/BalanceFunction.cs")
        .bash("dotnet build src/IronClash.Functions.sln", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Purchase returns `x-ms-session-token`; Balance forwards it to ReadItemAsync via ItemRequestOptions.SessionToken.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["session token", "different"] },
      { kind: "decision", keys: ["token", "purchase response"] },
    ],
  },
  {
    id: "b137-oncall",
    build: (s) =>
      s
        .user(
          "quick context you should know: I'm on call this week and next, alerts go to the #ic-backend-alerts channel, pagerduty service is 'IronClash Backend'. Jonas is backup. ok now check why the health alert fired at 03:10",
        )
        .bash(
          "az monitor activity-log list -g rg-ironclash-prod --start-time 2026-11-24T03:00:00Z --end-time 2026-11-24T03:30:00Z --query '[].operationName.localizedValue' -o tsv | sort | uniq -c",
          "      1 Restart Web App\n      2 Update Web App Settings",
        )
        .assistant(
          "At ~03:08 someone updated app settings on func-ironclash-core twice, which restarts the app; the health check failed during the restart. Caller was the deploy pipeline's service principal.",
        )
        .user("pipeline's nightly config sync. fine. annoying but fine")
        .stop("OK, no action."),
    planted: [
      { kind: "fact", keys: ["ic-backend-alerts"] },
      { kind: "fact", keys: ["jonas", "backup"] },
    ],
  },
  {
    id: "b137-empty-explain",
    build: (s) =>
      s
        .user("explain the difference between RU autoscale max and manual throughput again, the finance guy asked")
        .assistant(
          "Manual: you pay for a fixed RU/s all the time. Autoscale: you set a max (say 4000), it scales between 10% of max (400) and max, and you pay for the highest RU/s reached each hour, at 1.5x the manual rate per RU.",
        )
        .user("so autoscale is more expensive if we sit at max all day")
        .assistant("Yes: sitting at max all day costs 1.5x the manual equivalent. It pays off when the average is below ~66% of max.")
        .user("ok that's the sentence I need. thanks")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b137-secrets-rotation",
    build: (s) =>
      s
        .user("cosmos primary key leaked in a screenshot in the discord 🙃 rotate")
        .bash("az cosmosdb keys regenerate -g rg-ironclash-prod -n cosmos-ironclash-prod --key-kind primary && echo rotated", "rotated")
        .assistant(
          "Primary key regenerated. Apps using the primary key via Key Vault reference will pick up the new one when the vault secret is updated; I haven't touched the vault yet.",
        )
        .bash(
          'az keyvault secret set --vault-name kv-ironclash-prod -n Cosmos-PrimaryKey --value "$(az cosmosdb keys list -g rg-ironclash-prod -n cosmos-ironclash-prod --query primaryMasterKey -o tsv)" --query name',
          '"Cosmos-PrimaryKey"',
        )
        .assistant("Vault updated. Restarting the apps so the reference refreshes.")
        .user(
          "good. this is the last time we do keys btw. we're moving all apps to managed identity + RBAC for cosmos, no more keys. start with core and store next sprint, the rest after",
        )
        .stop("OK."),
    planted: [
      { kind: "decision", keys: ["managed identity"] },
      { kind: "task", keys: ["core", "store"] },
    ],
  },
  {
    id: "b137-naming",
    build: (s) =>
      s
        .user("create the function app for the new tournaments service")
        .assistant(
          "Name suggestion: `func-ironclash-tournaments` in rg-ironclash-prod, following the existing `func-ironclash-<service>` pattern, with its own storage account `stironclashtourn`.",
        )
        .user("yes. naming rule stays that: func-ironclash-<svc>, st + ironclash + short svc, max 24 chars for storage. bicep only, no portal clicking")
        .file("Write", "infra/tournaments.bicep")
        .bash(
          "az deployment group what-if -g rg-ironclash-prod -f infra/tournaments.bicep",
          "Resource changes: 3 to create.\n  + func-ironclash-tournaments\n  + stironclashtourn\n  + plan-ironclash-tournaments",
        )
        .assistant("what-if: 3 resources to create. Not deployed.")
        .user("ship")
        .bash("az deployment group create -g rg-ironclash-prod -f infra/tournaments.bicep --query properties.provisioningState", '"Succeeded"')
        .stop("Deployed."),
    planted: [
      { kind: "instruction", keys: ["func-ironclash-<svc>"] },
      { kind: "instruction", keys: ["bicep only"] },
    ],
  },
  {
    id: "b137-reported-bug-later",
    build: (s) =>
      s
        .user(
          "saw this in the logs while looking at something else, not urgent:\n\nSystem.InvalidOperationException: Sequence contains more than one element\n   at IronClash.Guilds.GuildService.GetOwnerAsync(String guildId)",
        )
        .bash(
          "az cosmosdb sql query -a cosmos-ironclash-prod -g rg-ironclash-prod -d game -c guilds --query-text \"SELECT c.guildId, COUNT(1) n FROM c WHERE c.role='owner' GROUP BY c.guildId\" | jq '[.[] | select(.n>1)] | length'",
          "3",
        )
        .assistant(
          "3 guilds have two owner members. GetOwnerAsync uses SingleAsync, so those three throw. It happens when ownership transfer fails halfway: the new owner is set, the old one isn't demoted, because the two writes aren't in one transactional batch.",
        )
        .user("ok confirmed then. not now. next week: make ownership transfer a TransactionalBatch and clean up the 3 guilds by hand")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["ownership transfer", "transactional batch"] },
      { kind: "task", keys: ["transactionalbatch", "3 guilds"] },
    ],
  },
];

export const BLIND137 = plantedSet(BLIND137_SESSIONS, Date.UTC(2026, 10, 15, 9));
