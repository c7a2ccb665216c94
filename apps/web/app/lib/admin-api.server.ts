import { data, redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { AdminEndpoint } from '@hotel/shared/api/admin-endpoint';
import type { Envelope } from '@hotel/shared/schemas/envelope';

/** Where the back office sends someone who is not (or no longer) signed in. */
export const ADMIN_LOGIN_PATH = '/admin/login';

export interface AdminResult<T> {
  status: number;
  envelope: Envelope<T | null>;
  /** The API's Set-Cookie headers: only the sign-in and sign-out actions pass them to the browser. */
  setCookies: string[];
}

/**
 * Calls a staff API operation in-process with the visitor's cookie (the staff_session cookie
 * reads through exactly as from a browser), as someone signed in: a lapsed or missing session
 * (401) ends here, with the sign-in page and the way back (`next`), so no loader or action
 * checks for it. Any other answer comes back as it came: actions show refusals next to their fields.
 */
export async function callAdmin<I extends z.ZodType, O extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  endpoint: AdminEndpoint<I, O>,
  input: z.input<I>,
): Promise<AdminResult<z.output<O>>> {
  const result = await callAdminPublic(context, endpoint, input);
  if (result.status === 401) throw redirectToLogin(request);
  return result;
}

/**
 * The same call for the operations anyone may make signed out (sign-in, its second step,
 * set-password, sign-out, the sign-in page's "already signed in?"): there a 401 is an answer
 * (a wrong password, nobody signed in), not a session to renew.
 */
export async function callAdminPublic<I extends z.ZodType, O extends z.ZodType>(
  context: AppLoadContext,
  endpoint: AdminEndpoint<I, O>,
  input: z.input<I>,
): Promise<AdminResult<z.output<O>>> {
  const { status, body, setCookies } =
    endpoint.method === 'GET'
      ? await context.transport({ method: 'GET', path: endpoint.path, query: toQuery(input as Record<string, unknown>) })
      : await context.transport({ method: 'POST', path: endpoint.path, body: input });
  return { status, envelope: body as Envelope<z.output<O> | null>, setCookies: setCookies ?? [] };
}

/** Headers that pass the API's Set-Cookie on to the browser (sign-in, sign-out). */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/**
 * For loaders: the data, or the matching page. Not signed in goes to the sign-in page (callAdmin);
 * a refusal (403), an unknown record (404) or a bad parameter (400) is the
 * error page with the API's Japanese message.
 */
export async function adminLoad<I extends z.ZodType, O extends z.ZodType>(
  context: AppLoadContext,
  request: Request,
  endpoint: AdminEndpoint<I, O>,
  input: z.input<I>,
): Promise<z.output<O>> {
  const { status, envelope } = await callAdmin(context, request, endpoint, input);
  if (envelope.success && envelope.data !== null) return envelope.data;
  throw data({ message: envelope.message }, { status: status >= 400 ? status : 500 });
}

function redirectToLogin(request: Request): Response {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return redirect(`${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(back)}`);
}

function toQuery(input: Record<string, unknown> | undefined): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null) continue;
    // GET inputs are flat records of strings, numbers and booleans (the endpoint schemas).
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    query[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return query;
}
