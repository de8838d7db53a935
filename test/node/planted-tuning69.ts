/**
 * Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: healthcare and fintech compliance-heavy backends (audit trails, PII/PHI, retention
 * periods, approvals) in Gemini CLI's voice ("I will read…", "I have updated…"), with formal
 * users; facts about regulations as they apply to the codebase. Each session is one segment;
 * the items planted in it are listed with it: 64 items (16 decisions, 16 instructions, 16
 * facts, 16 tasks) in 54 sessions, 12 of which plant nothing. Every other message must give
 * nothing: questions, hypotheses, proposals the user rejects or never confirms, withdrawn
 * ideas, unconfirmed guesses, quoted code, logs and tool output, chit-chat, and requests the
 * agent completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (the one test/node/planted-blind.ts states):
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

export const TUNING69_SESSIONS: BlindSession[] = [
  {
    id: "t69-01-kms",
    planted: [{ kind: "decision", keys: ["kms"] }],
    build: (s) =>
      s
        .user("We need envelope encryption for the PHI columns. I would propose HashiCorp Vault's transit engine for the data keys.")
        .assistant("I will read the current encryption helper to see what it expects from a key provider.")
        .file("Read", "src/crypto/envelope.ts")
        .assistant("The helper takes a `KeyProvider` interface with `wrap` and `unwrap`. Both Vault transit and AWS KMS would fit behind it.")
        .user(
          "Having spoken with infrastructure, I withdraw the Vault suggestion: they will not operate a Vault cluster. We will use AWS KMS for the data keys, with one customer master key per environment.",
        )
        .file("Edit", "src/crypto/kms-provider.ts")
        .bash("npm test -- crypto", " PASS  test/crypto/envelope.test.ts (9 tests)")
        .assistant("I have added a KMS-backed `KeyProvider`; the nine envelope tests pass."),
  },
  {
    id: "t69-02-phi-logs",
    planted: [
      { kind: "instruction", keys: ["phi", "logs"] },
      { kind: "fact", keys: ["sentry", "baa"] },
    ],
    build: (s) =>
      s
        .user("A standing rule for this repository: PHI must never appear in logs, not even at debug level. That includes names, dates of birth and MRNs.")
        .assistant("Understood. I will search the handlers for log statements that interpolate patient fields.")
        .bash(
          "rg -n 'logger\\.(info|debug).*patient' src/",
          'src/intake/handler.ts:88:  logger.debug("intake for " + patient.name)\nsrc/intake/handler.ts:112:  // never log the raw payload',
        )
        .assistant("One debug line in `src/intake/handler.ts` logs the patient name. Shall I also forward errors to Sentry as before?")
        .user("Be aware that we have a signed BAA with AWS but not with Sentry, so Sentry is not covered for PHI. Error events sent there must be scrubbed.")
        .file("Edit", "src/intake/handler.ts")
        .assistant("I have replaced the name with the intake id in that debug line."),
  },
  {
    id: "t69-03-retention",
    planted: [
      { kind: "decision", keys: ["retention", "weekly"] },
      { kind: "fact", keys: ["six years"] },
    ],
    build: (s) =>
      s
        .user("Please schedule the retention purge job. Let us run it nightly at 03:00 UTC.")
        .assistant("I will look at the existing cron definitions first.")
        .bash("cat deploy/cron.yaml", "jobs:\n  - name: reconcile\n    schedule: '0 2 * * *'\n  # TODO: retention purge")
        .assistant(
          "There is a reconcile job at 02:00 and a TODO for the purge. A nightly purge would contend with the reconcile job's table locks; would a different cadence suit?",
        )
        .user(
          "Good point. Change of plan: the retention purge runs weekly, Sunday 04:00 UTC, not nightly. For context, HIPAA documentation must be kept for six years, so the purge only touches audit records older than six years.",
        )
        .file("Edit", "deploy/cron.yaml")
        .assistant("I have added the weekly purge on Sundays at 04:00 UTC with a cutoff of six years."),
  },
  {
    id: "t69-04-compliance-check",
    planted: [{ kind: "instruction", keys: ["compliance-check"] }],
    build: (s) =>
      s
        .user("Before every push, run `make compliance-check`. It scans for hard-coded identifiers and unapproved licences. This applies to you as well.")
        .assistant("Noted. I will run it now on the current branch.")
        .bash("make compliance-check", "licence scan: ok\nidentifier scan: 0 findings\ncompliance-check passed")
        .assistant("The check passed with no findings.")
        .user("Thank you.")
        .assistant("You are welcome."),
  },
  {
    id: "t69-05-empty-lint",
    planted: [],
    build: (s) =>
      s
        .user("Could you fix the lint errors in src/claims/validate.ts?")
        .bash("npx eslint src/claims/validate.ts", "src/claims/validate.ts\n  14:7  error  'unused' is assigned a value but never used  no-unused-vars")
        .assistant("There is one unused variable on line 14. I will remove it.")
        .file("Edit", "src/claims/validate.ts")
        .bash("npx eslint src/claims/validate.ts", "")
        .assistant("The file is now lint-clean.")
        .user("Perfect, thanks.")
        .assistant("Glad to help."),
  },
  {
    id: "t69-06-pci-scope",
    planted: [
      { kind: "fact", keys: ["pci", "card-vault"] },
      { kind: "decision", keys: ["vault", "tokenize"] },
    ],
    build: (s) =>
      s
        .user("What is our PCI footprint at the moment? I need to answer the QSA's questionnaire.")
        .assistant("I will list the services that import the card number type.")
        .bash("rg -l 'PrimaryAccountNumber' services/", "services/card-vault/src/pan.ts\nservices/checkout/src/legacy_pan.ts")
        .assistant("Two services reference PANs: `card-vault` and, surprisingly, `checkout` through `legacy_pan.ts`.")
        .user(
          "checkout's file is dead code from 2023. To be precise for the questionnaire: only the card-vault service is in PCI scope. And we have decided that checkout will tokenize through the vault from now on rather than hold PANs at all.",
        )
        .file("Edit", "services/checkout/src/legacy_pan.ts")
        .assistant("Understood. I have deleted the dead PAN code in checkout."),
  },
  {
    id: "t69-07-export-task",
    planted: [{ kind: "task", keys: ["export", "audit"] }],
    build: (s) =>
      s
        .user("Add the CSV export endpoint for lab results, as specified in ticket HC-412.")
        .file("Write", "src/labs/export.ts")
        .bash("npm test -- labs", " PASS  test/labs/export.test.ts (5 tests)")
        .assistant("The endpoint is in place and five tests pass. It does not yet write an audit event when a clinician exports results.")
        .user("Leave the audit event for the export out of this PR; we still need to add it in a follow-up once the event schema is approved.")
        .assistant("Understood, I will not add it here."),
  },
  {
    id: "t69-08-synthetic",
    planted: [
      { kind: "instruction", keys: ["synthetic"] },
      { kind: "fact", keys: ["staging", "snapshot"] },
    ],
    build: (s) =>
      s
        .user("I need a fixture for the claims adjudication test.")
        .assistant("I could copy a few rows from the staging database to get realistic claims. Would that be acceptable?")
        .user(
          "No. Test fixtures use synthetic data only; never copy rows from any environment, even staging. Staging is refreshed from an anonymised production snapshot every Sunday, but the anonymisation is not certified.",
        )
        .file("Write", "test/fixtures/claims.ts")
        .bash("npm test -- adjudication", " PASS  test/claims/adjudication.test.ts (11 tests)")
        .assistant("I have written generated claims with fictitious members; the eleven adjudication tests pass."),
  },
  {
    id: "t69-09-empty-question",
    planted: [],
    build: (s) =>
      s
        .user("Is the audit log hash-chained? Someone mentioned it in the architecture review.")
        .file("Read", "src/audit/writer.ts")
        .assistant(
          "I do not see any chaining in `src/audit/writer.ts`: each row is written independently, with no previous-hash column. It is possible that a database trigger does it, but I have not found one.",
        )
        .user("Hmm. Maybe it was the old system. Never mind for now.")
        .assistant("Very well."),
  },
  {
    id: "t69-10-margaret",
    planted: [{ kind: "fact", keys: ["margaret"] }],
    build: (s) =>
      s
        .user("Who signs off on changes to the consent model? I do not want to merge this without the right person seeing it.")
        .assistant("I will check CODEOWNERS.")
        .bash("cat .github/CODEOWNERS", "/src/consent/ @compliance-team\n/src/billing/ @payments-owners")
        .assistant("The consent directory is owned by `@compliance-team`. I cannot tell from the file who leads it.")
        .user("Margaret Okafor is our compliance officer; she approves anything that changes consent handling. I will ask her for a review.")
        .assistant("Thank you, I will leave the pull request in draft until she has reviewed it."),
  },
  {
    id: "t69-11-dual-approval",
    planted: [
      { kind: "decision", keys: ["dual approval"] },
      { kind: "task", keys: ["expiry"] },
    ],
    build: (s) =>
      s
        .user(
          "Wire transfers above 10,000 USD: after the meeting with Risk we settled on dual approval. Two distinct approvers, neither of whom initiated the wire.",
        )
        .assistant("I will read the current approval model.")
        .file("Read", "src/payments/approvals.ts")
        .assistant("The model supports a single approver. I will extend it to a list and check that the initiator is excluded.")
        .file("Edit", "src/payments/approvals.ts")
        .bash("npm test -- approvals", " PASS  test/payments/approvals.test.ts (14 tests)")
        .assistant("Done; fourteen tests pass. Should pending approvals expire?")
        .user(
          "They should, after 48 hours, but that is a separate piece of work. Please record the approval expiry as an open task; we will do it next sprint.",
        )
        .assistant("Noted as an open item."),
  },
  {
    id: "t69-12-rollback",
    planted: [{ kind: "instruction", keys: ["rollback"] }],
    build: (s) =>
      s
        .user("Write the migration that adds `consent_version` to `patients`.")
        .file("Write", "migrations/0042_consent_version.up.sql")
        .assistant("I have written the up migration.")
        .user(
          "Every migration in this repository must come with a rollback script, `NNNN_name.down.sql`. The change advisory board rejects releases without one.",
        )
        .file("Write", "migrations/0042_consent_version.down.sql")
        .bash("make migrate-check", "0042_consent_version: up ok, down ok")
        .assistant("I have added the down migration and both directions apply cleanly."),
  },
  {
    id: "t69-13-empty-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("The nightly HL7 import was slow again. Any idea why?")
        .bash("grep -c 'ACK timeout' logs/hl7-import.log", "37")
        .assistant(
          "There are 37 ACK timeouts in last night's log. Perhaps the interface engine is throttling us, or perhaps our connection pool is too small. I cannot say which without more data.",
        )
        .user("Could be either. Let us look again if it recurs.")
        .assistant("Agreed."),
  },
  {
    id: "t69-14-pgaudit",
    planted: [
      { kind: "decision", keys: ["pgaudit"] },
      { kind: "fact", keys: ["partitioned"] },
    ],
    build: (s) =>
      s
        .user("The auditors want database-level read auditing on the claims tables. Options are triggers or pgaudit.")
        .assistant("I will check what the database already has.")
        .bash("psql -c '\\d+ audit_events' | head -5", 'Partitioned table "public.audit_events"\nPartition key: RANGE (occurred_at)')
        .assistant("`audit_events` is range-partitioned on `occurred_at`. Triggers cannot record SELECTs, so only pgaudit would cover read auditing.")
        .user(
          "Right. We go with pgaudit for read auditing; triggers are out. For the record, audit_events is partitioned by month, one partition per calendar month.",
        )
        .file("Edit", "infra/postgres/parameters.tf")
        .assistant("I have enabled the pgaudit extension in the parameter group with `pgaudit.log = 'read'`."),
  },
  {
    id: "t69-15-jira",
    planted: [{ kind: "instruction", keys: ["jira"] }],
    build: (s) =>
      s
        .user("Commit this please.")
        .bash("git commit -am 'fix rounding in premium calc'", "[feature/premium 3e1a9c2] fix rounding in premium calc")
        .assistant("I have committed the change.")
        .user("From now on, each commit message must start with the Jira key, e.g. `PAY-231: fix rounding`. The SOX change log is built from those keys.")
        .bash("git commit --amend -m 'PAY-231: fix rounding in premium calc'", "[feature/premium 8b0d441] PAY-231: fix rounding in premium calc")
        .assistant("I have amended the commit message to begin with PAY-231."),
  },
  {
    id: "t69-16-pepper",
    planted: [
      { kind: "decision", keys: ["hmac"] },
      { kind: "task", keys: ["pepper"] },
    ],
    build: (s) =>
      s
        .user("We need to look up members by SSN without storing the SSN in clear. Would bcrypt work?")
        .assistant(
          "bcrypt is salted per value, so it would not allow equality lookups. A keyed HMAC-SHA256 with a secret pepper would allow them. I will read the member repository.",
        )
        .file("Read", "src/members/repo.ts")
        .user("Then it is decided: SSNs are stored as an HMAC-SHA256 digest with a pepper from the secrets manager, for lookups only.")
        .file("Edit", "src/members/repo.ts")
        .bash("npm test -- members", " PASS  test/members/repo.test.ts (8 tests)")
        .assistant("Implemented; eight tests pass.")
        .user(
          "The pepper currently in staging was shared over Slack, which is not acceptable. Rotating the pepper is an open item before the Q1 audit; do not do it today.",
        )
        .assistant("Understood, I have not changed it."),
  },
  {
    id: "t69-17-empty-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("Good morning. Busy day ahead, the auditors arrive at ten.")
        .assistant("Good morning. I hope the audit goes smoothly. How can I help?")
        .user("Just show me the git status for now.")
        .bash("git status --short", " M src/audit/query.ts")
        .assistant("One modified file: `src/audit/query.ts`.")
        .user("Fine, that is my change from yesterday.")
        .assistant("Understood."),
  },
  {
    id: "t69-18-console-log",
    planted: [{ kind: "instruction", keys: ["console.log"] }],
    build: (s) =>
      s
        .user("There is a `console.log(req.body)` in the KYC webhook. Please remove it.")
        .file("Edit", "src/kyc/webhook.ts")
        .assistant("I have removed it.")
        .user(
          "Going forward, do not use console.log anywhere in src/; use the structured logger from `src/log.ts`, which applies the redaction list. console.log bypasses it.",
        )
        .bash("rg -c 'console\\.log' src/", "src/reports/monthly.ts:2")
        .assistant("Two further occurrences remain in `src/reports/monthly.ts`. Should I replace them now?")
        .user("Yes please.")
        .file("Edit", "src/reports/monthly.ts")
        .assistant("I have replaced both with `logger.info`."),
  },
  {
    id: "t69-19-onfido",
    planted: [{ kind: "fact", keys: ["onfido"] }],
    build: (s) =>
      s
        .user("The identity verification calls are failing intermittently with 429.")
        .bash("grep '429' logs/kyc.log | tail -2", "POST /v3/checks 429 Too Many Requests\nPOST /v3/checks 429 Too Many Requests")
        .assistant("The provider is rate-limiting the checks endpoint. Which provider is this, and do you know its limit?")
        .user("Our KYC provider is Onfido, and our contract allows 400 requests per minute on the checks API. We exceed it during the morning batch.")
        .file("Edit", "src/kyc/client.ts")
        .assistant("I have added a token bucket at 380 requests per minute to the client, leaving a margin."),
  },
  {
    id: "t69-20-dpia",
    planted: [{ kind: "task", keys: ["dpia"] }],
    build: (s) =>
      s
        .user("The product team wants usage analytics on the patient portal. Could you outline what data the events would carry?")
        .file("Read", "src/portal/events.ts")
        .assistant(
          "The existing events carry the patient id, page and timestamp. An analytics feed would need at least those three. Perhaps we could hash the patient id?",
        )
        .user(
          "Perhaps. Nothing ships before a DPIA is written for it, though. That is outstanding: someone has to draft the DPIA for portal analytics before we go further.",
        )
        .assistant("Understood, I will not start on the implementation."),
  },
  {
    id: "t69-21-empty-done-request",
    planted: [],
    build: (s) =>
      s
        .user("Please rename `getPt` to `getPatient` across the codebase.")
        .bash("rg -l 'getPt\\b' src test", "src/patients/service.ts\nsrc/patients/routes.ts\ntest/patients/service.test.ts")
        .file("Edit", "src/patients/service.ts")
        .file("Edit", "src/patients/routes.ts")
        .file("Edit", "test/patients/service.test.ts")
        .bash("npm test -- patients", " PASS  test/patients/service.test.ts (6 tests)")
        .assistant("I have renamed the function in three files and the six patient tests pass.")
        .user("Lovely.")
        .assistant("Anything else?")
        .user("Not today."),
  },
  {
    id: "t69-22-shredding",
    planted: [
      { kind: "decision", keys: ["shredding"] },
      { kind: "fact", keys: ["30 days"] },
    ],
    build: (s) =>
      s
        .user("How should we implement GDPR erasure, given that the event store is append-only?")
        .assistant(
          "Two options come to mind: rewriting the affected events, or crypto-shredding, where each data subject's fields are encrypted with a per-subject key that is deleted on erasure.",
        )
        .user(
          "We will adopt crypto-shredding; rewriting the event store is not an option. Bear in mind that under GDPR an erasure request must be completed within 30 days of receipt.",
        )
        .file("Write", "src/privacy/subject-keys.ts")
        .bash("npm test -- privacy", " PASS  test/privacy/subject-keys.test.ts (7 tests)")
        .assistant("I have added per-subject keys and a `shred(subjectId)` function; seven tests pass."),
  },
  {
    id: "t69-23-audit-event",
    planted: [{ kind: "instruction", keys: ["audit event"] }],
    build: (s) =>
      s
        .user("New endpoint: GET /patients/:id/allergies.")
        .file("Write", "src/patients/allergies.ts")
        .assistant("I have written the handler.")
        .user(
          "You missed the audit. Every endpoint that reads or writes PHI must emit an audit event with actor, patient id and purpose of use. Please treat that as a rule for all future endpoints.",
        )
        .file("Edit", "src/patients/allergies.ts")
        .bash("npm test -- allergies", " PASS  test/patients/allergies.test.ts (4 tests)")
        .assistant("The handler now emits `phi.read` with actor, patient id and purpose; four tests pass."),
  },
  {
    id: "t69-24-consent-backfill",
    planted: [{ kind: "task", keys: ["consent", "backfill"] }],
    build: (s) =>
      s
        .user("How many patients have no consent record?")
        .bash("psql -c 'select count(*) from patients p left join consents c on c.patient_id = p.id where c.id is null'", " count\n-------\n  1284")
        .assistant("1,284 patients have no consent record.")
        .user("That is the pre-2022 cohort. We will need a consent backfill from the paper archive; it is a follow-up for the data team, not for today.")
        .assistant("Understood."),
  },
  {
    id: "t69-25-empty-rejected",
    planted: [],
    build: (s) =>
      s
        .user("Should we move the audit log to a separate database?")
        .assistant("It might help isolation. I will check the current size of the audit tables to gauge the effort.")
        .bash("psql -c \"select pg_size_pretty(pg_total_relation_size('audit_events'))\"", " pg_size_pretty\n----------------\n 412 GB")
        .assistant("The audit table is 412 GB. A separate database would mean a dual-write period. I could sketch a plan?")
        .user("No, too much for this quarter. We are not doing that.")
        .assistant("Understood, I will drop the idea."),
  },
  {
    id: "t69-26-minor-units",
    planted: [
      { kind: "instruction", keys: ["minor units"] },
      { kind: "fact", keys: ["fincen"] },
    ],
    build: (s) =>
      s
        .user("The CTR check compares `amount > 10000.0`. Please look.")
        .file("Read", "src/aml/ctr.ts")
        .assistant("The amount is a float in dollars. The comparison is also strict, so exactly 10,000 would not trigger.")
        .user(
          "Two things. Amounts are always integers in minor units in this codebase; floats for money are forbidden. And the rule: cash transactions over 10,000 USD must be reported to FinCEN on a Currency Transaction Report within 15 days.",
        )
        .file("Edit", "src/aml/ctr.ts")
        .bash("npm test -- ctr", " PASS  test/aml/ctr.test.ts (6 tests)")
        .assistant("I have switched to cents and `> 1_000_000`; six tests pass."),
  },
  {
    id: "t69-27-fhir",
    planted: [{ kind: "decision", keys: ["fhir"] }],
    build: (s) =>
      s
        .user("For the payer data exchange, should we build on FHIR R4 or keep the custom JSON?")
        .assistant("I will check what the payer's sandbox accepts.")
        .bash("curl -s https://sandbox.payer.example/metadata | jq .fhirVersion", '"4.0.1"')
        .assistant("The sandbox speaks FHIR 4.0.1, which is R4.")
        .user("Then we go with FHIR R4 for the payer exchange and retire the custom JSON format once the pilot ends.")
        .file("Write", "src/exchange/fhir/patient.ts")
        .assistant("I have started the Patient resource mapper."),
  },
  {
    id: "t69-28-utc",
    planted: [{ kind: "instruction", keys: ["utc"] }],
    build: (s) =>
      s
        .user("The approval timestamps in the report are off by an hour.")
        .file("Read", "src/reports/approvals.ts")
        .assistant("The report formats with the server's local zone, which is Europe/London, currently BST.")
        .user("All timestamps are stored and reported in UTC, without exception. Conversion to local time only happens in the UI.")
        .file("Edit", "src/reports/approvals.ts")
        .bash("npm test -- reports", " PASS  test/reports/approvals.test.ts (3 tests)")
        .assistant("I have made the report use UTC; three tests pass."),
  },
  {
    id: "t69-29-empty-quoted-log",
    planted: [],
    build: (s) =>
      s
        .user("What does this warning mean?\n```\nWARN retention: policy 'always-keep' never expires records; TODO: review\n```")
        .bash("rg -n 'always-keep' src/", "src/retention/policies.ts:21:  'always-keep': { days: Infinity },")
        .assistant("It comes from `src/retention/policies.ts` line 21: the policy has an infinite retention and the warning prints whenever a record uses it.")
        .user("Ah, so it is just the default warning text.")
        .assistant("Yes, it is emitted for every record under that policy."),
  },
  {
    id: "t69-30-loki",
    planted: [
      { kind: "decision", keys: ["loki"] },
      { kind: "task", keys: ["datadog"] },
    ],
    build: (s) =>
      s
        .user("Legal says we cannot keep application logs at Datadog because of the data residency clause.")
        .bash("kubectl get cm fluent-bit -o yaml | grep -A1 outputs", "  outputs: |\n    [OUTPUT] Name datadog")
        .assistant("Fluent Bit ships everything to Datadog at present. Self-hosted Loki or Elasticsearch in our own account would satisfy residency.")
        .user(
          "We are moving application logs to a self-hosted Loki in eu-central-1. Elasticsearch is too expensive to run. The Datadog agent removal still has to be done after the cut-over; that is for later.",
        )
        .file("Edit", "deploy/fluent-bit.yaml")
        .assistant("I have added a Loki output alongside Datadog for the cut-over period."),
  },
  {
    id: "t69-31-mllp",
    planted: [{ kind: "fact", keys: ["mllp"] }],
    build: (s) =>
      s
        .user("The EHR integration tests cannot connect.")
        .bash("nc -zv ehr-gw.internal 2575", "Connection to ehr-gw.internal 2575 port [tcp/*] succeeded!")
        .assistant("The gateway is reachable on port 2575. Is the test using HTTP against it?")
        .user("It should not. The EHR integration speaks HL7 v2 over MLLP on port 2575, not HTTP; the test client is wrong.")
        .file("Edit", "test/ehr/client.test.ts")
        .assistant("I have switched the test client to the MLLP framing."),
  },
  {
    id: "t69-32-openssl",
    planted: [{ kind: "task", keys: ["openssl"] }],
    build: (s) =>
      s
        .user("Run the image scanner on the API image.")
        .bash("trivy image api:latest --severity HIGH,CRITICAL -q", "openssl  3.0.2  CVE-2026-1042  HIGH\nlibxml2  2.9.13  CVE-2026-0881  HIGH")
        .assistant("Two HIGH findings: openssl and libxml2. Shall I bump the base image?")
        .user("Bump libxml2 now. The openssl upgrade must wait until the FIPS-validated build is available; keep it as an open task on the list.")
        .file("Edit", "Dockerfile")
        .assistant("I have pinned libxml2 2.9.14."),
  },
  {
    id: "t69-33-empty-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("I think the session timeout might be 30 minutes, but I am not sure. Can you check what the code does?")
        .bash("rg -n 'SESSION_TTL' src/", "src/auth/session.ts:4:export const SESSION_TTL = 30 * 60;")
        .assistant("The code sets it to 30 minutes in `src/auth/session.ts`.")
        .user("Maybe that is wrong with respect to the policy. I will ask.")
        .assistant("Very well."),
  },
  {
    id: "t69-34-timeout",
    planted: [{ kind: "fact", keys: ["timeout", "15 minutes"] }],
    build: (s) =>
      s
        .user(
          "I checked with security: our HIPAA access policy requires an idle session timeout of 15 minutes for clinical users. The 30 in the code is wrong.",
        )
        .file("Edit", "src/auth/session.ts")
        .bash("npm test -- session", " PASS  test/auth/session.test.ts (5 tests)")
        .assistant("I have set the idle timeout to 15 minutes; five tests pass."),
  },
  {
    id: "t69-35-temporal",
    planted: [{ kind: "decision", keys: ["temporal"] }],
    build: (s) =>
      s
        .user("The loan approval state machine is getting hard to follow. Should we keep hand-rolling it?")
        .file("Read", "src/loans/approval-state.ts")
        .assistant("It has eleven states and three retry loops in 600 lines. A workflow engine such as Temporal would hold the retries and timers for us.")
        .user("After the architecture review we decided on Temporal for approval workflows. The hand-rolled state machine stays only until the migration.")
        .bash("npm i @temporalio/client @temporalio/worker", "added 42 packages in 9s")
        .assistant("I have added the Temporal SDK packages."),
  },
  {
    id: "t69-36-legacy-claims",
    planted: [{ kind: "instruction", keys: ["legacy_claims"] }],
    build: (s) =>
      s
        .user(
          "I am going to give you a constraint: do not alter anything in the `legacy_claims` schema without written sign-off from Dana Whitfield. It feeds the state Medicaid reporting.",
        )
        .assistant("Understood. The index I suggested yesterday would touch `legacy_claims.lines`; I will leave it.")
        .bash("psql -c '\\dn'", "  Name        | Owner\n legacy_claims | claims_admin\n public        | app")
        .assistant("I have confirmed the schema is separate and owned by `claims_admin`."),
  },
  {
    id: "t69-37-empty-proposal",
    planted: [],
    build: (s) =>
      s
        .assistant("While reading the ledger code I noticed we could cache account balances in Redis. Would you like me to prototype it?")
        .user("Hmm, maybe. What would invalidate the cache?")
        .bash("rg -n 'postEntry' src/ledger | head -3", "src/ledger/post.ts:12:export async function postEntry(")
        .assistant("Every call to `postEntry`. We would need to invalidate inside the same transaction, which Redis cannot join.")
        .user("Let me think about it.")
        .assistant("Of course."),
  },
  {
    id: "t69-38-compensating",
    planted: [
      { kind: "decision", keys: ["compensating"] },
      { kind: "fact", keys: ["reconciliation"] },
    ],
    build: (s) =>
      s
        .user("A customer was charged twice. Can we just delete the duplicate ledger entry?")
        .file("Read", "src/ledger/post.ts")
        .assistant("Deletion is possible technically, but it would break the running balance hash. Alternatively a compensating entry could reverse it.")
        .user(
          "We settle it as policy: ledger entries are never updated or deleted; corrections are always compensating entries. Note that the nightly reconciliation job compares the ledger with the bank's SFTP statement at 02:00 UTC, so the reversal will show up there tomorrow.",
        )
        .bash("npm run ledger:reverse -- --entry 88412", "posted reversal 88413 for entry 88412")
        .assistant("I have posted reversal 88413."),
  },
  {
    id: "t69-39-pagination",
    planted: [{ kind: "task", keys: ["pagination"] }],
    build: (s) =>
      s
        .user("The audit search endpoint timed out for the auditors this morning.")
        .bash("curl -s -o /dev/null -w '%{time_total}' 'localhost:8080/audit/search?actor=u-17'", "31.204")
        .assistant("31 seconds for one actor. The endpoint returns every row at once.")
        .user(
          "Remember that the audit search still needs pagination. Not now, it is not trivial with the partitions, but it has to be done before next quarter.",
        )
        .assistant("Noted."),
  },
  {
    id: "t69-40-makeunit",
    planted: [{ kind: "instruction", keys: ["make test-unit"] }],
    build: (s) =>
      s
        .user("Please run the unit tests.")
        .bash("go test ./...", "FAIL  ledger  [setup failed: KMS_ENDPOINT not set]", 1)
        .assistant("The run failed in setup because `KMS_ENDPOINT` is not set.")
        .user("Yes, do not call go test directly here. Use make test-unit, which starts the local KMS emulator and sets the variables.")
        .bash("make test-unit", "ok  ledger  2.114s\nok  payments  1.882s")
        .assistant("Through the Makefile both packages pass."),
  },
  {
    id: "t69-41-empty-question-audit",
    planted: [],
    build: (s) =>
      s
        .user("What would happen if an auditor asked for all access to one patient's chart last year?")
        .file("Read", "src/audit/query.ts")
        .assistant("There is a query by patient id over `audit_events`. It would scan the twelve monthly partitions. I have not measured it.")
        .user("Could you estimate it?")
        .bash("psql -c 'explain select * from audit_events where patient_id = 42' | tail -1", "Planning Time: 0.4 ms")
        .assistant("The plan uses the patient id index in each partition, so it should be fast.")
        .user("Good to know."),
  },
  {
    id: "t69-42-column-encryption",
    planted: [{ kind: "fact", keys: ["column-level"] }],
    build: (s) =>
      s
        .user("Why does the patients query return bytea for ssn?")
        .bash("psql -c '\\d patients' | grep -E 'ssn|dob'", " ssn | bytea\n dob | bytea")
        .assistant("Both `ssn` and `dob` are stored as `bytea`. Is something encrypting them before insert?")
        .user("Yes: the patients table uses column-level encryption on ssn and dob via pgcrypto, decrypted only in the records service.")
        .file("Read", "src/records/decrypt.ts")
        .assistant("I see the decryption in `src/records/decrypt.ts`."),
  },
  {
    id: "t69-43-ach",
    planted: [
      { kind: "task", keys: ["ach batch"] },
      { kind: "instruction", keys: ["feature flag"] },
    ],
    build: (s) =>
      s
        .user("Add the new KYC rule for high-risk jurisdictions.")
        .file("Edit", "src/kyc/rules.ts")
        .assistant("I have added the rule to the rule set.")
        .user(
          "Each new KYC rule must ship behind a feature flag, off by default, so compliance can enable it after review. Please wrap it. Also, unrelated: the ACH batch job still has to move to the new scheduler; put it on the list for later.",
        )
        .file("Edit", "src/kyc/rules.ts")
        .bash("npm test -- kyc", " PASS  test/kyc/rules.test.ts (17 tests)")
        .assistant("The rule is now behind `kyc.high_risk_jurisdictions`, off by default; seventeen tests pass."),
  },
  {
    id: "t69-44-ulid",
    planted: [{ kind: "decision", keys: ["ulid"] }],
    build: (s) =>
      s
        .user("The patient URLs expose the MRN: `/patients/00412873`. That is an identifier under HIPAA.")
        .bash("rg -n ':mrn' src/routes", "src/routes/patients.ts:9:  app.get('/patients/:mrn', ...)")
        .assistant("One route. We could use a random UUID or a ULID as the public id.")
        .user("Decision: the public patient id is a ULID; the MRN never appears in a URL again.")
        .file("Edit", "src/routes/patients.ts")
        .assistant("I have changed the route to `/patients/:id` with a ULID lookup."),
  },
  {
    id: "t69-45-empty-status",
    planted: [],
    build: (s) =>
      s
        .user("Is the deploy finished?")
        .bash("kubectl rollout status deploy/api", 'deployment "api" successfully rolled out')
        .assistant("Yes, the API deployment has rolled out successfully.")
        .user("And the worker?")
        .bash("kubectl rollout status deploy/worker", 'deployment "worker" successfully rolled out')
        .assistant("The worker too.")
        .user("Excellent, thank you."),
  },
  {
    id: "t69-46-codeowners",
    planted: [
      { kind: "instruction", keys: ["payments-owners"] },
      { kind: "fact", keys: ["servicenow"] },
    ],
    build: (s) =>
      s
        .user("Open the PR for the fee change.")
        .bash("gh pr create --fill", "https://github.com/acme/ledger/pull/912")
        .assistant("The pull request is open as #912. Shall I request a review from you?")
        .user(
          "Request it from @payments-owners; anything under src/billing needs their approval, always. And for background: SOX auditors pull every production change from ServiceNow each quarter, so the deploy needs a change ticket there.",
        )
        .bash("gh pr edit 912 --add-reviewer acme/payments-owners", "https://github.com/acme/ledger/pull/912")
        .assistant("I have requested the review from the payments owners."),
  },
  {
    id: "t69-47-runbook",
    planted: [{ kind: "task", keys: ["runbook", "breach"] }],
    build: (s) =>
      s
        .user("Do we have anything written for a breach notification?")
        .bash("ls docs/runbooks", "db-failover.md\nkey-rotation.md")
        .assistant("There are runbooks for database failover and key rotation, but none for breach notification.")
        .user("Then the breach notification runbook is a gap. Add it to the open items; I will draft it with legal next week.")
        .assistant("Added to the open items."),
  },
  {
    id: "t69-48-audit-v1",
    planted: [{ kind: "fact", keys: ["audit_v1"] }],
    build: (s) =>
      s
        .user("I see two audit tables. Which one is live?")
        .bash("psql -c \"select relname, n_tup_ins from pg_stat_user_tables where relname like 'audit%'\"", " audit_events | 8812331\n audit_v1     |   40211")
        .assistant("Both receive inserts. `audit_v1` has far fewer. Is some older component still writing to it?")
        .user("Yes. The old PHP billing portal still writes to audit_v1; it will keep doing so until the portal is retired.")
        .assistant("Understood; I will include both tables in the audit queries."),
  },
  {
    id: "t69-49-empty-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("Let us switch the retention job to Airflow.")
        .file("Read", "deploy/cron.yaml")
        .assistant("I will draft the DAG. Before I start: Airflow would be a new component in the PCI environment.")
        .user("Ah, you are right, forget it. Keep the cron job as it is.")
        .assistant("Very well, no change."),
  },
  {
    id: "t69-50-doppler",
    planted: [
      { kind: "instruction", keys: ["doppler"] },
      { kind: "task", keys: ["sanctions"] },
    ],
    build: (s) =>
      s
        .user("Start the service locally.")
        .bash("npm run dev", "Error: DATABASE_URL is not defined", 1)
        .assistant("It needs `DATABASE_URL`. I could create a `.env` file with the local values.")
        .user(
          "No .env files, please. Secrets are always injected with doppler run, e.g. `doppler run -- npm run dev`; a .env file would end up in a backup sooner or later.",
        )
        .bash("doppler run -- npm run dev", "listening on :8080")
        .assistant("The service is running on port 8080.")
        .user("While you are here: the sanctions screening has no tests for fuzzy name matching. We must add them, but not in this session.")
        .assistant("Noted for later."),
  },
  {
    id: "t69-51-fx",
    planted: [
      { kind: "task", keys: ["fx rates"] },
      { kind: "fact", keys: ["bsa"] },
    ],
    build: (s) =>
      s
        .user("Does our code file SARs automatically?")
        .bash("rg -il 'suspicious activity' src/", "src/aml/alerts.ts")
        .assistant("Only `src/aml/alerts.ts` mentions it; it raises alerts but files nothing.")
        .user(
          "Correct. SAR filings are done manually by the BSA team; the code only raises the alert. Separately, I noticed hard-coded FX rates in alerts.ts. The FX rates should come from the treasury feed; that is a to-do for later, leave it.",
        )
        .assistant("Understood, I will leave the rates alone."),
  },
  {
    id: "t69-52-access-review",
    planted: [
      { kind: "task", keys: ["access review"] },
      { kind: "decision", keys: ["opa"] },
      { kind: "instruction", keys: ["emoji"] },
      { kind: "decision", keys: ["pino"] },
      { kind: "task", keys: ["test patients"] },
    ],
    build: (s) =>
      s
        .user("A few things from the compliance sync. First, we agreed: access policies move to OPA, replacing the role checks scattered in the handlers.")
        .file("Read", "src/authz/roles.ts")
        .assistant("There are 46 inline role checks 🙂. I will prepare the OPA bundle layout.")
        .user(
          "Please keep your messages free of emoji; the transcripts go into the audit evidence. Second: redaction is done by pino's redact option at the logger, so we decided to drop the hand-written scrubber.",
        )
        .file("Edit", "src/log.ts")
        .bash("npm test -- log", " PASS  test/log.test.ts (10 tests)")
        .assistant("I have configured pino redact paths and removed the scrubber; ten tests pass.")
        .user(
          "Third, open items for later: the quarterly access review process is undocumented and needs writing up, and the test patients created in staging last month need deleting. Neither today.",
        )
        .assistant("Both are recorded as open items."),
  },
  {
    id: "t69-53-xbrl",
    planted: [
      { kind: "decision", keys: ["xbrl"] },
      { kind: "task", keys: ["pdf renderer"] },
    ],
    build: (s) =>
      s
        .user("For the quarterly capital report to the regulator, we will generate a PDF from the existing template.")
        .file("Read", "src/regreports/quarterly.ts")
        .assistant("I will reuse the PDF renderer from the monthly statements. It needs the figures as a flat table.")
        .bash("ls src/regreports", "quarterly.ts\npdf-renderer.ts\ntemplates")
        .user(
          "Scratch the PDF. I have just read the portal guidance: the regulator accepts XBRL only. We submit the quarterly report as XBRL, generated from the same figures.",
        )
        .file("Write", "src/regreports/xbrl.ts")
        .assistant("I have started an XBRL writer for the quarterly figures.")
        .user("Once the XBRL path is live, the old PDF renderer for regulatory reports should be deleted. Not now; put it on the list.")
        .assistant("Recorded for later."),
  },
  {
    id: "t69-54-debezium",
    planted: [
      { kind: "decision", keys: ["debezium"] },
      { kind: "instruction", keys: ["legal memo"] },
      { kind: "task", keys: ["actor_id"] },
    ],
    build: (s) =>
      s
        .user("How do we feed the audit warehouse? Polling the tables every minute misses deletes.")
        .bash("psql -c 'show wal_level'", " wal_level\n-----------\n logical")
        .assistant("The database already runs with `wal_level = logical`, so change data capture with Debezium would be possible without a restart.")
        .user(
          "Good. We will use Debezium for the audit feed and stop the polling job. Another rule while I think of it: any pull request that changes a retention period must link the legal memo that justifies it.",
        )
        .file("Edit", "deploy/debezium/connector.json")
        .assistant("I have configured the connector for the audit tables. The warehouse queries filter on actor id without an index, by the way.")
        .user("I know. An index on audit_events(actor_id) is still to be added, after the auditors leave; not during the freeze.")
        .assistant("Understood, I will not add it now."),
  },
];

export const TUNING69 = plantedSet(TUNING69_SESSIONS, Date.UTC(2026, 10, 2, 9));
