import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "./handle";
import { apiTokens, users } from "./schema";

export type User = typeof users.$inferSelect;
/** A token as shown to the admin: everything but its hash. */
export type TokenRow = Omit<typeof apiTokens.$inferSelect, "tokenHash">;

const tokenColumns = {
  tokenId: apiTokens.tokenId,
  userId: apiTokens.userId,
  label: apiTokens.label,
  createdAtMs: apiTokens.createdAtMs,
  revokedAtMs: apiTokens.revokedAtMs,
};

/** Inserts a user; answers false when the name is taken. */
export async function insertUser(db: Database, user: User): Promise<boolean> {
  const rows = await db.insert(users).values(user).onConflictDoNothing().returning({ userId: users.userId });
  return rows.length === 1;
}

export async function findUser(db: Database, userId: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.userId, userId)).get();
}

export async function listUsers(db: Database): Promise<User[]> {
  return db.select().from(users).orderBy(asc(users.createdAtMs), asc(users.userId)).all();
}

/** The user's live (not revoked) token with this hash, with the stored hash for a constant-time re-check. */
export async function findLiveToken(db: Database, userId: string, tokenHash: string): Promise<{ user: User; tokenHash: string } | undefined> {
  const row = await db
    .select({ user: users, tokenHash: apiTokens.tokenHash })
    .from(apiTokens)
    .innerJoin(users, eq(users.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAtMs)))
    .get();
  return row ?? undefined;
}

export async function insertToken(db: Database, token: TokenRow & { tokenHash: string }): Promise<void> {
  await db.insert(apiTokens).values(token);
}

export async function findToken(db: Database, tokenId: string): Promise<TokenRow | undefined> {
  return db.select(tokenColumns).from(apiTokens).where(eq(apiTokens.tokenId, tokenId)).get();
}

/** Marks a live token revoked; answers the token as it now is, or undefined if unknown. */
export async function revokeToken(db: Database, tokenId: string, nowMs: number): Promise<TokenRow | undefined> {
  await db
    .update(apiTokens)
    .set({ revokedAtMs: nowMs })
    .where(and(eq(apiTokens.tokenId, tokenId), isNull(apiTokens.revokedAtMs)));
  return findToken(db, tokenId);
}

export async function listTokens(db: Database, userId: string): Promise<TokenRow[]> {
  return db.select(tokenColumns).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.createdAtMs)).all();
}
