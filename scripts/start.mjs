// `npm start`: builds what changed, then runs the server with the demo configuration:
// the demo data is loaded on the first start, and the mail outbox is readable at /dev/mail.
import { buildAll } from './build.mjs';

await buildAll();

process.env.DEMO_DATA ??= 'true';
if (!process.env.SMTP_URL) process.env.MAIL_OUTBOX_API ??= 'true';

await import('../apps/server/dist/server.js');
