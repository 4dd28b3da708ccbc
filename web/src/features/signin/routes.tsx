import type { FeatureRoute } from '../../app/routing/FeatureRoute';
import { SignInPage } from './SignInPage';

/** '/' */
export const signInRoute: FeatureRoute = { Component: SignInPage };
