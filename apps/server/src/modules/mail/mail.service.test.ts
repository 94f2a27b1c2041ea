import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db';
import { decodeQuotedPrintable, startSmtpServer } from '../../../test/smtp';
import { mailOutbox } from '../../db/schema';
import { createMailService } from './mail.service';
import { invitationMail, passcodeMail } from './mail.templates';

let database: TestDatabase;
const silent: FastifyBaseLogger = pino({ level: 'silent' });

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const content = invitationMail({
  signUpUrl: 'https://clearcall.example/signUp?token=abc',
  firstName: 'Ann <b>',
  isAdminInvite: true,
});

describe('createMailService', () => {
  it('keeps the message in the outbox as stored without SMTP, escaping HTML', async () => {
    const mail = createMailService({
      config: { smtpUrl: undefined, mailFrom: 'Clearcall <a@b.example>', mailOutboxApi: false },
      db: database.db,
      log: silent,
    });
    await mail.send('stored@example.com', content);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'stored@example.com'));
    expect(row).toMatchObject({ status: 'stored', subject: 'You are invited to Clearcall' });
    expect(row!.text).toContain('Set up your account: https://clearcall.example/signUp?token=abc');
    expect(row!.text).toContain('Clearcall');
    expect(row!.html).toContain('href="https://clearcall.example/signUp?token=abc"');
    expect(row!.html).toContain('Ann &lt;b&gt;');
    expect(row!.html).not.toContain('Ann <b>');
  });

  it('logs links and codes of stored mail only when the outbox API is on', async () => {
    const lines: Record<string, unknown>[] = [];
    const capture = (enabled: boolean) =>
      createMailService({
        config: { smtpUrl: undefined, mailFrom: 'a@b.example', mailOutboxApi: enabled },
        db: database.db,
        log: pino(
          { level: 'info' },
          { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
        ),
      });
    await capture(false).send(
      'quiet@example.com',
      passcodeMail({ code: '123456', firstName: 'Li' }),
    );
    expect(lines).toEqual([]);
    await capture(true).send('loud@example.com', passcodeMail({ code: '654321', firstName: 'Li' }));
    await capture(true).send('loud@example.com', content);
    expect(lines.map((line) => [line.to, line.codes, line.links])).toEqual([
      ['loud@example.com', ['654321'], []],
      ['loud@example.com', [], ['https://clearcall.example/signUp?token=abc']],
    ]);
  });

  it('delivers through SMTP with text and HTML, and marks the outbox row sent', async () => {
    const smtp = await startSmtpServer();
    const mail = createMailService({
      config: {
        smtpUrl: smtp.url,
        mailFrom: 'Clearcall <no-reply@clearcall.example>',
        mailOutboxApi: true,
      },
      db: database.db,
      log: silent,
    });
    try {
      await mail.send('smtp-reader@example.com', content);
      await mail.idle();
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.from).toBe('no-reply@clearcall.example');
      expect(message!.to).toEqual(['smtp-reader@example.com']);
      expect(message!.raw).toContain('Subject: You are invited to Clearcall');
      expect(message!.raw).toContain('text/plain');
      expect(message!.raw).toContain('text/html');
      expect(decodeQuotedPrintable(message!.raw)).toContain(
        'Set up your account: https://clearcall.example/signUp?token=abc',
      );
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'smtp-reader@example.com'));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
    } finally {
      await mail.close();
      await smtp.stop();
    }
  });

  it('records a failed delivery without failing the caller', async () => {
    const smtp = await startSmtpServer();
    await smtp.stop();
    const mail = createMailService({
      config: { smtpUrl: smtp.url, mailFrom: 'a@b.example', mailOutboxApi: false },
      db: database.db,
      log: silent,
    });
    await mail.send('unreachable@example.com', content);
    await mail.close();
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'unreachable@example.com'));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
  });
});
