import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { CSRF_HEADER, GOOGLE_TAG_CSP, purposesOf, type TagSettings } from '@studio/shared';
import { isHttpsPublicUrl, type Config } from '../config.js';
import type { InlineSources } from '../site.js';

const HSTS = 'max-age=63072000; includeSubDomains';

export const NON_DOCUMENT_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const NO_TAGS: TagSettings = { adsConversionId: null, ga4MeasurementId: null };

/**
 * Only the purposes whose id is configured (decision 013). The tag is a file from Google's origin
 * that the app adds after consent: no inline script is allowed for it.
 */
export function tagSources(tags: TagSettings) {
  const sources = { scriptSrc: [], imgSrc: [], connectSrc: [], frameSrc: [] } as Record<
    keyof (typeof GOOGLE_TAG_CSP)['analytics'],
    string[]
  >;
  for (const purpose of purposesOf(tags)) {
    for (const [directive, origins] of Object.entries(GOOGLE_TAG_CSP[purpose])) {
      const list = sources[directive as keyof typeof sources];
      for (const origin of origins) if (!list.includes(origin)) list.push(origin);
    }
  }
  return sources;
}

/**
 * The pages that show everyone the same content drop Cross-Origin-Opener-Policy (site.ts,
 * decision 010): the route table, not this plugin, knows which they are.
 */
export const security = fp<{ config: Config; inlineSources?: InlineSources; tags?: TagSettings }>(
  async (app, { config, inlineSources = { styleSrc: [], scriptSrc: [] }, tags = NO_TAGS }) => {
    const google = tagSources(tags);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // Only a request that really came over HTTPS (TRUST_PROXY decides whether a proxy's
      // X-Forwarded-Proto counts) may pin the browser to HTTPS.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });

    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Inline script (it keeps taps made before the app runs) and styles: by hash only.
          scriptSrc: ["'self'", ...inlineSources.scriptSrc, ...google.scriptSrc],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", ...inlineSources.styleSrc],
          imgSrc: ["'self'", 'data:', ...google.imgSrc],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...google.connectSrc],
          ...(google.frameSrc.length > 0 ? { frameSrc: google.frameSrc } : {}),
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          ...(isHttpsPublicUrl(config) ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    });

    // A policy governs a document. What is not HTML (files, the API, errors) gets the strictest
    // one, which is also the shortest: the pages' policy names every page's style hashes. An
    // answer without a type keeps the pages' policy: a 304 has none, and its headers replace
    // those the browser stored with the page it revalidates.
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (type !== undefined && !String(type).startsWith('text/html')) {
        reply.header('content-security-policy', NON_DOCUMENT_CSP);
      }
      return payload;
    });

    if (config.CORS_ORIGINS.length > 0) {
      await app.register(fastifyCors, {
        origin: config.CORS_ORIGINS,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST'],
        allowedHeaders: ['Content-Type', CSRF_HEADER],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
        maxAge: 600,
      });
    }
  },
  { name: 'security' },
);
