import type { FeatureRoute } from '../../app/routing/feature-route';
import { CompetitorItemPage } from './detail/CompetitorItemPage';
import { CompetitorListPage } from './list/CompetitorListPage';

/** /dashboard/competitors/:id and /dashboard/competitors/:id/items (guarded by Access.competitors) */
export const competitorListRoute: FeatureRoute = { Component: CompetitorListPage };
/** /dashboard/competitors/:id/items/:itemId */
export const competitorItemRoute: FeatureRoute = { Component: CompetitorItemPage };
