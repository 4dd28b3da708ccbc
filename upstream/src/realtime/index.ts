export { createPusherServer, type PusherServer, type PusherServerOptions } from './pusher-server';
export {
  signChannelAuth,
  verifyChannelAuth,
  isValidSocketId,
  isValidChannelName,
  isPrivateChannel,
} from './channel-auth';
export { ProtocolError } from './protocol-errors';
