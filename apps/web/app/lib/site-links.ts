/** Sister sites in other languages (their addresses are not in the spec; set here once). */
export const SISTER_SITES = [
  { lang: 'zh-Hans', label: '中文', href: 'https://www.felton-hotels.cn/' },
  { lang: 'en', label: 'English', href: 'https://en.felton-hotels.com/' },
] as const;

/** Footer content pages in display order with their Japanese and English labels. */
export const FOOTER_LINKS = [
  { name: 'joinFelton', label: 'フェルトンに参加', en: 'Join Felton' },
  { name: 'careerDevelop', label: 'キャリア開発', en: 'Career Development' },
  { name: 'personalAndPropertySafety', label: 'お客様の安全と財産の保護', en: 'Personal and Property Safety' },
  { name: 'privacyPolicy', label: 'プライバシーポリシー', en: 'Privacy Policy' },
  { name: 'websiteTermsOfUse', label: 'ウェブサイト利用規約', en: 'Website Terms of Use' },
  { name: 'contactUs', label: 'お問い合わせ', en: 'Contact Us' },
] as const;

export const GROUP_TEL = '400-820-0018';
