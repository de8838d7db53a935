/**
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * A planted set for the offline long-term-memory extractor, in the style of a junior developer
 * learning with the agent as a mentor (OpenCode and Claude Code voice): many questions and
 * explanations, the agent teaching concepts, few real decisions, the user's own habits and
 * preferences stated in passing. The stack is a pnpm workspace (a React + Vite shop front in
 * apps/web, an Express + Prisma API in apps/api, Postgres). Explanations of general programming
 * knowledge (what useEffect's array does, 401 vs 403, closures, `var`) are NOT facts about the
 * codebase and must give nothing. Each session is one segment; the items planted in it are
 * listed with it: 68 items (17 decisions, 17 instructions, 17 facts, 17 tasks) in 50 sessions,
 * 11 of which plant nothing (the shape is checked by test/node/memory-extraction-blind50.test.ts).
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output
 * (with words like "always", "never", "TODO"), chit-chat, and requests the agent completes in
 * the same session. A superseded decision plants only the later one.
 *
 * Matching rule (the one of test/node/planted-blind.ts, fixed before any extractor ran on this set):
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

export const BLIND50_SESSIONS: BlindSession[] = [
  {
    id: "b50-effect-runs-twice",
    build: (s) =>
      s
        .user("hey so i dont really get the dependency array in useEffect. why does my fetch run twice?? i only mount the page once")
        .assistant(
          "Good question, this trips up everyone at first. The array tells React *when* to re-run the effect: `[]` means after the first render only, `[id]` means whenever `id` changes, and no array at all means after every render. Running twice on mount is usually not the array though. Let me check one thing.",
        )
        .bash("grep -n StrictMode apps/web/src/main.tsx", "3:import { StrictMode } from 'react'\n9:  <StrictMode>")
        .assistant(
          "There it is: apps/web/src/main.tsx wraps the whole app in StrictMode, so in dev React mounts, unmounts and mounts every component again on purpose, to flush out effects that don't clean up. In a production build your fetch runs once.",
        )
        .user("ohh ok. makes sense. btw i use pnpm for everything, never npm, the lockfile is pnpm-lock.yaml and npm install messes it up")
        .assistant("Noted, I'll stick to pnpm for installs and scripts in this repo.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["strictmode"] },
      { kind: "instruction", keys: ["pnpm"] },
    ],
  },
  {
    id: "b50-morning-check",
    build: (s) =>
      s
        .user("morning!! coffee first then bugs lol")
        .assistant("Morning! Take your time. What are we looking at today?")
        .user("nothing yet, just checking you work in the new terminal. brb")
        .assistant("All good on my side, the session is up. I'll be here when you're back.")
        .stop(),
    planted: [],
  },
  {
    id: "b50-then-vs-await",
    build: (s) =>
      s
        .user("whats the actual difference between .then() and async/await? my bootcamp used .then everywhere")
        .assistant(
          "They're the same thing underneath: `async/await` is syntax over promises. `await p` pauses the async function until `p` settles, and a rejected promise becomes a thrown error you can `try/catch`. With `.then()` you chain callbacks and handle errors with `.catch()`. Tiny example:\n\n```ts\nconst res = await fetch('/api/v1/invoices')\n// same as\nfetch('/api/v1/invoices').then((res) => ...)\n```",
        )
        .bash(
          "node -e \"const p = Promise.resolve(1); (async () => console.log('await', await p))(); p.then((v) => console.log('then', v))\"",
          "await 1\nthen 1",
        )
        .user("ok cool. from now on i want async/await everywhere instead of .then chains, its way easier for me to read")
        .assistant(
          "Sounds good, I'll write async/await in new code. One spot that still chains: `fetchInvoices` in apps/api/src/services/invoices.ts uses three nested .then calls. Want me to convert it now?",
        )
        .user("not today, leave fetchInvoices for later. i wanna convert it myself as practice")
        .assistant("Fair, it's a good exercise. I'll leave fetchInvoices as it is for you.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["await"] },
      { kind: "task", keys: ["fetchinvoices"] },
    ],
  },
  {
    id: "b50-tailwind-or-modules",
    build: (s) =>
      s
        .user("should i use css modules or tailwind for the new settings page? whats even the difference")
        .assistant(
          'CSS Modules: you write normal CSS in `Settings.module.css` and class names get scoped to the file, so no clashes. Tailwind: you compose utility classes right in the JSX (`className="p-4 text-sm"`), no separate file. Modules feel more like classic CSS; Tailwind is faster once you know the class names.',
        )
        .user("hmm ok lets go with tailwind then, its already installed right?")
        .bash(
          "grep -n tailwind apps/web/package.json && sed -n 1,20p apps/web/tailwind.config.js",
          '14:    "tailwindcss": "^3.4.1",\nmodule.exports = {\n  theme: { extend: { colors: { brand: { 500: "#4f46e5", 600: "#4338ca" } } } },\n}',
        )
        .assistant(
          "Yes, tailwindcss 3.4 is installed, so Tailwind for the settings page. Also useful: the tailwind config already defines the brand colors (`brand-500`, `brand-600`), so use those instead of raw hex values.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["tailwind"] },
      { kind: "fact", keys: ["brand"] },
    ],
  },
  {
    id: "b50-rebase-vs-merge",
    build: (s) =>
      s
        .user("can u explain rebase vs merge like im 5? i keep getting those ugly 'Merge branch main into...' commits")
        .assistant(
          "Merge ties two histories together with an extra merge commit. Rebase replays your commits on top of the latest main, as if you'd started from there, so the history stays a straight line. Rule of thumb people use: rebase your own branch, never rebase a branch other people already pulled.",
        )
        .bash(
          "git log --oneline -4",
          "a1c9e02 Merge branch 'main' into feat/WEB-88-avatar\n77b3d1e WEB-88: add avatar upload\n5e0aa41 Merge branch 'main' into feat/WEB-88-avatar\nc02f9b8 WEB-81: fix cart badge",
        )
        .user(
          "ok that explains it. so my lead Priya reviews all the PRs here, and she told me we squash-merge into main, no merge commits. so i'll rebase my feature branches on main instead of merging main into them from now on",
        )
        .assistant("Makes sense. Squash-merge into main, and you rebase your branches on main. Want me to show you `git rebase main` on this branch?")
        .user("yes pls")
        .bash("git rebase main", "Successfully rebased and updated refs/heads/feat/WEB-88-avatar.")
        .assistant("Done, the two merge commits are gone and your avatar commit sits on top of main.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["priya"] },
      { kind: "instruction", keys: ["squash"] },
      { kind: "decision", keys: ["rebase"] },
    ],
  },
  {
    id: "b50-closures",
    build: (s) =>
      s
        .user("what is a closure. i read the mdn page twice and still dont get it")
        .assistant(
          "A closure is a function plus the variables it could see where it was created. The function always keeps a reference to those variables, even after the outer function returned:\n\n```js\nfunction counter() {\n  let n = 0\n  return () => ++n\n}\nconst next = counter()\nnext() // 1\nnext() // 2\n```\n\n`n` lives on because the arrow function closes over it.",
        )
        .bash('node -e "function counter(){let n=0;return()=>++n} const next=counter(); console.log(next(), next())"', "1 2")
        .user("ohhh so thats why my setInterval always logged the old state value?")
        .assistant(
          "Exactly that. The interval callback closed over the state from the render it was created in. That's the classic stale closure in React; the fix is a functional update like `setCount((c) => c + 1)` or re-creating the interval when the value changes.",
        )
        .user("mind blown. ok thanks")
        .stop("Happy to help!"),
    planted: [],
  },
  {
    id: "b50-prisma-migrate",
    build: (s) =>
      s
        .user("i changed schema.prisma (added avatarUrl to User) and nothing happened in the db?? how do migrations even work")
        .assistant(
          "Editing schema.prisma only changes the *description*. `prisma migrate dev` compares it with the database, writes a SQL migration into prisma/migrations/ and applies it. Then the client gets regenerated so TypeScript knows the new field.",
        )
        .bash("pnpm --filter api prisma migrate dev --name add_avatar_url", "Error: P1001: Can't reach database server at `localhost:5432`", 1)
        .user(
          "oh right, our db runs in docker compose on port 5433 not 5432 because i have another postgres on my laptop. the DATABASE_URL in apps/api/.env should have it",
        )
        .bash(
          "grep DATABASE_URL apps/api/.env && pnpm --filter api prisma migrate dev --name add_avatar_url",
          'DATABASE_URL="postgresql://shop:shop@localhost:5433/shopkit"\nApplying migration `20261102090000_add_avatar_url`\nYour database is now in sync with your schema.',
        )
        .assistant("Migration applied against the docker Postgres on 5433. `avatarUrl` is now a nullable column on User.")
        .user("nice. i also need a bio field on the profile eventually but not now, my brain is full")
        .assistant("Got it, the bio field can wait for another session.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["5433"] },
      { kind: "task", keys: ["bio"] },
    ],
  },
  {
    id: "b50-cart-state",
    build: (s) =>
      s
        .user("where should the cart live? its passed through like 4 components rn")
        .assistant(
          "That's prop drilling. Options: React context (built in, fine for rarely-changing data), Redux Toolkit (the most structure, more boilerplate), or a small store like Zustand (a hook you import anywhere). For a cart that changes often, a store avoids re-rendering the whole tree.",
        )
        .user("ok i'll use redux for the cart, my bootcamp taught it")
        .assistant(
          "Sure. With Redux Toolkit you'd add a store, a `cartSlice` with reducers, a `<Provider>` in main.tsx, and typed `useAppSelector`/`useAppDispatch` hooks. Roughly four files.",
        )
        .user("hmm thats a lot of files for one cart. scratch redux, lets do zustand for the cart instead")
        .bash("pnpm --filter web add zustand", "+ zustand 4.5.2\nDone in 2.1s")
        .file("Write", "apps/web/src/features/cart/store.ts")
        .assistant(
          "Zustand it is. apps/web/src/features/cart/store.ts has `useCartStore` with `items`, `add`, `remove` and `total`; components read it with `useCartStore((s) => s.items)`.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["zustand"] }],
  },
  {
    id: "b50-no-explicit-any",
    build: (s) =>
      s
        .user("eslint keeps yelling at me about any. why is any bad? it works lol")
        .bash(
          "pnpm --filter web lint",
          "src/features/cart/store.ts\n  12:22  error  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\nsrc/lib/api.ts\n  8:31  warning  Unexpected any. Specify a different type  @typescript-eslint/no-explicit-any\n\n✖ 41 problems (1 error, 40 warnings)",
        )
        .assistant(
          "`any` switches the type checker off for that value, so typos and wrong shapes slip through silently. `unknown` is the safe cousin: you can hold anything, but you must narrow it (`typeof x === 'string'`, a zod parse, ...) before using it.",
        )
        .user("ok so rule for me: no any, use unknown and narrow it. and pls fix the error one in store.ts now")
        .file("Edit", "apps/web/src/features/cart/store.ts")
        .assistant("Fixed: store.ts now types the payload as `CartItem`. The other 40 are warnings spread over apps/web.")
        .user("ugh 40. we'll clean the no-explicit-any warnings gradually, not today")
        .assistant("Okay, leaving the remaining no-explicit-any warnings for later.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["unknown"] },
      { kind: "task", keys: ["no-explicit-any"] },
    ],
  },
  {
    id: "b50-env-and-secrets",
    build: (s) =>
      s
        .user("where do i get the stripe key? the api crashes with STRIPE_SECRET_KEY undefined")
        .bash("grep -rn STRIPE_SECRET_KEY apps/api/src | head -3", "apps/api/src/payments/client.ts:4:const key = process.env.STRIPE_SECRET_KEY")
        .assistant(
          "The API reads it from the environment in apps/api/src/payments/client.ts. It isn't in your apps/api/.env yet. Do you know where the team keeps the dev keys?",
        )
        .user(
          "yeah found it, the dev stripe key is in the 1password vault 'shopkit-dev', Priya gave me access last week. and never commit the .env file, that's a hard rule here",
        )
        .bash("grep -n env .gitignore", "4:.env\n5:.env.*\n6:!.env.example")
        .assistant("Good, .gitignore already covers .env. Put the key in apps/api/.env and restart `pnpm dev`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1password"] },
      { kind: "instruction", keys: ["env"] },
    ],
  },
  {
    id: "b50-401-403",
    build: (s) =>
      s
        .user("whats the diff between 401 and 403? i always mix them up")
        .assistant(
          "401 Unauthorized really means *unauthenticated*: we don't know who you are (no token, bad token). 403 Forbidden means we know who you are, and you're not allowed. Log in again fixes a 401; it never fixes a 403.",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}\\n' https://httpbin.org/status/403", "403")
        .user("and 404 for something that exists but u cant see it?")
        .assistant("Some APIs do that on purpose so they don't reveal that the thing exists. Both are defensible; it's a design choice per API.")
        .user("ok got it ty")
        .stop("Anytime."),
    planted: [],
  },
  {
    id: "b50-vitest-colocate",
    build: (s) =>
      s
        .user("jest or vitest, which one do we use here? the tutorial i'm on uses jest")
        .bash(
          "grep -n '\"test\"' apps/web/package.json apps/api/package.json",
          'apps/web/package.json:9:    "test": "vitest",\napps/api/package.json:11:    "test": "vitest run"',
        )
        .assistant(
          "Both apps here use Vitest. The API is almost the same as Jest (`describe`, `it`, `expect`, `vi.fn()` instead of `jest.fn()`), so your tutorial still mostly applies.",
        )
        .user("ok. where do test files go, in a __tests__ folder?")
        .assistant("Either works. You could use a `__tests__` folder per feature, or put `Button.test.tsx` right next to `Button.tsx`.")
        .user(
          "next to the component, i hate hunting for files. and when you run tests for me, just run the single file we're working on, the full suite is slow on my laptop",
        )
        .bash("pnpm --filter web vitest run src/components/Button/Button.test.tsx", " ✓ src/components/Button/Button.test.tsx (3)\n Test Files  1 passed (1)")
        .assistant("Colocated tests it is: `Button.test.tsx` next to `Button.tsx`. And I'll run only the single file we're on.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vitest"] },
      { kind: "decision", keys: ["colocated"] },
      { kind: "instruction", keys: ["single", "file"] },
    ],
  },
  {
    id: "b50-invoice-list",
    build: (s) =>
      s
        .user("can you help me build the invoice list page? just a table with number, customer, total, status")
        .file("Write", "apps/web/src/features/invoices/InvoiceTable.tsx")
        .bash("pnpm --filter web tsc --noEmit", "")
        .assistant("Added InvoiceTable.tsx: it fetches /api/v1/invoices in an effect and renders the four columns. Typecheck is clean.")
        .user("also rename it to InvoiceList, table sounds weird")
        .file("Edit", "apps/web/src/features/invoices/InvoiceList.tsx")
        .assistant("Renamed to InvoiceList.tsx and updated the route import.")
        .user("ok good enough for today. pagination can wait, put it on the list for next week")
        .assistant("Noted: pagination for the invoice list is still open. Right now it shows whatever the API's first page returns.")
        .stop(),
    planted: [{ kind: "task", keys: ["pagination"] }],
  },
  {
    id: "b50-component-folders",
    build: (s) =>
      s
        .user("how do u usually structure react components? i have everything in one components.tsx file and its 900 lines")
        .assistant("900 lines in one file is painful. Common approach: one component per file, grouped by what they're for. Want me to split it?")
        .user(
          "yes. and i like every component in its own folder with an index.ts that re-exports it, like components/Button/index.ts. do it that way always pls",
        )
        .file("Write", "apps/web/src/components/Button/index.ts")
        .file("Write", "apps/web/src/components/Modal/index.ts")
        .bash("pnpm --filter web tsc --noEmit", "")
        .assistant("Split into 7 components, each in its own folder with an index.ts re-export. Imports stay `from '@/components/Button'`.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["folder"] }],
  },
  {
    id: "b50-let-const-var",
    build: (s) =>
      s
        .user("let vs const vs var. which one and why")
        .assistant(
          "`const` when the binding never changes, `let` when it does. Both are block-scoped. `var` is function-scoped and hoisted, which leads to weird bugs in loops.",
        )
        .bash(
          "node -e \"for (var i=0;i<3;i++) setTimeout(()=>console.log('var',i)); for (let j=0;j<3;j++) setTimeout(()=>console.log('let',j))\"",
          "var 3\nvar 3\nvar 3\nlet 0\nlet 1\nlet 2",
        )
        .user("so i should never use var?")
        .assistant("In modern code, basically never. Linters usually flag it with `no-var`. You'll still see it in old tutorials and Stack Overflow answers.")
        .user("makes sense ok")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b50-deploys",
    build: (s) =>
      s
        .user("how does our app actually get deployed? i merged something yesterday and it was live 5 min later, magic??")
        .bash(
          "cat render.yaml && cat apps/web/netlify.toml",
          'services:\n  - type: web\n    name: shopkit-api\n    rootDir: apps/api\n    branch: main\n    autoDeploy: true\n[build]\n  base = "apps/web"\n  command = "pnpm build"\n  publish = "dist"',
        )
        .assistant(
          "No magic: the API is deployed to Render (render.yaml, service `shopkit-api`, auto-deploys on every push to main), and the web app is built and hosted on Netlify from apps/web (netlify.toml). So merging to main ships both.",
        )
        .user("wow ok. Priya mentioned we want preview deploys for PRs on netlify, can we set that up next week? not today im tired")
        .assistant("Sure, the preview deploys stay on the list for next week.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["render"] },
      { kind: "fact", keys: ["netlify"] },
      { kind: "task", keys: ["preview"] },
    ],
  },
  {
    id: "b50-short-examples",
    build: (s) =>
      s
        .user("can u explain how react-query works? someone on discord said we should use it")
        .assistant(
          "React Query (TanStack Query) manages server data for you: it fetches, caches by a key, refetches when stale, and gives you `isLoading`/`error` without writing the effect yourself. `useQuery({ queryKey: ['invoices'], queryFn: getInvoices })` replaces the whole fetch-in-useEffect dance. We could add it here and drop most of the manual fetching.",
        )
        .bash("grep -rn useEffect apps/web/src | wc -l", "23")
        .user(
          "nah, not yet, i want to understand plain fetch first. also that explanation was a bit long for me. when you explain something, keep it short and give me a tiny example first, i learn better that way",
        )
        .assistant("Got it: short, example first. Plain fetch for now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["example"] }],
  },
  {
    id: "b50-auth-cookie",
    build: (s) =>
      s
        .user("where should i store the jwt after login? the tutorial puts it in localStorage")
        .assistant(
          "localStorage is readable by any script on the page, so an XSS bug leaks the token. An httpOnly cookie can't be read by JS at all; the browser just sends it. The trade-off is you need CSRF protection (SameSite=Lax covers most of it).",
        )
        .user("ok lets store the token in an httpOnly cookie then, not localStorage")
        .file("Edit", "apps/api/src/routes/auth.ts")
        .bash("pnpm --filter api vitest run src/routes/auth.test.ts", " ✓ src/routes/auth.test.ts (4)\n Test Files  1 passed (1)")
        .assistant("Done: /api/v1/auth/login now sets the token as an httpOnly, SameSite=Lax cookie, and the auth test passes.")
        .user("cool. we still need tests for the login form on the frontend, lets write those together tomorrow")
        .assistant("Sounds like a plan, the login form tests are next.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["httponly"] },
      { kind: "task", keys: ["login"] },
    ],
  },
  {
    id: "b50-undefined-error",
    build: (s) =>
      s
        .user(
          "what does this mean\n\n```\nTypeError: Cannot read properties of undefined (reading 'name')\n    at ProductCard (ProductCard.tsx:14:28)\n    // TODO: always check product before render\n```",
        )
        .assistant(
          "Something on line 14 did `x.name` while `x` was `undefined`. Usually the data hasn't loaded yet on the first render. Optional chaining (`product?.name`) or an early `if (!product) return null` handles it. (That TODO is just a comment someone left in the snippet.)",
        )
        .bash("sed -n 12,15p apps/web/src/components/ProductCard/ProductCard.tsx", "  const product = useProduct(id)\n  return (\n    <h3>{product.name}</h3>")
        .user("ohh so first render product is undefined?")
        .assistant("Yes, `useProduct` starts with undefined and fills it after the fetch. The first render happens before that.")
        .user("ok i get it now thx")
        .stop(),
    planted: [],
  },
  {
    id: "b50-payments-owner",
    build: (s) =>
      s
        .user("i want to change the checkout success message, its in the payments folder right?")
        .bash("git log --format='%an' -- apps/api/src/payments | sort | uniq -c | sort -rn | head -2", "     41 Tomas Reyes\n      3 Priya Nair")
        .assistant("Yes, apps/api/src/payments/checkout.ts. Almost all commits there are from Tomas Reyes.")
        .user(
          "right, Tomas owns the payments service, i should ask him before touching it. also i need to ask him about the webhook retries thing Priya mentioned, remind me later",
        )
        .assistant("Okay. The question about the webhook retries is still open for Tomas; I won't touch payments until you've talked to him.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["tomas"] },
      { kind: "task", keys: ["webhook"] },
    ],
  },
  {
    id: "b50-date-library",
    build: (s) =>
      s
        .user("moment vs date-fns vs dayjs?? i need to show 'due in 3 days' on invoices")
        .assistant(
          "moment is in maintenance mode and heavy (~70kB). dayjs is tiny with a moment-like API. date-fns is plain functions (`formatDistanceToNow(date)`), tree-shakable, so you only ship what you import.",
        )
        .user("go with date-fns, tree-shakable sounds good")
        .bash("pnpm --filter web add date-fns", "+ date-fns 3.6.0\nDone in 1.8s")
        .file("Edit", "apps/web/src/features/invoices/InvoiceList.tsx")
        .assistant("Added date-fns and the due column uses `formatDistanceToNow(dueAt, { addSuffix: true })`.")
        .stop(),
    planted: [{ kind: "decision", keys: ["date-fns"] }],
  },
  {
    id: "b50-regex",
    build: (s) =>
      s
        .user("regex question. how do i check a postcode like 1234-567")
        .assistant("`/^\\d{4}-\\d{3}$/`: `^` and `$` anchor the whole string, `\\d{4}` is four digits, then a dash, then three digits.")
        .bash("node -e \"console.log(/^\\d{4}-\\d{3}$/.test('1234-567'), /^\\d{4}-\\d{3}$/.test('1234567'))\"", "true false")
        .user("what does the ^ do again")
        .assistant("It means 'start of the string' there. Without `^` and `$`, `abc1234-567xyz` would also match.")
        .user("ok nice")
        .stop(),
    planted: [],
  },
  {
    id: "b50-commit-messages",
    build: (s) =>
      s
        .user("can you commit this for me? the avatar upload stuff")
        .bash("git status --short", " M apps/web/src/features/profile/AvatarUpload.tsx\n M apps/api/src/routes/users.ts")
        .assistant("Two files changed. Any preferred format for the message?")
        .user("yeah, i write them in imperative like 'add x' and prefix with the ticket number, like WEB-88: add avatar upload. always that format")
        .bash(
          "git commit -am 'WEB-88: add avatar upload preview'",
          "[feat/WEB-88-avatar 3f1e0c2] WEB-88: add avatar upload preview\n 2 files changed, 48 insertions(+)",
        )
        .assistant("Committed as `WEB-88: add avatar upload preview`. I'll use the ticket prefix from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ticket"] }],
  },
  {
    id: "b50-node-version",
    build: (s) =>
      s
        .user("which node version should i use? i have 18 installed and pnpm dev prints a warning")
        .bash("cat .nvmrc && grep -n node-version .github/workflows/ci.yml", "20.11.1\n14:          node-version-file: .nvmrc")
        .assistant("The repo pins Node 20.11.1 in .nvmrc, and CI reads the same file. `nvm use` in the repo root picks it up.")
        .user("ok. Priya said we move to node 22 once Render supports it, that's a later thing")
        .assistant("Right, the node 22 upgrade is for later. For now, `nvm install` then `nvm use`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nvmrc"] },
      { kind: "task", keys: ["node 22"] },
    ],
  },
  {
    id: "b50-alt-text",
    build: (s) =>
      s
        .user("can u run lighthouse on the products page? curious what score we get")
        .bash(
          "pnpm dlx lighthouse http://localhost:5173/products --only-categories=accessibility --quiet --output=json | jq .categories.accessibility.score",
          "0.71",
        )
        .assistant("Accessibility is 0.71. The biggest hit: the images on the product cards have no alt text, so screen readers just say 'image'.")
        .user("oh no. make a note, we need to add alt text on the product cards sometime. not today")
        .assistant("Noted, the alt text on the product cards is open.")
        .stop(),
    planted: [{ kind: "task", keys: ["alt"] }],
  },
  {
    id: "b50-fetch-wrapper",
    build: (s) =>
      s
        .user("should we use axios? every tutorial uses axios")
        .assistant("axios gives you interceptors, automatic JSON and errors on non-2xx. fetch is built in and does most of it with a few lines.")
        .user("ok lets use axios")
        .bash('grep -rn "fetch(\'/api" apps/web/src | wc -l', "14")
        .assistant(
          "There are 14 direct fetch calls to /api. Switching means touching all of them. Alternatively a 15-line wrapper around fetch gives you the JSON and error handling too.",
        )
        .user("oh wait then actually no axios. plain fetch with a tiny wrapper in lib/api.ts, one less dependency")
        .file("Write", "apps/web/src/lib/api.ts")
        .assistant("Done: apps/web/src/lib/api.ts exports `api.get/post` over fetch, throwing on non-2xx. The 14 call sites can move over gradually.")
        .stop(),
    planted: [{ kind: "decision", keys: ["fetch", "wrapper"] }],
  },
  {
    id: "b50-git-stash",
    build: (s) =>
      s
        .user("what's git stash for? opencode told me to stash before switching branches yesterday and i just did it blindly")
        .assistant(
          "`git stash` puts your uncommitted changes on a shelf and gives you a clean working tree. `git stash pop` takes them back. Handy when you need to switch branches mid-work.",
        )
        .bash("git stash list", "stash@{0}: WIP on feat/WEB-88-avatar: 77b3d1e WEB-88: add avatar upload")
        .user("oh theres one still in there. what is it")
        .assistant(
          "It's from when you switched branches yesterday: the WIP on the avatar branch. `git stash show -p stash@{0}` shows the diff if you want to look before popping it.",
        )
        .user("ok ill look at it myself later, thx for explaining")
        .stop(),
    planted: [],
  },
  {
    id: "b50-ask-before-deps",
    build: (s) =>
      s
        .user("why is our node_modules 800MB. is that normal")
        .bash("du -sh node_modules && grep -c '\"' apps/web/package.json", "812M\tnode_modules\n38")
        .assistant(
          "Pretty normal for a React + Vite + Prisma workspace: most of it is dev tooling (TypeScript, esbuild binaries, the Prisma engines). What ships to the browser is much smaller. One thing I noticed: lodash is a dependency of apps/web but only `debounce` is imported from it.",
        )
        .user(
          "huh. ok we should remove lodash at some point then. and pls ask me before adding any new package from now on, i want to know what each dependency is for",
        )
        .assistant("Will do: I'll ask before adding a package. Removing lodash is on the list.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["package"] },
      { kind: "task", keys: ["lodash"] },
    ],
  },
  {
    id: "b50-vite-proxy",
    build: (s) =>
      s
        .user("how does the frontend talk to the api locally? maybe the api is on 3000?")
        .bash("sed -n 1,20p apps/web/vite.config.ts | grep -n -A3 proxy", "8:    proxy: {\n9-      '/api': 'http://localhost:4000',\n10-    },")
        .assistant(
          "Not 3000: the API listens on 4000, and the vite proxy forwards every /api request from the dev server (5173) to localhost:4000. That's why `fetch('/api/v1/invoices')` works without a host.",
        )
        .user("ahh. ok so i shouldnt hardcode localhost urls in the frontend, always go through /api")
        .assistant("Right, relative /api paths everywhere; in production Netlify rewrites /api to Render.")
        .bash(
          "grep -rn 'localhost:4000' apps/web/src",
          "apps/web/src/features/profile/AvatarUpload.tsx:22:  await fetch('http://localhost:4000/api/v1/users/me/avatar', {",
        )
        .file("Edit", "apps/web/src/features/profile/AvatarUpload.tsx")
        .assistant("Found one hardcoded URL in AvatarUpload.tsx and changed it to `/api/v1/users/me/avatar`.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["proxy"] },
      { kind: "instruction", keys: ["hardcode"] },
    ],
  },
  {
    id: "b50-usecart-debounce",
    build: (s) =>
      s
        .user("the product search fires a request on every keystroke lol. how do i stop that")
        .bash(
          "grep -rn -B1 -A1 'TODO' apps/web/src/features/search",
          "apps/web/src/features/search/SearchBox.tsx-10-  // TODO: always debounce this, never hit the api per keystroke\napps/web/src/features/search/SearchBox.tsx:11:  onChange={(e) => search(e.target.value)}",
        )
        .assistant(
          "That's what debouncing is for: wait until the user stops typing for a moment, then send one request. Someone even left a TODO there. Typical delays are 200-500ms.",
        )
        .user("ok lets debounce the search at 300ms")
        .file("Edit", "apps/web/src/features/search/SearchBox.tsx")
        .assistant("Done: SearchBox debounces at 300ms with a small `useDebouncedValue` hook, and the TODO comment is gone.")
        .user("while ur in there, useCart is getting huge too (like 300 lines). we should split it up at some point, not now")
        .assistant("Agreed, splitting useCart can wait. I'll leave it as is for now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["debounce"] },
      { kind: "task", keys: ["usecart"] },
    ],
  },
  {
    id: "b50-first-review",
    build: (s) =>
      s
        .user("I PASSED MY FIRST CODE REVIEW!!! only 2 comments")
        .assistant("Congrats, that's a big one! What were the comments about?")
        .bash("gh pr view 142 --comments | tail -4", "priya-nair: nit: could use optional chaining here\npriya-nair: LGTM otherwise, nice work 🎉")
        .user("just a nit about optional chaining and she said nice work. im so happy")
        .assistant("Only a nit and a 'nice work' on your first PR is a great result. Enjoy it!")
        .stop(),
    planted: [],
  },
  {
    id: "b50-signup-form",
    build: (s) =>
      s
        .user("i need to build the signup form. formik? react-hook-form? plain useState?")
        .assistant(
          "For a few fields, useState works but validation gets messy. Formik is older and re-renders a lot. react-hook-form is lighter (uncontrolled inputs) and pairs with zod through `@hookform/resolvers`, so you can reuse the same schema the API validates with.",
        )
        .bash("ls packages/schemas/src", "index.ts\ninvoice.ts\nuser.ts")
        .assistant("And the zod schemas are already shared between api and web in packages/schemas (user.ts has `signupSchema`).")
        .user("ok react-hook-form with zod then. can i add @hookform/resolvers? you said ask first haha, yes you can")
        .bash("pnpm --filter web add react-hook-form @hookform/resolvers", "+ react-hook-form 7.53.0\n+ @hookform/resolvers 3.9.0")
        .file("Write", "apps/web/src/features/auth/SignupForm.tsx")
        .assistant("SignupForm uses react-hook-form with `zodResolver(signupSchema)`, so web and api validate the same way.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["react-hook-form"] },
      { kind: "fact", keys: ["schemas"] },
    ],
  },
  {
    id: "b50-explain-first",
    build: (s) =>
      s
        .user("the cart total is wrong when i add the same item twice")
        .file("Read", "apps/web/src/features/cart/store.ts")
        .file("Edit", "apps/web/src/features/cart/store.ts")
        .bash("pnpm --filter web vitest run src/features/cart/store.test.ts", " ✓ src/features/cart/store.test.ts (5)")
        .assistant("Fixed, tests pass.")
        .user("wait what was wrong? dont just fix stuff silently, always explain what was wrong and why before you fix it, im trying to learn here")
        .assistant(
          "Sorry, fair point. `add` pushed a second entry for the same product instead of bumping `qty`, and `total` summed `price` once per entry without the quantity. I changed `add` to find the existing item and increment it, and `total` to sum `price * qty`.",
        )
        .user("ahh ok. and for testing the api calls in the cart, lets use msw to mock the api")
        .bash("pnpm --filter web add -D msw", "+ msw 2.4.9")
        .assistant("Added msw as a dev dependency; handlers can go in src/test/handlers.ts.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["explain"] },
      { kind: "decision", keys: ["msw"] },
    ],
  },
  {
    id: "b50-staging",
    build: (s) =>
      s
        .user("is there a staging env? i want to test the checkout with real-ish data")
        .bash("curl -sI https://staging.shopkit.dev | head -1", "HTTP/2 200")
        .assistant("Yes, staging.shopkit.dev is up.")
        .user(
          "oh right Priya told me, staging gets a copy of prod data every sunday night. and never run prisma migrations against staging yourself, only CI does that",
        )
        .assistant("Understood: I won't run migrations against staging; CI owns that.")
        .user("also i used to point my local api at the staging db. we decided in standup to stop that, local dev uses the docker db from now on")
        .bash("grep DATABASE_URL apps/api/.env", 'DATABASE_URL="postgresql://shop:shop@localhost:5433/shopkit"')
        .assistant("Your apps/api/.env already points at the docker db on 5433, so local dev stays off staging.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["staging"] },
      { kind: "instruction", keys: ["migrations"] },
      { kind: "decision", keys: ["docker"] },
    ],
  },
  {
    id: "b50-nextjs-curious",
    build: (s) =>
      s
        .user("should we switch to next.js?? everyone on twitter talks about it")
        .assistant(
          "Next.js adds server rendering, file-based routing and server components. It shines for SEO-heavy or content pages. For a logged-in shop dashboard on Vite, the gain is smaller and the migration is big. Maybe worth it some day, but it's a team decision.",
        )
        .bash("ls apps/web/src/pages | wc -l", "12")
        .user("hmm yeah maybe some day, i was just curious")
        .assistant("Totally fair to be curious. 12 pages would be a real migration, so it'd need a good reason.")
        .stop(),
    planted: [],
  },
  {
    id: "b50-dark-mode",
    build: (s) =>
      s
        .user("how would dark mode work with tailwind?")
        .assistant(
          "Two ways: Tailwind's `dark:` variants on every class (`bg-white dark:bg-gray-900`), or CSS variables for colors that you swap under a `.dark` class, so components don't change.",
        )
        .bash("grep -rn 'dark:' apps/web/src | wc -l", "0")
        .user("css variables, i dont want dark: on every element. but the dark mode itself i'll do next sprint, just the decision for now")
        .assistant("Okay: CSS variables for theming, and dark mode on the settings page is for next sprint.")
        .user("and can u change the settings header to brand-600 now?")
        .file("Edit", "apps/web/src/features/settings/SettingsPage.tsx")
        .assistant("Header now uses `text-brand-600`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["variables"] },
      { kind: "task", keys: ["dark mode"] },
    ],
  },
  {
    id: "b50-bubbling",
    build: (s) =>
      s
        .user("why does clicking the delete button also open the row?? i only put onClick on the button")
        .assistant(
          "Event bubbling: a click on the button fires on the button, then on every parent up the tree, including the row's onClick. `e.stopPropagation()` in the button handler stops it there.",
        )
        .bash(
          "grep -n onClick apps/web/src/features/invoices/InvoiceList.tsx",
          "31:        <tr onClick={() => open(inv.id)}>\n38:          <button onClick={() => remove(inv.id)}>Delete</button>",
        )
        .user("is bubbling always a thing or only in react")
        .assistant("It's a DOM thing, React just follows it. Most events bubble; a few like `focus` don't.")
        .user("ok ill add stopPropagation myself")
        .stop(),
    planted: [],
  },
  {
    id: "b50-prettier-husky",
    build: (s) =>
      s
        .user("every time i commit, something reformats my code?? i added semicolons and they disappeared")
        .bash("cat .prettierrc && cat .husky/pre-commit", '{ "semi": false, "singleQuote": true, "printWidth": 100 }\npnpm lint-staged')
        .assistant(
          "That's husky: a pre-commit hook runs lint-staged, which runs prettier on staged files. The .prettierrc says no semicolons and single quotes, so your semicolons got removed.",
        )
        .user("ohh. thats my own prettier setup actually lol, i set it up. no semicolons, single quotes. write code that way and dont fight it")
        .assistant("Got it, I'll write without semicolons and with single quotes to match prettier.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["husky"] },
      { kind: "instruction", keys: ["prettier"] },
    ],
  },
  {
    id: "b50-feature-folders",
    build: (s) =>
      s
        .user("my src folder is a mess. components/ hooks/ utils/ pages/ and i never know where stuff is. how do real projects do it")
        .assistant(
          "Two common layouts. By type (what you have now): all hooks together, all components together. By feature: `src/features/cart/` holds the cart's components, hooks, store and tests together; only truly shared things stay in `components/` and `lib/`. By type is fine small; by feature scales better.",
        )
        .bash("ls apps/web/src/features", "cart\ninvoices\nprofile\nsearch\nsettings")
        .assistant("You've actually started by feature already: cart, invoices, profile, search and settings live under src/features.")
        .user("oh lol. ok then we organize by feature, everything new goes in src/features/<feature>, and i'll move hooks/useInvoices over now")
        .bash("git mv apps/web/src/hooks/useInvoices.ts apps/web/src/features/invoices/useInvoices.ts", "")
        .assistant("Moved useInvoices into features/invoices and fixed the two imports.")
        .stop(),
    planted: [{ kind: "decision", keys: ["feature"] }],
  },
  {
    id: "b50-ids-cuid",
    build: (s) =>
      s
        .user("for the new Coupon model, what id type? autoincrement int or uuid?")
        .assistant(
          "Autoincrement ints are small and ordered but guessable (`/coupons/5` invites trying 6). UUIDs are random and safe to expose. Prisma also offers `cuid()`, shorter random ids that sort roughly by time.",
        )
        .user("ok let's do uuid")
        .bash(
          "grep -n '@id' apps/api/prisma/schema.prisma",
          "12:  id        String   @id @default(cuid())\n27:  id        String   @id @default(cuid())\n41:  id        String   @id @default(cuid())",
        )
        .assistant("Note that every existing model uses `@default(cuid())`.")
        .user("oh wait, changed my mind, cuid like the other models then. consistency")
        .file("Edit", "apps/api/prisma/schema.prisma")
        .assistant("Coupon now has `id String @id @default(cuid())`, same as User, Invoice and Product.")
        .stop(),
    planted: [{ kind: "decision", keys: ["cuid"] }],
  },
  {
    id: "b50-db-seed",
    build: (s) =>
      s
        .user("my local db is empty, how do i get some products in there")
        .bash("pnpm --filter api db:seed", "Seeding...\nCreated user demo@shopkit.dev (password: demo1234)\nCreated 3 products\nDone.")
        .assistant("`pnpm --filter api db:seed` runs apps/api/prisma/seed.ts: it creates the demo login demo@shopkit.dev / demo1234 and 3 hard-coded products.")
        .user("3 products is boring. can we generate like 50 random ones?")
        .assistant("We could use @faker-js/faker to generate names, prices and images. It's a new dev dependency, so your call.")
        .user("yes use faker for the seed data, dev dependency is fine")
        .bash("pnpm --filter api add -D @faker-js/faker && pnpm --filter api db:seed", "+ @faker-js/faker 9.0.3\nCreated 50 products\nDone.")
        .file("Edit", "apps/api/prisma/seed.ts")
        .assistant("The seed now makes 50 faker products; the demo user is unchanged.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["seed"] },
      { kind: "decision", keys: ["faker"] },
    ],
  },
  {
    id: "b50-error-boundary",
    build: (s) =>
      s
        .user("when the checkout page crashes the whole app goes white. is that normal")
        .assistant(
          "Yes, by default an error thrown while rendering unmounts the whole React tree. An error boundary is a component that catches render errors below it and shows a fallback instead. It has to be a class component, or you use the react-error-boundary package.",
        )
        .bash("grep -rn ErrorBoundary apps/web/src | wc -l", "0")
        .user("hm ok. we need an error boundary around the checkout page, but later, i want to finish the coupon stuff first")
        .assistant("Okay, the error boundary for checkout is open for later.")
        .stop(),
    planted: [{ kind: "task", keys: ["boundary"] }],
  },
  {
    id: "b50-branch-names",
    build: (s) =>
      s
        .user("make me a branch for the coupon ticket, WEB-97")
        .assistant("Sure. Is there a naming pattern you use?")
        .user("branches are always feat/<ticket>-short-desc, like feat/WEB-88-avatar. fix/ for bugs")
        .bash("git switch -c feat/WEB-97-coupons", "Switched to a new branch 'feat/WEB-97-coupons'")
        .assistant("On feat/WEB-97-coupons. I'll name branches feat/ or fix/ plus the ticket from now on.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["branch"] }],
  },
  {
    id: "b50-product-images",
    build: (s) =>
      s
        .user("the home page loads super slow on my phone. any idea?")
        .bash("curl -sI https://res.cloudinary.com/shopkit/image/upload/hero-autumn.jpg | grep -i content-length", "content-length: 2104331")
        .assistant(
          "Hmm, could be the JS bundle, could be images. The hero image alone is 2.1MB. The product images come from Cloudinary (res.cloudinary.com/shopkit), which can resize on the fly with a `w_800,f_auto` in the URL.",
        )
        .user("yeah all our images are on cloudinary. ok so the hero images need compressing, thats a thing for next week")
        .assistant("Noted, compressing the hero images is next week's.")
        .user("btw you ran curl -sI, what do the flags mean? when you show me terminal commands, explain each flag, i copy them without knowing what they do")
        .assistant("`-s` is silent (no progress bar), `-I` fetches only the headers (a HEAD request). I'll explain the flags of commands I show you.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cloudinary"] },
      { kind: "task", keys: ["hero"] },
      { kind: "instruction", keys: ["flag"] },
    ],
  },
  {
    id: "b50-readme-docs",
    build: (s) =>
      s
        .user("a new intern starts monday and i'm supposed to help her set up. is our readme any good?")
        .bash("sed -n 1,15p README.md", "# shopkit\n\n## Setup\n\n    npm install\n    npm run dev\n\nTODO: document the database")
        .assistant(
          "The setup section is outdated: it says npm, and the TODO about the database was never filled in. The docker db on 5433 and the seed aren't mentioned.",
        )
        .user(
          "ugh. the README setup needs updating then, i'll do that friday. and Priya wants docs as markdown in docs/ in the repo, not in notion anymore, we agreed on that in the retro",
        )
        .assistant("Okay: docs live as markdown in docs/ from now on, and the README setup update is open for Friday.")
        .stop(),
    planted: [
      { kind: "task", keys: ["readme"] },
      { kind: "decision", keys: ["docs"] },
    ],
  },
  {
    id: "b50-strict-mode-ts",
    build: (s) =>
      s
        .user("what does strict do in tsconfig? Priya said our web app isnt strict and thats why i keep getting undefined bugs")
        .bash(
          "grep -n strict apps/web/tsconfig.json apps/api/tsconfig.json",
          'apps/web/tsconfig.json:9:    "strict": false,\napps/api/tsconfig.json:9:    "strict": true,',
        )
        .assistant(
          "`strict` turns on a bundle of checks; the big one is `strictNullChecks`, which makes `undefined` and `null` part of the type, so `product.name` on a maybe-undefined product is a compile error instead of a crash. The api has it on, apps/web has it off.",
        )
        .user("ok lets turn strict on for apps/web too. how many errors do we get")
        .file("Edit", "apps/web/tsconfig.json")
        .bash("pnpm --filter web tsc --noEmit | tail -1", "Found 17 errors in 9 files.")
        .assistant("17 errors in 9 files, mostly possibly-undefined values. Want to go through them together?")
        .user("yes one by one, explain each")
        .file("Edit", "apps/web/src/components/ProductCard/ProductCard.tsx")
        .bash("pnpm --filter web tsc --noEmit", "")
        .assistant("All 17 fixed, strict is on for apps/web and the typecheck is clean.")
        .stop(),
    planted: [{ kind: "decision", keys: ["strict"] }],
  },
  {
    id: "b50-english-comments",
    build: (s) =>
      s
        .user("podes explicar o que faz este reducer? sorry, portuguese brain today")
        .file("Read", "apps/web/src/features/checkout/reducer.ts")
        .assistant(
          "Claro! O reducer recebe o estado e uma ação e devolve o novo estado: `apply_coupon` guarda o cupão, `clear` volta ao estado inicial. Nada é alterado no lugar, é sempre um objeto novo.",
        )
        .user("obrigada! but write the code comments in english even when i talk to you in portuguese, the team reads them")
        .file("Edit", "apps/web/src/features/checkout/reducer.ts")
        .assistant("Understood, code comments in English always. I added two English comments to the reducer's cases.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["comments", "english"] }],
  },
  {
    id: "b50-login-rate-limit",
    build: (s) =>
      s
        .user("i typed my password wrong a few times and now login says Too Many Requests?? is my account locked")
        .bash(
          "sed -n 1,12p apps/api/src/middleware/limits.ts",
          "import rateLimit from 'express-rate-limit'\n\nexport const loginLimiter = rateLimit({\n  windowMs: 60_000,\n  limit: 5,\n})",
        )
        .assistant(
          "Not locked: apps/api/src/middleware/limits.ts rate-limits login to 5 attempts per minute per IP with express-rate-limit. Wait a minute and it resets. A 429 is exactly 'Too Many Requests'.",
        )
        .user("oh good. is there a test for that limiter? there should be. add it to the list, not now")
        .bash("grep -rln loginLimiter apps/api/src --include=*.test.ts | wc -l", "0")
        .assistant("No test uses loginLimiter yet. A test for the login limiter is on the list.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["limit"] },
      { kind: "task", keys: ["limiter"] },
    ],
  },
  {
    id: "b50-router-upgrade",
    build: (s) =>
      s
        .user("npm outdated (sorry, pnpm outdated lol) shows react-router 7. should we upgrade?")
        .bash("pnpm --filter web outdated react-router-dom", "│ react-router-dom │ 6.26.2  │ 6.26.2 │ 7.0.1  │")
        .assistant(
          "v7 merges react-router-dom into `react-router` and changes a few APIs; it's a planned migration, not a drop-in bump. Staying on 6.26 for now is fine, it's still supported.",
        )
        .user("ok then, upgrading react-router to v7 is something for later, i'll read the migration guide first")
        .assistant("Makes sense, the react-router upgrade stays open until you've read the guide.")
        .stop(),
    planted: [{ kind: "task", keys: ["react-router"] }],
  },
  {
    id: "b50-go-rewrite-joke",
    build: (s) =>
      s
        .user("maybe we should rewrite the api in go? its supposed to be way faster")
        .assistant(
          "Go is fast, but our API mostly waits on Postgres and Stripe, so the language is rarely the bottleneck. A rewrite would also mean rewriting the Prisma models, the tests and the deploy.",
        )
        .bash("pnpm --filter api vitest run --reporter=dot | tail -2", " Test Files  14 passed (14)\n      Tests  96 passed (96)")
        .user("lol nvm i was joking, i can barely write typescript")
        .assistant("Ha, you're doing better than you think. 96 passing tests in the api, some of them yours.")
        .stop(),
    planted: [],
  },
];

/** The set: events, segments and scoring of BLIND50_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND50 = plantedSet(BLIND50_SESSIONS, Date.UTC(2026, 10, 2, 9));
