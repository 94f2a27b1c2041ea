import { z } from 'zod';
import { LIMITS } from '../limits';
import { SSO_PROVIDER_IDS } from '../sso';
import { LoginResultSchema } from './auth';
import { UserIdParamsSchema } from './params';

export const SsoStartQuerySchema = z.object({
  provider: z.enum(SSO_PROVIDER_IDS),
});

/** Any name is accepted, so that an unknown provider ends on /login with a message, not a 400. */
export const SsoCallbackParamsSchema = z.object({
  provider: z.string().max(64),
});

export const SsoLoginBodySchema = z.object({
  ssotoken: z.string().trim().min(1, 'ssotoken is required').max(512),
  /** The sign-in screen's "Remember me": without it the session lasts 12 hours. True if absent. */
  rememberMe: z.boolean().optional(),
});
export type SsoLoginBody = z.infer<typeof SsoLoginBodySchema>;

/** An account that confirms every sign-in with an e-mailed passcode gets one after SSO too. */
export const SsoPasscodeRequiredSchema = z.object({
  passcodeRequired: z.literal(true),
  message: z.string(),
  email: z.string(),
  /** Names this sign-in; the passcode step sends it back (see PasscodeRequiredSchema). */
  challenge: z.string(),
});

export const SsoLoginResponseSchema = z.union([LoginResultSchema, SsoPasscodeRequiredSchema]);
export type SsoLoginResponse = z.infer<typeof SsoLoginResponseSchema>;

export const SsoProviderSchema = z.object({
  id: z.enum(SSO_PROVIDER_IDS),
  label: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;

export const SsoProvidersResponseSchema = z.object({ data: z.array(SsoProviderSchema) });
export type SsoProvidersResponse = z.infer<typeof SsoProvidersResponseSchema>;

/** The link e-mailed to an address the provider did not verify: its token and that address. */
export const SsoConfirmBodySchema = z.object({
  token: z.string().trim().min(1, 'Token is required').max(512, 'Token is too long'),
  email: z.string().trim().min(1, 'Email is required').max(LIMITS.emailMaxLength),
  /** As for `POST /api/sso/login`. */
  rememberMe: z.boolean().optional(),
});
export type SsoConfirmBody = z.infer<typeof SsoConfirmBodySchema>;

/** A single sign-on linked to the caller's account, as account settings list it. */
export const SsoIdentitySchema = z.object({
  _id: z.string(),
  provider: z.enum(SSO_PROVIDER_IDS),
  /** The e-mail address the provider gave when the sign-in was linked. */
  email: z.string().nullable(),
  linkedAt: z.string(),
  /** Null when it has not been used since it was linked (or since before this was recorded). */
  lastUsedAt: z.string().nullable(),
});
export type SsoIdentity = z.infer<typeof SsoIdentitySchema>;

export const SsoIdentityListResponseSchema = z.object({ data: z.array(SsoIdentitySchema) });
export type SsoIdentityListResponse = z.infer<typeof SsoIdentityListResponseSchema>;

/** `{userId}` and one of the user's linked sign-ins. */
export const SsoIdentityParamsSchema = UserIdParamsSchema.extend({
  identityId: z.guid('Invalid sign-in id'),
});
export type SsoIdentityParams = z.infer<typeof SsoIdentityParamsSchema>;
