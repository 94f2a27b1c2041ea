import { z } from 'zod';
import { SSO_PROVIDER_IDS } from '../sso';
import { LoginResultSchema } from './auth';

export const SsoStartQuerySchema = z.object({
  provider: z.enum(SSO_PROVIDER_IDS),
});

/** Any name is accepted, so that an unknown provider ends on /login with a message, not a 400. */
export const SsoCallbackParamsSchema = z.object({
  provider: z.string().max(64),
});

export const SsoLoginBodySchema = z.object({
  ssotoken: z.string().trim().min(1, 'ssotoken is required').max(512),
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
