/**
 * Planted set TUNING51. Training set for the sentence classifier (written without reading the extractor).
 *
 * Style: API design (REST and GraphQL naming, versioning, pagination, error formats,
 * deprecation policy, OpenAPI) in Claude Code voice; verbose users who explain their reasons,
 * and conventions decided after some back and forth. Each session is one segment; the items
 * planted in it are listed with it. Every other message must give nothing: questions,
 * hypotheses, proposals the user rejects or never confirms, withdrawn ideas, unconfirmed
 * guesses, quoted code, logs and tool output (with words like "always", "never", "TODO"),
 * chit-chat, and requests the agent completes in the same session. Where a decision is
 * changed later in a session, only the later one is planted.
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

const START = Date.UTC(2026, 10, 2, 9);

export const TUNING51_SESSIONS: BlindSession[] = [
  {
    id: "t51-cursor-pages",
    build: (s) =>
      s
        .user(
          "I want to settle pagination for the public API before we add more list endpoints. Right now /orders uses ?page=3&per_page=50 and it falls over for big tenants. What are our options?",
        )
        .file("Read", "src/routes/orders.ts")
        .assistant(
          "I looked at `src/routes/orders.ts`. It builds `OFFSET (page-1)*per_page`, so Postgres has to walk every skipped row. The two usual options are keyset/cursor pagination (opaque `cursor` token encoding the last sort key) or keeping offsets with a hard cap on `page`. Cursors are stable when rows are inserted mid-scan; offsets let clients jump to page N.",
        )
        .user(
          "Nobody jumps to page 40, the dashboard only has next/previous. And the orders table is around 40 million rows in prod, which is why the offset scans hurt so much. OK, decided: cursor-based pagination for every list endpoint from now on, opaque base64 cursors, `next_cursor` in the response body.",
        )
        .bash("psql $DATABASE_URL -c 'select count(*) from orders'", "  count\n----------\n 40213377\n(1 row)")
        .assistant("Noted. 40.2M rows confirmed. I'll draft the cursor helper in the next step if you want it."),
    planted: [
      { kind: "decision", keys: ["cursor", "pagination"] },
      { kind: "fact", keys: ["orders", "million"] },
    ],
  },
  {
    id: "t51-problem-json",
    build: (s) =>
      s
        .user(
          "Our error bodies are a mess: some routes return {error: 'msg'}, some {message}, the billing ones return a bare string. I've read up on RFC 9457 and I think it's the sane choice because clients already have parsers for it. Let's standardise: errors are application/problem+json with type, title, status, detail.",
        )
        .bash('rg -l "res.status\\(4" src/routes | wc -l', "37")
        .assistant("37 route files set a 4xx status by hand. I'll introduce a `problem()` helper in `src/http/errors.ts` and migrate them in batches.")
        .user(
          "Good. And one more thing that applies to every error we ever add: always include a machine-readable `code` field next to the title, like ORDER_NOT_FOUND, because the mobile team switches on it and titles get reworded by product.",
        )
        .file("Write", "src/http/errors.ts")
        .assistant("Added `problem(status, code, title, detail?)` which always sets `code`. Migrating the first batch now."),
    planted: [
      { kind: "decision", keys: ["problem+json"] },
      { kind: "instruction", keys: ["code", "field"] },
    ],
  },
  {
    id: "t51-version-header",
    build: (s) =>
      s
        .user(
          "We need a versioning story before the partner launch. My first instinct: put the major version in the path. Let's go with /v2/ for the new shapes and keep /v1/ as is.",
        )
        .bash("ls src/routes", "customers.ts\ninvoices.ts\norders.ts\npayments.ts\nwebhooks.ts")
        .assistant(
          "That works with the router: I'd mount a second Hono app under `/v2`. One cost: every breaking change to a single resource forces a whole new prefix, and partners have to move all calls at once.",
        )
        .user(
          "Hmm, that's exactly what hurt us with the 2022 migration. Scratch the path idea. We'll version through an `Api-Version` request header, date based like Stripe (2026-11-01), and pin each API key to the version it was created with. That's the decision, please write it into docs/api-guidelines.md.",
        )
        .file("Edit", "docs/api-guidelines.md")
        .assistant("Written: date-based `Api-Version` header, keys pinned at creation, the path prefix stays `/v1` forever."),
    planted: [{ kind: "decision", keys: ["api-version"] }],
  },
  {
    id: "t51-put-patch-chat",
    build: (s) =>
      s
        .user("morning! quick conceptual one before coffee kicks in: what's the practical difference between PUT and PATCH for our customer resource?")
        .assistant(
          "PUT replaces the whole resource: fields you leave out are reset. PATCH applies a partial change, usually as JSON Merge Patch (RFC 7396) where `null` deletes a field. For a customer with 30 fields PATCH is what clients actually want.",
        )
        .user("makes sense, thanks. I was mostly curious, nothing to change today.")
        .assistant("Sure. Enjoy the coffee."),
    planted: [],
  },
  {
    id: "t51-graphql-mutations",
    build: (s) =>
      s
        .user(
          "I'm reviewing the GraphQL schema and the mutation names are all over the place: invoiceCreate, createCustomer, updateOrderStatus, orderCancel. The team talked about it on Friday and we agreed on verb-first because it reads like English in the client code. So: mutation names are verb first, `createInvoice`, `cancelOrder`, never noun first.",
        )
        .bash(
          "rg -o 'type Mutation \\{' -A 12 schema/schema.graphql",
          "type Mutation {\n  invoiceCreate(input: InvoiceInput!): InvoicePayload\n  createCustomer(input: CustomerInput!): CustomerPayload\n  orderCancel(id: ID!): OrderPayload\n}",
        )
        .assistant(
          "Two of the three listed are noun first. Before I rename: how is the schema served? The resolvers in this repo look like a subgraph, not a standalone server.",
        )
        .user(
          "Right, the gateway is Apollo Router in front of three subgraphs (orders, billing, identity). This repo is only the orders subgraph, so renames here need a composition check.",
        )
        .assistant("Got it. I'll run `rover subgraph check` after renaming so the router composition is validated."),
    planted: [
      { kind: "instruction", keys: ["mutation", "verb"] },
      { kind: "fact", keys: ["apollo", "router"] },
    ],
  },
  {
    id: "t51-sunset-policy",
    build: (s) =>
      s
        .user(
          "Legal asked us to write down a deprecation policy, and after the thread with partner success I think we have consensus. Deprecated endpoints keep working for six months after we announce, we send `Deprecation` and `Sunset` headers the whole time, and only then do we return 410. Let's make that the policy.",
        )
        .file("Edit", "docs/api-guidelines.md")
        .assistant(
          "I added a *Deprecation* section: announce, then six months of `Deprecation` + `Sunset` headers, then `410 Gone`. Should I wire the headers into the existing deprecated routes now?",
        )
        .user(
          "Not today, I'm out of time. But it's on us: the deprecation headers still have to be added to /v1/reports, which we deprecated last month. Leave that for the next session.",
        )
        .bash("rg -n 'deprecated' src/routes/reports.ts", "12:// deprecated 2026-10: use /v1/analytics/exports"),
    planted: [
      { kind: "decision", keys: ["six months"] },
      { kind: "task", keys: ["deprecation", "reports"] },
    ],
  },
  {
    id: "t51-openapi-source",
    build: (s) =>
      s
        .user("Where does our OpenAPI document come from? I found openapi/openapi.yaml and I'm not sure if I should edit it.")
        .bash(
          "head -5 openapi/openapi.yaml && rg -n 'OpenApiGeneratorV31' scripts/",
          "# generated by scripts/gen-openapi.ts, do not edit\nopenapi: 3.1.0\ninfo:\n  title: Acme API\nscripts/gen-openapi.ts:4:import { OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';",
        )
        .assistant(
          "It's generated: `scripts/gen-openapi.ts` walks the zod schemas registered in `src/schemas` and uses zod-to-openapi to emit the YAML. The header says not to edit it.",
        )
        .user(
          "Ah, that explains why my edits vanished last week. OK, for the future, and tell anyone who asks: never hand-edit openapi.yaml; change the zod schema and run `pnpm gen:openapi`. It's regenerated in CI and a diff fails the build.",
        )
        .assistant("Understood: the zod schemas are the source, the YAML is an output."),
    planted: [
      { kind: "fact", keys: ["zod-to-openapi"] },
      { kind: "instruction", keys: ["openapi.yaml"] },
    ],
  },
  {
    id: "t51-spectral-todo",
    build: (s) =>
      s
        .user("Can you lint the spec with the default ruleset and tell me how bad it is?")
        .bash(
          "npx @stoplight/spectral-cli lint openapi/openapi.yaml",
          'openapi/openapi.yaml\n  14:9   warning  operation-description  Operation "description" must be present and non-empty string.\n  88:7   warning  operation-tags         Operation must always have at least one tag.\n 203:11  error    oas3-schema            "nullable" is never valid in OpenAPI 3.1.\n\n✖ 3 problems (1 error, 2 warnings)',
        )
        .assistant(
          'Three problems: one real error (`nullable` is not valid in 3.1, it should be a `type: [string, "null"]` union) and two warnings about missing descriptions and tags.',
        )
        .user(
          "Fine, fix the nullable one now. Longer term I want our own naming conventions enforced by a machine, not by review comments. Note for later: write a custom Spectral ruleset for our naming rules (plural paths, camelCase fields, operationId format). Not this week though.",
        )
        .file("Edit", "src/schemas/customer.ts")
        .bash("pnpm gen:openapi && npx @stoplight/spectral-cli lint openapi/openapi.yaml", "✖ 2 problems (0 errors, 2 warnings)")
        .assistant("The error is gone; two warnings left. The custom Spectral ruleset is open for a later session."),
    planted: [{ kind: "task", keys: ["spectral", "ruleset"] }],
  },
  {
    id: "t51-plural-paths",
    build: (s) =>
      s
        .user(
          "Naming conventions for REST paths, since we keep arguing in PRs. We went through it in the guild meeting and this is where we landed: collections are plural nouns, kebab-case, so /payment-methods not /paymentMethod or /payment_method. Please apply that as a rule everywhere from now on.",
        )
        .bash(
          "rg -o \"app\\.(get|post)\\('[^']+'\" src/routes | sort | uniq",
          "src/routes/payments.ts:app.get('/paymentMethod'\nsrc/routes/orders.ts:app.get('/orders'",
        )
        .assistant("One offender: `/paymentMethod`. I can add `/payment-methods` and keep the old one as a deprecated alias.")
        .user(
          "Yes do that. And related, the other thing we decided: the ids that appear in URLs are the public ULIDs (`ord_01H...`), never the internal numeric primary keys. Numeric ids leak our volume to competitors.",
        )
        .file("Edit", "src/routes/payments.ts")
        .assistant("Added `/payment-methods`, kept `/paymentMethod` with a `Deprecation` header. The route already looks up by ULID."),
    planted: [
      { kind: "instruction", keys: ["plural"] },
      { kind: "decision", keys: ["ulid"] },
    ],
  },
  {
    id: "t51-rename-users-route",
    build: (s) =>
      s
        .user("Small one: rename the `/getUsers` route in the admin API to `/users`, there are no external callers, I checked the logs.")
        .file("Edit", "src/admin/routes.ts")
        .bash("pnpm vitest run test/admin.test.ts", " ✓ test/admin.test.ts (12 tests) 341ms")
        .assistant("Renamed to `/users` and updated the admin test; 12 tests pass.")
        .user("great, thanks!"),
    planted: [],
  },
  {
    id: "t51-mobile-sessions",
    build: (s) =>
      s
        .user("Can we delete /v1/sessions? It's the old login flow and I'd love to drop the code.")
        .bash("rg -n 'v1/sessions' ../mobile-app/src | head -3", "../mobile-app/src/api/auth.ts:22:  const res = await fetch(BASE + '/v1/sessions', {")
        .assistant("The mobile repo still calls it from `src/api/auth.ts`. Which app versions are out in the wild?")
        .user(
          "Right, I forgot. The mobile app 3.x still logs in through /v1/sessions, and 3.x is about a fifth of our users; we can't remove it until the forced upgrade in March. Please remind me: after the forced upgrade, check the traffic on /v1/sessions and if it's near zero we delete it.",
        )
        .assistant("I'll keep it. Open item: look at /v1/sessions traffic after the March forced upgrade."),
    planted: [
      { kind: "fact", keys: ["mobile app", "sessions"] },
      { kind: "task", keys: ["traffic"] },
    ],
  },
  {
    id: "t51-no-hypermedia",
    build: (s) =>
      s
        .user("Let's design the response envelope for the new invoices endpoints.")
        .assistant(
          "One option is HAL: every resource carries `_links` (`self`, `customer`, `pdf`), which makes the API navigable without building URLs on the client. I could add a small helper that emits them.",
        )
        .user(
          "I'm going to say no to HAL. We tried links in 2021 and no client followed them; they hardcode paths anyway, and the links doubled the payload for lists. So: no hypermedia, plain JSON resources with ids, and clients build URLs from the documented paths. That's final for this API.",
        )
        .file("Write", "src/routes/invoices.ts")
        .assistant("Understood. The invoice resource is plain JSON: `id`, `customer_id`, `pdf_url` as a plain field where we need it."),
    planted: [{ kind: "decision", keys: ["hypermedia"] }],
  },
  {
    id: "t51-rfc3339",
    build: (s) =>
      s
        .user(
          "I noticed the invoice endpoint returns `issued: 1730851200000` while orders return `created_at: '2026-11-05 09:00'`. This is going to bite partners. Standing rule for every response we return: all timestamps are RFC 3339 strings in UTC with a `Z` suffix, e.g. 2026-11-05T09:00:00Z. No epoch numbers, no offsets.",
        )
        .bash("curl -s localhost:8787/v1/invoices/inv_01 | jq .issued", "1730851200000")
        .assistant("That value comes straight from the billing service. Does billing itself emit epoch millis everywhere?")
        .user(
          "Yes, billing returns epoch millis for everything and that won't change, it's a Java service owned by another team. Our BFF has to convert on the way out.",
        )
        .file("Edit", "src/bff/billing.ts")
        .assistant("The BFF now converts billing's millis to RFC 3339 UTC strings at the boundary."),
    planted: [
      { kind: "instruction", keys: ["rfc 3339"] },
      { kind: "fact", keys: ["billing", "epoch"] },
    ],
  },
  {
    id: "t51-502-guess",
    build: (s) =>
      s
        .user("Partners are seeing sporadic 502s on /v1/exports. Maybe the gateway timeout is 30 seconds and big exports take longer?")
        .bash("rg -n 'timeout' deploy/gateway.yaml", "41:    read_timeout: 60s")
        .assistant(
          "The gateway config says `read_timeout: 60s`, not 30. It could still be the upstream keepalive, or the export worker restarting. I can't tell from config alone; we'd need the gateway logs for a failing request id.",
        )
        .user("Hm. I don't have the logs handy. Let's not chase it today.")
        .assistant("OK, leaving it."),
    planted: [],
  },
  {
    id: "t51-idempotency",
    build: (s) =>
      s
        .user(
          "After the double-charge incident I'd like us to agree on idempotency. My proposal was to dedupe on the request body hash, but Ana pointed out two identical legit payments would collide. So we're going with the standard approach: POST endpoints that move money accept an `Idempotency-Key` header, we store the key with the response for 24 hours, and a replay returns the stored response.",
        )
        .file("Read", "src/routes/payments.ts")
        .bash("pnpm vitest run test/payments.test.ts", " ✓ test/payments.test.ts (18 tests) 902ms")
        .assistant(
          "I've read the payments route; there's a natural place for middleware before the handler. I'll add the key store in D1 with a 24h expiry and apply it to `POST /payments`.",
        )
        .user(
          "Please do payments now. Refunds need the same treatment but the refunds handler is being rewritten by Tom, so adding idempotency keys to the refunds endpoint stays open until his PR lands.",
        )
        .assistant("Payments first; refunds left as an open item until Tom's rewrite is merged."),
    planted: [
      { kind: "decision", keys: ["idempotency-key"] },
      { kind: "task", keys: ["refunds"] },
    ],
  },
  {
    id: "t51-camel-case",
    build: (s) =>
      s
        .user(
          "JSON field casing for the new public endpoints. Most of our old REST API is snake_case, so let's stay consistent and keep snake_case for new fields too.",
        )
        .bash("rg -c '_[a-z]+\":' openapi/openapi.yaml", "412")
        .assistant("Understood, 412 snake_case property names in the current spec. I'll generate the new schemas with snake_case keys.")
        .user(
          "Wait, I talked to the frontend folks at lunch and changed my mind. The web app and the SDK are TypeScript, the GraphQL side is already camelCase, and every client has a mapping layer just to undo snake_case. For the new endpoints we use camelCase field names; the old ones stay as they are until a version bump.",
        )
        .file("Edit", "src/schemas/invoice.ts")
        .assistant("Switched the invoice schema to camelCase (`customerId`, `issuedAt`). Old endpoints untouched."),
    planted: [{ kind: "decision", keys: ["camelcase"] }],
  },
  {
    id: "t51-rate-limit",
    build: (s) =>
      s
        .user("We should tell clients how much quota they have left. Do we need to compute RateLimit headers ourselves?")
        .bash("curl -sI https://api.staging.acme.dev/v1/orders | rg -i ratelimit", "ratelimit-limit: 600\nratelimit-remaining: 597\nratelimit-reset: 41")
        .assistant(
          "They're already there on staging: `ratelimit-limit`, `ratelimit-remaining`, `ratelimit-reset`. Our app doesn't set them, so something in front does.",
        )
        .user(
          "Yes, that's Kong, the gateway sets the RateLimit headers for every route, we never have to. But when our own code throttles (the export queue, for example), the convention is: answer 429 with a Retry-After header in seconds, not a 503. Clients' retry logic keys on that.",
        )
        .file("Edit", "src/routes/exports.ts")
        .assistant("Changed the export queue's overload response from 503 to 429 with `Retry-After`."),
    planted: [
      { kind: "fact", keys: ["kong"] },
      { kind: "instruction", keys: ["retry-after"] },
    ],
  },
  {
    id: "t51-federation-question",
    build: (s) =>
      s
        .user(
          "Conceptual question, I'm preparing a talk: what's the difference between Apollo Federation and old-school schema stitching? I always mix them up.",
        )
        .assistant(
          "Stitching merges schemas at the gateway, and the gateway owns the glue code for cross-service fields. Federation moves that knowledge into the subgraphs: each declares `@key` entities and what it extends, and the router plans the queries. Federation scales better with many teams because nobody edits the gateway to add a field.",
        )
        .user("That's a good way to put it. Would it be fair to say stitching is basically dead?")
        .assistant("Mostly for new projects, yes, though graphql-tools still maintains it and some teams use it for small setups."),
    planted: [],
  },
  {
    id: "t51-bracket-filters",
    build: (s) =>
      s
        .user(
          "Filtering syntax. We have ?status=open on orders, ?filter=status:open on invoices and a POST /search on customers. I want one style. We discussed LHS brackets vs RHS colon vs a query language; brackets won because our query parser (qs) already understands them and the docs look obvious. Decision: bracket-style filters, `filter[status]=open&filter[created_at][gte]=...`.",
        )
        .bash('rg -n "req.query" src/routes | wc -l', "23")
        .assistant("23 places read raw query params. I'll add a `parseFilters(schema)` helper that reads the bracket form and validates with zod.")
        .user("Perfect, start with orders.")
        .file("Edit", "src/routes/orders.ts")
        .assistant("Orders now accept `filter[status]` and `filter[created_at][gte]`; the old `?status=` still works."),
    planted: [{ kind: "decision", keys: ["bracket", "filter"] }],
  },
  {
    id: "t51-style-guide-priya",
    build: (s) =>
      s
        .user(
          "Context for you since you'll be adding endpoints a lot: Priya Nair owns public API review. Every new endpoint or field goes past her before merge, she's the one who signs off on naming.",
        )
        .bash("cat .github/CODEOWNERS | rg openapi", "/openapi/ @priya-nair")
        .assistant("CODEOWNERS agrees: `/openapi/` is owned by @priya-nair, so spec changes need her approval.")
        .user(
          "Good. Also we still don't have a written style guide, people learn conventions from PR comments. Someday soon we should write the API style guide in docs/api-guidelines.md with all the rules we've decided, not today, I just want it tracked.",
        )
        .assistant("Tracked: writing the full API style guide is still open."),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "task", keys: ["style guide"] },
    ],
  },
  {
    id: "t51-relay-connections",
    build: (s) =>
      s
        .user(
          "GraphQL lists. Today `orders` returns a plain `[Order!]!` and it's already timing out for big customers. I looked at offset args vs Relay connections; since urql's graphcache understands Relay out of the box, let's adopt the Relay connection spec (edges, node, pageInfo, cursors) for every list field.",
        )
        .file("Read", "schema/schema.graphql")
        .assistant("I'll convert `orders` to `OrderConnection`. Do you want a cap on the page size? Without one a client can request `first: 100000`.")
        .user(
          "Yes, this is a general rule for all connection fields: `first` is required and the page size is capped at 100, reject anything higher with a validation error rather than silently clamping.",
        )
        .bash(
          "rover subgraph check acme@prod --name orders --schema schema/schema.graphql",
          "Checking the proposed schema for subgraph orders against acme@prod\nThere were no changes detected in the composed schema.",
        )
        .assistant("Done for `orders`; composition check passes."),
    planted: [
      { kind: "decision", keys: ["relay"] },
      { kind: "instruction", keys: ["page size", "100"] },
    ],
  },
  {
    id: "t51-log-thanks",
    build: (s) =>
      s
        .user("can you show me the last deploy log for the api worker?")
        .bash(
          "wrangler deployments list --name acme-api | head -8",
          "Created:     2026-11-21T16:02:11Z\nAuthor:      ci@acme.dev\nSource:      Upload\nMessage:     chore: bump deps\n# TODO(ci): never skip the smoke test, always run it after deploy\n",
        )
        .assistant("Last deploy was the dependency bump on 21 November by CI. The TODO line is just a comment in the deploy message template.")
        .user("ok cool, that's all I wanted. thank you"),
    planted: [],
  },
  {
    id: "t51-error-catalog",
    build: (s) =>
      s
        .user("How many distinct error codes do we expose? Product wants a list for the docs.")
        .bash("rg -c '^  [A-Z_]+: ' src/errors/catalog.ts", "84")
        .assistant(
          "All error codes live in `src/errors/catalog.ts`; there are 84 of them. A few look redundant: `NOT_FOUND`, `RESOURCE_NOT_FOUND` and `ENTITY_NOT_FOUND` mean the same thing.",
        )
        .user(
          "Oh no. OK, the catalog file is the single registry, good to know it's 84. Merging the three NOT_FOUND variants needs a deprecation cycle, so let's leave that as an open item for later, I don't want to break anyone before the holidays.",
        )
        .assistant("Left as is. Open: consolidate the three NOT_FOUND variants with a deprecation cycle."),
    planted: [
      { kind: "fact", keys: ["catalog"] },
      { kind: "task", keys: ["not_found"] },
    ],
  },
  {
    id: "t51-omit-null",
    build: (s) =>
      s
        .user("Should optional fields that have no value be returned as null or left out?")
        .assistant(
          "Both are common. Returning `null` keeps the shape stable for typed clients; omitting saves bytes and makes 'not set' vs 'set to null' distinguishable in PATCH responses.",
        )
        .user(
          "We had this debate in the API guild twice already and Marco's argument won: in responses, optional fields without a value are omitted, not sent as null. The SDK types mark them optional anyway. Let's treat that as settled.",
        )
        .bash("rg -n 'null' src/serializers/customer.ts", "14:    vat_id: c.vatId ?? null,\n19:    phone: c.phone ?? null,")
        .file("Edit", "src/serializers/customer.ts")
        .assistant("The customer serializer now drops `vat_id` and `phone` when empty instead of emitting null."),
    planted: [{ kind: "decision", keys: ["omitted"] }],
  },
  {
    id: "t51-graphql-deprecated",
    build: (s) =>
      s
        .user(
          'We\'re deprecating `User.fullName` in favour of `givenName` and `familyName`. How we do it matters because the router shows usage per field. The rule for every GraphQL deprecation: use `@deprecated(reason: ...)` and the reason must name the replacement field, like "Use givenName and familyName."',
        )
        .file("Edit", "schema/schema.graphql")
        .bash(
          "rover subgraph check acme@prod --name identity --schema schema/schema.graphql",
          "Checking the proposed schema...\n1 field deprecated: User.fullName",
        )
        .assistant("Marked `User.fullName` as deprecated with a reason naming the replacements; the check passes.")
        .user(
          "Thanks. We can't remove fullName yet. Once the field usage in Apollo Studio has been zero for 30 days, remove `fullName` from the schema. Keep that on the list.",
        )
        .assistant("Open item recorded: drop `fullName` after 30 days of zero usage."),
    planted: [
      { kind: "instruction", keys: ["@deprecated"] },
      { kind: "task", keys: ["fullname"] },
    ],
  },
  {
    id: "t51-grpc-withdrawn",
    build: (s) =>
      s
        .user("Random thought: what if the internal service-to-service calls went over gRPC instead of REST? We'd get generated clients for free.")
        .assistant(
          "It would give typed stubs and streaming. The costs: Workers can't serve gRPC natively, so the edge services would need a proxy, and the team would maintain .proto files next to the zod schemas.",
        )
        .user("Yeah, forget it, that proxy alone kills the idea. Was just thinking out loud."),
    planted: [],
  },
  {
    id: "t51-partner-keys",
    build: (s) =>
      s
        .user("Why does the partner middleware read `X-Api-Key` instead of the Authorization header?")
        .file("Read", "src/middleware/partner-auth.ts")
        .assistant("The comment in `partner-auth.ts` says it's kept for compatibility with integrations from 2019.")
        .user(
          "Right. Partner API keys arrive in X-Api-Key, that's from the 2019 integrations and about 60 partners hardcode it, so it can't change. But for anything new we settled this at the architecture review: new endpoints authenticate with OAuth client credentials only, no API keys.",
        )
        .assistant("Understood. I'll use the client-credentials middleware for the new reporting routes."),
    planted: [
      { kind: "fact", keys: ["x-api-key"] },
      { kind: "decision", keys: ["client credentials"] },
    ],
  },
  {
    id: "t51-enum-values",
    build: (s) =>
      s
        .user(
          "Another convention so we stop bikeshedding: enum values are SCREAMING_SNAKE_CASE in the GraphQL schema (GraphQL idiom) and lower snake_case in REST JSON (`past_due`). The resolvers map between them. Please follow that whenever you add an enum.",
        )
        .bash("rg -n 'enum ' schema/schema.graphql", "33:enum InvoiceStatus {\n34:  draft\n35:  open\n36:  past_due")
        .assistant(
          "`InvoiceStatus` in the GraphQL schema uses lower case, which breaks the rule. I'll rename the values to `DRAFT`, `OPEN`, `PAST_DUE` and add the mapping.",
        )
        .file("Edit", "schema/schema.graphql")
        .assistant("Done; REST still returns `past_due`."),
    planted: [{ kind: "instruction", keys: ["enum"] }],
  },
  {
    id: "t51-redocly-portal",
    build: (s) =>
      s
        .user("How does the developer portal get updated? I changed a description yesterday and it's live already.")
        .bash(
          "cat .github/workflows/portal.yml | rg -n 'redocly|branches'",
          "5:    branches: [main]\n22:      - run: npx @redocly/cli build-docs openapi/openapi.yaml -o dist/index.html",
        )
        .assistant("The portal workflow builds the docs from the spec with Redocly on every merge to main and deploys `dist/index.html`.")
        .user(
          "Nice, so the portal is always just the spec rendered by Redocly. Then the big missing piece is the v2 migration guide: partners need one before we announce the Api-Version change. Can you leave that as an open task? I want to write it with product next week.",
        )
        .assistant("Open task: the migration guide for the date-versioned API, before the announcement."),
    planted: [
      { kind: "fact", keys: ["redocly"] },
      { kind: "task", keys: ["migration guide"] },
    ],
  },
  {
    id: "t51-link-header-done",
    build: (s) =>
      s
        .user("Add a `Link` header with rel=next to the /customers list response, same as orders has.")
        .file("Edit", "src/routes/customers.ts")
        .bash("pnpm vitest run test/customers.test.ts", " ✓ test/customers.test.ts (9 tests) 288ms")
        .assistant('`/customers` now sends `Link: <...?cursor=...>; rel="next"` when there\'s another page; 9 tests pass.')
        .user("👍"),
    planted: [],
  },
  {
    id: "t51-batch-endpoints",
    build: (s) =>
      s
        .user(
          "Partners keep asking for bulk updates. Options we discussed: a generic /batch endpoint that wraps arbitrary requests, or per-resource batch actions. The generic one makes auth and rate limiting a nightmare. So the decision is per-resource custom methods: `POST /orders:batchUpdate`, at most 500 items per call, and the response reports success or an error per item (no all-or-nothing).",
        )
        .file("Write", "src/routes/orders-batch.ts")
        .bash("pnpm vitest run test/orders-batch.test.ts", " ✓ test/orders-batch.test.ts (6 tests) 512ms")
        .assistant("Implemented `POST /orders:batchUpdate` with the 500-item cap and a per-item result array; 6 tests pass."),
    planted: [{ kind: "decision", keys: ["batch"] }],
  },
  {
    id: "t51-long-running",
    build: (s) =>
      s
        .user("The export endpoint blocks until the CSV is ready. What happens for big tenants?")
        .bash("rg -n 'p99' dashboards/exports.json", '17:    "title": "export duration p99 (s)", "last": 1180')
        .assistant("The dashboard shows a p99 of 1180 s, about 20 minutes. Clients will time out long before that.")
        .user(
          "Yes, exports take up to 20 minutes for the biggest tenants, always have. After some back and forth with Ana yesterday we settled the pattern for all slow work: the endpoint returns 202 Accepted with a Location pointing to an operation resource at `/operations/{id}`, which clients poll until status is done.",
        )
        .file("Edit", "src/routes/exports.ts")
        .assistant("Exports now return 202 and an `/operations/{id}` location; the worker updates the operation row as it goes."),
    planted: [
      { kind: "fact", keys: ["exports", "20 minutes"] },
      { kind: "decision", keys: ["operations"] },
    ],
  },
  {
    id: "t51-jsonapi-undecided",
    build: (s) =>
      s
        .user("Should we just adopt JSON:API wholesale? It answers filtering, sparse fieldsets, includes, errors...")
        .assistant(
          "It would settle a lot of questions at once. The downsides: the `data/attributes/relationships` envelope is verbose, our existing clients would all need a new parser, and its error format differs from problem+json.",
        )
        .user("Let me think about it over the weekend, I'm honestly torn.")
        .assistant("Sure, nothing changes until you decide."),
    planted: [],
  },
  {
    id: "t51-openapi-diff",
    build: (s) =>
      s
        .user("The CI failed on my PR with 'breaking change detected'. What is checking that?")
        .bash(
          "rg -n 'oasdiff' .github/workflows/ci.yml",
          "48:      - run: oasdiff breaking origin/main:openapi/openapi.yaml openapi/openapi.yaml --fail-on ERR",
        )
        .assistant("CI runs oasdiff against main's spec and fails on breaking changes. You removed a required response field.")
        .user(
          "Ugh, fair. To catch this before CI: from now on run `pnpm openapi:diff` locally before pushing anything that touches src/routes or src/schemas. It's the same oasdiff check, takes two seconds.",
        )
        .bash("pnpm openapi:diff", "1 breaking change: response property 'total' removed (GET /invoices)")
        .assistant("Same result locally. I'll put `total` back as deprecated instead of removing it."),
    planted: [
      { kind: "fact", keys: ["oasdiff"] },
      { kind: "instruction", keys: ["openapi:diff"] },
    ],
  },
  {
    id: "t51-default-limit",
    build: (s) =>
      s
        .user("What should the default limit be for cursor pages when the client doesn't send one? Let's say 20.")
        .file("Read", "src/http/pagination.ts")
        .assistant("I'll set the default limit to 20 and the maximum to 100.")
        .user(
          "Hmm, actually I looked at the dashboard traffic: almost every client asks for 50 and the web app for 50 too, so 20 just causes extra round trips. Change it: the default limit is 50, maximum stays 100.",
        )
        .file("Edit", "src/http/pagination.ts")
        .bash("pnpm vitest run test/pagination.test.ts", " ✓ test/pagination.test.ts (11 tests) 120ms")
        .assistant("Default limit is now 50, maximum 100; 11 tests pass."),
    planted: [{ kind: "decision", keys: ["limit", "50"] }],
  },
  {
    id: "t51-get-prefix",
    build: (s) =>
      s
        .user(
          "In GraphQL we have queries named getUser, getOrders, getInvoiceById. The convention we want, and that we'll apply to every new query field: query fields are nouns with no `get` prefix, `user(id:)`, `orders(first:)`.",
        )
        .bash("rg -o 'get[A-Z][a-zA-Z]+\\(' schema/schema.graphql | sort -u", "getInvoiceById(\ngetOrders(\ngetUser(")
        .assistant("Three legacy fields with the prefix. Renaming them now would break the web app and the SDK.")
        .user("Right, not now. Renaming getUser, getOrders and getInvoiceById goes into the v3 cleanup; keep it as an open item so it doesn't get forgotten.")
        .assistant("Noted as open for the v3 cleanup."),
    planted: [
      { kind: "instruction", keys: ["prefix"] },
      { kind: "task", keys: ["getuser"] },
    ],
  },
  {
    id: "t51-sdk-regen-done",
    build: (s) =>
      s
        .user("Happy Friday! Could you regenerate the TypeScript SDK from the current spec?")
        .bash("pnpm sdk:generate", "Generated 47 operations into packages/sdk/src\nDone in 4.2s")
        .assistant("Regenerated: 47 operations in `packages/sdk/src`. The diff is the new batch method and the camelCase invoice fields.")
        .user("lovely, have a good weekend"),
    planted: [],
  },
  {
    id: "t51-webhooks",
    build: (s) =>
      s
        .user(
          "Webhooks are next on the list. We talked through JWT-signed payloads versus HMAC; partners found JWT confusing in the beta. We're going with HMAC-SHA256 over the raw body, hex in a `Webhook-Signature` header with a timestamp to block replays.",
        )
        .file("Read", "src/notifier/deliver.ts")
        .assistant(
          "The notifier in `deliver.ts` already retries: 8 attempts with exponential backoff, the last one about 24 hours after the first. I'll add the signing step before the send.",
        )
        .user(
          "Yes, 8 retries with backoff over 24h, that's by design. And we need a page in the portal that lists every webhook event type with an example payload, partners keep asking. Leave that page as a todo for now.",
        )
        .file("Edit", "src/notifier/deliver.ts")
        .assistant("Signing added. The webhook event catalog page is open."),
    planted: [
      { kind: "decision", keys: ["hmac"] },
      { kind: "fact", keys: ["backoff"] },
      { kind: "task", keys: ["event type"] },
    ],
  },
  {
    id: "t51-staging-sdk-tests",
    build: (s) =>
      s
        .user("The SDK integration tests just created 14 real orders in production. How?")
        .bash("rg -n 'BASE_URL' packages/sdk/test/setup.ts", "3:const BASE_URL = process.env.ACME_BASE_URL ?? 'https://api.acme.dev'")
        .assistant("The test setup falls back to production when `ACME_BASE_URL` is unset.")
        .user(
          "That's a disaster waiting to happen. Staging is api.staging.acme.dev, it's a full copy with fake payment providers. Rule: the SDK tests must never hit prod; point them at staging, and fail loudly if the variable is missing instead of falling back.",
        )
        .file("Edit", "packages/sdk/test/setup.ts")
        .assistant("The setup now throws when `ACME_BASE_URL` is unset, and the CI job sets it to the staging host."),
    planted: [
      { kind: "fact", keys: ["api.staging.acme.dev"] },
      { kind: "instruction", keys: ["sdk tests"] },
    ],
  },
  {
    id: "t51-etag-hypothesis",
    build: (s) =>
      s
        .user("Conditional GETs never return 304 on staging. I suspect the ETag changes because of gzip, the weak/strong thing?")
        .bash("curl -sI -H 'Accept-Encoding: gzip' https://api.staging.acme.dev/v1/orders/ord_01 | rg -i etag", 'etag: W/"5f1e-9a"')
        .assistant(
          "The ETag comes back weak (`W/`), which is what Cloudflare does when it compresses. That could explain it, or the client may not be sending `If-None-Match` at all. I'd need a HAR from the client to know.",
        )
        .user("Could be either. I'll look at the client another day, not important."),
    planted: [],
  },
  {
    id: "t51-if-match",
    build: (s) =>
      s
        .user(
          "Lost updates: two support agents edit the same customer and the second save wins silently. I want optimistic concurrency on writes. After going back and forth with the support tooling team we agreed: every PUT and PATCH requires If-Match with the current ETag, and a mismatch returns 412.",
        )
        .file("Edit", "src/middleware/etag.ts")
        .bash("pnpm vitest run test/etag.test.ts", " ✓ test/etag.test.ts (7 tests) 210ms")
        .assistant("Writes now require `If-Match`; a stale tag returns 412 Precondition Failed. 7 tests pass.")
        .user(
          "Thanks. Whether GraphQL mutations should get the same treatment is open; I need to ask Priya how she wants version fields in the schema. Remind me next time.",
        )
        .assistant("Open: ask Priya about concurrency control for GraphQL mutations."),
    planted: [
      { kind: "decision", keys: ["if-match"] },
      { kind: "task", keys: ["priya"] },
    ],
  },
  {
    id: "t51-sort-param",
    build: (s) =>
      s
        .user(
          "Sorting conventions, please follow this for every list endpoint: a single `sort` parameter with comma-separated fields, a leading minus for descending, e.g. `sort=-createdAt,name`. No `order_by` / `direction` pairs.",
        )
        .bash("psql $DATABASE_URL -c '\\di orders*'", " orders_pkey\n orders_created_at_idx\n orders_status_idx")
        .assistant("Orders only has indexes on `created_at` and `status` besides the primary key, so sorting by `total` would scan.")
        .user(
          "Yes, those two indexes are the only ones on orders, by design; the table is huge and writes matter more. So only allow sort on createdAt and status there.",
        )
        .file("Edit", "src/routes/orders.ts")
        .assistant("Orders accepts `sort` on `createdAt` and `status` only; anything else is a 400 with a problem body."),
    planted: [
      { kind: "instruction", keys: ["sort"] },
      { kind: "fact", keys: ["indexes"] },
    ],
  },
  {
    id: "t51-subdomain-rejected",
    build: (s) =>
      s
        .user("Is there anything else in the spec you'd change while we're here?")
        .assistant(
          "One idea: move the sandbox to its own subdomain (`sandbox.api.acme.dev`) instead of the `?sandbox=true` flag, so a production key can never accidentally hit sandbox data.",
        )
        .user("Nah, I don't like that, it means another certificate and DNS dance with IT. Anything else?")
        .assistant("Nothing pressing. The spec looks consistent apart from the warnings we already saw."),
    planted: [],
  },
  {
    id: "t51-detail-strings",
    build: (s) =>
      s
        .user(
          "Heads up on problem bodies, and please document it in the guidelines: the `detail` string is for humans and may change any time; clients must never parse it. They switch on `code` and read the structured extension fields.",
        )
        .file("Edit", "docs/api-guidelines.md")
        .bash(
          "rg -n 'detail' ../ios-app/Sources --glob '*.swift' | head -3",
          '../ios-app/Sources/Checkout/ErrorMapper.swift:31:    if err.detail.contains("insufficient") {',
        )
        .assistant("Documented. The iOS app does parse `detail` in `ErrorMapper.swift` at least once.")
        .user(
          "Of course it does. I don't have access to fix the iOS repo today. Someone needs to audit the iOS client for every place that parses `detail` and move it to `code`; keep that open for me.",
        )
        .assistant("Open: audit the iOS client's error mapping."),
    planted: [
      { kind: "instruction", keys: ["detail"] },
      { kind: "task", keys: ["ios"] },
    ],
  },
  {
    id: "t51-booleans",
    build: (s) =>
      s
        .user(
          "Field naming for booleans came up in three PRs this week (`active`, `enabled`, `isArchived`). We discussed it in the guild: booleans get an `is` or `has` prefix, `isActive`, `hasPaymentMethod`. Treat it as decided.",
        )
        .bash("rg -o '\"(active|enabled|archived)\"' src/schemas | sort | uniq -c", '      3 "active"\n      1 "enabled"')
        .assistant("Four bare boolean fields. Renaming them is a breaking change for existing endpoints; I'll apply the prefix only to the new invoice fields.")
        .user("Yes, only new fields."),
    planted: [{ kind: "decision", keys: ["booleans"] }],
  },
  {
    id: "t51-graphql-union-errors",
    build: (s) =>
      s
        .user("How should expected failures in mutations (card declined, out of stock) show up in GraphQL?")
        .assistant(
          "Two schools: top-level `errors` with `extensions.code`, or modelling them in the schema as a union result (`PlaceOrderResult = Order | CardDeclined | OutOfStock`). The union makes clients handle them explicitly and gives typed fields.",
        )
        .user(
          "We went through both with the web team. Business errors in GraphQL are modelled as union result types; top-level errors are only for bugs and auth. The web app uses urql, not Apollo Client, and urql's generated types handle unions nicely.",
        )
        .file("Edit", "schema/schema.graphql")
        .assistant("`placeOrder` now returns `PlaceOrderResult`; the declined and out-of-stock cases are union members."),
    planted: [
      { kind: "decision", keys: ["union"] },
      { kind: "fact", keys: ["urql"] },
    ],
  },
  {
    id: "t51-merge-patch-open",
    build: (s) =>
      s
        .user("For PATCH, do we want JSON Merge Patch or JSON Patch (the ops array)?")
        .assistant(
          "Merge Patch is simpler and matches how clients think (send the changed fields); JSON Patch can express array edits and tests. Most public APIs pick Merge Patch.",
        )
        .user("Good question honestly, no idea yet. Maybe it depends on the resource. I'll bring it to the guild.")
        .assistant("OK."),
    planted: [],
  },
  {
    id: "t51-operation-ids",
    build: (s) =>
      s
        .user(
          "The generated SDK methods are named things like `postV1OrdersBatchupdate` because half our operations have no operationId. Going forward every operation must have an operationId in camelCase that reads like the SDK method, `listOrders`, `batchUpdateOrders`.",
        )
        .bash("rg -c 'operationId' openapi/openapi.yaml", "22")
        .assistant("22 of 47 operations have one. I'll add the missing ones in the zod route registrations.")
        .user(
          "Please. Also, the error responses in the spec have no examples at all, which makes the portal useless for error handling. Adding examples for the error responses has to happen before the portal relaunch, but it's a bigger job, so leave it open.",
        )
        .file("Edit", "src/schemas/routes.ts")
        .assistant("All 47 operations have operationIds now. Error examples remain open."),
    planted: [
      { kind: "instruction", keys: ["operationid"] },
      { kind: "task", keys: ["examples"] },
    ],
  },
  {
    id: "t51-deprecation-warnings-output",
    build: (s) =>
      s
        .user("run the route tests please, I want to see whether the warnings are still there")
        .bash(
          "pnpm vitest run test/routes",
          " ✓ test/routes/orders.test.ts (31 tests)\n(node:4412) DeprecationWarning: never use Buffer() directly, always use Buffer.from()\n ✓ test/routes/invoices.test.ts (22 tests)\n Test Files  2 passed (2)",
        )
        .assistant("All 53 tests pass. The one warning comes from a dependency (`Buffer()` in an old multipart parser), not our code.")
        .user("ok, it's the parser, leave it. thanks"),
    planted: [],
  },
  {
    id: "t51-request-id",
    build: (s) =>
      s
        .user(
          "Support can never find a failing request in the logs. We settled it in the incident review: every response carries an `X-Request-Id`, generated at the edge if the client didn't send one, and logged on every line.",
        )
        .file("Edit", "src/middleware/request-id.ts")
        .bash("curl -sI localhost:8787/v1/orders | rg -i x-request", "x-request-id: 01JD3K9M7QW8Z3")
        .assistant("Added; the header is on every response now, including errors.")
        .user(
          "Careful with naming: our gateway strips any request header that starts with `X-Internal-` before it reaches the worker, so don't invent headers with that prefix and expect to see them.",
        )
        .assistant("Good to know. `X-Request-Id` isn't affected."),
    planted: [
      { kind: "decision", keys: ["x-request-id"] },
      { kind: "fact", keys: ["x-internal"] },
    ],
  },
  {
    id: "t51-sdk-publish",
    build: (s) =>
      s
        .user("Where do the SDK builds end up? A partner asked for the package name.")
        .bash(
          "jq -r .name packages/sdk/package.json && rg -n 'npm publish' .github/workflows/release.yml",
          "@acme/api-client\n31:      - run: npm publish --access public",
        )
        .assistant("The SDK is `@acme/api-client`, published to npm by the release workflow.")
        .user(
          "Right. Also, longer term I'd like to drop openapi-generator for the SDK, its output is bloated and the templates are hard to customise. Not a priority, just park it as a task for someday.",
        )
        .assistant("Parked: replacing openapi-generator for the SDK."),
    planted: [
      { kind: "fact", keys: ["@acme/api-client"] },
      { kind: "task", keys: ["openapi-generator"] },
    ],
  },
  {
    id: "t51-chitchat-end",
    build: (s) =>
      s
        .user("do you think API design will ever be 'solved'? feels like we argue about the same five things every year")
        .assistant(
          "Probably not fully: the trade-offs (stability versus evolution, convenience versus explicitness) stay the same, but each team's clients and constraints differ, so the answers do too.",
        )
        .user("ha, fair enough. ok, I'm logging off"),
    planted: [],
  },
  {
    id: "t51-graphql-depth",
    build: (s) =>
      s
        .user(
          "Someone sent a query nested 14 levels deep yesterday and the orders subgraph spent 9 seconds on it. We discussed depth limits versus cost analysis in standup; cost analysis is nicer but we need something today. Decision: a maximum query depth of 8, enforced at the router.",
        )
        .bash("rg -n 'max_depth' router.yaml", "")
        .assistant("There's no depth limit in `router.yaml` yet. I'll add `limits.max_depth: 8`.")
        .file("Edit", "router.yaml")
        .assistant("Added. The router rejects deeper queries with a validation error.")
        .user(
          "Thanks. The depth limit is a stopgap, though: proper cost analysis (demand control) needs the router upgrade to 2.x, so setting up cost analysis stays on our list for after the upgrade.",
        )
        .assistant("Recorded as open: cost analysis once the router is on 2.x."),
    planted: [
      { kind: "decision", keys: ["depth"] },
      { kind: "task", keys: ["cost analysis"] },
    ],
  },
  {
    id: "t51-invoices-cursor",
    build: (s) =>
      s
        .user("Is the invoices list on cursors yet? I thought we converted everything after the pagination decision.")
        .bash("rg -n 'OFFSET|per_page' src/routes/invoices.ts", "41:  const { page = 1, per_page = 50 } = q;\n44:    .offset((page - 1) * per_page)")
        .assistant("No, `src/routes/invoices.ts` still uses `page`/`per_page` with an OFFSET. Orders and customers are on cursors.")
        .user(
          "Damn. I can't take it on this sprint, the invoices list has a weird sort by due date. Moving the invoices list to cursors is left for next sprint. And a standing rule so this doesn't drift again: any new list endpoint reuses the `paginate()` helper in src/http/pagination.ts, nobody writes their own cursor encoding.",
        )
        .assistant("Understood. Invoices list conversion is open; new lists go through `paginate()`."),
    planted: [
      { kind: "task", keys: ["invoices list"] },
      { kind: "instruction", keys: ["paginate()"] },
    ],
  },
  {
    id: "t51-persisted-queries",
    build: (s) =>
      s
        .user("Why is the mobile app sending 6 KB query strings on every request? Saw it in the router logs.")
        .bash("rg -n 'persisted' router.yaml", "")
        .assistant(
          "The mobile app sends the full query text each time because persisted queries aren't enabled on the router. With them, the client sends a hash and the router looks up the registered query.",
        )
        .user(
          "That would also let us lock the public graph to known operations. It needs coordination with the mobile release train, so: enable persisted queries on the router for the mobile app, as a task for January.",
        )
        .assistant("Open for January: persisted queries for the mobile app."),
    planted: [{ kind: "task", keys: ["persisted queries"] }],
  },
  {
    id: "t51-changelog-instruction",
    build: (s) =>
      s
        .user(
          "One habit I'd like you to keep whenever you change the public API: add an entry to CHANGELOG-API.md under the unreleased heading, with the date and whether it's breaking. Partners read that file, not our commits.",
        )
        .file("Read", "CHANGELOG-API.md")
        .assistant("The file has an `## Unreleased` section. I'll add the batch endpoint and the camelCase fields from this week.")
        .file("Edit", "CHANGELOG-API.md")
        .assistant("Added both entries, marked non-breaking."),
    planted: [{ kind: "instruction", keys: ["changelog"] }],
  },
  {
    id: "t51-tenant-header",
    build: (s) =>
      s
        .user("How does the API know which tenant a request is for? I don't see it in the path.")
        .file("Read", "src/middleware/tenant.ts")
        .assistant("`tenant.ts` reads the tenant from the access token's `org` claim. There's no path segment and no header for it.")
        .user(
          "Yes, the tenant always comes from the token's org claim, never from the URL; enterprise customers with several orgs get one token per org. That's how it's been since day one.",
        )
        .assistant("Clear, thanks."),
    planted: [{ kind: "fact", keys: ["org claim"] }],
  },
];

/** The set: events, segments and scoring of TUNING51_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING51 = plantedSet(TUNING51_SESSIONS, START);
