import { roundMoney } from '../data/money';
import { createRandom, hashSeed } from '../data/prng';
import { type CompetitorOffer, type Database } from '../data/types';

export interface DriftOptions {
  /** Share of offers that move in one step. */
  movingShare?: number;
  /** Standard deviation of one move, as a fraction of the price. */
  volatility?: number;
  /** Pull back towards the offer's first price per step, so prices wander but never run away. */
  reversion?: number;
}

/** Each offer's price before it first drifted: the centre its walk is pulled back to. */
const anchors = new WeakMap<CompetitorOffer, number>();

/**
 * One step of the competitors' seeded random walk (run between repricing batches) so the market
 * moves: today's min/median/avg, the history's last point and the 30/60-day changes all follow.
 * The walk is seeded by the database seed and the market version, so a run from the same seed
 * moves the same way.
 */
export function driftMarket(database: Database, now: number, options: DriftOptions = {}): number {
  const movingShare = options.movingShare ?? 0.3;
  const volatility = options.volatility ?? 0.015;
  const reversion = options.reversion ?? 0.1;
  const { market } = database;
  const random = createRandom(hashSeed(database.seed, `drift:${market.version}`));
  let moved = 0;
  for (const offer of market.offers.values()) {
    if (!random.chance(movingShare)) continue;
    const anchor = anchors.get(offer) ?? offer.price;
    anchors.set(offer, anchor);
    const pull = ((anchor - offer.price) / anchor) * reversion;
    const step = (random.gaussian() / 2) * volatility + pull;
    // Never below half or above one and a half times the start: a demo market, not a crash.
    const price = roundMoney(
      Math.min(anchor * 1.5, Math.max(anchor * 0.5, offer.price * (1 + step))),
    );
    if (price !== offer.price) {
      offer.price = price;
      offer.updatedAt = now;
      moved += 1;
    }
  }
  market.version += 1;
  market.lastUpdate = now;
  return moved;
}
