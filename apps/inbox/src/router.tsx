import { createBrowserRouter, redirect } from 'react-router';
import { STUDIO_PATH } from '@studio/shared';
import { api, ApiError } from './api';
import { Layout, Loading, RouteError } from './layout';
import { AuditPage, auditLoader } from './routes/audit';
import { FunnelPage, funnelLoader } from './routes/funnel';
import { LeadPage, leadAction, leadLoader } from './routes/lead';
import { LeadsPage, leadsLoader } from './routes/leads';
import { SignInPage, signInAction, signInLoader } from './routes/sign-in';

/** Without a session (401) or with the inbox off (503), every page leads to the sign-in. */
export async function signedIn(load: () => Promise<unknown>) {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 503)) {
      throw redirect('/entrar');
    }
    throw error;
  }
}

export function createInboxRouter() {
  return createBrowserRouter(
    [
      {
        path: '/entrar',
        element: <SignInPage />,
        loader: signInLoader,
        action: signInAction,
        HydrateFallback: Loading,
      },
      {
        path: '/',
        element: <Layout />,
        errorElement: <RouteError />,
        loader: async ({ request }) => {
          const { email } = await api.status(request.signal);
          if (!email) throw redirect('/entrar');
          return { email };
        },
        HydrateFallback: Loading,
        // The session is checked once per navigation, not after each change on a page.
        shouldRevalidate: ({ formMethod }) => formMethod === undefined,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <LeadsPage />, loader: leadsLoader },
              {
                path: 'leads/:id',
                element: <LeadPage />,
                loader: leadLoader,
                action: leadAction,
              },
              { path: 'embudo', element: <FunnelPage />, loader: funnelLoader },
              { path: 'registro', element: <AuditPage />, loader: auditLoader },
            ],
          },
        ],
      },
    ],
    { basename: STUDIO_PATH },
  );
}
