import type { MessageId } from './i18n/messages.ts';

/** Footer content pages in display order: their labels' message ids, and the English name the information pages show under each. */
export const FOOTER_LINKS = [
  { name: 'joinFelton', label: 'layout.footerJoinFelton', en: 'Join Felton' },
  { name: 'careerDevelop', label: 'layout.footerCareerDevelop', en: 'Career Development' },
  { name: 'personalAndPropertySafety', label: 'layout.footerPersonalAndPropertySafety', en: 'Personal and Property Safety' },
  { name: 'privacyPolicy', label: 'layout.footerPrivacyPolicy', en: 'Privacy Policy' },
  { name: 'websiteTermsOfUse', label: 'layout.footerWebsiteTermsOfUse', en: 'Website Terms of Use' },
  { name: 'contactUs', label: 'layout.footerContactUs', en: 'Contact Us' },
] as const satisfies readonly { name: string; label: MessageId; en: string }[];

export const GROUP_TEL = '400-820-0018';
