import { closeSync, openSync, readSync } from "node:fs";
import { lazyCrypto } from "./hash";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

let lastMs = -1;
const lastRandom: number[] = new Array<number>(16).fill(0);

/** 16 random bytes from the kernel's CSPRNG; node:crypto where there is no /dev/urandom (Windows). */
function randomBytes16(): Buffer {
  const buf = Buffer.alloc(16);
  try {
    const fd = openSync("/dev/urandom", "r");
    try {
      if (readSync(fd, buf, 0, 16, null) === 16) return buf;
    } finally {
      closeSync(fd);
    }
  } catch {
    // no /dev/urandom
  }
  return lazyCrypto().randomBytes(16);
}

/**
 * A ULID: 48 bits of milliseconds and 80 random bits in 26 Crockford base32 characters.
 * Monotonic within the process: in the same millisecond the random part is incremented,
 * so ids sort in creation order.
 * @example ulid() // "01KJWJHKTXQ8V7T4ZC9R6N1B5H"
 */
export function ulid(nowMs: number = Date.now()): string {
  let ms = nowMs;
  if (ms <= lastMs) {
    ms = lastMs;
    for (let i = 15; i >= 0; i--) {
      const digit = (lastRandom[i] ?? 0) + 1;
      lastRandom[i] = digit & 31;
      if (digit < 32) break;
    }
  } else {
    lastMs = ms;
    const bytes = randomBytes16();
    for (let i = 0; i < 16; i++) lastRandom[i] = (bytes[i] ?? 0) & 31; // 256 is a multiple of 32: uniform
  }
  let time = "";
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD.charAt(ms % 32) + time;
    ms = Math.floor(ms / 32);
  }
  return time + lastRandom.map((d) => CROCKFORD.charAt(d)).join("");
}
