import type { Route } from './+types/about-us';
import { ABOUT_SIDS, ABOUT_TABS, BUILT_IN_ARTICLE_IDS, GROUP_CODE, type AboutTab } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import { load, loadOptional } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { Split } from '../components/ui/split.tsx';
import { AboutTabs } from '../features/about/about-tabs.tsx';
import { ABOUT_TAB_LABELS } from '../features/about/about-tab-labels.ts';
import { HotelCities } from '../features/about/hotel-cities.tsx';
import { BrandDirectory } from '../features/about/brand-directory.tsx';
import { StoryStrip } from '../features/news/story-strip.tsx';
import styles from '../features/about/about.module.css';
import { anyUntranslated, TranslationNote } from '../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData?.title ?? '',
    description: args.loaderData?.description,
    // The tab is the page: each is its own address.
    keep: ['footerNavName'],
  });

function tabFrom(url: URL): AboutTab {
  const value = url.searchParams.get('footerNavName');
  return (ABOUT_TABS as readonly string[]).includes(value ?? '') ? (value as AboutTab) : 'brandStory';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = routeTranslator(request, ['about']);
  const tab = tabFrom(new URL(request.url));
  // hotelCity is built from hotel data; it borrows the brand story's banner.
  const sid = ABOUT_SIDS[tab === 'hotelCity' ? 'brandStory' : tab];
  const [content, brands, hotels, stories] = await Promise.all([
    load(context, 'about', { sid }),
    load(context, 'getBrands', {}),
    tab === 'hotelCity' ? load(context, 'getHotelInfo', { HotelCode: GROUP_CODE }) : null,
    Promise.all(BUILT_IN_ARTICLE_IDS.map((id) => loadOptional(context, 'shownews', { sid: id }))),
  ]);
  return {
    i18n: routeMessages(request, ['about']),
    title: t('about.metaTitleTab', { tab: t(ABOUT_TAB_LABELS[tab].label) }),
    description: t('about.metaDescription'),
    tab,
    content,
    brands,
    hotels,
    stories: stories.map((list) => list?.[0]).filter((n): n is News => n !== undefined),
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { tab, content, brands, hotels, stories } = loaderData;
  const t = useT();
  const label = { en: ABOUT_TAB_LABELS[tab].en, label: t(ABOUT_TAB_LABELS[tab].label) };

  return (
    <>
      <PageBanner image={content.banner} imageMobile={content.bannerMob} eyebrow="About Felton" title={t('about.metaTitle')} />
      <AboutTabs current={tab} />
      <TranslationNote untranslated={anyUntranslated(content)} />

      <section className="section">
        <div className="container">
          {hotels ? (
            <div className={styles.wide}>
              <div className={styles.heading}>
                <span className="eyebrow">{label.en}</span>
                <h2 className={styles.title}>{label.label}</h2>
                <span className={styles.rule} aria-hidden="true" />
              </div>
              <HotelCities hotels={hotels} />
            </div>
          ) : (
            <Split columns={[4, 8]} gap={8} stackedGap={6} stackBelow="tablet" align="start">
              <div className={styles.heading}>
                <span className="eyebrow">{content.titleEn || label.en}</span>
                <h2 className={styles.title}>{content.title || label.label}</h2>
                <span className={styles.rule} aria-hidden="true" />
              </div>
              <div className={`prose ${styles.prose}`} dangerouslySetInnerHTML={{ __html: content.Content }} />
            </Split>
          )}
        </div>
      </section>

      {brands.length > 0 ? (
        <section className="section section--tint">
          <div className="container">
            <SectionHeading eyebrow="Our Brands" title={t('about.brandsTitle')}>
              {t('about.brandsText')}
            </SectionHeading>
            <BrandDirectory brands={brands} />
          </div>
        </section>
      ) : null}

      {stories.length > 0 ? (
        <section className="section">
          <div className="container">
            <SectionHeading eyebrow="Felton Stories" title={t('about.storiesTitle')} />
            <StoryStrip stories={stories} />
          </div>
        </section>
      ) : null}
    </>
  );
}
