/**
 * `npm run bench:api`: throughput and latency of the built server on loopback (autocannon),
 * next to a bare Fastify route measured in the same run as the ceiling; an overload run
 * (far more connections than the server can serve) to see whether it sheds with 503 or lets
 * latency grow (run last); and the server's memory across a bounded soak (run before it).
 *
 *   npm run build && npm run bench:api
 *   node bench/api.mjs --duration 10 --soak 60 --connections 50 --overload 2000
 *
 * Rate limits are raised through the environment so they do not cap the figures.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../scripts/start-server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    soak: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    overload: { type: 'string', default: '2000' },
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

function run(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration, connections, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
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

const server = await startServer({
  env: {
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
  rows.push(
    summary(
      'POST /api/v1/leads',
      await run({
        url: `${server.url}/api/v1/leads`,
        method: 'POST',
        headers: leadHeaders,
        body: lead,
      }),
    ),
  );
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
      `RSS first/last/max: ${samples[0]} / ${samples.at(-1)} / ${Math.max(...samples)} MB`,
    );
  }
  const overload = Number(args.overload);
  const overloadRows = [];
  overloadRows.push(
    summary(
      `overload: POST /api/v1/leads, ${overload} connections`,
      await run({
        url: `${server.url}/api/v1/leads`,
        method: 'POST',
        headers: leadHeaders,
        body: lead,
        connections: overload,
        timeout: 30,
      }),
    ),
  );
  console.table(overloadRows);
  console.log(`server RSS after the overload: ${rssMb(server.process.pid)} MB`);
  // Is it still answering once the load stops?
  const started = Date.now();
  const after = await fetch(`${server.url}/api/v1/health`, {
    signal: AbortSignal.timeout(120_000),
  });
  console.log(`health right after the overload: ${after.status} in ${Date.now() - started} ms`);
} finally {
  bare.stop();
  await server.stop();
}
