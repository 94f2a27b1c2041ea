import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { uniqueAddress } from '../../../test/factories';
import { hasMailWithStatus } from '../../../test/mail';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../../../test/smtp';

let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
});

afterAll(async () => {
  await smtp.stop();
});

const t = useTestApp(() => ({
  env: { SMTP_URL: smtp.url, MAIL_FROM: 'Clearcall <hello@clearcall.example>' },
}));

describe('mail through SMTP', () => {
  it('a registration link reaches the SMTP server with a working sign-up link', async () => {
    const email = 'smtp-journey@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { email },
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(200);
    await t.app.mail.idle();

    const message = smtp.received.find((received) => received.to.includes(email));
    expect(message?.from).toBe('hello@clearcall.example');
    const text = decodeQuotedPrintable(message?.raw ?? '');
    const match = /Set up your account: (\S+)/.exec(text);
    const token = new URL(match?.[1] ?? 'http://invalid').searchParams.get('token') ?? '';
    expect(match?.[1]).toContain(`${t.config.publicUrl}/signUp?token=`);
    expect(await hasMailWithStatus(t.db, email, 'sent')).toBe(true);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/admin/validateinvite',
      payload: { token },
      remoteAddress: uniqueAddress(),
    });
    expect(check.json()).toEqual({
      login: true,
      data: { message: 'The invitation is valid.', email },
    });
  });
});
