import { type Json, type JsonObject, isObject } from "../map/common";

/** A hook command that runs `amem hook`, whatever the path to node and to amem. */
export const OUR_COMMAND = /\bamem(?:\.[cm]?js)?["']?\s+hook\b/;

/** One registration: an event, an optional matcher, and the handler object the agent expects. */
export interface HookPlan {
  event: string;
  matcher?: string;
  handler: JsonObject;
}

export type ChangeKind = "added" | "updated" | "unchanged" | "removed";
export interface Change {
  event: string;
  kind: ChangeKind;
}

function isOurHandler(h: Json): boolean {
  if (!isObject(h)) return false;
  return ["command", "bash", "powershell"].some((k) => typeof h[k] === "string" && OUR_COMMAND.test(h[k] as string));
}

function sameJson(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Merges amem's handlers into a Claude-style `hooks` object (event → [{matcher, hooks: [handler]}]),
 * leaving every other group and handler as it was. Our handler is found by its command, so a
 * second run changes nothing and a moved binary is updated in place; one an older install added
 * for an event no longer planned (PreToolUse) is removed.
 */
export function mergeHooks(settings: JsonObject, plans: readonly HookPlan[]): Change[] {
  const planned = new Set(plans.map((p) => p.event));
  const changes: Change[] = removeHooks(settings, (event) => !planned.has(event));
  const hooks: JsonObject = isObject(settings["hooks"]) ? settings["hooks"] : {};
  settings["hooks"] = hooks;
  for (const plan of plans) {
    const groups: Json[] = Array.isArray(hooks[plan.event]) ? (hooks[plan.event] as Json[]) : [];
    hooks[plan.event] = groups;
    let found = false;
    let kind: ChangeKind = "unchanged";
    for (const group of groups) {
      if (!isObject(group) || !Array.isArray(group["hooks"])) continue;
      const list = group["hooks"];
      for (let i = 0; i < list.length; i++) {
        if (!isOurHandler(list[i] ?? null)) continue;
        if (found) {
          list.splice(i--, 1); // a duplicate from an older install
          kind = "updated";
          continue;
        }
        found = true;
        if (!sameJson(list[i] ?? null, plan.handler)) {
          list[i] = plan.handler;
          kind = "updated";
        }
      }
    }
    if (!found) {
      groups.push(plan.matcher === undefined ? { hooks: [plan.handler] } : { matcher: plan.matcher, hooks: [plan.handler] });
      kind = "added";
    }
    changes.push({ event: plan.event, kind });
  }
  return changes;
}

/** Removes amem's handlers (of the events `which` selects), and the groups, event lists and `hooks` object that only held them. */
export function removeHooks(settings: JsonObject, which: (event: string) => boolean = () => true): Change[] {
  const hooks = settings["hooks"];
  if (!isObject(hooks)) return [];
  const changes: Change[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups) || !which(event)) continue;
    let removed = false;
    for (let g = 0; g < groups.length; g++) {
      const group = groups[g];
      if (!isObject(group) || !Array.isArray(group["hooks"])) continue;
      const kept = group["hooks"].filter((h) => !isOurHandler(h));
      if (kept.length === group["hooks"].length) continue;
      removed = true;
      if (kept.length === 0) groups.splice(g--, 1);
      else group["hooks"] = kept;
    }
    if (removed) {
      changes.push({ event, kind: "removed" });
      if (groups.length === 0) delete hooks[event];
    }
  }
  if (changes.length > 0 && Object.keys(hooks).length === 0) delete settings["hooks"];
  return changes;
}

/** Whether a whole file's content is amem's own (used for files install creates outright). */
export function mentionsAmemHook(text: string): boolean {
  return OUR_COMMAND.test(text);
}
