import { type Access } from './viewer-types.js';

/** The profile facts the permission rules read (already mapped from the upstream). */
export interface AccessFacts {
  showCatalog: boolean;
  catalogType: 'resell' | 'buyback' | null;
  integrationType: string | null;
  repricingMode: string | null;
  repricingEnabled: boolean;
  manualFeedUploadEnabled: boolean;
  exportItemsEnabled: boolean;
  vendorCount: number;
  extra: {
    resellEnabled: boolean;
    buybackEnabled: boolean;
    resellCountries: readonly string[];
    buybackCountries: readonly string[];
  } | null;
}

/**
 * Every permission rule (docs/screens-and-permissions.md), in one place; the web app only reads
 * the answers.
 */
export function computeAccess(facts: AccessFacts): Access {
  const { extra } = facts;
  const countriesOfCatalogType =
    facts.catalogType === 'buyback' ? extra?.buybackCountries : extra?.resellCountries;
  return {
    catalog: facts.showCatalog,
    resell: extra?.resellEnabled ?? false,
    buyback: extra?.buybackEnabled ?? false,
    competitors: facts.vendorCount > 0,
    exportItems: facts.exportItemsEnabled,
    manualUpload: facts.manualFeedUploadEnabled,
    catalogDownload: facts.integrationType === 's3',
    // Multi-country when extra is absent or the catalog type lists more than one country.
    multiCountry: extra === null || (countriesOfCatalogType?.length ?? 0) > 1,
    dryRun: facts.repricingMode === 'dry_run' && facts.repricingEnabled,
  };
}
