/**
 * The whole suite: the checks side by side, then unit and API tests (SQLite, PostgreSQL, two
 * instances on one Redis), then the browser tests. It finds or installs what it needs and stops
 * after the first phase that fails.
 *
 *   npm test                  everything
 *   npm test -- --no-e2e      without the browser tests
 *   npm test -- --no-build    reuse the last build (for quick reruns)
 *   npm run test:quick        format, lint, types, build, unit and API tests on SQLite only,
 *                             without the crash test and the other studio's build (TEST_QUICK)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findBrowser } from './find-browser.mjs';
import { findJava } from './find-java.mjs';
import { findPostgres } from './find-postgres.mjs';
import { findRedis } from './find-redis.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const runE2e = !args.has('--no-e2e') && !quick;
const runBuild = !args.has('--no-build');
const reports = mkdtempSync(path.join(tmpdir(), 'studio-test-'));
const counts = { passed: 0, failed: 0, skipped: 0 };
const suiteStarted = Date.now();

const timings = [];

function record(title, started, ok) {
  const seconds = (Date.now() - started) / 1000;
  timings.push({ title, seconds, ok });
  console.log(
    ok
      ? `${title}: ok (${seconds.toFixed(1)} s)`
      : `\n${title} failed after ${seconds.toFixed(1)} s.`,
  );
  return ok;
}

function step(title, command, commandArgs, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return record(title, started, result.status === 0);
}

/** Its output is printed whole when it ends, so that outputs of steps side by side do not mix. */
function quietly({ title, command, args }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n--- ${title} ---`);
      process.stdout.write(Buffer.concat(output));
      resolve(record(title, started, code === 0));
    });
  });
}

/** The type-check and the build both write the packages' dist/, so they share a lane. */
async function together(lanes) {
  const titles = lanes.flat().map(({ title }) => title);
  console.log(`\n=== ${titles.join(', ')} (side by side) ===`);
  const results = await Promise.all(
    lanes.map(async (lane) => {
      for (const one of lane) if (!(await quietly(one))) return false;
      return true;
    }),
  );
  return results.every(Boolean);
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  // A file that fails outside any test (a hook, an import) has no failed test of its own.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults?.some((test) => test.status === 'failed'),
  ).length;
  counts.failed += (report.numFailedTests ?? 0) + brokenFiles;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
}

function finish(ok) {
  if (timings.length > 0) {
    console.log('\nSteps:');
    for (const { title, seconds, ok: passed } of timings) {
      console.log(
        `  ${title.padEnd(26)} ${seconds.toFixed(1).padStart(7)} s${passed ? '' : '  FAILED'}`,
      );
    }
    console.log(
      `  ${'total'.padEnd(26)} ${((Date.now() - suiteStarted) / 1000).toFixed(1).padStart(7)} s`,
    );
  }
  const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
  console.log(`\n${counts.passed} passed, ${counts.failed} failed${skipped}`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
}

// A fifth of the generated inputs (apps/api/src/hardening/), and neither the crash test nor the
// other studio's whole build (apps/api/src/other-studio.test.ts).
const env = quick ? { TEST_QUICK: '1' } : {};
const postgres = quick
  ? { url: null, reason: 'npm run test:quick runs on SQLite' }
  : findPostgres();
if (postgres.url) {
  env.TEST_DATABASE_URL = postgres.url;
  console.log('Storage tests run on SQLite and PostgreSQL.');
} else if (process.env.CI && !quick) {
  console.log(`No PostgreSQL for the storage tests: ${postgres.reason}.`);
  finish(false);
} else {
  console.log(`No PostgreSQL for the storage tests (${postgres.reason}): they run on SQLite only.`);
}

const redis = quick
  ? { url: null, reason: 'npm run test:quick runs one instance' }
  : await findRedis();
if (redis.url) {
  // A redis-server started here ends with this script, however it ends.
  process.on('exit', () => redis.stop());
  env.TEST_REDIS_URL = redis.url;
  console.log(`Multi-instance tests use Redis at ${redis.url}.`);
} else if (process.env.CI && !quick) {
  console.log(`No Redis for the multi-instance tests: ${redis.reason}.`);
  finish(false);
} else {
  console.log(`No Redis for the multi-instance tests (${redis.reason}): they are skipped.`);
}

if (runE2e) {
  const browser = findBrowser();
  if (!browser) {
    console.log(
      'No Chromium for the browser tests: install Debian\'s "chromium", run "npx playwright install chromium", or set CHROME_PATH.',
    );
    finish(false);
  }
  env.CHROME_PATH = browser;
  const java = findJava();
  if (!java) {
    console.log(
      'No Java for the HTML validity check: install Debian\'s "default-jre-headless" or set JAVA_PATH.',
    );
    finish(false);
  }
  env.JAVA_PATH = java;
}

const checks = [
  ...(quick
    ? []
    : [[{ title: 'Dependency audit', command: process.execPath, args: ['scripts/audit.mjs'] }]]),
  [{ title: 'Format', command: 'npx', args: ['prettier', '--check', '--cache', '.'] }],
  [
    {
      title: 'Lint',
      command: 'npx',
      args: [
        'eslint',
        '--cache',
        '--cache-location',
        'node_modules/.cache/eslint/',
        '--cache-strategy',
        'content',
        '.',
      ],
    },
  ],
  [
    { title: 'Type-check', command: 'npm', args: ['run', '--silent', 'typecheck'] },
    ...(runBuild ? [{ title: 'Build', command: 'npm', args: ['run', '--silent', 'build'] }] : []),
  ],
];

let ok = await together(checks);
if (ok) {
  const file = path.join(reports, 'vitest.json');
  ok = step(
    'Unit and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );
  countVitest(file);
}
if (ok && runE2e) {
  const file = path.join(reports, 'playwright.json');
  ok = step(
    'Browser end-to-end tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  );
  countPlaywright(file);
}

finish(ok);
