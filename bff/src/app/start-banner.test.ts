import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.js';

const url = 'http://127.0.0.1:4000';
const accounts = [{ email: 'demo@example.com', shows: 'everything' }];
const built = mkdtempSync(join(tmpdir(), 'web-dist-'));
writeFileSync(join(built, 'index.html'), '<!doctype html>');
const unbuilt = mkdtempSync(join(tmpdir(), 'web-dist-'));

describe('the start banner', () => {
  it('names GraphiQL only when it is on, and the dashboard only when it is built', () => {
    const text = startBanner({ graphiql: false, demo: false, webDist: built }, url, null).join(
      '\n',
    );
    expect(text).toContain(`Dashboard: ${url}/`);
    expect(text).not.toContain('GraphiQL');
    const withGraphiQL = startBanner({ graphiql: true, demo: false, webDist: unbuilt }, url, null);
    expect(withGraphiQL.join('\n')).toContain(`GraphiQL: ${url}/graphql`);
    expect(withGraphiQL.join('\n')).not.toContain('Dashboard');
  });

  it('lists the demo accounts only with the embedded demo store, and says when it is public', () => {
    const embedded = { accounts, password: 'demo1234' };
    const demo = startBanner({ graphiql: false, demo: true, webDist: built }, url, embedded);
    expect(demo.join('\n')).toMatch(/Public demo \(DEMO=1\)/);
    expect(demo.join('\n')).toMatch(/Demo accounts \(password demo1234\):\n\s+demo@example\.com/);
    const real = startBanner({ graphiql: false, demo: false, webDist: unbuilt }, url, null);
    expect(real).toEqual([]);
  });
});
