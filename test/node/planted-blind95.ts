/**
 * Blind planted set 95 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an enterprise .NET developer (ASP.NET Core, EF Core migrations, Azure DevOps pipelines,
 * Azure SQL, Key Vault) writing formal, polite full sentences ("Could you please…", "Kindly…"),
 * rules phrased as company policy; the agent speaks in a Copilot CLI voice.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions, 16 facts, 16 tasks) in 52 sessions, 12 of which plant nothing (49 user/assistant messages between them). Every other message
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

export const BLIND95_SESSIONS: BlindSession[] = [
  {
    id: "b95-ef-migration-script",
    build: (s) =>
      s
        .user(
          "Good morning. Could you please add an EF Core migration for the new InvoiceDueDate column on the Invoices table? The entity change is already in Contoso.Billing.Domain.",
        )
        .bash(
          "dotnet ef migrations add CB2291_AddInvoiceDueDate --project src/Contoso.Billing.Infrastructure --startup-project src/Contoso.Billing.Api",
          "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'",
        )
        .assistant(
          "I've added the migration CB2291_AddInvoiceDueDate. I notice Program.cs still calls `db.Database.Migrate()` on startup. Would you like me to keep that, or generate a script for the pipeline instead?",
        )
        .user(
          "Thank you. Please remove the Migrate() call. We have decided that migrations are deployed exclusively through an idempotent SQL script generated in the release pipeline; the application must not alter the schema on startup. Also, kindly name every migration with the Jira ticket number as a prefix, exactly as you did here. That is our convention going forward.",
        )
        .file("Edit", "src/Contoso.Billing.Api/Program.cs")
        .bash(
          "dotnet ef migrations script --idempotent --output artifacts/migrate.sql --project src/Contoso.Billing.Infrastructure --startup-project src/Contoso.Billing.Api",
          "Build started...\nBuild succeeded.",
        )
        .assistant("Removed the startup migration call and generated artifacts/migrate.sql with --idempotent. The build is green.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotent"] },
      { kind: "instruction", keys: ["ticket number"] },
    ],
  },
  {
    id: "b95-keyvault-uat",
    build: (s) =>
      s
        .user("Could you please find out why the UAT deployment of the Orders API fails to read its connection string?")
        .bash(
          "az webapp config appsettings list -g rg-contoso-uat -n app-contoso-orders-uat --query \"[?name=='ConnectionStrings__OrdersDb'].value\" -o tsv",
          "@Microsoft.KeyVault(SecretUri=https://kv-contoso-uat.vault.azure.net/secrets/OrdersDb/)",
        )
        .bash("az keyvault show -n kv-contoso-uat", "ERROR: (ResourceNotFound) The Resource 'Microsoft.KeyVault/vaults/kv-contoso-uat' was not found.", 3)
        .bash("az keyvault list -g rg-contoso-uat --query [].name -o tsv", "kv-contoso-uat-weu")
        .assistant(
          "The Key Vault reference points at kv-contoso-uat, which does not exist. The only vault in rg-contoso-uat is kv-contoso-uat-weu. Shall I update the reference?",
        )
        .user(
          "Yes, please. For your information, the UAT Key Vault is kv-contoso-uat-weu; the vaults were renamed with the region suffix last year and some references were missed.",
        )
        .file("Edit", "deploy/uat/appsettings.bicepparam")
        .assistant("Updated the parameter file to use kv-contoso-uat-weu.")
        .user(
          "Much obliged. One further point: the OrdersDb secret has not been rotated since March. Please make a note that we need to rotate the OrdersDb secret before the end of the quarter; I shall raise it with the DBA team.",
        )
        .stop("Noted. I have not rotated anything in this session."),
    planted: [
      { kind: "fact", keys: ["kv-contoso-uat-weu"] },
      { kind: "task", keys: ["rotate", "ordersdb"] },
    ],
  },
  {
    id: "b95-pipeline-localdb",
    build: (s) =>
      s
        .user("The integration test stage failed again on the build. Could you kindly look into it?")
        .bash(
          'az pipelines runs show --id 48213 --query "{result:result, agent:queue.name}" -o json',
          '{\n  "agent": "Contoso-Build-Win2022",\n  "result": "failed"\n}',
        )
        .bash(
          "az pipelines runs artifact download --run-id 48213 --artifact-name logs --path ./tmp-logs && findstr /i localdb tmp-logs\\IntegrationTests.log",
          "System.Data.SqlClient.SqlException: A network-related or instance-specific error occurred while establishing a connection to SQL Server. (provider: SQL Network Interfaces, error: 52 - Unable to locate a Local Database Runtime installation.)",
        )
        .assistant(
          "The job ran on an agent without SQL Server LocalDB installed. It may be that only some agents in the pool have it, but I cannot confirm that from here.",
        )
        .user(
          "That is correct, I have confirmed with the Platform team: only agent BLD-WIN-07 in the Contoso-Build-Win2022 pool has LocalDB installed. Please add a demand to the integration test job so it runs there.",
        )
        .file("Edit", "pipelines/ci.yml")
        .assistant("Added `demands: - LocalDB` to the IntegrationTests job.")
        .user(
          "Thank you. Please bear in mind that, as per company policy, no change to pipeline YAML may be merged without an approval from the Platform team. I shall add them as reviewers.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["bld-win-07"] },
      { kind: "instruction", keys: ["platform team", "approval"] },
    ],
  },
  {
    id: "b95-dapper-reporting",
    build: (s) =>
      s
        .user("The monthly revenue report takes 40 seconds to load. Could you please profile the query that ReportingService.GetMonthlyRevenue generates?")
        .file("Read", "src/Contoso.Reporting/ReportingService.cs")
        .bash(
          "dotnet run --project tools/QueryProbe -- --method GetMonthlyRevenue",
          "Generated SQL: 1,942 characters, 7 LEFT JOINs, 3 correlated subqueries\nDuration: 38.7s (cold), 31.2s (warm)",
        )
        .assistant(
          "EF Core is producing seven joins and three correlated subqueries. Two options: (1) move the report into a stored procedure, or (2) keep the SQL in the application but execute it with Dapper against a hand-written query, leaving EF Core for the write side. I would recommend option 2 for the reporting read models.",
        )
        .user("I did consider a stored procedure, but the DBAs would then own it and changes would take weeks. Let us not go that way.")
        .user("Yes, we shall proceed with Dapper for the reporting read models. EF Core remains for everything that writes.")
        .file("Write", "src/Contoso.Reporting/Queries/MonthlyRevenueQuery.cs")
        .bash("dotnet run --project tools/QueryProbe -- --method GetMonthlyRevenue", "Duration: 1.9s (cold), 0.4s (warm)")
        .assistant("The report now runs in 0.4 s warm with the Dapper query.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dapper"] }],
  },
  {
    id: "b95-nullable-policy",
    build: (s) =>
      s
        .user("Could you please scaffold a new class library, Contoso.Notifications, and add it to the solution?")
        .bash(
          "dotnet new classlib -n Contoso.Notifications -o src/Contoso.Notifications -f net8.0 && dotnet sln add src/Contoso.Notifications",
          'The template "Class Library" was created successfully.\nProject `src/Contoso.Notifications/Contoso.Notifications.csproj` added to the solution.',
        )
        .file("Read", "src/Contoso.Notifications/Contoso.Notifications.csproj")
        .assistant("The project is created. The template enabled `<Nullable>enable</Nullable>` and `<ImplicitUsings>enable</ImplicitUsings>` by default.")
        .user(
          "Good. Kindly also set TreatWarningsAsErrors to true. For future reference: it is company policy that every new project has nullable reference types enabled and warnings treated as errors. No exceptions without written approval from the architect.",
        )
        .file("Edit", "src/Contoso.Notifications/Contoso.Notifications.csproj")
        .bash("dotnet build src/Contoso.Notifications", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .stop("Done, the library builds with warnings as errors."),
    planted: [{ kind: "instruction", keys: ["nullable", "warnings"] }],
  },
  {
    id: "b95-azure-sql-dtu",
    build: (s) =>
      s
        .user("The nightly reconciliation job timed out at 02:14. Could you please check the database metrics for that window?")
        .bash(
          "az monitor metrics list --resource /subscriptions/…/databases/sqldb-orders-prod --metric dtu_consumption_percent --interval PT5M --start-time 2026-11-24T01:30Z --end-time 2026-11-24T02:30Z -o table",
          "Timestamp             Average\n2026-11-24 01:55:00   61.2\n2026-11-24 02:00:00   100.0\n2026-11-24 02:05:00   100.0\n2026-11-24 02:10:00   100.0",
        )
        .bash(
          "az sql db show -g rg-contoso-prod -s sql-contoso-prod -n sqldb-orders-prod --query sku -o json",
          '{ "capacity": 50, "name": "Standard", "tier": "Standard" }',
        )
        .assistant(
          "DTU consumption sits at 100% from 02:00 until the timeout. The Orders database is on the Standard S2 tier with 50 DTUs, so the reconcile job is exhausting the DTU limit.",
        )
        .user(
          "I see. I would rather not raise the tier, finance will object. Next sprint we need to move the reconciliation job to the read replica; kindly record that as a follow-up. For tonight I shall rerun it manually.",
        )
        .stop("Recorded. I have not changed the job."),
    planted: [
      { kind: "fact", keys: ["50 dtu"] },
      { kind: "task", keys: ["read replica"] },
    ],
  },
  {
    id: "b95-test-filter",
    build: (s) =>
      s
        .user("Could you please run the unit tests before I open the pull request?")
        .bash(
          "dotnet test Contoso.sln",
          'Starting test execution, please wait...\n[xUnit.net 00:00:41.22] Contoso.Orders.IntegrationTests.OrderRepositoryTests.Saves_Order [FAIL]\n  Microsoft.Data.SqlClient.SqlException : Cannot open database "Orders_Test". Login failed. The connection string must point at a reachable SQL Server.\nFailed!  - Failed: 14, Passed: 612, Skipped: 0',
          1,
        )
        .assistant("612 tests pass; the 14 failures are all in Contoso.Orders.IntegrationTests and fail because there is no SQL Server reachable locally.")
        .user(
          "Ah, yes. Apologies, I ought to have mentioned this. Locally, please always run the tests with `dotnet test Contoso.sln --filter Category!=Integration`. The integration tests only run in the pipeline.",
        )
        .bash("dotnet test Contoso.sln --filter Category!=Integration", "Passed!  - Failed: 0, Passed: 612, Skipped: 0, Total: 612")
        .stop("All 612 unit tests pass."),
    planted: [{ kind: "instruction", keys: ["category!=integration"] }],
  },
  {
    id: "b95-pool-exhaustion",
    build: (s) =>
      s
        .user(
          "We are seeing intermittent 'Timeout expired. The timeout period elapsed prior to obtaining a connection from the pool' errors in production. Could you please investigate?",
        )
        .bash(
          "az monitor app-insights query --app ai-contoso-prod --analytics-query \"exceptions | where outerMessage has 'obtaining a connection from the pool' | summarize count() by cloud_RoleName\" -o table",
          "cloud_RoleName          count_\ncontoso-orders-worker   1874\ncontoso-orders-api      12",
        )
        .file("Read", "src/Contoso.Orders.Worker/OutboxPublisher.cs")
        .assistant(
          "Almost all errors come from the worker. My first guess was the default Max Pool Size of 100 being too small, but looking at OutboxPublisher, it resolves a new OrdersDbContext from the root service provider on every loop iteration and never disposes it.",
        )
        .user("Could it be the Service Bus client instead? We changed it last week.")
        .bash(
          "dotnet-counters monitor -p 4312 --counters Microsoft.Data.SqlClient.EventSource --duration 60",
          "active-hard-connections   100\nnumber-of-free-connections   0\nnumber-of-reclaimed-connections   0",
        )
        .assistant(
          "The Service Bus client is not involved: the pool is full of active connections that are never returned. I have wrapped the DbContext in a scope per iteration.",
        )
        .file("Edit", "src/Contoso.Orders.Worker/OutboxPublisher.cs")
        .user(
          "Excellent, thank you. So the root cause is confirmed: the OutboxPublisher leaked undisposed DbContext instances and exhausted the connection pool. I shall put that in the incident report.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["outboxpublisher", "pool"] }],
  },
  {
    id: "b95-serilog",
    build: (s) =>
      s
        .user("Could you please tell me which logging libraries are currently referenced across the solution? I have the impression we have three.")
        .bash(
          "dotnet list Contoso.sln package --format json | jq -r '.projects[].frameworks[].topLevelPackages[].id' | grep -Ei 'serilog|nlog|log4net' | sort | uniq -c",
          "      1 NLog.Web.AspNetCore\n      6 Serilog.AspNetCore\n      6 Serilog.Sinks.ApplicationInsights\n      1 log4net",
        )
        .assistant("There are three: Serilog in six projects, NLog in Contoso.Billing.Legacy and log4net in Contoso.Fax.Gateway.")
        .user(
          "Thank you. After discussing with the architects this morning, we have decided to standardise on Serilog with the Application Insights sink for all services. Please migrate Contoso.Fax.Gateway from log4net now. The NLog removal in Contoso.Billing.Legacy is a larger piece of work; it is to be done in a follow-up once the billing freeze is lifted.",
        )
        .file("Edit", "src/Contoso.Fax.Gateway/Contoso.Fax.Gateway.csproj")
        .file("Edit", "src/Contoso.Fax.Gateway/Program.cs")
        .bash("dotnet build src/Contoso.Fax.Gateway", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .stop("Contoso.Fax.Gateway now logs through Serilog; log4net is removed."),
    planted: [
      { kind: "decision", keys: ["serilog", "application insights"] },
      { kind: "task", keys: ["nlog", "billing.legacy"] },
    ],
  },
  {
    id: "b95-release-branch-policy",
    build: (s) =>
      s
        .user("The hotfix for the VAT rounding is ready. Could you please push it to release/4.2?")
        .bash(
          "git push origin HEAD:release/4.2",
          "remote: TF402455: Pushes to this branch are not permitted; you must use a pull request to update this branch.\n ! [remote rejected] HEAD -> release/4.2",
          1,
        )
        .assistant("The push was rejected by the branch policy on release/4.2. Would you like me to create a pull request instead?")
        .user(
          "Yes, please. I should have known. For the record, our policy is that nothing is ever pushed directly to release branches; every change goes through a pull request with at least two reviewers, one of whom must be from QA.",
        )
        .bash(
          'az repos pr create --source-branch hotfix/vat-rounding --target-branch release/4.2 --title "Hotfix: VAT rounding" --reviewers qa-team',
          'Created pull request 9137 "Hotfix: VAT rounding"',
        )
        .stop("Pull request 9137 is open against release/4.2."),
    planted: [{ kind: "instruction", keys: ["two reviewers"] }],
  },
  {
    id: "b95-api-versioning",
    build: (s) =>
      s
        .user("We need to introduce versioning on the Customers API before the mobile team integrates. Could you please set up Asp.Versioning?")
        .bash(
          "dotnet add src/Contoso.Customers.Api package Asp.Versioning.Mvc",
          "info : PackageReference for package 'Asp.Versioning.Mvc' version '8.1.0' added",
        )
        .assistant("Which scheme would you prefer: URL segment (/v1/customers), query string (?api-version=1.0), or a header?")
        .user("Let us go with the URL segment, /v1/customers. That is the most visible.")
        .file("Edit", "src/Contoso.Customers.Api/Program.cs")
        .user(
          "My apologies, I have just spoken with the API governance group. Our published standard requires the query string parameter, so please change it: we use ?api-version=1.0 and not the URL segment. Kindly make 1.0 the default when the parameter is absent.",
        )
        .file("Edit", "src/Contoso.Customers.Api/Program.cs")
        .bash("curl -s -o /dev/null -w '%{http_code}' 'https://localhost:7201/customers?api-version=1.0'", "200")
        .stop("Switched to the query string reader; 1.0 is assumed by default."),
    planted: [{ kind: "decision", keys: ["api-version"] }],
  },
  {
    id: "b95-payments-owner",
    build: (s) =>
      s
        .user("Could you please check why the Payments API client in our solution returns 403 when calling /refunds?")
        .file("Read", "src/Contoso.Orders.Infrastructure/Payments/PaymentsClient.cs")
        .bash(
          "curl -s -H \"Authorization: Bearer $TOKEN\" https://payments-uat.contoso.internal/refunds -X POST -d '{}' -w '\\n%{http_code}'",
          '{"error":"insufficient_scope","required":"payments.refunds.write"}\n403',
        )
        .assistant(
          "The token lacks the payments.refunds.write scope. That scope has to be granted on the Payments side; it is not something I can change in this repository.",
        )
        .user(
          "Understood. The Payments API belongs to Team Falcon, and Priya Raman is their technical contact; any scope request goes to her. I shall send her an email.",
        )
        .stop("Understood; nothing changed here."),
    planted: [{ kind: "fact", keys: ["falcon"] }],
  },
  {
    id: "b95-health-checks",
    build: (s) =>
      s
        .user("Could you please add a health check endpoint to the Orders API that verifies the SQL database?")
        .bash(
          "dotnet add src/Contoso.Orders.Api package AspNetCore.HealthChecks.SqlServer",
          "info : PackageReference for package 'AspNetCore.HealthChecks.SqlServer' version '8.0.2' added",
        )
        .file("Edit", "src/Contoso.Orders.Api/Program.cs")
        .bash("curl -s https://localhost:7101/health", '{"status":"Healthy","entries":{"sql":{"status":"Healthy"}}}')
        .assistant("/health now reports the SQL check. Shall I add the Service Bus as well?")
        .user(
          "Not today, the namespace connection is being reworked. TODO for next sprint: add a health check for the Service Bus namespace once the managed identity change is in. Thank you for this.",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["service bus", "health check"] }],
  },
  {
    id: "b95-datetimeoffset",
    build: (s) =>
      s
        .user("Could you please review the new Shipment entity before I create the migration?")
        .file("Read", "src/Contoso.Logistics.Domain/Shipment.cs")
        .assistant(
          "Two observations: DispatchedAt is a DateTime populated with DateTime.Now, and TrackingNumber has no maximum length, so EF Core will map it to nvarchar(max).",
        )
        .user(
          "Thank you, that is exactly why I asked. Please change both. Kindly note that as a rule in this codebase, all timestamps are stored as DateTimeOffset in UTC, and DateTime.Now is not permitted anywhere. Use TimeProvider where a clock is needed. TrackingNumber can be 64 characters.",
        )
        .file("Edit", "src/Contoso.Logistics.Domain/Shipment.cs")
        .file("Edit", "src/Contoso.Logistics.Infrastructure/Configurations/ShipmentConfiguration.cs")
        .bash("dotnet build src/Contoso.Logistics.Infrastructure", "Build succeeded.")
        .stop("DispatchedAt is now a DateTimeOffset set from TimeProvider, and TrackingNumber has HasMaxLength(64)."),
    planted: [{ kind: "instruction", keys: ["datetimeoffset", "utc"] }],
  },
  {
    id: "b95-feature-flags",
    build: (s) =>
      s
        .user("We need feature flags for the new checkout. Product suggested LaunchDarkly. Could you please outline the options available to us?")
        .assistant(
          "The main options are LaunchDarkly (SaaS, per-seat licence, needs a procurement review), Azure App Configuration feature management with Microsoft.FeatureManagement (already in our Azure tenant, Key Vault integration), or a simple table in Azure SQL. Given the procurement effort, I would suggest Azure App Configuration.",
        )
        .user("I agree, LaunchDarkly would take months to get through procurement. We go with Azure App Configuration. Please wire it into the Checkout API.")
        .bash(
          "dotnet add src/Contoso.Checkout.Api package Microsoft.FeatureManagement.AspNetCore",
          "info : PackageReference for package 'Microsoft.FeatureManagement.AspNetCore' version '4.0.0' added",
        )
        .file("Edit", "src/Contoso.Checkout.Api/Program.cs")
        .stop("Feature management is registered against the App Configuration store."),
    planted: [{ kind: "decision", keys: ["app configuration"] }],
  },
  {
    id: "b95-flaky-culture",
    build: (s) =>
      s
        .user("OrderExportTests.ExportsCsv_WithUnicode failed again on the pipeline, yet it passes on my machine. Could you please have a look?")
        .bash(
          'az pipelines runs show --id 48391 --query "{result:result}" -o tsv && findstr ExportsCsv tmp-logs\\UnitTests.log',
          'failed\nAssert.Equal() Failure: Expected: "12.50;EUR" Actual: "12,50;EUR"',
        )
        .assistant("Perhaps the agent has a different time zone? Actually no, the difference is the decimal separator, which points to the current culture.")
        .bash('az pipelines agent show --pool-id 12 --agent-id 31 --include-capabilities --query "systemCapabilities.\\"VSTS_AGENT_LANG\\""', '"de-DE"')
        .assistant("Confirmed: the build agents run with the de-DE culture, so decimal formatting uses a comma. Your machine uses en-GB.")
        .user(
          "Thank you, that explains a great deal. I shall not fix it today, but kindly remind me next week to make the CSV exporter use CultureInfo.InvariantCulture and un-skip the test.",
        )
        .file("Edit", "test/Contoso.Orders.Tests/OrderExportTests.cs")
        .stop("I have marked the test as skipped with a reason for now."),
    planted: [
      { kind: "fact", keys: ["de-de"] },
      { kind: "task", keys: ["invariantculture"] },
    ],
  },
  {
    id: "b95-no-mediatr",
    build: (s) =>
      s
        .user("Could you please add a command handler for cancelling an order? Follow the existing pattern in Contoso.Orders.Application.")
        .file("Read", "src/Contoso.Orders.Application/Orders/PlaceOrderHandler.cs")
        .assistant(
          "The existing handlers are plain classes injected into the controllers. Would you like me to introduce MediatR for this one? It would give us pipeline behaviours for validation.",
        )
        .user(
          "No, thank you. We reviewed MediatR last year and decided against it: handlers stay plain services registered in DI and injected directly. The licence change in MediatR 13 only confirmed that decision.",
        )
        .file("Write", "src/Contoso.Orders.Application/Orders/CancelOrderHandler.cs")
        .file("Edit", "src/Contoso.Orders.Api/Controllers/OrdersController.cs")
        .bash("dotnet test test/Contoso.Orders.Tests --filter Category!=Integration", "Passed!  - Failed: 0, Passed: 204, Skipped: 0")
        .stop("CancelOrderHandler is added in the same style as PlaceOrderHandler."),
    planted: [{ kind: "decision", keys: ["mediatr"] }],
  },
  {
    id: "b95-code-style",
    build: (s) =>
      s
        .user("Could you please create a small service, ExchangeRateService, that fetches rates from the ECB endpoint and caches them for an hour?")
        .file("Write", "src/Contoso.Billing.Infrastructure/Rates/ExchangeRateService.cs")
        .assistant(
          "Here is ExchangeRateService with IMemoryCache and a typed HttpClient. I used a block namespace and a constructor with fields, matching the older files.",
        )
        .user(
          "Thank you. A small request on style, which applies to all new code please: I prefer file-scoped namespaces and primary constructors wherever sensible. The older files will be converted gradually; do not touch them unless you are already editing them.",
        )
        .file("Edit", "src/Contoso.Billing.Infrastructure/Rates/ExchangeRateService.cs")
        .bash("dotnet build src/Contoso.Billing.Infrastructure", "Build succeeded.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["file-scoped"] }],
  },
  {
    id: "b95-polly-retries",
    build: (s) =>
      s
        .user("Calls from the Orders API to the Inventory API fail occasionally with 503 during their deployments. What would you recommend?")
        .bash(
          "az monitor app-insights query --app ai-contoso-prod --analytics-query \"dependencies | where target has 'inventory' and resultCode == '503' | summarize count() by bin(timestamp, 1h)\" -o table",
          "timestamp              count_\n2026-11-27T10:00:00Z   44\n2026-11-27T16:00:00Z   39",
        )
        .assistant(
          "The 503s cluster around their deployment windows and last under a minute. I propose adding Microsoft.Extensions.Http.Resilience to the typed InventoryClient: 3 retries with exponential backoff and jitter, plus a circuit breaker. An alternative would be a queue, but that is a larger change.",
        )
        .user("That is acceptable. Please proceed with the Polly-based resilience handler and the 3 retries as you describe.")
        .bash(
          "dotnet add src/Contoso.Orders.Api package Microsoft.Extensions.Http.Resilience",
          "info : PackageReference for package 'Microsoft.Extensions.Http.Resilience' version '8.10.0' added",
        )
        .file("Edit", "src/Contoso.Orders.Api/Program.cs")
        .stop("The InventoryClient now uses the standard resilience handler with 3 retries."),
    planted: [{ kind: "decision", keys: ["resilience"] }],
  },
  {
    id: "b95-collation",
    build: (s) =>
      s
        .user("The unique index on Customers.Email rejected 'J.Smith@contoso.com' although only 'j.smith@contoso.com' exists. Could you please explain?")
        .bash(
          "sqlcmd -S sql-contoso-uat.database.windows.net -d sqldb-customers-uat -G -Q \"SELECT DATABASEPROPERTYEX('sqldb-customers-uat','Collation')\"",
          "SQL_Latin1_General_CP1_CI_AS\n\n(1 rows affected)",
        )
        .assistant(
          "The database collation is SQL_Latin1_General_CP1_CI_AS, which is case-insensitive, so the unique index treats both addresses as equal. This is expected behaviour, not a bug.",
        )
        .user("Thank you, that is in fact what we want for e-mail addresses. No change is needed.")
        .stop(),
    planted: [{ kind: "fact", keys: ["sql_latin1_general_cp1_ci_as"] }],
  },
  {
    id: "b95-net8-only",
    build: (s) =>
      s
        .user("Dependabot opened a PR bumping Microsoft.EntityFrameworkCore to 9.0.0. Could you please check whether it builds?")
        .bash(
          "git checkout dependabot/nuget/efcore-9.0.0 && dotnet build Contoso.sln",
          "error NU1202: Package Microsoft.EntityFrameworkCore 9.0.0 is not compatible with net8.0.\nBuild FAILED.",
          1,
        )
        .assistant("EF Core 9 requires net9.0, and all projects target net8.0. We would need to move the whole solution to .NET 9.")
        .user(
          "No. Please close that PR. The Architecture Board has not yet approved .NET 9, so we remain on net8.0 and the 8.0.x EF Core packages until further notice; kindly keep it that way in anything you add.",
        )
        .bash("az repos pr update --id 9150 --status abandoned", '"status": "abandoned"')
        .file("Edit", ".github/dependabot.yml")
        .stop("Closed the PR and told Dependabot to ignore major EF Core updates."),
    planted: [{ kind: "instruction", keys: ["net8.0"] }],
  },
  {
    id: "b95-epic-close",
    build: (s) =>
      s
        .user("Could you please summarise what is still open in the Billing modernisation epic from the code's point of view?")
        .bash(
          "git grep -n -i -E 'TODO|HACK' -- src/Contoso.Billing* | head",
          'src/Contoso.Billing.Api/appsettings.json:12:    "// TODO": "remove plain secrets",\nsrc/Contoso.Billing.Legacy/Wcf/InvoiceService.svc.cs:3:// HACK: never call this from new code',
        )
        .assistant(
          "There are plain secrets still in appsettings.json of the Billing API, and the legacy WCF InvoiceService is still hosted. Everything else looks finished.",
        )
        .user(
          "Right. Before we close the epic, the following remains, please keep it in mind:\n1. move the remaining Billing secrets to Key Vault references;\n2. decommission the legacy WCF InvoiceService;\n3. update the Billing runbook in the wiki with the new deployment steps.\nNone of it needs doing today.",
        )
        .stop("Understood; I have made no changes."),
    planted: [
      { kind: "task", keys: ["key vault references"] },
      { kind: "task", keys: ["wcf"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "b95-swagger-policy",
    build: (s) =>
      s
        .user("The penetration test report lists the Swagger UI being reachable on the UAT Customers API. Could you please look at Program.cs?")
        .file("Read", "src/Contoso.Customers.Api/Program.cs")
        .assistant("app.UseSwaggerUI() is called unconditionally. I can wrap it in `if (app.Environment.IsDevelopment())`.")
        .user(
          "Please do. And so that it does not happen again: it is security policy that Swagger UI is only ever enabled in the Development environment, in every API we own.",
        )
        .file("Edit", "src/Contoso.Customers.Api/Program.cs")
        .bash("curl -s -o /dev/null -w '%{http_code}' https://app-contoso-customers-uat.azurewebsites.net/swagger", "404")
        .stop("Swagger UI is now only registered in Development; UAT returns 404."),
    planted: [{ kind: "instruction", keys: ["swagger", "development"] }],
  },
  {
    id: "b95-bicep",
    build: (s) =>
      s
        .user("We need a new Service Bus namespace and a storage account for the Notifications service. Could you please prepare the infrastructure code?")
        .bash("ls deploy/", "bicep/\nterraform-poc/\nuat/\nprod/")
        .assistant("I see both a bicep folder and a terraform-poc folder. Which should I use for the new resources?")
        .user(
          "The Terraform proof of concept was abandoned. We have settled on Bicep for all Azure infrastructure, so please write it in Bicep. You may delete terraform-poc while you are there.",
        )
        .file("Write", "deploy/bicep/notifications.bicep")
        .bash("rm -r deploy/terraform-poc && az bicep build --file deploy/bicep/notifications.bicep", "")
        .stop("notifications.bicep builds cleanly and terraform-poc is removed."),
    planted: [{ kind: "decision", keys: ["bicep"] }],
  },
  {
    id: "b95-deadlock",
    build: (s) =>
      s
        .user("We have had several deadlocks on the production Orders database overnight. Could you please analyse the deadlock graphs?")
        .bash(
          "sqlcmd -S sql-contoso-prod.database.windows.net -d sqldb-orders-prod -G -i tools/sql/deadlocks.sql -o tmp/deadlocks.xml && grep -c '<deadlock>' tmp/deadlocks.xml",
          "17",
        )
        .file("Read", "tmp/deadlocks.xml")
        .assistant(
          "All 17 deadlocks involve a table scan on OrderLines while CancelOrderHandler updates the same rows. Perhaps lock escalation is involved too, but the scans are the main factor: there is no index on OrderLines.OrderId.",
        )
        .bash(
          'sqlcmd -S sql-contoso-uat.database.windows.net -d sqldb-orders-uat -G -Q "CREATE INDEX IX_OrderLines_OrderId ON dbo.OrderLines(OrderId)" && dotnet run --project tools/DeadlockRepro',
          "Commands completed successfully.\n500 iterations, 0 deadlocks",
        )
        .assistant("With the index on UAT the reproduction runs 500 iterations without a deadlock. The missing index on OrderLines.OrderId is the root cause.")
        .user(
          "Thank you, that is convincing. For production we need a change request approved by the CAB before the index can be created; please remember that we still have to submit the change request for the OrderLines index next week.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["orderlines.orderid"] },
      { kind: "task", keys: ["change request"] },
    ],
  },
  {
    id: "b95-timer-jobs",
    build: (s) =>
      s
        .user(
          "The invoice reminder job currently runs inside the Billing API via a BackgroundService. When the API scales out to three instances we send three reminders. Could you please propose a fix?",
        )
        .file("Read", "src/Contoso.Billing.Api/Jobs/InvoiceReminderJob.cs")
        .assistant(
          "Options: (a) a distributed lock in Azure SQL with sp_getapplock, (b) Hangfire with its SQL storage, or (c) move the job to an Azure Function with a timer trigger, which runs once regardless of the API's scale. I would lean towards (c); we already have func-contoso-jobs-prod.",
        )
        .bash(
          'az functionapp show -g rg-contoso-prod -n func-contoso-jobs-prod --query "{plan:appServicePlanId, timeout:siteConfig.functionAppScaleLimit}" -o json && jq .functionTimeout deploy/functions/host.json',
          '{ "plan": ".../serverfarms/ASP-Consumption-weu", "timeout": null }\n"00:10:00"',
        )
        .assistant(
          "func-contoso-jobs-prod is on the Consumption plan, and host.json sets functionTimeout to 10 minutes, which is the Consumption maximum. The reminder job takes about 2 minutes.",
        )
        .user(
          "Good to know about the 10-minute limit on that app; we have been caught by it before. Hangfire I would prefer to avoid, another dashboard to secure. Very well: we move the reminder job to a timer trigger in func-contoso-jobs-prod.",
        )
        .file("Write", "src/Contoso.Jobs.Functions/InvoiceReminderFunction.cs")
        .file("Edit", "src/Contoso.Billing.Api/Program.cs")
        .stop("The job is now a timer-triggered function; the BackgroundService registration is removed."),
    planted: [
      { kind: "decision", keys: ["timer trigger"] },
      { kind: "fact", keys: ["10-minute"] },
    ],
  },
  {
    id: "b95-boards-commits",
    build: (s) =>
      s
        .user("Could you please commit the changes for the address validation? The work item is 23418.")
        .bash(
          'git commit -am "Validate postcode format"',
          "[feature/address-validation 5c1e0a7] Validate postcode format\n 3 files changed, 58 insertions(+), 4 deletions(-)",
        )
        .assistant("Committed as 5c1e0a7.")
        .user(
          "Thank you, but the commit is not linked to the work item. Please amend it. Our rule is that every commit message references its work item as AB#<id>, for instance 'AB#23418 Validate postcode format', so that Azure Boards links it automatically. Our Boards project, by the way, is called Contoso Commerce, not Contoso Billing as the wiki still claims.",
        )
        .bash('git commit --amend -m "AB#23418 Validate postcode format"', "[feature/address-validation 9d02b44] AB#23418 Validate postcode format")
        .stop("Amended; the commit now references AB#23418."),
    planted: [
      { kind: "instruction", keys: ["ab#"] },
      { kind: "fact", keys: ["contoso commerce"] },
    ],
  },
  {
    id: "b95-sequential-guids",
    build: (s) =>
      s
        .user("Could you please create the entities and configuration for the new Returns module? Tables: Returns and ReturnLines.")
        .file("Read", "src/Contoso.Orders.Infrastructure/Configurations/OrderConfiguration.cs")
        .assistant(
          "The Orders tables use int identity keys and Customers uses Guid.NewGuid(), which fragments the clustered index. For Returns I suggest Guid keys generated by the database with NEWSEQUENTIALID(), so they are unique across services and still insert in order. Is that acceptable?",
        )
        .user(
          "Agreed, sequential GUIDs with NEWSEQUENTIALID() it is, for Returns and for any new table from here on. The Customers table with its random Guid.NewGuid() keys will need a proper migration plan, but that belongs to Q1, not to this change; kindly note it as a follow-up.",
        )
        .file("Write", "src/Contoso.Orders.Domain/Returns/Return.cs")
        .file("Write", "src/Contoso.Orders.Infrastructure/Configurations/ReturnConfiguration.cs")
        .bash(
          "dotnet ef migrations add CB2317_AddReturns --project src/Contoso.Orders.Infrastructure --startup-project src/Contoso.Orders.Api",
          "Build succeeded.\nDone.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["newsequentialid"] },
      { kind: "task", keys: ["guid.newguid"] },
    ],
  },
  {
    id: "b95-prod-access",
    build: (s) =>
      s
        .user("Could you please count how many orders are stuck in the 'PendingPayment' state in production?")
        .bash(
          "sqlcmd -S sql-contoso-prod.database.windows.net -d sqldb-orders-prod -G -Q \"SELECT COUNT(*) FROM dbo.Orders WHERE Status = 'PendingPayment'\"",
          "Msg 229, Level 14, State 5: The SELECT permission was denied on the object 'Orders', database 'sqldb-orders-prod', schema 'dbo'.",
          1,
        )
        .assistant("Your account has no read permission on the primary production database. Do you have another way in?")
        .user(
          "Yes, I should have said. Access to the production primary is only granted through a PIM elevation, which lasts four hours and needs a justification. In any case, please never run ad-hoc queries against the primary; use the read-only replica, sqldb-orders-prod-ro, for anything of this kind.",
        )
        .bash(
          "sqlcmd -S sql-contoso-prod.database.windows.net -d sqldb-orders-prod-ro -G -Q \"SELECT COUNT(*) FROM dbo.Orders WHERE Status = 'PendingPayment'\"",
          "-----------\n        212\n\n(1 rows affected)",
        )
        .stop("212 orders are in PendingPayment (read from the replica)."),
    planted: [
      { kind: "fact", keys: ["pim"] },
      { kind: "instruction", keys: ["sqldb-orders-prod-ro"] },
    ],
  },
  {
    id: "b95-mapster",
    build: (s) =>
      s
        .user("Could you please map the new CustomerDto in the Customers API? There is AutoMapper in that project, but I am not sure we want to keep it.")
        .bash(
          "dotnet list src/Contoso.Customers.Api package | grep -i -E 'automapper|mapster'",
          "   > AutoMapper   12.0.1   12.0.1\n   > Mapster      7.4.0    7.4.0",
        )
        .assistant("Both AutoMapper and Mapster are referenced. The Orders API uses only Mapster with source-generated mappers. Shall I follow that?")
        .user(
          "Yes. We are standardising on Mapster; AutoMapper is on its way out. Please use Mapster for the CustomerDto and place the mapping configuration in the Mapping folder of the Api project, which is where all mapping code is to live. Removing AutoMapper from the Customers API entirely is a separate PR for later, there are still eleven profiles to convert.",
        )
        .file("Write", "src/Contoso.Customers.Api/Mapping/CustomerMappingConfig.cs")
        .bash("dotnet build src/Contoso.Customers.Api", "Build succeeded.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mapster"] },
      { kind: "instruction", keys: ["mapping folder"] },
      { kind: "task", keys: ["automapper"] },
    ],
  },
  {
    id: "b95-shared-redis",
    build: (s) =>
      s
        .user("Cached product prices disappear after a few minutes, although we set a 1-hour expiry. Could you please investigate?")
        .bash(
          'az redis show -g rg-contoso-shared -n redis-contoso-prod --query "{sku:sku.name, policy:redisConfiguration.maxmemoryPolicy}" -o json && redis-cli -h redis-contoso-prod.redis.cache.windows.net --tls INFO stats | grep evicted',
          '{ "policy": "allkeys-lru", "sku": "Standard" }\nevicted_keys:481233',
        )
        .assistant(
          "The cache evicts keys under memory pressure with allkeys-lru. Is this instance used by other applications as well? It might be that another client fills it.",
        )
        .user(
          "Yes, that is right, I had forgotten. redis-contoso-prod is shared with the Marketing team; our keys all use the 'orders:' prefix. Marketing stores session data there.",
        )
        .bash("redis-cli -h redis-contoso-prod.redis.cache.windows.net --tls --scan --pattern 'mkt:*' | wc -l", "1904227")
        .assistant("Marketing's keys outnumber ours by far, so our prices are evicted first.")
        .user(
          "I see. TODO for me: ask Marketing to agree a maxmemory-policy of volatile-lru and a size increase on the shared Redis. No change from our side today.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["orders:", "marketing"] },
      { kind: "task", keys: ["maxmemory"] },
    ],
  },
  {
    id: "b95-dr-region",
    build: (s) =>
      s
        .user("For the DR exercise on Friday, could you please list the App Services of the Orders platform with their regions?")
        .bash(
          "az webapp list --query \"[?starts_with(name,'app-contoso-orders')].{name:name, location:location}\" -o table",
          "Name                         Location\napp-contoso-orders-prod      West Europe\napp-contoso-orders-prod-ne   North Europe",
        )
        .assistant(
          "The primary runs in West Europe and the secondary in North Europe. Would it make sense to put Azure Traffic Manager in front of them for automatic failover?",
        )
        .user(
          "We discussed Traffic Manager at length last quarter. The decision stands that failover remains manual, performed by the on-call engineer following the DR runbook; automatic failover would risk split-brain with the SQL failover group.",
        )
        .stop("Understood."),
    planted: [
      { kind: "decision", keys: ["failover", "manual"] },
      { kind: "fact", keys: ["north europe"] },
    ],
  },
  {
    id: "b95-sonar-gate",
    build: (s) =>
      s
        .user("The pull request for the Returns module is blocked by SonarQube. Could you please tell me what it complains about?")
        .bash(
          "curl -s -u $SONAR_TOKEN: 'https://sonar.contoso.internal/api/qualitygates/project_status?projectKey=contoso-orders&pullRequest=9162' | jq '.projectStatus.conditions[] | select(.status==\"ERROR\")'",
          '{ "status": "ERROR", "metricKey": "new_coverage", "comparator": "LT", "errorThreshold": "80", "actualValue": "61.4" }',
        )
        .assistant("The quality gate fails on coverage of new code: 61.4% against a threshold of 80%. The uncovered lines are mostly in ReturnService.")
        .user(
          "Thank you. Please write the missing tests. And for all future work, kindly aim for at least 80% coverage on new code from the start; the gate is company policy and we cannot override it.",
        )
        .file("Write", "test/Contoso.Orders.Tests/Returns/ReturnServiceTests.cs")
        .bash(
          'dotnet test test/Contoso.Orders.Tests --filter Category!=Integration --collect:"XPlat Code Coverage"',
          "Passed!  - Failed: 0, Passed: 223, Skipped: 0\nLine coverage (new code): 86.2%",
        )
        .stop("New-code coverage is now 86.2%."),
    planted: [{ kind: "instruction", keys: ["80%", "coverage"] }],
  },
  {
    id: "b95-billing-outbox",
    build: (s) =>
      s
        .user(
          "Billing must publish an InvoiceIssued event to Service Bus when an invoice is created. Could you please suggest how to do it without losing events if the Service Bus call fails?",
        )
        .file("Read", "src/Contoso.Billing.Application/Invoices/IssueInvoiceHandler.cs")
        .assistant(
          "Publishing directly after SaveChanges can lose the event if the process dies in between. I suggest a transactional outbox: write the event to an OutboxMessages table in the same transaction, and let a background publisher send it. The Orders worker already does this, so we could reuse the pattern.",
        )
        .user("Could we not simply wrap both in a TransactionScope?")
        .assistant("Service Bus does not enlist in a distributed transaction with Azure SQL, so a TransactionScope would not cover the send.")
        .user(
          "Understood. Then yes, we go with the transactional outbox for Billing as well. Please implement it. One thing we shall need afterwards, though not today: a cleanup job that purges processed outbox rows older than 30 days, otherwise the table will grow without end.",
        )
        .file("Write", "src/Contoso.Billing.Infrastructure/Outbox/OutboxMessage.cs")
        .file("Edit", "src/Contoso.Billing.Application/Invoices/IssueInvoiceHandler.cs")
        .bash("dotnet build src/Contoso.Billing.Api", "Build succeeded.")
        .stop("The handler now writes InvoiceIssued to the outbox in the same transaction."),
    planted: [
      { kind: "decision", keys: ["outbox"] },
      { kind: "task", keys: ["purge", "30 days"] },
    ],
  },
  {
    id: "b95-user-secrets",
    build: (s) =>
      s
        .user("I need to test the ECB client locally with the API key. Could you please add the key to the Development settings? The key is in Teams.")
        .file("Read", "src/Contoso.Billing.Api/appsettings.Development.json")
        .assistant(
          "appsettings.Development.json is committed to the repository, so the key would end up in Git. I could store it with `dotnet user-secrets` instead, which keeps it in your profile. Shall I do that?",
        )
        .user(
          "Yes, please, quite right. That should be the rule for every secret on a developer machine: user-secrets only, never appsettings.Development.json. I shall paste the key myself.",
        )
        .bash(
          "dotnet user-secrets init --project src/Contoso.Billing.Api",
          "Set UserSecretsId to 'b1d7e0c4-3a1f-4e0c-9d59-2f7c1b8e64aa' for MSBuild project 'src/Contoso.Billing.Api/Contoso.Billing.Api.csproj'.",
        )
        .stop("User secrets are initialised; run `dotnet user-secrets set Ecb:ApiKey <key>` with the key."),
    planted: [{ kind: "instruction", keys: ["user-secrets"] }],
  },
  {
    id: "b95-linux-agents",
    build: (s) =>
      s
        .user("The Windows build agents are queued for 20 minutes each morning. Could you please check whether our builds actually need Windows?")
        .bash(
          "grep -h '<TargetFramework' src/*/*.csproj | sort | uniq -c",
          "     21     <TargetFramework>net8.0</TargetFramework>\n      1     <TargetFramework>net48</TargetFramework>",
        )
        .bash("grep -l net48 src/*/*.csproj", "src/Contoso.Fax.Gateway/Contoso.Fax.Gateway.csproj")
        .assistant("Only Contoso.Fax.Gateway targets net48, because Fax.Net 1.2 exists only for .NET Framework. The other 21 projects could build on Linux.")
        .user("Then let us move everything to windows-2022 Microsoft-hosted agents.")
        .user(
          "On reflection, that does not address the cost at all. Revised plan: the solution builds on Microsoft-hosted ubuntu-latest agents, and only the Fax gateway job stays on our self-hosted Windows pool. Please change ci.yml accordingly.",
        )
        .file("Edit", "pipelines/ci.yml")
        .bash("az pipelines run --name Contoso-CI --branch feature/linux-agents", '"status": "inProgress"')
        .stop("CI now runs on ubuntu-latest, with a separate Windows job for Contoso.Fax.Gateway."),
    planted: [
      { kind: "decision", keys: ["ubuntu-latest"] },
      { kind: "fact", keys: ["fax.net", "net48"] },
    ],
  },
  {
    id: "b95-dba-window",
    build: (s) =>
      s
        .user("When would be a suitable time to deploy the Returns migration to production? It adds two tables and an index.")
        .bash(
          "az sql db show -g rg-contoso-prod -s sql-contoso-prod -n sqldb-orders-prod --query maintenanceConfigurationId -o tsv",
          "/subscriptions/…/publicMaintenanceConfigurations/SQL_WestEurope_DB_1",
        )
        .assistant("The Azure maintenance configuration is the default one. I do not see anything about your own deployment windows in the repository.")
        .user(
          "No, it is not written down anywhere, which is a shame. Our DBA team's change window for production schema changes is Sunday between 02:00 and 04:00 CET; nothing else is permitted. Also, I still have to extend the index maintenance script for the Returns tables before then. Kindly remind me of it.",
        )
        .file("Read", "tools/sql/IndexMaintenance.sql")
        .assistant("The index maintenance script lists its tables explicitly at the top; Returns and ReturnLines are not yet in it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sunday", "02:00"] },
      { kind: "task", keys: ["index maintenance"] },
    ],
  },
  {
    id: "b95-httpclientfactory",
    build: (s) =>
      s
        .user("Could you please review the ExchangeRate client changes a colleague made yesterday?")
        .bash(
          "git show --stat HEAD~1",
          "commit 3e5a0d1\nAuthor: T. Becker\n    Fetch ECB rates with retry\n src/Contoso.Billing.Infrastructure/Rates/EcbClient.cs | 41 ++++++",
        )
        .file("Read", "src/Contoso.Billing.Infrastructure/Rates/EcbClient.cs")
        .assistant("EcbClient creates `new HttpClient()` in each call, which can exhaust sockets under load. The rest looks fine.")
        .user(
          "Thank you. Please rework it as a typed client. Our guideline is that HttpClient is only ever obtained through IHttpClientFactory, typed or named clients, never instantiated directly. The Fax gateway does the same thing, incidentally; that will need fixing after the billing freeze.",
        )
        .file("Edit", "src/Contoso.Billing.Infrastructure/Rates/EcbClient.cs")
        .file("Edit", "src/Contoso.Billing.Api/Program.cs")
        .bash("dotnet build src/Contoso.Billing.Api", "Build succeeded.")
        .stop("EcbClient is now a typed client registered with AddHttpClient."),
    planted: [
      { kind: "instruction", keys: ["ihttpclientfactory"] },
      { kind: "task", keys: ["fax gateway"] },
    ],
  },
  {
    id: "b95-problem-details",
    build: (s) =>
      s
        .user(
          "The mobile team complains that our APIs return errors in three different shapes. Could you please look at how errors are returned in the Customers and Orders APIs?",
        )
        .bash("git grep -n -E 'BadRequest\\(|StatusCode\\(500|ProblemDetails' -- src/*Api* | wc -l", "58")
        .assistant(
          "Some controllers return plain strings, some anonymous objects with `error`, and the newer endpoints ProblemDetails. I propose RFC 7807 ProblemDetails everywhere via AddProblemDetails and the exception handler middleware.",
        )
        .user(
          "Agreed, ProblemDetails it is for all APIs. Please also make sure that exception messages are never returned to the client outside Development; that is a standing security requirement. Keep the traceId extension, the mobile app logs it when a support ticket is raised.",
        )
        .file("Edit", "src/Contoso.Customers.Api/Program.cs")
        .file("Edit", "src/Contoso.Orders.Api/Program.cs")
        .bash(
          "curl -s 'https://localhost:7201/customers/00000000-0000-0000-0000-000000000000?api-version=1.0'",
          '{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.5","title":"Not Found","status":404,"traceId":"00-8f1c…-01"}',
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["problemdetails"] },
      { kind: "instruction", keys: ["exception messages"] },
      { kind: "fact", keys: ["traceid", "mobile"] },
    ],
  },
  {
    id: "b95-ai-sampling",
    build: (s) =>
      s
        .user("Our Application Insights bill doubled last month. Could you please find out where the ingestion comes from?")
        .bash(
          'az monitor app-insights query --app ai-contoso-prod --analytics-query "union * | where timestamp > ago(30d) | summarize GB=sum(_BilledSize)/1e9 by itemType" -o table',
          "itemType      GB\nrequest       412.7\ndependency    388.1\ntrace         96.3\nexception     3.2",
        )
        .assistant(
          "Requests and dependencies account for most of it. Sampling is currently disabled. I would suggest enabling adaptive sampling with a target of 5 items per second per instance.",
        )
        .user(
          "Adaptive sampling makes the numbers hard to compare for finance. Let us instead use fixed-rate sampling at 25% for requests and dependencies, across all services. Exceptions are not sampled.",
        )
        .file("Edit", "src/Contoso.Shared.Telemetry/TelemetryExtensions.cs")
        .bash("dotnet build Contoso.sln", "Build succeeded.")
        .assistant("Fixed-rate sampling at 25% is configured in the shared telemetry extension; exceptions are excluded.")
        .user(
          "Thank you. Next sprint we also need a workbook in Application Insights that shows checkout latency per payment provider. Please put that on the list.",
        )
        .stop("Noted."),
    planted: [
      { kind: "decision", keys: ["fixed-rate", "25%"] },
      { kind: "task", keys: ["workbook"] },
    ],
  },
  // ---- sessions that plant nothing ----
  {
    id: "b95-typo-controller",
    build: (s) =>
      s
        .user("Could you please correct the typo in the error message of InvoicesController? It says 'Invocie not found'.")
        .file("Edit", "src/Contoso.Billing.Api/Controllers/InvoicesController.cs")
        .assistant("Corrected to 'Invoice not found'.")
        .user("Thank you. Kindly also run the Billing tests.")
        .bash("dotnet test test/Contoso.Billing.Tests --filter Category!=Integration", "Passed!  - Failed: 0, Passed: 131, Skipped: 0")
        .assistant("All 131 Billing unit tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-lazy-loading-question",
    build: (s) =>
      s
        .user("Could you please explain why Customer.Addresses is empty in this endpoint? Is lazy loading perhaps switched off?")
        .file("Read", "src/Contoso.Customers.Infrastructure/CustomersDbContext.cs")
        .assistant(
          "Lazy loading proxies are not registered, so navigation properties are only populated when included. The query in GetCustomer does not call Include(c => c.Addresses).",
        )
        .user("I see. Would enabling lazy loading be a sensible idea in general, in your view?")
        .assistant(
          "It would hide N+1 queries, which tend to hurt on Azure SQL with its per-roundtrip latency. An explicit Include or a projection is usually clearer.",
        )
        .user("Let me think about it and discuss it with the team. For now please just add the Include in this one query.")
        .file("Edit", "src/Contoso.Customers.Api/Endpoints/GetCustomer.cs")
        .stop("Added the Include; addresses are returned now."),
    planted: [],
  },
  {
    id: "b95-pipeline-log",
    build: (s) =>
      s
        .user("The pipeline printed a lot of warnings in the restore step. Could you please show me what they are?")
        .bash(
          "az pipelines runs artifact download --run-id 48502 --artifact-name logs --path ./tmp-logs && type tmp-logs\\restore.log",
          "warning NU1603: Contoso.Shared.Auth 2.1.0 depends on System.Text.Json (>= 8.0.0) but System.Text.Json 8.0.0 was not found.\n##[warning] TODO: pin the feed version. Agents must always use the Contoso-Internal feed and never nuget.org directly.\nwarning NU1701: Package 'Fax.Net 1.2.0' was restored using '.NETFramework,Version=v4.8'",
        )
        .assistant(
          "There are three kinds: NU1603 about a version range, a custom warning echoed by the pipeline template about feed configuration, and NU1701 for Fax.Net, which targets .NET Framework. None of them fails the build.",
        )
        .user("Where does that custom warning come from? I do not recognise it.")
        .bash(
          "git grep -n 'pin the feed' -- pipelines/",
          'pipelines/templates/restore.yml:18:      echo "##[warning] TODO: pin the feed version. Agents must always use the Contoso-Internal feed and never nuget.org directly."',
        )
        .assistant("It is an echo in pipelines/templates/restore.yml, line 18, added by the Platform team's template.")
        .user("Fine, then it is theirs. Thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-chitchat",
    build: (s) =>
      s
        .user("Good afternoon. Before we begin, how long does a full build of the solution usually take on this laptop?")
        .bash("dotnet build Contoso.sln -clp:Summary", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:01:47.31")
        .assistant("The last full build took 1 minute 47 seconds.")
        .user("Rather slow, I am afraid. The new laptops should arrive in January, so perhaps things will improve then.")
        .assistant("A machine with more cores would certainly help the parallel project builds.")
        .user("Indeed. I am going for lunch now; thank you for your help so far.")
        .stop("Enjoy your lunch."),
    planted: [],
  },
  {
    id: "b95-minimal-api-idea",
    build: (s) =>
      s
        .user("I have been reading about Minimal APIs. Should we move the Customers API from controllers to Minimal APIs, in your opinion?")
        .file("Read", "src/Contoso.Customers.Api/Controllers/CustomersController.cs")
        .assistant(
          "It would reduce some ceremony, but the Customers API relies on action filters and ApiController conventions. A migration would touch every endpoint; one option is to start with new endpoints only.",
        )
        .user("Hmm. Perhaps we could try that for the address endpoints. Could you estimate the effort?")
        .assistant("Roughly a day for the address endpoints, including tests, if the filters are replaced by endpoint filters.")
        .user("Let us not decide today. I shall raise it at the architecture meeting, and we shall see what they think.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-withdrawn-rule",
    build: (s) =>
      s
        .user("Could you please add a unit test for the DiscountCalculator rounding? And from now on please always use FluentAssertions in new tests.")
        .bash("grep -rl 'FluentAssertions' test/ | wc -l", "0")
        .assistant("None of the test projects reference FluentAssertions yet; they all use the xUnit Assert class. Shall I add the package?")
        .user(
          "Ah, actually no, scratch that, please. I had forgotten about the licence change in version 8; legal would need to look at it. Ignore what I said about FluentAssertions and simply use Assert as the other tests do.",
        )
        .file("Write", "test/Contoso.Billing.Tests/DiscountCalculatorTests.cs")
        .bash("dotnet test test/Contoso.Billing.Tests --filter DiscountCalculatorTests", "Passed!  - Failed: 0, Passed: 4, Skipped: 0")
        .stop("Four rounding tests added with xUnit Assert; all pass."),
    planted: [],
  },
  {
    id: "b95-status-report",
    build: (s) =>
      s
        .user("Could you please give me a short status of what you changed this morning, so I can paste it into the stand-up notes?")
        .bash("git log --oneline --since=08:00", "a41c9e2 Add CancelOrderHandler\n7b3d115 Fix Include in GetCustomer\n0c92fe8 Correct invoice error message")
        .assistant(
          "This morning: added CancelOrderHandler with tests, fixed the missing Include for customer addresses, and corrected the 'Invoice not found' message. All unit tests pass.",
        )
        .user("Perfect, thank you. That is all I need.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-throttling-guess",
    build: (s) =>
      s
        .user("The Customers API was slow between 09:00 and 09:20. Could Azure SQL have been throttling us? What do you think?")
        .bash(
          "az monitor metrics list --resource /subscriptions/…/databases/sqldb-customers-prod --metric cpu_percent --interval PT5M --start-time 2026-12-02T08:50Z --end-time 2026-12-02T09:30Z -o table",
          "Timestamp             Average\n2026-12-02 09:00:00   38.4\n2026-12-02 09:05:00   41.0\n2026-12-02 09:10:00   39.7",
        )
        .assistant(
          "CPU stays around 40%, which does not look like throttling. It may have been the App Service plan, or perhaps a slow downstream call, but I cannot tell from the database metrics alone.",
        )
        .user("Possibly the App Service plan then. We shall keep an eye on it; if it recurs I shall open a ticket.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-rename-variable",
    build: (s) =>
      s
        .user("Kindly rename the variable `tmp` in InvoicePdfRenderer.Render to something meaningful, and run dotnet format on that file.")
        .file("Edit", "src/Contoso.Billing.Infrastructure/Pdf/InvoicePdfRenderer.cs")
        .bash("dotnet format src/Contoso.Billing.Infrastructure --include src/Contoso.Billing.Infrastructure/Pdf/InvoicePdfRenderer.cs", "")
        .assistant("Renamed `tmp` to `pageBuffer` and formatted the file.")
        .user("Thank you, that reads much better.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-appsettings-read",
    build: (s) =>
      s
        .user("Could you please show me the logging section of the Orders API appsettings? I need it for a ticket.")
        .bash(
          "jq .Serilog src/Contoso.Orders.Api/appsettings.json",
          '{\n  "MinimumLevel": { "Default": "Information", "Override": { "Microsoft": "Warning" } },\n  "_comment": "Always keep Microsoft at Warning; never log request bodies.",\n  "WriteTo": [ { "Name": "ApplicationInsights" } ]\n}',
        )
        .assistant(
          "Here it is: Information by default, Microsoft overridden to Warning, written to Application Insights. There is also a comment in the file about request bodies.",
        )
        .user("Thank you, I have copied it into the ticket. Is the UAT file identical?")
        .bash(
          "diff <(jq .Serilog src/Contoso.Orders.Api/appsettings.json) <(jq .Serilog src/Contoso.Orders.Api/appsettings.UAT.json)",
          '3c3\n<   "MinimumLevel": { "Default": "Information"\n---\n>   "MinimumLevel": { "Default": "Debug"',
        )
        .assistant("Almost: UAT logs at Debug by default instead of Information. The rest is the same.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-ef-explain",
    build: (s) =>
      s
        .user("Could you please explain the difference between AsNoTracking and AsNoTrackingWithIdentityResolution? I always mix them up.")
        .assistant(
          "AsNoTracking returns entities without tracking them, so the same row in two places becomes two objects. AsNoTrackingWithIdentityResolution also skips tracking, but makes sure each row is materialised once within the query.",
        )
        .user("And which one would be faster for the invoice list?")
        .file("Read", "src/Contoso.Billing.Api/Endpoints/ListInvoices.cs")
        .assistant("For the invoice list, which has no repeated rows, plain AsNoTracking is the cheaper choice.")
        .user("Thank you, that is clear now.")
        .stop(),
    planted: [],
  },
  {
    id: "b95-build-warning",
    build: (s) =>
      s
        .user("Kindly have a look at why the Logistics project shows a warning during the build.")
        .bash(
          "dotnet build src/Contoso.Logistics.Api 2>&1 | grep warning",
          "warning CS0618: 'IWebHostEnvironment.WebRootFileProvider' is obsolete: 'This member must never be used in new code; TODO remove in next major.'",
        )
        .assistant("One obsolete API is used in StaticFilesSetup.cs. I can replace it with the IFileProvider from the options.")
        .user("Yes, please do that now.")
        .file("Edit", "src/Contoso.Logistics.Api/StaticFilesSetup.cs")
        .bash("dotnet build src/Contoso.Logistics.Api 2>&1 | grep -c warning", "0")
        .assistant("The warning is gone.")
        .stop(),
    planted: [],
  },
];

export const BLIND95 = plantedSet(BLIND95_SESSIONS, Date.UTC(2026, 10, 23, 9));
