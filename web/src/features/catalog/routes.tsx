import type { FeatureRoute } from '../../app/routing/FeatureRoute';
import { CatalogDetailPage } from './detail/CatalogDetailPage';
import { CatalogListPage } from './list/CatalogListPage';

/** /dashboard/catalog (guarded by Access.catalog) */
export const catalogListRoute: FeatureRoute = { Component: CatalogListPage };
/** /dashboard/catalog/:id (guarded by Access.catalog) */
export const catalogDetailRoute: FeatureRoute = { Component: CatalogDetailPage };
