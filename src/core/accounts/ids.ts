import { ulid } from "ulid";
import { toBase64Url } from "../base64url";

/** New opaque ids. Prefixes say what an id names when it shows up in a log or a URL. */
export const newUserId = (): string => `usr_${ulid()}`;
export const newTokenId = (): string => `tok_${ulid()}`;

/**
 * A bearer token: `amem.<user id>.<32 random bytes, base64url>`. The user id routes the
 * request to the user's Durable Object, which checks the secret; the prefix lets secret
 * scanners recognise a leaked token.
 */
export function newUserToken(userId: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `amem.${userId}.${toBase64Url(bytes)}`;
}
