import {
  type BuybackStrategyAnswer,
  type BuybackStrategyBody,
  type ResellStrategyAnswer,
  type ResellStrategyBody,
} from '@refurb/contract';
import { shaped } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/** The strategy calls (upstream/README.md; bodies from graphql/strategies/strategies-mapping.ts). */

/** PUT /api/strategies/{categoryId}: saves the category's resell strategy, answers it. */
export async function putResellStrategy(
  upstream: UpstreamSession,
  categoryId: string,
  body: ResellStrategyBody,
): Promise<ResellStrategyAnswer> {
  const path = `/api/strategies/${encodeURIComponent(categoryId)}`;
  return shaped(await upstream.put(path, body), { upstream, path });
}

/** PUT /api/buyback-strategies/{categoryId}: saves the category's trade-in strategy, answers it. */
export async function putBuybackStrategy(
  upstream: UpstreamSession,
  categoryId: string,
  body: BuybackStrategyBody,
): Promise<BuybackStrategyAnswer> {
  const path = `/api/buyback-strategies/${encodeURIComponent(categoryId)}`;
  return shaped(await upstream.put(path, body), { upstream, path });
}
