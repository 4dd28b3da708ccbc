import { randomBytes } from 'node:crypto';
import type { StartedUpstream, StartUpstreamOptions } from '@refurb/upstream';

/**
 * The reference upstream (workspace package @refurb/upstream), started in-process when
 * UPSTREAM_URL is unset. Only its types are imported statically (erased from the build); the
 * code is loaded with a dynamic import, so a BFF pointed at a real upstream never loads any of it.
 */
export type EmbeddedUpstream = StartedUpstream;

export type EmbeddedUpstreamOptions = StartUpstreamOptions;

export async function startEmbeddedUpstream(
  options: EmbeddedUpstreamOptions = {},
): Promise<EmbeddedUpstream> {
  const { startUpstream } = await import('@refurb/upstream');
  return startUpstream({
    host: '127.0.0.1',
    port: 0,
    devRoutes: true,
    ...options,
    // Its Pusher server signs and checks channel authorisations with this secret, which only
    // this process needs to know: a fresh random one each start, never a public default.
    pusher: { appSecret: randomBytes(24).toString('base64url'), ...options.pusher },
  });
}

/** The embedded upstream's demo accounts, for the start banner (loads the upstream's code). */
export async function embeddedDemoAccounts(): Promise<{
  accounts: ReadonlyArray<{ email: string; shows: string }>;
  password: string;
}> {
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('@refurb/upstream');
  return { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}
