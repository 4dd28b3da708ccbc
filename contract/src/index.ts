// @refurb/contract: the store's REST API as TypeScript types, snake_case as on the wire. The
// reference upstream's views are typed to return them; the BFF's client returns them.
export * from './error-codes.js';
export * from './common.js';
export * from './decisions.js';
export * from './catalog.js';
export * from './prices.js';
export * from './competitors.js';
export * from './logs.js';
export * from './strategies.js';
export * from './user.js';
export * from './notifications.js';
export * from './tokens.js';
