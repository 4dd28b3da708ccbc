// What a route handler receives: the request, its parsed parts and the application services.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { AppServices } from '../app-services';
import type { AccessTokenRecord } from '../auth/personal-access-tokens';
import type { Session } from '../auth/session-store';
import type { StoreRecord, UserRecord } from '../data/types';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  cookies: Map<string, string>;
  services: AppServices;
  log: Logger;
  /** Set-Cookie headers collected until the answer is written. */
  setCookies: string[];
  session: Session | undefined;
}

export interface AuthenticatedContext extends RequestContext {
  /** The cookie's session; undefined for a request made with a personal access token. */
  session: Session | undefined;
  /** The personal access token the request was made with; null for a cookie request. */
  token: AccessTokenRecord | null;
  user: UserRecord;
  store: StoreRecord;
}
