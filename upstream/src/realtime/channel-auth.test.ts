import { describe, expect, it } from 'vitest';
import {
  isPrivateChannel,
  isValidChannelName,
  isValidSocketId,
  signChannelAuth,
  verifyChannelAuth,
} from './channel-auth';

// The worked example of Pusher's channel authorisation documentation.
const DOCS_EXAMPLE = {
  appKey: '278d425bdf160c739803',
  appSecret: '7ad3773142a6692b25b8',
  socketId: '1234.1234',
  channelName: 'private-foobar',
};

describe('channel authorisation', () => {
  it("signs exactly like Pusher's documentation", () => {
    expect(signChannelAuth(DOCS_EXAMPLE)).toEqual({
      auth: '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    });
  });

  it('verifies its own signatures and nothing else', () => {
    const { auth } = signChannelAuth(DOCS_EXAMPLE);
    expect(verifyChannelAuth({ ...DOCS_EXAMPLE, auth })).toBe(true);
    expect(verifyChannelAuth({ ...DOCS_EXAMPLE, auth, socketId: '1234.1235' })).toBe(false);
    expect(verifyChannelAuth({ ...DOCS_EXAMPLE, auth, channelName: 'private-other' })).toBe(false);
    expect(verifyChannelAuth({ ...DOCS_EXAMPLE, auth: auth.slice(0, -1) })).toBe(false);
    expect(verifyChannelAuth({ ...DOCS_EXAMPLE, auth: `other-key:${auth.split(':')[1]}` })).toBe(
      false,
    );
  });

  it('knows socket ids, channel names and private channels', () => {
    expect(isValidSocketId('123.456')).toBe(true);
    expect(isValidSocketId('123')).toBe(false);
    expect(isValidSocketId('1.2;drop')).toBe(false);
    expect(isValidChannelName('private-user.7.notifications')).toBe(true);
    expect(isValidChannelName('has space')).toBe(false);
    expect(isValidChannelName('x'.repeat(165))).toBe(false);
    expect(isPrivateChannel('private-user.7.notifications')).toBe(true);
    expect(isPrivateChannel('private-encrypted-user.7')).toBe(false);
    expect(isPrivateChannel('presence-room')).toBe(false);
  });
});
