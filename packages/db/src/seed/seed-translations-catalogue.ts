import { and, eq } from 'drizzle-orm';
import { type ContentKind, type FieldWords, type TranslatedLanguage, type Translations, withTranslation } from '@hotel/shared/content-translation';
import type { Database } from '../client.ts';
import { hotelContent } from '../schema/cms.ts';
import { brands, cities, hotels } from '../schema/hotel.ts';
import { ratePlans } from '../schema/inventory.ts';
import { roomTypes } from '../schema/rooms.ts';
import { BRAND_TRANSLATIONS, CITY_TRANSLATIONS, HOTEL_TRANSLATIONS, RATE_PLAN_TRANSLATIONS } from './data/translations/catalogue-hotels.ts';
import { HOME_TRANSLATIONS, MENU_WORDS } from './data/translations/catalogue-home.ts';
import { ROOM_PHRASES } from './data/translations/catalogue-room-phrases.ts';
import { HANGZHOU_ROOM_TRANSLATIONS } from './data/translations/catalogue-rooms-hangzhou.ts';
import { HUZHOU_SUZHOU_ROOM_TRANSLATIONS } from './data/translations/catalogue-rooms-huzhou-suzhou.ts';
import { SHAOXING_NINGBO_ROOM_TRANSLATIONS } from './data/translations/catalogue-rooms-shaoxing-ningbo.ts';
import { DEMO_BRANDS } from './data/brands.ts';

/** One item's words in Chinese and in English. */
export interface Bilingual<W> {
  zh: W;
  en: W;
}

export interface HotelWords {
  name: string;
  shortName: string;
  feature: string;
  businessType: string;
  description: string;
  address: string;
}
export interface BrandWords {
  name: string;
  tagline: string;
  description: string;
}
/** A room's own words; its bed, features and facilities are shared phrases (ROOM_PHRASES). */
export interface RoomWords {
  name: string;
  remark: string;
}
/** A home block's own words; its two titles are the hotel's menu labels (MENU_WORDS). */
export interface HomeWords {
  AboutTitle: string;
  AboutText: string;
  MeetingText: string;
  HealthText: string;
}

/** Every data file, keyed by natural keys: hotel code, city code, brand slug, `${hotel}/${room}`, plan code. */
export const CATALOGUE_TRANSLATIONS = {
  hotels: HOTEL_TRANSLATIONS,
  cities: CITY_TRANSLATIONS,
  brands: BRAND_TRANSLATIONS,
  rooms: { ...HANGZHOU_ROOM_TRANSLATIONS, ...SHAOXING_NINGBO_ROOM_TRANSLATIONS, ...HUZHOU_SUZHOU_ROOM_TRANSLATIONS },
  ratePlans: RATE_PLAN_TRANSLATIONS,
  homes: HOME_TRANSLATIONS,
} as const;

export interface CatalogueTranslationResult {
  written: { hotels: number; cities: number; brands: number; roomTypes: number; ratePlans: number; homes: number };
  /** Keys of the data files that no seeded row answered, and Japanese phrases with no words. */
  unmatched: string[];
}

type Words = Record<string, FieldWords>;

function translated(kind: ContentKind, source: object, current: Translations | null, zh: Words, en: Words): Translations {
  return withTranslation(kind, source, withTranslation(kind, source, current, 'zh', zh), 'en', en);
}

/**
 * Writes the Chinese and English of the catalogue (seed/data/translations/catalogue-*.ts) onto the
 * rows seeded in Japanese: hotels and the group row, cities, brands, room types, rate plans and the
 * hotels' home blocks, each with the fingerprint of its Japanese as stored (status 'complete').
 * Called by seedDemoData inside its transaction after the catalogue is inserted; running it again
 * writes the same words. A key naming no seeded row, or a Japanese phrase (bed, feature, facility,
 * menu label) with no words, is reported in `unmatched` and never guessed.
 */
export async function applyCatalogueTranslations(db: Database): Promise<CatalogueTranslationResult> {
  const result: CatalogueTranslationResult = { written: { hotels: 0, cities: 0, brands: 0, roomTypes: 0, ratePlans: 0, homes: 0 }, unmatched: [] };
  const t = CATALOGUE_TRANSLATIONS;
  const phrase = (ja: string, lang: TranslatedLanguage): string => {
    const words = ROOM_PHRASES[ja]?.[lang];
    if (words === undefined) result.unmatched.push(`phrase ${ja}`);
    return words ?? '';
  };

  const hotelRows = await db.select().from(hotels);
  for (const [code, words] of Object.entries(t.hotels)) {
    const row = hotelRows.find((r) => r.code === code);
    if (!row) {
      result.unmatched.push(`hotel ${code}`);
      continue;
    }
    await db.update(hotels).set({ translations: translated('hotel', row, row.translations, { ...words.zh }, { ...words.en }) }).where(eq(hotels.code, code));
    result.written.hotels++;
  }

  const cityRows = await db.select().from(cities);
  for (const [code, words] of Object.entries(t.cities)) {
    const row = cityRows.find((r) => r.code === code);
    if (!row) {
      result.unmatched.push(`city ${code}`);
      continue;
    }
    await db.update(cities).set({ translations: translated('city', row, row.translations, { name: words.zh }, { name: words.en }) }).where(eq(cities.code, code));
    result.written.cities++;
  }

  const brandRows = await db.select().from(brands);
  for (const [slug, words] of Object.entries(t.brands)) {
    const ja = DEMO_BRANDS.find((b) => b.slug === slug);
    const row = ja && brandRows.find((r) => r.name === ja.name && r.nameEn === ja.nameEn);
    if (!row) {
      result.unmatched.push(`brand ${slug}`);
      continue;
    }
    await db.update(brands).set({ translations: translated('brand', row, row.translations, { ...words.zh }, { ...words.en }) }).where(eq(brands.id, row.id));
    result.written.brands++;
  }

  const roomRows = await db.select().from(roomTypes);
  for (const [key, words] of Object.entries(t.rooms)) {
    const row = roomRows.find((r) => `${r.hotelCode}/${r.code}` === key);
    if (!row) {
      result.unmatched.push(`room ${key}`);
      continue;
    }
    const fields = (lang: TranslatedLanguage): Words => ({
      ...words[lang],
      bedType: phrase(row.bedType, lang),
      features: row.features.map((item) => phrase(item, lang)),
      facilities: row.facilities.map((item) => phrase(item, lang)),
    });
    await db
      .update(roomTypes)
      .set({ translations: translated('roomType', row, row.translations, fields('zh'), fields('en')) })
      .where(and(eq(roomTypes.hotelCode, row.hotelCode), eq(roomTypes.code, row.code)));
    result.written.roomTypes++;
  }

  // The same plans at every hotel: one set of words per plan code.
  const planRows = await db.select().from(ratePlans);
  for (const [code, words] of Object.entries(t.ratePlans)) {
    const rows = planRows.filter((r) => r.code === code);
    if (rows.length === 0) result.unmatched.push(`ratePlan ${code}`);
    for (const row of rows) {
      if (row.cancelNote.trim() !== '') result.unmatched.push(`ratePlan ${row.hotelCode}/${code} cancelNote`);
      await db
        .update(ratePlans)
        .set({ translations: translated('ratePlan', row, row.translations, { name: words.zh }, { name: words.en }) })
        .where(and(eq(ratePlans.hotelCode, row.hotelCode), eq(ratePlans.code, code)));
      result.written.ratePlans++;
    }
  }

  const homeRows = await db.select().from(hotelContent).where(eq(hotelContent.kind, 'home'));
  for (const [code, words] of Object.entries(t.homes)) {
    const row = homeRows.find((r) => r.hotelCode === code);
    if (!row) {
      result.unmatched.push(`home ${code}`);
      continue;
    }
    const menu = (ja: unknown, lang: TranslatedLanguage): string => {
      const label = MENU_WORDS[String(ja)]?.[lang];
      if (label === undefined) result.unmatched.push(`menu ${String(ja)}`);
      return label ?? '';
    };
    const fields = (lang: TranslatedLanguage): Words => ({ ...words[lang], MeetingTitle: menu(row.data.MeetingTitle, lang), HealthTitle: menu(row.data.HealthTitle, lang) });
    await db
      .update(hotelContent)
      .set({ translations: translated('home', row.data, row.translations, fields('zh'), fields('en')) })
      .where(and(eq(hotelContent.hotelCode, code), eq(hotelContent.kind, 'home')));
    result.written.homes++;
  }

  return result;
}
