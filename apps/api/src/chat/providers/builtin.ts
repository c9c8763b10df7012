import type { Lang } from '@studio/shared';
import type { Phrasings } from '../knowledge/phrasings.js';
import { replyLanguage } from '../language.js';
import type { ChatAnswer, ChatInput, ChatProvider, SiteKnowledge } from '../provider.js';
import { isNumber, words } from '../retrieval/analyzer.js';
import { PHRASES } from '../answer/phrases.js';
import {
  answerWith,
  decide,
  notFound,
  saysAnyOf,
  unsureWith,
  type Decision,
  type Studio,
} from '../answer/compose.js';

/** No network, no model: it quotes the site's passages (answer/compose.ts). */
export class BuiltinProvider implements ChatProvider {
  readonly name = 'builtin' as const;
  readonly model = null;
  private readonly courtesy: string[];

  constructor(
    private readonly knowledge: SiteKnowledge,
    private readonly phrasings: Record<Lang, Phrasings>,
    /** For the greeting and the not-found answer. */
    private readonly studio: Studio,
  ) {
    this.courtesy = Object.values(phrasings).flatMap((p) => [...p.greeting, ...p.thanks]);
  }

  reply({ messages, lang: pageLang }: ChatInput): Promise<ChatAnswer> {
    const asked = messages.filter((m) => m.role === 'user').map((m) => m.content);
    const question = asked.at(-1) ?? '';
    const lang = replyLanguage(this.knowledge.languages, asked, pageLang);
    return Promise.resolve(this.answer(question, asked.at(-2), lang));
  }

  answer(question: string, previous: string | undefined, lang: Lang): ChatAnswer {
    const phrasings = this.phrasings[lang];
    const search = this.knowledge.searches[lang];
    if (saysAnyOf(question, phrasings.person)) {
      return { text: PHRASES[lang].person, handover: true, kind: 'reply' };
    }
    const chosen = search.suggested(question);
    if (chosen) {
      return answerWith({ passage: chosen, score: 1, coverage: 1 }, [], search);
    }
    // "Hola", "gracias" around a question are courtesy: the rest is what is asked.
    // Visitors mix languages in their courtesy ("hola… thanks"): every language's counts.
    const asked = withoutPhrases(question, this.courtesy);
    const alone = search.search(asked);
    if (alone.terms.length === 0) {
      if (saysAnyOf(question, phrasings.thanks)) {
        return { text: PHRASES[lang].thanks, handover: false, kind: 'reply' };
      }
      if (saysAnyOf(question, phrasings.greeting)) {
        return {
          text: PHRASES[lang].greeting(this.studio.settings.studioName),
          handover: false,
          kind: 'reply',
        };
      }
    }
    let retrieval = alone;
    let decision = decide(alone);
    const meaningful = alone.terms.filter((term) => !isNumber(term)).length;
    const followsUp = startsWithAnyOf(question, phrasings.followUp);
    // A question answered alone, with no passage as close, is not a follow-up; one that others
    // answer as well ("how much a month?") may be about what was asked before.
    const clear = decision.kind === 'answer' && !decision.rivalled;
    if (previous && (followsUp || !clear || meaningful < 2)) {
      const together = search.search(asked, previous);
      const joined = decide(together);
      if (rank(joined) >= rank(decision)) {
        retrieval = together;
        decision = joined;
      }
    }
    switch (decision.kind) {
      case 'answer':
        return answerWith(decision.hit, retrieval.terms, search, decision.related);
      case 'unsure':
        return unsureWith(decision.hits, lang);
      case 'not-found':
        return notFound(lang, this.studio);
    }
  }
}

const rank = (decision: Decision) =>
  decision.kind === 'answer' ? 2 : decision.kind === 'unsure' ? 1 : 0;

function startsWithAnyOf(text: string, phrases: readonly string[]): boolean {
  const folded = `${words(text).join(' ')} `;
  return phrases.some((phrase) => folded.startsWith(`${words(phrase).join(' ')} `));
}

function withoutPhrases(text: string, phrases: readonly string[]): string {
  let folded = ` ${words(text).join(' ')} `;
  for (const phrase of phrases) {
    const needle = ` ${words(phrase).join(' ')} `;
    while (needle.trim() && folded.includes(needle)) folded = folded.replace(needle, ' ');
  }
  return folded.trim();
}
