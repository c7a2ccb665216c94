import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPmsxchangeStandIn, type PmsxchangeStandIn, type StandInOptions } from './helpers/pmsxchange-stand-in.ts';

// The stand-in checks our pmsXchange builders, so it is tested on hand-written XML only.

const SOAP = 'http://schemas.xmlsoap.org/soap/envelope/';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const PASSWORD_TEXT = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
const OTA = 'http://www.opentravel.org/OTA/2003/05';
const TODAY = '2026-03-02'; // a Monday

const OPTIONS: StandInOptions = {
  requestorId: 'FELTON',
  username: 'felton-pms',
  password: 'p@ss<&>word',
  hotels: { H1: { rooms: ['DBL', 'TWN'], rates: ['BAR', 'NRF'] } },
  today: () => TODAY,
};

const esc = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Credentials {
  username?: string;
  password?: string;
  passwordType?: string;
}

function envelope(payload: string, { username = OPTIONS.username, password = OPTIONS.password, passwordType = PASSWORD_TEXT }: Credentials = {}) {
  return (
    `<?xml version="1.0" encoding="UTF-8"?><SOAP-ENV:Envelope xmlns:SOAP-ENV="${SOAP}"><SOAP-ENV:Header>` +
    `<wsse:Security SOAP-ENV:mustUnderstand="1" xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>${esc(username)}</wsse:Username>` +
    `<wsse:Password Type="${esc(passwordType)}">${esc(password)}</wsse:Password></wsse:UsernameToken></wsse:Security></SOAP-ENV:Header>` +
    `<SOAP-ENV:Body>${payload}</SOAP-ENV:Body></SOAP-ENV:Envelope>`
  );
}

interface RootOptions extends Credentials {
  requestorId?: string;
  echoToken?: string;
  hotel?: string;
  rootAttrs?: string;
}

function otaRequest(name: string, content: string, { requestorId = 'FELTON', echoToken = 'echo-1', rootAttrs = `EchoToken="${echoToken}" TimeStamp="2026-03-02T09:30:00+00:00" Version="1.0"`, ...credentials }: RootOptions = {}) {
  return envelope(`<${name} xmlns="${OTA}" ${rootAttrs}><POS><Source><RequestorID Type="22" ID="${requestorId}"/></Source></POS>${content}</${name}>`, credentials);
}

const availRQ = (messages: string, options: RootOptions = {}) =>
  otaRequest('OTA_HotelAvailNotifRQ', `<AvailStatusMessages HotelCode="${options.hotel ?? 'H1'}">${messages}</AvailStatusMessages>`, options);
const rateRQ = (messages: string, options: RootOptions = {}) =>
  otaRequest('OTA_HotelRateAmountNotifRQ', `<RateAmountMessages HotelCode="${options.hotel ?? 'H1'}">${messages}</RateAmountMessages>`, options);

const DAYS = ['Mon', 'Tue', 'Weds', 'Thur', 'Fri', 'Sat', 'Sun'];
const mask = (...on: string[]) => DAYS.map((day) => ` ${day}="${on.includes(day) ? 1 : 0}"`).join('');

const limit = (room: string, start: string, end: string, value: number | string, extra = '') =>
  `<AvailStatusMessage BookingLimit="${value}"><StatusApplicationControl Start="${start}" End="${end}" InvTypeCode="${room}"${extra}/></AvailStatusMessage>`;
const restrict = (room: string, rate: string | null, start: string, end: string, content: string) =>
  `<AvailStatusMessage><StatusApplicationControl Start="${start}" End="${end}" InvTypeCode="${room}"${rate ? ` RatePlanCode="${rate}"` : ''}/>${content}</AvailStatusMessage>`;
const price = (room: string, rate: string, start: string, end: string, amount: string, extra = '') =>
  `<RateAmountMessage><StatusApplicationControl InvTypeCode="${room}" RatePlanCode="${rate}"/><Rates><Rate CurrencyCode="CNY" Start="${start}" End="${end}"${extra}>` +
  `<BaseByGuestAmts><BaseByGuestAmt AmountAfterTax="${amount}"/></BaseByGuestAmts></Rate></Rates></RateAmountMessage>`;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const answerParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'Error',
});

interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  name?: string;
  echoToken?: string;
  success?: boolean;
  errors?: { type: string; code: string | undefined; text: string }[];
  fault?: { code: string; text: string };
}

async function post(url: string, body: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body, ...init });
  const text = await response.text();
  const answer: Answer = { status: response.status, contentType: response.headers.get('content-type'), text };
  if (!answer.contentType?.startsWith('text/xml')) return answer;
  const soapBody = answerParser.parse(text).Envelope.Body;
  if (soapBody.Fault) return { ...answer, fault: { code: soapBody.Fault.faultcode, text: soapBody.Fault.faultstring } };
  type Rs = { '@EchoToken'?: string; Success?: string; Errors?: { Error: { '@Type': string; '@Code'?: string; '#text': string }[] } };
  const [name, rs] = Object.entries<Rs>(soapBody)[0]!;
  return {
    ...answer,
    name,
    echoToken: rs['@EchoToken'],
    success: 'Success' in rs,
    errors: (rs.Errors?.Error ?? []).map((e) => ({ type: e['@Type'], code: e['@Code'], text: e['#text'] })),
  };
}

function expectError(answer: Answer, type: string, code: string | undefined, text: string | RegExp) {
  expect(answer.status).toBe(200);
  expect(answer.success).toBe(false);
  expect(answer.errors).toHaveLength(1);
  expect(answer.errors![0]!.type).toBe(type);
  expect(answer.errors![0]!.code).toBe(code);
  expect(answer.errors![0]!.text).toMatch(text);
}

const EMPTY = { availability: {}, restrictions: {}, rates: {} };

describe('pmsXchange stand-in', () => {
  let standIn: PmsxchangeStandIn;
  let silent: PmsxchangeStandIn;

  beforeAll(async () => {
    standIn = await startPmsxchangeStandIn(OPTIONS);
    silent = await startPmsxchangeStandIn({ ...OPTIONS, unknownCodes: 'accept' });
  });

  afterAll(async () => {
    await standIn.close();
    await silent.close();
  });

  it('applies availability ranges (both ends inclusive) with their weekday mask, and answers Success with the EchoToken', async () => {
    standIn.reset();
    const answer = await post(
      standIn.url,
      availRQ(limit('DBL', '2026-03-02', '2026-03-15', 4, mask('Sat', 'Sun')) + limit('DBL', '2026-03-03', '2026-03-03', 2) + limit('TWN', '2026-03-02', '2026-03-02', 0), {
        echoToken: 'avail-1',
      }),
    );
    expect(answer).toMatchObject({ status: 200, name: 'OTA_HotelAvailNotifRS', echoToken: 'avail-1', success: true, errors: [] });
    expect(answer.contentType).toBe('text/xml; charset=utf-8');
    expect(answer.text).toMatch(new RegExp(`<OTA_HotelAvailNotifRS xmlns="${OTA}" Version="1\\.0" TimeStamp="[^"]+Z" EchoToken="avail-1"><Success/>`));
    for (const date of ['2026-03-07', '2026-03-08', '2026-03-14', '2026-03-15']) expect(standIn.availability('H1', 'DBL', date)).toBe(4);
    expect(standIn.availability('H1', 'DBL', '2026-03-02')).toBeUndefined();
    expect(standIn.availability('H1', 'DBL', '2026-03-03')).toBe(2);
    expect(standIn.availability('H1', 'DBL', '2026-03-16')).toBeUndefined();
    expect(standIn.availability('H1', 'TWN', '2026-03-02')).toBe(0);
    expect(Object.keys(standIn.snapshot().availability)).toHaveLength(6);
    expect(standIn.received).toHaveLength(1);
    expect(standIn.received[0]).toMatchObject({ name: 'OTA_HotelAvailNotifRQ', echoToken: 'avail-1', hotelCode: 'H1', ok: true, error: null, items: 3 });
  });

  it('sets stop-sell, CTA, CTD and stays per rate (every rate without RatePlanCode); a later Open clears only its own kind', async () => {
    standIn.reset();
    const closed = await post(
      standIn.url,
      availRQ(
        restrict('DBL', 'BAR', '2026-03-05', '2026-03-06', '<RestrictionStatus Status="Close"/>') +
          restrict('DBL', 'BAR', '2026-03-05', '2026-03-06', '<RestrictionStatus Status="Close" Restriction="Arrival"/>') +
          restrict('DBL', 'BAR', '2026-03-05', '2026-03-05', '<RestrictionStatus Status="Close" Restriction="Departure"/>') +
          restrict('DBL', 'BAR', '2026-03-05', '2026-03-06', '<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="2"/><LengthOfStay MinMaxMessageType="SetMaxLOS" Time="14" TimeUnit="Day"/></LengthsOfStay>') +
          restrict('TWN', null, '2026-03-05', '2026-03-05', '<RestrictionStatus Status="Close" Restriction="Arrival"/>'),
      ),
    );
    expect(closed.success).toBe(true);
    expect(standIn.restrictions('H1', 'DBL', 'BAR', '2026-03-05')).toEqual({ stopSell: true, closedToArrival: true, closedToDeparture: true, minLos: 2, maxLos: 14 });
    expect(standIn.restrictions('H1', 'DBL', 'BAR', '2026-03-06')).toEqual({ stopSell: true, closedToArrival: true, minLos: 2, maxLos: 14 });
    expect(standIn.restrictions('H1', 'DBL', 'NRF', '2026-03-05')).toEqual({});
    expect(standIn.restrictions('H1', 'TWN', 'BAR', '2026-03-05')).toEqual({ closedToArrival: true });
    expect(standIn.restrictions('H1', 'TWN', 'NRF', '2026-03-05')).toEqual({ closedToArrival: true });

    // Stop-sell and stays in one message (LengthsOfStay before RestrictionStatus, the OTA order), Master spelt out.
    const opened = await post(
      standIn.url,
      availRQ(
        restrict('DBL', 'BAR', '2026-03-05', '2026-03-05', '<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="1"/></LengthsOfStay><RestrictionStatus Status="Open" Restriction="Master"/>'),
      ),
    );
    expect(opened.success).toBe(true);
    expect(standIn.restrictions('H1', 'DBL', 'BAR', '2026-03-05')).toEqual({ stopSell: false, closedToArrival: true, closedToDeparture: true, minLos: 1, maxLos: 14 });
    await post(standIn.url, availRQ(restrict('DBL', 'BAR', '2026-03-05', '2026-03-06', '<RestrictionStatus Status="Open" Restriction="Arrival"/>')));
    expect(standIn.restrictions('H1', 'DBL', 'BAR', '2026-03-05')).toEqual({ stopSell: false, closedToArrival: false, closedToDeparture: true, minLos: 1, maxLos: 14 });
    expect(standIn.restrictions('H1', 'DBL', 'BAR', '2026-03-06')).toEqual({ stopSell: true, closedToArrival: false, minLos: 2, maxLos: 14 });

    const wrongOrder = await post(
      standIn.url,
      availRQ(restrict('DBL', 'BAR', '2026-03-07', '2026-03-07', '<RestrictionStatus Status="Close"/><LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="3"/></LengthsOfStay>')),
    );
    expectError(wrongOrder, '10', undefined, /Invalid content was found starting with element 'LengthsOfStay'/);
  });

  it('records rate amounts as sent, per room, rate and night', async () => {
    standIn.reset();
    const occupancy =
      '<RateAmountMessage><StatusApplicationControl InvTypeCode="DBL" RatePlanCode="NRF" Start="2026-03-02" End="2026-03-03"/><Rates><Rate><BaseByGuestAmts>' +
      '<BaseByGuestAmt NumberOfGuests="2" AgeQualifyingCode="10" AmountAfterTax="720.50" CurrencyCode="CNY"/>' +
      '<BaseByGuestAmt NumberOfGuests="1" AgeQualifyingCode="10" AmountAfterTax="650.00" CurrencyCode="CNY"/>' +
      '</BaseByGuestAmts></Rate></Rates></RateAmountMessage>';
    const answer = await post(
      standIn.url,
      rateRQ(price('DBL', 'BAR', '2026-03-02', '2026-03-08', '688.00') + occupancy + price('TWN', 'BAR', '2026-03-02', '2026-03-08', '888', mask('Fri', 'Sat')), { echoToken: 'rates-1' }),
    );
    expect(answer).toMatchObject({ status: 200, name: 'OTA_HotelRateAmountNotifRS', echoToken: 'rates-1', success: true });
    expect(standIn.rate('H1', 'DBL', 'BAR', '2026-03-02')).toEqual({ amount: '688.00', currency: 'CNY' });
    expect(standIn.rate('H1', 'DBL', 'BAR', '2026-03-08')).toEqual({ amount: '688.00', currency: 'CNY' });
    expect(standIn.rate('H1', 'DBL', 'BAR', '2026-03-09')).toBeUndefined();
    expect(standIn.rate('H1', 'DBL', 'NRF', '2026-03-03')).toEqual({ amount: '650.00', currency: 'CNY' });
    expect(standIn.rate('H1', 'TWN', 'BAR', '2026-03-06')).toEqual({ amount: '888', currency: 'CNY' });
    expect(standIn.rate('H1', 'TWN', 'BAR', '2026-03-05')).toBeUndefined();
    expect(Object.keys(standIn.snapshot().rates)).toHaveLength(7 + 2 + 2);
    expect(standIn.received.at(-1)).toMatchObject({ name: 'OTA_HotelRateAmountNotifRQ', ok: true, items: 3 });

    const noCurrency = price('DBL', 'BAR', '2026-03-10', '2026-03-10', '1.00').replace(' CurrencyCode="CNY"', '');
    expectError(await post(standIn.url, rateRQ(noCurrency)), '10', undefined, /'CurrencyCode'/);
    expectError(await post(standIn.url, rateRQ(price('DBL', 'BAR', '2026-03-10', '2026-03-10', '0.00'))), '3', '450', /positive/);
    expectError(await post(standIn.url, rateRQ(price('DBL', 'BAR', '2026-03-10', '2026-03-10', '9').replace('"CNY"', '"cny"'))), '3', '450', /CurrencyCode/);
    const noPlan = price('DBL', 'BAR', '2026-03-10', '2026-03-10', '9').replace(' RatePlanCode="BAR"', '');
    expectError(await post(standIn.url, rateRQ(noPlan)), '10', undefined, /'RatePlanCode' must appear/);
    expect(standIn.rate('H1', 'DBL', 'BAR', '2026-03-10')).toBeUndefined();
  });

  it('answers OTA_PingRQ with Success and the EchoData', async () => {
    const answer = await post(standIn.url, otaRequest('OTA_PingRQ', '<EchoData>Hello &amp; welcome</EchoData>', { echoToken: 'ping-1' }));
    expect(answer).toMatchObject({ status: 200, name: 'OTA_PingRS', echoToken: 'ping-1', success: true });
    expect(answer.text).toContain('<EchoData>Hello &amp; welcome</EchoData>');
  });

  it('refuses wrong credentials and a Password Type other than PasswordText with Type 4, applying nothing', async () => {
    standIn.reset();
    const message = limit('DBL', '2026-03-02', '2026-03-02', 5);
    const invalid = 'Authentication failed - PMS FELTON received request with invalid username/password';
    expectError(await post(standIn.url, availRQ(message, { password: 'wrong' })), '4', undefined, invalid);
    expectError(await post(standIn.url, availRQ(message, { username: 'someone' })), '4', undefined, invalid);
    expectError(await post(standIn.url, availRQ(message, { passwordType: PASSWORD_TEXT.replace('#PasswordText', '#PasswordDigest') })), '4', undefined, /Authentication failed.*PasswordText/);
    const wrongWsse = availRQ(message).replace(`xmlns:wsse="${WSSE}"`, 'xmlns:wsse="http://example.com/wsse"');
    expectError(await post(standIn.url, wrongWsse), '4', undefined, /Authentication failed/);
    expect(standIn.snapshot()).toEqual(EMPTY);
    expect(standIn.received.map((r) => [r.ok, r.error?.slice(0, 6)])).toEqual(Array(4).fill([false, 'Type 4']));
  });

  it('refuses a RequestorID in the body that is not the one in the path, and an unknown PMS in the path', async () => {
    standIn.reset();
    const message = limit('DBL', '2026-03-02', '2026-03-02', 5);
    expectError(await post(standIn.url, availRQ(message, { requestorId: 'OTHER' })), '3', '450', "Inconsistent PMS codes. PMS 'FELTON' does not match RequestorID 'OTHER'");
    const otherPath = standIn.url.replace(/FELTON$/, 'OTHER');
    expectError(await post(otherPath, availRQ(message, { requestorId: 'OTHER' })), '4', undefined, 'Authentication failed - PMS OTHER does not exist');
    expect(standIn.snapshot()).toEqual(EMPTY);
  });

  it('refuses an unknown hotel (392), room (402) or rate (249); in silent-accept mode answers Success and applies only the known', async () => {
    standIn.reset();
    expectError(await post(standIn.url, availRQ(limit('DBL', '2026-03-02', '2026-03-02', 5), { hotel: 'H9' })), '3', '392', 'Hotel not found for HotelCode=H9');
    const mixedKnown = limit('DBL', '2026-03-02', '2026-03-02', 5) + limit('SUITE', '2026-03-02', '2026-03-02', 1);
    expectError(await post(standIn.url, availRQ(mixedKnown)), '3', '402', /InvTypeCode=SUITE/);
    expectError(await post(standIn.url, rateRQ(price('DBL', 'BAR', '2026-03-02', '2026-03-02', '9') + price('DBL', 'HALF', '2026-03-02', '2026-03-02', '9'))), '3', '249', /RatePlanCode=HALF/);
    expectError(await post(standIn.url, availRQ(restrict('DBL', 'HALF', '2026-03-02', '2026-03-02', '<RestrictionStatus Status="Close"/>'))), '3', '249', /RatePlanCode=HALF/);
    expect(standIn.snapshot()).toEqual(EMPTY);

    silent.reset();
    expect((await post(silent.url, availRQ(mixedKnown))).success).toBe(true);
    expect((await post(silent.url, rateRQ(price('DBL', 'HALF', '2026-03-02', '2026-03-02', '9')))).success).toBe(true);
    expectError(await post(silent.url, availRQ(mixedKnown, { hotel: 'H9' })), '3', '392', /H9/);
    expect(silent.snapshot()).toEqual({ ...EMPTY, availability: { 'H1|DBL|2026-03-02': 5 } });
  });

  it('refuses availability and restrictions in one request, and BookingLimit with a RatePlanCode, applying nothing', async () => {
    standIn.reset();
    const mixed = limit('DBL', '2026-03-02', '2026-03-02', 5) + restrict('DBL', 'BAR', '2026-03-03', '2026-03-03', '<RestrictionStatus Status="Close"/>');
    expectError(await post(standIn.url, availRQ(mixed)), '3', '450', 'Availability and restrictions must be sent in separate requests');
    const both = '<AvailStatusMessage BookingLimit="3"><StatusApplicationControl Start="2026-03-02" End="2026-03-02" InvTypeCode="DBL"/><RestrictionStatus Status="Close"/></AvailStatusMessage>';
    expectError(await post(standIn.url, availRQ(both)), '3', '450', 'Availability and restrictions must be sent in separate requests');
    expectError(await post(standIn.url, availRQ(limit('DBL', '2026-03-02', '2026-03-02', 5, ' RatePlanCode="BAR"'))), '3', '450', /RatePlanCode=BAR/);
    expect(standIn.snapshot()).toEqual(EMPTY);
  });

  it('refuses more than 500 messages in one request, and takes 500', async () => {
    standIn.reset();
    const messages = (count: number) => Array.from({ length: count }, (_, i) => limit('DBL', addDays(TODAY, i), addDays(TODAY, i), 3)).join('');
    const tooMany = await post(standIn.url, availRQ(messages(501)));
    expectError(tooMany, '3', '450', /501.*at most 500/);
    expect(standIn.received.at(-1)).toMatchObject({ ok: false, items: 501 });
    expect(standIn.snapshot()).toEqual(EMPTY);
    expect((await post(standIn.url, availRQ(messages(500)))).success).toBe(true);
    expect(Object.keys(standIn.snapshot().availability)).toHaveLength(500);
  });

  it('refuses overlapping ranges, dates outside yesterday … 750 days ahead, and what breaks the schema', async () => {
    standIn.reset();
    const refuse = async (xml: string, type: string, code: string | undefined, text: RegExp) => expectError(await post(standIn.url, xml), type, code, text);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-05', 4) + limit('DBL', '2026-03-05', '2026-03-06', 2)), '3', '450', /Overlapping/);
    await refuse(availRQ(restrict('TWN', null, '2026-03-02', '2026-03-02', '<RestrictionStatus Status="Close"/>') + restrict('TWN', 'NRF', '2026-03-02', '2026-03-02', '<RestrictionStatus Status="Open"/>')), '3', '450', /Overlapping/);
    await refuse(rateRQ(price('DBL', 'BAR', '2026-03-02', '2026-03-04', '1') + price('DBL', 'BAR', '2026-03-04', '2026-03-04', '2')), '3', '450', /Overlapping/);
    await refuse(availRQ(limit('DBL', '2026-02-28', '2026-03-02', 4)), '3', '450', /in the past/);
    await refuse(availRQ(limit('DBL', addDays(TODAY, 750), addDays(TODAY, 751), 4)), '3', '450', /750 days/);
    await refuse(availRQ(limit('DBL', '2026-03-05', '2026-03-04', 4)), '3', '450', /after End/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-02-30', 4)), '10', undefined, /'2026-02-30'/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-02', -1)), '10', undefined, /BookingLimit/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-08', 4, ' Wed="0"')), '10', undefined, /Attribute 'Wed' is not allowed/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-02', 4), { rootAttrs: 'TimeStamp="2026-03-02T09:30:00Z" Version="1.0"' }), '10', undefined, /'EchoToken' must appear/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-02', 4), { rootAttrs: 'EchoToken="" TimeStamp="2026-03-02T09:30:00Z" Version="1.0"' }), '10', undefined, /EchoToken/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-02', 4), { rootAttrs: 'EchoToken="e" TimeStamp="2026-03-02T09:30:00" Version="1.0"' }), '10', undefined, /TimeStamp/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-02', 4), { rootAttrs: 'EchoToken="e" TimeStamp="2026-03-02T09:30:00+08:00" Version="2.0"' }), '3', '450', /Version/);
    await refuse(availRQ(''), '10', undefined, /'AvailStatusMessages' is not complete/);
    await refuse(availRQ(restrict('DBL', 'BAR', '2026-03-02', '2026-03-02', '<RestrictionStatus Status="Shut"/>')), '10', undefined, /Shut/);
    await refuse(availRQ(restrict('DBL', 'BAR', '2026-03-02', '2026-03-02', '<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="0"/></LengthsOfStay>')), '10', undefined, /Time/);
    await refuse(availRQ(limit('DBL', '2026-03-02', '2026-03-02', 4)).replace(`xmlns="${OTA}"`, 'xmlns="http://example.com/ota"'), '10', undefined, /OTA_HotelAvailNotifRQ/);
    expect(standIn.snapshot()).toEqual(EMPTY);
    // Yesterday and the 750th day are taken: the hotel's night and the horizon's last.
    expect((await post(standIn.url, availRQ(limit('DBL', addDays(TODAY, -1), addDays(TODAY, -1), 4) + limit('DBL', addDays(TODAY, 750), addDays(TODAY, 750), 4)))).success).toBe(true);
  });

  it('answers HTTP and SOAP problems as pmsXchange does: 405, 415, Client faults, unsupported messages', async () => {
    standIn.reset();
    const get = await fetch(standIn.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const body = availRQ(limit('DBL', '2026-03-02', '2026-03-02', 5));
    expect((await post(standIn.url, body, { headers: { 'content-type': 'application/soap+xml' } })).status).toBe(415);
    expect((await post(standIn.url, body, { headers: { 'content-type': 'text/xml;charset=UTF-8' } })).success).toBe(true);

    const broken = await post(standIn.url, body.slice(0, -20));
    expect(broken).toMatchObject({ status: 500, fault: { code: 'SOAP-ENV:Client' } });
    const soap12 = await post(standIn.url, body.replace(`xmlns:SOAP-ENV="${SOAP}"`, 'xmlns:SOAP-ENV="http://www.w3.org/2003/05/soap-envelope"'));
    expect(soap12).toMatchObject({ status: 500, fault: { code: 'SOAP-ENV:VersionMismatch' } });
    const huge = await post(standIn.url, body.replace('<SOAP-ENV:Body>', `<SOAP-ENV:Body><!--${'x'.repeat(2 * 1024 * 1024)}-->`));
    expect(huge).toMatchObject({ status: 500, fault: { code: 'SOAP-ENV:Client', text: expect.stringMatching(/2 MB/) } });

    // Inventory counts are Google's message (issue 27), not pmsXchange's.
    const counts = otaRequest('OTA_HotelInvCountNotifRQ', '<Inventories HotelCode="H1"/>', { echoToken: 'count-1' });
    const unsupported = await post(standIn.url, counts);
    expect(unsupported).toMatchObject({ name: 'OTA_HotelInvCountNotifRS', echoToken: 'count-1' });
    expectError(unsupported, '3', '450', /Unsupported message/);

    expect(standIn.received.map((r) => r.error?.split(':')[0] ?? null)).toEqual(['HTTP 405', 'HTTP 415', null, 'SOAP-ENV', 'SOAP-ENV', 'SOAP-ENV', 'Type 3 Code 450']);
    expect(standIn.snapshot().availability).toEqual({ 'H1|DBL|2026-03-02': 5 });
  });

  it('goes down as asked: HTTP 503, a SOAP Server fault, a refused connection, then answers again on the same address', async () => {
    standIn.reset();
    const body = availRQ(limit('DBL', '2026-03-02', '2026-03-02', 7));
    try {
      await standIn.setOutage('http503');
      expect((await post(standIn.url, body)).status).toBe(503);
      await standIn.setOutage('fault');
      expect(await post(standIn.url, body)).toMatchObject({ status: 500, fault: { code: 'SOAP-ENV:Server' } });
      await standIn.setOutage('unreachable');
      await expect(post(standIn.url, body)).rejects.toThrow();
      expect(standIn.availability('H1', 'DBL', '2026-03-02')).toBeUndefined();
    } finally {
      await standIn.setOutage(null);
    }
    expect((await post(standIn.url, body)).success).toBe(true);
    expect(standIn.availability('H1', 'DBL', '2026-03-02')).toBe(7);
    expect(standIn.received.map((r) => [r.ok, r.error?.split(':')[0] ?? null])).toEqual([
      [false, 'HTTP 503'],
      [false, 'SOAP-ENV'],
      [true, null],
    ]);
  });

  it('gives equal snapshots for the same messages batched differently', async () => {
    const [one, other] = await Promise.all([startPmsxchangeStandIn(OPTIONS), startPmsxchangeStandIn(OPTIONS)]);
    try {
      const stopSell = '<RestrictionStatus Status="Close"/>';
      const minStay = '<LengthsOfStay><LengthOfStay MinMaxMessageType="SetMinLOS" Time="2"/></LengthsOfStay>';
      await post(one.url, availRQ(limit('DBL', '2026-03-02', '2026-03-10', 4) + limit('TWN', '2026-03-02', '2026-03-03', 1)));
      await post(one.url, availRQ(restrict('DBL', null, '2026-03-06', '2026-03-07', stopSell) + restrict('DBL', 'BAR', '2026-03-02', '2026-03-08', minStay)));
      await post(one.url, rateRQ(price('DBL', 'BAR', '2026-03-02', '2026-03-08', '688.00') + price('TWN', 'NRF', '2026-03-02', '2026-03-02', '520.00')));

      await post(other.url, rateRQ(price('TWN', 'NRF', '2026-03-02', '2026-03-02', '520.00')));
      await post(other.url, availRQ(restrict('DBL', 'NRF', '2026-03-06', '2026-03-07', stopSell)));
      await post(other.url, availRQ(limit('DBL', '2026-03-06', '2026-03-10', 4)));
      await post(other.url, rateRQ(price('DBL', 'BAR', '2026-03-02', '2026-03-04', '688.00') + price('DBL', 'BAR', '2026-03-05', '2026-03-08', '688.00')));
      await post(other.url, availRQ(restrict('DBL', 'BAR', '2026-03-02', '2026-03-08', minStay) + restrict('DBL', 'BAR', '2026-03-06', '2026-03-07', stopSell)));
      await post(other.url, availRQ(limit('TWN', '2026-03-02', '2026-03-03', 1) + limit('DBL', '2026-03-02', '2026-03-05', 4)));

      expect([...one.received, ...other.received].every((r) => r.ok)).toBe(true);
      expect(one.snapshot()).toEqual(other.snapshot());
      expect(one.snapshot()).not.toEqual(EMPTY);
      expect(Object.keys(one.snapshot().restrictions)).toContain('H1|DBL|NRF|2026-03-06');

      await post(other.url, availRQ(limit('DBL', '2026-03-10', '2026-03-10', 3)));
      expect(one.snapshot()).not.toEqual(other.snapshot());
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});
