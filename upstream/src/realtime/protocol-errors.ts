/**
 * pusher:error codes this server sends, in Pusher's ranges. pusher-js acts on a code only when it
 * comes with a close (4000–4099: do not reconnect; 4200–4299: reconnect at once); codes sent
 * without a close are informative, so each kind of refusal gets its own code for the logs.
 */
export const ProtocolError = {
  /** The key in /app/{key} is not this app's. Closes. */
  appNotFound: 4001,
  /** The upgrade path is not /app/{key}. Closes. */
  pathNotFound: 4005,
  /** The protocol query parameter is not a number. Closes. */
  invalidVersion: 4006,
  /** A protocol version this server does not speak (it speaks 4 to 7). Closes. */
  unsupportedProtocol: 4007,
  /** No protocol query parameter. Closes. */
  noProtocolVersion: 4008,
  /** A subscription refused: missing or wrong signature, unsupported channel type. Stays open. */
  unauthorized: 4009,
  /** Nothing heard from the client within activity_timeout plus the pong timeout. Closes. */
  pongNotReceived: 4201,
  /** A message that is not JSON, has no event name, or lacks the fields its event needs. Stays open. */
  invalidMessage: 4202,
  /** A client event refused: name not client-*, channel not private or not subscribed, too big. Stays open. */
  clientEventRejected: 4301,
} as const;

export type ProtocolErrorCode = (typeof ProtocolError)[keyof typeof ProtocolError];
