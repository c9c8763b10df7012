import { API_PREFIX, STUDIO_PATH } from '@studio/shared';

/** An e-mail address anywhere in a text (an SMTP server's error quotes the recipient). */
const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

/** The text with every e-mail address replaced, fit for a log line or a stored error. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[e-mail]');
}

/**
 * Query parameters whose value opens something: `t` (the tracking, confirm and unsubscribe
 * links), and any name that says token, secret, password, key, code or signature.
 */
const SECRET_PARAM = /^(?:t|.*(?:token|secret|passw|key|code|sig).*)$/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * The studio's inbox and its API: what staff search for and filter by is a person's name or
 * address, so none of their query values is logged, whatever the parameter.
 */
const STAFF_PATHS = [`${API_PREFIX}/studio`, STUDIO_PATH];

function isStaffPath(path: string): boolean {
  return STAFF_PATHS.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
  );
}

/**
 * A request URL fit for a log line: the value of every secret query parameter replaced, so a
 * log reader cannot open a visitor's tracking page or confirm their subscription, and every
 * value of a staff request's (STAFF_PATHS). Names are decoded as the query parser does (`%74=`
 * is `t=`); the rest of the URL stays as it came.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const staff = isStaffPath(decodedName(url.slice(0, start)));
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      const secret = staff || SECRET_PARAM.test(decodedName(name));
      return equals !== -1 && secret ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}
