/**
 * `npm run bench:api`: throughput and latency of the built server on loopback (autocannon),
 * next to a bare Fastify route measured in the same run as the ceiling; the server's memory
 * across a 60-second soak (start/peak/end RSS); and an overload run last (far more connections
 * posting leads than the database can write): how many answers were 201, 503 or else, the p99
 * of each, RSS before/after, whether every 201 is stored, and the health probe right after.
 *
 *   npm run build && npm run bench:api
 *   node bench/api.mjs --duration 10 --soak 60 --connections 50 --overload 2000 --overload-duration 15
 *   DATABASE_URL=$(node scripts/find-postgres.mjs) npm run bench:api   # on PostgreSQL
 *
 * On PostgreSQL the run uses a fresh schema of that database, dropped at the end; else a
 * temporary SQLite file. Rate limits are raised through the environment so they do not cap
 * the figures; the overload settings are the defaults (docs/configuration.md, Overload).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer } from '../scripts/start-server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    soak: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    overload: { type: 'string', default: '2000' },
    'overload-duration': { type: 'string', default: '15' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

/** A bare Fastify route in its own process: the ceiling on this machine. */
async function startBare() {
  const code = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    console.log('Listening on http://127.0.0.1:' + app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const match = /Listening on (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/** Runs autocannon; `byStatus` (when given) collects each answer's latency under its status. */
function run(options, byStatus) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration, connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
    if (byStatus) {
      instance.on('response', (_client, status, _bytes, ms) => {
        const list = byStatus.get(status) ?? [];
        list.push(ms);
        byStatus.set(status, list);
      });
    }
  });
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? '-'
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

/** A fresh schema of DATABASE_URL's database (dropped by `drop`), or null for SQLite. */
async function postgresSchema(base) {
  if (!base) return null;
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const sql = async (text) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      return await client.query(text);
    } finally {
      await client.end();
    }
  };
  await sql(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => sql(`drop schema ${schema} cascade`) };
}

function summary(name, result) {
  const statuses = Object.fromEntries(
    ['1xx', '2xx', '3xx', '4xx', '5xx'].map((key) => [key, result[key]]),
  );
  return {
    name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    ...statuses,
    errors: result.errors + result.timeouts,
  };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const schema = await postgresSchema(process.env.DATABASE_URL);
const databaseEnv = schema ? { DATABASE_URL: schema.url } : {};
console.log(`database: ${schema ? 'PostgreSQL' : 'SQLite'}`);
const server = await startServer({
  env: {
    ...databaseEnv,
    RATE_LIMIT_MAX: '1000000',
    LEADS_RATE_LIMIT_MAX: '1000000',
    CHAT_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
  },
});
const bare = await startBare();
try {
  const csrf = await fetch(`${server.url}/api/v1/csrf`);
  const { csrfToken } = await csrf.json();
  const leadHeaders = {
    'content-type': 'application/json',
    origin: server.url,
    cookie: csrf.headers.getSetCookie()[0].split(';')[0],
    'x-csrf-token': csrfToken,
  };
  const lead = JSON.stringify({
    project_type: 'web-personal',
    web_purpose: 'portfolio',
    budget_range: 'menos-1k',
    name: 'Bench',
    email: 'bench@example.com',
    consent: true,
    hp: '',
  });

  // The ids of every lead answered 201, from the answers' bodies.
  const acknowledged = new Set();
  const leadRequests = [
    {
      method: 'POST',
      path: '/api/v1/leads',
      headers: leadHeaders,
      body: lead,
      onResponse: (status, body) => {
        if (status === 201) acknowledged.add(JSON.parse(body).id);
      },
    },
  ];
  const rows = [];
  rows.push(summary('bare Fastify GET / (ceiling)', await run({ url: `${bare.url}/` })));
  rows.push(
    summary(
      'GET /api/v1/products?lang=es',
      await run({ url: `${server.url}/api/v1/products?lang=es` }),
    ),
  );
  rows.push(
    summary('GET /api/v1/faqs?lang=en', await run({ url: `${server.url}/api/v1/faqs?lang=en` })),
  );
  const leadRun = await run({
    url: `${server.url}/api/v1/leads`,
    requests: leadRequests,
  });
  rows.push(summary('POST /api/v1/leads', leadRun));
  console.table(rows);

  const soakSeconds = Number(args.soak);
  if (soakSeconds > 0) {
    const samples = [rssMb(server.process.pid)];
    const timer = setInterval(() => samples.push(rssMb(server.process.pid)), 5000);
    const result = await run({
      url: `${server.url}/api/v1/products?lang=es`,
      duration: soakSeconds,
      connections: 20,
    });
    clearInterval(timer);
    samples.push(rssMb(server.process.pid));
    console.table([summary(`soak ${soakSeconds} s: GET /api/v1/products`, result)]);
    console.log(`server RSS (MB) every 5 s: ${samples.join(' ')}`);
    console.log(
      `soak RSS start/peak/end: ${samples[0]} / ${Math.max(...samples)} / ${samples.at(-1)} MB`,
    );
  }

  const overload = Number(args.overload);
  const overloadSeconds = Number(args['overload-duration']);
  if (overload > 0) {
    const rssBefore = rssMb(server.process.pid);
    const byStatus = new Map();
    const result = await run(
      {
        url: `${server.url}/api/v1/leads`,
        requests: leadRequests,
        connections: overload,
        duration: overloadSeconds,
        timeout: 30,
      },
      byStatus,
    );
    const rssAfter = rssMb(server.process.pid);
    for (const list of byStatus.values()) list.sort((a, b) => a - b);
    const count = (status) => byStatus.get(status)?.length ?? 0;
    const created = count(201);
    const other = [...byStatus].filter(([status]) => status !== 201 && status !== 503);
    console.table([
      {
        name: `overload: POST /api/v1/leads, ${overload} connections, ${overloadSeconds} s`,
        'answers/s': Math.round(result.requests.average),
        201: created,
        503: count(503),
        other: other.map(([status, list]) => `${status}=${list.length}`).join(' ') || 0,
        errors: result.errors,
        timeouts: result.timeouts,
        'p99 201 ms': percentile(byStatus.get(201) ?? [], 99),
        'p99 503 ms': percentile(byStatus.get(503) ?? [], 99),
        'p99 all ms': result.latency.p99,
      },
    ]);
    console.log(`server RSS before/after the overload: ${rssBefore} / ${rssAfter} MB`);
    // Is it still answering, and healthy, once the load stops?
    const started = Date.now();
    const after = await fetch(`${server.url}/api/v1/health`, {
      signal: AbortSignal.timeout(120_000),
    });
    console.log(
      `health right after the overload: ${after.status} ${JSON.stringify(await after.json())} in ${Date.now() - started} ms`,
    );
  }

  // Every lead answered 201 (in any run) must be in the database.
  const listed = JSON.parse(
    execFileSync(process.execPath, ['apps/api/dist/cli/leads.js', 'list', '--json'], {
      cwd: new URL('../', import.meta.url),
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '', ...databaseEnv },
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  // The database may hold more: leads stored while autocannon stopped reading their answers.
  const stored = new Set(listed.map((row) => row.id));
  const missing = [...acknowledged].filter((id) => !stored.has(id)).length;
  console.log(
    `leads answered 201: ${acknowledged.size}; in the database: ${listed.length}; answered 201 but missing: ${missing}`,
  );
  if (missing > 0) {
    console.error('Some leads answered 201 are missing from the database!');
    process.exitCode = 1;
  }
} finally {
  bare.stop();
  await server.stop();
  await schema?.drop();
}
