import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';

/** What the fake server answers: text (whole or in pieces), or silence until closed. */
export type FakeBehaviour =
  { kind: 'answer'; pieces: string[] } | { kind: 'hang' } | { kind: 'fail'; status: number };

export interface FakeChatCompletions {
  /** Base URL for the OpenAI client, e.g. http://127.0.0.1:4321/v1. */
  baseURL: string;
  /** Every request body received, in order. */
  requests: { body: Record<string, unknown>; authorization: string | undefined }[];
  behaviour: FakeBehaviour;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
}

/**
 * A small local server speaking OpenAI's chat-completions API (`POST /v1/chat/completions`,
 * plain JSON or `stream: true` server-sent chunks ending in `[DONE]`), for provider tests.
 */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const sockets = new Set<Socket>();
  const fake: Omit<FakeChatCompletions, 'baseURL' | 'close'> = {
    requests: [],
    behaviour: { kind: 'answer', pieces: ['Hola'] },
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = await readBody(request);
      fake.requests.push({ body, authorization: request.headers.authorization });
      const behaviour = fake.behaviour;
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'fail') {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
        return;
      }
      const base = { id: 'chatcmpl-test', created: 1_700_000_000, model: String(body.model) };
      if (body.stream === true) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        const chunk = (delta: object, finish: string | null) =>
          `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        response.write(chunk({ role: 'assistant', content: '' }, null));
        for (const piece of behaviour.pieces) response.write(chunk({ content: piece }, null));
        response.write(chunk({}, 'stop'));
        response.end('data: [DONE]\n\n');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: behaviour.pieces.join('') },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return Object.assign(fake, {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
