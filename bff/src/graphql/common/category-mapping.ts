import { type Category } from '../viewer/viewer-types.js';
import { id, record, textOr } from '../../upstream/raw-values.js';

/** A category object of any upstream answer (profile, strategies, vendors). */
export function mapCategory(raw: unknown): Category {
  const category = record(raw);
  return {
    id: id(category.id) ?? '',
    name: textOr(category.name, ''),
    slug: textOr(category.slug, textOr(category.name, '').toLowerCase()),
  };
}
