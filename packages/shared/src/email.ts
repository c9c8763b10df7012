/**
 * The one rule for an e-mail address, run by the quote form, the chat's hand-over, the
 * newsletter, the API and the mailer. Mail software reads far more than `local@domain` as an
 * address: `Name <a@b>`, `group: a@b;`, `"quoted"@b`, `a@b (comment)`. A looser pattern let
 * text through that the database stored as one string while the mailer parsed another address
 * out of it, so the mail reached someone the studio's records (and an erasure request) never
 * knew of. Here an address is only a bare `local@domain`, and what this returns is exactly
 * what is stored, sent to and erased.
 */

/** The longest address accepted, in characters (the longest path SMTP carries, less `<>`). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A dot-atom of ASCII atext: no quotes, brackets, commas, colons, spaces or controls. Nor `%`
 * and `!`, which old relays still read as a route to another host (`victim%evil.com@relay`).
 */
const LOCAL_PART = /^[A-Za-z0-9#$&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9#$&'*+/=?^_`{|}~-]+)*$/;
/** A DNS label: letters, digits and inner hyphens, 1-63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** The last label starts with a letter (no top-level domain is numeric), 2-63 characters. */
const TOP_LABEL = /^[A-Za-z][A-Za-z0-9-]{0,61}[A-Za-z0-9]$/;
/** What an internationalised domain may be typed with before it becomes ASCII. */
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;
const ASCII = /^[\x21-\x7e]*$/;

/**
 * The domain in its ASCII form, or null. An internationalised domain (`cafè.cat`) becomes its
 * punycode (`xn--caf-8la.cat`), the form a mail server is given anyway: the address is stored,
 * sent to and erased in that form, so the three always agree.
 */
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

/**
 * The address when `value` is a bare `local@domain`, else null: one `@`; a local part of
 * ASCII letters, digits and `#$&'*+/=?^_\`{|}~-` in dot-separated runs; a domain of two or
 * more labels of letters, digits and inner hyphens (an internationalised one in its punycode
 * form); at most 254 characters. No display name, angle brackets, group, quotes, comment,
 * space or control character. Surrounding spaces are not trimmed here: callers trim first.
 */
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
