import type { DashboardRuntime } from '../dashboard/dashboard-runtime';
import { Outlet, redirect, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { FullPageSpinner } from './FullPageSpinner';
import {
  competitorsIndexLoader,
  dashboardLoader,
  pricesIndexLoader,
  requireAccess,
  signInLoader,
  strategiesIndexLoader,
} from './loaders';
import { NoCategoriesPage } from './NoCategoriesPage';
import { prefetchCatalogList } from './prefetch-catalog-list';
import { NotFoundPage } from './NotFoundPage';
import { Redirecting } from './Redirecting';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Guards depend on the path, not on the query string: a filter, sort or page change (URL state)
 * must not run them again and hold up the screen's own request.
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** The list a URL shows: its path and query string without the page (Load more is a fetchMore). */
const listOf = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete('page');
  return `${url.pathname}?${params.toString()}`;
};

/**
 * A list route's loader starts the list's request: again for a new search, filter or sort, not
 * for a page loaded by Load more.
 */
// A new list, or the same URL asked again (the screen's revalidation after an upload).
const onListChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (listOf(currentUrl) !== listOf(nextUrl) || currentUrl.href === nextUrl.href) &&
  defaultShouldRevalidate;

/**
 * The route map under /dashboard (docs/screens-and-permissions.md). Paths, guards and redirects
 * live here; each feature's `routes.tsx` supplies its screens and is loaded on first visit.
 */
export function createAppRoutes(
  dashboard: DashboardRuntime,
  /** True until the router has finished loading the page's first screen. */
  isFirstLoad: () => boolean,
): RouteObject[] {
  return [
    {
      path: '/',
      Component: Outlet,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: FullPageSpinner,
      children: [
        {
          index: true,
          loader: signInLoader,
          lazy: () => import('../../features/signin/routes').then((module) => module.signInRoute),
        },
        {
          path: 'dashboard',
          loader: dashboardLoader(dashboard),
          shouldRevalidate: onPathChange,
          // The frame (and Apollo with it) loads with the first dashboard screen, not with sign-in.
          lazy: () =>
            import('../shell/DashboardFrame').then((module) => ({
              Component: module.DashboardFrame,
            })),
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, loader: () => redirect('/dashboard/prices'), Component: Redirecting },
            pricesRoutes(dashboard),
            catalogRoutes(dashboard, isFirstLoad),
            strategiesRoutes(dashboard),
            competitorsRoutes(dashboard),
            {
              path: 'settings/api-tokens',
              lazy: () =>
                import('../../features/api-tokens/routes').then((module) => module.apiTokensRoute),
            },
            {
              path: 'jobs',
              lazy: () => import('../../features/jobs/routes').then((module) => module.jobsRoute),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

/** prices: its index goes to the first category; prices/:id */
function pricesRoutes(dashboard: DashboardRuntime): RouteObject {
  return {
    path: 'prices',
    children: [
      { index: true, loader: pricesIndexLoader(dashboard), Component: NoCategoriesPage },
      {
        path: ':id',
        lazy: () =>
          import('../../features/prices/routes').then((module) => module.pricesCategoryRoute),
      },
    ],
  };
}

/** catalog, catalog/:id, log, log/:id: behind Access.catalog */
function catalogRoutes(dashboard: DashboardRuntime, isFirstLoad: () => boolean): RouteObject {
  return {
    loader: requireAccess(dashboard, 'catalog'),
    shouldRevalidate: onPathChange,
    children: [
      {
        path: 'catalog',
        loader: prefetchCatalogList(dashboard, isFirstLoad),
        shouldRevalidate: onListChange,
        lazy: () =>
          import('../../features/catalog/routes').then((module) => module.catalogListRoute),
      },
      {
        path: 'catalog/:id',
        lazy: () =>
          import('../../features/catalog/routes').then((module) => module.catalogDetailRoute),
      },
      {
        path: 'log',
        lazy: () => import('../../features/log/routes').then((module) => module.logListRoute),
      },
      {
        path: 'log/:id',
        lazy: () => import('../../features/log/routes').then((module) => module.logDetailRoute),
      },
    ],
  };
}

/** strategies: its index goes to resell or buyback, whichever the account has */
function strategiesRoutes(dashboard: DashboardRuntime): RouteObject {
  return {
    path: 'strategies',
    children: [
      { index: true, loader: strategiesIndexLoader(dashboard), Component: Redirecting },
      {
        path: 'resell',
        loader: requireAccess(dashboard, 'resell'),
        lazy: () =>
          import('../../features/strategies/routes').then((module) => module.resellStrategiesRoute),
      },
      {
        path: 'buyback',
        loader: requireAccess(dashboard, 'buyback'),
        lazy: () =>
          import('../../features/strategies/routes').then(
            (module) => module.buybackStrategiesRoute,
          ),
      },
    ],
  };
}

/** competitors: its index goes to the first vendor; a vendor's listings and one listing */
function competitorsRoutes(dashboard: DashboardRuntime): RouteObject {
  return {
    path: 'competitors',
    loader: requireAccess(dashboard, 'competitors'),
    shouldRevalidate: onPathChange,
    children: [
      { index: true, loader: competitorsIndexLoader(dashboard), Component: Redirecting },
      {
        path: ':id',
        lazy: () =>
          import('../../features/competitors/routes').then((module) => module.competitorListRoute),
      },
      {
        path: ':id/items',
        lazy: () =>
          import('../../features/competitors/routes').then((module) => module.competitorListRoute),
      },
      {
        path: ':id/items/:itemId',
        lazy: () =>
          import('../../features/competitors/routes').then((module) => module.competitorItemRoute),
      },
    ],
  };
}
