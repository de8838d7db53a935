/**
 * The one error model. Code inside the worker throws `AppError`; the edge turns it into
 * `{ error: { code, message, details? } }` with `status`. Anything else is a bug: logged
 * once and answered with a bare 500.
 */
const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];

/** A field-level problem, named by its path in the request (`events[3].text`). */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export class AppError extends Error {
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds a client should wait before retrying (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/** Maps an HTTP status some middleware chose to our code for it. */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  if (found) return found;
  return status >= 500 ? "internal" : "bad_request";
}

/** What a caught value says, for a log line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
