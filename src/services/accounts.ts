import { AppError } from "../core/errors";
import { newTokenId, newUserId, newUserToken } from "../core/accounts/ids";
import { bearerToken, claimedUserId, constantTimeEqual, sha256Hex } from "../core/accounts/secrets";
import { isValidTimeZone } from "../core/accounts/time-zone";
import { UnknownTokenGuard } from "../core/accounts/unknown-tokens";
import { findToken, findUser, insertToken, insertUser, listTokens, type TokenRow, type User } from "../db/users";
import { userObject } from "./user-object";
import { deleteUserRows, userRowExists } from "../db/delete-user";
import { systemDatabase, userDatabase, type Database } from "../db/handle";

const UNAUTHORIZED = "missing or invalid bearer token";

/** Who a request claims to be: the user named by its token, and the token's hash. Not yet verified. */
export interface Credential {
  userId: string;
  tokenHash: string;
  /** The client's address as the platform names it (CF-Connecting-IP); none locally. */
  clientAddress?: string | undefined;
}

/** Parses the Authorization header; 401 when it is absent or not one of our user tokens. */
export async function credentialOf(authorization: string | undefined, clientAddress?: string): Promise<Credential> {
  const token = bearerToken(authorization);
  const userId = token === undefined ? undefined : claimedUserId(token);
  if (token === undefined || userId === undefined) throw new AppError("unauthorized", UNAUTHORIZED);
  return { userId, tokenHash: await sha256Hex(token), clientAddress };
}

/** This isolate's memory of token lookups (unknown-tokens.ts): module state lives as long as the isolate. */
const lookups = new UnknownTokenGuard();

/**
 * The verdicts of first lookups still in flight, by token hash: true for a live token, false
 * for none, undefined when the lookup failed without a verdict. A client's first burst (a hook
 * flushing its spool, an agent's parallel reads) carries one token not yet verified in this
 * isolate; its requests wait for the first one's verdict instead of each drawing on the
 * buckets, which would answer a legitimate burst with 429s.
 */
const firstLookups = new Map<string, Promise<boolean | undefined>>();

/**
 * What the caller reports once the user's object answered: a live token, none, or no verdict
 * (the call failed). Only the first report counts, so a `finally` may report no verdict.
 */
export type SettleLookup = (live: boolean | undefined) => void;

/**
 * Before the user's object is asked about a credential: a token refused a moment ago is a 401
 * at once, and too many lookups of unverified tokens for one claimed user or from one client
 * address are a 429, both without calling the object. The caller must settle the lookup.
 */
export async function admitLookup(credential: Credential): Promise<SettleLookup> {
  const pending = firstLookups.get(credential.tokenHash);
  if (pending !== undefined && (await pending) === false) throw new AppError("unauthorized", UNAUTHORIZED);
  const nowMs = Date.now();
  const decision = lookups.beforeLookup(credential.tokenHash, credential.userId, credential.clientAddress, nowMs);
  if (decision.kind === "refused") throw new AppError("unauthorized", UNAUTHORIZED);
  if (decision.kind === "limited")
    throw new AppError("rate_limited", "too many requests with unknown tokens; retry later", undefined, decision.retryAfterSeconds);
  let announce: ((live: boolean | undefined) => void) | undefined;
  if (!lookups.isVerified(credential.tokenHash, nowMs) && !firstLookups.has(credential.tokenHash)) {
    firstLookups.set(credential.tokenHash, new Promise((resolve) => (announce = resolve)));
  }
  let settled = false;
  return (live) => {
    if (settled) return;
    settled = true;
    if (live !== undefined) lookups.afterLookup(credential.tokenHash, live, Date.now());
    if (announce !== undefined) {
      firstLookups.delete(credential.tokenHash);
      announce(live);
    }
  };
}

/** The user a credential belongs to, verified by the user's Durable Object; 401 for unknown or revoked tokens. */
export async function authenticate(env: Env, credential: Credential): Promise<User> {
  const settle = await admitLookup(credential);
  let user: User | undefined;
  try {
    user = await userObject(env, credential.userId).authenticate(credential.userId, credential.tokenHash);
    settle(user !== undefined);
  } finally {
    settle(undefined);
  }
  if (!user) throw new AppError("unauthorized", UNAUTHORIZED);
  return user;
}

/** Admin calls carry ADMIN_TOKEN; with no ADMIN_TOKEN configured the admin API is closed. */
export async function authenticateAdmin(adminToken: string | undefined, authorization: string | undefined): Promise<void> {
  const token = bearerToken(authorization);
  if (!adminToken || token === undefined) throw new AppError("unauthorized", "admin token required");
  const [given, expected] = await Promise.all([sha256Hex(token), sha256Hex(adminToken)]);
  if (!constantTimeEqual(given, expected)) throw new AppError("unauthorized", "admin token required");
}

export async function createUser(db: Database, name: string, timeZone: string): Promise<User> {
  if (!isValidTimeZone(timeZone)) {
    throw new AppError("bad_request", `invalid request: time_zone "${timeZone}" is not an IANA time zone`, {
      issues: [{ field: "time_zone", message: "is not an IANA time zone" }],
    });
  }
  const user: User = { userId: newUserId(), name, timeZone, createdAtMs: Date.now(), ingestRedaction: true };
  if (!(await insertUser(db, user))) throw new AppError("conflict", `a user named "${name}" already exists`);
  return user;
}

export async function requireUserById(db: Database, userId: string): Promise<User> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError("not_found", "no such user");
  return user;
}

/** Creates a token for a user. The plaintext is in the answer and nowhere else. */
export async function issueToken(db: Database, userId: string, label: string): Promise<TokenRow & { token: string }> {
  await requireUserById(db, userId);
  const token = newUserToken(userId);
  const row: TokenRow = { tokenId: newTokenId(), userId, label, createdAtMs: Date.now(), revokedAtMs: null };
  await insertToken(db, { ...row, tokenHash: await sha256Hex(token) });
  return { ...row, token };
}

/** Revokes a token through its user's Durable Object, so that it stops working at once. */
export async function revokeTokenById(env: Env, tokenId: string): Promise<TokenRow> {
  const token = await findToken(systemDatabase(env), tokenId);
  const revoked = token && (await userObject(env, token.userId).revokeToken(token.userId, tokenId));
  if (!revoked) throw new AppError("not_found", "no such token");
  return revoked;
}

/** Turns the service's ingest redaction on or off for a user, through their Durable Object so that it holds at once. */
export async function setUserIngestRedaction(env: Env, userId: string, on: boolean): Promise<User> {
  await requireUserById(systemDatabase(env), userId); // no object is woken for a user who does not exist
  if (!(await userObject(env, userId).setIngestRedaction(userId, on))) throw new AppError("not_found", "no such user");
  return requireUserById(systemDatabase(env), userId);
}

/**
 * Deletes a user and every row they own, across all tables, and their Durable Object's storage;
 * through the object, so that no request of theirs or build for them runs beside it.
 */
export async function deleteUserById(env: Env, userId: string): Promise<Record<string, number>> {
  await requireUserById(systemDatabase(env), userId); // no object is woken for a user who does not exist
  const outcome = await userObject(env, userId).deleteUser(userId);
  if (!outcome.existed) throw new AppError("not_found", "no such user");
  return outcome.rows;
}

/**
 * For a job that wrote a user's rows outside their object (the consolidation steps, retention):
 * when the user was deleted meanwhile, deletes what the job wrote after the deletion's passes.
 * Called after the job's last write for the user: either the users row is still there, and the
 * deletion's last pass (after it removes that row) takes what the job wrote, or it is gone, and
 * this does. Answers whether the user was gone.
 */
export async function sweepIfDeleted(env: Env, userId: string): Promise<boolean> {
  if (await userRowExists(systemDatabase(env), userId)) return false;
  await deleteUserRows(userDatabase(env, userId), userId);
  return true;
}

export async function tokensOf(db: Database, userId: string): Promise<TokenRow[]> {
  await requireUserById(db, userId);
  return listTokens(db, userId);
}
