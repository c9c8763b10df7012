import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../test/helper.js';

describe('content lists', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it.each(['products', 'extras', 'faqs', 'portfolio'])(
    'serves %s in Spanish by default',
    async (name) => {
      const response = await fetch(`${server.url}/api/v1/${name}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const list = (await response.json()) as { title?: string; question?: string }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list[0]?.title ?? list[0]?.question).toContain('(es)');
    },
  );

  it.each(['es', 'ca', 'en'])('serves the %s list for ?lang=', async (lang) => {
    const response = await fetch(`${server.url}/api/v1/products?lang=${lang}`);
    const [first] = (await response.json()) as {
      slug: string;
      title: string;
      estimacion: { plazo: string };
    }[];
    expect(first).toEqual({
      slug: 'web-personal',
      title: `Web personal (${lang})`,
      description: `Una web para ti (${lang})`,
      estimacion: { plazo: '1-2 semanas' },
    });
  });

  it('rejects an unknown language with the error shape', async () => {
    const response = await fetch(`${server.url}/api/v1/faqs?lang=xx`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toBe('Invalid request');
    expect(Object.keys(body.errors)).toEqual(['lang']);
  });

  it('caches with a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await fetch(`${server.url}/api/v1/extras?lang=ca`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);

    const again = await fetch(`${server.url}/api/v1/extras?lang=ca`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');

    const other = await fetch(`${server.url}/api/v1/extras?lang=en`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('compresses large lists for clients that accept it, with their own ETag', async () => {
    const plain = await fetch(`${server.url}/api/v1/products`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const plainBody = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const raw = await rawGet(`${server.url}/api/v1/products`, { 'accept-encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(raw.body).toString()).toBe(plainBody);
    expect(raw.headers.etag).not.toBe(plain.headers.get('etag'));

    const brotli = await rawGet(`${server.url}/api/v1/products`, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plainBody);

    const refused = await rawGet(`${server.url}/api/v1/products`, {
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const revalidated = await fetch(`${server.url}/api/v1/products`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(raw.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    const weak = await fetch(`${server.url}/api/v1/products`, {
      headers: { 'if-none-match': `"other", W/${String(plain.headers.get('etag'))}` },
    });
    expect(weak.status).toBe(304);
  });

  it('leaves small lists uncompressed', async () => {
    const raw = await rawGet(`${server.url}/api/v1/extras`, { 'accept-encoding': 'br' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(raw.body.toString())).toHaveLength(1);
  });
});

describe('GET /logos/index.json', () => {
  it('lists the logo files of the web build, sorted', async () => {
    const names = ['zeta.svg', 'alpha.png', 'mid.webp', 'notes.txt', '.hidden.svg', 'bad name.svg'];
    const server = await startServer({
      web: {
        ...Object.fromEntries(names.map((name) => [`logos/${name}`, '<svg/>'])),
        'logos/folder.svg/': '',
      },
    });
    try {
      const response = await fetch(`${server.url}/logos/index.json`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(['alpha.png', 'mid.webp', 'zeta.svg']);
      expect(response.headers.get('etag')).toMatch(/^"/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    } finally {
      await server.close();
    }
  });

  it('answers [] without a web build', async () => {
    const server = await startServer();
    try {
      const response = await fetch(`${server.url}/logos/index.json`);
      expect(await response.json()).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

/** fetch() always decodes; this keeps the bytes as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}
