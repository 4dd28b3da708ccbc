export { buildApp, type App, type BuildAppOptions, type StartedApp } from './server.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export {
  type NotificationFeed,
  type NotificationSubscriber,
} from './graphql/notifications/notification-feed.js';
export { type GraphQLContext } from './context.js';
