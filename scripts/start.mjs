// `npm start`: builds what changed, then runs the server with the demo configuration:
// the demo data is loaded on the first start (by the demo-data loader, before the server opens
// the database), the mail outbox is readable at /dev/mail, and /metrics answers this machine.
// The server refuses this configuration on a non-loopback HOST.
import { buildAll } from './build.mjs';

await buildAll();

process.env.DEMO_DATA ??= 'true';
if (!process.env.SMTP_URL) process.env.MAIL_OUTBOX_API ??= 'true';
process.env.METRICS ??= 'true';

const { prepareDemoData } = await import('../packages/demo-data/dist/prepare.js');
await prepareDemoData();
await import('../apps/server/dist/server.js');
