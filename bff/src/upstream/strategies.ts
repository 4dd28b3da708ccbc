import { type UpstreamSession } from './upstream-client.js';

/** The strategy calls (upstream/README.md; bodies from strategies-mapping.ts). */

export function putResellStrategy(
  upstream: UpstreamSession,
  categoryId: string,
  body: object,
): Promise<unknown> {
  return upstream.put(`/api/strategies/${encodeURIComponent(categoryId)}`, body);
}

export function putBuybackStrategy(
  upstream: UpstreamSession,
  categoryId: string,
  body: object,
): Promise<unknown> {
  return upstream.put(`/api/buyback-strategies/${encodeURIComponent(categoryId)}`, body);
}
