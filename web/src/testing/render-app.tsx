import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind } from 'graphql';
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
  // Each open subscription and the root fields it asked for: a message goes to those it answers.
  const subscribers = new Map<{ next: (result: FetchResult) => void }, string[]>();
  const subscriptionLink = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const definition = getMainDefinition(operation.query);
        const fields = definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [selection.alias?.value ?? selection.name.value] : [],
        );
        subscribers.set(observer, fields);
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
    /** How many open subscriptions asked for the root field `field` (e.g. jobUpdated). */
    subscribersOf: (field: string) =>
      [...subscribers.values()].filter((fields) => fields.includes(field)).length,
    /** Sends `data` to each open subscription that asked for one of its root fields. */
    emitSubscription: (data: Record<string, unknown>) => {
      for (const [subscriber, fields] of subscribers) {
        if (Object.keys(data).some((key) => fields.includes(key))) {
          subscriber.next({ data } as FetchResult);
        }
      }
    },
  };
}
