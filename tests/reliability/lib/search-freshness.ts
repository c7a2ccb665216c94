import { endpoints } from '@hotel/shared/api/endpoints';
import { SITE_HEADERS } from './api.ts';
import type { AnswerLog } from './answers.ts';
import { sleep } from './processes.ts';

interface SearchedRoom {
  rtCode: string;
  restrictionNotice?: string | null;
  rateList: { rateCode: string; nightlyPrices: { date: string; price: number }[] }[];
}

export interface SearchedNight {
  /** The room type has a rate to sell that night (no stop-sell). */
  onSale: boolean;
  /** The price of that night in its first rate, or null when there is none. */
  price: number | null;
  status: number;
}

/** One night of one room type as a guest's search shows it (getRoomAndRate, through every cache). */
export async function searchNight(log: AnswerLog, base: string, hotel: string, roomType: string, night: string, nextDay: string): Promise<SearchedNight> {
  const answer = await log.call('getRoomAndRate', `${base}${endpoints.getRoomAndRate.path}`, {
    method: 'POST',
    headers: SITE_HEADERS,
    body: { HotelCode: hotel, RoomTypeCode: roomType, CheckIn: night, CheckOut: nextDay },
  });
  const room = answer.status === 200 ? (answer.data as SearchedRoom[]).find((r) => r.rtCode === roomType) : undefined;
  const rate = room?.rateList[0];
  return { onSale: !!rate && !room?.restrictionNotice, price: rate?.nightlyPrices.find((p) => p.date === night)?.price ?? null, status: answer.status };
}

/** Searches until `seen` holds, at most `withinMs`: the milliseconds it took, or null (never seen). */
export async function searchUntil(search: () => Promise<SearchedNight>, seen: (night: SearchedNight) => boolean, withinMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (seen(await search())) return Date.now() - started;
    await sleep(100);
  }
  return null;
}
