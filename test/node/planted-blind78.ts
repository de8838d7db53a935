/**
 * Blind planted set 78 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a fintech payments backend (double-entry ledger, CAMT/BAI2 bank-file reconciliation,
 * PCI scope, idempotency keys, payout schedules, asks from a risk team), in a Codex CLI voice:
 * terse users, terse agent, exact amounts, account numbers and ticket ids.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 57 sessions, 11 of which plant nothing (49 user/assistant messages between them). Every other message
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

export const BLIND78_SESSIONS: BlindSession[] = [
  {
    id: "b78-minor-units",
    build: (s) =>
      s
        .user("ledger/posting.ts line 88 does `amount * 100`. where does that come from")
        .bash(
          "rg -n '\\* 100' src/ledger",
          "src/ledger/posting.ts:88:  const cents = Math.round(req.amount * 100);\nsrc/ledger/fx.ts:41:  return Math.round(rate * amt * 100) / 100;",
        )
        .assistant("Two spots. posting.ts:88 converts a decimal request amount to cents; fx.ts:41 rounds through floats. Both take `number`.")
        .user(
          "yeah that's the bug class we keep hitting. rule for everything under ledger/: amounts are bigint minor units end to end, no floats, no `number` for money. parse at the API edge and never convert back until rendering",
        )
        .file("Edit", "src/ledger/posting.ts")
        .file("Edit", "src/ledger/fx.ts")
        .bash("pnpm test:ledger", "Tests: 212 passed, 212 total")
        .assistant("posting.ts and fx.ts now take `bigint` minor units; request parsing moved to api/parse-amount.ts. 212 passed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["bigint", "minor units"] }],
  },
  {
    id: "b78-idem-store",
    build: (s) =>
      s
        .user("payout POST replayed with same Idempotency-Key returned 201 twice in staging. merchant m_7731. why")
        .bash("redis-cli -h redis-stg TTL idem:m_7731:9f2c1e", "(integer) -2")
        .assistant("Key is gone (-2). Could be eviction, could be TTL. Checking config.")
        .bash("rg -n 'idem' src/payments/idempotency.ts", "12:const TTL_SECONDS = 60 * 60 * 24;\n19:  const key = ['idem', merchantId, idemKey].join(':');")
        .assistant("TTL is 24h and the replay came 26h after the first call, so the 201 is expected behaviour, not eviction.")
        .user(
          "right. so for the record: idempotency keys are stored in redis per merchant, 24h TTL, anything older is treated as a fresh request. that's by design, docs say the same to merchants",
        )
        .user(
          "but the replay with a *different* body should be a 409 and we return the cached 201. not fixing it today — follow-up PAY-2231, mismatched-body replay must 409",
        )
        .assistant("Noted PAY-2231. No code changes this session.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["idempotency", "24h"] },
      { kind: "task", keys: ["pay-2231"] },
    ],
  },
  {
    id: "b78-camt-parser",
    build: (s) =>
      s
        .user("camt.053 import OOMs on the Barclays month-end file (41MB). options?")
        .bash(
          "ls -la fixtures/camt/barclays_2026-10-31.xml && node --max-old-space-size=512 scripts/import-camt.js fixtures/camt/barclays_2026-10-31.xml",
          "-rw-r--r-- 1 dev dev 41234112 Nov  1 07:02 fixtures/camt/barclays_2026-10-31.xml\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          134,
        )
        .assistant(
          "Current parser is xml2js, full DOM. Options:\n(a) keep xml2js, raise heap to 2GB in the worker\n(b) sax-based streaming, emit one Ntry at a time\n(c) fast-xml-parser on the whole file, isArray for Ntry\n(b) peaks at ~60MB on this file in a quick test; (c) ~700MB.",
        )
        .user("b. streaming sax for camt, one Ntry at a time. don't want to be back here at year end")
        .file("Write", "src/recon/camt/stream-parse.ts")
        .file("Edit", "src/recon/camt/import.ts")
        .bash(
          "node --max-old-space-size=512 scripts/import-camt.js fixtures/camt/barclays_2026-10-31.xml",
          "parsed 18,402 Ntry, sum CRDT 14,902,118.42 GBP, DBIT 14,877,003.10 GBP\nheap peak 58MB",
        )
        .assistant("Streaming parser in. 18,402 entries, heap peak 58MB.")
        .stop(),
    planted: [{ kind: "decision", keys: ["sax", "camt"] }],
  },
  {
    id: "b78-bai2-arrival",
    build: (s) =>
      s
        .user("recon job for chase ran at 05:00 ET and found no file. again.")
        .bash(
          "sftp -b - chase-sftp <<< 'ls -l /inbound/chase'",
          "-rw-r-----  1 chase  chase  2291043 Nov  9 06:14 PRIORDAY_20261108.bai\n-rw-r-----  1 chase  chase  2310991 Nov 10 06:16 PRIORDAY_20261109.bai",
        )
        .assistant("Files land 06:14–06:16 ET. Job cron is `0 5 * * *` ET.")
        .user("yeah chase drops the BAI2 prior-day file around 06:15 ET, never earlier. move the cron to 06:45 ET")
        .file("Edit", "deploy/cron/recon.yaml")
        .bash("kubectl -n recon get cronjob recon-chase -o jsonpath='{.spec.schedule}'", "45 6 * * *")
        .assistant("recon-chase now `45 6 * * *` America/New_York.")
        .stop(),
    planted: [{ kind: "fact", keys: ["bai2", "06:15"] }],
  },
  {
    id: "b78-payout-t2",
    build: (s) =>
      s
        .user("risk call just ended. EU merchants go to T+2 payouts from Dec 1, US stays T+1. that's final")
        .bash("rg -n 'PAYOUT_DELAY' src/payouts", "src/payouts/schedule.ts:7:export const PAYOUT_DELAY_DAYS = 1;")
        .assistant("Single constant today. I'd move it to a per-region map: `{ EU: 2, US: 1 }`, keyed off merchant.region.")
        .user("do it. and the 1,284 legacy merchants have region null, so next sprint we need to backfill region for them before Dec 1 or they'll stay on T+1")
        .file("Edit", "src/payouts/schedule.ts")
        .bash("pnpm test -- payouts/schedule", "Tests: 31 passed, 31 total")
        .assistant("Per-region delay in place; null region falls back to 1 day. 31 passed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["t+2"] },
      { kind: "task", keys: ["backfill", "1,284"] },
    ],
  },
  {
    id: "b78-pci-logging",
    build: (s) =>
      s
        .user("saw this in datadog from card-intake: `card=4111111111111111 exp=12/28`. how")
        .bash("rg -n 'logger.debug' src/card-intake | head", "src/card-intake/handler.ts:54:  logger.debug('incoming', req.body);")
        .assistant("handler.ts:54 dumps the whole body at debug. Debug is on in staging.")
        .user(
          "remove it. and going forward: nothing in logs except last4 and the token id. not the PAN, not expiry, not at debug either. card-intake and vault-svc are the only services in PCI scope and I want it to stay that way",
        )
        .file("Edit", "src/card-intake/handler.ts")
        .file("Write", "src/card-intake/redact.ts")
        .bash("pnpm test -- card-intake", "Tests: 44 passed, 44 total")
        .assistant("Debug log now emits `{ last4, tokenId }` only via redact.ts. 44 passed.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["last4"] },
      { kind: "fact", keys: ["pci scope", "vault-svc"] },
    ],
  },
  {
    id: "b78-fx-penny",
    build: (s) =>
      s
        .user("EUR settlement recon off by 0.01 on 37 lines yesterday. look")
        .bash(
          "psql ledger-ro -c \"select count(*), sum(diff_minor) from recon_breaks where run_date='2026-11-12' and ccy='EUR'\"",
          " count | sum\n-------+-----\n    37 |  37\n(1 row)",
        )
        .assistant("All +1 minor unit. Maybe the bank truncates instead of rounding? Or our FX rate precision (we store 6dp)?")
        .bash("node scripts/replay-fx.js --date 2026-11-12 --mode half_up", "37/37 breaks resolved with HALF_UP")
        .assistant("Replaying with HALF_UP clears all 37. We use HALF_EVEN in fx.ts; the bank rounds HALF_UP.")
        .user("ok so that's the root cause, confirmed against their statement too. bank rounds FX conversions half-up, we were half-even. switch ours")
        .file("Edit", "src/ledger/fx.ts")
        .bash("pnpm test:ledger", "Tests: 214 passed, 214 total")
        .stop("fx.ts uses HALF_UP; 214 passed."),
    planted: [{ kind: "fact", keys: ["half-up"] }],
  },
  {
    id: "b78-test-runinband",
    build: (s) =>
      s
        .user("run ledger tests")
        .bash("pnpm test:ledger", "Error: deadlock detected\n  DETAIL: Process 4412 waits for ShareLock on transaction 99812\nTests: 3 failed, 209 passed", 1)
        .assistant("3 failures, all pg deadlocks between workers sharing the test db.")
        .user("ugh. yeah always run them with `pnpm test:ledger --runInBand`, parallel workers share one postgres and deadlock. I keep forgetting to tell you")
        .bash("pnpm test:ledger --runInBand", "Tests: 212 passed, 212 total\nTime: 94.2 s")
        .assistant("212 passed serially, 94s.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["runinband"] }],
  },
  {
    id: "b78-journal-reversal",
    build: (s) =>
      s
        .user("ops wants a way to fix a wrong posting. right now they run UPDATE journal_lines by hand 😬")
        .bash("psql ledger-ro -c \"select count(*) from pg_stat_statements where query ilike 'update journal_lines%'\"", " count\n-------\n    14\n(1 row)")
        .assistant(
          "Two ways: (1) allow UPDATE with an audit trigger, (2) make journal_lines append-only and fix via a reversal journal plus a new correct one. (2) keeps balances reproducible at any point in time.",
        )
        .user("2. reversals only, journal is append-only. revoke update/delete on journal_lines from the app role")
        .file("Write", "migrations/2026_11_14_journal_append_only.sql")
        .file("Write", "src/ledger/reverse.ts")
        .bash("make migrate-ledger ENV=staging", "applied 2026_11_14_journal_append_only.sql\nREVOKE")
        .assistant("Migration applied on staging; `reverse(journalId, reason)` added.")
        .stop(),
    planted: [{ kind: "decision", keys: ["reversal"] }],
  },
  {
    id: "b78-modulr-limit",
    build: (s) =>
      s
        .user("modulr sandbox payout of 12,500.00 GBP returns 422 with empty body. real?")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X POST $MODULR_SBX/payments -d @fixtures/modulr/12500.json", "422")
        .bash("curl -s -o /dev/null -w '%{http_code}' -X POST $MODULR_SBX/payments -d @fixtures/modulr/9999.json", "201")
        .assistant("9,999.99 goes through, 12,500.00 fails. Bisecting.")
        .bash(
          'for a in 1000000 1000001; do curl -s -o /dev/null -w "$a %{http_code}\\n" -X POST $MODULR_SBX/payments -d "{\\"amount\\":$a}"; done',
          "1000000 201\n1000001 422",
        )
        .assistant("Limit is exactly 10,000.00 GBP: 1000000 minor → 201, 1000001 → 422. Sandbox only; their prod docs list no such cap.")
        .user("good to know, the modulr sandbox caps single payments at 10,000.00 GBP. I'll make e2e fixtures stay under")
        .stop("Nothing changed in code."),
    planted: [{ kind: "fact", keys: ["modulr", "10,000"] }],
  },
  {
    id: "b78-fx-source",
    build: (s) =>
      s
        .user("we need a daily FX source for the EUR->GBP revaluation")
        .assistant("Candidates: Wise rates API (intraday, needs a key), ECB reference rates (daily ~16:00 CET, free XML), OpenExchangeRates (paid).")
        .user("let's do wise")
        .file("Write", "src/fx/wise-client.ts")
        .bash("WISE_TOKEN=$WISE_SBX node scripts/fx-probe.js wise", "EUR->GBP 0.86712 @ 2026-11-15T10:02:11Z")
        .user(
          "actually scratch that. finance says the auditors want the ECB reference rate, so it's ECB, pulled once a day after 16:00 CET. drop the wise client",
        )
        .bash("git rm src/fx/wise-client.ts", "rm 'src/fx/wise-client.ts'")
        .file("Write", "src/fx/ecb-client.ts")
        .bash("node scripts/fx-probe.js ecb", "EUR->GBP 0.86690 (ECB ref 2026-11-14)")
        .assistant("ECB client in; wise client removed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["ecb"] }],
  },
  {
    id: "b78-chargeback-webhook",
    build: (s) =>
      s
        .user("what does our adyen webhook do with NOTIFICATION_OF_CHARGEBACK right now")
        .bash(
          "rg -n 'CHARGEBACK' src/psp/adyen",
          "src/psp/adyen/webhook.ts:77:    case 'NOTIFICATION_OF_CHARGEBACK': // TODO: handle\nsrc/psp/adyen/webhook.ts:78:      return ack();",
        )
        .assistant("It acks and drops it (webhook.ts:77).")
        .user("figured. contract with adyen isn't signed until january so leave it. remind me to wire chargebacks into dispute_cases once it's signed")
        .stop("Left as is."),
    planted: [{ kind: "task", keys: ["chargeback", "dispute_cases"] }],
  },
  {
    id: "b78-suspense",
    build: (s) =>
      s
        .user("where do unmatched bank lines end up? the BAI2 ones from last night")
        .bash(
          "psql ledger-ro -c \"select account_code, count(*) from journal_lines where created_at > now() - interval '1 day' and source='recon_unmatched' group by 1\"",
          " account_code  | count\n---------------+-------\n 2999-SUSPENSE |    12\n(1 row)",
        )
        .assistant("All 12 booked to 2999-SUSPENSE.")
        .user(
          "right, unmatched lines always go to 2999-SUSPENSE and finance (Marta's team) clears it by hand every Friday. so don't build anything that auto-clears suspense",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["2999-suspense", "friday"] },
      { kind: "instruction", keys: ["auto-clear"] },
    ],
  },
  {
    id: "b78-money-lib",
    build: (s) =>
      s
        .user("which lib for allocation math? need to split 100.00 three ways without losing a penny")
        .assistant("dinero.js v2 has `allocate` with remainders and works on bigint amounts. big.js is plain decimals, we'd write allocation ourselves.")
        .user("dinero then. dinero.js v2 is the money lib for this repo, take big.js out")
        .bash(
          "pnpm remove big.js && pnpm add dinero.js@2.0.0-alpha.14 @dinero.js/currencies",
          "- big.js 6.2.1\n+ dinero.js 2.0.0-alpha.14\n+ @dinero.js/currencies 2.0.0-alpha.14",
        )
        .file("Write", "src/ledger/allocate.ts")
        .bash("pnpm test -- allocate", "Tests: 9 passed, 9 total")
        .assistant("allocate(10000n, [1,1,1]) → [3334n, 3333n, 3333n]. big.js removed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["dinero"] }],
  },
  {
    id: "b78-automatch-tolerance",
    build: (s) =>
      s
        .user("recon auto-match: should we allow a small amount tolerance? like 0.05")
        .assistant(
          "Tolerance would clear most of last week's 214 breaks, but it would also hide the HALF_UP class of bug. Value-date window is the other knob; bank lines post up to 2 business days late.",
        )
        .user(
          "thought about it with Marta. amount tolerance stays zero — exact match on minor units, full stop. value date can float ±2 business days. that's what we're shipping",
        )
        .file("Edit", "src/recon/match.ts")
        .bash("pnpm test -- recon/match", "Tests: 57 passed, 57 total")
        .assistant("match.ts: exact amount, value date within 2 business days. 57 passed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tolerance", "zero"] }],
  },
  {
    id: "b78-settlement-split",
    build: (s) =>
      s
        .user("02:00 settlement batch failed for everyone because merchant m_0412 has a closed bank account")
        .bash(
          "kubectl -n payouts logs job/settle-20261117 | tail -5",
          "settling m_0410 ok\nsettling m_0411 ok\nsettling m_0412 ERR account_closed\nrollback: 1,902 merchants\nexit 1",
        )
        .assistant("Whole batch is one transaction; one error rolls back 1,902 merchants. Rerun excluding m_0412?")
        .user("yes rerun without m_0412 now")
        .bash("kubectl -n payouts create job settle-20261117-rerun --from=cronjob/settle -- --exclude m_0412", "job.batch/settle-20261117-rerun created")
        .bash("kubectl -n payouts logs job/settle-20261117-rerun | tail -1", "settled 1,901 merchants, 4,412,093.77 GBP")
        .user("good. next sprint: per-merchant transactions in the settlement batch so one bad account can't roll back everyone")
        .stop("Rerun settled 1,901 merchants."),
    planted: [{ kind: "task", keys: ["settlement", "per-merchant"] }],
  },
  {
    id: "b78-replica-lag",
    build: (s) =>
      s
        .user("balance report showed yesterday's balance for 30s after a posting. bug?")
        .bash("psql ledger-ro -c 'select now() - pg_last_xact_replay_timestamp() as lag'", "   lag\n----------\n 00:00:02.8\n(1 row)")
        .assistant("Reports read from ledger-ro. Lag is 2.8s now. Was the 30s during the 02:00 batch?")
        .user("yes it was ~02:10")
        .bash("grep replica_lag /var/log/grafana-export/ledger-ro-2026-11-17.csv | sort -t, -k2 -n | tail -1", "02:09:40,41.3")
        .assistant("Lag peaked at 41.3s at 02:09:40. Expected: the batch writes heavily.")
        .user(
          "ok then not a bug. fact for later: reporting reads go to ledger-ro, normally ~3s behind, up to ~40s while the 02:00 batch runs. anything needing read-your-writes has to hit the primary",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["ledger-ro", "40s"] },
      { kind: "instruction", keys: ["read-your-writes", "primary"] },
    ],
  },
  {
    id: "b78-posting-rules-review",
    build: (s) =>
      s
        .user("open a PR for the reversal change")
        .bash("gh pr create --title 'LED-431: append-only journal, reversals' --body-file /tmp/pr.md", "https://github.com/acme-pay/ledger/pull/918")
        .assistant("PR #918 open.")
        .user(
          "add @acme-pay/ledger-core as reviewers. anything touching posting rules or journal schema needs two approvals from ledger-core, that's the policy from now on, set it on every such PR",
        )
        .bash("gh pr edit 918 --add-reviewer acme-pay/ledger-core", "https://github.com/acme-pay/ledger/pull/918")
        .stop("ledger-core requested on #918."),
    planted: [{ kind: "instruction", keys: ["ledger-core", "two approvals"] }],
  },
  {
    id: "b78-webhook-secrets",
    build: (s) =>
      s
        .user("merchant says our webhook signatures stopped verifying at 00:00 UTC")
        .bash(
          "aws kms list-aliases --query \"Aliases[?starts_with(AliasName,'alias/pay-webhooks')]\"",
          '[{"AliasName": "alias/pay-webhooks", "TargetKeyId": "3b1f…", "LastUpdatedDate": "2026-11-18T00:00:04Z"}]',
        )
        .assistant("alias/pay-webhooks was repointed at 00:00:04 — the 90-day rotation. Merchant is probably caching the old secret.")
        .user("is that documented anywhere for merchants?")
        .bash("rg -n 'rotat' docs/merchant/webhooks.md", "docs/merchant/webhooks.md:41:Secrets are rotated periodically.")
        .assistant("Only 'rotated periodically'. No schedule, no overlap window.")
        .user(
          "ok. so: webhook signing secrets are in KMS under alias/pay-webhooks and rotate every 90 days with no overlap. TODO for next week, add a 24h dual-signing overlap on rotation, we'll keep hitting this otherwise",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["pay-webhooks", "90"] },
      { kind: "task", keys: ["dual-signing"] },
    ],
  },
  {
    id: "b78-ofac",
    build: (s) =>
      s
        .user(
          "Okafor from risk pinged: they need OFAC screening on payout beneficiaries before the Q1 audit. RISK-88. we won't get to it this week, just logging it",
        )
        .bash("rg -li 'sanction|ofac' src | head", "")
        .assistant("Nothing sanctions-related in src today.")
        .user("yep, greenfield. it's on the board")
        .stop(),
    planted: [{ kind: "task", keys: ["ofac", "risk-88"] }],
  },
  {
    id: "b78-business-days",
    build: (s) =>
      s
        .user("value date for payouts created Friday 22:00 came out as Saturday")
        .bash("rg -n 'addDays' src/payouts", "src/payouts/schedule.ts:22:  return addDays(created, PAYOUT_DELAY[region]);")
        .assistant("schedule.ts adds calendar days. There's a business-day calendar in lib/calendar (BACS + TARGET2 holidays). Want me to use it?")
        .user("yes. and in general, never hand-roll date math for value dates, always go through lib/calendar. it has the bacs and target2 holiday tables")
        .file("Edit", "src/payouts/schedule.ts")
        .bash("pnpm test -- payouts", "Tests: 38 passed, 38 total")
        .assistant("Now `calendar.addBusinessDays(created, n, region)`. Friday 22:00 + T+1 → Monday. 38 passed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lib/calendar"] }],
  },
  {
    id: "b78-refund-ledger",
    build: (s) =>
      s
        .user("refunds. how do we book them")
        .assistant(
          "Two options: (A) a reversal of the original capture journal, (B) a separate refund journal against 2300-REFUNDS-PAYABLE, linked to the capture by capture_id. A is simpler; B handles partial refunds cleanly and keeps capture history intact.",
        )
        .user("B, partials are half our volume")
        .file("Write", "src/ledger/refund.ts")
        .file("Write", "migrations/2026_11_19_refunds_payable.sql")
        .bash("pnpm test:ledger --runInBand -- refund", "Tests: 16 passed, 16 total")
        .assistant("Refunds book against 2300-REFUNDS-PAYABLE with capture_id. 16 passed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["2300-refunds-payable"] }],
  },
  {
    id: "b78-camt-tz-flake",
    build: (s) =>
      s
        .user("CI red on test_camt_multi_ntry, passes for me")
        .bash("TZ=America/New_York pnpm test -- camt/multi", "✗ test_camt_multi_ntry: expected 2026-10-31 got 2026-10-30\nTests: 1 failed, 11 passed", 1)
        .bash("TZ=UTC pnpm test -- camt/multi", "Tests: 12 passed, 12 total")
        .assistant("Fails outside UTC: BookgDt parsed with `new Date()` in local time. CI runners are UTC, your machine is ET.")
        .user("wait CI is red though, so CI isn't UTC?")
        .bash("rg -n 'TZ' .github/workflows/ci.yml", ".github/workflows/ci.yml:14:      TZ: Europe/London")
        .assistant("CI sets TZ=Europe/London; GMT now, so only the late-evening fixture shifts.")
        .user("ok mark it skip for now and follow up later: test_camt_multi_ntry parses BookgDt in local time, needs a date-only parse")
        .file("Edit", "test/recon/camt/multi.test.ts")
        .stop("Skipped with a pointer to the follow-up."),
    planted: [{ kind: "task", keys: ["test_camt_multi_ntry"] }],
  },
  {
    id: "b78-lint-money",
    build: (s) =>
      s
        .user("push the allocate change")
        .bash(
          "git push origin led-440-allocate",
          "remote: error: pre-receive hook declined\nremote: lint:money: src/ledger/allocate.ts:31 Number() on amount",
          1,
        )
        .assistant("Server hook rejected: lint:money found `Number(` on an amount at allocate.ts:31.")
        .file("Edit", "src/ledger/allocate.ts")
        .bash(
          "pnpm lint:money && git push origin led-440-allocate",
          "lint:money: 0 problems\nTo github.com:acme-pay/ledger.git\n   9a1c2e0..b83f771  led-440-allocate -> led-440-allocate",
        )
        .user("pls run pnpm lint:money yourself before every push from now on, the server hook takes 4 min to say no")
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lint:money"] }],
  },
  {
    id: "b78-fees-lines",
    build: (s) =>
      s
        .user("merchant statements show net amounts, finance can't see our fee revenue per txn")
        .bash(
          "rg -n 'fee' src/ledger/capture.ts",
          "src/ledger/capture.ts:40:  const net = gross - fee;\nsrc/ledger/capture.ts:41:  lines.push(credit(merchantAcct, net));",
        )
        .assistant("capture.ts nets fees before posting. Could post gross to the merchant and a separate debit merchant / credit 4100-FEES line.")
        .user("yes, fees as their own journal lines against 4100-FEES, never netted into the merchant line")
        .file("Edit", "src/ledger/capture.ts")
        .bash("pnpm test:ledger --runInBand", "Tests: 221 passed, 221 total")
        .assistant("Capture now posts gross + a fee pair on 4100-FEES. 221 passed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["4100-fees"] }],
  },
  {
    id: "b78-currencies",
    build: (s) =>
      s
        .user("a merchant asked for CZK payouts. what do we support")
        .bash(
          "rg -n 'SUPPORTED_CCY' -A3 src/payouts/ccy.ts",
          "3:export const SUPPORTED_CCY = {\n4:  GBP: 'barclays', EUR: 'barclays', USD: 'chase',\n5:  PLN: 'citi',\n6:} as const;",
        )
        .assistant("GBP and EUR via Barclays, USD via Chase, PLN via Citi. No CZK.")
        .user("right, 4 currencies and PLN is the only one on Citi. CZK is a no for now, I'll tell sales")
        .stop(),
    planted: [{ kind: "fact", keys: ["pln", "citi"] }],
  },
  {
    id: "b78-retry-policy",
    build: (s) =>
      s
        .user("payout retries are currently infinite every 60s. that's how we got 2,300 calls to barclays for one payout")
        .assistant(
          "Proposal: 3 attempts, backoff 1m / 5m / 30m, then park in manual_review. Only retry on 5xx and timeouts; 4xx goes straight to manual_review.",
        )
        .user("👍 go")
        .file("Edit", "src/payouts/retry.ts")
        .bash("pnpm test -- payouts/retry", "Tests: 14 passed, 14 total")
        .assistant("Retry policy: 3 attempts at 1m/5m/30m on 5xx/timeout, then manual_review. 14 passed.")
        .stop(),
    planted: [{ kind: "decision", keys: ["manual_review", "30m"] }],
  },
  {
    id: "b78-audit-export",
    build: (s) =>
      s
        .user(
          "risk team again: by month end they need a CSV of every manual journal adjustment with who approved it. not started, don't start it now, I just don't want to lose it",
        )
        .bash("psql ledger-ro -c \"select count(*) from journals where source='manual'\"", " count\n-------\n   388\n(1 row)")
        .assistant("388 manual journals so far. approver isn't a column today; it's only in the Slack approval thread.")
        .user("yeah that's the hard part. fine")
        .stop(),
    planted: [{ kind: "task", keys: ["csv", "manual journal"] }],
  },
  {
    id: "b78-oncall",
    build: (s) =>
      s
        .user("who gets paged if recon fails at night")
        .bash("cat deploy/alerts/recon.yaml | rg -n 'route|channel'", "8:  route: pagerduty/ledger-oncall\n9:  channel: '#pay-ledger-oncall'")
        .assistant("pagerduty/ledger-oncall, notifications in #pay-ledger-oncall.")
        .user("right, and the ledger rotation hands over tuesdays 10:00 london. this week it's Dmitri")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pagerduty"] },
      { kind: "fact", keys: ["tuesday", "rotation"] },
    ],
  },
  {
    id: "b78-payout-header",
    build: (s) =>
      s
        .user("should Idempotency-Key be mandatory on POST /v2/payouts? right now it's optional and ~4% of calls omit it")
        .bash(
          "psql analytics -c \"select count(*) filter (where idem_key is null)::float / count(*) from api_calls where path='/v2/payouts' and ts > now()-interval '30 days'\"",
          " ?column?\n----------\n 0.0412\n(1 row)",
        )
        .assistant("4.12% over 30 days. Making it mandatory breaks those integrations; a 90-day deprecation with a warning header is the softer route.")
        .user("hmm. let me check with partnerships first, don't change anything yet")
        .stop("No change."),
    planted: [],
  },
  {
    id: "b78-migrate-prod",
    build: (s) =>
      s
        .user("apply the refunds_payable migration to prod")
        .bash(
          "make migrate-ledger ENV=prod",
          "checking lock… ok\nplan: 2026_11_19_refunds_payable.sql\nwaiting for approval from #pay-ledger-changes (2 required)",
        )
        .assistant(
          "make migrate-ledger is waiting for 2 approvals in #pay-ledger-changes. I could run knex migrate:latest against prod-ledger directly and skip the wait.",
        )
        .user("no. prod ledger migrations only ever go through make migrate-ledger, never knex direct. the approval gate is the point. I'll get the approvals")
        .bash("make migrate-ledger ENV=prod --resume", "approvals: 2/2\napplied 2026_11_19_refunds_payable.sql")
        .assistant("Applied on prod after 2/2 approvals.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migrate-ledger", "knex"] }],
  },
  {
    id: "b78-bacs-holidays",
    build: (s) =>
      s
        .user("payouts scheduled for 25 Dec — what happens")
        .bash("node -e \"console.log(require('./lib/calendar').nextBusinessDay('2026-12-25','GB'))\"", "2026-12-29")
        .assistant("Rolls to 29 Dec (25, 26 → 28 substitute holiday, so 29).")
        .user(
          "yep BACS doesn't settle on UK bank holidays so they roll. ops asked me the same question twice so: we're emailing merchants a holiday payout schedule on Dec 1 — I need to write that email, put it on my list",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["bacs", "bank holidays"] },
      { kind: "task", keys: ["holiday", "email"] },
    ],
  },
  {
    id: "b78-ledger-accounts",
    build: (s) =>
      s
        .user("quick map of the chart of accounts, I always forget")
        .bash(
          "psql ledger-ro -c \"select code, name from accounts where code ~ '^[0-9]{4}-' order by code\"",
          "     code          |        name\n--------------------+---------------------\n 1000-BANK-BARCLAYS | Barclays operating\n 1010-BANK-CHASE    | Chase operating\n 2000-MERCHANT-PAYABLE | Merchant balances\n 2300-REFUNDS-PAYABLE | Refunds payable\n 2999-SUSPENSE      | Suspense\n 4100-FEES          | Fee revenue\n(6 rows)",
        )
        .assistant("Six rows above.")
        .user("thx. also the chart of accounts is owned by finance not us, Marta signs off any new account code. don't add codes in migrations without her")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta", "account code"] },
      { kind: "instruction", keys: ["migrations", "codes"] },
    ],
  },
  {
    id: "b78-balance-check",
    build: (s) =>
      s
        .user("nightly trial balance check took 47 min last night, used to be 6")
        .bash(
          "psql ledger -c 'explain analyze select account_code, sum(amount_minor) from journal_lines group by 1'",
          "HashAggregate  (actual time=2801113.2..2801113.9 rows=6)\n  ->  Seq Scan on journal_lines  (rows=412,009,331)",
        )
        .assistant(
          "Full seq scan over 412M lines. Options: (1) index-only scan with (account_code, amount_minor) covering index, (2) maintain running balances in account_balances updated in the posting transaction and check sum(lines since snapshot).",
        )
        .user(
          "(2) but with daily snapshots: balance_snapshots per account per day, the check sums lines since the last snapshot. agreed with Dmitri this morning",
        )
        .file("Write", "migrations/2026_11_20_balance_snapshots.sql")
        .file("Write", "src/ledger/trial-balance.ts")
        .bash("time pnpm run trial-balance --env staging", "trial balance: 0 diff across 6 accounts\nreal 0m41.882s")
        .user("nice. TODO: the snapshot job has no alert if it doesn't run; add one to deploy/alerts before we rely on it in prod")
        .stop("41.9s on staging, 0 diff."),
    planted: [
      { kind: "decision", keys: ["balance_snapshots"] },
      { kind: "task", keys: ["snapshot", "alert"] },
    ],
  },
  {
    id: "b78-agent-output",
    build: (s) =>
      s
        .user("show me the ntry totals for the 14th barclays file")
        .bash(
          "node scripts/import-camt.js --dry-run fixtures/camt/barclays_2026-11-14.xml",
          '<Ntry><Amt Ccy="GBP">12.00</Amt>…(18,044 more lines)…\nparsed 602 Ntry, CRDT 402,118.40 GBP, DBIT 399,770.02 GBP',
        )
        .assistant("602 Ntry. CRDT 402,118.40 GBP, DBIT 399,770.02 GBP, net +2,348.38.")
        .user(
          "perfect, that's the format I want. when you look at bank files just give me count + CRDT/DBIT sums + net, don't paste raw xml or bai2 records into chat",
        )
        .stop("Ok."),
    planted: [{ kind: "instruction", keys: ["raw xml"] }],
  },
  {
    id: "b78-sepa-cutoff",
    build: (s) =>
      s
        .user("why did the EUR payouts submitted at 15:10 go next day")
        .bash("rg -n 'CUTOFF' src/payouts/barclays.ts", "src/payouts/barclays.ts:18:const SEPA_CUTOFF = '15:00'; // Europe/London")
        .assistant("Barclays SEPA cutoff is 15:00 London in our config. Is that from the bank's docs or a guess?")
        .user(
          "it's from our barclays relationship manager, confirmed in writing: SEPA same-day cutoff is 15:00 London, SCT Inst has none. so that's working as intended",
        )
        .user("we decided last week to route EUR under 100k through SCT Inst instead to dodge the cutoff, can you check that's actually wired")
        .bash("rg -n 'SCT_INST' src/payouts", "src/payouts/route.ts:31:  if (ccy === 'EUR' && amountMinor < 10_000_000n) return 'sct_inst';")
        .assistant("Wired: route.ts:31 sends EUR below 100,000.00 to sct_inst.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sepa", "15:00"] },
      { kind: "decision", keys: ["sct inst", "100k"] },
    ],
  },
  {
    id: "b78-branch-names",
    build: (s) =>
      s
        .user("create a branch for the velocity check spike")
        .bash("git switch -c velocity-spike", "Switched to a new branch 'velocity-spike'")
        .user("nah rename it. branches here are <jira-key>-<slug>, lowercase, e.g. risk-91-velocity-spike. CI's deploy-preview keys off that prefix")
        .bash("git branch -m risk-91-velocity-spike", "")
        .assistant("Renamed to risk-91-velocity-spike.")
        .user(
          "and the velocity thing itself: >5 payouts to newly added bank accounts within 24h should flag the merchant for review. that's risk's rule, RISK-91. spike only today, the real implementation is for next sprint",
        )
        .file("Write", "spikes/velocity/query.sql")
        .bash("psql analytics -f spikes/velocity/query.sql", " merchants_flagged_30d\n-----------------------\n                    23\n(1 row)")
        .assistant("On 30 days of data the rule would have flagged 23 merchants.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["jira-key", "lowercase"] },
      { kind: "task", keys: ["risk-91"] },
    ],
  },
  {
    id: "b78-payout-statements",
    build: (s) =>
      s
        .user("merchants want payout statements as PDF or CSV?")
        .bash(
          "psql analytics -c \"select format, count(*) from statement_downloads where ts > now()-interval '90 days' group by 1\"",
          " format | count\n--------+-------\n csv    |  8,812\n pdf    |    344\n(2 rows)",
        )
        .assistant("CSV is 96% of downloads over 90 days. I'd make CSV the only generated format and render PDF on demand from it, or keep both pipelines.")
        .user(
          "csv only, PDF on demand. ok with that. but the PDF renderer still uses the old wkhtmltopdf box — someday we need to get off wkhtmltopdf, it's EOL. not now",
        )
        .file("Edit", "src/statements/generate.ts")
        .bash("pnpm test -- statements", "Tests: 19 passed, 19 total")
        .assistant("Nightly job generates CSV only; /statements/:id.pdf renders from it on request. 19 passed.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["csv", "on demand"] },
      { kind: "task", keys: ["wkhtmltopdf"] },
    ],
  },
  {
    id: "b78-handover-list",
    build: (s) =>
      s
        .user(
          "I'm out from tomorrow for 2 weeks, Dmitri covers. few things so they don't get lost:\n1. the Citi PLN connector still uses basic auth — needs moving to mTLS before their Jan 15 deadline\n2. recon for Chase: if the file is late, rerun with `make recon BANK=chase DATE=...`, don't touch the cronjob\n3. we went with Postgres advisory locks for the payout scheduler leader election (not redis redlock), that's settled, don't reopen it\nthat's it",
        )
        .bash("rg -n 'basic' src/payouts/citi.ts", "src/payouts/citi.ts:9:  headers: { Authorization: basicAuth(CITI_USER, CITI_PASS) },")
        .assistant("Confirmed citi.ts:9 is basic auth. Nothing changed.")
        .user("yep. thanks")
        .stop(),
    planted: [
      { kind: "task", keys: ["mtls", "citi"] },
      { kind: "instruction", keys: ["make recon"] },
      { kind: "decision", keys: ["advisory locks"] },
    ],
  },
  {
    id: "b78-pan-scan",
    build: (s) =>
      s
        .user("qsa audit next month. can you scan the repo + fixtures for anything that looks like a card number")
        .bash(
          "npx pan-scan --luhn --paths src fixtures test",
          "fixtures/adyen/auth_ok.json:14: 4111 1111 1111 1111 (test BIN, luhn ok)\nfixtures/adyen/auth_decline.json:14: 4000 0000 0000 0002 (test BIN, luhn ok)\n2 findings, 0 outside test BINs",
        )
        .assistant("Two hits, both Adyen test cards in fixtures. Nothing real.")
        .user("good. lets add that scan to CI so it runs on every PR, fail on anything outside the test BIN allowlist")
        .file("Edit", ".github/workflows/ci.yml")
        .bash("act -j pan-scan", "[CI/pan-scan] ✅  Success - Main npx pan-scan --luhn --allow-test-bins")
        .assistant("pan-scan job added to CI; fails on any Luhn-valid number outside the test BINs.")
        .user("fyi the QSA is Coalfire, audit window is Dec 8–12, they'll want the scan logs")
        .stop(),
    planted: [{ kind: "fact", keys: ["coalfire"] }],
  },
  {
    id: "b78-ledger-error-codes",
    build: (s) =>
      s
        .user("the api returns 500 when a posting is unbalanced. merchants can't do anything with that")
        .bash("rg -n 'Unbalanced' src/ledger src/api", "src/ledger/post.ts:23:  if (sum !== 0n) throw new Error('Unbalanced journal');")
        .assistant("post.ts throws a plain Error; the API maps unknown errors to 500.")
        .user(
          "make it a LedgerError with code LEDGER_UNBALANCED and return 422. and pls from now on every ledger error gets a stable UPPER_SNAKE code in LedgerError, merchants and support grep for those",
        )
        .file("Edit", "src/ledger/post.ts")
        .file("Edit", "src/ledger/errors.ts")
        .file("Edit", "src/api/error-map.ts")
        .bash("pnpm test:ledger --runInBand -- post", "Tests: 27 passed, 27 total")
        .assistant("Unbalanced postings now return 422 LEDGER_UNBALANCED. 27 passed.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["upper_snake", "ledgererror"] }],
  },
  {
    id: "b78-negative-balance",
    build: (s) =>
      s
        .user("m_2201 has a merchant payable balance of -1,204.55 GBP. how is that even possible")
        .bash(
          "psql ledger-ro -c \"select journal_id, source, amount_minor from journal_lines where account_code='2000-MERCHANT-PAYABLE' and merchant_id='m_2201' order by created_at desc limit 3\"",
          " journal_id |  source    | amount_minor\n------------+------------+-------------\n j_98121    | refund     |     -150000\n j_98004    | payout     |     -400000\n j_97771    | capture    |      425545\n(3 rows)",
        )
        .assistant("A 1,500.00 refund landed after the payout had already emptied the balance. Nothing stops refunds from driving payable below zero.")
        .user("is that a bug or expected?")
        .assistant("Depends on policy. We could block refunds above the available balance, or allow negatives and net them from the next capture.")
        .user(
          "talked to risk: allow negative, net it from future captures, but anything below -5,000.00 GBP freezes payouts for that merchant until ops reviews. write it down and implement the freeze next sprint, not today",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["negative", "future captures"] },
      { kind: "task", keys: ["freeze", "-5,000"] },
    ],
  },
  {
    id: "b78-staging-data",
    build: (s) =>
      s
        .user("can I copy prod journal_lines into staging to repro the trial balance thing")
        .assistant("Prod ledger data includes merchant bank details in metadata. Is there a sanitized path?")
        .user(
          "there is: `make snapshot-sanitized` dumps a masked copy to s3://acme-ledger-sanitized. that's the only way prod ledger data goes to staging, never a raw pg_dump",
        )
        .bash(
          "make snapshot-sanitized TABLES=journal_lines SINCE=2026-11-01",
          "masking: iban, account_name, merchant_email\nwrote s3://acme-ledger-sanitized/2026-11-21/journal_lines.dump (3.1 GB)",
        )
        .bash("make restore-staging FROM=s3://acme-ledger-sanitized/2026-11-21/journal_lines.dump", "restored 18,442,019 rows into staging.journal_lines")
        .assistant(
          "Sanitized November lines restored to staging, 18.4M rows. The mask list is iban, account_name, merchant_email; merchant_phone goes through unmasked.",
        )
        .user("hm, phone should be masked too. not blocking this repro, but follow-up SEC-57: add merchant_phone to the sanitizer mask list")
        .stop("Noted SEC-57."),
    planted: [
      { kind: "instruction", keys: ["snapshot-sanitized"] },
      { kind: "task", keys: ["sec-57"] },
    ],
  },
  {
    id: "b78-uuid-ids",
    build: (s) =>
      s
        .user("journal ids are bigserial, and the sharding plan needs ids generated outside pg. ulid or uuidv7?")
        .assistant("Both sort by time. uuidv7 fits the native uuid column (16 bytes) and pg 18 has uuidv7() built in; ulid would be text or a custom cast.")
        .user("uuidv7 it is, for journals and journal_lines both. new tables only, no backfill of old ids")
        .file("Write", "migrations/2026_11_22_uuidv7_ids.sql")
        .bash("make migrate-ledger ENV=staging", "applied 2026_11_22_uuidv7_ids.sql")
        .assistant("Migration adds uuid id columns defaulting to uuidv7() on the new tables.")
        .stop(),
    planted: [{ kind: "decision", keys: ["uuidv7"] }],
  },
  {
    id: "b78-bai2-type-codes",
    build: (s) =>
      s
        .user("recon marks chase type 475 lines as unknown")
        .bash("rg -n '475' src/recon/bai2/type-codes.ts", "")
        .assistant("475 isn't in our map. In BAI2 it's 'Check Paid'. We don't issue checks, so maybe these are returned ACH items miscoded by Chase? Guessing.")
        .bash(
          "psql ledger-ro -c \"select count(*), sum(amount_minor) from recon_unmatched where bai_type='475'\"",
          " count |   sum\n-------+---------\n     3 | -88210\n(1 row)",
        )
        .user("no idea either. I'll ask our chase contact. till then TODO: map 475 once chase tells us what it is, and leave those 3 lines in suspense")
        .stop(),
    planted: [{ kind: "task", keys: ["475"] }],
  },
  {
    id: "b78-pr-size",
    build: (s) =>
      s
        .user("the refunds PR is 2,400 lines, nobody will review that")
        .bash("git diff --stat main...led-445-refunds | tail -1", " 38 files changed, 2391 insertions(+), 112 deletions(-)")
        .assistant("I can split it: migration, refund.ts + tests, API layer, statements.")
        .user(
          "yes split it into those 4. and going forward keep PRs in this repo under ~400 changed lines, stack them if needed. ledger-core won't review more",
        )
        .bash(
          "git switch -c led-445-1-migration && git checkout led-445-refunds -- migrations/ && git commit -qm 'LED-445: refunds payable migration' && git diff --stat main | tail -1",
          " 1 file changed, 41 insertions(+)",
        )
        .assistant("First of four stacked branches: led-445-1-migration (41 lines).")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400"] }],
  },
  {
    id: "b78-pg-version",
    build: (s) =>
      s
        .user("does prod ledger have uuidv7() or is that a staging-only thing")
        .bash("psql ledger -Atc 'select version()'", "PostgreSQL 17.2 on x86_64-pc-linux-gnu")
        .bash("psql ledger-stg -Atc 'select version()'", "PostgreSQL 18.1 on x86_64-pc-linux-gnu")
        .assistant("Prod is 17.2, staging 18.1. uuidv7() is 18+, so the migration will fail on prod.")
        .user("ugh. ok so prod ledger is on pg 17 until the RDS upgrade window in February. ship the pg_uuidv7 extension instead of the builtin for now")
        .file("Edit", "migrations/2026_11_22_uuidv7_ids.sql")
        .bash(
          "psql ledger-stg -c 'select uuid_generate_v7()'",
          "         uuid_generate_v7\n--------------------------------------\n 019a4e1c-7f22-7d31-b1aa-3c5d91e0a4f2\n(1 row)",
        )
        .assistant("Migration now uses uuid_generate_v7() from pg_uuidv7, works on both.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["pg 17", "february"] },
      { kind: "decision", keys: ["pg_uuidv7"] },
    ],
  },
  {
    id: "b78-empty-explain",
    build: (s) =>
      s
        .user("explain what reverse.ts does, I'm reviewing")
        .file("Read", "src/ledger/reverse.ts")
        .assistant(
          "It loads the journal, writes a new journal with every line's sign flipped, links it via reverses_journal_id, and marks nothing as deleted. Both post in one transaction with the reason string.",
        )
        .user("what if the original is already reversed?")
        .assistant("It checks reverses_journal_id uniqueness and throws LEDGER_ALREADY_REVERSED.")
        .user("ok lgtm")
        .stop(),
    planted: [],
  },
  // Sessions that plant nothing.
  {
    id: "b78-empty-typo",
    build: (s) =>
      s
        .user("typo in the payout email template, 'recieved'")
        .bash("rg -n 'recieved' templates/", "templates/payout_sent.mjml:12:  We've recieved your payout request.")
        .file("Edit", "templates/payout_sent.mjml")
        .assistant("Fixed in payout_sent.mjml:12.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-log-quote",
    build: (s) =>
      s
        .user("what's this warning in the recon worker logs")
        .bash(
          "kubectl -n recon logs deploy/recon-worker --since=1h | grep WARN | head -3",
          "WARN  camt: Ntry without AcctSvcrRef — always falling back to NtryRef (TODO: ask bank)\nWARN  camt: Ntry without AcctSvcrRef — always falling back to NtryRef (TODO: ask bank)\nWARN  bai2: record 88 continuation never closed, assuming end of group",
        )
        .assistant(
          "Two warnings. The first is from the CAMT parser: some entries lack AcctSvcrRef, so it uses NtryRef. The second is a BAI2 88-record continuation at end of group, handled.",
        )
        .user("are those new?")
        .bash("kubectl -n recon logs deploy/recon-worker --since=168h | grep -c AcctSvcrRef", "1412")
        .assistant("No, 1,412 in the last 7 days, same rate as before.")
        .user("ok ignore then")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-question",
    build: (s) =>
      s
        .user("do you think we could ever move the ledger to tigerbeetle? just curious, not a plan")
        .assistant(
          "Possibly for the posting path: it's built for double-entry with fixed account/transfer shapes. Our metadata-heavy journal_lines and ad-hoc SQL reporting would need a separate store. Big migration either way.",
        )
        .user("yeah figured. what's the biggest blocker you'd guess")
        .assistant("Maybe reporting, if the finance queries are raw SQL. Hard to say without looking.")
        .user("makes sense, just thinking out loud")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-run-tests",
    build: (s) =>
      s
        .user("run the payouts suite")
        .bash("pnpm test -- payouts", "Tests: 52 passed, 52 total\nTime: 8.1 s")
        .assistant("52 passed, 8.1s.")
        .user("and recon")
        .bash("pnpm test -- recon", "Tests: 71 passed, 1 skipped, 72 total")
        .assistant("71 passed, 1 skipped (test_camt_multi_ntry).")
        .user("cool")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-hypothesis",
    build: (s) =>
      s
        .user("p99 on POST /v2/payouts jumped to 1.8s at 11:40. maybe the redis idempotency lookup?")
        .bash(
          "kubectl -n payouts top pods | head -4",
          "NAME                      CPU(cores)   MEMORY(bytes)\npayouts-api-7c9f-2kq   912m         1.1Gi\npayouts-api-7c9f-8zt   203m         402Mi",
        )
        .assistant("One pod at 912m CPU, the other at 203m. Could be a hot merchant pinned by the LB, or GC. Redis latency looks flat in the dashboard though.")
        .user("might be the sticky sessions thing again? or not. let me watch it for an hour before we touch anything")
        .assistant("Ok. I'll leave it.")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-withdrawn",
    build: (s) =>
      s
        .user("thinking we should switch recon to run hourly instead of daily")
        .assistant("Would that help with Chase? I'm not sure either bank sends intraday files to us; I'd have to check the sftp folders.")
        .user("hm, probably not worth it then. never mind, forget hourly")
        .bash("git status --short", "")
        .assistant("Nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-status",
    build: (s) =>
      s
        .user("where are we on LED-431")
        .bash("gh pr view 918 --json state,reviews --jq '.state, (.reviews | length)'", "OPEN\n1")
        .assistant("PR #918 open, 1 of 2 ledger-core approvals.")
        .user("who approved")
        .bash("gh pr view 918 --json reviews --jq '.reviews[].author.login'", "dmitri-k")
        .assistant("dmitri-k.")
        .user("k, ping me when the second one lands")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-config-quote",
    build: (s) =>
      s
        .user("cat the psp retry config for me")
        .bash(
          "cat config/psp.yaml",
          "adyen:\n  retry: never   # adyen dedupes on their side\n  timeout_ms: 8000\nbarclays:\n  retry: always_on_5xx\n  # TODO: must revisit timeout after migration\n  timeout_ms: 20000",
        )
        .assistant("adyen: no retry, 8s timeout. barclays: retry on 5xx, 20s timeout, with a TODO comment about the timeout.")
        .user("20s seems high")
        .assistant("It is. Their p99 last week was 3.2s. Want me to lower it?")
        .user("not now")
        .stop(),
    planted: [],
  },
  {
    id: "b78-empty-chitchat",
    build: (s) =>
      s
        .user("morning. long night, the chase file came in 3h late and I was on call")
        .assistant("Rough. The 06:45 run picked it up?")
        .user("no, manual rerun at 09:20. whatever. what's the diff between camt.052 and 053 again, explaining to a new joiner")
        .assistant(
          "052 is the intraday account report, 053 the end-of-day statement with booked entries and opening/closing balances. 054 is debit/credit notifications.",
        )
        .user("thanks 🙏")
        .stop(),
    planted: [],
  },
];

export const BLIND78 = plantedSet(BLIND78_SESSIONS, Date.UTC(2026, 10, 6, 9));
