import { redirect } from 'react-router';
import type { Route } from './+types/index';

/** / redirects to Home, keeping any query (such as ?reason=… from the route guard). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`/home${url.search}`);
}
