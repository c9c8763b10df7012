// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '@studio/shared';
import { NAMESPACES } from './namespaces';

const localesDir = new URL('../../../../packages/content/locales/', import.meta.url);

function read(lang: string, ns: string): unknown {
  return JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, localesDir), 'utf8'));
}

/** Every leaf key path, with its value. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function interpolations(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/{{\s*([\w.-]+)\s*}}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

describe('translations', () => {
  it('have one file per namespace in every language, and no other', () => {
    for (const lang of LANGS) {
      const files = readdirSync(new URL(`${lang}/`, localesDir)).sort();
      expect(files, lang).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every key exists in every language, non-empty, with the same placeholders`, () => {
      const reference = leaves(read('es', ns));
      for (const lang of LANGS) {
        const keys = leaves(read(lang, ns));
        expect([...keys.keys()].sort(), `${lang}/${ns}.json keys`).toEqual(
          [...reference.keys()].sort(),
        );
        for (const [key, value] of keys) {
          expect(
            typeof value === 'string' && value.trim().length > 0,
            `${lang}/${ns}.json ${key}`,
          ).toBe(true);
          expect(interpolations(value), `${lang}/${ns}.json ${key} placeholders`).toEqual(
            interpolations(reference.get(key)),
          );
        }
      }
    });
  }
});
