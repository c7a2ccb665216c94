import { deskBookingAndChangeWalk } from './admin-desk-change-fixtures.ts';

deskBookingAndChangeWalk(375);
