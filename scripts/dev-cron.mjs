// The cron schedule of wrangler.toml, fired against `wrangler dev` by `npm start`: wrangler dev
// never runs scheduled handlers on its own, so locally the rollups above the segment would wait
// for a hand-made call. Cloudflare evaluates cron triggers in UTC; so does this.
import { Cron } from "croner";

/** The `[triggers] crons` of a wrangler config, read by wrangler's own parser (no second TOML reader to drift). */
export async function readCronTriggers(configPath) {
  const { unstable_readConfig } = await import("wrangler");
  return [...(unstable_readConfig({ config: configPath }).triggers?.crons ?? [])];
}

/** The next time strictly after `afterMs` that `expression` fires, in epoch ms (UTC). */
export function nextFireMs(expression, afterMs) {
  const next = new Cron(expression, { paused: true, timezone: "UTC" }).nextRun(new Date(afterMs));
  if (!next) throw new Error(`cron "${expression}" never fires`);
  return next.getTime();
}

/** The URL wrangler dev answers by running the scheduled handler; `time` is the run's scheduledTime. */
export function scheduledUrl(baseUrl, expression, timeMs) {
  return `${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(expression)}&time=${timeMs}`;
}

/**
 * Fires each expression at its times until stopped: `fire(expression, timeMs)` is called once per
 * due time (one call per expression when several are due at once). `now` and `setTimer` are
 * injectable so that a test can drive the clock.
 * @param {{ crons: string[], fire: (expression: string, timeMs: number) => Promise<void>, now?: () => number, setTimer?: (fn: () => void, ms: number) => unknown, clearTimer?: (t: unknown) => void }} opts
 * @returns {{ stop: () => void, next: () => { expression: string, atMs: number }[] }}
 */
export function scheduleCrons({ crons, fire, now = Date.now, setTimer = setTimeout, clearTimer = clearTimeout }) {
  for (const expression of crons) nextFireMs(expression, now()); // a bad expression fails at start
  let timer;
  let stopped = false;
  let planned = crons.map((expression) => ({ expression, atMs: nextFireMs(expression, now()) }));
  const arm = () => {
    if (stopped || planned.length === 0) return;
    const soonest = Math.min(...planned.map((p) => p.atMs));
    // Timers can fire a little early; re-check rather than fire before the planned minute.
    timer = setTimer(tick, Math.max(0, soonest - now()));
    timer?.unref?.();
  };
  const tick = async () => {
    if (stopped) return;
    const at = now();
    const due = planned.filter((p) => p.atMs <= at);
    planned = planned.map((p) => (p.atMs <= at ? { expression: p.expression, atMs: nextFireMs(p.expression, at) } : p));
    arm();
    for (const p of due) await fire(p.expression, p.atMs);
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      clearTimer(timer);
    },
    next: () => planned.map((p) => ({ ...p })),
  };
}
