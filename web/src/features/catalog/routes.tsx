import { lazy, Suspense } from 'react';
import type { FeatureRoute } from '../../app/routing/feature-route';
import { Skeleton } from '../../ui/Skeleton';
import { CatalogListPage } from './list/CatalogListPage';

// The detail screen (cards, market tables, the chart's loader) is its own chunk: the list, the
// screen most visits start on, does not download it.
const CatalogDetailPage = lazy(() =>
  import('./detail/CatalogDetailPage').then((module) => ({ default: module.CatalogDetailPage })),
);

function CatalogDetailScreen() {
  return (
    <Suspense fallback={<Skeleton />}>
      <CatalogDetailPage />
    </Suspense>
  );
}

/** /dashboard/catalog (guarded by Access.catalog) */
export const catalogListRoute: FeatureRoute = { Component: CatalogListPage };
/** /dashboard/catalog/:id (guarded by Access.catalog) */
export const catalogDetailRoute: FeatureRoute = { Component: CatalogDetailScreen };
