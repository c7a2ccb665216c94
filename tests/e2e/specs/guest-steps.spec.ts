import { guestStepTests } from './guest-steps-fixtures.ts';

guestStepTests();
