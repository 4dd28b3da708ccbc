import { type GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { type CatalogRow } from '@refurb/contract';
import { syncBasePrice } from '../../upstream/catalog.js';
import {
  type CatalogItemDetail,
  catalogQuery,
  mapCatalogPage,
  mapCatalogRow,
} from './catalog-mapping.js';
import { confirmedWrite, type ReadBack, withWriteOutcome } from '../../upstream/write-outcome.js';
import { codedError } from '../../errors.js';
import { type StreamedFile } from '../../http/streamed-file.js';
import { FileScalar } from '../scalars/file.js';
import { assertPage } from '../common/assert-page.js';
import { FilterArg, PageArg, SortArg } from '../common/list-args.js';
import { DetailPair } from '../common/detail-pair.js';
import { CountryPrices } from '../common/market-prices.js';
import { requireSession } from '../common/require-session.js';
import { selectsField } from '../common/selects-field.js';
import { assertUpstreamId } from '../common/upstream-id.js';
import { sendCatalogFile } from './send-catalog-file.js';
import { priceLimitOf } from './price-limit.js';
import { DynamicPricingOutcome, DynamicPricingResult } from './dynamic-pricing-types.js';
import {
  readCatalogItem,
  setDynamicPricing as applyDynamicPricing,
  withDynamicPricing,
} from './set-dynamic-pricing.js';
import {
  CatalogFilter,
  CatalogItem,
  CatalogPage,
  CatalogSort,
  PriceLimit,
} from './catalog-types.js';
import {
  BuyboxRow,
  GradeCompetitors,
  ItemLog,
  ItemNotification,
  ItemPrices,
  MarketData,
} from './catalog-item-detail-types.js';
import { CatalogItemsResolver } from './catalog-items-resolver.js';

@Resolver(() => CatalogItem)
export class CatalogResolver extends CatalogItemsResolver {
  @Query(() => CatalogPage, { description: 'One page (50 items) of the catalog list.' })
  async catalog(
    @FilterArg(CatalogFilter) filter: CatalogFilter | null,
    @SortArg(CatalogSort, CatalogSort.GRADE_DESC) sort: CatalogSort | null,
    @PageArg('catalogItems') page: number | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CatalogPage> {
    requireSession(context);
    const pageNumber = assertPage(page);
    const order = sort ?? CatalogSort.GRADE_DESC;
    const answer = await context.loaders.catalogPage.load(catalogQuery(filter, order, pageNumber));
    return mapCatalogPage(answer, pageNumber);
  }

  @Query(() => CatalogItem, {
    nullable: true,
    description: 'One catalog item with its detail fields (unknown id: NOT_FOUND).',
  })
  async catalogItem(
    @Arg('id', () => ID, { description: 'Catalog item id.' }) id: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CatalogItem> {
    requireSession(context);
    assertUpstreamId(id, 'id');
    // Start the buybox call now, so it runs alongside the detail call instead of after it.
    if (selectsField(info, 'buybox')) context.loaders.buybox.load(id).catch(() => undefined);
    return (await context.loaders.catalogDetail.load(id)).item;
  }

  @Mutation(() => DynamicPricingResult, {
    nullable: true,
    description:
      "Puts an item's dynamic pricing on or off. Writes only when the item is in the other state, so repeating it is safe; the answer is the upstream's.",
    deprecationReason:
      'Use updateDynamicPricing(input): a failure is in its userErrors and leaves the other fields of the request answered.',
  })
  async setDynamicPricing(
    @Arg('itemId', () => ID, { description: 'Catalog item id.' }) itemId: string,
    @Arg('enabled', () => Boolean, { description: 'The wanted state: true for on.' })
    enabled: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<DynamicPricingResult> {
    requireSession(context);
    assertUpstreamId(itemId, 'itemId');
    const change = await applyDynamicPricing(context, itemId, enabled);
    return {
      itemId,
      outcome:
        change.outcome === 'changed'
          ? DynamicPricingOutcome.CHANGED
          : DynamicPricingOutcome.UNCHANGED,
      enabled: change.enabled,
      item: change.item ? primed(context, itemId, change.item).item : null,
    };
  }

  @Mutation(() => CatalogItem, {
    nullable: true,
    description:
      "Flips dynamic pricing of an item; automaticPriceEnabled is the upstream's answer. Should the item not be readable after the flip, its other fields are as read just before it.",
    deprecationReason:
      'Use updateDynamicPricing(input): it names the wanted state, so repeating it is safe, and a failure is in its userErrors.',
  })
  async toggleDynamicPrice(
    @Arg('itemId', () => ID, { description: 'Catalog item id.' }) itemId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<CatalogItem> {
    requireSession(context);
    assertUpstreamId(itemId, 'itemId');
    const before = await readCatalogItem(context, itemId);
    const change = await applyDynamicPricing(context, itemId, !before.item.automaticPriceEnabled, {
      current: before,
    });
    return primed(context, itemId, change.item ?? withDynamicPricing(before, change.enabled)).item;
  }

  @Mutation(() => CatalogItem, {
    nullable: true,
    description:
      "Sets the base price to the current price; the answer is the upstream's (or, when that cannot be read, the item read back).",
    deprecationReason:
      'Use syncItemBasePrice(input): a failure is in its userErrors and leaves the other fields of the request answered.',
  })
  async syncBasePrice(
    @Arg('itemId', () => ID, { description: 'Catalog item id.' }) itemId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<CatalogItem> {
    requireSession(context);
    assertUpstreamId(itemId, 'itemId');
    return confirmedWrite(
      async () => syncedRow(await syncBasePrice(context.upstream, itemId)),
      async (): Promise<ReadBack<CatalogItem>> => {
        const now = primed(context, itemId, await readCatalogItem(context, itemId));
        const { price, basePrice } = now.item;
        // Base price = price, to the cent.
        return price !== null &&
          basePrice !== null &&
          Math.round(price * 100) === Math.round(basePrice * 100)
          ? { state: 'as-written', value: now.item }
          : { state: 'as-before' };
      },
    );
  }

  @Mutation(() => Boolean, {
    nullable: true,
    description: 'Accepts a .csv or .xml catalog; the result arrives as a notifications event.',
    deprecationReason:
      'Use uploadCatalogFile(file): a refused file is in its userErrors and leaves the other fields of the request answered.',
  })
  async uploadCatalog(
    @Arg('file', () => FileScalar, {
      description: 'The catalog file (.csv or .xml, at most 20 MB).',
    })
    file: StreamedFile,
    @Ctx() context: GraphQLContext,
  ): Promise<boolean> {
    await sendCatalogFile(context, file);
    return true;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Link to the item in the store.' })
  async url(@Root() item: CatalogItem, @Ctx() context: GraphQLContext): Promise<string | null> {
    return (await detailOf(item, context)).url;
  }

  @FieldResolver(() => [DetailPair], { description: 'Extra details (brand, model, year, …).' })
  async details(@Root() item: CatalogItem, @Ctx() context: GraphQLContext): Promise<DetailPair[]> {
    return (await detailOf(item, context)).details;
  }

  @FieldResolver(() => Boolean, { description: 'The item has market prices.' })
  async hasPrices(@Root() item: CatalogItem, @Ctx() context: GraphQLContext): Promise<boolean> {
    return (await detailOf(item, context)).hasPrices;
  }

  @FieldResolver(() => [ItemNotification], { description: 'Open notifications of the item.' })
  async notifications(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<ItemNotification[]> {
    return (await detailOf(item, context)).notifications;
  }

  @FieldResolver(() => ItemPrices, {
    nullable: true,
    description: 'Suggested, market, min and max prices.',
  })
  async prices(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<ItemPrices | null> {
    return (await detailOf(item, context)).prices;
  }

  @FieldResolver(() => PriceLimit, {
    description:
      'MIN when the item has market prices and a minimum-reached notification or its price equal to its minimum, else MAX on the same terms with the maximum, else NONE (docs/work-queue-and-bulk-actions.md).',
  })
  async priceLimit(@Root() item: CatalogItem, @Ctx() context: GraphQLContext): Promise<PriceLimit> {
    const detail = await detailOf(item, context);
    return priceLimitOf({
      hasPrices: detail.hasPrices && detail.prices !== null,
      price: detail.item.price,
      min: detail.prices?.min ?? null,
      max: detail.prices?.max ?? null,
      notificationTypes: detail.notifications.map((notification) => notification.type),
    });
  }

  @FieldResolver(() => [CountryPrices], { description: 'Market prices per country.' })
  async countryPrices(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<CountryPrices[]> {
    return (await detailOf(item, context)).countryPrices;
  }

  @FieldResolver(() => [GradeCompetitors], { description: 'Competitor listings per grade.' })
  async competitorsByGrade(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<GradeCompetitors[]> {
    return (await detailOf(item, context)).competitorsByGrade;
  }

  @FieldResolver(() => MarketData, {
    nullable: true,
    description: 'Resell market data (null without resell access).',
  })
  async resell(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<MarketData | null> {
    return (await detailOf(item, context)).resell;
  }

  @FieldResolver(() => MarketData, {
    nullable: true,
    description: 'Trade-in market data (null without buyback access).',
  })
  async buyback(
    @Root() item: CatalogItem,
    @Ctx() context: GraphQLContext,
  ): Promise<MarketData | null> {
    return (await detailOf(item, context)).buyback;
  }

  @FieldResolver(() => [BuyboxRow], { description: 'From GET /api/catalog/{id}/buybox.' })
  buybox(@Root() item: CatalogItem, @Ctx() context: GraphQLContext): Promise<BuyboxRow[]> {
    return context.loaders.buybox.load(item.id);
  }

  @FieldResolver(() => [ItemLog], { description: 'Price update log of the item.' })
  async logs(@Root() item: CatalogItem, @Ctx() context: GraphQLContext): Promise<ItemLog[]> {
    return (await detailOf(item, context)).logs;
  }
}

function detailOf(item: CatalogItem, context: GraphQLContext): Promise<CatalogItemDetail> {
  return context.loaders.catalogDetail.load(item.id);
}

/** The item's fields answer from this detail (read after the write) instead of an earlier read. */
function primed(
  context: GraphQLContext,
  itemId: string,
  detail: CatalogItemDetail,
): CatalogItemDetail {
  context.loaders.catalogDetail.clear(itemId).prime(itemId, detail);
  return detail;
}

/** The answer of sync-base-price: a catalog row; without an id it cannot be read. */
function syncedRow(answer: CatalogRow): CatalogItem {
  const row = mapCatalogRow(answer);
  if (row.id === '') throw withWriteOutcome(codedError('UPSTREAM_UNAVAILABLE'), 'unreadable');
  return row;
}
