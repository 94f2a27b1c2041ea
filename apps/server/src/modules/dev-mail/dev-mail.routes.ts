import { DevMailListResponseSchema } from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { listOutbox } from '../mail/mail.service';

/** The development mail list shows at most this many messages. */
const DEV_MAIL_LIMIT = 100;

/**
 * The outbox as JSON, so a demo without a mail server can finish every mail journey. Only
 * registered when MAIL_OUTBOX_API is on and there is no SMTP_URL: elsewhere it does not exist.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.mailOutboxApi || app.config.smtpUrl) return;

  app.get(
    '/api/dev/mail',
    {
      config: { auth: PUBLIC_ROUTE },
      schema: {
        tags: ['development'],
        summary: 'List the newest messages of the mail outbox (demo configuration only)',
        response: { 200: DevMailListResponseSchema },
      },
    },
    async () => {
      const rows = await listOutbox(app.db, DEV_MAIL_LIMIT);
      return {
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
