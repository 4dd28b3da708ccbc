// @refurb/contract/schemas: one schema per answer of the store's REST API (TypeBox), the types of
// `@refurb/contract` inferred from them, and the reader that checks an answer against one. A
// module of its own so that importing the contract's types and constants loads no validator.
export * from './read-answer.js';
export * from './common-schema.js';
export * from './decisions-schema.js';
export * from './catalog-schema.js';
export type { Static, TSchema } from 'typebox';
export * from './logs-schema.js';
export * from './prices-schema.js';
export * from './competitors-schema.js';
export * from './tokens-schema.js';
export * from './strategies-schema.js';
export * from './user-schema.js';
export * from './notifications-schema.js';
