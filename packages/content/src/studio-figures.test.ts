import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, studioVariables, type SiteSettings } from '@studio/shared';
import { ContentError, loadContent, loadSettings } from './index.js';
import { copy, ownSettings, PACKAGE_DIR, useContentCopy } from './test/helpers.js';

/** Small counts as the three languages spell them ("ocho", "vuit", "eight"). */
const NUMBER_WORDS: Record<number, string[]> = {
  2: ['dos', 'dues', 'two'],
  3: ['tres', 'three'],
  4: ['cuatro', 'quatre', 'four'],
  5: ['cinco', 'cinc', 'five'],
  6: ['seis', 'sis', 'six'],
  7: ['siete', 'set', 'seven'],
  8: ['ocho', 'vuit', 'eight'],
  9: ['nueve', 'nou', 'nine'],
  10: ['diez', 'deu', 'ten'],
  11: ['once', 'onze', 'eleven'],
  12: ['doce', 'dotze', 'twelve'],
};

/** A count however the copy may write it: "1400", "1.400", "1,400", "1 400", or in words. */
function number(value: number): string {
  const plain = String(value);
  const grouped = ['.', ',', ' ', '\u00a0'].map((group) =>
    plain.replace(/\B(?=(\d{3})+$)/g, group === '.' ? '\\.' : group),
  );
  const digits = `(?<![\\d.,])(?:${[...new Set([plain, ...grouped])].join('|')})(?![.,]?\\d)`;
  const words = NUMBER_WORDS[value] ?? [];
  return words.length ? `(?:${digits}|\\b(?:${words.join('|')})\\b)` : digits;
}

const S = '[\\s\\u00a0]';
const YEARS = `${S}(?:años|anys|years)\\b`;
const PROJECTS = `${S}(?:proyectos|projectes|projects)\\b`;
const PEOPLE = `${S}(?:(?:senior|sénior|sèniors?)${S})?(?:especialistas|especialistes|specialists|expert[so]s?|profesionales|professionals|personas|persones|people)\\b`;
const TO = `${S}?(?:-|–|${S}(?:a|y|i|to|and)${S})${S}?`;

/** "245+", "más de 245 proyectos": a count stated with a plus or with what it counts. */
const counted = (value: number, what: string) =>
  new RegExp(`${number(value)}(?:${S}?\\+|${what})`, 'iu');

/**
 * Each figure of the settings the copy must name by variable, with the ways the copy would
 * write it by hand, built from the settings so that another studio's figures are looked for.
 */
function figuresOf({ figures, team }: SiteSettings): { figure: string; pattern: RegExp }[] {
  const years = team.map((member) => member.years);
  const [min, max] = [Math.min(...years), Math.max(...years)];
  const millions = String(Math.round(figures.revenueForClientsEur / 1e5) / 10).replace('.', '[.,]');
  return [
    {
      figure: 'yearsInBusiness',
      pattern: new RegExp(`${number(figures.yearsInBusiness)}${YEARS}`, 'iu'),
    },
    { figure: 'projectsDelivered', pattern: counted(figures.projectsDelivered, PROJECTS) },
    { figure: 'teamProjects', pattern: counted(figures.teamProjects, PROJECTS) },
    { figure: 'teamCombinedYears', pattern: counted(figures.teamCombinedYears, YEARS) },
    {
      figure: 'satisfactionPercent',
      pattern: new RegExp(`${number(figures.satisfactionPercent)}${S}?%`, 'u'),
    },
    {
      figure: 'revenueForClientsEur',
      pattern: new RegExp(
        `(?<![\\d.,])${millions}${S}?M\\b|${number(figures.revenueForClientsEur)}${S}?(?:€|euros?\\b)|€${S}?${number(figures.revenueForClientsEur)}`,
        'iu',
      ),
    },
    {
      figure: 'team (its size)',
      pattern: new RegExp(
        `${number(team.length)}${PEOPLE}|\\b(?:equipo|equip|team)${S}(?:de${S}|of${S})?${number(team.length)}`,
        'iu',
      ),
    },
    {
      figure: 'team (its years)',
      pattern: new RegExp(`${number(min)}${TO}${number(max)}\\b`, 'iu'),
    },
    ...[...new Set(years)].map((value) => ({
      figure: `team (${value} years)`,
      pattern: new RegExp(`${number(value)}${YEARS}`, 'iu'),
    })),
  ];
}

describe("the settings' figures and team", () => {
  it('are never written out by hand in a translation or content file', () => {
    const found: string[] = [];
    // The repository's copy against the repository's settings, whichever studio the suite runs on.
    for (const { figure, pattern } of figuresOf(ownSettings())) {
      for (const { where, text } of copy) {
        const match = pattern.exec(text);
        if (match) found.push(`${where}: "${match[0]}" (${figure})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('are recognised however a language writes them', () => {
    const ours = ownSettings();
    const settings: SiteSettings = {
      ...ours,
      figures: {
        yearsInBusiness: 12,
        projectsDelivered: 1400,
        satisfactionPercent: 98,
        revenueForClientsEur: 1200000,
        teamCombinedYears: 245,
        teamProjects: 50,
      },
      team: [
        { id: 'architect', years: 28 },
        { id: 'qa', years: 36 },
        { id: 'frontend', years: 30 },
      ],
    };
    const caught = (text: string) =>
      figuresOf(settings)
        .filter(({ pattern }) => pattern.test(text))
        .map(({ figure }) => figure);
    expect(caught('Llevamos doce años')).toEqual(['yearsInBusiness']);
    expect(caught('for 12 years')).toEqual(['yearsInBusiness']);
    expect(caught('més de 1.400 projectes')).toEqual(['projectsDelivered']);
    expect(caught('1,400+ projects')).toEqual(['projectsDelivered']);
    expect(caught('50+')).toEqual(['teamProjects']);
    expect(caught('más de 245\u00a0años sumados')).toEqual(['teamCombinedYears']);
    expect(caught('el 98 % de')).toEqual(['satisfactionPercent']);
    expect(caught('1,2M €')).toEqual(['revenueForClientsEur']);
    expect(caught('€1.2M')).toEqual(['revenueForClientsEur']);
    expect(caught('1.200.000 euros')).toEqual(['revenueForClientsEur']);
    expect(caught('Som tres especialistes')).toEqual(['team (its size)']);
    expect(caught('a team of 3')).toEqual(['team (its size)']);
    expect(caught('entre 28 y 36')).toEqual(['team (its years)']);
    expect(caught('28-36')).toEqual(['team (its years)']);
    expect(caught('36 anys')).toEqual(['team (36 years)']);
    // Other counts of the copy that only look alike.
    for (const text of [
      'hasta 50 productos',
      '8-12 semanas',
      '2.450 €',
      '12 meses',
      '98 páginas',
      'tres pasos',
      '{{projects}}+ proyectos',
      '{{teamSize}} especialistas',
    ]) {
      expect(caught(text), text).toEqual([]);
    }
  });

  describe('in a copy of the content', () => {
    const dir = useContentCopy();

    const settingsFile = () => path.join(dir(), 'settings.json');
    const ours = () => JSON.parse(readFileSync(settingsFile(), 'utf8')) as SiteSettings;
    const write = (settings: unknown) => writeFileSync(settingsFile(), JSON.stringify(settings));

    it('fill the FAQ in every language from the settings', () => {
      const settings: SiteSettings = {
        ...ours(),
        figures: { ...ours().figures, yearsInBusiness: 7, teamCombinedYears: 90 },
        team: [
          { id: 'commercial', years: 19 },
          { id: 'architect', years: 24 },
          { id: 'qa', years: 9 },
        ],
      };
      write(settings);
      const content = loadContent(dir());
      for (const lang of LANGS) {
        const team = content.lists[lang].faqs.find((faq) => faq.id === 'equipo')!;
        const { teamSize, minYears, maxYears, combinedYears, yearsInBusiness } = studioVariables(
          settings,
          lang,
        );
        for (const value of [teamSize, minYears, maxYears, combinedYears, yearsInBusiness]) {
          expect(team.answer, lang).toMatch(new RegExp(`(?<!\\d)${value}(?!\\d)`));
        }
      }
    });

    it('name settings.json and the field when a member is listed twice', () => {
      const settings = ours();
      write({ ...settings, team: [...settings.team, { ...settings.team[0]!, years: 3 }] });
      expect(() => loadContent(dir())).toThrow(ContentError);
      expect(() => loadContent(dir())).toThrow(
        new RegExp(`settings\\.json: team\\.${settings.team.length}\\.id: `),
      );
    });

    it('refuse an empty team and a figure that is no positive whole number', () => {
      write({ ...ours(), team: [] });
      expect(() => loadContent(dir())).toThrow(/settings\.json: team: /);
      write({ ...ours(), figures: { ...ours().figures, projectsDelivered: 12.5 } });
      expect(() => loadContent(dir())).toThrow(/settings\.json: figures\.projectsDelivered: /);
      write({ ...ours(), figures: { ...ours().figures, satisfactionPercent: 0 } });
      expect(() => loadContent(dir())).toThrow(/settings\.json: figures\.satisfactionPercent: /);
    });
  });

  it('each have a name, a role and a bio in about.json of every language', () => {
    const missing: string[] = [];
    for (const lang of LANGS) {
      const file = path.join(PACKAGE_DIR, 'locales', lang, 'about.json');
      const about = JSON.parse(readFileSync(file, 'utf8')) as {
        team: { members: Record<string, Record<string, string>> };
      };
      for (const { id } of loadSettings().team) {
        for (const field of ['name', 'role', 'bio']) {
          if (!about.team.members[id]?.[field])
            missing.push(`${lang}: team.members.${id}.${field}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
