import { type DocumentNode, getOperationAST, type OperationDefinitionNode } from 'graphql';
import { type Plugin } from 'graphql-yoga';
import { type GraphQLContext } from '../context.js';
import { codedError, type CodedError } from '../errors.js';
import { type Caller } from '../session/caller.js';

/** Mutations of the cookie session itself: a request made with a token has none to sign in or out. */
const cookieSessionFields = new Set(['login', 'logout']);

/**
 * Why a caller may not run an operation, before anything runs or is sent to the store: a token
 * without `write` runs no mutation, and a token does not sign a cookie session in or out. Null
 * when it may (every cookie request).
 */
export function callerRefusal(
  caller: Caller,
  document: DocumentNode,
  operationName: string | null | undefined,
): CodedError | null {
  if (caller.tokenId === null) return null;
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'mutation') return null;
  if (!caller.abilities.includes('write')) {
    return codedError('FORBIDDEN', 'This access token is read-only: it needs the write ability.');
  }
  return signsSessionInOrOut(operation)
    ? codedError('FORBIDDEN', 'Signing in or out is for a browser session, not an access token.')
    : null;
}

function signsSessionInOrOut(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some(
    (selection) => selection.kind === 'Field' && cookieSessionFields.has(selection.name.value),
  );
}

/**
 * `callerRefusal` in yoga's chain: the operation is answered with the refusal and never executed
 * (graphql-ws serves subscriptions only, which every ability may run).
 */
export function useCallerAbilities(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = callerRefusal(args.contextValue.caller, args.document, args.operationName);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
