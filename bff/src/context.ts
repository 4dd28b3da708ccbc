import { type Config } from './config.js';
import { type Logger } from './logger.js';
import { type JobService } from './jobs/job-service.js';
import { type UserWork } from './limits/user-work.js';
import { type Caller } from './session/caller.js';
import { type CallerIdentities } from './session/caller-identities.js';
import { type LoginThrottle } from './session/login-throttle.js';
import { type RequestSession } from './session/request-session.js';
import { type UpstreamSession } from './upstream/upstream-client.js';
import { type NotificationFeed } from './graphql/notifications/notification-feed.js';
import { type RequestLoaders } from './graphql/request-loaders.js';

/** What every resolver gets: the request's upstream view, its loaders and the settings. */
export interface GraphQLContext {
  config: Config;
  logger: Logger;
  requestId: string;
  session: RequestSession;
  /**
   * Who the request is served for: a cookie session (`tokenId` null) or a personal access token
   * (`Authorization: Bearer`, its id and abilities). Per-token budgets are keyed by it.
   */
  caller: Caller;
  /** Personal access tokens known here: a revocation ends one at once (caller-identities.ts). */
  callerIdentities: CallerIdentities;
  upstream: UpstreamSession;
  loaders: RequestLoaders;
  /** The caller's address (see http/client-address.ts); null when unknown, e.g. WebSockets. */
  clientAddress: string | null;
  /** Per-instance login brute-force brake (session/login-throttle.ts). */
  loginThrottle: LoginThrottle;
  /** What one user's work may take of the store: bulk jobs, item writes (limits/user-work.ts). */
  userWork: UserWork;
  /** Null when realtime is off (no Pusher settings for this upstream): subscribing is refused. */
  notificationFeed: NotificationFeed | null;
  /** The user's jobs: long work with a handle (jobs/job-service.ts). */
  jobs: JobService;
}
