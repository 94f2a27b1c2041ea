import { z } from 'zod';

/** The most companies one user can follow ("Your Companies" in the feed filter). */
export const FOLLOWED_COMPANIES_MAX = 500;

const CompanyIdField = z.guid('Invalid company id');
/** The company's name as the client shows it; the server answers with the stored name. */
const CompanyNameField = z
  .string({ message: 'company is required' })
  .trim()
  .max(200, 'company must be at most 200 characters');

/** A company the user follows. */
export const FollowedCompanySchema = z.object({
  company: z.string(),
  companyId: z.string(),
  companyLogo: z.string(),
});
export type FollowedCompany = z.infer<typeof FollowedCompanySchema>;

/** `GET /api/user/followingCompany/{userId}`: the followed companies, oldest follow first. */
export const FollowedCompaniesResponseSchema = z.object({ data: z.array(FollowedCompanySchema) });
export type FollowedCompaniesResponse = z.infer<typeof FollowedCompaniesResponseSchema>;

export const FOLLOW_STATUSES = ['follow', 'unfollow'] as const;
export type FollowStatus = (typeof FOLLOW_STATUSES)[number];

/** `POST /api/user/follow/{userId}`: follow or unfollow one company; repeating it changes nothing. */
export const FollowCompanyBodySchema = z.object({
  status: z.enum(FOLLOW_STATUSES, { error: 'status must be follow or unfollow' }),
  companyId: CompanyIdField,
  company: CompanyNameField.optional(),
});
export type FollowCompanyBody = z.infer<typeof FollowCompanyBodySchema>;

/** `PUT /api/user/updateCompanyInUser/{userId}`: the complete new list of followed companies. */
export const UpdateUserCompaniesBodySchema = z.object({
  company: z
    .array(CompanyIdField, { message: 'company must be a list of company ids' })
    .max(FOLLOWED_COMPANIES_MAX, `Select at most ${FOLLOWED_COMPANIES_MAX} companies`),
});
export type UpdateUserCompaniesBody = z.infer<typeof UpdateUserCompaniesBodySchema>;

/** `PUT /api/user/addCompanyToUser/{userId}`: follow one more company. */
export const AddCompanyToUserBodySchema = z.object({
  company: CompanyNameField.optional(),
  companyId: CompanyIdField,
});
export type AddCompanyToUserBody = z.infer<typeof AddCompanyToUserBodySchema>;
