import {
  type ApiTokenListAnswer,
  type CreateApiTokenBody,
  type CreatedApiTokenAnswer,
} from '@refurb/contract';
import { codedError, errorCodeOf } from '../errors.js';
import {
  answerReader,
  ApiTokenListAnswerSchema,
  CreatedApiTokenAnswerSchema,
} from '@refurb/contract/schemas';
import { checked } from './answer-shape.js';
import { type UpstreamSession } from './upstream-client.js';

/**
 * The personal access token calls, an extension of the store's API (contract/src/tokens.ts): a
 * store without it answers 404 or 405 on /api/user/tokens, which is UNSUPPORTED_BY_STORE here.
 */

export const apiTokensPath = '/api/user/tokens';

const readTokens = answerReader(ApiTokenListAnswerSchema);
const readCreatedToken = answerReader(CreatedApiTokenAnswerSchema);

/** GET /api/user/tokens: the signed-in user's tokens, newest first. */
export async function fetchApiTokens(upstream: UpstreamSession): Promise<ApiTokenListAnswer> {
  const answer = await withoutExtension(upstream.get(apiTokensPath));
  return checked(readTokens, answer, { upstream, path: apiTokensPath });
}

/** POST /api/user/tokens: a new token and, this once, its plain text (422: field errors). */
export async function postApiToken(
  upstream: UpstreamSession,
  body: CreateApiTokenBody,
): Promise<CreatedApiTokenAnswer> {
  const answer = await withoutExtension(upstream.post(apiTokensPath, body));
  return checked(readCreatedToken, answer, { upstream, path: apiTokensPath });
}

/** DELETE /api/user/tokens/{id}: 204; 404 when it is not one of the user's tokens. */
export async function deleteApiToken(upstream: UpstreamSession, id: string): Promise<void> {
  await upstream.delete(`${apiTokensPath}/${encodeURIComponent(id)}`);
}

/** A 404/405 on the collection means the store has no token routes. */
async function withoutExtension(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    if (errorCodeOf(error) === 'NOT_FOUND') throw codedError('UNSUPPORTED_BY_STORE');
    throw error;
  }
}
