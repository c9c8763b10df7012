/**
 * Load test of POST /api/v1/leads against the built server (npm run build first):
 *
 *   node bench/leads.mjs [--clients 50] [--seconds 10]
 *
 * Starts the server on a free port with a temporary SQLite database (rate limits raised through
 * the environment), gives every client its own request token and cookie, posts valid leads
 * from all clients at once for the given time, then prints requests/s, p50/p99 latency and how
 * many of the acknowledged (201) leads are in the database afterwards: it must be all of them.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { startServer } from '../scripts/start-server.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const clients = Number(values.clients);
const seconds = Number(values.seconds);
const root = fileURLToPath(new URL('../', import.meta.url));

const TYPES = [
  { project_type: 'web-personal', web_purpose: 'portfolio' },
  { project_type: 'web-empresarial', industry: 'Arquitectura', company: 'Bench SL' },
  {
    project_type: 'tienda-online',
    product_type: 'fisicos',
    products_count: '50-200',
    company: 'Bench SL',
  },
  { project_type: 'aplicacion-saas', saas_description: 'Un CRM', company: 'Bench SL' },
  {
    project_type: 'aplicacion-movil',
    mobile_platforms: ['ios'],
    mobile_description: 'Reservas',
    company: 'Bench SL',
  },
  { project_type: 'ciberseguridad', security_services: ['auditoria'], company: 'Bench SL' },
];

const server = await startServer({
  env: { RATE_LIMIT_MAX: '1000000', LEADS_RATE_LIMIT_MAX: '1000000', LOG_LEVEL: 'error' },
});
console.log(`Server ${server.url}; ${clients} clients for ${seconds} s`);

async function session() {
  const response = await fetch(`${server.url}/api/v1/csrf`);
  const { csrfToken } = await response.json();
  const cookie = response.headers.getSetCookie()[0].split(';')[0];
  return {
    'content-type': 'application/json',
    origin: server.url,
    cookie,
    'x-csrf-token': csrfToken,
  };
}

const latencies = [];
const acknowledged = [];
const statuses = new Map();
let sequence = 0;

async function client(index, deadline) {
  const headers = await session();
  while (performance.now() < deadline) {
    const n = sequence++;
    const body = JSON.stringify({
      ...TYPES[n % TYPES.length],
      name: `Bench ${index}`,
      email: `bench.${n}@example.com`,
      consent: true,
      lang: 'es',
    });
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/leads`, { method: 'POST', headers, body });
    const data = await response.json();
    latencies.push(performance.now() - started);
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 201) acknowledged.push(data.id);
  }
}

try {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i, deadline)));
  const elapsed = (performance.now() - started) / 1000;

  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  const listed = JSON.parse(
    execFileSync(process.execPath, ['apps/api/dist/cli/leads.js', 'list', '--json'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const stored = new Set(listed.map((lead) => lead.id));
  const found = acknowledged.filter((id) => stored.has(id)).length;

  console.log(`requests: ${latencies.length} in ${elapsed.toFixed(1)} s`);
  console.log(
    `statuses: ${[...statuses].map(([status, count]) => `${status}=${count}`).join(' ')}`,
  );
  console.log(`requests/s: ${(latencies.length / elapsed).toFixed(0)}`);
  console.log(`latency p50: ${pct(50).toFixed(1)} ms, p99: ${pct(99).toFixed(1)} ms`);
  console.log(`acknowledged (201): ${acknowledged.length}; found in the database: ${found}`);
  if (found !== acknowledged.length) {
    console.error('Some acknowledged leads are missing from the database!');
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
