// zod/mini keeps the boot bundle small: this file runs before the first screen paints.
import * as z from 'zod/mini';

const EnvSchema = z.object({
  /** Where API calls go; the production server and the dev proxy both answer on /api. */
  VITE_API_BASE_URL: z._default(
    z
      .string()
      .check(
        z.regex(/^(\/[^/]|https?:\/\/)/, 'must be an absolute path such as /api or an http(s) URL'),
      ),
    '/api',
  ),
  /** The external help video; when it is not set, the help entry points stay hidden. */
  VITE_HELP_VIDEO_URL: z.optional(z.url({ protocol: /^https?$/ })),
});

export type Env = {
  apiBaseUrl: string;
  helpVideoUrl: string | undefined;
};

/** Parses the build-time variables once and lists every bad one in a single readable error. */
export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = EnvSchema.safeParse({
    VITE_API_BASE_URL: source.VITE_API_BASE_URL || undefined,
    VITE_HELP_VIDEO_URL: source.VITE_HELP_VIDEO_URL || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `- ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment variables:\n${problems}`);
  }
  return {
    apiBaseUrl: parsed.data.VITE_API_BASE_URL.replace(/\/+$/, ''),
    helpVideoUrl: parsed.data.VITE_HELP_VIDEO_URL,
  };
}

export const env = parseEnv(import.meta.env);
