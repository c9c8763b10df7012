import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../lib/t-entries';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { QuoteCtaBand } from '../../components/cta-band';
import { initials } from '../../lib/initials';
import { useLang } from '../../lib/page-context';
import { pageHref } from '../../lib/page-links';
import { withPage } from '../../site/react/page-root';
import { CategoryLink, PostCardItem, PostDate } from './blog-parts';
import { blogUrl } from './blog-urls';
import type { PostCard } from './blog-types';
import '../../styles/prose.css';
import './blog.css';

export interface Heading {
  depth: number;
  slug: string;
  text: string;
}

export interface BlogPostProps {
  post: PostCard;
  author: { name: string; role: string };
  /** The post's `##` and `###` headings; a contents list when there are enough of them. */
  headings: Heading[];
  related: PostCard[];
  /** The post's absolute address, for the share links. */
  shareUrl: string;
  /** The post's body, rendered from its Markdown (an Astro slot). */
  body?: ReactNode;
  /** Copy-link button: the one part of the page that needs script (an island). */
  copyLink?: ReactNode;
}

/** A long post gets a table of contents. */
const CONTENTS_FROM = 4;

function ShareLinks({ title, url, copyLink }: { title: string; url: string; copyLink: ReactNode }) {
  const { t } = useTranslation('blog');
  const text = encodeURIComponent(`${title} ${url}`);
  const links = [
    ['whatsapp', `https://wa.me/?text=${text}`, t('post.shareWhatsapp')],
    [
      'linkedin',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      t('post.shareLinkedin'),
    ],
    [
      'email',
      `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
      t('post.shareEmail'),
    ],
  ] as const;
  return (
    <section className="post-share" aria-labelledby="post-share-title">
      <h2 id="post-share-title">{t('post.share')}</h2>
      <ul className="chip-list">
        {links.map(([id, href, label]) => (
          <li key={id}>
            <a
              className="chip"
              href={href}
              rel="noopener noreferrer"
              target={id === 'email' ? undefined : '_blank'}
            >
              {label}
            </a>
          </li>
        ))}
        <li>{copyLink}</li>
      </ul>
    </section>
  );
}

function BlogPost({ post, author, headings, related, shareUrl, body, copyLink }: BlogPostProps) {
  const { t } = useTranslation('blog');
  const tl = looseT(t);
  const lang = useLang();
  const contents = headings.filter((heading) => heading.depth === 2 || heading.depth === 3);
  return (
    <>
      <Breadcrumbs
        label={t('post.breadcrumb')}
        trail={[
          { name: t('post.home'), href: pageHref('home', lang) },
          { name: t('index.eyebrow'), href: blogUrl(lang) },
        ]}
        current={post.title}
      />
      <article className="post">
        <header className="post__header container">
          <CategoryLink category={post.category} />
          <h1>{post.title}</h1>
          <p className="lead">{post.description}</p>
          <div className="post__byline">
            <span className="post__avatar" aria-hidden="true">
              {initials(author.name)}
            </span>
            <p>
              {t('post.by')}{' '}
              <a href={pageHref('about', lang, { hash: `team-${post.author}` })}>{author.name}</a>
              <span className="post__role">{author.role}</span>
            </p>
            <p className="post__dates">
              {t('post.publishedOn')} <PostDate iso={post.published} />
              {post.updated && (
                <>
                  {' · '}
                  {t('post.updatedOn')} <PostDate iso={post.updated} />
                </>
              )}
              {' · '}
              {t('post.readingTime', { count: post.readingMinutes })}
            </p>
          </div>
        </header>
        <div className="post__cover container">
          <img
            src={post.cover.src}
            width={post.cover.width}
            height={post.cover.height}
            alt={post.cover.alt}
            fetchPriority="high"
          />
        </div>
        <div className="post__layout container">
          {contents.length >= CONTENTS_FROM && (
            <nav className="post__contents" aria-labelledby="post-contents-title">
              <h2 id="post-contents-title">{t('post.toc')}</h2>
              <ol>
                {contents.map((heading) => (
                  <li
                    key={heading.slug}
                    className={heading.depth === 3 ? 'post__contents-sub' : undefined}
                  >
                    <a href={`#${heading.slug}`}>{heading.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <div className="post__body prose">{body}</div>
        </div>
        <footer className="post__footer container">
          <section className="post-tags" aria-labelledby="post-tags-title">
            <h2 id="post-tags-title">{t('post.tags')}</h2>
            <ul className="chip-list">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <a className="chip" href={blogUrl(lang, 'etiqueta', tag)}>
                    {tl(`tags.${tag}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <ShareLinks title={post.title} url={shareUrl} copyLink={copyLink} />
        </footer>
      </article>
      {related.length > 0 && (
        <section className="section section--tinted" aria-labelledby="post-related-title">
          <div className="container">
            <h2 id="post-related-title">{t('post.related')}</h2>
            <ul className="post-grid">
              {related.map((other) => (
                <PostCardItem key={other.key} post={other} headingLevel={3} />
              ))}
            </ul>
          </div>
        </section>
      )}
      <QuoteCtaBand
        id="post-cta-title"
        title={t('post.ctaTitle')}
        text={t('post.ctaText')}
        button={t('post.ctaButton')}
      />
    </>
  );
}

export default withPage(BlogPost);
