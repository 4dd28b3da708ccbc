import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { type Plugin } from 'graphql-yoga';

/**
 * Refuses `__schema` and `__type` when introspection is off (NODE_ENV=production unless GRAPHIQL
 * or INTROSPECTION say otherwise); `__typename`, which Apollo Client asks for, stays allowed.
 */
export function useIntrospectionSwitch(enabled: boolean): Plugin {
  if (enabled) return {};
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
