import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createI18n, initialLang, storedLang } from './i18n';
import { createInboxRouter } from './router';
import './inbox.css';

const lang = initialLang(location.search, storedLang(), navigator.languages);
document.documentElement.lang = lang;
const i18n = createI18n(lang);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={createInboxRouter()} />
    </I18nextProvider>
  </StrictMode>,
);
