import {
  MessageResponseSchema,
  UpdateUserProjectsBodySchema,
  type Channel,
  type MessageResponse,
} from '@clearcall/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth';
import { getUserChannelsQueryOptions } from './get-user-channels';

export type UpdateUserProjectsInput = { userId: string; channels: Channel[] };

/** Replaces the industries (project ids) a user follows. */
export function updateUserProjects({
  userId,
  channels,
}: UpdateUserProjectsInput): Promise<MessageResponse> {
  return apiRequest(`/user/updateProjectInUser/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: UpdateUserProjectsBodySchema.parse({
      project: channels.map((channel) => channel.projectId),
    }),
    schema: MessageResponseSchema,
  });
}

/**
 * Gives the signed-in user a new project list, so the redirect table (no projects → /onboarding)
 * sees it without another session check.
 */
export function applyProjectsToSession(userId: string, channels: Channel[]): void {
  useAuthStore.setState((state) =>
    state.user?.userId === userId
      ? {
          user: {
            ...state.user,
            project: channels.map((channel) => ({
              projectId: channel.projectId,
              projectName: channel.projectName,
            })),
          },
        }
      : {},
  );
}

/**
 * Saves the user's industries. The caller moves them into the session with
 * applyProjectsToSession when it leaves the screen, so that the two happen together.
 */
export function useUpdateUserProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProjects,
    onSuccess: (_response, { userId, channels }) => {
      queryClient.setQueryData(getUserChannelsQueryOptions(userId).queryKey, channels);
    },
  });
}
