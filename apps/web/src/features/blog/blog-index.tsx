import { useTranslation } from 'react-i18next';
import { looseT } from '../../lib/t-entries';
import { PageIntro } from '../../components/page-intro';
import { useLang } from '../../lib/page-context';
import { withPage } from '../../site/react/page-root';
import { PostCardItem } from './blog-parts';
import { blogUrl } from './blog-urls';
import type { PostCard } from './blog-types';
import './blog.css';

export interface BlogIndexProps {
  posts: PostCard[];
  /** The categories that have posts in this language. */
  categories: string[];
  /** What the list is narrowed to, if anything. */
  filter?: { kind: 'categoria' | 'etiqueta'; id: string };
  pageNumber: number;
  pageCount: number;
}

/** The page list's address: the first page is the blog's own (or its category's). */
function pageUrl(lang: ReturnType<typeof useLang>, page: number, filter: BlogIndexProps['filter']) {
  const base = filter ? [filter.kind, filter.id] : [];
  return page === 1 ? blogUrl(lang, ...base) : blogUrl(lang, ...base, 'pagina', String(page));
}

function BlogIndex({ posts, categories, filter, pageNumber, pageCount }: BlogIndexProps) {
  const { t } = useTranslation('blog');
  const tl = looseT(t);
  const lang = useLang();
  const title =
    filter?.kind === 'categoria'
      ? t('index.categoryTitle', { category: tl(`categories.${filter.id}`) })
      : filter?.kind === 'etiqueta'
        ? t('index.tagTitle', { tag: tl(`tags.${filter.id}`) })
        : t('index.title');
  return (
    <>
      <PageIntro eyebrow={t('index.eyebrow')} title={title} lead={t('index.lead')} />
      <section className="section blog" aria-labelledby="blog-posts-title">
        <div className="container">
          <h2 id="blog-posts-title" className="visually-hidden">
            {title}
          </h2>
          {categories.length > 1 && (
            <nav className="blog-filter" aria-label={t('index.filterLabel')}>
              <ul className="chip-list">
                <li>
                  <a
                    className="chip"
                    href={blogUrl(lang)}
                    aria-current={filter ? undefined : 'page'}
                  >
                    {t('index.all')}
                  </a>
                </li>
                {categories.map((category) => (
                  <li key={category}>
                    <a
                      className="chip"
                      href={blogUrl(lang, 'categoria', category)}
                      aria-current={
                        filter?.kind === 'categoria' && filter.id === category ? 'page' : undefined
                      }
                    >
                      {tl(`categories.${category}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {posts.length === 0 ? (
            <p>{t('index.empty')}</p>
          ) : (
            <ul className="post-grid">
              {posts.map((post) => (
                <PostCardItem key={post.key} post={post} />
              ))}
            </ul>
          )}
          {pageCount > 1 && (
            <nav className="blog-pages" aria-label={t('index.pagination')}>
              {pageNumber > 1 && (
                <a href={pageUrl(lang, pageNumber - 1, filter)}>{t('index.newer')}</a>
              )}
              <span>{t('index.page', { page: pageNumber, pages: pageCount })}</span>
              {pageNumber < pageCount && (
                <a href={pageUrl(lang, pageNumber + 1, filter)}>{t('index.older')}</a>
              )}
            </nav>
          )}
          <p className="blog-rss">
            <a href={`/blog/rss.${lang}.xml`} type="application/rss+xml">
              {t('index.rss')}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

export default withPage(BlogIndex);
