import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { expect, it } from 'vitest';
import { type TestBrowser } from './testing/test-bff.js';
import { signedInDemo } from './graphql/testing/signed-in-demo.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The operations the README shows: inline code that parses as GraphQL, and the curl bodies. */
function readmeOperations(): string[] {
  const inline = [...readme.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter((text) => /^(\{|query\b|mutation\b)/.test(text) && parsesAsGraphQL(text));
  const curlBodies = [...readme.matchAll(/-d '(\{"query".*\})'/g)].map(
    (match) => (JSON.parse(match[1] ?? '{}') as { query: string }).query,
  );
  return [...curlBodies, ...inline];
}

function parsesAsGraphQL(text: string): boolean {
  try {
    parse(text);
    return true;
  } catch {
    return false;
  }
}

let demo: TestBrowser;

signedInDemo((started) => ({ demo } = started));

it('finds the README’s examples', () => {
  expect(readmeOperations().some((query) => query.includes('catalog(filter'))).toBe(true);
});

it.each(readmeOperations())('the README example %s runs against the demo store', async (query) => {
  const answer = await demo.gql(query);
  expect(answer.errors).toBeUndefined();
  expect(answer.data).not.toBeNull();
});
