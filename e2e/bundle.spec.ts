import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { pageScripts } from './support/html';

const client = fileURLToPath(new URL('../apps/web/dist/client/', import.meta.url));

/** The scripts a prerendered page loads before any interaction, relative to the build. */
function initialScripts(page: string): string[] {
  const html = readFileSync(path.join(client, page), 'utf8');
  return pageScripts(html).map((url) => url.replace(/^\//, ''));
}

// At most 125 KB gzip before any interaction, React and react-dom included (decision 015).
const HOME_JS_BUDGET_GZIP = 125 * 1024;

test.describe('what the home page loads before any interaction', () => {
  const scripts = initialScripts('index.html');

  test('stays within the JavaScript budget', () => {
    const gzip = scripts.reduce(
      (sum, file) => sum + gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length,
      0,
    );
    expect(gzip).toBeLessThanOrEqual(HOME_JS_BUDGET_GZIP);
  });

  test('has neither zod nor the chat window nor the quote form', () => {
    const lazyOnly = readdirSync(path.join(client, 'assets')).filter((file) =>
      /^(chat-widget|contact-page|quote-)/.test(file),
    );
    expect(lazyOnly.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(lazyOnly.map((name) => `assets/${name}`)).not.toContain(file);
      expect(readFileSync(path.join(client, file), 'utf8'), file).not.toContain('ZodError');
    }
  });

  test('the quote form loads no zod either: it validates with the shared rules, and zod probes eval, which the CSP reports', () => {
    const form = readdirSync(path.join(client, 'assets')).filter((file) =>
      /^contact-page-[\w-]+\.js$/.test(file),
    );
    expect(form).toHaveLength(1);
    expect(readFileSync(path.join(client, 'assets', form[0]!), 'utf8')).not.toContain('ZodError');
  });

  test('opening the chat loads no zod: the window needs the limits and event names, not the schemas', () => {
    const chat = readdirSync(path.join(client, 'assets')).filter((file) =>
      /^chat-widget-[\w-]+\.js$/.test(file),
    );
    expect(chat).toHaveLength(1);
    expect(readFileSync(path.join(client, 'assets', chat[0]!), 'utf8')).not.toContain('ZodError');
  });

  test('starts from one async, low-priority module script (decision 009)', () => {
    // `async`, not deferred: a deferred script runs in the task that ends the parse, where Chrome
    // also styles and lays out the page, and that task would then wait for the script.
    const html = readFileSync(path.join(client, 'index.html'), 'utf8');
    const tags = html.match(/<script type="module"[^>]*>/g) ?? [];
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatch(/\sasync\s/);
    expect(tags[0]).toMatch(/\sfetchpriority="low"\s/);
    expect(html).not.toContain('rel="modulepreload"');
  });

  test('runs on React and react-dom, with no Preact in any built script', () => {
    const bundles = readdirSync(path.join(client, 'assets')).filter((file) => file.endsWith('.js'));
    expect(bundles.length).toBeGreaterThan(0);
    const sources = bundles.map((file) => readFileSync(path.join(client, 'assets', file), 'utf8'));
    // Every production build of react-dom links its error codes to react.dev. Preact's minified
    // builds never name themselves, but they carry the names of its render hooks and mangled
    // internals (`options.diffed`, a component's `__H` hooks, a vnode's `__k` children).
    expect(sources.some((source) => source.includes('react.dev/errors'))).toBe(true);
    for (const [index, source] of sources.entries()) {
      expect(source, bundles[index]).not.toMatch(/preact|\.diffed\b|\.__H\b|\.__k\b/i);
    }
  });
});
