import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env';
import type { Database, Transaction } from '../../db/database';
import {
  deleteOutboxTo,
  insertOutboxMessage,
  listRecentOutbox,
  markOutboxDelivery,
  type OutboxRow,
} from './mail.repository';
import type { MailContent } from './mail.templates';

/** Sends (or keeps) the product's e-mail. */
export type MailService = {
  /** Writes the message to the outbox, then hands it to SMTP when one is configured. */
  send(to: string, content: MailContent): Promise<void>;
  /** Resolves once every delivery started so far has finished (used on shutdown and in tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

type MailServiceOptions = {
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxApi'>;
  db: Database;
  log: FastifyBaseLogger;
};

/** Error text kept in the outbox: the SMTP URL may carry a password, so only the message. */
function deliveryError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/**
 * Builds the mail service from the configuration. Every message lands in mail_outbox first;
 * with SMTP_URL it is then delivered in the background, so that how long a request takes never
 * tells whether an e-mail was sent (and so whether an account exists).
 */
export function createMailService({ config, db, log }: MailServiceOptions): MailService {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, to: string, content: MailContent): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      await markOutboxDelivery(db, id, { sentAt: new Date() });
    } catch (error) {
      log.warn({ mailId: id, err: error }, 'mail delivery failed');
      await markOutboxDelivery(db, id, { error: deliveryError(error) }).catch((stored: unknown) =>
        log.error({ mailId: id, err: stored }, 'could not record the mail delivery failure'),
      );
    }
  }

  return {
    async send(to, content) {
      const id = await insertOutboxMessage(db, {
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        status: transport ? 'pending' : 'stored',
      });
      if (!transport) {
        if (config.mailOutboxApi) {
          // The demo has no mail server: the log is where a person finds their link or code.
          log.info(
            {
              mailId: id,
              to,
              subject: content.subject,
              links: content.links,
              codes: content.codes,
            },
            'mail stored in the outbox',
          );
        }
        return;
      }
      const delivery = deliver(id, to, content).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      transport?.close();
    },
  };
}

/** The newest messages of the outbox first, for the development mail page. */
export function listOutbox(db: Database, limit: number): Promise<OutboxRow[]> {
  return listRecentOutbox(db, limit);
}

/** Deletes the messages to an address, in the account deletion's transaction. */
export function deleteMailTo(tx: Transaction, to: string): Promise<void> {
  return deleteOutboxTo(tx, to);
}
