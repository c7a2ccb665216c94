import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, localizedPath, SITE_LANGUAGES } from '@hotel/shared/site-language';
import { useLang, useT } from '../../lib/i18n/i18n.tsx';

/**
 * The language switch (decision 0072): this page, with its query (the search, the stay), in each
 * language. A plain link: each language's pages are their own router (basename), so switching
 * loads the page afresh in the other one.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const lang = useLang();
  const t = useT();
  // The router's location is the path within this language (no /zh prefix).
  const { pathname, search } = useLocation();
  return (
    <ul className={className} aria-label={t('layout.languages')}>
      {SITE_LANGUAGES.map((other) =>
        other === lang ? (
          <li key={other}>
            <span aria-current="true" lang={LANGUAGE_TAGS[other]}>
              {LANGUAGE_NAMES[other]}
            </span>
          </li>
        ) : (
          <li key={other}>
            <a href={localizedPath(`${pathname}${search}`, other)} hrefLang={LANGUAGE_TAGS[other]} lang={LANGUAGE_TAGS[other]}>
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
