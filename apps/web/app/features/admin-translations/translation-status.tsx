import type { TranslationStatus } from "@hotel/shared/content-translation";
import {
  TRANSLATION_LANGUAGE_LABELS,
  TRANSLATION_STATUS_LABELS,
} from "@hotel/shared/schemas/admin/translations";
import {
  StatusBadge,
  type StatusTone,
} from "../../components/admin/status-badge.tsx";

const TONES: Record<TranslationStatus, StatusTone> = {
  complete: "success",
  outdated: "warning",
  partial: "info",
  missing: "neutral",
};

/** Where a language stands: 中文 翻訳済 / 原文更新あり / 一部 / 未翻訳, in words (never colour alone). */
export function TranslationBadge({
  lang,
  status,
  withLanguage = false,
}: {
  lang: "zh" | "en";
  status: TranslationStatus;
  withLanguage?: boolean;
}) {
  return (
    <StatusBadge tone={TONES[status]}>
      {withLanguage ? `${TRANSLATION_LANGUAGE_LABELS[lang]} ` : ""}
      {TRANSLATION_STATUS_LABELS[status]}
    </StatusBadge>
  );
}
