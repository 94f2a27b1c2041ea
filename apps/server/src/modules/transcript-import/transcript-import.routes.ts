import {
  IMPORT_MAX_BYTES,
  ImportAcceptedResponseSchema,
  ImportHintsSchema,
  ImportJobParamsSchema,
  ImportJobSchema,
  ImportJobsResponseSchema,
  ImportTextBodySchema,
  PublishImportBodySchema,
  StoryIdParamsSchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { isMultipart, readUpload } from '../../plugins/uploads';
import { runPublishJob, runReadJob, type JobDeps } from './transcript-import.jobs';
import {
  acceptImport,
  getImportJob,
  listImportJobs,
  publishImportJob,
  PUBLISH_JOB,
  READ_JOB,
  reprocessStory,
  type Actor,
  type ImportInput,
} from './transcript-import.service';

const ADMIN_ONLY = sessionRoute({ role: 'Admin' });
const ERRORS = errorResponses(400, 401, 403, 404);
/** Room for a 20 MB file or text and its form fields or JSON quoting. */
const UPLOAD_BODY_LIMIT = IMPORT_MAX_BYTES + 1024 * 1024;
/** Uploads and publications per admin address: a batch of files, never a flood. */
const UPLOAD_IP_LIMIT = { max: 120, timeWindow: 60_000 };
const PUBLISH_IP_LIMIT = { max: 60, timeWindow: 60_000 };

function actorOf(request: FastifyRequest): Actor {
  return { userId: sessionUser(request).userId, ipAddress: request.ip };
}

/** A zod failure as the contract's 400, each issue at its field. */
function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'VALIDATION_FAILED',
    issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '),
    { issues },
  );
}

/** The upload's bytes and hints, from a multipart form or a JSON body of pasted text. */
async function importInputOf(request: FastifyRequest): Promise<ImportInput> {
  if (isMultipart(request)) {
    const { file, fields } = await readUpload(request);
    if (!file) {
      throw new AppError('VALIDATION_FAILED', 'Send the transcript in the field named "file".', {
        issues: [{ path: 'file', message: 'Send one file, named "file".' }],
      });
    }
    return {
      bytes: file.bytes,
      fileName: file.fileName || null,
      contentType: file.contentType || null,
      hints: parseOr400(ImportHintsSchema, fields),
    };
  }
  const body = parseOr400(ImportTextBodySchema, request.body ?? {});
  const { text, fileName, ...hints } = body;
  return {
    bytes: Buffer.from(text, 'utf8'),
    fileName: fileName ?? null,
    contentType: null,
    hints,
  };
}

/** The transcript import: uploads, their jobs, publishing after review, and reprocessing. */
export const transcriptImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): JobDeps => ({ db: app.db, jobs: app.jobs, engine: app.engine, log: app.log });

  await app.jobs.work(READ_JOB, ({ importJobId }) => runReadJob(deps(), importJobId));
  await app.jobs.work(PUBLISH_JOB, (data) => runPublishJob(deps(), data));

  app.post(
    '/api/admin/transcripts',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { auth: ADMIN_ONLY, rateLimit: UPLOAD_IP_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Import a transcript (multipart `file` or JSON text); answers at once',
        response: {
          202: ImportAcceptedResponseSchema,
          ...ERRORS,
          ...errorResponses(413, 415),
        },
      },
    },
    async (request, reply) => {
      const input = await importInputOf(request);
      return reply.status(202).send(await acceptImport(deps(), input, actorOf(request)));
    },
  );

  app.get(
    '/api/admin/transcripts/jobs',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'The recent import jobs, newest first',
        response: { 200: ImportJobsResponseSchema, ...ERRORS },
      },
    },
    async () => ({ data: await listImportJobs(app.db) }),
  );

  app.get(
    '/api/admin/transcripts/jobs/:jobId',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin'],
        summary: 'One import job: status, progress, what was detected, the parsed sentences',
        params: ImportJobParamsSchema,
        response: { 200: ImportJobSchema, ...ERRORS },
      },
    },
    async (request) => getImportJob(app.db, request.params.jobId),
  );

  app.post(
    '/api/admin/transcripts/jobs/:jobId/publish',
    {
      config: { auth: ADMIN_ONLY, rateLimit: PUBLISH_IP_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Publish an import waiting for review, with corrections',
        params: ImportJobParamsSchema,
        body: PublishImportBodySchema,
        response: { 202: ImportAcceptedResponseSchema, ...ERRORS, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(await publishImportJob(deps(), request.params.jobId, request.body, actorOf(request))),
  );

  app.post(
    '/api/admin/stories/:id/reprocess',
    {
      config: { auth: ADMIN_ONLY, rateLimit: PUBLISH_IP_LIMIT },
      schema: {
        tags: ['admin'],
        summary: 'Run a published call through the pipeline again',
        params: StoryIdParamsSchema,
        response: { 202: ImportAcceptedResponseSchema, ...ERRORS },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await reprocessStory(deps(), request.params.id, actorOf(request))),
  );
};
