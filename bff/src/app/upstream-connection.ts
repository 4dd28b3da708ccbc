import { type Config } from '../config.js';
import { startEmbeddedUpstream, type EmbeddedUpstream } from '../embedded-upstream.js';
import { type UpstreamCallBudget } from '../limits/upstream-call-budget.js';
import { type Logger } from '../logger.js';
import { type UpstreamCall, UpstreamClient } from '../upstream/upstream-client.js';

export interface UpstreamConnection {
  client: UpstreamClient;
  url: string;
  /** The reference upstream started in-process when UPSTREAM_URL is unset. */
  embedded: EmbeddedUpstream | null;
}

/** The upstream client, on UPSTREAM_URL or on the embedded reference upstream it starts. */
export async function connectUpstream(
  config: Config,
  logger: Logger,
  onCall: ((call: UpstreamCall) => void) | undefined,
  callBudget: UpstreamCallBudget,
): Promise<UpstreamConnection> {
  let embedded: EmbeddedUpstream | null = null;
  let url = config.upstreamUrl;
  if (url === null) {
    // Dev routes (fault injection, repricing on demand) only outside production, demo included.
    embedded = await startEmbeddedUpstream({
      logLevel: config.logLevel,
      devRoutes: !config.production,
    });
    url = embedded.url;
  }
  const client = new UpstreamClient({
    baseUrl: url,
    origin: config.upstreamOrigin ?? embedded?.origin ?? new URL(url).origin,
    timeoutMs: config.upstreamTimeoutMs,
    uploadAnswerTimeoutMs: config.upstreamUploadAnswerTimeoutMs,
    operationTimeoutMs: config.upstreamOperationTimeoutMs,
    breaker: config.upstreamBreaker,
    callBudget,
    logger,
    ...(onCall ? { onCall } : {}),
  });
  return { client, url, embedded };
}
