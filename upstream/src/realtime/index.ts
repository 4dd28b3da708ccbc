export { createPusherServer, type PusherServer, type PusherServerOptions } from './pusherServer';
export {
  signChannelAuth,
  verifyChannelAuth,
  isValidSocketId,
  isValidChannelName,
  isPrivateChannel,
} from './channelAuth';
export { ProtocolError } from './protocolErrors';
