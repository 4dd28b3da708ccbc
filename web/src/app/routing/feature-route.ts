import type { ComponentType } from 'react';

/**
 * What a feature's `routes.tsx` exports for each of its screens. The app router owns paths,
 * guards and redirects (docs/screens-and-permissions.md) and loads these lazily, so a feature
 * adds only its screen.
 * No `loader`: guards already run on the parent routes.
 */
export interface FeatureRoute {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}
