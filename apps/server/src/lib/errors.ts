import {
  API_ERROR_CODES,
  type ApiErrorCode,
  type ApiIssue,
  type InactiveReason,
} from '@clearcall/contracts';

export type AppErrorOptions = {
  issues?: ApiIssue[];
  /** Sent as `Retry-After` with RATE_LIMITED. */
  retryAfterSeconds?: number;
  /** Sent as `reason` with ACCOUNT_INACTIVE, so the client can word its page. */
  reason?: InactiveReason;
};

/**
 * An error a service throws on purpose. The error handler turns it into
 * `{message, code, issues?, reason?}` with the HTTP status its code stands for.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly issues: ApiIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly reason: InactiveReason | undefined;

  constructor(code: ApiErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = API_ERROR_CODES[code];
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
  }
}

/** Narrows an unknown thrown value to an AppError. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
