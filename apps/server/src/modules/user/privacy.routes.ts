import { PRIVACY_MESSAGES } from '@hotel/shared/messages';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { Clock } from '../../lib/clock.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import { isSecureRequest, sendNotLoggedIn } from '../../plugins/auth.ts';
import { clearedSessionCookie, readSessionCookie } from '../session/index.ts';
import type { CloseAccountService } from './close-account.service.ts';
import type { MemberDataExportService } from './member-data-export.service.ts';
import { MemberGone } from './profile.service.ts';

export interface PrivacyRoutesOptions {
  dataExport: MemberDataExportService;
  closeAccount: CloseAccountService;
  clock: Clock;
}

/**
 * The member's rights over their data (decision 0033), next to the spec's /user routes:
 * GET /user/exportData downloads everything we hold as JSON; POST /user/closeAccount erases it.
 */
export const privacyRoutes = {
  exportData: {
    access: 'member',
    description: 'The member’s personal data as a JSON download (Content-Disposition: attachment): profile, consents, orders, payments, points, sessions.',
    message: PRIVACY_MESSAGES.exportReady,
    run: async ({ dataExport, clock }, _i, { memberId, reply }) => {
      try {
        const data = await dataExport.exportOf(memberId);
        const day = hotelToday(clock()).replaceAll('-', '');
        reply.header('content-disposition', `attachment; filename="felton-member-data-${day}.json"`);
        return data;
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
    },
  },

  closeAccount: {
    access: 'member',
    description:
      'Closes the member’s account after the password (mode 2) or an SMS login code (mode 1): personal fields erased, points voided, orders anonymized, every session ended. 409 while a booking is open or the card holds stored value.',
    message: PRIVACY_MESSAGES.closed,
    run: async ({ closeAccount }, i, { memberId, request, reply }) => {
      try {
        await closeAccount.close(memberId, i);
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
      if (readSessionCookie(request.headers.cookie) !== undefined) reply.header('set-cookie', clearedSessionCookie({ secure: isSecureRequest(request) }));
      return null;
    },
  },
} satisfies GuestRoutes<PrivacyRoutesOptions>;
