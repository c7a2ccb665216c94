import type { GoogleState } from './google-stand-in-messages.ts';
import { bestDiscount } from './google-stand-in-promotions.ts';

/**
 * How the Google stand-in prices a stay from what it holds, as Google computes an ARI price (the
 * reasons are Hotel Center's "ARI Prices: Troubleshoot" unavailability reasons). The rules, in the
 * order checked (the first that fails is the reason):
 *
 * 1. `rooms` is a whole number ≥ 1 and `checkOut` is after `checkIn` (else "Invalid itinerary").
 * 2. The hotel's property data lists the room ("Unspecified room") and the package ("Unspecified package").
 * 3. Every night from `checkIn` to the night before `checkOut` has a rate for the room × package
 *    ("Missing nightly rate"), all in one currency ("Incompatible nightly rates").
 * 4. Every night is Master Open for the room × package; a night never opened is closed, Google's
 *    default ("Stop sell date").
 * 5. Every night has an inventory count (CountType 2) for the room of at least `rooms`; a night
 *    without a count has none to sell ("No vacancy").
 * 6. The arrival night is not Arrival Close ("Invalid arrival"); the check-out date is not
 *    Departure Close for the room × package ("Invalid departure").
 * 7. The stay's nights are at least the arrival night's SetMinLOS ("Minimum length of stay") and at
 *    most its SetMaxLOS ("Maximum length of stay"), when set.
 *
 * The total is the sum of the nights' AmountAfterTax times `rooms`, in the currency's unit,
 * counted in hundredths so that no float error creeps in (680.00 + 720.50 = 1400.5), less the
 * largest discount of the hotel's promotions that apply to the stay booked on `bookedOn`
 * (google-stand-in-promotions.ts, where the rounding assumed is said).
 */

export interface GoogleStay {
  /** Google's hotel ID, room ID (InvTypeCode) and package ID (RatePlanCode): the channel's codes. */
  hotelCode: string;
  roomCode: string;
  rateCode: string;
  /** YYYY-MM-DD; checkOut is the departure date (its night is not part of the stay). */
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** The date the guest books on, for a promotion's BookingDates; absent: today in China (the hotels' time). */
  bookedOn?: string;
}

const chinaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function googleStayPrice(state: GoogleState, stay: GoogleStay): { total: number; currency: string } | { reason: string } {
  const { hotelCode, roomCode, rateCode, checkIn, checkOut, rooms } = stay;
  if (!Number.isInteger(rooms) || rooms < 1 || !(checkOut > checkIn)) return { reason: 'Invalid itinerary' };
  const property = state.property.get(hotelCode);
  if (!property?.rooms.has(roomCode)) return { reason: 'Unspecified room' };
  if (!property.packages.has(rateCode)) return { reason: 'Unspecified package' };
  const nights: string[] = [];
  for (let date = checkIn; date < checkOut; date = addDays(date, 1)) nights.push(date);
  const product = (date: string) => `${hotelCode}|${roomCode}|${rateCode}|${date}`;
  let hundredths = 0;
  let currency: string | null = null;
  for (const date of nights) {
    const rate = state.rates.get(product(date));
    if (!rate) return { reason: 'Missing nightly rate' };
    if (currency !== null && rate.currency !== currency) return { reason: 'Incompatible nightly rates' };
    currency = rate.currency;
    hundredths += Math.round(Number(rate.amount) * 100);
  }
  for (const date of nights) if ((state.restrictions.get(product(date))?.master ?? 'Close') !== 'Open') return { reason: 'Stop sell date' };
  for (const date of nights) if ((state.inventory.get(`${hotelCode}|${roomCode}|${date}`) ?? 0) < rooms) return { reason: 'No vacancy' };
  const arrival = state.restrictions.get(product(checkIn));
  if (arrival?.arrival === 'Close') return { reason: 'Invalid arrival' };
  if (state.restrictions.get(product(checkOut))?.departure === 'Close') return { reason: 'Invalid departure' };
  if (arrival?.minLos !== undefined && nights.length < arrival.minLos) return { reason: 'Minimum length of stay' };
  if (arrival?.maxLos !== undefined && nights.length > arrival.maxLos) return { reason: 'Maximum length of stay' };
  const total = (hundredths * rooms) / 100;
  const off = bestDiscount(state, { hotelCode, roomCode, rateCode, checkIn, checkOut, nights: nights.length, bookedOn: stay.bookedOn ?? chinaToday() }, total);
  return { total: (hundredths * rooms - off * 100) / 100, currency: currency! };
}
