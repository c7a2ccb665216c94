import type { ModuleKit } from '../../lib/module-kit.ts';
import { currentStaff, type AdminApi } from '../staff/index.ts';
import { AuditLogService, type AuditHotelNames } from './audit-log.service.ts';
import { AuditTrail } from './audit-trail.service.ts';
import { AuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit trail every staff change is written to, in the change's own transaction, and its read-only log. */
export function createAuditModule({ db, clock }: Pick<ModuleKit, 'db' | 'clock'>, { hotels }: { hotels: AuditHotelNames }) {
  const auditLog = new AuditLogService(new AuditRepository(db), hotels);
  return {
    audit: new AuditTrail(new AuditRepository(db), clock),
    auditLog,
    adminApi: ((admin, { guard, access }) =>
      admin.register(auditRoutes, { auditLog, guard: guard.group('audit.view'), scopeOf: (req) => access.hotelsFor(currentStaff(req), 'audit.view') })) satisfies AdminApi,
  };
}
