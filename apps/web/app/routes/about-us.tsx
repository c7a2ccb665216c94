import type { Route } from './+types/about-us';
import { ABOUT_SIDS, ABOUT_TABS, BUILT_IN_ARTICLE_IDS, GROUP_CODE, type AboutTab } from '@hotel/shared/constants';
import type { News } from '@hotel/shared/schemas/content';
import { load, loadOptional } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { Split } from '../components/ui/split.tsx';
import { AboutTabs } from '../features/about/about-tabs.tsx';
import { ABOUT_TAB_LABELS } from '../features/about/about-tab-labels.ts';
import { HotelCities } from '../features/about/hotel-cities.tsx';
import { BrandDirectory } from '../features/about/brand-directory.tsx';
import { StoryStrip } from '../features/news/story-strip.tsx';
import styles from '../features/about/about.module.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: args.loaderData ? `${ABOUT_TAB_LABELS[args.loaderData.tab].label}｜ブランド紹介` : 'ブランド紹介',
    description: '西湖のほとりの小さな宿から始まった、フェルトン・ホテルズ&リゾーツの歩みとブランド、サービス基準をご紹介します。',
    // The tab is the page: each is its own address.
    keep: ['footerNavName'],
  });

function tabFrom(url: URL): AboutTab {
  const value = url.searchParams.get('footerNavName');
  return (ABOUT_TABS as readonly string[]).includes(value ?? '') ? (value as AboutTab) : 'brandStory';
}

export async function loader({ request, context }: Route.LoaderArgs) {
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
    tab,
    content,
    brands,
    hotels,
    stories: stories.map((list) => list?.[0]).filter((n): n is News => n !== undefined),
  };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { tab, content, brands, hotels, stories } = loaderData;
  const label = ABOUT_TAB_LABELS[tab];

  return (
    <>
      <PageBanner image={content.banner} imageMobile={content.bannerMob} eyebrow="About Felton" title="ブランド紹介" />
      <AboutTabs current={tab} />

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
            <SectionHeading eyebrow="Our Brands" title="フェルトンのブランド">
              旅の目的やスタイルに合わせてお選びいただける、フェルトンのブランドをご紹介します。
            </SectionHeading>
            <BrandDirectory brands={brands} />
          </div>
        </section>
      ) : null}

      {stories.length > 0 ? (
        <section className="section">
          <div className="container">
            <SectionHeading eyebrow="Felton Stories" title="フェルトンの物語" />
            <StoryStrip stories={stories} />
          </div>
        </section>
      ) : null}
    </>
  );
}
