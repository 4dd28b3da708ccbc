import type { GuardViewer } from '../session/load-viewer';

export type AccessFlag = 'catalog' | 'resell' | 'buyback' | 'competitors';

/** Where 'go to prices' lands: the first category's prices, or the prices index when there is none. */
export function pricesHome(viewer: GuardViewer): string {
  const first = viewer.categories[0];
  return first ? `/dashboard/prices/${first.id}` : '/dashboard/prices';
}

/** /dashboard/strategies: resell first, then buyback, else prices. */
export function strategiesHome(viewer: GuardViewer): string {
  if (viewer.access.resell) return '/dashboard/strategies/resell';
  if (viewer.access.buyback) return '/dashboard/strategies/buyback';
  return pricesHome(viewer);
}

export function competitorsHome(viewer: GuardViewer): string {
  const first = viewer.vendors[0];
  return viewer.access.competitors && first
    ? `/dashboard/competitors/${first.id}`
    : pricesHome(viewer);
}

/** Null when the viewer may open a screen that needs `flag`, else where to send them. */
export function accessRedirect(viewer: GuardViewer, flag: AccessFlag): string | null {
  return viewer.access[flag] ? null : pricesHome(viewer);
}
