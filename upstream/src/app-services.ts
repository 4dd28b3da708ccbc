// What every route handler can reach: configuration, the data, sessions and tokens, logging and
// realtime.
import type { Logger } from 'pino';
import type { PersonalAccessTokens } from './auth/personal-access-tokens';
import type { SessionStore } from './auth/session-store';
import type { UpstreamConfig } from './config';
import type { GeneratedDatabase } from './data/generate-database';
import type { ExportFiles } from './http/exports/export-files';

/** Publishes an event on a Pusher channel (the realtime server's trigger). */
export type PublishEvent = (channel: string, event: string, data: unknown) => void;

export interface AppServices {
  config: UpstreamConfig;
  db: GeneratedDatabase;
  sessions: SessionStore;
  /** Personal access tokens (bearer requests). */
  tokens: PersonalAccessTokens;
  logger: Logger;
  publish: PublishEvent;
  exports: ExportFiles;
  /**
   * Runs one repricing batch over every store (POST /dev/reprice and the scheduler);
   * `holdMarket`: without the market's step before it.
   */
  repriceAll: (options?: { holdMarket?: boolean }) => Promise<unknown>;
  /** The clock; tests may replace it. */
  now: () => number;
}

export function notificationsChannel(userId: number): string {
  return `private-user.${userId}.notifications`;
}
