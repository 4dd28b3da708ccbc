import { codedError, errorCodeOf } from '../errors.js';
import { type Logger } from '../logger.js';
import { type Viewer } from '../graphql/viewer/viewer.js';
import { type UpstreamSession } from '../upstream/upstream-client.js';
import { fetchProfile, postLogin } from '../upstream/user.js';
import { mapProfile } from '../graphql/viewer/user-mapping.js';

/**
 * The sign-in sequence: csrf cookie → POST /login (X-XSRF-TOKEN) → GET /api/user. Any failure
 * is INVALID_CREDENTIALS; a two-factor answer is refused, as the product cannot do it.
 */
export async function runLoginSequence(
  upstream: UpstreamSession,
  /** The request's logger: it carries the request id. */
  logger: Logger,
  email: string,
  password: string,
): Promise<Viewer> {
  const { session } = upstream;
  session.restart();
  try {
    await upstream.refreshCsrfCookie();
    const answer = await postLogin(upstream, email, password);
    if (answer?.two_factor === true) {
      logger.warn('Unsupported authentication method');
      throw codedError('UNSUPPORTED_AUTH_METHOD');
    }
    const viewer = mapProfile(await fetchProfile(upstream));
    if (viewer.id === '') throw new Error('the profile has no id');
    session.signIn(viewer.id);
    return viewer;
  } catch (error) {
    session.clear();
    if (errorCodeOf(error) === 'UNSUPPORTED_AUTH_METHOD') throw error;
    logger.info({ err: error }, 'login failed');
    throw codedError('INVALID_CREDENTIALS');
  }
}
