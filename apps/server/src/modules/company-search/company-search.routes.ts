import {
  ApiErrorBodySchema,
  CompanySearchParamsSchema,
  CompanySearchResponseSchema,
} from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoute } from '../../plugins/auth';
import { searchCompanies } from './company-search.service';

/** The header's company search. */
export const companySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/company/:searchText',
    {
      config: { auth: sessionRoute() },
      schema: {
        tags: ['companies'],
        summary: 'Search companies by name or ticker symbol (typeahead, at most 10)',
        params: CompanySearchParamsSchema,
        response: {
          200: CompanySearchResponseSchema,
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
        },
      },
    },
    async (request) => ({ data: await searchCompanies(app.db, request.params.searchText) }),
  );
};
