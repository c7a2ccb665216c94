import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { checkJsonLd, jsonLdBlocks, nodesOfType } from './structured-data.ts';

/**
 * A rooms page with a stay in its address, as Google's free booking links open it (decision 0067),
 * read the way its two readers read it: the guest the visible totals, the price crawler the
 * JSON-LD Offers. No JavaScript runs: this is the server's HTML.
 */
export interface LandingStay {
  hotelCode: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  children: number;
}

export const landingPath = (s: LandingStay) =>
  `/${s.hotelCode}/rooms?${new URLSearchParams({ checkIn: s.checkIn, checkOut: s.checkOut, rooms: String(s.rooms), adults: String(s.adults), children: String(s.children) })}`;

export async function landingPage(app: FastifyInstance, path: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  return res.body;
}

/**
 * Each rate row's total as the guest reads it (the amount to pay: after a promotion the last
 * amount of the line, the struck list total before it), by `rtCode/rateCode`.
 */
export function visibleTotals(html: string): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [, key = '', inner = ''] of html.matchAll(/<p[^>]*\bdata-rate="([^"]+)"[^>]*>([\s\S]*?)<\/p>/g)) {
    const text = inner.replace(/<[^>]*>/g, '');
    const amounts = [...text.matchAll(/([\d,]+)元/g)].map(([, n = '']) => Number(n.replaceAll(',', '')));
    expect(text, key).toContain('税・サービス料込');
    totals.set(key, amounts.at(-1)!);
  }
  return totals;
}

/** The page's Offers, every JSON-LD block first passing the strict checker. */
export function landingOffers(html: string) {
  const blocks = jsonLdBlocks(html);
  for (const { data } of blocks) expect(checkJsonLd(data)).toEqual([]);
  return blocks.flatMap(({ data }) => nodesOfType(data, 'Offer'));
}

/** An Offer's price by its name (`<room type>・<plan>`), as a crawler would pair it with a feed's room and rate. */
export function offerPrices(html: string): Map<string, number> {
  return new Map(landingOffers(html).map((offer) => [offer['name'] as string, offer['price'] as number]));
}
