import { data } from "react-router";
import {
  TRANSLATABLE_FIELDS,
  type ContentKind,
} from "@hotel/shared/content-translation";
import {
  isListField,
  TRANSLATION_AREA_OF,
  translationEndpoints,
  TRANSLATION_MESSAGES,
} from "@hotel/shared/schemas/admin/translations";
import type { FormValues } from "@hotel/shared/forms/parse-form";
import { adminHotel } from "../../lib/admin-hotel.ts";
import { contentOwner } from "../../lib/content-owner.ts";

/** The item a translation page is about: its kind, area, key and the hotel the API is asked for. */
export function translationTarget(request: Request) {
  const params = new URL(request.url).searchParams;
  const kind = params.get("kind") ?? "";
  if (!Object.hasOwn(TRANSLATION_AREA_OF, kind))
    throw data({ message: TRANSLATION_MESSAGES.kindInvalid }, { status: 404 });
  const area = TRANSLATION_AREA_OF[kind as ContentKind];
  // The group's items need no hotel; a hotel's content may be the group's (?owner=group), as in its editor.
  const hotel =
    area === "group"
      ? undefined
      : area === "content"
        ? contentOwner(request)
        : adminHotel(request);
  // Each area's schemas admit only its kinds, and the kind picked the area: typed as one area's, any of the three fits.
  const endpoints = translationEndpoints[
    area
  ] as typeof translationEndpoints.content;
  return {
    kind: kind as ContentKind & "news",
    area,
    endpoints,
    key: params.get("key") ?? "",
    hotel,
  };
}

/** A language's posted fields as the API takes them: a list field's lines become its items. */
export function postedFields(
  kind: ContentKind,
  values: FormValues,
): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const field of TRANSLATABLE_FIELDS[kind] as readonly string[]) {
    const posted = values[field];
    if (posted === undefined) continue;
    fields[field] = isListField(kind, field)
      ? posted
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : posted;
  }
  return fields;
}
