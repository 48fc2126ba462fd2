import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses of one /64 as one network, whatever their spelling', () => {
    const a = clientNetwork('2001:db8:abcd:12::1');
    expect(a).toBe('2001:db8:abcd:12::/64');
    expect(clientNetwork('2001:0DB8:ABCD:0012:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientNetwork('[2001:db8:abcd:12:1:2:3:4]')).toBe(a);
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientNetwork('2001:db8:abcd:13::1')).not.toBe(clientNetwork('2001:db8:abcd:12::1'));
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('answers null without an address', () => {
    expect(clientNetwork(null)).toBeNull();
    expect(clientNetwork('')).toBeNull();
  });
});
