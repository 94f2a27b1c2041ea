import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, parseConfig } from './env';

function parsed(env: Record<string, string>) {
  const result = parseConfig(env, { cwd: '/srv/clearcall' });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parsed({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      dataDir: '/srv/clearcall/data',
      databaseUrl: undefined,
      redis: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      logLevel: 'info',
      demoData: false,
      mailOutboxApi: false,
      smtpUrl: undefined,
      mailFrom: 'Clearcall <no-reply@clearcall.local>',
      trustProxy: false,
      sessionTtlDays: 30,
      adminPasscode: true,
      metrics: undefined,
    });
    expect(isAbsolute(config.webDist)).toBe(true);
    expect(config.webDist.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = parsed({
      HOST: '::1',
      PORT: '8080',
      DATA_DIR: 'var/db',
      DATABASE_URL: 'postgresql://app:secret@db:5432/clearcall',
      REDIS_URL: 'rediss://default:redis-secret@cache.example.com:6380/2',
      PUBLIC_URL: 'https://insights.example.com/',
      LOG_LEVEL: 'debug',
      DEMO_DATA: '1',
      MAIL_OUTBOX_API: 'TRUE',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Insights <hello@example.com>',
      WEB_DIST: '/opt/web',
      TRUST_PROXY: 'true',
      SESSION_TTL_DAYS: '7',
      ADMIN_PASSCODE: 'false',
      SSO_LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth',
      SSO_LINKEDIN_CLIENT_ID: 'linkedin-client',
      SSO_LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      SSO_LINKEDIN_REDIRECT_URL: 'https://insights.example.com/api/sso/callback/linkedin',
      SSO_AZURE_ISSUER: 'https://login.microsoftonline.com/tenant-1/v2.0',
      SSO_AZURE_CLIENT_ID: 'azure-client',
      SSO_AZURE_CLIENT_SECRET: 'azure-secret',
      SSO_AZURE_REDIRECT_URL: 'https://insights.example.com/api/sso/callback/azure',
      LLM_BASE_URL: 'https://llm.example.com/v1/',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'main-model',
      LLM_FALLBACK_MODEL: 'small-model',
      METRICS: 'true',
      METRICS_TOKEN: 'metrics-token-0123456789',
    });
    expect(config).toEqual({
      host: '::1',
      port: 8080,
      dataDir: '/srv/clearcall/var/db',
      databaseUrl: 'postgresql://app:secret@db:5432/clearcall',
      redis: {
        url: 'rediss://default:redis-secret@cache.example.com:6380/2',
        channelPrefix: 'clearcall',
      },
      publicUrl: 'https://insights.example.com',
      logLevel: 'debug',
      demoData: true,
      mailOutboxApi: true,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Insights <hello@example.com>',
      webDist: '/opt/web',
      trustProxy: true,
      sessionTtlDays: 7,
      adminPasscode: false,
      sso: {
        linkedin: {
          issuer: 'https://www.linkedin.com/oauth',
          clientId: 'linkedin-client',
          clientSecret: 'linkedin-secret',
          redirectUrl: 'https://insights.example.com/api/sso/callback/linkedin',
        },
        azure: {
          issuer: 'https://login.microsoftonline.com/tenant-1/v2.0',
          clientId: 'azure-client',
          clientSecret: 'azure-secret',
          redirectUrl: 'https://insights.example.com/api/sso/callback/azure',
        },
      },
      llm: {
        baseUrl: 'https://llm.example.com/v1',
        apiKey: 'sk-test',
        model: 'main-model',
        fallbackModel: 'small-model',
      },
      metrics: { token: 'metrics-token-0123456789' },
    });
  });

  it('refuses the demo configuration on an address other machines can reach', () => {
    const refusal =
      'HOST: expected a loopback address (127.0.0.1, ::1 or localhost) while DEMO_DATA or MAIL_OUTBOX_API is on; the demo configuration must not be reachable from other machines';
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'insights.example.com']) {
      expect(parseConfig({ HOST, DEMO_DATA: 'true' })).toEqual({ ok: false, problems: [refusal] });
      expect(parseConfig({ HOST, MAIL_OUTBOX_API: '1' })).toEqual({
        ok: false,
        problems: [refusal],
      });
      expect(parsed({ HOST }).host).toBe(HOST);
    }
    for (const HOST of ['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]']) {
      expect(parsed({ HOST, DEMO_DATA: 'true', MAIL_OUTBOX_API: 'true' }).host).toBe(HOST);
    }
  });

  it('serves metrics only with METRICS=true, and takes only a long token, never echoing it', () => {
    expect(parsed({ METRICS: 'true' }).metrics).toEqual({ token: undefined });
    expect(parsed({ METRICS: 'false' }).metrics).toBeUndefined();
    const short = parseConfig({ METRICS: 'true', METRICS_TOKEN: 'short-secret' });
    expect(short).toEqual({
      ok: false,
      problems: ['METRICS_TOKEN: expected at least 16 characters'],
    });
    expect(JSON.stringify(short)).not.toContain('short-secret');
    const alone = parseConfig({ METRICS_TOKEN: 'metrics-token-0123456789' });
    expect(alone).toEqual({
      ok: false,
      problems: ['METRICS_TOKEN: set METRICS=true as well to serve /metrics'],
    });
    expect(JSON.stringify(alone)).not.toContain('metrics-token-0123456789');
  });

  it('turns the language model on only with LLM_BASE_URL and LLM_MODEL, never echoing the key', () => {
    expect(parsed({}).llm).toBeUndefined();
    expect(parsed({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' }).llm).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3',
      fallbackModel: undefined,
    });
    const result = parseConfig({ LLM_API_KEY: 'sk-secret', LLM_BASE_URL: 'ftp://x' });
    expect(result).toEqual({
      ok: false,
      problems: [
        'LLM_BASE_URL: expected an http:// or https:// URL',
        'LLM_MODEL: required when any other LLM_* variable is set',
      ],
    });
    expect(JSON.stringify(result)).not.toContain('sk-secret');
  });

  it('shares streams through Redis only with a redis:// or rediss:// REDIS_URL, never echoing it', () => {
    expect(parsed({}).redis).toBeUndefined();
    expect(parsed({ REDIS_URL: ' ' }).redis).toBeUndefined();
    expect(parsed({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379',
      channelPrefix: 'clearcall',
    });
    for (const bad of ['http://:hunter2@cache:6379', 'cache:6379', 'redis-hunter2']) {
      const result = parseConfig({ REDIS_URL: bad });
      expect(result).toEqual({
        ok: false,
        problems: ['REDIS_URL: expected a redis:// or rediss:// URL'],
      });
      expect(JSON.stringify(result)).not.toContain('hunter2');
    }
  });

  it('derives PUBLIC_URL from HOST and PORT, reachable when listening everywhere', () => {
    expect(parsed({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(parsed({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
  });

  it('treats a blank variable as unset', () => {
    expect(parsed({ PORT: '', DEMO_DATA: '  ' })).toMatchObject({ port: 3000, demoData: false });
  });

  it('explains a bad PORT', () => {
    expect(parseConfig({ PORT: 'abc' })).toEqual({
      ok: false,
      problems: ['PORT: expected a number between 1 and 65535'],
    });
    expect(parseConfig({ PORT: '70000' }).ok).toBe(false);
    expect(parseConfig({ PORT: '0' }).ok).toBe(false);
  });

  it('reports every bad variable at once, without echoing secrets', () => {
    const result = parseConfig({
      PORT: '3.5',
      DATABASE_URL: 'mysql://root:hunter2@db/app',
      PUBLIC_URL: 'ftp://example.com',
      LOG_LEVEL: 'loud',
      DEMO_DATA: 'yes',
      MAIL_OUTBOX_API: 'on',
      SMTP_URL: 'http://mail',
      MAIL_FROM: 'nobody',
      TRUST_PROXY: '2',
      SESSION_TTL_DAYS: '0',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'PORT: expected a number between 1 and 65535',
        'DATABASE_URL: expected a postgres:// or postgresql:// URL',
        'PUBLIC_URL: expected an http:// or https:// URL',
        'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent',
        'DEMO_DATA: expected true, false, 1 or 0',
        'MAIL_OUTBOX_API: expected true, false, 1 or 0',
        'SMTP_URL: expected an smtp:// or smtps:// URL',
        'MAIL_FROM: expected an address such as "Clearcall <no-reply@example.com>"',
        'TRUST_PROXY: expected true, false, 1 or 0',
        'SESSION_TTL_DAYS: expected a whole number of days between 1 and 365',
      ],
    });
    expect(JSON.stringify(result)).not.toContain('hunter2');
  });

  it('turns single sign-on providers on only when all four of their variables are set', () => {
    expect(parsed({}).sso).toEqual({});
    const local = parsed({
      SSO_AZURE_ISSUER: 'http://127.0.0.1:9000',
      SSO_AZURE_CLIENT_ID: 'id',
      SSO_AZURE_CLIENT_SECRET: 'secret',
      SSO_AZURE_REDIRECT_URL: 'http://127.0.0.1:3000/api/sso/callback/azure',
    });
    expect(Object.keys(local.sso)).toEqual(['azure']);
  });

  it('names each missing or bad single sign-on variable on its own line, never the secret', () => {
    const result = parseConfig({
      SSO_LINKEDIN_ISSUER: 'https://www.linkedin.com/oauth',
      SSO_LINKEDIN_CLIENT_SECRET: 'top-secret',
      SSO_AZURE_ISSUER: 'http://login.example.com/tenant/v2.0',
      SSO_AZURE_CLIENT_ID: 'id',
      SSO_AZURE_CLIENT_SECRET: 'secret',
      SSO_AZURE_REDIRECT_URL: 'callback',
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        'SSO_AZURE_ISSUER: expected an https:// URL (http:// only on 127.0.0.1 or localhost)',
        'SSO_AZURE_REDIRECT_URL: expected an http:// or https:// URL',
        'SSO_LINKEDIN_CLIENT_ID: required when any other SSO_LINKEDIN_* variable is set',
        'SSO_LINKEDIN_REDIRECT_URL: required when any other SSO_LINKEDIN_* variable is set',
      ],
    });
    expect(JSON.stringify(result)).not.toContain('top-secret');
  });

  it('documents each variable it reads, once', () => {
    const names = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'HOST',
      'PORT',
      'DATA_DIR',
      'DATABASE_URL',
      'REDIS_URL',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'DEMO_DATA',
      'MAIL_OUTBOX_API',
      'SMTP_URL',
      'MAIL_FROM',
      'WEB_DIST',
      'TRUST_PROXY',
      'SESSION_TTL_DAYS',
      'ADMIN_PASSCODE',
      'SSO_LINKEDIN_ISSUER',
      'SSO_LINKEDIN_CLIENT_ID',
      'SSO_LINKEDIN_CLIENT_SECRET',
      'SSO_LINKEDIN_REDIRECT_URL',
      'SSO_AZURE_ISSUER',
      'SSO_AZURE_CLIENT_ID',
      'SSO_AZURE_CLIENT_SECRET',
      'SSO_AZURE_REDIRECT_URL',
      'LLM_BASE_URL',
      'LLM_API_KEY',
      'LLM_MODEL',
      'LLM_FALLBACK_MODEL',
      'METRICS',
      'METRICS_TOKEN',
    ]);
    for (const variable of CONFIG_VARIABLES) expect(variable.description.length).toBeGreaterThan(0);
  });
});
