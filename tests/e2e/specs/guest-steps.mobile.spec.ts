import { guestStepTests } from './guest-steps-fixtures.ts';

guestStepTests('at 375 px: ');
