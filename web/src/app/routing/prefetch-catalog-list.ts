import type { LoaderFunction } from 'react-router';
import type { DashboardRuntime } from '../dashboard/dashboard-runtime';
import type { catalogListPreloader } from '../../features/catalog/list/catalog-list-preload';

/**
 * How long the first page load waits for the catalog's data before showing the frame and the
 * skeleton. Under it, the screen paints once, complete, in the router's interruptible render
 * (the rows would otherwise render in one long task when the data arrives); over it (a slow
 * upstream), the page shows its progress as usual.
 */
export const FIRST_LOAD_DATA_WAIT_MS = 800;

type PreloadModule = { catalogListPreloader: typeof catalogListPreloader };

function loadPreloadModule(): Promise<PreloadModule> {
  return import('../../features/catalog/list/catalog-list-preload');
}

/**
 * The one place the catalog list's request starts: the route's loader preloads the list's first
 * page (Apollo's query preloader) on the first visit and again for each new search, filter or
 * sort (the route's `shouldRevalidate`), and hands the screen the query reference, which it reads
 * with `useReadQuery`; Load more is that reference's `fetchMore`. Guards still decide: an account
 * without the catalog is redirected and the reference is simply not read. Navigations inside the
 * app do not wait for the answer (the screen shows its skeleton or keeps the previous rows); the
 * first page load, which shows the loading splash anyway, waits a moment.
 */
export function prefetchCatalogList(
  dashboard: DashboardRuntime,
  isFirstLoad: () => boolean,
): LoaderFunction {
  // Once both are in, a new search, filter or sort sends its request in the loader's first step:
  // awaiting them again would let the router render the navigation first (about 20 ms).
  let preloadModule: PreloadModule | null = null;
  return async ({ request }) => {
    const current = dashboard.current();
    const [session, module] =
      current && preloadModule
        ? [current, preloadModule]
        : await Promise.all([dashboard.load(), loadPreloadModule()]);
    preloadModule ??= module;
    const preloader = module.catalogListPreloader(session.client);
    const loaded = preloader.preload(new URL(request.url).searchParams);
    if (isFirstLoad()) {
      await Promise.race([
        preloader.settled(loaded),
        new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_DATA_WAIT_MS)),
      ]);
    }
    return loaded;
  };
}
