import type { Envelope } from '../schemas/envelope.ts';
import type { EndpointInput, EndpointName, EndpointOutput } from './endpoints.ts';
import { endpointPaths } from './endpoint-paths.ts';

export interface TransportRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export interface TransportResponse {
  status: number;
  body: unknown;
  /**
   * The Set-Cookie headers of the answer (in-process transport only). Only the back office's
   * sign-in and sign-out actions pass them on to the browser; everything else ignores them.
   */
  setCookies?: string[];
  /** An answer that is not JSON (a receipt's PDF; in-process transport only): its bytes and headers, `body` null. */
  file?: { bytes: Uint8Array; contentType: string; disposition: string | undefined };
}

/** How a request reaches the server: in-process inject on the server, fetch in the browser. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export interface ApiResult<T> {
  status: number;
  envelope: Envelope<T | null>;
}

/** Calls a named endpoint: GET sends the input as the query string, POST as the JSON body. */
export async function callEndpoint<N extends EndpointName>(
  transport: Transport,
  name: N,
  input: EndpointInput<N>,
): Promise<ApiResult<EndpointOutput<N>>> {
  const endpoint = endpointPaths[name];
  const request: TransportRequest =
    endpoint.method === 'GET'
      ? { method: 'GET', path: endpoint.path, query: toQuery(input) }
      : { method: 'POST', path: endpoint.path, body: input };
  const { status, body } = await transport(request);
  return { status, envelope: body as Envelope<EndpointOutput<N> | null> };
}

/** Calls a named endpoint that answers a file (getReceiptPdf): the file, or the refusal's envelope. */
export async function callFileEndpoint<N extends EndpointName>(
  transport: Transport,
  name: N,
  input: EndpointInput<N>,
): Promise<{ status: number; file: TransportResponse['file']; envelope: Envelope<null> | null }> {
  const endpoint = endpointPaths[name];
  const request: TransportRequest = endpoint.method === 'GET' ? { method: 'GET', path: endpoint.path, query: toQuery(input) } : { method: 'POST', path: endpoint.path, body: input };
  const { status, body, file } = await transport(request);
  return { status, file, envelope: file ? null : (body as Envelope<null>) };
}

function toQuery(input: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    // GET inputs are flat records of strings and numbers (the endpoint schemas).
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  return query;
}
