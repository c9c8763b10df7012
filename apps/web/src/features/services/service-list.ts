import type { ServiceSlug } from '@studio/shared';

/** The services page's sections, in order; each id is an in-page anchor. */
export const SERVICE_SECTIONS = [
  'web-personal',
  'web-empresarial',
  'tienda-online',
  'aplicacion-saas',
  'aplicacion-movil',
  'ciberseguridad',
] as const satisfies readonly ServiceSlug[];
