import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./handle";
import { modelTokenUsage } from "./schema";

/** Model tokens used by a user on a UTC day (`YYYY-MM-DD`). */
export async function modelTokensUsed(db: Database, userId: string, day: string): Promise<number> {
  const row = await db
    .select({ tokens: modelTokenUsage.tokens })
    .from(modelTokenUsage)
    .where(and(eq(modelTokenUsage.userId, userId), eq(modelTokenUsage.day, day)))
    .get();
  return row?.tokens ?? 0;
}

export async function addModelTokens(db: Database, userId: string, day: string, tokens: number): Promise<void> {
  await db
    .insert(modelTokenUsage)
    .values({ userId, day, tokens })
    .onConflictDoUpdate({ target: [modelTokenUsage.userId, modelTokenUsage.day], set: { tokens: sql`${modelTokenUsage.tokens} + excluded.tokens` } });
}
