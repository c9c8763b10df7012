import { figureVariables, studioVariables, type Lang } from '@studio/shared';
import { pricing } from '../lib/pricing';
import { settings } from '../lib/site-settings';

type Variables = Record<string, unknown>;

/** Every value a string may name: who the studio is and its figures (settings.json, pricing.json). */
export function allVariables(lang: Lang): Variables {
  return { ...studioVariables(settings, lang), ...figureVariables(pricing, lang) };
}

/**
 * Only the values `text` names (`{{studio}}`, `{{price.tienda-online.from}}`…): a page carries
 * the few its islands' strings use, so the pricing table stays out of the browser's JavaScript
 * (e2e/bundle.spec.ts) and the whole table out of every page.
 */
export function usedVariables(variables: Variables, text: string): Variables {
  const used: Variables = {};
  for (const [, name] of text.matchAll(/{{\s*([\w.-]+)/g)) {
    const path = name!.split('.');
    let from: unknown = variables;
    for (const key of path) from = (from as Variables | undefined)?.[key];
    // A table is no value a string can print: `{{price}}` is one its component passes (a
    // formatted amount), not the whole table of `{{price.<slug>.<package>}}`.
    if (from === undefined || typeof from === 'object') continue;
    let to = used;
    for (const key of path.slice(0, -1)) to = (to[key] ??= {}) as Variables;
    to[path.at(-1)!] = from;
  }
  return used;
}
