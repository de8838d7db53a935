import type { User } from "../db/users";
import type { Credential } from "../services/accounts";

/** Hono's typing of this worker: bindings, and what auth puts on the context. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** The token's claim, parsed but not yet verified. */
    credential: Credential;
    /** The verified caller (every user route but POST /v1/events, which verifies in the Durable Object). */
    user: User;
  };
}
