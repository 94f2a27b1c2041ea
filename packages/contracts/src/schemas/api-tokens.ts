import { z } from 'zod';

/** An admin's API token as listed: its secret is shown once, at creation, and never again. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the token, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokensResponseSchema = z.object({ data: z.array(ApiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof ApiTokensResponseSchema>;

/** `POST /api/user/api-tokens/{userId}`. */
export const CreateApiTokenBodySchema = z.object({
  name: z.string({ message: 'name is required' }).trim().min(1, 'Name the token').max(80),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBodySchema>;

export const CreatedApiTokenResponseSchema = z.object({
  token: ApiTokenSchema,
  /** The secret itself: send it as `Authorization: Bearer <secret>`. */
  secret: z.string(),
});
export type CreatedApiTokenResponse = z.infer<typeof CreatedApiTokenResponseSchema>;

export const ApiTokenParamsSchema = z.object({
  userId: z.guid('Invalid user id'),
  tokenId: z.guid('Invalid token id'),
});
