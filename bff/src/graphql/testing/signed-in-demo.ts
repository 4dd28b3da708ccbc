import { afterAll, beforeAll, expect } from 'vitest';
import { type EmbeddedUpstream } from '../../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../../testing/test-bff.js';

/** What a test file runs against: the reference upstream, a BFF on it, the demo user's browser. */
export interface SignedInDemo {
  upstream: EmbeddedUpstream;
  bff: TestBff;
  demo: TestBrowser;
}

/**
 * Starts the reference upstream and a BFF on it (with `env`) before the file's tests and signs the
 * demo user in, hands them to `started`, and stops both after the tests.
 */
export function signedInDemo(
  started: (stack: SignedInDemo) => void,
  env: Record<string, string> = {},
): void {
  let stack: Partial<SignedInDemo> = {};
  beforeAll(async () => {
    const upstream = await startReferenceUpstream();
    stack = { upstream };
    const bff = await startTestBff(upstream, env);
    stack.bff = bff;
    const demo = new TestBrowser(bff.url);
    expect((await demo.login()).errors).toBeUndefined();
    started({ upstream, bff, demo });
  });
  afterAll(async () => {
    await stack.bff?.stop();
    await stack.upstream?.stop();
  });
}
