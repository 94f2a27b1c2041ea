import { z } from 'zod';

/** `PUT /api/user/tutorial/{userId}`: finishing, skipping or leaving the tour stops it for good. */
export const StopTutorialBodySchema = z.object({
  stopTutorial: z.literal(1, { error: 'stopTutorial must be 1' }),
});
export type StopTutorialBody = z.infer<typeof StopTutorialBodySchema>;
