import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { BUILT_IN_LOGOS, logoAlt, toLogo } from './logos';

describe('logos', () => {
  it('derives the alt text and source from the file name', () => {
    expect(logoAlt('can-reixac.svg')).toBe('Can Reixac');
    expect(logoAlt('clinica-dental-sants.svg')).toBe('Clinica Dental Sants');
    expect(toLogo('torn-labs.svg')).toEqual({
      file: 'torn-labs.svg',
      src: '/logos/torn-labs.svg',
      alt: 'Torn Labs',
    });
  });

  it('has a built-in list of exactly the 12 files shipped in public/logos', () => {
    const shipped = readdirSync(path.join(import.meta.dirname, '../../../public/logos')).sort();
    expect(BUILT_IN_LOGOS).toHaveLength(12);
    expect([...BUILT_IN_LOGOS].sort()).toEqual(shipped);
  });
});
