import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { LANGS, pageFile, routeUrl, type Lang } from '@studio/shared';
import { loadConfig } from '../config.js';
import { chatEnv, startServer } from '../test/helper.js';
import { loadPhrasings, phrasingsFile } from './knowledge/phrasings.js';
import { KNOWN_ROUTES } from './knowledge/site-pages.js';
import {
  createChatProvider,
  siteKnowledge,
  type ChatAnswer,
  type ChatProvider,
} from './provider.js';

/**
 * The edits a studio makes to its FAQ, as the rebuilt FAQ page shows them, and what the
 * assistant then answers: it reads the built pages, so each test builds a copy of them.
 */

const webDist = chatEnv().WEB_DIST!;
const content = loadContent();
const phrasings = loadPhrasings();
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function builtFiles(changeFaq: (html: string, lang: Lang) => string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const route of KNOWN_ROUTES) {
    for (const lang of LANGS) {
      const file = pageFile(route, lang);
      const html = readFileSync(path.join(webDist, file), 'utf8');
      files[file] = route.id === 'faq' ? changeFaq(html, lang) : html;
    }
  }
  return files;
}

function siteWith(changeFaq: (html: string, lang: Lang) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-site-'));
  copies.push(dir);
  for (const [file, html] of Object.entries(builtFiles(changeFaq))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  return dir;
}

function assistantOn(dir: string): ChatProvider {
  const config = loadConfig({ NODE_ENV: 'test', CHAT_PROVIDER: 'builtin', WEB_DIST: dir });
  const provider = createChatProvider(config, content, { warn: () => {} });
  if (!provider) throw new Error(`no assistant on ${dir}`);
  return provider;
}

const ask = (assistant: ChatProvider, question: string, lang: Lang): Promise<ChatAnswer> =>
  assistant.reply({
    messages: [{ role: 'user', content: question }],
    lang,
    signal: new AbortController().signal,
  });

/**
 * What an answer gives by where it points, not by the words of the headings it names: the
 * passage it quotes, or the questions it offers when unsure.
 */
const outcome = ({ kind, handover, sources, suggested }: ChatAnswer) => ({
  kind,
  handover,
  sources: (sources ?? []).map((source) => source.url),
  ...(kind === 'unsure' ? { suggested: (suggested ?? []).map((source) => source.url) } : {}),
});

const faqOf = (lang: Lang, id: string) => {
  const faq = content.lists[lang].faqs.find((entry) => entry.id === id);
  if (!faq) throw new Error(`${lang}/faqs.json has no ${id}`);
  return faq;
};

/** A FAQ entry's element on the built page, from its opening tag to the next entry's. */
function itemOf(html: string, id: string): string {
  const start = html.indexOf(`<div class="accordion-item" id="${id}"`);
  const next = html.indexOf('<div class="accordion-item"', start + 1);
  if (start === -1 || next === -1)
    throw new Error(`the FAQ page has no entry ${id} before another`);
  return html.slice(start, next);
}

const ORIGINAL = siteWith((html) => html);

describe('a FAQ question reworded in every language', () => {
  const id = 'garantia-devolucion';
  const reworded: Record<Lang, string> = {
    es: '¿Y si al final el resultado no me convence?',
    ca: 'I si al final el resultat no em convenç?',
    en: 'And what if in the end I do not like the result?',
  };
  const REWORDED = siteWith((html, lang) =>
    html.replaceAll(faqOf(lang, id).question, reworded[lang]),
  );

  it('is what the rebuilt page shows', () => {
    for (const lang of LANGS) {
      const passage = siteKnowledge(REWORDED).passages[lang].find((p) => p.key === id);
      expect(passage?.heading).toBe(reworded[lang]);
    }
  });

  it.each(LANGS)(
    '%s: the visitors’ wordings of it get the same answers as before',
    async (lang) => {
      const asks = phrasings[lang].asks.find((entry) => entry.page === '/faq' && entry.id === id);
      expect(asks?.asks.length).toBeGreaterThan(5);
      const before = assistantOn(ORIGINAL);
      const after = assistantOn(REWORDED);
      const url = `${routeUrl('faq', lang)}#${id}`;
      let answered = 0;
      for (const question of asks!.asks) {
        const was = outcome(await ask(before, question, lang));
        if (was.sources[0] === url) answered += 1;
        expect(outcome(await ask(after, question, lang)), question).toEqual(was);
      }
      // The wordings are this question's: most of them reach it, so keeping them matters.
      expect(answered).toBeGreaterThan(asks!.asks.length / 2);
    },
  );
});

describe('a FAQ entry added to the FAQ file and built', () => {
  const id = 'videollamadas';
  const added: Record<Lang, { question: string; answer: string }> = {
    es: {
      question: '¿Podemos hacer las reuniones por videollamada?',
      answer:
        'Sí. Hacemos por videollamada la reunión inicial, la de cada hito y la de entrega, con la pantalla compartida para revisar juntos cada avance.',
    },
    ca: {
      question: 'Podem fer les reunions per videotrucada?',
      answer:
        'Sí. Fem per videotrucada la reunió inicial, la de cada fita i la de lliurament, amb la pantalla compartida per revisar junts cada avenç.',
    },
    en: {
      question: 'Can we hold our meetings by video call?',
      answer:
        'Yes. The first meeting, the one at each milestone and the handover are video calls, sharing the screen to review each step together.',
    },
  };
  // As the FAQ page renders an entry: the markup of another one, with this one's words.
  const ADDED = siteWith((html, lang) => {
    const model = itemOf(html, 'contrato');
    const item = model
      .replace(/<span>[^<]*<\/span>/, `<span>${added[lang].question}</span>`)
      .replace(
        /(id="faq-contrato-a"[^>]*>)[\s\S]*?(<\/div><\/div>)$/,
        `$1<p>${added[lang].answer}</p>$2`,
      )
      .replaceAll('contrato', id);
    return html.replace(model, `${model}${item}`);
  });

  it.each(LANGS)('%s: its question is answered with it', async (lang) => {
    const answer = await ask(assistantOn(ADDED), added[lang].question, lang);
    expect(answer.sources?.[0]?.url).toBe(`${routeUrl('faq', lang)}#${id}`);
  });

  it.each([
    ['en', 'Do you build video games?'],
    ['es', '¿Hacéis desarrollo de videojuegos?'],
    ['ca', 'Feu desenvolupament de videojocs?'],
  ] as const)('%s: "%s" is still passed to a person', async (lang, question) => {
    // Its answer says "video"; a service the studio does not offer is still not on the site,
    // and no passage is quoted as its answer (the person is offered, perhaps with questions).
    for (const site of [ORIGINAL, ADDED]) {
      const answer = await ask(assistantOn(site), question, lang);
      expect(answer.kind).not.toBe('answer');
      expect(answer.handover).toBe(true);
      expect(answer.sources ?? []).toEqual([]);
    }
  });
});

describe('a FAQ entry removed from the site while the chat’s asks still name it', () => {
  it('is told in the server’s log at start, with the file to fix, and the chat still answers', async () => {
    const lines: string[] = [];
    const web = builtFiles((html) => html.replace(itemOf(html, 'contrato'), ''));
    const server = await startServer({
      env: { LOG_LEVEL: 'warn' },
      web,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      for (const lang of LANGS) {
        expect(warnings).toContainEqual(
          expect.objectContaining({
            level: 40,
            msg: expect.stringMatching(
              new RegExp(
                `^${phrasingsFile(lang).replaceAll('/', '\\/')}: asks\\.\\d+ names /faq#contrato,`,
              ),
            ),
          }),
        );
      }
      const status = await fetch(`${server.url}/api/v1/chat/status`);
      expect(await status.json()).toMatchObject({ available: true });
    } finally {
      await server.close();
    }
  });
});
