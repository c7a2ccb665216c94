import type { EndpointName } from '@hotel/shared/api/endpoints';
import { GUEST_API } from '../../src/guest-api.ts';

/**
 * The guest endpoints only a member may call, from their modules' tables (decision 0054): the
 * session is checked before the input is read, so a test of their input validation signs in first.
 */
export const MEMBER_ENDPOINTS: ReadonlySet<EndpointName> = new Set(
  Object.values(GUEST_API).flatMap((table) =>
    Object.entries(table as Record<string, { access: 'public' | 'member' }>)
      .filter(([, route]) => route.access === 'member')
      .map(([name]) => name as EndpointName),
  ),
);
