import type { User } from "../db/users";

/** Hono's typing of this worker: bindings, and what auth puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: { user: User };
}
