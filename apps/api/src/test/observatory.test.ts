import { describe, expect, it } from 'vitest';
import { observatoryScore } from './observatory.js';

const GOOD = {
  'content-security-policy':
    "default-src 'self';script-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'self'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};
const COOKIE = ['_csrf=abc; Path=/; HttpOnly; Secure; SameSite=Lax'];

function score(headers: Record<string, string | undefined>, cookies = COOKIE, https = true) {
  const defined = Object.entries(headers).filter((entry): entry is [string, string] => !!entry[1]);
  return observatoryScore(new Headers(defined), cookies, https);
}

describe('the Observatory scorer', () => {
  it('gives 115 (A+) to the header set the server sends', () => {
    expect(score(GOOD)).toMatchObject({ score: 115, grade: 'A+' });
  });

  it('gives the default-src none bonus', () => {
    const csp = GOOD['content-security-policy'].replace("default-src 'self'", "default-src 'none'");
    expect(score({ ...GOOD, 'content-security-policy': csp }).score).toBe(125);
  });

  it.each([
    ['no CSP (-25, and no frame protection: -20)', { 'content-security-policy': undefined }, 55],
    [
      'unsafe-inline scripts (-20, bonuses lost)',
      {
        'content-security-policy':
          "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      },
      80,
    ],
    [
      'unsafe-eval scripts (-10)',
      {
        'content-security-policy':
          "default-src 'self'; script-src 'self' 'unsafe-eval'; frame-ancestors 'none'",
      },
      90 + 15,
    ],
    ['no HSTS (-20)', { 'strict-transport-security': undefined }, 80],
    ['a short HSTS (-10)', { 'strict-transport-security': 'max-age=300' }, 90 + 15],
    ['no nosniff (-5)', { 'x-content-type-options': undefined }, 95 + 15],
    ['an unsafe referrer policy (-5)', { 'referrer-policy': 'unsafe-url' }, 95 + 10],
  ])('takes points for %s', (_what, change, expected) => {
    expect(score({ ...GOOD, ...change }).score).toBe(expected);
  });

  it('takes points for cookies without Secure or HttpOnly, and for CORS open to all', () => {
    expect(score(GOOD, ['_csrf=abc; Path=/; HttpOnly; SameSite=Lax']).score).toBe(80);
    expect(score(GOOD, ['_csrf=abc; Path=/; Secure; SameSite=Lax']).score).toBe(70);
    expect(score({ ...GOOD, 'access-control-allow-origin': '*' }).score).toBe(50);
    expect(score(GOOD, [], false)).toMatchObject({ score: 80, grade: 'B+' });
  });
});
