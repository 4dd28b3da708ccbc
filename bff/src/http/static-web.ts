import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { chooseFile } from './precompressed.js';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Vite writes its content-hashed files (`index-BXk3f9aQ.js`, `GlyphSeries-BI-j5XUx.js`: a
 * base64url hash, `-` and `_` included) into `assets/`: safe to cache for a year. Files copied
 * from web/public keep their names, and index.html names the current hashes: both must be
 * revalidated.
 */
const hashedAsset = /^assets\/(?:.+\/)?[^/]+-[\w-]{8,}\.[a-z0-9]+$/;

export interface StaticWebOptions {
  /** Source maps hold the app's full source: never served in production. */
  production?: boolean;
  /**
   * Attributes added to index.html's <html> element (`data-demo`: a public demo), so the page
   * knows them before any script runs, with no request of its own.
   */
  htmlAttributes?: Readonly<Record<string, string>>;
}

/**
 * Serves the built web app (web/dist) with an SPA fallback: a page path without a file serves
 * index.html, so client-side routes survive a reload. Returns false when it did not answer.
 */
export function createStaticWeb(root: string, options: StaticWebOptions = {}) {
  const base = resolve(root);
  return {
    get available(): boolean {
      return existsSync(join(base, 'index.html'));
    },

    async serve(
      request: IncomingMessage,
      response: ServerResponse,
      pathname: string,
    ): Promise<boolean> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (!existsSync(join(base, 'index.html'))) return false;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      const candidate = resolve(base, `.${normalize(`/${decoded}`)}`);
      if (candidate !== base && !candidate.startsWith(base + sep)) return false;
      if (options.production && extname(candidate).toLowerCase() === '.map') return false;
      const marked = markedIndex(options.htmlAttributes);
      const file = await regularFile(candidate);
      if (file && marked && candidate === join(base, 'index.html')) {
        await marked(request, response, candidate);
        return true;
      }
      if (file) {
        const cacheControl = cacheControlFor(relative(base, candidate).split(sep).join('/'));
        await send(request, response, candidate, file.size, cacheControl);
        return true;
      }
      // Paths with an extension are files that do not exist; page paths fall back to the app.
      if (extname(decoded) !== '') return false;
      const index = join(base, 'index.html');
      const indexFile = await regularFile(index);
      if (!indexFile) return false;
      if (marked) {
        await marked(request, response, index);
        return true;
      }
      await send(request, response, index, indexFile.size, 'no-cache');
      return true;
    },
  };
}

/** index.html with the attributes on <html>, uncompressed (it is small); null without any. */
function markedIndex(attributes: Readonly<Record<string, string>> | undefined) {
  const entries = Object.entries(attributes ?? {});
  if (entries.length === 0) return null;
  const added = entries.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
  return async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const html = (await readFile(path, 'utf8')).replace(/<html\b/i, `<html${added}`);
    response.statusCode = 200;
    response.setHeader('content-type', contentTypes['.html'] ?? 'text/html');
    response.setHeader('content-length', Buffer.byteLength(html));
    response.setHeader('cache-control', 'no-cache');
    response.end(request.method === 'HEAD' ? undefined : html);
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** By the file's path inside the build, with `/` separators. */
function cacheControlFor(path: string): string {
  if (path.endsWith('.html')) return 'no-cache';
  return hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

async function regularFile(path: string): Promise<{ size: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { size: info.size } : null;
  } catch {
    return null;
  }
}

async function send(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  size: number,
  cacheControl: string,
): Promise<void> {
  // The build's brotli or gzip copy when the client accepts one (precompressed.ts).
  const chosen = await chooseFile(path, size, request.headers['accept-encoding']);
  response.statusCode = 200;
  response.setHeader(
    'content-type',
    contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
  );
  if (chosen.encoding) response.setHeader('content-encoding', chosen.encoding);
  if (chosen.varies) response.setHeader('vary', 'accept-encoding');
  response.setHeader('content-length', chosen.size);
  response.setHeader('cache-control', cacheControl);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  await pipeline(createReadStream(chosen.path), response);
}
