/**
 * The MDN HTTP Observatory's header scoring (the published rules of its scoring reference,
 * https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring), for the tests that
 * can be judged from one answer's headers: CSP, cookies, CORS, Referrer-Policy, HSTS,
 * X-Content-Type-Options, X-Frame-Options and Cross-Origin-Resource-Policy. Redirection
 * (HTTP to HTTPS) and subresource integrity are judged on the deployed site and the pages'
 * markup; here they count as passed with 0 points (same-origin scripts, proxy redirects).
 *
 * Starts at 100, adds each test's modifier; bonuses count only when the score without them
 * is 90 or more. 100 and above is A+.
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  /** Test name -> [result, modifier]. */
  tests: Record<string, [string, number]>;
}

function parseCsp(header: string): Map<string, string[]> | null {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (!name) continue;
    if (directives.has(name.toLowerCase())) return null; // duplicate directive: invalid
    directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function csp(headers: Headers): [string, number] {
  const header = headers.get('content-security-policy');
  if (header === null) return ['csp-not-implemented', -25];
  const directives = parseCsp(header);
  if (directives === null || directives.size === 0) return ['csp-header-invalid', -25];
  const defaultSrc = directives.get('default-src');
  const scriptSrc = directives.get('script-src') ?? defaultSrc;
  const styleSrc = directives.get('style-src') ?? defaultSrc;
  const objectSrc = directives.get('object-src') ?? defaultSrc;
  // No default-src, or scripts/objects open to any source: as bad as unsafe-inline.
  const open = (values: string[] | undefined) =>
    values === undefined ||
    values.some((value) => ['*', 'http:', 'https:', 'data:', "'unsafe-inline'"].includes(value));
  if (defaultSrc === undefined || open(scriptSrc) || open(objectSrc)) {
    return ['csp-implemented-with-unsafe-inline', -20];
  }
  if (scriptSrc?.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10];
  const passive = ['img-src', 'media-src'].flatMap((name) => directives.get(name) ?? []);
  if ([...directives.values()].flat().some((value) => value.startsWith('http:'))) {
    return passive.some((value) => value.startsWith('http:'))
      ? ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
      : ['csp-implemented-with-insecure-scheme', -20];
  }
  if (styleSrc?.includes("'unsafe-inline'")) {
    return ['csp-implemented-with-unsafe-inline-in-style-src-only', 0];
  }
  if (defaultSrc.length === 1 && defaultSrc[0] === "'none'") {
    return ['csp-implemented-with-no-unsafe-default-src-none', 10];
  }
  return ['csp-implemented-with-no-unsafe', 0];
}

function cookies(setCookies: string[]): [string, number] {
  if (setCookies.length === 0) return ['cookies-not-found', 0];
  const attributes = setCookies.map((cookie) =>
    cookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase()),
  );
  const has = (attrs: string[], name: string) =>
    attrs.some((attr) => attr === name || attr.startsWith(`${name}=`));
  if (attributes.some((attrs) => !has(attrs, 'secure'))) {
    return ['cookies-without-secure-flag', -20];
  }
  if (attributes.some((attrs) => !has(attrs, 'httponly'))) {
    return ['cookies-session-without-httponly-flag', -30];
  }
  if (attributes.every((attrs) => has(attrs, 'samesite'))) {
    return ['cookies-secure-with-httponly-sessionid-and-samesite', 5];
  }
  return ['cookies-secure-with-httponly-sessionid', 0];
}

function cors(headers: Headers): [string, number] {
  const origin = headers.get('access-control-allow-origin');
  if (origin === null) return ['cross-origin-resource-sharing-not-implemented', 0];
  return origin === '*'
    ? ['cross-origin-resource-sharing-implemented-with-universal-access', -50]
    : ['cross-origin-resource-sharing-implemented-with-restricted-access', 0];
}

function referrer(headers: Headers): [string, number] {
  const header = headers.get('referrer-policy');
  if (header === null) return ['referrer-policy-not-implemented', 0];
  const policy = header.split(',').at(-1)?.trim().toLowerCase() ?? '';
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      policy,
    )
  ) {
    return ['referrer-policy-private', 5];
  }
  if (['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade'].includes(policy)) {
    return ['referrer-policy-no-referrer-when-downgrade', 0];
  }
  if (policy === 'unsafe-url') return ['referrer-policy-unsafe', -5];
  return ['referrer-policy-header-invalid', -5];
}

function hsts(headers: Headers, https: boolean): [string, number] {
  if (!https) return ['hsts-not-implemented-no-https', -20];
  const header = headers.get('strict-transport-security');
  if (header === null) return ['hsts-not-implemented', -20];
  const maxAge = /max-age=(\d+)/i.exec(header);
  if (!maxAge) return ['hsts-header-invalid', -20];
  // Preloading (+5) needs the domain on the browsers' preload list, not a header.
  return Number(maxAge[1]) >= 15_768_000
    ? ['hsts-implemented-max-age-at-least-six-months', 0]
    : ['hsts-implemented-max-age-less-than-six-months', -10];
}

function nosniff(headers: Headers): [string, number] {
  const header = headers.get('x-content-type-options');
  if (header === null) return ['x-content-type-options-not-implemented', -5];
  return header.trim().toLowerCase() === 'nosniff'
    ? ['x-content-type-options-nosniff', 0]
    : ['x-content-type-options-header-invalid', -5];
}

function frameOptions(headers: Headers): [string, number] {
  const directives = parseCsp(headers.get('content-security-policy') ?? '');
  if (directives?.has('frame-ancestors')) return ['x-frame-options-implemented-via-csp', 5];
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (header === undefined) return ['x-frame-options-not-implemented', -20];
  return header === 'deny' || header === 'sameorigin'
    ? ['x-frame-options-sameorigin-or-deny', 0]
    : ['x-frame-options-header-invalid', -20];
}

function corp(headers: Headers): [string, number] {
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (header === undefined) return ['corp-not-implemented', 0];
  if (header === 'same-origin') return ['corp-implemented-with-same-origin', 0];
  if (header === 'same-site') return ['corp-implemented-with-same-site', 0];
  if (header === 'cross-origin') return ['corp-implemented-with-cross-origin', 0];
  return ['corp-header-invalid', -5];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

/**
 * Scores one answer. `setCookies` are the cookies the site sets (the Observatory reads them
 * from the answers it fetches); `https` says whether the answer came over HTTPS.
 */
export function observatoryScore(
  headers: Headers,
  setCookies: string[],
  https: boolean,
): ObservatoryResult {
  const tests: Record<string, [string, number]> = {
    'content-security-policy': csp(headers),
    cookies: cookies(setCookies),
    'cross-origin-resource-sharing': cors(headers),
    redirection: ['redirection-to-https', 0],
    'referrer-policy': referrer(headers),
    'strict-transport-security': hsts(headers, https),
    'subresource-integrity': ['sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0],
    'x-content-type-options': nosniff(headers),
    'x-frame-options': frameOptions(headers),
    'cross-origin-resource-policy': corp(headers),
  };
  const modifiers = Object.values(tests).map(([, modifier]) => modifier);
  const base = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  const score = Math.max(0, base >= 90 ? base + bonus : base);
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? 'F';
  return { score, grade, tests };
}
