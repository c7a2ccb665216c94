/**
 * Audit (audit_log): the append-only record of every staff change, written by the services that
 * make the change, in their transaction.
 */
export { AuditRepository, type AuditLine } from './audit.repository.ts';
export { AuditTrail, type AuditActor, type AuditChange } from './audit-trail.service.ts';
