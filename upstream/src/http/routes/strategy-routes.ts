// PUT /api/strategies/{categoryId} and PUT /api/buyback-strategies/{categoryId}
// (what they accept: docs/pricing-rules.md).
import { validateBuybackStrategy, validateResellStrategy } from '@refurb/pricing';
import { categoryBySlug } from '../../data/reference';
import type { ResellStrategy } from '../../data/types';
import { apiRoute } from '../api-route';
import { forbidden, HttpError } from '../http-error';
import { readBodyFields } from '../read-body';
import { sendJson } from '../respond';
import type { Router } from '../router';
import { buybackStrategyView, resellStrategyView } from '../views/profile-view';
import { storeCategoryId } from './prices-read-routes';

export function registerStrategyRoutes(router: Router): void {
  router.add(
    'PUT',
    '/api/strategies/:categoryId',
    apiRoute(async (context) => {
      const categoryId = storeCategoryId(context);
      if (context.store.extra && !context.store.extra.resellEnabled)
        throw forbidden('Resell strategies are not enabled for this account.');
      const body = await readBodyFields(context);
      const result = validateResellStrategy(body, {
        isSmartphoneCategory: categoryId === categoryBySlug('smartphone').id,
      });
      if (!result.ok) throw new HttpError(422, { message: result.message, errors: result.errors });
      const strategies = context.store.resellStrategies;
      const existing = strategies.find((strategy) => strategy.categoryId === categoryId);
      const id = existing?.id ?? nextStrategyId(context.store.id, strategies);
      const strategy = { id, categoryId, ...result.value } as ResellStrategy;
      if (existing) strategies[strategies.indexOf(existing)] = strategy;
      else strategies.push(strategy);
      context.log.info(
        { storeId: context.store.id, categoryId, type: strategy.type },
        'resell strategy saved',
      );
      sendJson(context, 200, resellStrategyView(strategy));
    }),
  );
  router.add(
    'PUT',
    '/api/buyback-strategies/:categoryId',
    apiRoute(async (context) => {
      const categoryId = storeCategoryId(context);
      if (context.store.extra && !context.store.extra.buybackEnabled)
        throw forbidden('Buyback strategies are not enabled for this account.');
      const body = await readBodyFields(context);
      const result = validateBuybackStrategy(body);
      if (!result.ok) throw new HttpError(422, { message: result.message, errors: result.errors });
      const strategies = context.store.buybackStrategies;
      const existing = strategies.find((strategy) => strategy.categoryId === categoryId);
      const strategy = {
        id: existing?.id ?? nextStrategyId(context.store.id, strategies),
        categoryId,
        ...result.value,
      };
      if (existing) strategies[strategies.indexOf(existing)] = strategy;
      else strategies.push(strategy);
      context.log.info({ storeId: context.store.id, categoryId }, 'buyback strategy saved');
      sendJson(context, 200, buybackStrategyView(strategy));
    }),
  );
}

function nextStrategyId(storeId: number, strategies: ReadonlyArray<{ id: number }>): number {
  return Math.max(storeId * 100, ...strategies.map((strategy) => strategy.id)) + 1;
}
