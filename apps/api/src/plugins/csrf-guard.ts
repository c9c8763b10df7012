import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, CSRF_HEADER } from '@studio/shared';
import { isHttpsPublicUrl, type Config } from '../config.js';
import { splitUrl } from '../lib/url.js';
import { HttpError } from './errors.js';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function toOrigin(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function sourceOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (origin !== undefined) return toOrigin(origin);
  return referer === undefined ? null : toOrigin(referer);
}

/**
 * The request's own host counts as the site's: the host guard (host-guard.ts) refused every
 * other before this runs, so a client cannot make its Origin "own" by naming its own host.
 */
export function allowedOrigin(config: Pick<Config, 'PUBLIC_URL' | 'CORS_ORIGINS'>) {
  const trusted = new Set(
    [config.PUBLIC_URL, ...config.CORS_ORIGINS].filter((origin) => origin !== undefined),
  );
  return (request: FastifyRequest, origin: string | null): boolean =>
    origin !== null &&
    (origin === toOrigin(`${request.protocol}://${request.host}`) || trusted.has(origin));
}

function isGuarded(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  // The matched route's pattern is checked too, so an encoded path cannot slip past.
  const paths = [splitUrl(request.url)[0], request.routeOptions.url ?? ''];
  return paths.some((path) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`));
}

/** A root hook, so it covers every route, including ones registered later. */
export const csrfGuard = fp<{ config: Config; cookieSecret: string }>(
  async (app, { config, cookieSecret }) => {
    await app.register(fastifyCookie, { secret: cookieSecret });
    await app.register(fastifyCsrf, {
      sessionPlugin: '@fastify/cookie',
      cookieOpts: {
        path: '/',
        sameSite: 'lax',
        httpOnly: true,
        signed: true,
        secure: isHttpsPublicUrl(config) || 'auto',
      },
      getToken: (request) => {
        const token = request.headers[CSRF_HEADER];
        return typeof token === 'string' ? token : undefined;
      },
    });

    const allowed = allowedOrigin(config);

    app.addHook('onRequest', (request, reply, done) => {
      if (!isGuarded(request)) return done();
      if (!allowed(request, sourceOrigin(request))) {
        return done(new HttpError(403, 'Origin not allowed'));
      }
      app.csrfProtection(request, reply, done);
    });
  },
  { name: 'csrf-guard' },
);
