/** Bundles upstream/src (main.js, index.js) into `outdir` (default upstream/dist). */
export function buildUpstream(options?: { root?: string; outdir?: string }): Promise<void>;
/**
 * Bundles bff/src into `outdir` (default bff/dist) with the package that points the embedded
 * upstream at `upstreamOutdir`, and GraphiQL's compressed files unless `graphiql` is false.
 */
export function buildBff(options?: {
  root?: string;
  outdir?: string;
  upstreamOutdir?: string;
  graphiql?: boolean;
}): Promise<void>;
/** True when bff/dist or upstream/dist is missing or older than what they are built from. */
export function serverBuildIsStale(root?: string): boolean;
