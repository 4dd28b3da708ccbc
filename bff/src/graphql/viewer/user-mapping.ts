import {
  type NotificationsReceived,
  type StoreNotificationAnswer,
  type ProfileAnswer,
  type ProfileVendorAnswer,
  type StoreConfiguration as StoreConfigurationAnswer,
  type StoreExtra,
} from '@refurb/contract';
import { catalogTypeValues, roundingTypeValues } from '../common/enums.js';
import { computeAccess } from './access.js';
import { localeForLanguage } from './locale.js';
import { type Viewer } from './viewer.js';
import { type Category, type Extra, type StoreConfiguration, type Vendor } from './viewer-types.js';
import { mapCategory } from '../common/category-mapping.js';
import { enumMember } from '../common/value-mapping.js';
import { mapBuybackStrategy, mapResellStrategy } from '../strategies/strategies-mapping.js';

/** GET /api/user (the profile) → Viewer. */
export function mapProfile(profile: ProfileAnswer): Viewer {
  const categories = profile.categories.map(mapCategory);
  const configuration = mapConfiguration(profile.configuration);
  const extra = profile.extra === null ? null : mapExtra(profile.extra);
  const vendors = profile.vendors.map((vendor) => mapVendor(vendor, categories));
  const { name, language } = profile;
  return {
    id: String(profile.id),
    name,
    email: profile.email,
    language,
    locale: localeForLanguage(language),
    displayName: configuration.storeName || name,
    categories,
    vendors,
    configuration,
    extra,
    access: computeAccess({
      showCatalog: configuration.showCatalog,
      catalogType: configuration.catalogType,
      integrationType: configuration.integrationType,
      repricingMode: configuration.repricingMode,
      repricingEnabled: configuration.repricingEnabled,
      manualFeedUploadEnabled: configuration.manualFeedUploadEnabled,
      exportItemsEnabled: configuration.exportItemsEnabled,
      vendorCount: vendors.length,
      extra,
    }),
    resellStrategies: profile.strategies.map(mapResellStrategy),
    buybackStrategies: profile.buyback_strategies.map(mapBuybackStrategy),
  };
}

export function mapVendor(vendor: ProfileVendorAnswer, categories: readonly Category[]): Vendor {
  const { category } = vendor;
  return {
    id: String(vendor.id),
    name: vendor.name,
    country: vendor.country,
    // An older store names the category by its id: the profile's category of that id.
    category:
      typeof category === 'number'
        ? (categories.find((known) => known.id === String(category)) ?? null)
        : category === null
          ? null
          : mapCategory(category),
  };
}

function mapConfiguration(configuration: StoreConfigurationAnswer): StoreConfiguration {
  return {
    storeName: configuration.store_name,
    showCatalog: configuration.show_catalog ?? false,
    catalogType: enumMember(catalogTypeValues, configuration.catalog_type),
    integrationType: configuration.integration_type,
    integrationActive: configuration.active ?? false,
    integrationRoundingType: enumMember(
      roundingTypeValues,
      configuration.integration?.rounding_type,
    ),
    repricingMode: configuration.repricing_mode ?? null,
    repricingEnabled: configuration.repricing_enabled ?? false,
    googleFeedUrl: configuration.google_feed_url,
    manualFeedUploadEnabled: configuration.manual_feed_upload_enabled ?? false,
    exportItemsEnabled: configuration.export_items_enabled ?? false,
    storeSlug: configuration.store_slug,
  };
}

function mapExtra(extra: StoreExtra): Extra {
  return {
    resellEnabled: extra.resell_enabled,
    buybackEnabled: extra.buyback_enabled,
    catalogCurrency: extra.catalog_currency,
    catalogCurrencySymbol: extra.catalog_currency_symbol,
    resellCountries: extra.resell_countries,
    buybackCountries: extra.buyback_countries,
  };
}

/** GET /api/user/notifications: `{ count, items }`, or a bare list (count = its length). */
export function mapNotificationCount(answer: NotificationsReceived): number {
  return Array.isArray(answer) ? answer.length : answer.count;
}

/** The notifications an answer lists (newest first), from either form. */
export function notificationItems(answer: NotificationsReceived): StoreNotificationAnswer[] {
  return Array.isArray(answer) ? answer : answer.items;
}
