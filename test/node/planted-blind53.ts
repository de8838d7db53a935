/**
 * Blind planted set 53 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * It was written without reading src/core/memories/ (model.ts aside) or any other planted
 * set's sessions.
 *
 * Style: healthcare integrations (HL7 v2 feeds, FHIR R4, EHR vendors such as Epic, Cerner and
 * athenahealth, HIPAA rules, de-identification, the Mirth Connect interface engine) in the
 * voice of Claude Code and Codex CLI sessions. Clinical data rules are instructions; vendor
 * quirks confirmed by a test or a look at the raw bytes are facts; guesses about how a vendor
 * behaves are not remembered. Every other message must give nothing: questions, hypotheses,
 * proposals not taken, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output
 * (with their "always", "never" and "TODO"), chit-chat, and requests done in the same session.
 * Superseded decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set, as in planted-blind.ts):
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
import { type BlindItem, type BlindSession, plantedSet } from "./planted-scoring";

const d = (...keys: string[]): BlindItem => ({ kind: "decision", keys });
const i = (...keys: string[]): BlindItem => ({ kind: "instruction", keys });
const f = (...keys: string[]): BlindItem => ({ kind: "fact", keys });
const t = (...keys: string[]): BlindItem => ({ kind: "task", keys });

export const BLIND53_SESSIONS: BlindSession[] = [
  {
    id: "b53-mirth-engine",
    build: (s) =>
      s
        .user("we need an interface engine for the ADT feed from St. Brigid's. options on the table are Mirth Connect or Rhapsody. thoughts?")
        .assistant(
          "Both speak MLLP and HL7 v2 without trouble. Rhapsody has stronger vendor support but is licensed per route; Mirth Connect 4.4 covers everything the ADT and ORU feeds need today. I'd lean Mirth, but it's your call.",
        )
        .user("ok decided: Mirth Connect is our interface engine, Rhapsody is off the table (licence cost). spin up a dev instance in docker")
        .bash(
          "docker compose -f infra/mirth/compose.yml up -d && docker compose -f infra/mirth/compose.yml ps",
          "NAME        IMAGE                      STATUS\nmirth-dev   nextgenhealthcare/connect:4.4   Up 12 seconds (healthy)\nmirth-db    postgres:15               Up 13 seconds",
        )
        .assistant("Mirth dev is up: admin console on https://localhost:8443, database in the sibling postgres container.")
        .user("fyi ops reserved ports 6661-6670 on the dev host for our MLLP listeners, use those and nothing else")
        .file("Edit", "infra/mirth/compose.yml")
        .assistant("Mapped 6661-6670 through in compose.yml; the first channel will listen on 6661.")
        .stop(),
    planted: [d("mirth"), f("6661", "mllp")],
  },
  {
    id: "b53-phi-logs",
    build: (s) =>
      s
        .user(
          "the parser dumps entire PID segments to the console when it hits a bad field. stop that. rule for this repo: never write PHI to logs — log the MSH-10 control id instead",
        )
        .bash(
          "grep -rn 'console.log' src/hl7",
          "src/hl7/parse.ts:88:    console.log('bad segment', segment)\nsrc/hl7/parse.ts:131:    console.log('PID parse failed: ' + raw)\nsrc/hl7/ack.ts:40:  console.log(msg)",
        )
        .file("Edit", "src/hl7/parse.ts")
        .file("Edit", "src/hl7/ack.ts")
        .bash(
          "npm test -- src/hl7",
          " ✓ src/hl7/parse.test.ts (22 tests)\n ✓ src/hl7/ack.test.ts (9 tests)\n\n Test Files  2 passed (2)\n      Tests  31 passed (31)",
        )
        .assistant(
          "Replaced the three `console.log` calls with `logger.warn({ controlId, segment: name })` — the segment name only, never its content. Tests pass (31/31).",
        )
        .stop(),
    planted: [i("phi", "logs")],
  },
  {
    id: "b53-epic-rate",
    build: (s) =>
      s
        .user("epic sandbox keeps throwing 429s at us during the nightly pull. are they throttling per client id or per IP??")
        .assistant("Could be either; my guess would be per client id, but let me measure rather than guess. I'll fire a burst at 12 rps from two source IPs.")
        .bash(
          "node scripts/probe-rate.mjs --target epic-sandbox --rps 12 --seconds 3",
          "ip=a req 1-10: 200\nip=a req 11: 429 Retry-After: 1\nip=a req 12: 429 Retry-After: 1\nip=b (same client id) req 1: 429 Retry-After: 1\nsummary: 30 sent, 30 x 200 over 3 s at 10 rps, 6 x 429",
        )
        .assistant(
          "Confirmed: the Epic sandbox rate limit is 10 requests per second per client id. The 11th request in a second gets 429 with Retry-After: 1, and switching source IP doesn't reset it.",
        )
        .user("ok add a token bucket to the epic client, 9 rps to leave headroom")
        .file("Edit", "src/vendors/epic/client.ts")
        .bash("npm test -- src/vendors/epic", " ✓ src/vendors/epic/client.test.ts (14 tests)\n      Tests  14 passed (14)")
        .assistant("Token bucket in place at 9 rps; the client test drives 100 requests through it with a fake clock and sees no 429.")
        .stop(),
    planted: [f("epic", "rate")],
  },
  {
    id: "b53-empty-morning",
    build: (s) =>
      s
        .user("morning. what did we get done yesterday on the ORU channel? brain is still booting")
        .bash(
          "git log --since=yesterday --oneline",
          "a91c2e0 oru: map OBX-8 abnormal flags\n7f03b11 oru: reject results with no OBR-4\n2d6e9a4 chore: bump vitest",
        )
        .assistant(
          "Yesterday's commits on the ORU channel: abnormal flags from OBX-8 are mapped to Observation.interpretation, and results without an OBR-4 universal service id are rejected with AE. Plus a vitest bump.",
        )
        .user("nice, thx ☕")
        .stop(),
    planted: [],
  },
  {
    id: "b53-safe-harbor",
    build: (s) =>
      s
        .user(
          "compliance wants to know how we de-identify the research extract. Expert Determination needs a statistician to sign off and that takes weeks. we go with Safe Harbor: strip the 18 identifiers, done",
        )
        .assistant("Going with Safe Harbor then. Let me check the current extract script against the 18 identifiers.")
        .bash(
          "python scripts/check_identifiers.py out/research_extract_sample.csv",
          "checked 18 identifier classes\nFAIL zip: full 5-digit ZIP kept in column patient_zip\nFAIL dates: admit_date kept with day and month\nok: names, mrn, ssn, phone, email, device ids",
        )
        .assistant("Two gaps: full 5-digit ZIPs and full admission dates. Dates I'll reduce to the year.")
        .user("zip codes: keep only the first 3 digits, and 000 for the low-population 3-digit zips. that goes for every export we ship, not just this one")
        .file("Edit", "deid/transforms.py")
        .bash("python -m pytest deid -q", "........................                                   [100%]\n24 passed in 0.91s")
        .assistant("ZIPs are cut to 3 digits with the restricted prefixes mapped to 000, dates reduced to the year; 24 tests pass.")
        .stop(),
    planted: [d("safe", "harbor"), i("zip")],
  },
  {
    id: "b53-ack-mode",
    build: (s) =>
      s
        .user("lab vendor's onboarding doc asks for enhanced mode acks (CA/CE/CR). we don't have to do that, right? original mode fine?")
        .bash(
          "pdftotext docs/vendors/labcorp-interface-spec.pdf - | grep -n -A3 'Acknowledg'",
          "212:4.2 Acknowledgement\n213:Receiver SHOULD return enhanced mode acknowledgements.\n214:Original mode acknowledgements (AA/AE/AR) are accepted and processed.\n215:MSA-2 MUST echo MSH-10 of the original message.",
        )
        .assistant(
          "Their spec only says enhanced mode SHOULD; section 4.2 accepts original mode AA/AE/AR as long as MSA-2 echoes MSH-10. Mirth generates original mode ACKs out of the box.",
        )
        .user("ok we send original mode ACKs. final, no enhanced mode")
        .assistant("Noted. The lab ORU channel already answers AA/AE with MSA-2 set to the inbound control id, so nothing to change there.")
        .stop(),
    planted: [d("original", "ack")],
  },
  {
    id: "b53-empty-a04",
    build: (s) =>
      s
        .user("dumb question: A04 vs A01, what's the difference again")
        .assistant(
          "A01 is an admit/visit notification (usually inpatient); A04 registers a patient for an outpatient or ER visit without admitting them. Both carry PID and PV1; PV1-2 patient class tells you I vs O vs E.",
        )
        .bash("grep -c '^MSH.*ADT^A0[14]' samples/*.hl7", "samples/brigid_day1.hl7:0\nsamples/synthea_adt.hl7:14")
        .assistant("Our Synthea samples have 14 of them; the Brigid's day-one capture has none.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-sunquest-br",
    build: (s) =>
      s
        .user("lab results from Sunquest show weird \\.br\\ sequences in the report text in the portal. them or us?")
        .bash(
          "grep -m1 '^OBX' captures/sunquest/2026-10-28/0001.hl7",
          "OBX|1|FT|11502-2^Lab report^LN||Specimen: serum\\.br\\Hemolysis: none\\.br\\Comment: repeat in 3 months||||||F",
        )
        .assistant(
          "It's them, and it's legitimate HL7: Sunquest sends formatted text in OBX-5 with the `\\.br\\` escape for line breaks — it's in the raw capture before we touch it. Our unescape only handles \\F\\ \\S\\ \\T\\ \\R\\ \\E\\.",
        )
        .user("handle .br as a newline in the unescape then. the \\H\\ \\N\\ highlight escapes can wait — TODO for later, not now")
        .file("Edit", "src/hl7/escape.ts")
        .bash("npm test -- src/hl7/escape", " ✓ src/hl7/escape.test.ts (11 tests)\n      Tests  11 passed (11)")
        .assistant("`\\.br\\` now becomes a newline in OBX-5 text; test added with the Sunquest sample.")
        .stop(),
    planted: [f("sunquest", "obx-5"), t("highlight")],
  },
  {
    id: "b53-synthea",
    build: (s) =>
      s
        .user("test/fixtures/adt_a01.hl7 has what looks like a real name and DOB in it. where did that come from??")
        .bash("git log --format='%h %an %s' -- test/fixtures/adt_a01.hl7", "3f2a1c9 marco add sample from site\n")
        .assistant('It came in with 3f2a1c9, "add sample from site". PID-5 and PID-7 look like a real person, not generated data.')
        .user(
          "delete it. test fixtures come from Synthea, full stop — never copy a real message from a site into the repo, even one someone swears is deidentified. and the file is still in git history, we need to scrub that, later this week with Marco",
        )
        .bash(
          "rm test/fixtures/adt_a01.hl7 && npx synthea-hl7 --count 5 --type ADT^A01 --out test/fixtures/",
          "wrote 5 messages to test/fixtures/adt_a01_synthea_*.hl7",
        )
        .assistant("Removed the file and generated five Synthea ADT^A01 fixtures in its place; tests repointed and green.")
        .stop(),
    planted: [i("synthea"), t("scrub", "history")],
  },
  {
    id: "b53-vpn",
    build: (s) =>
      s
        .user("for the MLLP link to Brigid's let's wrap it in stunnel, TLS on 6662")
        .file("Write", "infra/stunnel/brigids.conf")
        .bash("stunnel -test infra/stunnel/brigids.conf", "[ ] Configuration successful")
        .assistant("stunnel config written: accept 6662 with TLS, forward to the Mirth listener on 6661.")
        .user(
          "scratch the stunnel plan. their network team won't open an inbound TLS port. we're doing a site-to-site IPsec VPN instead and plain MLLP inside the tunnel",
        )
        .bash("git rm -q infra/stunnel/brigids.conf && git status --short", "D  infra/stunnel/brigids.conf")
        .assistant("Removed the stunnel config. The Brigid's channel stays plain MLLP on 6661, reachable only through the IPsec VPN.")
        .stop(),
    planted: [d("ipsec", "vpn")],
  },
  {
    id: "b53-r4-only",
    build: (s) =>
      s
        .user("the clinic partner asks if we support DSTU2 or STU3 too. do we?")
        .bash("curl -s localhost:8080/fhir/metadata | jq -r .fhirVersion", "4.0.1")
        .assistant(
          "Only R4 today: the CapabilityStatement says 4.0.1. STU3 would mean a second set of mappers and a converter for every resource we touch; DSTU2 more so.",
        )
        .user("no. we are FHIR R4 only — no STU3, no DSTU2. tell them that, it's decided")
        .assistant("I'll draft the reply: R4 (4.0.1) only, with a pointer to our CapabilityStatement.")
        .stop(),
    planted: [d("r4", "stu3")],
  },
  {
    id: "b53-empty-lint",
    build: (s) =>
      s
        .user("run lint and fix whatever it complains about")
        .bash(
          "npx eslint src",
          "src/hl7/mllp.ts\n  41:3  warning  Unexpected 'TODO' comment: 'TODO: always flush before close'  no-warning-comments\n  77:9  error    'frame' is never reassigned. Use 'const' instead  prefer-const\n\n✖ 2 problems (1 error, 1 warning)",
          1,
        )
        .file("Edit", "src/hl7/mllp.ts")
        .bash("npx eslint src", "")
        .assistant(
          "Fixed the prefer-const error. The warning was an old TODO comment about flushing; the code already flushes before close, so I removed the stale comment. Lint is clean.",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b53-cerner-pid3",
    build: (s) =>
      s
        .user("patient match failing for the cerner feed, MRN lookup returns null every time")
        .bash(
          "node scripts/dump-field.mjs captures/cerner/a08_0412.hl7 PID-3",
          "PID-3[1]: 44512^^^FIN^FIN\nPID-3[2]: 00012345^^^MRN^MR\nPID-3[3]: 991-22-0000^^^SSA^SS",
        )
        .assistant(
          "Found it. The Cerner feed sends PID-3 as a repeating field: the FIN in the first repetition, the MRN in the second (identifier type MR). We were taking the first one. I'll pick the repetition whose type code is MR.",
        )
        .file("Edit", "src/match/identifiers.ts")
        .bash("npm test -- src/match", " ✓ src/match/identifiers.test.ts (8 tests)\n      Tests  8 passed (8)")
        .user("good. the meditech feed needs the same treatment eventually, not today")
        .assistant("Understood — the Cerner path is fixed and tested; Meditech stays on the old first-repetition logic for now.")
        .stop(),
    planted: [f("cerner", "pid-3"), t("meditech")],
  },
  {
    id: "b53-date-shift",
    build: (s) =>
      s
        .user("the internal analytics sandbox (never leaves our VPC): year-only dates kill the length-of-stay analysis. options?")
        .assistant(
          "Two I'd consider: keep year-only like the research extract, or shift every date of a patient by one random per-patient offset, which keeps intervals exact. The sandbox isn't a Safe Harbor release, so shifting is open to us.",
        )
        .user("do the date shift: one random offset per patient between -30 and +30 days, applied to all their dates. that's what we go with for the sandbox")
        .file("Edit", "deid/sandbox.py")
        .bash("python -m pytest deid/test_sandbox.py -q", "......                                                     [100%]\n6 passed in 0.33s")
        .assistant("Per-patient offset is stored in the key table (not in the sandbox) so reloads shift consistently; tests check intervals survive.")
        .stop(),
    planted: [d("date", "shift")],
  },
  {
    id: "b53-empty-redox",
    build: (s) =>
      s
        .user("random thought: what if we used Redox instead of building all these channels ourselves")
        .assistant(
          "It would take the MLLP and VPN work off our plate, and they normalise to their own JSON models. Downsides: per-connection pricing, another BAA, and we'd still map their model to FHIR. Want me to sketch a comparison?",
        )
        .user("not now. get the ADT feed green first. why is the A08 test failing")
        .bash(
          "npm test -- src/channels/adt",
          " ✗ src/channels/adt/a08.test.ts > updates address\n   expected '12 Elm St' got '12 Elm St^^'\n      Tests  1 failed | 17 passed (18)",
          1,
        )
        .file("Edit", "src/channels/adt/a08.ts")
        .bash("npm test -- src/channels/adt", "      Tests  18 passed (18)")
        .assistant("The address mapper kept the trailing component separators from PID-11. Trimmed them; 18/18 pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-timestamps",
    build: (s) =>
      s
        .user(
          "TS fields from Brigid's come in with -0500 but the ones we emit have no offset at all. rule: every HL7 timestamp we send carries the UTC offset, YYYYMMDDHHMMSS+ZZZZ. no exceptions",
        )
        .file("Edit", "src/hl7/time.ts")
        .bash("npm test -- src/hl7/time", " ✓ src/hl7/time.test.ts (12 tests)\n      Tests  12 passed (12)")
        .assistant("formatTs now always appends the offset (e.g. `20261102143000-0500`); the tests cover DST edges in both directions.")
        .stop(),
    planted: [i("timestamp", "offset")],
  },
  {
    id: "b53-a08-registrations",
    build: (s) =>
      s
        .user("why are we creating duplicate patients from the brigids ADT feed")
        .bash("awk -F'|' '/^MSH/{split($9,a,\"^\"); n[a[2]]++} END{for(k in n) print k, n[k]}' captures/brigid/2026-10-30/*.hl7", "A08 1843\nA03 212\nA02 57")
        .assistant(
          "A full day of capture has zero A01/A04: Brigid's sends new registrations as A08 too. We create patients only on A04 and treat A08 as update-by-visit-number, so a new patient arrives as an 'update' that misses and inserts a second row.",
        )
        .user("confirmed with their analyst just now, registrations come as A08 on that feed, always have. make A08 create-or-update keyed on MRN")
        .file("Edit", "src/channels/adt/a08.ts")
        .bash("npm test -- src/channels/adt", "      Tests  21 passed (21)")
        .assistant("A08 now upserts on MRN; the duplicate-patient test replays the 10-30 capture and ends with one row per MRN.")
        .stop(),
    planted: [f("a08", "registrations")],
  },
  {
    id: "b53-empty-bundle-types",
    build: (s) =>
      s
        .user("explain batch vs transaction bundles like I'm tired")
        .assistant(
          "batch: each entry is processed on its own, some can fail while others succeed. transaction: all-or-nothing, and references between entries (urn:uuid) get resolved to the ids the server assigns.",
        )
        .bash('grep -rn \'"type": "batch"\' test/fixtures | head -3', 'test/fixtures/bundles/vitals_batch.json:3:  "type": "batch",')
        .assistant("We have one batch fixture, for vitals.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-transaction",
    build: (s) =>
      s
        .user(
          "when we write an encounter plus its observations to the FHIR server, send them as one transaction Bundle, not a string of separate POSTs. a partial write is worse than a failure. that applies to every writer we have",
        )
        .bash(
          "grep -rn 'fhir.create(' src/writers",
          "src/writers/encounter.ts:52:  await fhir.create(encounter)\nsrc/writers/encounter.ts:61:    await fhir.create(obs)",
        )
        .file("Edit", "src/writers/encounter.ts")
        .bash("npm test -- src/writers", "      Tests  15 passed (15)")
        .assistant(
          "The encounter writer now builds a transaction Bundle with urn:uuid references; a test makes the third entry fail and checks nothing was written.",
        )
        .stop(),
    planted: [i("transaction", "bundle")],
  },
  {
    id: "b53-smart-backend",
    build: (s) =>
      s
        .user("auth to epic for the nightly pull. client secret or JWT?")
        .assistant(
          "I believe Epic only allows private_key_jwt for backend system apps, but I haven't checked their current docs, so don't take that as settled. Either way a signed JWT assertion avoids a shared secret sitting in config.",
        )
        .user("going with SMART backend services, private_key_jwt, RS384. private key lives in the vault, never on disk")
        .bash(
          "openssl genrsa 2048 2>/dev/null | vault kv put secret/epic/backend private_key=- && vault kv get -field=private_key secret/epic/backend | head -c 27",
          "Success! Data written to: secret/epic/backend\n-----BEGIN PRIVATE KEY-----",
        )
        .file("Write", "src/vendors/epic/auth.ts")
        .user("we'll have to rotate that key before Jan 15 when their cert window closes — not now, just don't lose it")
        .assistant(
          "The auth module signs RS384 assertions with the vault key and caches tokens until 60 s before expiry. Key rotation before Jan 15 is still open.",
        )
        .stop(),
    planted: [d("smart", "backend"), t("rotate")],
  },
  {
    id: "b53-empty-pipe",
    build: (s) =>
      s
        .user("lol their interface analyst calls the whole integration 'the pipe'. anyway, is my branch clean?")
        .bash("git status --short && git log -1 --oneline", "?? notes/scratch.md\n4b1e2d0 adt: trim PID-11 separators")
        .assistant("Clean apart from an untracked notes/scratch.md. Last commit is the PID-11 trim.")
        .user("perfect, leave the scratch file")
        .stop(),
    planted: [],
  },
  {
    id: "b53-escape-field",
    build: (s) =>
      s
        .user(
          "patient name O'Brien^Mary|Ann just broke a segment in staging. anything that goes into a field goes through escapeField() — no string concat of raw values into segments, ever",
        )
        .bash(
          "grep -rn \"'|' +\" src/hl7/build",
          "src/hl7/build/pid.ts:23:  return 'PID|1||' + mrn + '||' + family + '^' + given + '|'\nsrc/hl7/build/pv1.ts:17:  return 'PV1|1|' + cls + '|' + loc + '|'",
        )
        .file("Edit", "src/hl7/build/pid.ts")
        .file("Edit", "src/hl7/build/pv1.ts")
        .bash("npm test -- src/hl7/build", "      Tests  19 passed (19)")
        .assistant("Both builders now pass every value through escapeField; the O'Brien^Mary|Ann name round-trips in the new test.")
        .stop(),
    planted: [i("escapefield")],
  },
  {
    id: "b53-latin1",
    build: (s) =>
      s
        .user("é in patient names shows up as Ã© in the portal. encoding mess?")
        .assistant("Maybe the sender is UTF-8 and we decode it twice somewhere? Let me look at the raw bytes before guessing further.")
        .bash("grep -a -m1 '^PID' captures/brigid/2026-10-30/0193.hl7 | xxd | sed -n 3p", "00000020: 5e4a 6f73 e95e 5e5e 5e5e 7c31 3937 3730  ^Jos.^^^^^|19770")
        .assistant(
          "Not double decoding: é is the single byte 0xE9, so Brigid's feed is ISO-8859-1 (Latin-1), even though MSH-18 is empty. I set the channel's inbound encoding to ISO-8859-1; the round-trip test with José and Zoë passes.",
        )
        .file("Edit", "channels/brigid-adt/channel.xml")
        .bash("npm run test:hl7 -- encoding", "      Tests  4 passed (4)")
        .stop(),
    planted: [f("latin-1")],
  },
  {
    id: "b53-empty-review",
    build: (s) =>
      s
        .user("review my diff before I push? the PV1 location mapper")
        .bash(
          "git diff --stat main",
          " src/channels/adt/pv1.ts      | 24 ++++++++++++++------\n src/channels/adt/pv1.test.ts | 31 +++++++++++++++++++++++\n 2 files changed, 45 insertions(+), 10 deletions(-)",
        )
        .assistant(
          "Looks right. One nit: `loc.split('^')[3]` assumes a facility in PV1-3.4; a missing component gives undefined and you'd store the string 'undefined'. I'd default to null.",
        )
        .user("good catch, fix it")
        .file("Edit", "src/channels/adt/pv1.ts")
        .assistant("Defaulted to null and added the case to the test.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-loinc",
    build: (s) =>
      s
        .user("lab codes in Observation.code: the vendor's local codes or LOINC?")
        .assistant("I'd put LOINC first and keep the local code as a second coding, so nothing from the source is lost.")
        .user("yes. LOINC is the canonical code, local code kept as an extra coding. anything unmapped goes on a review list, not silently through")
        .bash(
          "node scripts/loinc-coverage.mjs captures/labcorp/",
          "local codes seen: 412\nmapped to LOINC: 375\nunmapped: 37 (written to out/unmapped-loinc.csv)",
        )
        .assistant("375 of 412 local codes map; the 37 unmapped ones are in out/unmapped-loinc.csv and those results go to the review list.")
        .user("the 37 unmapped codes: map them next week with Hannah from the lab")
        .stop(),
    planted: [d("loinc", "canonical"), t("unmapped")],
  },
  {
    id: "b53-facility-env",
    build: (s) =>
      s
        .user("don't hardcode the sending facility in MSH-4. it comes from the SENDING_FACILITY env var, one value per deployment")
        .bash("grep -rn \"'BRIGID'\" src", "src/hl7/build/msh.ts:12:  const facility = 'BRIGID'")
        .file("Edit", "src/hl7/build/msh.ts")
        .bash("npm test -- src/hl7/build/msh", "      Tests  5 passed (5)")
        .assistant("MSH-4 reads SENDING_FACILITY at startup and the service refuses to start without it.")
        .stop(),
    planted: [i("sending", "facility")],
  },
  {
    id: "b53-empty-revert",
    build: (s) =>
      s
        .user("the MLLP listener drops the connection after every message. fix?")
        .assistant("Trying keep-alive on the socket first.")
        .file("Edit", "src/hl7/mllp.ts")
        .bash("npm run test:hl7 -- mllp", " ✗ keeps connection across messages\n      Tests  1 failed | 6 passed (7)", 1)
        .assistant(
          "Keep-alive wasn't it; reverting that. The real cause: we call socket.end() after writing the ACK. Removed that and the connection now stays open.",
        )
        .file("Edit", "src/hl7/mllp.ts")
        .bash("npm run test:hl7 -- mllp", "      Tests  7 passed (7)")
        .stop(),
    planted: [],
  },
  {
    id: "b53-prod-mirth",
    build: (s) =>
      s
        .user(
          "heads up before you touch channels: never deploy to the prod Mirth yourself. Priya owns that server and she deploys from the exported channel XML we commit",
        )
        .bash("ls channels/", "brigid-adt\nlabcorp-oru\nepic-bulk")
        .assistant("Understood. I'll only change the exported XML under channels/ and dev; Priya takes it to prod.")
        .file("Edit", "channels/labcorp-oru/channel.xml")
        .bash("npm run mirth:deploy -- --env dev labcorp-oru", "deployed labcorp-oru to mirth-dev (revision 14)")
        .stop(),
    planted: [i("prod", "mirth"), f("priya")],
  },
  {
    id: "b53-bulk-export",
    build: (s) =>
      s
        .user("nightly sync: keep polling Patient?_lastUpdated or switch to Bulk $export?")
        .bash(
          "node scripts/bulk-kickoff.mjs --target epic-sandbox --type Patient --wait",
          "kick-off 202 Content-Location: .../bulk/status/7781\nstatus: complete after 3h52m\nfiles: 9 ndjson, 212480 Patient resources",
        )
        .assistant("The sandbox export of about 212k patients took 3h52m end to end, polling the status URL every 60 s.")
        .user("ok: bulk $export nightly, kicked off at 20:00 so it's done well before the 02:00 de-id job")
        .file("Write", "jobs/epic-bulk.ts")
        .assistant("Scheduled the bulk export job at 20:00 with status polling and a 6 h timeout.")
        .stop(),
    planted: [d("bulk", "export"), f("3h52m")],
  },
  {
    id: "b53-empty-codex-status",
    build: (s) =>
      s
        .user("where are we")
        .bash("git log -3 --oneline && git status --short", "c11e0a2 bulk: nightly job\n9d0a7b3 oru: loinc coverage script\n0b52fa1 adt: a08 upsert\n")
        .assistant("Three commits since yesterday (bulk job, LOINC coverage script, A08 upsert), working tree clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-part2",
    build: (s) =>
      s
        .user(
          "some of the behavioral health clinic's data falls under 42 CFR Part 2 and we don't handle consent for it at all. park it — I need legal first. put the consent work on the list",
        )
        .bash(
          "printf -- '- [ ] 42 CFR Part 2 consent handling (blocked: legal)\\n' >> TODO.md && tail -2 TODO.md",
          "- [ ] A40 merge handling\n- [ ] 42 CFR Part 2 consent handling (blocked: legal)",
        )
        .assistant("Added to TODO.md, marked blocked on legal.")
        .stop(),
    planted: [t("consent")],
  },
  {
    id: "b53-micro",
    build: (s) =>
      s
        .user(
          "chem panels flow now. micro results (cultures + sensitivities) are a different beast, OBR parent/child. leave micro for another day — for now just reject them with AE",
        )
        .file("Edit", "channels/labcorp-oru/filter.js")
        .bash(
          "npm run test:hl7 -- oru",
          " ✓ rejects microbiology with AE\n   // NOTE from vendor sample: 'always send OBR-26 for child results'\n      Tests  9 passed (9)",
        )
        .assistant("Microbiology results (OBR-24 = MB) are answered AE with 'not supported yet'; everything else flows as before.")
        .stop(),
    planted: [t("micro")],
  },
  {
    id: "b53-empty-nack",
    build: (s) =>
      s
        .user("AE vs AR, when does the sender retry?")
        .assistant(
          "By the standard, AE is an application error (the message was bad, retrying the same message won't help) and AR is a reject (often system trouble, the sender may retry). Vendors differ a lot in practice though.",
        )
        .bash("grep -n 'AR' channels/labcorp-oru/filter.js", "22:    return ack('AR', 'queue unavailable');")
        .assistant("We only send AR when our queue is unavailable.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-dead-letter",
    build: (s) =>
      s
        .user("failed outbound messages: retry 3x then drop them")
        .file("Edit", "channels/epic-bulk/destination.xml")
        .assistant("Set the destination queue to 3 retries, then discard.")
        .user("no wait, never drop clinical messages. change of plan: after 5 retries they go to a dead-letter channel where someone looks at them")
        .file("Edit", "channels/epic-bulk/destination.xml")
        .bash("npm run mirth:validate -- epic-bulk", "epic-bulk: retryCount=5 errorChannel=dead-letter OK")
        .assistant("5 retries, then routed to the dead-letter channel; nothing is discarded.")
        .stop(),
    planted: [d("dead-letter")],
  },
  {
    id: "b53-athena-pages",
    build: (s) =>
      s
        .user("athena sync is missing patients past page 40")
        .bash(
          "node scripts/athena-sync.mjs --practice 195900 --dry-run",
          "page 40: 200 (100 patients)\npage 41: 410 Gone (next link issued 00:05:12 ago)\nstopped: 4000 patients",
        )
        .assistant(
          "athenahealth's `next` pagination links expire: the page-41 link was a little over 5 minutes old and came back 410 Gone. Our 3-second sleep between pages pushed us past it. Removed the sleep; the full dry run finished with 5,112 patients.",
        )
        .bash("node scripts/athena-sync.mjs --practice 195900 --dry-run | tail -1", "done: 5112 patients, 52 pages")
        .user("so the pagination links die after ~5 min. good to know")
        .stop(),
    planted: [f("athena", "pagination")],
  },
  {
    id: "b53-empty-perf",
    build: (s) =>
      s
        .user("is JSON.parse going to choke on the 40MB bundles? maybe we need a streaming parser")
        .assistant("Possibly, but 40MB is usually fine for JSON.parse; streaming matters more for memory than time. Let me time it before we decide anything.")
        .bash("node -e \"const t=Date.now();JSON.parse(require('fs').readFileSync('samples/big_bundle.json'));console.log(Date.now()-t,'ms')\"", "412 ms")
        .assistant("412 ms for the 40MB sample on this laptop. Not a problem today.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-scopes",
    build: (s) =>
      s
        .user(
          "the SMART app registration asks for patient/*.read. way too broad. request only the scopes the feature reads — Patient, Observation, Encounter. minimum necessary is the rule for every app registration we do",
        )
        .file("Edit", "config/smart-apps/portal.json")
        .bash(
          "jq -r .scope config/smart-apps/portal.json",
          "launch/patient openid fhirUser patient/Patient.read patient/Observation.read patient/Encounter.read",
        )
        .assistant("Narrowed to Patient, Observation and Encounter read plus launch/openid/fhirUser.")
        .stop(),
    planted: [i("scopes")],
  },
  {
    id: "b53-race-table",
    build: (s) =>
      s
        .user("race comes through as 'W','B','A' on the brigids feed. which table is that?")
        .assistant("Could be HL7 table 0005 with site letters, or something fully local. Checking their spec.")
        .bash(
          "pdftotext docs/vendors/brigid-adt-spec.pdf - | grep -n -A4 'PID-10'",
          "388:PID-10 Race  local table BRG-RACE\n389:  W White\n390:  B Black or African American\n391:  A Asian",
        )
        .assistant("Confirmed from their spec: PID-10 uses their local table BRG-RACE, not HL7 0005 or CDC codes.")
        .user("we'll need to map those to the CDC race & ethnicity codes, but not today. leave a note")
        .bash("printf -- '- [ ] map BRG-RACE to CDC race/ethnicity codes\\n' >> TODO.md", "")
        .stop(),
    planted: [f("pid-10", "local"), t("cdc")],
  },
  {
    id: "b53-empty-rename",
    build: (s) =>
      s
        .user("rename hl7Utils.ts to segments.ts and fix the imports")
        .bash("git mv src/hl7/hl7Utils.ts src/hl7/segments.ts && npx tsc --noEmit", "")
        .file("Edit", "src/channels/adt/a08.ts")
        .assistant("Renamed and updated the four imports; tsc is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-jsonb",
    build: (s) =>
      s
        .user(
          "store FHIR resources as jsonb in postgres, not exploded into tables. we'll index the handful of search params we actually use. decided, don't relitigate",
        )
        .file("Write", "migrations/004_fhir_resources.sql")
        .bash("npm run db:migrate", "applied 004_fhir_resources.sql (resources jsonb, gin index on identifier)")
        .assistant("One `fhir_resources` table with the resource as jsonb, plus GIN indexes on identifier and subject reference.")
        .stop(),
    planted: [d("jsonb")],
  },
  {
    id: "b53-baa",
    build: (s) =>
      s
        .user(
          "before you wire up any third party (SMS, email, error tracking) check there's a signed BAA. no BAA, no PHI goes there. and Sentry is NOT covered by one, so scrub event payloads",
        )
        .file("Edit", "src/observability/sentry.ts")
        .bash("npm test -- src/observability", " ✓ beforeSend strips request bodies and PID-derived tags\n      Tests  3 passed (3)")
        .assistant("Sentry's beforeSend now drops request bodies, breadcrumbs with message text and any tag derived from PID fields.")
        .stop(),
    planted: [i("baa"), f("sentry", "covered")],
  },
  {
    id: "b53-ages",
    build: (s) =>
      s
        .user("ages over 89 get aggregated into a single 90+ bucket in every de-id output. Safe Harbor requires it and we apply it everywhere")
        .file("Edit", "deid/transforms.py")
        .bash("python -m pytest deid -q -k age", "....                                                       [100%]\n4 passed in 0.12s")
        .assistant("Age and birth year both collapse to 90+ past 89; tests cover 89, 90 and 104.")
        .user("also we have to ask Dana in compliance whether our 3-digit zip list needs the 2026 census update. I'll ping her later, you keep it on the list")
        .stop(),
    planted: [i("ages", "90+"), t("census")],
  },
  {
    id: "b53-a40",
    build: (s) =>
      s
        .user("A40 merges: we ignore them today. proper merge handling (link the old MRN to the surviving one) — tests first, next sprint")
        .file("Edit", "channels/brigid-adt/filter.js")
        .bash("npm run test:hl7 -- a40", " ✓ A40 is acknowledged AA and parked in review/\n      Tests  1 passed (1)")
        .assistant("For now A40 gets AA and is parked in review/. Real merge handling is still open.")
        .stop(),
    planted: [t("a40")],
  },
  {
    id: "b53-empty-truncation",
    build: (s) =>
      s
        .user("maybe Cerner truncates last names at 35 chars? saw one cut off in the portal")
        .assistant("Possible. HL7 v2.5 doesn't set a hard length on XPN family name, so it would be their build. I'd want more than one example.")
        .bash("node scripts/dump-field.mjs captures/cerner/*.hl7 PID-5.1 | awk '{print length($0)}' | sort -n | tail -3", "28\n31\n35")
        .assistant("Only one name in the captures reaches 35 characters, so I can't tell a truncation from a long name.")
        .user("meh, leave it")
        .stop(),
    planted: [],
  },
  {
    id: "b53-cerner-token",
    build: (s) =>
      s
        .user("token refresh fails intermittently against cerner")
        .bash("for f in tmp/cerner_tok_*.jwt; do node scripts/jwt-claims.mjs $f | jq '.exp-.iat'; done", "570\n570\n570")
        .assistant(
          "Cerner's access tokens live 570 seconds, not the 600 we assumed: all three captured tokens show exp − iat = 570. We refreshed at 590 s, so a request could go out with an expired token.",
        )
        .file("Edit", "src/vendors/cerner/auth.ts")
        .bash("npm test -- src/vendors/cerner", "      Tests  7 passed (7)")
        .assistant("Refresh now keys off the token's own exp, 60 s early.")
        .stop(),
    planted: [f("cerner", "570")],
  },
  {
    id: "b53-mirth-upgrade",
    build: (s) =>
      s
        .user("Mirth 4.5 is out and fixes the JS memory leak we keep hitting. upgrade dev + the channels after go-live, not before")
        .bash("docker image ls nextgenhealthcare/connect", "REPOSITORY                  TAG   SIZE\nnextgenhealthcare/connect   4.4   812MB")
        .assistant("We're on 4.4 everywhere; I won't touch it before go-live.")
        .stop(),
    planted: [t("4.5", "upgrade")],
  },
  {
    id: "b53-empty-thanks",
    build: (s) =>
      s
        .user("that dedupe fix held up overnight, zero dupes. thank you!")
        .bash('psql -tc "select count(*) from patients group by mrn having count(*) > 1" | wc -l', "0")
        .assistant("Glad it held. Zero MRNs with more than one row this morning.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-test-hl7",
    build: (s) =>
      s
        .user("run the interface tests with `npm run test:hl7` — it starts the MLLP mock. plain `npm test` skips them, so don't trust it for channel changes")
        .bash("npm run test:hl7", "mllp-mock listening on 127.0.0.1:16661\n Test Files  9 passed (9)\n      Tests  74 passed (74)")
        .assistant("74 interface tests pass with the mock.")
        .stop(),
    planted: [i("test:hl7")],
  },
  {
    id: "b53-etl2",
    build: (s) =>
      s
        .user("where does the nightly de-id job actually run? nobody seems to know")
        .bash("ssh etl-2 'sudo crontab -l | grep deid'", "0 2 * * * /opt/deid/run.sh >> /var/log/deid.log 2>&1")
        .assistant("The nightly de-id job runs on etl-2 from root's crontab at 02:00 (the host is on UTC), logging to /var/log/deid.log.")
        .stop(),
    planted: [f("etl-2")],
  },
  {
    id: "b53-test-mrn",
    build: (s) =>
      s
        .user("in Brigid's TEST environment, how do I tell test patients from real ones that leaked in?")
        .bash(
          "psql -tc \"select left(mrn,3), count(*) from patients where env='test' group by 1 order by 2 desc limit 3\"",
          " 999 | 4210\n 000 |    3\n 104 |    1",
        )
        .assistant(
          "Their test MRNs all start with 999 — 4,210 of them. The 4 that don't look like real patients pushed into TEST; I'd flag them to Brigid's rather than delete.",
        )
        .user("yep their analyst confirmed, test MRNs are 999-prefixed. flag the 4, I'll send them over")
        .stop(),
    planted: [f("999")],
  },
  {
    id: "b53-hapi",
    build: (s) =>
      s
        .user("FHIR store: let's just use Google Cloud Healthcare API, managed is nice")
        .assistant("Works for R4 and has Bulk export built in. We'd need their BAA in place before any PHI lands there.")
        .bash("terraform plan -target=module.gcp_fhir | tail -2", "Plan: 3 to add, 0 to change, 0 to destroy.")
        .user("ugh, legal says the GCP BAA is months out. change of plan: we self-host HAPI FHIR on our own cluster")
        .file("Write", "infra/hapi/values.yaml")
        .assistant("Dropped the GCP module from the plan and added a HAPI FHIR helm values file pointing at our postgres.")
        .stop(),
    planted: [d("hapi")],
  },
  {
    id: "b53-patient-key",
    build: (s) =>
      s
        .user("three sites now feed us patients and their MRN ranges overlap. how do we key patients?")
        .bash(
          'psql -tc "select mrn, count(distinct site) from patients group by mrn having count(distinct site) > 1 limit 3"',
          " 00012345 | 2\n 00040411 | 3\n 00077120 | 2",
        )
        .assistant("MRN alone collides across sites: 00040411 exists at all three. The assigning authority in PID-3.4 tells them apart.")
        .user("then the patient key is MRN + assigning authority (PID-3.4), everywhere. decided")
        .file("Edit", "src/match/identifiers.ts")
        .bash("npm test -- src/match", "      Tests  11 passed (11)")
        .assistant("Matching and the unique index both use (assigning_authority, mrn) now.")
        .stop(),
    planted: [d("mrn", "authority")],
  },
  {
    id: "b53-go-live",
    build: (s) =>
      s
        .user("let's plan the Brigid's cutover for the weekend of the 29th")
        .file("Write", "docs/cutover-brigids.md")
        .assistant("Drafted docs/cutover-brigids.md for the weekend of the 29th: freeze Friday, replay Saturday, switch Sunday.")
        .user("update: their IT can't staff the weekend. go-live moves to the Tuesday downtime window on Dec 8, 02:00-04:00. that's final, rewrite the plan")
        .file("Edit", "docs/cutover-brigids.md")
        .bash("grep -n 'Dec 8' docs/cutover-brigids.md", "3:Go-live: Tuesday Dec 8, 02:00-04:00 (Brigid's downtime window)")
        .assistant("The cutover plan now targets Tuesday Dec 8, 02:00-04:00, with the replay moved to Monday evening.")
        .stop(),
    planted: [d("go-live", "tuesday")],
  },
  {
    id: "b53-rest-hook",
    build: (s) =>
      s
        .user("for lab results into the care app: poll Observation every minute or use FHIR Subscriptions?")
        .assistant(
          "Our HAPI server supports R4 Subscriptions with a rest-hook channel, which pushes on create. Polling every minute is simpler but costs a query per patient list.",
        )
        .bash("curl -s localhost:8080/fhir/metadata | jq -r '.rest[0].resource[] | select(.type==\"Subscription\") | .type'", "Subscription")
        .user("rest-hook subscriptions it is, criteria Observation?category=laboratory. no polling")
        .file("Write", "src/subscriptions/labs.ts")
        .assistant("Registered the rest-hook Subscription on startup; the endpoint verifies the shared header before accepting.")
        .stop(),
    planted: [d("rest-hook")],
  },
  {
    id: "b53-no-kafka",
    build: (s) =>
      s
        .user("outbound volume doubles next month when the second clinic joins. do we need something in front of mirth?")
        .assistant(
          "One option is putting Kafka between Mirth and the FHIR writer so bursts buffer outside the engine. It's another cluster to run, though, and Mirth's destination queues already persist to its database.",
        )
        .bash("node scripts/queue-load.mjs --rate 2x --minutes 10", "peak queue depth: 180\nmax latency: 4.1 s\nmessages lost: 0")
        .user("no kafka. mirth's own destination queues handle 2x fine per that run, we stick with them")
        .assistant("Leaving the architecture as is; I'll keep the load script in scripts/ for the next capacity check.")
        .stop(),
    planted: [d("queues")],
  },
  {
    id: "b53-coding-system",
    build: (s) =>
      s
        .user("the care app can't tell our condition codes apart. every Coding we emit needs its system URI — a bare code is useless to anyone downstream")
        .bash(
          "grep -rn 'code: ' src/mappers | grep -v system | head -3",
          "src/mappers/condition.ts:31:    coding: [{ code: dx.code }],\nsrc/mappers/allergy.ts:18:      coding: [{ code: a.code, display: a.name }],",
        )
        .file("Edit", "src/mappers/condition.ts")
        .file("Edit", "src/mappers/allergy.ts")
        .bash("npm test -- src/mappers", "      Tests  28 passed (28)")
        .assistant("Both mappers set http://hl7.org/fhir/sid/icd-10-cm or the local system; a mapper test now fails on any Coding without a system.")
        .stop(),
    planted: [i("coding", "system")],
  },
  {
    id: "b53-channel-names",
    build: (s) =>
      s
        .user("name it whatever")
        .assistant("I'll call the new channel `labcorp results inbound` unless you have a convention.")
        .user("actually we do: channel names are SITE_MSGTYPE_DIRECTION, all caps, e.g. BRIGID_ADT_IN, LABCORP_ORU_IN. rename it and stick to that")
        .bash("npm run mirth:rename -- 'labcorp results inbound' LABCORP_ORU_IN", "renamed channel 7d1e… to LABCORP_ORU_IN")
        .assistant("Renamed to LABCORP_ORU_IN.")
        .stop(),
    planted: [i("channel", "names")],
  },
  {
    id: "b53-pr-dates",
    build: (s) =>
      s
        .user(
          "two things for this repo going forward. 1) PR descriptions start with the list of HL7 segments / FHIR resources touched. 2) no moment.js, use date-fns-tz for all date math",
        )
        .bash("grep -rln \"from 'moment'\" src", "src/hl7/time.ts\nsrc/jobs/schedule.ts")
        .file("Edit", "src/hl7/time.ts")
        .file("Edit", "src/jobs/schedule.ts")
        .bash("npm uninstall moment && npm test -- src/hl7/time src/jobs", "removed 1 package\n      Tests  17 passed (17)")
        .assistant(
          "moment is gone: both files use date-fns-tz, and the package is uninstalled. I'll open the PR with the touched segments (MSH-7, PV1-44) listed first.",
        )
        .stop(),
    planted: [i("descriptions"), i("date-fns-tz")],
  },
  {
    id: "b53-empty-withdrawn",
    build: (s) =>
      s
        .user("should we just skip MSH-12 version validation? half the senders put 2.3 when they mean 2.5.1")
        .assistant(
          "We could accept any 2.x and rely on segment parsing, but version mismatches sometimes flag real structural differences, like the PV1 fields that moved.",
        )
        .user("hm no, forget it, keep validating. what's failing in CI right now?")
        .bash(
          "gh run view --log-failed | tail -3",
          "FAIL src/channels/adt/pv1.test.ts > maps PV1-44 admit date\nExpected: 2026-11-02T14:30:00-05:00\nReceived: 2026-11-02T19:30:00Z",
        )
        .file("Edit", "src/channels/adt/pv1.test.ts")
        .assistant("The test compared an offset string with a UTC one; it now compares instants. CI is green again.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-413",
    build: (s) =>
      s
        .user("the big patient-history transaction bundles fail with 413 on staging. what's the limit?")
        .bash(
          "for mb in 8 10 11; do node scripts/post-bundle.mjs --size $mb --unit MB --target staging; done",
          "8MB: 200\n10MB: 200\n11MB: 413 Request Entity Too Large (nginx)",
        )
        .assistant(
          "It's nginx in front of HAPI, not HAPI itself: staging's ingress rejects request bodies over 10 MB with 413 (client_max_body_size 10m). 10 MB goes through, 11 MB doesn't.",
        )
        .user("ok we split bundles then. chunk at 8 MB")
        .file("Edit", "src/writers/bundle.ts")
        .bash("npm test -- src/writers/bundle", "      Tests  6 passed (6)")
        .stop(),
    planted: [f("413", "nginx")],
  },
  {
    id: "b53-meditech-msh7",
    build: (s) =>
      s
        .user("meditech messages fail timestamp parsing, brigid's don't. why")
        .bash("cut -d'|' -f7 captures/meditech/2026-11-01/*.hl7 | sort -u | head -3", "202611010814\n202611010815\n202611010822")
        .assistant(
          "Meditech sends MSH-7 with minute precision, no seconds (YYYYMMDDHHMM, 12 digits), across every message in the capture. Our parser demanded 14 digits. HL7 allows the shorter form, so I'll accept any precision down to the minute.",
        )
        .file("Edit", "src/hl7/time.ts")
        .bash("npm test -- src/hl7/time", "      Tests  15 passed (15)")
        .stop(),
    planted: [f("meditech", "msh-7")],
  },
  {
    id: "b53-runbook",
    build: (s) =>
      s
        .user("the VPN flapped twice last night and the listener needed a manual restart both times")
        .bash("journalctl -u mirth --since yesterday | grep -c 'MLLP connection reset'", "2")
        .assistant(
          "Both resets line up with the VPN drops. Mirth reconnects on its own once the tunnel is back; the restarts were only needed because the sender gave up.",
        )
        .user("we need a runbook for MLLP reconnects when the VPN flaps — who to call at Brigid's, what to check. after go-live, I'll write it with Priya")
        .stop(),
    planted: [t("runbook")],
  },
  {
    id: "b53-backfill",
    build: (s) =>
      s
        .user("encounters from March are missing in the warehouse, the counts look off")
        .bash(
          "psql -tc \"select date_trunc('month', period_start) m, count(*) from encounters where period_start >= '2026-02-01' group by 1 order by 1 limit 3\"",
          " 2026-02-01 | 18210\n 2026-03-01 |  2114\n 2026-04-01 | 17987",
        )
        .assistant("March has about 2k encounters against ~18k in the months around it; the Epic export job was paused from Mar 4 to Mar 27.")
        .user("right, that was the cert outage. backfill March from a one-off bulk export, but next week, the export quota is spoken for until Monday")
        .stop(),
    planted: [t("backfill", "march")],
  },
  {
    id: "b53-icd10",
    build: (s) =>
      s
        .user("what ICD-10-CM version is loaded in the code table?")
        .bash("psql -tc \"select version, count(*) from code_tables where system='icd-10-cm' group by 1\"", " FY2026 | 74719")
        .assistant("FY2026, 74,719 codes.")
        .user("the FY2027 ICD-10 release lands October 1. update the table then and rerun the mapper tests, put it in the tracker")
        .bash("gh issue create --title 'Load ICD-10-CM FY2027 on Oct 1' --label codes", "https://github.example/int/issues/212")
        .assistant("Created issue 212 for the FY2027 load.")
        .stop(),
    planted: [t("icd-10")],
  },
  {
    id: "b53-alerting",
    build: (s) =>
      s
        .user("how deep did the ORU queue get during the lab system catch-up?")
        .bash("psql -tc \"select max(depth) from mirth_queue_stats where channel='LABCORP_ORU_IN' and ts > now() - interval '1 day'\"", " 1312")
        .assistant("It peaked at 1,312 messages and drained in about 40 minutes. No alert fired because there isn't one.")
        .user("we should have alerting when that queue passes 500. not this week though, add it to the list")
        .stop(),
    planted: [t("alerting")],
  },
  {
    id: "b53-obs-category",
    build: (s) =>
      s
        .user("vitals from the epic sandbox don't show up under the vital-signs filter in the app")
        .bash(
          'curl -s -H "Authorization: Bearer $TOK" "$EPIC/Observation?patient=eD.LxhDyX35TntF77l7etUA3&code=8867-4" | jq \'.entry[0].resource.category\'',
          "null",
        )
        .assistant(
          "The sandbox's heart-rate Observation has no `category` at all, so our filter on vital-signs drops it. Maybe they only populate category in production builds? I can't tell from here.",
        )
        .user("no idea either. I'll ask Epic's TS about the missing category, remind me to follow up if they don't answer by Friday")
        .stop(),
    planted: [t("category")],
  },
  {
    id: "b53-empty-capability",
    build: (s) =>
      s
        .user("does HAPI support $everything on Patient out of the box?")
        .bash(
          "curl -s localhost:8080/fhir/metadata | jq -r '.rest[0].resource[] | select(.type==\"Patient\") | .operation[].name'",
          "everything\nvalidate\nmeta",
        )
        .assistant("Yes: our server's CapabilityStatement lists `$everything` on Patient, alongside `$validate` and `$meta`.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-empty-codex-tests",
    build: (s) =>
      s
        .user("run the deid tests, I changed nothing, just paranoid")
        .bash("python -m pytest deid -q", "..................................                         [100%]\n34 passed in 1.02s")
        .assistant("34 passed.")
        .user("👍")
        .stop(),
    planted: [],
  },
  {
    id: "b53-realtime-mllp",
    build: (s) =>
      s
        .user("the second lab offers results either as nightly SFTP batch files or real-time over MLLP. which?")
        .assistant(
          "Batches are easier to replay but a critical potassium would sit for up to a day. Real-time needs a listener and the VPN, which we already run for Brigid's.",
        )
        .bash("nc -zv 10.40.2.15 6663 2>&1 | tail -1", "Connection to 10.40.2.15 6663 port [tcp/*] succeeded!")
        .user("real-time MLLP. no SFTP batches for results, clinicians need them as they come")
        .file("Write", "channels/northlab-oru/channel.xml")
        .assistant("Created the NORTHLAB_ORU_IN channel listening on 6663; their test message went through and was ACKed AA.")
        .stop(),
    planted: [d("real-time", "mllp")],
  },
  {
    id: "b53-patient-uuid",
    build: (s) =>
      s
        .user("should Patient.id on our server just be the MRN? would make debugging easier")
        .assistant("Easier to read, but MRNs collide across sites and leak into every URL and log line. A random id keeps PHI out of paths.")
        .user("yeah ok. Patient.id is a random UUID, the MRN only ever lives in Patient.identifier. go with that")
        .file("Edit", "src/mappers/patient.ts")
        .bash("npm test -- src/mappers/patient", "      Tests  9 passed (9)")
        .assistant("The patient mapper assigns a UUID on first sight and looks it up by (assigning authority, MRN) afterwards.")
        .stop(),
    planted: [d("uuid")],
  },
  {
    id: "b53-raw-retention",
    build: (s) =>
      s
        .user("raw inbound HL7: keep it 30 days in the archive bucket and expire it")
        .file("Edit", "infra/s3/raw-archive.tf")
        .bash("terraform plan -target=aws_s3_bucket_lifecycle_configuration.raw | tail -1", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("Lifecycle rule set to expire raw messages after 30 days.")
        .user(
          "scrap the 30 days, compliance says medical record source data has to be kept. new plan: raw messages kept 7 years with S3 Object Lock in compliance mode, no expiry before that",
        )
        .file("Edit", "infra/s3/raw-archive.tf")
        .bash("terraform plan -target=aws_s3_bucket_object_lock_configuration.raw | tail -1", "Plan: 1 to add, 1 to change, 0 to destroy.")
        .assistant("Object Lock in compliance mode with a 7-year default retention; the 30-day expiry rule is removed.")
        .stop(),
    planted: [d("object", "lock")],
  },
  {
    id: "b53-phi-bucket",
    build: (s) =>
      s
        .user("where did you write the replay dump?")
        .bash("ls -la /tmp/replay-*.hl7 | head -2", "-rw-r--r-- 1 dev dev 48211 Nov  3 10:14 /tmp/replay-brigid-1030.hl7")
        .assistant("To /tmp/replay-brigid-1030.hl7 on the dev host.")
        .user(
          "that's PHI sitting in world-readable /tmp. delete it. any file with PHI goes to the encrypted bucket s3://int-phi-work, never /tmp, never the shared drive",
        )
        .bash("shred -u /tmp/replay-brigid-1030.hl7 && aws s3 ls s3://int-phi-work/replays/ | tail -1", "2026-11-03 10:16:02      48211 replay-brigid-1030.hl7")
        .assistant("Shredded the /tmp copy; the replay script now writes straight to s3://int-phi-work/replays/ with SSE-KMS.")
        .stop(),
    planted: [i("encrypted", "bucket")],
  },
  {
    id: "b53-laptop",
    build: (s) =>
      s
        .user("can you pull last week's prod ORU messages down so I can debug the flag mapping locally?")
        .assistant(
          "I can, but they're full PHI. The de-id sandbox has last week's messages with shifted dates and synthetic names — would that do for the flag mapping?",
        )
        .user("good point. yes, and make that the rule: never copy prod data to a laptop, debug against the de-id sandbox")
        .bash(
          "aws s3 cp s3://int-deid-sandbox/oru/2026-w44/ ./sandbox/ --recursive | tail -1",
          "download: s3://int-deid-sandbox/oru/2026-w44/part-0009.hl7 to sandbox/part-0009.hl7",
        )
        .assistant("Pulled week 44 from the sandbox into ./sandbox/ (gitignored).")
        .stop(),
    planted: [i("laptop")],
  },
  {
    id: "b53-quirks-doc",
    build: (s) =>
      s
        .user("labcorp's spec says OBX-14 is required but half their messages leave it empty. which do we believe?")
        .bash("node scripts/field-fill.mjs captures/labcorp/ OBX-14", "OBX-14 filled: 5123 / 10377 (49.4%)")
        .assistant("The captures: OBX-14 is empty in about half the messages, so code that requires it would reject half their results.")
        .user(
          "when the vendor doc and the real messages disagree, code to the captured messages and write the discrepancy down in docs/vendor-quirks.md. every time",
        )
        .file("Edit", "docs/vendor-quirks.md")
        .file("Edit", "src/channels/oru/obx.ts")
        .assistant("OBX-14 is optional in the mapper (we fall back to OBR-7), and vendor-quirks.md has the LabCorp entry with the 49.4% figure.")
        .stop(),
    planted: [i("vendor-quirks")],
  },
  {
    id: "b53-dana",
    build: (s) =>
      s
        .user("who do I need to get sign-off from before the care app starts receiving lab results?")
        .bash("grep -n -i 'privacy officer' docs/governance.md", "14:Privacy officer: Dana Okafor (signs off every new PHI data flow, ~3 business days)")
        .assistant("Per docs/governance.md, Dana Okafor is the privacy officer and signs off every new PHI data flow; it takes about three business days.")
        .user("right, Dana. she's also the one for BAAs")
        .stop(),
    planted: [f("dana", "privacy")],
  },
  {
    id: "b53-labcorp-resend",
    build: (s) =>
      s
        .user("we see the same lab result twice sometimes. dupes from labcorp or from us?")
        .bash(
          "node scripts/mllp-trace.mjs --channel LABCORP_ORU_IN --control-id 88120457",
          "10:02:11.004 recv MSH-10=88120457\n10:02:11.009 ack  AA (write failed: EPIPE)\n10:02:41.010 recv MSH-10=88120457\n10:02:41.015 ack  AA",
        )
        .assistant(
          "From them, and it's their retry: when LabCorp's sender doesn't get our ACK it resends the same message (same MSH-10) after exactly 30 seconds. Here our ACK write hit EPIPE, and the resend came 30.006 s later.",
        )
        .user("ok so dedupe on MSH-10 within a window then")
        .file("Edit", "channels/labcorp-oru/filter.js")
        .bash("npm run test:hl7 -- dedupe", "      Tests  3 passed (3)")
        .stop(),
    planted: [f("labcorp", "resend")],
  },
  {
    id: "b53-epic-identifier",
    build: (s) =>
      s
        .user("Patient search by MRN on epic returns zero results even for patients I can see in Hyperspace")
        .bash(
          "for q in 'identifier=203713' 'identifier=urn:oid:1.2.840.114350.1.13.0.1.7.5.737384.14|203713'; do curl -s -H \"Authorization: Bearer $TOK\" \"$EPIC/Patient?$q\" | jq .total; done",
          "0\n1",
        )
        .assistant(
          "Epic needs the identifier search in system|value form: a bare MRN matches nothing, the same MRN with the MRN OID as system finds the patient. Tried on three patients, same result.",
        )
        .file("Edit", "src/vendors/epic/search.ts")
        .stop(),
    planted: [f("epic", "identifier")],
  },
  {
    id: "b53-key-backup",
    build: (s) =>
      s
        .user("if etl-2 dies, can we still re-create the sandbox with the same date shifts?")
        .bash("ssh etl-2 'ls -la /opt/deid/keys/ && sudo crontab -l | grep -c backup'", "-rw------- 1 deid deid 204800 Nov  2 02:00 shift_keys.db\n0")
        .assistant("No: the per-patient shift keys live only in /opt/deid/keys/shift_keys.db on etl-2, and nothing backs them up.")
        .user("ugh. we need an encrypted backup of the shift key table. after the audit, don't start it now")
        .stop(),
    planted: [t("backup")],
  },
  {
    id: "b53-access-audit",
    build: (s) =>
      s
        .user("does the portal log who viewed which patient?")
        .bash("grep -rn 'audit' src/portal | head -3", "")
        .assistant("No: nothing in src/portal writes an access record. Requests are logged, but not the patient viewed.")
        .user("we need access audit logging — user, patient, time, action — before the HIPAA audit in Q1. plan it next sprint")
        .stop(),
    planted: [t("audit", "logging")],
  },
  {
    id: "b53-polling-retire",
    build: (s) =>
      s
        .user("is the old _lastUpdated polling job still running next to the bulk export?")
        .bash(
          "kubectl get cronjobs -n integrations | grep -E 'poll|bulk'",
          "epic-patient-poll   */15 * * * *   False   0   14m\nepic-bulk-export    0 20 * * *     False   0   18h",
        )
        .assistant("Both are running: the poll every 15 minutes and the bulk export at 20:00.")
        .user("leave the poll job for now as a safety net. once bulk has run clean for a week we remove the polling job — remind me on the 15th")
        .stop(),
    planted: [t("polling")],
  },
  {
    id: "b53-empty-siu",
    build: (s) =>
      s
        .user("maybe epic sends cancelled appointments as both SIU^S15 and S17? the scheduling counts look doubled")
        .assistant("That's one theory; another is that reschedules arrive as S15 plus S12. I don't have scheduling captures yet, so I can't tell which.")
        .bash("ls captures/epic/ | grep -c SIU", "0")
        .assistant("No SIU captures at all so far. We'd need their test feed switched on before guessing further.")
        .stop(),
    planted: [],
  },
  {
    id: "b53-empty-pasted-config",
    build: (s) =>
      s
        .user(
          "what does this mean, from their interface config:\n```\n# NEVER set ACK_TIMEOUT below 15s\n# always resend on AR\nACK_TIMEOUT=30\nRESEND=ON_AR\n```",
        )
        .assistant(
          "It's their sender's side: they wait 30 s for our ACK (and warn their own admins not to go below 15 s), and they resend a message when we answer AR. Nothing for us to set.",
        )
        .bash("grep -rn 'ACK_TIMEOUT' docs/", "")
        .stop(),
    planted: [],
  },
  {
    id: "b53-empty-coffee",
    build: (s) =>
      s
        .user("brigid's cafeteria coffee is a war crime btw. on site for the cutover rehearsal. check the channel is up?")
        .bash("npm run mirth:status -- BRIGID_ADT_IN", "BRIGID_ADT_IN: STARTED, received 1,204 today, errored 0")
        .assistant("Up and healthy: 1,204 messages today, none errored. Good luck with the coffee.")
        .stop(),
    planted: [],
  },
];

/** The set: events, segments and scoring of BLIND53_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND53 = plantedSet(BLIND53_SESSIONS, Date.UTC(2026, 10, 2, 9));
