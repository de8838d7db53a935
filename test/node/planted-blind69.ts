/**
 * Blind planted set 69 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: work on the agent tooling itself (MCP servers, CLAUDE.md and AGENTS.md conventions,
 * hooks, prompt files, model and provider settings, token budgets, evals of the agent), in
 * OpenCode and Codex CLI voice: terse users, lists, code spans, typos; standing instructions
 * about how the agent must behave mixed with one-off requests done in the same session.
 * Each session is one segment; the items planted in it are listed with it: 66 items (16
 * decisions, 17 instructions, 17 facts, 16 tasks) in 66 sessions, 18 of which plant nothing
 * (59 user/assistant messages between them). Every other message
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

export const BLIND69_SESSIONS: BlindSession[] = [
  {
    id: "b69-mcp-timeout",
    build: (s) =>
      s
        .user("the amem MCP server times out on the first call every morning. look at opencode.json")
        .bash("cat opencode.json", '{\n  "mcp": {\n    "amem": { "type": "local", "command": ["amem", "mcp"], "timeout": 5000 }\n  }\n}')
        .assistant(
          "The `amem` server has `timeout: 5000`. Its first call has to wake the worker, and the log shows that cold start takes about 7 s on this account.",
        )
        .user("yeah that matches. bump it to 15000")
        .file("Edit", "opencode.json")
        .user("and from now on keep every mcp timeout at 15s or more in our configs, cold starts are slow on the free plan")
        .assistant("Noted, I'll keep MCP timeouts at 15 s or above.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cold start"] },
      { kind: "instruction", keys: ["timeout"] },
    ],
  },
  {
    id: "b69-agents-md-tests",
    build: (s) =>
      s
        .user("read AGENTS.md and tell me what it says about tests")
        .file("Read", "AGENTS.md")
        .assistant('It says: "Run `pnpm test` before committing. Never skip the lint step." Nothing about which vitest project.')
        .user("add a line: always run the node project only, `pnpm vitest --project node`. the workers project eats 4GB")
        .file("Edit", "AGENTS.md")
        .assistant("Added under Tests: always run `pnpm vitest --project node` unless you touched src/worker.")
        .user("good. that goes for you too, dont start the workers project unless I ask")
        .stop("Understood: I won't run the workers project unless you ask."),
    planted: [{ kind: "instruction", keys: ["workers project"] }],
  },
  {
    id: "b69-model-choice",
    build: (s) =>
      s
        .user("which model is the summarizer on right now?")
        .bash("grep -n SUMMARIZER_MODEL wrangler.toml", '14:SUMMARIZER_MODEL = "claude-3-5-haiku-latest"')
        .assistant("`claude-3-5-haiku-latest`. We could move to sonnet for better bullets, at roughly 4x the cost per segment.")
        .user("hmm. what about gpt-4o-mini through openrouter?")
        .assistant("Possible, but the JSON schema check failed on 3 of 20 samples with it last week in the eval notes.")
        .user("ok decided: we stay on haiku for the summarizer, no provider switch this quarter")
        .stop("Got it, haiku stays."),
    planted: [{ kind: "decision", keys: ["haiku"] }],
  },
  {
    id: "b69-token-budget",
    build: (s) =>
      s
        .user("how much of the daily token budget did we burn yesterday")
        .bash("amem admin usage --day 2026-11-01", "tokens_in  412311\ntokens_out  58210\nbudget     500000\nstatus     OK (never exceeded)")
        .assistant("470k of the 500k budget: 94%. The spike is the re-summarization job at 03:00, it re-reads every open segment.")
        .user("fyi the budget is per account not per user, finance set it that way. remember that")
        .assistant("Noted: the 500k daily token budget is per account.")
        .user("todo for later: make the 03:00 job skip segments that didnt change. not now, I'm off in 10 min")
        .stop("Left for later: skip unchanged segments in the 03:00 re-summarization job."),
    planted: [
      { kind: "fact", keys: ["per account"] },
      { kind: "task", keys: ["skip", "segments"] },
    ],
  },
  {
    id: "b69-chitchat-1",
    build: (s) =>
      s
        .user("morning. coffee machine on 3rd floor is broken again lol")
        .assistant("Good morning! Sorry to hear that. What are we working on today?")
        .user("nothing yet, waiting on the review. ttyl")
        .stop("Talk later."),
    planted: [],
  },
  {
    id: "b69-hook-stop",
    build: (s) =>
      s
        .user("the Stop hook in .claude/settings.json fires twice per turn. why")
        .bash(
          "cat .claude/settings.json",
          '{ "hooks": { "Stop": [ { "hooks": [ { "type": "command", "command": "amem hook stop" } ] }, { "hooks": [ { "type": "command", "command": "amem hook stop" } ] } ] } }',
        )
        .assistant("There are two identical entries under `Stop`; someone merged the template twice. I removed the duplicate.")
        .file("Edit", ".claude/settings.json")
        .user("thx. maybe the installer should dedupe? idk, maybe not worth it")
        .assistant("It could compare commands before appending. Want me to do that?")
        .user("nah leave it")
        .stop("Leaving the installer alone."),
    planted: [],
  },
  {
    id: "b69-prompt-file",
    build: (s) =>
      s
        .user("where do the prompt files live")
        .bash("ls prompts/", "digest.md\nextract.md\nsummarize.md\nREADME.md")
        .assistant(
          "In `prompts/`: digest, extract, summarize. The README says they're loaded at build time by `scripts/bundle-prompts.mjs`, so editing one needs a rebuild.",
        )
        .user(
          "right, prompts get bundled at build time, keep that in mind when you test prompt changes. rule: never edit the bundled copy in dist/, only prompts/*.md",
        )
        .stop("Will do: edit only prompts/*.md, never dist/."),
    planted: [
      { kind: "fact", keys: ["build time"] },
      { kind: "instruction", keys: ["dist"] },
    ],
  },
  {
    id: "b69-eval-threshold",
    build: (s) =>
      s
        .user("run the extraction eval")
        .bash("pnpm eval:extract", "precision 0.83\nrecall    0.77\nFAIL recall below 0.8 (TODO: raise floor once stable)")
        .assistant("Precision 0.83, recall 0.77, below the 0.8 floor. The misses are mostly tasks phrased as questions.")
        .user("we agreed last week the floor is 0.8 for both, dont lower it to make CI green")
        .assistant("Understood, I won't touch the floor.")
        .user("open item: write 10 more task examples phrased as questions for the eval. tomorrow")
        .stop("Noted as an open item for tomorrow."),
    planted: [
      { kind: "instruction", keys: ["floor"] },
      { kind: "task", keys: ["task examples"] },
    ],
  },
  {
    id: "b69-provider-key",
    build: (s) =>
      s
        .user("codex says 'stream disconnected before completion' every few minutes")
        .bash(
          "cat ~/.codex/config.toml",
          'model = "gpt-5-codex"\nmodel_provider = "azure"\n[model_providers.azure]\nbase_url = "https://corp-proxy.internal/openai"\nstream_idle_timeout_ms = 30000',
        )
        .assistant("You go through the corp proxy at corp-proxy.internal. Could be the proxy cutting idle streams at 30 s, but that's a guess.")
        .user("could be. or the vpn. lets check tomorrow")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b69-proxy-confirmed",
    build: (s) =>
      s
        .user("ok IT confirmed it: the corp proxy kills any idle stream after 60 seconds")
        .bash("curl -sI https://corp-proxy.internal/health", "HTTP/1.1 200 OK\nx-idle-timeout: 60")
        .assistant("The header agrees: `x-idle-timeout: 60`. So the corp proxy drops idle streams at 60 s; long tool runs without output will disconnect.")
        .user("so we're going with direct api access for codex, not the proxy. i'll get the exemption")
        .file("Edit", ".codex/config.toml")
        .stop("Switched codex to direct API access; the proxy block is commented out."),
    planted: [
      { kind: "fact", keys: ["proxy", "idle"] },
      { kind: "decision", keys: ["direct api"] },
    ],
  },
  {
    id: "b69-claude-md-lang",
    build: (s) =>
      s
        .user("CLAUDE.md: add that answers should be in english even when i write in german. i do that sometimes")
        .file("Edit", "CLAUDE.md")
        .assistant('Added: "Answer in English, even when the user writes in German."')
        .user("passt. also keep replies short, no summaries of what you just did unless I ask")
        .stop("Will keep replies short."),
    planted: [
      { kind: "instruction", keys: ["english"] },
      { kind: "instruction", keys: ["summaries"] },
    ],
  },
  {
    id: "b69-question-only",
    build: (s) =>
      s
        .user("does opencode read AGENTS.md from parent dirs too or just the repo root?")
        .assistant(
          "It walks up from the working directory to the repo root and also reads a global one in ~/.config/opencode/. I'm fairly sure, but check the docs for your version.",
        )
        .user("ok cool thx")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b69-mcp-transport",
    build: (s) =>
      s
        .user("should the amem MCP server speak stdio or streamable http?")
        .bash("amem mcp --help", "Usage: amem mcp [--transport stdio|http] [--port N]\n  default transport: stdio")
        .assistant("Both work. Stdio is simpler for local agents; http lets several agents share one server.")
        .user("lets try http")
        .assistant("Started on port 7733. Codex connects, OpenCode doesn't, it only shows `transport error: 405`.")
        .bash("amem mcp --transport http --port 7733", "listening on :7733\nPOST /mcp 405 (opencode)")
        .user("ugh. forget http, stdio it is for the MCP server. final")
        .stop("Back to stdio."),
    planted: [{ kind: "decision", keys: ["stdio"] }],
  },
  {
    id: "b69-repo-facts",
    build: (s) =>
      s
        .user("where does the hook client store its queue when offline")
        .bash("amem doctor", "queue: ~/.local/state/amem/queue.db (sqlite, 312 events)\nservice: https://amem.example.workers.dev OK")
        .assistant("In `~/.local/state/amem/queue.db`, a SQLite file. 312 events are waiting.")
        .user("right, the offline queue is sqlite at ~/.local/state/amem. Priya owns the hook client btw, ask her before changing its storage")
        .stop("Noted: Priya owns the hook client."),
    planted: [
      { kind: "fact", keys: ["queue", "sqlite"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "b69-hypothesis",
    build: (s) =>
      s
        .user("digest at session start looks empty for the monorepo. maybe the project id is wrong?")
        .bash("amem digest --project app", "0 memories, 0 recent segments")
        .assistant("Could be the project id. Or the cwd resolves to a subpackage and the lookup never walks up. I'm not sure which.")
        .user("hm, or the digest just has nothing yet. lets not guess, i'll look after lunch")
        .stop("Okay, nothing changed."),
    planted: [],
  },
  {
    id: "b69-budget-decision",
    build: (s) =>
      s
        .user("context budget for the session-start digest: 2k tokens or 4k?")
        .bash("pnpm eval:digest --budget 2000,4000", "budget=2000 answer_rate 0.71\nbudget=4000 answer_rate 0.74")
        .assistant("4k only gains 3 points of answer rate for twice the tokens.")
        .user("then 2k. digest budget is 2000 tokens, set it as the default")
        .file("Edit", "src/core/digest/config.ts")
        .stop("Default digest budget set to 2000 tokens."),
    planted: [{ kind: "decision", keys: ["digest", "2000"] }],
  },
  {
    id: "b69-superseded-model",
    build: (s) =>
      s
        .user("for the eval judge we use gpt-4.1")
        .bash("cat evals/judge.yaml", "judge:\n  provider: openai\n  model: gpt-4.1")
        .assistant("It's already set to gpt-4.1.")
        .user("actually no. the judge should not be the same vendor as one of the contestants. switch the judge to claude-sonnet-4-5")
        .file("Edit", "evals/judge.yaml")
        .assistant("The eval judge is now claude-sonnet-4-5.")
        .stop(),
    planted: [{ kind: "decision", keys: ["judge", "sonnet"] }],
  },
  {
    id: "b69-quoted-log",
    build: (s) =>
      s
        .user("what is this warning in the hook log")
        .bash(
          "tail -3 ~/.local/state/amem/hook.log",
          "WARN always_allow list empty; never prompting\nTODO(amem): migrate hook.log rotation\nINFO sent 14 events",
        )
        .assistant(
          "It's informational: the `always_allow` list is empty, so the permission hook never prompts. The TODO line is a leftover log message from the client itself.",
        )
        .user("ok harmless then")
        .stop("Yes, harmless."),
    planted: [],
  },
  {
    id: "b69-commit-rule",
    build: (s) =>
      s
        .user("commit the prompt change")
        .bash("git commit -am 'prompts: shorter extract prompt'", "[feat/prompt 3f2a1c9] prompts: shorter extract prompt\n 1 file changed")
        .assistant("Committed 3f2a1c9 on feat/prompt.")
        .user("next time ask before committing. I want to see the diff first, every time")
        .stop("I'll show the diff and ask before any commit."),
    planted: [{ kind: "instruction", keys: ["commit"] }],
  },
  {
    id: "b69-rejected-proposal",
    build: (s) =>
      s
        .user("the MCP tool list is getting long, 14 tools")
        .bash("amem mcp --list-tools | wc -l", "14")
        .assistant("I could merge `search`, `recent` and `expand` into one `query` tool with a mode argument. That would bring it to 12.")
        .user("no, models pick the wrong mode then. keep them separate")
        .assistant("Fine, I'll keep them separate.")
        .user("what would help is clearer descriptions. rewrite the description of search so it says it takes keywords not questions")
        .file("Edit", "src/mcp/tools.ts")
        .stop("Rewrote the `search` description."),
    planted: [{ kind: "decision", keys: ["separate"] }],
  },
  {
    id: "b69-empty-greeting",
    build: (s) => s.user("hey").assistant("Hi! What would you like to do?").user("nvm, wrong terminal").stop("No problem."),
    planted: [],
  },
  {
    id: "b69-hook-timeouts-fact",
    build: (s) =>
      s
        .user("why do we drop events when the laptop sleeps")
        .bash("grep -n timeout hook-client/src/send.ts", "22:const SEND_TIMEOUT_MS = 3000;\n23:// never block the agent longer than this")
        .assistant("The hook gives up after 3 s so it never blocks the agent, and then it queues the event. Dropping only happens if the queue write fails.")
        .user("ok so: hooks must never block the agent more than 3s, that's a hard rule from the codex folks. keep it that way in any change")
        .stop("Understood, the 3 s cap on hooks stays."),
    planted: [{ kind: "instruction", keys: ["block"] }],
  },
  {
    id: "b69-task-list",
    build: (s) =>
      s
        .user("wrap up. whats left?")
        .bash("git status --short", " M prompts/extract.md\n?? evals/cases/new.jsonl")
        .assistant("Open: the new eval cases aren't committed, and the extract prompt change isn't reviewed.")
        .user("leave both. for next session:\n- review the extract prompt diff with me\n- the eval cases in new.jsonl need labels before they go in")
        .stop("Both left for next session."),
    planted: [
      { kind: "task", keys: ["extract prompt"] },
      { kind: "task", keys: ["labels"] },
    ],
  },
  {
    id: "b69-gemini-fact",
    build: (s) =>
      s
        .user("does gemini cli support our hooks?")
        .bash("gemini --version", "0.9.1")
        .assistant("Version 0.9.1 has no hook support. Hooks landed in a later release; we'd have to upgrade it on the build box.")
        .user("right, gemini on the build box is pinned to 0.9 because of the sandbox image. so no hooks there. that's known")
        .stop("Noted: gemini is pinned to 0.9 on the build box."),
    planted: [{ kind: "fact", keys: ["gemini", "pinned"] }],
  },
  {
    id: "b69-withdrawn",
    build: (s) =>
      s
        .user("lets store the whole transcript in the memory text, not just a line")
        .bash("wc -c fixtures/claude-code/session.jsonl", "184233 fixtures/claude-code/session.jsonl")
        .assistant("That would be ~180 KB per memory, and the limit is 2000 chars.")
        .user("oh right, forget that then. scratch the idea")
        .stop("Dropped."),
    planted: [],
  },
  {
    id: "b69-reasoning-effort",
    build: (s) =>
      s
        .user("codex is slow on tiny edits. what's the reasoning effort set to")
        .bash("grep reasoning ~/.codex/config.toml", 'model_reasoning_effort = "high"')
        .assistant("`high`. For small edits `medium` is usually enough.")
        .user("set it to medium as default then. we keep high only for the eval runs")
        .file("Edit", ".codex/config.toml")
        .stop("Default reasoning effort is now medium; eval runs still pass high explicitly."),
    planted: [{ kind: "decision", keys: ["medium"] }],
  },
  {
    id: "b69-secret-rule",
    build: (s) =>
      s
        .user("the anthropic key is in .env, load it for the summarizer test")
        .bash("grep -c ANTHROPIC_API_KEY .env", "1")
        .assistant("It's there. I'll read it through `dotenv` in the test script and won't print it.")
        .user("good. standing rule: never echo api keys or paste them into a tool call output, not even masked partially")
        .stop("Understood, I never echo API keys."),
    planted: [{ kind: "instruction", keys: ["api keys"] }],
  },
  {
    id: "b69-eval-flaky",
    build: (s) =>
      s
        .user("the agent eval failed on case 17 again")
        .bash("pnpm eval:agent --case 17", "case 17: expected tool=search got tool=recent\n1 failed")
        .assistant('Case 17 asks "what did we do yesterday", and `recent` is arguably right. The expected answer might be wrong.')
        .user(
          "yeah case 17's expectation is wrong, i wrote it before recent existed. fix the case later, i'll add it to my list. actually you add it: todo fix eval case 17 expectation",
        )
        .stop("Added to the list: fix eval case 17 expectation."),
    planted: [{ kind: "task", keys: ["case 17"] }],
  },
  {
    id: "b69-chitchat-2",
    build: (s) =>
      s
        .user("did you see the new opencode release? the theme is so much nicer")
        .assistant("I can't browse, but if it's installed I can check the version for you.")
        .user("lol no its fine, just chatting")
        .stop("Sure!"),
    planted: [],
  },
  {
    id: "b69-done-request",
    build: (s) =>
      s
        .user("rename the `remember` MCP tool to `amem_remember` everywhere")
        .bash("rg -l '\"remember\"' src hook-client", "src/mcp/tools.ts\nhook-client/src/skill.md")
        .file("Edit", "src/mcp/tools.ts")
        .file("Edit", "hook-client/src/skill.md")
        .assistant("Renamed in both files. Tests pass.")
        .bash("pnpm vitest --project node test/node/mcp-tools.test.ts", "Tests  9 passed (9)")
        .user("great")
        .stop("Done."),
    planted: [],
  },
  {
    id: "b69-naming-convention",
    build: (s) =>
      s
        .user("why is it amem_remember and not remember now?")
        .bash("amem mcp --list-tools | head -3", "amem_expand\namem_recent\namem_remember")
        .assistant("Because you asked for the rename yesterday. Two servers both had a `remember` tool and Codex picked the wrong one.")
        .user("ah yes. ok convention: all our MCP tool names get the amem_ prefix, new ones included")
        .stop("All MCP tool names will carry the `amem_` prefix."),
    planted: [
      { kind: "fact", keys: ["remember", "wrong"] },
      { kind: "instruction", keys: ["prefix"] },
    ],
  },
  {
    id: "b69-ci-budget",
    build: (s) =>
      s
        .user("how long does the eval job take in CI")
        .bash("gh run view --job eval --log | tail -2", "eval: 41 cases in 18m02s\ncost: $3.12")
        .assistant("18 minutes and about $3 a run.")
        .user("too much for every push. we run the agent eval nightly only, not on push. change the workflow")
        .file("Edit", ".github/workflows/ci.yml")
        .stop("The eval job now runs on the nightly schedule only."),
    planted: [{ kind: "decision", keys: ["nightly"] }],
  },
  {
    id: "b69-guess",
    build: (s) =>
      s
        .user("token counts from opencode look ~10% lower than from claude code for the same prompt")
        .bash("amem admin usage --by agent", "claude-code  120400\nopencode     108900")
        .assistant("Maybe opencode doesn't count the system prompt, or it uses a different tokenizer estimate. I haven't verified either.")
        .user("probably the system prompt thing. whatever, not important")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b69-plan-mode",
    build: (s) =>
      s
        .user("for anything touching migrations, start in plan mode and show me the plan first. always")
        .bash("ls migrations | tail -2", "0011_memories.sql\n0012_use_counts.sql")
        .assistant("Will do. Next free number is 0013.")
        .user("and yes 0013 is reserved for Tomás's relations table, dont take it")
        .stop("Noted: 0013 is reserved for Tomás."),
    planted: [
      { kind: "instruction", keys: ["plan mode"] },
      { kind: "fact", keys: ["0013"] },
    ],
  },
  {
    id: "b69-skill-todo",
    build: (s) =>
      s
        .user("the skill file still tells the agent to call `remember` for everything")
        .file("Read", "hook-client/src/skill.md")
        .assistant('Line 12: "Call remember for every decision." Nothing about checking memories first.')
        .user("we need to rewrite the skill so it reads memories first. not today, put it on the list")
        .stop("On the list: rewrite the skill to read memories first."),
    planted: [{ kind: "task", keys: ["skill"] }],
  },
  {
    id: "b69-empty-status",
    build: (s) =>
      s
        .user("status?")
        .bash("git log --oneline -3", "a1b2c3d mcp: amem_ prefix\n9f8e7d6 evals: judge on sonnet\n1234abc hooks: dedupe stop")
        .assistant("Three commits since yesterday: the prefix rename, the judge switch and the stop hook fix. Working tree clean.")
        .user("k")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b69-ratelimit",
    build: (s) =>
      s
        .user("we got 429s from anthropic during the nightly")
        .bash("grep 429 logs/nightly.log | head -2", "429 rate_limit_error: 50 requests per minute\n429 rate_limit_error: 50 requests per minute")
        .assistant("Our org tier allows 50 requests per minute and the eval fires 8 in parallel with retries.")
        .user("right, our anthropic tier is 50 rpm, that won't change soon. cap eval concurrency at 4 — decided")
        .file("Edit", "evals/run.ts")
        .stop("Concurrency capped at 4."),
    planted: [
      { kind: "fact", keys: ["50 rpm"] },
      { kind: "decision", keys: ["concurrency"] },
    ],
  },
  {
    id: "b69-later-task-hooks",
    build: (s) =>
      s
        .user("copilot cli hook support?")
        .bash("ls fixtures/copilot-cli", "hooks.json\nsession.jsonl")
        .assistant("We have fixtures but no adapter in hook-client yet.")
        .user("ok someone needs to write the copilot adapter eventually. leave a TODO in the tracker, i'll pick it up next sprint")
        .stop("Noted for next sprint: the Copilot CLI adapter."),
    planted: [{ kind: "task", keys: ["copilot", "adapter"] }],
  },
  {
    id: "b69-pnpm-vs-npm",
    build: (s) =>
      s
        .user("you ran npm install. we use pnpm here")
        .bash("ls *lock*", "package-lock.json\npnpm-lock.yaml")
        .assistant("Sorry, I removed the package-lock.json I created.")
        .bash("rm package-lock.json", "")
        .user("use pnpm for everything in this repo, npm only for global tools")
        .stop("pnpm from now on."),
    planted: [{ kind: "instruction", keys: ["pnpm"] }],
  },
  {
    id: "b69-question-2",
    build: (s) =>
      s
        .user("is it worth caching the digest per session? or is that premature")
        .assistant("Probably premature: the digest takes ~40 ms to build. I'd measure first.")
        .user("ok no cache for now then")
        .stop("No cache."),
    planted: [],
  },
  {
    id: "b69-d1-fact",
    build: (s) =>
      s
        .user("the memories query is slow on prod")
        .bash("wrangler d1 execute amem --remote --command 'EXPLAIN QUERY PLAN SELECT * FROM memories WHERE user_id=? AND status=?'", "SCAN memories")
        .assistant("It scans: there's no index on (user_id, status). On prod that table has 1.2M rows.")
        .user(
          "yeah prod memories is big. add the index in a migration, I'll review it tomorrow. and note: D1 prod is in weur, staging in enam, latency numbers differ because of that",
        )
        .stop("Index migration left for your review tomorrow; noted the regions."),
    planted: [
      { kind: "task", keys: ["index"] },
      { kind: "fact", keys: ["weur"] },
    ],
  },
  {
    id: "b69-superseded-format",
    build: (s) =>
      s
        .user("memories export: json lines")
        .bash("amem memories --export > /tmp/m.jsonl; head -1 /tmp/m.jsonl", '{"kind":"fact","text":"..."}')
        .assistant("Export works as JSON lines.")
        .user("hmm, on second thought people open these in a spreadsheet. make the export csv instead, json lines is out")
        .file("Edit", "hook-client/src/export.ts")
        .stop("Export is CSV now."),
    planted: [{ kind: "decision", keys: ["csv"] }],
  },
  {
    id: "b69-owner-fact",
    build: (s) =>
      s
        .user("who can approve changes to the prompt files")
        .bash("cat CODEOWNERS", "prompts/ @mara-k\nsrc/mcp/ @priya-s")
        .assistant("CODEOWNERS says @mara-k owns `prompts/`.")
        .user("yes Mara signs off on every prompt change, she runs the evals on them")
        .stop("Noted."),
    planted: [{ kind: "fact", keys: ["mara"] }],
  },
  {
    id: "b69-empty-opencode",
    build: (s) =>
      s.user("how do I switch agent in opencode again").assistant("Press Tab to cycle between build and plan, or type `/agent`.").user("ty").stop("Anytime."),
    planted: [],
  },
  {
    id: "b69-logs-never",
    build: (s) =>
      s
        .user("grep the prompt for never")
        .bash("rg -n 'never|always' prompts/extract.md", "4:Never invent a decision the user did not take.\n9:Always quote the user's words.")
        .assistant("Two hits: line 4 and line 9. Both are instructions to the model inside the prompt, not rules for us.")
        .user("ok just checking they survived the edit")
        .stop("They did."),
    planted: [],
  },
  {
    id: "b69-review-queue",
    build: (s) =>
      s
        .user("how many items sit in the review queue")
        .bash("amem review --count", "open 37\nin_progress 2\nblocked 1")
        .assistant("37 open, 2 in progress, 1 blocked after 3 retries.")
        .user("we'll go through the review queue together friday. remind me then — leave it open")
        .stop("Left open for Friday: go through the review queue."),
    planted: [{ kind: "task", keys: ["review queue"] }],
  },
  {
    id: "b69-tests-first",
    build: (s) =>
      s
        .user("fix the decay math off-by-one")
        .bash("pnpm vitest --project node test/node/decay.test.ts", "1 failed: half-life 7d expected 0.5 got 0.49")
        .file("Edit", "src/core/decay.ts")
        .assistant("Fixed: age was counted from the first use, not the last. Test green.")
        .user("nice. btw in this repo write the failing test before the fix, every time, I want it in the diff")
        .stop("Test first from now on."),
    planted: [{ kind: "instruction", keys: ["failing test"] }],
  },
  {
    id: "b69-undecided",
    build: (s) =>
      s
        .user("should memories expire after 90 days if never used?")
        .bash("rg -n RETENTION src/core", "src/core/memories/model.ts:16:export const ARCHIVE_RETENTION_MS = 30 * 86_400_000;")
        .assistant("Only archived ones expire now, after 30 days. Expiring unused active memories would be new.")
        .user("let me think about it. maybe. ask me again next week")
        .stop("Okay."),
    planted: [],
  },
  {
    id: "b69-compaction",
    build: (s) =>
      s
        .user("opencode auto-compacts at 80% context and loses the plan. can we turn that off?")
        .bash("grep -n compact opencode.json", '7:  "autocompact": true')
        .assistant("Yes: `autocompact: false`. Then it stops at the limit and you run `/compact` by hand.")
        .user("do it. we keep autocompact off in this repo, I compact manually")
        .file("Edit", "opencode.json")
        .assistant("Set `autocompact: false`.")
        .user("also still todo: the digest should survive compaction, re-inject it after /compact. thats a bigger change, next week")
        .stop("Left for next week: re-inject the digest after /compact."),
    planted: [
      { kind: "decision", keys: ["autocompact"] },
      { kind: "task", keys: ["re-inject"] },
    ],
  },
  {
    id: "b69-notify-hook",
    build: (s) =>
      s
        .user("codex notify hook: does it pass the last assistant message?")
        .bash("cat fixtures/codex/notify", '{"type":"agent-turn-complete","last-assistant-message":"Done.","input-messages":["fix it"]}')
        .assistant("Yes, as `last-assistant-message`, plus the `input-messages` of the turn.")
        .user("ok then we record codex turns from notify only, we drop the rollout file parsing. less code")
        .file("Edit", "hook-client/src/adapters/codex.ts")
        .stop("Codex turns now come from notify only; rollout parsing removed."),
    planted: [{ kind: "decision", keys: ["notify"] }],
  },
  {
    id: "b69-open-docs",
    build: (s) =>
      s
        .user("docs/api.md still lists the old remember route")
        .bash("rg -n 'POST /v1/remember' docs", "docs/api.md:88:POST /v1/remember")
        .assistant("Line 88. The route is `POST /v1/memories` now.")
        .user(
          "leave it for now, Mara is rewriting api.md anyway. but somebody has to update the mcp section of the README after her rewrite lands - keep that open",
        )
        .stop("Open: update the README's MCP section after Mara's rewrite."),
    planted: [{ kind: "task", keys: ["readme"] }],
  },
  {
    id: "b69-eval-seeds",
    build: (s) =>
      s
        .user("eval numbers jump 5 points between runs")
        .bash("pnpm eval:agent --repeat 3", "run1 0.78\nrun2 0.83\nrun3 0.80")
        .assistant("Temperature is 0.7 in the eval config; that alone explains the spread.")
        .user("not yet sure we want temp 0, it changes behaviour. pending: try temp 0 on 3 runs and compare, when the budget resets monday")
        .stop("Pending for Monday: compare temperature 0 over 3 runs."),
    planted: [{ kind: "task", keys: ["temp 0"] }],
  },
  {
    id: "b69-sandbox",
    build: (s) =>
      s
        .user("codex keeps asking approval for every `ls`. annoying")
        .bash("grep -n approval ~/.codex/config.toml", 'approval_policy = "untrusted"\nsandbox_mode = "read-only"')
        .assistant(
          '`approval_policy = "untrusted"` asks for anything not on the safe list. `on-request` would let it run read commands and ask only for writes outside the workspace.',
        )
        .user("go with on-request + workspace-write sandbox for this repo. network stays off in the sandbox, thats non negotiable")
        .file("Edit", ".codex/config.toml")
        .stop("Set on-request with the workspace-write sandbox, network off."),
    planted: [
      { kind: "decision", keys: ["on-request"] },
      { kind: "instruction", keys: ["network"] },
    ],
  },
  {
    id: "b69-max-tokens",
    build: (s) =>
      s
        .user("extraction answers get cut mid-json sometimes")
        .bash("rg -n max_tokens src/core/summarize", "src/core/summarize/anthropic.ts:31:  max_tokens: 1024,")
        .assistant("`max_tokens: 1024`. A segment with many decisions produces more than that, and the JSON gets truncated.")
        .user("the truncation is the cause, yes, I saw the same in the logs. we raise max_tokens to 4096 for extraction only, summaries stay 1024")
        .file("Edit", "src/core/summarize/anthropic.ts")
        .stop("Extraction now uses 4096, summaries 1024."),
    planted: [
      { kind: "fact", keys: ["truncat"] },
      { kind: "decision", keys: ["4096"] },
    ],
  },
  {
    id: "b69-staging-fact",
    build: (s) =>
      s
        .user("deploy the worker to staging")
        .bash(
          "wrangler deploy --env staging",
          "Uploaded amem-staging (2.41 sec)\nDeployed amem-staging triggers (0.31 sec)\n  https://amem-staging.example.workers.dev",
        )
        .assistant("Deployed to amem-staging.")
        .user("fyi staging shares the D1 database with the preview deploys, so dont run destructive migrations there without telling Tomás")
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["preview"] },
      { kind: "instruction", keys: ["destructive"] },
    ],
  },
  {
    id: "b69-empty-proposal",
    build: (s) =>
      s
        .user("what if the agent wrote its own CLAUDE.md entries automatically")
        .assistant("It could append learned conventions at session end. The risk is it writes down one-off requests as rules.")
        .user("yeah that sounds risky. just an idea, not doing it")
        .assistant("Understood, nothing to change.")
        .stop(),
    planted: [],
  },
  {
    id: "b69-provider-fallback",
    build: (s) =>
      s
        .user("when anthropic is down the summarizer just fails the job")
        .bash("rg -n 'SUMMARIZER=' docs/operations.md", "docs/operations.md:40:SUMMARIZER=anthropic|offline (default offline)")
        .assistant("Right, there's no fallback. Options: retry later through the queue, or fall back to the offline summarizer.")
        .user("fall back to offline. a worse summary beats none. that's the decision")
        .file("Edit", "src/core/summarize/select.ts")
        .assistant("Done: on a provider error the job uses the offline summarizer and marks the segment.")
        .user("later we should re-summarize those marked segments once the provider is back. open item, not now")
        .stop("Open: re-summarize marked segments when the provider recovers."),
    planted: [
      { kind: "decision", keys: ["fall back", "offline"] },
      { kind: "task", keys: ["marked"] },
    ],
  },
  {
    id: "b69-commit-style",
    build: (s) =>
      s
        .user("your commit message was 'update files'. no")
        .bash("git log -1 --format=%s", "update files")
        .assistant("Sorry. I'll amend it to describe the change.")
        .bash("git commit --amend -m 'hooks: dedupe Stop entries in settings template'", "[main 77aa12e] hooks: dedupe Stop entries in settings template")
        .user("commit messages here are `area: what changed`, lower case, no period. like the others in git log")
        .stop("Will follow `area: what changed`."),
    planted: [{ kind: "instruction", keys: ["commit messages"] }],
  },
  {
    id: "b69-bench-facts",
    build: (s) =>
      s
        .user("how fast is the MCP search tool end to end")
        .bash("pnpm bench mcp-search", "mcp search p50 38ms p95 120ms (floor 20ms, ratio 1.9)")
        .assistant("p50 38 ms, p95 120 ms. Most of the p95 is the D1 round trip from the local machine.")
        .user("the mcp search p95 of 120ms is what we promised in the README, so that's our ceiling now. keep a note")
        .stop("Noted."),
    planted: [{ kind: "fact", keys: ["p95"] }],
  },
  {
    id: "b69-hooks-later",
    build: (s) =>
      s
        .user("PreCompact hook — do we capture it?")
        .bash("rg -n PreCompact hook-client/src", "")
        .assistant("No, nothing handles PreCompact. We'd lose the moment of compaction in the timeline.")
        .user("add PreCompact handling to the backlog, after the opencode adapter ships. dont start it today")
        .stop("In the backlog: handle PreCompact after the opencode adapter ships."),
    planted: [{ kind: "task", keys: ["precompact"] }],
  },
  {
    id: "b69-empty-explain",
    build: (s) =>
      s
        .user("explain the difference between AGENTS.md and CLAUDE.md in one sentence")
        .assistant("AGENTS.md is the cross-agent convention (Codex, OpenCode and others read it), CLAUDE.md is what Claude Code reads.")
        .user("and if both exist?")
        .assistant("Claude Code reads CLAUDE.md; many people make it import AGENTS.md so there's one source.")
        .user("ok makes sense")
        .stop("👍"),
    planted: [],
  },
  {
    id: "b69-tool-output-limit",
    build: (s) =>
      s
        .user("the agent pastes 500 lines of test output into chat every time")
        .bash("pnpm vitest --project node 2>&1 | wc -l", "512")
        .assistant("I can pipe through `tail -40` when tests pass and only show failures otherwise.")
        .user("yes do that from now on: show only failures and the summary line, never the full test output")
        .stop("Only failures and the summary from now on."),
    planted: [{ kind: "instruction", keys: ["failures"] }],
  },
  {
    id: "b69-people-fact",
    build: (s) =>
      s
        .user("who runs the nightly eval box")
        .bash("cat ops/owners.yaml", "eval-box: jonas\nd1-backups: tomas\nprompts: mara")
        .assistant("Jonas runs the eval box, per ops/owners.yaml.")
        .user("right, jonas is on leave until the 15th though, so ping tomas for the eval box till then")
        .stop("Noted."),
    planted: [{ kind: "fact", keys: ["leave"] }],
  },
  {
    id: "b69-superseded-limit",
    build: (s) =>
      s
        .user("rate limit for consolidation jobs: 60 ops per minute")
        .bash("rg -n CONSOLIDATION_RATE wrangler.toml", 'wrangler.toml:22:CONSOLIDATION_RATE_PER_MIN = "60"')
        .assistant("It's 60 already.")
        .user("hmm, the review queue fills too fast at 60. lower it: 20 ops per minute per user, final answer")
        .file("Edit", "wrangler.toml")
        .stop("CONSOLIDATION_RATE_PER_MIN is 20 now."),
    planted: [{ kind: "decision", keys: ["20 ops"] }],
  },
  {
    id: "b69-eval-task",
    build: (s) =>
      s
        .user("the agent eval has no case where the user changes their mind")
        .bash("rg -c supersed evals/cases/*.jsonl", "evals/cases/base.jsonl:0")
        .assistant("Zero cases mention a superseded decision.")
        .user("write a few superseded-decision cases for it. next session, I want to pair on the wording")
        .stop("For next session: superseded-decision eval cases, paired."),
    planted: [{ kind: "task", keys: ["superseded"] }],
  },
  {
    id: "b69-mcp-auth",
    build: (s) =>
      s
        .user("the http MCP endpoint on the worker has no auth check at all??")
        .bash("rg -n requireAuth src/routes/mcp.ts", "")
        .assistant(
          "Correct, `src/routes/mcp.ts` doesn't call `requireAuth`. It's only reachable through the local stdio bridge today, which adds the token itself.",
        )
        .user("still needs fixing before anyone exposes it. put requireAuth on the mcp route as a follow-up, I'll review Monday")
        .stop("Follow-up noted: requireAuth on the MCP route."),
    planted: [
      { kind: "fact", keys: ["stdio bridge"] },
      { kind: "task", keys: ["requireauth"] },
    ],
  },
];

export const BLIND69 = plantedSet(BLIND69_SESSIONS, Date.UTC(2026, 10, 2, 9));
