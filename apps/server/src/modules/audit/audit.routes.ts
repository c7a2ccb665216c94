import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_MESSAGES, auditEndpoints } from '@hotel/shared/schemas/admin/audit';
import { ok } from '../../lib/envelope.ts';
import { staffPath, staffQuery } from '../../lib/staff-endpoint.ts';
import type { StaffRouteOptions } from '../staff/index.ts';
import type { AuditLogService, AuditScope } from './audit-log.service.ts';

export interface AuditRoutesOptions {
  auditLog: AuditLogService;
  /** The staff module's route options for audit.view, a group-wide screen (the service scopes the lines). */
  guard: StaffRouteOptions;
  /** Which lines the signed-in person may read (StaffAccess). */
  scopeOf: (request: FastifyRequest) => AuditScope;
}

/** GET /adminapi/v1/audit: the audit log, read-only. */
export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { auditLog, guard, scopeOf }) => {
  const e = auditEndpoints.list;
  app.get(staffPath(e), staffQuery(e, ['audit'], guard), async (req) =>
    ok(await auditLog.page(scopeOf(req), req.query), AUDIT_MESSAGES.listed),
  );
};
