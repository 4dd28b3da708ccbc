/** File extensions that get `.br` and `.gz` copies. */
export const compressibleExtensions: ReadonlySet<string>;
/** Brotli and gzip copies of `content`; null for a format where one is not smaller. */
export function compressVariants(
  content: Buffer,
): Promise<{ br: Buffer | null; gz: Buffer | null }>;
/** Writes `.br` and `.gz` beside every compressible file of `dir`; answers how many. */
export function precompressDirectory(dir: string): Promise<number>;
