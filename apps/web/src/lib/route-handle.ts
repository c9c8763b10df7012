import type { RouteId } from '@studio/shared';

/** What every route carries, so the layout knows which page it shows. */
export interface RouteHandle {
  routeId: RouteId | 'notFound';
}
