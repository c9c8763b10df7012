import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_PATH } from '@studio/shared';
import { CachedResponse, sendCached } from './lib/cached-response.js';

/**
 * Stricter than the public pages' policy: no inline style or script at all. The inbox sends no
 * Referer either: the sign-in link's token is in its address until the app exchanges it.
 */
const INBOX_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

export const inboxSite: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) {
    app.log.warn(`No inbox build at ${root}: /estudio is not served`);
    return;
  }
  const page = new CachedResponse(readFileSync(index), 'text/html; charset=utf-8');

  await app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    prefix: `${STUDIO_PATH}/assets/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-robots-tag', 'noindex, nofollow');
    },
  });

  const send = (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('content-security-policy', INBOX_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .header('content-language', 'es, ca, en');
    sendCached(request, reply, page, 'no-cache');
  };
  app.get(STUDIO_PATH, send);
  app.get(`${STUDIO_PATH}/*`, send);
};
