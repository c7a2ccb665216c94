/**
 * Dashboard (no tables): a hotel's numbers for the back office's first page, read through the
 * front desk's, inventory's and meetings' services.
 */
export { createDashboardModule } from './module.ts';
