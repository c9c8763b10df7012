import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CHAT_STREAM_EVENTS,
  ChatReplySchema,
  ChatRequestSchema,
  ChatStatusSchema,
  DEFAULT_LANG,
  chatMessageContent,
  type ChatStreamDone,
} from '@studio/shared';
import type { Config } from '../config.js';
import { PHRASES } from '../chat/answer/phrases.js';
import { signReply } from '../chat/conversation-signature.js';
import {
  chatStatus,
  type ChatAnswer,
  type ChatInput,
  type ChatProvider,
} from '../chat/provider.js';
import { HttpError } from '../plugins/errors.js';

class ChatTimeoutError extends Error {
  override name = 'ChatTimeoutError';
}

/** Restarts on each streamed piece: `ms` bounds the provider's silence, not its answer. */
function providerDeadline(reply: FastifyReply, ms: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new ChatTimeoutError()), ms);
  };
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client closed'));
  };
  reply.raw.on('close', onClose);
  arm();
  return {
    signal: controller.signal,
    touch: arm,
    timedOut: () => controller.signal.reason instanceof ChatTimeoutError,
    done() {
      clearTimeout(timer);
      reply.raw.off('close', onClose);
    },
  };
}

function ending(answer: Pick<ChatAnswer, 'handover' | 'suggestions'>) {
  return {
    ...(answer.handover ? { handover: true as const } : {}),
    ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
  };
}

function sse(event: string | null, data: unknown): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** Every reply is signed over the conversation it answers, for the hand-over to check. */
export const chatRoutes: FastifyPluginAsyncZod<{
  provider: ChatProvider | null;
  config: Config;
  signingKey: Buffer;
}> = async (app, { provider, config, signingKey }) => {
  const status = chatStatus(provider);

  app.get(
    '/chat/status',
    { schema: { response: { 200: ChatStatusSchema } } },
    (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return status;
    },
  );

  app.post(
    '/chat',
    {
      config: { rateLimit: { max: config.CHAT_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        body: ChatRequestSchema,
        response: { 200: ChatReplySchema, '4xx': ApiErrorSchema, '5xx': ApiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const lang = request.body.lang ?? DEFAULT_LANG;
      const phrases = PHRASES[lang];
      if (!provider) throw new HttpError(503, phrases.errors.unavailable);

      const deadline = providerDeadline(reply, config.CHAT_TIMEOUT_MS);
      const { messages } = request.body;
      // The signatures are for the hand-over; the assistant gets the words only.
      const input: ChatInput = {
        messages: messages.map(({ role, content }) => ({ role, content })),
        lang,
        signal: deadline.signal,
      };
      const sign = (text: string) => signReply(signingKey, messages, chatMessageContent(text));
      const failure = (error: unknown) => {
        if (deadline.timedOut()) return new HttpError(504, phrases.errors.timeout);
        request.log.warn({ err: error }, 'Chat provider failed');
        return new HttpError(502, phrases.errors.failed);
      };

      const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
      if (!wantsStream) {
        try {
          const answer = await provider.reply(input);
          return { reply: answer.text, ...ending(answer), signature: sign(answer.text) };
        } catch (error) {
          throw failure(error);
        } finally {
          deadline.done();
        }
      }

      // A hijacked reply skips Fastify's sending: carry over the headers hooks already set
      // (security headers, CORS for an allowed origin, rate-limit counters).
      const headers = reply.getHeaders();
      reply.hijack();
      const raw = reply.raw;
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      });
      try {
        let end: ReturnType<typeof ending> = {};
        // The pieces as sent: the widget joins them into the reply it sends back.
        let text = '';
        if (provider.stream) {
          const pieces = provider.stream(input);
          for (let next = await pieces.next(); ; next = await pieces.next()) {
            deadline.touch();
            if (next.done) {
              end = ending(next.value);
              break;
            }
            text += next.value;
            raw.write(sse(null, { delta: next.value }));
          }
        } else {
          const answer = await provider.reply(input);
          text = answer.text;
          raw.write(sse(null, { delta: answer.text }));
          end = ending(answer);
        }
        const done: ChatStreamDone = { ...end, signature: sign(text) };
        raw.write(sse(CHAT_STREAM_EVENTS.done, done));
      } catch (error) {
        if (!raw.destroyed) {
          raw.write(sse(CHAT_STREAM_EVENTS.error, { error: failure(error).message }));
        }
      } finally {
        deadline.done();
        raw.end();
      }
    },
  );
};
