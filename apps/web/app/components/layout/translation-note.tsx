import { useT } from '../../lib/i18n/i18n.tsx';
import styles from './translation-note.module.css';

/**
 * Says that some of the page's words are shown in Japanese, not translated yet (decision 0073).
 * Only Chinese and English answers carry `untranslated`, so a Japanese page never shows it.
 */
export function TranslationNote({ untranslated, inContainer = false }: { untranslated: boolean; inContainer?: boolean }) {
  const t = useT();
  if (!untranslated) return null;
  const note = (
    <p className={styles.note} role="note">
      {t('layout.translationFallback')}
    </p>
  );
  return inContainer ? note : <div className="container">{note}</div>;
}

/** Whether any of the page's items is partly in Japanese. */
export const anyUntranslated = (...items: readonly ({ untranslated?: boolean } | null | undefined)[]): boolean => items.some((item) => item?.untranslated === true);
