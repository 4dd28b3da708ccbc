import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { useCsrfPrevention } from '../plugins/use-csrf-prevention.js';
import { askYogaMediaType, MediaTypeMemo } from './media-type-memo.js';
import { type BffYoga } from './node-bridge.js';

const schema = createSchema({ typeDefs: 'type Query { ok: Boolean }', resolvers: {} });
const yoga = createYoga({
  schema,
  plugins: [useCsrfPrevention()],
  logging: false,
}) as unknown as BffYoga; // a yoga without the BFF's context type: only its answers' types matter

describe('MediaTypeMemo', () => {
  it('remembers the JSON media type yoga answered each Accept value with', async () => {
    const asked: Array<string | null> = [];
    const ask = askYogaMediaType(yoga);
    const memo = new MediaTypeMemo((accept) => {
      asked.push(accept);
      return ask(accept);
    });
    const cases: Array<[string | null, string | undefined]> = [
      [null, 'application/json'],
      ['*/*', 'application/json'],
      ['application/json', 'application/json'],
      [
        'application/graphql-response+json,application/json;q=0.9',
        'application/graphql-response+json',
      ],
      ['text/event-stream', undefined],
      ['multipart/mixed', undefined],
      ['application/json; charset=latin1', undefined],
      ['text/html', undefined],
    ];
    for (const [accept, expected] of cases) {
      const chosen = await memo.choose(accept ?? undefined);
      expect(chosen?.mediaType, `Accept: ${accept}`).toBe(expected);
    }
    // Asked once per Accept value, then remembered.
    for (const [accept] of cases) await memo.choose(accept ?? undefined);
    expect(asked).toEqual(cases.map(([accept]) => accept));
    // The header as yoga writes it.
    expect(memo.get('application/json')?.contentType).toBe('application/json; charset=utf-8');
  });

  it('keeps at most 100 Accept values', async () => {
    const memo = new MediaTypeMemo(() =>
      Promise.resolve({ status: 200, contentType: 'application/json' }),
    );
    for (let index = 0; index < 150; index += 1) {
      memo.learn(`application/json; x=${index}`, 'application/json; charset=utf-8');
    }
    expect(memo.get('application/json; x=99')).toBeDefined();
    expect(memo.get('application/json; x=100')).toBeUndefined();
    // Nothing more is asked: such requests are yoga's.
    expect(await memo.choose('application/json; x=100')).toBeNull();
  });

  it('asks again when yoga could not answer the probe', async () => {
    const answers = [
      { status: 500, contentType: null },
      { status: 200, contentType: 'application/json; charset=utf-8' },
    ];
    const memo = new MediaTypeMemo(() => Promise.resolve(answers.shift()!));
    expect(await memo.choose('*/*')).toBeNull();
    expect(await memo.choose('*/*')).toEqual({
      mediaType: 'application/json',
      contentType: 'application/json; charset=utf-8',
    });
  });
});
