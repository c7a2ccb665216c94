import type { Route } from './+types/health-and-tea';
import { loadOptional } from '../../lib/api.server.ts';
import { routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { healthTeaTabFrom } from '../../features/hotel/health-tea-tabs.ts';
import { useHealthTeaTabs } from '../../features/hotel/use-health-tea-tabs.ts';
import { TabLinks, tabId } from '../../features/hotel/tab-links.tsx';
import { HealthPanel } from '../../features/hotel/health-panel.tsx';
import { TeaPanel } from '../../features/hotel/tea-panel.tsx';
import { PhoneCta } from '../../features/hotel/phone-cta.tsx';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) => hotelPageMeta(args, args.loaderData?.title ?? '');

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const tab = healthTeaTabFrom(new URL(request.url).searchParams.get('tab'));
  // Only the open tab's content is needed: each tab is its own URL.
  const [health, tea] = await Promise.all([
    tab === 'health' ? loadOptional(context, 'health', { HotelCode: code }) : null,
    tab === 'tea' ? loadOptional(context, 'tea', { HotelCode: code }) : null,
  ]);
  const t = routeTranslator(request, ['layout']);
  return { title: t('layout.menuHotelThird', { hotel: code }), code, tab, health, tea };
}

const PANEL_ID = 'health-tea-panel';

export default function HotelHealthAndTea({ loaderData, matches }: Route.ComponentProps) {
  const { code, tab, health, tea } = loaderData;
  const { hotel } = matches[1].loaderData;
  const t = useT();
  const labels = useHealthTeaTabs(code);
  const pageTitle = t('layout.menuHotelThird', { hotel: code });
  const banner =
    tab === 'tea'
      ? tea
        ? { image: tea.TeaBanner, mobile: tea.TeaBannerMob }
        : null
      : health
        ? { image: health.HealthBanner, mobile: health.HealthBannerMob }
        : null;
  const base = `/${code}/health-and-tea`;
  const current = labels[tab];
  return (
    <>
      <PageBanner image={banner?.image || hotel.showImage} imageMobile={banner?.mobile || hotel.showImage} eyebrow={labels.en} title={pageTitle} />
      <TranslationNote untranslated={anyUntranslated(tab === 'tea' ? tea : health)} />
      <TabLinks
        label={pageTitle}
        selected={tab}
        panelId={PANEL_ID}
        tabs={[
          { key: 'health', ...labels.health, href: base },
          { key: 'tea', ...labels.tea, href: `${base}?tab=tea` },
        ]}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} tabIndex={0} className="section">
        {tab === 'health' && health ? <HealthPanel info={health} title={current.label} /> : null}
        {tab === 'tea' && tea ? <TeaPanel info={tea} eyebrow={current.en} /> : null}
        {(tab === 'health' && !health) || (tab === 'tea' && !tea) ? <NoRecord text={t('hotel.comingSoon')} /> : null}
      </div>
      <PhoneCta tel={(tab === 'tea' ? tea?.Tel : health?.Tel) || hotel.tel} title={t('hotel.tabEnquiries', { tab: current.label })}>
        <p>{t('hotel.tabEnquiriesText', { hotel: hotel.hotelName })}</p>
      </PhoneCta>
    </>
  );
}
