import { orderDetailChecks } from './admin-order-detail-fixtures.ts';

orderDetailChecks(1280);
