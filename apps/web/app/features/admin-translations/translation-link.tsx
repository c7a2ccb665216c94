import type { ContentKind } from "@hotel/shared/content-translation";
import { ButtonLink } from "../../components/admin/button.tsx";
import { translationEditPath } from "./translation-paths.ts";

/** The 翻訳 button of a Japanese editor: the item's Chinese and English beside its Japanese. */
export function TranslationLink({
  hotel,
  kind,
  itemKey,
  owner,
}: {
  hotel: string;
  kind: ContentKind;
  itemKey: string;
  owner?: string;
}) {
  return (
    <ButtonLink to={translationEditPath(hotel, kind, itemKey, owner)}>
      翻訳（中文・English）
    </ButtonLink>
  );
}
