import type { SiteSettings } from '@studio/shared';
import type { Config } from '../config.js';

// Links the server writes leave with a mail to whatever address a request names, so they must
// never be built from what the request says about itself (Host, X-Forwarded-Host): a request
// with `Host: evil.example` would otherwise mail a stranger a link that hands the attacker the
// token. They come from configuration only.

/** `npm start`, the tests, a local proxy. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

export function publicOrigin(
  config: Pick<Config, 'PUBLIC_URL'>,
  settings: Pick<SiteSettings, 'siteUrl'>,
): string {
  return config.PUBLIC_URL ?? new URL(settings.siteUrl).origin;
}

/**
 * A warning, not a refusal to start: settings.json's siteUrl is a working address for the
 * links, and refusing would break a deployment that relied on it.
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

function canonicalName(name: string): string | null {
  const lower = name.toLowerCase();
  if (lower.startsWith('[')) return lower;
  return lower.length <= 253 && lower.split('.').every((label) => LABEL.test(label)) ? lower : null;
}

/** Null for anything but `name`, `name:port`, `[v6]:port` (a user-info part, a path, spaces). */
export function hostName(value: string | undefined): string | null {
  if (value === undefined) return null;
  const match = HOST.exec(value);
  return match?.[1] === undefined ? null : canonicalName(match[1]);
}

export function isHostName(value: string): boolean {
  return hostName(value) === value.toLowerCase();
}

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
