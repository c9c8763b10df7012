import { isServiceSlug, type ServiceSlug } from '@studio/shared';

/** The one product that is not one of the six services. */
export const SUPPORT_PRODUCT = 'asistencia-tecnica-oficinas';

/** Other pages and the footer link the services page's cards. */
export function productAnchor(slug: string): string {
  return slug === SUPPORT_PRODUCT ? 'asistencia-tecnica' : slug;
}

/** The detail page of one of the six services, else the form. */
export function productLink(
  slug: string,
): { kind: 'detail'; slug: ServiceSlug } | { kind: 'contact'; tipo: string } {
  return isServiceSlug(slug) ? { kind: 'detail', slug } : { kind: 'contact', tipo: slug };
}

export const RELATED_SERVICES: Record<ServiceSlug, readonly ServiceSlug[]> = {
  'web-personal': ['web-empresarial', 'tienda-online', 'aplicacion-saas', 'ciberseguridad'],
  'web-empresarial': ['web-personal', 'tienda-online', 'aplicacion-saas', 'ciberseguridad'],
  'tienda-online': ['web-personal', 'web-empresarial', 'aplicacion-saas', 'ciberseguridad'],
  'aplicacion-saas': ['web-empresarial', 'aplicacion-movil', 'ciberseguridad'],
  ciberseguridad: ['aplicacion-saas', 'web-empresarial', 'tienda-online'],
  'aplicacion-movil': ['aplicacion-saas', 'web-empresarial', 'ciberseguridad'],
};
