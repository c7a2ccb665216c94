import { data, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import type { EndpointInput, EndpointName, EndpointOutput } from '@hotel/shared/api/endpoints';

/**
 * Loads one API operation for a loader. An unknown id (404) or bad parameter (400) becomes
 * the matching HTTP error page; anything else is a server error.
 */
export async function load<N extends EndpointName>(context: AppLoadContext, name: N, input: EndpointInput<N>): Promise<EndpointOutput<N>> {
  const { status, envelope } = await callEndpoint(context.transport, name, input);
  if (envelope.success && envelope.data !== null) return envelope.data;
  throw data({ message: envelope.message }, { status: status >= 400 ? status : 500 });
}

/** Like load, but a missing record is null instead of an error page. */
export async function loadOptional<N extends EndpointName>(context: AppLoadContext, name: N, input: EndpointInput<N>): Promise<EndpointOutput<N> | null> {
  const { status, envelope } = await callEndpoint(context.transport, name, input);
  if (envelope.success && envelope.data !== null) return envelope.data;
  if (status === 404) return null;
  throw data({ message: envelope.message }, { status: status >= 400 ? status : 500 });
}
