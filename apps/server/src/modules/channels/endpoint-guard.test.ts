import { describe, expect, it } from 'vitest';
import { endpointProblem, isPublicAddress, parseAllowedHosts, type Resolve } from './endpoint-guard.ts';

const none = parseAllowedHosts(undefined);
const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses;
const unknownName: Resolve = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

describe('isPublicAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1'])(
    '%s is not public',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
  it.each(['8.8.8.8', '52.63.1.10', '172.32.0.1', '2606:4700::1111'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));
  it('a name is not an address', () => expect(isPublicAddress('example.com')).toBe(false));
});

describe('endpointProblem', () => {
  it('takes https to a name that resolves only to public addresses', async () => {
    expect(await endpointProblem('https://pmsx.example.com/webservices/FELTON', none, resolvesTo('52.63.1.10'))).toBeNull();
  });

  it('refuses http, other schemes and what is not a URL', async () => {
    expect(await endpointProblem('http://pmsx.example.com/ws', none, resolvesTo('52.63.1.10'))).toMatch(/https:\/\//);
    expect(await endpointProblem('ftp://pmsx.example.com/ws', none, resolvesTo('52.63.1.10'))).toMatch(/https:\/\//);
    expect(await endpointProblem('pmsx.example.com/ws', none, resolvesTo('52.63.1.10'))).toMatch(/形式/);
  });

  it('refuses credentials in the URL (they have their own fields)', async () => {
    expect(await endpointProblem('https://user:pw@pmsx.example.com/ws', none, resolvesTo('52.63.1.10'))).toMatch(/パスワード/);
  });

  it('refuses private, loopback and link-local addresses, written or resolved, and a name resolving to any', async () => {
    for (const url of ['https://127.0.0.1/ws', 'https://10.0.0.8/ws', 'https://169.254.169.254/latest', 'https://[::1]:8443/ws', 'https://[fe80::1]/ws', 'https://[::ffff:127.0.0.1]/ws', 'https://[::ffff:a00:1]/ws']) {
      expect(await endpointProblem(url, none, resolvesTo('52.63.1.10')), url).toMatch(/社内ネットワーク/);
    }
    expect(await endpointProblem('https://internal.example.com/ws', none, resolvesTo('192.168.0.10'))).toMatch(/社内ネットワーク/);
    expect(await endpointProblem('https://mixed.example.com/ws', none, resolvesTo('52.63.1.10', '10.0.0.1'))).toMatch(/社内ネットワーク/);
  });

  it('says so when the name is not found', async () => {
    expect(await endpointProblem('https://typo.example.invalid/ws', none, unknownName)).toMatch(/見つかりません/);
  });

  it('lets CHANNEL_ALLOWED_HOSTS name a stand-in, by host or host:port, over http too', async () => {
    const allowed = parseAllowedHosts(' 127.0.0.1:4010 , Stand-In.test ');
    expect(await endpointProblem('http://127.0.0.1:4010/pmsx', allowed, unknownName)).toBeNull();
    expect(await endpointProblem('https://stand-in.test/pmsx', allowed, unknownName)).toBeNull();
    // Another port of the same address is not named.
    expect(await endpointProblem('http://127.0.0.1:5432/', allowed, unknownName)).toMatch(/https:\/\//);
    expect(await endpointProblem('https://127.0.0.1:5432/', allowed, unknownName)).toMatch(/社内ネットワーク/);
  });
});
