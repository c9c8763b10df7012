import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadSettings } from '@studio/content';
import { CSRF_HEADER, type SiteSettings } from '@studio/shared';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { writeContentFixture } from './content-fixture.js';

export async function makeTempDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'studio-api-test-'));
}

export interface TestServer {
  app: App;
  config: Config;
  /** The server's base URL, e.g. http://127.0.0.1:40123 (also its origin). */
  url: string;
  /** The temporary folder: data/, content/, and web/ when the test writes a web build there. */
  dir: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Environment on top of the test defaults (silent log, temp DATA_DIR, WEB_DIST=<dir>/web). */
  env?: Record<string, string>;
  /** Files of a fake web build (path under WEB_DIST -> content); a path ending in / is a folder. */
  web?: Record<string, string | Buffer>;
  /** Registers extra routes (test probes) before the server starts. */
  setup?: (app: App) => void;
  /** Outbox worker options; by default it is manual (tests call `app.outbox.deliverDue()`). */
  outbox?: { pollMs?: number; now?: () => Date };
  /** Where the server's log goes (set LOG_LEVEL in env too: the tests' default is silent). */
  logStream?: { write(line: string): void };
}

async function writeWebBuild(root: string, files: Record<string, string | Buffer>): Promise<void> {
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(root, file);
    if (file.endsWith('/')) {
      await mkdir(target, { recursive: true });
    } else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
  }
}

/**
 * Builds the app on a new temporary folder (removed on close) and listens on an ephemeral
 * port of 127.0.0.1.
 */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = await makeTempDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: path.join(dir, 'web'),
    ...options.env,
  });
  if (options.web) await writeWebBuild(config.WEB_DIST, options.web);
  const contentDir = await writeContentFixture(path.join(dir, 'content'));
  const app = await buildApp(config, {
    contentDir,
    outboxPollMs: options.outbox?.pollMs ?? 0,
    now: options.outbox?.now,
    logStream: options.logStream,
  });
  options.setup?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return {
    app,
    config,
    url: `http://127.0.0.1:${address.port}`,
    dir,
    async close() {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The studio's settings as the server read them: its content folder's settings.json, or the file
 * STUDIO_SETTINGS names. A test expects the studio's facts from here, never spelled out.
 */
export function studioSettings(server: Pick<TestServer, 'dir'>): SiteSettings {
  return loadSettings(path.join(server.dir, 'content'));
}

export { escapeRegExp } from './regexp.js';

/**
 * What a test server needs for its chat to answer: WEB_DIST at the web app as `npm run build`
 * leaves it, since both assistants read the built pages (without them the chat answers 503). A
 * missing build fails the test here, with what to do.
 */
export function chatEnv(): Record<string, string> {
  const dir = loadConfig({}).WEB_DIST;
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} holds no built site: run "npm run build" before the chat's tests`);
  }
  return { WEB_DIST: dir };
}

export interface CsrfPair {
  token: string;
  /** The `name=value` of the cookie the token is bound to. */
  cookie: string;
}

/** Fetches a request token and its cookie, as the web app does before a POST. */
export async function getCsrf(url: string, cookie?: string): Promise<CsrfPair> {
  const response = await fetch(`${url}/api/v1/csrf`, { headers: cookie ? { cookie } : {} });
  // A refused token request (503: a busy server sheds it) would make the POST after it fail
  // with a puzzling 403; it fails here with what happened.
  if (!response.ok) throw new Error(`GET /api/v1/csrf answered ${response.status}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const setCookie = response.headers.getSetCookie()[0];
  return { token: csrfToken, cookie: setCookie?.split(';')[0] ?? cookie ?? '' };
}

/** Headers of a same-origin POST carrying a token. */
export function postHeaders(pair: CsrfPair, origin: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    cookie: pair.cookie,
    origin,
    [CSRF_HEADER]: pair.token,
  };
}

/**
 * A PostgreSQL database for this test file when TEST_DATABASE_URL is set: a fresh schema,
 * selected through the connection's search_path. Schemas are dropped after the whole run, all
 * at once (pg-schemas.ts says why), so `drop()` only says this file is done with it.
 */
export async function createPgSchema(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const schema = `${inject('pgSchemaPrefix')}${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => Promise.resolve() };
}

/** The storage backends a storage test runs on: SQLite always, PostgreSQL when configured. */
export const backends = [
  { name: 'SQLite', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: true }] : []),
];

/** `startServer` on one of the `backends`: on PostgreSQL, over a schema of its own. */
export async function startServerOn(
  postgres: boolean,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const schema = postgres ? await createPgSchema() : null;
  const server = await startServer({
    ...options,
    env: { ...(schema ? { DATABASE_URL: schema.url } : {}), ...options.env },
  });
  return {
    ...server,
    async close() {
      await server.close();
      await schema?.drop();
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request over a real socket with the headers exactly as given, Host included (fetch sets
 * Host itself and refuses another): what a client talking straight to the server can send.
 */
export function rawRequest(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        setHost: options.headers?.host === undefined,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
