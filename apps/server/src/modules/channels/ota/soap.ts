import { element, text } from './xml.ts';
import type { XMLParser } from 'fast-xml-parser';
import { attr, get, list, otaParser, textOf } from './xml-read.ts';

/** pmsXchange's SOAP 1.1 wrapping (decision 0062). */
export const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';
export const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const PASSWORD_TEXT = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
export const OTA_NS = 'http://www.opentravel.org/OTA/2003/05';

export interface Credentials {
  username: string;
  password: string;
}

/** The OTA message in a SOAP 1.1 envelope with the WS-Security UsernameToken header (the password as text: the only type pmsXchange takes). */
export function soapEnvelope(credentials: Credentials, otaMessage: string): string {
  const token = element('wsse:UsernameToken', {}, text('wsse:Username', {}, credentials.username), text('wsse:Password', { Type: PASSWORD_TEXT }, credentials.password));
  const header = element('SOAP-ENV:Header', {}, element('wsse:Security', { 'SOAP-ENV:mustUnderstand': '1', 'xmlns:wsse': WSSE }, token));
  return `<?xml version="1.0" encoding="UTF-8"?>${element('SOAP-ENV:Envelope', { 'xmlns:SOAP-ENV': SOAP_ENV }, header, element('SOAP-ENV:Body', {}, otaMessage))}`;
}

/** What the channel manager answered to one request. */
export type OtaAnswer =
  | { ok: true }
  /** `<Errors>`: the whole message refused (nothing applied); sending it again unchanged fails again. */
  | { ok: false; kind: 'errors'; message: string }
  /** A SOAP fault or an answer we cannot read: the channel's side, worth trying again later. */
  | { ok: false; kind: 'fault'; message: string };

const parser = otaParser(['Error']);

/** A failure as OtaAnswer states it. */
type OtaFailure = Exclude<OtaAnswer, { ok: true }>;

/**
 * Opens an `OTA_…RS` in its envelope with `reader` (each answer's own list elements): its element
 * when it says `<Success/>`; otherwise `<Errors>` (each Error's Type, Code and text) or a fault.
 */
export function openOtaAnswer(xml: string, expected: string, reader: XMLParser = parser): { ok: true; answer: unknown } | OtaFailure {
  let doc: unknown;
  try {
    doc = reader.parse(xml);
  } catch {
    return { ok: false, kind: 'fault', message: '応答を読み取れません（XMLではありません）' };
  }
  const body = get(doc, 'Envelope', 'Body');
  const fault = get(body, 'Fault');
  if (fault) return { ok: false, kind: 'fault', message: `SOAP fault ${textOf(get(fault, 'faultcode'))}: ${textOf(get(fault, 'faultstring'))}`.trim() };
  const answer = get(body, expected);
  if (!answer) return { ok: false, kind: 'fault', message: `応答が ${expected} ではありません` };
  const errors = list(answer, 'Errors', 'Error');
  if (errors.length > 0) {
    const message = errors
      .map((e) => {
        const [type, code, shortText] = [attr(e, 'Type'), attr(e, 'Code'), attr(e, 'ShortText')];
        const codes = [type ? `Type ${type}` : '', code ? `Code ${code}` : ''].filter(Boolean).join(' ');
        const words = textOf(e) || shortText;
        return codes ? `${words} (${codes})` : words;
      })
      .join('; ');
    return { ok: false, kind: 'errors', message };
  }
  if (get(answer, 'Success') !== undefined) return { ok: true, answer };
  return { ok: false, kind: 'fault', message: `${expected} に Success も Errors もありません` };
}

/** Reads a notification's `OTA_…RS`: `<Success/>`, or its Errors or fault. */
export function parseOtaAnswer(xml: string, expected: string): OtaAnswer {
  const opened = openOtaAnswer(xml, expected);
  return opened.ok ? { ok: true } : opened;
}
