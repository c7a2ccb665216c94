import type { Route } from './+types/meetings';
import { HOTEL_MEETINGS_MENU } from '@hotel/shared/hotel-menu';
import { loadOptional } from '../../lib/api.server.ts';
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

export const meta: Route.MetaFunction = (args) =>
  hotelPageMeta(args, args.loaderData ? HOTEL_MEETINGS_MENU[args.loaderData.code] : '', args.loaderData?.meeting?.MeetingIntro);

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const meeting = await loadOptional(context, 'meeting', { HotelCode: code });
  return { code, meeting };
}

/** The request form posts here; the hotel is this page's, whatever was posted. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return submitMeetingRequest(request, context, { hotelCode: hotelCodeFrom(params) });
}

export default function HotelMeetings({ loaderData, actionData, matches }: Route.ComponentProps) {
  const { code, meeting } = loaderData;
  const { hotel } = matches[1].loaderData;
  const label = HOTEL_MEETINGS_MENU[code];
  return (
    <>
      <PageBanner
        image={meeting?.MeetingBanner || hotel.showImage}
        imageMobile={meeting?.MeetingBannerMob || hotel.showImage}
        eyebrow="Meetings & Banquets"
        title={label}
      />
      {meeting ? (
        <>
          <section className="section">
            <MeetingIntro title={hotel.hotelName} intro={meeting.MeetingIntro} image={meeting.MeetingImg} types={meeting.MeetingType} />
          </section>
          <section className="section section--tint">
            <div className="container">
              <SectionHeading eyebrow="Venues" title="会場のご案内" />
              <MeetingRooms info={meeting} />
            </div>
          </section>
        </>
      ) : (
        <section className="section">
          <NoRecord text="会場のご案内は準備中です" />
        </section>
      )}
      {meeting && meeting.MeetingType.length > 0 ? (
        <section className={`section ${styles.section}`} id="meeting-request">
          <div className={`container ${styles.inner}`}>
            <SectionHeading eyebrow="Request" title="会議・宴会のお申し込み">
              ご希望の日程、人数、催しの内容をお知らせください。専任の担当者より折り返しご連絡いたします。
            </SectionHeading>
            <MeetingRequestForm hotels={[{ hotelCode: code, hotelName: hotel.hotelName, types: meeting.MeetingType }]} title={`${hotel.hotelName}へのお申し込み`} result={actionData} />
          </div>
        </section>
      ) : null}
      <PhoneCta tel={meeting?.Tel || hotel.tel} eyebrow="Enquiries" title={`${label}のご予約・ご相談`}>
        <p>お急ぎの場合やプランのご相談は、お電話でも承っております。</p>
      </PhoneCta>
    </>
  );
}
