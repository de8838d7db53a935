const MAIN = `amem — capture coding-agent sessions into agent-memory-edge, and read them back

Usage:
  amem install <agent> [--global | --project] [--dry-run] [--skills]   register the capture hooks
  amem uninstall <agent> [--global | --project] [--dry-run] remove exactly what install added
  amem install <client> --mcp [--project] [--dry-run]      register the memory's MCP server in a client
  amem mcp                                                 the MCP server over stdio (run by the client)
  amem login --url <url> --token <token | -> [--force]     check and save the service address and token
  amem status [--json]                                     config, service, spool, last error, hooks, MCP
  amem flush                                               deliver everything in the spool now
  amem import [claude-code|codex|grok|all] [--since DATE] [--project PATH] [--dry-run]
                                                           import the agents' own session logs
  amem context [--project P] [--refresh] [--json]          the digest a session of this project starts with
  amem hook --agent <agent> [--event <name>]               (run by the agent, once per hook event)

Reading memory (add --json for the service's JSON, for agents):
  amem recent [--days N | --period P | --from P]  summaries of the last N days (default today)
  amem toc [node-id] [--depth N]             the table of contents as a tree
  amem node <node-id>                        one summary: bullets with their grip ids
  amem search <words> [filters]              ranked summaries, grips and raw events
  amem expand <grip-id> [--before N --after N]  the raw events behind a bullet
  amem events --from <t> [--to <t>] [--session id]  raw events, oldest first

Long-term memories (decisions, conventions, facts, open tasks; read them first):
  amem memories [--status S] [--kind K] [--all-projects]  this project's memories and everyone's
  amem remember <text> [--kind K] [--key K] [--global]   keep something for later sessions
  amem review [approve|reject|edit <task-id>]              what consolidation asks you to confirm

Forgetting (a dry run first, then a question; --yes for scripts):
  amem forget --session ID | --event ID | --from <t> [--to <t>] | --query <phrase>

Every answer ends with its size estimate in tokens (cl100k_base, within 10 %; in --json:
"estimate"). --json is lean (no capture bookkeeping, no epoch-ms copies); --full for all fields.

Agents: claude-code, codex, gemini, copilot, grok, opencode
MCP clients (--mcp): claude-code, codex, gemini, cursor, claude-desktop

Examples:
  amem login --url https://agent-memory-edge.<you>.workers.dev --token -   # token read from stdin
  amem install claude-code                 # ~/.claude/settings.json, every project
  amem install codex --project --dry-run   # show what .codex/hooks.json would get
  amem install claude-code --skills        # also the memory-navigator skill and /memory-* commands
  amem install cursor --mcp                # Cursor gets the memory's tools over MCP
  amem status
  amem flush
  amem import --dry-run                    # what the agents' logs hold that amem would import
  amem import claude-code --since 30d      # the last 30 days of Claude Code sessions
  AMEM_DISABLED=1 claude                   # one session without capture
  amem recent --days 3
  amem search "how did we fix the token expiry bug" --limit 5
  amem search requireAuth --kind event --agent claude-code --from 2w
  amem expand grip:1772632931207:9f3c0d1e2a4b5c6d --before 2 --after 2
  amem events --from 2h --json
  amem memories                            # what this project keeps: decisions, conventions, tasks
  amem remember --kind decision --key "jwt library" "We use jose, not jsonwebtoken"
  amem review                              # open review tasks, most urgent first
  amem forget --query "AKIA" --dry-run      # which events hold it, per session
  amem forget --from 30m                   # the last 30 minutes, after a question

The hook never writes to stdout and always exits 0. It appends each event (redacted) to a
spool file and a detached background process delivers it, so the agent never waits for the
network. Events the service cannot take yet stay in the spool until a later hook or
\`amem flush\` delivers them; the service's idempotency makes redelivery exactly-once.

Environment:
  AMEM_URL          service URL (default http://127.0.0.1:8787)
  AMEM_TOKEN        bearer token (overrides the one saved by amem login)
  AMEM_DISABLED=1   capture nothing (kill switch)
  AMEM_SKIP_TOOLS   comma-separated tool names never captured, e.g. Read,WebFetch
  AMEM_TIMEOUT_MS   time limit of one request to the service (default 10000)
  AMEM_BACKOFF_MS   first pause before retrying after a failed delivery (default 2000, doubles)
  AMEM_SPOOL_CAP_BYTES  spool size that status warns about (default 256 MiB; nothing is dropped)
  AMEM_TRANSCRIPT_RETRY_MS  wait before re-reading a Claude transcript that lags its Stop hook (default 300, at most 3000)
  XDG_CONFIG_HOME   config in $XDG_CONFIG_HOME/amem/config.json (default ~/.config)
  XDG_STATE_HOME    spool, log and state in $XDG_STATE_HOME/amem (default ~/.local/state)

Run amem help <command> for details.
`;

const COMMANDS: Record<string, string> = {
  install: `amem install <agent> [--global | --project] [--dry-run] [--notify] [--skills] [--mcp]

Registers "amem hook" in the agent's own config. Merges into existing settings without
touching your other hooks; running it again changes nothing. --global (default) covers
every project; --project writes into the current directory. --dry-run prints the plan only.
The hooks run a copy of this program in $XDG_DATA_HOME/amem/bin/amem.cjs (default
~/.local/share/amem/bin), so the clone or package it came from can go; running install again
updates the copy. amem status shows each installed hook and says if its Node or program is gone.

--skills also teaches the agent to read its memory with the amem query commands:
  claude-code  the memory-navigator skill (~/.claude/skills/memory-navigator/SKILL.md) and the
               /memory-search, /memory-recent, /memory-context commands (~/.claude/commands/)
  codex        a marked block in ~/.codex/AGENTS.md      (--project: ./AGENTS.md)
  gemini       a marked block in ~/.gemini/GEMINI.md     (--project: ./GEMINI.md)

  claude-code  ~/.claude/settings.json          (--project: .claude/settings.local.json)
  codex        ~/.codex/hooks.json              (--project: .codex/hooks.json)
               --notify also sets the legacy notify program in ~/.codex/config.toml
  gemini       ~/.gemini/settings.json          (--project: .gemini/settings.json)
  copilot      .github/hooks/amem.json          (project only)
  grok         ~/.grok/hooks/amem.json          (--project: .grok/hooks/amem.json)
  opencode     ~/.config/opencode/plugins/amem.js (--project: .opencode/plugins/amem.js)

--mcp registers the service's MCP server (its /mcp tools: search, read a node, expand a grip,
…) instead, and nothing else. The token is never written into the client's config:
  claude-code     ~/.claude.json (--project: .mcp.json): the URL, with a headersHelper that runs
                  amem mcp --print-headers
  codex           [mcp_servers.amem] in ~/.codex/config.toml (--project: .codex/config.toml)
  gemini          mcpServers.amem in ~/.gemini/settings.json (--project: .gemini/settings.json)
  cursor          mcpServers.amem in ~/.cursor/mcp.json (--project: .cursor/mcp.json)
  claude-desktop  mcpServers.amem in claude_desktop_config.json (machine-wide only)
Codex, Gemini CLI and Cursor get the URL with a reference to $AMEM_TOKEN when the token is in
that variable as you run install; otherwise, like Claude Desktop, they start \`amem mcp\`, which
reads the URL and token from amem's config. Only an entry amem wrote is ever replaced.

Examples:
  amem install claude-code
  amem install claude-code --skills --dry-run
  amem install gemini --project --dry-run
  amem install codex --mcp --dry-run
`,
  uninstall: `amem uninstall <agent> [--global | --project] [--dry-run] [--mcp]

Removes the hooks amem install added (and files it created), leaving everything else as it was:
also the skill, commands and instruction blocks of --skills and the MCP server of --mcp, if they
were installed. With --mcp it removes the MCP server alone and leaves the hooks.

Examples:
  amem uninstall claude-code
  amem uninstall cursor --mcp
`,
  mcp: `amem mcp [--print-headers]

An MCP server on stdin/stdout for clients that only start local servers (Claude Desktop, or any
client without AMEM_TOKEN in its environment): it forwards every message to the service's /mcp,
with the URL and token amem login saved (or AMEM_URL / AMEM_TOKEN). It lives in a second file
beside the program (amem-mcp.cjs) so that the hooks never load it. When the service refuses the
token or cannot be reached, each request is answered with a JSON-RPC error that says so
(-32010 token refused or missing, -32011 unreachable, -32012 any other failure); logs go to
stderr. --print-headers prints {"Authorization": "Bearer …"} for Claude Code's headersHelper.
amem install <client> --mcp registers it for you.
`,
  login: `amem login --url <url> --token <token | -> [--force]

Checks the token against the service (GET /v1/status, which needs a valid user token), then saves
the URL and token to $XDG_CONFIG_HOME/amem/config.json (mode 0600). "--token -" reads the token
from stdin (keeps it out of shell history). A URL ending in /v1 is saved without it (amem adds
/v1/… itself). AMEM_URL and AMEM_TOKEN override the saved values.
  - token refused (401/403): nothing is saved, exit 1 (--force saves it anyway)
  - service unreachable: saved, with a note that the token could not be verified

Example:
  printf %s "$TOKEN" | amem login --url https://agent-memory-edge.<you>.workers.dev --token -
`,
  status: `amem status [--json]

Shows where the config comes from, whether the service answers and accepts the token
(GET /v1/status; GET /healthz when no token is set), how many events wait in the spool (and since
when), payloads rejected locally (the hook could not read or map them) apart from events refused
by the service (400/413), and the last delivery error (cleared by the next successful delivery).
Then the installed hooks, and where the MCP server is registered (amem install <client> --mcp:
each client's config, for all projects and for this one), each with what is broken: a Node,
program or bridge that is gone, a URL that is no longer amem's.
Usage errors (an unknown option, a missing value) exit 2, as for every command.
`,
  context: `amem context [--project DIR | --project ID] [--refresh] [--json]

Prints the digest a new session of the project starts with (Claude Code, Codex and Gemini CLI add
it to the model's context at SessionStart), from the same local cache the hook reads: the
project's long-term memories, its last sessions' segment titles with key bullets and grip ids,
and how to dig deeper. The project is the repository of DIR (default: the current directory):
its worktrees and subdirectories share it. The background delivery refreshes the cache after it
delivers the project's events (at most every 3 minutes, and at once when a session ends).
  --refresh   fetch it from the service now (GET /v1/context)
  --json      {project_id, project, fetched_at, enabled, budget_tokens, estimate_tokens, text}
Turn it off: AMEM_CONTEXT=0, or "context": false in the config file; per agent:
"context": {"agents": {"gemini": false}}; the size: "context": {"budget_tokens": 800}.
Exit 1 when nothing is cached for the project.
`,
  flush: `amem flush

Delivers everything in the spool now, in batches, and removes only what the service
acknowledged. A batch answered 400/413 is split until the one bad event is found; that event is
moved to rejected.jsonl (shown by amem status), never dropped silently. Exits 1 when events remain.
`,
  import: `amem import [claude-code|codex|grok|all] [--since DATE] [--project PATH] [--dry-run | --watch]

Reads the agents' own session logs (read-only; never their credentials) and delivers what they
hold, with the same redaction as the hooks: Claude Code (~/.claude/projects, subagents too),
Codex ($CODEX_HOME/sessions) and Grok (~/.grok/sessions). Each event gets the same id as when a
hook captured it, so importing after capture, or twice, stores nothing twice. A cursor per file
(in amem's state directory) makes the next run read only what grew.
--since 2026-01-31 | 30d   only events since then (cursors are then left alone)
--project PATH             only sessions whose working directory is PATH or below it
--dry-run                  count what would be imported; spool and send nothing
--watch [--interval S]     keep going: import what grew every S seconds (default 60) until
                           interrupted; one summary line per pass that found something
Homes: CLAUDE_CONFIG_DIR, CODEX_HOME, GROK_HOME (defaults ~/.claude, ~/.codex, ~/.grok).
Exits 0 when everything was delivered, 1 when events stay in the spool, 2 for usage errors.
`,
  recent: `amem recent [--days N | --period P | --from P] [--json]

What happened lately: the period is resolved in your time zone (GET /v1/toc/resolve), then each
day (or week, month) that holds memory is shown with its summary: title, bullets with grip ids,
keywords. A day not rolled up yet shows its segments' summaries instead; a session running now
shows as a segment "(in progress)", its summary so far.
--days N (1-31, default 1 = today) or --period as you would say it: today, yesterday,
"3 days ago", "last week", "this month", "in May", "May 2026", Q3, "last quarter", "last year",
"on Tuesday" (the last one before today), "last 3 days", 2026, 2026-03, 2026-W10, 2026-03-04.
--from P: the days from the start of P (the same phrases) through today, at most 31.

Examples:
  amem recent
  amem recent --days 7
  amem recent --from yesterday
  amem recent --from "on Monday"
  amem recent --period last-week --json
  amem recent --period "in May"
`,
  toc: `amem toc [node-id] [--depth N] [--limit N] [--json]

The table of contents as a tree with local dates and titles: without an id, the years (newest
first) and their months; with one, that node and its children. --depth N reads N levels down
(year › month › week › day › segment; default 1, at most 4); --limit N children per node
(default 50, at most 500).

Examples:
  amem toc
  amem toc toc:month:2026-03 --depth 2
  amem toc toc:day:2026-03-04
`,
  node: `amem node <node-id> [--json]

One node: title, bullets each with the grip ids that support it, keywords, time range, status
(pending: no summary yet; provisional: its period is still open; final), children count.

Examples:
  amem node toc:day:2026-03-04
  amem node toc:segment:2026-03-04:01KJWJFYW7AWDJQVS74W3RQXQD --json
`,
  search: `amem search <words> [--kind K] [--level L] [--agent A] [--session ID] [--project P]
            [--from T] [--to T] [--limit N] [--cursor C] [--recency] [--in NODE] [--json]

Ranked (BM25) hits over summaries (node), bullet evidence (grip) and raw events (event), each
with its local date, a snippet with the matches in **bold**, and what to run next. Questions
work as they are: stop words are dropped and the other words ranked, not all required.
  --kind node,grip,event   --level year|month|week|day|segment (nodes)
  --agent codex            --project <name or cwd prefix> (events)   --session <id>
  --from / --to            2026-03-04, 2026-03-04T14:00, epoch ms, ago: 30m, 2h, 3d, 1w, or a
                           period (yesterday, "on Tuesday", "last week": from its start, to its end)
  --limit N (1-100, default 10)   --cursor C (the next page)   --recency (favour recent hits)
  --in <node-id>           rank only the summaries below that node (no other filter)

Examples:
  amem search how did we fix the token expiry bug
  amem search ERR_TOKEN_EXPIRED --kind event,grip --from 1w
  amem search payments --in toc:month:2026-03 --json
`,
  expand: `amem expand <grip-id> [--before N] [--after N] [--full] [--json]

The raw events that support a bullet (marked ▶), with N events of context before and after from
the same session (0-20, default 3). Long texts are cut at 1,500 characters unless --full.

Example:
  amem expand grip:1772632931207:9f3c0d1e2a4b5c6d --before 1 --after 5
`,
  events: `amem events --from <t> [--to <t>] [--session ID] [--agent A] [--limit N] [--cursor C] [--full] [--json]

Raw events, oldest first, one line each (--full: whole texts). --from is inclusive, --to
exclusive: 2026-03-04 (local midnight), 2026-03-04T14:00, epoch ms, ago: 30m, 2h, 3d, 1w, or a
period the service resolves in your time zone (--from yesterday, --to "last week": its end).
Give --from or --session. --limit 1-500 (default 50); --cursor C reads the next page.

Examples:
  amem events --from 2h
  amem events --from yesterday --to yesterday
  amem events --from 2026-03-04 --to 2026-03-05 --agent codex
  amem events --session 5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f5 --limit 500 --json
`,
  forget: `amem forget (--session ID | --event ID | --from <t> [--to <t>] | --query <phrase>) [--yes] [--dry-run] [--json]

Deletes events from the service for good (POST /v1/forget): their raw text and metadata (each
keeps a tombstone: id, time, session, type), and the summaries, grips and earlier versions that
repeat them, which are derived again without them, and the memories drawn from them (with
--query, every memory holding the phrase). Exactly one selector:
  --session ID          every event of a session (amem events --from 1d shows session ids)
  --event ID            one event
  --from <t> [--to <t>] the events in [from, to); --to defaults to now. Times as for amem events:
                        2026-03-04, 2026-03-04T14:00, epoch ms, 30m, 2h, 3d, 1w, or a period
  --query <phrase>      the events whose text holds the phrase exactly, case aside (also: the
                        words after forget, e.g. amem forget my old password)
It always asks the service for a dry run first and prints what would go, per session; then it
asks "Forget these N event(s)? [y/N]" on the terminal. --yes answers yes (for scripts); without
a terminal and without --yes nothing is forgotten (exit 2). --dry-run stops after the listing.
Events still in the local spool are not on the service yet: amem flush first.
Exit 0: forgotten (or nothing matched), 1: declined or the service failed, 2: usage.

Examples:
  amem forget --query "sk-live-" --dry-run
  amem forget --session 5f0c2a9e-8b41-4d7e-9c63-1a7e24b0d8f5
  amem forget --from yesterday --to today --yes
`,
  remember: `amem remember <text> [--kind fact|decision|instruction|task] [--key <subject>] [--global] [--json]

Keeps <text> as a long-term memory (POST /v1/memories): active at once, confidence 1, for this
project (the git repository of the working directory) unless --global (every project). --kind
defaults to fact; use decision for "we use X, not Y", instruction for conventions ("always run
the linter before committing"), task for open work. --key names the subject: a newer memory on
the same key and project supersedes the older one, which stays as history.
Exit 0: kept, 1: the service failed, 2: usage.

Examples:
  amem remember --kind decision --key "jwt library" "We use jose, not jsonwebtoken"
  amem remember --kind instruction "Never commit to main; open a pull request"
  amem remember --kind task "Rotate the webhook secret before Friday"
  amem remember --global --kind instruction "Answer in British English"
`,
  memories: `amem memories [--status active|candidate|archived] [--kind K] [--all-projects] [--limit N] [--json]
amem memories archive <memory-id>
amem memories restore <memory-id>

Lists long-term memories (GET /v1/memories), newest change first: by default the active ones of
this project and those of every project. They come from amem remember, and from the service's
promote step, which extracts decisions, conventions, facts and open tasks from closed segments:
confident ones are kept, the rest wait as candidates (--status candidate) with a review task
(amem review). archive sets one aside (recoverable for 30 days with restore, then deleted);
restore also brings back one a newer memory superseded.

Examples:
  amem memories
  amem memories --kind decision --all-projects
  amem memories --status candidate
  amem memories archive mem_01KJWJHKTXQ8V7T4ZC9R6N1B5H
`,
  review: `amem review [--all] [--limit N] [--json]
amem review approve <task-id>
amem review reject <task-id>
amem review edit <task-id> [--text T] [--kind K] [--key K] [--priority 1-3]

The consolidation review queue (GET /v1/consolidation/tasks): actions whose confidence was below
0.7 wait here, most urgent first (promote a candidate memory, merge near-duplicates, ...).
approve applies the action (a failed approval leaves the task open; after 3 it is blocked);
reject closes it without applying it (a rejected candidate memory is archived). edit changes
what approving will keep (the memory's text, kind or key) or the task's priority; a blocked task
opens again. --all lists closed and blocked tasks too.

Examples:
  amem review
  amem review approve task_promote_5f3a9c2d1e0b4a77
  amem review reject task_promote_5f3a9c2d1e0b4a77
  amem review edit task_promote_5f3a9c2d1e0b4a77 --text "Staging's clock runs ~47 s behind production"
`,
  hook: `amem hook --agent <agent> [--event <name>] [json]

Run by the agent once per hook event with the payload on stdin (Codex's legacy notify passes it
as the last argument instead). The payload decides the dialect; --agent is a hint. Copilot CLI
payloads carry no event name, so its registrations pass --event. Prints nothing, exits 0.
`,
};

/** Prints the main help or a command's help; returns the exit code. */
export function printHelp(command: string | undefined, out: NodeJS.WritableStream = process.stdout): number {
  const text = command ? COMMANDS[command] : MAIN;
  if (!text) {
    process.stderr.write(`amem: no help for "${command ?? ""}"\n`);
    return 2;
  }
  out.write(text);
  return 0;
}
