/** One SOAP request to a channel manager and its answer, as received (decision 0062). */
export interface ChannelTransport {
  /** Rejects on a network error or a timeout; any HTTP status resolves. */
  post(url: string, xml: string): Promise<{ status: number; body: string }>;
}

/** SiteMinder asks to wait 60–120 s for an answer; we wait 60. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Node's fetch, SOAP 1.1's content type, no redirects followed (a redirect is an answer we do not take). */
export const fetchTransport: ChannelTransport = {
  async post(url, xml) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
      body: xml,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.text() };
  },
};
