// Every route of the reference upstream, in one place (literal paths before `:id` patterns).
import type { UpstreamConfig } from '../config';
import { registerAuthRoutes } from './routes/authRoutes';
import { registerBroadcastingRoutes } from './routes/broadcastingRoutes';
import { registerCatalogReadRoutes } from './routes/catalogReadRoutes';
import { registerCatalogWriteRoutes } from './routes/catalogWriteRoutes';
import { registerCompetitorsReadRoutes } from './routes/competitorsReadRoutes';
import { registerDevRoutes } from './routes/devRoutes';
import { registerExportRoutes } from './routes/exportRoutes';
import { registerHealthRoutes } from './routes/healthRoutes';
import { registerLogsReadRoutes } from './routes/logsReadRoutes';
import { registerPricesReadRoutes } from './routes/pricesReadRoutes';
import { registerStrategyRoutes } from './routes/strategyRoutes';
import { registerUploadRoutes } from './routes/uploadRoutes';
import { registerUserRoutes } from './routes/userRoutes';
import { Router } from './router';

export function buildRouter(config: UpstreamConfig): Router {
  const router = new Router();
  registerHealthRoutes(router);
  registerAuthRoutes(router);
  registerUserRoutes(router);
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
