import { describe, expect, it } from 'vitest';
import { checkHandoverContact } from './chat-handover-client.js';
import { EMAIL_MAX_LENGTH, parseEmailAddress } from './email.js';
import { checkLeadEmail, validateLead } from './lead.js';

/**
 * Text mail software reads as an address elsewhere than where it seems to point: each one was
 * stored as typed while nodemailer mailed the address inside it (victim@evil.com), so the
 * studio's records, and an erasure request, never matched who got the mail.
 */
const HOSTILE = [
  '<victim@evil.com>x.y',
  'g:victim@evil.com;',
  'Ana <victim@evil.com>',
  '"Ana" <victim@evil.com>',
  'victim@evil.com (ana@example.com)',
  '(comment)victim@evil.com',
  '"victim@evil.com"@example.com',
  '"a b"@example.com',
  'victim@evil.com, ana@example.com',
  'victim@evil.com,ana@example.com',
  'ana@example.com;victim@evil.com',
  'ana@example.com\r\nBcc: victim@evil.com',
  'ana@example.com\nvictim@evil.com',
  'ana@exam\tple.com',
  'ana@example.com\u0000',
  'ana\u0007@example.com',
  'ana @example.com',
  'victim@evil.com@example.com',
  'ana@[127.0.0.1]',
  'ana@[IPv6:::1]',
  'victim%evil.com@example.com',
  'evil.com!victim@example.com',
  'ana@example.com.',
  '.ana@example.com',
  'ana.@example.com',
  'an..a@example.com',
  'ana@-example.com',
  'ana@example-.com',
  'ana@exa_mple.com',
  'ana@example..com',
  'ana@example',
  'ana@example.c',
  'ana@127.0.0.1',
  'ana@example.123',
  'ana@ex/ample.com',
  'ana@example.com/x',
  'ana@example.com?x',
  'ana@example.com#x',
  'ana@example.com:25',
  'ana\\@example.com',
  'josé@example.com',
  `ana@${'a'.repeat(64)}.com`,
  `${'a'.repeat(245)}@example.com`,
  '',
  '@example.com',
  'ana@',
];

describe('parseEmailAddress', () => {
  it('accepts a bare local@domain and answers it unchanged', () => {
    for (const address of [
      'ana@example.com',
      'Ana.Puig@Example.COM',
      'ana.puig+web@example.co.uk',
      "o'brien@example.ie",
      'a_b-c@sub-domain.example.cat',
      '1@2.example.es',
      "#$&'*+/=?^_`{|}~-@example.com",
      'ana@xn--caf-8la.cat',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
    ]) {
      expect(parseEmailAddress(address), address).toBe(address);
    }
  });

  it.each(HOSTILE)('refuses %j', (value) => {
    expect(parseEmailAddress(value)).toBeNull();
  });

  it('keeps the limit of 254 characters', () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.com`;
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(parseEmailAddress(longest)).toBe(longest);
    expect(parseEmailAddress(`a${longest}`)).toBeNull();
  });

  it('turns an internationalised domain into the punycode it is stored, mailed and erased as', () => {
    expect(parseEmailAddress('ana@cafè.cat')).toBe('ana@xn--caf-8la.cat');
    expect(parseEmailAddress('ana@España.es')).toBe('ana@xn--espaa-rta.es');
    expect(parseEmailAddress('ana@xn--espaa-rta.es')).toBe('ana@xn--espaa-rta.es');
    // Only letters, marks, digits, dots and hyphens go to the IDNA step: no ideographic full
    // stop, no bidi control, nothing that maps to a separator or an IP address.
    for (const value of ['ana@café。cat', 'ana@caf\u202eé.cat', 'ana@１２７.０.０.１', 'ana@é']) {
      expect(parseEmailAddress(value), value).toBeNull();
    }
  });
});

describe('the forms run the rule', () => {
  const personal = {
    project_type: 'web-personal',
    web_purpose: 'portfolio',
    name: 'Ana',
    consent: true,
  };

  it.each(HOSTILE)('the quote form and the hand-over refuse %j', (value) => {
    expect(checkLeadEmail(value).error).toBe('lead.errors.email');
    const lead = validateLead({ ...personal, email: value });
    expect(lead.ok ? {} : lead.errors).toEqual({ email: 'lead.errors.email' });
    const handover = checkHandoverContact({ email: value, consent: true });
    expect(handover.ok ? {} : handover.errors).toEqual({ email: 'lead.errors.email' });
  });

  it('store the address the rule answers: trimmed, the domain in punycode', () => {
    expect(checkLeadEmail('  Ana@Example.com ')).toEqual({ value: 'Ana@Example.com' });
    expect(checkLeadEmail('ana@cafè.cat')).toEqual({ value: 'ana@xn--caf-8la.cat' });
    const lead = validateLead({ ...personal, email: 'ana@cafè.cat' });
    expect(lead.ok && lead.lead.email).toBe('ana@xn--caf-8la.cat');
  });
});
