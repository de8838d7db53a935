/** The Durable Object of one user: their single writer, and the authority on their tokens. */
export function userObject(env: Env, userId: string) {
  return env.USER_MEMORY.get(env.USER_MEMORY.idFromName(userId));
}
