/** wrangler.toml's `[triggers] crons`, read by wrangler's own config parser. */
export declare function readCronTriggers(configPath: string): Promise<string[]>;
/** The next time strictly after `afterMs` that `expression` fires, in epoch ms (UTC). */
export declare function nextFireMs(expression: string, afterMs: number): number;
/** wrangler dev's scheduled-handler URL for `expression`, with `timeMs` as the run's scheduledTime. */
export declare function scheduledUrl(baseUrl: string, expression: string, timeMs: number): string;
/** Fires each expression at its times until stopped. */
export declare function scheduleCrons(opts: {
  crons: string[];
  fire: (expression: string, timeMs: number) => Promise<void>;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}): { stop: () => void; next: () => { expression: string; atMs: number }[] };
