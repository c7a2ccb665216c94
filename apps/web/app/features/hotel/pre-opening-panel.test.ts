import { describe, expect, it } from 'vitest';
import { otherOpenHotels } from './pre-opening-panel.tsx';

const hotel = (hotelCode: string, isPreOpenning = false) => ({ hotelCode, hotelName: `H-${hotelCode}`, name: '', tel: '', isPreOpenning });

describe('otherOpenHotels', () => {
  it('lists the open hotels other than this one, by city, and drops cities left empty', () => {
    const cities = [
      { cityName: '杭州', ctCode: 'HGH', cityHotels: [hotel('pro001'), hotel('pro003')] },
      { cityName: '蘇州', ctCode: 'SZV', cityHotels: [hotel('pro009', true)] },
      { cityName: '湖州', ctCode: 'HZH', cityHotels: [hotel('pro010', true), hotel('pro008')] },
    ];
    expect(otherOpenHotels(cities, 'pro009')).toEqual([
      { cityName: '杭州', hotels: [hotel('pro001'), hotel('pro003')] },
      { cityName: '湖州', hotels: [hotel('pro008')] },
    ]);
    expect(otherOpenHotels(cities, 'pro001')[0]!.hotels.map((h) => h.hotelCode)).toEqual(['pro003']);
  });
});
