import {
  LogoutBodySchema,
  MessageResponseSchema,
  VerifyTokenResponseSchema,
  type MessageResponse,
  type VerifyTokenResponse,
} from '@clearcall/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { ApiError, apiRequest } from './api-client';
import { confirmSession, endSession, useAuthStore } from './auth';

/** Asks the server whether a stored token still opens a session (the session check). */
export function verifyToken(token: string, signal?: AbortSignal): Promise<VerifyTokenResponse> {
  return apiRequest('/user/verify-token', {
    method: 'POST',
    body: { token },
    schema: VerifyTokenResponseSchema,
    isPublic: true,
    signal,
  });
}

/** Revokes the token on the server. */
export function logout(userId: string, token: string): Promise<MessageResponse> {
  return apiRequest(`/admin/logout/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: LogoutBodySchema.parse({ token }),
    schema: MessageResponseSchema,
  });
}

export type SessionStatus = 'signed-out' | 'checking' | 'error' | 'ready';

/**
 * Runs the session check once per page load for a stored token. `{login: false}` ends the
 * session; a failed call leaves it alone and reports 'error' so the screen can offer a retry.
 */
export function useSessionCheck(): { status: SessionStatus; retry: () => void } {
  const token = useAuthStore((state) => state.token);
  const isVerified = useAuthStore((state) => state.isVerified);
  const check = useQuery({
    queryKey: ['auth', 'session', token],
    queryFn: ({ signal }) => verifyToken(token ?? '', signal),
    enabled: token !== null && !isVerified,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const result = check.data;
  const isRejected = check.error instanceof ApiError && check.error.status === 401;

  useEffect(() => {
    if (isVerified) return;
    if (result?.login === true) confirmSession(result.user);
    else if (result?.login === false || isRejected) endSession('expired');
  }, [result, isRejected, isVerified]);

  let status: SessionStatus = 'checking';
  if (token === null) status = 'signed-out';
  else if (isVerified) status = 'ready';
  else if (check.isError && !isRejected) status = 'error';
  return { status, retry: () => void check.refetch() };
}

/**
 * Logs out: tells the server (a failure there must not keep anyone signed in), then clears the
 * local session, the cached data and the storage, and opens /login.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      const { token, user } = useAuthStore.getState();
      if (!token || !user) return;
      try {
        await logout(user.userId, token);
      } catch {
        // The token is dropped locally below, whatever the server answered.
      }
    },
    onSettled: () => {
      endSession('logout');
      client.removeQueries();
      void navigate(paths.auth.login.getHref(), { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
