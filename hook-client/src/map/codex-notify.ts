import { cwdMeta, dedupeKey, draft, type JsonObject, Meta, str } from "./common";
import type { MapResult } from "./types";

/**
 * Maps Codex's legacy `notify` payload (the JSON arrives as the last argv argument): each
 * input message becomes a user_message, then one assistant_stop carries the final reply. The
 * turn's first prompt has the key Codex's UserPromptSubmit hook and the rollout importer give it.
 */
export function mapCodexNotify(p: JsonObject): MapResult {
  const agent = "codex";
  const native = str(p["type"]) ?? "";
  if (native !== "agent-turn-complete") return { kind: "unknown-event", dialect: "codex-notify", nativeEvent: native };
  const sid = str(p["thread-id"]);
  const turn = str(p["turn-id"]);
  const base = (): Meta => {
    const m = new Meta().set("source", "hook").set("dialect", "codex-notify").set("native_event", native);
    cwdMeta(m, str(p["cwd"]));
    return m.set("turn_id", turn).set("client", p["client"]);
  };
  const inputs = Array.isArray(p["input-messages"]) ? p["input-messages"].filter((x): x is string => typeof x === "string") : [];
  const events = inputs.map((text, i) =>
    draft({
      agent,
      sessionId: sid,
      type: "user_message",
      role: "user",
      text,
      meta: base().set("dedupe_key", dedupeKey(agent, sid, turn, i === 0 ? "prompt" : `prompt:${i}`)),
    }),
  );
  // Without a turn id the keys say only "a prompt of this session": number the repeats.
  if (!turn) for (const e of events) e.keyFromContent = true;
  const reply = str(p["last-assistant-message"]);
  const stopMeta = base().set("dedupe_key", dedupeKey(agent, sid, turn, "stop"));
  if (reply === undefined) stopMeta.set("text_pending", true);
  const stop = draft({ agent, sessionId: sid, type: "assistant_stop", role: "assistant", text: reply ?? "", meta: stopMeta });
  if (!turn) stop.keyFromContent = true;
  events.push(stop);
  return { kind: "events", dialect: "codex-notify", nativeEvent: native, events };
}
