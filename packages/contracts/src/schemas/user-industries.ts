import { z } from 'zod';
import { INDUSTRY_IDS } from '../industries';

/** An industry as a feed channel; each industry is also a project with the same id. */
export const ChannelSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  projectId: z.string(),
  projectName: z.string(),
});
export type Channel = z.infer<typeof ChannelSchema>;

/** `GET /api/user/get-all-channel/{userId}`: the industries the user follows. */
export const UserChannelsResponseSchema = z.object({ result: z.array(ChannelSchema) });
export type UserChannelsResponse = z.infer<typeof UserChannelsResponseSchema>;

/**
 * `PUT /api/user/updateProjectInUser/{userId}`: the complete new list of the user's industries
 * (project ids), which replaces the old one. A user follows at least one industry.
 */
export const UpdateUserProjectsBodySchema = z.object({
  project: z
    .array(
      z.enum(INDUSTRY_IDS, {
        error: (issue) => `Unknown industry: ${String(issue.input).slice(0, 40)}`,
      }),
    )
    .min(1, 'Select at least one industry')
    .max(INDUSTRY_IDS.length, `Select at most ${INDUSTRY_IDS.length} industries`),
});
export type UpdateUserProjectsBody = z.infer<typeof UpdateUserProjectsBodySchema>;
