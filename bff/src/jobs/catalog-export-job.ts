import { withinCallBudget } from '../graphql/catalog/bulk-job.js';
import { catalogQuery, mapCatalogPage } from '../graphql/catalog/catalog-mapping.js';
import {
  type CatalogFilter,
  type CatalogItem,
  CatalogSort,
} from '../graphql/catalog/catalog-types.js';
import { createRequestLoaders } from '../graphql/request-loaders.js';
import { type JobEnd, type JobWork } from './job-work.js';

/** The catalog details an export line may carry: GraphQL CatalogExportField → item field. */
export const catalogExportFields = {
  ID: 'id',
  EXTERNAL_ID: 'externalId',
  EAN: 'ean',
  NAME: 'name',
  STORAGE: 'storage',
  RAM: 'ram',
  GRADE: 'grade',
  COLOR: 'color',
  PRICE: 'price',
  BASE_PRICE: 'basePrice',
  CURRENCY_SYMBOL: 'currencySymbol',
  STOCK: 'stock',
  MARGIN_PERCENTAGE: 'marginPercentage',
  DYNAMIC_PRICING: 'automaticPriceEnabled',
  NOTIFICATIONS_COUNT: 'notificationsCount',
  BELOW_BASE_PRICE: 'belowBasePrice',
} as const satisfies Record<string, keyof CatalogItem>;

export type CatalogExportFieldName = keyof typeof catalogExportFields;

/** The job's file name (Content-Disposition) for a catalog export. */
export const catalogExportFileName = 'catalog.jsonl';

/**
 * A catalog export (JSON Lines): every item the filter matches, page by page (50 a page, the
 * list's default order), each page paid from the user's bulk share of the call budget, one JSON
 * object a line with the fields asked for (the id always). A repricing between pages can move an
 * item; an item met twice is written once. Progress is the lines written out of the list's total.
 * A cancel stops before the next page; the partial file is dropped.
 */
export async function runCatalogExportJob(work: JobWork): Promise<JobEnd> {
  const { filter, fields } = work.record.params as {
    filter: CatalogFilter | null;
    fields: CatalogExportFieldName[];
  };
  const keys = [...new Set(['id' as const, ...fields.map((field) => catalogExportFields[field])])];
  const seen = new Set<string>();
  let cancelled = false;
  let written = 0;

  async function* lines(): AsyncGenerator<string> {
    for (let page = 1; ; page += 1) {
      if (await work.cancelRequested()) {
        cancelled = true;
        return;
      }
      const answer = await withinCallBudget(async () => {
        await work.pay();
        const renewed = work.upstream.renewed();
        return createRequestLoaders(renewed).catalogPage.load(
          catalogQuery(filter, CatalogSort.GRADE_DESC, page),
        );
      });
      const mapped = mapCatalogPage(answer, page);
      let text = '';
      for (const item of mapped.items) {
        if (item.id === '' || seen.has(item.id)) continue;
        seen.add(item.id);
        text += `${JSON.stringify(lineOf(item, keys))}\n`;
        written += 1;
      }
      if (text !== '') yield text;
      await work.update({ total: Math.max(mapped.totalCount, written), done: written });
      if (!mapped.hasMore) return;
    }
  }

  await work.store.writeFile(work.record.id, lines());
  if (cancelled) return { cancelled };
  return { cancelled, file: { kind: 'local', name: catalogExportFileName } };
}

function lineOf(item: CatalogItem, keys: readonly (keyof CatalogItem)[]): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const key of keys) line[key] = item[key];
  return line;
}
