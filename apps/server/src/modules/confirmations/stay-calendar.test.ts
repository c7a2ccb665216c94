import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, stayCalendar } from './stay-calendar.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('stayCalendar', () => {
  const ics = stayCalendar({
    orderNo: 'OD2026112400001',
    checkIn: '2026-12-24',
    checkOut: '2026-12-26',
    summary: 'フェルトン・ホテル東京, ご宿泊',
    location: '東京都千代田区丸の内1-1-1; 本館',
    description: '予約番号 OD2026112400001\n2026/12/24〜2026/12/26（2泊）\\',
    stamp: new Date('2026-11-24T02:30:05.123Z'),
    changes: 0,
  });
  const unfolded = ics.replace(/\r\n /g, '');

  it('is CRLF lines with one all-day event whose DTEND is the departure date', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(unfolded).toContain('\r\nDTSTART;VALUE=DATE:20261224\r\n');
    expect(unfolded).toContain('\r\nDTEND;VALUE=DATE:20261226\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20261124T023005Z\r\n');
    expect(unfolded).toContain('\r\nUID:OD2026112400001@booking.felton-hotels.jp\r\n');
    expect(unfolded).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(unfolded).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(unfolded).toContain('\r\nSUMMARY:フェルトン・ホテル東京\\, ご宿泊\r\n');
    expect(unfolded).toContain('\r\nLOCATION:東京都千代田区丸の内1-1-1\\; 本館\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:予約番号 OD2026112400001\\n2026/12/24〜2026/12/26（2泊）\\\\\r\n');
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const long = `DESCRIPTION:${'あ'.repeat(60)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n').length).toBeGreaterThan(1);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('a cancellation cancels the same event', () => {
    const cancelled = stayCalendar({ orderNo: 'OD1', checkIn: '2026-12-24', checkOut: '2026-12-25', summary: 's', location: 'l', description: 'd', stamp: new Date(0), changes: 0, cancelled: true });
    expect(cancelled).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(cancelled).toContain('\r\nSEQUENCE:1\r\n');
    expect(cancelled).toContain('\r\nUID:OD1@booking.felton-hotels.jp\r\n');
  });

  it('SEQUENCE counts the changes applied: 0 as booked, n after n changes, n + 1 once cancelled; the UID stays the order\'s (decision 0059)', () => {
    const event = { orderNo: 'OD2', checkIn: '2026-12-24', checkOut: '2026-12-25', summary: 's', location: 'l', description: 'd', stamp: new Date(0) };
    const sequence = (ics: string) => /\r\nSEQUENCE:(\d+)\r\n/.exec(ics)?.[1];
    expect(sequence(stayCalendar({ ...event, changes: 0 }))).toBe('0');
    const changed = stayCalendar({ ...event, checkOut: '2026-12-27', changes: 3 });
    expect(sequence(changed)).toBe('3');
    // The changed stay is published under the same UID: the higher SEQUENCE replaces the event.
    expect(changed).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(changed).toContain('\r\nSTATUS:CONFIRMED\r\n');
    expect(changed).toContain('\r\nDTEND;VALUE=DATE:20261227\r\n');
    expect(changed).toContain('\r\nUID:OD2@booking.felton-hotels.jp\r\n');
    expect(sequence(stayCalendar({ ...event, changes: 0, cancelled: true }))).toBe('1');
    expect(sequence(stayCalendar({ ...event, changes: 3, cancelled: true }))).toBe('4');
  });
});
