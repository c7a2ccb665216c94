/**
 * Audit (audit_log): the append-only record of every staff change, written by the services that
 * make the change, in their transaction, and read (never changed) through GET /adminapi/v1/audit.
 */
export { type AuditLine } from './audit.repository.ts';
export { AuditTrail, type AuditActor, type AuditChange, type ChangeAuthor } from './audit-trail.service.ts';
export { createAuditModule } from './module.ts';
