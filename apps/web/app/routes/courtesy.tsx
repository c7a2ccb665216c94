import { redirect } from 'react-router';
import type { Route } from './+types/courtesy';
import { loadMember } from '../lib/member.server.ts';

/** Courtesy is flagged as needing login: a visitor is sent to / with 尚未登录. */
export async function loader({ context }: Route.LoaderArgs) {
  const member = await loadMember(context);
  if (!member) throw redirect('/?reason=login-required');
  return { member };
}

export default function Courtesy({ loaderData }: Route.ComponentProps) {
  return <div className="container section">{loaderData.member.userName}</div>;
}
