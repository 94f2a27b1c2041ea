import { isAbsolute, join, resolve } from 'node:path';
import { SSO_PROVIDER_IDS, type SsoProviderId } from '@clearcall/contracts';
import { z } from 'zod';
import { isLoopbackAddress } from '../lib/loopback';
import { findServerPackageRoot } from '../lib/package-root';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The server's configuration, read once at boot from the environment. */
export type Config = {
  host: string;
  port: number;
  /** Absolute; the embedded database lives in `<dataDir>/pglite`. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shares streamed replies between server processes; undefined, each serves its own clients. */
  redis: RedisConfig | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  logLevel: LogLevel;
  demoData: boolean;
  mailOutboxApi: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute path of the built web app. */
  webDist: string;
  trustProxy: boolean;
  sessionTtlDays: number;
  /** Admins confirm each sign-in with an e-mailed passcode. */
  adminPasscode: boolean;
  /** The single sign-on providers whose four variables are all set; the others are off. */
  sso: Partial<Record<SsoProviderId, SsoProviderConfig>>;
  /** The language model analysis chat answers with; undefined leaves it to the extractive engine. */
  llm: LlmConfig | undefined;
  /** Prometheus metrics at /metrics; undefined, the route does not exist. */
  metrics: MetricsConfig | undefined;
};

/** Who may read /metrics: clients on this machine, and anyone with the token when one is set. */
export type MetricsConfig = {
  /** Sent as `Authorization: Bearer <token>` by a scraper on another machine; never logged. */
  token: string | undefined;
};

/** A bearer token shorter than this is too easy to guess. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** The Redis that the server processes publish streamed analysis replies through. */
export type RedisConfig = {
  /** `redis://` or `rediss://`; it may carry a password, so it is never logged. */
  url: string;
  /**
   * Prefix of the publish/subscribe channels. Processes that share a prefix share their rooms;
   * it is not configurable, only tests give each run its own.
   */
  channelPrefix: string;
};

/** The channel prefix of a deployment's processes. */
export const REDIS_CHANNEL_PREFIX = 'clearcall';

/** An OpenAI-compatible chat completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM ...). */
export type LlmConfig = {
  /** The API base, e.g. `https://api.openai.com/v1`; `/chat/completions` is added to it. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Tried when the main model is rate-limited or keeps failing. */
  fallbackModel: string | undefined;
};

/** One OpenID Connect provider: where it is and how this server is registered with it. */
export type SsoProviderConfig = {
  /** The provider's issuer identifier; its discovery document lives below it. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The callback URL registered with the provider: `<PUBLIC_URL>/api/sso/callback/<provider>`. */
  redirectUrl: string;
};

/** The environment variable prefix of each provider, e.g. `SSO_LINKEDIN_`. */
const SSO_VARIABLE_PREFIXES: Record<SsoProviderId, string> = {
  linkedin: 'SSO_LINKEDIN_',
  azure: 'SSO_AZURE_',
};
const SSO_PROVIDER_NAMES: Record<SsoProviderId, string> = {
  linkedin: 'LinkedIn',
  azure: 'Microsoft Entra ID (Azure)',
};
const SSO_FIELDS = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'REDIRECT_URL'] as const;

function ssoVariables(provider: SsoProviderId): ConfigVariable[] {
  const prefix = SSO_VARIABLE_PREFIXES[provider];
  const name = SSO_PROVIDER_NAMES[provider];
  return [
    {
      name: `${prefix}ISSUER`,
      default: '',
      description:
        provider === 'azure'
          ? `${name} single sign-on: issuer URL of the tenant, https://login.microsoftonline.com/TENANT/v2.0.`
          : `${name} single sign-on: issuer URL, https://www.linkedin.com/oauth.`,
    },
    {
      name: `${prefix}CLIENT_ID`,
      default: '',
      description: `${name} single sign-on: client id of this app.`,
    },
    {
      name: `${prefix}CLIENT_SECRET`,
      default: '',
      description: `${name} single sign-on: client secret of this app.`,
    },
    {
      name: `${prefix}REDIRECT_URL`,
      default: '',
      description: `${name} single sign-on: registered redirect URL, PUBLIC_URL/api/sso/callback/${provider}. The provider is on when all four are set.`,
    },
  ];
}

export type ConfigVariable = {
  name: string;
  /** The default as a person reads it; empty when the variable is unset by default. */
  default: string;
  description: string;
};

/** Every environment variable the server reads, as the README documents them. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to listen on.' },
  { name: 'PORT', default: '3000', description: 'Port to listen on.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Folder of the embedded database, relative to the current directory.',
  },
  {
    name: 'DATABASE_URL',
    default: '',
    description: 'PostgreSQL connection URL; when set, the embedded database is not used.',
  },
  {
    name: 'REDIS_URL',
    default: '',
    description:
      'Redis for sharing streamed analysis replies between server processes; unset, one process serves its own clients.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://HOST:PORT',
    description: 'Address users reach the app at, used in e-mailed links.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'DEMO_DATA',
    default: 'false',
    description: 'Load the demo data set on first start.',
  },
  {
    name: 'MAIL_OUTBOX_API',
    default: 'false',
    description: 'Without SMTP_URL, list stored mail at /api/dev/mail.',
  },
  {
    name: 'SMTP_URL',
    default: '',
    description: 'smtp:// or smtps:// server for outgoing mail; unset keeps mail in the outbox.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Clearcall <no-reply@clearcall.local>',
    description: 'Sender of outgoing mail.',
  },
  { name: 'WEB_DIST', default: 'apps/web/dist', description: 'Folder of the built web app.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Trust X-Forwarded-* headers from a reverse proxy.',
  },
  { name: 'SESSION_TTL_DAYS', default: '30', description: 'Days a sign-in stays valid.' },
  {
    name: 'ADMIN_PASSCODE',
    default: 'true',
    description: 'Admins confirm each sign-in with a passcode e-mailed to them.',
  },
  ...SSO_PROVIDER_IDS.flatMap(ssoVariables),
  {
    name: 'LLM_BASE_URL',
    default: '',
    description:
      'OpenAI-compatible API base (e.g. https://api.openai.com/v1) for analysis chat; unset, the built-in extractive engine answers.',
  },
  {
    name: 'LLM_API_KEY',
    default: '',
    description: 'Bearer key for LLM_BASE_URL; leave unset for a local server that needs none.',
  },
  {
    name: 'LLM_MODEL',
    default: '',
    description: 'Model name to ask; required when LLM_BASE_URL is set.',
  },
  {
    name: 'LLM_FALLBACK_MODEL',
    default: '',
    description: 'Model tried when LLM_MODEL is rate-limited or keeps failing.',
  },
  {
    name: 'METRICS',
    default: 'false',
    description:
      'Serve Prometheus metrics at /metrics, to clients on this machine (and with METRICS_TOKEN).',
  },
  {
    name: 'METRICS_TOKEN',
    default: '',
    description: `Bearer token (${METRICS_TOKEN_MIN_LENGTH} characters or more) that lets a scraper on another machine read /metrics; needs METRICS=true.`,
  },
];

export type ConfigResult = { ok: true; config: Config } | { ok: false; problems: string[] };

/** An unset or blank variable counts as absent, so `PORT=` falls back to the default. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

function flag(fallback: boolean) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const normalized = value.toLowerCase();
    if (normalized === 'true' || normalized === '1') return true;
    if (normalized === 'false' || normalized === '0') return false;
    ctx.addIssue({ code: 'custom', message: 'expected true, false, 1 or 0' });
    return z.NEVER;
  });
}

function integerBetween(fallback: number, min: number, max: number, message: string) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

function urlWithProtocols(protocols: readonly string[], message: string) {
  return optionalText.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (URL.canParse(value) && protocols.includes(new URL(value).protocol)) return value;
    // The value is never echoed: connection URLs carry passwords.
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An issuer must use https; plain http is accepted only on this machine, for a local provider. */
const ssoIssuer = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  if (URL.canParse(value)) {
    const url = new URL(value);
    if (url.protocol === 'https:') return value;
    if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return value;
  }
  ctx.addIssue({
    code: 'custom',
    message: 'expected an https:// URL (http:// only on 127.0.0.1 or localhost)',
  });
  return z.NEVER;
});

const ssoRedirectUrl = urlWithProtocols(['http:', 'https:'], 'expected an http:// or https:// URL');

const EnvSchema = z.object({
  HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
  PORT: integerBetween(3000, 1, 65535, 'expected a number between 1 and 65535'),
  DATA_DIR: optionalText.transform((value) => value ?? './data'),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'expected a postgres:// or postgresql:// URL',
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'expected a redis:// or rediss:// URL'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'expected an http:// or https:// URL'),
  LOG_LEVEL: optionalText.transform((value, ctx) => {
    const level = (value ?? 'info').toLowerCase();
    const known = LOG_LEVELS.find((candidate) => candidate === level);
    if (known) return known;
    ctx.addIssue({ code: 'custom', message: `expected one of ${LOG_LEVELS.join(', ')}` });
    return z.NEVER;
  }),
  DEMO_DATA: flag(false),
  MAIL_OUTBOX_API: flag(false),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'expected an smtp:// or smtps:// URL'),
  MAIL_FROM: optionalText.transform((value, ctx) => {
    const from = value ?? 'Clearcall <no-reply@clearcall.local>';
    if (/^[^@\s<>]+@[^@\s<>]+$/.test(from) || /^[^<>]*<[^@\s<>]+@[^@\s<>]+>$/.test(from)) {
      return from;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'expected an address such as "Clearcall <no-reply@example.com>"',
    });
    return z.NEVER;
  }),
  WEB_DIST: optionalText,
  TRUST_PROXY: flag(false),
  SESSION_TTL_DAYS: integerBetween(30, 1, 365, 'expected a whole number of days between 1 and 365'),
  ADMIN_PASSCODE: flag(true),
  METRICS: flag(false),
  METRICS_TOKEN: optionalText.transform((value, ctx) => {
    if (value === undefined || value.length >= METRICS_TOKEN_MIN_LENGTH) return value;
    ctx.addIssue({
      code: 'custom',
      message: `expected at least ${METRICS_TOKEN_MIN_LENGTH} characters`,
    });
    return z.NEVER;
  }),
  SSO_LINKEDIN_ISSUER: ssoIssuer,
  SSO_LINKEDIN_CLIENT_ID: optionalText,
  SSO_LINKEDIN_CLIENT_SECRET: optionalText,
  SSO_LINKEDIN_REDIRECT_URL: ssoRedirectUrl,
  SSO_AZURE_ISSUER: ssoIssuer,
  SSO_AZURE_CLIENT_ID: optionalText,
  SSO_AZURE_CLIENT_SECRET: optionalText,
  SSO_AZURE_REDIRECT_URL: ssoRedirectUrl,
  LLM_BASE_URL: urlWithProtocols(['http:', 'https:'], 'expected an http:// or https:// URL'),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_FALLBACK_MODEL: optionalText,
});

type EnvValues = z.output<typeof EnvSchema>;

/**
 * The providers whose four variables are all set. A provider with only some of them set is a
 * mistake worth stopping for: each missing variable gets its own line.
 */
function readSsoProviders(env: Record<string, string | undefined>, values?: EnvValues) {
  const providers: Config['sso'] = {};
  const problems: string[] = [];
  for (const provider of SSO_PROVIDER_IDS) {
    const prefix = SSO_VARIABLE_PREFIXES[provider];
    const isSet = (field: string) => (env[`${prefix}${field}`] ?? '').trim() !== '';
    const setFields = SSO_FIELDS.filter(isSet);
    if (setFields.length === 0) continue;
    if (setFields.length < SSO_FIELDS.length) {
      for (const field of SSO_FIELDS.filter((candidate) => !isSet(candidate))) {
        problems.push(`${prefix}${field}: required when any other ${prefix}* variable is set`);
      }
      continue;
    }
    if (!values) continue;
    const read = (field: (typeof SSO_FIELDS)[number]) =>
      values[`${prefix}${field}` as keyof EnvValues] as string;
    providers[provider] = {
      issuer: read('ISSUER'),
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
      redirectUrl: read('REDIRECT_URL'),
    };
  }
  return { providers, problems };
}

/**
 * The language model, when LLM_BASE_URL and LLM_MODEL are both set. Either one alone, or a key
 * or fallback model without them, is a mistake worth stopping for.
 */
function readLlm(values: EnvValues | undefined, env: Record<string, string | undefined>) {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  const problems: string[] = [];
  const anySet = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL', 'LLM_FALLBACK_MODEL'].some(isSet);
  if (!anySet) return { llm: undefined, problems };
  for (const name of ['LLM_BASE_URL', 'LLM_MODEL']) {
    if (!isSet(name)) problems.push(`${name}: required when any other LLM_* variable is set`);
  }
  if (problems.length > 0 || !values?.LLM_BASE_URL || !values.LLM_MODEL) {
    return { llm: undefined, problems };
  }
  const llm: LlmConfig = {
    baseUrl: values.LLM_BASE_URL.replace(/\/+$/, ''),
    apiKey: values.LLM_API_KEY,
    model: values.LLM_MODEL,
    fallbackModel: values.LLM_FALLBACK_MODEL,
  };
  return { llm, problems };
}

/**
 * Settings that are each valid but not together. The demo configuration (known passwords, a
 * mail outbox anyone can read over HTTP) must stay on this machine, and a metrics token without
 * METRICS=true would look like protection for a route that is off.
 */
function readCombinationProblems(values: EnvValues): string[] {
  const problems: string[] = [];
  if ((values.DEMO_DATA || values.MAIL_OUTBOX_API) && !isLoopbackAddress(values.HOST)) {
    problems.push(
      'HOST: expected a loopback address (127.0.0.1, ::1 or localhost) while DEMO_DATA or MAIL_OUTBOX_API is on; the demo configuration must not be reachable from other machines',
    );
  }
  if (values.METRICS_TOKEN !== undefined && !values.METRICS) {
    problems.push('METRICS_TOKEN: set METRICS=true as well to serve /metrics');
  }
  return problems;
}

/** The URL a browser on this machine can use when the server listens on every interface. */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}`;
}

/**
 * Parses the configuration from an environment object without side effects. Every bad variable
 * is reported at once, one line each, in the form `NAME: what was expected`.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  options: { cwd?: string } = {},
): ConfigResult {
  const cwd = options.cwd ?? process.cwd();
  const parsed = EnvSchema.safeParse(env);
  const sso = readSsoProviders(env, parsed.success ? parsed.data : undefined);
  const llm = readLlm(parsed.success ? parsed.data : undefined, env);
  const combination = parsed.success ? readCombinationProblems(parsed.data) : [];
  if (!parsed.success || sso.problems.length + llm.problems.length + combination.length > 0) {
    const schemaProblems = parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return {
      ok: false,
      problems: [...schemaProblems, ...sso.problems, ...llm.problems, ...combination],
    };
  }
  const values = parsed.data;
  const toAbsolute = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  return {
    ok: true,
    config: {
      host: values.HOST,
      port: values.PORT,
      dataDir: toAbsolute(values.DATA_DIR),
      databaseUrl: values.DATABASE_URL,
      redis: values.REDIS_URL
        ? { url: values.REDIS_URL, channelPrefix: REDIS_CHANNEL_PREFIX }
        : undefined,
      publicUrl: (values.PUBLIC_URL ?? defaultPublicUrl(values.HOST, values.PORT)).replace(
        /\/+$/,
        '',
      ),
      logLevel: values.LOG_LEVEL,
      demoData: values.DEMO_DATA,
      mailOutboxApi: values.MAIL_OUTBOX_API,
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
      webDist: values.WEB_DIST
        ? toAbsolute(values.WEB_DIST)
        : join(findServerPackageRoot(), '..', 'web', 'dist'),
      trustProxy: values.TRUST_PROXY,
      sessionTtlDays: values.SESSION_TTL_DAYS,
      adminPasscode: values.ADMIN_PASSCODE,
      sso: sso.providers,
      llm: llm.llm,
      metrics: values.METRICS ? { token: values.METRICS_TOKEN } : undefined,
    },
  };
}

/** Reads the configuration from `process.env`; on any problem prints one line each and exits 1. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { cwd?: string } = {},
): Config {
  const result = parseConfig(env, options);
  if (result.ok) return result.config;
  for (const problem of result.problems) process.stderr.write(`${problem}\n`);
  process.exit(1);
}
