const MAIN = `amem — capture coding-agent sessions into agent-memory-edge

Usage:
  amem install <agent> [--global | --project] [--dry-run]   register the capture hooks
  amem uninstall <agent> [--global | --project] [--dry-run] remove exactly what install added
  amem login --url <url> --token <token | ->               save the service address and token
  amem status [--json]                                     config, service, spool, last error
  amem flush                                               deliver everything in the spool now
  amem hook --agent <agent> [--event <name>]               (run by the agent, once per hook event)

Agents: claude-code, codex, gemini, copilot, grok, opencode

Examples:
  amem login --url https://memory.example.workers.dev --token -   # token read from stdin
  amem install claude-code                 # ~/.claude/settings.json, every project
  amem install codex --project --dry-run   # show what .codex/hooks.json would get
  amem status
  amem flush
  AMEM_DISABLED=1 claude                   # one session without capture

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
  XDG_CONFIG_HOME   config in $XDG_CONFIG_HOME/amem/config.json (default ~/.config)
  XDG_STATE_HOME    spool, log and state in $XDG_STATE_HOME/amem (default ~/.local/state)

Run amem help <command> for details.
`;

const COMMANDS: Record<string, string> = {
  install: `amem install <agent> [--global | --project] [--dry-run] [--notify]

Registers "amem hook" in the agent's own config. Merges into existing settings without
touching your other hooks; running it again changes nothing. --global (default) covers
every project; --project writes into the current directory. --dry-run prints the plan only.

  claude-code  ~/.claude/settings.json          (--project: .claude/settings.local.json)
  codex        ~/.codex/hooks.json              (--project: .codex/hooks.json)
               --notify also sets the legacy notify program in ~/.codex/config.toml
  gemini       ~/.gemini/settings.json          (--project: .gemini/settings.json)
  copilot      .github/hooks/amem.json          (project only)
  grok         ~/.grok/hooks/amem.json          (--project: .grok/hooks/amem.json)
  opencode     ~/.config/opencode/plugins/amem.js (--project: .opencode/plugins/amem.js)

Examples:
  amem install claude-code
  amem install gemini --project --dry-run
`,
  uninstall: `amem uninstall <agent> [--global | --project] [--dry-run]

Removes the hooks amem install added (and files it created), leaving everything else as it was.

Example:
  amem uninstall claude-code
`,
  login: `amem login --url <url> --token <token | ->

Saves the service URL and token to $XDG_CONFIG_HOME/amem/config.json (mode 0600) and checks
that the service answers. "--token -" reads the token from stdin (keeps it out of shell history).
AMEM_URL and AMEM_TOKEN override the saved values.

Example:
  printf %s "$TOKEN" | amem login --url https://memory.example.workers.dev --token -
`,
  status: `amem status [--json]

Shows where the config comes from, whether the service answers GET /healthz, how many events
wait in the spool (and since when), rejected events, and the last delivery error.
`,
  flush: `amem flush

Delivers everything in the spool now, in batches, and removes only what the service
acknowledged. A batch answered 400/413 is split until the one bad event is found; that event is
moved to rejected.jsonl (shown by amem status), never dropped silently. Exits 1 when events remain.
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
