import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogoIndexSchema } from '@studio/shared';
import { CachedResponse, CONTENT_CACHE_CONTROL, sendCached } from '../lib/cached-response.js';

function listLogos(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .filter((name) => LogoIndexSchema.element.safeParse(name).success)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export const logoRoutes: FastifyPluginAsyncZod<{ webDist: string }> = async (app, { webDist }) => {
  const index = CachedResponse.json(listLogos(path.join(webDist, 'logos')));
  app.get(
    '/logos/index.json',
    { schema: { response: { 200: LogoIndexSchema } } },
    (request, reply) => sendCached(request, reply, index, CONTENT_CACHE_CONTROL),
  );
};
