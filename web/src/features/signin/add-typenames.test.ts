import { parse, print } from '@0no-co/graphql.web';
import { describe, expect, it } from 'vitest';
import { addTypenames } from './add-typenames';

describe('addTypenames', () => {
  it('asks for __typename in every object selection, not on the operation root', () => {
    const document = parse(`
      mutation SignIn { login { ...Profile access { catalog } } }
      fragment Profile on Viewer { id vendors { __typename id } }
    `);
    expect(print(addTypenames(document))).toBe(
      print(
        parse(`
          mutation SignIn { login { ...Profile access { catalog __typename } __typename } }
          fragment Profile on Viewer { id vendors { __typename id } __typename }
        `),
      ),
    );
  });
});
