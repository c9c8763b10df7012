import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ADS_CONVERSION_ID_PATTERN,
  CONSENT_MAX_AGE_DAYS,
  GA4_MEASUREMENT_ID_PATTERN,
  type SiteSettings,
  type TagSettings,
} from '@studio/shared';
import { isHostName } from './lib/public-address.js';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist/client', import.meta.url));
const DEFAULT_INBOX_DIST = fileURLToPath(new URL('../../inbox/dist', import.meta.url));

function integer(min: number, max: number, fallback: number) {
  const message = `must be an integer ${min}-${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .default(fallback);
}

const directory = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((dir) => path.resolve(dir));

const serviceUrl = (scheme: RegExp, message: string) =>
  z.string().regex(scheme, message).optional();

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://onastudio.es' })
  .transform((value) => new URL(value).origin);

function commaList<T extends z.ZodType<unknown, string>>(item: T, { lowerCase = false } = {}) {
  return z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((entry) => (lowerCase ? entry.trim().toLowerCase() : entry.trim()))
        .filter(Boolean),
    )
    .pipe(z.array(item))
    .default([]);
}

/** proxy-addr's named ranges, accepted by Fastify's trustProxy beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): boolean | number | string[] => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((item) => item.trim());
    if (list.every(isAddressOrCidr)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a number of hops, or a comma list of addresses/CIDRs',
    });
    return z.NEVER;
  })
  .default(false);

/** A Google tag id: its pattern, or `off` to turn off an id that settings.json sets. */
function tagId(pattern: RegExp, example: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === 'off' || pattern.test(value), `must look like ${example}, or off`)
    .optional();
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // Unset: every interface, or only the loopback behind a proxy (TRUST_PROXY), which must
    // then be the one way in (proxyWarning).
    HOST: z.string().trim().min(1).optional(),
    PORT: integer(0, 65535, 3000),
    DATA_DIR: directory('./data'),
    DATABASE_URL: serviceUrl(
      /^postgres(ql)?:\/\//,
      'must be a postgres:// or postgresql:// URL (leave it unset for SQLite)',
    ),
    COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    REDIS_URL: serviceUrl(
      /^rediss?:\/\/[^\s]+$/,
      'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
    ),
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits or : . _ -')
      .default('studio:'),
    PUBLIC_URL: origin.optional(),
    CORS_ORIGINS: commaList(origin),
    // Host names the site answers for besides PUBLIC_URL's (else settings.json's siteUrl) and
    // loopback; any other Host is refused (plugins/host-guard.ts).
    ALLOWED_HOSTS: commaList(
      z.string().refine(isHostName, {
        error: 'must be a comma list of host names without scheme or port, e.g. www.onastudio.es',
      }),
      { lowerCase: true },
    ),
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: directory(DEFAULT_WEB_DIST),
    INBOX_DIST: directory(DEFAULT_INBOX_DIST),
    BODY_LIMIT: integer(1024, 10 * 1024 * 1024, 65_536),
    RATE_LIMIT_MAX: integer(1, 1_000_000, 300),
    CHAT_PROVIDER: z.enum(['builtin', 'openai', 'off']).default('builtin'),
    CHAT_API_KEY: z.string().optional(),
    CHAT_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    CHAT_MODEL: z.string().trim().min(1).optional(),
    CHAT_TIMEOUT_MS: integer(1000, 300_000, 20_000),
    CHAT_RATE_LIMIT_MAX: integer(1, 100_000, 20),
    LEADS_RATE_LIMIT_MAX: integer(1, 1_000_000, 5),
    HANDOVER_RATE_LIMIT_MAX: integer(1, 1_000_000, 5),
    FUNNEL_RATE_LIMIT_MAX: integer(1, 1_000_000, 30),
    // Sign-in requests and link exchanges of the inbox per client in 15 minutes.
    STUDIO_SIGN_IN_RATE_LIMIT_MAX: integer(1, 1_000_000, 10),
    SMTP_URL: serviceUrl(
      /^smtps?:\/\/[^\s]+$/,
      'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587',
    ),
    MAIL_FROM: z.string().trim().min(3).optional(),
    STUDIO_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    // Without it the inbox is off. Removing an address ends its sessions.
    STUDIO_USERS: commaList(z.email({ error: 'must be a comma list of e-mail addresses' }), {
      lowerCase: true,
    }),
    LEAD_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    LEAD_RETENTION_DAYS: integer(1, 36_500, 730),
    // Proof of consent (decision 021): the 395 days a choice holds and a year after, never less.
    CONSENT_RETENTION_DAYS: integer(CONSENT_MAX_AGE_DAYS, 36_500, 760),
    // The Google tag (decision 013): read at start, so turning it on or off needs no rebuild.
    ADS_CONVERSION_ID: tagId(ADS_CONVERSION_ID_PATTERN, 'AW-123456789/AbCdEfGh'),
    GA4_MEASUREMENT_ID: tagId(GA4_MEASUREMENT_ID_PATTERN, 'G-ABC123XYZ'),
    CONSENT_RATE_LIMIT_MAX: integer(1, 1_000_000, 20),
    // Overload: bounded admission for database writes, and @fastify/under-pressure (0 = off/auto).
    WRITE_CONCURRENCY: integer(0, 1000, 0),
    WRITE_QUEUE_MAX: integer(0, 100_000, 200),
    WRITE_QUEUE_WAIT_MS: integer(1, 60_000, 2_000),
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000, 1_000),
    PRESSURE_MAX_ELU_PERCENT: integer(0, 100, 0),
    PRESSURE_MAX_HEAP_MB: integer(0, 1_000_000, 0),
    PRESSURE_MAX_RSS_MB: integer(0, 1_000_000, 0),
    OVERLOAD_RETRY_AFTER_S: integer(1, 3_600, 5),
  })
  .superRefine((env, ctx) => {
    // REDIS_URL means several instances. Without COOKIE_SECRET each one signs request tokens
    // with the secret kept in its database: shared on PostgreSQL, but one per SQLite file, so a
    // token from one instance would be refused by the next.
    if (env.REDIS_URL && !env.COOKIE_SECRET && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['COOKIE_SECRET'],
        message:
          'must be set when REDIS_URL is set without DATABASE_URL (every instance must sign request tokens with the same secret)',
      });
    }
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.TRUST_PROXY === false ? '0.0.0.0' : '127.0.0.1'),
  }));

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty value (`PUBLIC_URL=` in an env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

export function proxyWarning(config: Pick<Config, 'HOST' | 'TRUST_PROXY'>): string | null {
  if (config.TRUST_PROXY === false || !WILDCARD_HOSTS.has(config.HOST)) return null;
  return (
    `TRUST_PROXY is set and the server listens on every interface (HOST=${config.HOST}): a client ` +
    `that reaches it without the proxy can forge X-Forwarded-For and escape the rate limits. ` +
    `Leave HOST unset (the loopback) or set it to the address only the proxy reaches.`
  );
}

/** Cookies must then be Secure. */
export function isHttpsPublicUrl(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

export function tagSettings(
  config: Pick<Config, 'ADS_CONVERSION_ID' | 'GA4_MEASUREMENT_ID'>,
  settings: Pick<SiteSettings, 'adsConversionId' | 'ga4MeasurementId'>,
): TagSettings {
  const pick = (env: string | undefined, file: string | null) =>
    env === 'off' ? null : (env ?? file);
  return {
    adsConversionId: pick(config.ADS_CONVERSION_ID, settings.adsConversionId),
    ga4MeasurementId: pick(config.GA4_MEASUREMENT_ID, settings.ga4MeasurementId),
  };
}
