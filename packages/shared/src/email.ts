/**
 * The one rule for an e-mail address, everywhere. Mail software reads far more than
 * `local@domain` as an address (`Name <a@b>`, `group: a@b;`, `"quoted"@b`, `a@b (comment)`): a
 * looser pattern lets through text stored as one string from which the mailer parses another
 * address, one the records and an erasure never know of. Only a bare `local@domain` passes, and
 * what is returned is exactly what is stored, sent to and erased.
 */

/** The longest path SMTP carries, less `<>`. */
export const EMAIL_MAX_LENGTH = 254;

/** No `%` or `!`: old relays read them as a route to another host (`victim%evil.com@relay`). */
const LOCAL_PART = /^[A-Za-z0-9#$&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9#$&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** No top-level domain is numeric. */
const TOP_LABEL = /^[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;
const ASCII = /^[\x21-\x7e]*$/;

/** In punycode, as a mail server gets it, so the address is stored, sent to and erased alike. */
function asciiDomain(domain: string): string | null {
  if (ASCII.test(domain)) return domain;
  if (!UNICODE_DOMAIN.test(domain)) return null;
  try {
    // The URL parser applies IDNA (UTS 46) in browsers and Node alike.
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

/** Callers trim first. */
export function parseEmailAddress(value: string): string | null {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return null;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return null;
  const local = value.slice(0, at);
  if (!LOCAL_PART.test(local)) return null;
  const domain = asciiDomain(value.slice(at + 1));
  if (domain === null) return null;
  const labels = domain.split('.');
  const top = labels.pop() ?? '';
  if (labels.length === 0 || !TOP_LABEL.test(top) || !labels.every((label) => LABEL.test(label)))
    return null;
  const address = `${local}@${domain}`;
  return address.length <= EMAIL_MAX_LENGTH ? address : null;
}
