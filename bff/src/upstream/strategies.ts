import {
  type BuybackStrategyAnswer,
  type BuybackStrategyBody,
  type ResellStrategyAnswer,
  type ResellStrategyBody,
  type StrategyPreviewAnswer,
  type StrategyPreviewQuery,
} from '@refurb/contract';
import {
  answerReader,
  BuybackStrategyAnswerSchema,
  ResellStrategyAnswerSchema,
  StrategyPreviewAnswerSchema,
} from '@refurb/contract/schemas';
import { codedError, errorCodeOf } from '../errors.js';
import { checked } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/**
 * The strategy calls (upstream/README.md; bodies from graphql/strategies/strategies-mapping.ts);
 * answers are checked against the contract (answer-shape.ts).
 */

const readResellStrategy = answerReader(ResellStrategyAnswerSchema);
const readBuybackStrategy = answerReader(BuybackStrategyAnswerSchema);
const readPreview = answerReader(StrategyPreviewAnswerSchema);

/** PUT /api/strategies/{categoryId}: saves the category's resell strategy, answers it. */
export async function putResellStrategy(
  upstream: UpstreamSession,
  categoryId: string,
  body: ResellStrategyBody,
): Promise<ResellStrategyAnswer> {
  const path = `/api/strategies/${encodeURIComponent(categoryId)}`;
  return checked(readResellStrategy, await upstream.put(path, body), { upstream, path });
}

/** PUT /api/buyback-strategies/{categoryId}: saves the category's trade-in strategy, answers it. */
export async function putBuybackStrategy(
  upstream: UpstreamSession,
  categoryId: string,
  body: BuybackStrategyBody,
): Promise<BuybackStrategyAnswer> {
  const path = `/api/buyback-strategies/${encodeURIComponent(categoryId)}`;
  return checked(readBuybackStrategy, await upstream.put(path, body), { upstream, path });
}

/** Which strategies a preview is of: the path segment of its route. */
export type StrategySide = 'resell' | 'buyback';

export type StrategyPreviewRequest =
  | { side: 'resell'; categoryId: string; body: ResellStrategyBody }
  | { side: 'buyback'; categoryId: string; body: BuybackStrategyBody };

/**
 * POST /api/strategies/{side}/{categoryId}/preview, an extension of the store's API: what the
 * strategy would do to the category's items now, one page of them, nothing saved. It only reads,
 * so it is not a write of the operation. A store without the route answers 404 or 405 there,
 * which is also what an unknown category gets: `hasCategory` (the profile) tells them apart, so
 * the first is UNSUPPORTED_BY_STORE and the second NOT_FOUND.
 */
export async function postStrategyPreview(
  upstream: UpstreamSession,
  request: StrategyPreviewRequest,
  query: StrategyPreviewQuery,
  hasCategory: (categoryId: string) => Promise<boolean>,
): Promise<StrategyPreviewAnswer> {
  const path = `/api/strategies/${request.side}/${encodeURIComponent(request.categoryId)}/preview`;
  let answer: unknown;
  try {
    answer = await upstream.postRead(path, request.body, query);
  } catch (error) {
    if (errorCodeOf(error) === 'NOT_FOUND' && (await hasCategory(request.categoryId))) {
      throw codedError('UNSUPPORTED_BY_STORE');
    }
    throw error;
  }
  return checked(readPreview, answer, { upstream, path });
}
