import type { SiteSettings } from './content.js';

/**
 * Who the studio is, as the copy names it: every translation, content file, mail and chat phrase
 * says `{{studio}}`, `{{phone}}`… and these fill them in, so `settings.json` is the one place
 * where the name, the contact details and the address are written.
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
};

export function studioVariables(settings: SiteSettings): StudioVariables {
  const { address } = settings;
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
