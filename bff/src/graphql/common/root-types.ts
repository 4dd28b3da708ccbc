import { type GraphQLSchema, isInputObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/** What type-graphql leaves out of the built schema: root type descriptions, inherited deprecations. */
export function completeSchema(schema: GraphQLSchema): void {
  describeRootTypes(schema);
  keepInheritedInputDeprecations(schema);
}

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

/**
 * Gives input fields inherited from a base input class their deprecation: type-graphql copies an
 * inherited input field without its deprecationReason (e.g. the product filters' `grades`).
 */
export function keepInheritedInputDeprecations(schema: GraphQLSchema): void {
  const storage = getMetadataStorage();
  const deprecated = storage.fields.filter((field) => field.deprecationReason !== undefined);
  for (const inputType of storage.inputTypes) {
    const type = schema.getType(inputType.name);
    if (!isInputObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of deprecated) {
      const inherited = (inputType.target.prototype as object) instanceof field.target;
      const built = fields[field.name];
      if (inherited && built && built.deprecationReason === undefined) {
        built.deprecationReason = field.deprecationReason;
      }
    }
  }
}
