import { describe, expect, it } from 'vitest';
import { partySearchedInRoomsMessage, SITE_MESSAGES } from '@hotel/shared/messages';
import { roomsQueryFrom, searchableStay, urlNamesStay } from './stay-query.server.ts';

const query = (search: string) => roomsQueryFrom(new URL(`http://x/pro001/rooms?${search}`));
const TODAY = '2026-11-27';

describe('searchableStay', () => {
  it('leaves a stay the rooms can take as it is, with nothing to say', () => {
    const stay = query('checkIn=2026-12-10&checkOut=2026-12-13&rooms=1&adults=2&children=1');
    expect(searchableStay(stay, TODAY)).toEqual({ stay, adjusted: [] });
  });

  it('moves a past check-in to today, keeping the nights, and says so', () => {
    const { stay, adjusted } = searchableStay(query('checkIn=2026-11-01&checkOut=2026-11-03&rooms=1&adults=1&children=0'), TODAY);
    expect(stay).toMatchObject({ checkIn: TODAY, checkOut: '2026-11-29' });
    expect(adjusted).toEqual([SITE_MESSAGES.staySearchedFromToday]);
  });

  it('searches 9 adults in as many rooms as they need', () => {
    const { stay, adjusted } = searchableStay(query('checkIn=2026-12-10&checkOut=2026-12-11&rooms=1&adults=9&children=0'), TODAY);
    expect(stay).toMatchObject({ roomNum: 3, adultNum: 9, childrenNum: 0 });
    expect(adjusted).toEqual([partySearchedInRoomsMessage(3, 9, 0, 3)]);
  });

  it('gives each room an adult: children beyond what the adults’ rooms hold are left out, and the message says what was searched', () => {
    const { stay } = searchableStay(query('checkIn=2026-12-10&checkOut=2026-12-11&rooms=1&adults=2&children=9'), TODAY);
    expect(stay).toMatchObject({ roomNum: 2, adultNum: 2, childrenNum: 4 });
  });
});

describe('a landing page address (decision 0067)', () => {
  const url = (search: string) => new URL(`http://x/pro001/rooms?${search}`);

  it('takes nights for checkOut when checkOut is absent; checkOut wins when both are there', () => {
    expect(query('checkIn=2026-12-10&nights=3&adults=2')).toMatchObject({ checkIn: '2026-12-10', checkOut: '2026-12-13', roomNum: 1, adultNum: 2 });
    expect(query('checkIn=2026-12-10&checkOut=2026-12-11&nights=3')).toMatchObject({ checkOut: '2026-12-11' });
    expect(query('checkIn=2026-12-10&nights=0')).toMatchObject({ checkOut: '2026-12-11' });
    expect(query('checkIn=2026-12-10&nights=31')).toMatchObject({ checkOut: '2026-12-11' });
  });

  it('names its stay only when every parameter was read as written', () => {
    for (const search of ['checkIn=2026-12-10&checkOut=2026-12-12&rooms=1&adults=2&children=1', 'checkIn=2026-12-10&nights=2&adults=2', 'checkIn=2026-12-10&checkOut=2026-12-12']) {
      expect(urlNamesStay(url(search), query(search)), search).toBe(true);
    }
    for (const search of ['', 'rooms=1&adults=2', 'checkIn=2026-12-10', 'checkIn=2026-12-10&nights=x', 'checkIn=2026-12-10&checkOut=2026-12-09', 'checkIn=2026-12-10&checkOut=2026-12-12&adults=40', 'checkIn=2026-12-10&checkOut=2026-12-12&rooms=2&adults=1', 'checkIn=2026-12-10&checkOut=2026-12-12&children=02']) {
      expect(urlNamesStay(url(search), query(search)), search).toBe(false);
    }
  });
});
