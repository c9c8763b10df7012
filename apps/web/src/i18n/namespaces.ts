import type common from '../../public/locales/es/common.json';
import type home from '../../public/locales/es/home.json';
import type about from '../../public/locales/es/about.json';
import type services from '../../public/locales/es/services.json';
import type portfolio from '../../public/locales/es/portfolio.json';
import type faq from '../../public/locales/es/faq.json';
import type contact from '../../public/locales/es/contact.json';
import type legal from '../../public/locales/es/legal.json';
import type chat from '../../public/locales/es/chat.json';
import type consent from '../../public/locales/es/consent.json';

/** Every translation namespace; the Spanish files define the keys (see i18n.d.ts). */
export const NAMESPACES = [
  'common',
  'home',
  'about',
  'services',
  'portfolio',
  'faq',
  'contact',
  'legal',
  'chat',
  'consent',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export interface Resources {
  common: typeof common;
  home: typeof home;
  about: typeof about;
  services: typeof services;
  portfolio: typeof portfolio;
  faq: typeof faq;
  contact: typeof contact;
  legal: typeof legal;
  chat: typeof chat;
  consent: typeof consent;
}
