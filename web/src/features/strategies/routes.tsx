import type { FeatureRoute } from '../../app/routing/feature-route';
import { BuybackStrategiesPage } from './BuybackStrategiesPage';
import { ResellStrategiesPage } from './ResellStrategiesPage';

/** /dashboard/strategies/resell (guarded by Access.resell) */
export const resellStrategiesRoute: FeatureRoute = { Component: ResellStrategiesPage };
/** /dashboard/strategies/buyback (guarded by Access.buyback) */
export const buybackStrategiesRoute: FeatureRoute = { Component: BuybackStrategiesPage };
