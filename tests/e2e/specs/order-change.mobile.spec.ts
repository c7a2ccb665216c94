import { orderChangeTests } from './order-change-fixtures.ts';

orderChangeTests('at 375 px: ');
