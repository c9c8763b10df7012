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
import type webPersonal from '../../public/locales/es/service-web-personal.json';
import type webEmpresarial from '../../public/locales/es/service-web-empresarial.json';
import type tiendaOnline from '../../public/locales/es/service-tienda-online.json';
import type aplicacionSaas from '../../public/locales/es/service-aplicacion-saas.json';
import type ciberseguridad from '../../public/locales/es/service-ciberseguridad.json';
import type aplicacionMovil from '../../public/locales/es/service-aplicacion-movil.json';
import { SERVICE_SLUGS, type ServiceSlug } from '@studio/shared';

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
  ...SERVICE_SLUGS.map(serviceNamespace),
] as const;
export type Namespace = keyof Resources;

/** A service page's own copy: a namespace per service, so a page carries only its own. */
export type ServiceNamespace = `service-${ServiceSlug}`;
export function serviceNamespace(slug: ServiceSlug): ServiceNamespace {
  return `service-${slug}`;
}

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
  'service-web-personal': typeof webPersonal;
  'service-web-empresarial': typeof webEmpresarial;
  'service-tienda-online': typeof tiendaOnline;
  'service-aplicacion-saas': typeof aplicacionSaas;
  'service-ciberseguridad': typeof ciberseguridad;
  'service-aplicacion-movil': typeof aplicacionMovil;
}
