import type { TFunction } from 'i18next';
import { humaniseKey } from '../format/humaniseKey';

/** The label of an upstream detail key (items' and offers' extra details). */
export function detailKeyLabel(t: TFunction, key: string): string {
  return t(`common.detailKeys.${key}`, { defaultValue: humaniseKey(key) });
}

/** The label of a catalog item's price-log event. */
export function priceLogEventLabel(t: TFunction, event: string): string {
  return t(`catalogDetail.logs.events.${event}`, { defaultValue: humaniseKey(event) });
}
