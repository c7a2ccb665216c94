import { SISTER_SITES } from '../../lib/site-links.ts';

/** 日本語 (this site) and the sister sites, as one list for the header and the phone menu. */
export function LanguageLinks({ className }: { className?: string }) {
  return (
    <ul className={className} aria-label="言語">
      <li>
        <span aria-current="true">日本語</span>
      </li>
      {SISTER_SITES.map((s) => (
        <li key={s.lang}>
          <a href={s.href} hrefLang={s.lang} lang={s.lang}>
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
