import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { LANGS, langUrl, pageFile, routeUrl, type Lang } from '@studio/shared';
import { loadConfig } from '../../config.js';
import { chatEnv } from '../../test/helper.js';
import { createChatProvider, type ChatProvider } from '../provider.js';
import { loadSitePassages, sectionPages } from './site-pages.js';

/**
 * The assistant learns the posts as it learns every built page (decision 019): a question only
 * a post answers gets that post's passage and link. The post here is made for the test, so that
 * it holds whatever posts the studio publishes or removes.
 */

const webDist = chatEnv().WEB_DIST!;
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const POST = '/blog/fotos-de-producto';
const post: Record<Lang, { title: string; heading: string; text: string; question: string }> = {
  es: {
    title: 'Fotos de producto que venden',
    heading: 'El tamaño de las fotos',
    text: 'Sube cada foto de producto a 2000 píxeles por el lado largo, sobre fondo blanco liso, en formato JPEG de calidad 80.',
    question: '¿Qué tamaño en píxeles deben tener las fotos de producto?',
  },
  ca: {
    title: 'Fotos de producte que venen',
    heading: 'La mida de les fotos',
    text: 'Puja cada foto de producte a 2000 píxels pel costat llarg, sobre fons blanc llis, en format JPEG de qualitat 80.',
    question: 'Quina mida en píxels han de tenir les fotos de producte?',
  },
  en: {
    title: 'Product photos that sell',
    heading: 'The size of the photos',
    text: 'Upload each product photo at 2000 pixels on the long side, on a plain white background, as a JPEG of quality 80.',
    question: 'What size in pixels should product photos be?',
  },
};

/** The built site, plus the post as the build writes one: its words in `<main>`. */
function siteWithPost(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-posts-'));
  copies.push(dir);
  cpSync(webDist, dir, { recursive: true });
  for (const lang of LANGS) {
    const { title, heading, text } = post[lang];
    const page = readFileSync(
      path.join(webDist, pageFile({ path: routeUrl('faq', 'es') }, lang)),
      'utf8',
    );
    const html = page.replace(
      /<main\b[\s\S]*<\/main>/,
      `<main id="main"><article><h1>${title}</h1><h2 id="tamano">${heading}</h2><p>${text}</p></article></main>`,
    );
    const file = path.join(dir, pageFile({ path: POST }, lang));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  return dir;
}

describe('the posts the build wrote', () => {
  it('are every one of them known, at its own address, in the languages it exists in', () => {
    const passages = loadSitePassages(webDist);
    for (const { path: pagePath, lang } of sectionPages(webDist)) {
      const url = langUrl(pagePath, lang);
      expect(
        passages[lang].some((passage) => passage.url.split('#')[0] === url),
        url,
      ).toBe(true);
    }
  });

  let assistant: ChatProvider | undefined;
  it.each(LANGS)('%s: a question only a post answers is answered from it', async (lang) => {
    assistant ??= createChatProvider(
      loadConfig({ NODE_ENV: 'test', CHAT_PROVIDER: 'builtin', WEB_DIST: siteWithPost() }),
      loadContent(),
      { warn: () => {} },
    )!;
    const answer = await assistant.reply({
      messages: [{ role: 'user', content: post[lang].question }],
      lang,
      signal: new AbortController().signal,
    });
    expect(answer.kind).toBe('answer');
    expect(answer.sources?.[0]?.url).toBe(`${langUrl(POST, lang)}#tamano`);
  });
});
