import type { FeatureRoute } from '../../app/routing/FeatureRoute';
import { PricesPage } from './PricesPage';

/** /dashboard/prices/:id */
export const pricesCategoryRoute: FeatureRoute = { Component: PricesPage };
