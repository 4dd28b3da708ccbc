import { type MarketPriceReference as StoreReference } from '@refurb/contract';
import { type MarketPriceReference } from '../catalog/catalog-item-detail-types.js';
import { gradeValues } from '../common/enums.js';
import { enumMember } from '../common/value-mapping.js';
import { PriceReferenceKind } from './decision-types.js';

const referenceKinds = Object.values(PriceReferenceKind);

/**
 * The market figure a decision started from, as a decision and an item's prices send it
 * (`MarketPriceReference` of the REST contract); null when there is none.
 */
export function mapMarketPriceReference(
  reference: StoreReference | null,
): MarketPriceReference | null {
  if (reference === null) return null;
  return {
    kind: enumMember(referenceKinds, reference.kind),
    label: reference.label,
    note: reference.note,
    countries: reference.countries,
    grade: enumMember(gradeValues, reference.grade),
    offers: reference.offers,
  };
}
