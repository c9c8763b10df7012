import OpenAI from 'openai';
import type { Content } from '@studio/content';
import type { Lang } from '@studio/shared';
import type { ChatAnswer, ChatInput, ChatProvider } from './provider.js';
import { HANDOVER_MARKER, systemPrompt } from './knowledge.js';
import { loadSiteCopy, type SiteCopy } from './site-copy.js';

/** The reply without the hand-over marker, and whether it had one. */
export function stripHandover(text: string): ChatAnswer {
  const handover = text.includes(HANDOVER_MARKER);
  return { text: text.split(HANDOVER_MARKER).join('').trim(), handover };
}

/** How many characters at the end of `text` could begin the marker ("[", "[[hand"…). */
function markerPrefixLength(text: string): number {
  for (let length = Math.min(HANDOVER_MARKER.length - 1, text.length); length > 0; length--) {
    if (HANDOVER_MARKER.startsWith(text.slice(-length))) return length;
  }
  return 0;
}

export interface OpenAiCompatibleOptions {
  /** Optional for local servers such as Ollama, which ignore it. */
  apiKey?: string;
  /** e.g. http://localhost:11434/v1; OpenAI's own API when absent. */
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

/**
 * Any chat-completions API (OpenAI, Ollama, llama.cpp, vLLM…), grounded in the site's content
 * by the system prompt. No retries: the route's timeout bounds the whole call.
 */
export class OpenAiCompatibleProvider implements ChatProvider {
  readonly name = 'openai-compatible' as const;
  readonly model: string;
  private readonly client: OpenAI;
  /** The system prompt per page language, built once: the facts do not change while running. */
  private readonly prompts = new Map<Lang, string>();

  constructor(
    options: OpenAiCompatibleOptions,
    private readonly content: Content,
    private readonly copy: SiteCopy = loadSiteCopy(),
  ) {
    this.model = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey || 'not-needed',
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  private prompt(lang: Lang): string {
    let prompt = this.prompts.get(lang);
    if (prompt === undefined) {
      prompt = systemPrompt(this.content, this.copy, lang);
      this.prompts.set(lang, prompt);
    }
    return prompt;
  }

  private request({ messages, lang }: ChatInput) {
    return {
      model: this.model,
      temperature: 0.3,
      max_tokens: 500,
      messages: [
        { role: 'system' as const, content: this.prompt(lang) },
        ...messages.map((m) => ({ role: m.role, content: m.content })),
      ],
    };
  }

  async reply(input: ChatInput): Promise<ChatAnswer> {
    const completion = await this.client.chat.completions.create(this.request(input), {
      signal: input.signal,
    });
    return stripHandover(completion.choices[0]?.message.content ?? '');
  }

  async *stream(input: ChatInput): AsyncGenerator<string, Pick<ChatAnswer, 'handover'>> {
    const stream = await this.client.chat.completions.create(
      { ...this.request(input), stream: true },
      { signal: input.signal },
    );
    // The marker may arrive split over pieces: hold back a tail that could begin it, and drop
    // it whole once seen, so the visitor never reads "[[hand".
    let pending = '';
    let handover = false;
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (!delta) continue;
      pending += delta;
      if (pending.includes(HANDOVER_MARKER)) {
        handover = true;
        pending = pending.split(HANDOVER_MARKER).join('');
      }
      // A line break before it goes with the marker too.
      const prefix = markerPrefixLength(pending);
      const keep = pending.length - pending.slice(0, pending.length - prefix).search(/\n\s*$|$/);
      const ready = pending.slice(0, pending.length - keep);
      pending = pending.slice(pending.length - keep);
      if (ready) yield ready;
    }
    // A tail that never became the marker is text; trailing blank lines before it go.
    const rest = pending.trimEnd();
    if (rest) yield rest;
    return { handover };
  }
}
