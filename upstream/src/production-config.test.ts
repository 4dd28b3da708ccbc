import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULT_CONFIG, productionProblems } from './config';
import { runUpstream } from './server';

const realSecret = 'f3b9c1d27a8e4c5b9d0e';

describe('the reference store in production', () => {
  it('refuses its public default Pusher secret and the compose placeholder', () => {
    for (const secret of [undefined, 'upstream-dev-secret', 'refurb-secret']) {
      const config = configFromEnv({
        NODE_ENV: 'production',
        ...(secret ? { PUSHER_APP_SECRET: secret } : {}),
      });
      expect(productionProblems(config)).toEqual([
        expect.stringMatching(/^PUSHER_APP_SECRET is the public default/),
      ]);
    }
    expect(
      productionProblems(configFromEnv({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'short' })),
    ).toEqual([expect.stringMatching(/at least 16 characters/)]);
  });

  it('never enables dev routes', () => {
    const config = configFromEnv({
      NODE_ENV: 'production',
      PUSHER_APP_SECRET: realSecret,
      UPSTREAM_DEV_ROUTES: '1',
    });
    expect(productionProblems(config)).toEqual([
      'UPSTREAM_DEV_ROUTES cannot be on when NODE_ENV=production',
    ]);
  });

  it('starts with a secret of its own and no dev routes; outside production the defaults do', () => {
    expect(
      productionProblems(configFromEnv({ NODE_ENV: 'production', PUSHER_APP_SECRET: realSecret })),
    ).toEqual([]);
    expect(productionProblems(configFromEnv({ UPSTREAM_DEV_ROUTES: '1' }))).toEqual([]);
  });

  it('refuses to start, before listening, with the default secret', async () => {
    await expect(
      runUpstream({ ...DEFAULT_CONFIG, production: true, port: 0, items: 5, logLevel: 'silent' }),
    ).rejects.toThrow(/PUSHER_APP_SECRET is the public default "upstream-dev-secret"/);
  });

  it('exits with a one-line reason when started that way', () => {
    const tsx = join(__dirname, '..', '..', 'node_modules', '.bin', 'tsx');
    const started = spawnSync(tsx, [join(__dirname, 'main.ts')], {
      env: { ...process.env, NODE_ENV: 'production', UPSTREAM_PORT: '0', UPSTREAM_ITEMS: '5' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: PUSHER_APP_SECRET is the public default/),
    ]);
  });
});
