import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailService, type MailService } from './mail.service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Outgoing e-mail: the outbox, and SMTP when configured. */
    mail: MailService;
  }
}

/** Makes the mail service reachable as `app.mail`; waits for deliveries on shutdown. */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const mail = createMailService({ config: app.config, db: app.db, log: app.log });
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'clearcall-mail', dependencies: ['clearcall-context'] },
);
