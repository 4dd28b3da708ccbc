import { describe, expect, it } from 'vitest';
import { LiveConnections } from './live-connections.js';

describe('LiveConnections', () => {
  it('refuses beyond the session and address limits and frees slots on release', () => {
    const connections = new LiveConnections({ socketsPerSession: 2, socketsPerAddress: 3 });
    const first = connections.open('s1', '10.0.0.1');
    const second = connections.open('s1', '10.0.0.1');
    expect(connections.open('s1', '10.0.0.2')).toEqual({ opened: false, limit: 'session' });
    expect(connections.open('s2', '10.0.0.1').opened).toBe(true);
    expect(connections.open('s3', '10.0.0.1')).toEqual({ opened: false, limit: 'address' });
    // Signed out: no session to count against, the address still counts.
    expect(connections.open(null, '10.0.0.1')).toEqual({ opened: false, limit: 'address' });
    if (!first.opened || !second.opened) throw new Error('both should open');
    first.release();
    first.release();
    expect(connections.ofSession('s1')).toBe(1);
    expect(connections.ofAddress('10.0.0.1')).toBe(2);
    expect(connections.open('s1', '10.0.0.1').opened).toBe(true);
  });
});
