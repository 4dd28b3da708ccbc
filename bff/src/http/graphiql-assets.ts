// GraphiQL as a small page and static files. @graphql-yoga/render-graphiql inlines its whole
// bundle (9 MB: script, styles, three Monaco workers, the icon) into one HTML answer, sent again
// on every visit. Here the page is 2 KB and names content-hashed files under /graphiql/, served
// compressed (brotli or gzip, by Accept-Encoding) and cacheable for a year.
//
// The BFF's build (scripts/build-server.mjs) writes the files with their .br and .gz copies into
// bff/dist/graphiql/, beside the built code; run from the sources, the files are made from the
// package in memory on the first visit and compressed with faster settings.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type GraphiQLOptions } from 'graphql-yoga';
import { chooseFile, negotiateEncoding, type Encoding } from './precompressed.js';

/** Path prefix of GraphiQL's files. */
export const graphiqlAssetPrefix = '/graphiql/';

type AssetKey = 'js' | 'css' | 'favicon' | 'editorWorker' | 'jsonWorker' | 'graphqlWorker';
/** Content-hashed file name of each asset, as written into manifest.json. */
type AssetNames = Record<AssetKey, string>;

interface Asset {
  key: AssetKey;
  name: string;
  body: Buffer;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ico': 'image/x-icon',
};
const immutable = 'public, max-age=31536000, immutable';

function hashedName(key: AssetKey, extension: string, body: Buffer): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return `${key}-${hash}${extension}`;
}

/** GraphiQL's files, read from the package (which holds them as strings). */
async function assetsFromPackage(): Promise<Asset[]> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const faviconBase64 = /^data:image\/x-icon;base64,(.*)$/s.exec(bundle.favicon)?.[1];
  if (faviconBase64 === undefined) throw new Error('GraphiQL favicon is not a base64 icon');
  const sources: [AssetKey, string, Buffer][] = [
    ['js', '.js', Buffer.from(bundle.js)],
    ['css', '.css', Buffer.from(bundle.css)],
    ['favicon', '.ico', Buffer.from(faviconBase64, 'base64')],
    ['editorWorker', '.js', Buffer.from(bundle.editorWorkerService)],
    ['jsonWorker', '.js', Buffer.from(bundle.jsonWorker)],
    ['graphqlWorker', '.js', Buffer.from(bundle.graphqlWorker)],
  ];
  return sources.map(([key, extension, body]) => ({
    key,
    name: hashedName(key, extension, body),
    body,
  }));
}

function namesOf(assets: readonly Asset[]): AssetNames {
  return Object.fromEntries(assets.map((asset) => [asset.key, asset.name])) as AssetNames;
}

/** Build step: GraphiQL's files and manifest.json into `dir` (compressed copies come after). */
export async function writeGraphiQLAssets(dir: string): Promise<AssetNames> {
  const assets = await assetsFromPackage();
  await mkdir(dir, { recursive: true });
  for (const asset of assets) await writeFile(join(dir, asset.name), asset.body);
  const names = namesOf(assets);
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(names, null, 2) + '\n');
  return names;
}

/** `<`, `&` and quotes escaped for text and attribute values. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The page: what render-graphiql's template does, with its inlined parts as files. */
function page(options: GraphiQLOptions | undefined, names: AssetNames): string {
  const url = (key: AssetKey) => graphiqlAssetPrefix + names[key];
  // Inside <script>, `<` as \u003c so no value can close the element.
  const json = (value: unknown) => JSON.stringify(value ?? {}).replaceAll('<', '\\u003c');
  const workers = {
    editorWorkerService: url('editorWorker'),
    json: url('jsonWorker'),
    graphql: url('graphqlWorker'),
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(options?.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${escapeHtml(options?.favicon ?? url('favicon'))}" />
    <link rel="stylesheet" href="${url('css')}" />
    <link rel="preload" href="${url('js')}" as="script" />
  </head>
  <body id="body" class="no-focus-outline">
    <div id="root"></div>
    <script>
      const workers = ${json(workers)};
      self['MonacoEnvironment'] = {
        globalAPI: false,
        getWorkerUrl: function (moduleId, label) {
          return workers[label];
        },
      };
    </script>
    <script src="${url('js')}"></script>
    <script>
      YogaGraphiQL.renderYogaGraphiQL(window.document.querySelector('#root'), ${json(options)});
    </script>
  </body>
</html>
`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Development: compressed once on first request, with settings fast enough for that. */
async function compressQuickly(body: Buffer): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

export interface GraphiQLServing {
  /** The page (yoga's `renderGraphiQL`). */
  render(options?: GraphiQLOptions): Promise<string>;
  /** Answers GET/HEAD /graphiql/<file>; false when the path is not one of its files. */
  serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean>;
}

interface Source {
  names: AssetNames;
  /** The bytes to send for one asset, and their Content-Encoding. */
  send(
    request: IncomingMessage,
    response: ServerResponse,
    name: string,
    headers: (size: number, encoding: Encoding | null) => void,
  ): Promise<void>;
}

/** Files written by the build: streamed from disk, nothing of GraphiQL held in memory. */
function builtSource(dir: string): Source {
  const names = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as AssetNames;
  return {
    names,
    async send(request, response, name, headers) {
      const path = join(dir, name);
      const chosen = await chooseFile(
        path,
        statSync(path).size,
        request.headers['accept-encoding'],
      );
      headers(chosen.size, chosen.encoding);
      if (request.method === 'HEAD') response.end();
      else await pipeline(createReadStream(chosen.path), response);
    },
  };
}

/** From the package, in memory (runs from the sources). */
async function packageSource(): Promise<Source> {
  const assets = new Map((await assetsFromPackage()).map((asset) => [asset.name, asset]));
  const compressed = new Map<string, Promise<Record<Encoding, Buffer>>>();
  return {
    names: namesOf([...assets.values()]),
    async send(request, response, name, headers) {
      const asset = assets.get(name)!;
      let copies = compressed.get(name);
      if (!copies) {
        copies = compressQuickly(asset.body);
        compressed.set(name, copies);
      }
      const encoding = negotiateEncoding(request.headers['accept-encoding'], ['br', 'gzip']);
      const body = encoding === null ? asset.body : (await copies)[encoding];
      headers(body.length, encoding);
      response.end(request.method === 'HEAD' ? undefined : body);
    },
  };
}

/**
 * GraphiQL's page and files. `builtDir` holds the build's files (default: `graphiql/` beside
 * this module once bundled, i.e. bff/dist/graphiql/); without them they come from the package.
 */
export function createGraphiQLServing(
  builtDir = join(dirname(fileURLToPath(import.meta.url)), 'graphiql'),
): GraphiQLServing {
  let source: Promise<Source> | undefined;
  const load = () =>
    (source ??= existsSync(join(builtDir, 'manifest.json'))
      ? Promise.resolve(builtSource(builtDir))
      : packageSource());

  return {
    async render(options) {
      return page(options, (await load()).names);
    },

    async serve(request, response, pathname) {
      if (!pathname.startsWith(graphiqlAssetPrefix)) return false;
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const loaded = await load();
      const name = pathname.slice(graphiqlAssetPrefix.length);
      if (!Object.values(loaded.names).includes(name)) return false;
      await loaded.send(request, response, name, (size, encoding) => {
        response.statusCode = 200;
        response.setHeader(
          'content-type',
          contentTypes[extname(name)] ?? 'application/octet-stream',
        );
        if (encoding) response.setHeader('content-encoding', encoding);
        response.setHeader('vary', 'accept-encoding');
        response.setHeader('content-length', size);
        response.setHeader('cache-control', immutable);
      });
      return true;
    },
  };
}
