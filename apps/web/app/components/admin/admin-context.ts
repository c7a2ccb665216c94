import { useRouteLoaderData } from 'react-router';
import type { StaffMe } from '@hotel/shared/schemas/admin/auth';

/** The admin layout route's id (routes.ts): child pages read the signed-in person through it. */
export const ADMIN_LAYOUT_ID = 'admin';

export interface AdminHotel {
  code: string;
  name: string;
}

/** What the admin layout loads once for every back-office page. */
export interface AdminLayoutData {
  me: StaffMe;
  /** The hotels this person may act for, with their names. */
  hotels: AdminHotel[];
  /** The hotel of this page (?hotel=), always one of `hotels`. */
  hotel: AdminHotel;
  groupName: string;
  demoMode: boolean;
}

/** The signed-in person, their hotels and the chosen hotel, inside any page under the admin layout. */
export function useAdminLayout(): AdminLayoutData {
  const data = useRouteLoaderData<AdminLayoutData>(ADMIN_LAYOUT_ID);
  if (!data) throw new Error('useAdminLayout() outside the admin layout');
  return data;
}
