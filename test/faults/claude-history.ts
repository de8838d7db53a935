// A generated year of Claude Code sessions, written as Claude Code writes them
// (~/.claude/projects/<encoded-cwd>/<session>.jsonl, and <session>/subagents/agent-<id>.jsonl
// for the subagents a session ran), for `amem import` to read back.
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { mulberry32 } from "../../src/core/mulberry32";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const WORDS = (
  "invoice parser token refresh middleware schema migration queue retry backoff cache ledger tax rounding currency export " +
  "report webhook signature tenant billing cron rollup index search latency budget fixture snapshot lint config deploy " +
  "rollback feature flag session cookie header payload batch stream cursor offset checksum archive upload thumbnail " +
  "locale timezone calendar reminder audit permission role policy quota alert metric trace span sampler dashboard"
).split(" ");
const TOOLS = ["Bash", "Read", "Edit", "Grep", "Write"] as const;

const hex = (n: number, width: number): string => n.toString(16).padStart(width, "0");
const uuidOf = (session: number, n: number): string => `${hex(session, 8)}-${hex(n >>> 16, 4)}-4${hex(n & 0xfff, 3)}-8${hex(session & 0xfff, 3)}-${hex(n, 12)}`;

export interface ClaudeHistory {
  /** Sessions written, and those that ran a subagent. */
  sessions: number;
  subagents: number;
  /** The subagent transcripts, for a caller that lays them out later. */
  subagentFiles: { path: string; text: string }[];
}

/**
 * Writes `sessions` Claude Code sessions into `home`, two a day from `startMs` (so 730 cover a
 * year), each 12–22 turns of a prompt, a tool call, its result and a reply (four events a turn),
 * with now and then a break longer than the segmenter's gap. Every fourth session runs a subagent
 * (a Task call) whose six events fall in the middle of its parent's turn; their files are not
 * written but returned (`subagentFiles`), for the caller to write when it wants them read. File
 * times are set in the past: the agent is done with them.
 */
export function writeClaudeHistory(home: string, startMs: number, sessions: number, seed = 16): ClaudeHistory {
  const rnd = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const words = (min: number, max: number): string => {
    const n = min + Math.floor(rnd() * (max - min + 1));
    return Array.from({ length: n }, () => pick(WORDS)).join(" ");
  };
  const projectDir = join(home, ".claude", "projects", "-home-dev-projects-ledger");
  mkdirSync(projectDir, { recursive: true });
  const cwd = "/home/dev/projects/ledger";
  const old = new Date(Date.now() - DAY_MS);
  const subagentFiles: ClaudeHistory["subagentFiles"] = [];
  let subagents = 0;

  for (let s = 0; s < sessions; s++) {
    const sessionId = uuidOf(s, 0);
    let clock = startMs + Math.floor(s / 2) * DAY_MS + (s % 2 === 0 ? 8 : 14) * 3_600_000 + Math.floor(rnd() * 90) * MINUTE_MS;
    let n = 0;
    const base = (ts: number, extra: Record<string, unknown> = {}) => ({
      parentUuid: null,
      isSidechain: false,
      userType: "external",
      cwd,
      sessionId,
      version: "2.1.80",
      gitBranch: "main",
      uuid: uuidOf(s, ++n),
      timestamp: new Date(ts).toISOString(),
      ...extra,
    });
    const lines: unknown[] = [];
    const turns = 12 + Math.floor(rnd() * 11);
    const subagentTurn = s % 4 === 1 ? 2 + Math.floor(rnd() * (turns - 4)) : -1;
    for (let t = 0; t < turns; t++) {
      clock += (rnd() < 0.08 ? 35 + Math.floor(rnd() * 60) : 1 + Math.floor(rnd() * 5)) * MINUTE_MS;
      lines.push({ ...base(clock, { promptId: uuidOf(s, 0x100000 + t) }), type: "user", message: { role: "user", content: `Please ${words(12, 40)}` } });
      const callId = `toolu_${hex(s, 6)}${hex(t, 4)}`;
      const subagent = t === subagentTurn;
      const tool = subagent ? "Task" : pick(TOOLS);
      const input = subagent ? { description: words(3, 6), prompt: words(15, 30), subagent_type: "Explore" } : { command: words(2, 6) };
      const callAt = clock + 20_000;
      lines.push({
        ...base(callAt),
        type: "assistant",
        message: {
          model: "claude-opus-4-6",
          id: `msg_${hex(s, 6)}${hex(t, 4)}a`,
          type: "message",
          role: "assistant",
          content: [{ type: "tool_use", id: callId, name: tool, input }],
          stop_reason: "tool_use",
          usage: { input_tokens: 1200, output_tokens: 80 },
        },
      });
      const resultAt = callAt + (subagent ? 4 * MINUTE_MS : 15_000);
      if (subagent) {
        subagents++;
        const agentId = `a${hex(s, 6)}`;
        let at = callAt + 5_000;
        let m = 0;
        const side = (extra: Record<string, unknown>) => {
          at += 25_000;
          m++;
          return { ...base(at), isSidechain: true, agentId, uuid: uuidOf(s, 0x200000 + m), ...extra };
        };
        const sub: unknown[] = [side({ type: "user", message: { role: "user", content: input.prompt } })];
        for (let k = 0; k < 2; k++) {
          const id = `toolu_${hex(s, 6)}${hex(t, 4)}s${k}`;
          sub.push(
            side({
              type: "assistant",
              message: {
                model: "claude-haiku-4-5",
                id: `msg_${agentId}${k}`,
                role: "assistant",
                content: [{ type: "tool_use", id, name: "Grep", input: { pattern: words(1, 3) } }],
                stop_reason: "tool_use",
              },
            }),
          );
          sub.push(side({ type: "user", message: { role: "user", content: [{ type: "tool_result", tool_use_id: id, content: words(20, 60) }] } }));
        }
        sub.push(
          side({
            type: "assistant",
            message: {
              model: "claude-haiku-4-5",
              id: `msg_${agentId}z`,
              role: "assistant",
              content: [{ type: "text", text: `Found: ${words(20, 50)}` }],
              stop_reason: "end_turn",
            },
          }),
        );
        const dir = join(projectDir, sessionId, "subagents");
        subagentFiles.push({ path: join(dir, `agent-${agentId}.jsonl`), text: `${sub.map((l) => JSON.stringify(l)).join("\n")}\n` });
      }
      lines.push({
        ...base(resultAt),
        type: "user",
        message: { role: "user", content: [{ type: "tool_result", tool_use_id: callId, content: words(25, 160) }] },
      });
      clock = resultAt + 30_000;
      lines.push({
        ...base(clock),
        type: "assistant",
        message: {
          model: "claude-opus-4-6",
          id: `msg_${hex(s, 6)}${hex(t, 4)}b`,
          type: "message",
          role: "assistant",
          content: [{ type: "text", text: `Done: ${words(20, 90)}` }],
          stop_reason: "end_turn",
          usage: { input_tokens: 1500, output_tokens: 200 },
        },
      });
    }
    const file = join(projectDir, `${sessionId}.jsonl`);
    writeFileSync(file, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
    utimesSync(file, old, old);
  }
  return { sessions, subagents, subagentFiles };
}

/** Writes the subagent transcripts `writeClaudeHistory` held back, with old file times. */
export function writeSubagentFiles(history: ClaudeHistory): void {
  const old = new Date(Date.now() - DAY_MS);
  for (const f of history.subagentFiles) {
    mkdirSync(join(f.path, ".."), { recursive: true });
    writeFileSync(f.path, f.text);
    utimesSync(f.path, old, old);
  }
}
