import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLError } from 'graphql';
import { type EnvReader } from '../app/env-reader.js';
import { isBearerRequest } from '../session/caller.js';

/**
 * Trusted documents: the dashboard's build lists every operation it sends (Apollo's persisted
 * query manifest, written by web/scripts/persisted-documents.ts) and its client sends each one by
 * the sha256 hash of its text (`extensions.persistedQuery.sha256Hash`, no `query`). With
 * TRUSTED_DOCUMENTS on, a caller without a token (signed in by cookie, or not signed in) runs only
 * those; a document text needs a token. Off, texts run as before and hashes still resolve.
 *
 * This one module decides for every transport: yoga's plugin (use-trusted-documents.ts) for HTTP
 * and graphql-ws (realtime/graphql-ws-server.ts).
 */
export interface TrustedDocuments {
  /** TRUSTED_DOCUMENTS: document texts need a token. */
  readonly enforced: boolean;
  /** Documents in the list. */
  readonly size: number;
  /** The text of a listed document by the hex sha256 of its text, or null. */
  text(hash: string): string | null;
}

/** The file name of the operation list in the web build (web/scripts/persisted-documents.ts). */
export const trustedDocumentsManifestName = 'persisted-query-manifest.json';

/**
 * WEB_DIST, TRUSTED_DOCUMENTS (on in production, else off) and the list the web build writes
 * beside the web app (config.ts); on without the list refuses to start (every request would be
 * refused).
 */
export function readWebBuild(
  { read, boolean, problems }: Pick<EnvReader, 'read' | 'boolean' | 'problems'>,
  production: boolean,
  defaultWebDist: string,
) {
  const webDist = read('WEB_DIST') ?? defaultWebDist;
  const trustedDocuments = boolean('TRUSTED_DOCUMENTS', production);
  const trustedDocumentsManifest = join(webDist, trustedDocumentsManifestName);
  if (trustedDocuments && !existsSync(trustedDocumentsManifest)) {
    problems.push(
      `TRUSTED_DOCUMENTS is on but the dashboard's operation list ${trustedDocumentsManifest} is missing (npm run build writes it); build the web app, or set TRUSTED_DOCUMENTS=off`,
    );
  }
  return { webDist, trustedDocuments, trustedDocumentsManifest };
}

/** The list a configuration names (config.ts), read once at start. */
export function trustedDocumentsOf(config: {
  trustedDocuments: boolean;
  trustedDocumentsManifest: string;
}): TrustedDocuments {
  return loadTrustedDocuments(config.trustedDocumentsManifest, config.trustedDocuments);
}

/** What Apollo's persisted query manifest holds (format `apollo-persisted-query-manifest`). */
interface ManifestOperation {
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
}

/** The hex sha256 of a document text, as the client computes it. */
export function documentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A list of documents (tests, and the manifest once read). */
export function trustedDocuments(bodies: Iterable<string>, enforced: boolean): TrustedDocuments {
  const byHash = new Map<string, string>();
  for (const body of bodies) byHash.set(documentHash(body), body);
  return {
    enforced,
    size: byHash.size,
    text: (hash) => byHash.get(hash.toLowerCase()) ?? null,
  };
}

/**
 * Reads the manifest the web build wrote. Each entry's id must be the sha256 of its body (a list
 * that does not hash as the client hashes would refuse the dashboard). Missing: an empty list
 * (config.ts refuses to start with TRUSTED_DOCUMENTS on and no list).
 */
export function loadTrustedDocuments(path: string, enforced: boolean): TrustedDocuments {
  if (!existsSync(path)) return trustedDocuments([], enforced);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
    format?: unknown;
    version?: unknown;
    operations?: unknown;
  };
  if (
    manifest.format !== 'apollo-persisted-query-manifest' ||
    manifest.version !== 1 ||
    !Array.isArray(manifest.operations)
  ) {
    throw new Error(`${path} is not an Apollo persisted query manifest (version 1)`);
  }
  const bodies: string[] = [];
  for (const operation of manifest.operations as ManifestOperation[]) {
    if (typeof operation.body !== 'string' || operation.id !== documentHash(operation.body)) {
      throw new Error(
        `${path}: the id of operation ${operation.name} is not the sha256 of its body`,
      );
    }
    bodies.push(operation.body);
  }
  return trustedDocuments(bodies, enforced);
}

/**
 * The caller carries a token (`Authorization: Bearer …`, the signal that also lifts the CSRF
 * rule), so it may send any document. The token itself is checked when the request's context is
 * made, before anything runs: a made-up or revoked one is UNAUTHENTICATED (session/caller.ts).
 */
export function callerHasToken(authorization: string | null | undefined): boolean {
  return isBearerRequest(authorization);
}

/** The hash of Apollo's persisted-query extension (`version: 1`), or null. */
export function persistedHashOf(extensions: unknown): string | null {
  if (typeof extensions !== 'object' || extensions === null) return null;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (typeof persisted !== 'object' || persisted === null) return null;
  const { version, sha256Hash } = persisted as { version?: unknown; sha256Hash?: unknown };
  return version === 1 && typeof sha256Hash === 'string' ? sha256Hash : null;
}

/** The parts of a GraphQL request that say which document it runs. */
export interface RequestedDocument {
  query?: unknown;
  extensions?: unknown;
}

/** How a request's document is decided: the text to run, or the refusal that answers it. */
export type DocumentDecision =
  | { text: string }
  | { refusal: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_ONLY' | 'NO_DOCUMENT' };

/**
 * The one rule, for every path: a listed hash runs its listed text (any caller, whatever text is
 * sent beside it: Apollo's link sends both over a socket); a text runs when the rule is off or
 * the caller has a token (a client whose hash is unknown sends it again with its text).
 */
export function decideDocument(
  trusted: TrustedDocuments,
  requested: RequestedDocument,
  hasToken: boolean,
): DocumentDecision {
  const hash = persistedHashOf(requested.extensions);
  const listed = hash === null ? null : trusted.text(hash);
  if (listed !== null) return { text: listed };
  if (typeof requested.query === 'string' && requested.query !== '') {
    return trusted.enforced && !hasToken
      ? { refusal: 'PERSISTED_QUERY_ONLY' }
      : { text: requested.query };
  }
  return { refusal: hash === null ? 'NO_DOCUMENT' : 'PERSISTED_QUERY_NOT_FOUND' };
}

/**
 * The errors of the two refusals (docs/error-codes.md). The not-found message is the one
 * Apollo's persisted-query link reads as "send the text again"; its code says the same.
 */
export function persistedQueryNotFoundError(): GraphQLError {
  return new GraphQLError('PersistedQueryNotFound', {
    extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
  });
}

export function persistedQueryOnlyError(): GraphQLError {
  return new GraphQLError(
    'Only the dashboard’s own operations run here, sent by hash; sending an operation text needs a token.',
    { extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 403 } } },
  );
}

/**
 * The extensions the paths beside yoga read: none, or exactly Apollo's `persistedQuery`
 * (undefined for none); null for anything else, which yoga reads.
 */
export function persistedExtensions(
  extensions: unknown,
): { persistedQuery: unknown } | undefined | null {
  if (extensions === undefined || extensions === null) return undefined;
  if (typeof extensions !== 'object' || Array.isArray(extensions)) return null;
  const keys = Object.keys(extensions);
  return keys.length === 1 && keys[0] === 'persistedQuery'
    ? (extensions as { persistedQuery: unknown })
    : null;
}

/** The error of a refusal (a request with no document at all is answered as before, elsewhere). */
export function refusalError(
  refusal: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_ONLY',
): GraphQLError {
  return refusal === 'PERSISTED_QUERY_ONLY'
    ? persistedQueryOnlyError()
    : persistedQueryNotFoundError();
}
