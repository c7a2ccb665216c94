import type { Route } from "./+types/translation-edit";
import {
  CONTENT_KIND_LABELS,
  TRANSLATION_MESSAGES,
} from "@hotel/shared/schemas/admin/translations";
import type { TranslatedLanguage } from "@hotel/shared/content-translation";
import { adminLoad } from "../../lib/admin-api.server.ts";
import { saveAdminForm } from "../../lib/admin-form.server.ts";
import { adminHotel, withHotel } from "../../lib/admin-hotel.ts";
import { adminMeta } from "../../lib/admin-meta.ts";
import { readPostedForm } from "../../lib/form-action.server.ts";
import { AdminPage } from "../../components/admin/admin-page.tsx";
import { ButtonLink } from "../../components/admin/button.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import {
  storedValues,
  TranslationForm,
} from "../../features/admin-translations/translation-form.tsx";
import {
  sourceEditorPath,
  translationEditPath,
  TRANSLATIONS_PATH,
} from "../../features/admin-translations/translation-paths.ts";
import {
  postedFields,
  translationTarget,
} from "../../features/admin-translations/translation-request.server.ts";
import { TranslationBadge } from "../../features/admin-translations/translation-status.tsx";

export const meta: Route.MetaFunction = () => adminMeta("翻訳の編集");

/** /admin/translations/edit?hotel=&kind=&key=: an item's Chinese and English beside its Japanese (decision 0076). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { kind, endpoints, key, hotel } = translationTarget(request);
  const item = await adminLoad(context, request, endpoints.get, {
    hotel,
    kind,
    key,
  });
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    item,
    hotel: adminHotel(request),
    saved: saved === "zh" || saved === "en" ? saved : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { kind, endpoints, key, hotel } = translationTarget(request);
  const values = await readPostedForm(request);
  const lang = values.lang === "en" ? "en" : "zh";
  const endpoint = endpoints.save;
  const done = `${translationEditPath(adminHotel(request), kind, key, hotel)}&saved=${lang}`;
  return saveAdminForm(context, request, {
    values,
    input: {
      hotel,
      kind,
      key,
      lang: values.lang,
      fields: postedFields(kind, values),
    },
    schema: endpoint.input,
    endpoint,
    refusal: (message) => ({ errors: {}, formError: message }),
    done,
  });
}

export default function TranslationEdit({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { item, hotel, saved } = loaderData;
  const editor = sourceEditorPath(
    hotel,
    item.kind as never,
    item.key,
    item.hotel,
  );
  const posted = actionData?.values.lang;
  const form = (lang: TranslatedLanguage) => {
    const mine = posted === lang;
    return (
      // Keyed by language too: the two forms are siblings, and a shared key made React hydrate
      // the English form as a second Chinese one.
      <TranslationForm
        key={`${lang}-${mine ? "posted" : "stored"}`}
        item={item}
        lang={lang}
        values={mine ? actionData!.values : storedValues(item, lang)}
        errors={mine ? actionData!.errors : {}}
        formError={
          mine
            ? (actionData!.formError ?? Object.values(actionData!.errors)[0])
            : undefined
        }
      />
    );
  };
  return (
    <AdminPage
      title={`翻訳：${item.label}`}
      description={
        <>
          {CONTENT_KIND_LABELS[item.kind as never]}{" "}
          <TranslationBadge lang="zh" status={item.zh.status} withLanguage />{" "}
          <TranslationBadge lang="en" status={item.en.status} withLanguage />
        </>
      }
      breadcrumbs={[
        { label: "翻訳状況", to: withHotel(TRANSLATIONS_PATH, hotel) },
        { label: item.label },
      ]}
      actions={
        editor ? <ButtonLink to={editor}>日本語を編集</ButtonLink> : null
      }
    >
      {saved && !actionData ? (
        <Notice tone="success">{TRANSLATION_MESSAGES.saved}</Notice>
      ) : null}
      {item.zh.status === "outdated" || item.en.status === "outdated" ? (
        <Notice tone="warning">
          翻訳の保存後に日本語が変更されました。内容を見直して保存すると「翻訳済」に戻ります。
        </Notice>
      ) : null}
      {form("zh")}
      {form("en")}
    </AdminPage>
  );
}
