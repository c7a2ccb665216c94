import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { failure } from '../../lib/envelope.ts';
import { isSecureRequest } from '../../plugins/auth.ts';
import type { StaffAccess } from './staff-access.ts';
import type { StaffPermission } from './staff-permissions.ts';
import { clearedStaffCookie, readStaffCookie } from './staff-cookie.ts';
import type { SignedInStaff, StaffSessionService } from './staff-session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the staff guard; null elsewhere. */
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /** A staff route's declaration (plugins/staff-route-table.ts reads it). */
    staffAccess?: StaffRouteAccess;
  }
}

/**
 * Where a hotel-scoped route finds the hotel it acts for: the `hotel` field of its input (the
 * query string for a method without a body, GET and HEAD included, the body otherwise), always
 * the query string (a multipart upload, whose body is read only after the check), or one fixed
 * hotel (the group's own pages).
 */
export type HotelSource = 'input' | 'query' | { fixed: string };

/**
 * What a staff route declares about who may call it. Every route under /adminapi declares one
 * (the admin scope refuses to register a route without), and the security suites read these
 * declarations from the route table to derive their cases.
 */
export type StaffRouteAccess =
  /** No session needed: sign-in, its second-factor step, set-password (the link is the credential). */
  | { kind: 'public' }
  /** Anyone signed in, acting on their own account or session. */
  | { kind: 'signed-in' }
  /** A group-wide screen (members, staff accounts, the audit log): the role decides; the service scopes rows with hotelsFor. */
  | { kind: 'group'; permission: StaffPermission }
  /** One hotel's data, named by the request: it must be one of the person's hotels, and a hotel that cannot be determined is refused. */
  | { kind: 'hotel'; permission: StaffPermission; hotel: HotelSource }
  /** A record named by id alone (or a promotion of several hotels): the role decides here, the service checks the record's hotels with StaffAccess.can. */
  | { kind: 'record'; permission: StaffPermission };

/** The route options a declaration becomes: its hooks, and the declaration itself in the route's config. */
export interface StaffRouteOptions {
  onRequest?: onRequestAsyncHookHandler;
  preValidation?: preValidationAsyncHookHandler;
  config: { staffAccess: StaffRouteAccess };
}

/**
 * The staff guard: one method per kind of declaration, each answering the options to spread into
 * a route (`{ schema, ...guard.hotel('rates.edit') }`). Who the caller is and what their role
 * allows is settled in onRequest, before the body is parsed or validated, so nobody learns a
 * validation rule without signing in; the hotel is checked in preValidation, on the raw input.
 */
export interface StaffGuard {
  publicRoute(): StaffRouteOptions;
  signedIn(): StaffRouteOptions;
  group(permission: StaffPermission): StaffRouteOptions;
  hotel(permission: StaffPermission, hotel?: HotelSource): StaffRouteOptions;
  record(permission: StaffPermission): StaffRouteOptions;
  /** The options for a declaration (the docs route, whose declaration depends on the mode). */
  route(access: StaffRouteAccess): StaffRouteOptions;
}

/** Methods whose input travels in the query string. */
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

/** The hotel a request names for a declaration's source; anything but one string is no hotel at all. */
export function requestHotel(request: FastifyRequest, source: HotelSource): string | undefined {
  if (typeof source === 'object') return source.fixed;
  const input = source === 'query' || QUERY_METHODS.has(request.method) ? request.query : request.body;
  const hotel = (input as { hotel?: unknown } | null | undefined)?.hotel;
  return typeof hotel === 'string' ? hotel : undefined;
}

/**
 * Builds the staff guard. Only the staff_session cookie counts (a guest's usertoken is never
 * looked at). No live session: 401 and the dead cookie dropped. A permission the role lacks, a
 * hotel that is not theirs or that the request does not name: 403.
 */
export function staffGuard(sessions: StaffSessionService, access: StaffAccess): StaffGuard {
  const signIn = (permission?: StaffPermission): onRequestAsyncHookHandler =>
    async function staffSignedIn(request, reply) {
      const token = readStaffCookie(request.headers.cookie);
      const staff = await sessions.resolve(token);
      if (!staff) {
        if (token !== undefined) reply.header('set-cookie', clearedStaffCookie({ secure: isSecureRequest(request) }));
        return sendStaffNotSignedIn(reply);
      }
      if (permission && !access.allows(staff, permission)) return sendStaffForbidden(reply);
      request.staff = staff;
    };

  const forHotel = (permission: StaffPermission, source: HotelSource): preValidationAsyncHookHandler =>
    async function staffHotel(request, reply) {
      if (!access.can(currentStaff(request), permission, requestHotel(request, source))) return sendStaffForbidden(reply);
    };

  const route = (staffAccess: StaffRouteAccess): StaffRouteOptions => {
    const config = { staffAccess };
    switch (staffAccess.kind) {
      case 'public':
        return { config };
      case 'signed-in':
        return { onRequest: signIn(), config };
      case 'group':
      case 'record':
        return { onRequest: signIn(staffAccess.permission), config };
      case 'hotel':
        return { onRequest: signIn(staffAccess.permission), preValidation: forHotel(staffAccess.permission, staffAccess.hotel), config };
    }
  };

  return {
    route,
    publicRoute: () => route({ kind: 'public' }),
    signedIn: () => route({ kind: 'signed-in' }),
    group: (permission) => route({ kind: 'group', permission }),
    hotel: (permission, hotel = 'input') => route({ kind: 'hotel', permission, hotel }),
    record: (permission) => route({ kind: 'record', permission }),
  };
}

function sendStaffNotSignedIn(reply: FastifyReply): FastifyReply {
  return reply.code(401).send(failure(401, SERVER_MESSAGES.staffNotSignedIn));
}

function sendStaffForbidden(reply: FastifyReply): FastifyReply {
  return reply.code(403).send(failure(403, SERVER_MESSAGES.staffForbidden));
}

/** The person of a request that passed the staff guard. */
export function currentStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error('currentStaff() on a route without the staff guard');
  return request.staff;
}
