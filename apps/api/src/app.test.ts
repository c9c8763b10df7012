import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ContentError, loadSettings } from '@studio/content';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { writeContentFixture } from './test/content-fixture.js';
import { makeTempDir, startServer } from './test/helper.js';

describe('buildApp', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const config = (env: Record<string, string> = {}) =>
    loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIST: path.join(dir, 'web'),
      ...env,
    });

  it('refuses to start on invalid content, naming file, entry and field', async () => {
    dir = await makeTempDir();
    const contentDir = await writeContentFixture(path.join(dir, 'content'));
    const file = path.join(contentDir, 'ca', 'products.json');
    await writeFile(
      file,
      JSON.stringify([
        { slug: 'web-personal', title: '', description: 'x', estimacion: { plazo: 'y' } },
      ]),
    );
    const start = buildApp(config(), { contentDir });
    await expect(start).rejects.toThrow(ContentError);
    await expect(start).rejects.toThrow(`${file}: entry 0 (web-personal), field title:`);
  });

  it('refuses to start when the database is unreachable', async () => {
    dir = await makeTempDir();
    const contentDir = await writeContentFixture(path.join(dir, 'content'));
    const start = buildApp(
      config({ DATABASE_URL: 'postgres://studio:secret@127.0.0.1:1/studio' }),
      { contentDir },
    );
    await expect(start).rejects.toThrow(/^Cannot open the database: .*ECONNREFUSED/);
    await expect(start).rejects.not.toThrow(/secret/);
  });

  it('warns in production without PUBLIC_URL, saying what to set, and still starts', async () => {
    dir = await makeTempDir();
    const contentDir = await writeContentFixture(path.join(dir, 'content'));
    const startupLog = async (env: Record<string, string>) => {
      let log = '';
      const app = await buildApp(config({ LOG_LEVEL: 'warn', ...env }), {
        contentDir,
        outboxPollMs: 0,
        logStream: { write: (line) => (log += line) },
      });
      await app.close();
      return log;
    };
    const { origin } = new URL(loadSettings(contentDir).siteUrl);
    const log = await startupLog({ NODE_ENV: 'production' });
    expect(log).toContain('"level":40');
    expect(log).toContain(
      `PUBLIC_URL is not set: links in e-mails use settings.json's siteUrl (${origin})`,
    );
    expect(log).toContain(`PUBLIC_URL=${origin}`);
    for (const env of [
      { NODE_ENV: 'production', PUBLIC_URL: origin },
      { NODE_ENV: 'development' },
    ] as Record<string, string>[]) {
      expect(await startupLog(env)).not.toContain('PUBLIC_URL is not set');
    }
  });
});

function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

describe('closing', () => {
  it('finishes in-flight requests, then stops accepting and closes the database', async () => {
    const { promise: entered, fire: enter } = signal();
    const { promise: released, fire: release } = signal();
    const server = await startServer({
      setup: (app) => {
        app.get('/api/v1/test-slow', async () => {
          enter();
          await released;
          return { done: true };
        });
      },
    });
    const inFlight = fetch(`${server.url}/api/v1/test-slow`);
    await entered;
    const closing = server.close();
    setTimeout(release, 100);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${server.url}/api/v1/health`)).rejects.toThrow();
    await expect(server.app.db.selectFrom('app_meta').selectAll().execute()).rejects.toThrow();
  });
});
