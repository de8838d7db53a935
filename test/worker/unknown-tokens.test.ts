import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/core/accounts/secrets";
import { UNKNOWN_TOKEN_LIMITS } from "../../src/core/accounts/unknown-tokens";
import { call, createUser, makeEvent, postJson } from "./helpers";

/*
 * Requests with unknown tokens: bounded per claimed user and per client address before any
 * lookup, and a token refused a moment ago is refused from memory. What is remembered lives in
 * the isolate (src/core/accounts/unknown-tokens.ts); each test uses its own users and addresses.
 */

const BURST = UNKNOWN_TOKEN_LIMITS.burstLookups;
const guess = (userId: string, i: number) => `amem.${userId}.${`${i}`.padStart(43, "x")}`;
const bearer = (token: string, address?: string): Record<string, string> => ({
  Authorization: `Bearer ${token}`,
  ...(address === undefined ? {} : { "CF-Connecting-IP": address }),
});

/**
 * Sends guesses until one is answered 429, at most three bursts' worth: the buckets refill at
 * one lookup per second, so only a machine taking seconds per request could keep up with it.
 */
async function guessUntilLimited(send: (i: number) => Promise<Response>): Promise<{ refused: number; limited: Response }> {
  let refused = 0;
  for (let i = 0; i < 3 * BURST; i++) {
    const res = await send(i);
    if (res.status === 429) return { refused, limited: res };
    expect(res.status).toBe(401);
    refused++;
  }
  throw new Error(`no 429 after ${3 * BURST} unknown tokens`);
}

describe("unknown tokens", () => {
  it("past the burst, guesses at one user's token get 429 with Retry-After; that user's own token still works", async () => {
    const user = await createUser();
    // Its first lookup took one of the burst; verified, the token is looked up freely from now on.
    expect((await call("/v1/status", { headers: user.auth })).status).toBe(200);
    const { refused, limited } = await guessUntilLimited((i) => call("/v1/status", { headers: bearer(guess(user.userId, i)) }));
    expect(refused).toBeGreaterThanOrEqual(BURST - 1);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ error: { code: "rate_limited", message: "too many requests with unknown tokens; retry later" } });
    // Ingest checks its tokens in the object: it is bounded the same way.
    const ingest = await guessUntilLimited((i) => postJson("/v1/events", makeEvent(), bearer(guess(user.userId, 1000 + i))));
    expect(ingest.limited.status).toBe(429);
    expect((await call("/v1/status", { headers: user.auth })).status).toBe(200);
    expect((await postJson("/v1/events", makeEvent(), user.auth)).status).toBe(201);
  });

  it("guesses from one client address are bounded across claimed users; another address is not affected", async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const claimed = (i: number) => `usr_ADDR${i}N${crypto.randomUUID().replaceAll("-", "").slice(0, 8)}`;
    const { refused } = await guessUntilLimited((i) => call("/v1/status", { headers: bearer(guess(claimed(i), i), address) }));
    expect(refused).toBeGreaterThanOrEqual(BURST);
    expect((await call("/v1/status", { headers: bearer(guess(claimed(999), 0), "198.51.100.200") })).status).toBe(401);
  });

  it("a client's first burst with its own token, not yet verified here, is let through whole (reads and ingest)", async () => {
    // More concurrent requests than the burst allows lookups: they wait for the first one's verdict.
    const reader = await createUser();
    const reads = await Promise.all(Array.from({ length: 3 * BURST }, () => call("/v1/status", { headers: reader.auth })));
    expect(reads.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const writer = await createUser();
    const writes = await Promise.all(Array.from({ length: 3 * BURST }, () => postJson("/v1/events", makeEvent(), writer.auth)));
    expect(writes.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
  });

  it("a burst of one unknown token is refused on its first lookup's verdict", async () => {
    const user = await createUser();
    const token = guess(user.userId, 4242);
    const answers = await Promise.all(Array.from({ length: 3 * BURST }, () => call("/v1/status", { headers: bearer(token) })));
    expect(answers.map((r) => r.status).filter((s) => s !== 401)).toEqual([]);
    // One lookup was drawn from the user's bucket, not 3 × BURST: the user's own token still gets in.
    expect((await call("/v1/status", { headers: user.auth })).status).toBe(200);
  });

  it("a token refused a moment ago is refused from memory, without a lookup", async () => {
    const user = await createUser();
    const token = guess(user.userId, 7);
    expect((await call("/v1/status", { headers: bearer(token) })).status).toBe(401);
    // Were the token looked up now, it would be found: its hash is put in the table behind the object's back.
    const hash = await sha256Hex(token);
    await env.DB.prepare("INSERT INTO api_tokens (token_id, user_id, token_hash, label, created_at_ms) VALUES (?, ?, ?, 'planted', ?)")
      .bind(`tok_planted${crypto.randomUUID().slice(0, 8)}`, user.userId, hash, Date.now())
      .run();
    expect((await call("/v1/status", { headers: bearer(token) })).status).toBe(401);
    expect((await postJson("/v1/events", makeEvent(), bearer(token))).status).toBe(401);
  });
});
