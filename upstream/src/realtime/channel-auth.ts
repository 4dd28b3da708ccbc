import { createHmac, timingSafeEqual } from 'node:crypto';

/** Pusher's channel-name alphabet and length limit. */
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;
const SOCKET_ID = /^\d+\.\d+$/;

export function isValidSocketId(socketId: string): boolean {
  return SOCKET_ID.test(socketId);
}

export function isValidChannelName(channelName: string): boolean {
  return CHANNEL_NAME.test(channelName);
}

export function isPrivateChannel(channelName: string): boolean {
  return channelName.startsWith('private-') && !channelName.startsWith('private-encrypted-');
}

function channelSignature(socketId: string, channelName: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(`${socketId}:${channelName}`).digest('hex');
}

/**
 * The answer of POST /broadcasting/auth for a private channel: `key:HMAC-SHA256(secret,
 * "socket_id:channel_name")` in hex, exactly what Pusher's server libraries produce.
 */
export function signChannelAuth(input: {
  socketId: string;
  channelName: string;
  appKey: string;
  appSecret: string;
}): { auth: string } {
  return {
    auth: `${input.appKey}:${channelSignature(input.socketId, input.channelName, input.appSecret)}`,
  };
}

/** Checks a subscription's auth string in constant time, so timing leaks nothing of the secret. */
export function verifyChannelAuth(input: {
  auth: string;
  socketId: string;
  channelName: string;
  appKey: string;
  appSecret: string;
}): boolean {
  const expected = Buffer.from(signChannelAuth(input).auth);
  const received = Buffer.from(input.auth);
  return expected.length === received.length && timingSafeEqual(expected, received);
}
