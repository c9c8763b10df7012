import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isServiceSlug, resolveUrl, type RouteId, type ServiceSlug } from '@studio/shared';

/** Site paths the assistants mention bare (the quote form, services…), possibly with a query. */
const BARE_PATH = String.raw`\/(?:contacto|servicios(?:\/[a-z-]+)?|faq|portafolio|quienes-somos|legal\/[a-z]+)(?:\?[a-z]+=[a-z-]+(?:&[a-z]+=[a-z-]+)*)?(?=[\s.,;:!?)]|$)`;
const MARKDOWN_LINK = String.raw`\[([^[\]\n]{1,200})\]\(([^()\s]{1,300})\)`;
const TOKENS = new RegExp(`${MARKDOWN_LINK}|(${BARE_PATH})`, 'g');

const ORIGIN = 'http://site.invalid';

type PageId = Exclude<RouteId, `service-${ServiceSlug}`>;

/** Only a path of the route table: never another origin, `//host` or `javascript:`. */
export function siteTarget(
  target: string,
): { href: string; id: RouteId; search: URLSearchParams } | null {
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const hit = resolveUrl(url.pathname, url.search);
  if (!hit) return null;
  return {
    href: `${url.pathname}${url.search}${url.hash}`,
    id: hit.route.id,
    search: url.searchParams,
  };
}

/** Never as HTML. A bare path shows the page's name ("el formulario de presupuesto"). */
export function ChatText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const { t } = useTranslation('chat');

  const pageName = (id: RouteId, search: URLSearchParams): string => {
    if (id.startsWith('service-')) {
      const slug = id.slice('service-'.length);
      return isServiceSlug(slug) ? t('links.service', { name: t(`types.${slug}`) }) : id;
    }
    const type = search.get('tipo');
    if (id === 'contact' && isServiceSlug(type)) {
      return t('links.contactType', { type: t(`types.${type}`) });
    }
    return t(`links.${id as PageId}`);
  };

  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    const [whole, words, target, bare] = match;
    const start = match.index;
    const site = siteTarget(bare ?? target ?? '');
    if (!site) continue; // `[x](https://elsewhere)` stays text, as written
    if (start > last) parts.push(<Fragment key={`t${last}`}>{text.slice(last, start)}</Fragment>);
    parts.push(
      <a key={`l${start}`} href={site.href} onClick={onNavigate}>
        {words ?? pageName(site.id, site.search)}
      </a>,
    );
    last = start + whole.length;
  }
  if (last < text.length) parts.push(<Fragment key={`t${last}`}>{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
