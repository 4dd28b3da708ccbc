import { NoDeprecatedCustomRule, parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import { buildGraphQLSchema } from '../graphql/build-schema.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { graphiqlOptions } from './graphiql-options.js';

// GraphiQL's example tabs are what an engineer runs first: each is valid against the served
// schema, uses nothing deprecated (they show the API's current conventions), and answers with
// data and no error when the tabs are run in order against the reference store.

const tabs = graphiqlOptions.defaultTabs ?? [];

/** The operation's name, for the test's title. */
function operationName(query: string): string {
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
}

describe('GraphiQL example tabs', () => {
  const schema = buildGraphQLSchema();

  it('opens with a sign-in tab, then the tabs that need it', () => {
    expect(tabs.map((tab) => operationName(tab.query ?? ''))).toEqual([
      'SignIn',
      'Me',
      'CatalogPage',
      'CatalogItem',
      'RecentJobs',
    ]);
  });

  it.each(tabs.map((tab) => [operationName(tab.query ?? ''), tab.query ?? '']))(
    '%s is valid and uses no deprecated field or argument',
    (_name, query) => {
      const errors = validate(schema, parse(query), [...specifiedRules, NoDeprecatedCustomRule]);
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  );
});

describe('GraphiQL example tabs, run in order', () => {
  let upstream: EmbeddedUpstream;
  let bff: TestBff;

  beforeAll(async () => {
    upstream = await startReferenceUpstream();
    bff = await startTestBff(upstream);
  });

  afterAll(async () => {
    await bff.stop();
    await upstream.stop();
  });

  it('signs in with the first tab, and every other tab answers data and no error', async () => {
    const browser = new TestBrowser(bff.url);
    for (const tab of tabs) {
      const variables = tab.variables ? (JSON.parse(tab.variables) as Record<string, unknown>) : {};
      const answer = await browser.gql(tab.query ?? '', variables);
      expect({ tab: operationName(tab.query ?? ''), errors: answer.errors }).toEqual({
        tab: operationName(tab.query ?? ''),
        errors: undefined,
      });
      expect(answer.data).not.toBeNull();
    }
    expect(browser.cookie).not.toBeNull();
  });
});
