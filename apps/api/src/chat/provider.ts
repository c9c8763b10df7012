import type { Content } from '@studio/content';
import type { ChatMessage, ChatProviderName, ChatStatus, Lang } from '@studio/shared';
import type { Config } from '../config.js';
import { BuiltinProvider } from './builtin.js';
import { OpenAiCompatibleProvider } from './openai-compatible.js';
import { loadSiteCopy, localeDirs } from './site-copy.js';

export interface ChatInput {
  messages: readonly ChatMessage[];
  lang: Lang;
  /** Aborts the provider call (timeout, or the client went away). */
  signal: AbortSignal;
}

/** An answer, and whether the chat should offer to pass the question on to the studio. */
export interface ChatAnswer {
  text: string;
  /** The assistant could not answer, or the visitor asked for a person. */
  handover: boolean;
}

/** One assistant behind the chat route; chosen by CHAT_PROVIDER. */
export interface ChatProvider {
  readonly name: ChatProviderName;
  readonly model: string | null;
  /** The whole answer. */
  reply(input: ChatInput): Promise<ChatAnswer>;
  /**
   * The answer in pieces, as the model produces them, returning the hand-over flag at the end;
   * providers without it answer whole.
   */
  stream?(input: ChatInput): AsyncGenerator<string, Pick<ChatAnswer, 'handover'>>;
}

/**
 * The configured provider, or null when the chat is off or misconfigured (logged). Both
 * providers know the service pages' copy, read from the built site's locale files or, without
 * a build, the web app's source (decision 016); missing files throw a SiteCopyError.
 */
export function createChatProvider(
  config: Config,
  content: Content,
  log: { warn(message: string): void },
): ChatProvider | null {
  switch (config.CHAT_PROVIDER) {
    case 'off':
      return null;
    case 'builtin':
      return new BuiltinProvider(content, loadSiteCopy(localeDirs(config.WEB_DIST)));
    case 'openai': {
      if (!config.CHAT_MODEL || (!config.CHAT_API_KEY && !config.CHAT_BASE_URL)) {
        log.warn(
          'CHAT_PROVIDER=openai needs CHAT_MODEL and CHAT_API_KEY (or CHAT_BASE_URL for a local server): the chat is unavailable',
        );
        return null;
      }
      return new OpenAiCompatibleProvider(
        {
          apiKey: config.CHAT_API_KEY,
          baseURL: config.CHAT_BASE_URL,
          model: config.CHAT_MODEL,
          timeoutMs: config.CHAT_TIMEOUT_MS,
        },
        content,
        loadSiteCopy(localeDirs(config.WEB_DIST)),
      );
    }
  }
}

export function chatStatus(provider: ChatProvider | null): ChatStatus {
  return provider
    ? { available: true, provider: provider.name, model: provider.model }
    : { available: false, provider: null, model: null };
}
