import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CSRF_HEADER } from '@studio/shared';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../test/fake-chat-completions.js';
import { getCsrf, postHeaders, startServer, type TestServer } from '../test/helper.js';

type Msg = { role: 'user' | 'assistant'; content: string };

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

const ask = (content: string): { messages: Msg[] } => ({ messages: [{ role: 'user', content }] });

describe('POST /api/v1/chat with the built-in provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('says the built-in assistant is available', async () => {
    const response = await fetch(`${server.url}/api/v1/chat/status`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ available: true, provider: 'builtin', model: null });
  });

  it('answers in the language asked, from the site content', async () => {
    const es = await postChat(server, { ...ask('¿Cuánto cuesta una web personal?'), lang: 'es' });
    expect(es.status).toBe(200);
    expect(((await es.json()) as { reply: string }).reply).toMatch(/desde 800 €/);
    const en = await postChat(server, { ...ask('How much is a personal website?'), lang: 'en' });
    expect(((await en.json()) as { reply: string }).reply).toMatch(/from €800/);
    const noLang = await postChat(server, ask('Hola'));
    expect(((await noLang.json()) as { reply: string }).reply).toMatch(/^¡Hola!/);
  });

  it('streams the whole answer as one event when asked for a stream', async () => {
    const response = await postChat(server, { ...ask('Hello'), lang: 'en' }, { stream: true });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = parseSse(await response.text());
    expect(events).toEqual([
      ['message', { delta: expect.stringMatching(/^Hi! I am the Ona Studio assistant/) }],
      ['done', {}],
    ]);
  });

  it('offers the hand-over when it has no answer, in JSON and at the end of a stream', async () => {
    const question = { ...ask('Do you build video games?'), lang: 'en' };
    const json = (await (await postChat(server, question)).json()) as {
      reply: string;
      handover?: boolean;
    };
    expect(json.handover).toBe(true);
    const events = parseSse(await (await postChat(server, question, { stream: true })).text());
    expect(events.at(-1)).toEqual(['done', { handover: true }]);
    const known = await postChat(server, { ...ask('How much is a shop?'), lang: 'en' });
    expect(await known.json()).not.toHaveProperty('handover');
  });

  it('keeps the security and rate-limit headers on a streamed answer', async () => {
    const response = await postChat(server, ask('Hola'), { stream: true });
    expect(response.headers.get('content-security-policy')).toMatch(/default-src/);
    expect(response.headers.get('x-ratelimit-limit')).toBe('20');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await response.text();
  });

  it('needs the request token', async () => {
    const pair = await getCsrf(server.url);
    const headers = postHeaders(pair, server.url);
    delete headers[CSRF_HEADER];
    const response = await fetch(`${server.url}/api/v1/chat`, {
      method: 'POST',
      headers,
      body: JSON.stringify(ask('Hola')),
    });
    expect(response.status).toBe(403);
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
    server = await startServer({ env: { CHAT_RATE_LIMIT_MAX: '2' } });
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

  it('names itself and its model in the status', async () => {
    const status = await fetch(`${server.url}/api/v1/chat/status`);
    expect(await status.json()).toEqual({
      available: true,
      provider: 'openai-compatible',
      model: 'tiny-test-model',
    });
  });

  it('answers plain JSON, grounded in the site content by the system prompt', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Una web personal ', 'cuesta desde 800 €.'] };
    const conversation: Msg[] = [
      { role: 'user', content: 'Hola' },
      { role: 'assistant', content: '¡Hola! ¿En qué te ayudo?' },
      { role: 'user', content: '¿Cuánto cuesta una web?' },
    ];
    const response = await postChat(server, { messages: conversation, lang: 'es' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ reply: 'Una web personal cuesta desde 800 €.' });

    const [request] = fake.requests;
    expect(request?.authorization).toBe('Bearer sk-local-test');
    const body = request?.body as { model: string; stream?: boolean; messages: Msg[] };
    expect(body.model).toBe('tiny-test-model');
    expect(body.stream).toBeFalsy();
    const [system, ...rest] = body.messages as { role: string; content: string }[];
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(
      /Answer in the language the visitor writes in .* else in Spanish\./,
    );
    expect(system?.content).toMatch(/Only talk about Ona Studio/);
    expect(system?.content).toContain('desde 800 €'); // prices from the pricing table
    expect(system?.content).toContain('info@onastudio.es'); // contact from the settings
    expect(system?.content).toContain('¿Cómo se paga? (es)'); // FAQs of the language asked
    expect(rest).toEqual(conversation);
  });

  it('streams the answer as server-sent events when the client asks for a stream', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Our ', 'shops ', 'start at €2,500.'] };
    const response = await postChat(
      server,
      { ...ask('Shop price?'), lang: 'en' },
      { stream: true },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(parseSse(await response.text())).toEqual([
      ['message', { delta: 'Our ' }],
      ['message', { delta: 'shops ' }],
      ['message', { delta: 'start at €2,500.' }],
      ['done', {}],
    ]);
    expect((fake.requests[0]?.body as { stream?: boolean }).stream).toBe(true);
    expect(fake.requests[0]?.body.messages).toContainEqual({
      role: 'system',
      content: expect.stringMatching(/else in English\./),
    });
  });

  it('tells the model to write site links as [words](/path) and when to hand over', async () => {
    await postChat(server, { ...ask('Hola'), lang: 'ca' });
    const [system] = fake.requests[0]?.body.messages as { content: string }[];
    expect(system?.content).toContain('[el formulari de pressupost](/contacto?lang=ca)');
    expect(system?.content).toMatch(/a last line that is exactly \[\[handover\]\]/);
  });

  it('strips the hand-over marker from a whole answer and says hand over', async () => {
    fake.behaviour = {
      kind: 'answer',
      pieces: ['No lo sé seguro; ', 'te paso con el equipo.\n[[handover]]'],
    };
    const response = await postChat(server, { ...ask('¿Hacéis videojuegos?'), lang: 'es' });
    expect(await response.json()).toEqual({
      reply: 'No lo sé seguro; te paso con el equipo.',
      handover: true,
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
      { ...ask('Video games?'), lang: 'en' },
      { stream: true },
    );
    const events = parseSse(await response.text());
    const text = events
      .filter(([event]) => event === 'message')
      .map(([, data]) => (data as { delta: string }).delta)
      .join('');
    expect(text).toBe('I cannot tell from the site [see [the FAQ](/faq?lang=en)].');
    expect(events.at(-1)).toEqual(['done', { handover: true }]);
    for (const [, data] of events) expect(JSON.stringify(data)).not.toContain('[[');
  });

  it('streams a reply without the marker whole, and without a hand-over', async () => {
    fake.behaviour = { kind: 'answer', pieces: ['Prices ', 'start at €800 ['] };
    const response = await postChat(server, { ...ask('Price?'), lang: 'en' }, { stream: true });
    const events = parseSse(await response.text());
    expect(
      events
        .filter(([event]) => event === 'message')
        .map(([, data]) => (data as { delta: string }).delta)
        .join(''),
    ).toBe('Prices start at €800 [');
    expect(events.at(-1)).toEqual(['done', {}]);
  });

  it('times out a silent provider with a 504 the widget can show', async () => {
    fake.behaviour = { kind: 'hang' };
    const started = Date.now();
    const response = await postChat(server, { ...ask('Hola'), lang: 'es' });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      error: 'El asistente ha tardado demasiado en responder. Inténtalo de nuevo.',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('times out a silent stream with an error event', async () => {
    fake.behaviour = { kind: 'hang' };
    const response = await postChat(server, { ...ask('Hello'), lang: 'en' }, { stream: true });
    expect(parseSse(await response.text())).toEqual([
      ['error', { error: 'The assistant took too long to answer. Please try again.' }],
    ]);
  });

  it('answers 502 when the provider fails', async () => {
    fake.behaviour = { kind: 'fail', status: 500 };
    const response = await postChat(server, { ...ask('Hola'), lang: 'es' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Error al contactar con la IA.' });
  });
});
