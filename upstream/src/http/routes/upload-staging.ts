// What an upload's reading starts with: the parser's view of the uploader's store, and the staging
// of its rows while the file is read (upload-routes.ts).
import { StagedCatalogUpload } from '../../data/apply-catalog-upload';
import { SlicedWork } from '../../data/sliced-work';
import type { StoreRecord } from '../../data/types';
import { storeCategories } from '../../data/upload-row-checks';
import type { CatalogUploadFormat, UploadContext } from '../../files';
import type { Locale } from '../../i18n';
import type { AuthenticatedContext } from '../request-context';
import {
  adoptStoreIndexes,
  aheadOfChangeSteps,
  firstShownSteps,
} from '../views/warm-store-indexes';

/** What the parser needs to know about the uploader's store. */
export function uploadContext(store: StoreRecord, locale: Locale, now: number): UploadContext {
  return {
    locale,
    currency: store.extra?.catalogCurrency ?? 'EUR',
    currencySymbol: store.extra?.catalogCurrencySymbol ?? '€',
    categories: storeCategories(store),
    now,
  };
}

/** Rows are staged as they arrive (nothing changes in the store until the file was all read). */
export function startStaging(
  context: AuthenticatedContext,
  locale: Locale,
  format: CatalogUploadFormat,
) {
  const { services, store } = context;
  const staged = new StagedCatalogUpload(services.db, store, services.now(), {
    locale,
    columns:
      format === 'xml'
        ? { price: 'g:price', category: 'g:product_type' }
        : { price: 'price', category: 'category' },
    indexes: {
      steps: (view, appendedTo) => firstShownSteps(view, services.db, appendedTo),
      adopt: adoptStoreIndexes,
      ahead: (view, appendedTo) => aheadOfChangeSteps(view, services.db, appendedTo),
    },
  });
  return { staged, work: new SlicedWork() };
}
