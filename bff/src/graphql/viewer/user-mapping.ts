import { type NotificationsReceived, type ProfileAnswer } from '@refurb/contract';
import { catalogTypeValues, roundingTypeValues } from '../common/enums.js';
import { computeAccess } from './access.js';
import { localeForLanguage } from './locale.js';
import { type Viewer } from './viewer.js';
import { type Category, type Extra, type StoreConfiguration, type Vendor } from './viewer-types.js';
import { flag, id, list, oneOf, record, text, textOr, texts } from '../../upstream/raw-values.js';
import { mapCategory } from '../common/category-mapping.js';
import { mapBuybackStrategy, mapResellStrategy } from '../strategies/strategies-mapping.js';

/** GET /api/user (the profile) → Viewer. */
export function mapProfile(profile: ProfileAnswer): Viewer {
  const categories = list(profile.categories).map(mapCategory);
  const configuration = mapConfiguration(profile.configuration);
  const extra =
    profile.extra === null || profile.extra === undefined ? null : mapExtra(profile.extra);
  const vendors = list(profile.vendors).map((vendor) => mapVendor(vendor, categories));
  const name = textOr(profile.name, '');
  const language = textOr(profile.language, '');
  return {
    id: id(profile.id) ?? '',
    name,
    email: textOr(profile.email, ''),
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
    resellStrategies: list(profile.strategies).map((s) => mapResellStrategy(s, categories)),
    buybackStrategies: list(profile.buyback_strategies).map((s) =>
      mapBuybackStrategy(s, categories),
    ),
  };
}

export function mapVendor(raw: unknown, categories: readonly Category[]): Vendor {
  const vendor = record(raw);
  const category = vendor.category ?? vendor.category_id;
  return {
    id: id(vendor.id) ?? '',
    name: textOr(vendor.name, ''),
    country: textOr(vendor.country, ''),
    // The profile may name the category by object or by id.
    category:
      typeof category === 'object' && category !== null
        ? mapCategory(category)
        : (categories.find((c) => c.id === id(category)) ?? null),
  };
}

function mapConfiguration(raw: unknown): StoreConfiguration {
  const configuration = record(raw);
  const integration = record(configuration.integration);
  return {
    storeName: text(configuration.store_name),
    showCatalog: flag(configuration.show_catalog),
    catalogType: oneOf(configuration.catalog_type, catalogTypeValues) ?? null,
    integrationType: text(configuration.integration_type),
    integrationActive: flag(configuration.active),
    integrationRoundingType: oneOf(integration.rounding_type, roundingTypeValues),
    repricingMode: text(configuration.repricing_mode),
    repricingEnabled: flag(configuration.repricing_enabled),
    googleFeedUrl: text(configuration.google_feed_url),
    manualFeedUploadEnabled: flag(configuration.manual_feed_upload_enabled),
    exportItemsEnabled: flag(configuration.export_items_enabled),
    storeSlug: text(configuration.store_slug),
  };
}

function mapExtra(raw: unknown): Extra {
  const extra = record(raw);
  return {
    resellEnabled: flag(extra.resell_enabled),
    buybackEnabled: flag(extra.buyback_enabled),
    catalogCurrency: text(extra.catalog_currency),
    catalogCurrencySymbol: text(extra.catalog_currency_symbol),
    resellCountries: texts(extra.resell_countries),
    buybackCountries: texts(extra.buyback_countries),
  };
}

/** GET /api/user/notifications: `{ count, items }`, or a bare array (count = its length). */
export function mapNotificationCount(answer: NotificationsReceived): number {
  if (Array.isArray(answer)) return answer.length;
  const count = Number(answer.count);
  if (Number.isInteger(count) && count >= 0) return count;
  return list(answer.items).length;
}
