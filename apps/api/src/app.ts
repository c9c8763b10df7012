import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { loadContent } from '@studio/content';
import { API_PREFIX, CSRF_HEADER } from '@studio/shared';
import { proxyWarning, tagSettings, type Config } from './config.js';
import { createDatabase, getOrCreateMeta } from './db/index.js';
import { describeError } from './lib/describe-error.js';
import { publicUrlWarning } from './lib/public-address.js';
import { AfterReply } from './lib/after-reply.js';
import { redactUrl } from './lib/redact.js';
import { csrfGuard } from './plugins/csrf-guard.js';
import { database } from './plugins/database.js';
import { errors } from './plugins/errors.js';
import { hostGuard } from './plugins/host-guard.js';
import { limits } from './plugins/limits.js';
import { mailStudio } from './outbox/mail-copy.js';
import { outbox } from './plugins/outbox.js';
import { redis } from './plugins/redis.js';
import { security } from './plugins/security.js';
import { writeGate } from './plugins/write-gate.js';
import { apiRoutes } from './routes/index.js';
import { logoRoutes } from './routes/logos.js';
import { loadSite, siteRoutes } from './site.js';
import { inboxSite } from './inbox-site.js';
import { trackingTokens } from './leads/tracking-token.js';
import { createChatProvider } from './chat/provider.js';
import { chatSigningKey } from './chat/conversation-signature.js';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildOptions {
  contentDir?: string;
  /** 0 lets tests drive the outbox. */
  outboxPollMs?: number;
  /** The outbox's clock: tests move it forward to reach retries. */
  now?: () => Date;
  logStream?: { write(line: string): void };
}

/** At `info` every request is logged, and a tracking link's token in a log would open it. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's types omit the hop count it accepts, so hops become the equivalent function. */
function trustProxy(value: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Not yet listening: tests build it and may add routes before `listen()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const content = loadContent(options.contentDir);
  const studio = mailStudio(content);

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          `req.headers["${CSRF_HEADER}"]`,
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    // A client-chosen request id could forge log lines: always make our own.
    requestIdHeader: false,
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT,
    requestTimeout: 30_000,
  }).withTypeProvider<ZodTypeProvider>();

  for (const warning of [publicUrlWarning(config, content.settings), proxyWarning(config)]) {
    if (warning) app.log.warn(warning);
  }

  // close() waits for every open socket: once it starts, each answer ends its keep-alive
  // connection, so a client that just got its response cannot hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API reads; any other type answers 415.
  app.removeContentTypeParser('text/plain');

  const handle = await createDatabase(config, {
    onPoolError: (error) => app.log.error({ err: error }, 'PostgreSQL connection lost'),
  }).catch((error: unknown) => {
    throw new Error(`Cannot open the database: ${describeError(error)}`, { cause: error });
  });
  try {
    await app.register(database, { handle });
    await app.register(outbox, {
      config,
      settings: content.settings,
      studio,
      pollMs: options.outboxPollMs,
      now: options.now,
    });
    const cookieSecret =
      config.COOKIE_SECRET ??
      (await getOrCreateMeta(handle.db, 'cookie_secret', () =>
        randomBytes(32).toString('base64url'),
      ));
    app.decorate('trackingTokens', trackingTokens(config.COOKIE_SECRET));
    app.decorate('afterReply', new AfterReply());
    app.addHook('onClose', () => app.afterReply.settled());
    const tags = tagSettings(config, content.settings);
    const site = loadSite(config.WEB_DIST, app.log, tags);
    // Indexing the built pages keeps the event loop busy for a moment: done before the overload
    // guard starts measuring it, so a new server does not shed its first requests.
    const chat = createChatProvider(config, content, app.log);

    await app.register(security, { config, inlineSources: site?.inlineSources, tags });
    await app.register(hostGuard, { config, settings: content.settings });
    await app.register(redis, { config });
    await app.register(limits, { config });
    await app.register(writeGate, { config, dialect: handle.dialect });
    await app.register(csrfGuard, { config, cookieSecret });
    await app.register(errors, { site });

    await app.register(apiRoutes, {
      prefix: API_PREFIX,
      content,
      studio,
      config,
      tags,
      chat,
      chatSigningKey: chatSigningKey(cookieSecret),
    });
    await app.register(logoRoutes, { webDist: config.WEB_DIST });
    await app.register(inboxSite, { root: config.INBOX_DIST });
    if (site) await app.register(siteRoutes, { site });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return app;
}
