import { ApiError } from '../../../lib/api-client';

/**
 * The server's own explanation of a refused request (a 4xx answer), or null when there is none
 * to show: the server was not reached, or it failed and its message says nothing useful.
 */
export function getServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500) return null;
  return error.message.trim() || null;
}
