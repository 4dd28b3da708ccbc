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
    // WebSockets only (the HTTP fallbacks exist for old browsers), and only the scheme asked for:
    // otherwise pusher-js also tries wss:// against a plain server whenever ws:// is slow.
    enabledTransports: settings.tls ? ['wss'] : ['ws'],
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
