import { type ChannelAuthorizationHandler, type Options } from 'pusher-js';
import { realtimeTimeouts, type RealtimeSettings } from './realtime-settings.js';

/** pusher-js options for one user's connection; authorisation goes through `authorize`. */
export function pusherClientOptions(
  settings: RealtimeSettings,
  authorize: ChannelAuthorizationHandler,
): Options {
  const options: Options = {
    cluster: settings.cluster,
    forceTLS: settings.tls,
    // WebSockets only: the HTTP fallbacks exist for old browsers, not for a server-side client.
    enabledTransports: ['ws', 'wss'],
    ...realtimeTimeouts,
    channelAuthorization: { customHandler: authorize },
  };
  if (settings.host !== null) options.wsHost = settings.host;
  if (settings.port !== null) {
    options.wsPort = settings.port;
    options.wssPort = settings.port;
  }
  return options;
}
