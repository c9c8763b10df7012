/**
 * Build step (before `astro build`, and before the dev server): writes the site's font, Manrope
 * (variable weight), cut down to the characters the site writes in Spanish, Catalan and English,
 * to `generated/manrope.woff2`, which `src/styles/global.css` loads. Fontsource's latin file
 * holds 220-odd characters (every Latin-1 letter, ligatures, arrows); the site writes about 140,
 * and every page preloads the font: 24.8 -> 19.0 KB. A character outside the set is drawn in
 * the fallback font (the browser picks a font per character); `font-subset.test.ts` fails when
 * the copy, the content or the assistant's phrases use one.
 *
 *   node apps/web/scripts/subset-font.mjs
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

export const SOURCE_FONT =
  require.resolve('@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2');

/** Where the build and the dev server find the cut font (not versioned: made by this script). */
export const SITE_FONT = fileURLToPath(new URL('../generated/manrope.woff2', import.meta.url));

const PRINTABLE_ASCII = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i));

/**
 * What the site writes: printable ASCII, the letters and marks of Spanish and Catalan in both
 * cases, the punctuation and symbols of the copy and of the number and date formats (the
 * no-break space: `Intl` puts it before € and %). Manrope has a glyph for each.
 */
export const FONT_CHARACTERS =
  PRINTABLE_ASCII + 'ÁÀÉÈÍÏÓÒÚÜÑÇáàéèíïóòúüñç' + '·¡¿«»ªº°©®×' + '€–—‘’“”…•\u00a0';

export async function siteFont() {
  return subsetFont(readFileSync(SOURCE_FONT), FONT_CHARACTERS, { targetFormat: 'woff2' });
}

/**
 * The cut font at one weight, as TrueType: what the share previews are drawn with
 * (src/site/lib/preview-image.tsx), as satori reads neither WOFF2 nor a variable font.
 */
export async function staticSiteFont(weight) {
  return subsetFont(readFileSync(SOURCE_FONT), FONT_CHARACTERS, {
    targetFormat: 'truetype',
    variationAxes: { wght: weight },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const font = await siteFont();
  mkdirSync(path.dirname(SITE_FONT), { recursive: true });
  writeFileSync(SITE_FONT, font);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `Site font: ${FONT_CHARACTERS.length} characters, ${kb(readFileSync(SOURCE_FONT).length)} -> ${kb(font.length)}`,
  );
}
