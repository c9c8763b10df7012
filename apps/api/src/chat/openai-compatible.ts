import OpenAI from 'openai';
import type { Content } from '@studio/content';
import type { ChatAnswer, ChatInput, ChatProvider } from './provider.js';
import { systemPrompt } from './knowledge.js';

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

  constructor(
    options: OpenAiCompatibleOptions,
    private readonly content: Content,
  ) {
    this.model = options.model;
    this.client = new OpenAI({
      apiKey: options.apiKey || 'not-needed',
      baseURL: options.baseURL,
      timeout: options.timeoutMs,
      maxRetries: 0,
    });
  }

  private request({ messages, lang }: ChatInput) {
    return {
      model: this.model,
      temperature: 0.3,
      max_tokens: 500,
      messages: [
        { role: 'system' as const, content: systemPrompt(this.content, lang) },
        ...messages.map((m) => ({ role: m.role, content: m.content })),
      ],
    };
  }

  async reply(input: ChatInput): Promise<ChatAnswer> {
    const completion = await this.client.chat.completions.create(this.request(input), {
      signal: input.signal,
    });
    return { text: completion.choices[0]?.message.content?.trim() ?? '', handover: false };
  }

  async *stream(input: ChatInput): AsyncGenerator<string, Pick<ChatAnswer, 'handover'>> {
    const stream = await this.client.chat.completions.create(
      { ...this.request(input), stream: true },
      { signal: input.signal },
    );
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content;
      if (delta) yield delta;
    }
    return { handover: false };
  }
}
