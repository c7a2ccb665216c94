/**
 * The role → permission table lives in packages/shared (the web app's menu reads it too); the
 * server's guards and services keep importing it from here and remain the ones that enforce it.
 */
export { ROLE_PERMISSIONS, STAFF_PERMISSIONS, type StaffPermission } from '@hotel/shared/schemas/admin/permissions';
