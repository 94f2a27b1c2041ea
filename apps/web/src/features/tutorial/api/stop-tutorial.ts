import {
  MessageResponseSchema,
  StopTutorialBodySchema,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';

/** Stops the guided tutorial for good on the server (finish, skip, back or close). */
export function stopTutorial(userId: string): Promise<MessageResponse> {
  return apiRequest(`/user/tutorial/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: StopTutorialBodySchema.parse({ stopTutorial: 1 }),
    schema: MessageResponseSchema,
  });
}

/** Marks the signed-in user as done with the tutorial, so it closes and never opens again. */
export function markTutorialStopped(userId: string): void {
  useAuthStore.setState((state) =>
    state.user?.userId === userId ? { user: { ...state.user, stopTutorial: 1 } } : {},
  );
}

/**
 * Stops the tutorial: the local user changes at once, and the server is told. A failed call is
 * ignored, like every save failure of the product (specification, section 8).
 */
export function useStopTutorial() {
  return useMutation({
    mutationFn: stopTutorial,
    onMutate: (userId) => markTutorialStopped(userId),
  });
}
