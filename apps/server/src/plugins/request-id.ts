import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Echoes the request id (a UUID from `genReqId`, also on every log line as `reqId`) so that a
 * user's report can be matched with the server logs.
 */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'clearcall-request-id' },
);
