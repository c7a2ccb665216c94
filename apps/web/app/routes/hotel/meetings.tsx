import type { Route } from './+types/meetings';
import { loadOptional } from '../../lib/api.server.ts';
import { routeMessages, routeTranslator } from '../../lib/i18n/catalogs.server.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { NoRecord } from '../../components/ui/no-record.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { hotelCodeFrom } from '../../features/hotel/hotel-params.server.ts';
import { hotelPageMeta } from '../../features/hotel/hotel-meta.ts';
import { MeetingIntro } from '../../features/hotel/meeting-intro.tsx';
import { MeetingRooms } from '../../features/hotel/meeting-rooms.tsx';
import { PhoneCta } from '../../features/hotel/phone-cta.tsx';
import { MeetingRequestForm } from '../../features/meeting-request/meeting-request-form.tsx';
import { submitMeetingRequest } from '../../features/meeting-request/meeting-request.server.ts';
import styles from '../../features/meeting-request/meeting-request-section.module.css';
import { anyUntranslated, TranslationNote } from '../../components/layout/translation-note.tsx';

export const meta: Route.MetaFunction = (args) =>
  hotelPageMeta(args, args.loaderData?.title ?? '', args.loaderData?.meeting?.MeetingIntro);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const meeting = await loadOptional(context, 'meeting', { HotelCode: code });
  const t = routeTranslator(request, ['layout']);
  return { i18n: routeMessages(request, ['meetings']), title: t('layout.menuHotelMeetings', { hotel: code }), code, meeting };
}

/** The request form posts here; the hotel is this page's, whatever was posted. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return submitMeetingRequest(request, context, { hotelCode: hotelCodeFrom(params) });
}

export default function HotelMeetings({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { code, meeting } = loaderData;
  const { hotel } = matches[1].loaderData;
  const t = useT();
  const label = t('layout.menuHotelMeetings', { hotel: code });
  return (
    <>
      <PageBanner
        image={meeting?.MeetingBanner || hotel.showImage}
        imageMobile={meeting?.MeetingBannerMob || hotel.showImage}
        eyebrow="Meetings & Banquets"
        title={label}
      />
      <TranslationNote untranslated={anyUntranslated(hotel, meeting)} />
      {meeting ? (
        <>
          <section className="section">
            <MeetingIntro title={hotel.hotelName} intro={meeting.MeetingIntro} image={meeting.MeetingImg} types={meeting.MeetingType} />
          </section>
          <section className="section section--tint">
            <div className="container">
              <SectionHeading eyebrow="Venues" title={t('meetings.venuesGuide')} />
              <MeetingRooms info={meeting} />
            </div>
          </section>
        </>
      ) : (
        <section className="section">
          <NoRecord text={t('meetings.venuesComingSoon')} />
        </section>
      )}
      {meeting && meeting.MeetingType.length > 0 ? (
        <section className={`section ${styles.section}`} id="meeting-request">
          <div className={`container ${styles.inner}`}>
            <SectionHeading eyebrow="Request" title={t('meetings.requestTitle')}>
              {t('meetings.hotelRequestText')}
            </SectionHeading>
            <MeetingRequestForm hotels={[{ hotelCode: code, hotelName: hotel.hotelName, types: meeting.MeetingType }]} title={t('meetings.hotelRequestTitle', { hotel: hotel.hotelName })} result={actionData} />
          </div>
        </section>
      ) : null}
      <PhoneCta tel={meeting?.Tel || hotel.tel} eyebrow="Enquiries" title={t('meetings.hotelEnquiries', { label })}>
        <p>{t('meetings.hotelEnquiriesText')}</p>
      </PhoneCta>
    </>
  );
}
