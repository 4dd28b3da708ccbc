import type { TFunction } from 'i18next';
import { humaniseKey } from '../format/humanise-key';

// Codes the upstream sends (s3, dry_run, std, price_updated…) never reach a person as they are:
// each has a label in locales/, and a code we do not know yet is shown humanised ('big_commerce'
// → 'Big commerce') rather than raw.

/** The label of an upstream detail key (items' and offers' extra details). */
export function detailKeyLabel(t: TFunction, key: string): string {
  return t(`common.detailKeys.${key}`, { defaultValue: humaniseKey(key) });
}

/** The value of an upstream detail pair: codes (the battery type) get their label. */
export function detailValueLabel(t: TFunction, key: string, value: string): string {
  return key === 'battery' || key === 'battery_type' ? batteryLabel(t, value) : value;
}

/** The label of a catalog item's price-log event. */
export function priceLogEventLabel(t: TFunction, event: string): string {
  return t(`catalogDetail.logs.events.${event}`, { defaultValue: humaniseKey(event) });
}

/** 'std' is a standard battery; any other battery type is a new one. */
export function isStandardBattery(batteryType: string): boolean {
  return batteryType.trim().toLowerCase() === 'std';
}

/**
 * A battery type in a column or field already named Battery: 'Standard' or 'New'. `long` words it
 * on its own ('Standard battery'), where nothing around it says what it is.
 */
export function batteryLabel(t: TFunction, batteryType: string, long = false): string {
  const standard = isStandardBattery(batteryType);
  if (long) return standard ? t('glossary.batteryStandard') : t('glossary.batteryNew');
  return standard ? t('common.battery.standard') : t('common.battery.new');
}

/** How the store's catalog reaches the upstream (profile's integration_type: s3, shopify…). */
export function integrationTypeLabel(t: TFunction, integrationType: string): string {
  return t(`common.integrationTypes.${integrationType}`, {
    defaultValue: humaniseKey(integrationType),
  });
}

/** The profile's repricing_mode: live (prices applied) or dry_run (prices only logged). */
export function repricingModeLabel(t: TFunction, repricingMode: string): string {
  return t(`common.repricingModes.${repricingMode}`, {
    defaultValue: humaniseKey(repricingMode),
  });
}
