import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { startApp } from './app/start-app';

const { i18n, router, realtime, dashboard } = startApp({
  origin: window.location.origin,
  createRouter: (routes) => createBrowserRouter(routes),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} realtime={realtime} dashboard={dashboard}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
