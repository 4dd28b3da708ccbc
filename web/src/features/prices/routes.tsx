import type { FeatureRoute } from '../../app/routing/feature-route';
import { PricesPage } from './PricesPage';

/** /dashboard/prices/:id */
export const pricesCategoryRoute: FeatureRoute = { Component: PricesPage };
