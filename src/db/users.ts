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

/** The owner of a live (not revoked) token, with the stored hash for a constant-time re-check. */
export async function findLiveTokenOwner(
  d1: D1Database,
  tokenHash: string,
): Promise<{ user: User; tokenId: string; tokenHash: string } | undefined> {
  const row = await database(d1)
    .select({ user: users, tokenId: apiTokens.tokenId, tokenHash: apiTokens.tokenHash })
    .from(apiTokens)
    .innerJoin(users, eq(users.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAtMs)))
    .get();
  return row ?? undefined;
}

export async function insertToken(d1: D1Database, token: TokenRow & { tokenHash: string }): Promise<void> {
  await database(d1).insert(apiTokens).values(token);
}

/** Revokes a live token; answers the token (with its new revocation time) or undefined if unknown. */
export async function revokeToken(d1: D1Database, tokenId: string, nowMs: number): Promise<TokenRow | undefined> {
  const db = database(d1);
  await db
    .update(apiTokens)
    .set({ revokedAtMs: nowMs })
    .where(and(eq(apiTokens.tokenId, tokenId), isNull(apiTokens.revokedAtMs)));
  return db
    .select({
      tokenId: apiTokens.tokenId,
      userId: apiTokens.userId,
      label: apiTokens.label,
      createdAtMs: apiTokens.createdAtMs,
      revokedAtMs: apiTokens.revokedAtMs,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenId, tokenId))
    .get();
}

export async function listTokens(d1: D1Database, userId: string): Promise<TokenRow[]> {
  return database(d1)
    .select({
      tokenId: apiTokens.tokenId,
      userId: apiTokens.userId,
      label: apiTokens.label,
      createdAtMs: apiTokens.createdAtMs,
      revokedAtMs: apiTokens.revokedAtMs,
    })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAtMs))
    .all();
}
