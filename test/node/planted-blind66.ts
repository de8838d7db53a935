/**
 * Blind planted set 66 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 * Also written without reading the other planted sets' sessions, from issue 19's description
 * of what should and should not be remembered.
 *
 * Style: security incident response and hardening (leaked keys, suspicious logins, WAF and
 * rate-limit rules, credential rotation, SSO and MFA settings, post-incident actions, pen-test
 * findings) in Claude Code and Codex CLI voice: tense and terse under pressure during an
 * incident, calmer in the follow-up sessions. Each session is one segment; the items planted in
 * it are listed with it: 64 items (16 decisions, 16 instructions, 16 facts, 16 tasks) in 57
 * sessions, 21 of which plant nothing (67 user/assistant messages). Those sessions, and every
 * other message, must give nothing: questions, hypotheses, proposals the user rejects or never
 * confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output (with words
 * like "always", "never", "TODO"), chit-chat, and requests the agent completes in the same
 * session.
 * Superseded decisions: only the later one is planted.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before the extractor is run):
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

export const BLIND66_SESSIONS: BlindSession[] = [
  {
    id: "k01-stripe-key-gist",
    planted: [
      { kind: "decision", keys: ["doppler"] },
      { kind: "task", keys: ["webhook"] },
    ],
    build: (s) =>
      s
        .user("stripe LIVE key is in a public gist. sk_live_…9f2. revoke it NOW, don't ask, just do it")
        .bash("stripe api_keys roll --live rk_live_prod_main --confirm", "Rolled key rk_live_prod_main. New key created: sk_live_…a41 (shown once)")
        .assistant("Rolled. Old key is dead as of 06:12 UTC. New one is only in my terminal output right now, where do you want it?")
        .user(
          "ok breathe. decision: every payment secret lives in doppler from today on, no more .env files with stripe keys on laptops. put the new one in doppler prd config",
        )
        .bash(
          "doppler secrets set STRIPE_SECRET_KEY --config prd --project billing",
          "┌────────────────────┬──────────┐\n│ NAME               │ VALUE    │\n│ STRIPE_SECRET_KEY  │ sk_live… │",
        )
        .user("the webhook signing secret should be rotated as well but finance has to update their reconciliation job first. not today, leave that for later")
        .assistant("Understood, the webhook secret stays as is for now. The live key is rotated and stored in Doppler (prd).")
        .stop(),
  },
  {
    id: "k02-bastion-logins",
    planted: [{ kind: "fact", keys: ["bastion", "password"] }],
    build: (s) =>
      s
        .user("alert from wazuh: logins on bastion-01 from 185.220.101.4 at 3am. tor exit?? check it")
        .bash(
          "ssh bastion-01 'sudo grep -E \"Accepted|Failed\" /var/log/auth.log | tail -5'",
          "Nov  4 03:02:11 bastion-01 sshd[2211]: Failed password for invalid user admin from 185.220.101.4\nNov  4 03:02:13 bastion-01 sshd[2213]: Failed password for invalid user root from 185.220.101.4\nNov  4 03:02:19 bastion-01 sshd[2219]: Failed password for invalid user oracle from 185.220.101.4",
        )
        .assistant(
          "All three are *failed* attempts against users that don't exist; there is no `Accepted` line from that address. Could be a generic scanner, maybe it's the same botnet that hit the VPN last week, but I can't tell from this alone.",
        )
        .bash("ssh bastion-01 'sudo sshd -T | grep -i passwordauthentication'", "passwordauthentication no")
        .user(
          "right, I remember now. bastion only accepts keys, password auth has been off on the bastion since we built it. those 'Failed password' lines are just sshd wording for a rejected attempt",
        )
        .assistant("That matches `sshd -T`: password authentication is off, so those attempts could never succeed.")
        .stop(),
  },
  {
    id: "k03-login-rate-limit",
    planted: [{ kind: "decision", keys: ["login", "rate"] }],
    build: (s) =>
      s
        .user("credential stuffing on /api/login, 4k req/min from rotating IPs. add a rate limit rule at the edge, 10 per minute per IP")
        .file("Edit", "infra/waf/rules.tf")
        .bash("terraform plan -target=cloudflare_ruleset.login", "Plan: 0 to add, 1 to change, 0 to destroy.")
        .assistant("Plan is ready: the login rate rule at 10 requests/minute per IP. Apply?")
        .user(
          "wait. per IP won't help, they rotate. change it: login rate limit is 5 per minute keyed on ip + the username field, and block for 15 min. that's the decision, apply that",
        )
        .file("Edit", "infra/waf/rules.tf")
        .bash("terraform apply -target=cloudflare_ruleset.login -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Applied: 5/min keyed on IP + username, 15-minute block. Traffic on /api/login dropped to ~300 req/min within two minutes.")
        .stop(),
  },
  {
    id: "k04-empty-coffee",
    planted: [],
    build: (s) =>
      s
        .user("long night. is the dashboard still red or did it calm down?")
        .bash("curl -s https://status.internal/api/summary | jq .overall", '"degraded"')
        .assistant("Still showing degraded, but that's the payments-sandbox component, which has been flaky all week. Everything in prod is green.")
        .user("lol ok. thanks")
        .stop(),
  },
  {
    id: "k05-okta-mfa",
    planted: [
      { kind: "decision", keys: ["webauthn"] },
      { kind: "instruction", keys: ["sms"] },
    ],
    build: (s) =>
      s
        .user(
          "Calmer day. Follow-up from the phishing thing: we're making WebAuthn (security keys or platform passkeys) the required MFA factor for admins in Okta. Decided with Priya this morning. Can you update the terraform for the Okta policy?",
        )
        .file("Read", "infra/okta/policies.tf")
        .file("Edit", "infra/okta/policies.tf")
        .bash(
          "terraform plan -target=okta_policy_mfa.admins",
          '  ~ okta_policy_mfa.admins\n      ~ webauthn = { enroll = "REQUIRED" }\nPlan: 0 to add, 1 to change, 0 to destroy.',
        )
        .assistant("Plan shows the admin MFA policy switching WebAuthn to REQUIRED. Should I also drop Okta Verify push for admins?")
        .user(
          "no, keep push as a second option for now. and going forward: never offer SMS as a factor for any group, not even as a fallback. that's a standing rule for every policy you touch",
        )
        .bash("terraform apply -target=okta_policy_mfa.admins -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Applied. Admins now require WebAuthn, push stays available, and SMS is not enabled in any policy in that file.")
        .stop(),
  },
  {
    id: "k06-aws-keys-rotation",
    planted: [
      { kind: "fact", keys: ["ci-deployer"] },
      { kind: "task", keys: ["access", "analyzer"] },
    ],
    build: (s) =>
      s
        .user("which IAM user owns AKIA5XQ2…? it showed up in the github secret scanning alert")
        .bash("aws iam list-access-keys --user-name ci-deployer --query 'AccessKeyMetadata[].AccessKeyId'", '[\n    "AKIA5XQ2EXAMPLEKEY01"\n]')
        .assistant(
          "It belongs to `ci-deployer`. That user is the one GitHub Actions in the infra repo uses to push to ECR and run `terraform apply`, it has AdministratorAccess attached.",
        )
        .user("ugh. yes, ci-deployer is the only long-lived IAM user we have left, everything else is SSO. deactivate that key and make a new one")
        .bash(
          "aws iam update-access-key --user-name ci-deployer --access-key-id AKIA5XQ2EXAMPLEKEY01 --status Inactive && aws iam create-access-key --user-name ci-deployer",
          '{\n  "AccessKey": { "UserName": "ci-deployer", "Status": "Active" }\n}',
        )
        .assistant("Old key inactive, new key created. I put it in the repo's Actions secrets as AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY.")
        .user("thx. someday we need to run IAM Access Analyzer on ci-deployer and cut its policy down to what it really uses. not now, add it to the list")
        .stop(),
  },
  {
    id: "k07-empty-question-waf",
    planted: [],
    build: (s) =>
      s
        .user("quick question, does cloudflare's managed WAF ruleset block SQLi in JSON bodies or only query strings?")
        .assistant(
          "The managed ruleset inspects request bodies too, including JSON, up to the body inspection limit of your plan. Payloads past that limit are not inspected, so huge bodies can slip through.",
        )
        .user("and would it catch stuff like `' OR 1=1 --` base64-encoded?")
        .assistant(
          "Generally not: the rules match the decoded transport encodings (URL encoding), not application-level base64. That would have to be caught in the app.",
        )
        .stop(),
  },
  {
    id: "k08-pentest-idor",
    planted: [
      { kind: "fact", keys: ["idor", "invoices"] },
      { kind: "task", keys: ["orgid"] },
    ],
    build: (s) =>
      s
        .user(
          "pentest report came in. finding PT-07: IDOR on GET /v2/invoices/:id, you can read other tenants invoices by changing the id. can you confirm locally",
        )
        .bash('curl -s -H "Authorization: Bearer $TOKEN_TENANT_A" localhost:8080/v2/invoices/inv_tenantB_0042 | jq .tenant', '"tenant_b"')
        .assistant("Confirmed: with tenant A's token I get tenant B's invoice. The handler loads by id only; there is no tenant check in `getInvoice`.")
        .file("Edit", "src/routes/invoices.ts")
        .bash("npm test -- invoices", " ✓ invoices.test.ts (14 tests)\n ✓ invoices-tenant.test.ts (3 tests)")
        .assistant(
          "Fixed: the query now filters on `tenant_id` from the token, and I added three cross-tenant tests. The IDOR in the invoices route was real and reachable in prod since v2 shipped.",
        )
        .user(
          "good. the same pattern probably exists on the other v2 routes that take an id. we need to audit all of them and add an orgId scope check, that's a follow-up ticket for next sprint",
        )
        .stop(),
  },
  {
    id: "k09-github-sso",
    planted: [{ kind: "instruction", keys: ["personal", "tokens"] }],
    build: (s) =>
      s
        .user("set up the github org so SAML SSO is enforced. we have okta already")
        .bash("gh api orgs/acme-dev --jq '.two_factor_requirement_enabled'", "true")
        .assistant(
          "2FA is already required on the org. SAML enforcement itself has to be toggled in the org settings UI; I can't do it via the API. I prepared the Okta app config in `infra/okta/github.tf`.",
        )
        .file("Write", "infra/okta/github.tf")
        .user(
          "fine I'll click it. one rule from now on for anything you script against github: use fine-grained tokens or the app, never classic personal access tokens. classic tokens get revoked on sight",
        )
        .assistant("Noted. The helper script I wrote uses the `acme-automation` GitHub App's installation token.")
        .stop(),
  },
  {
    id: "k10-empty-log-always",
    planted: [],
    build: (s) =>
      s
        .user("what does this line in the nginx config do? can't remember who added it")
        .bash(
          "grep -n -A2 'limit_req_zone' deploy/nginx/nginx.conf",
          "14: # always keep this above the api location block, never below\n15: limit_req_zone $binary_remote_addr zone=api:10m rate=20r/s;\n16: # TODO: tune burst after launch",
        )
        .assistant(
          "It defines a shared-memory zone `api` of 10 MB tracking clients by IP, allowing 20 requests/second on average. The comment about keeping it above the api block is just about readability, nginx doesn't care about order at the http level.",
        )
        .user("ah ok, makes sense")
        .stop(),
  },
  {
    id: "k11-db-password-rotate",
    planted: [
      { kind: "instruction", keys: ["rotation", "maintenance"] },
      { kind: "fact", keys: ["replica", "pgbouncer"] },
    ],
    build: (s) =>
      s
        .user("rotate the postgres app password, the old one was in the leaked CI logs")
        .bash("vault write -f database/rotate-role/app-rw", "Success! Data written to: database/rotate-role/app-rw")
        .bash("kubectl -n prod rollout restart deploy/api && kubectl -n prod rollout status deploy/api", 'deployment "api" successfully rolled out')
        .assistant("Rotated via Vault and restarted the API. Reads are fine. Hmm, the reporting service is throwing auth errors against the replica though.")
        .bash(
          "kubectl -n prod logs deploy/reporting --tail=3",
          'FATAL: password authentication failed for user "app_ro"\nFATAL: password authentication failed for user "app_ro"',
        )
        .user(
          "yeah that's known, the read replica goes through pgbouncer, and pgbouncer has its own userlist.txt that vault doesn't update. you have to restart the pgbouncer pod to pick up new creds",
        )
        .bash("kubectl -n prod rollout restart deploy/pgbouncer-replica", "deployment.apps/pgbouncer-replica restarted")
        .assistant("Restarted pgbouncer-replica; reporting reconnected.")
        .user("also, for next time: db password rotation only in the tuesday maintenance window unless it's an active leak like today. please stick to that")
        .stop(),
  },
  {
    id: "k12-empty-hypothesis",
    planted: [],
    build: (s) =>
      s
        .user("cpu on the auth service spiked at 02:10. attack? or the bcrypt cost change?")
        .bash(
          "kubectl -n prod top pods -l app=auth",
          "NAME                    CPU(cores)   MEMORY(bytes)\nauth-7d9c6b5f4-2kxlp   1870m        412Mi\nauth-7d9c6b5f4-9qwzt   1902m        398Mi",
        )
        .assistant(
          "Both pods are near 2 cores. It might be the login flood, or it could be the cost factor bump if that deploy went out last night; I'd need the deploy log to tell.",
        )
        .user("maybe. let's just watch it for now, I'm not sure of anything yet")
        .assistant("Okay, I'll leave it alone.")
        .stop(),
  },
  {
    id: "k13-jwt-secret-leak",
    planted: [
      { kind: "decision", keys: ["asymmetric"] },
      { kind: "task", keys: ["jwks"] },
    ],
    build: (s) =>
      s
        .user("the HS256 signing secret was in the sentry breadcrumbs. anyone with it can mint tokens. what's fastest?")
        .assistant("Fastest: rotate `JWT_SECRET`, which invalidates every session. Alternatively accept both secrets for an hour. Which?")
        .user("rotate hard, kill all sessions. people log in again, whatever")
        .bash(
          "kubectl -n prod create secret generic jwt --from-literal=JWT_SECRET=$(openssl rand -hex 32) --dry-run=client -o yaml | kubectl apply -f - && kubectl -n prod rollout restart deploy/auth",
          "secret/jwt configured\ndeployment.apps/auth restarted",
        )
        .assistant("Done, all existing tokens are invalid now.")
        .user(
          "and we're done with shared secrets: we go asymmetric, ES256 with the private key only in the auth service, decided. the migration itself is a bigger job",
        )
        .user("one more for the backlog: publish a JWKS endpoint so the other services can verify without the secret. not this week")
        .assistant("Got it.")
        .stop(),
  },
  {
    id: "k14-cloudtrail-fact",
    planted: [{ kind: "fact", keys: ["cloudtrail", "security-logs"] }],
    build: (s) =>
      s
        .user("where do our cloudtrail logs end up? need them for the timeline")
        .bash(
          "aws cloudtrail describe-trails --query 'trailList[].[Name,S3BucketName,HomeRegion]' --output text",
          "org-trail\tacme-security-logs-archive\teu-west-1",
        )
        .assistant("One organization trail, `org-trail`, writing to the bucket `acme-security-logs-archive` in eu-west-1. That bucket is in which account?")
        .user(
          "the security-logs account, 4411… it's write-only from every other account, even admins in prod can't delete from it. object lock is on, 400 days",
        )
        .bash(
          "aws s3api get-object-lock-configuration --bucket acme-security-logs-archive --profile security",
          '{ "ObjectLockConfiguration": { "ObjectLockEnabled": "Enabled", "Rule": { "DefaultRetention": { "Mode": "COMPLIANCE", "Days": 400 } } } }',
        )
        .assistant("Confirmed: CloudTrail lands in the security-logs account bucket with object lock in compliance mode, 400 days.")
        .stop(),
  },
  {
    id: "k15-empty-done-request",
    planted: [],
    build: (s) =>
      s
        .user("add the new office egress IP 203.0.113.44 to the admin panel allowlist")
        .file("Edit", "infra/waf/allowlist.tf")
        .bash("terraform apply -target=cloudflare_list.admin_ips -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Added 203.0.113.44 to the admin IP list and applied.")
        .user("cool, ty")
        .stop(),
  },
  {
    id: "k16-incident-channel",
    planted: [
      { kind: "instruction", keys: ["inc-active"] },
      { kind: "fact", keys: ["pagerduty"] },
    ],
    build: (s) =>
      s
        .user("codex, draft the status update for the login incident. keep it boring")
        .file("Write", "incidents/2026-11-04-login/status.md")
        .assistant("Draft written in incidents/2026-11-04-login/status.md. Should I post it to #general?")
        .user("NO. during an incident everything goes to #inc-active only, never #general, comms team forwards. always post there first, it's a rule")
        .bash("slack-cli post --channel inc-active --file incidents/2026-11-04-login/status.md", "posted ts=1730700000.1234")
        .assistant("Posted to #inc-active.")
        .user(
          "for context: pagerduty's security schedule is separate from the SRE one, secops rotation pages Dana and Ilya only. I keep having to explain that",
        )
        .stop(),
  },
  {
    id: "k17-empty-proposal-rejected",
    planted: [],
    build: (s) =>
      s
        .user("is it worth putting a CAPTCHA on signup now that the stuffing is over?")
        .assistant("We could add Turnstile on signup and password reset. It's low friction and would have blunted last week's traffic. Want me to wire it in?")
        .user("no, product will hate it and signup wasn't the target. skip")
        .assistant("Okay, no CAPTCHA.")
        .bash("git status --short", "")
        .stop(),
  },
  {
    id: "k18-secret-scanning",
    planted: [
      { kind: "decision", keys: ["gitleaks"] },
      { kind: "instruction", keys: ["pre-commit"] },
    ],
    build: (s) =>
      s
        .user("post-incident action item: stop secrets reaching git in the first place. options?")
        .assistant(
          "Three: gitleaks in CI, trufflehog in CI, or GitHub push protection. Push protection only covers known token formats; gitleaks lets us add custom rules for our internal tokens.",
        )
        .user("gitleaks it is, in CI on every PR, failing the build. decided. go")
        .file("Write", ".github/workflows/gitleaks.yml")
        .bash("gitleaks detect --source . --no-banner", "INF 1342 commits scanned.\nINF no leaks found")
        .assistant("Workflow added; a full-history scan finds nothing.")
        .user("and whenever you set up a new repo for us, install the pre-commit hook for gitleaks too, not just CI. standing convention")
        .stop(),
  },
  {
    id: "k19-ssh-ca",
    planted: [{ kind: "decision", keys: ["teleport"] }],
    build: (s) =>
      s
        .user("hardening follow-up. static ssh keys on bastion: should we do vault ssh CA or teleport?")
        .assistant("Vault SSH CA is lighter since we already run Vault; Teleport gives session recording and a web UI but is another cluster to run.")
        .user("let me think about vault... hm, no. recording is what the auditors asked for. we go with teleport, I checked with Marco, he agrees")
        .bash(
          "helm search repo teleport/teleport-cluster --versions | head -2",
          "NAME                    \tCHART VERSION\tAPP VERSION\nteleport/teleport-cluster\t16.4.2       \t16.4.2",
        )
        .assistant("Teleport chart 16.4.2 is the latest. I'll draft the values file when you want to start.")
        .stop(),
  },
  {
    id: "k20-empty-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("morning. how bad is my shell history from last night lol")
        .bash("history | tail -3", "  991  kubectl -n prod get pods\n  992  kubectl -n prod get pods\n  993  kubectl -n prod get pods")
        .assistant("Just a lot of watching pods, nothing alarming.")
        .user("sounds about right. ok, back to normal work")
        .stop(),
  },
  {
    id: "k21-waf-geo",
    planted: [{ kind: "instruction", keys: ["log", "mode"] }],
    build: (s) =>
      s
        .user("new WAF custom rule: challenge requests to /admin from outside EU/US. write it")
        .file("Edit", "infra/waf/custom.tf")
        .assistant("Written with action `managed_challenge`. Apply directly?")
        .user(
          "no. every new WAF rule goes in log mode first for 48h before we switch it to block or challenge. always, no exceptions, we broke checkout once doing it live",
        )
        .file("Edit", "infra/waf/custom.tf")
        .bash("terraform apply -target=cloudflare_ruleset.custom -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Switched the action to `log` and applied.")
        .stop(),
  },
  {
    id: "k22-session-timeout",
    planted: [{ kind: "decision", keys: ["session", "hours"] }],
    build: (s) =>
      s
        .user("pen test finding PT-11: admin sessions never expire. set idle timeout 30 min for admin console")
        .file("Edit", "src/admin/session.ts")
        .assistant("Set idle timeout to 30 min. Absolute lifetime is currently unlimited; want a cap there as well?")
        .user("yes. admin session absolute lifetime is 8 hours, that's final. then re-login with MFA")
        .file("Edit", "src/admin/session.ts")
        .bash("npm test -- admin/session", " ✓ admin/session.test.ts (9 tests)")
        .assistant("Both limits in place and tested.")
        .stop(),
  },
  {
    id: "k23-empty-quoted-code",
    planted: [],
    build: (s) =>
      s
        .user("explain this bit of the auth middleware to me, I'm reviewing")
        .file("Read", "src/middleware/auth.ts")
        .assistant(
          "The key part is:\n```ts\n// never trust x-forwarded-for here, always use cf-connecting-ip\nconst ip = req.header('cf-connecting-ip');\n// TODO: drop legacy cookie fallback\n```\nIt reads the client IP from Cloudflare's header and still accepts the legacy cookie when no bearer token is present.",
        )
        .user("ok clear enough, thanks")
        .stop(),
  },
  {
    id: "k24-vendor-access",
    planted: [
      { kind: "fact", keys: ["zendesk"] },
      { kind: "task", keys: ["offboarding"] },
    ],
    build: (s) =>
      s
        .user("suspicious login into our zendesk from a contractor account. what do we have?")
        .bash("curl -s -u $ZD_USER/token:$ZD_TOKEN https://acme.zendesk.com/api/v2/users/search.json?query=role:agent | jq '.users | length'", "37")
        .assistant("37 agent accounts. The suspicious one (`r.osei@vendor-cs.com`) logged in from a new ASN. Zendesk isn't behind Okta for this account?")
        .user(
          "correct, zendesk is the one SaaS that still has local passwords because the vendor team can't use our okta. it's a known gap. suspend that account",
        )
        .bash(
          'curl -s -X PUT -u $ZD_USER/token:$ZD_TOKEN https://acme.zendesk.com/api/v2/users/9912.json -d \'{"user":{"suspended":true}}\' | jq .user.suspended',
          "true",
        )
        .assistant("Suspended.")
        .user("we still need a proper offboarding checklist for vendor accounts, someone has to write it. park it")
        .stop(),
  },
  {
    id: "k25-empty-withdrawn",
    planted: [],
    build: (s) =>
      s
        .user("let's block all of AS14061 (digitalocean) at the edge, that's where the scans come from")
        .bash("grep -c 'AS14061' logs/waf-2026-11-05.csv", "1288")
        .assistant("1288 hits from that ASN today. Note our own uptime checker also runs on DigitalOcean.")
        .user("oh right. forget it then, scrap the ASN block idea")
        .assistant("Okay, nothing changed.")
        .stop(),
  },
  {
    id: "k26-kms",
    planted: [
      { kind: "fact", keys: ["kms", "backups"] },
      { kind: "instruction", keys: ["audit", "evidence"] },
    ],
    build: (s) =>
      s
        .user("auditors ask: are db backups encrypted and with what key?")
        .bash(
          "aws rds describe-db-snapshots --db-instance-identifier prod-main --query 'DBSnapshots[0].[Encrypted,KmsKeyId]' --output text",
          "True\tarn:aws:kms:eu-west-1:1234:key/7f3e-backup",
        )
        .assistant("Yes: the prod-main snapshots are encrypted with the customer-managed KMS key `7f3e-backup`, not the AWS default key.")
        .user(
          "right, and that KMS key for backups lives in the security account and is shared to prod, so even a prod admin can't schedule its deletion. write that in the audit answer",
        )
        .file("Write", "audit/2026/backups.md")
        .assistant("Written: backups use the CMK from the security account, shared to prod without delete rights.")
        .user(
          "one thing for every audit answer you write for me: paste the exact command and its output as evidence under the answer. the auditors reject anything without it",
        )
        .bash(
          "aws rds describe-db-snapshots --db-instance-identifier prod-main --query 'DBSnapshots[0].[Encrypted,KmsKeyId]' --output text >> audit/2026/backups.md",
          "",
        )
        .assistant("Added the command and its output under the answer.")
        .stop(),
  },
  {
    id: "k27-api-keys-hashing",
    planted: [
      { kind: "decision", keys: ["argon2"] },
      { kind: "task", keys: ["rehash"] },
    ],
    build: (s) =>
      s
        .user("PT-03 says API keys are stored as unsalted sha256. what do we switch to, bcrypt or argon2id?")
        .assistant(
          "For high-entropy API keys a salted fast hash would be enough, but for consistency with passwords argon2id is fine. bcrypt truncates at 72 bytes, our keys are 64 chars so both work.",
        )
        .user("argon2id, same params as passwords. decided.")
        .file("Edit", "src/apikeys/hash.ts")
        .bash("npm test -- apikeys", " ✓ apikeys/hash.test.ts (6 tests)")
        .assistant("New keys are hashed with argon2id now. Existing rows are still sha256.")
        .user("yeah, the rehash of existing keys on next use needs doing still. later, after the release freeze")
        .stop(),
  },
  {
    id: "k28-empty-status",
    planted: [],
    build: (s) =>
      s
        .user("did the terraform apply from earlier actually go through?")
        .bash("terraform show -json | jq '.values.root_module.resources | length'", "214")
        .assistant("State has 214 resources and the last apply finished without errors.")
        .user("👍")
        .stop(),
  },
  {
    id: "k29-log-redaction",
    planted: [{ kind: "instruction", keys: ["redact"] }],
    build: (s) =>
      s
        .user("the jwt leak was via sentry breadcrumbs. fix the sentry config so authorization headers aren't sent")
        .file("Edit", "src/observability/sentry.ts")
        .bash("npm test -- sentry", " ✓ sentry.test.ts (4 tests)")
        .assistant("`beforeBreadcrumb` now strips Authorization and Cookie headers; tests pass.")
        .user(
          "good. general rule for you from now on: any new logging or telemetry code you write has to redact tokens, cookies and auth headers by default. I don't want to review for that every time",
        )
        .assistant("Will do.")
        .stop(),
  },
  {
    id: "k30-dns-fact",
    planted: [{ kind: "fact", keys: ["route53", "registrar"] }],
    build: (s) =>
      s
        .user("someone asked if a subdomain takeover is possible on old-status.acme.io. check")
        .bash("dig +short CNAME old-status.acme.io", "acme.statuspage-legacy.io.")
        .assistant("It still CNAMEs to the legacy status page provider. If that account is gone someone else could claim it. Remove the record?")
        .user("yes delete it. fyi DNS for acme.io is in route53 but the registrar is still gandi, so NS changes go through gandi not aws")
        .bash(
          "aws route53 change-resource-record-sets --hosted-zone-id Z0ACME --change-batch file://delete-old-status.json",
          '{ "ChangeInfo": { "Status": "PENDING" } }',
        )
        .assistant("Record deletion submitted.")
        .stop(),
  },
  {
    id: "k31-empty-guess",
    planted: [],
    build: (s) =>
      s
        .user("weird 401 spike on /v2/me after the deploy. clock skew on the new nodes maybe?")
        .bash("kubectl -n prod get nodes -o wide | tail -2", "ip-10-0-3-17   Ready   <none>   2h   v1.30.4\nip-10-0-3-22   Ready   <none>   2h   v1.30.4")
        .assistant("Possibly; the two new nodes came up 2h ago. I'd check chrony on them before concluding anything.")
        .user("I guess. I'll ask infra, not sure")
        .stop(),
  },
  {
    id: "k32-backup-codes",
    planted: [{ kind: "task", keys: ["recovery", "codes"] }],
    build: (s) =>
      s
        .user("customer got locked out, lost their TOTP device. how do we handle it?")
        .bash('psql -c "select count(*) from mfa_recovery_codes"', " count\n-------\n     0\n(1 row)")
        .assistant("We don't issue recovery codes at all. Support resets MFA manually after ID verification, per the runbook.")
        .user("ok do the manual reset for this one (user 88123)")
        .bash("./scripts/mfa-reset --user 88123 --ticket SUP-4410", "MFA reset for user 88123, audit id a7c1")
        .user("we should ship recovery codes at enrollment so this stops being a support ticket. someone needs to build that, not urgent")
        .stop(),
  },
  {
    id: "k33-csp",
    planted: [
      { kind: "decision", keys: ["csp", "nonce"] },
      { kind: "instruction", keys: ["inline"] },
    ],
    build: (s) =>
      s
        .user("PT-09 XSS in the marketing embed. lets tighten CSP. unsafe-inline has to go")
        .file("Read", "src/web/headers.ts")
        .assistant("Options: hashes for the few inline scripts, or a per-request nonce. Nonce is simpler with the SSR setup.")
        .user("nonce-based CSP, strict-dynamic. decided. ship it behind report-only first")
        .file("Edit", "src/web/headers.ts")
        .bash(
          "curl -sI localhost:3000 | grep -i content-security",
          "content-security-policy-report-only: script-src 'nonce-r4nd0m' 'strict-dynamic'; object-src 'none'; base-uri 'none'",
        )
        .assistant("Report-only header is live locally.")
        .user("also in templates, don't ever add inline event handlers like onclick= again, it breaks the policy. use addEventListener")
        .stop(),
  },
  {
    id: "k34-empty-explain-output",
    planted: [],
    build: (s) =>
      s
        .user("what's this warning in the trivy scan?")
        .bash(
          "trivy image api:latest --severity HIGH,CRITICAL | tail -4",
          "│ openssl │ CVE-2026-1234 │ HIGH │ 3.0.13 │ 3.0.15 │\n│ Note: this vulnerability is always reported for alpine base images │\n│ TODO: fixed version pending in alpine 3.20 │",
        )
        .assistant("That's an OpenSSL CVE in the base image; the fixed package isn't in the Alpine repo yet. Nothing in our code.")
        .user("ok, nothing to do for us then")
        .stop(),
  },
  {
    id: "k35-prod-access",
    planted: [
      { kind: "instruction", keys: ["break-glass"] },
      { kind: "task", keys: ["alert"] },
    ],
    build: (s) =>
      s
        .user("I need prod db shell access to look at the affected accounts. how?")
        .bash(
          "aws sso login --profile prod-readonly && aws sts get-caller-identity --profile prod-readonly --query Arn",
          '"arn:aws:sts::1234:assumed-role/AWSReservedSSO_ReadOnly/lena"',
        )
        .assistant("You're in as ReadOnly. For a psql shell you'd need the DBA role.")
        .user(
          "ok for the record, when you need write access to prod during an incident you use the break-glass role and post in #inc-active that you did. don't ask me to hand out creds",
        )
        .assistant("Understood.")
        .user("which reminds me, there's no alert when someone assumes that role. we need one (cloudtrail -> slack), nobody has built it yet. backlog")
        .stop(),
  },
  {
    id: "k36-empty-thanks",
    planted: [],
    build: (s) =>
      s
        .user("can you summarise what we changed yesterday for my notes")
        .bash(
          "git log --since=yesterday --oneline | head -4",
          "a1b2c3d waf: log-mode geo rule for /admin\n9f8e7d6 sentry: strip auth headers\n5c4b3a2 admin: session limits",
        )
        .assistant("Yesterday: the /admin geo rule in log mode, Sentry header stripping, and the admin session limits.")
        .user("perfect thanks")
        .stop(),
  },
  {
    id: "k37-postmortem",
    planted: [
      { kind: "fact", keys: ["config", "dump"] },
      { kind: "task", keys: ["tabletop"] },
    ],
    build: (s) =>
      s
        .user("let's finish the postmortem for the stripe key leak. what went wrong?")
        .bash("git log -S 'sk_live' --oneline --all | head -3", "44aa21f debug: print config on boot")
        .assistant("The key was printed by a debug commit `44aa21f` that logged the full config on boot; a developer pasted that log into a gist.")
        .user("yes. root cause confirmed: the config dump on boot, which went to a public gist. write it up like that")
        .file("Write", "incidents/2026-11-03-stripe/postmortem.md")
        .assistant("Postmortem written.")
        .user("action item we still owe: run a tabletop exercise for a key-leak scenario with the on-call folks. Q1 probably")
        .stop(),
  },
  {
    id: "k38-empty-review-request",
    planted: [],
    build: (s) =>
      s
        .user("review my PR for the rate limiter quickly, #812")
        .bash(
          "gh pr diff 812 | head -6",
          "+  const limit = opts.limit ?? 100;\n+  // never reset the window on error\n+  if (count > limit) return reject(429);",
        )
        .assistant("Looks fine. One nit: `opts.limit ?? 100` hides a missing config, maybe log it. Otherwise approve.")
        .user("ok approved, merging")
        .stop(),
  },
  {
    id: "k39-npm-token",
    planted: [
      { kind: "decision", keys: ["provenance"] },
      { kind: "task", keys: ["maintainers"] },
    ],
    build: (s) =>
      s
        .user("npm publish token for @acme/sdk was in the CI logs too?? check what it can do")
        .bash("npm token list --json | jq '.[] | {key: .key[0:6], readonly, automation}'", '{ "key": "4f1a2b", "readonly": false, "automation": true }')
        .assistant("It's an automation token with publish rights. Anyone holding it can push a release of @acme/sdk without 2FA.")
        .user("revoke.")
        .bash("npm token revoke 4f1a2b", "Removed 1 token")
        .assistant("Revoked. Releases from CI will fail until we issue a new one.")
        .user(
          "we won't issue a new one. we switch the sdk release to trusted publishing with provenance from github actions, no stored npm token at all. that's decided",
        )
        .assistant("Okay, I'll prepare the workflow change next.")
        .user("and the npm org has 9 maintainers, half of them left the company. someone has to prune the maintainers list, later this month")
        .stop(),
  },
  {
    id: "k40-empty-cve-question",
    planted: [],
    build: (s) =>
      s
        .user("are we affected by that new nginx CVE everyone's tweeting about?")
        .bash(
          "kubectl -n ingress get deploy ingress-nginx -o jsonpath='{.spec.template.spec.containers[0].image}'",
          "registry.k8s.io/ingress-nginx/controller:v1.11.3",
        )
        .assistant(
          "We run controller v1.11.3. The advisory lists < 1.11.5 as affected, but only when the annotation snippets feature is enabled, which I'd have to check.",
        )
        .user("hmm, ok, let me read the advisory myself first")
        .stop(),
  },
  {
    id: "k41-mfa-enforcement-date",
    planted: [
      { kind: "decision", keys: ["mfa", "december"] },
      { kind: "instruction", keys: ["staging"] },
    ],
    build: (s) =>
      s
        .user("product wants MFA mandatory for all customer accounts. when do we flip it? thinking Nov 15")
        .assistant("Nov 15 gives support two weeks. There are ~41k accounts without a second factor.")
        .bash('psql -c "select count(*) from users where mfa_enabled = false"', " count\n-------\n 41377\n(1 row)")
        .user(
          "too many. scrap Nov 15. mandatory mfa for customers goes live on december 1st, with in-app nags from now till then. final answer, Aiko signed off",
        )
        .file("Edit", "config/features.yaml")
        .assistant("Set `mfa_required_from: 2026-12-01` and enabled the nag banner.")
        .user("btw please always try feature flag flips in staging first and wait a day, even the ones that look harmless")
        .stop(),
  },
  {
    id: "k42-empty-done-rotation",
    planted: [],
    build: (s) =>
      s
        .user("regenerate the grafana admin password and put it in 1password")
        .bash(
          'kubectl -n monitoring exec deploy/grafana -- grafana cli admin reset-admin-password "$(openssl rand -base64 24)"',
          "Admin password changed successfully ✔",
        )
        .bash("op item edit 'grafana admin' password=\"$NEW\" --vault Infra", "ID: 3kq… Title: grafana admin")
        .assistant("Reset and saved in the Infra vault under 'grafana admin'.")
        .user("great")
        .stop(),
  },
  {
    id: "k43-waf-exceptions",
    planted: [
      { kind: "fact", keys: ["webhooks", "allowlist"] },
      { kind: "task", keys: ["bot", "score"] },
    ],
    build: (s) =>
      s
        .user("the bot fight mode is blocking stripe webhooks!! payments are stuck, fix")
        .bash(
          "curl -s https://api.cloudflare.com/client/v4/zones/$ZONE/firewall/events?limit=3 -H \"Authorization: Bearer $CF\" | jq -r '.result[].clientIP'",
          "3.18.12.63\n3.130.192.231\n13.235.14.237",
        )
        .assistant(
          "Those are Stripe webhook IPs, being challenged by bot fight mode. Bot fight mode can't be bypassed per path on our plan, so I'd turn it off and use a custom rule instead.",
        )
        .user("do it")
        .file("Edit", "infra/waf/bots.tf")
        .bash("terraform apply -target=cloudflare_bot_management.zone -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant(
          "Off; webhooks flowing again. The stripe webhooks path has its own skip rule plus an IP allowlist from Stripe's published list, that's in `bots.tf` now.",
        )
        .user("someone must still replace bot fight mode with a proper bot score rule for the login path. put it on the list for after the freeze")
        .stop(),
  },
  {
    id: "k44-empty-meeting",
    planted: [],
    build: (s) =>
      s
        .user("I have the security review with the CTO in 10 min, give me 3 bullets of what we did this week")
        .bash("ls incidents/", "2026-11-03-stripe\n2026-11-04-login")
        .assistant(
          "1. Rolled the leaked Stripe key and moved payment secrets to Doppler. 2. Stopped the credential-stuffing with edge rate limits. 3. Fixed the invoices IDOR from the pen test.",
        )
        .user("nice, that works")
        .stop(),
  },
  {
    id: "k45-k8s-secrets",
    planted: [
      { kind: "decision", keys: ["external-secrets"] },
      { kind: "instruction", keys: ["kubectl", "secret"] },
      { kind: "fact", keys: ["etcd", "encryption"] },
    ],
    build: (s) =>
      s
        .user("follow-up: k8s secrets are created by hand with kubectl. is etcd at least encrypted?")
        .bash(
          "aws eks describe-cluster --name prod --query 'cluster.encryptionConfig'",
          '[ { "resources": [ "secrets" ], "provider": { "keyArn": "arn:aws:kms:eu-west-1:1234:key/9c1d-eks" } } ]',
        )
        .assistant("Yes: EKS envelope encryption is on for secrets with the KMS key `9c1d-eks`, so etcd encryption at rest is covered for prod.")
        .user("ok. we're adopting external-secrets operator pulling from vault for all prod namespaces. decision made in the arch review yesterday")
        .assistant("Makes sense. I'll start with the api namespace when you say go.")
        .user("and until then: no more `kubectl create secret` by hand in prod from you. if a secret needs changing, tell me and I'll do it through vault")
        .stop(),
  },
  {
    id: "k46-pentest-retest",
    planted: [
      { kind: "task", keys: ["retest"] },
      { kind: "fact", keys: ["pentest", "firm"] },
    ],
    build: (s) =>
      s
        .user("status of the pentest findings? need it for the retest scoping call")
        .bash(
          "gh issue list --label pentest-2026 --state all --json title,state --jq '.[] | \"\\(.state) \\(.title)\"'",
          "CLOSED PT-03 API keys unsalted sha256\nCLOSED PT-07 IDOR invoices\nOPEN PT-09 XSS marketing embed\nCLOSED PT-11 admin sessions never expire",
        )
        .assistant("Three of four are closed; PT-09 (the CSP work) is still open because the policy is in report-only.")
        .user("ok. the pentest firm is Redline Security, contact is Tomasz, they do one free retest within 90 days of the report")
        .user("book the retest once PT-09 is enforced, not before. leave it open till then")
        .assistant("Noted, nothing booked yet.")
        .stop(),
  },
  {
    id: "k47-okta-session-policy",
    planted: [
      { kind: "decision", keys: ["okta", "reauth"] },
      { kind: "fact", keys: ["scim"] },
    ],
    build: (s) =>
      s
        .user("calmer follow-up on SSO. what's the okta global session lifetime right now?")
        .bash(
          "terraform state show okta_policy_rule_signon.default | grep -E 'session_(idle|lifetime)'",
          "    session_idle     = 720\n    session_lifetime = 10080",
        )
        .assistant("Idle 12 h, lifetime 7 days. That's generous for an org that just had a phishing incident.")
        .user("agreed. we go with okta sessions at 2h idle, 12h max and forced reauth for the admin apps every time. agreed with Priya on friday, implement")
        .file("Edit", "infra/okta/signon.tf")
        .bash("terraform apply -target=okta_policy_rule_signon.default -auto-approve", "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.")
        .assistant("Applied: Okta sessions idle out after 2h, max 12h, admin apps require reauth on every access.")
        .user(
          "fyi user provisioning to github, slack and aws is done by SCIM from okta, so deprovisioning someone in okta removes them everywhere within ~15 min. except zendesk, as you know",
        )
        .stop(),
  },
  {
    id: "k48-empty-ask-opinion",
    planted: [],
    build: (s) =>
      s
        .user("random thought: should we get a bug bounty program going? hackerone or intigriti?")
        .assistant(
          "Both are fine. Intigriti has more EU researchers; HackerOne has the bigger pool. Either way you'd want triage capacity first, otherwise reports pile up.",
        )
        .user("yeah, maybe next year. just thinking out loud")
        .bash("echo noop", "noop")
        .stop(),
  },
  {
    id: "k49-leaked-slack-webhook",
    planted: [
      { kind: "instruction", keys: ["commit", "revoke"] },
      { kind: "task", keys: ["slack", "bot"] },
    ],
    build: (s) =>
      s
        .user("ARGH slack incoming webhook URL committed in the dashboards repo, public. kill it")
        .bash("git -C ~/src/dashboards log --oneline -S 'hooks.slack.com' | head -2", "e91f0aa add alert forwarding")
        .assistant("Found it in e91f0aa. Rewrite history to remove it?")
        .user(
          "no point rewriting, it's public already. the rule for any leaked secret: revoke first, then remove it from the code in a normal commit, no force-push history rewrites. write that down for yourself",
        )
        .bash('curl -s -X POST -H "Authorization: Bearer $SLACK_ADMIN" https://slack.com/api/apps.manifest.delete -d app_id=A07ALERTS | jq .ok', "true")
        .file("Edit", "dashboards/alerting.py")
        .assistant("Webhook app deleted, URL removed from alerting.py in a new commit.")
        .user("alerts will need a replacement: a proper slack bot with a token in vault. that's for next week, not now")
        .stop(),
  },
  {
    id: "k50-rate-limit-api",
    planted: [
      { kind: "decision", keys: ["quota", "tier"] },
      { kind: "instruction", keys: ["429"] },
    ],
    build: (s) =>
      s
        .user("scraping on the public search API again. options for limits? per key or per IP?")
        .assistant("Per API key is fairer for paying customers; per IP catches anonymous abuse. We could do both.")
        .bash("grep -c ' 200 ' logs/api-search-2026-11-10.log", "2418877")
        .user("we'll do per-key quotas by plan tier: free 60/min, pro 600/min, enterprise unlimited, plus the per-IP limit for anonymous. decided, Aiko agreed")
        .file("Edit", "src/api/limits.ts")
        .bash("npm test -- limits", " ✓ api/limits.test.ts (11 tests)")
        .assistant("Implemented with tests.")
        .user("and convention: rate limited responses always return 429 with a Retry-After header, never 403. clients rely on that")
        .stop(),
  },
  {
    id: "k51-empty-log-quote",
    planted: [],
    build: (s) =>
      s
        .user("paste me the last failed login lines from auth, I want to see the format")
        .bash(
          "kubectl -n prod logs deploy/auth --tail=200 | grep login_failed | tail -2",
          '{"level":"warn","msg":"login_failed","reason":"bad_password","note":"never log the password field"}\n{"level":"warn","msg":"login_failed","reason":"mfa_required","todo":"TODO add device id"}',
        )
        .assistant("Here you go: JSON lines with `msg`, `reason`, and a couple of leftover note fields from the developers.")
        .user("ok thx, just needed the shape")
        .stop(),
  },
  {
    id: "k52-tls-certs",
    planted: [
      { kind: "fact", keys: ["cert-manager", "wildcard"] },
      { kind: "task", keys: ["hsts", "preload"] },
    ],
    build: (s) =>
      s
        .user("pentest also flagged weak TLS on api-legacy. what serves that cert?")
        .bash(
          "echo | openssl s_client -connect api-legacy.acme.io:443 2>/dev/null | openssl x509 -noout -issuer -enddate",
          "issuer=C = US, O = Let's Encrypt, CN = R11\nnotAfter=Jan 20 10:11:02 2027 GMT",
        )
        .assistant("Let's Encrypt cert, but TLS 1.0 is still accepted on the old ELB in front of it.")
        .bash(
          "aws elb set-load-balancer-policies-of-listener --load-balancer-name api-legacy --load-balancer-port 443 --policy-names ELBSecurityPolicy-TLS-1-2-2017-01",
          "",
        )
        .assistant("Switched the listener to the TLS 1.2 policy.")
        .user(
          "thanks. for the record all certs in the cluster come from cert-manager, one wildcard for *.acme.io via DNS01, only api-legacy is outside k8s. and we still owe the HSTS preload submission for acme.io, needs includeSubDomains everywhere first — later",
        )
        .stop(),
  },
  {
    id: "k53-empty-done-revert",
    planted: [],
    build: (s) =>
      s
        .user("the new CSP broke the chat widget in report-only? no wait, report-only can't break anything. what's in the reports?")
        .bash(
          "curl -s localhost:3000/csp-reports | jq -r '.[].blocked' | sort | uniq -c | head -3",
          "  214 https://widget.chatvendor.com/loader.js\n   12 inline",
        )
        .assistant("214 reports for the chat widget's loader and 12 for inline scripts. Nothing is blocked yet, it's report-only.")
        .user("ok good, so nothing's broken. carry on")
        .stop(),
  },
  {
    id: "k54-privileged-access-review",
    planted: [
      { kind: "decision", keys: ["quarterly", "review"] },
      { kind: "instruction", keys: ["least", "privilege"] },
      { kind: "fact", keys: ["aiko"] },
    ],
    build: (s) =>
      s
        .user("auditors want a cadence for access reviews. monthly is a lot of work… quarterly?")
        .bash("aws identitystore list-group-memberships --identity-store-id d-1234 --group-id g-admins --query 'length(GroupMemberships)'", "14")
        .assistant("14 people in the admin group. Quarterly is common for SOC 2; monthly is more than most auditors ask.")
        .user("quarterly access review it is, first one in january. owner is me")
        .assistant("Okay.")
        .user("also when you draft IAM policies for me, least privilege: start from zero and add actions, never begin from a managed *FullAccess policy")
        .user("and fyi Aiko is the product owner who signs off anything that changes what customers see, security or not")
        .stop(),
  },
  {
    id: "k55-incident-timeline",
    planted: [
      { kind: "decision", keys: ["retention", "90"] },
      { kind: "task", keys: ["sigma"] },
    ],
    build: (s) =>
      s
        .user("building the timeline for the login incident. how far back do the waf logs go?")
        .bash(
          "aws s3 ls s3://acme-waf-logs/ | head -2; aws s3api get-bucket-lifecycle-configuration --bucket acme-waf-logs --query 'Rules[0].Expiration'",
          'PRE 2026/\n{ "Days": 30 }',
        )
        .assistant("Only 30 days; anything before mid-October is gone. For this incident it's enough, but it wouldn't be for a slow one.")
        .user("yeah 30 is too short. waf log retention is 90 days from now on, change the lifecycle. decided")
        .bash("aws s3api put-bucket-lifecycle-configuration --bucket acme-waf-logs --lifecycle-configuration file://lifecycle-90d.json", "")
        .assistant("Retention set to 90 days on acme-waf-logs.")
        .user(
          "also we should have sigma rules for credential stuffing patterns in the SIEM so we catch it before customers do. not now, add to the post-incident list",
        )
        .stop(),
  },
  {
    id: "k56-empty-unconfirmed",
    planted: [],
    build: (s) =>
      s
        .user("I think the attacker IPs might overlap with the ones from the march incident? can you check if we even kept that list")
        .bash("ls incidents/ | grep 2026-03", "")
        .assistant("There's no March incident folder, so I can't compare. It could be in the old wiki.")
        .user("hm, maybe it was february. never mind, doesn't matter")
        .stop(),
  },
  {
    id: "k57-cf-token-scope",
    planted: [
      { kind: "instruction", keys: ["ticket", "commit"] },
      { kind: "task", keys: ["scoped", "token"] },
    ],
    build: (s) =>
      s
        .user("quiet week finally. can you check which cloudflare token terraform uses and what it can touch")
        .bash(
          'curl -s https://api.cloudflare.com/client/v4/user/tokens/verify -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" | jq -r .result.status',
          "active",
        )
        .bash(
          "curl -s https://api.cloudflare.com/client/v4/user/tokens/$TOKEN_ID -H \"Authorization: Bearer $CLOUDFLARE_API_TOKEN\" | jq -r '.result.policies[].permission_groups[].name' | head -3",
          "All zones - Edit\nAccount Settings - Edit\nUser Details - Edit",
        )
        .assistant("It's effectively an all-zones, all-settings token. If it leaked, someone could turn off the WAF everywhere.")
        .user("lovely. replacing it with a scoped token per zone (WAF + DNS only) is a todo for us, after the terraform state split. don't do it yet")
        .assistant("Okay, leaving the token as it is.")
        .user(
          "unrelated: every commit that touches WAF, rate limit or IAM terraform must reference the SEC ticket in the commit message, like `SEC-212: ...`. the auditors grep for it",
        )
        .stop(),
  },
];

export const BLIND66 = plantedSet(BLIND66_SESSIONS, Date.UTC(2026, 10, 2, 9));
