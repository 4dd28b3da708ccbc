// POST /dev/reprice: runs one repricing batch for every store at once (UPSTREAM_DEV_ROUTES=1 only).
import { sendJson } from '../respond';
import type { Router } from '../router';

export function registerDevRoutes(router: Router): void {
  router.add('POST', '/dev/reprice', async (context) => {
    const batches = await context.services.repriceAll();
    sendJson(context, 200, { batches });
  });
}
