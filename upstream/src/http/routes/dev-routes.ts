// POST /dev/reprice: runs one repricing batch for every store at once (UPSTREAM_DEV_ROUTES=1 only).
import { HttpError } from '../http-error';
import { sendJson } from '../respond';
import type { Router } from '../router';

export function registerDevRoutes(router: Router): void {
  router.add('POST', '/dev/reprice', async (context) => {
    // `?market=hold`: the batch without its market step, on the market a preview just read.
    const market = context.query.get('market');
    if (market !== null && market !== 'hold') {
      throw new HttpError(422, {
        message: 'The selected market is invalid.',
        errors: { market: ['The selected market is invalid.'] },
      });
    }
    const batches = await context.services.repriceAll({ holdMarket: market === 'hold' });
    sendJson(context, 200, { batches });
  });
}
