import type { Database } from '@hotel/db/client';
import { channelConnections, channelMappings } from '@hotel/db/schema/channels';
import { SecretBox } from '../../src/lib/secret-box.ts';
import { DEMO_CHANNEL_KEY } from '../../src/modules/channels/index.ts';

/** The stand-in's account for us (the requestor id is in its URL's path). */
export const STAND_IN_CREDENTIALS = { requestorId: 'FELTON', username: 'felton-pms', password: 'pw-チャネル&1' };

/** pro001 as the channel knows it: SK, ST and the BAR, ADV plans mapped; DK and the rest not. */
export const STAND_IN_HOTELS = { 'FEL-HZ1': { rooms: ['SUP-K', 'SUP-T'], rates: ['BAR-RO', 'ADV-RO'] } };

/** An enabled connection to `url` selling pro001 (as channel hotel `hotelCode`), mapped as STAND_IN_HOTELS says; its id. */
export async function connectStandIn(db: Database, now: Date, url: string, hotelCode = 'FEL-HZ1'): Promise<number> {
  const [row] = await db
    .insert(channelConnections)
    .values({
      name: 'SiteMinder',
      type: 'pmsxchange',
      endpointUrl: url,
      requestorId: STAND_IN_CREDENTIALS.requestorId,
      username: STAND_IN_CREDENTIALS.username,
      passwordSealed: new SecretBox(DEMO_CHANNEL_KEY).seal(STAND_IN_CREDENTIALS.password),
      hotelCodes: ['pro001'],
      enabled: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: channelConnections.id });
  const id = row!.id;
  await db.insert(channelMappings).values([
    { connectionId: id, hotelCode: 'pro001', kind: 'hotel', ourCode: 'pro001', channelCode: hotelCode },
    { connectionId: id, hotelCode: 'pro001', kind: 'room', ourCode: 'SK', channelCode: 'SUP-K' },
    { connectionId: id, hotelCode: 'pro001', kind: 'room', ourCode: 'ST', channelCode: 'SUP-T' },
    { connectionId: id, hotelCode: 'pro001', kind: 'rate', ourCode: 'BAR', channelCode: 'BAR-RO' },
    { connectionId: id, hotelCode: 'pro001', kind: 'rate', ourCode: 'ADV', channelCode: 'ADV-RO' },
  ]);
  return id;
}

/** The Google stand-in's partner key and hotel ID for pro001 (decision 0066). */
export const GOOGLE_PARTNER_KEY = 'felton_hotels';
export const GOOGLE_HOTEL = 'FEL-G-001';

/**
 * An enabled google connection to `url` selling pro001 as GOOGLE_HOTEL: room types SK and ST as
 * G-SK and G-ST, plans BAR and ADV as G-BAR and G-ADV; no account (Google knows senders by their
 * address), the empty password sealed as the back office stores it. Its id.
 */
export async function connectGoogleStandIn(db: Database, now: Date, url: string): Promise<number> {
  const [row] = await db
    .insert(channelConnections)
    .values({ name: 'Google', type: 'google', endpointUrl: url, requestorId: GOOGLE_PARTNER_KEY, username: '', passwordSealed: new SecretBox(DEMO_CHANNEL_KEY).seal(''), hotelCodes: ['pro001'], enabled: true, createdAt: now, updatedAt: now })
    .returning({ id: channelConnections.id });
  const id = row!.id;
  await db.insert(channelMappings).values([
    { connectionId: id, hotelCode: 'pro001', kind: 'hotel', ourCode: 'pro001', channelCode: GOOGLE_HOTEL },
    { connectionId: id, hotelCode: 'pro001', kind: 'room', ourCode: 'SK', channelCode: 'G-SK' },
    { connectionId: id, hotelCode: 'pro001', kind: 'room', ourCode: 'ST', channelCode: 'G-ST' },
    { connectionId: id, hotelCode: 'pro001', kind: 'rate', ourCode: 'BAR', channelCode: 'G-BAR' },
    { connectionId: id, hotelCode: 'pro001', kind: 'rate', ourCode: 'ADV', channelCode: 'G-ADV' },
  ]);
  return id;
}

/**
 * An enabled google connection to `url` selling every hotel given, each hotel, room type and plan
 * mapped to itself (our codes as Google's IDs). Its id.
 */
export async function connectGoogleToEveryHotel(db: Database, now: Date, url: string, hotels: { code: string; rooms: string[]; plans: string[] }[]): Promise<number> {
  const [row] = await db
    .insert(channelConnections)
    .values({ name: 'Google', type: 'google', endpointUrl: url, requestorId: GOOGLE_PARTNER_KEY, username: '', passwordSealed: new SecretBox(DEMO_CHANNEL_KEY).seal(''), hotelCodes: hotels.map((h) => h.code), enabled: true, createdAt: now, updatedAt: now })
    .returning({ id: channelConnections.id });
  const connectionId = row!.id;
  const itself = (hotelCode: string, kind: 'hotel' | 'room' | 'rate', code: string) => ({ connectionId, hotelCode, kind, ourCode: code, channelCode: code });
  await db.insert(channelMappings).values(hotels.flatMap((h) => [itself(h.code, 'hotel', h.code), ...h.rooms.map((r) => itself(h.code, 'room', r)), ...h.plans.map((p) => itself(h.code, 'rate', p))]));
  return connectionId;
}
