/**
 * The part of `react-router` the app's static components use, as server components see it
 * (vite.config.ts `serverHooks`): the location is the page being prerendered, and a link is a
 * plain `<a>` (navigation between pages is a document load).
 */
import type { AnchorHTMLAttributes } from 'react';
import { pageRequest } from './request';

type To = string | { pathname?: string; search?: string; hash?: string };

export function useLocation() {
  const { url } = pageRequest();
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
}

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  const { pathname, search } = useLocation();
  const hash = to.hash ?? '';
  return `${to.pathname ?? pathname}${to.search ?? (to.pathname ? '' : search)}${hash}`;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: string;
  viewTransition?: boolean;
  discover?: string;
  prefetch?: string;
};

export function Link({
  to,
  replace: _replace,
  state: _state,
  reloadDocument: _reloadDocument,
  preventScrollReset: _preventScrollReset,
  relative: _relative,
  viewTransition: _viewTransition,
  discover: _discover,
  prefetch: _prefetch,
  ...props
}: LinkProps) {
  return <a href={hrefOf(to)} {...props} />;
}
