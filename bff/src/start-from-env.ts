// Reads the environment, builds the app and runs it until SIGINT/SIGTERM (see main.ts).
import { buildApp } from './server.js';
import { embeddedDemoAccounts } from './embedded-upstream.js';
import { startBanner } from './app/start-banner.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';

// `npm start -w bff`: configuration errors are printed plainly and stop the process.
const warnings: string[] = [];
let config;
try {
  config = loadConfig(process.env, warnings);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(config.logLevel);
for (const warning of warnings) logger.warn(warning);

const app = buildApp(config, { logger });
const started = await app.start();
const banner = startBanner(
  config,
  started.url,
  started.embeddedUpstream ? await embeddedDemoAccounts() : null,
);
if (banner.length > 0) process.stdout.write(banner.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info(`${signal}: stopping`);
    // stop() drains for at most 8 s; nothing may keep the process past 10 s.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
