import type common from '@studio/content/locales/es/common.json';
import type home from '@studio/content/locales/es/home.json';
import type about from '@studio/content/locales/es/about.json';
import type services from '@studio/content/locales/es/services.json';
import type portfolio from '@studio/content/locales/es/portfolio.json';
import type faq from '@studio/content/locales/es/faq.json';
import type contact from '@studio/content/locales/es/contact.json';
import type legal from '@studio/content/locales/es/legal.json';
import type chat from '@studio/content/locales/es/chat.json';
import type consent from '@studio/content/locales/es/consent.json';
import type blog from '@studio/content/locales/es/blog.json';
import type webPersonal from '@studio/content/locales/es/service-web-personal.json';
import type webEmpresarial from '@studio/content/locales/es/service-web-empresarial.json';
import type tiendaOnline from '@studio/content/locales/es/service-tienda-online.json';
import type aplicacionSaas from '@studio/content/locales/es/service-aplicacion-saas.json';
import type ciberseguridad from '@studio/content/locales/es/service-ciberseguridad.json';
import type aplicacionMovil from '@studio/content/locales/es/service-aplicacion-movil.json';
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
  'blog',
  ...SERVICE_SLUGS.map(serviceNamespace),
] as const;

/** A service page's own copy: a namespace per service, so a page carries only its own. */
type ServiceNamespace = `service-${ServiceSlug}`;
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
  blog: typeof blog;
  'service-web-personal': typeof webPersonal;
  'service-web-empresarial': typeof webEmpresarial;
  'service-tienda-online': typeof tiendaOnline;
  'service-aplicacion-saas': typeof aplicacionSaas;
  'service-ciberseguridad': typeof ciberseguridad;
  'service-aplicacion-movil': typeof aplicacionMovil;
}
