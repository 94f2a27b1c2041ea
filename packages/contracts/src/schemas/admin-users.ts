import { z } from 'zod';
import { USER_TYPES } from '../users';

/** A user as the admin users list shows it. */
export const AdminUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  designation: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  userStatus: z.boolean(),
  avatar: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListResponseSchema = z.object({ data: z.array(AdminUserSchema) });
export type AdminUserListResponse = z.infer<typeof AdminUserListResponseSchema>;

export const UserSearchParamsSchema = z.object({
  term: z.string().trim().min(1, 'Search term is required').max(100, 'Search term is too long'),
});
export type UserSearchParams = z.infer<typeof UserSearchParamsSchema>;

/** The `{id}` of an admin route about another user. */
export const AdminUserIdParamsSchema = z.object({ id: z.guid('Invalid user id') });
export type AdminUserIdParams = z.infer<typeof AdminUserIdParamsSchema>;

export const UpdateUserStatusBodySchema = z.object({
  userStatus: z.boolean({ message: 'userStatus must be true or false' }),
});
export type UpdateUserStatusBody = z.infer<typeof UpdateUserStatusBodySchema>;
