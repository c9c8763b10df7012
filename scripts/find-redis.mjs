/**
 * A Redis for the tests: TEST_REDIS_URL or REDIS_URL, one on 127.0.0.1:6379, else Debian's
 * redis-server (installed as root when missing) on a free port without persistence, which
 * `stop()` ends. Run as a script it only finds one: a started one would end with the script.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, commandPath, isRoot } from './apt-install.mjs';

const DEFAULT_PORT = 6379;
const START_TIMEOUT_MS = 10_000;

function pingRedis(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let answer = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function install() {
  if (!isRoot()) return 'redis-server is not installed (apt-get install redis-server)';
  if (!aptInstall('redis-server', 'the multi-instance tests')) {
    return 'redis-server is not installed and apt-get is not available';
  }
  return commandPath('redis-server') ? undefined : 'apt-get could not install redis-server';
}

async function start(binary) {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-redis-'));
  const options = {
    port: String(port),
    bind: '127.0.0.1',
    dir,
    save: '',
    appendonly: 'no',
    daemonize: 'no',
    loglevel: 'warning',
  };
  const args = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value]);
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && !exited) {
    if (await pingRedis(port)) return { url: `redis://127.0.0.1:${port}`, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  return { reason: `redis-server did not answer on port ${port}` };
}

export async function findRedis({ allowStart = true } = {}) {
  const given = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
  if (given) return { url: given, stop: () => {} };
  if (await pingRedis(DEFAULT_PORT)) {
    return { url: `redis://127.0.0.1:${DEFAULT_PORT}`, stop: () => {} };
  }
  if (!allowStart) return { reason: `no Redis answers on 127.0.0.1:${DEFAULT_PORT}` };
  if (!commandPath('redis-server') && !existsSync('/usr/bin/redis-server')) {
    const problem = install();
    if (problem) return { reason: problem };
  }
  return start(commandPath('redis-server') ?? '/usr/bin/redis-server');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await findRedis({ allowStart: false });
  if (result.url) console.log(result.url);
  else {
    console.error(`No Redis for the multi-instance tests: ${result.reason}.`);
    process.exit(1);
  }
}
