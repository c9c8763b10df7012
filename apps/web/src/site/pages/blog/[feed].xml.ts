import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { LANGS, type Lang } from '@studio/shared';
import { pageI18n } from '../../../i18n/page-strings';
import { settings } from '../../../lib/site-settings';
import { looseT } from '../../../lib/t-entries';
import { postCard, postsIn } from '../../lib/blog';

/** `/blog/rss.ca.xml`: each language's posts, newest first. */
export function getStaticPaths() {
  return LANGS.map((lang) => ({ params: { feed: `rss.${lang}` }, props: { lang } }));
}

export async function GET({ props }: APIContext<{ lang: Lang }>) {
  const { lang } = props;
  const { t } = pageI18n(lang, ['blog']);
  const cards = await Promise.all((await postsIn(lang)).map(postCard));
  return rss({
    title: `${t('index.eyebrow', { ns: 'blog' })} · ${settings.studioName}`,
    description: t('index.lead', { ns: 'blog' }),
    site: settings.siteUrl,
    customData: `<language>${lang}</language>`,
    trailingSlash: false,
    items: cards.map((card) => ({
      title: card.title,
      description: card.description,
      link: card.url,
      pubDate: new Date(`${card.published}T00:00:00Z`),
      categories: [looseT(t)(`categories.${card.category}`, { ns: 'blog' })],
    })),
  });
}
