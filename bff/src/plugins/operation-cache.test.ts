import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildGraphQLSchema } from '../graphql/build-schema.js';
import { createLogger } from '../logger.js';
import { OperationCache } from './operation-cache.js';
import { compileOperation } from './use-compiled-executor.js';

const schema = buildGraphQLSchema();
const logger = createLogger('silent');
const newCache = (limits?: ConstructorParameters<typeof OperationCache>[1]) =>
  new OperationCache((document, name) => compileOperation(schema, document, name, logger), limits);

/**
 * A legal operation as dense as the limits allow (~18 KB, ~2,800 tokens, short strings), each
 * text distinct: about the largest syntax tree and compiled code a client can make us keep.
 */
function denseOperation(index: number): string {
  const brands = Array.from({ length: 2800 }, (_, brand) => `"${brand}"`).join(' ');
  return `query Dense${index} { catalog(filter: { brands: [${brands}] }) { totalCount } }`;
}

/** What yoga does with a text: parse, then compile. */
function use(cache: OperationCache, text: string): void {
  const document = parse(text);
  cache.documentCache.set(text, document);
  cache.compiled(document, null);
}

describe('the operation cache', () => {
  it('keeps 300 distinct legal-size operations within its byte budget', () => {
    const cache = newCache();
    for (let index = 0; index < 300; index += 1) {
      use(cache, denseOperation(index));
      expect(cache.stats().bytes).toBeLessThanOrEqual(cache.limits.maxBytes);
    }
    const { entries, bytes, maxBytes } = cache.stats();
    // Without the byte bound all 300 would be kept (the count bound is 1,000).
    expect(entries).toBeLessThan(300);
    expect(bytes).toBeGreaterThan(maxBytes / 2);
  });

  it('forgets the oldest texts first and everything derived from them', () => {
    const cache = newCache({ maxEntries: 1000, maxBytes: 8 * 1024 * 1024 });
    for (let index = 0; index < 50; index += 1) use(cache, denseOperation(index));
    expect(cache.has(denseOperation(0))).toBe(false);
    expect(cache.documentCache.get(denseOperation(0))).toBeUndefined();
    expect(cache.documentCache.get(denseOperation(49))).toBeDefined();
  });

  it('counts a compiled operation into its entry', () => {
    const cache = newCache();
    const text = denseOperation(1);
    const document = parse(text);
    cache.documentCache.set(text, document);
    const parsedOnly = cache.stats().bytes;
    cache.compiled(document, null);
    expect(cache.stats().bytes).toBeGreaterThan(parsedOnly);
  });

  it('compiles each operation of a document under its own name', () => {
    const cache = newCache();
    const text = 'query A { a: __typename } query B { b: __typename }';
    const document = parse(text);
    cache.documentCache.set(text, document);
    const a = cache.compiled(document, 'A');
    const b = cache.compiled(document, 'B');
    expect(a).not.toBe(b);
    expect(cache.compiled(document, 'B')).toBe(b);
    expect(b.query?.query(undefined, {}, {})).toEqual({ data: { b: 'Query' } });
  });

  it('remembers texts that do not parse, within the same budget', () => {
    const cache = newCache({ maxEntries: 10, maxBytes: 1024 * 1024 });
    for (let index = 0; index < 20; index += 1) {
      cache.errorCache.set(`{ broken${index}`, new Error('Syntax Error'));
    }
    expect(cache.stats().entries).toBe(10);
    expect(cache.errorCache.get('{ broken19')).toBeInstanceOf(Error);
    expect(cache.errorCache.get('{ broken0')).toBeUndefined();
  });
});
