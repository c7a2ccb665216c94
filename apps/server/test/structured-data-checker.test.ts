import { describe, expect, it } from 'vitest';
import { checkJsonLd, jsonLdBlocks } from './helpers/structured-data.ts';

/** The checker the markup tests rely on refuses what Google would not take (decision 0036). */
const hotel = {
  '@context': 'https://schema.org',
  '@type': 'Hotel',
  name: 'フェルトン杭州',
  url: 'https://hotel.example/pro001/home',
  address: { '@type': 'PostalAddress', streetAddress: '楊公堤168号', addressCountry: 'CN' },
  makesOffer: [
    {
      '@type': 'Offer',
      price: 1280,
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      url: 'https://hotel.example/pro001/rooms',
      itemOffered: { '@type': ['HotelRoom', 'Product'], name: 'デラックスキング' },
    },
  ],
};

describe('structured-data checker', () => {
  it('passes a well-formed Hotel with an Offer', () => {
    expect(checkJsonLd(hotel)).toEqual([]);
  });

  it('refuses a price as text, a lower-case currency, a relative address, a missing address, an unknown type', () => {
    const offer = { ...hotel.makesOffer[0]!, price: '1,280元', priceCurrency: 'cny', url: '/pro001/rooms' };
    const problems = checkJsonLd({ ...hotel, address: undefined, makesOffer: [offer], containsPlace: { '@type': 'Hotell', name: 'x' } } as never);
    expect(problems.join('\n')).toMatch(/price: a number required/);
    expect(problems.join('\n')).toMatch(/priceCurrency: an ISO 4217 code required/);
    expect(problems.join('\n')).toMatch(/url: an absolute URL required/);
    expect(problems.join('\n')).toMatch(/\$\.address: a PostalAddress required/);
    expect(problems.join('\n')).toMatch(/unknown @type Hotell/);
  });

  it('passes a Hotel with its position, star grade and check-in and check-out times', () => {
    const full = {
      ...hotel,
      geo: { '@type': 'GeoCoordinates', latitude: 30.2468, longitude: 120.1336 },
      starRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
      checkinTime: '15:00:00+08:00',
      checkoutTime: '12:00',
    };
    expect(checkJsonLd(full)).toEqual([]);
    expect(checkJsonLd({ ...full, checkinTime: '14:30:00', checkoutTime: '12:00Z', geo: { ...full.geo, latitude: -90, longitude: -180 } })).toEqual([]);
  });

  it('refuses a position out of range or as text, a grade outside 1–5, and times that are not clock times', () => {
    const problemsOf = (extra: object) => checkJsonLd({ ...hotel, ...extra }).join('\n');
    // Latitude and longitude swapped, or written as text.
    expect(problemsOf({ geo: { '@type': 'GeoCoordinates', latitude: 120.15, longitude: 30.25 } })).toMatch(/geo\.latitude: a latitude/);
    expect(problemsOf({ geo: { '@type': 'GeoCoordinates', latitude: 30.25, longitude: 181 } })).toMatch(/geo\.longitude: a longitude/);
    expect(problemsOf({ geo: { '@type': 'GeoCoordinates', latitude: '30.25', longitude: 120.15 } })).toMatch(/geo\.latitude/);
    expect(problemsOf({ geo: { '@type': 'GeoCoordinates', latitude: Number.NaN, longitude: 120.15 } })).toMatch(/geo\.latitude/);
    expect(problemsOf({ geo: { '@type': 'GeoCoordinates', latitude: 30.25 } })).toMatch(/geo\.longitude/);
    expect(problemsOf({ geo: { latitude: 30.25, longitude: 120.15 } })).toMatch(/\$\.geo: must be GeoCoordinates/);
    // A grade of 0 or 6 stars, as text, or a bare number instead of a Rating.
    expect(problemsOf({ starRating: { '@type': 'Rating', ratingValue: 0 } })).toMatch(/starRating: must be a Rating of 1 to 5/);
    expect(problemsOf({ starRating: { '@type': 'Rating', ratingValue: 6, bestRating: 10 } })).toMatch(/starRating: must be a Rating of 1 to 5/);
    expect(problemsOf({ starRating: { '@type': 'Rating', ratingValue: '5' } })).toMatch(/starRating/);
    expect(problemsOf({ starRating: 5 })).toMatch(/starRating: must be a Rating/);
    expect(problemsOf({ starRating: { '@type': 'Rating' } })).toMatch(/ratingValue: a number within the rating scale required/);
    // Clock times only: no 24:00, 15:60, 3pm, a one-digit hour or a malformed offset.
    for (const time of ['24:00', '15:60', '3pm', '9:00', '15:00:60', '15:00+8:00', '15:00 +08:00', '1500', 15]) {
      expect(problemsOf({ checkinTime: time }), String(time)).toMatch(/checkinTime: must be a time/);
      expect(problemsOf({ checkoutTime: time }), String(time)).toMatch(/checkoutTime: must be a time/);
    }
  });

  it('passes a stay’s Offer (dates, nights, rooms, party) and refuses one whose parts disagree (decision 0067)', () => {
    const stay = {
      ...hotel.makesOffer[0]!,
      availabilityStarts: '2026-12-10',
      availabilityEnds: '2026-12-12',
      eligibleQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'rooms' },
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 1280, priceCurrency: 'CNY', valueAddedTaxIncluded: true, referenceQuantity: { '@type': 'QuantitativeValue', value: 2, unitCode: 'DAY' } },
      itemOffered: { '@type': ['HotelRoom', 'Product'], name: 'デラックスキング', additionalProperty: [{ '@type': 'PropertyValue', name: 'numAdults', value: 2 }] },
    };
    expect(checkJsonLd({ ...hotel, makesOffer: [stay] })).toEqual([]);
    const bad = {
      ...stay,
      availabilityEnds: '2026-12-09',
      eligibleQuantity: { '@type': 'QuantitativeValue', value: 0 },
      priceSpecification: { ...stay.priceSpecification, price: 1300, referenceQuantity: { '@type': 'QuantitativeValue', value: 2, unitCode: 'NIGHT' } },
      itemOffered: { ...stay.itemOffered, additionalProperty: [{ '@type': 'PropertyValue', name: 'numAdults', value: '' }] },
    };
    const problems = checkJsonLd({ ...hotel, makesOffer: [bad] }).join('\n');
    expect(problems).toMatch(/availabilityEnds: must be an ISO 8601 date after availabilityStarts/);
    expect(problems).toMatch(/eligibleQuantity: must be a QuantitativeValue of at least 1/);
    expect(problems).toMatch(/priceSpecification: must be a UnitPriceSpecification of the Offer's price/);
    expect(problems).toMatch(/referenceQuantity: must be a QuantitativeValue of days/);
    expect(problems).toMatch(/additionalProperty\[0\]\.value: text or a number required/);
  });

  it('refuses a NewsArticle without a date or picture, with a long headline, or with the wrong @context', () => {
    const problems = checkJsonLd({ '@context': 'http://schema.org', '@type': 'NewsArticle', headline: 'あ'.repeat(111), datePublished: '2026/11/01' });
    expect(problems.join('\n')).toMatch(/@context must be https:\/\/schema.org/);
    expect(problems.join('\n')).toMatch(/headline/);
    expect(problems.join('\n')).toMatch(/datePublished/);
    expect(problems.join('\n')).toMatch(/image/);
    expect(problems.join('\n')).toMatch(/publisher/);
  });

  it('refuses a block with a raw < (it could close the script) or that is not JSON', () => {
    expect(() => jsonLdBlocks('<script type="application/ld+json">{"a":"<b"}</script>')).toThrow(/unescaped/);
    expect(() => jsonLdBlocks('<script type="application/ld+json">{a:1}</script>')).toThrow();
  });
});
