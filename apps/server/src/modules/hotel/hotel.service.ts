import type { Database } from '@hotel/db/client';
import { GROUP_CODE } from '@hotel/shared/constants';
import { localize } from '@hotel/shared/content-translation';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import type { Banner, Brand, CityHotels, GroupCities, Hotel, HotelNav } from '@hotel/shared/schemas/hotel';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';
import { notFound } from '../../lib/api-error.ts';
import type { BannerRow, HotelRepository, HotelRow } from './hotel.repository.ts';

export class HotelService {
  constructor(
    private readonly hotels: HotelRepository,
    /** Today's hotel date (yyyy-MM-dd): banners outside their publish window are not shown. */
    private readonly today: () => string,
  ) {}

  /** The group or a hotel; unknown codes are a 404. */
  async requireHotel(code: string): Promise<HotelRow> {
    const row = await this.hotels.findByCode(code);
    if (!row) throw notFound(SERVER_MESSAGES.hotelNotFound);
    return row;
  }

  async getBanners(code: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Banner[]> {
    await this.requireHotel(code);
    return (await this.hotels.listBanners([code], this.today())).map((row) => toBanner(row, lang));
  }

  /** The group code lists every member hotel; a hotel code lists just that hotel. */
  async getHotelInfo(code: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Hotel[]> {
    const hotel = await this.requireHotel(code);
    const rows = hotel.isGroup ? await this.hotels.listMemberHotels() : [hotel];
    const banners = (await this.hotels.listBanners(rows.map((r) => r.code), this.today())).map((row) => toBanner(row, lang));
    return rows.map((row) => toHotel(row, banners.filter((b) => b.hotelCode === row.code), lang));
  }

  /** One member hotel; the group code is not a hotel. */
  async getHotel(code: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Hotel> {
    if (code === GROUP_CODE) throw notFound(SERVER_MESSAGES.hotelNotFound);
    const [hotel] = await this.getHotelInfo(code, lang);
    if (!hotel) throw notFound(SERVER_MESSAGES.hotelNotFound);
    return hotel;
  }

  async getNav(code: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<HotelNav> {
    const row = await this.requireHotel(code);
    return {
      hotelCode: row.code,
      hotelName: localize('hotel', row, row.translations, lang).value.name,
      tel: row.tel,
      logoImage: row.logoImage,
      thirdMenu: row.thirdMenu,
      meetingsMenu: row.meetingsMenu,
    };
  }

  async getGroupCities(lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<GroupCities> {
    const rows = await this.hotels.listCities();
    const groups: GroupCities['groups'] = [];
    for (const row of rows) {
      let group = groups.find((g) => g.groupName === row.groupName);
      if (!group) groups.push((group = { groupName: row.groupName, citys: [] }));
      group.citys.push({ cnName: localize('city', row, row.translations, lang).value.name, ctCode: row.code, image: row.image });
    }
    return { groups };
  }

  /**
   * Hotels grouped by city. The group code lists every city; a hotel code lists the city
   * of that hotel (the search box uses it to offer nearby hotels).
   */
  async getCityHotels(code: string, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<CityHotels[]> {
    const hotel = await this.requireHotel(code);
    const rows = hotel.isGroup ? await this.hotels.listMemberHotels() : await this.hotels.hotelsInCity(hotel.cityCode ?? '');
    const byCity = new Map<string, CityHotels>();
    for (const row of rows) {
      const key = row.cityCode ?? '';
      const local = localHotel(row, lang);
      let city = byCity.get(key);
      if (!city) byCity.set(key, (city = { cityName: local.cityName, ctCode: key, cityHotels: [] }));
      city.cityHotels.push({
        hotelCode: row.code,
        hotelName: local.value.name,
        name: local.value.shortName,
        tel: row.tel,
        isPreOpenning: row.isPreOpening,
      });
    }
    return [...byCity.values()];
  }

  async getBrands(lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Brand[]> {
    return (await this.hotels.listBrands()).map(({ translations, ...brand }) => localize('brand', brand, translations, lang).value);
  }

  /**
   * Hotel names by code, for modules that list their own rows with the hotel's name (orders,
   * sales) without reading the hotels table themselves.
   */
  /** Which of the codes are hotels (not the group): staff accounts name only those (in the caller's transaction, if any). */
  hotelCodesAmong(codes: Iterable<string>, tx?: Database): Promise<string[]> {
    return this.hotels.hotelCodesAmong([...new Set(codes)], tx);
  }

  /** In `lang` for guests (decision 0073); staff's lists read the Japanese. */
  async namesByCode(codes: Iterable<string>, lang: SiteLanguage = DEFAULT_LANGUAGE): Promise<Map<string, string>> {
    const rows = await this.hotels.namesByCode([...new Set(codes)]);
    return new Map(rows.map((r) => [r.code, localize('hotel', r, r.translations, lang).value.name]));
  }
}

/** The hotel's words in `lang`, with its city's and brand's names (each falls back to Japanese on its own). */
function localHotel(row: HotelRow, lang: SiteLanguage) {
  const { value, untranslated } = localize('hotel', row, row.translations, lang);
  return {
    value,
    untranslated,
    cityName: localize('city', { name: row.cityName ?? '' }, row.cityTranslations, lang).value.name,
    brandName: localize('brand', { name: row.brandName ?? '' }, row.brandTranslations, lang).value.name,
  };
}

function toBanner({ translations, ...banner }: BannerRow, lang: SiteLanguage): Banner {
  return localize('banner', banner, translations, lang).value;
}

function toHotel(source: HotelRow, banners: Banner[], lang: SiteLanguage): Hotel {
  const { value: row, untranslated, cityName, brandName } = localHotel(source, lang);
  return {
    hotelCode: row.code,
    code: row.code,
    hotelName: row.name,
    name: row.shortName,
    nameEn: row.nameEn,
    tel: row.tel,
    pcThumbnail: row.pcThumbnail,
    thumbnail: row.thumbnail,
    showImage: row.showImage,
    logoImage: row.logoImage,
    feature: row.feature,
    businessType: row.businessType,
    description: row.description,
    address: row.address,
    zipCode: row.zipCode,
    cityCode: row.cityCode ?? '',
    cityName,
    brandName,
    isPreOpenning: row.isPreOpening,
    openingDate: row.openingDate,
    banners,
    ...(row.latitude !== null && row.longitude !== null ? { geo: { latitude: row.latitude, longitude: row.longitude } } : {}),
    ...(row.starRating !== null ? { starRating: row.starRating } : {}),
    ...(row.checkInTime !== null ? { checkInTime: row.checkInTime } : {}),
    ...(row.checkOutTime !== null ? { checkOutTime: row.checkOutTime } : {}),
    ...(untranslated ? { untranslated } : {}),
  };
}
