import type { ApiErrorBody } from '@clearcall/contracts';
import type { FastifyInstance } from 'fastify';
import { renderLogoSvg } from './logo-svg';

/** `<SYMBOL>.svg` or `<SYMBOL>-WHITE.svg`; a name containing WHITE is a logo for dark backgrounds. */
const LOGO_FILE = /^([A-Z]{1,5})(-WHITE)?\.svg$/;

const ONE_DAY_SECONDS = 86_400;

const NOT_FOUND: ApiErrorBody = { message: 'Logo not found', code: 'NOT_FOUND' };

/** Serves generated company logos at GET /api/logos/:file. */
export default async function logosRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/api/logos/:file', async (request, reply) => {
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
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .type('image/svg+xml; charset=utf-8')
      .send(renderLogoSvg(symbol, isWhite ? 'white' : 'color'));
  });
}
