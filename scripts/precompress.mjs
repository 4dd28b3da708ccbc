// Build-time compression of static files: beside every text file worth compressing, `<file>.br`
// and `<file>.gz`, which the BFF serves to clients that accept them (bff/src/http/precompressed.ts).
// Used by the web build (web/vite.config.ts) and the BFF build (GraphiQL's assets).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts in these builds are already compressed formats. */
export const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.ico',
]);

/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality costs about 5 s per MB of JavaScript on a busy machine; above this size
 * (none of the web app's files, all of GraphiQL's) quality 9 gives files about 10 % larger in a
 * tenth of the time.
 */
const BEST_QUALITY_MAX_BYTES = 512 * 1024;

/** Brotli and gzip copies of `content`; null for a format where one is not smaller. */
export async function compressVariants(content) {
  const quality = content.length <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < content.length ? br : null, gz: gz.length < content.length ? gz : null };
}

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
      // Build bookkeeping (vite's .vite/manifest.json) is not served.
      .filter(
        (file) =>
          !relative(dir, file)
            .split(sep)
            .some((part) => part.startsWith('.')),
      )
  );
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `dir` (source maps excluded: they
 * are not served to users). Answers the number of files compressed.
 */
export async function precompressDirectory(dir) {
  const files = (await filesUnder(dir)).filter((file) =>
    compressibleExtensions.has(extname(file).toLowerCase()),
  );
  let compressed = 0;
  // Two at a time: the machines that build are often shared.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if ((await stat(file)).size < MIN_BYTES) continue;
      const variants = await compressVariants(await readFile(file));
      if (variants.br) await writeFile(`${file}.br`, variants.br);
      if (variants.gz) await writeFile(`${file}.gz`, variants.gz);
      if (variants.br || variants.gz) compressed += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return compressed;
}
