import { buildSchema, graphql } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedUpstream } from '../embedded-upstream.js';
import {
  startReferenceUpstream,
  startTestBff,
  TestBrowser,
  type TestBff,
} from '../testing/test-bff.js';
import { refuseControlCharactersInMutations } from './text-arguments.js';

describe('control characters in mutation arguments', () => {
  let upstream: EmbeddedUpstream;
  let bff: TestBff;
  let browser: TestBrowser;

  beforeAll(async () => {
    upstream = await startReferenceUpstream();
    bff = await startTestBff(upstream);
    browser = new TestBrowser(bff.url);
    expect((await browser.login()).errors).toBeUndefined();
  });
  afterAll(async () => {
    await bff.stop();
    await upstream.stop();
  });

  it.each([
    [
      'NUL in an id',
      'mutation ($v: ID!) { syncBasePrice(itemId: $v) { id } }',
      '3\u0000',
      'itemId',
    ],
    [
      'a bell in an input field',
      'mutation ($v: String) { exportPrices(categoryId: "1", filter: { search: $v }) }',
      'iPhone\u0007',
      'filter.search',
    ],
    [
      'NUL in a list entry',
      'mutation ($v: String!) { exportPrices(categoryId: "1", filter: { brands: ["Apple", $v] }) }',
      'Sam\u0000sung',
      'filter.brands',
    ],
    [
      'a line break where one line is expected',
      'mutation ($v: ID!) { exportPriceItems(categoryId: $v) }',
      '1\n2',
      'categoryId',
    ],
    [
      'a C1 control in an e-mail',
      'mutation ($v: String!) { login(email: $v, password: "x") { id } }',
      'demo\u0085@example.com',
      'email',
    ],
  ])(
    'refuses %s with BAD_USER_INPUT naming the field, before any upstream call',
    async (_case, query, value, field) => {
      bff.resetCalls();
      const answer = await browser.gql(query, { v: value });
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(answer.errors?.[0]?.message).toContain(`"${field}"`);
      expect(bff.calls).toHaveLength(0);
    },
  );

  it('accepts ordinary text, accents and emoji included', async () => {
    const answer = await browser.gql(
      'mutation ($v: String) { exportPrices(categoryId: "1", filter: { search: $v }) }',
      { v: 'Café – iPhone 13 “Pro” ☕' },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ exportPrices: true });
  });
});

describe('refuseControlCharactersInMutations', () => {
  it('allows tab and line breaks only in arguments declared multi-line', async () => {
    const schema = buildSchema(`
      type Query { ok: Boolean }
      input Note { text: String, title: String }
      type Mutation { save(note: Note!): String }
    `);
    schema.getMutationType()!.getFields().save!.resolve = (
      _source,
      args: { note: { text: string } },
    ) => args.note.text;
    refuseControlCharactersInMutations(schema, new Set(['Mutation.save.note.text']));
    const run = (note: string) => graphql({ schema, source: `mutation { save(note: ${note}) }` });
    expect((await run('{ text: "line one\\nline\\ttwo" }')).data).toEqual({
      save: 'line one\nline\ttwo',
    });
    expect((await run('{ text: "a\\u0000b" }')).errors?.[0]?.extensions).toMatchObject({
      field: 'note.text',
    });
    expect((await run('{ title: "a\\nb" }')).errors?.[0]?.extensions).toMatchObject({
      field: 'note.title',
    });
  });
});
