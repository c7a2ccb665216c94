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

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  hotelPageMeta(matches, loaderData ? HOTEL_MEETINGS_MENU[loaderData.code] : '', loaderData?.meeting?.MeetingIntro);

export async function loader({ params, context }: Route.LoaderArgs) {
  const code = hotelCodeFrom(params);
  const meeting = await loadOptional(context, 'meeting', { HotelCode: code });
  return { code, meeting };
}

export default function HotelMeetings({ loaderData, matches }: Route.ComponentProps) {
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
      <PhoneCta tel={meeting?.Tel || hotel.tel} eyebrow="Enquiries" title={`${label}のご予約・ご相談`}>
        <p>ご希望の日程、人数、催しの内容をお知らせください。専任の担当者が会場とプランをご提案いたします。</p>
        <p>オンラインでのお申し込みは準備中のため、お電話にて承っております。</p>
      </PhoneCta>
    </>
  );
}
