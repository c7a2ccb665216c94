import { CHANNEL, DEFAULT_STATE_HOTEL_CODE, REQUEST_TIMEOUT_MS } from '@hotel/shared/constants';
import { httpErrorMessage } from '@hotel/shared/messages';
import { callEndpoint, type ApiResult, type Transport } from '@hotel/shared/api/transport';
import type { EndpointInput, EndpointName, EndpointOutput } from '@hotel/shared/api/endpoints';
import { showToast } from './toast-store.ts';

/** Pending requests by URL: a new request to the same URL cancels the earlier one (spec §7). */
const pending = new Map<string, AbortController>();

export class RequestCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/**
 * The browser transport: JSON, the spec's headers, a 10 s timeout, same-URL cancellation and
 * the HTTP error toasts of spec §8. The session rides in an HttpOnly cookie, never in script.
 */
const browserTransport: Transport = async ({ method, path, query, body }) => {
  const url = query && Object.keys(query).length > 0 ? `${path}?${new URLSearchParams(query)}` : path;
  pending.get(url)?.abort();
  const controller = new AbortController();
  pending.set(url, controller);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(url, {
      method,
      credentials: 'same-origin',
      signal: controller.signal,
      headers: {
        accept: 'application/json',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        channel: CHANNEL,
        groupcode: DEFAULT_STATE_HOTEL_CODE,
        random: String(Math.floor(Math.random() * 1_000_000)),
        timestamp: String(Date.now()),
        'x-session-mode': 'cookie',
        // The page's language (<html lang>): the API words its refusals in it (decision 0072).
        'accept-language': document.documentElement.lang || 'ja',
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const json: unknown = await res.json().catch(() => null);
    return { status: res.status, body: json };
  } catch (error) {
    if (controller.signal.aborted && !timedOut) throw new RequestCancelled();
    return { status: timedOut ? 408 : 0, body: null };
  } finally {
    clearTimeout(timer);
    if (pending.get(url) === controller) pending.delete(url);
  }
};

export interface CallOptions {
  /** Statuses the caller shows itself (e.g. 400 validation messages in a form). */
  quietStatuses?: number[];
}

/**
 * Calls an endpoint from the browser. Transport failures and unexpected HTTP errors raise the
 * spec's toast; the envelope comes back for the caller to read `success` and `message`.
 */
export async function api<N extends EndpointName>(
  name: N,
  input: EndpointInput<N>,
  options: CallOptions = {},
): Promise<ApiResult<EndpointOutput<N>>> {
  const result = await callEndpoint(browserTransport, name, input);
  const { status, envelope } = result;
  const quiet = options.quietStatuses ?? [400, 401, 409, 429];
  if (!envelope) {
    showToast(httpErrorMessage(status === 0 ? undefined : status), 'error');
    return { status, envelope: { success: false, message: httpErrorMessage(status === 0 ? undefined : status), data: null, statusCode: status } };
  }
  if (status >= 400 && !quiet.includes(status)) showToast(httpErrorMessage(status), 'error');
  return result;
}
