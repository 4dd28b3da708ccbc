import { type GraphQLError } from 'graphql';
import {
  callerHasToken,
  decideDocument,
  persistedExtensions,
  refusalError,
  type TrustedDocuments,
} from '../plugins/trusted-documents.js';

/** One operation of a JSON POST, with the text it runs. */
export interface OperationParams {
  query: string;
  operationName: string | null;
  variables: Record<string, unknown> | undefined;
}

/**
 * The operation of a JSON POST body for the fast path (graphql-fast-path.ts): its params with
 * the text it runs (sent, or listed for its hash: trusted-documents.ts), the refusal of the
 * trusted-documents rule (answered at once, unread), or null when yoga must read it (an unusual
 * shape, no document at all).
 */
export function fastPathOperation(
  body: Buffer,
  trusted: TrustedDocuments,
  authorization: string | undefined,
): OperationParams | { refusal: GraphQLError } | null {
  const requested = operationParams(body);
  if (!requested) return null;
  const decision = decideDocument(trusted, requested, callerHasToken(authorization));
  if ('text' in decision) {
    const { operationName, variables } = requested;
    return { query: decision.text, operationName, variables };
  }
  return decision.refusal === 'NO_DOCUMENT' ? null : { refusal: refusalError(decision.refusal) };
}

/** The body's operation when it is one plain request yoga would read the same way. */
function operationParams(
  body: Buffer,
): (Omit<OperationParams, 'query'> & { query?: string; extensions?: unknown }) | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { query, operationName, variables, extensions, ...rest } = parsed as Record<
    string,
    unknown
  >;
  if ((query !== undefined && typeof query !== 'string') || Object.keys(rest).length > 0) {
    return null;
  }
  // None, or exactly Apollo's persisted-query extension; anything else is yoga's to read.
  const persisted = persistedExtensions(extensions);
  if (persisted === null) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return null;
  }
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  ) {
    return null;
  }
  return {
    query,
    extensions: persisted,
    operationName: operationName ?? null,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}
