import type { FeatureRoute } from '../../app/routing/feature-route';
import { JobsPage } from './JobsPage';

/** /dashboard/jobs (every signed-in seller) */
export const jobsRoute: FeatureRoute = { Component: JobsPage };
