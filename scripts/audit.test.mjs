import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeAudit } from './audit.mjs';

/** Outputs of `npm audit --omit=dev --json`: endpoint-405.json was recorded on this machine. */
const sample = (name) =>
  readFileSync(new URL(`./audit-samples/${name}.json`, import.meta.url), 'utf8');

describe('the npm audit gate', () => {
  it('fails on high and critical advisories, listing each, most severe first', () => {
    const { verdict, lines } = judgeAudit(sample('high'));
    expect(verdict).toBe('fail');
    expect(lines[0]).toBe('npm audit: 3 production dependencies have a high or critical advisory:');
    expect(lines.slice(1, 4)).toEqual([
      '  @fastify/jwt (critical, <=9.0.1): via fast-jwt',
      '  fast-jwt (critical, <5.0.6): fast-jwt accepts forged tokens through an algorithm confusion <https://github.com/advisories/GHSA-example-crit>',
      '  path-to-regexp (high, <0.1.10): path-to-regexp outputs backtracking regular expressions <https://github.com/advisories/GHSA-9wv6-86v2-598j>',
    ]);
    // The low one is not listed.
    expect(lines.join('\n')).not.toContain('cookie');
  });

  it('passes a clean report, and one with only lower advisories', () => {
    expect(judgeAudit(sample('clean'))).toEqual({
      verdict: 'pass',
      lines: ['npm audit: no high or critical advisory in production dependencies (0 lower)'],
    });
    expect(judgeAudit(sample('low-only')).verdict).toBe('pass');
  });

  it('skips, in one line, when the advisory endpoint answers 405', () => {
    expect(judgeAudit(sample('endpoint-405'), 'npm warn audit 405 Method Not Allowed')).toEqual({
      verdict: 'skip',
      lines: ["npm audit: skipped, the registry's advisory endpoint answered 405"],
    });
  });

  it('skips when the registry cannot be reached', () => {
    expect(judgeAudit(sample('network-error')).lines).toEqual([
      "npm audit: skipped, the registry's advisory endpoint could not be reached (ENOTFOUND)",
    ]);
    expect(judgeAudit('', 'npm error code EAI_AGAIN').verdict).toBe('skip');
  });

  it('fails on anything it cannot read, rather than passing silently', () => {
    expect(judgeAudit('', 'npm error something broke').verdict).toBe('fail');
    expect(judgeAudit('{"unexpected": true}').verdict).toBe('fail');
  });
});
