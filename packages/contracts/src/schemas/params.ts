import { z } from 'zod';

/** The `{userId}` of a user route; it must also equal the signed-in user's id. */
export const UserIdParamsSchema = z.object({
  userId: z.guid('Invalid user id'),
});
export type UserIdParams = z.infer<typeof UserIdParamsSchema>;
