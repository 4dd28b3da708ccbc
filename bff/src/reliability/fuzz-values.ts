import fc from 'fast-check';

/**
 * Hostile GraphQL variable values: wrong types, huge strings, negative and huge numbers, unknown
 * enum names, deep nesting, and the occasional valid-looking id so resolvers run too.
 */
export function hostileValue(): fc.Arbitrary<unknown> {
  const deep = (depth: number, leaf: unknown): unknown =>
    Array.from({ length: depth }).reduce<unknown>((inner) => ({ nested: [inner] }), leaf);
  return fc.oneof(
    fc.constantFrom('1', '3', '42', '0', '-1', 'demo@example.com', 'GRADE_DESC', 'MARKET'),
    fc.constantFrom('UNKNOWN_ENUM_VALUE', 'grade_desc', '__proto__', '../../etc/passwd', '💥'),
    fc.string({ maxLength: 40 }),
    fc.constant('x'.repeat(200_000)),
    fc.integer(),
    fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxLength: 6 }),
    fc.dictionary(
      fc.constantFrom('search', 'grades', 'brands', 'type', 'market', 'price', 'x', '__proto__'),
      fc.jsonValue({ maxDepth: 2 }),
    ),
    fc.integer({ min: 20, max: 400 }).map((depth) => deep(depth, 'leaf')),
    fc.jsonValue({ maxDepth: 3 }),
  );
}
