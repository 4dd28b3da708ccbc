import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Apollo from '@apollo/client';
import type * as ApolloUtilities from '@apollo/client/utilities';
import type * as CacheTypePolicies from '../src/app/apollo/cache-type-policies';
import type * as TrustedDocumentsLink from '../src/app/apollo/persisted-queries-link';
import { type DocumentNode, getOperationAST, type OperationTypeNode } from 'graphql';
import { createServer, type Plugin } from 'vite';

/**
 * The list of the dashboard's operations for trusted documents (the BFF's
 * plugins/trusted-documents.ts): Apollo's persisted query manifest, written beside the build as
 * persisted-query-manifest.json. Every operation is taken from the app's own modules as gql.tada
 * builds it (each `graphql(…)` call is recorded while the modules load), then sent through an
 * Apollo Client with the app's cache and the app's persisted-queries link, so each entry is the
 * text and hash the browser sends (`__typename` added, fragments as composed), not a reprint.
 */

const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const manifestName = 'persisted-query-manifest.json';

interface ManifestOperation {
  id: string;
  name: string;
  type: OperationTypeNode;
  body: string;
}

/** Records every document the app's `graphql()` makes (src/graphql.ts, as loaded here only). */
const recordDocuments: Plugin = {
  name: 'record-graphql-documents',
  transform(code, id) {
    if (!id.endsWith('/src/graphql.ts')) return null;
    return `${code.replace(/export const graphql\s*=/, 'const tadaGraphql =')}
export const graphql = Object.assign(
  (...args) => {
    const document = tadaGraphql(...args);
    (globalThis.__recordedDocuments ??= []).push(document);
    return document;
  },
  tadaGraphql,
);`;
  },
};

/** Source modules that may define documents (tests and test helpers excluded). */
function documentModules(folder = join(webRoot, 'src')): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : documentModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$|\.d\.ts$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8').includes('graphql(') ? [path] : [];
  });
}

/** Sends one operation through the client; the capturing link below answers it with nothing. */
async function send(client: Apollo.ApolloClient<unknown>, document: DocumentNode, type: string) {
  try {
    if (type === 'query') await client.query({ query: document, fetchPolicy: 'no-cache' });
    else if (type === 'mutation') {
      await client.mutate({ mutation: document, fetchPolicy: 'no-cache' });
    } else {
      await new Promise<void>((resolve) => {
        client.subscribe({ query: document, fetchPolicy: 'no-cache' }).subscribe({
          complete: resolve,
          error: () => resolve(),
        });
      });
    }
  } catch {
    // An empty answer may not satisfy the document: only what was sent matters here.
  }
}

export async function persistedOperations(): Promise<ManifestOperation[]> {
  const server = await createServer({
    root: webRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [recordDocuments],
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const apollo = (await server.ssrLoadModule('@apollo/client')) as typeof Apollo;
    // The printer Apollo's links use (the text they hash and send).
    const { print } = (await server.ssrLoadModule(
      '@apollo/client/utilities',
    )) as typeof ApolloUtilities;
    const { createTrustedDocumentsLink } = (await server.ssrLoadModule(
      '/src/app/apollo/persisted-queries-link.ts',
    )) as typeof TrustedDocumentsLink;
    const { cacheTypePolicies } = (await server.ssrLoadModule(
      '/src/app/apollo/cache-type-policies.ts',
    )) as typeof CacheTypePolicies;
    const recorded = globalThis as { __recordedDocuments?: DocumentNode[] };
    recorded.__recordedDocuments = [];
    for (const path of documentModules()) {
      await server.ssrLoadModule(`/${relative(webRoot, path)}`);
    }
    const sent = new Map<string, ManifestOperation>();
    const capture = new apollo.ApolloLink((operation) => {
      const hash = (operation.extensions.persistedQuery as { sha256Hash?: string } | undefined)
        ?.sha256Hash;
      const definition = getOperationAST(operation.query);
      if (hash && definition) {
        sent.set(hash, {
          id: hash,
          name: operation.operationName,
          type: definition.operation,
          body: print(operation.query),
        });
      }
      return apollo.Observable.of({ data: null });
    });
    const client = new apollo.ApolloClient({
      cache: new apollo.InMemoryCache({ typePolicies: cacheTypePolicies }),
      link: apollo.ApolloLink.from([createTrustedDocumentsLink(), capture]),
    });
    for (const document of recorded.__recordedDocuments) {
      const operation = getOperationAST(document);
      if (operation) await send(client, document, operation.operation);
    }
    return [...sent.values()].sort((a, b) => a.name.localeCompare(b.name));
  } finally {
    await server.close();
  }
}

/** Writes the list into the build folder; returns how many operations it holds. */
export async function writePersistedDocuments(outDir: string): Promise<number> {
  const operations = await persistedOperations();
  const manifest = { format: 'apollo-persisted-query-manifest', version: 1, operations };
  writeFileSync(join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return operations.length;
}

// `tsx web/scripts/persisted-documents.ts <outDir>` (the build runs it in a process of its own).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? join(webRoot, 'dist');
  const count = await writePersistedDocuments(outDir);
  console.log(`persisted documents: ${count} operations in ${join(outDir, manifestName)}`);
}
