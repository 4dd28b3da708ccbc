// Every route of the reference upstream, in one place (literal paths before `:id` patterns).
import type { UpstreamConfig } from '../config';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerBroadcastingRoutes } from './routes/broadcasting-routes';
import { registerCatalogReadRoutes } from './routes/catalog-read-routes';
import { registerCatalogWriteRoutes } from './routes/catalog-write-routes';
import { registerCompetitorsReadRoutes } from './routes/competitors-read-routes';
import { registerDevRoutes } from './routes/dev-routes';
import { registerExportRoutes } from './routes/export-routes';
import { registerHealthRoutes } from './routes/health-routes';
import { registerLogsReadRoutes } from './routes/logs-read-routes';
import { registerPricesReadRoutes } from './routes/prices-read-routes';
import { registerStrategyRoutes } from './routes/strategy-routes';
import { registerTokenRoutes } from './routes/token-routes';
import { registerUploadRoutes } from './routes/upload-routes';
import { registerUserRoutes } from './routes/user-routes';
import { Router } from './router';

export function buildRouter(config: UpstreamConfig): Router {
  const router = new Router();
  registerHealthRoutes(router);
  registerAuthRoutes(router);
  registerUserRoutes(router);
  registerTokenRoutes(router);
  registerExportRoutes(router);
  registerUploadRoutes(router);
  registerCatalogWriteRoutes(router);
  registerCatalogReadRoutes(router);
  registerPricesReadRoutes(router);
  registerLogsReadRoutes(router);
  registerCompetitorsReadRoutes(router);
  registerStrategyRoutes(router);
  registerBroadcastingRoutes(router);
  if (config.devRoutes) registerDevRoutes(router);
  return router;
}
