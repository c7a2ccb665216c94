/**
 * SMS_ENDPOINT is either a host (`dysmsapi.aliyuncs.com`, `sms.ap-guangzhou.tencentcloudapi.com`),
 * reached over HTTPS, or a URL with its scheme (`http://127.0.0.1:4010` for a test stand-in).
 */
export function parseSmsEndpoint(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const match = /^(?:(https?):\/\/)?([^/]+)\/?$/.exec(endpoint.trim());
  if (!match?.[2]) throw new Error(`SMS endpoint must be a host or http(s)://host[:port], got "${endpoint}"`);
  return { protocol: match[1] === 'http' ? 'http' : 'https', host: match[2] };
}
