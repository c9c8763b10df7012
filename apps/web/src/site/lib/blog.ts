import { getCollection, type CollectionEntry } from 'astro:content';
import { getImage } from 'astro:assets';
import { LANGS, isLang, langUrl, type Lang } from '@studio/shared';
import type { PostCard } from '../../features/blog/blog-types';
import type { BlogIndexProps } from '../../features/blog/blog-index';
import type { ContentPage } from '../../app/sitemap';
import { pageI18n } from '../../i18n/page-strings';
import { looseT } from '../../lib/t-entries';
import type { Preview } from './previews';
import { filledText } from './markdown';

export type PostEntry = CollectionEntry<'blog'>;

/** Ten to a page, newest first. */
export const POSTS_PER_PAGE = 10;
/** Reading speed for the minutes a post shows. */
const WORDS_PER_MINUTE = 220;

/** `tienda-online/ca` → the key and the language. */
export function postKey(entry: PostEntry): { key: string; lang: Lang } {
  const [key, lang] = entry.id.split('/');
  if (!key || !isLang(lang)) throw new Error(`blog: ${entry.id} is not <key>/<lang>.md`);
  return { key, lang };
}

export const postPath = (key: string) => `/blog/${key}`;

/** The published posts (drafts only in `astro dev`), every language. */
export async function allPosts(): Promise<PostEntry[]> {
  const entries = await getCollection('blog', (entry) => import.meta.env.DEV || !entry.data.draft);
  // A folder named as one of the blog's own pages would hide it.
  for (const entry of entries) {
    const { key } = postKey(entry);
    if (['pagina', 'categoria', 'etiqueta'].includes(key)) {
      throw new Error(`blog: a post cannot be named "${key}", the blog's ${key} pages are`);
    }
  }
  return entries.sort((a, b) => b.data.published.getTime() - a.data.published.getTime());
}

export async function postsIn(lang: Lang): Promise<PostEntry[]> {
  return (await allPosts()).filter((entry) => postKey(entry).lang === lang);
}

/** The languages a post exists in, in the site's order. */
export async function postLangs(key: string): Promise<Lang[]> {
  const langs = new Set(
    (await allPosts()).map(postKey).flatMap((post) => (post.key === key ? [post.lang] : [])),
  );
  return LANGS.filter((lang) => langs.has(lang));
}

/** A front matter's words with the studio's figures filled in, as the post's body has them. */
export function filled(entry: PostEntry, text: string): string {
  return filledText(entry, text, postKey(entry).lang);
}

export function readingMinutes(entry: PostEntry): number {
  const words = (entry.body ?? '').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export async function postCard(entry: PostEntry): Promise<PostCard> {
  const { key, lang } = postKey(entry);
  const cover = await getImage({ src: entry.data.cover, width: 800 });
  return {
    key,
    url: langUrl(postPath(key), lang),
    title: filled(entry, entry.data.title),
    description: filled(entry, entry.data.description),
    published: entry.data.published.toISOString().slice(0, 10),
    updated: entry.data.updated?.toISOString().slice(0, 10),
    category: entry.data.category,
    tags: entry.data.tags,
    author: entry.data.author,
    readingMinutes: readingMinutes(entry),
    cover: {
      src: cover.src,
      width: Number(cover.attributes.width ?? entry.data.cover.width),
      height: Number(cover.attributes.height ?? entry.data.cover.height),
      alt: entry.data.coverAlt,
    },
  };
}

/** Up to `count` posts of the same language sharing the most tags, newest first among equals. */
export function relatedPosts(entry: PostEntry, posts: PostEntry[], count = 3): PostEntry[] {
  const tags = new Set(entry.data.tags);
  return posts
    .filter((other) => other.id !== entry.id)
    .map((other) => ({ other, shared: other.data.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, count)
    .map(({ other }) => other);
}

export interface ListPage {
  /** Under /blog: undefined for the blog itself, `categoria/precios/pagina/2`… */
  list: string | undefined;
  lang: Lang;
  props: BlogIndexProps;
}

/**
 * Every list of posts the blog shows, in every language: the blog, each category and each tag
 * that has posts in it, ten to a page.
 */
export async function listPages(): Promise<ListPage[]> {
  const pages: ListPage[] = [];
  for (const lang of LANGS) {
    const posts = await postsIn(lang);
    const cards = await Promise.all(posts.map(postCard));
    const categories = [...new Set(cards.map((card) => card.category))];
    const lists: { filter?: BlogIndexProps['filter']; cards: PostCard[] }[] = [
      { cards },
      ...categories.map((id) => ({
        filter: { kind: 'categoria' as const, id },
        cards: cards.filter((card) => card.category === id),
      })),
      ...[...new Set(cards.flatMap((card) => card.tags))].map((id) => ({
        filter: { kind: 'etiqueta' as const, id },
        cards: cards.filter((card) => card.tags.includes(id)),
      })),
    ];
    for (const { filter, cards: listed } of lists) {
      const count = Math.max(1, Math.ceil(listed.length / POSTS_PER_PAGE));
      for (let page = 1; page <= count; page++) {
        const parts = [
          ...(filter ? [filter.kind, filter.id] : []),
          ...(page > 1 ? ['pagina', String(page)] : []),
        ];
        pages.push({
          list: parts.length > 0 ? parts.join('/') : undefined,
          lang,
          props: {
            posts: listed.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
            categories,
            filter,
            pageNumber: page,
            pageCount: count,
          },
        });
      }
    }
  }
  return pages;
}

/** Every post, once, with the languages it exists in (the sitemap's). */
export async function contentPages(): Promise<ContentPage[]> {
  const byKey = new Map<string, Lang[]>();
  for (const entry of await allPosts()) {
    const { key, lang } = postKey(entry);
    byKey.set(key, [...(byKey.get(key) ?? []), lang]);
  }
  return [...byKey].map(([key, langs]) => ({
    path: postPath(key),
    langs: LANGS.filter((lang) => langs.includes(lang)),
  }));
}

/** A post's share preview: its title under the blog's name and its category. */
export function postPreview(card: PostCard, lang: Lang): Preview {
  const t = looseT(pageI18n(lang, ['blog']).t);
  return {
    key: `blog-${card.key}`,
    lang,
    title: card.title,
    kicker: `${t('index.eyebrow', { ns: 'blog' })} · ${t(`categories.${card.category}`, { ns: 'blog' })}`,
  };
}

/** Every post's preview, for the build to draw (pages/og/[preview].png.ts). */
export async function postPreviews(): Promise<Preview[]> {
  return Promise.all(
    (await allPosts()).map(async (entry) =>
      postPreview(await postCard(entry), postKey(entry).lang),
    ),
  );
}
