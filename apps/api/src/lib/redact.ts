import { API_PREFIX, STUDIO_PATH } from '@studio/shared';

/** An SMTP server's error quotes the recipient. */
const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[e-mail]');
}

/** `t`: the tracking, confirm and unsubscribe links' token. */
const SECRET_PARAM = /^(?:t|.*(?:token|secret|passw|key|code|sig).*)$/i;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/** What staff search for is a person's name or address: none of their query values is logged. */
const STAFF_PATHS = [`${API_PREFIX}/studio`, STUDIO_PATH];

function isStaffPath(path: string): boolean {
  return STAFF_PATHS.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
  );
}

/**
 * So a log reader cannot open a visitor's tracking page or confirm their subscription. Names are
 * decoded as the query parser does (`%74=` is `t=`).
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
