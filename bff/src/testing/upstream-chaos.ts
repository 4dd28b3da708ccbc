/**
 * Drives the reference upstream's fault injection (POST/DELETE /dev/chaos, on with
 * UPSTREAM_DEV_ROUTES=1, which the embedded test upstream has).
 */
export interface ChaosRule {
  /** `"GET /api/catalog*"`; `*` matches anything, no method means any method. */
  route: string;
  fault: 'latency' | 'status' | 'reset' | 'reset-mid-body' | 'malformed-json' | 'drop-pusher';
  rate?: number;
  count?: number;
  ms?: number;
  status?: 429 | 500 | 502 | 503 | 504;
}

export async function setChaos(upstreamUrl: string, rules: ChaosRule[], seed = 1): Promise<void> {
  const response = await fetch(`${upstreamUrl}/dev/chaos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules, seed }),
  });
  if (!response.ok) throw new Error(`chaos rules refused: ${await response.text()}`);
}

export async function clearChaos(upstreamUrl: string): Promise<void> {
  const response = await fetch(`${upstreamUrl}/dev/chaos`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`chaos rules not cleared: ${response.status}`);
}
