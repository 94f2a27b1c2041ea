import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { AppError } from '../lib/errors';
import type { App } from '../app';
import { PUBLIC_ROUTE } from './auth';
import type { LegacyErrorShape } from './error-handler';

const REFUSAL = 'This link has expired.';

/** A route of each shape that refuses with a 400, or with the status its `fail` query names. */
function addRefusingRoute(app: App, url: string, errorShape?: LegacyErrorShape) {
  app.post(
    url,
    {
      config: { auth: PUBLIC_ROUTE, errorShape },
      schema: {
        tags: ['test'],
        querystring: z.object({ fail: z.enum(['refusal', 'conflict', 'crash']) }),
        body: z.object({ token: z.string() }),
      },
    },
    async (request) => {
      if (request.query.fail === 'conflict') throw new AppError('CONFLICT', 'Already there.');
      if (request.query.fail === 'crash') throw new Error('connection string leaked');
      throw new AppError('VALIDATION_FAILED', REFUSAL);
    },
  );
}

const t = useTestApp({
  beforeReady: (app) => {
    addRefusingRoute(app, '/api/test/plain');
    addRefusingRoute(app, '/api/test/login-data', 'login-data');
    addRefusingRoute(app, '/api/test/success-flag', 'success-flag');
  },
});

function post(url: string, fail: string, payload: unknown = { token: 'x' }) {
  return t.app.inject({ method: 'POST', url: `${url}?fail=${fail}`, payload: payload as object });
}

describe('errorShape', () => {
  it('answers a refusal as {message, code} without one', async () => {
    const response = await post('/api/test/plain', 'refusal');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: REFUSAL, code: 'VALIDATION_FAILED' });
  });

  it("answers a refusal in the specification's {login: false, data: {message}}", async () => {
    const response = await post('/api/test/login-data', 'refusal');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      login: false,
      data: { message: REFUSAL },
      code: 'VALIDATION_FAILED',
    });
  });

  it("answers a refusal in the specification's {success: false, message}", async () => {
    const response = await post('/api/test/success-flag', 'refusal');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: REFUSAL,
      code: 'VALIDATION_FAILED',
    });
  });

  it('keeps the usual body for validation failures, other statuses and crashes', async () => {
    const invalid = await post('/api/test/success-flag', 'refusal', {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'token' }],
    });

    const conflict = await post('/api/test/success-flag', 'conflict');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Already there.', code: 'CONFLICT' });

    const crash = await post('/api/test/login-data', 'crash');
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ message: 'Internal Server Error', code: 'INTERNAL' });
  });
});
