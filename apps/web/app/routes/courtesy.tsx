import { redirect } from 'react-router';
import type { Route } from './+types/courtesy';

/** Courtesy is flagged as needing login: a visitor is sent to / with 尚未登录. */
export function loader(_: Route.LoaderArgs) {
  return redirect('/?reason=login-required');
}
