import { localize, type Translations } from '@hotel/shared/content-translation';
import type { SiteLanguage } from '@hotel/shared/site-language';

/** A booked stay as it names its room type and plan: the Japanese it was sold under, and the codes. */
interface NamedStay {
  hotelCode: string;
  roomTypeCode: string;
  roomTypeName: string;
  rateCode: string;
  rateName: string;
}

interface Translatable {
  code: string;
  translations: Translations | null;
}

/** The catalogue's rows with their translations: RoomService's room types and InventoryService's plans. */
export interface StayNameSources {
  roomTypesOf(hotelCode: string): Promise<Translatable[]>;
  listRatePlans(hotelCode: string): Promise<Translatable[]>;
}

/**
 * The room type's and plan's names a guest reads of a hold or a booking, in their language
 * (decision 0073). The booking keeps the Japanese names it was sold under (staff and the
 * specification read them); the names' translations of today are laid over them for a Chinese or
 * English page, and a name not translated stays as stored.
 */
export class StayNames {
  constructor(private readonly sources: StayNameSources) {}

  async of<T extends NamedStay>(stays: readonly T[], lang: SiteLanguage): Promise<T[]> {
    if (lang === 'ja' || stays.length === 0) return [...stays];
    const hotelCodes = [...new Set(stays.map((stay) => stay.hotelCode))];
    const lists = await Promise.all(
      hotelCodes.map(async (code) => {
        const [rooms, plans] = await Promise.all([this.sources.roomTypesOf(code), this.sources.listRatePlans(code)]);
        return [code, { rooms: byCode(rooms), plans: byCode(plans) }] as const;
      }),
    );
    const catalogue = new Map(lists);
    return stays.map((stay) => {
      const of = catalogue.get(stay.hotelCode);
      return {
        ...stay,
        roomTypeName: localize('roomType', { name: stay.roomTypeName }, of?.rooms.get(stay.roomTypeCode) ?? null, lang).value.name,
        rateName: localize('ratePlan', { name: stay.rateName }, of?.plans.get(stay.rateCode) ?? null, lang).value.name,
      };
    });
  }

  async one<T extends NamedStay>(stay: T, lang: SiteLanguage): Promise<T> {
    const [named] = await this.of([stay], lang);
    return named!;
  }
}

const byCode = (rows: readonly Translatable[]) => new Map(rows.map((row) => [row.code, row.translations]));
