import type { Content } from '@studio/content';
import {
  LANGS,
  type ChatMessage,
  type ChatProviderName,
  type ChatStatus,
  type Lang,
} from '@studio/shared';
import type { Config } from '../config.js';
import { loadPhrasings, unknownAsks } from './knowledge/phrasings.js';
import { loadSitePassages, SiteKnowledgeError, type Passage } from './knowledge/site-pages.js';
import { BuiltinProvider } from './providers/builtin.js';
import { OpenAiCompatibleProvider } from './providers/openai-compatible.js';
import { createSearches, type SiteSearch } from './retrieval/search.js';
import { createLanguageDetector, type LanguageDetector } from './language.js';

export interface ChatInput {
  messages: readonly ChatMessage[];
  lang: Lang;
  /** Aborts the provider call (timeout, or the client went away). */
  signal: AbortSignal;
}

export interface ChatSource {
  /** The page in the visitor's language, with its anchor. */
  url: string;
  pageName: string;
  heading: string;
}

export interface ChatAnswer {
  text: string;
  /** The assistant could not answer, or the visitor asked for a person. */
  handover: boolean;
  /** `unsure`: a guess, offering the closest questions; `reply`: a greeting, an offer of a person. */
  kind?: 'answer' | 'unsure' | 'not-found' | 'reply';
  sources?: ChatSource[];
  /** Questions the site answers, close to the visitor's, to offer as buttons. */
  suggestions?: string[];
  suggested?: ChatSource[];
}

export interface ChatProvider {
  readonly name: ChatProviderName;
  readonly model: string | null;
  reply(input: ChatInput): Promise<ChatAnswer>;
  /** Providers without it answer whole. */
  stream?(input: ChatInput): AsyncGenerator<string, Pick<ChatAnswer, 'handover'>>;
}

/** Both providers answer from the built site's pages in WEB_DIST (decision 019). */
export function createChatProvider(
  config: Config,
  content: Content,
  log: { warn(message: string): void },
): ChatProvider | null {
  if (config.CHAT_PROVIDER === 'off') return null;
  if (
    config.CHAT_PROVIDER === 'openai' &&
    (!config.CHAT_MODEL || (!config.CHAT_API_KEY && !config.CHAT_BASE_URL))
  ) {
    log.warn(
      'CHAT_PROVIDER=openai needs CHAT_MODEL and CHAT_API_KEY (or CHAT_BASE_URL for a local server): the chat is unavailable',
    );
    return null;
  }
  let knowledge: SiteKnowledge;
  try {
    knowledge = siteKnowledge(config.WEB_DIST);
  } catch (error) {
    if (!(error instanceof SiteKnowledgeError)) throw error;
    log.warn(`${error.message}: the chat is unavailable`);
    return null;
  }
  // A question removed or an id changed on a page leaves its wordings pointing at nothing; the
  // chat still answers, less well, so this is a warning and not a refusal to start.
  for (const problem of unknownAsks(loadPhrasings(), knowledge.passages)) log.warn(problem);
  if (config.CHAT_PROVIDER === 'builtin') {
    return new BuiltinProvider(knowledge, loadPhrasings(), content);
  }
  return new OpenAiCompatibleProvider(
    {
      apiKey: config.CHAT_API_KEY,
      baseURL: config.CHAT_BASE_URL,
      model: config.CHAT_MODEL!,
      timeoutMs: config.CHAT_TIMEOUT_MS,
    },
    content,
    knowledge,
  );
}

export interface SiteKnowledge {
  passages: Record<Lang, Passage[]>;
  searches: Record<Lang, SiteSearch>;
  languages: LanguageDetector;
}

const built = new Map<string, SiteKnowledge>();

/** Made once per folder and process: a new build needs a restart, as for the pages. */
export function siteKnowledge(webDist: string): SiteKnowledge {
  let knowledge = built.get(webDist);
  if (!knowledge) {
    const passages = loadSitePassages(webDist);
    knowledge = {
      passages,
      searches: createSearches(passages, loadPhrasings()),
      languages: createLanguageDetector(
        Object.fromEntries(
          LANGS.map((lang) => [lang, passages[lang].map((p) => `${p.heading} ${p.text}`)]),
        ) as Record<Lang, string[]>,
      ),
    };
    built.set(webDist, knowledge);
  }
  return knowledge;
}

export function chatStatus(provider: ChatProvider | null): ChatStatus {
  return provider
    ? { available: true, provider: provider.name, model: provider.model }
    : { available: false, provider: null, model: null };
}
