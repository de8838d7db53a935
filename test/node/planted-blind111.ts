/**
 * Blind planted set 111 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: an Erlang/Elixir telecom engineer on an SMPP messaging gateway (SS7 legacy, hot code
 * upgrades, strict SLAs): formal, precise, numbered procedure steps, quotes SMPP v3.4 and 3GPP
 * sections; the agent answers in a brisk, informal Grok voice.
 * Each session is one segment; the items planted in it are listed with it: 68 items (16 decisions, 17 instructions,
 * 19 facts, 16 tasks) in 56 sessions, 12 of which plant nothing (55 user/assistant messages between them). Every other message
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

export const BLIND111_SESSIONS: BlindSession[] = [
  {
    id: "b111-enquire-link",
    build: (s) =>
      s
        .user(
          "Context: our binds towards the Vodafone SMSC are dropped after 60 seconds without traffic; that is their idle timer, confirmed by their NOC last year. SMPP v3.4 section 4.11 permits enquire_link from either party. Procedure:\n1. Read lib/gateway/smpp/session.ex.\n2. Report the current enquire_link interval.\n3. Do not change anything yet.",
        )
        .bash(
          "grep -n enquire_link_interval lib/gateway/smpp/session.ex",
          "14:  @enquire_link_interval 90_000\n88:    Process.send_after(self(), :enquire_link, @enquire_link_interval)",
        )
        .assistant(
          "Found it: `@enquire_link_interval 90_000`, i.e. 90 s. That is longer than their 60 s idle timer, which lines up neatly with the unbind storms in the logs. Want me to bring it under the timer?",
        )
        .user("Yes. We set enquire_link to 30 seconds on every ESME bind, irrespective of the operator. Proceed.")
        .file("Edit", "lib/gateway/smpp/session.ex")
        .bash("mix test test/gateway/smpp/session_test.exs", "..........\nFinished in 1.2 seconds (0.00s async, 1.2s sync)\n10 tests, 0 failures")
        .assistant("Changed to 30_000 and the session tests pass. 10 for 10.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vodafone", "60"] },
      { kind: "decision", keys: ["enquire_link", "30"] },
    ],
  },
  {
    id: "b111-relup-only",
    build: (s) =>
      s
        .user(
          "We are preparing release 2.4.1 of smpp_router. A standing rule for this project, please retain it: releases to the gateway nodes are shipped as hot upgrades (relup generated from the appups), the nodes are not restarted to deploy. A restart drops every bind and breaches the SLA.",
        )
        .bash("ls rel/appups/smpp_router/", "2.3.0-2.4.0.appup\n2.4.0-2.4.1.appup")
        .file("Read", "rel/appups/smpp_router/2.4.0-2.4.1.appup")
        .assistant(
          "The 2.4.0 → 2.4.1 appup has `{update, smpp_router_bind, {advanced, []}}` but `smpp_router_bind` has no `code_change/3` clause for the new `#state{}` record (it gained `window_used`). Without it the upgrade will crash the bind processes mid-flight. Not a fun Thursday.",
        )
        .user(
          "Understood. Do not write it today; I want Karin to review the state migration. Follow-up for before Thursday's window: write the code_change clause in smpp_router_bind that migrates the #state{} record.",
        )
        .assistant("Noted, left untouched.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["relup"] },
      { kind: "task", keys: ["code_change", "smpp_router_bind"] },
    ],
  },
  {
    id: "b111-ucs2-endianness",
    build: (s) =>
      s
        .user("Subscribers in Kazakhstan report garbled Cyrillic text. data_coding is 0x08 (UCS2, per SMPP v3.4 section 5.2.19). Investigate.")
        .assistant(
          "First guess: we may be double-encoding, i.e. UTF-8 bytes pushed through the UCS2 encoder. Could also be the SMSC transcoding on its side. Let me look at the bytes before theorising further.",
        )
        .bash(
          "mix run scripts/encode_probe.exs 'Привет'",
          "input: Привет\nencoded: <<31,4,64,4,56,4,50,4,53,4,66,4>>\nexpected (UTF-16BE): <<4,31,4,64,4,56,4,50,4,53,4,66>>",
        )
        .assistant(
          "Not double-encoding. The encoder emits little-endian UTF-16: every pair is swapped. The SMSC expects big-endian for UCS2, so Cyrillic comes out as mojibake.",
        )
        .user(
          "Confirmed on the test SMSC with a hand-built PDU: big-endian renders correctly. So the root cause is settled: our UCS2 payloads were little-endian, the SMSC requires big-endian. Fix the encoder.",
        )
        .file("Edit", "lib/gateway/codec/ucs2.ex")
        .bash("mix test test/gateway/codec", "......\n6 tests, 0 failures")
        .stop("Encoder now uses `:unicode.characters_to_binary(text, :utf8, {:utf16, :big})`; codec tests green."),
    planted: [{ kind: "fact", keys: ["ucs2", "big-endian"] }],
  },
  {
    id: "b111-max-cases",
    build: (s) =>
      s
        .user("Run the SMPP tests.")
        .bash(
          "mix test --only smpp",
          "** (DBConnection.ConnectionError) sigtran_sim: connection refused (econnrefused) on localhost:2905\n...\n41 tests, 17 failures",
          2,
        )
        .assistant(
          "17 failures, all `econnrefused` to the SIGTRAN simulator on 2905. Looks like the simulator falls over under the default parallelism (System.schedulers_online = 16 here).",
        )
        .user(
          "Correct, it cannot handle more than four concurrent associations. Note this for all future runs: the SMPP suite is run with `mix test --only smpp --max-cases 4`. The simulator, sigtran_sim, listens on port 2905 on localhost and is started by `make sim`.",
        )
        .bash(
          "make sim && mix test --only smpp --max-cases 4",
          "sigtran_sim started on 127.0.0.1:2905\n.........................................\n41 tests, 0 failures",
        )
        .assistant("All 41 pass with `--max-cases 4`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["max-cases 4"] },
      { kind: "fact", keys: ["sigtran_sim", "2905"] },
    ],
  },
  {
    id: "b111-throttle-design",
    build: (s) =>
      s
        .user(
          "We need outbound throttling towards Telia. The interconnect agreement (Annex B, clause 3.2) caps us at 200 submit_sm per second per bind. Propose a design.",
        )
        .file("Read", "lib/gateway/smpp/outbound.ex")
        .assistant(
          "Two options:\n\nA) One global `:atomics` counter shared by all binds, reset every second. Simple, but a burst on bind 1 starves bind 2.\nB) A token bucket per bind, held in the bind's own gen_statem data, refilled at 200/s with a bucket of 200. No shared state, matches the per-bind wording of the clause.\n\nI lean B.",
        )
        .user("B. Per-bind token bucket, refilled at the contractual rate. Implement it.")
        .file("Edit", "lib/gateway/smpp/outbound.ex")
        .bash("mix test test/gateway/smpp/outbound_test.exs", ".......\n7 tests, 0 failures")
        .stop("Token bucket in place per bind; 7 tests pass."),
    planted: [
      { kind: "fact", keys: ["telia", "200"] },
      { kind: "decision", keys: ["per-bind", "token bucket"] },
    ],
  },
  {
    id: "b111-undeliv-mapping",
    build: (s) =>
      s
        .user("Quick one: in lib/gateway/dlr/parser.ex the doc comment says `recieved`. Fix the spelling.")
        .file("Edit", "lib/gateway/dlr/parser.ex")
        .assistant("Fixed: `recieved` → `received`.")
        .user(
          "Thank you. While you are in that file: delivery receipts with stat:UNDELIV are currently mapped to our generic error 4000. They ought to map to 4107 (permanent subscriber failure). Not now; next sprint, after the billing team signs off. Please keep it as an open item.",
        )
        .bash("grep -n UNDELIV lib/gateway/dlr/parser.ex", '52:  defp map_stat("UNDELIV"), do: {:error, 4000}')
        .assistant("Left line 52 as it is.")
        .stop(),
    planted: [{ kind: "task", keys: ["undeliv", "4107"] }],
  },
  {
    id: "b111-ss7-ownership",
    build: (s) =>
      s
        .user("The MAP timeout alarms fired again overnight. Look at lib/ss7/m3ua_link.ex and tell me what the retry does.")
        .file("Read", "lib/ss7/m3ua_link.ex")
        .assistant(
          "It retries ASP-UP three times with a 2 s backoff, then raises `:m3ua_down`. I could shorten the backoff to 500 ms, which should cut the alarm window. Shall I?",
        )
        .user(
          "No. Please understand the organisation here: the SS7 legacy stack, the M3UA link included, is owned by Henrik Lund's team in Oslo. For the record, as a rule: do not modify anything under lib/ss7/ without a review from that team; propose patches as text only.",
        )
        .assistant("Understood. Here is the proposed diff as text:\n\n```\n-  @asp_up_backoff 2_000\n+  @asp_up_backoff 500\n```")
        .stop(),
    planted: [
      { kind: "fact", keys: ["henrik", "oslo"] },
      { kind: "instruction", keys: ["lib/ss7"] },
    ],
  },
  {
    id: "b111-sla-figures",
    build: (s) =>
      s
        .user(
          "For the capacity report you are drafting: the contractual SLA with the operators is 99.995% monthly availability, and p99 latency for submit_sm_resp under 250 ms measured at our edge. Those are the numbers to plan against.",
        )
        .bash(
          "curl -s 'http://prometheus.int:9090/api/v1/query?query=histogram_quantile(0.99,rate(submit_sm_resp_seconds_bucket[7d]))'",
          '{"status":"success","data":{"result":[{"value":[1763100000,"0.182"]}]}}',
        )
        .assistant("Last 7 days p99 is 182 ms, so there is ~68 ms headroom against the 250 ms target. I will put that in section 2 of the draft.")
        .file("Write", "docs/capacity-2026-q4.md")
        .stop("Draft written to docs/capacity-2026-q4.md."),
    planted: [
      { kind: "fact", keys: ["99.995"] },
      { kind: "fact", keys: ["p99", "250"] },
    ],
  },
  {
    id: "b111-log-body",
    build: (s) =>
      s
        .user("Grep the logs for MSISDN 46701234567, the customer complains of duplicates.")
        .bash(
          "grep 46701234567 /var/log/gw/gw1.log | tail -3",
          '2026-11-20T08:11:02Z [info] submit_sm dst=46701234567 short_message="Your code is 448812" msg_id=8f1a\n2026-11-20T08:11:03Z [info] submit_sm dst=46701234567 short_message="Your code is 448812" msg_id=8f1b',
        )
        .assistant(
          "Two submits one second apart with different message_ids, so this is a client-side resend, not a gateway duplicate. Also: the full OTP text is sitting in the log.",
        )
        .user(
          "That last point is a GDPR problem. From now on, the short_message body is not logged anywhere in the gateway; log the message_id and the destination MSISDN hashed with the salt from config. Patch the logger call now.",
        )
        .file("Edit", "lib/gateway/smpp/logging.ex")
        .bash("mix test test/gateway/smpp/logging_test.exs", "...\n3 tests, 0 failures")
        .stop("Logger call now emits `msg_id` and `dst_hash` only."),
    planted: [{ kind: "instruction", keys: ["short_message"] }],
  },
  {
    id: "b111-gen-statem",
    build: (s) =>
      s
        .user(
          "The bind lifecycle (OPEN, BOUND_TX, BOUND_RX, BOUND_TRX, CLOSED per SMPP v3.4 section 2.2) is spread over a GenServer with a `:status` field. It is unreadable. Suggest a restructuring.",
        )
        .file("Read", "lib/gateway/smpp/bind.ex")
        .assistant(
          "I'd move the bind to `gen_statem` with `handle_event_function` callback mode: one state per SMPP session state, and the `enquire_link` timer as a state timeout. The `:status` field and half the `case` trees disappear.",
        )
        .user("Agreed. The bind becomes a gen_statem. Start with BOUND_TRX only; the rest follows in later steps.")
        .file("Edit", "lib/gateway/smpp/bind.ex")
        .bash("mix compile --warnings-as-errors", "Compiling 3 files (.ex)\nGenerated smpp_gateway app")
        .stop("BOUND_TRX now lives in the gen_statem; compiles clean."),
    planted: [{ kind: "decision", keys: ["gen_statem"] }],
  },
  {
    id: "b111-dlr-store",
    build: (s) =>
      s
        .user("Pending delivery receipts are held in a map in process state; on a crash we lose them. Let us put them in Mnesia, disc_copies on both nodes.")
        .assistant(
          "Mnesia disc_copies would survive a crash, yes. Netsplits between gw1 and gw2 would need a merge strategy, though. Shall I draft the table definition?",
        )
        .bash("grep -rn mnesia mix.exs config/", "")
        .user(
          "Correction, having thought it through: not Mnesia. The netsplit handling is not worth it for data that lives 72 hours. We keep pending DLRs in an ETS table per node, backed by disk_log for crash recovery. Go ahead with that.",
        )
        .file("Write", "lib/gateway/dlr/pending_store.ex")
        .bash("mix test test/gateway/dlr", "........\n8 tests, 0 failures")
        .stop("PendingStore: ETS + disk_log, replayed on init. 8 tests pass."),
    planted: [{ kind: "decision", keys: ["disk_log"] }],
  },
  {
    id: "b111-window-size",
    build: (s) =>
      s
        .user("We see ESME_RTHROTTLED (0x00000058) bursts from Telenor. Why?")
        .bash("grep -c 'command_status=0x00000058' /var/log/gw/gw2.log", "1432")
        .assistant(
          "1432 throttles today. My guess is that we exceed their window; we pipeline up to 50 outstanding submit_sm per bind. Can you confirm their window?",
        )
        .user(
          "Confirmed by their interconnect document, section 6.1: the Telenor SMSC allows a window of 10 outstanding PDUs per bind; the 11th is rejected with ESME_RTHROTTLED. Set our window for Telenor accordingly.",
        )
        .file("Edit", "config/operators/telenor.exs")
        .bash("mix test test/gateway/operators_test.exs", ".....\n5 tests, 0 failures")
        .stop("Telenor window set to 10."),
    planted: [{ kind: "fact", keys: ["telenor", "window"] }],
  },
  {
    id: "b111-deploy-window",
    build: (s) =>
      s
        .user("Prepare the 2.4.1 upgrade runbook.")
        .file("Read", "docs/runbooks/upgrade.md")
        .assistant(
          "Draft:\n1. `bin/smpp_gateway rpc 'release_handler:unpack_release(\"2.4.1\")'`\n2. `install_release`\n3. `make_permanent`\n4. Verify bind count in Grafana.\nWhen do you want it scheduled?",
        )
        .user(
          "A note for every upgrade from here on: production changes are executed only within the maintenance window, Tuesday 02:00–04:00 CET, with the operator NOCs notified 48 hours in advance. Put that at the head of the runbook.",
        )
        .file("Edit", "docs/runbooks/upgrade.md")
        .stop("Runbook updated with the window and notice period at the top."),
    planted: [{ kind: "instruction", keys: ["tuesday", "02:00"] }],
  },
  {
    id: "b111-sigtran-migration",
    build: (s) =>
      s
        .user("How many routes still go over the MAP/SS7 path?")
        .bash("mix run scripts/route_report.exs --transport ss7", "transport=ss7 routes=37 share=4.1%\ntransport=sigtran routes=866 share=95.9%")
        .assistant("37 routes, 4.1% of traffic, still on the legacy SS7 transport.")
        .user("Record this as open work: next quarter we migrate those remaining 37 MAP routes to SIGTRAN, so that the E1 cards can be decommissioned.")
        .assistant("Noted as an open item for next quarter.")
        .stop(),
    planted: [{ kind: "task", keys: ["37", "sigtran"] }],
  },
  {
    id: "b111-otp-version",
    build: (s) =>
      s
        .user("The CI image fails to build. Check why.")
        .bash(
          "docker build -t gw-ci .",
          "Step 3/12 : FROM hexpm/elixir:1.17.3-erlang-27.1-alpine-3.20\n...\n** (Mix) You're trying to run :smpp_gateway on Erlang/OTP 27 but it has declared in its mix.exs file it supports only Erlang/OTP 26",
          1,
        )
        .assistant("Someone bumped the base image to OTP 27. Should I pin it back to OTP 26, or relax the constraint in mix.exs?")
        .user(
          "Pin it back. Production runs OTP 26.2.5 with Elixir 1.16.3 and stays there until the ssl handshake regression we hit in OTP 27 is resolved upstream. CI matches production.",
        )
        .file("Edit", "Dockerfile")
        .bash("docker build -t gw-ci .", "Successfully built 3c9e1a7b2f10\nSuccessfully tagged gw-ci:latest")
        .stop("Image pinned to OTP 26.2.5 / Elixir 1.16.3 and builds."),
    planted: [{ kind: "fact", keys: ["26.2.5"] }],
  },
  {
    id: "b111-credo-format",
    build: (s) =>
      s
        .user(
          "Two working rules for you in this repository, effective from today:\n1. Before each commit, run `mix format --check-formatted` and `mix credo --strict`; do not commit if either complains.\n2. Each commit message starts with the Jira key, e.g. `GW-412: ...`.\nNow commit the throttle change.",
        )
        .bash("mix format --check-formatted && mix credo --strict", "Checking 214 source files ...\nAnalysis took 2.1 seconds\n412 mods/funs, found no issues.")
        .bash(
          "git commit -am 'GW-418: per-bind token bucket for Telia'",
          "[main 7a1c2e9] GW-418: per-bind token bucket for Telia\n 2 files changed, 64 insertions(+), 9 deletions(-)",
        )
        .stop("Committed as GW-418 after format and credo passed."),
    planted: [
      { kind: "instruction", keys: ["credo"] },
      { kind: "instruction", keys: ["jira"] },
    ],
  },
  {
    id: "b111-binary-to-term",
    build: (s) =>
      s
        .user("Review lib/gateway/cluster/handoff.ex; it receives binaries from the peer node.")
        .file("Read", "lib/gateway/cluster/handoff.ex")
        .assistant(
          "Line 31 does `:erlang.binary_to_term(payload)` on whatever arrives over the TCP handoff socket. That can create atoms, or worse, funs, from peer input.",
        )
        .user(
          "Good catch. Rule for this codebase: binary_to_term is called with the [:safe] option on any data that crosses a socket, no exceptions. Fix line 31 and grep for other occurrences.",
        )
        .file("Edit", "lib/gateway/cluster/handoff.ex")
        .bash("grep -rn 'binary_to_term' lib/", "lib/gateway/cluster/handoff.ex:31:    :erlang.binary_to_term(payload, [:safe])")
        .stop("Only one occurrence; now uses [:safe]."),
    planted: [{ kind: "instruction", keys: ["binary_to_term", "safe"] }],
  },
  {
    id: "b111-tls-cert",
    build: (s) =>
      s
        .user("Check the certificate on the SMPP-over-TLS listener.")
        .bash("echo | openssl s_client -connect smpp.gw.example.net:3550 2>/dev/null | openssl x509 -noout -enddate", "notAfter=Dec  3 23:59:59 2026 GMT")
        .assistant("Expires 3 December 2026, about three weeks from now.")
        .user(
          "Remind me to renew the TLS certificate for smpp.gw.example.net before 1 December; it needs the security officer's signature, so it cannot be done by you.",
        )
        .assistant("Will do.")
        .stop(),
    planted: [{ kind: "task", keys: ["renew", "certificate"] }],
  },
  {
    id: "b111-proper-tlv",
    build: (s) =>
      s
        .user("The decoder crashed on a deliver_sm with an unknown optional parameter 0x1403. Reproduce.")
        .bash(
          "mix run scripts/decode.exs priv/captures/deliver_sm_0x1403.bin",
          "** (FunctionClauseError) no function clause matching in SmppGateway.PDU.TLV.decode/2",
        )
        .assistant(
          "Reproduced. SMPP v3.4 section 5.3 says unknown optional parameters should be ignored by the receiver, and we crash instead. I'll add a fallback clause that keeps them as `{:unknown, tag, value}`.",
        )
        .file("Edit", "lib/gateway/pdu/tlv.ex")
        .bash("mix test test/gateway/pdu", "..............\n14 tests, 0 failures")
        .user(
          "Good. The example-based tests obviously did not cover this. Follow-up for later, not in this change: a PropEr property test for the PDU decoder that generates random TLV sequences, vendor tags included.",
        )
        .assistant("Understood, not part of this change.")
        .stop(),
    planted: [{ kind: "task", keys: ["proper", "tlv"] }],
  },
  {
    id: "b111-gsm-legacy",
    build: (s) =>
      s
        .user("Which modules still call Gsm0338Legacy?")
        .bash("grep -rln Gsm0338Legacy lib/", "lib/gateway/routes/premium.ex\nlib/gateway/routes/bulk_se.ex")
        .assistant("Two callers: `routes/premium.ex` and `routes/bulk_se.ex`. Everything else uses `Codec.GSM7`.")
        .user(
          "Then the plan is as follows. We standardise on Codec.GSM7 (with the national language shift tables of 3GPP TS 23.038) for all routes. Once those two callers are migrated, delete Gsm0338Legacy; that deletion is for the next release, not today.",
        )
        .assistant("Clear: Codec.GSM7 is the one codec going forward; the removal of Gsm0338Legacy waits for the next release.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["codec.gsm7"] },
      { kind: "task", keys: ["gsm0338legacy"] },
    ],
  },
  {
    id: "b111-nodes",
    build: (s) =>
      s
        .user("Connect to the production cluster and list the binds.")
        .assistant("Which node names and cookie should I use?")
        .user(
          "The production nodes are gw1@10.20.0.11 and gw2@10.20.0.12. The cookie is in Vault under secret/gw/cookie; read it from there, it is never written to disk.",
        )
        .bash(
          "iex --name ops@10.20.0.5 --cookie \"$(vault kv get -field=value secret/gw/cookie)\" --remsh gw1@10.20.0.11 -e 'SmppGateway.Binds.list() |> length() |> IO.puts()'",
          "24",
        )
        .assistant("24 binds on gw1.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gw1", "gw2"] },
      { kind: "fact", keys: ["vault", "cookie"] },
    ],
  },
  {
    id: "b111-answer-format",
    build: (s) =>
      s
        .user(
          "A general preference before we continue: when you give me procedures, give them as numbered steps with the exact command per step. Prose paragraphs are hard to execute at 3 a.m. during an incident.",
        )
        .assistant("Understood.")
        .user("Now: how do I drain gw2 before the upgrade?")
        .file("Read", "lib/gateway/ops/drain.ex")
        .assistant(
          "1. `bin/smpp_gateway rpc 'SmppGateway.Ops.Drain.start(:gw2)'` (stops accepting new binds)\n2. Wait until `SmppGateway.Binds.count(:gw2)` returns 0 (the ESMEs rebind to gw1 on their own)\n3. `bin/smpp_gateway rpc 'SmppGateway.Ops.Drain.status()'` should show `:drained`",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["numbered"] }],
  },
  {
    id: "b111-grafana-panel",
    build: (s) =>
      s
        .user("Take a screenshot... no, you cannot. Then export the JSON of the 'SMPP Gateway' dashboard and list its panels.")
        .bash(
          "curl -s -H \"Authorization: Bearer $GRAFANA_TOKEN\" http://grafana.int/api/dashboards/uid/smpp-gw | jq -r '.dashboard.panels[].title'",
          "Binds per operator\nsubmit_sm rate\nsubmit_sm_resp p99\nThrottled (0x58)\nNode memory",
        )
        .assistant("Five panels. No delivery-receipt panel at all.")
        .user(
          "Indeed. Open item: add a DLR latency panel (submit_sm_resp to deliver_sm receipt, p50 and p99 per operator) to the Grafana dashboard. Later, not today.",
        )
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["dlr latency"] }],
  },
  {
    id: "b111-telemetry",
    build: (s) =>
      s
        .user("Where do the submit_sm counters come from?")
        .bash(
          "grep -rn 'submit_sm_total' lib/",
          'lib/gateway/smpp/outbound.ex:77:    Logger.info("metric submit_sm_total=1 operator=#{op}")\nlib/gateway/metrics.ex:12:  # parses log lines; TODO replace',
        )
        .assistant(
          "They come from log lines: outbound.ex logs `metric submit_sm_total=1` and metrics.ex scrapes the log. That's fragile. Proposal: emit `:telemetry.execute([:gw, :submit_sm], %{count: 1}, %{operator: op})` and attach the Prometheus exporter to the telemetry events.",
        )
        .user("Yes, do that. Metrics go through :telemetry events from now on; Logger is for humans only.")
        .file("Edit", "lib/gateway/smpp/outbound.ex")
        .file("Edit", "lib/gateway/metrics.ex")
        .bash("mix test test/gateway/metrics_test.exs", "....\n4 tests, 0 failures")
        .stop("Switched to telemetry; 4 tests pass."),
    planted: [{ kind: "decision", keys: ["telemetry"] }],
  },
  {
    id: "b111-sequence-number",
    build: (s) =>
      s
        .user("A generic_nack with ESME_RINVSEQNUM came back from Tele2 after 2.1 billion messages. Explain.")
        .file("Read", "lib/gateway/smpp/sequence.ex")
        .assistant(
          "Our sequence counter is `:atomics` unsigned 64-bit and keeps counting past 0x7FFFFFFF. SMPP v3.4 section 5.1.4 restricts sequence_number to 0x00000001..0x7FFFFFFF, so past that we send an invalid value and Tele2 rejects it.",
        )
        .user("Confirmed, that is the root cause. Wrap the counter at 0x7FFFFFFF back to 1.")
        .file("Edit", "lib/gateway/smpp/sequence.ex")
        .bash("mix test test/gateway/smpp/sequence_test.exs", "..\n2 tests, 0 failures")
        .stop("Counter wraps to 1 after 0x7FFFFFFF."),
    planted: [{ kind: "fact", keys: ["sequence", "0x7fffffff"] }],
  },
  {
    id: "b111-retry-policy",
    build: (s) =>
      s
        .user(
          "Retry policy for submit_sm on temporary errors (ESME_RTHROTTLED, ESME_RMSGQFUL). I see three candidates:\n1. fixed 5 s retry, max 10 attempts;\n2. exponential backoff from 1 s, capped at 60 s, max 8 attempts;\n3. hand them to the store-and-forward queue immediately.\nYour view?",
        )
        .file("Read", "lib/gateway/smpp/retry.ex")
        .assistant(
          "Option 2. Fixed 5 s hammers an SMSC that just told us it's full; option 3 adds minutes of latency to OTPs that would have gone through in 2 s. Exponential with a 60 s cap keeps OTPs fast and backs off politely.",
        )
        .user(
          "Agreed, we adopt option 2: exponential backoff from 1 s, cap 60 s, 8 attempts. After the eighth, the message goes to the store-and-forward queue.",
        )
        .file("Edit", "lib/gateway/smpp/retry.ex")
        .bash("mix test test/gateway/smpp/retry_test.exs", "......\n6 tests, 0 failures")
        .stop("Implemented; 6 tests pass."),
    planted: [
      { kind: "decision", keys: ["exponential", "60 s"] },
      { kind: "decision", keys: ["store-and-forward"] },
    ],
  },
  {
    id: "b111-hex-dump",
    build: (s) =>
      s
        .user("Decode this PDU for me: 00000021 00000004 00000000 0000000b ...")
        .bash(
          "mix run scripts/decode.exs --hex '000000210000000400000000...'",
          "command_id=submit_sm (0x00000004) seq=11 source_addr=GWTEST dest=46709998877 data_coding=0x00",
        )
        .assistant("It's a submit_sm, sequence 11, from GWTEST to 46709998877, GSM7 default alphabet.")
        .user(
          "Thank you. Henceforth, when you show PDUs, include the decoded fields next to the hex, as you just did, and annotate the SMPP v3.4 section number for each field. Also we settle on one decoder script: scripts/decode.exs; remove the old scripts/pdu_dump.escript.",
        )
        .bash("git rm scripts/pdu_dump.escript", "rm 'scripts/pdu_dump.escript'")
        .stop("Removed pdu_dump.escript."),
    planted: [
      { kind: "instruction", keys: ["section number"] },
      { kind: "decision", keys: ["decode.exs"] },
    ],
  },
  {
    id: "b111-alarm-routing",
    build: (s) =>
      s
        .user("Who receives the bind-down alarms now?")
        .bash(
          "grep -A3 bind_down config/alerts.yml",
          "bind_down:\n  severity: critical\n  route: pagerduty:gw-oncall\n  # never page between 00-06 for test binds",
        )
        .assistant("Critical, routed to PagerDuty `gw-oncall`. The comment about test binds is not implemented anywhere as far as I can see.")
        .user(
          "Right. Two items. First, it is a fact worth keeping that the on-call rotation for the gateway is the PagerDuty service gw-oncall, staffed by Stockholm in the day and Manila at night. Second, a task for later: implement the suppression of bind-down pages for test binds between 00:00 and 06:00.",
        )
        .stop("Noted both."),
    planted: [
      { kind: "fact", keys: ["gw-oncall", "manila"] },
      { kind: "task", keys: ["suppression", "test binds"] },
    ],
  },
  {
    id: "b111-charset-decision",
    build: (s) =>
      s
        .user("Premium routes send long messages. Concatenation: UDH (SMPP v3.4 5.2.4 esm_class 0x40) or the sar_* TLVs?")
        .file("Read", "lib/gateway/smpp/concat.ex")
        .assistant(
          "Both work with most SMSCs. UDH is universal handset-side; sar_msg_ref_num/sar_total_segments/sar_segment_seqnum are cleaner but Telenor's doc says they strip sar_ TLVs on some routes. I'd go UDH with 8-bit reference numbers.",
        )
        .user("Go with UDH, but with 16-bit reference numbers (IEI 0x08), we exhaust 256 references per destination too quickly on bulk traffic.")
        .file("Edit", "lib/gateway/smpp/concat.ex")
        .bash("mix test test/gateway/smpp/concat_test.exs", ".....\n5 tests, 0 failures")
        .user("Also, I expect you to ask before adding any new hex dependency to mix.exs; the operator audit requires a licence review for each.")
        .stop("Understood. UDH with IEI 0x08 done, 5 tests pass."),
    planted: [
      { kind: "decision", keys: ["udh", "16-bit"] },
      { kind: "instruction", keys: ["hex", "licence"] },
    ],
  },
  {
    id: "b111-loadtest-todo",
    build: (s) =>
      s
        .user("Run the quick load test against staging at 500 msg/s for 60 s.")
        .bash("mix run bench/smpp_load.exs --host staging-gw.int --rate 500 --duration 60", "sent=30000 acked=30000 p50=41ms p99=133ms throttled=0")
        .assistant("30000 sent, all acked, p99 133 ms, no throttling.")
        .user(
          "Good. Two things for the backlog, neither for today:\n- load test at 2000 msg/s across 8 binds, which is the Black Friday forecast;\n- a soak test of 24 hours to check for binary heap growth in the bind processes.",
        )
        .assistant("Both recorded as backlog items.")
        .stop(),
    planted: [
      { kind: "task", keys: ["2000", "black friday"] },
      { kind: "task", keys: ["soak", "24 hours"] },
    ],
  },
  {
    id: "b111-ecto-repo",
    build: (s) =>
      s
        .user("The billing CDR export writes to which database?")
        .bash("grep -n 'database:' config/runtime.exs", '23:  database: "gw_cdr",\n24:  hostname: System.fetch_env!("CDR_DB_HOST"),')
        .assistant("`gw_cdr`, host from `CDR_DB_HOST`. Postgres via `SmppGateway.CdrRepo`.")
        .user(
          "Right, and the CDR tables are append-only by regulation (Swedish PTS rules, 6 months retention). So as a convention: no UPDATE or DELETE on the cdr_* tables from application code, ever; corrections are written as new compensating rows.",
        )
        .assistant("Clear; I checked and the current code only inserts.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gw_cdr"] },
      { kind: "instruction", keys: ["compensating"] },
    ],
  },
  {
    id: "b111-supervisor",
    build: (s) =>
      s
        .user("Binds to different operators crash together when one operator misbehaves. Look at the supervision tree.")
        .file("Read", "lib/gateway/application.ex")
        .assistant(
          "All 24 binds are children of one `Supervisor` with `:one_for_all`. One crash restarts everyone. Options: `:one_for_one` under the same supervisor, or a `DynamicSupervisor` per operator under a top-level `:one_for_one`.",
        )
        .user("We take the second: a DynamicSupervisor per operator, under a one_for_one top level. Implement.")
        .file("Edit", "lib/gateway/application.ex")
        .file("Write", "lib/gateway/operator_supervisor.ex")
        .bash("mix test", "...............................................................\n211 tests, 0 failures")
        .stop("Done; 211 tests pass."),
    planted: [{ kind: "decision", keys: ["dynamicsupervisor", "operator"] }],
  },
  {
    id: "b111-smpp50",
    build: (s) =>
      s
        .user("Three operators now ask whether we support SMPP 5.0. What would it take?")
        .bash("grep -rn 'interface_version' lib/gateway/smpp/bind.ex", "61:    interface_version: 0x34,")
        .assistant(
          "We hard-code interface_version 0x34. For 5.0 we'd need the broadcast_sm family, the new congestion_state TLV and a few command_status codes. Roughly two weeks.",
        )
        .user(
          "Then this is the decision: we stay on SMPP v3.4 for the current contracts and do not offer 5.0 this year. What remains as open work: write the one-page position statement for the three operators by end of month, and add congestion_state TLV parsing in Q1 since that one is cheap.",
        )
        .assistant("Recorded: v3.4 only for now; the position paper and the congestion_state parsing stay open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3.4"] },
      { kind: "task", keys: ["position statement"] },
      { kind: "task", keys: ["congestion_state"] },
    ],
  },
  {
    id: "b111-empty-chat",
    build: (s) =>
      s
        .user("Good morning. Before we start: did the overnight batch finish?")
        .bash(
          "tail -2 /var/log/gw/batch.log",
          "2026-11-21T04:58:12Z [info] batch bulk_se done sent=182331 failed=12\n2026-11-21T04:58:12Z [info] next run always at 04:00 UTC",
        )
        .assistant("Yes, finished at 04:58 UTC: 182331 sent, 12 failed.")
        .user("Twelve failures is within normal. Which operator were they on?")
        .assistant("All twelve are Tele2, command_status 0x0000000B (ESME_RINVDSTADR), so invalid destination numbers, not our fault.")
        .user("Fine. Thank you, that is all for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-hypothesis",
    build: (s) =>
      s
        .user("gw2 memory went from 1.2 GB to 3.9 GB over the weekend. Ideas?")
        .assistant(
          "Could be refc binaries held by long-lived bind processes that never garbage-collect because they're mostly idle. Or an ETS table growing. Let me check before guessing further.",
        )
        .bash(
          "bin/smpp_gateway rpc ':recon.bin_leak(5)'",
          "[{#PID<0.812.0>,-2101,[current_function: {:gen_statem,:loop_receive,3}]},\n {#PID<0.813.0>,-1998,[current_function: {:gen_statem,:loop_receive,3}]}]",
        )
        .assistant("bin_leak freed ~2 GB from bind processes, so it looks like the refc binary theory. Not proven it's the only cause, though.")
        .user(
          "Perhaps it is the hibernate setting? Or maybe the new TLV parser keeps sub-binaries. I do not know yet. Let us watch it for a week before deciding anything.",
        )
        .assistant("Sure. I'll leave things as they are.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-typo",
    build: (s) =>
      s
        .user("Fix the typo in the module doc of lib/gateway/smpp/outbound.ex: 'troughput' should be 'throughput'.")
        .file("Edit", "lib/gateway/smpp/outbound.ex")
        .assistant("Fixed.")
        .user("And run the formatter on that file.")
        .bash("mix format lib/gateway/smpp/outbound.ex", "")
        .assistant("Formatted, no changes beyond the typo.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-config-quote",
    build: (s) =>
      s
        .user("Show me the SMSC connection config for Telia.")
        .bash(
          "cat config/operators/telia.exs",
          '# TODO: move password to Vault\n# NOTE: always bind as transceiver, never as separate TX/RX\nconfig :smpp_gateway, :telia,\n  host: "smsc.telia.example",\n  port: 2775,\n  system_type: "GW",\n  must_retry_on_0x58: true',
        )
        .assistant("Host smsc.telia.example:2775, system_type GW. The comments say to bind as transceiver and to move the password to Vault.")
        .user("What is the port for the TLS variant?")
        .assistant("This file doesn't define one. Telia's document lists 3550 for TLS, but I have not verified it in our config.")
        .user("Alright, leave it.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-withdrawn",
    build: (s) =>
      s
        .user("I am thinking of moving the DLR parser to a NIF in Rust for speed.")
        .assistant(
          "Possible with Rustler. But the parser takes ~3 µs per receipt on the current hardware; at 2000 receipts/s that's 0.6% of one scheduler. A NIF also brings the risk of taking down the VM.",
        )
        .bash("mix run bench/dlr_parse.exs", "Name          ips        average\nparse      312.4 K        3.20 μs")
        .user("Actually no, scratch that. 3 µs is not a problem. Forget the NIF idea.")
        .assistant("Forgotten.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-standards",
    build: (s) =>
      s
        .user("In SMPP v3.4, what is the maximum length of short_message?")
        .assistant(
          "254 octets in the short_message field (section 5.2.22). For longer content you use the message_payload TLV (0x0424, up to 64 K) or concatenation. Most SMSCs cap it lower in practice.",
        )
        .user("And registered_delivery bit 0, what does it request?")
        .assistant("Bits 1..0 = 01 request an SMSC delivery receipt for success or failure; 10 is failure only (section 5.2.17).")
        .user("Thanks, that matches my reading of the spec.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-status",
    build: (s) =>
      s
        .user("Status, please.")
        .bash("git log --oneline -3", "7a1c2e9 GW-418: per-bind token bucket for Telia\n4d22b10 GW-417: UCS2 big-endian\n9e0f3a1 GW-416: enquire_link 30s")
        .assistant(
          "Three commits since Monday: the Telia token bucket, the UCS2 fix and the enquire_link change. All pushed, CI green. Nothing in progress right now.",
        )
        .user("Good. Any questions on your side?")
        .assistant("None at the moment.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-proposal",
    build: (s) =>
      s
        .user("Do you think we should split the gateway into two releases, one for SMPP and one for SS7?")
        .assistant(
          "Could be worth it: separate upgrade cadence, and the SS7 team could own theirs. Cost: two appup chains, and the shared routing table would need a cross-node API. I'd suggest prototyping it on a branch.",
        )
        .user("Let me discuss it with Henrik's team first. No action for now.")
        .assistant("Okay, nothing changes for now.")
        .bash("git status --short", "")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-run-tests",
    build: (s) =>
      s
        .user("Run the full test suite, please.")
        .bash("mix test", "...........................................................\nFinished in 14.2 seconds\n211 tests, 0 failures, 3 skipped")
        .assistant("211 tests, 0 failures, 3 skipped (the skipped ones are tagged `:live_smsc`).")
        .user("Why are those three skipped?")
        .assistant("`test_helper.exs` excludes `:live_smsc` unless `LIVE_SMSC=1` is set; they need a real SMSC connection.")
        .user("Understood, fine.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-logs",
    build: (s) =>
      s
        .user("Any warnings in gw1's log in the last hour?")
        .bash(
          "journalctl -u smpp_gateway --since '1 hour ago' -p warning",
          "Nov 21 10:02:11 gw1 smpp_gateway[812]: [warning] bind telenor-3 enquire_link_resp late (412ms); peers must answer within 500ms\nNov 21 10:14:40 gw1 smpp_gateway[812]: [warning] TODO handler not implemented for alert_notification",
        )
        .assistant(
          "Two warnings: a late enquire_link_resp from Telenor (412 ms, still under the 500 ms limit), and an alert_notification PDU we don't handle. Neither is urgent.",
        )
        .user("Is the alert_notification from Telenor too?")
        .assistant("Yes, same bind, telenor-3.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-ct-tests",
    build: (s) =>
      s
        .user("The SS7 integration tests under test/ss7 are written in ExUnit with lots of sleeps. Should they move to Common Test?")
        .file("Read", "test/ss7/map_gateway_test.exs")
        .assistant(
          "Honestly, Common Test would suit them: suites with init_per_group for the simulator, proper timetrap handling, and HTML logs the Oslo team already reads. ExUnit stays fine for the pure Elixir units.",
        )
        .user(
          "I concur. Decision: SS7 integration tests move to Common Test (ct_run via `mix ct`), unit tests remain in ExUnit. Henrik's team maintains the CT suites. pls also note: the CT logs get uploaded to s3://gw-ci-logs/ct/ by the pipeline, that is where to look when a CT run fails in CI.",
        )
        .bash("mix help ct", "mix ct # Runs Common Test suites in test/ct")
        .assistant("`mix ct` is already available through the `ctex` dependency, so the switch needs no new package.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["common test"] },
      { kind: "fact", keys: ["gw-ci-logs"] },
    ],
  },
  {
    id: "b111-number-format",
    build: (s) =>
      s
        .user("A route to Estonia failed: destination 0037251234567 was rejected by the SMSC.")
        .bash(
          "grep 0037251234567 /var/log/gw/gw1.log | head -1",
          "2026-11-22T09:12:44Z [error] submit_sm_resp command_status=0x0000000B dest_addr_ton=0 dest_addr_npi=0 dest=0037251234567",
        )
        .assistant("TON 0 / NPI 0 (unknown) with an international prefix in the digits. The SMSC probably wants TON 1 / NPI 1 and the number without the 00.")
        .user(
          "Precisely. Standing rule for the gateway, in line with ITU-T E.164: destination addresses are normalised to international format without prefix, and sent with dest_addr_ton=1 and dest_addr_npi=1. The normalisation belongs in the ingress layer, not in each operator adapter. Implement it in lib/gateway/ingress/normalise.ex.",
        )
        .file("Write", "lib/gateway/ingress/normalise.ex")
        .bash("mix test test/gateway/ingress", ".........\n9 tests, 0 failures")
        .stop("Normaliser added at ingress; 9 tests pass."),
    planted: [{ kind: "instruction", keys: ["e.164"] }],
  },
  {
    id: "b111-release-tooling",
    build: (s) =>
      s
        .user("mix release or distillery for the relups? We have both in the repo, which is confusing.")
        .bash("grep -n 'distillery\\|castle' mix.exs", '34:      {:distillery, "~> 2.1", runtime: false},\n35:      {:castle, "~> 0.3"},')
        .assistant(
          "Distillery is unmaintained since 2021. `mix release` doesn't generate relups by itself, but Castle adds exactly that on top of it. I'd drop Distillery and keep mix release + Castle.",
        )
        .user("Yes, agreed: mix release with Castle for the relups; Distillery goes. Remove it from mix.exs.")
        .file("Edit", "mix.exs")
        .bash("mix deps.clean distillery --unlock && mix compile", "* Cleaning distillery\nGenerated smpp_gateway app")
        .stop("Distillery removed; compiles."),
    planted: [{ kind: "decision", keys: ["castle"] }],
  },
  {
    id: "b111-staging",
    build: (s) =>
      s
        .user("Connect to staging and check the bind count.")
        .bash("bin/smpp_gateway remote --node gw-stg1@10.30.0.21 -e 'SmppGateway.Binds.count()'", "6")
        .assistant("6 binds on gw-stg1. Heads-up: staging answers submit_sm via a simulator, not real SMSCs, right?")
        .user(
          "Yes. Staging (gw-stg1 at 10.30.0.21) is connected to smppsim only, no real operator. Also, and keep this in mind: staging's clock runs about 40 s behind real time since the NTP change; do not trust its timestamps for latency analysis. Infra has an open ticket.",
        )
        .assistant("Got it.")
        .user("And one more thing for later: once infra fixes NTP, rerun the latency comparison between staging and production.")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["smppsim"] },
      { kind: "fact", keys: ["clock", "40 s"] },
      { kind: "task", keys: ["ntp", "latency"] },
    ],
  },
  {
    id: "b111-review-rules",
    build: (s) =>
      s
        .user("Open a merge request for the normaliser change.")
        .bash(
          "glab mr create --title 'GW-421: E.164 normalisation at ingress' --target-branch main",
          "Creating merge request for gw-421 into main in telecom/smpp-gateway\n!318 GW-421: E.164 normalisation at ingress",
        )
        .assistant("MR !318 is open. Want me to assign reviewers?")
        .user(
          "Assign Karin. For the future: every MR touching the PDU codec or the bind state machine requires two approvals, one of them from Karin Ek or myself; the rest needs one. And do not merge your own MRs, I merge.",
        )
        .bash("glab mr update 318 --reviewer karin.ek", "- Updated reviewers for !318")
        .stop("Karin assigned to !318."),
    planted: [
      { kind: "instruction", keys: ["two approvals"] },
      { kind: "instruction", keys: ["merge", "own"] },
    ],
  },
  {
    id: "b111-hibernate",
    build: (s) =>
      s
        .user("Back to the gw2 memory growth. One week of observation is done. Results?")
        .bash(
          "bin/smpp_gateway rpc ':recon.proc_count(:binary_memory, 3)'",
          "[{#PID<0.812.0>,1402331904,[smpp_bind: :telenor_3]},\n {#PID<0.813.0>,1188001290,[smpp_bind: :telenor_4]}]",
        )
        .assistant(
          "Same picture as last week: idle Telenor binds hold >1 GB of refc binaries each. They receive large deliver_sm bursts overnight and then sit idle, so no GC runs. Hibernating idle binds after 30 s, or `:erlang.garbage_collect/1` on the enquire_link tick, would both fix it.",
        )
        .user(
          "The root cause is now clear enough: idle binds retain refc binaries. We go with hibernate after 30 s of inactivity in the gen_statem; the GC-on-tick variant is rejected, it hides the problem.",
        )
        .file("Edit", "lib/gateway/smpp/bind.ex")
        .bash("mix test test/gateway/smpp/bind_test.exs", "............\n12 tests, 0 failures")
        .stop("`hibernate_after: 30_000` set on the bind; 12 tests pass."),
    planted: [
      { kind: "fact", keys: ["refc"] },
      { kind: "decision", keys: ["hibernate"] },
    ],
  },
  {
    id: "b111-alert-notification",
    build: (s) =>
      s
        .user(
          "Procedure for today:\n1. Implement a handler for alert_notification (SMPP v3.4 section 4.12) that logs the source_addr and emits a telemetry event.\n2. Add a test.\n3. Report.",
        )
        .file("Edit", "lib/gateway/smpp/bind.ex")
        .file("Write", "test/gateway/smpp/alert_notification_test.exs")
        .bash("mix test test/gateway/smpp/alert_notification_test.exs", "..\n2 tests, 0 failures")
        .assistant("Handler added, emits `[:gw, :alert_notification]`, 2 tests pass.")
        .user(
          "Good. Leave for a later change: the ms_availability_status TLV in alert_notification should trigger a retry of the held messages for that subscriber. That is more work than today allows.",
        )
        .assistant("Understood; left for later.")
        .stop(),
    planted: [{ kind: "task", keys: ["ms_availability_status"] }],
  },
  {
    id: "b111-secrets",
    build: (s) =>
      s
        .user("The Tele2 system_id password is in config/operators/tele2.exs in plain text. Was that always so?")
        .bash("git log --format='%h %an %s' -- config/operators/tele2.exs | head -3", "b13e0a2 Per Nilsson GW-201: tele2 adapter\n")
        .assistant("Since the adapter was added in GW-201. Same pattern in telia.exs, with a TODO comment.")
        .user(
          "Move both to Vault now. And henceforth, SMPP bind credentials are read at runtime from Vault (path secret/gw/operators/<name>) in config/runtime.exs; no credential goes into a committed file.",
        )
        .file("Edit", "config/runtime.exs")
        .file("Edit", "config/operators/tele2.exs")
        .file("Edit", "config/operators/telia.exs")
        .bash("mix test test/gateway/config_test.exs", "....\n4 tests, 0 failures")
        .user("Also: the old passwords must be rotated with Tele2 and Telia, their NOCs must do it. Put that on the list for next week.")
        .stop("Moved both to Vault; rotation noted for next week."),
    planted: [
      { kind: "instruction", keys: ["vault", "runtime.exs"] },
      { kind: "task", keys: ["rotat"] },
    ],
  },
  {
    id: "b111-dialyzer",
    build: (s) =>
      s
        .user("dialyzer is slow in CI. Why?")
        .bash("grep -n plt .gitlab-ci.yml", "41:    - mix dialyzer --plt\n42:    # never cached, rebuilds each run")
        .assistant("The PLT is rebuilt on each pipeline run, ~6 minutes. We could cache `priv/plts` keyed on mix.lock plus the OTP version.")
        .user(
          "Do that, cache keyed on mix.lock and OTP version. And for you personally: run `mix dialyzer` locally before you tell me a change is finished, not just the tests.",
        )
        .file("Edit", ".gitlab-ci.yml")
        .bash("mix dialyzer", "Total errors: 0, Skipped: 0, Unnecessary Skips: 0\ndone (passed successfully)")
        .stop("PLT cache added; dialyzer passes locally."),
    planted: [{ kind: "instruction", keys: ["dialyzer"] }],
  },
  {
    id: "b111-ss7-gt",
    build: (s) =>
      s
        .user("An SRI-for-SM towards the HLR in Finland timed out. Which global title do we use?")
        .bash("grep -n calling_gt config/ss7.exs", '8:  calling_gt: "46709000100",\n9:  translation_type: 0,')
        .assistant("Calling GT 46709000100, TT 0. Do the Finnish operators whitelist that GT?")
        .user(
          "They do; I checked with Elisa. The timeout was on their side. For your knowledge: our SCCP calling global title is 46709000100, and it is registered with all roaming partners under IR.21. Changing it takes months of paperwork.",
        )
        .assistant("Understood, I won't touch it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["46709000100"] }],
  },
  {
    id: "b111-deprecate-http",
    build: (s) =>
      s
        .user("The old HTTP submit API (/v1/send) still gets traffic?")
        .bash("grep -c 'POST /v1/send' /var/log/gw/http_access.log", "1187")
        .assistant("1187 requests today. Top caller by far is client id `acme-retail`.")
        .user(
          "Right. We shut /v1/send down on 31 March 2026; clients move to /v2/messages. Task for you next week: write the deprecation notice and add a Sunset header (RFC 8594) to /v1/send responses.",
        )
        .assistant("Will pick that up next week.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["/v1/send", "31 march"] },
      { kind: "task", keys: ["sunset"] },
    ],
  },
  {
    id: "b111-empty-bench",
    build: (s) =>
      s
        .user("How fast is the PDU encoder now?")
        .bash(
          "mix run bench/pdu_encode.exs",
          "Name               ips        average  deviation\nsubmit_sm       1.21 M      0.83 μs    ±12.4%\ndeliver_sm      1.05 M      0.95 μs    ±10.1%",
        )
        .assistant("About 0.8–0.95 µs per PDU, ~1.1 M PDUs/s on one scheduler. Plenty.")
        .user("Would it be faster with iolists instead of binaries?")
        .assistant("Maybe slightly for the encoder, but the socket send flattens anyway. I'd expect single-digit percent. Want me to try?")
        .user("No, not worth it. Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b111-empty-explain",
    build: (s) =>
      s
        .user("Explain to me what `{:active, :once}` does on the SMPP socket, in numbered steps.")
        .file("Read", "lib/gateway/smpp/transport.ex")
        .assistant(
          "1. The socket delivers exactly one `{:tcp, socket, data}` message to the owner process.\n2. It then switches itself to passive, so no further data floods the mailbox.\n3. After handling, the bind calls `:inet.setopts(socket, active: :once)` again.\n4. Result: backpressure, the mailbox can't grow without bound.",
        )
        .user("And `{:packet, 4}`? Could we use it for SMPP framing?")
        .assistant(
          "Tempting, since command_length is a 4-byte big-endian prefix. But `{:packet, 4}` strips the length header and SMPP's command_length includes itself, so the lengths are off by 4. We'd have to parse it ourselves as we do now.",
        )
        .user("I see. Good explanation.")
        .stop(),
    planted: [],
  },
];

export const BLIND111 = plantedSet(BLIND111_SESSIONS, Date.UTC(2026, 10, 14, 9));
