/** Model tokens used by a user on a UTC day (`YYYY-MM-DD`). */
export async function modelTokensUsed(d1: D1Database, userId: string, day: string): Promise<number> {
  const row = await d1.prepare("SELECT tokens FROM model_token_usage WHERE user_id = ? AND day = ?").bind(userId, day).first<{ tokens: number }>();
  return row?.tokens ?? 0;
}

export async function addModelTokens(d1: D1Database, userId: string, day: string, tokens: number): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO model_token_usage (user_id, day, tokens) VALUES (?1, ?2, ?3)
       ON CONFLICT (user_id, day) DO UPDATE SET tokens = tokens + excluded.tokens`,
    )
    .bind(userId, day, tokens)
    .run();
}
