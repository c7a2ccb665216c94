import { eq, inArray } from "drizzle-orm";
import type { Database } from "@hotel/db/client";
import { contentPages, hotelContent } from "@hotel/db/schema/cms";
import { roomTypes } from "@hotel/db/schema/rooms";
import type { StaffRole } from "@hotel/shared/schemas/admin/auth";
import {
  translationEndpoints,
  type TranslationArea,
} from "@hotel/shared/schemas/admin/translations";
import { FOREIGN_HOTEL, OWN_HOTEL, type RoleCase } from "./role-case.ts";

/** Each area's editors, as its items' own editors (content.cases.ts, catalog.cases.ts). */
const ALLOWED: Record<TranslationArea, readonly StaffRole[]> = {
  content: ["group_admin", "hotel_manager", "content_editor"],
  catalog: ["group_admin", "hotel_manager"],
  group: ["group_admin", "content_editor"],
};
/** An item of each area that both hotels have (the seeded meeting page and room type SK; the brand story page). */
const ITEM: Record<
  TranslationArea,
  { kind: string; key: string; field: string }
> = {
  content: { kind: "meeting", key: "", field: "MeetingIntro" },
  catalog: { kind: "roomType", key: "SK", field: "name" },
  group: { kind: "contentPage", key: "75", field: "title" },
};

async function snapshot(db: Database) {
  const hotels = [OWN_HOTEL, FOREIGN_HOTEL];
  return {
    blocks: await db
      .select({
        hotel: hotelContent.hotelCode,
        kind: hotelContent.kind,
        translations: hotelContent.translations,
      })
      .from(hotelContent)
      .where(inArray(hotelContent.hotelCode, hotels))
      .orderBy(hotelContent.hotelCode, hotelContent.kind),
    rooms: await db
      .select({
        hotel: roomTypes.hotelCode,
        translations: roomTypes.translations,
      })
      .from(roomTypes)
      .where(eq(roomTypes.code, "SK"))
      .orderBy(roomTypes.hotelCode),
    page: await db
      .select({ translations: contentPages.translations })
      .from(contentPages)
      .where(eq(contentPages.sid, 75)),
  };
}

const path = (full: string) => full.replace("/adminapi/v1", "");

function areaCases(area: TranslationArea): RoleCase[] {
  const E = translationEndpoints[area];
  const perHotel = area !== "group";
  const { kind, key, field } = ITEM[area];
  const named = (hotel: string): Record<string, string> =>
    perHotel ? { hotel } : {};
  const base = { allowed: ALLOWED[area], perHotel, snapshot };
  return [
    {
      ...base,
      route: `GET ${E.list.path}`,
      request: (hotel) => ({
        method: "GET",
        path: path(E.list.path),
        query: named(hotel),
      }),
    },
    {
      ...base,
      route: `GET ${E.get.path}`,
      request: (hotel) => ({
        method: "GET",
        path: path(E.get.path),
        query: { ...named(hotel), kind, key },
      }),
    },
    {
      ...base,
      route: `POST ${E.save.path}`,
      request: (hotel) => ({
        method: "POST",
        path: path(E.save.path),
        body: {
          ...named(hotel),
          kind,
          key,
          lang: "en",
          fields: { [field]: "Role suite" },
        },
      }),
    },
  ];
}

/** /adminapi/v1/translations/*: each area guarded as its items' own editors. */
export const translationsCases: RoleCase[] = (
  ["content", "catalog", "group"] as const
).flatMap(areaCases);
