import { and, asc, eq, isNull } from "drizzle-orm";
import { database } from "./client";
import { apiTokens, users } from "./schema";

export interface User {
  userId: string;
  name: string;
  timeZone: string;
  createdAtMs: number;
}

export interface TokenRow {
  tokenId: string;
  userId: string;
  label: string;
  createdAtMs: number;
  revokedAtMs: number | null;
}

const tokenColumns = {
  tokenId: apiTokens.tokenId,
  userId: apiTokens.userId,
  label: apiTokens.label,
  createdAtMs: apiTokens.createdAtMs,
  revokedAtMs: apiTokens.revokedAtMs,
};

/** Inserts a user; answers false when the name is taken. */
export async function insertUser(d1: D1Database, user: User): Promise<boolean> {
  const rows = await database(d1).insert(users).values(user).onConflictDoNothing().returning({ userId: users.userId });
  return rows.length === 1;
}

export async function findUser(d1: D1Database, userId: string): Promise<User | undefined> {
  return database(d1).select().from(users).where(eq(users.userId, userId)).get();
}

export async function listUsers(d1: D1Database): Promise<User[]> {
  return database(d1).select().from(users).orderBy(asc(users.createdAtMs), asc(users.userId)).all();
}

/** The user's live (not revoked) token with this hash, with the stored hash for a constant-time re-check. */
export async function findLiveToken(
  d1: D1Database,
  userId: string,
  tokenHash: string,
): Promise<{ user: User; tokenHash: string } | undefined> {
  const row = await database(d1)
    .select({ user: users, tokenHash: apiTokens.tokenHash })
    .from(apiTokens)
    .innerJoin(users, eq(users.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAtMs)))
    .get();
  return row ?? undefined;
}

export async function insertToken(d1: D1Database, token: TokenRow & { tokenHash: string }): Promise<void> {
  await database(d1).insert(apiTokens).values(token);
}

export async function findToken(d1: D1Database, tokenId: string): Promise<TokenRow | undefined> {
  return database(d1).select(tokenColumns).from(apiTokens).where(eq(apiTokens.tokenId, tokenId)).get();
}

/** Marks a live token revoked; answers the token as it now is, or undefined if unknown. */
export async function revokeToken(d1: D1Database, tokenId: string, nowMs: number): Promise<TokenRow | undefined> {
  const db = database(d1);
  await db
    .update(apiTokens)
    .set({ revokedAtMs: nowMs })
    .where(and(eq(apiTokens.tokenId, tokenId), isNull(apiTokens.revokedAtMs)));
  return findToken(d1, tokenId);
}

export async function listTokens(d1: D1Database, userId: string): Promise<TokenRow[]> {
  return database(d1).select(tokenColumns).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.createdAtMs)).all();
}
