import { randomBytes } from 'node:crypto';

/**
 * The reference upstream (workspace package @refurb/upstream), started in-process when
 * UPSTREAM_URL is unset. Loaded with a dynamic import so that a BFF pointed at a real upstream
 * never loads any of it.
 */
export interface EmbeddedUpstream {
  url: string;
  origin: string;
  pusher: { appKey: string; host: string; port: number };
  /** Sessions it keeps now, per pool (anonymous: before login). */
  sessionCounts(): { anonymous: number; signedIn: number };
  stop(): Promise<void>;
}

export interface EmbeddedUpstreamOptions {
  host?: string;
  port?: number;
  devRoutes?: boolean;
  logLevel?: string;
  seed?: number;
  items?: number;
  repriceIntervalMs?: number;
  pusher?: { appKey?: string; appSecret?: string };
}

type StartUpstream = (options?: EmbeddedUpstreamOptions) => Promise<EmbeddedUpstream>;

// A variable specifier keeps bff's type-check independent of upstream's sources; the contract
// is the EmbeddedUpstream interface above (startUpstream of @refurb/upstream).
const upstreamPackage = '@refurb/upstream';

export async function startEmbeddedUpstream(
  options: EmbeddedUpstreamOptions = {},
): Promise<EmbeddedUpstream> {
  const module = (await import(upstreamPackage)) as { startUpstream?: StartUpstream };
  if (typeof module.startUpstream !== 'function') {
    throw new Error(`${upstreamPackage} does not export startUpstream()`);
  }
  return module.startUpstream({
    host: '127.0.0.1',
    port: 0,
    devRoutes: true,
    ...options,
    // Its Pusher server signs and checks channel authorisations with this secret, which only
    // this process needs to know: a fresh random one each start, never a public default.
    pusher: { appSecret: randomBytes(24).toString('base64url'), ...options.pusher },
  });
}
