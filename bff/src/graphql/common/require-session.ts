import { codedError } from '../../errors.js';
import { type GraphQLContext } from '../../context.js';

/** Calls that need a signed-in user fail fast, without asking the upstream. */
export function requireSession(context: GraphQLContext): void {
  if (!context.session.signedIn) throw codedError('UNAUTHENTICATED');
}
