import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { throwRefusal } from '../lib/refusal.server.ts';

/** / redirects to Home, keeping any query (such as ?reason=… from the route guard). */
export function loader({ request, context }: Route.LoaderArgs) {
  throwRefusal(context);
  const url = new URL(request.url);
  return redirect(`/home${url.search}`);
}

/**
 * Never drawn (the loader always redirects or throws), but it makes / a page rather than a resource
 * route: a refusal thrown here, or a POST it has no action for, is the site's error page, not JSON.
 */
export default function Index() {
  return null;
}
