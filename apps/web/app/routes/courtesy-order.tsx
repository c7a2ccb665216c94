import type { Route } from './+types/courtesy-order';
import { pageMeta } from '../lib/meta.ts';
import { routeMessages, routeTranslator } from '../lib/i18n/catalogs.server.ts';
import { MemberCentre } from '../features/member/member-centre.tsx';
import { Statement } from '../features/member/statement.tsx';
import { loadStatementPage } from '../features/member/statement.server.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: args.loaderData?.title ?? '', noindex: true });

/** Members only, like the member centre; the member's own order (another member's is the 404 page). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = await loadStatementPage(context, params.orderId);
  const t = routeTranslator(request, ['statement']);
  return { ...page, i18n: routeMessages(request, ['member', 'statement']), title: t('statement.title') };
}

/** A booking's statement (ご利用明細, issue 28, decision 0069), reached from its line in the booking history. */
export default function CourtesyOrder({ loaderData }: Route.ComponentProps) {
  return (
    <MemberCentre userName={loaderData.userName} tab="orders">
      <Statement statement={loaderData.statement} />
    </MemberCentre>
  );
}
