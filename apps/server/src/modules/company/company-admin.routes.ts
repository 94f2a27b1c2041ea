import {
  AdminCompaniesQuerySchema,
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  CompanyImportResultSchema,
  CompanyInputSchema,
} from '@clearcall/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { AppError } from '../../lib/errors';
import { sessionRoute, sessionUser } from '../../plugins/auth';
import { isMultipart, readUpload } from '../../plugins/uploads';
import {
  createOrUpdateCompany,
  importCompanies,
  listAdminCompanies,
  type CompanyActor,
} from './company-admin.service';

const ADMIN_ONLY = sessionRoute({ role: 'Admin' });
const ERRORS = errorResponses(400, 401, 403);

function actorOf(request: FastifyRequest): CompanyActor {
  return { userId: sessionUser(request).userId, ipAddress: request.ip };
}

/** The admin's companies: add or update one, import a list, and list them. */
export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/companies',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin', 'companies'],
        summary:
          'Companies by name (at most 500): matching a name, ticker or alias, or unclassified',
        querystring: AdminCompaniesQuerySchema,
        response: { 200: AdminCompaniesResponseSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await listAdminCompanies(app.db, request.query) }),
  );

  app.post(
    '/api/admin/companies',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin', 'companies'],
        summary: 'Add a company, or update the one with the same CIK (else the same ticker)',
        body: CompanyInputSchema,
        response: {
          200: AdminCompanyResponseSchema,
          201: AdminCompanyResponseSchema,
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const result = await createOrUpdateCompany(app.db, request.body, actorOf(request));
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/admin/companies/import',
    {
      config: { auth: ADMIN_ONLY },
      schema: {
        tags: ['admin', 'companies'],
        summary:
          "Import companies from a CSV file or the SEC's company_tickers.json (field `file`)",
        consumes: ['multipart/form-data'],
        response: {
          200: CompanyImportResultSchema,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      if (!isMultipart(request)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the company list as multipart/form-data, in the field named "file".',
        );
      }
      const { file } = await readUpload(request);
      if (!file) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the company list in the field named "file".',
        );
      }
      return importCompanies(app.db, file, actorOf(request));
    },
  );
};
