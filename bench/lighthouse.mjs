/**
 * `npm run bench:web`: page speed, accessibility, best practices and SEO of the built site,
 * measured with Lighthouse 12 (mobile defaults, simulated throttling) on the system Chromium,
 * served by the real server (scripts/start-server.mjs). Each page runs 5 times; every figure is
 * the median of its runs. Prints one table and exits 1 when a budget is missed.
 *
 *   npm run bench:web                          build, then every page (es) + home/services/contact (ca, en)
 *   npm run bench:web -- --no-build            reuse the last build
 *   npm run bench:web -- --report-only         print the table, never fail
 *   npm run bench:web -- --runs 1              fewer runs (quick look; budgets still checked)
 *   npm run bench:web -- --set gate            the smaller set run inside `npm test`
 *   npm run bench:web -- --budgets stable      check only the budgets a busy machine cannot
 *                                              move (a11y/best practices/SEO, CLS, JS, bytes)
 *   npm run bench:web -- --only /faq,/?lang=en these URLs only
 *   npm run bench:web -- --json out.json       also write the figures as JSON
 *   npm run bench:web -- --no-reference        skip the reference rows (see below)
 *   npm run bench:web -- --set reference       the reference rows only
 *   npm run bench:web -- --tags                with example Google ids configured: the cookie
 *                                              banner shows, before any choice (decision 013)
 *   npm run bench:web -- --twins               each page beside itself with its scripts blocked,
 *                                              run for run, and the budgets as ratios to it
 *
 * "JS gzip" is the JavaScript the page fetched before any interaction (every script in the
 * Lighthouse network log), each file gzip-compressed (level 9) from the build, so the figure does
 * not depend on what the server compresses. "Bytes" is what crossed the network on a first visit
 * (Lighthouse's total byte weight, compressed as served).
 *
 * The full set starts with a reference row: a static page with a heading and a paragraph, no
 * stylesheet, no font, no script, served by a bare Node server with the security headers of the
 * site's home page. It shows what this machine and this Chromium measure for a page that does
 * nothing, so the site's figures can be read against it. Its budgets are shown, never counted.
 * The headers matter: with `Cross-Origin-Opener-Policy: same-origin` Chrome commits the page in a
 * fresh renderer process, and that navigation task (creating the page's JavaScript context)
 * grows from ~15 ms to 25-60 ms here, 100-240 ms under Lighthouse's 4x CPU, often after its
 * first paint (decision 009); only the pages that show a visitor's own request send it now
 * (decision 010).
 *
 * A second reference row is the home page as built, its scripts taken out: the site's
 * HTML, styles and font with no JavaScript at all, served with the same headers (the font and
 * the rest come from the site's server). What it measures is what the page costs before any of
 * its code runs. `--set reference` measures only these two rows.
 *
 * With `--twins`, every page is also measured with its scripts blocked (Lighthouse's
 * `blockedUrlPatterns`: every `.js` file; the few hashed inline scripts still run), each run of
 * the page followed by a run of its twin, so both see the same machine. The timing budgets are
 * then ratios to the twin, which hold on any machine: TBT at most the twin's + 50 ms, LCP at
 * most 1.1 x the twin's, and performance at least that of the home page without its script (the
 * second reference row: a static page of the site's own weight) when it is measured
 * (`TWIN_BUDGETS`).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import { findBrowser } from '../scripts/find-browser.mjs';
import { startServer } from '../scripts/start-server.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
/** The web build to serve and weigh: WEB_DIST (as for the server), or the workspace's build. */
const client = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(root, 'apps/web/dist/client');
/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): retry. */
const ATTEMPTS = 3;

/** The page budgets (Lighthouse 12 mobile, median of 5 runs): React and react-dom included. */
export const BUDGETS = {
  performance: 100, // a single run may dip; the median may not
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1400,
  tbtMs: 50,
  cls: 0.01,
  homeJsGzipKb: 125,
  bytesKb: 170,
};
/** The timing budgets with `--twins`: ratios to the same page with its scripts blocked. */
export const TWIN_BUDGETS = { tbtOverMs: 50, lcpRatio: 1.1 };

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A phone of a visitor who speaks `lang`: Lighthouse's own mobile user agent, given as a flag
 * because Lighthouse's user-agent override would also reset the browser's languages to en-US
 * (and the site answers in the browser's language). Screen, CPU and network stay Lighthouse's.
 */
function visitorFlags(lang) {
  return [
    ...CHROME_FLAGS,
    `--lang=${lang}`,
    `--accept-lang=${lang}`,
    `--user-agent=${userAgents.mobile}`,
  ];
}

const args = process.argv.slice(2);
function option(name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
}
const build = !args.includes('--no-build');
const reportOnly = args.includes('--report-only');
const runs = Number(option('--runs', '5'));
const set = option('--set', 'full');
const only = option('--only', '');
const jsonOut = option('--json', '');
const twins = args.includes('--twins');
/** Example Google ids (decision 013): every page asks for consent, and loads nothing of Google's. */
const TAG_ENV = args.includes('--tags')
  ? { ADS_CONVERSION_ID: 'AW-123456789/AbCdEfGh', GA4_MEASUREMENT_ID: 'G-ABC123XYZ' }
  : {};
const reference = ['full', 'reference'].includes(set) && !only && !args.includes('--no-reference');
/**
 * `all`: every budget. `stable`: only those that do not depend on how fast and how busy the
 * machine is (scores of accessibility, best practices and SEO, CLS, JavaScript and bytes):
 * what `npm test` enforces, as performance, LCP and TBT swing with the load of a shared runner.
 */
const budgetSet = option('--budgets', 'all');
if (!['all', 'stable'].includes(budgetSet))
  throw new Error(`--budgets all|stable, not ${budgetSet}`);

/** The reference page: the least a page can be (see the top of this file). */
const REFERENCE_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página de referencia</title>
<meta name="description" content="Una página estática, sin estilos ni JavaScript, para medir la máquina.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>Página de referencia</h1>
<p>Una página estática sin hoja de estilos, sin fuentes y sin JavaScript: lo mínimo que una página
puede pedir al navegador. Lo que Lighthouse mide aquí es el coste de la máquina y del navegador.</p>
</main>
</body>
</html>
`;

/** The headers a page of the site is served with that are about security, not its content. */
async function securityHeadersOf(url) {
  const response = await fetch(url);
  await response.arrayBuffer();
  const skipped =
    /^(content-(type|length|encoding|language)|cache-control|etag|vary|date|connection|keep-alive|x-request-id|set-cookie)$/;
  return Object.fromEntries([...response.headers].filter(([name]) => !skipped.test(name)));
}

/** Where the second reference row is served: the home page without its scripts. */
const HOME_WITHOUT_JS = '/inicio-sin-js';

/** The built home page with its scripts taken out (Astro's island loader, the early taps). */
function homeWithoutJs() {
  const html = readFileSync(path.join(client, 'index.html'), 'utf8');
  const stripped = html.replace(
    /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g,
    '',
  );
  if (stripped === html) throw new Error('The home page has no script to take out');
  return stripped;
}

/**
 * Serves the reference pages on an ephemeral port, with `headers`: the static page at `/`, the
 * home page without JavaScript at HOME_WITHOUT_JS, and anything else (its font, its icon) as
 * the site's server at `upstream` answers it.
 */
async function startReferenceServer(headers, upstream) {
  const pagesByUrl = { '/': REFERENCE_HTML, [HOME_WITHOUT_JS]: homeWithoutJs() };
  const server = createServer((request, response) => {
    const html = pagesByUrl[request.url ?? ''];
    if (html !== undefined) {
      // Compressed, as the site's server sends its pages.
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding']));
      response
        .writeHead(200, {
          ...headers,
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        })
        .end(gzip ? gzipSync(html) : html);
      return;
    }
    // fetch() decompresses: pass the body on without the upstream's encoding and length.
    fetch(upstream + request.url)
      .then(async (answer) => {
        const passed = Object.fromEntries(
          [...answer.headers].filter(
            ([name]) =>
              !/^(content-(encoding|length)|connection|keep-alive|transfer-encoding)$/.test(name),
          ),
        );
        response.writeHead(answer.status, passed).end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function loadRoutes() {
  const shared = await import('@studio/shared');
  return shared;
}

/** The pages to measure: [{ label, url }]. */
export function benchPages({ ROUTES, routeUrl }, which = 'full') {
  const pages = [];
  if (which === 'reference') return pages;
  if (which === 'gate') {
    const ids = ['home', 'services', 'service-web-empresarial', 'contact', 'faq'];
    for (const id of ids) pages.push({ label: `${id} es`, lang: 'es', url: routeUrl(id, 'es') });
    return pages;
  }
  for (const route of ROUTES)
    pages.push({
      label: `${route.id} es`,
      lang: 'es',
      url: routeUrl(route.id, 'es'),
      ...(route.noindex ? { noindex: true } : {}),
    });
  for (const lang of ['ca', 'en']) {
    for (const id of ['home', 'services', 'contact'])
      pages.push({ label: `${id} ${lang}`, lang, url: routeUrl(id, lang) });
  }
  return pages;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const gzipCache = new Map();
function gzipSizeOf(url) {
  const pathname = new URL(url).pathname;
  if (gzipCache.has(pathname)) return gzipCache.get(pathname);
  const file = path.join(client, decodeURIComponent(pathname));
  const size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
  gzipCache.set(pathname, size);
  return size;
}

/**
 * A category's score without some audits (their weight left out): the thank-you and tracking
 * pages say `noindex` on purpose, which Lighthouse's SEO audit "is-crawlable" counts against them.
 */
function scoreWithout(lhr, category, skipped) {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) =>
      ref.weight > 0 && !skipped.includes(ref.id) && typeof lhr.audits[ref.id]?.score === 'number',
  );
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const total = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return weight ? Math.round((total / weight) * 100) : 0;
}

function figuresOf(lhr, page) {
  const score = (id) =>
    page?.noindex && id === 'seo'
      ? scoreWithout(lhr, id, ['is-crawlable'])
      : Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsGzipKb: scripts.reduce((sum, item) => sum + gzipSizeOf(item.url), 0) / 1024,
    bytesKb: audit('total-byte-weight') / 1024,
  };
}

/** The language the page ended up showing: its final URL names it once the page has loaded. */
function shownLang({ langOfUrl }, lhr) {
  const url = new URL(lhr.finalDisplayedUrl);
  return langOfUrl(url.pathname, url.search);
}

/** The figures of one page that miss a budget, as short texts. */
export function missedBudgets(page, figures, which = budgetSet, twin = null, floor = null) {
  const missed = [];
  const timing = which === 'all';
  const performance = twin && floor !== null ? floor : BUDGETS.performance;
  if (timing && figures.performance < performance)
    missed.push(`performance ${figures.performance}`);
  if (figures.accessibility < BUDGETS.accessibility)
    missed.push(`accessibility ${figures.accessibility}`);
  if (figures.bestPractices < BUDGETS.bestPractices)
    missed.push(`best practices ${figures.bestPractices}`);
  if (figures.seo < BUDGETS.seo) missed.push(`SEO ${figures.seo}`);
  if (timing && twin) {
    if (figures.lcpMs > TWIN_BUDGETS.lcpRatio * twin.lcpMs)
      missed.push(`LCP ${(figures.lcpMs / twin.lcpMs).toFixed(2)}x blocked`);
    if (figures.tbtMs > twin.tbtMs + TWIN_BUDGETS.tbtOverMs)
      missed.push(`TBT blocked + ${Math.round(figures.tbtMs - twin.tbtMs)} ms`);
  } else {
    if (timing && figures.lcpMs > BUDGETS.lcpMs) missed.push(`LCP ${Math.round(figures.lcpMs)} ms`);
    if (timing && figures.tbtMs > BUDGETS.tbtMs) missed.push(`TBT ${Math.round(figures.tbtMs)} ms`);
  }
  if (figures.cls > BUDGETS.cls) missed.push(`CLS ${figures.cls.toFixed(3)}`);
  if (page.label.startsWith('home ') && figures.jsGzipKb > BUDGETS.homeJsGzipKb)
    missed.push(`JS ${figures.jsGzipKb.toFixed(1)} KB`);
  if (figures.bytesKb > BUDGETS.bytesKb) missed.push(`bytes ${figures.bytesKb.toFixed(0)} KB`);
  return missed;
}

/** Failing audits of a category (score < 1), for the notes under the table. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

function printTable(rows) {
  const header = [
    'page',
    'url',
    'perf',
    'a11y',
    'best',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS gz KB',
    'bytes KB',
    ...(twins ? ['LCP /blocked', 'TBT -blocked'] : []),
    'budget',
  ];
  const lines = rows.map(({ page, figures, twin, missed }) => [
    page.label,
    page.url,
    String(figures.performance),
    String(figures.accessibility),
    String(figures.bestPractices),
    String(figures.seo),
    String(Math.round(figures.lcpMs)),
    String(Math.round(figures.tbtMs)),
    figures.cls.toFixed(3),
    figures.jsGzipKb.toFixed(1),
    figures.bytesKb.toFixed(0),
    ...(twins
      ? twin
        ? [
            `${(figures.lcpMs / twin.lcpMs).toFixed(2)}x`,
            `${Math.round(figures.tbtMs - twin.tbtMs)}`,
          ]
        : ['-', '-']
      : []),
    page.reference ? 'reference' : missed.length ? 'MISSED' : 'ok',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    '| ' +
    cells
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join(' | ') +
    ' |';
  console.log(format(header));
  console.log(
    '|' +
      widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : '-'.repeat(w + 1) + ':')).join('|') +
      '|',
  );
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (build) {
    console.log('Building (npm run build)...');
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(1);
  }
  const chromePath = findBrowser();
  if (!chromePath) {
    console.error('No Chromium for Lighthouse: see scripts/find-browser.mjs or set CHROME_PATH.');
    process.exit(1);
  }
  const shared = await loadRoutes();
  let pages = benchPages(shared, set);
  if (only) {
    const wanted = only.split(',');
    pages = wanted.map((url) => pages.find((p) => p.url === url) ?? { label: url, url });
  }

  const server = await startServer({ env: { WEB_DIST: client, ...TAG_ENV } });
  const referenceServer = reference
    ? await startReferenceServer(await securityHeadersOf(server.url + '/'), server.url)
    : null;
  if (referenceServer)
    pages.unshift(
      { label: 'reference: static, no JS', lang: 'es', url: '/', reference: true },
      { label: 'reference: home es, no JS', lang: 'es', url: HOME_WITHOUT_JS, reference: true },
    );
  /** One browser per visitor language, started when first needed. */
  const browsers = new Map();
  const browserFor = async (lang) => {
    let browser = browsers.get(lang);
    if (!browser) {
      const userDataDir = mkdtempSync(path.join(tmpdir(), 'studio-lighthouse-'));
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: visitorFlags(lang),
        userDataDir,
        envVars: { ...process.env, LANGUAGE: lang },
      });
      browser = { chrome, userDataDir };
      browsers.set(lang, browser);
    }
    return browser.chrome;
  };
  const started = Date.now();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(
    `Lighthouse ${runs}x on ${pages.length} pages (${server.url}); load average ${load}, ${
      (await import('node:os')).cpus().length
    } cores`,
  );
  const rows = [];
  try {
    for (const page of pages) {
      const all = [];
      const blocked = [];
      let lastLhr;
      const chrome = await browserFor(page.lang ?? 'es');
      const measure = async (blockScripts) => {
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(
            (page.reference ? referenceServer.url : server.url) + page.url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              locale: 'en',
              emulatedUserAgent: false,
              ...(blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
            },
            undefined,
          );
          if (!result.lhr.runtimeError) return result.lhr;
          const message = `${page.url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`;
          if (attempt >= ATTEMPTS) throw new Error(message);
          console.log(`  retrying after ${message}`);
        }
      };
      for (let run = 0; run < runs; run += 1) {
        lastLhr = await measure(false);
        if (twins && !page.reference) blocked.push(figuresOf(await measure(true), page));
        all.push(figuresOf(lastLhr, page));
        const shown = shownLang(shared, lastLhr);
        if (page.lang && !page.reference && shown !== page.lang) {
          throw new Error(`${page.url} was measured in ${shown}, not in ${page.lang}`);
        }
      }
      const medians = (list) =>
        Object.fromEntries(
          Object.keys(list[0]).map((key) => [key, median(list.map((f) => f[key]))]),
        );
      const figures = medians(all);
      const twin = blocked.length ? medians(blocked) : null;
      // The static page of the same weight: the home page's HTML, styles and font, no script.
      const staticRow = rows.find((row) => row.page.reference && row.page.url === HOME_WITHOUT_JS);
      const missed = missedBudgets(
        page,
        figures,
        budgetSet,
        twin,
        staticRow ? staticRow.figures.performance : null,
      );
      const notes = [];
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        const failing = failingAudits(lastLhr, category);
        if (failing.length) notes.push(`${category}: ${failing.join(', ')}`);
      }
      rows.push({ page, figures, twin, missed, notes, runs: all });
      console.log(
        `  ${page.label.padEnd(28)} perf ${all.map((f) => f.performance).join('/')}` +
          ` LCP ${all.map((f) => Math.round(f.lcpMs)).join('/')} ms` +
          (twin
            ? ` (blocked: LCP ${blocked.map((f) => Math.round(f.lcpMs)).join('/')} ms, TBT ${blocked.map((f) => Math.round(f.tbtMs)).join('/')} ms)`
            : '') +
          (missed.length ? '  missed: ' + missed.join(', ') : ''),
      );
    }
  } finally {
    for (const { chrome, userDataDir } of browsers.values()) {
      chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    }
    await server.stop();
    await referenceServer?.stop();
  }

  console.log('');
  printTable(rows);
  const notes = rows.filter((row) => row.notes.length);
  if (notes.length) {
    console.log('\nFailing audits (last run):');
    for (const row of notes) console.log(`  ${row.page.label}: ${row.notes.join('; ')}`);
  }
  console.log(
    `\n${rows.length} pages, ${runs} runs each, ${((Date.now() - started) / 1000).toFixed(0)} s; load average now ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
  const referenceRows = rows.filter((row) => row.page.reference);
  for (const { page, figures } of referenceRows) {
    const { performance, tbtMs, lcpMs } = figures;
    const what =
      page.url === HOME_WITHOUT_JS
        ? 'The home page without its JavaScript'
        : 'A static page with no stylesheet, font or script';
    console.log(
      `Reference: ${what} measures performance ${performance}, LCP ${Math.round(lcpMs)} ms, ` +
        `TBT ${Math.round(tbtMs)} ms on this machine (not counted).`,
    );
  }
  const failed = rows.filter((row) => row.missed.length && !row.page.reference);
  const which = budgetSet === 'all' ? 'the budgets' : 'the machine-independent budgets';
  const counted = rows.length - referenceRows.length;
  if (failed.length) {
    console.log(`${failed.length} of ${counted} pages miss ${which}.`);
    if (!reportOnly) process.exit(1);
  } else if (counted > 0) {
    console.log(`Every page meets ${which}.`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await main();
}
