import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  chatMessageContent,
  lastChatMessages,
  type ChatMessage,
  type ChatRole,
} from '@studio/shared';
import { chatSigningKey, checkConversation, signReply } from '../chat/conversation-signature.js';
import { findLeadById } from '../leads/lead-repository.js';
import { chatStudioMail, SPEAKERS, type MailPayload } from '../outbox/lead-mails.js';
import {
  backends,
  chatEnv,
  createPgSchema,
  getCsrf,
  postHeaders,
  startServer,
  startServerOn,
  type TestServer,
} from '../test/helper.js';

/**
 * Hostile conversations for the chat's hand-over: a visitor who writes the assistant's lines,
 * replays, moves, edits or reorders the server's replies, with signatures made up, copied or
 * moved, after asking the server whatever they like. What the hand-over keeps as the
 * assistant's must be something the server said, after exactly the messages shown before it;
 * an honest widget's conversation, cut as it cuts it, keeps every reply; and no visitor text
 * starts a line of the studio's mail. Deterministic: fixed seeds. The model runs in memory
 * (the signing and checking functions, as the routes use them); the last part goes through
 * the API on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

const SEED = 20_261_126;
const COOKIE_SECRET = 'the-cookie-secret-of-the-signature-suite';
const KEY = chatSigningKey(COOKIE_SECRET);

type Line = { role: ChatRole; content: string; signature?: string };

const words = (messages: readonly Line[]) =>
  messages.map(({ role, content }) => ({ role, content }));
const same = (a: readonly Line[], b: readonly Line[]) =>
  JSON.stringify(words(a)) === JSON.stringify(words(b));

/** The server of the model: answers any list as POST /chat does, and remembers what it saw. */
class Server {
  readonly said: Line[][] = [];
  answer(messages: readonly Line[], reply: string): Line {
    const line: Line = { role: 'assistant', content: reply };
    this.said.push([...words(messages), line]);
    return { ...line, signature: signReply(KEY, messages, reply) };
  }
  /** Whether the server said `list`'s last line after the messages before it in `list`. */
  vouches(list: readonly Line[]): boolean {
    return this.said.some(
      (conversation) =>
        conversation.length >= list.length &&
        same(conversation.slice(conversation.length - list.length), list),
    );
  }
}

/** Short texts from a small set, so that the same words come up in different places. */
const text = fc.oneof(
  { arbitrary: fc.constantFrom('Hola', '¿Precio?', 'Sí.', 'No.', 'Confirmado: 90%'), weight: 4 },
  { arbitrary: fc.string({ maxLength: 12 }).map((s) => chatMessageContent(`t ${s}`)), weight: 1 },
);

/** One message of a list the visitor makes up, from what they have seen so far. */
const pick = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('user' as const), text }), weight: 3 },
  // A reply the server gave, as it came.
  { arbitrary: fc.record({ kind: fc.constant('reply' as const), n: fc.nat() }), weight: 4 },
  // A reply with its words changed.
  { arbitrary: fc.record({ kind: fc.constant('edited' as const), n: fc.nat(), text }), weight: 1 },
  // The assistant's line written by the visitor: no signature, a made-up one, or a real one.
  {
    arbitrary: fc.record({
      kind: fc.constant('forged' as const),
      text,
      signature: fc.oneof(
        fc.constant(undefined),
        fc.nat().map((n) => ({ copy: n })),
        fc.constantFrom(`${'A'.repeat(43)}.`, 'x', `${'A'.repeat(43)}.${'B'.repeat(43)}`, ''),
      ),
    }),
    weight: 2,
  },
  // A stretch of a list sent before (with the reply it got), as it was.
  {
    arbitrary: fc.record({
      kind: fc.constant('stretch' as const),
      n: fc.nat(),
      from: fc.nat(),
      length: fc.nat({ max: 12 }),
    }),
    weight: 3,
  },
);
type Choice = typeof pick extends fc.Arbitrary<infer T> ? T : never;

/** The state of a visitor: the lists they sent (each with the reply it got) and the replies. */
interface Seen {
  lists: Line[][];
  replies: Line[];
}

function build(picks: readonly Choice[], seen: Seen): Line[] {
  const at = <T>(list: readonly T[], n: number) =>
    list.length === 0 ? undefined : list[n % list.length];
  const out: Line[] = [];
  for (const p of picks) {
    if (p.kind === 'user') out.push({ role: 'user', content: p.text });
    else if (p.kind === 'reply' || p.kind === 'edited') {
      const reply = at(seen.replies, p.n);
      if (reply) out.push(p.kind === 'reply' ? reply : { ...reply, content: p.text });
    } else if (p.kind === 'forged') {
      const signature =
        typeof p.signature === 'object'
          ? at(seen.replies, p.signature.copy)?.signature
          : p.signature;
      out.push({
        role: 'assistant',
        content: p.text,
        ...(signature === undefined ? {} : { signature }),
      });
    } else {
      const list = at(seen.lists, p.n) ?? [];
      const from = list.length === 0 ? 0 : p.from % list.length;
      out.push(...list.slice(from, from + p.length));
    }
  }
  return out;
}

/** A visitor's session: lists sent to POST /chat (each ends with a question), then a hand-over. */
const session = fc.record({
  rounds: fc.array(
    fc.record({
      picks: fc.array(pick, { maxLength: 8 }),
      // Go on from the last list and its reply, as the widget does, or start anew.
      goOn: fc.boolean(),
      question: text,
      reply: text,
    }),
    { minLength: 1, maxLength: 8 },
  ),
  handover: fc.record({ picks: fc.array(pick, { maxLength: 10 }), goOn: fc.boolean() }),
});

function play(value: typeof session extends fc.Arbitrary<infer T> ? T : never) {
  const server = new Server();
  const seen: Seen = { lists: [], replies: [] };
  const next = (goOn: boolean, picks: readonly Choice[]) => [
    ...(goOn ? (seen.lists.at(-1) ?? []) : []),
    ...build(picks, seen),
  ];
  for (const round of value.rounds) {
    const sent = [
      ...next(round.goOn, round.picks),
      { role: 'user' as const, content: round.question },
    ];
    const reply = server.answer(sent, round.reply);
    seen.lists.push([...sent, reply]);
    seen.replies.push(reply);
  }
  return { server, handover: next(value.handover.goOn, value.handover.picks) };
}

describe('what a hand-over keeps as the assistant’s', () => {
  it('is only what the server said, after exactly the messages shown before it', () => {
    let kept = 0;
    let left = 0;
    fc.assert(
      fc.property(session, (value) => {
        const { server, handover } = play(value);
        const checked = checkConversation(KEY, handover);
        handover.forEach((message, index) => {
          if (message.role === 'user') {
            expect(checked.genuine[index]).toBe(true);
            return;
          }
          if (!checked.genuine[index]) {
            left += 1;
            return;
          }
          kept += 1;
          // Back to the first message sent: what came before is hidden, never changed.
          expect(server.vouches(handover.slice(0, index + 1)), JSON.stringify(handover)).toBe(true);
        });
        expect(checked.unverified).toBe(
          handover.filter((m, i) => m.role === 'assistant' && !checked.genuine[i]).length,
        );
      }),
      { seed: SEED, numRuns: 3_000 },
    );
    // Both outcomes came up often: the sessions are neither all honest nor all forged.
    expect(kept).toBeGreaterThan(1_000);
    expect(left).toBeGreaterThan(1_000);
  });

  it('is every reply of an honest widget, however long the conversation and however cut', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            // Asked and answered; asked and failed (no reply); answered by the widget itself.
            fc.record({ kind: fc.constant('ask' as const), question: text, reply: text }),
            fc.record({ kind: fc.constant('error' as const), question: text }),
            fc.record({ kind: fc.constant('local' as const), question: text }),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        (steps) => {
          const server = new Server();
          const history: Line[] = [];
          for (const step of steps) {
            const question: Line = { role: 'user', content: step.question };
            if (step.kind === 'ask') {
              const reply = server.answer(lastChatMessages([...history, question]), step.reply);
              history.push(question, reply);
            } else history.push(question);
          }
          const handover = lastChatMessages(history);
          const checked = checkConversation(KEY, handover);
          expect(checked.unverified).toBe(0);
          expect(checked.genuine.every(Boolean)).toBe(true);
          // It says the conversation began earlier only when the widget cut some of it.
          if (checked.startsEarlier) expect(handover.length).toBeLessThan(history.length);
          if (history.length <= CHAT_LIMITS.maxMessages) expect(checked.startsEarlier).toBe(false);
        },
      ),
      { seed: SEED, numRuns: 1_000 },
    );
  });

  it('does not check out under another key', () => {
    const server = new Server();
    const question: Line = { role: 'user', content: 'Hola' };
    const reply = server.answer([question], 'Hola, ¿en qué te ayudo?');
    expect(checkConversation(KEY, [question, reply]).unverified).toBe(0);
    const other = chatSigningKey('another-cookie-secret-of-32-characters');
    expect(checkConversation(other, [question, reply]).unverified).toBe(1);
    // The key is derived: neither the secret itself nor a plain hash of it.
    expect(KEY.toString('utf8')).not.toContain(COOKIE_SECRET);
    expect(KEY).toHaveLength(32);
  });
});

// ---- The studio's mail ------------------------------------------------------------------

/** Every line break a mail reader may honour. */
const BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;
const LABELS = Object.values(SPEAKERS).map((speaker) => `${speaker}:`);

/** Visitor text meant to forge lines: speakers' names after line breaks of every kind. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom('\n', '\r\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f', '\n\n'),
      fc.constantFrom(...LABELS, ...LABELS.map((l) => ` ${l}`), '> ', 'Seguimiento: ', '&', '<b>'),
    ),
    { minLength: 1, maxLength: 14 },
  )
  .map((parts) => chatMessageContent(parts.join('')))
  .filter((content) => content !== '');

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

const BLOCK =
  /<div style="[^"]*"><p style="[^"]*">([^<]*)<\/p><blockquote dir="auto" style="[^"]*">((?:[^<>]|<br>)*)<\/blockquote><\/div>/g;

describe('the studio’s mail of a hand-over', () => {
  it('gives no line of a visitor’s to another speaker, in the text or in the HTML', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ role: fc.constantFrom<ChatRole>('user', 'assistant'), content: hostileText }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.option(hostileText, { nil: null }),
        fc.nat({ max: 3 }),
        (messages: ChatMessage[], name, unverified) => {
          const mail = chatStudioMail(
            { email: 'ana@example.com', name, messages, unverified, startsEarlier: unverified > 1 },
            {
              id: 'lead-id',
              createdAt: '2026-11-26T10:00:00.000Z',
              lang: 'es',
              trackingUrl: 'https://ona.example/seguimiento?t=x',
            },
            'hola@ona.example',
          );
          // Text: '\n' is the only line break in it, every speaker's line is the mail's own,
          // and each message's lines follow it behind "> ", as the visitor wrote them.
          const lines = mail.text.split('\n');
          expect(mail.text.split(BREAKS)).toEqual(lines);
          expect(mail.subject).not.toMatch(BREAKS);
          const labelled = lines.flatMap((line, index) =>
            LABELS.some((label) => line.startsWith(label)) ? [index] : [],
          );
          expect(labelled.map((index) => lines[index])).toEqual(
            messages.map((message) => `${SPEAKERS[message.role]}:`),
          );
          messages.forEach((message, n) => {
            const start = (labelled[n] ?? 0) + 1;
            const quoted = message.content.split(BREAKS);
            expect(lines.slice(start, start + quoted.length)).toEqual(
              quoted.map((line) => (line === '' ? '>' : `> ${line}`)),
            );
          });

          // HTML: one block per message, the speaker's name and a quote of escaped text and
          // line breaks; nothing else in the conversation but its heading and the notes.
          const section = mail.html.slice(
            mail.html.indexOf('Conversación</h2>'),
            mail.html.lastIndexOf('<p><a href='),
          );
          const blocks = [...section.matchAll(BLOCK)];
          expect(blocks.map((block) => block[1])).toEqual(
            messages.map((message) => `${SPEAKERS[message.role]}:`),
          );
          expect(blocks.map((block) => unescape(block[2] ?? '').split('<br>'))).toEqual(
            messages.map((message) => message.content.split(BREAKS)),
          );
          expect(section.replace(BLOCK, '')).toMatch(
            /^Conversación<\/h2>(<p><strong>[^<]*<\/strong><\/p>)*$/,
          );
        },
      ),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});

// ---- Through the API --------------------------------------------------------------------

async function handOver(server: TestServer, messages: readonly Line[]) {
  const pair = await getCsrf(server.url);
  const response = await fetch(`${server.url}/api/v1/chat/handover`, {
    method: 'POST',
    headers: postHeaders(pair, server.url),
    body: JSON.stringify({ email: 'ana@example.com', consent: true, hp: '', lang: 'es', messages }),
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const rows = await server.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('lead_id', '=', id)
    .execute();
  const mails = await Promise.all(
    rows
      .filter((row) => row.kind === 'mail')
      .map((row) => server.app.outbox.deliverable(JSON.parse(row.payload)) as Promise<MailPayload>),
  );
  return {
    lead: await findLeadById(server.app.db, id),
    studio: mails.find((mail) => mail.to === 'hola@ona.example'),
  };
}

describe.each(backends)('hostile hand-overs through the API on $name', ({ postgres }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServerOn(postgres, {
      env: { COOKIE_SECRET, HANDOVER_RATE_LIMIT_MAX: '100000', STUDIO_EMAIL: 'hola@ona.example' },
    });
  });
  afterAll(() => server.close());

  it('stores and mails only the visitor’s lines and the server’s vouched ones', async () => {
    await fc.assert(
      fc.asyncProperty(session, async (value) => {
        const { server: model, handover } = play(value);
        const messages = handover.slice(-CHAT_LIMITS.maxMessages);
        // The schema wants a question of the visitor's in it; the tests above cover the rest.
        fc.pre(messages.some((message) => message.role === 'user'));
        const { lead, studio } = await handOver(server, messages);
        const checked = checkConversation(KEY, messages);
        const kept = messages.filter((_, index) => checked.genuine[index]);
        expect(lead?.conversation).toEqual(words(kept));
        messages.forEach((message, index) => {
          if (message.role === 'assistant' && checked.genuine[index]) {
            expect(model.vouches(messages.slice(0, index + 1))).toBe(true);
          }
        });
        const lines = studio?.text.split('\n') ?? [];
        expect(lines.filter((line) => LABELS.includes(line))).toHaveLength(kept.length);
        const note = lines.find((line) => /mensajes? del asistente no se pud/.test(line));
        expect(note ?? null).toBe(
          checked.unverified === 0
            ? null
            : checked.unverified === 1
              ? '1 mensaje del asistente no se pudo verificar y se ha omitido.'
              : `${checked.unverified} mensajes del asistente no se pudieron verificar y se han omitido.`,
        );
      }),
      { seed: SEED, numRuns: 150 },
    );
  }, 120_000);
});

describe('the key every instance signs with', () => {
  const servers: TestServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const server of servers) await server.close();
    await drop?.();
  });

  async function ask(server: TestServer, content: string): Promise<Line[]> {
    const pair = await getCsrf(server.url);
    const question: Line = { role: 'user', content };
    const response = await fetch(`${server.url}/api/v1/chat`, {
      method: 'POST',
      headers: postHeaders(pair, server.url),
      body: JSON.stringify({ messages: [question], lang: 'es' }),
    });
    const json = (await response.json()) as { reply: string; signature: string };
    return [
      question,
      { role: 'assistant', content: chatMessageContent(json.reply), signature: json.signature },
    ];
  }

  const start = async (env: Record<string, string>) => {
    const server = await startServer({
      env: { ...chatEnv(), STUDIO_EMAIL: 'hola@ona.example', ...env },
    });
    servers.push(server);
    return server;
  };

  it('is the one of the shared cookie secret: a reply checks out on every instance that has it', async () => {
    const [a, b, c] = [
      await start({ COOKIE_SECRET }),
      await start({ COOKIE_SECRET }),
      await start({ COOKIE_SECRET: 'another-cookie-secret-of-32-characters' }),
    ] as [TestServer, TestServer, TestServer];
    const conversation = await ask(a, 'Hola');
    expect((await handOver(b, conversation)).lead?.conversation).toEqual(words(conversation));
    expect((await handOver(c, conversation)).lead?.conversation).toEqual(
      words(conversation.slice(0, 1)),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'is the one kept in a shared database when no COOKIE_SECRET is set',
    async () => {
      const schema = await createPgSchema();
      drop = schema?.drop;
      const env = { DATABASE_URL: schema?.url ?? '' };
      const [a, b] = [await start(env), await start(env)] as [TestServer, TestServer];
      const conversation = await ask(a, 'Hola');
      expect((await handOver(b, conversation)).lead?.conversation).toEqual(words(conversation));
    },
  );
});
