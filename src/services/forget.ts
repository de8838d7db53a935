import type { ForgetOutcome, ForgetRequest } from "../durable/rpc";
import { userObject } from "./user-object";

/** Forgetting runs in the user's object: serialized with their builds and rebuilds, which would otherwise read what is being forgotten. */
export function forget(env: Env, userId: string, request: ForgetRequest): Promise<ForgetOutcome> {
  return userObject(env, userId).forget(userId, request);
}
