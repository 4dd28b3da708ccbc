import { type UpstreamSession } from './upstream-client.js';

/** The repricing log calls of SPEC §7. */

export function fetchLogBatches(upstream: UpstreamSession): Promise<unknown> {
  return upstream.get('/api/logs');
}

export function fetchLogBatch(upstream: UpstreamSession, batchId: string): Promise<unknown> {
  return upstream.get(`/api/logs/${encodeURIComponent(batchId)}`);
}
