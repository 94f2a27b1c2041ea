import multipart from '@fastify/multipart';
import { IMPORT_MAX_BYTES } from '@clearcall/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** One uploaded file, read whole: uploads are bounded by IMPORT_MAX_BYTES. */
export type UploadedFile = { bytes: Buffer; fileName: string; contentType: string };

/** A multipart request's one file (the `file` field) and its text fields. */
export type Upload = { file: UploadedFile | null; fields: Record<string, string> };

/** Text fields beside the file: a few short hints, never a document. */
const FIELD_LIMITS = { fields: 20, fieldSize: 10_000, parts: 24 } as const;

/**
 * Parses `multipart/form-data` bodies for the upload routes. A file over IMPORT_MAX_BYTES fails
 * with 413 PAYLOAD_TOO_LARGE while it streams in, so a large upload is never held whole.
 */
export const uploadsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, ...FIELD_LIMITS },
    });
  },
  { name: 'clearcall-uploads' },
);

/** Whether the request carries a multipart body (an upload) rather than JSON. */
export function isMultipart(request: FastifyRequest): boolean {
  return request.isMultipart();
}

/**
 * Reads an upload of at most one file, named `file`, and its text fields. A second file, or a
 * file under another name, is refused with 400 rather than silently dropped.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file !== null) {
          throw new AppError('VALIDATION_FAILED', 'Send one file, in the field named "file".', {
            issues: [{ path: part.fieldname, message: 'Send one file, named "file".' }],
          });
        }
        file = {
          bytes: await part.toBuffer(),
          fileName: part.filename,
          contentType: part.mimetype,
        };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isTooLarge(error)) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is larger than the ${IMPORT_MAX_BYTES / (1024 * 1024)} MB an upload may be.`,
      );
    }
    throw error;
  }
  return { file, fields };
}

function isTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    (error as { statusCode: unknown }).statusCode === 413
  );
}
