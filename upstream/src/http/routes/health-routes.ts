// GET /up: Laravel's health route, for load balancers and docker-compose health checks.
import { sendJson } from '../respond';
import type { Router } from '../router';

export function registerHealthRoutes(router: Router): void {
  router.add('GET', '/up', (context) => sendJson(context, 200, { status: 'up' }));
}
