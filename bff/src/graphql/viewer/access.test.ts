import { describe, expect, it } from 'vitest';
import { computeAccess, type AccessFacts } from './access.js';

const facts: AccessFacts = {
  showCatalog: true,
  catalogType: 'resell',
  integrationType: 's3',
  repricingMode: 'dry_run',
  repricingEnabled: true,
  manualFeedUploadEnabled: true,
  exportItemsEnabled: true,
  vendorCount: 2,
  extra: {
    resellEnabled: true,
    buybackEnabled: false,
    resellCountries: ['it'],
    buybackCountries: ['it', 'de'],
  },
};

describe('computeAccess, the rules of docs/screens-and-permissions.md', () => {
  it('maps each flag to its rule', () => {
    expect(computeAccess(facts)).toEqual({
      catalog: true,
      resell: true,
      buyback: false,
      competitors: true,
      exportItems: true,
      manualUpload: true,
      catalogDownload: true,
      multiCountry: false,
      dryRun: true,
    });
  });

  it('counts the countries of the catalog type for multi-country, and treats no extra as multi-country', () => {
    expect(computeAccess({ ...facts, catalogType: 'buyback' }).multiCountry).toBe(true);
    expect(computeAccess({ ...facts, extra: null })).toMatchObject({
      multiCountry: true,
      resell: false,
      buyback: false,
    });
  });

  it('needs dry_run and repricing enabled for dryRun, s3 for the download, a vendor for competitors', () => {
    expect(computeAccess({ ...facts, repricingEnabled: false }).dryRun).toBe(false);
    expect(computeAccess({ ...facts, integrationType: 'api' }).catalogDownload).toBe(false);
    expect(computeAccess({ ...facts, vendorCount: 0 }).competitors).toBe(false);
  });
});
