import { authCases } from './auth.cases.ts';
import { catalogCases } from './catalog.cases.ts';
import { channelsCases } from './channels.cases.ts';
import { integrationKeysCases } from './integration-keys.cases.ts';
import { meetingsCases } from './meetings.cases.ts';
import { noticesCases } from './notices.cases.ts';
import { membersCases } from './members.cases.ts';
import { dashboardCases } from './dashboard.cases.ts';
import { fapiaoCases } from './fapiao.cases.ts';
import { deskBookingCases } from './desk-booking.cases.ts';
import { orderCases } from './orders.cases.ts';
import { promotionCases } from './promotions.cases.ts';
import { contentCases } from './content.cases.ts';
import { ratesCases } from './rates.cases.ts';
import { statementCases } from './statement.cases.ts';
import { receiptsCases } from './receipts.cases.ts';
import { auditCases } from './audit.cases.ts';
import type { RoleCase } from './role-case.ts';
import { accountCases, staffCases } from './staff.cases.ts';
import { taxesCases } from './taxes.cases.ts';
import { translationsCases } from './translations.cases.ts';
import { webhooksCases } from './webhooks.cases.ts';

export { ROUTES_WITHOUT_ROLE_CASE } from './auth.cases.ts';

/** Every area's cases; a new staff endpoint adds its case to its area's file. */
export const ROLE_CASES: RoleCase[] = [
  ...authCases,
  ...staffCases,
  ...accountCases,
  ...auditCases,
  ...catalogCases,
  ...contentCases,
  ...translationsCases,
  ...dashboardCases,
  ...meetingsCases,
  ...noticesCases,
  ...membersCases,
  ...orderCases,
  ...statementCases,
  ...receiptsCases,
  ...deskBookingCases,
  ...promotionCases,
  ...ratesCases,
  ...taxesCases,
  ...channelsCases,
  ...webhooksCases,
  ...integrationKeysCases,
  ...fapiaoCases,
];
