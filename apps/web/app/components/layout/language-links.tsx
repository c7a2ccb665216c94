import { useRouteLoaderData } from 'react-router';
import type { SisterSiteLink } from '../../lib/site-links.ts';

/**
 * 日本語 (this site) and the configured sister sites (the root loader's sisterSites), as one list
 * for the header and the phone menu.
 */
export function LanguageLinks({ className }: { className?: string }) {
  // Absent on the error page when the root loader itself failed: then only 日本語.
  const sisterSites = useRouteLoaderData<{ sisterSites?: SisterSiteLink[] }>('root')?.sisterSites ?? [];
  return (
    <ul className={className} aria-label="言語">
      <li>
        <span aria-current="true">日本語</span>
      </li>
      {sisterSites.map((s) => (
        <li key={s.lang}>
          <a href={s.href} hrefLang={s.lang} lang={s.lang}>
            {s.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
