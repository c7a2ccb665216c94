import type { Hotel as HotelLd, LocationFeatureSpecification, Offer, Product, WithContext } from 'schema-dts';
import type { Hotel } from '@hotel/shared/schemas/hotel';
import type { RoomWithRates } from '@hotel/shared/schemas/booking';
import { hotelTimeOfDay } from '@hotel/shared/hotel-date';
import { localizedPath, type SiteLanguage } from '@hotel/shared/site-language';
import type { MessageId } from '../../lib/i18n/messages.ts';
import { absoluteUrl } from '../../lib/meta.ts';
import { cutText } from '../../lib/text.ts';

/** The stay an Offer is priced for: the rooms page's query (defaults: today–tomorrow, 1 room, 1 adult). */
export interface OfferStay {
  checkIn: string;
  checkOut: string;
  roomNum: number;
  adultNum: number;
  childrenNum: number;
}

/** Prices are yuan, as the booking engine answers them (decision 0016). */
const CURRENCY = 'CNY';

/** The words an Offer is named and described with: `t` of the page's language over the `rooms` catalogue (routeTranslator). */
export interface OfferWords {
  lang: SiteLanguage;
  t: (id: MessageId, values?: Record<string, string | number>) => string;
}

/**
 * The rooms page address that shows this stay, in the page's language: an Offer's url, where the
 * same price is on screen. Parameter names are the rooms page's own (features/rooms/stay-query.server.ts).
 */
export function stayRoomsUrl(origin: string, hotelCode: string, stay: OfferStay, lang: SiteLanguage = 'ja'): string {
  const query = new URLSearchParams({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: String(stay.roomNum),
    adults: String(stay.adultNum),
    ...(stay.childrenNum > 0 ? { children: String(stay.childrenNum) } : {}),
  });
  return absoluteUrl(origin, localizedPath(`/${hotelCode}/rooms?${query.toString()}`, lang));
}

/**
 * An Offer as the loader hands it to the page: plain data (the loader's answer is serialised, and
 * schema-dts's deep types are too much for that), checked against schema-dts's Offer where
 * hotelJsonLd puts it into the Hotel. Besides the price it states the stay it is for, as Google's
 * hotel price structured data asks (decision 0067): the dates (availabilityStarts/Ends: check-in
 * and check-out), the nights the price covers (priceSpecification.referenceQuantity, taxes and
 * service included), the rooms (eligibleQuantity) and the party (itemOffered.additionalProperty).
 */
export interface OfferLd {
  '@type': 'Offer';
  name: string;
  description: string;
  price: number;
  priceCurrency: string;
  availability: 'https://schema.org/InStock';
  url: string;
  availabilityStarts: string;
  availabilityEnds: string;
  eligibleQuantity: { '@type': 'QuantitativeValue'; value: number; unitText: 'rooms' };
  priceSpecification: {
    '@type': 'UnitPriceSpecification';
    price: number;
    priceCurrency: string;
    valueAddedTaxIncluded: true;
    referenceQuantity: { '@type': 'QuantitativeValue'; value: number; unitCode: 'DAY' };
  };
  /**
   * The room sold. schema.org's hotel guide types it both HotelRoom (what it is) and Product
   * (what itemOffered takes); schema-dts has one @type per object.
   */
  itemOffered: {
    '@type': ['HotelRoom', 'Product'];
    name: string;
    bed?: string;
    occupancy: { '@type': 'QuantitativeValue'; maxValue: number };
    /** The party the price is for, named as schema.org's LodgingReservation names it. */
    additionalProperty: [{ '@type': 'PropertyValue'; name: 'numAdults'; value: number }, { '@type': 'PropertyValue'; name: 'numChildren'; value: number }];
  };
}

/**
 * schema.org Offers for the rates the booking engine answered for `stay` (the same getRoomAndRate
 * read the rooms page makes, never a price of our own): one per public rate with rooms left. The
 * price is what the party pays for the stay (after the rate's promotion, decision 0044), as the
 * rooms page shows it and the hold takes it. Member-only rates are left out: an anonymous visitor
 * cannot book them at that price. Named and described in the page's language (`words`).
 */
export function roomOffers(rooms: readonly RoomWithRates[], stay: OfferStay, origin: string, hotelCode: string, { lang, t }: OfferWords): OfferLd[] {
  const url = stayRoomsUrl(origin, hotelCode, stay, lang);
  const partyValues = { checkIn: stay.checkIn, checkOut: stay.checkOut, rooms: stay.roomNum, adults: stay.adultNum, children: stay.childrenNum };
  const party = t(stay.childrenNum > 0 ? 'rooms.offerPartyWithChildren' : 'rooms.offerParty', partyValues);
  return rooms.flatMap((room) =>
    room.rateList
      .filter((rate) => !rate.memberOnly && rate.availableRooms > 0)
      .map(
        (rate): OfferLd => ({
          '@type': 'Offer',
          name: t('rooms.offerName', { room: room.rtName, rate: rate.rateName }),
          description: t('rooms.offerDescription', { party, nights: rate.nights }),
          price: rate.discountedPrice,
          priceCurrency: CURRENCY,
          availability: 'https://schema.org/InStock',
          url,
          availabilityStarts: stay.checkIn,
          availabilityEnds: stay.checkOut,
          eligibleQuantity: { '@type': 'QuantitativeValue', value: rate.roomNum, unitText: 'rooms' },
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: rate.discountedPrice,
            priceCurrency: CURRENCY,
            valueAddedTaxIncluded: true,
            referenceQuantity: { '@type': 'QuantitativeValue', value: rate.nights, unitCode: 'DAY' },
          },
          itemOffered: {
            '@type': ['HotelRoom', 'Product'],
            name: room.rtName,
            ...(room.bedType ? { bed: room.bedType } : {}),
            occupancy: { '@type': 'QuantitativeValue', maxValue: room.maxOccupancy },
            additionalProperty: [
              { '@type': 'PropertyValue', name: 'numAdults', value: stay.adultNum },
              { '@type': 'PropertyValue', name: 'numChildren', value: stay.childrenNum },
            ],
          },
        }),
      ),
  );
}

/** What every room type of the hotel has: amenities of the hotel itself, not of one room. */
export function sharedFacilities(rooms: ReadonlyArray<{ facilities: readonly string[] }>): string[] {
  const [first, ...rest] = rooms;
  if (!first) return [];
  return first.facilities.filter((facility) => rest.every((room) => room.facilities.includes(facility)));
}

export interface HotelLdExtras {
  /** Amenities every room has (sharedFacilities). */
  amenities?: readonly string[];
  offers?: readonly OfferLd[];
}

/**
 * schema.org Hotel from the hotel's own data. Position, star grade and check-in and check-out
 * times come from the catalogue and are written only when the hotel has them, never made up
 * (decision 0036); times carry the hotels' offset.
 */
export function hotelJsonLd(hotel: Hotel, origin: string, { amenities = [], offers = [] }: HotelLdExtras = {}): WithContext<HotelLd> {
  const home = absoluteUrl(origin, `/${hotel.hotelCode}/home`);
  const image = hotel.showImage || hotel.pcThumbnail;
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': `${home}#hotel`,
    name: hotel.hotelName,
    ...(hotel.nameEn ? { alternateName: hotel.nameEn } : {}),
    ...(hotel.description ? { description: cutText(hotel.description, 300) } : {}),
    url: home,
    ...(image ? { image: [absoluteUrl(origin, image)] } : {}),
    ...(hotel.tel ? { telephone: hotel.tel } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: hotel.address,
      ...(hotel.cityName ? { addressLocality: hotel.cityName } : {}),
      ...(hotel.zipCode ? { postalCode: hotel.zipCode } : {}),
      addressCountry: 'CN',
    },
    ...(hotel.geo ? { geo: { '@type': 'GeoCoordinates', latitude: hotel.geo.latitude, longitude: hotel.geo.longitude } } : {}),
    ...(hotel.starRating ? { starRating: { '@type': 'Rating', ratingValue: hotel.starRating, bestRating: 5 } } : {}),
    ...(hotel.checkInTime ? { checkinTime: hotelTimeOfDay(hotel.checkInTime) } : {}),
    ...(hotel.checkOutTime ? { checkoutTime: hotelTimeOfDay(hotel.checkOutTime) } : {}),
    ...(hotel.brandName ? { brand: { '@type': 'Brand', name: hotel.brandName } } : {}),
    ...(amenities.length > 0
      ? { amenityFeature: amenities.map((name): LocationFeatureSpecification => ({ '@type': 'LocationFeatureSpecification', name, value: true })) }
      : {}),
    ...(offers.length > 0
      ? { makesOffer: offers.map((offer): Offer => ({ ...offer, itemOffered: offer.itemOffered as unknown as Product })) }
      : {}),
  };
}
