import { ulid } from "ulid";
import { toBase64Url } from "./base64url";

/** New opaque ids. Prefixes say what an id names when it shows up in a log or a URL. */
export const newUserId = (): string => `usr_${ulid()}`;
export const newTokenId = (): string => `tok_${ulid()}`;

/** A bearer token: 32 random bytes, base64url, with a prefix secret scanners recognise. */
export function newTokenSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `amem_${toBase64Url(bytes)}`;
}
