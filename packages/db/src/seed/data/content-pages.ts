import { ABOUT_SIDS, FOOTER_PAGES } from '@hotel/shared/constants';
import type { contentPages } from '../../schema/cms.ts';
import { BRAND_CENTER_HTML, BRAND_STORY_HTML, SERVICE_STANDARDS_HTML } from './content-about.ts';
import { CAREER_DEVELOP_HTML, JOIN_FELTON_HTML } from './content-careers.ts';
import { contactHtml } from './content-contact.ts';
import { PRIVACY_POLICY_HTML } from './content-privacy.ts';
import { SAFETY_HTML } from './content-safety.ts';
import { TERMS_OF_USE_HTML } from './content-terms.ts';
import { groupImage } from './image-paths.ts';

type ContentPageRow = typeof contentPages.$inferInsert;
type PageText = Pick<ContentPageRow, 'sid' | 'code' | 'title' | 'titleEn' | 'content'>;

/** About pages (75–77) and footer pages (78–84); sids come from the shared constants. */
export function demoContentPages(): ContentPageRow[] {
  const about: PageText[] = [
    { sid: ABOUT_SIDS.brandStory, code: 'brandStory', title: 'ブランドストーリー', titleEn: 'Brand Story', content: BRAND_STORY_HTML },
    { sid: ABOUT_SIDS.brandCenter, code: 'brandCenter', title: 'ブランドセンター', titleEn: 'Brand Center', content: BRAND_CENTER_HTML },
    { sid: ABOUT_SIDS.serviceStandards, code: 'serviceStandards', title: 'サービス基準', titleEn: 'Service Standards', content: SERVICE_STANDARDS_HTML },
  ];
  const footer: PageText[] = [
    { sid: FOOTER_PAGES.joinFelton, code: 'joinFelton', title: '採用情報', titleEn: 'Join Felton', content: JOIN_FELTON_HTML },
    { sid: FOOTER_PAGES.privacyPolicy, code: 'privacyPolicy', title: 'プライバシーポリシー', titleEn: 'Privacy Policy', content: PRIVACY_POLICY_HTML },
    {
      sid: FOOTER_PAGES.personalAndPropertySafety,
      code: 'personalAndPropertySafety',
      title: 'お客様の安全と財産の保護',
      titleEn: 'Personal and Property Safety',
      content: SAFETY_HTML,
    },
    { sid: FOOTER_PAGES.websiteTermsOfUse, code: 'websiteTermsOfUse', title: 'ウェブサイト利用規約', titleEn: 'Website Terms of Use', content: TERMS_OF_USE_HTML },
    { sid: FOOTER_PAGES.contactUs, code: 'contactUs', title: 'お問い合わせ', titleEn: 'Contact Us', content: contactHtml() },
    { sid: FOOTER_PAGES.careerDevelop, code: 'careerDevelop', title: '人材育成・キャリア', titleEn: 'Career Development', content: CAREER_DEVELOP_HTML },
  ];
  return [
    ...about.map((p) => ({ ...p, banner: groupImage('about-banner.webp'), bannerMobile: groupImage('about-banner-m.webp') })),
    ...footer.map((p) => ({ ...p, banner: groupImage('content-banner.webp'), bannerMobile: groupImage('content-banner-m.webp') })),
  ];
}
