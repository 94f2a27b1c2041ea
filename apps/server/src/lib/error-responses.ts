import { ApiErrorBodySchema } from '@clearcall/contracts';

/**
 * The error answers a route documents, by status code, each in the contract's error shape
 * `{message, code, issues?}`.
 */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof ApiErrorBodySchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorBodySchema])) as Record<
    Code,
    typeof ApiErrorBodySchema
  >;
}
