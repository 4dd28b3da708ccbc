// PUT /api/strategies/{categoryId} and PUT /api/buyback-strategies/{categoryId}
// (what they accept: docs/pricing-rules.md), and the preview extension
// POST /api/strategies/{resell|buyback}/{categoryId}/preview (docs/strategy-preview.md): the same
// body, validated the same way, nothing written.
import { validateBuybackStrategy, validateResellStrategy } from '@refurb/pricing';
import { categoryBySlug } from '../../data/reference';
import type { BuybackStrategy, ResellStrategy } from '../../data/types';
import { requestLocale } from '../../i18n';
import { type PreviewPageQuery, type PreviewSort } from '../../repricing/preview-page';
import { type PreviewOutcome, batchesUse, previewStrategy } from '../../repricing/preview-strategy';
import { apiRoute, throwIfInvalid } from '../api-route';
import { forbidden, HttpError } from '../http-error';
import { readChoice, readInteger, type ValidationErrors } from '../query-params';
import { readBodyFields } from '../read-body';
import type { AuthenticatedContext } from '../request-context';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { buybackStrategyView, resellStrategyView } from '../views/profile-view';
import { strategyPreviewView } from '../views/strategy-preview-view';
import { storeCategoryId } from './prices-read-routes';

type Side = 'resell' | 'buyback';

export function registerStrategyRoutes(router: Router): void {
  router.add(
    'PUT',
    '/api/strategies/:categoryId',
    apiRoute(async (context) => {
      const strategy = await requestedStrategy(context, 'resell');
      const strategies = context.store.resellStrategies;
      const existing = strategies.find((saved) => saved.categoryId === strategy.categoryId);
      if (existing) strategies[strategies.indexOf(existing)] = strategy;
      else strategies.push(strategy);
      context.log.info(
        { storeId: context.store.id, categoryId: strategy.categoryId, type: strategy.type },
        'resell strategy saved',
      );
      sendJson(context, 200, resellStrategyView(strategy));
    }),
  );
  router.add(
    'PUT',
    '/api/buyback-strategies/:categoryId',
    apiRoute(async (context) => {
      const strategy = await requestedStrategy(context, 'buyback');
      const strategies = context.store.buybackStrategies;
      const existing = strategies.find((saved) => saved.categoryId === strategy.categoryId);
      if (existing) strategies[strategies.indexOf(existing)] = strategy;
      else strategies.push(strategy);
      context.log.info(
        { storeId: context.store.id, categoryId: strategy.categoryId },
        'buyback strategy saved',
      );
      sendJson(context, 200, buybackStrategyView(strategy));
    }),
  );
  for (const side of ['resell', 'buyback'] as const) {
    router.add(
      'POST',
      `/api/strategies/${side}/:categoryId/preview`,
      apiRoute(async (context) => {
        const strategy = await requestedStrategy(context, side);
        const query = readPreviewQuery(context.query);
        if (!batchesUse(context.store, side)) {
          // Its batches price the catalog with the other side's strategies: this one moves no price.
          throw new HttpError(404, {
            message: `This store's repricing does not use ${side} strategies: there is nothing to preview.`,
          });
        }
        const started = performance.now();
        const preview = previewStrategy({
          database: context.services.db,
          store: context.store,
          strategy,
          now: context.services.now(),
        });
        const locale = requestLocale(context.req.headers['accept-language'], context.user.language);
        sendJson(context, 200, strategyPreviewView(preview, query, locale));
        context.log.debug(
          {
            storeId: context.store.id,
            categoryId: strategy.categoryId,
            items: preview.items.length,
            ms: Math.round(performance.now() - started),
          },
          'strategy previewed',
        );
      }),
    );
  }
}

/**
 * The strategy the body asks for, for the path's category, as a save would keep it: the same
 * permission, body and validation (422 with the fields' errors); the id of the category's
 * strategy when it has one.
 */
async function requestedStrategy(
  context: AuthenticatedContext,
  side: 'resell',
): Promise<ResellStrategy>;
async function requestedStrategy(
  context: AuthenticatedContext,
  side: 'buyback',
): Promise<BuybackStrategy>;
async function requestedStrategy(
  context: AuthenticatedContext,
  side: Side,
): Promise<ResellStrategy | BuybackStrategy>;
async function requestedStrategy(
  context: AuthenticatedContext,
  side: Side,
): Promise<ResellStrategy | BuybackStrategy> {
  const categoryId = storeCategoryId(context);
  const { store } = context;
  if (side === 'resell') {
    if (store.extra && !store.extra.resellEnabled)
      throw forbidden('Resell strategies are not enabled for this account.');
    const result = validateResellStrategy(await readBodyFields(context), {
      isSmartphoneCategory: categoryId === categoryBySlug('smartphone').id,
    });
    if (!result.ok) throw new HttpError(422, { message: result.message, errors: result.errors });
    const strategies = store.resellStrategies;
    const id = strategyId(store.id, strategies, categoryId);
    return { id, categoryId, ...result.value } as ResellStrategy;
  }
  if (store.extra && !store.extra.buybackEnabled)
    throw forbidden('Buyback strategies are not enabled for this account.');
  const result = validateBuybackStrategy(await readBodyFields(context));
  if (!result.ok) throw new HttpError(422, { message: result.message, errors: result.errors });
  return {
    id: strategyId(store.id, store.buybackStrategies, categoryId),
    categoryId,
    ...result.value,
  };
}

function strategyId(
  storeId: number,
  strategies: ReadonlyArray<{ id: number; categoryId: number }>,
  categoryId: number,
): number {
  const existing = strategies.find((strategy) => strategy.categoryId === categoryId);
  return existing?.id ?? Math.max(storeId * 100, ...strategies.map((strategy) => strategy.id)) + 1;
}

const PREVIEW_SORTS: readonly PreviewSort[] = [
  'largest_change',
  'change_asc',
  'change_desc',
  'name',
];
const PREVIEW_OUTCOMES: readonly PreviewOutcome[] = ['up', 'down', 'unchanged', 'skipped'];
/** Items per page when `limit` is left out, and the most one page holds. */
const PREVIEW_PAGE = { default: 20, max: 100 } as const;

/** `offset`, `limit`, `sort`, `outcome` of a preview; a bad one is a 422 naming it. */
function readPreviewQuery(query: URLSearchParams): PreviewPageQuery {
  const errors: ValidationErrors = {};
  const offset = readInteger(query, 'offset', 0, 10_000_000, errors) ?? 0;
  const limit = readInteger(query, 'limit', 0, PREVIEW_PAGE.max, errors) ?? PREVIEW_PAGE.default;
  const sort = readChoice(query, 'sort', PREVIEW_SORTS, errors) ?? 'largest_change';
  const outcome = readChoice(query, 'outcome', PREVIEW_OUTCOMES, errors);
  throwIfInvalid(errors);
  return { offset, limit, sort, outcome };
}
