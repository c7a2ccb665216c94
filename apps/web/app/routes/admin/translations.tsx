import type { Route } from "./+types/translations";
import { GROUP_CODE } from "@hotel/shared/constants";
import type { ContentKind } from "@hotel/shared/content-translation";
import {
  CONTENT_KIND_LABELS,
  TRANSLATION_AREAS,
  translationEndpoints,
  type TranslationArea,
  type TranslationListed,
} from "@hotel/shared/schemas/admin/translations";
import { callAdmin } from "../../lib/admin-api.server.ts";
import { adminHotel, withHotel } from "../../lib/admin-hotel.ts";
import { adminMeta } from "../../lib/admin-meta.ts";
import { useAdminLayout } from "../../components/admin/admin-context.ts";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { ButtonLink } from "../../components/admin/button.tsx";
import { TitledSection } from "../../components/admin/detail.tsx";
import {
  translationEditPath,
  TRANSLATIONS_PATH,
} from "../../features/admin-translations/translation-paths.ts";
import { TranslationTable } from "../../features/admin-translations/translation-table.tsx";

export const meta: Route.MetaFunction = () => adminMeta("翻訳状況");

/** The lists asked for: the hotel's content and catalogue, and the group's items and content. */
const LISTS: { area: TranslationArea; group: boolean }[] = [
  { area: "content", group: false },
  { area: "catalog", group: false },
  { area: "group", group: true },
  { area: "content", group: true },
];

/**
 * /admin/translations?hotel=&need=1: every item's Chinese and English status, per kind (decision
 * 0076). A list the person may not read (the catalogue for a content editor, the group's items
 * for a hotel's staff) is left out: the API refuses it and the page shows what remains.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const hotel = adminHotel(request);
  const need = new URL(request.url).searchParams.get("need") === "1";
  const answers = await Promise.all(
    LISTS.map(async ({ area, group }) => {
      const { envelope } = await callAdmin(
        context,
        request,
        translationEndpoints[area].list,
        { hotel: group ? GROUP_CODE : hotel },
      );
      return envelope.success
        ? { area, group, items: envelope.data ?? [] }
        : null;
    }),
  );
  const sections = answers.flatMap((answer) =>
    answer ? kindsOf(answer.area, answer.group, answer.items, need) : [],
  );
  return { hotel, need, sections };
}

function kindsOf(
  area: TranslationArea,
  group: boolean,
  items: TranslationListed[],
  need: boolean,
) {
  const shown = need
    ? items.filter((i) => i.zh !== "complete" || i.en !== "complete")
    : items;
  return TRANSLATION_AREAS[area]
    .map((kind: ContentKind) => ({
      id: `${group ? "group-" : ""}${kind}`,
      title: `${CONTENT_KIND_LABELS[kind]}${group && area === "content" ? "（グループ）" : ""}`,
      items: shown.filter((i) => i.kind === kind),
      total: items.filter((i) => i.kind === kind).length,
    }))
    .filter((section) => section.total > 0);
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { hotel: code, need, sections } = loaderData;
  const { hotel } = useAdminLayout();
  return (
    <AdminPage
      title="翻訳状況"
      description={`${hotel.name}とグループの文章の中文・English。翻訳のない項目はお客様に日本語で表示されます`}
      actions={
        <nav
          aria-label="表示する項目"
          style={{ display: "flex", gap: "0.5rem" }}
        >
          <ButtonLink
            size="sm"
            variant={need ? "secondary" : "primary"}
            to={withHotel(TRANSLATIONS_PATH, code)}
            aria-current={need ? undefined : "page"}
          >
            すべて
          </ButtonLink>
          <ButtonLink
            size="sm"
            variant={need ? "primary" : "secondary"}
            to={withHotel(TRANSLATIONS_PATH, code, { need: "1" })}
            aria-current={need ? "page" : undefined}
          >
            要対応のみ
          </ButtonLink>
        </nav>
      }
    >
      {sections.map((section) => (
        <TitledSection
          key={section.id}
          id={`${section.id}-title`}
          title={`${section.title}（${section.items.length}/${section.total}）`}
        >
          <TranslationTable
            caption={section.title}
            rows={section.items.map((i) => ({
              id: `${i.kind}:${i.key}`,
              label: i.label,
              zh: i.zh,
              en: i.en,
              editTo: translationEditPath(
                code,
                i.kind as ContentKind,
                i.key,
                i.hotel,
              ),
            }))}
          />
        </TitledSection>
      ))}
    </AdminPage>
  );
}
