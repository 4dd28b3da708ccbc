// GET /api/user: the profile (snake_case), with the store's strategies.
import type {
  BuybackStrategyAnswer,
  CategoryRef,
  ProfileAnswer,
  ResellStrategyAnswer,
  VendorAnswer,
} from '@refurb/contract';
import { CATEGORIES } from '../../data/reference';
import { vendorById } from '../../data/market-stats';
import type {
  BuybackStrategy,
  Category,
  Database,
  ResellStrategy,
  StoreRecord,
  UserRecord,
} from '../../data/types';

export function categoryView(categoryId: number): CategoryRef | null {
  const category: Category | undefined = CATEGORIES.find(
    (candidate) => candidate.id === categoryId,
  );
  return category ? { id: category.id, name: category.name, slug: category.slug } : null;
}

export function resellStrategyView(strategy: ResellStrategy): ResellStrategyAnswer {
  const category = categoryView(strategy.categoryId);
  switch (strategy.type) {
    case 'variation':
      return {
        id: strategy.id,
        category,
        type: strategy.type,
        values: {
          min_price_percentage: strategy.values.minPricePercentage,
          max_price_percentage: strategy.values.maxPricePercentage,
          rounding_type: strategy.values.roundingType,
          rounding_value: strategy.values.roundingValue,
        },
      };
    case 'market':
      return {
        id: strategy.id,
        category,
        type: strategy.type,
        values: {
          value: strategy.values.value,
          comparison: strategy.values.comparison,
          market_price: strategy.values.marketPrice,
          margin: strategy.values.margin,
          validate_against_next_gen: strategy.values.validateAgainstNextGen,
        },
      };
    case 'revendo':
      return { id: strategy.id, category, type: strategy.type, values: {} };
  }
}

export function buybackStrategyView(strategy: BuybackStrategy): BuybackStrategyAnswer {
  return {
    id: strategy.id,
    category: categoryView(strategy.categoryId),
    price_positioning: strategy.pricePositioning,
    rounding_type: strategy.roundingType,
    rounding_value: strategy.roundingValue,
  };
}

export function vendorView(database: Database, vendorId: number): VendorAnswer | null {
  const vendor = vendorById(database, vendorId);
  if (!vendor) return null;
  return {
    id: vendor.id,
    name: vendor.name,
    country: vendor.country,
    category: categoryView(vendor.categoryId),
  };
}

export function profileView(
  database: Database,
  user: UserRecord,
  store: StoreRecord,
): ProfileAnswer {
  const { configuration, extra } = store;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    categories: store.categoryIds.map(categoryView).filter((category) => category !== null),
    vendors: store.vendorIds
      .map((vendorId) => vendorView(database, vendorId))
      .filter((vendor) => vendor !== null),
    configuration: {
      store_name: configuration.storeName,
      show_catalog: configuration.showCatalog,
      catalog_type: configuration.catalogType,
      integration: configuration.integration
        ? { rounding_type: configuration.integration.roundingType }
        : null,
      integration_type: configuration.integrationType,
      active: configuration.active,
      repricing_mode: configuration.repricingMode,
      repricing_enabled: configuration.repricingEnabled,
      google_feed_url: configuration.googleFeedUrl,
      manual_feed_upload_enabled: configuration.manualFeedUploadEnabled,
      export_items_enabled: configuration.exportItemsEnabled,
      store_slug: configuration.storeSlug,
    },
    extra: extra
      ? {
          resell_enabled: extra.resellEnabled,
          buyback_enabled: extra.buybackEnabled,
          catalog_currency: extra.catalogCurrency,
          catalog_currency_symbol: extra.catalogCurrencySymbol,
          resell_countries: extra.resellCountries,
          buyback_countries: extra.buybackCountries,
        }
      : null,
    strategies: store.resellStrategies.map(resellStrategyView),
    buyback_strategies: store.buybackStrategies.map(buybackStrategyView),
  };
}
