import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { applyGoogleMessage, GoogleRefusal, type GoogleState } from './google-stand-in-messages.ts';
import { googleStayPrice, type GoogleStay } from './google-stand-in-price.ts';
import type { GooglePromotionRule } from './google-stand-in-promotions.ts';

/**
 * A reference stand-in for Google's hotel prices ARI endpoints (decision 0066), written from
 * Google's XML reference, never from our builders: it is what checks them. It answers the
 * documented paths (POST, application/xml, no SOAP), checks the partner key and each message's
 * shape (a malformed or refused message applies nothing and is answered with Errors, or a
 * TransactionResponse Failure), keeps what it received with Google's overlay semantics, and prices
 * a stay from it as Google would (`priceOf`, google-stand-in-price.ts).
 */

export interface GoogleStandInOptions {
  partnerKey: string;
  /** Google's hotel IDs it knows (the hotel list feed); a message for another is refused. */
  hotels: string[];
}

export interface GoogleReceived {
  /** The path posted to, and the root element (e.g. OTA_HotelAvailNotifRQ, Transaction; '' when unreadable). */
  path: string;
  name: string;
  hotelCode: string | null;
  ok: boolean;
  /** e.g. "Type 3 Code 392: …", "HTTP 503", "Failure 1002: …". */
  error: string | null;
  body: string;
}

export interface GoogleRestrictions {
  /** Google's default is Close: a night is sold only once it is opened. */
  master: 'Open' | 'Close';
  arrival: 'Open' | 'Close';
  departure: 'Open' | 'Close';
  /** SetMinLOS / SetMaxLOS of a stay arriving that night; undefined: none received. */
  minLos?: number;
  maxLos?: number;
}

export interface GoogleStandIn {
  /** The endpoint to store on a google connection (Google's is https://www.google.com). */
  url: string;
  received: GoogleReceived[];
  /** The nightly rate of a room × package (AmountAfterTax as sent, e.g. "680.00"), or undefined. */
  rate(hotel: string, room: string, rate: string, date: string): { amount: string; currency: string } | undefined;
  restrictions(hotel: string, room: string, rate: string, date: string): GoogleRestrictions;
  /** Rooms left to sell (CountType 2) of a room type on a night, or undefined: none received. */
  inventory(hotel: string, room: string, date: string): number | undefined;
  /** The hotel's property data: room IDs with name and capacity, package IDs with name, breakfast and refundability. */
  property(hotel: string): GoogleState['property'] extends Map<string, infer P> ? P | undefined : never;
  /** The hotel's promotions as held: Promotion id → its conditions and discount. */
  promotions(hotel: string): ReadonlyMap<string, GooglePromotionRule>;
  /**
   * What Google would show for the stay: the sum of its nights' AmountAfterTax times `rooms`
   * (in yuan, to the fen), less the best promotion that applies, or null when any night lacks a rate, is closed, the room or package is
   * not in the property data, the length of stay or the arrival or departure is refused, or a
   * night has fewer rooms left than `rooms`. See google-stand-in-price.ts for the exact rules.
   */
  priceOf(stay: GoogleStay): number | null;
  /** Why priceOf is null (Hotel Center's unavailability reason), or null when it has a price. */
  whyNoPrice(stay: GoogleStay): string | null;
  /** The next `count` requests are answered with HTTP `status` (503 by default) and change nothing. */
  failNext(count: number, status?: number): void;
  /** Forgets everything received (and any failures still to come). */
  reset(): void;
  close(): Promise<void>;
}

/** The documented path of each message and the root element it takes. */
export const GOOGLE_STAND_IN_PATHS: Record<string, string> = {
  '/travel/hotels/uploads/property_data': 'Transaction',
  '/travel/hotels/uploads/ota/hotel_rate_amount_notif': 'OTA_HotelRateAmountNotifRQ',
  '/travel/hotels/uploads/ota/hotel_avail_notif': 'OTA_HotelAvailNotifRQ',
  '/travel/hotels/uploads/ota/hotel_inv_count_notif': 'OTA_HotelInvCountNotifRQ',
  '/travel/hotels/uploads/promotions': 'Promotions',
};

const OTA_NS = 'http://www.opentravel.org/OTA/2003/05';
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const LISTS = ['HotelPromotions', 'Promotion', 'DateRange', 'RatePlan', 'RoomType', 'RateAmountMessage', 'AvailStatusMessage', 'Inventory', 'InvCount', 'LengthOfStay', 'BaseByGuestAmt', 'PropertyDataSet', 'RoomData', 'PackageData', 'Text', 'Rate'];
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false, ignoreDeclaration: true, isArray: (name) => LISTS.includes(name) });

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export async function startGoogleStandIn(options: GoogleStandInOptions): Promise<GoogleStandIn> {
  const received: GoogleReceived[] = [];
  const state: GoogleState = { rates: new Map(), restrictions: new Map(), inventory: new Map(), property: new Map(), promotions: new Map() };
  let failures: { count: number; status: number } = { count: 0, status: 503 };

  /** [HTTP status, content type, body] for one request; what it changes is applied only when it is accepted whole. */
  function answer(req: IncomingMessage, body: string, bytes: number, record: GoogleReceived): [number, string, string] {
    if (failures.count > 0) {
      failures.count--;
      record.error = `HTTP ${failures.status}`;
      return [failures.status, 'text/plain; charset=utf-8', 'Service Unavailable'];
    }
    if (req.method !== 'POST') return plain(record, 405, 'Method Not Allowed');
    const expected = GOOGLE_STAND_IN_PATHS[record.path];
    if (!expected) return plain(record, 404, 'Not Found');
    if ((req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() !== 'application/xml') return plain(record, 415, 'Unsupported Media Type: application/xml expected');
    if (bytes > MAX_BODY_BYTES) return plain(record, 413, 'Payload Too Large');
    const valid = XMLValidator.validate(body);
    const doc = valid === true ? (parser.parse(body) as Record<string, unknown>) : null;
    const root = doc ? Object.keys(doc).filter((k) => !k.startsWith('?'))[0] : undefined;
    record.name = root ?? '';
    const element = (root && doc?.[root]) as Record<string, unknown> | undefined;
    const echo = typeof element?.['@EchoToken'] === 'string' ? element['@EchoToken'] : typeof element?.['@id'] === 'string' ? element['@id'] : '';
    try {
      if (valid !== true) throw new GoogleRefusal(10, null, `Unparsable XML: ${valid.err.msg}`);
      if (!element || typeof element !== 'object') throw new GoogleRefusal(10, null, 'Empty message');
      if (root !== expected) throw new GoogleRefusal(10, null, `${record.path} takes ${expected}, not ${root}`);
      if (root !== 'Transaction' && root !== 'Promotions' && element['@xmlns'] !== OTA_NS) throw new GoogleRefusal(10, null, `${root} must be in the namespace ${OTA_NS}`);
      const hotelCode = applyGoogleMessage(root, element, options, state);
      record.hotelCode = hotelCode;
      record.ok = true;
      return [200, 'application/xml; charset=utf-8', success(expected, echo)];
    } catch (error) {
      if (!(error instanceof GoogleRefusal)) throw error;
      record.hotelCode = error.hotelCode;
      record.error = error.describe();
      return [200, 'application/xml; charset=utf-8', refusal(expected, echo, error)];
    }
  }

  const plain = (record: GoogleReceived, status: number, text: string): [number, string, string] => {
    record.error = `HTTP ${status}`;
    return [status, 'text/plain; charset=utf-8', text];
  };
  const stamp = () => new Date().toISOString();
  // The pages read show no Promotions answer: the stand-in answers PromotionsResponse like property data (an assumption, decision 0066).
  const success = (name: string, echo: string) =>
    name === 'Promotions'
      ? `<?xml version="1.0" encoding="UTF-8"?><PromotionsResponse timestamp="${stamp()}" id="${escapeXml(echo)}" partner="${escapeXml(options.partnerKey)}"><Success/></PromotionsResponse>`
      : name === 'Transaction'
      ? `<?xml version="1.0" encoding="UTF-8"?><TransactionResponse timestamp="${stamp()}" id="${escapeXml(echo)}" partner="${escapeXml(options.partnerKey)}"><Status>Success</Status></TransactionResponse>`
      : `<?xml version="1.0" encoding="UTF-8"?><${rs(name)} xmlns="${OTA_NS}" EchoToken="${escapeXml(echo)}" TimeStamp="${stamp()}" Version="3.0"><Success/></${rs(name)}>`;
  const refusal = (name: string, echo: string, error: GoogleRefusal) =>
    name === 'Transaction' || name === 'Promotions'
      ? `<?xml version="1.0" encoding="UTF-8"?><${name}Response timestamp="${stamp()}" id="${escapeXml(echo)}" partner="${escapeXml(options.partnerKey)}"><Status>Failure</Status><Issues><Issue code="${error.code ?? 1}" status="failure">${escapeXml(error.message)}</Issue></Issues></${name}Response>`
      : `<?xml version="1.0" encoding="UTF-8"?><${rs(name)} xmlns="${OTA_NS}" EchoToken="${escapeXml(echo)}" TimeStamp="${stamp()}" Version="3.0"><Errors><Error Type="${error.type}"${error.code === null ? '' : ` Code="${error.code}"`} Status="NotProcessed" ShortText="${escapeXml(error.message.slice(0, 64))}">${escapeXml(error.message)}</Error></Errors></${rs(name)}>`;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= MAX_BODY_BYTES + 1) chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const record: GoogleReceived = { path: new URL(req.url ?? '/', 'http://stand-in').pathname, name: '', hotelCode: null, ok: false, error: null, body };
      received.push(record);
      const [status, type, text] = answer(req, body, bytes, record);
      res.writeHead(status, { 'content-type': type }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    rate: (hotel, room, rate, date) => {
      const value = state.rates.get(`${hotel}|${room}|${rate}|${date}`);
      return value && { ...value };
    },
    restrictions: (hotel, room, rate, date) => ({ master: 'Close', arrival: 'Open', departure: 'Open', ...state.restrictions.get(`${hotel}|${room}|${rate}|${date}`) }),
    inventory: (hotel, room, date) => state.inventory.get(`${hotel}|${room}|${date}`),
    property: (hotel) => state.property.get(hotel),
    promotions: (hotel) => new Map(state.promotions.get(hotel) ?? []),
    priceOf: (stay) => {
      const priced = googleStayPrice(state, stay);
      return 'total' in priced ? priced.total : null;
    },
    whyNoPrice: (stay) => {
      const priced = googleStayPrice(state, stay);
      return 'reason' in priced ? priced.reason : null;
    },
    failNext(count, status = 503) {
      failures = { count, status };
    },
    reset() {
      received.length = 0;
      state.rates.clear();
      state.restrictions.clear();
      state.inventory.clear();
      state.property.clear();
      state.promotions.clear();
      failures = { count: 0, status: 503 };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const rs = (name: string) => name.replace(/RQ$/, 'RS');
