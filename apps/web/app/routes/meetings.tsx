import type { Route } from './+types/meetings';
import { GROUP_CODE } from '@hotel/shared/constants';
import { load, loadOptional } from '../lib/api.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { useT } from '../lib/i18n/i18n.tsx';
import { PageBanner } from '../components/ui/page-banner.tsx';
import { SectionHeading } from '../components/ui/section-heading.tsx';
import { MeetingRooms } from '../features/meetings/meeting-rooms.tsx';
import { MeetingContact } from '../features/meetings/meeting-contact.tsx';
import { MeetingHotels } from '../features/meetings/meeting-hotels.tsx';
import { MeetingRequestForm } from '../features/meeting-request/meeting-request-form.tsx';
import { submitMeetingRequest } from '../features/meeting-request/meeting-request.server.ts';
import { telHref } from '../lib/tel-href.ts';
import styles from '../features/meetings/meetings.module.css';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: args.loaderData?.title ?? '', description: args.loaderData?.description });

export async function loader({ context, request }: Route.LoaderArgs) {
  const [info, hotels] = await Promise.all([
    load(context, 'meeting', { HotelCode: GROUP_CODE }),
    load(context, 'getHotelInfo', { HotelCode: GROUP_CODE }),
  ]);
  // The request form picks a hotel first, then one of that hotel's own meeting types.
  const open = hotels.filter((h) => !h.isPreOpenning);
  const meetingInfos = await Promise.all(open.map((h) => loadOptional(context, 'meeting', { HotelCode: h.hotelCode })));
  const requestHotels = open
    .map((h, i) => ({ hotelCode: h.hotelCode, hotelName: h.hotelName, types: meetingInfos[i]?.MeetingType ?? [] }))
    .filter((h) => h.types.length > 0);
  const t = routeTranslator(request, ['meetings']);
  return { i18n: routeMessages(request, ['meetings']), title: t('meetings.metaTitle'), description: t('meetings.metaDescription'), info, hotels, requestHotels };
}

/** The request form posts here (it works without JavaScript too). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitMeetingRequest(request, context);
}

export default function Meetings({ loaderData, actionData }: Route.ComponentProps) {
  const { info, hotels, requestHotels } = loaderData;
  const t = useT();
  return (
    <>
      <PageBanner image={info.MeetingBanner} imageMobile={info.MeetingBannerMob} eyebrow="Meetings & Banquets" title={t('meetings.title')} />

      <section className="section">
        <div className={`container ${styles.intro}`}>
          <div className={styles.introText}>
            <SectionHeading eyebrow="Meetings & Events" title={t('meetings.introTitle')} align="left" />
            <p>{info.MeetingIntro}</p>
            <a href={telHref(info.Tel)} className="btn btn--ghost">
              {t('meetings.callUs', { tel: info.Tel })}
            </a>
          </div>
          {info.MeetingImg ? (
            <div className={styles.introMedia}>
              <img src={info.MeetingImg} alt="" width={800} height={560} loading="lazy" decoding="async" />
            </div>
          ) : null}
        </div>
      </section>

      <section className="section section--tint">
        <div className="container">
          <SectionHeading eyebrow="Venues & Occasions" title={t('meetings.venuesTitle')} />
          <MeetingRooms info={info} />
        </div>
      </section>

      <MeetingContact tel={info.Tel} types={info.MeetingType}>
        <MeetingRequestForm hotels={requestHotels} title={t('meetings.requestTitle')} result={actionData} />
      </MeetingContact>

      <section className="section">
        <div className="container">
          <SectionHeading eyebrow="Our Hotels" title={t('meetings.hotelsTitle')}>
            {t('meetings.hotelsText')}
          </SectionHeading>
          <MeetingHotels hotels={hotels} />
        </div>
      </section>
    </>
  );
}
