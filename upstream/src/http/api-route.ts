// Wraps /api/* handlers with Sanctum's gate and gives small helpers for ids and access rules.
import { authenticate } from '../auth/auth-gate';
import type { CatalogItemRecord } from '../data/types';
import { forbidden, notFound, validationFailed } from './http-error';
import type { ValidationErrors } from './query-params';
import type { AuthenticatedContext, RequestContext } from './request-context';
import type { Handler } from './router';

export function apiRoute(
  handler: (context: AuthenticatedContext) => Promise<void> | void,
): Handler {
  return (context: RequestContext) => handler(authenticate(context));
}

/** A numeric id from the path; anything else cannot name a record, so 404. */
export function pathId(context: RequestContext, name: string): number {
  const raw = context.params[name] ?? '';
  if (!/^\d{1,15}$/.test(raw)) throw notFound();
  return Number(raw);
}

export function storeItem(context: AuthenticatedContext, name = 'id'): CatalogItemRecord {
  const item = context.store.itemsById.get(pathId(context, name));
  if (!item) throw notFound();
  return item;
}

/** Catalog and logs belong to accounts with configuration.show_catalog. */
export function requireCatalog(context: AuthenticatedContext): void {
  if (!context.store.configuration.showCatalog)
    throw forbidden('The catalog is not enabled for this account.');
}

export function throwIfInvalid(errors: ValidationErrors): void {
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
