import { data, redirect, type AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { PAY_METHODS } from '@hotel/shared/constants';
import { orderChangeForm, toOrderChangeBody } from '@hotel/shared/forms/order-change';
import { checkForm, type FieldErrors, type FormValues } from '@hotel/shared/forms/parse-form';
import { payStepForm } from '@hotel/shared/forms/pay';
import { CHANGE_MESSAGES, MESSAGES, partyTooLargeMessage, SERVER_MESSAGES } from '@hotel/shared/messages';
import { translateMessage } from '@hotel/shared/message-translations/index';
import { DEFAULT_LANGUAGE, languageOfPath, type SiteLanguage } from '@hotel/shared/site-language';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';
import { changeOutcomeHref, changePayHref, orderIdOf } from './order-change.server.ts';

/** A QR to scan for the difference, with the method it is for (booking's ChangePayment shows it). */
interface ChangeQr {
  payId: string;
  payUrl: string;
  qrCode: string;
  code: number;
}

/** The API's messages about one field of the form: shown at it, the rest above the buttons. */
const FIELD_OF: Record<string, string> = {
  [SERVER_MESSAGES.checkInInvalid]: 'checkIn',
  [SERVER_MESSAGES.checkInPast]: 'checkIn',
  [SERVER_MESSAGES.checkOutInvalid]: 'checkOut',
  [SERVER_MESSAGES.checkOutBeforeCheckIn]: 'checkOut',
  [SERVER_MESSAGES.stayTooLong]: 'checkOut',
  [SERVER_MESSAGES.leadTooFar]: 'checkOut',
  [SERVER_MESSAGES.roomNumInvalid]: 'roomQty',
  [SERVER_MESSAGES.partyInvalid]: 'adultNum',
  [SERVER_MESSAGES.roomTypeNotFound]: 'room',
  [SERVER_MESSAGES.rateNotFound]: 'room',
  [SERVER_MESSAGES.rateNeedsDiscountCode]: 'room',
  [CHANGE_MESSAGES.paymentTypeDiffers]: 'room',
  [CHANGE_MESSAGES.soldOut]: 'room',
  [SERVER_MESSAGES.memberPasswordRequired]: 'cardPwd',
  [SERVER_MESSAGES.memberPasswordWrong]: 'cardPwd',
};

/**
 * A refusal's field: a known message, or a room type's capacity (partyTooLargeMessage), in the
 * page's language (the API words its refusals in it, decision 0072).
 */
export function refusalField(message: string, lang: SiteLanguage = DEFAULT_LANGUAGE): string | undefined {
  for (const [known, field] of Object.entries(FIELD_OF)) if (translateMessage(known, lang) === message) return field;
  // How the refusal of a party too large for a room type begins: its words before the capacity.
  const partyTooLarge = translateMessage(partyTooLargeMessage(9, null), lang).split('9')[0]!;
  return message.startsWith(partyTooLarge) ? 'adultNum' : undefined;
}

/** The API's refusal back to the form (the posted intent says which form): at its field, else above the buttons. */
function refuse(request: Request, values: FormValues, status: number, message: string | undefined) {
  const said = message || MESSAGES.tryAgainLater;
  const field = refusalField(said, languageOfPath(new URL(request.url).pathname));
  const errors: FieldErrors = field ? { [field]: said } : {};
  return refuseForm(values, errors, field ? undefined : said, status >= 400 ? status : 500);
}

/** The amendment a pay, check or withdraw post is about (a hidden field of the page). */
function amendmentIdOf(values: FormValues): number {
  const id = Number(values.amendmentId);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: CHANGE_MESSAGES.changeNotFound }, { status: 404 });
  return id;
}

/**
 * The change page's posts (decision 0059), answered on the page or by a redirect, so the page works
 * without JavaScript: quote (the shared schema, then quoteOrderChange) and change (changeOrder:
 * applied at once, or pending until its difference is paid on the pay page).
 */
export async function orderChangeAction(request: Request, context: AppLoadContext, orderParam: string | undefined) {
  const orderId = orderIdOf(orderParam);
  const values = await readPostedForm(request);
  const intent = values.intent;
  if (intent !== 'quote' && intent !== 'change') throw data({ message: SERVER_MESSAGES.badRequest }, { status: 400 });
  const check = checkForm(orderChangeForm, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const body = toOrderChangeBody(orderId, check.data);
  if (intent === 'quote') {
    const { status, envelope } = await callEndpoint(context.transport, 'quoteOrderChange', body);
    if (!envelope?.success || !envelope.data) return refuse(request, values, status, envelope?.message);
    return { ok: true as const, quote: envelope.data, values };
  }
  const { status, envelope } = await callEndpoint(context.transport, 'changeOrder', body);
  if (!envelope?.success || !envelope.data) return refuse(request, values, status, envelope?.message);
  const { amendmentId, state } = envelope.data;
  throw redirect(state === 'applied' ? changeOutcomeHref(orderId, amendmentId) : changePayHref(orderId, amendmentId));
}

/**
 * The pay page's posts: pay (the difference: a QR to show, or the member card at once), check (has
 * the QR been paid? else the same QR again), withdraw. A settled change goes to the change page,
 * which says how it ended.
 */
export async function changePayAction(request: Request, context: AppLoadContext, orderParam: string | undefined) {
  const orderId = orderIdOf(orderParam);
  const values = await readPostedForm(request);
  const amendmentId = amendmentIdOf(values);
  const settled = changeOutcomeHref(orderId, amendmentId);
  if (values.intent === 'withdraw') {
    // Already applied or lapsed: the change page says which.
    await callEndpoint(context.transport, 'withdrawOrderChange', { orderId });
    throw redirect(settled);
  }
  if (values.intent === 'check') {
    const { envelope } = await callEndpoint(context.transport, 'checkchangepay', { amendmentId });
    if (envelope?.data?.state !== 'pending') throw redirect(settled);
  } else if (values.intent !== 'pay') throw data({ message: SERVER_MESSAGES.badRequest }, { status: 400 });
  const method = Object.values(PAY_METHODS).find((m) => m.paycode === values.paymethod);
  const check = checkForm(payStepForm, { code: method?.code, cardPwd: values.cardPwd });
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, envelope } = await callEndpoint(context.transport, 'changepay', { amendmentId, code: check.data.code, cardPwd: check.data.cardPwd });
  // The window closed meanwhile: the change page says the change lapsed.
  if (status === 410) throw redirect(settled);
  if (!envelope?.success) return refuse(request, values, status, envelope?.message);
  // Paid by the member card: applied.
  if (!envelope.data) throw redirect(settled);
  const qr: ChangeQr = { ...envelope.data, code: check.data.code };
  return { ok: true as const, qr };
}
