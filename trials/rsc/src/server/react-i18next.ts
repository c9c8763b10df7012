/**
 * `react-i18next` as server components see it (vite.config.ts `serverHooks`): the page's own
 * i18next instance, created on the server for the page being rendered, instead of React context.
 */
import type { Namespace } from 'i18next';
import { pageRequest } from './request';

export function useTranslation(ns?: Namespace) {
  const { i18n } = pageRequest();
  const first = Array.isArray(ns) ? ns[0] : ns;
  return { t: i18n.getFixedT(i18n.language, first ?? 'common'), i18n, ready: true } as const;
}

/** create-i18n.ts registers the React binding; on the server there is nothing to bind. */
export const initReactI18next = { type: '3rdParty', init() {} } as const;
