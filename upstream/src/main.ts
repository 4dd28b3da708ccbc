// `npm run upstream`: serves the reference upstream and prints its address and the demo accounts.
import { configFromEnv } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/demo-accounts';
import { runUpstream, UpstreamConfigError } from './server';

// A configuration problem stops the process with one line saying why, before anything listens.
function refuse(error: unknown): never {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

let config;
try {
  config = configFromEnv();
} catch (error) {
  refuse(error);
}
const running = await runUpstream(config).catch((error: unknown) => {
  if (error instanceof UpstreamConfigError) refuse(error);
  throw error;
});

const lines = [
  '',
  `Reference upstream listening on ${running.url}`,
  `Pusher (protocol 7): ws://${running.pusher.host}:${running.pusher.port}/app/${running.pusher.appKey}`,
  `Stateful domains: ${config.statefulDomains.join(', ')} (send Origin or Referer)`,
  `Dev routes (POST /dev/reprice, scheduler every ${config.repriceIntervalMs} ms): ${config.devRoutes ? 'on' : 'off'}`,
  '',
  `Demo accounts (password "${DEMO_PASSWORD}"):`,
  ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(26)} ${account.shows}`),
  '',
];
process.stdout.write(lines.join('\n') + '\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void running.stop().then(() => process.exit(0));
  });
}
