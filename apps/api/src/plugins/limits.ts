import fastifyRateLimit from '@fastify/rate-limit';
import fastifyUnderPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { isApiPath, splitUrl } from '../lib/url.js';
import { HttpError } from './errors.js';
import { pressureOptions } from './pressure.js';

/**
 * Load shedding and request limits. The API is limited per client address (request.ip, so
 * TRUST_PROXY decides whether X-Forwarded-For counts); pages and static files are not.
 * A route sets a stricter limit with `config: { rateLimit: { max, timeWindow } }`.
 */
export const limits = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(fastifyUnderPressure, pressureOptions(config));

    await app.register(fastifyRateLimit, {
      global: true,
      max: config.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      allowList: (request) => !isApiPath(splitUrl(request.url)[0]),
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'limits' },
);
