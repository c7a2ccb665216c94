import { useSearchParams } from 'react-router';
import { HOTEL_CODES } from '@hotel/shared/constants';
import { HOTEL_PARAM } from '../../lib/admin-hotel.ts';

/** The hotel the current back-office page acts for (?hotel=; the admin layout always sets it). */
export function useAdminHotel(): string {
  const [params] = useSearchParams();
  return params.get(HOTEL_PARAM) ?? HOTEL_CODES[0];
}
