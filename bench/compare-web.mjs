/**
 * `node bench/compare-web.mjs BEFORE_DIST [--runs 5] [--only URLS]`: the Lighthouse bench of
 * the workspace's build against another build of the web app (BEFORE_DIST, e.g. a worktree of
 * the previous commit built with `npm run build`), page by page, the two in turn, so that both
 * are measured in the same minutes on the same machine. Both are served by this workspace's
 * server. Prints one table, each figure as `before → after`, the budgets checked on "after".
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const runs = option('--runs', '5');
const only = option('--only', '');
const [beforeDist] = args;
if (!beforeDist) {
  console.error('Usage: node bench/compare-web.mjs BEFORE_DIST [--runs 5] [--only URLS]');
  process.exit(2);
}
const builds = {
  before: path.resolve(beforeDist),
  after: path.join(root, 'apps/web/dist/client'),
};

const { ROUTES, routeUrl } = await import('@studio/shared');
const urls = only
  ? only.split(',')
  : [
      ...ROUTES.map((route) => routeUrl(route.id, 'es')),
      ...['ca', 'en'].flatMap((lang) =>
        ['home', 'services', 'contact'].map((id) => routeUrl(id, lang)),
      ),
    ];

const out = mkdtempSync(path.join(tmpdir(), 'compare-web-'));
const rows = [];
for (const [index, url] of urls.entries()) {
  const row = { url };
  for (const which of ['before', 'after']) {
    const json = path.join(out, `${index}-${which}.json`);
    const bench = ['--no-build', '--report-only', '--no-reference', '--runs', runs, '--only', url];
    const run = spawnSync(process.execPath, ['bench/lighthouse.mjs', ...bench, '--json', json], {
      cwd: root,
      env: { ...process.env, WEB_DIST: builds[which] },
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`${which} ${url}: ${run.stderr || run.stdout}`);
    const [measured] = JSON.parse(readFileSync(json, 'utf8'));
    row.label = measured.page.label;
    row[which] = measured;
  }
  rows.push(row);
  const { before, after } = row;
  console.log(
    `${row.label}: perf ${before.figures.performance} → ${after.figures.performance}, TBT ${Math.round(before.figures.tbtMs)} → ${Math.round(after.figures.tbtMs)} ms`,
  );
}

const arrow = (before, after, digits = 0) => `${before.toFixed(digits)} → ${after.toFixed(digits)}`;
console.log(
  '\n| page | perf | LCP ms | TBT ms | CLS | JS gz KB | bytes KB | a11y/BP/SEO (after) | budgets missed (after) |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const { label, before, after } of rows) {
  const [b, a] = [before.figures, after.figures];
  console.log(
    `| ${label} | ${arrow(b.performance, a.performance)} | ${arrow(b.lcpMs, a.lcpMs)} | ${arrow(b.tbtMs, a.tbtMs)} | ${arrow(b.cls, a.cls, 3)} | ${arrow(b.jsGzipKb, a.jsGzipKb, 1)} | ${arrow(b.bytesKb, a.bytesKb)} | ${a.accessibility}/${a.bestPractices}/${a.seo} | ${after.missed.length ? after.missed.join(', ') : 'none'} |`,
  );
}
const missed = rows.filter((row) => row.after.missed.length);
console.log(
  missed.length
    ? `\n${missed.length} of ${rows.length} pages miss a budget after.`
    : `\nEvery page meets the budgets after (${rows.length} pages, ${runs} runs each).`,
);
process.exit(missed.length ? 1 : 0);
