import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a channel connection may send (issue 26, decision 0062): https to a public address. An
 * administrator's typo (http://localhost:5432, 10.0.0.1, the cloud's metadata address) must not make
 * the server call into its own network. CHANNEL_ALLOWED_HOSTS names the exceptions (a stand-in on this
 * machine), which may also speak plain http.
 *
 * The name is resolved and every address it resolves to is checked, at save time and again before
 * each send (a name may later resolve elsewhere).
 */

/** Addresses no connection may reach: private, loopback, link-local, CGNAT, unspecified, multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) reaches the IPv4 address: judged as that. (A
  // ::ffff:0:0/96 rule would not do: BlockList checks every IPv4 address against it too.)
  const mapped = mappedIpv4(address);
  if (mapped) return isPublicAddress(mapped);
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** ::ffff:10.0.0.1 or its hex form ::ffff:a00:1 (how URL writes it) as 10.0.0.1; null for any other address. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export type Resolve = (hostname: string) => Promise<string[]>;

/** The system resolver: every address of the name. */
export const resolveAll: Resolve = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** CHANNEL_ALLOWED_HOSTS as a set of `host` and `host:port` entries, lower-case. */
export function parseAllowedHosts(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * Why the connection may not send to `url` (Japanese, for the administrator), or null when it may.
 * `field`: the form's name for the address (a webhook's is 送信先URL).
 */
export async function endpointProblem(url: string, allowed: ReadonlySet<string>, resolve: Resolve = resolveAll, field = 'エンドポイントURL'): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${field}の形式が正しくありません（https://で始まるURLを入力してください）`;
  }
  if (parsed.username || parsed.password) return `${field}にユーザー名やパスワードを含めないでください（認証情報は別の欄に入力してください）`;
  const host = parsed.hostname.toLowerCase();
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (allowed.has(host) || allowed.has(parsed.host.toLowerCase())) {
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? null : `${field}は https:// で始めてください`;
  }
  if (parsed.protocol !== 'https:') return `${field}は https:// で始めてください`;
  let addresses: string[];
  if (isIP(bare)) {
    addresses = [bare];
  } else {
    try {
      addresses = await resolve(bare);
    } catch {
      return `${field}のホスト名（${bare}）が見つかりません`;
    }
  }
  if (addresses.length === 0) return `${field}のホスト名（${bare}）が見つかりません`;
  if (!addresses.every(isPublicAddress)) return `${field}が社内ネットワークやこのサーバー自身を指しています（インターネット上のアドレスを指定してください）`;
  return null;
}
