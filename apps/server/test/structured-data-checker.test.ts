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
