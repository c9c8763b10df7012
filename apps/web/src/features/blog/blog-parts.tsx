import { useTranslation } from 'react-i18next';
import { looseT } from '../../lib/t-entries';
import type { Lang } from '@studio/shared';
import { useLang } from '../../lib/page-context';
import { blogUrl } from './blog-urls';
import type { PostCard } from './blog-types';

const DATE_LOCALES: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** "6 de octubre de 2026", "6 d'octubre de 2026", "6 October 2026": at build time only. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

export function PostDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso, useLang())}</time>;
}

export function CategoryLink({ category }: { category: string }) {
  const { t } = useTranslation('blog');
  const tl = looseT(t);
  return (
    <a className="tag" href={blogUrl(useLang(), 'categoria', category)}>
      {tl(`categories.${category}`)}
    </a>
  );
}

/** Cover, category, date, reading time, title and summary; the title is the card's link. */
export function PostCardItem({ post, headingLevel = 2 }: { post: PostCard; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('blog');
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="post-card">
      <img
        className="post-card__cover"
        src={post.cover.src}
        width={post.cover.width}
        height={post.cover.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <div className="post-card__body">
        <CategoryLink category={post.category} />
        <Heading className="post-card__title" id={`post-${post.key}`}>
          <a href={post.url}>{post.title}</a>
        </Heading>
        <p className="post-card__meta">
          <PostDate iso={post.published} /> ·{' '}
          {t('post.readingTime', { count: post.readingMinutes })}
        </p>
        <p className="post-card__summary">{post.description}</p>
      </div>
    </li>
  );
}
