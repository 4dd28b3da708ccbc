import { type DocumentNode, type GraphQLError, type Token } from 'graphql';
import { type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * What one operation of a document compiles to: what yoga's executor runs
 * (use-compiled-executor.ts).
 */
export interface CompiledOperation {
  /** graphql-jit's compiled operation; null when it refused the operation (`errors` says why). */
  query: CompiledQuery | null;
  errors: readonly GraphQLError[];
  /** A query or mutation answered as one JSON result (no subscription, no @defer/@stream). */
  regular: boolean;
}

export interface OperationCacheLimits {
  /** Distinct operation texts kept. */
  maxEntries: number;
  /** Estimated heap bytes of everything kept (texts, syntax trees, compiled code). */
  maxBytes: number;
}

/**
 * The dashboard sends a few dozen distinct texts (a few MB with their compiled code); the budget
 * leaves room for GraphiQL users and keeps a flood of distinct texts from growing the heap.
 */
export const defaultOperationCacheLimits: OperationCacheLimits = {
  maxEntries: 1000,
  maxBytes: 16 * 1024 * 1024,
};

/**
 * Heap cost estimates, measured with graphql 16 and graphql-jit 0.8 (parse, then compile, of
 * dashboard-like and token-dense documents): a parsed document keeps every token of its text
 * (about 300–450 bytes each with its AST node); compiled code grows with the fields selected and
 * embeds literal arguments. Rounded up, so the byte budget holds with margin.
 */
const bytesPerTextCharacter = 2;
const bytesPerParsedToken = 450;
const bytesPerCompiledToken = 250;
const compiledBytesPerTextCharacter = 3;
const bytesPerEntry = 1024;
const bytesPerCompiledOperation = 4096;

interface Entry {
  /** The parsed document, or the syntax error the text gives. */
  document: DocumentNode | null;
  parseError: Error | null;
  /** By operation name ('' for the anonymous or only one). */
  compiled: ReadonlyMap<string, CompiledOperation> | null;
  /** Tokens of the text, counted once when parsed. */
  tokens: number;
}

/**
 * The one cache of per-operation-text work, bounded by entry count and by estimated bytes
 * (lru-cache's `maxSize`): yoga's parse and parse-error caches and the compiled operations (yoga
 * caches validation results per document object, so they go with it). One entry per text holds
 * all of it, so evicting a text frees everything derived from it.
 */
export class OperationCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly compile: (document: DocumentNode, operationName: string) => CompiledOperation,
    readonly limits: OperationCacheLimits = defaultOperationCacheLimits,
  ) {
    this.entries = new LRUCache<string, Entry>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      // One outsized text must not empty the cache on its own.
      maxEntrySize: Math.max(1, Math.floor(limits.maxBytes / 4)),
      sizeCalculation: (entry, text) => entryBytes(entry, text),
    });
  }

  /** yoga's `parserAndValidationCache.documentCache`. */
  readonly documentCache = {
    get: (text: string): DocumentNode | undefined => this.entries.get(text)?.document ?? undefined,
    set: (text: string, document: DocumentNode): void => {
      this.entries.set(text, {
        document,
        parseError: null,
        compiled: null,
        tokens: tokenCount(document, text),
      });
    },
  };

  /** yoga's `parserAndValidationCache.errorCache`: texts that do not parse. */
  readonly errorCache = {
    get: (text: string): Error | undefined => this.entries.get(text)?.parseError ?? undefined,
    set: (text: string, error: unknown): void => {
      if (!(error instanceof Error)) return;
      this.entries.set(text, {
        document: null,
        parseError: error,
        compiled: null,
        tokens: 0,
      });
    },
  };

  /** The text is known (parsed, or known not to parse): its limits were checked before. */
  has(text: string): boolean {
    return this.entries.has(text);
  }

  /**
   * The compiled operation `operationName` of a document, compiled on first use and kept with
   * the document's text while that text is cached.
   */
  compiled(document: DocumentNode, operationName: string | null | undefined): CompiledOperation {
    const name = operationName ?? '';
    const text = document.loc?.source.body;
    const entry = text === undefined ? undefined : this.entries.peek(text);
    const known = entry?.compiled?.get(name);
    if (known) return known;
    const compiled = this.compile(document, name);
    if (text !== undefined && entry?.document) {
      this.replace(text, {
        ...entry,
        compiled: new Map([...(entry.compiled ?? []), [name, compiled]]),
      });
    }
    return compiled;
  }

  /** Entries and estimated bytes now (tests, metrics). */
  stats(): { entries: number; bytes: number; maxBytes: number } {
    return {
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      maxBytes: this.limits.maxBytes,
    };
  }

  /** lru-cache recomputes an entry's size only when the stored object changes. */
  private replace(text: string, entry: Entry): void {
    this.entries.set(text, entry);
  }
}

function entryBytes(entry: Entry, text: string): number {
  let bytes = bytesPerEntry + text.length * bytesPerTextCharacter;
  if (entry.document) bytes += entry.tokens * bytesPerParsedToken;
  if (entry.parseError) bytes += entry.parseError.message.length * bytesPerTextCharacter;
  for (const compiled of entry.compiled?.values() ?? []) {
    bytes +=
      bytesPerCompiledOperation +
      (compiled.query
        ? text.length * compiledBytesPerTextCharacter + entry.tokens * bytesPerCompiledToken
        : 0);
  }
  return Math.ceil(bytes);
}

/** Tokens the parser kept (the document's token list), or an estimate without locations. */
function tokenCount(document: DocumentNode, text: string): number {
  let token: Token | null | undefined = document.loc?.startToken;
  if (!token) return Math.ceil(text.length / 4);
  let count = 0;
  while (token) {
    count += 1;
    token = token.next;
  }
  return count;
}
