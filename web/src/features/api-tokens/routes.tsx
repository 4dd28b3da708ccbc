import type { FeatureRoute } from '../../app/routing/feature-route';
import { ApiTokensPage } from './ApiTokensPage';

/** /dashboard/settings/api-tokens (every signed-in seller) */
export const apiTokensRoute: FeatureRoute = { Component: ApiTokensPage };
