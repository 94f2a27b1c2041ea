import { ApiErrorBodySchema, type ApiErrorBody } from '@clearcall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../plugins/auth';
import { renderLogoSvg } from './logo-svg';

/** `<SYMBOL>.svg` or `<SYMBOL>-WHITE.svg`; a name containing WHITE is a logo for dark backgrounds. */
const LOGO_FILE = /^([A-Z]{1,5})(-WHITE)?\.svg$/;

const ONE_DAY_SECONDS = 86_400;

const NOT_FOUND: ApiErrorBody = { message: 'Logo not found', code: 'NOT_FOUND' };

/** Any name is accepted here: one that is not a logo file is a 404, as for a missing file. */
const LogoParamsSchema = z.object({
  file: z.string().describe('`<SYMBOL>.svg`, or `<SYMBOL>-WHITE.svg` for dark backgrounds'),
});

/** Serves generated company logos. */
export const logosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/logos/:file',
    {
      // Logos are images requested by <img>, which cannot send a session token.
      config: { auth: PUBLIC_ROUTE },
      schema: {
        tags: ['logos'],
        summary: "A company's logo, drawn from its ticker symbol",
        params: LogoParamsSchema,
        response: {
          200: z.string().describe('The logo as image/svg+xml'),
          304: z.null().describe('The browser already has this logo (If-None-Match)'),
          404: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const match = LOGO_FILE.exec(request.params.file);
      const symbol = match?.[1];
      if (!match || !symbol) return reply.code(404).send(NOT_FOUND);
      const isWhite = match[2] !== undefined;
      // The picture depends only on the file name, which makes it a stable validator.
      const etag = `"logo-v1-${symbol}${isWhite ? '-white' : ''}"`;
      reply
        .header('cache-control', `public, max-age=${ONE_DAY_SECONDS}`)
        .header('etag', etag)
        // An SVG opened on its own is a document: forbid scripts and remote loads in it.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .send(renderLogoSvg(symbol, isWhite ? 'white' : 'color'));
    },
  );
};
