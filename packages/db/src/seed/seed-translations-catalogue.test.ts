import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { type ContentKind, TRANSLATED_LANGUAGES, translationStatus, type Translations } from '@hotel/shared/content-translation';
import { createDb, type DbHandle } from '../client.ts';
import { hotelContent } from '../schema/cms.ts';
import { brands, cities, hotels } from '../schema/hotel.ts';
import { ratePlans } from '../schema/inventory.ts';
import { roomTypes } from '../schema/rooms.ts';
import { seedDemoData } from './seed-demo.ts';
import { applyCatalogueTranslations, CATALOGUE_TRANSLATIONS } from './seed-translations-catalogue.ts';

const TODAY = '2026-11-21';
/** Only the catalogue matters here: one night of inventory is enough. */
const DAYS = 1;
const KANA = /[\u3040-\u30ff]/;

let handle: DbHandle;

beforeAll(async () => {
  handle = await createDb({ dataDir: 'memory://' });
  await handle.migrate();
  await seedDemoData(handle.db, { today: TODAY, days: DAYS });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

function expectComplete(kind: ContentKind, label: string, source: object, translations: Translations | null) {
  for (const lang of TRANSLATED_LANGUAGES) expect(translationStatus(kind, source, translations, lang), `${kind} ${label} ${lang}`).toBe('complete');
}

/** Every text of a translations column (each language, each field, each list item). */
function translatedTexts(translations: Translations | null): string[] {
  return TRANSLATED_LANGUAGES.flatMap((lang) => Object.values(translations?.[lang]?.fields ?? {}).flat());
}

async function catalogue() {
  const db = handle.db;
  return {
    hotels: await db.select().from(hotels).orderBy(asc(hotels.code)),
    cities: await db.select().from(cities).orderBy(asc(cities.code)),
    brands: await db.select().from(brands).orderBy(asc(brands.id)),
    roomTypes: await db.select().from(roomTypes).orderBy(asc(roomTypes.hotelCode), asc(roomTypes.code)),
    ratePlans: await db.select().from(ratePlans).orderBy(asc(ratePlans.hotelCode), asc(ratePlans.code)),
    homes: await db.select().from(hotelContent).where(eq(hotelContent.kind, 'home')).orderBy(asc(hotelContent.hotelCode)),
  };
}

describe('applyCatalogueTranslations', () => {
  it('translates every hotel (and the group row), city, brand, room type, rate plan and home block in Chinese and English', async () => {
    const rows = await catalogue();
    expect(rows.hotels).toHaveLength(7);
    for (const row of rows.hotels) expectComplete('hotel', row.code, row, row.translations);
    expect(rows.cities.length).toBeGreaterThan(0);
    for (const row of rows.cities) expectComplete('city', row.code, row, row.translations);
    expect(rows.brands.length).toBeGreaterThan(0);
    for (const row of rows.brands) expectComplete('brand', row.nameEn, row, row.translations);
    expect(rows.roomTypes.length).toBeGreaterThan(0);
    for (const row of rows.roomTypes) expectComplete('roomType', `${row.hotelCode}/${row.code}`, row, row.translations);
    expect(rows.ratePlans.length).toBeGreaterThan(0);
    for (const row of rows.ratePlans) expectComplete('ratePlan', `${row.hotelCode}/${row.code}`, row, row.translations);
    expect(rows.homes).toHaveLength(6);
    for (const row of rows.homes) expectComplete('home', row.hotelCode, row.data, row.translations);
  });

  it('keeps a room’s lists item for item: as many features and facilities as the Japanese', async () => {
    for (const row of await handle.db.select().from(roomTypes)) {
      for (const lang of TRANSLATED_LANGUAGES) {
        const fields = row.translations[lang]!.fields;
        expect(fields.features, `${row.hotelCode}/${row.code} ${lang}`).toHaveLength(row.features.length);
        expect(fields.facilities, `${row.hotelCode}/${row.code} ${lang}`).toHaveLength(row.facilities.length);
      }
    }
  });

  it('writes no kana in any translation', async () => {
    const rows = Object.values(await catalogue()).flat();
    const texts = rows.flatMap((row) => translatedTexts(row.translations));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => KANA.test(text))).toEqual([]);
  });

  it('names a seeded row with every key of the data files, and writes the same words again', async () => {
    const before = await catalogue();
    const result = await applyCatalogueTranslations(handle.db);
    expect(result.unmatched).toEqual([]);
    const t = CATALOGUE_TRANSLATIONS;
    expect(result.written).toEqual({
      hotels: Object.keys(t.hotels).length,
      cities: Object.keys(t.cities).length,
      brands: Object.keys(t.brands).length,
      roomTypes: Object.keys(t.rooms).length,
      // One set of words per plan code, written at every hotel.
      ratePlans: before.ratePlans.length,
      homes: Object.keys(t.homes).length,
    });
    expect(new Set(before.ratePlans.map((r) => r.code))).toEqual(new Set(Object.keys(t.ratePlans)));
    expect(await catalogue()).toEqual(before);
  });
});
