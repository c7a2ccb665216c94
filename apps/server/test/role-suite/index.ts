import { authCases } from './auth.cases.ts';
import { ratesCases } from './rates.cases.ts';
import type { RoleCase } from './role-case.ts';

export { ROUTES_WITHOUT_ROLE_CASE } from './auth.cases.ts';

/** Every area's cases; a new staff endpoint adds its case to its area's file. */
export const ROLE_CASES: RoleCase[] = [...authCases, ...ratesCases];
