import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@studio/content';
import { CHAT_LIMITS, chatMessageContent, formatMoney, type Lang } from '@studio/shared';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../test/fake-chat-completions.js';
import {
  chatEnv,
  escapeRegExp,
  getCsrf,
  postHeaders,
  startServer,
  studioSettings,
  type TestServer,
} from '../test/helper.js';
import { chatSigningKey, checkConversation } from '../chat/conversation-signature.js';
import { loadPhrasings } from '../chat/knowledge/phrasings.js';
import { siteKnowledge } from '../chat/provider.js';
import { BuiltinProvider } from '../chat/providers/builtin.js';
import { priceOf } from '../chat/eval/figures.js';

type Msg = { role: 'user' | 'assistant'; content: string };
type Reply = { reply: string; handover?: boolean; suggestions?: string[]; signature: string };

/** Every reply is signed (chat/conversation-signature.ts): `<mac>.<anchor mac or nothing>`. */
const SIGNATURE = /^[\w-]{43}\.(?:[\w-]{43})?$/;
const signed = expect.stringMatching(SIGNATURE);

/** The built site, which both assistants read (see chatEnv). */
const CHAT_ENV = chatEnv();

/** The settings the built site was made with: the contact details its pages give. */
const SITE_SETTINGS = loadContent().settings;

/**
 * The shop's price in pricing.json as the language's pages write it ("2.500 €", "€2,500"), with
 * the pages' own formatter; the chat reads their no-break space as a space.
 */
const shopPrice = (lang: Lang) =>
  formatMoney(priceOf('tienda-online'), lang).replace(/\u00a0/g, ' ');

/**
 * A question in the site's own words, which the search cannot mistake: the online shop's
 * price, said on the shop's page, in each language.
 */
const SHOP_PRICE = {
  es: { question: '¿Cuánto cuesta una tienda online?', price: shopPrice('es') },
  ca: { question: 'Quant costa una botiga en línia?', price: shopPrice('ca') },
  en: { question: 'How much is an online shop?', price: shopPrice('en') },
} as const;

/** The studio's name as a test server knows it: its settings (STUDIO_SETTINGS' file, if set). */
const studioName = (server: TestServer): string => studioSettings(server).studioName;

/** A text that begins with `start`, taken as written. */
const beginning = (start: string) => expect.stringMatching(new RegExp(`^${escapeRegExp(start)}`));
/** The shop page's address in each language, as a link of a reply: `](/servicios/…)`. */
const SHOP_LINK = {
  es: /\]\(\/servicios\/tienda-online[#)]/,
  ca: /\]\(\/servicios\/tienda-online\?lang=ca[#)]/,
  en: /\]\(\/servicios\/tienda-online\?lang=en[#)]/,
} as const;

/**
 * A question the built-in assistant is unsure of: the first of a few vague ones it answers with
 * suggestions. Which of them does depends on its tuning (packages/content/data/<lang>/chat.json),
 * so it is picked here from the assistant itself; if none does, the assistant no longer says
 * when it is unsure, and the test fails.
 */
const UNSURE = (() => {
  const assistant = new BuiltinProvider(
    siteKnowledge(CHAT_ENV.WEB_DIST!),
    loadPhrasings(),
    loadContent(),
  );
  const question = [
    'los precios que poneis llevan el iva o hay que sumarlo?',
    'y lo del soporte como va?',
    'necesito algo para mi restaurante',
    'info sobre seguridad',
    'precios?',
  ].find((text) => assistant.answer(text, undefined, 'es').kind === 'unsure');
  return { lang: 'es', question: question ?? 'y lo del soporte como va?' } as const;
})();

async function postChat(
  server: TestServer,
  body: unknown,
  options: { stream?: boolean; headers?: Record<string, string> } = {},
) {
  const pair = await getCsrf(server.url);
  return fetch(`${server.url}/api/v1/chat`, {
    method: 'POST',
    headers: {
      ...postHeaders(pair, server.url),
      ...(options.stream ? { accept: 'text/event-stream' } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
}

/** The events of a server-sent events body: [event name or 'message', parsed data]. */
function parseSse(text: string): [string, unknown][] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? 'null';
      return [event, JSON.parse(data) as unknown];
    });
}

/**
 * The passages a grounded system prompt lists: a "[n] Page · Heading (address)" line each, and
 * the passage's words under it.
 */
function promptPassages(prompt: string) {
  return prompt
    .split(/\n(?=\[\d+\] )/)
    .slice(1)
    .map((block) => {
      const [head = '', ...words] = block.split('\n');
      const [, n = '', url = ''] = /^\[(\d+)\] .+ · .+ \((\S+)\)$/.exec(head) ?? [];
      return { head, n: Number(n), url, words: words.join('\n') };
    });
}

const ask = (content: string): { messages: Msg[] } => ({ messages: [{ role: 'user', content }] });

describe('POST /api/v1/chat with the built-in provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests send more messages than a visitor may in a minute (20 by default).
    server = await startServer({ env: { ...CHAT_ENV, CHAT_RATE_LIMIT_MAX: '100' } });
  });
  afterAll(() => server.close());

  it('says the built-in assistant is available', async () => {
    const response = await fetch(`${server.url}/api/v1/chat/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true, provider: 'builtin', model: null });
  });

  it('answers in the language asked, quoting the site and linking where it says it', async () => {
    for (const lang of ['es', 'ca', 'en'] as const) {
      const { question, price } = SHOP_PRICE[lang];
      const response = await postChat(server, { ...ask(question), lang });
      expect(response.status).toBe(200);
      const json = (await response.json()) as Reply;
      expect(json.reply, lang).toContain(price);
      expect(json.reply, lang).toMatch(SHOP_LINK[lang]);
      // A clear answer: nothing to hand over (related questions may follow it).
      expect(json, lang).not.toHaveProperty('handover');
    }
    const noLang = await postChat(server, ask('Hola'));
    expect(((await noLang.json()) as Reply).reply).toMatch(/^¡Hola!/);
  });

  it('streams the whole answer as one event when asked for a stream', async () => {
    const response = await postChat(server, { ...ask('Hello'), lang: 'en' }, { stream: true });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(await response.text());
    expect(events).toEqual([
      ['message', { delta: beginning(`Hello! I am the ${studioName(server)} assistant`) }],
      ['done', { signature: signed }],
    ]);
  });

  it('offers the hand-over when the site does not say, in JSON and at the end of a stream', async () => {
    const question = { ...ask('Do you build video games?'), lang: 'en' };
    const json = (await (await postChat(server, question)).json()) as Reply;
    expect(json.handover).toBe(true);
    expect(json.reply).toEqual(
      beginning(`I cannot find that on the ${studioName(server)} website`),
    );
    // Nothing close enough to suggest; the quote form is offered beside the team.
    expect(json).not.toHaveProperty('suggestions');
    expect(json.reply).toContain('](/contacto?lang=en)');
    const events = parseSse(await (await postChat(server, question, { stream: true })).text());
    expect(events.at(-1)).toEqual(['done', { handover: true, signature: signed }]);
    const known = await postChat(server, { ...ask(SHOP_PRICE.en.question), lang: 'en' });
    expect(await known.json()).not.toHaveProperty('handover');
  });

  it('hands over at once when the visitor asks for a person', async () => {
    const json = (await (
      await postChat(server, { ...ask('Quiero hablar con una persona'), lang: 'es' })
    ).json()) as Reply;
    expect(json.handover).toBe(true);
    expect(json).not.toHaveProperty('suggestions');
  });

  it('offers the closest questions when unsure, and answers the one chosen clearly', async () => {
    const question = { ...ask(UNSURE.question), lang: UNSURE.lang };
    const json = (await (await postChat(server, question)).json()) as Reply;
    expect(json.handover).toBe(true);
    expect(json.suggestions?.length).toBeGreaterThanOrEqual(1);
    expect(json.suggestions?.length).toBeLessThanOrEqual(CHAT_LIMITS.maxSuggestions);
    for (const suggestion of json.suggestions ?? []) expect(suggestion.trim()).not.toBe('');

    // The same in a stream: the words as pieces, the offer and the questions at the end.
    const events = parseSse(await (await postChat(server, question, { stream: true })).text());
    // The same conversation and reply: the same signature as the JSON answer's.
    expect(events.at(-1)).toEqual([
      'done',
      { handover: true, suggestions: json.suggestions, signature: json.signature },
    ]);
    expect(
      events
        .filter(([event]) => event === 'message')
        .map(([, data]) => (data as { delta: string }).delta)
        .join(''),
    ).toBe(json.reply);

    // Each one, sent back as the widget does (as the visitor's next message), is answered from
    // its passage, with the link to it.
    for (const suggestion of json.suggestions ?? []) {
      const conversation: Msg[] = [
        { role: 'user', content: UNSURE.question },
        { role: 'assistant', content: json.reply },
        { role: 'user', content: suggestion },
      ];
      const chosen = await postChat(server, { messages: conversation, lang: UNSURE.lang });
      expect(chosen.status).toBe(200);
      const answer = (await chosen.json()) as Reply;
      expect(answer, suggestion).not.toHaveProperty('handover');
      expect(answer.reply, suggestion).toMatch(/\]\(\/[^)\s]*\)/);
    }
  });

  it('keeps the security and rate-limit headers on a streamed answer', async () => {
    const response = await postChat(server, ask('Hola'), { stream: true });
    expect(response.headers.get('content-security-policy')).toMatch(/default-src/);
    expect(response.headers.get('x-ratelimit-limit')).toBe('100');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.text();
  });

  it.each([
    ['no messages', { messages: [] }, 'messages'],
    [
      'too many messages',
      {
        messages: Array.from({ length: CHAT_LIMITS.maxMessages + 1 }, (_, i) => ({
          role: i % 2 === 0 ? 'user' : 'assistant',
          content: 'hola',
        })),
      },
      'messages',
    ],
    ['a message too long', ask('a'.repeat(CHAT_LIMITS.maxChars + 1)), 'messages.0.content'],
    ['a blank message', ask('   '), 'messages.0.content'],
    ['an unknown role', { messages: [{ role: 'system', content: 'x' }] }, 'messages.0.role'],
    [
      'a conversation not ending with the visitor',
      { messages: [{ role: 'assistant', content: 'hola' }] },
      'messages',
    ],
    ['an unknown language', { ...ask('hola'), lang: 'fr' }, 'lang'],
  ])('answers 400 naming the field for %s', async (_name, body, field) => {
    const response = await postChat(server, body);
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(json.error).toBe('Invalid request');
    expect(Object.keys(json.errors)).toContain(field);
  });

  it('accepts exactly the limits', async () => {
    const messages = Array.from({ length: CHAT_LIMITS.maxMessages }, (_, i) => ({
      role: i % 2 === 0 ? 'assistant' : 'user',
      content: 'x'.repeat(CHAT_LIMITS.maxChars),
    }));
    expect((await postChat(server, { messages })).status).toBe(200);
  });
});

describe('chat settings', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('rate-limits chat messages per client with CHAT_RATE_LIMIT_MAX', async () => {
    server = await startServer({ env: { ...CHAT_ENV, CHAT_RATE_LIMIT_MAX: '2' } });
    expect((await postChat(server, ask('Hola'))).status).toBe(200);
    expect((await postChat(server, ask('Hola'))).status).toBe(200);
    const limited = await postChat(server, ask('Hola'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
  });

  it('is unavailable with CHAT_PROVIDER=off', async () => {
    server = await startServer({ env: { CHAT_PROVIDER: 'off' } });
    const status = await fetch(`${server.url}/api/v1/chat/status`);
    expect(await status.json()).toEqual({ available: false, provider: null, model: null });
    const response = await postChat(server, { ...ask('Hola'), lang: 'ca' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'L’assistent no està disponible ara mateix. Deixa’ns un missatge.',
    });
  });

  it('is unavailable when the OpenAI-compatible provider has no model', async () => {
    server = await startServer({ env: { CHAT_PROVIDER: 'openai', CHAT_API_KEY: 'sk-test' } });
    const status = await fetch(`${server.url}/api/v1/chat/status`);
    expect(await status.json()).toEqual({ available: false, provider: null, model: null });
  });
});

describe('the OpenAI-compatible provider', () => {
  let fake: FakeChatCompletions;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeChatCompletions();
    server = await startServer({
      env: {
        ...CHAT_ENV,
        CHAT_PROVIDER: 'openai',
        CHAT_API_KEY: 'sk-local-test',
        CHAT_BASE_URL: fake.baseURL,
        CHAT_MODEL: 'tiny-test-model',
        CHAT_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.behaviour = { kind: 'answer', pieces: ['Hola'] };
  });

  /** The system prompt of the one request the fake server received. */
  function systemPrompt(): string {
    expect(fake.requests).toHaveLength(1);
    const [system] = fake.requests[0]?.body.messages as { role: string; content: string }[];
    expect(system?.role).toBe('system');
    return system?.content ?? '';
  }

  it('names itself and its model in the status', async () => {
    const status = await fetch(`${server.url}/api/v1/chat/status`);
    expect(await status.json()).toEqual({
      available: true,
      provider: 'openai-compatible',
      model: 'tiny-test-model',
    });
  });

  it('answers plain JSON, grounded in the passages found for the question', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Una tienda online ', 'cuesta desde 2.500 €.'] };
    const conversation: Msg[] = [
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola! ¿En qué te ayudo?' },
      { role: 'user', content: SHOP_PRICE.es.question },
    ];
    const response = await postChat(server, { messages: conversation, lang: 'es' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      reply: 'Una tienda online cuesta desde 2.500 €.',
      signature: signed,
    });

    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer sk-local-test');
    const body = request?.body as { model: string; stream?: boolean; messages: Msg[] };
    expect(body.model).toBe('tiny-test-model');
    expect(body.stream).toBeFalsy();
    const [system, ...rest] = body.messages as { role: string; content: string }[];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Answer in the language the visitor writes in .* in Spanish\./);
    expect(system?.content).toContain(`Only talk about ${studioName(server)}`);
    // The shop page's passage, with its price and its address.
    expect(system?.content).toContain(SHOP_PRICE.es.price);
    expect(system?.content).toMatch(/\(\/servicios\/tienda-online[#)]/);
    expect(rest).toEqual(conversation);
  });

  it('lists the passages the search found, each with its page, heading and address', async () => {
    await postChat(server, { ...ask('¿Cuál es vuestro horario?'), lang: 'es' });
    const passages = promptPassages(systemPrompt());
    expect(passages.length).toBeGreaterThanOrEqual(1);
    expect(passages.map((passage) => passage.n)).toEqual(passages.map((_, i) => i + 1));
    for (const passage of passages) {
      expect(passage.url, passage.head).toMatch(/^\/[^\s)]*$/);
      expect(passage.words, passage.head).not.toBe('');
    }
    // The studio's hours are in its contact details, read from the contact page's footer.
    const { opens, closes } = SITE_SETTINGS.hours;
    const hours = new RegExp(`${opens.replace(/^0/, '')}\\s*-\\s*${closes}`);
    const contact = passages.find(
      (passage) => /^\/contacto#[\w-]+$/.test(passage.url) && hours.test(passage.words),
    );
    expect(contact, 'the contact details, with their link').toBeDefined();
    expect(contact?.words).toContain(SITE_SETTINGS.phone.display);
  });

  it('answers "not found" with the hand-over without asking the model when the site has nothing close', async () => {
    const question = { ...ask('¿Me recomiendas una película?'), lang: 'es' };
    const json = (await (await postChat(server, question)).json()) as Reply;
    expect(json.handover).toBe(true);
    expect(json.reply).toEqual(beginning(`No encuentro eso en la web de ${studioName(server)}`));
    expect(json.reply).toContain('](/contacto)');
    const events = parseSse(await (await postChat(server, question, { stream: true })).text());
    expect(events.at(-1)).toEqual(['done', { handover: true, signature: signed }]);
    expect(
      events
        .filter(([event]) => event === 'message')
        .map(([, data]) => (data as { delta: string }).delta)
        .join(''),
    ).toBe(json.reply);
    expect(fake.requests).toEqual([]);
  });

  it('streams the answer as server-sent events when the client asks for a stream', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Our ', 'shops ', 'start at €2,500.'] };
    const response = await postChat(
      server,
      { ...ask(SHOP_PRICE.en.question), lang: 'en' },
      { stream: true },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(parseSse(await response.text())).toEqual([
      ['message', { delta: 'Our ' }],
      ['message', { delta: 'shops ' }],
      ['message', { delta: 'start at €2,500.' }],
      ['done', { signature: signed }],
    ]);
    expect((fake.requests[0]?.body as { stream?: boolean }).stream).toBe(true);
    expect(systemPrompt()).toMatch(/in English\./);
    expect(systemPrompt()).toMatch(/\(\/servicios\/tienda-online\?lang=en[#)]/);
  });

  it('tells the model to write site links as [words](/path) and when to hand over', async () => {
    await postChat(server, { ...ask(SHOP_PRICE.ca.question), lang: 'ca' });
    const prompt = systemPrompt();
    expect(prompt).toMatch(/written as \[words\]\(address\)/);
    expect(prompt).toContain('[el formulari de pressupost](/contacto?lang=ca)');
    expect(prompt).toMatch(/a last line that is exactly \[\[handover\]\]/);
    // The passages it may link to are in Catalan, with the Catalan addresses.
    expect(prompt).toMatch(/\(\/servicios\/tienda-online\?lang=ca[#)]/);
  });

  it('strips the hand-over marker from a whole answer and says hand over', async () => {
    fake.behaviour = {
      kind: 'answer',
      pieces: ['No lo sé seguro; ', 'te paso con el equipo.\n[[handover]]'],
    };
    const response = await postChat(server, { ...ask(SHOP_PRICE.es.question), lang: 'es' });
    expect(await response.json()).toEqual({
      reply: 'No lo sé seguro; te paso con el equipo.',
      handover: true,
      signature: signed,
    });
  });

  it('never streams a piece of the marker, even split across chunks', async () => {
    fake.behaviour = {
      kind: 'answer',
      pieces: [
        'I cannot tell from the site [',
        'see [the FAQ](/faq?lang=en)].',
        '\n[[hand',
        'over]]',
      ],
    };
    const response = await postChat(
      server,
      { ...ask(SHOP_PRICE.en.question), lang: 'en' },
      { stream: true },
    );
    const events = parseSse(await response.text());
    const text = events
      .filter(([event]) => event === 'message')
      .map(([, data]) => (data as { delta: string }).delta)
      .join('');
    expect(text).toBe('I cannot tell from the site [see [the FAQ](/faq?lang=en)].');
    expect(events.at(-1)).toEqual(['done', { handover: true, signature: signed }]);
    for (const [, data] of events) expect(JSON.stringify(data)).not.toContain('[[');
  });

  it('streams a reply without the marker whole, and without a hand-over', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Prices ', 'start at €800 ['] };
    const response = await postChat(
      server,
      { ...ask(SHOP_PRICE.en.question), lang: 'en' },
      { stream: true },
    );
    const events = parseSse(await response.text());
    expect(
      events
        .filter(([event]) => event === 'message')
        .map(([, data]) => (data as { delta: string }).delta)
        .join(''),
    ).toBe('Prices start at €800 [');
    expect(events.at(-1)).toEqual(['done', { signature: signed }]);
  });

  it('times out a silent provider with a 504 the widget can show', async () => {
    fake.behaviour = { kind: 'hang' };
    const started = Date.now();
    const response = await postChat(server, { ...ask(SHOP_PRICE.es.question), lang: 'es' });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: 'El asistente ha tardado demasiado en responder. Inténtalo de nuevo.',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('times out a silent stream with an error event', async () => {
    fake.behaviour = { kind: 'hang' };
    const response = await postChat(
      server,
      { ...ask(SHOP_PRICE.en.question), lang: 'en' },
      { stream: true },
    );
    expect(parseSse(await response.text())).toEqual([
      ['error', { error: 'The assistant took too long to answer. Please try again.' }],
    ]);
  });

  it('answers 502 when the provider fails', async () => {
    fake.behaviour = { kind: 'fail', status: 500 };
    const response = await postChat(server, { ...ask(SHOP_PRICE.es.question), lang: 'es' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Error al contactar con la IA.' });
  });

  it('passes the words of the conversation to the model, never the signatures', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Una tienda online cuesta desde 2.500 €.'] };
    const conversation = [
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola! ¿En qué te ayudo?', signature: `${'a'.repeat(43)}.` },
      { role: 'user', content: SHOP_PRICE.es.question },
    ];
    const response = await postChat(server, { messages: conversation, lang: 'es' });
    expect(response.status).toBe(200);
    const [, ...rest] = (fake.requests[0]?.body as { messages: Msg[] }).messages;
    expect(rest).toEqual(conversation.map(({ role, content }) => ({ role, content })));
  });
});

describe('the signature of a reply', () => {
  const COOKIE_SECRET = 'the-cookie-secret-of-the-chat-route-tests';
  const key = chatSigningKey(COOKIE_SECRET);
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { ...CHAT_ENV, COOKIE_SECRET, CHAT_RATE_LIMIT_MAX: '100' },
    });
  });
  afterAll(() => server.close());

  type Signed = Msg & { signature?: string };
  const replyOf = (json: Reply): Signed => ({
    role: 'assistant',
    content: chatMessageContent(json.reply),
    signature: json.signature,
  });

  it('covers the conversation it answers, the same in JSON and in a stream', async () => {
    const first = { ...ask('Hola'), lang: 'es' };
    const json = (await (await postChat(server, first)).json()) as Reply;
    expect(json.signature).toMatch(SIGNATURE);
    const events = parseSse(await (await postChat(server, first, { stream: true })).text());
    expect(events.at(-1)).toEqual(['done', { signature: json.signature }]);

    // It checks out, with the key derived from the cookie secret, over this conversation only.
    const conversation: Signed[] = [...first.messages, replyOf(json)];
    expect(checkConversation(key, conversation)).toMatchObject({
      genuine: [true, true],
      unverified: 0,
      startsEarlier: false,
    });
    expect(checkConversation(key, [ask('Buenas').messages[0]!, replyOf(json)]).unverified).toBe(1);
    const otherKey = chatSigningKey('another-cookie-secret-of-32-characters');
    expect(checkConversation(otherKey, conversation).unverified).toBe(1);

    // The next reply is chained to it: its signature names the first one's MAC.
    const next: Signed[] = [...conversation, { role: 'user', content: SHOP_PRICE.es.question }];
    const second = (await (await postChat(server, { messages: next, lang: 'es' })).json()) as Reply;
    expect(second.signature.split('.')[1]).toBe(json.signature.split('.')[0]);
    expect(checkConversation(key, [...next, replyOf(second)]).unverified).toBe(0);
  });

  it('takes signatures back on assistant messages, within their bound', async () => {
    const withSignature = (signature: unknown) => ({
      messages: [
        { role: 'user', content: 'Hola' },
        { role: 'assistant', content: '¡Hola!', signature },
        { role: 'user', content: 'Adiós' },
      ],
    });
    // POST /chat does not need them to check out.
    const made = withSignature('x'.repeat(CHAT_LIMITS.maxSignatureChars));
    expect((await postChat(server, made)).status).toBe(200);
    for (const signature of ['x'.repeat(CHAT_LIMITS.maxSignatureChars + 1), 42]) {
      const response = await postChat(server, withSignature(signature));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors)).toContain('messages.1.signature');
    }
  });
});
