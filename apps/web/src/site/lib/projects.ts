import { getCollection, type CollectionEntry } from 'astro:content';
import { loadContent } from '@studio/content';
import { LANGS, isLang, type Lang, type PortfolioItem } from '@studio/shared';
import { projectPath } from '../../features/portfolio/project-urls';
import type { ContentPage } from '../../app/sitemap';
import { projectProblems } from './project-checks';
import { pageI18n } from '../../i18n/page-strings';
import type { Preview } from './previews';

export type ProjectEntry = CollectionEntry<'projects'>;

/** `can-reixac/ca` → the slug and the language. */
export function projectKey(entry: ProjectEntry): { slug: string; lang: Lang } {
  const [slug, lang] = entry.id.split('/');
  if (!slug || !isLang(lang)) throw new Error(`projects: ${entry.id} is not <slug>/<lang>.md`);
  return { slug, lang };
}

const { lists } = loadContent(__CONTENT_DIR__);

/** portfolio.json of a language, its studio's variables filled in. */
export const portfolioOf = (lang: Lang): PortfolioItem[] => lists[lang].portfolio;

/** The project as portfolio.json has it in a language: its title, client, result… */
export function portfolioItem(slug: string, lang: Lang): PortfolioItem {
  const item = portfolioOf(lang).find((entry) => entry.slug === slug);
  if (!item) throw new Error(`projects: no "${slug}" in data/${lang}/portfolio.json`);
  return item;
}

let checked: Promise<ProjectEntry[]> | undefined;

/** Every case study, every language, in portfolio.json's order; checked once per build. */
export function allProjects(): Promise<ProjectEntry[]> {
  checked ??= getCollection('projects').then((entries) => {
    const problems = projectProblems(
      entries.map((entry) => ({
        ...projectKey(entry),
        file: entry.filePath ?? entry.id,
        facts: entry.data,
      })),
      Object.fromEntries(LANGS.map((lang) => [lang, lists[lang].portfolio])) as Record<
        Lang,
        PortfolioItem[]
      >,
    );
    if (problems.length > 0) throw new Error(`projects:\n${problems.join('\n')}`);
    const order = lists.es.portfolio.map((item) => item.slug);
    return entries.sort(
      (a, b) => order.indexOf(projectKey(a).slug) - order.indexOf(projectKey(b).slug),
    );
  });
  return checked;
}

/** The slugs that have a page in a language: the portfolio's cards link to those. */
export async function projectSlugs(lang: Lang): Promise<string[]> {
  return (await allProjects())
    .map(projectKey)
    .flatMap((key) => (key.lang === lang ? [key.slug] : []));
}

/** The languages a case study exists in. */
export async function projectLangs(slug: string): Promise<Lang[]> {
  const langs = new Set(
    (await allProjects()).map(projectKey).flatMap((key) => (key.slug === slug ? [key.lang] : [])),
  );
  return LANGS.filter((lang) => langs.has(lang));
}

/** Every case study, once, with the languages it exists in (the sitemap's). */
export async function projectPages(): Promise<ContentPage[]> {
  const slugs = [...new Set((await allProjects()).map((entry) => projectKey(entry).slug))];
  return Promise.all(
    slugs.map(async (slug) => ({ path: projectPath(slug), langs: await projectLangs(slug) })),
  );
}

/** A case study's share preview: its title under the portfolio's name and the client's. */
export function projectPreview(slug: string, lang: Lang): Preview {
  const { t } = pageI18n(lang, ['portfolio']);
  const item = portfolioItem(slug, lang);
  return {
    key: `portafolio-${slug}`,
    lang,
    title: item.title,
    kicker: `${t('intro.eyebrow', { ns: 'portfolio' })} · ${item.client}`,
  };
}

/** Every case study's preview, for the build to draw (pages/og/[preview].png.ts). */
export async function projectPreviews(): Promise<Preview[]> {
  return (await allProjects()).map((entry) => {
    const { slug, lang } = projectKey(entry);
    return projectPreview(slug, lang);
  });
}
