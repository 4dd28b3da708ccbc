// Reads the environment, builds the app and runs it until SIGINT/SIGTERM (see main.ts).
import { buildApp } from './server.js';
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
if (started.embeddedUpstream) await printDemoAccounts(started.url);

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

/** With the embedded reference upstream, a newcomer needs the address and whom to sign in as. */
async function printDemoAccounts(url: string): Promise<void> {
  // A variable specifier, as in embedded-upstream.ts: bff's type-check stays independent of it.
  const upstreamPackage = '@refurb/upstream';
  const demo = (await import(upstreamPackage)) as {
    DEMO_ACCOUNTS?: ReadonlyArray<{ email: string; shows: string }>;
    DEMO_PASSWORD?: string;
  };
  const accounts = demo.DEMO_ACCOUNTS ?? [];
  const lines = [
    '',
    `  Dashboard: ${url}/   GraphiQL: ${url}/graphql`,
    `  Demo accounts (password ${demo.DEMO_PASSWORD ?? '?'}):`,
    ...accounts.map((account) => `    ${account.email.padEnd(26)} ${account.shows}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}
