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

/**
 * Failures of the storage itself, as D1 reports them: damaged pages or a file that is not a
 * database (SQLITE_CORRUPT, SQLITE_NOTADB), I/O errors, a full disk, a busy or overloaded
 * database, a reset of the object behind it, and workerd's opaque "internal error;
 * reference = …" for a failure inside the binding (a local D1 on damaged pages answers so).
 * They are not bugs of the caller's request:
 * the answer is the documented 503 with Retry-After. A bad statement (SQLITE_ERROR, a missing
 * column) stays a bug.
 */
const STORAGE_FAILURE =
  /SQLITE_(?:CORRUPT|NOTADB|IOERR|FULL|CANTOPEN|BUSY|LOCKED|PROTOCOL|NOMEM)|database disk image is malformed|file is not a database|D1 DB is overloaded|D1_RESET_DO|Network connection lost|storage operation exceeded timeout|internal error; reference = /i;

/** Seconds a client is told to wait after a storage failure. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The storage failure `error` is, as our 503; undefined for anything else. */
export function storageFailure(error: unknown): AppError | undefined {
  if (error instanceof AppError || !STORAGE_FAILURE.test(causeChainMessage(error))) return undefined;
  return new AppError("unavailable", "storage is unavailable; retry later", undefined, STORAGE_RETRY_AFTER_SECONDS);
}

/** The messages of an error and of its causes (Drizzle wraps D1's error as the `cause` of a "Failed query"). */
export function causeChainMessage(error: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    messages.push(errorMessage(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return messages.join(" <- ");
}

/** What a caught value says, for a log line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
