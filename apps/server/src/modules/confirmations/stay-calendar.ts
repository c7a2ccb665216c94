import { hotelMoment } from '@hotel/shared/hotel-date';

/**
 * The stay as an iCalendar file (RFC 5545) for the confirmation e-mail: one event from the
 * hotel's check-in time on arrival to its check-out time on departure (in UTC, so no VTIMEZONE is
 * needed), or an all-day event over the same dates when the hotel has not set its times (DTEND is
 * exclusive, so it is the departure date itself), the hotel's
 * address as LOCATION, and a UID made from the order number so a second mail about the same
 * order updates the guest's calendar entry instead of adding one. SEQUENCE tells a calendar which
 * version is newer: the number of changes applied to the booking (0 as booked, n after n changes,
 * decision 0059), one more for a cancellation, which is sent as METHOD:CANCEL with
 * STATUS:CANCELLED. A change is published like the booking (METHOD:PUBLISH, the new stay): the
 * higher SEQUENCE under the same UID replaces the event. Written here rather than with a
 * library: one event of known fields, and the two rules that matter (escaping, folding at 75
 * octets without splitting a UTF-8 character) are tested in stay-calendar.test.ts.
 */
export interface StayEvent {
  orderNo: string;
  /** YYYY-MM-DD, hotel dates. */
  checkIn: string;
  checkOut: string;
  /** "15:00" / "12:00", hotel wall-clock time; null or absent: an all-day event. */
  checkInTime?: string | null;
  checkOutTime?: string | null;
  summary: string;
  location: string;
  description: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
  /** Changes applied to the booking (orders.amendment_count). */
  changes: number;
  cancelled?: boolean;
}

/** The host part of every UID: stable, so the same order always names the same event. */
const UID_DOMAIN = 'booking.felton-hotels.jp';

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n (§3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Content lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8
 * character (§3.1). Japanese text is 3 octets a character, so counting characters would not do.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (isoDate: string) => isoDate.replaceAll('-', '');

function utcStamp(moment: Date): string {
  return moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function stayTimes({ checkIn, checkOut, checkInTime, checkOutTime }: StayEvent): string[] {
  if (!checkInTime || !checkOutTime) return [`DTSTART;VALUE=DATE:${basicDate(checkIn)}`, `DTEND;VALUE=DATE:${basicDate(checkOut)}`];
  return [`DTSTART:${utcStamp(hotelMoment(checkIn, checkInTime))}`, `DTEND:${utcStamp(hotelMoment(checkOut, checkOutTime))}`];
}

export function stayCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Felton Hotels//Booking confirmation//JA',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.orderNo}@${UID_DOMAIN}`,
    `SEQUENCE:${event.changes + (event.cancelled ? 1 : 0)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...stayTimes(event),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
