import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { GROUP_CODE } from "@hotel/shared/constants";
import {
  TRANSLATION_MESSAGES,
  translationEndpoints,
  type TranslationArea,
} from "@hotel/shared/schemas/admin/translations";
import { ok } from "../../lib/envelope.ts";
import { staffBody, staffPath, staffQuery } from "../../lib/staff-endpoint.ts";
import {
  currentStaff,
  type StaffGuard,
  type StaffRouteOptions,
} from "../staff/index.ts";
import type { TranslationsService } from "./translations.service.ts";

/**
 * /adminapi/v1/translations/{content,catalog,group}/*: list, get and save, each area guarded as
 * its items' own editors are (decision 0076): a hotel's content with content.edit, its catalogue
 * with rates.edit (catalog.routes.ts), the group's items (hotels, brands, cities, the group's
 * pages) with content.edit for the group, as the group's pages are edited today.
 */
export const translationsRoutes: FastifyPluginAsyncZod<{
  translations: TranslationsService;
  guard: StaffGuard;
}> = async (app, { translations, guard }) => {
  const tags = ["translations"];
  const access: Record<TranslationArea, StaffRouteOptions> = {
    content: guard.hotel("content.edit"),
    catalog: guard.hotel("rates.edit"),
    group: guard.hotel("content.edit", { fixed: GROUP_CODE }),
  };
  for (const area of ["content", "catalog", "group"] as const) {
    const E = translationEndpoints[area];
    app.get(
      staffPath(E.list),
      staffQuery(E.list, tags, access[area]),
      async (req) => ok(await translations.list(area, req.query.hotel)),
    );
    app.get(
      staffPath(E.get),
      staffQuery(E.get, tags, access[area]),
      async (req) => ok(await translations.get(area, req.query)),
    );
    app.post(
      staffPath(E.save),
      staffBody(E.save, tags, access[area]),
      async (req) =>
        ok(
          await translations.save(currentStaff(req), area, req.body),
          TRANSLATION_MESSAGES.saved,
        ),
    );
  }
};
