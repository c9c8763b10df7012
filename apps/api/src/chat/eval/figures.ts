import { loadPricing, loadSettings } from '@studio/content';
import type { Lang, Price, Pricing, ServiceSlug, SiteSettings } from '@studio/shared';

/**
 * The evaluation's expected facts name the studio's data where a fact is one of its figures (a
 * price, a term, the phone), so that a case stays true when the studio changes that figure and
 * fails only when the assistant stops giving it.
 */

/** Digits of an amount with an optional thousands separator: 1200 -> 1[.,]?200. */
function digits(amount: number): string {
  const text = String(amount);
  return text.length > 3 ? `${text.slice(0, -3)}[.,\\s]?${text.slice(-3)}` : text;
}

/** An amount in euros however the language writes it: "1.200 €", "€1,200", "1200€". */
export function eur(amount: number): RegExp {
  const n = digits(amount);
  return new RegExp(`(?<![\\d.,])(?:${n}\\s?€|€\\s?${n})(?![\\d.,]\\d)`);
}

/** A range of numbers, "1-7", "1 – 7" or in words: "de 1 a 7", "d'1 a 7", "1 to 7". */
export function span(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d.,])${min}(?:\\s?[-–]\\s?|\\s(?:a|to)\\s)${max}(?![\\d])`);
}

/** A range of euros however written: "200-300 €", "€200 – €300", "entre 200 y 300 €". */
export function eurRange(min: number, max: number): RegExp {
  return new RegExp(`(?<![\\d.,])€?${min}\\s?(?:€\\s?)?(?:[-–]|y|i|and|to)\\s?€?${max}(?![\\d])`);
}

/** A number on its own, "1,5" or "1.5" alike. */
export function num(value: number | string): RegExp {
  return new RegExp(`(?<![\\d.,])${String(value).replace('.', '[.,]')}(?![\\d])`);
}

let settings: SiteSettings | undefined;
let pricing: Pricing | undefined;

/** The settings the site is built with, as @studio/content's loader picks the studio's file. */
export function studioSettings(): SiteSettings {
  settings ??= loadSettings();
  return settings;
}

/** Its prices, terms and fees. */
export function studioPricing(): Pricing {
  pricing ??= loadPricing();
  return pricing;
}

type TierId = Pricing['services'][ServiceSlug]['tiers'][number]['id'];

/** A service's price in euros: its "from", one of its packages' or one of its extras'. */
export function priceOf(
  slug: ServiceSlug,
  which: 'from' | TierId | (string & {}) = 'from',
): number {
  const pricing = studioPricing().services[slug];
  const price: unknown =
    which === 'from'
      ? pricing.from
      : (pricing.tiers.find((tier) => tier.id === which)?.price ?? pricing.extras[which]);
  if (!isPrice(price)) throw new Error(`pricing.json: ${slug} has no price named ${which}`);
  return price.amount;
}

function isPrice(value: unknown): value is Price {
  return typeof value === 'object' && value !== null && typeof (value as Price).amount === 'number';
}

/** What a fact may name: `pricing.<slug>…`, `terms.…`, `storeFees.…`, `gatewayFee.…`, … */
const data = () => {
  const { services, ...general } = studioPricing();
  return { pricing: services, ...general, settings: studioSettings() };
};

/**
 * The figure at a dotted path of the data: an array's entry by its `id` (`tiers.basic`,
 * `expressPhases.testing`) or its index (`process.0`), a price by its amount.
 */
export function figure(path: string): number | string {
  let value: unknown = data();
  for (const key of path.split('.')) {
    if (Array.isArray(value)) {
      value = value.find((entry: { id?: unknown }) => entry?.id === key) ?? value[Number(key)];
    } else if (typeof value === 'object' && value !== null && Object.hasOwn(value, key)) {
      value = (value as Record<string, unknown>)[key];
    } else {
      value = undefined;
    }
  }
  if (isPrice(value)) return value.amount;
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new Error(`no figure of the studio's data at ${path}`);
}

/**
 * `{{path|as written}}`: the figure at `path`, in the words the case's writer read on the page
 * ("2.500" for `pricing.tienda-online.from`, "Pujades 77" for `settings.address.street`).
 */
const REFERENCE = /{{([\w.-]+)(?:\|([^{}|]*))?}}/g;

/** "2.500" and "2,500" as 2500, "1,5" as 1.5: a number as a page of any language writes it. */
function readNumber(text: string): number {
  return /^\d{1,3}(?:[.,]\d{3})+$/.test(text)
    ? Number(text.replace(/[.,]/g, ''))
    : Number(text.replace(',', '.'));
}

/** `value` written like `written` ("2.500", "1,5"), or in `lang`'s way without a model. */
function writeNumberLike(value: number, written: string | undefined, lang: Lang): string {
  const group = written?.match(/\d([.,])\d{3}(?!\d)/)?.[1] ?? '';
  const decimal = written?.match(/\d([.,])(?:\d{1,2}|\d{4,})$/)?.[1] ?? (lang === 'en' ? '.' : ',');
  const [integer = '', fraction] = String(value).split('.');
  const whole = integer.replace(/\B(?=(\d{3})+$)/g, group);
  return fraction ? `${whole}${decimal}${fraction}` : whole;
}

/**
 * A fact with each reference replaced by today's figure. As written while the data still says
 * so: a number equal to the figure, words the figure still holds ("Pujades 77" of the street);
 * else the figure itself, a number written the same way ("2.900" for "2.500").
 */
export function resolveFigures(text: string, lang: Lang): string {
  return text.replace(REFERENCE, (_, path: string, written: string | undefined) => {
    const value = figure(path);
    if (typeof value === 'string') return written && value.includes(written) ? written : value;
    if (written !== undefined && readNumber(written) === value) return written;
    return writeNumberLike(value, written, lang);
  });
}

/** The text with each reference as its writer read it: the set as it was written. */
export function asWritten(text: string): string {
  return text.replace(REFERENCE, (reference, _path: string, written: string | undefined) => {
    if (written === undefined) throw new Error(`${reference} does not say how it was written`);
    return written;
  });
}
