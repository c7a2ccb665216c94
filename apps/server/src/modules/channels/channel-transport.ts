/** One request to a channel and its answer, as received (decisions 0062, 0066). */
export interface ChannelTransport {
  /** Rejects on a network error or a timeout; any HTTP status resolves. `headers`: the protocol's (content type, SOAPAction). */
  post(url: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }>;
}

/** SiteMinder asks to wait 60–120 s for an answer; we wait 60 (Google names no limit: the same). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Node's fetch, no redirects followed (a redirect is an answer we do not take). */
export const fetchTransport: ChannelTransport = {
  async post(url, body, headers) {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, body: await response.text() };
  },
};
