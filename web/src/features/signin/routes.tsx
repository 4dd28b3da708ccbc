import type { FeatureRoute } from '../../app/routing/feature-route';
import { SignInPage } from './SignInPage';

/** '/' */
export const signInRoute: FeatureRoute = { Component: SignInPage };
