import { test, expect } from './support/fixtures';
import { pageScripts } from './support/html';

/** The build precompresses its assets (apps/web/scripts/precompress.mjs); the server sends them. */
test('hashed scripts are sent precompressed and cached for good', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const assets = pageScripts(html);
  expect(assets.length).toBeGreaterThan(1);
  let compressed = 0;
  for (const asset of assets) {
    expect(asset).toMatch(/^\/assets\//);
    const plain = await request.get(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    // Below 1 KB (apps/web/scripts/precompress.mjs) compression is not worth it.
    if ((await plain.body()).length < 1024) continue;
    compressed += 1;
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset, { headers: { 'accept-encoding': encoding } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-encoding'], `${asset} ${encoding}`).toBe(encoding);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-type']).toMatch(
        /^(text\/css|text\/javascript|application\/javascript)/,
      );
    }
  }
  expect(compressed).toBeGreaterThan(1);
});
