import { AppError } from "../core/errors";
import { newTokenId, newTokenSecret, newUserId } from "../core/ids";
import { bearerToken, constantTimeEqual, sha256Hex } from "../core/secrets";
import { isValidTimeZone } from "../core/time-zone";
import {
  findLiveTokenOwner,
  findUser,
  insertToken,
  insertUser,
  listTokens,
  revokeToken,
  type TokenRow,
  type User,
} from "../db/users";

const UNAUTHORIZED = "missing or invalid bearer token";

/** The user a bearer token belongs to; 401 for a missing, malformed, unknown or revoked token. */
export async function authenticate(d1: D1Database, authorization: string | undefined): Promise<User> {
  const token = bearerToken(authorization);
  if (token === undefined) throw new AppError("unauthorized", UNAUTHORIZED);
  const hash = await sha256Hex(token);
  const owner = await findLiveTokenOwner(d1, hash);
  // The lookup is by hash; the re-check keeps the final comparison constant-time as well.
  if (!owner || !constantTimeEqual(owner.tokenHash, hash)) throw new AppError("unauthorized", UNAUTHORIZED);
  return owner.user;
}

/** Admin calls carry ADMIN_TOKEN; with no ADMIN_TOKEN configured the admin API is closed. */
export async function authenticateAdmin(adminToken: string | undefined, authorization: string | undefined): Promise<void> {
  const token = bearerToken(authorization);
  if (!adminToken || token === undefined) throw new AppError("unauthorized", "admin token required");
  const [given, expected] = await Promise.all([sha256Hex(token), sha256Hex(adminToken)]);
  if (!constantTimeEqual(given, expected)) throw new AppError("unauthorized", "admin token required");
}

export async function createUser(d1: D1Database, name: string, timeZone: string): Promise<User> {
  if (!isValidTimeZone(timeZone)) {
    throw new AppError("bad_request", `invalid request: time_zone "${timeZone}" is not an IANA time zone`, {
      issues: [{ field: "time_zone", message: "is not an IANA time zone" }],
    });
  }
  const user: User = { userId: newUserId(), name, timeZone, createdAtMs: Date.now() };
  if (!(await insertUser(d1, user))) throw new AppError("conflict", `a user named "${name}" already exists`);
  return user;
}

export async function requireUserById(d1: D1Database, userId: string): Promise<User> {
  const user = await findUser(d1, userId);
  if (!user) throw new AppError("not_found", "no such user");
  return user;
}

/** Creates a token for a user. The plaintext is in the answer and nowhere else. */
export async function issueToken(d1: D1Database, userId: string, label: string): Promise<TokenRow & { token: string }> {
  await requireUserById(d1, userId);
  const token = newTokenSecret();
  const row: TokenRow = { tokenId: newTokenId(), userId, label, createdAtMs: Date.now(), revokedAtMs: null };
  await insertToken(d1, { ...row, tokenHash: await sha256Hex(token) });
  return { ...row, token };
}

/** Revokes a token; takes effect for the next request, as every request looks the token up. */
export async function revokeTokenById(d1: D1Database, tokenId: string): Promise<TokenRow> {
  const row = await revokeToken(d1, tokenId, Date.now());
  if (!row) throw new AppError("not_found", "no such token");
  return row;
}

export async function tokensOf(d1: D1Database, userId: string): Promise<TokenRow[]> {
  await requireUserById(d1, userId);
  return listTokens(d1, userId);
}
