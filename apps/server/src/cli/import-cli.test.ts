import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-app';
import { callText } from '../../test/call-text';
import { createCompany } from '../../test/catalog';
import { createUser } from '../../test/factories';
import { companies, stories } from '../db/schema';
import { createApiToken } from '../modules/api-tokens/api-tokens.service';
import { httpClient } from './import-client';
import { runTranscriptsImport } from './import-run';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const CLI = join(REPO_ROOT, 'apps/server/src/cli/import.ts');

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'clearcall-import-cli-'));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs the command line as an operator would, and answers its exit code and output. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, INIT_CWD: folder },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Each run starts tsx and loads the server code: seconds on a busy machine. */
const CLI_TEST_TIMEOUT_MS = 120_000;

describe('npm run import -- companies, against a running server', () => {
  const t = useTestApp();
  let url: string;
  let secret: string;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `http://127.0.0.1:${address.port}`;
    const admin = await createUser(t.db, { userType: 'Admin' });
    secret = (
      await createApiToken(t.db, { userId: admin.id, userType: 'Admin', ipAddress: null }, 'cli')
    ).secret;
  });

  it(
    'imports the file through the API, prints the counts and bad rows, exits 1 for a bad row',
    async () => {
      await writeFile(
        join(folder, 'companies.csv'),
        'name,ticker,industry\nCliford Tools,CLFT,D\nNo Ticker,,D\n',
      );
      const result = await runCli(['companies', 'companies.csv'], {
        CLEARCALL_URL: url,
        CLEARCALL_API_TOKEN: secret,
      });
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(
        'companies.csv (csv): 1 created, 0 updated, 0 unchanged, 1 with errors',
      );
      expect(result.stdout).toContain('line 3: Give the ticker');
      expect(result.code).toBe(1);
      const rows = await t.db.select().from(companies).where(eq(companies.symbol, 'CLFT'));
      expect(rows).toHaveLength(1);
    },
    CLI_TEST_TIMEOUT_MS,
  );

  it(
    'asks for a token when a server answers and none is set, and refuses a wrong one',
    async () => {
      await writeFile(join(folder, 'one.csv'), 'name,ticker\nOne,ONE\n');
      const missing = await runCli(['companies', 'one.csv'], {
        CLEARCALL_URL: url,
        CLEARCALL_API_TOKEN: '',
      });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toMatch(/set CLEARCALL_API_TOKEN/);
      const wrong = await runCli(['companies', 'one.csv'], {
        CLEARCALL_URL: url,
        CLEARCALL_API_TOKEN: 'ccat_wrong',
      });
      expect(wrong.code).toBe(1);
      expect(wrong.stdout).toMatch(/one\.csv: Your session has ended/);
    },
    CLI_TEST_TIMEOUT_MS,
  );
});

describe('transcripts, against a running server', () => {
  const t = useTestApp();
  let url: string;
  let secret: string;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    url = `http://127.0.0.1:${address.port}`;
    const admin = await createUser(t.db, { userType: 'Admin' });
    secret = (
      await createApiToken(t.db, { userId: admin.id, userType: 'Admin', ipAddress: null }, 'cli')
    ).secret;
  });

  it(
    'publishes a call, and fails an empty file with its message',
    async () => {
      const company = await createCompany(t.db);
      await writeFile(join(folder, 'call.txt'), callText(company.name, 3, 512));
      await writeFile(join(folder, 'blank.txt'), '');
      const written: string[] = [];
      const output = { write: (text: string) => written.push(text), isTTY: false };
      const client = httpClient(url, secret);
      const poll = { intervalMs: 50, timeoutMs: 60_000 };

      const published = await runTranscriptsImport(
        client,
        [join(folder, 'call.txt')],
        { ticker: company.symbol, quarter: 3, year: 2031, review: false, concurrency: 4, poll },
        output,
      );
      expect(published.outcomes[0], written.join('')).toMatchObject({ status: 'published' });
      expect(published.exitCode).toBe(0);
      const storyId = published.outcomes[0]?.storyId ?? '';
      const [story] = await t.db.select().from(stories).where(eq(stories.id, storyId));
      expect(story).toMatchObject({ companyId: company.id, quarter: 3, year: 2031 });

      const failed = await runTranscriptsImport(
        client,
        [join(folder, 'blank.txt')],
        { review: false, concurrency: 4, poll },
        output,
      );
      expect(failed.exitCode).toBe(1);
      expect(failed.outcomes[0]).toMatchObject({ status: 'failed' });
      expect(failed.outcomes[0]?.message).toMatch(/blank\.txt/);
      expect(written.join('')).toMatch(
        /Summary: 0 published, 0 needs review, 0 duplicates, 1 failed/,
      );
    },
    CLI_TEST_TIMEOUT_MS,
  );
});

type FakeJob = { file: string; polls: number };

/** A server that keeps the documented transcript-import contract, to drive the command line. */
function fakeTranscriptServer() {
  const jobs = new Map<string, FakeJob>();
  const uploads: Array<{ file: string; autoPublish: boolean; authorization: string | undefined }> =
    [];
  const body = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      request.on('end', () => resolve(text));
    });
  const server: Server = createServer((request, response) => {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    void (async () => {
      if (request.method === 'POST' && request.url === '/api/admin/transcripts') {
        const text = await body(request);
        const file = /filename="([^"]+)"/.exec(text)?.[1] ?? '';
        uploads.push({
          file,
          autoPublish: /name="autoPublish"\r\n\r\ntrue\r\n/.test(text),
          authorization: request.headers.authorization,
        });
        if (file === 'empty.txt') {
          send(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'empty.txt is empty.' });
          return;
        }
        const jobId = `00000000-0000-4000-8000-${String(jobs.size + 1).padStart(12, '0')}`;
        jobs.set(jobId, { file, polls: 0 });
        send(202, { jobId });
        return;
      }
      const match = /^\/api\/admin\/transcripts\/jobs\/([^/]+)$/.exec(request.url ?? '');
      const job = match ? jobs.get(match[1]!) : undefined;
      if (!match || !job) {
        send(404, { code: 'NOT_FOUND', message: 'No job has this id.' });
        return;
      }
      job.polls += 1;
      const common = {
        jobId: match[1],
        fileName: job.file,
        format: 'text',
        detected: null,
        warnings: [],
        createdAt: '2026-11-29T10:00:00.000Z',
        updatedAt: '2026-11-29T10:00:01.000Z',
      };
      if (job.polls < 3) {
        send(200, { ...common, status: job.polls === 1 ? 'queued' : 'running', progress: 0.5 });
        return;
      }
      const endings: Record<string, object> = {
        'good.txt': { status: 'published', progress: 1, storyId: 'story-1' },
        'review.txt': {
          status: 'needs-review',
          progress: 1,
          detected: {
            ticker: null,
            companyName: 'Unknown Co',
            companyId: null,
            quarter: 2,
            year: 2024,
            callDate: null,
            qaStartSentence: 10,
            qaStartReason: 'heading',
            speakers: [],
            uncertain: ['company'],
          },
        },
        'dup.txt': { status: 'needs-review', progress: 1, duplicateOf: 'story-0' },
        'bad.txt': {
          status: 'failed',
          progress: 1,
          error: { code: 'NOT_A_TRANSCRIPT', message: 'bad.txt is not an earnings call.' },
        },
      };
      send(200, { ...common, ...endings[job.file] });
    })();
  });
  return { server, uploads };
}

describe('transcripts, against a server that keeps the import contract', () => {
  it('uploads each file with autoPublish, follows its job, and sums up; exits 1 when one failed', async () => {
    const fake = fakeTranscriptServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const address = fake.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    try {
      const names = ['good.txt', 'review.txt', 'dup.txt', 'bad.txt', 'empty.txt'];
      for (const name of names) await writeFile(join(folder, name), `text of ${name}`);
      const written: string[] = [];
      const { outcomes, exitCode } = await runTranscriptsImport(
        httpClient(`http://127.0.0.1:${address.port}`, 'ccat_secret'),
        names.map((name) => join(folder, name)),
        { review: false, concurrency: 2, poll: { intervalMs: 5, timeoutMs: 5_000 } },
        { write: (text) => written.push(text), isTTY: false },
      );
      expect(outcomes.map((outcome) => [outcome.status, outcome.message ?? null])).toEqual([
        ['published', null],
        ['needs-review', 'not sure of company'],
        ['duplicate', 'already published as story story-0'],
        ['failed', 'bad.txt is not an earnings call.'],
        ['failed', 'empty.txt is empty.'],
      ]);
      expect(exitCode).toBe(1);
      expect(fake.uploads).toHaveLength(5);
      expect(fake.uploads.every((upload) => upload.autoPublish)).toBe(true);
      expect(fake.uploads.every((upload) => upload.authorization === 'Bearer ccat_secret')).toBe(
        true,
      );
      const output = written.join('');
      expect(output).toContain('good.txt: running\n');
      expect(output).toMatch(/\[\d\/5\] good\.txt: published \(story story-1\)/);
      expect(output).toMatch(
        /Summary: 1 published, 1 needs review, 1 duplicate, 2 failed \(5 files in/,
      );
    } finally {
      await new Promise((resolve) => fake.server.close(resolve));
    }
  });

  it('with --review, sends no autoPublish', async () => {
    const fake = fakeTranscriptServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const address = fake.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    try {
      await writeFile(join(folder, 'review.txt'), 'text');
      const { exitCode } = await runTranscriptsImport(
        httpClient(`http://127.0.0.1:${address.port}`, 'ccat_secret'),
        [join(folder, 'review.txt')],
        { review: true, concurrency: 4, poll: { intervalMs: 5, timeoutMs: 5_000 } },
        { write: () => undefined, isTTY: false },
      );
      expect(exitCode).toBe(0);
      expect(fake.uploads.map((upload) => upload.autoPublish)).toEqual([false]);
    } finally {
      await new Promise((resolve) => fake.server.close(resolve));
    }
  });
});
