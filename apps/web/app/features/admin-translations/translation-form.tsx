import { Form, useNavigation } from "react-router";
import {
  isListField,
  LONG_FIELDS,
  TRANSLATION_LANGUAGE_LABELS,
  type TranslationItem,
} from "@hotel/shared/schemas/admin/translations";
import { contentFieldWord } from "@hotel/shared/audit-wording";
import type {
  ContentKind,
  TranslatedLanguage,
} from "@hotel/shared/content-translation";
import type { FieldErrors, FormValues } from "@hotel/shared/forms/parse-form";
import { Button } from "../../components/admin/button.tsx";
import { TextArea, TextField } from "../../components/admin/form-fields.tsx";
import {
  FormActions,
  FormSection,
  SECTIONED_FORM,
} from "../../components/admin/form-section.tsx";
import { FormError } from "../../components/ui/form-field.tsx";
import { TranslationBadge } from "./translation-status.tsx";
import styles from "./translation-form.module.css";

/** What a language's form shows: its stored fields, a list one item per line. */
export function storedValues(
  item: TranslationItem,
  lang: TranslatedLanguage,
): FormValues {
  return Object.fromEntries(
    Object.entries(item[lang].fields).map(([field, words]) => [
      field,
      Array.isArray(words) ? words.join("\n") : words,
    ]),
  );
}

interface TranslationFormProps {
  item: TranslationItem;
  lang: TranslatedLanguage;
  values: FormValues;
  errors: FieldErrors;
  formError?: string | undefined;
}

/**
 * One language of one item: each field's Japanese beside an input of its shape (a line, a
 * textarea for long text, one line per item for a list). Posts to the route's action with its
 * language (works without JavaScript); a blank field is "not translated", and guests read the Japanese.
 */
export function TranslationForm({
  item,
  lang,
  values,
  errors,
  formError,
}: TranslationFormProps) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === "submitting" &&
    navigation.formData?.get("lang") === lang;
  const kind = item.kind as ContentKind;
  const common = {
    idPrefix: `tr-${lang}`,
    values,
    errors,
    need: "optional" as const,
  };
  return (
    <Form
      method="post"
      className={SECTIONED_FORM}
      noValidate
      lang={lang === "zh" ? "zh-CN" : "en"}
    >
      <input type="hidden" name="lang" value={lang} />
      <FormError message={formError} />
      <FormSection
        title={TRANSLATION_LANGUAGE_LABELS[lang]}
        description={
          <span className={styles.status}>
            <TranslationBadge lang={lang} status={item[lang].status} />
            空欄の項目はお客様に日本語のまま表示されます
          </span>
        }
      >
        {item.source.length === 0 ? (
          <p>翻訳する文章がありません（日本語がすべて空欄です）。</p>
        ) : null}
        {item.source.map(({ field, words }) => {
          const label = contentFieldWord(kind, field);
          const list = isListField(kind, field);
          return (
            <div key={field} className={styles.row}>
              <dl className={styles.source} lang="ja">
                <dt>{label}（日本語）</dt>
                <dd>
                  {/* A long source scrolls in its box: focusable and named, so a keyboard can scroll it too. */}
                  <div className={styles.sourceText} tabIndex={0} role="region" aria-label={`${label}（日本語・${TRANSLATION_LANGUAGE_LABELS[lang]}の原文）`}>
                    {Array.isArray(words) ? words.join("\n") : words}
                  </div>
                </dd>
              </dl>
              {list ? (
                <TextArea
                  {...common}
                  name={field}
                  label={label}
                  hint="1行に1項目"
                  rows={Math.max(3, words.length + 1)}
                />
              ) : LONG_FIELDS.test(field) ? (
                <TextArea
                  {...common}
                  name={field}
                  label={label}
                  rows={6}
                  className={styles.long}
                />
              ) : (
                <TextField {...common} name={field} label={label} />
              )}
            </div>
          );
        })}
      </FormSection>
      <FormActions>
        <Button type="submit" disabled={submitting}>
          {TRANSLATION_LANGUAGE_LABELS[lang]}を保存
        </Button>
      </FormActions>
    </Form>
  );
}
