import type { ChannelType } from '@hotel/db/schema/channels';
import { availabilityRequests, rateRequests, restrictionRequests, type ChannelRateNight, type ChannelRoomNight, type OtaRequest } from './ota/ari-messages.ts';
import * as google from './ota/google-messages.ts';
import { promotionsRequest, type ChannelPromotion } from './ota/google-promotions.ts';
import { parseOtaAnswer, soapEnvelope, type OtaAnswer } from './ota/soap.ts';

/**
 * What differs between the kinds of connection (decisions 0062, 0066): the messages a hotel's
 * nights and its property become, how a request goes on the wire, and how its answer reads. The
 * sender (channel-sync.service.ts) keeps one lease, back-off and sync log for all of them. A new
 * kind is one more entry in PROTOCOLS.
 */

/** A hotel's nights to send, in the channel's codes. */
export interface HotelAri {
  channelHotel: string;
  roomNights: ChannelRoomNight[];
  rateNights: ChannelRateNight[];
}

/** A hotel's mapped room types and plans, in the channel's codes (Google's property data). */
export interface HotelProperty {
  channelHotel: string;
  rooms: google.GoogleRoom[];
  packages: google.GooglePackage[];
}

/** A hotel's public promotions (our terms) and its mapped plans (ours → the channel's). */
export interface HotelPromotions {
  channelHotel: string;
  promotions: readonly ChannelPromotion[];
  rates: ReadonlyMap<string, string>;
  /** The hotel's today and the last night a full sync sends. */
  today: string;
  horizonEnd: string;
}

export interface RequestMeta {
  requestorId: string;
  echoToken: () => string;
  timeStamp: string;
}

export interface ChannelProtocol {
  /** pmsXchange delivers the travel sites' reservations for us to pull (decision 0063); Google books on our site. */
  readonly pullsReservations: boolean;
  /** What a full sync sends before the nights ([] when the channel learns rooms and plans elsewhere). */
  propertyRequests(hotel: HotelProperty, meta: RequestMeta): OtaRequest[];
  /**
   * Google's visitors are not signed in and type no code: a plan only members or a code holder may
   * book is sent closed there, as an unsold plan is. pmsXchange's channels sell what they are mapped.
   */
  readonly publicPlansOnly: boolean;
  /** The hotel's promotions, the whole set, sent after the property data and whenever promotions change; absent: the channel takes none. */
  readonly promotionRequests?: (hotel: HotelPromotions, meta: RequestMeta) => OtaRequest[];
  /** The nights, in the order they are sent. */
  ariRequests(hotel: HotelAri, meta: RequestMeta): OtaRequest[];
  /** The HTTP request carrying `xml` (an OTA message of `name`). */
  wire(connection: { endpointUrl: string; username: string }, password: string, name: string, xml: string): { url: string; body: string; headers: Record<string, string> };
  /** The answer to a notification of `name`. */
  read(name: OtaRequest['name'], body: string): OtaAnswer;
}

const pmsxchange: ChannelProtocol = {
  pullsReservations: true,
  publicPlansOnly: false,
  propertyRequests: () => [],
  ariRequests({ channelHotel, roomNights, rateNights }, meta) {
    const full = { ...meta, hotelCode: channelHotel };
    // Availability, restrictions and rates in separate requests, as pmsXchange asks.
    return [...availabilityRequests(roomNights, full), ...(rateNights.length ? [...restrictionRequests(rateNights, full), ...rateRequests(rateNights, full)] : [])];
  },
  wire: (connection, password, _name, xml) => ({
    url: connection.endpointUrl,
    body: soapEnvelope({ username: connection.username, password }, xml),
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
  }),
  read: (name, body) => parseOtaAnswer(body, name.replace(/RQ$/, 'RS')),
};

const googleAri: ChannelProtocol = {
  pullsReservations: false,
  publicPlansOnly: true,
  promotionRequests: ({ channelHotel, promotions, rates, today, horizonEnd }, meta) => [promotionsRequest(promotions, rates, { ...meta, partnerKey: meta.requestorId, hotelCode: channelHotel, today, horizonEnd })],
  propertyRequests: ({ channelHotel, rooms, packages }, meta) => (rooms.length + packages.length ? [google.propertyDataRequest(rooms, packages, { ...meta, partnerKey: meta.requestorId, hotelCode: channelHotel })] : []),
  ariRequests({ channelHotel, roomNights, rateNights }, meta) {
    const full = { ...meta, partnerKey: meta.requestorId, hotelCode: channelHotel };
    // Rates before the restrictions that open them, inventory last: a night never opens without its price.
    return [...google.rateRequests(rateNights, full), ...google.availabilityRequests(rateNights, full), ...google.inventoryRequests(roomNights, full)];
  },
  wire: (connection, _password, name, xml) => ({
    url: `${connection.endpointUrl.replace(/\/+$/, '')}${google.GOOGLE_PATHS[name as OtaRequest['name']]}`,
    body: `<?xml version="1.0" encoding="UTF-8"?>${xml}`,
    headers: { 'content-type': 'application/xml' },
  }),
  read: (name, body) => google.readGoogleAnswer(name, body),
};

export const PROTOCOLS: Record<ChannelType, ChannelProtocol> = { pmsxchange, google: googleAri };
