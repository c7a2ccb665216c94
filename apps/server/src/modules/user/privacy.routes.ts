import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PRIVACY_MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import { closeAccountBody, memberDataExport } from '@hotel/shared/schemas/privacy';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { currentMember, isSecureRequest, sendNotLoggedIn } from '../../plugins/auth.ts';
import { memberScope } from '../../plugins/member-routes.ts';
import { clearedSessionCookie, readSessionCookie, type SessionService } from '../session/index.ts';
import type { CloseAccountService } from './close-account.service.ts';
import type { MemberDataExportService } from './member-data-export.service.ts';
import { MemberGone } from './profile.service.ts';

export interface PrivacyRoutesOptions {
  dataExport: MemberDataExportService;
  closeAccount: CloseAccountService;
  sessions: SessionService;
  clock: Clock;
}

/**
 * The member's rights over their data (decision 0033), next to the spec's /user routes:
 * GET /user/exportData downloads everything we hold as JSON; POST /user/closeAccount erases it.
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, { dataExport, closeAccount, sessions, clock }) => {
  const memberOnly = memberScope(app, sessions);
  const tags = ['user'];

  app.get(
    '/user/exportData',
    {
      schema: {
        tags,
        description: 'The member’s personal data as a JSON download (Content-Disposition: attachment): profile, consents, orders, payments, points, sessions.',
        response: { 200: envelope(memberDataExport) },
      },
      preHandler: memberOnly,
    },
    async (req, reply) => {
      try {
        const data = await dataExport.exportOf(currentMember(req).memberId);
        const day = hotelToday(clock()).replaceAll('-', '');
        reply.header('content-disposition', `attachment; filename="felton-member-data-${day}.json"`);
        return ok(data, PRIVACY_MESSAGES.exportReady);
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
    },
  );

  app.post(
    '/user/closeAccount',
    {
      schema: {
        tags,
        description:
          'Closes the member’s account after the password (mode 2) or an SMS login code (mode 1): personal fields erased, points voided, orders anonymized, every session ended. 409 while a booking is open or the card holds stored value.',
        body: closeAccountBody,
        response: { 200: envelope(z.null()) },
      },
      preHandler: memberOnly,
    },
    async (req, reply) => {
      try {
        await closeAccount.close(currentMember(req).memberId, req.body);
      } catch (error) {
        if (error instanceof MemberGone) return sendNotLoggedIn(reply);
        throw error;
      }
      if (readSessionCookie(req.headers.cookie) !== undefined) reply.header('set-cookie', clearedSessionCookie({ secure: isSecureRequest(req) }));
      return ok(null, PRIVACY_MESSAGES.closed);
    },
  );
};
