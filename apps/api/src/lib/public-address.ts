import type { SiteSettings } from '@studio/shared';
import type { Config } from '../config.js';

/**
 * The site's public address, and the hosts the server answers for. Links the server writes
 * (the tracking link, the newsletter's confirm and unsubscribe links) leave with a mail to
 * whatever address a request names, so they must never be built from what the request says
 * about itself (Host, X-Forwarded-Host): a request sent straight to the server with
 * `Host: evil.example` would otherwise mail a stranger a link that hands the attacker the
 * token. They come from configuration only.
 */

/** The names this machine answers to, with any port: `npm start`, the tests, a local proxy. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The origin of every link the server writes: PUBLIC_URL, else settings.json's siteUrl. */
export function publicOrigin(
  config: Pick<Config, 'PUBLIC_URL'>,
  settings: Pick<SiteSettings, 'siteUrl'>,
): string {
  return config.PUBLIC_URL ?? new URL(settings.siteUrl).origin;
}

/**
 * The start-up warning of a production server without PUBLIC_URL (null when none is due). It
 * still starts: settings.json's siteUrl is a working address for the links, and refusing to
 * start would break a deployment that relied on it.
 */
export function publicUrlWarning(
  config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>,
  settings: Pick<SiteSettings, 'siteUrl'>,
): string | null {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL !== undefined) return null;
  const origin = publicOrigin(config, settings);
  return (
    `PUBLIC_URL is not set: links in e-mails use settings.json's siteUrl (${origin}) and only ` +
    `requests for that host or localhost are answered. Set PUBLIC_URL to the address visitors ` +
    `use, e.g. PUBLIC_URL=${origin}, and ALLOWED_HOSTS to any other host name the site answers for.`
  );
}

const HOST = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A host name as the allow-list holds it: lower-case DNS labels, IPv4, or `[IPv6]`. */
function canonicalName(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('[')) return lower;
  return lower.length <= 253 && lower.split('.').every((label) => LABEL.test(label)) ? lower : null;
}

/**
 * The host name a Host header names (`name`, `name:port`, `[v6]:port`), lower-cased without
 * its port; null for anything else (a missing header, a user-info part, a path, spaces).
 */
export function hostName(value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = HOST.exec(value);
  return match?.[1] === undefined ? null : canonicalName(match[1]);
}

/** An ALLOWED_HOSTS entry: a bare host name, without scheme or port. */
export function isHostName(value: string): boolean {
  return hostName(value) === value.toLowerCase();
}

/** Every host name the server answers for: the public address's, loopback, ALLOWED_HOSTS. */
export function allowedHosts(
  config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_HOSTS'>,
  settings: Pick<SiteSettings, 'siteUrl'>,
): Set<string> {
  return new Set([
    new URL(publicOrigin(config, settings)).hostname,
    ...LOOPBACK_HOSTS,
    ...config.ALLOWED_HOSTS,
  ]);
}
