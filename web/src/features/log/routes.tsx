import type { FeatureRoute } from '../../app/routing/feature-route';
import { LogDetailPage } from './detail/LogDetailPage';
import { LogListPage } from './list/LogListPage';

/** /dashboard/log (guarded by Access.catalog) */
export const logListRoute: FeatureRoute = { Component: LogListPage };
/** /dashboard/log/:id (guarded by Access.catalog) */
export const logDetailRoute: FeatureRoute = { Component: LogDetailPage };
