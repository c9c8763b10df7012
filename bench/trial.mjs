/**
 * `node bench/trial.mjs`: the architecture trial's table (decision 022). Each candidate's build
 * (trials/<name>, built by its own `npm run build`) and the current web app are served in turn
 * by the real server and measured by bench/lighthouse.mjs with `--twins` (each page beside
 * itself with its scripts blocked) on the home, FAQ and contact pages, one after the other in
 * one run, so every row sees the same machine. Prints one table; never fails (a benchmark).
 *
 *   node bench/trial.mjs                      every candidate whose build exists, 5 runs
 *   node bench/trial.mjs --runs 3             fewer runs
 *   node bench/trial.mjs --only main,astro    some of them
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const CANDIDATES = [
  { name: 'main', label: 'current app (hand-made boot)', dist: 'apps/web/dist/client' },
  { name: 'rr-data', label: 'React Router data mode', dist: 'trials/rr-data/dist' },
  { name: 'rsc', label: 'React Server Components', dist: 'trials/rsc/dist/client' },
  { name: 'astro', label: 'Astro + React islands', dist: 'trials/astro/dist' },
];
const PAGES = '/,/faq,/contacto';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const runs = option('--runs', '5');
const only = option('--only', '')?.split(',').filter(Boolean) ?? [];
const chosen = CANDIDATES.filter((c) => only.length === 0 || only.includes(c.name));

const out = mkdtempSync(path.join(tmpdir(), 'studio-trial-'));
const results = [];
console.log(
  `load average at start: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
try {
  for (const candidate of chosen) {
    const dist = path.join(root, candidate.dist);
    if (!existsSync(path.join(dist, 'index.html'))) {
      console.log(`${candidate.name}: no build at ${candidate.dist}, skipped`);
      continue;
    }
    const json = path.join(out, `${candidate.name}.json`);
    console.log(`\n== ${candidate.label} (${candidate.dist})`);
    const run = spawnSync(
      process.execPath,
      [
        'bench/lighthouse.mjs',
        '--no-build',
        '--twins',
        '--report-only',
        '--runs',
        runs,
        '--only',
        PAGES,
        '--json',
        json,
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_DIST: dist } },
    );
    if (run.status !== 0 || !existsSync(json)) {
      console.log(`${candidate.name}: the bench failed (exit ${run.status})`);
      continue;
    }
    for (const row of JSON.parse(readFileSync(json, 'utf8'))) results.push({ candidate, row });
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

const header = [
  'candidate',
  'page',
  'perf',
  'LCP ms',
  'blocked LCP',
  'LCP/blocked',
  'TBT ms',
  'TBT-blocked',
  'CLS',
  'KB',
  'JS gz KB',
];
const lines = results.map(({ candidate, row }) => {
  const { figures: f, twin: t } = row;
  return [
    candidate.name,
    row.page.label,
    String(f.performance),
    String(Math.round(f.lcpMs)),
    t ? String(Math.round(t.lcpMs)) : '-',
    t ? `${(f.lcpMs / t.lcpMs).toFixed(2)}x` : '-',
    String(Math.round(f.tbtMs)),
    t ? String(Math.round(f.tbtMs - t.tbtMs)) : '-',
    f.cls.toFixed(3),
    String(Math.round(f.bytesKb)),
    String(Math.round(f.jsGzipKb)),
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${format(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const line of lines) console.log(format(line));
console.log(
  `\nload average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
