import type { SiteSettings } from './content.js';
import type { Lang } from './lang.js';
import { formatMoneyCompact, formatNumber, formatPercent } from './number-format.js';

/**
 * Who the studio is, as the copy names it: every translation, content file, mail and chat phrase
 * says `{{studio}}`, `{{phone}}`… and these fill them in, so `settings.json` is the one place
 * where the name, the contact details, the address, the studio's figures and its team's years
 * are written. The figures come formatted for the language ("98 %", "98%"); the words around
 * them ("más de", the "+" of "200+") stay in the copy.
 */
export type StudioVariables = {
  studio: string;
  legalName: string;
  taxId: string;
  /** As people dial it (`phone.display`). */
  phone: string;
  email: string;
  /** The e-mail's domain, for examples of staff addresses. */
  emailDomain: string;
  street: string;
  postalCode: string;
  city: string;
  neighbourhood: string;
  /** Street, postal code and city on one line, as the footer and the legal texts give it. */
  address: string;
  /** When the studio opens and closes (`hours`), as the copy writes a time ("9:00", "18:00"). */
  opens: string;
  closes: string;
  teamSize: string;
  /** The fewest and the most years of experience in the team ("28", "36"). */
  minYears: string;
  maxYears: string;
  /** The team's years together, as stated ("245"). */
  combinedYears: string;
  yearsInBusiness: string;
  projects: string;
  teamProjects: string;
  /** Clients satisfied ("98 %", "98%"). */
  satisfaction: string;
  /** Revenue generated for clients ("1,2M €", "€1.2M"). */
  revenue: string;
};

/** "09:00" as the copy writes it: "9:00". */
const clockTime = (time: string) => time.replace(/^0(?=\d)/, '');

export function studioVariables(settings: SiteSettings, lang: Lang): StudioVariables {
  const { address, figures, team } = settings;
  const years = team.map((member) => member.years);
  const count = (value: number) => formatNumber(value, lang);
  return {
    studio: settings.studioName,
    legalName: settings.legalName,
    taxId: settings.taxId,
    phone: settings.phone.display,
    email: settings.email,
    emailDomain: settings.email.slice(settings.email.lastIndexOf('@') + 1),
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    neighbourhood: address.neighbourhood,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    opens: clockTime(settings.hours.opens),
    closes: clockTime(settings.hours.closes),
    teamSize: count(team.length),
    minYears: count(Math.min(...years)),
    maxYears: count(Math.max(...years)),
    combinedYears: count(figures.teamCombinedYears),
    yearsInBusiness: count(figures.yearsInBusiness),
    projects: count(figures.projectsDelivered),
    teamProjects: count(figures.teamProjects),
    satisfaction: formatPercent(figures.satisfactionPercent, lang),
    revenue: formatMoneyCompact(figures.revenueForClientsEur, lang),
  };
}

/** i18next's syntax, so a content file and a translation read alike. */
const PLACEHOLDER = /{{\s*([\w.-]+)\s*}}/g;

/** Each `{{name}}` of `variables` filled in; any other is left as written, for the caller to report. */
export function fillVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    Object.hasOwn(variables, name) ? variables[name]! : placeholder,
  );
}

/** The placeholders `text` still has (`{{…}}`, whatever is inside). */
export function placeholdersIn(text: string): string[] {
  return text.match(/{{.*?}}/g) ?? [];
}
