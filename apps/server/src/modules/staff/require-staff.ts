import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { failure } from '../../lib/envelope.ts';
import { isSecureRequest } from '../../plugins/auth.ts';
import type { StaffAccess } from './staff-access.ts';
import type { StaffPermission } from './staff-permissions.ts';
import { clearedStaffCookie, readStaffCookie } from './staff-cookie.ts';
import type { SignedInStaff, StaffSessionService } from './staff-session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff; null elsewhere. */
    staff: SignedInStaff | null;
  }
}

/** The hotel a request acts for (a path parameter, a body field), for hotel-bound permissions. */
export type HotelFrom = (request: FastifyRequest) => string | undefined;

export type RequireStaff = (permission?: StaffPermission, hotelFrom?: HotelFrom) => preHandlerAsyncHookHandler;

/**
 * Builds requireStaff(permission?, hotelFrom?): the preHandler of every back-office route.
 * Only the staff_session cookie counts (no usertoken header: a guest's token is never looked at).
 * No live session: 401 and the dead cookie dropped. A permission the role lacks, or a hotel that
 * is not theirs: 403. Without a permission it only asks for a signed-in person (GET /auth/me).
 */
export function staffGuard(sessions: StaffSessionService, access: StaffAccess): RequireStaff {
  return (permission, hotelFrom) => async (request, reply) => {
    const token = readStaffCookie(request.headers.cookie);
    const staff = await sessions.resolve(token);
    if (!staff) {
      if (token !== undefined) reply.header('set-cookie', clearedStaffCookie({ secure: isSecureRequest(request) }));
      return sendStaffNotSignedIn(reply);
    }
    if (permission && !access.can(staff, permission, hotelFrom?.(request))) {
      return reply.code(403).send(failure(403, SERVER_MESSAGES.staffForbidden));
    }
    request.staff = staff;
  };
}

function sendStaffNotSignedIn(reply: FastifyReply): FastifyReply {
  return reply.code(401).send(failure(401, SERVER_MESSAGES.staffNotSignedIn));
}

/** The person of a request that passed requireStaff. */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error('currentStaff() on a route without requireStaff');
  return request.staff;
}
