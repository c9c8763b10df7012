/**
 * `npm audit --omit=dev` as a gate: fails on a high or critical advisory of a production
 * dependency. When the advisory endpoint cannot answer (a mirror's 405, no network) there is
 * nothing to judge: it says so and passes.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BLOCKING = ['critical', 'high'];

const NETWORK_CODES = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH)\b/;

/**
 * What it cannot read is a failure, so that a broken audit never passes silently.
 * @returns {{ verdict: 'pass' | 'fail' | 'skip', lines: string[] }}
 */
export function judgeAudit(stdout, stderr = '') {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    const network = NETWORK_CODES.exec(stderr);
    if (network) return skip(`could not be reached (${network[1]})`);
    return verdict(
      'fail',
      `npm audit: no report to read: ${(stderr || stdout).trim().split('\n')[0]}`,
    );
  }
  if (report && typeof report.vulnerabilities === 'object' && report.vulnerabilities !== null) {
    const blocking = Object.values(report.vulnerabilities)
      .filter((vulnerability) => BLOCKING.includes(vulnerability.severity))
      .sort(
        (a, b) =>
          BLOCKING.indexOf(a.severity) - BLOCKING.indexOf(b.severity) ||
          a.name.localeCompare(b.name),
      );
    const counts = report.metadata?.vulnerabilities ?? {};
    const total = counts.total ?? Object.keys(report.vulnerabilities).length;
    if (blocking.length === 0) {
      return verdict(
        'pass',
        `npm audit: no high or critical advisory in production dependencies (${total} lower)`,
      );
    }
    return verdict(
      'fail',
      `npm audit: ${blocking.length} production ${blocking.length === 1 ? 'dependency has' : 'dependencies have'} a high or critical advisory:`,
      ...blocking.map((vulnerability) => `  ${describe(vulnerability)}`),
      'Update them (npm audit fix --omit=dev, or a newer version of the package that brings them in).',
    );
  }
  const status = report?.statusCode ?? /\b(\d{3}) [A-Z]/.exec(report?.message ?? '')?.[1];
  if (status) return skip(`answered ${status}`);
  const code = report?.code ?? report?.error?.code;
  if (typeof code === 'string' && NETWORK_CODES.test(code)) {
    return skip(`could not be reached (${code})`);
  }
  return verdict(
    'fail',
    `npm audit: unexpected answer: ${(report?.message ?? stdout).slice(0, 200)}`,
  );
}

function verdict(name, ...lines) {
  return { verdict: name, lines };
}

function skip(reason) {
  return verdict('skip', `npm audit: skipped, the registry's advisory endpoint ${reason}`);
}

function describe(vulnerability) {
  const advisories = (vulnerability.via ?? []).map((via) =>
    typeof via === 'string' ? `via ${via}` : `${via.title} <${via.url}>`,
  );
  const fix = vulnerability.fixAvailable ? '' : ' (no fix available)';
  return `${vulnerability.name} (${vulnerability.severity}, ${vulnerability.range}): ${advisories.join('; ')}${fix}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const { verdict, lines } = judgeAudit(result.stdout ?? '', result.stderr ?? '');
  for (const line of lines) console.log(line);
  process.exitCode = verdict === 'fail' ? 1 : 0;
}
