import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Content } from '@studio/content';
import { CONTENT_LIST_NAMES, CONTENT_LISTS, DEFAULT_LANG, LANGS, type Lang } from '@studio/shared';
import { CachedResponse, CONTENT_CACHE_CONTROL, sendCached } from '../lib/cached-response.js';

const LangQuerySchema = z.object({ lang: z.enum(LANGS).default(DEFAULT_LANG) });

export const contentRoutes: FastifyPluginAsyncZod<{ content: Content }> = async (
  app,
  { content },
) => {
  for (const name of CONTENT_LIST_NAMES) {
    const bodies = Object.fromEntries(
      LANGS.map((lang) => [lang, CachedResponse.json(content.lists[lang][name])]),
    ) as Record<Lang, CachedResponse>;
    app.get(
      `/${name}`,
      { schema: { querystring: LangQuerySchema, response: { 200: CONTENT_LISTS[name] } } },
      (request, reply) =>
        sendCached(request, reply, bodies[request.query.lang], CONTENT_CACHE_CONTROL),
    );
  }
};
