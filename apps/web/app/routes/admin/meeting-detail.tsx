import type { Route } from './+types/meeting-detail';
import { meetingsEndpoints } from '@hotel/shared/schemas/admin/meetings';
import { adminLoad } from '../../lib/admin-api.server.ts';
import { adminMeta } from '../../lib/admin-meta.ts';
import { useAdminLayout } from '../../components/admin/admin-context.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { ButtonLink } from '../../components/admin/button.tsx';
import { DetailCard, DetailColumns, DetailStack } from '../../components/admin/detail.tsx';
import { ActionNotice } from '../../components/admin/notice.tsx';
import { answerMeeting } from '../../features/admin-meetings/meeting-answer.server.ts';
import { MeetingAnswerForm } from '../../features/admin-meetings/meeting-answer-form.tsx';
import { MeetingFacts, MeetingHistory } from '../../features/admin-meetings/meeting-facts.tsx';
import { isGroupScope, scopedHotel, scopedLink } from '../../lib/admin-scope.ts';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `${data.meeting.applyName} 様のお問い合わせ` : 'お問い合わせ');

/** One request of the chosen hotel; another hotel's is the API's 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const meeting = await adminLoad(context, request, meetingsEndpoints.detail, { hotel: scopedHotel(request), id: params.id });
  return { meeting, groupScope: isGroupScope(request) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answerMeeting(request, context, params.id);
}

export default function MeetingDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { meeting, groupScope } = loaderData;
  const { hotel } = useAdminLayout();
  const inbox = scopedLink('/admin/meetings', hotel.code, groupScope);
  return (
    <AdminPage
      title={`${meeting.applyName} 様のお問い合わせ`}
      description={`${meeting.hotelName}・受付番号 ${meeting.id}`}
      breadcrumbs={[{ label: '会議・宴会のお問い合わせ', to: inbox }, { label: `受付番号 ${meeting.id}` }]}
      actions={
        <ButtonLink to={inbox} variant="secondary">
          一覧へ戻る
        </ButtonLink>
      }
    >
      <ActionNotice result={actionData} />
      <DetailColumns wider="first">
        <DetailCard id="meeting-request-title" title="お問い合わせ内容">
          <MeetingFacts meeting={meeting} />
        </DetailCard>
        <DetailStack>
          <MeetingAnswerForm meeting={meeting} result={actionData} />
          <DetailCard id="meeting-history-title" title="対応履歴">
            <MeetingHistory history={meeting.history} />
          </DetailCard>
        </DetailStack>
      </DetailColumns>
    </AdminPage>
  );
}
