import {
  API_ERROR_CODES,
  ApiErrorBodySchema,
  ApiErrorCodeSchema,
  type ApiErrorCode,
  type ApiIssue,
  type InactiveReason,
} from '@clearcall/contracts';
// zod/mini and the core types: the sign-in screen loads this client, and any schema (classic or
// mini) is accepted.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { env } from '../config/env';
import { endSession, holdInactiveAccount, useAuthStore } from './auth';

/** A failed call: the HTTP status (0 when the server was not reached), the stable code and text. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly issues: ApiIssue[];
  /** With ACCOUNT_INACTIVE: whether the account awaits activation or was deactivated. */
  readonly reason: InactiveReason | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    issues: ApiIssue[] = [],
    reason?: InactiveReason,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.reason = reason;
  }
}

const NETWORK_ERROR_MESSAGE = 'Cannot reach Clearcall. Check your connection and try again.';
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent a response Clearcall does not understand.';
const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** Specification-shaped failures (`{login: false, data: {message}}`) carry the text one level down. */
const NestedMessageBodySchema = z.object({
  data: z.object({ message: z.string() }),
  code: z.catch(z.optional(ApiErrorCodeSchema), undefined),
});

const PlainMessageBodySchema = z.object({ message: z.string() });

function codeForStatus(status: number): ApiErrorCode {
  const match = Object.entries(API_ERROR_CODES).find(([, code]) => code === status);
  if (match) return match[0] as ApiErrorCode;
  return status >= 500 ? 'UNAVAILABLE' : 'VALIDATION_FAILED';
}

function toApiError(status: number, body: unknown): ApiError {
  const contractBody = ApiErrorBodySchema.safeParse(body);
  if (contractBody.success) {
    const { code, message, issues, reason } = contractBody.data;
    return new ApiError(status, code, message, issues, reason);
  }
  const nested = NestedMessageBodySchema.safeParse(body);
  if (nested.success) {
    return new ApiError(
      status,
      nested.data.code ?? codeForStatus(status),
      nested.data.data.message,
    );
  }
  const plain = PlainMessageBodySchema.safeParse(body);
  return new ApiError(
    status,
    codeForStatus(status),
    plain.success ? plain.data.message : GENERIC_ERROR_MESSAGE,
  );
}

/** The browser's IANA zone, which the server uses for dates and the daily chat limit. */
function getTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export type RequestOptions<TSchema extends core.$ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart when it is a FormData (an uploaded file). */
  body?: unknown;
  /** Every response is checked against this schema before anyone sees it. */
  schema: TSchema;
  /** Public calls (login, session check) send no token, and their 401 does not end a session. */
  isPublic?: boolean;
  signal?: AbortSignal;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls the API under the configured base path and returns the parsed, typed response.
 * Throws an ApiError for network failures, non-2xx answers and responses off the contract.
 */
export async function apiRequest<TSchema extends core.$ZodType>(
  path: string,
  { method = 'GET', body, schema, isPublic = false, signal }: RequestOptions<TSchema>,
): Promise<core.output<TSchema>> {
  const headers = new Headers({ Accept: 'application/json', 'X-Timezone': getTimeZone() });
  const isMultipart = body instanceof FormData;
  // A multipart body sets its own Content-Type, with the boundary the browser chooses.
  if (body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
  const token = isPublic ? null : useAuthStore.getState().token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    // The server no longer accepts this token: the session guard sends the person to /login.
    if (response.status === 401 && token) endSession('expired');
    const error = toApiError(response.status, payload);
    // The account is not active (private beta): the private-beta page replaces the screen.
    if (error.code === 'ACCOUNT_INACTIVE' && token) holdInactiveAccount(error.reason ?? 'pending');
    throw error;
  }
  const parsed = z.safeParse(schema, payload);
  if (!parsed.success) throw new ApiError(response.status, 'INTERNAL', UNEXPECTED_RESPONSE_MESSAGE);
  return parsed.data;
}

/**
 * The server's own explanation of a refused request (a 4xx answer), or null when there is none
 * to show: the server was not reached, or it failed and its message says nothing useful.
 */
export function getServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500) return null;
  return error.message.trim() || null;
}

/**
 * The text a screen shows for a failed call: the server's explanation of a refusal, the
 * connection problem when the server was not reached, and otherwise `fallback`, which says in
 * plain words what failed (never a bare "Internal Server Error").
 */
export function describeFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return getServerMessage(error) ?? fallback;
}

export type UploadOptions<TSchema extends core.$ZodType> = {
  /** The multipart body: one file and its text fields. */
  formData: FormData;
  schema: TSchema;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs a multipart body with XMLHttpRequest, because fetch reports no upload progress, and
 * answers like apiRequest: the parsed response, or an ApiError in the contract's shape.
 */
export function apiUpload<TSchema extends core.$ZodType>(
  path: string,
  { formData, schema, onProgress, signal }: UploadOptions<TSchema>,
): Promise<core.output<TSchema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${env.apiBaseUrl}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-Timezone', getTimeZone());
    const token = useAuthStore.getState().token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(0, 'UNAVAILABLE', NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    request.onload = () => {
      let payload: unknown;
      try {
        payload = request.responseText ? (JSON.parse(request.responseText) as unknown) : undefined;
      } catch {
        payload = undefined;
      }
      if (request.status < 200 || request.status >= 300) {
        if (request.status === 401 && token) endSession('expired');
        reject(toApiError(request.status, payload));
        return;
      }
      const parsed = z.safeParse(schema, payload);
      if (!parsed.success) {
        reject(new ApiError(request.status, 'INTERNAL', UNEXPECTED_RESPONSE_MESSAGE));
        return;
      }
      resolve(parsed.data);
    };
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(formData);
  });
}
