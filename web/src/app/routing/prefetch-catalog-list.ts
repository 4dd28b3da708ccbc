import type { LoaderFunction } from 'react-router';
import type { DashboardRuntime } from '../dashboard/dashboard-runtime';

/**
 * How long the first page load waits for the catalog's data before showing the frame and the
 * skeleton. Under it, the screen paints once, complete, in the router's interruptible render
 * (the rows would otherwise render in one long task when the data arrives); over it (a slow
 * upstream), the page shows its progress as usual.
 */
export const FIRST_LOAD_DATA_WAIT_MS = 800;

/**
 * The one place the catalog list's request starts: the route's loader, run with the guards and
 * the chunk on the first visit and again for each new search, filter or sort (the route's
 * `shouldRevalidate`), so the request leaves before the screen renders the new view. The screen's
 * `useQuery` then shares the request in flight (Apollo deduplicates equal operations) or reads its
 * answer from the cache; Load more is the screen's `fetchMore`. The variables are the screen's
 * own, read from the same URL state. Guards still decide: an account without the catalog is
 * redirected and the answer is simply not used. Navigations inside the app do not wait for it
 * (the screen shows its skeleton or keeps the previous rows); the first page load, which shows
 * the loading splash anyway, waits a moment.
 */
export function prefetchCatalogList(
  dashboard: DashboardRuntime,
  isFirstLoad: () => boolean,
): LoaderFunction {
  return async ({ request }) => {
    const answered = Promise.all([
      dashboard.load(),
      import('../../features/catalog/list/catalog-list-query'),
      import('../../features/catalog/list/catalog-url-state'),
    ])
      .then(async ([session, { CatalogListQuery }, { catalogListView }]) => {
        const view = catalogListView.read(new URL(request.url).searchParams);
        await session.client.query({
          query: CatalogListQuery,
          variables: { filter: catalogListView.filterVariable(view), sort: view.sort, page: 1 },
        });
      })
      // The screen's own query reports failures (inline error with Retry); UNAUTHENTICATED signs
      // out through the client's error link either way.
      .catch(() => undefined);
    if (isFirstLoad()) {
      await Promise.race([
        answered,
        new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_DATA_WAIT_MS)),
      ]);
    }
    return null;
  };
}
