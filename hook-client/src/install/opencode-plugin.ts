/** First line of the plugin file; uninstall removes only a file that starts with it. */
export const OPENCODE_PLUGIN_MARKER = "// amem OpenCode plugin";

/**
 * The forwarding plugin `amem install opencode` writes. OpenCode has no command hooks, only
 * in-process plugins (Bun), so this ~50-line plugin hands each relevant hook to `amem hook`
 * in a detached process. Every handler swallows its errors: a throw from
 * tool.execute.before would block the tool. It tracks child (subagent) sessions so their
 * events are filed under the parent session, and skips streaming part updates.
 */
export function openCodePlugin(command: readonly string[]): string {
  return `${OPENCODE_PLUGIN_MARKER}: forwards session events to \`amem hook\`.
// Written by \`amem install opencode\`; remove it with \`amem uninstall opencode\`.
import { spawn } from "node:child_process";

const AMEM = ${JSON.stringify(command)};
const BUS_EVENTS = new Set(["session.created", "session.idle", "session.compacted", "session.deleted", "message.part.updated"]);

function spawnAmem(envelope) {
  const child = spawn(AMEM[0], AMEM.slice(1), { detached: true, stdio: ["pipe", "ignore", "ignore"], windowsHide: true });
  child.on("error", () => {});
  child.stdin.on("error", () => {});
  child.stdin.end(JSON.stringify(envelope));
  child.unref();
}

export const AmemCapture = async (input) => {
  // Tests pass amemSend to see the envelopes; OpenCode never does.
  const send = typeof input?.amemSend === "function" ? input.amemSend : spawnAmem;
  const parents = new Map();
  const forward = (hook, payload, sessionID) => {
    try {
      const envelope = { hook, payload, ts: Date.now() };
      const parent = sessionID ? parents.get(sessionID) : undefined;
      if (parent) envelope.parent_session_id = parent;
      send(envelope);
    } catch {}
  };
  return {
    event: async ({ event }) => {
      try {
        if (!event || !BUS_EVENTS.has(event.type)) return;
        const props = event.properties ?? {};
        if (event.type === "message.part.updated") {
          const part = props.part;
          if (!part || part.type !== "text" || !part.time?.end || part.synthetic) return;
          forward("event", event, part.sessionID);
          return;
        }
        const info = props.info;
        if (event.type === "session.created" && info?.parentID) parents.set(info.id, info.parentID);
        forward("event", event, props.sessionID ?? info?.id);
      } catch {}
    },
    "chat.message": async (input, output) => forward("chat.message", { input, output }, input?.sessionID),
    "tool.execute.before": async (input, output) => forward("tool.execute.before", { input, output }, input?.sessionID),
    "tool.execute.after": async (input, output) => forward("tool.execute.after", { input, output }, input?.sessionID),
  };
};
`;
}
