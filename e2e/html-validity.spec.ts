import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { LANGS, ROUTES, notFoundFile, pageFile } from '@studio/shared';
import { contentPages } from './support/content-pages';

const client = fileURLToPath(new URL('../apps/web/dist/client/', import.meta.url));
const vnu = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The Nu checker's CSS checker does not understand `var()` inside `min()`/`calc()`: a limit of
 * the checker (decision 015), the one message let through.
 */
const CHECKER_LIMIT = /: error: CSS: “[\w-]+”: The types are incompatible\.$/;

test('every prerendered page, in each language, is valid HTML (W3C Nu HTML Checker)', () => {
  test.setTimeout(120_000);
  const files = [
    ...ROUTES.flatMap((route) => LANGS.map((lang) => pageFile(route, lang))),
    ...LANGS.map(notFoundFile),
    ...contentPages({ lists: true }).map((page) => page.file),
  ].map((file) => path.join(client, file));
  const java = process.env.JAVA_PATH ?? 'java';
  const run = spawnSync(java, ['-jar', vnu, '--errors-only', '--format', 'gnu', ...files], {
    encoding: 'utf8',
  });
  expect(run.error, `${java} could not run the checker`).toBeUndefined();
  const errors = run.stderr
    .split('\n')
    .filter((line) => line.trim() && !CHECKER_LIMIT.test(line))
    .map((line) => line.replace(client, ''));
  expect(errors).toEqual([]);
});
