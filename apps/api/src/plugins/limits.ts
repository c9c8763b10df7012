import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { isApiPath, splitUrl } from '../lib/url.js';
import { HttpError } from './errors.js';
import { pressureOptions } from './pressure.js';
import { sharedStore } from './rate-limit-store.js';

/** The API is limited per request.ip, so TRUST_PROXY decides whether X-Forwarded-For counts. */
export const limits = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(fastifyUnderPressure, pressureOptions(config));

    const redis = app.redis;
    let warned = 0;
    await app.register(fastifyRateLimit, {
      ...(redis && {
        store: sharedStore(redis, config.REDIS_KEY_PREFIX, (error) => {
          // A failing Redis would log on every request: once a minute is enough.
          if (Date.now() - warned < 60_000) return;
          warned = Date.now();
          app.log.warn({ err: error.message }, 'Rate limit: Redis failed, counting per instance');
        }),
      }),
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      allowList: (request) => !isApiPath(splitUrl(request.url)[0]),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'limits', dependencies: ['redis'] },
);
