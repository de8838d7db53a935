/**
 * Blind planted set 60 for the offline long-term-memory extractor. Blind: written without
 * reading the extractor; measured once by the lead, then training data.
 *
 * Style: multilingual teams. Users write whole sentences in Spanish, German or French with the
 * English technical terms and names left in English (the key words are those terms or names);
 * the agent answers in English; any stack, in Claude Code, Codex CLI and Gemini CLI voice.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16
 * decisions, 16 instructions, 16 facts, 16 tasks) in 68 sessions, 15 of which plant nothing.
 * Every other message must give nothing: questions, hypotheses, proposals not taken, withdrawn
 * ideas, unconfirmed guesses, quoted code, tool output, chit-chat, and in-session requests that
 * are done in the same session. A decision changed later in its session is planted only in its
 * final form.
 *
 * Matching rule (the one test/node/planted-blind.ts states, fixed before any run on this set):
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

export const BLIND60_SESSIONS: BlindSession[] = [
  {
    id: "b60-valibot",
    build: (s) =>
      s
        .user("¿zod hace tree-shaking bien en un Worker? el bundle ya pasa de 900 KB")
        .assistant("Not really: zod v3 is one big object graph, so most of it ends up in the bundle whatever you import. Let me check what it costs here.")
        .bash(
          "npx esbuild src/index.ts --bundle --metafile=meta.json --outfile=/dev/null && node scripts/size.mjs meta.json zod",
          "zod: 61.4 KB (6.8% of bundle)",
        )
        .user("Vale, decidido: para validar los payloads usamos valibot a partir de ahora, no zod. Pesa mucho menos.")
        .assistant("Got it. New schemas go in valibot; I'll leave the existing zod ones until we touch those files.")
        .stop(),
    planted: [{ kind: "decision", keys: ["valibot"] }],
  },
  {
    id: "b60-pnpm-vitest",
    build: (s) =>
      s
        .user("Die Tests für den Parser laufen lokal grün, kannst du mal schauen ob sie im CI auch durchgehen?")
        .bash("npm test", "> vitest\n\n DEV  v1.6.0 /home/dev/src/app\n\n watching for file changes...", 130)
        .assistant("`npm test` started vitest in watch mode and never returned, so I stopped it. Running the suite once instead.")
        .bash("pnpm vitest --run", " Test Files  14 passed (14)\n      Tests  212 passed (212)")
        .user("Bitte ab jetzt immer `pnpm vitest --run` nehmen, nie `npm test` — das hängt im CI genauso im watch mode.")
        .assistant("Understood, I'll run tests with `pnpm vitest --run` from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["pnpm", "vitest"] }],
  },
  {
    id: "b60-staging-pg",
    build: (s) =>
      s
        .user("La migration avec `MERGE INTO` plante sur staging, tu peux regarder ?")
        .bash("psql $STAGING_URL -c 'select version()'", "PostgreSQL 13.11 on x86_64-pc-linux-gnu, compiled by gcc 10.2.1")
        .assistant("Staging's database is PostgreSQL 13.11, and `MERGE` only arrived in Postgres 15, so the migration can't run there as written.")
        .user("Ah oui, c'est vrai : staging tourne encore sur Postgres 13, la prod aussi d'ailleurs. Réécris-la avec `INSERT ... ON CONFLICT`.")
        .file("Edit", "migrations/0042_upsert_prices.sql")
        .bash("psql $STAGING_URL -f migrations/0042_upsert_prices.sql", "INSERT 0 318")
        .assistant("Rewritten with `INSERT ... ON CONFLICT (sku) DO UPDATE`; it applied cleanly on staging (318 rows).")
        .stop(),
    planted: [{ kind: "fact", keys: ["postgres", "13"] }],
  },
  {
    id: "b60-cleanup-queue",
    build: (s) =>
      s
        .user("mira el cron de cleanup-sessions, ¿por qué tarda tanto?")
        .bash("grep -n -A3 'crons' wrangler.toml", 'crons = ["*/5 * * * *"]  # cleanup-sessions')
        .bash("wrangler tail --format pretty | head -5", "cleanup-sessions  cpu 29812ms  outcome: exceededCpu")
        .assistant("It runs every 5 minutes and hits the CPU limit: it deletes sessions one by one in a single invocation.")
        .user(
          "Ok, no lo toques hoy. Pero queda pendiente: hay que pasar el cleanup-sessions del cron a una Queue, por lotes. Apúntalo para la semana que viene.",
        )
        .assistant("Noted as an open task: move cleanup-sessions from the cron trigger to a Queue consumer with batches. Not changing anything today.")
        .stop(),
    planted: [{ kind: "task", keys: ["cleanup-sessions", "queue"] }],
  },
  {
    id: "b60-ratelimit-do",
    build: (s) =>
      s
        .user("Für den Rate-Limiter nehmen wir Redis, oder? Upstash hätten wir ja schon.")
        .assistant("Upstash Redis would work: a sliding window with `INCR` + `EXPIRE`. Want me to wire it up in `src/middleware/ratelimit.ts`?")
        .bash("grep -rn 'UPSTASH' .dev.vars wrangler.toml", 'wrangler.toml:31:UPSTASH_URL = "https://eu1-calm-owl.upstash.io"')
        .user("Hmm, nee, doch nicht. Ein externer Dienst mehr im Hot Path... Entscheidung: das rate limiting machen wir mit einem Durable Object pro API-Key.")
        .assistant("Okay — one Durable Object per API key holding the window, no Redis. I'll sketch the class next.")
        .file("Write", "src/limits/rate-limiter-do.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["durable", "rate"] }],
  },
  {
    id: "b60-no-main",
    build: (s) =>
      s
        .user("J'ai vu que tu as poussé directement sur main hier soir.")
        .bash("git log --oneline -3 origin/main", "a91c2e0 fix typo in invoice footer\n77de1f3 Merge pull request #412 from feat/export-csv\n3b0c9aa bump deps")
        .assistant("Yes, a91c2e0 was pushed straight to main. Sorry about that.")
        .user(
          "Pas grave cette fois. Mais règle pour la suite : tu ne pousses jamais sur main, toujours une branche `fix/...` ou `feat/...` avec une PR, même pour une typo.",
        )
        .assistant("Understood: no more direct pushes to main; every change goes through a branch and a PR.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["main", "branch"] }],
  },
  {
    id: "b60-marta-terraform",
    build: (s) =>
      s
        .user("Necesito un bucket S3 nuevo para los exports, ¿lo puedes añadir al Terraform?")
        .file("Read", "infra/terraform/s3.tf")
        .assistant("I can add an `aws_s3_bucket` for exports next to the uploads bucket. Do you want versioning on it?")
        .user("Espera. Todo lo de Terraform lo lleva Marta Ruiz, es la dueña de la infra. Ella revisa cada plan antes del apply.")
        .user("Y a partir de ahora: nunca hagas `terraform apply` tú, solo `terraform plan` y me pasas la salida.")
        .bash("cd infra/terraform && terraform plan -out=exports.plan", "Plan: 1 to add, 0 to change, 0 to destroy.")
        .assistant("Plan saved to `exports.plan` (1 to add). I won't apply it; it's ready for Marta's review.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marta", "terraform"] },
      { kind: "instruction", keys: ["terraform", "apply"] },
    ],
  },
  {
    id: "b60-checkout-flaky",
    build: (s) =>
      s
        .user("Warum ist der Build schon wieder rot?")
        .bash(
          "pnpm playwright test e2e/checkout.spec.ts --repeat-each=5",
          "  ✘ checkout.spec.ts:48 › pays with saved card (timeout 30000ms)\n  ✓ checkout.spec.ts:48 › pays with saved card\n  3 passed, 2 failed",
          1,
        )
        .assistant("`checkout.spec.ts:48` is flaky: 2 of 5 runs time out waiting for the Stripe iframe. Everything else passes.")
        .user(
          "Ok, das schaffen wir heute nicht mehr. TODO für nächste Woche: den flaky Checkout-Test in Playwright richtig fixen, nicht nur den Timeout hochdrehen.",
        )
        .assistant("Left as a task for next week: fix the flaky checkout Playwright test properly. I haven't changed the timeout.")
        .stop(),
    planted: [{ kind: "task", keys: ["checkout", "playwright"] }],
  },
  {
    id: "b60-empty-usememo",
    build: (s) =>
      s
        .user("¿Qué diferencia hay entre `useMemo` y `useCallback`? Siempre los confundo.")
        .assistant(
          "`useMemo(fn, deps)` caches the value `fn()` returns; `useCallback(fn, deps)` caches the function `fn` itself. `useCallback(fn, deps)` is the same as `useMemo(() => fn, deps)`.",
        )
        .user("¿Y cuándo vale la pena usarlos?")
        .assistant(
          "Mostly when a child is wrapped in `React.memo` and gets the value or callback as a prop, or when the computation is genuinely expensive. Otherwise they add noise.",
        )
        .user("perfecto, gracias")
        .stop(),
    planted: [],
  },
  {
    id: "b60-empty-readme-typo",
    build: (s) =>
      s
        .user("Im README steht `npm run devv`, kannst du das korrigieren?")
        .file("Edit", "README.md")
        .bash("grep -n 'run dev' README.md", "23:    npm run dev")
        .assistant("Fixed: line 23 now says `npm run dev`.")
        .user("Danke!")
        .stop(),
    planted: [],
  },
  {
    id: "b60-sentry-owner",
    build: (s) =>
      s
        .user("On a une alerte Sentry sur `PaymentWebhookError`, tu peux regarder la stack ?")
        .bash("sentry-cli issues list --query 'PaymentWebhookError' --max-rows 1", "PAY-1F3  PaymentWebhookError: signature mismatch  events: 214  users: 0")
        .assistant(
          "214 events of `signature mismatch`, no affected users. The webhook secret in `STRIPE_WEBHOOK_SECRET` probably differs from the dashboard's — want me to compare?",
        )
        .user(
          "Non, c'est Julien qui gère tout ce qui touche Stripe côté backend, il est déjà dessus. Pour info, le secret du webhook est tourné tous les 90 jours par un job Vault.",
        )
        .assistant("Okay, I'll leave it to Julien. Good to know the webhook secret rotates every 90 days via Vault.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["julien", "stripe"] },
      { kind: "fact", keys: ["webhook", "vault"] },
    ],
  },
  {
    id: "b60-logger-pino",
    build: (s) =>
      s
        .user("Estamos mezclando `console.log`, winston y pino en el mismo servicio, es un caos.")
        .bash("grep -rlE 'winston|pino|console\\.log' src | wc -l", "47")
        .assistant("47 files use one of the three. I could propose a single logger; pino is the fastest and emits JSON, winston has more transports.")
        .user("Nos quedamos con pino. Decidido. Y una regla: nada de `console.log` en código de `src/`, solo el logger.")
        .assistant("Pino it is. I'll also add `noConsole` to the lint config so `console.log` in `src/` fails the lint.")
        .file("Edit", "biome.json")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pino"] },
      { kind: "instruction", keys: ["console.log"] },
    ],
  },
  {
    id: "b60-empty-todo-count",
    build: (s) =>
      s
        .user("Combien de TODO il reste dans le module facturation ?")
        .bash(
          "grep -rn 'TODO\\|FIXME' src/billing",
          "src/billing/tax.ts:12:  // TODO: always round half-even here, never half-up\nsrc/billing/pdf.ts:88:  // FIXME never called with a null locale?\nsrc/billing/invoice.ts:5:// TODO remove legacy VAT table",
        )
        .assistant("Three: two `TODO`s (rounding in `tax.ts`, the legacy VAT table in `invoice.ts`) and one `FIXME` in `pdf.ts`.")
        .user("ok merci, c'est moins que je pensais")
        .stop(),
    planted: [],
  },
  {
    id: "b60-empty-bun",
    build: (s) =>
      s
        .user("Der Dev-Server braucht 14 Sekunden zum Starten, geht das schneller?")
        .bash("time npm run dev -- --once", "ready in 13.8s")
        .assistant(
          "Most of it is ts-node compiling on the fly. One option would be switching the dev runtime to Bun, which runs TypeScript natively — startup would be around 1s.",
        )
        .user("Bun? Hmm, keine Ahnung ob das mit unseren native modules klappt. Lass uns das nicht jetzt entscheiden.")
        .assistant("Fair. I won't change anything; if you want, I can test it on a branch some day.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-i18n-keys",
    build: (s) =>
      s
        .user("Añade el texto del botón 'Guardar borrador' al formulario.")
        .file("Read", "src/i18n/es.json")
        .assistant("I see the strings live in `src/i18n/*.json`. Should I hard-code the label or add a key?")
        .user(
          "Clave siempre. Convención del equipo: ningún texto visible hardcodeado, todo va por `t()` con claves en snake_case, y se añade en los cinco ficheros de i18n a la vez aunque sea en inglés.",
        )
        .file("Edit", "src/i18n/es.json")
        .file("Edit", "src/components/DraftForm.tsx")
        .assistant("Added `save_draft` to all five locale files and used `t('save_draft')` in the form.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["i18n"] }],
  },
  {
    id: "b60-monorepo-turbo",
    build: (s) =>
      s
        .user("Wir hatten ja überlegt, Nx oder Turborepo für das Monorepo. Wie sieht die Cache-Konfiguration bei Turborepo aus?")
        .assistant("In `turbo.json` you declare each task's `outputs` and `dependsOn`; the remote cache is enabled with `TURBO_TOKEN` and `TURBO_TEAM`.")
        .bash("npx turbo run build --dry=json | jq '.tasks | length'", "23")
        .user("Gut, Turborepo passt. Wir nehmen Turborepo, Nx ist raus. Remote cache erstmal aus.")
        .assistant("Okay: Turborepo for the monorepo, no remote cache for now.")
        .file("Write", "turbo.json")
        .stop(),
    planted: [{ kind: "decision", keys: ["turborepo"] }],
  },
  {
    id: "b60-empty-graphql",
    build: (s) =>
      s
        .user("Et si on passait l'API publique en GraphQL ? Les clients mobiles font 6 appels pour un écran.")
        .assistant(
          "GraphQL would cut that to one round trip, but it changes caching (no HTTP cache per URL) and you'd need query cost limits. A BFF endpoint per screen is the smaller step.",
        )
        .user("Mouais... en fait oublie, c'est pas le moment, on a la release vendredi.")
        .bash("git status --short", "")
        .assistant("No problem, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-node-version",
    build: (s) =>
      s
        .user("¿Con qué versión de Node corre la lambda de thumbnails?")
        .bash("aws lambda get-function-configuration --function-name thumbnails --query Runtime", '"nodejs18.x"')
        .assistant("The `thumbnails` Lambda runs on `nodejs18.x`.")
        .user("Uf, Node 18 ya está EOL. Pendiente para el próximo sprint: subir la lambda thumbnails a nodejs20.x y probar sharp con la nueva capa.")
        .assistant("Recorded as a task for next sprint: upgrade the thumbnails Lambda to nodejs20.x and verify sharp with the new layer.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["thumbnails", "nodejs18"] },
      { kind: "task", keys: ["thumbnails", "nodejs20"] },
    ],
  },
  {
    id: "b60-empty-lint-run",
    build: (s) =>
      s
        .user("Lanza el linter y arregla lo que salga, porfa.")
        .bash(
          "npx eslint . --fix",
          "/home/dev/src/app/src/util/date.ts\n  14:7  warning  'tz' is assigned a value but never used  no-unused-vars\n\n✖ 1 problem (0 errors, 1 warning)",
        )
        .file("Edit", "src/util/date.ts")
        .bash("npx eslint .", "")
        .assistant("Removed the unused `tz` variable in `src/util/date.ts`; eslint is clean now.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-api-versioning",
    build: (s) =>
      s
        .user("Für die neue Endpoint-Version: Header oder URL?")
        .assistant(
          "Two common options: `/v2/orders` in the path, or `Accept: application/vnd.app.v2+json`. Path versions are easier to route and cache; header versions keep URLs stable.",
        )
        .bash(
          'grep -rn "app.route(\'/v1" src/routes | head -3',
          "src/routes/index.ts:8:app.route('/v1/orders', orders)\nsrc/routes/index.ts:9:app.route('/v1/users', users)",
        )
        .user("Wir haben schon `/v1` im Pfad, also bleiben wir dabei: Versionierung über den URL-Pfad, `/v2/orders` kommt als eigener Router.")
        .assistant("Path versioning it is; I'll add `/v2/orders` as a separate router and keep `/v1` untouched.")
        .file("Write", "src/routes/v2/orders.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["path", "version"] }],
  },
  {
    id: "b60-clock-skew",
    build: (s) =>
      s
        .user("Les tokens JWT sont rejetés avec `nbf` dans le futur, mais seulement sur le worker de batch.")
        .bash("ssh batch-01 'date -u +%s' && date -u +%s", "1793173151\n1793173199")
        .assistant("batch-01's clock is 48 seconds behind this machine. A token issued here looks 'not yet valid' there.")
        .bash("ssh batch-01 'timedatectl show -p NTPSynchronized'", "NTPSynchronized=no")
        .user("Confirmé, c'est bien ça : batch-01 n'a pas de NTP, l'horloge dérive. On ne peut pas toucher à la machine (elle est gérée par le client).")
        .user("Donc à partir de maintenant, toute vérification JWT côté batch doit tolérer 60 secondes de clockTolerance.")
        .file("Edit", "src/batch/auth.ts")
        .assistant("Set `clockTolerance: 60` in the batch verifier; tokens from the API now pass on batch-01.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["batch-01", "ntp"] },
      { kind: "instruction", keys: ["clocktolerance"] },
    ],
  },
  {
    id: "b60-empty-node-guess",
    build: (s) =>
      s
        .user("Creo que el servidor de preprod usa Node 16, pero no estoy seguro, ¿lo puedes comprobar?")
        .bash("ssh preprod 'node -v'", "ssh: connect to host preprod port 22: Connection timed out", 255)
        .assistant("I can't reach preprod over SSH from here (timeout on port 22), so I can't confirm the Node version.")
        .user("Vale, déjalo, no es importante.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-commit-style",
    build: (s) =>
      s
        .user("Mach bitte einen Commit mit den Änderungen am CSV-Export.")
        .bash(
          "git add -A && git commit -m 'csv export fixes'",
          "[feat/export-csv 4e1b2d7] csv export fixes\n 3 files changed, 41 insertions(+), 12 deletions(-)",
        )
        .user("Die Message passt nicht. Bei uns gilt Conventional Commits, immer mit Scope: also `fix(export): ...`. Bitte in Zukunft so.")
        .bash(
          "git commit --amend -m 'fix(export): quote fields containing semicolons'",
          "[feat/export-csv 9c03a1e] fix(export): quote fields containing semicolons",
        )
        .assistant("Amended to `fix(export): quote fields containing semicolons`. I'll use Conventional Commits with a scope from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["conventional", "scope"] }],
  },
  {
    id: "b60-feature-flags",
    build: (s) =>
      s
        .user("On avait dit LaunchDarkly pour les feature flags, mais le devis est trop cher.")
        .assistant("Alternatives: Unleash (self-hosted, open source), GrowthBook, or flags in our own D1 table.")
        .user("Au début je pensais à GrowthBook. Finalement non : on part sur Unleash self-hosted, on a déjà le cluster k8s pour ça.")
        .bash("helm search repo unleash", "NAME                CHART VERSION  APP VERSION\nunleash/unleash     5.4.1          6.3.0")
        .assistant("Unleash self-hosted then; the Helm chart `unleash/unleash` 5.4.1 is available. I'll prepare the values file.")
        .file("Write", "infra/k8s/unleash-values.yaml")
        .stop(),
    planted: [{ kind: "decision", keys: ["unleash"] }],
  },
  {
    id: "b60-empty-log-quote",
    build: (s) =>
      s
        .user("¿Qué significa este warning que sale al arrancar?")
        .bash(
          "npm run start 2>&1 | head -4",
          "[retry] WARN policy: never retry on 4xx, always retry on 503\n[retry] WARN maxAttempts unset, defaulting to 3\nlistening on :8080",
        )
        .assistant(
          "It's the HTTP client's retry module printing its default policy: no retries on 4xx, retries on 503, and 3 attempts because `maxAttempts` isn't set. It's informational.",
        )
        .user("ah ok, entonces no pasa nada")
        .stop(),
    planted: [],
  },
  {
    id: "b60-deploy-freeze",
    build: (s) =>
      s
        .user("Kannst du die neue Version auf prod deployen?")
        .bash("git log -1 --format=%cd", "Fri Nov 27 16:42:10 2026 +0100")
        .user("Ach warte, es ist Freitag nach 16 Uhr. Bei uns gilt: freitags ab 15 Uhr kein Deploy auf prod, nur Hotfixes mit Freigabe von Lena.")
        .assistant("Understood — no prod deploys on Fridays after 15:00 unless it's a hotfix Lena approved. I'll hold this one.")
        .user("Genau. Montag früh als erstes deployen, vergiss es nicht.")
        .assistant("Left open: deploy this version to prod first thing Monday.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["friday", "deploy"] },
      { kind: "task", keys: ["monday", "deploy"] },
    ],
  },
  {
    id: "b60-empty-chitchat",
    build: (s) =>
      s
        .user("Bonjour ! Tu es là ? On commence dans 5 minutes, je prends un café.")
        .assistant("Morning! I'm here. I'll wait for you.")
        .bash("git pull --ff-only", "Already up to date.")
        .user("c'est bon, je suis de retour. En fait on reprend demain, réunion imprévue.")
        .assistant("No problem, see you tomorrow.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-dates-utc",
    build: (s) =>
      s
        .user("El informe de ventas sale con un día de desfase para los clientes de México.")
        .bash("grep -rn 'new Date(' src/reports | head -3", "src/reports/sales.ts:22:  const day = new Date(row.created_at).toLocaleDateString()")
        .assistant("`toLocaleDateString()` uses the server's timezone, so rows near midnight land on the wrong day.")
        .user(
          "Regla del equipo para todo esto: en la base de datos y en la API las fechas van siempre en UTC con ISO 8601; la zona horaria del cliente solo se aplica en el frontend.",
        )
        .file("Edit", "src/reports/sales.ts")
        .assistant("Changed the report to group by the UTC date (`toISOString().slice(0, 10)`), and left the conversion to the frontend.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["utc"] }],
  },
  {
    id: "b60-gemini-quota",
    build: (s) =>
      s
        .user("Die Embeddings-Jobs brechen nachts ab, schau mal warum.")
        .bash(
          "kubectl logs job/embed-nightly --tail=3",
          "429 RESOURCE_EXHAUSTED: quota exceeded for text-embedding-004\nretrying in 60s\n429 RESOURCE_EXHAUSTED",
        )
        .assistant("Okay, I see the nightly job hits `429 RESOURCE_EXHAUSTED` on `text-embedding-004`.")
        .user("Ja, das ist bekannt: unser Projekt hat bei Vertex AI ein Quota von 600 Requests pro Minute für Embeddings, mehr gibt Google uns nicht.")
        .user("Bau bitte einen Token-Bucket ein, der auf 500/min drosselt.")
        .file("Edit", "jobs/embed-nightly/client.ts")
        .bash("npm run test -- jobs/embed-nightly", "✓ throttles to 500 requests per minute (3 tests)")
        .assistant("Added a token bucket limiting the embed client to 500 requests per minute; its tests pass.")
        .stop(),
    planted: [{ kind: "fact", keys: ["quota", "600"] }],
  },
  {
    id: "b60-docs-adr",
    build: (s) =>
      s
        .user("J'ai remarqué qu'on ne sait jamais pourquoi on a choisi tel ou tel truc.")
        .bash("ls docs", "api.md\narchitecture.md\nonboarding.md")
        .assistant("There's no decision log in `docs/`. An ADR folder (`docs/adr/0001-....md`) is a common way to keep one.")
        .user(
          "Oui, adopté : chaque décision d'architecture a son ADR dans `docs/adr`, numéroté. Et quand tu prends une décision avec moi, tu écris l'ADR dans la même PR.",
        )
        .file("Write", "docs/adr/0001-record-architecture-decisions.md")
        .assistant("Created `docs/adr/0001-record-architecture-decisions.md`. I'll write an ADR in the same PR for each decision we take.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["adr"] },
      { kind: "instruction", keys: ["adr", "pr"] },
    ],
  },
  {
    id: "b60-empty-regex-question",
    build: (s) =>
      s
        .user("Warum matcht `/^\\d{4}-\\d{2}$/` nicht auf '2026-11-27'?")
        .assistant("The `$` anchors the end after the month, so the `-27` makes it fail. `/^\\d{4}-\\d{2}-\\d{2}$/` matches the whole date.")
        .bash("node -e \"console.log(/^\\d{4}-\\d{2}-\\d{2}$/.test('2026-11-27'))\"", "true")
        .user("Ah, klar. Danke.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-redis-eviction",
    build: (s) =>
      s
        .user("Los usuarios dicen que el carrito se vacía solo. ¿Puede ser Redis?")
        .bash("redis-cli -h cache.internal CONFIG GET maxmemory-policy", '1) "maxmemory-policy"\n2) "allkeys-lru"')
        .assistant("The cache Redis uses `allkeys-lru`, so under memory pressure it can evict cart keys even though they have no TTL.")
        .user(
          "Eso es. Confirmado: el Redis de cache.internal es compartido con las sesiones y los carritos, y está en allkeys-lru. No lo podemos cambiar sin hablar con plataforma.",
        )
        .user("Pendiente entonces: mover los carritos a Postgres, que no se pueden perder. Lo abrimos como ticket, hoy no.")
        .assistant("Noted. The task to move carts to Postgres stays open; nothing changed today.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["allkeys-lru"] },
      { kind: "task", keys: ["carts", "postgres"] },
    ],
  },
  {
    id: "b60-empty-codex-refactor",
    build: (s) =>
      s
        .user("renomme `getUsr` en `getUser` partout stp")
        .bash("rg -l 'getUsr' src test", "src/api/users.ts\nsrc/api/orders.ts\ntest/users.test.ts")
        .bash("rg -l 'getUsr' src test | xargs sed -i 's/getUsr/getUser/g' && npx tsc --noEmit", "")
        .assistant("Renamed `getUsr` → `getUser` in 3 files; `tsc --noEmit` is clean.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-secrets-doppler",
    build: (s) =>
      s
        .user("Wo liegen eigentlich die Secrets für staging? In `.env.staging`?")
        .bash("ls -a | grep env", ".env.example")
        .assistant("There's only `.env.example` in the repo. Where do the staging values come from?")
        .user("Alle Secrets liegen in Doppler, Projekt `shop-api`, Config `stg`. `.env`-Dateien mit echten Werten gibt es bei uns nicht.")
        .bash("doppler secrets --project shop-api --config stg --only-names | head -3", "DATABASE_URL\nSTRIPE_KEY\nSENTRY_DSN")
        .assistant("Found them: Doppler project `shop-api`, config `stg` (DATABASE_URL, STRIPE_KEY, SENTRY_DSN, ...).")
        .stop(),
    planted: [{ kind: "fact", keys: ["doppler"] }],
  },
  {
    id: "b60-image-cdn",
    build: (s) =>
      s
        .user("Las imágenes de producto cargan lentísimo en móvil.")
        .bash(
          "curl -sI https://shop.example.com/img/p/1234.jpg | grep -i -E 'content-length|cache-control'",
          "content-length: 2411847\ncache-control: no-cache",
        )
        .assistant("The product image is 2.4 MB with `cache-control: no-cache`. Cloudflare Images or resizing at upload would help.")
        .user(
          "¿Cloudflare Images cuánto cuesta? ... bueno, da igual, hoy no. Queda como tarea: redimensionar las imágenes de producto al subirlas y poner cache-control de un año.",
        )
        .assistant("Noted as a task: resize product images on upload and serve them with a one-year cache-control.")
        .stop(),
    planted: [{ kind: "task", keys: ["image", "resize"] }],
  },
  {
    id: "b60-empty-explain-hono",
    build: (s) =>
      s
        .user("Comment marche `c.req.valid('json')` dans Hono ? Je ne comprends pas d'où vient le type.")
        .file("Read", "src/routes/orders.ts")
        .assistant(
          "`zValidator('json', schema)` runs before the handler and stores the parsed body; `c.req.valid('json')` returns it, and its type is inferred from the schema through the route's generic parameters.",
        )
        .user("Et si la validation échoue ?")
        .assistant("The validator answers 400 itself and the handler never runs, unless you pass a hook as its third argument.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-pr-size",
    build: (s) =>
      s
        .user("Der PR hat 2.300 Zeilen, das reviewt keiner.")
        .bash("gh pr view 518 --json additions,deletions", '{"additions":2011,"deletions":297}')
        .assistant("PR #518 has 2011 additions and 297 deletions. I could split it into the migration, the service layer and the UI.")
        .user("Ja, bitte aufteilen. Und grundsätzlich: PRs sollen unter 400 Zeilen bleiben; wenn's mehr wird, stackst du sie.")
        .bash("git checkout -b feat/orders-migration && git cherry-pick 1a2b3c4", "[feat/orders-migration 5d6e7f8] add orders migration")
        .assistant("Split started: `feat/orders-migration` holds the migration. I'll keep PRs under 400 lines and stack bigger changes.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400"] }],
  },
  {
    id: "b60-fr-payments-team",
    build: (s) =>
      s
        .user("Qui maintient le service `ledger` ? Je ne trouve rien dans le README.")
        .bash("cat CODEOWNERS | grep ledger", "/services/ledger/ @acme/payments-core")
        .assistant("CODEOWNERS assigns `services/ledger/` to `@acme/payments-core`.")
        .user("Oui, et concrètement c'est l'équipe de Lyon, avec Sophie comme lead. Le ledger est en Kotlin, pas en TypeScript comme le reste.")
        .assistant("Noted: the ledger service is Kotlin and owned by payments-core in Lyon, led by Sophie.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ledger", "kotlin"] },
      { kind: "fact", keys: ["sophie"] },
    ],
  },
  {
    id: "b60-orm-drizzle",
    build: (s) =>
      s
        .user("Para el servicio nuevo de notificaciones, ¿Prisma o Drizzle?")
        .assistant("Prisma has the nicer migrations UX; Drizzle is lighter, SQL-like and works on Workers without the Data Proxy.")
        .bash("cat services/notifications/package.json | jq .dependencies", '{\n  "hono": "^4.6.0"\n}')
        .user("Vamos con Prisma... no, espera, en Workers nos da problemas. Drizzle. Decisión final: Drizzle para notifications.")
        .assistant("Drizzle for the notifications service. I'll add `drizzle-orm` and `drizzle-kit`.")
        .bash("pnpm add drizzle-orm && pnpm add -D drizzle-kit", "+ drizzle-orm 0.36.1\n+ drizzle-kit 0.28.0")
        .stop(),
    planted: [{ kind: "decision", keys: ["drizzle"] }],
  },
  {
    id: "b60-empty-gemini-search",
    build: (s) =>
      s
        .user("Sucht mal, wo wir `X-Request-Id` setzen.")
        .bash("rg -n 'X-Request-Id' src", "src/middleware/request-id.ts:9:  c.header('X-Request-Id', id)")
        .assistant("Okay, `X-Request-Id` is set in `src/middleware/request-id.ts` line 9, from the incoming header or a fresh UUID.")
        .user("Super, genau das wollte ich wissen.")
        .stop(),
    planted: [],
  },
  {
    id: "b60-storybook-task",
    build: (s) =>
      s
        .user("Le composant `DatePicker` n'a pas de story, c'est pour ça que le design l'a raté.")
        .bash("ls src/components/DatePicker", "DatePicker.tsx\nDatePicker.test.tsx\nindex.ts")
        .assistant("Right, there's no `DatePicker.stories.tsx`. Want me to write one now?")
        .user("Pas maintenant, on a la démo. Il faudra écrire les stories Storybook pour DatePicker et TimePicker plus tard, note-le.")
        .assistant("Noted for later: Storybook stories for DatePicker and TimePicker.")
        .stop(),
    planted: [{ kind: "task", keys: ["storybook", "datepicker"] }],
  },
  {
    id: "b60-queue-retries",
    build: (s) =>
      s
        .user("Die Queue `email-outbound` schickt manche Mails doppelt.")
        .bash("wrangler queues info email-outbound", "max_retries: 10\ndead_letter_queue: (none)")
        .assistant("The consumer retries up to 10 times with no dead-letter queue, and the mail send isn't idempotent, so a retry after a timeout sends again.")
        .user("Dann so: max_retries auf 3 und eine Dead-Letter-Queue `email-dlq`. Das ist jetzt so entschieden.")
        .file("Edit", "wrangler.toml")
        .user("Und das Idempotency-Key-Thema für den Mailversand machen wir später, schreib's auf.")
        .assistant('Set `max_retries = 3` with `dead_letter_queue = "email-dlq"`. The idempotency key for sending mail is left as an open task.')
        .stop(),
    planted: [
      { kind: "decision", keys: ["dlq"] },
      { kind: "task", keys: ["idempotency"] },
    ],
  },
  {
    id: "b60-empty-maybe-cache",
    build: (s) =>
      s
        .user("peut-être que la lenteur vient du cache KV ? je sais pas trop")
        .bash("wrangler kv key list --binding CACHE --prefix prices: | jq length", "0")
        .assistant(
          "The `prices:` prefix is empty in KV, so those reads all miss — but that alone doesn't explain 2s; a miss costs ~30ms. I'd need a trace to say more.",
        )
        .user("ok, on regardera avec une trace un autre jour")
        .stop(),
    planted: [],
  },
  {
    id: "b60-python-uv",
    build: (s) =>
      s
        .user("El script de ETL en Python no instala en mi Mac, pip se queja de las versiones.")
        .bash(
          "cd etl && pip install -r requirements.txt",
          "ERROR: Cannot install pandas==2.2.3 and numpy==1.24.0 because these package versions have conflicting dependencies.",
          1,
        )
        .assistant("The pins conflict: pandas 2.2.3 needs numpy >= 1.26. The lock isn't reproducible with pip alone.")
        .user("Olvídate de pip. En los proyectos Python usamos uv, siempre `uv sync` y `uv run`. Lo digo para la próxima vez también.")
        .bash("cd etl && uv sync", "Resolved 41 packages in 612ms\nInstalled 41 packages in 1.1s")
        .assistant("Done with `uv sync`; the environment resolves. I'll use uv (`uv sync`, `uv run`) for Python projects.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["uv", "python"] }],
  },
  {
    id: "b60-d1-limit",
    build: (s) =>
      s
        .user("Der Import der Produktdaten bricht bei großen Dateien ab.")
        .bash("wrangler d1 execute shop --file import.sql --remote", "✘ [ERROR] statement too long: SQLITE_TOOBIG", 1)
        .assistant("D1 rejected the file as one statement that is too big. Splitting the import into batches of 500 rows should work.")
        .file("Edit", "scripts/import-products.ts")
        .bash("node scripts/import-products.ts data/products.csv", "imported 48210 rows in 97 batches")
        .user("Perfekt. Für's Protokoll: D1 nimmt pro Statement maximal 100 KB, das hat uns schon mal erwischt.")
        .assistant("Good to know — D1 caps a single statement at 100 KB; the importer now stays well under it.")
        .stop(),
    planted: [{ kind: "fact", keys: ["d1", "100"] }],
  },
  {
    id: "b60-biome",
    build: (s) =>
      s
        .user("ESLint + Prettier mettent 40 secondes sur le repo, c'est plus possible.")
        .bash("time npx eslint . && time npx prettier --check .", "real 0m31.2s\nreal 0m9.4s")
        .assistant("31s for eslint and 9s for prettier. Biome does both in one pass, usually in well under a second on a repo this size.")
        .bash("npx @biomejs/biome check . --max-diagnostics=0", "Checked 812 files in 412ms.")
        .user("412 ms, bon, pas besoin d'en discuter plus. On passe à Biome et on vire eslint et prettier du projet.")
        .assistant("Switching to Biome: I'll migrate the rules with `biome migrate eslint` and drop eslint and prettier from the dev dependencies.")
        .stop(),
    planted: [{ kind: "decision", keys: ["biome"] }],
  },
  {
    id: "b60-pages-hosting",
    build: (s) =>
      s
        .user("Das neue Marketing-Frontend: wir deployen auf Vercel, das kennt jeder.")
        .assistant("Okay, I will create a `vercel.json` with the Astro preset.")
        .bash("npx astro build", "▶ 38 page(s) built in 4.21s\nComplete!")
        .user(
          "Moment, halt. Marco sagt, die Firma hat schon einen Cloudflare-Vertrag. Also doch nicht Vercel: das Marketing-Frontend kommt auf Cloudflare Pages.",
        )
        .assistant("Understood, Cloudflare Pages instead of Vercel. I won't add `vercel.json`; the Astro build output goes to Pages.")
        .bash("npx wrangler pages project create marketing --production-branch main", "✨ Successfully created the 'marketing' project.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cloudflare", "pages"] }],
  },
  {
    id: "b60-auth-clerk",
    build: (s) =>
      s
        .user("¿Cuánto nos costaría montar el login nosotros mismos con magic links?")
        .assistant(
          "A basic magic-link flow is a few days: token table, mail sending, rate limits. The hidden cost is the rest: MFA, session revocation, SSO for business customers.",
        )
        .bash("grep -rn 'auth' package.json", '    "@clerk/backend": "^1.15.0",')
        .user(
          "Ya, por eso. Queda decidido: seguimos con Clerk para la autenticación, nada de auth casero. Y el SSO lo activamos cuando llegue el primer cliente enterprise, eso queda pendiente.",
        )
        .assistant("Clear: Clerk stays for authentication, no homegrown auth. Enabling SSO is open for when the first enterprise customer arrives.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["clerk"] },
      { kind: "task", keys: ["sso", "enterprise"] },
    ],
  },
  {
    id: "b60-date-fns",
    build: (s) =>
      s
        .user("moment.js pèse combien dans le bundle déjà ?")
        .bash("npx source-map-explorer dist/main.js --json | jq '.results[0].files[\"node_modules/moment/moment.js\"].size'", "72814")
        .assistant("moment.js is 72.8 KB minified, plus its locales if they're imported.")
        .user("C'est décidé, on remplace moment par date-fns, progressivement, fichier par fichier.")
        .assistant("Okay: date-fns replaces moment, file by file as we touch them. I'll start with `src/utils/format.ts`.")
        .file("Edit", "src/utils/format.ts")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "b60-cursor-pagination",
    build: (s) =>
      s
        .user("La lista de pedidos con `?page=900` tarda 8 segundos.")
        .bash(
          "psql $DATABASE_URL -c 'explain analyze select * from orders order by id offset 18000 limit 20'",
          "Limit  (actual time=7931.2..7931.4 rows=20 loops=1)\n  ->  Index Scan using orders_pkey on orders  (rows=18020)",
        )
        .assistant(
          "The `OFFSET 18000` scans and throws away 18,000 rows. Options: keep offset and cap the page number, or switch to keyset (cursor) pagination.",
        )
        .user("¿Y si simplemente limitamos a 100 páginas?")
        .assistant("That hides the problem for deep pages, but exports and the mobile infinite scroll really do go deep.")
        .user("Vale, entonces paginación por cursor en todos los listados nuevos de la API, y `orders` la migramos ya.")
        .file("Edit", "src/routes/orders.ts")
        .assistant("`GET /orders` now takes `?cursor=` (the last id) and returns `next_cursor`; the query uses `where id > $1` and takes 4 ms.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cursor"] }],
  },
  {
    id: "b60-backoffice-tailwind",
    build: (s) =>
      s
        .user("Für das neue Backoffice, CSS Modules wie im Shop oder Tailwind? Ich bin unsicher.")
        .assistant("Tailwind is faster for admin screens built from many small layout pieces; CSS Modules keep markup cleaner and match the shop.")
        .bash("ls apps/backoffice", "package.json\nsrc\nvite.config.ts")
        .user("Lena und ich haben's gerade besprochen: Tailwind fürs Backoffice. Der Shop bleibt bei CSS Modules.")
        .bash("cd apps/backoffice && pnpm add -D tailwindcss @tailwindcss/vite", "+ tailwindcss 4.0.0\n+ @tailwindcss/vite 4.0.0")
        .assistant("Tailwind added to the backoffice; the shop keeps its CSS Modules.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tailwind", "backoffice"] }],
  },
  {
    id: "b60-sentry-sampling",
    build: (s) =>
      s
        .user("La factura de Sentry de este mes es el triple. ¿Qué ha pasado?")
        .bash("grep -rn 'tracesSampleRate' src", "src/sentry.ts:7:  tracesSampleRate: 1.0,")
        .assistant("`tracesSampleRate` is 1.0, so every request sends a performance trace. That was probably left from debugging.")
        .user("Lo dejamos en 0.05 en producción y 1.0 solo en local, así se queda.")
        .file("Edit", "src/sentry.ts")
        .assistant("Done: `tracesSampleRate` is 0.05 in production and 1.0 when `NODE_ENV` is development.")
        .stop(),
    planted: [{ kind: "decision", keys: ["tracessamplerate", "0.05"] }],
  },
  {
    id: "b60-code-comments",
    build: (s) =>
      s
        .user("Ajoute un commentaire qui explique pourquoi on arrondit au centime supérieur dans `computeFees`.")
        .file("Edit", "src/billing/fees.ts")
        .assistant("Added: `// Card networks bill fees per started cent, so we round up to match their statements.`")
        .user(
          "Parfait. Et c'est bien qu'il soit en anglais : même quand je te parle en français, les commentaires et les noms dans le code restent toujours en anglais.",
        )
        .assistant("Noted: code comments and identifiers stay in English whatever language we talk in.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["comments", "english"] }],
  },
  {
    id: "b60-no-any",
    build: (s) =>
      s
        .user("el parser de webhooks tiene un `as any` que no me gusta nada")
        .bash("rg -n 'as any' src/webhooks", "src/webhooks/parse.ts:31:  const payload = JSON.parse(body) as any;")
        .file("Edit", "src/webhooks/parse.ts")
        .assistant("Replaced it with `unknown` plus a valibot schema, so the payload is checked before use.")
        .user("Mejor. Y que quede como norma: en TypeScript nunca `any`, usa `unknown` y valida.")
        .assistant("Understood: no `any`, use `unknown` and validate.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["any", "unknown"] }],
  },
  {
    id: "b60-migration-copy",
    build: (s) =>
      s
        .user("Die Migration `0057_split_addresses` ist fertig, lass sie auf staging laufen.")
        .bash("npm run db:migrate -- --env staging", "applying 0057_split_addresses ... ok (12.4s)")
        .assistant("Applied on staging in 12.4s.")
        .user(
          "Gut. Für künftige Migrationen: bevor sie auf staging oder prod laufen, testest du sie immer erst gegen eine frische Kopie des prod-Dumps. Staging hat zu wenig Daten, um Locks zu zeigen.",
        )
        .assistant("Will do: every migration first runs against a fresh copy of the prod dump before staging or prod.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["migration", "copy"] }],
  },
  {
    id: "b60-tenant-tests",
    build: (s) =>
      s
        .user("Añade el endpoint `GET /reports/monthly`.")
        .file("Write", "src/routes/reports.ts")
        .file("Write", "test/reports.test.ts")
        .bash("pnpm vitest --run test/reports.test.ts", " ✓ test/reports.test.ts (3 tests)")
        .assistant("Added `GET /reports/monthly` with three tests (happy path, empty month, invalid month).")
        .user("Falta uno: cada endpoint nuevo lleva un test de aislamiento por tenant, que el tenant A no vea datos del tenant B. Siempre, sin excepción.")
        .file("Edit", "test/reports.test.ts")
        .assistant("Added the tenant isolation test; I'll include one with every new endpoint.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["tenant"] }],
  },
  {
    id: "b60-bastion",
    build: (s) =>
      s
        .user("Je n'arrive pas à me connecter à la base de prod depuis chez moi.")
        .bash(
          "psql -h db.prod.internal -U readonly -c 'select 1'",
          'psql: error: connection to server at "db.prod.internal" (10.2.0.14), port 5432 failed: timeout',
          2,
        )
        .assistant("The connection to port 5432 times out. Could be the VPN or a security group.")
        .user(
          "Ah oui, j'avais oublié : le VPN bloque le 5432, pour la base de prod il faut toujours passer par le bastion, `ssh -L 5432:db.prod.internal:5432 bastion`.",
        )
        .bash("ssh -fN -L 5432:db.prod.internal:5432 bastion && psql -h localhost -U readonly -c 'select 1'", " ?column?\n----------\n        1")
        .assistant("Through the bastion tunnel it works.")
        .stop(),
    planted: [{ kind: "fact", keys: ["bastion", "5432"] }],
  },
  {
    id: "b60-regions",
    build: (s) =>
      s
        .user("In welcher Region läuft eigentlich staging? Ich dachte auch eu-west-1 wie prod?")
        .bash("aws eks describe-cluster --name staging --query cluster.arn", '"arn:aws:eks:eu-central-1:412233:cluster/staging"')
        .assistant("The staging EKS cluster is in eu-central-1, not eu-west-1.")
        .user("Stimmt, jetzt erinnere ich mich: staging ist in eu-central-1 (Frankfurt), prod in eu-west-1. Deshalb sind die Latenzen so unterschiedlich.")
        .assistant("Right, that explains the latency gap between the two.")
        .stop(),
    planted: [{ kind: "fact", keys: ["staging", "eu-central-1"] }],
  },
  {
    id: "b60-acme-sla",
    build: (s) =>
      s
        .user("¿Podemos hacer el mantenimiento de la base el martes a las 10?")
        .bash("cat ops/maintenance-windows.yaml", "windows:\n  - day: sunday\n    from: '02:00'\n    to: '04:00'\n# NOTE: always announce 48h before")
        .assistant("The configured window is Sunday 02:00–04:00. Tuesday 10:00 would be outside it.")
        .user("Cierto. El motivo es Acme: tiene un SLA del 99,95 % por contrato y su pico de uso es entre semana por la mañana.")
        .assistant("Understood, Acme's contractual 99.95% SLA rules out weekday mornings. I'll plan the maintenance for Sunday 02:00.")
        .stop(),
    planted: [{ kind: "fact", keys: ["acme", "sla"] }],
  },
  {
    id: "b60-legacy-php",
    build: (s) =>
      s
        .user("Der alte Admin unter /legacy wirft Deprecation-Warnings, was läuft da?")
        .bash("ssh legacy-01 'php -v | head -1'", "PHP 7.4.33 (cli) (built: Nov  2 2022 16:07:53) ( NTS )")
        .assistant("Okay, legacy-01 runs PHP 7.4.33, which is end-of-life. The warnings come from a newer Composer package.")
        .user("Ja, das alte Admin läuft auf PHP 7.4 und wird nicht mehr angefasst, bis es abgeschaltet wird. Einfach ignorieren.")
        .assistant("Got it, I'll leave the legacy admin alone.")
        .stop(),
    planted: [{ kind: "fact", keys: ["php", "7.4"] }],
  },
  {
    id: "b60-sendgrid-key",
    build: (s) =>
      s
        .user("Vi la API key de SendGrid en un log de CI de la semana pasada 😬")
        .bash("gh run view 11872 --log | grep -c 'SG\\.'", "1")
        .assistant("Yes, run 11872 printed it once. I masked the variable in the workflow so it won't happen again.")
        .file("Edit", ".github/workflows/ci.yml")
        .user(
          "Bien. Rotar la key lo tiene que hacer Pablo, que es admin de SendGrid; él vuelve el lunes. Déjalo como tarea pendiente: rotar la API key de SendGrid.",
        )
        .assistant("Open task recorded: rotate the SendGrid API key (Pablo, Monday). The workflow masking is done.")
        .stop(),
    planted: [{ kind: "task", keys: ["sendgrid", "rotate"] }],
  },
  {
    id: "b60-dependabot",
    build: (s) =>
      s
        .user("Wie alt sind unsere Dependencies eigentlich?")
        .bash("pnpm outdated --format json | jq length", "64")
        .assistant("64 packages are behind their latest version, 9 of them by a major.")
        .user("Uff. Irgendwann Dependabot oder Renovate fürs Monorepo einrichten... ja, Dependabot. Aber nicht heute, notier dir das als offene Aufgabe.")
        .assistant("Open task: set up Dependabot for the monorepo. Nothing changed today.")
        .stop(),
    planted: [{ kind: "task", keys: ["dependabot"] }],
  },
  {
    id: "b60-flag-cleanup",
    build: (s) =>
      s
        .user("Active le flag `new_checkout` pour 100 % des utilisateurs.")
        .bash("unleash-cli toggle update new_checkout --rollout 100", "new_checkout: rollout 100% (production)")
        .assistant("`new_checkout` is now on for 100% in production.")
        .user("Super. Dans deux semaines, si rien ne casse, il faudra supprimer le flag new_checkout et l'ancien code du checkout. À ne pas oublier.")
        .assistant("Noted for in two weeks: remove the new_checkout flag and the old checkout code.")
        .stop(),
    planted: [{ kind: "task", keys: ["new_checkout", "remove"] }],
  },
  {
    id: "b60-openapi-v2",
    build: (s) =>
      s
        .user("¿Está `/v2/orders` en el OpenAPI?")
        .bash("grep -c '/v2/orders' docs/openapi.yaml", "0", 1)
        .assistant("No, `docs/openapi.yaml` has no `/v2/orders` yet.")
        .user("Lo suponía. Queda pendiente documentar /v2/orders en el openapi.yaml antes de anunciarlo a los partners; ahora no da tiempo.")
        .assistant("Left as a task: document `/v2/orders` in the OpenAPI spec before the partner announcement.")
        .stop(),
    planted: [{ kind: "task", keys: ["openapi", "v2"] }],
  },
  {
    id: "b60-backup-restore",
    build: (s) =>
      s
        .user("Laufen die S3-Backups der Datenbank eigentlich?")
        .bash(
          "aws s3 ls s3://acme-db-backups/daily/ | tail -2",
          "2026-11-26 03:00:12  8123456789 shop-2026-11-26.dump\n2026-11-27 03:00:09  8125001112 shop-2026-11-27.dump",
        )
        .assistant("Yes, a dump lands every night at 03:00, about 8.1 GB each.")
        .user(
          "Und hat je jemand einen Restore getestet? Ich glaube nicht. Das muss jemand machen: einen Restore-Test der Backups auf einer leeren Instanz, diesen Monat noch.",
        )
        .assistant("Recorded as open: a restore test of the backups on an empty instance this month.")
        .stop(),
    planted: [{ kind: "task", keys: ["restore", "backup"] }],
  },
  {
    id: "b60-jest-vitest",
    build: (s) =>
      s
        .user("Pourquoi on a deux runners de tests dans le repo ?")
        .bash("ls packages/*/jest.config.* 2>/dev/null", "packages/legacy-sdk/jest.config.js\npackages/pdf/jest.config.js")
        .assistant("Two packages, `legacy-sdk` and `pdf`, still use Jest; everything else moved to Vitest.")
        .user("Ok. Reste à migrer ces deux packages de Jest vers Vitest, quand quelqu'un aura le temps.")
        .assistant("Noted as an open task: migrate legacy-sdk and pdf from Jest to Vitest.")
        .stop(),
    planted: [{ kind: "task", keys: ["jest"] }],
  },
  {
    id: "b60-csp-admin",
    build: (s) =>
      s
        .user("Haben wir eigentlich eine Content-Security-Policy im Admin-Panel?")
        .bash("curl -sI https://admin.example.com | grep -i content-security", "", 1)
        .assistant("No `Content-Security-Policy` header on the admin panel.")
        .user("Hab ich befürchtet. Nächste Woche bauen wir einen CSP-Header fürs Admin-Panel ein, erst im report-only Modus. Schreib's auf die Liste.")
        .assistant("On the list: add a CSP header to the admin panel, report-only first, next week.")
        .stop(),
    planted: [{ kind: "task", keys: ["csp", "admin"] }],
  },
  {
    id: "b60-empty-explain-cors",
    build: (s) =>
      s
        .user("¿Por qué el navegador hace un OPTIONS antes del POST?")
        .assistant(
          "That's the CORS preflight: a cross-origin request with `Content-Type: application/json` or custom headers isn't 'simple', so the browser first asks the server with `OPTIONS` whether it's allowed.",
        )
        .bash(
          "curl -si -X OPTIONS https://api.example.com/orders -H 'Origin: https://shop.example.com' | head -3",
          "HTTP/2 204\naccess-control-allow-origin: https://shop.example.com\naccess-control-allow-methods: GET,POST",
        )
        .user("Ah, vale, y el nuestro responde bien. Gracias.")
        .stop(),
    planted: [],
  },
];

export const BLIND60 = plantedSet(BLIND60_SESSIONS, Date.UTC(2026, 10, 2, 9));
