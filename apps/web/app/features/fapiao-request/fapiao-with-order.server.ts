import type { AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { fapiaoRequestForm } from '@hotel/shared/forms/fapiao';
import { checkForm, formValues, type FieldErrors } from '@hotel/shared/forms/parse-form';
import { refuseForm } from '../../lib/form-action.server.ts';
import { fapiaoValuesOf } from './fapiao-values.ts';

/** The guest step's names: the request's fields beside the guest's own, and the box that asks for one. */
const FAPIAO_PREFIX = 'fapiao_';
const FAPIAO_WANTED = 'fapiaoWanted';
/** The pay step's query when the request could not be made with the order (the history can). */
const FAPIAO_LATER_PARAM = 'fapiao';

/**
 * The guest step's optional fapiao (decision 0071). The spec's submitOrder is left as the
 * specification says: the request is checked before the order is made (a refusal keeps the guest
 * on the step, nothing saved), posted once the order exists, and when that fails the guest goes
 * on to pay with a note that the history page takes the request.
 */
export async function withFapiaoRequest<T>(request: Request, context: AppLoadContext, submit: (request: Request) => Promise<T>): Promise<T | ReturnType<typeof refuseForm>> {
  const values = formValues(await request.clone().formData());
  if (values[FAPIAO_WANTED] !== 'on') return submit(request);
  const check = checkForm(fapiaoRequestForm, fapiaoValuesOf(values, FAPIAO_PREFIX));
  if (!check.ok) {
    const errors: FieldErrors = Object.fromEntries(Object.entries(check.errors).map(([field, message]) => [`${FAPIAO_PREFIX}${field}`, message]));
    return refuseForm(values, errors);
  }
  const answer = await submit(request);
  const location = answer instanceof Response ? answer.headers.get('location') : null;
  if (!location || !(answer instanceof Response)) return answer;
  const target = new URL(location, 'http://site.invalid');
  const orderId = Number(target.searchParams.get('id'));
  const made = Number.isInteger(orderId) && orderId > 0 ? await callEndpoint(context.transport, 'requestFapiao', { orderId, ...check.data }) : null;
  if (made?.envelope?.success) return answer;
  target.searchParams.set(FAPIAO_LATER_PARAM, 'later');
  answer.headers.set('location', `${target.pathname}${target.search}`);
  return answer;
}
