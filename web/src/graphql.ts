import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './gql/graphql-env.d.ts';

// Typed documents straight from schema/schema.graphql: no generated per-operation files to keep in
// sync, and fragment masking (readFragment / FragmentOf) keeps each component on its own fields.
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: {
    DateTime: string;
    File: File;
  };
}>();

export { readFragment, maskFragments, unsafe_readResult } from 'gql.tada';
export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
