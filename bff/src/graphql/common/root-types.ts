import { type GraphQLSchema } from 'graphql';

/** Describes the root types, which type-graphql builds without a description. */
export function describeRootTypes(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  const subscription = schema.getSubscriptionType();
  if (query) query.description = 'The entry point for reading: every field is a read.';
  if (mutation) {
    mutation.description =
      'The entry point for writes. A write that can fail for one item answers a ...Payload with userErrors (or a nullable result), so one failure never empties the answers of the other fields of the same request.';
  }
  if (subscription) subscription.description = 'The entry point for live events.';
}
