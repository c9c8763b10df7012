import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CsrfResponseSchema } from '@studio/shared';

export const csrfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/csrf',
    { schema: { response: { 200: CsrfResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { csrfToken: reply.generateCsrf() };
    },
  );
};
