import { GROUP_CODE } from "@hotel/shared/constants";
import type { ContentKind } from "@hotel/shared/content-translation";
import { withHotel } from "../../lib/admin-hotel.ts";
import { OWNER_PARAM } from "../../lib/content-owner.ts";

export const TRANSLATIONS_PATH = "/admin/translations";

/** An item's translation page; `owner` is the item's hotel (the group's content goes by ?owner=group, as its editor does). */
export function translationEditPath(
  hotel: string,
  kind: ContentKind,
  key: string,
  owner?: string,
): string {
  return withHotel(`${TRANSLATIONS_PATH}/edit`, hotel, {
    kind,
    key: key || undefined,
    [OWNER_PARAM]: owner === GROUP_CODE ? "group" : undefined,
  });
}

/** The Japanese editor of an item, where the back office has one (hotels, brands and cities have none yet). */
export function sourceEditorPath(
  hotel: string,
  kind: ContentKind,
  key: string,
  owner?: string,
): string | null {
  const group = owner === GROUP_CODE ? { [OWNER_PARAM]: "group" } : {};
  switch (kind) {
    case "news":
    case "sale":
    case "banner":
      return withHotel(`/admin/content/${kind}`, hotel, { ...group, id: key });
    case "contentPage":
      return withHotel("/admin/content/page", hotel, { sid: key });
    case "meeting":
    case "health":
    case "tea":
    case "home":
      return withHotel("/admin/content/hotel-page", hotel, { kind });
    case "roomType":
      return withHotel("/admin/catalog/room-type", hotel, { code: key });
    case "ratePlan":
      return withHotel("/admin/catalog/plan", hotel, { code: key });
    default:
      return null;
  }
}
