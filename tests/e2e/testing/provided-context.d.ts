// What the global setup hands to every test file (inject('e2e')).
declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      /** The BFF serving the built web app. */
      baseUrl: string;
      /** The embedded reference upstream (dev routes on). */
      upstreamUrl: string;
      browserWsEndpoint: string;
      /** tests/e2e/screenshots: screenshots and the BFF's log. */
      outputDir: string;
    };
  }
}

export {};
