import { LANGS, type Lang, type PortfolioItem } from '@studio/shared';
import type { ProjectFacts } from '../../features/portfolio/project-types';

export interface ProjectFile {
  slug: string;
  lang: Lang;
  /** As the build names it, for the messages. */
  file: string;
  facts: ProjectFacts;
}

/** A count of days or weeks as each language writes it: "5 semanas", "5 setmanes", "5 weeks". */
const UNIT_WORDS: Record<ProjectFacts['duration']['unit'], Record<Lang, string>> = {
  days: { es: 'días?', ca: 'dies|dia', en: 'days?' },
  weeks: { es: 'semanas?', ca: 'setmanes|setmana', en: 'weeks?' },
};

/**
 * What stops the build, each naming its file: a folder that is no project of that language's
 * portfolio.json (its page would have no title, client or result); front matter that differs
 * between a project's languages (a year, a stack is one fact, not three); and a result that
 * times the work in the duration's unit ("lanzada en 5 semanas") with another count.
 */
export function projectProblems(
  files: readonly ProjectFile[],
  portfolio: Record<Lang, readonly PortfolioItem[]>,
): string[] {
  const problems: string[] = [];
  const first = new Map<string, ProjectFile>();
  for (const lang of LANGS) {
    for (const project of files.filter((file) => file.lang === lang)) {
      const item = portfolio[lang].find((entry) => entry.slug === project.slug);
      if (!item) {
        problems.push(
          `${project.file}: "${project.slug}" is not a project of data/${lang}/portfolio.json (${portfolio[lang].map((entry) => entry.slug).join(', ')})`,
        );
        continue;
      }
      const other = first.get(project.slug);
      if (!other) first.set(project.slug, project);
      else {
        const differing = (
          Object.keys({ ...other.facts, ...project.facts }) as (keyof ProjectFacts)[]
        ).filter((key) => JSON.stringify(other.facts[key]) !== JSON.stringify(project.facts[key]));
        if (differing.length > 0) {
          problems.push(
            `${project.file}: ${differing.join(', ')} not the same as in ${other.file}`,
          );
        }
      }
      const { value, unit } = project.facts.duration;
      const stated = new RegExp(`(\\d+)\\s?(?:${UNIT_WORDS[unit][lang]})(?!\\p{L})`, 'giu');
      for (const [, count] of item.result.matchAll(stated)) {
        if (Number(count) !== value) {
          problems.push(
            `${project.file}: duration is ${value} ${unit}, data/${lang}/portfolio.json's result says "${item.result}"`,
          );
        }
      }
    }
  }
  return problems;
}
