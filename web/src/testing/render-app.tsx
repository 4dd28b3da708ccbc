import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import type { RealtimeConnectionSource } from '../app/realtime/realtime-connection';
import { startApp } from '../app/start-app';

/**
 * Starts the whole app (router with guards, Apollo, i18n, theme) at `path`, as the browser entry
 * does, with msw answering GraphQL and a hand-driven subscription transport.
 */
export function renderApp(path: string, options: { realtime?: RealtimeConnectionSource } = {}) {
  const subscribers = new Set<{ next: (result: FetchResult) => void }>();
  const subscriptionLink = new ApolloLink(
    () =>
      new Observable<FetchResult>((observer) => {
        subscribers.add(observer);
        return () => subscribers.delete(observer);
      }),
  );
  const app = startApp({
    origin: window.location.origin,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    subscriptionLink,
    realtime: options.realtime,
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={app.i18n} realtime={app.realtime} dashboard={app.dashboard}>
      <RouterProvider router={app.router} />
    </AppProviders>,
  );
  return {
    ...app,
    ...view,
    user,
    /** Current path + query string of the memory router. */
    location: () => `${app.router.state.location.pathname}${app.router.state.location.search}`,
    subscriberCount: () => subscribers.size,
    emitSubscription: (data: unknown) => {
      for (const subscriber of subscribers) subscriber.next({ data } as FetchResult);
    },
  };
}
