import { type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy, type TrustProxy } from './client-address.js';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

function trust(raw: string): TrustProxy {
  const parsed = parseTrustProxy(raw);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
}

describe('TRUST_PROXY', () => {
  it('reads none, a hop count, or addresses and CIDRs', () => {
    expect(parseTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustProxy('false')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('0')).toEqual({ kind: 'none' });
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16, ::1, loopback')).toMatchObject({
      kind: 'addresses',
      entries: ['10.0.0.1', '192.168.0.0/16', '::1', 'loopback'],
    });
  });

  it('refuses "true" (it would believe any client) and malformed entries', () => {
    expect(parseTrustProxy('true')).toHaveProperty('problem');
    expect(parseTrustProxy('11')).toHaveProperty('problem');
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('problem');
    expect(parseTrustProxy('proxy.example.com')).toHaveProperty('problem');
    expect(parseTrustProxy('10.0.0.1/8/2')).toHaveProperty('problem');
  });
});

describe('clientAddressOf', () => {
  it('ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddressOf(request('203.0.113.9', '1.2.3.4'), trust('0'))).toBe('203.0.113.9');
  });

  it('takes the entry the one trusted proxy appended, never what the client wrote', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy (10.0.0.5) appended the real peer.
    const spoofed = request('10.0.0.5', '1.2.3.4, 198.51.100.7');
    expect(clientAddressOf(spoofed, trust('1'))).toBe('198.51.100.7');
    expect(clientAddressOf(request('10.0.0.5', '198.51.100.7'), trust('1'))).toBe('198.51.100.7');
  });

  it('walks as many hops as configured', () => {
    const chain = request('10.0.0.5', '6.6.6.6, 198.51.100.7, 10.0.0.4');
    expect(clientAddressOf(chain, trust('2'))).toBe('198.51.100.7');
    // More hops than entries: the left-most one is all there is.
    expect(clientAddressOf(request('10.0.0.5', '198.51.100.7'), trust('3'))).toBe('198.51.100.7');
    expect(clientAddressOf(request('10.0.0.5'), trust('1'))).toBe('10.0.0.5');
  });

  it('with addresses, skips trusted proxies from the right and stops at the first other one', () => {
    const list = trust('10.0.0.0/8');
    expect(clientAddressOf(request('10.0.0.5', '6.6.6.6, 198.51.100.7, 10.1.1.1'), list)).toBe(
      '198.51.100.7',
    );
    // A direct client (not a trusted proxy) cannot choose its address with the header.
    expect(clientAddressOf(request('198.51.100.7', '10.0.0.9'), list)).toBe('198.51.100.7');
    expect(clientAddressOf(request('::ffff:10.0.0.5', '198.51.100.8'), list)).toBe('198.51.100.8');
  });

  it('reads repeated X-Forwarded-For headers as one list', () => {
    const repeated = {
      socket: { remoteAddress: '10.0.0.5' },
      headers: { 'x-forwarded-for': ['1.2.3.4', '198.51.100.7'] },
    } as unknown as IncomingMessage;
    expect(clientAddressOf(repeated, trust('1'))).toBe('198.51.100.7');
  });
});
