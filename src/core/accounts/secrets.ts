/** SHA-256 of a UTF-8 string, as lower-case hex: the only form in which tokens are stored. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares two strings in time that depends only on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

const USER_TOKEN_PATTERN = /^amem\.(usr_[A-Za-z0-9]{1,40})\.[A-Za-z0-9_-]{43}$/;

/** The user a token claims to belong to (unverified), or undefined when it is not a user token. */
export function claimedUserId(token: string): string | undefined {
  return USER_TOKEN_PATTERN.exec(token)?.[1];
}

/** The token of an `Authorization: Bearer <token>` header, or undefined when absent or malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer[ \t]+([A-Za-z0-9._~+/=-]{8,512})[ \t]*$/i.exec(header);
  return match?.[1];
}
