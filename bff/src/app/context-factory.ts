import { type IncomingMessage } from 'node:http';
import { type Config } from '../config.js';
import { type GraphQLContext } from '../context.js';
import { type NotificationFeed } from '../graphql/notifications/notification-feed.js';
import { createRequestLoaders } from '../graphql/request-loaders.js';
import { clientAddressOf } from '../http/client-address.js';
import { type HeaderReader } from '../http/node-bridge.js';
import { requestIdOf } from '../http/request-id.js';
import { type JobService } from '../jobs/job-service.js';
import { type UserWork } from '../limits/user-work.js';
import { type Logger } from '../logger.js';
import { allAbilities, bearerTokenOf, type Caller } from '../session/caller.js';
import {
  CallerIdentities,
  tokenRefused,
  type TokenIdentity,
} from '../session/caller-identities.js';
import { type LoginThrottle } from '../session/login-throttle.js';
import { RequestSession } from '../session/request-session.js';
import { type SessionSealer } from '../session/seal.js';
import { type SessionRevocations } from '../session/session-revocations.js';
import { upstreamLocale } from '../upstream/accept-language.js';
import { type UpstreamClient } from '../upstream/upstream-client.js';

/** What every context needs from start-up: the upstream client and the notification feed. */
export interface StartedServices {
  client: UpstreamClient;
  feed: NotificationFeed | null;
}

export interface ContextFactoryOptions {
  config: Config;
  logger: Logger;
  sealer: SessionSealer;
  revocations: SessionRevocations;
  loginThrottle: LoginThrottle;
  userWork: UserWork;
  services: Promise<StartedServices>;
  /** Personal access tokens' identities (made here unless given, e.g. by a test). */
  identities?: CallerIdentities;
  /** Jobs (jobs/create-jobs.ts), in every context and served to the HTTP routes. */
  jobs: JobService;
}

/** A request's session and id, for the plugins that answer after the operation. */
export interface RequestState {
  session: RequestSession;
  requestId: string;
}

/**
 * The GraphQL context of a request: its id, session (from the sealed cookie, or the personal
 * access token of `Authorization: Bearer`, which then wins over any cookie), caller, logger,
 * upstream view in the reader's language, loaders, client address and the shared services. Once
 * start-up has settled a cookie request's context is built without awaiting anything (the fast
 * path's per-request cost); a token's is too once its identity is cached (caller-identities.ts).
 * A refused token throws its coded error (UNAUTHENTICATED, UNSUPPORTED_BY_STORE, …).
 */
export function createContextFactory(options: ContextFactoryOptions) {
  const { config, logger } = options;
  const identities =
    options.identities ?? new CallerIdentities({ revocations: options.revocations, logger });
  const buildOptions: BuildOptions = { ...options, identities };
  const requestState = new WeakMap<Request, RequestState>();
  let started: StartedServices | null = null;
  const ready = options.services.then((services) => (started = services));
  ready.catch(() => undefined);

  const build = (services: StartedServices, headers: HeaderReader, address: string | null) =>
    buildContext(buildOptions, services, headers, address);

  /** The context of a node:http request (the paths beside yoga). */
  function forNodeRequest(
    headers: HeaderReader,
    request: IncomingMessage | undefined,
  ): GraphQLContext | Promise<GraphQLContext> {
    const clientAddress = clientAddressOf(request, config.trustProxy);
    if (started) return build(started, headers, clientAddress);
    return ready.then((services) => build(services, headers, clientAddress));
  }

  /**
   * yoga's and graphql-ws's: the request's state is remembered for useSessionCookie. Once
   * start-up has settled a cookie request's context comes without a promise.
   */
  function contextOf(
    request: Request,
    clientAddress: string | null = null,
  ): GraphQLContext | Promise<GraphQLContext> {
    const made = started
      ? build(started, request.headers, clientAddress)
      : ready.then((services) => build(services, request.headers, clientAddress));
    if (made instanceof Promise) return made.then((context) => remember(request, context));
    return remember(request, made);
  }

  /** contextOf, always as a promise (graphql-ws, the routes beside yoga). */
  async function forRequest(request: Request, clientAddress: string | null = null) {
    return contextOf(request, clientAddress);
  }

  function remember(request: Request, context: GraphQLContext): GraphQLContext {
    requestState.set(request, { session: context.session, requestId: context.requestId });
    return context;
  }

  return { forNodeRequest, forRequest, contextOf, requestState, identities, jobs: options.jobs };
}

export type ContextFactory = ReturnType<typeof createContextFactory>;

/** The factory's settings, with the identities it uses. */
type BuildOptions = ContextFactoryOptions & { identities: CallerIdentities };

function buildContext(
  options: BuildOptions,
  services: StartedServices,
  headers: HeaderReader,
  clientAddress: string | null,
): GraphQLContext | Promise<GraphQLContext> {
  // A client's own `x-request-id` is kept when it looks like one; otherwise a new one is made.
  const requestId = requestIdOf(headers.get('x-request-id'));
  const bearer = bearerTokenOf(headers.get('authorization'));
  if (bearer === 'malformed') throw tokenRefused();
  if (bearer === null) {
    const session = RequestSession.fromCookieHeader(
      headers.get('cookie'),
      options.sealer,
      options.config.cookieSecure,
      options.revocations,
    );
    const caller: Caller = {
      // The session's, as the operation leaves it (a login signs it in).
      get userId() {
        return session.userId;
      },
      tokenId: null,
      abilities: allAbilities,
    };
    return assemble(options, services, headers, clientAddress, requestId, session, caller);
  }
  const made = (identity: TokenIdentity) =>
    assemble(
      options,
      services,
      headers,
      clientAddress,
      requestId,
      RequestSession.forBearer(bearer, identity.userId, options.sealer, options.revocations),
      { userId: identity.userId, tokenId: bearer.tokenId, abilities: identity.abilities },
    );
  const identity = options.identities.resolve(services.client, bearer, requestId);
  return identity instanceof Promise ? identity.then(made) : made(identity);
}

function assemble(
  options: BuildOptions,
  services: StartedServices,
  headers: HeaderReader,
  clientAddress: string | null,
  requestId: string,
  session: RequestSession,
  caller: Caller,
): GraphQLContext {
  const { config, logger } = options;
  const requestLogger = logger.child({ requestId });
  const upstream = services.client.forRequest(
    session,
    requestId,
    requestLogger,
    upstreamLocale(headers.get('accept-language')),
  );
  upstream.abilities = caller.abilities;
  return {
    config,
    logger: requestLogger,
    requestId,
    session,
    caller,
    callerIdentities: options.identities,
    upstream,
    loaders: createRequestLoaders(upstream, options.userWork),
    clientAddress,
    loginThrottle: options.loginThrottle,
    userWork: options.userWork,
    notificationFeed: services.feed,
    jobs: options.jobs,
  };
}
