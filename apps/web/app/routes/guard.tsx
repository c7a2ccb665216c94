import { redirect } from 'react-router';
import { isHotelCode } from '@hotel/shared/navigation';
import type { Route } from './+types/guard';

/** The navigation guard: a path with no named route goes to / (a bare hotel code to its home). */
export function loader({ params }: Route.LoaderArgs) {
  const first = (params['*'] ?? '').split('/')[0] ?? '';
  return redirect(isHotelCode(first) && !(params['*'] ?? '').includes('/') ? `/${first}/home` : '/');
}
