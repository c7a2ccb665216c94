import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@hotel/db/client';
import type { Translated } from '@hotel/shared/content-translation';
import type { Banner, Brand } from '@hotel/shared/schemas/hotel';
import { banners, brands, cities, cityGroups, hotels } from '@hotel/db/schema/hotel';
import { columnsExcept } from '../../lib/columns.ts';
import { shownOn } from '../../lib/publish-window.ts';

const hotelColumns = {
  code: hotels.code,
  isGroup: hotels.isGroup,
  name: hotels.name,
  shortName: hotels.shortName,
  nameEn: hotels.nameEn,
  tel: hotels.tel,
  feature: hotels.feature,
  businessType: hotels.businessType,
  description: hotels.description,
  address: hotels.address,
  zipCode: hotels.zipCode,
  thumbnail: hotels.thumbnail,
  pcThumbnail: hotels.pcThumbnail,
  showImage: hotels.showImage,
  logoImage: hotels.logoImage,
  isPreOpening: hotels.isPreOpening,
  openingDate: hotels.openingDate,
  thirdMenu: hotels.thirdMenu,
  meetingsMenu: hotels.meetingsMenu,
  /** Staff only (hotel notices, decision 0043): never mapped into a guest answer. */
  reservationEmail: hotels.reservationEmail,
  latitude: hotels.latitude,
  longitude: hotels.longitude,
  starRating: hotels.starRating,
  checkInTime: hotels.checkInTime,
  checkOutTime: hotels.checkOutTime,
  cityCode: hotels.cityCode,
  cityName: cities.name,
  brandName: brands.name,
  /** The words in other languages of the hotel, its city and its brand (decision 0073). */
  translations: hotels.translations,
  cityTranslations: cities.translations,
  brandTranslations: brands.translations,
};

/** The API's Banner and Brand are these rows as stored, less the sort order. */
const bannerColumns = columnsExcept(banners, 'sortOrder', 'publishFrom', 'publishTo', 'draft');
const brandColumns = columnsExcept(brands, 'sortOrder');

/** A banner or brand as the API answers it, with its words in other languages (decision 0073). */
export type BannerRow = Banner & Translated;
export type BrandRow = Brand & Translated;

export type HotelRow = Awaited<ReturnType<HotelRepository['findByCode']>> & {};

export class HotelRepository {
  constructor(private readonly db: Database) {}

  private selectHotels() {
    return this.db
      .select(hotelColumns)
      .from(hotels)
      .leftJoin(cities, eq(cities.code, hotels.cityCode))
      .leftJoin(brands, eq(brands.id, hotels.brandId));
  }

  async findByCode(code: string) {
    const [row] = await this.selectHotels().where(eq(hotels.code, code)).limit(1);
    return row;
  }

  /** Member hotels of the group, in display order. */
  listMemberHotels() {
    return this.selectHotels().where(eq(hotels.isGroup, false)).orderBy(asc(hotels.sortOrder), asc(hotels.code));
  }

  /** Names of the given hotels (the group included), for other modules' lists. */
  namesByCode(codes: string[]) {
    if (codes.length === 0) return Promise.resolve([]);
    return this.db.select({ code: hotels.code, name: hotels.name, translations: hotels.translations }).from(hotels).where(inArray(hotels.code, codes));
  }

  /** The hotels (not the group) among the codes named. */
  async hotelCodesAmong(codes: string[], tx: Database = this.db): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows = await tx.select({ code: hotels.code }).from(hotels).where(and(inArray(hotels.code, codes), eq(hotels.isGroup, false)));
    return rows.map((row) => row.code);
  }

  /** The banners guests see on `today`: not drafts, inside their publish window. */
  listBanners(hotelCodes: string[], today: string): Promise<BannerRow[]> {
    if (hotelCodes.length === 0) return Promise.resolve([]);
    return this.db
      .select(bannerColumns)
      .from(banners)
      .where(and(inArray(banners.hotelCode, hotelCodes), shownOn(banners, today)))
      .orderBy(asc(banners.hotelCode), asc(banners.sortOrder), asc(banners.id));
  }

  listCities() {
    return this.db
      .select({
        groupId: cityGroups.id,
        groupName: cityGroups.name,
        code: cities.code,
        name: cities.name,
        image: cities.image,
        translations: cities.translations,
      })
      .from(cities)
      .innerJoin(cityGroups, eq(cityGroups.id, cities.groupId))
      .orderBy(asc(cityGroups.sortOrder), asc(cities.sortOrder));
  }

  listBrands(): Promise<BrandRow[]> {
    return this.db.select(brandColumns).from(brands).orderBy(asc(brands.sortOrder), asc(brands.id));
  }

  hotelsInCity(cityCode: string) {
    return this.selectHotels().where(and(eq(hotels.isGroup, false), eq(hotels.cityCode, cityCode))).orderBy(asc(hotels.sortOrder));
  }
}
