import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Config } from '../config.js';

export interface DemoAccountLine {
  email: string;
  shows: string;
}

/**
 * What `npm start` prints once listening, naming only what is on: the dashboard when the web app
 * is built, GraphiQL when enabled, the demo store's accounts when it runs embedded (their
 * password is public: it is a demo), and a word on a public demo.
 */
export function startBanner(
  config: Pick<Config, 'graphiql' | 'demo' | 'webDist'>,
  url: string,
  embedded: { accounts: readonly DemoAccountLine[]; password: string } | null,
): string[] {
  const lines = [''];
  if (config.demo) lines.push('  Public demo (DEMO=1): every page says so; dev routes are off.');
  if (existsSync(join(config.webDist, 'index.html'))) lines.push(`  Dashboard: ${url}/`);
  if (config.graphiql) lines.push(`  GraphiQL: ${url}/graphql`);
  if (embedded) {
    lines.push(`  Demo accounts (password ${embedded.password}):`);
    for (const account of embedded.accounts) {
      lines.push(`    ${account.email.padEnd(26)} ${account.shows}`);
    }
  }
  return lines.length === 1 ? [] : [...lines, ''];
}
