import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@studio/shared';
import { isApiPath, splitUrl } from '../lib/url.js';
import { sendNotFoundPage, type Site } from '../site.js';

/** Its message is meant for the client, whatever the status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor() {
    super(503, 'Service unavailable, try again shortly');
  }
}

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status <= 599 ? status : 500;
}

/** `/email` -> `email`, `/items/0/name` -> `items.0.name`; the whole body -> `general`. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || 'general';
}

/** 5xx answers never show internals: they are logged with the request id. */
export const errors = fp<{ site: Site | null }>(
  async (app, { site }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      reply.header('cache-control', 'no-store');
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          fields[fieldOf(issue.instancePath)] ??= issue.message ?? 'Invalid value';
        }
        return reply
          .code(400)
          .send({ error: 'Invalid request', errors: fields } satisfies ApiError);
      }
      const status = statusOf(error);
      if (status >= 500 && !(error instanceof HttpError)) {
        request.log.error({ err: error }, 'Request failed');
        return reply
          .code(status)
          .send({ error: 'Internal server error', requestId: request.id } satisfies ApiError);
      }
      return reply.code(status).send({ error: error.message } satisfies ApiError);
    });

    // Unknown API paths count against the rate limit too, so they cannot be probed for free.
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const [pathname] = splitUrl(request.url);
      if (isApiPath(pathname)) reply.code(404).send({ error: 'Not found' } satisfies ApiError);
      else sendNotFoundPage(request, reply, site);
    });
  },
  { name: 'errors', dependencies: ['@fastify/rate-limit'] },
);
