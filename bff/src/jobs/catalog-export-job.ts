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

/** Read from each item's detail (one batch read per page): `prices` {suggested, marketPrice, min, max}, null without market prices. */
export const MARKET_PRICES_FIELD = 'MARKET_PRICES';

export type CatalogExportFieldName = keyof typeof catalogExportFields | typeof MARKET_PRICES_FIELD;

/** Pages read at once: the list's pages and their detail batches overlap. */
const PAGES_AHEAD = 4;

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
  const keys = [
    ...new Set([
      'id' as const,
      ...fields.flatMap((field) =>
        field === MARKET_PRICES_FIELD ? [] : [catalogExportFields[field]],
      ),
    ]),
  ];
  const withMarketPrices = fields.includes(MARKET_PRICES_FIELD);
  const seen = new Set<string>();
  let cancelled = false;
  let written = 0;

  /** One page of the list with its items' market prices (when asked for). */
  async function readPage(page: number) {
    const answer = await withinCallBudget(async () => {
      await work.pay();
      const renewed = work.upstream.renewed();
      return createRequestLoaders(renewed).catalogPage.load(
        catalogQuery(filter, CatalogSort.GRADE_DESC, page),
      );
    });
    const mapped = mapCatalogPage(answer, page);
    const items = mapped.items.filter((item) => item.id !== '');
    const prices = withMarketPrices ? await marketPrices(work, items) : null;
    return { mapped, items, prices };
  }

  async function* lines(): AsyncGenerator<string> {
    // Up to PAGES_AHEAD pages are read at once (each paid from the bulk share before it is
    // asked for), and written in their order.
    const reads = new Map<number, ReturnType<typeof readPage>>();
    let lastPage = Number.POSITIVE_INFINITY;
    for (let page = 1; page <= lastPage; page += 1) {
      if (await work.cancelRequested()) {
        cancelled = true;
        break;
      }
      for (let ahead = page; ahead < page + PAGES_AHEAD && ahead <= lastPage; ahead += 1) {
        if (!reads.has(ahead)) {
          const read = readPage(ahead);
          read.catch(() => undefined);
          reads.set(ahead, read);
        }
      }
      const current = reads.get(page);
      if (!current) break;
      const { mapped, items, prices } = await current;
      reads.delete(page);
      if (page === 1 && mapped.items.length > 0) {
        lastPage = Math.max(1, Math.ceil(mapped.totalCount / mapped.items.length));
      }
      let text = '';
      for (const item of items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        const line = lineOf(item, keys);
        if (prices) line.prices = prices.get(item.id) ?? null;
        text += `${JSON.stringify(line)}\n`;
        written += 1;
      }
      if (text !== '') yield text;
      await work.update({ total: Math.max(mapped.totalCount, written), done: written });
      if (!mapped.hasMore) break;
    }
    // Reads started ahead and not needed: their answers are dropped.
    await Promise.allSettled(reads.values());
  }

  await work.store.writeFile(work.record.id, lines());
  if (cancelled) return { cancelled };
  return { cancelled, file: { kind: 'local', name: catalogExportFileName } };
}

/**
 * The page's items' market prices, from their details read in one batch (the loader batches the
 * loads of one tick); an item whose detail could not be read has null prices.
 */
async function marketPrices(
  work: JobWork,
  items: readonly CatalogItem[],
): Promise<Map<string, Record<string, number | null> | null>> {
  const details = await withinCallBudget(async () => {
    await work.pay();
    const loaders = createRequestLoaders(work.upstream.renewed());
    return loaders.catalogDetail.loadMany(items.map((item) => item.id));
  });
  const prices = new Map<string, Record<string, number | null> | null>();
  items.forEach((item, index) => {
    const detail = details[index];
    const market = detail instanceof Error || !detail?.hasPrices ? null : detail.prices;
    prices.set(
      item.id,
      market
        ? {
            suggested: market.suggested,
            marketPrice: market.marketPrice,
            min: market.min,
            max: market.max,
          }
        : null,
    );
  });
  return prices;
}

function lineOf(item: CatalogItem, keys: readonly (keyof CatalogItem)[]): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const key of keys) line[key] = item[key];
  return line;
}
