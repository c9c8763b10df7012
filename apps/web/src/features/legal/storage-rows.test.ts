import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_ROWS, storageRows } from './legal-page';

const SRC = path.join(import.meta.dirname, '../..');

/** Every storage key literal the app's code defines: 'ona:…', 'ona-chat:…' and i18next's cache. */
function storageKeysInCode(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, key] of readFileSync(file, 'utf8').matchAll(/'((?:ona|ona-chat):[\w-]+)'/g))
          keys.add(key!);
        if (readFileSync(file, 'utf8').includes("'i18nextLng'")) keys.add('i18nextLng');
      }
    }
  };
  walk(SRC);
  return keys;
}

describe('the cookie policy', () => {
  it('names every cookie and browser storage item the site writes', () => {
    const listed = new Set<string>(STORAGE_ROWS.flatMap((row) => row.names));
    const used = storageKeysInCode();
    expect(used.size).toBeGreaterThanOrEqual(8);
    expect([...used].filter((key) => !listed.has(key))).toEqual([]);
    expect(listed.has('_csrf')).toBe(true);
  });

  it('lists the language cookie the server reads on every site, with or without Google tags', () => {
    const rows = STORAGE_ROWS.filter((row) =>
      (row.names as readonly string[]).includes('i18nextLng'),
    );
    // The cookie, then its copy in local storage (decision 020).
    expect(rows.map((row) => row.key)).toEqual(['languageCookie', 'language']);
    expect(storageRows(null).map((row) => row.key)).toContain('languageCookie');
  });
});
