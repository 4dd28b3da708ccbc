import { type MarketPriceReference } from '../catalog/catalog-item-detail-types.js';
import { gradeValues } from '../common/enums.js';
import { integer, oneOf, record, text, textOr, texts } from '../../upstream/raw-values.js';
import { PriceReferenceKind } from './decision-types.js';

const referenceKinds = Object.values(PriceReferenceKind);

/**
 * The market figure a decision started from, as a decision and an item's prices send it
 * (`MarketPriceReference` of the REST contract); null when there is none.
 */
export function mapMarketPriceReference(raw: unknown): MarketPriceReference | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const reference = record(raw);
  return {
    kind: oneOf(reference.kind, referenceKinds),
    label: textOr(reference.label, text(reference.kind) ?? ''),
    note: text(reference.note),
    countries: texts(reference.countries),
    grade: oneOf(reference.grade, gradeValues),
    offers: integer(reference.offers),
  };
}
