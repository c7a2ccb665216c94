import type { Database } from '../client.ts';
import { banners, brands, cities, cityGroups, hotels } from '../schema/hotel.ts';
import { ratePlans, roomNights } from '../schema/inventory.ts';
import { roomTypes } from '../schema/rooms.ts';
import { contentPages, hotelContent, news } from '../schema/cms.ts';
import { sales } from '../schema/sales.ts';
import { addDays, hotelMoment, isIsoDate } from '@hotel/shared/hotel-date';
import { demoBanners } from './data/banners.ts';
import { brandImage, brandLogo, DEMO_BRANDS } from './data/brands.ts';
import { cityImage, DEMO_CITIES, DEMO_CITY_GROUPS } from './data/cities.ts';
import { demoContentPages } from './data/content-pages.ts';
import { demoHotelContent } from './data/hotel-content.ts';
import { DEMO_HOTELS, type DemoHotel } from './data/hotels.ts';
import { demoNews } from './data/news.ts';
import { demoRatePlans } from './data/rate-plans.ts';
import { demoRoomTypes } from './data/room-types.ts';
import { demoSales } from './data/sales.ts';
import { bookDemoNights, PAST_NIGHTS } from './demo-bookings.ts';
import { nightInventory, nightPrice } from './room-night-prices.ts';
import { seedDemoAudit } from './seed-demo-audit.ts';
import { seedDemoPromotions } from './seed-demo-discounts.ts';
import { seedDemoGuests } from './seed-demo-guests.ts';
import { demoMemberClaims, seedDemoMember } from './seed-demo-member.ts';
import { seedDemoStaff } from './seed-demo-staff.ts';
import { applyCatalogueTranslations } from './seed-translations-catalogue.ts';
import { applyContentTranslations } from './seed-translations-content.ts';

export interface SeedDemoOptions {
  /** First night to sell, as the hotels' local date (YYYY-MM-DD). */
  today: string;
  /** Nights of inventory per room type, starting at today. Default 365. */
  days?: number;
}

type RoomTypeRow = typeof roomTypes.$inferInsert;
type RoomNightRow = typeof roomNights.$inferInsert;

const DEFAULT_DAYS = 365;
const MAX_DAYS = 3 * 366;
/** Rows per INSERT for room nights: 6 columns × 1000 rows stays far below the bind-parameter limit. */
const ROOM_NIGHT_BATCH = 1000;
/** The demo staff's accounts are this many days old. */
const STAFF_SINCE_DAYS = 60;

/** True when no hotel (not even the group row) exists yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ code: hotels.code }).from(hotels).limit(1);
  return rows.length === 0;
}

/**
 * Fills an empty database with the demo hotel group: catalogue, prices and inventory from a week
 * before `today`, offers, news, content pages, CMS blocks, the demo member (known password) with
 * their orders, one demo staff account per role (known password), the guests whose orders make
 * up every room sold (arrivals, in-house stays, departures, payments; decision 0048) and a few
 * lines of the staff's audit log. Demo mode only
 * (decision 0013). Everything happens in one transaction; on a database that already has
 * hotels it changes nothing, so running it twice is harmless.
 */
export function seedDemoData(db: Database, opts: SeedDemoOptions): Promise<void> {
  return seedGroup(db, opts, { demoMember: true });
}

/**
 * The catalogue alone (`npm run seed -- --catalog-only`): group, hotels, rooms, rates, prices and
 * inventory from today with nothing sold, offers, news and content, without the demo member, the
 * guests, their orders and the demo staff, so no account with a known password exists and no room
 * is sold without an order. Same transaction and empty-database rule as seedDemoData.
 */
export function seedCatalog(db: Database, opts: SeedDemoOptions): Promise<void> {
  return seedGroup(db, opts, { demoMember: false });
}

async function seedGroup(db: Database, opts: SeedDemoOptions, { demoMember }: { demoMember: boolean }): Promise<void> {
  const { today, days = DEFAULT_DAYS } = opts;
  if (!isIsoDate(today)) throw new Error(`seedDemoData: today must be a YYYY-MM-DD date, got "${today}"`);
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    throw new Error(`seedDemoData: days must be an integer from 1 to ${MAX_DAYS}, got ${days}`);
  }

  await db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) return;

    const groupIds = new Map<string, number>();
    for (const group of DEMO_CITY_GROUPS) {
      const [row] = await tx
        .insert(cityGroups)
        .values({ name: group.name, sortOrder: group.sortOrder })
        .returning({ id: cityGroups.id });
      groupIds.set(group.key, row!.id);
    }
    await tx.insert(cities).values(
      DEMO_CITIES.map((c) => ({
        code: c.code,
        groupId: groupIds.get(c.groupKey)!,
        name: c.name,
        image: cityImage(c.code),
        sortOrder: c.sortOrder,
      })),
    );

    const brandRows = await tx
      .insert(brands)
      .values(
        DEMO_BRANDS.map(({ slug, ...brand }) => ({ ...brand, logo: brandLogo(slug), image: brandImage(slug) })),
      )
      .returning({ id: brands.id });
    const brandIds = new Map(DEMO_BRANDS.map((b, i) => [b.slug, brandRows[i]!.id]));

    await tx.insert(hotels).values(
      DEMO_HOTELS.map(({ brandSlug, ...hotel }) => ({
        ...hotel,
        brandId: brandSlug ? brandIds.get(brandSlug)! : null,
      })),
    );
    await tx.insert(banners).values(demoBanners());

    const rooms = demoRoomTypes();
    await tx.insert(roomTypes).values(rooms);
    await tx.insert(ratePlans).values(demoRatePlans());

    // Demo mode sells rooms, and the week before today holds the in-house guests' first nights.
    const catalogNights = demoRoomNights(rooms, DEMO_HOTELS, demoMember ? addDays(today, -PAST_NIGHTS) : today, demoMember ? days + PAST_NIGHTS : days);
    const { nights, stays } = demoMember ? bookDemoNights(catalogNights, rooms, today, demoMemberClaims(today)) : { nights: catalogNights, stays: [] };
    for (let i = 0; i < nights.length; i += ROOM_NIGHT_BATCH) {
      await tx.insert(roomNights).values(nights.slice(i, i + ROOM_NIGHT_BATCH));
    }

    await tx.insert(sales).values(demoSales(today));
    await tx.insert(news).values(demoNews(today));
    await tx.insert(contentPages).values(demoContentPages());
    await tx.insert(hotelContent).values(demoHotelContent());
    await applyCatalogueTranslations(tx);
    await applyContentTranslations(tx);
    if (demoMember) {
      // Promotions give money away: demo mode only, never with --catalog-only (decision 0042).
      await seedDemoPromotions(tx, today);
      await seedDemoMember(tx, today);
      // Staff with a published password: demo mode only, like the demo member (decision 0019).
      // They have worked here a while: the desk checked in the week's guests.
      const people = await seedDemoStaff(tx, hotelMoment(addDays(today, -STAFF_SINCE_DAYS), '09:00'));
      const front = people.get('front@demo.felton')!;
      const placed = await seedDemoGuests(tx, today, stays, { frontDeskId: front.id, adminId: people.get('admin@demo.felton')!.id });
      await seedDemoAudit(tx, today, { manager: people.get('manager@demo.felton')!, front }, placed);
    }
  });
}

/**
 * One row per room type and night from `first`, nothing sold yet; a pre-opening hotel gets no
 * nights before it opens.
 */
export function demoRoomNights(
  rooms: RoomTypeRow[],
  hotelList: Pick<DemoHotel, 'code' | 'openingDate'>[],
  first: string,
  days: number,
): RoomNightRow[] {
  const openingDates = new Map(hotelList.map((h) => [h.code, h.openingDate ?? null]));
  const stayDates = Array.from({ length: days }, (_, i) => addDays(first, i));
  const rows: RoomNightRow[] = [];
  for (const room of rooms) {
    const opens = openingDates.get(room.hotelCode) ?? null;
    for (const stayDate of stayDates) {
      if (opens && stayDate < opens) continue;
      const { totalRooms } = nightInventory(room.defaultRooms, stayDate, `${room.hotelCode}|${room.code}`);
      rows.push({
        hotelCode: room.hotelCode,
        roomTypeCode: room.code,
        stayDate,
        price: nightPrice(room.basePrice, stayDate),
        totalRooms,
        soldRooms: 0,
      });
    }
  }
  return rows;
}
