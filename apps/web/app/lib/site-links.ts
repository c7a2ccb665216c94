import type { SisterSiteUrls } from '@hotel/shared/api/load-context';

/** Sister sites in other languages; their addresses come from the server's configuration. */
const SISTER_SITES = [
  { key: 'zh', lang: 'zh-Hans', label: '中文' },
  { key: 'en', lang: 'en', label: 'English' },
] as const;

export interface SisterSiteLink {
  lang: string;
  label: string;
  href: string;
}

/**
 * The language links the header shows: one per sister site whose address is configured
 * (SISTER_SITE_ZH_URL, SISTER_SITE_EN_URL), none for an unset one. The root loader hands them to the page.
 */
export function sisterSiteLinks(urls: SisterSiteUrls | undefined): SisterSiteLink[] {
  return SISTER_SITES.flatMap(({ key, lang, label }) => {
    const href = urls?.[key];
    return href ? [{ lang, label, href }] : [];
  });
}

/** Footer content pages in display order with their Japanese and English labels. */
export const FOOTER_LINKS = [
  { name: 'joinFelton', label: '採用情報', en: 'Join Felton' },
  { name: 'careerDevelop', label: '人材育成・キャリア', en: 'Career Development' },
  { name: 'personalAndPropertySafety', label: 'お客様の安全と財産の保護', en: 'Personal and Property Safety' },
  { name: 'privacyPolicy', label: 'プライバシーポリシー', en: 'Privacy Policy' },
  { name: 'websiteTermsOfUse', label: 'ウェブサイト利用規約', en: 'Website Terms of Use' },
  { name: 'contactUs', label: 'お問い合わせ', en: 'Contact Us' },
] as const;

export const GROUP_TEL = '400-820-0018';
