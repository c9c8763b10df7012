import { describe, expect, it } from 'vitest';
import { LANGS, type Lang, type PortfolioItem } from '@studio/shared';
import { projectProblems, type ProjectFile } from './project-checks';

/**
 * What stops the build when a case study and portfolio.json disagree (the studio's own files
 * pass: the build runs these checks on them). A portfolio of two projects, made for the test.
 */

const RESULTS: Record<Lang, [string, string]> = {
  es: ['Tienda lanzada en 5 semanas', '+80 % reservas online en 3 meses'],
  ca: ['Botiga llançada en 5 setmanes', '+80 % reserves en línia en 3 mesos'],
  en: ['Shop launched in 5 weeks', '+80% online bookings in 3 months'],
};

const item = (slug: string, result: string): PortfolioItem => ({
  slug,
  title: 'T',
  client: 'C',
  sector: 'S',
  summary: 'S',
  result,
  image: { src: '/images/x.svg', width: 800, height: 500, alt: '' },
  tags: [],
});

const portfolio = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    [item('botiga', RESULTS[lang][0]), item('restaurant', RESULTS[lang][1])],
  ]),
) as Record<Lang, PortfolioItem[]>;

const facts = (value: number): ProjectFile['facts'] => ({
  year: 2025,
  duration: { value, unit: 'weeks' },
  stack: ['WordPress', 'WooCommerce'],
  service: 'tienda-online',
});

const files: ProjectFile[] = LANGS.flatMap((lang) => [
  { slug: 'botiga', lang, file: `botiga/${lang}.md`, facts: facts(5) },
  { slug: 'restaurant', lang, file: `restaurant/${lang}.md`, facts: facts(4) },
]);

/** The files with one replaced. */
const with_ = (file: string, edit: (project: ProjectFile) => ProjectFile) =>
  files.map((project) => (project.file === file ? edit(project) : project));

describe('the case studies', () => {
  it('that agree with the portfolio pass', () => {
    expect(projectProblems(files, portfolio)).toEqual([]);
  });

  it('may lack a language', () => {
    const withoutEnglish = files.filter((project) => project.file !== 'restaurant/en.md');
    expect(projectProblems(withoutEnglish, portfolio)).toEqual([]);
  });

  it('stop the build in a folder that is no project of the portfolio, naming the file', () => {
    const problems = projectProblems(
      [...files, { slug: 'ningu', lang: 'ca', file: 'ningu/ca.md', facts: facts(4) }],
      portfolio,
    );
    expect(problems).toEqual([
      'ningu/ca.md: "ningu" is not a project of data/ca/portfolio.json (botiga, restaurant)',
    ]);
  });

  it('stop it when a language tells another year or stack, naming the file and the fields', () => {
    const problems = projectProblems(
      with_('restaurant/en.md', (project) => ({
        ...project,
        facts: { ...project.facts, year: 2024, stack: ['Wix'] },
      })),
      portfolio,
    );
    expect(problems).toEqual(['restaurant/en.md: year, stack not the same as in restaurant/es.md']);
  });

  it('stop it when a language leaves out the service the others name', () => {
    const problems = projectProblems(
      with_('botiga/ca.md', ({ facts: { service: _, ...rest }, ...project }) => ({
        ...project,
        facts: rest,
      })),
      portfolio,
    );
    expect(problems).toEqual(['botiga/ca.md: service not the same as in botiga/es.md']);
  });

  it.each(LANGS)(
    '%s: stop it when the result times the work in the duration’s unit with another count',
    (lang) => {
      const problems = projectProblems(
        files.map((project) =>
          project.slug === 'botiga' ? { ...project, facts: facts(6) } : project,
        ),
        portfolio,
      );
      expect(problems).toContain(
        `botiga/${lang}.md: duration is 6 weeks, data/${lang}/portfolio.json's result says "${RESULTS[lang][0]}"`,
      );
      expect(problems).toHaveLength(LANGS.length);
    },
  );
});
