import { type CategoryRef } from '@refurb/contract';
import { type Category } from '../viewer/viewer-types.js';

/** A category as every store answer names it (profile, strategies, vendors). */
export function mapCategory(category: CategoryRef): Category {
  return { id: String(category.id), name: category.name, slug: category.slug };
}
