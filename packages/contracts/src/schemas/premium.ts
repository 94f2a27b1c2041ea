import { z } from 'zod';
import { TAB_IDS, type TabId } from '../tabs';
import { USER_TYPES } from '../users';
import { PageQueryField } from './audit';

/** Upgrade requests and audit entries are listed this many to a page. */
export const ADMIN_LIST_PAGE_SIZE = 50;

/** The highest daily chat limit an admin can set; null stands for the product default. */
export const CONVERSATION_LIMIT_MAX = 10_000;

/** Where an upgrade request came from: the header button, the chat banner or a locked tab. */
const UPGRADE_SOURCE_PATTERN = /^[A-Za-z0-9_.:-]+$/;

export const UPGRADE_REQUEST_STATUSES = ['open', 'granted', 'dismissed'] as const;
export type UpgradeRequestStatus = (typeof UPGRADE_REQUEST_STATUSES)[number];

/** The user types an admin can give through the access route: never Admin. */
export const ASSIGNABLE_USER_TYPES = ['Marketing', 'Business'] as const;
export type AssignableUserType = (typeof ASSIGNABLE_USER_TYPES)[number];

export const PermissionsSchema = z.object(
  Object.fromEntries(TAB_IDS.map((tab) => [tab, z.boolean()])) as Record<TabId, z.ZodBoolean>,
);

export const UserPermissionsResponseSchema = z.object({
  result: z.object({ permissions: PermissionsSchema }),
});
export type UserPermissionsResponse = z.infer<typeof UserPermissionsResponseSchema>;

export const UpgradeRequestBodySchema = z.object({
  source: z
    .string({ message: 'source is required' })
    .trim()
    .min(1, 'source is required')
    .max(40, 'source must be at most 40 characters')
    .regex(UPGRADE_SOURCE_PATTERN, 'source may hold only letters, digits and _ . : -'),
  companyId: z.guid('Invalid company id').optional(),
  companyName: z.string().trim().max(200, 'companyName must be at most 200 characters').optional(),
});
export type UpgradeRequestBody = z.infer<typeof UpgradeRequestBodySchema>;

export const UpgradeRequestListQuerySchema = z.object({
  status: z
    .enum(UPGRADE_REQUEST_STATUSES, { message: 'status must be open, granted or dismissed' })
    .optional(),
  page: PageQueryField,
});
export type UpgradeRequestListQuery = z.infer<typeof UpgradeRequestListQuerySchema>;

/** An upgrade request as the admin's list shows it. */
export const UpgradeRequestSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  source: z.string(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(UPGRADE_REQUEST_STATUSES),
  resolvedAt: z.string().nullable(),
});
export type UpgradeRequest = z.infer<typeof UpgradeRequestSchema>;

export const UpgradeRequestListResponseSchema = z.object({
  data: z.array(UpgradeRequestSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type UpgradeRequestListResponse = z.infer<typeof UpgradeRequestListResponseSchema>;

/** A user's premium access: type, tab permissions and daily chat limit (null = default). */
export const UserAccessSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(USER_TYPES),
  permissions: PermissionsSchema,
  conversationLimit: z.number().int().nullable(),
});
export type UserAccess = z.infer<typeof UserAccessSchema>;

export const UserAccessResponseSchema = z.object({ result: UserAccessSchema });
export type UserAccessResponse = z.infer<typeof UserAccessResponseSchema>;

export const UpdateUserAccessBodySchema = z
  .strictObject({
    userType: z
      .enum(ASSIGNABLE_USER_TYPES, {
        message: 'userType must be Marketing (Pro-User) or Business (Biz-User)',
      })
      .optional(),
    permissions: z
      .strictObject(
        Object.fromEntries(
          TAB_IDS.map((tab) => [
            tab,
            z.boolean({ message: 'Each permission must be true or false' }).optional(),
          ]),
        ) as Record<TabId, z.ZodOptional<z.ZodBoolean>>,
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `Unknown tab ${issue.keys.join(', ')}; tab ids are ${TAB_IDS.join(', ')}`
              : undefined,
        },
      )
      .optional(),
    conversationLimit: z
      .number({ message: 'conversationLimit must be a whole number or null' })
      .int('conversationLimit must be a whole number or null')
      .min(1, 'conversationLimit must be at least 1')
      .max(CONVERSATION_LIMIT_MAX, `conversationLimit must be at most ${CONVERSATION_LIMIT_MAX}`)
      .nullable()
      .optional(),
  })
  .refine(
    (body) =>
      body.userType !== undefined ||
      body.conversationLimit !== undefined ||
      (body.permissions !== undefined && Object.keys(body.permissions).length > 0),
    { message: 'Give a userType, permissions or a conversationLimit to change' },
  );
export type UpdateUserAccessBody = z.infer<typeof UpdateUserAccessBodySchema>;
