import type * as Crypto from "node:crypto";
import { createRequire } from "node:module";

let crypto: typeof Crypto | undefined;

/**
 * node:crypto, loaded on first use: it costs several milliseconds of startup, and most hook
 * events (tool calls with native ids, small texts) never need it.
 */
export function lazyCrypto(): typeof Crypto {
  crypto ??= createRequire(`${process.cwd()}/`)("node:crypto") as typeof Crypto;
  return crypto;
}

export function sha256Hex(data: string | Buffer): string {
  return lazyCrypto().createHash("sha256").update(data).digest("hex");
}

/** A short, deterministic digest for dedupe keys (the first 16 hex digits of sha256). */
export function shortHash(data: string): string {
  return sha256Hex(data).slice(0, 16);
}
